//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The text being edited, addressed in UTF-16 offsets, with a paragraph index kept up to date.
//
// UIKit's text APIs (NSRange, UITextInput's offsets, the delegate's `shouldChangeCharactersIn`)
// count UTF-16 code units, so the buffer stores them: chunks of about a thousand code units
// (never more than `maxChunk`), with two Fenwick trees over the chunks, one of their lengths and
// one of the paragraph terminators each holds. Finding an offset's chunk, a paragraph's start
// or an offset's paragraph is O(log chunks) plus a scan of one chunk; typing or deleting edits
// one chunk in place. Only an edit that splits, merges or replaces chunks rebuilds the trees,
// in O(chunks) (a few thousand for 5 MB), which a typing burst reaches once per thousand keys.
//
// Invariants: no lone surrogate is ever stored (inserted text is repaired with U+FFFD, and an
// edit range that cuts a surrogate pair is widened to the whole pair), no chunk is empty, and no
// chunk ends with CR when the next one starts with LF (so each chunk counts its own terminators).

import Foundation

/// Editable text addressed in UTF-16 code units, the unit of UIKit's `NSRange`-based APIs.
///
/// Lookups by offset and by paragraph are O(log n) and an edit of a few characters is O(1) in
/// the size of the text (plus one chunk of about a thousand code units), so a 5 MB text edits
/// as fast as a line. Invalid ranges never trap: lookups return nil and edits change nothing.
///
/// Paragraphs end at LF, CR, CR LF, U+2029 (paragraph separator) or U+0085 (next line), as
/// `NSString.paragraphRange(for:)` counts them; U+2028 (line separator) breaks a line inside a
/// paragraph.
public struct TextEditingBuffer: Sendable {
    /// The most code units a chunk holds after an edit; bigger chunks are split.
    static let maxChunk = 2048
    /// The size chunks are cut to when text is split into chunks.
    static let targetChunk = 1024
    /// A chunk shorter than this merges with a neighbour when the two fit in `maxChunk`.
    static let minChunk = 256

    var chunks: [[UInt16]]
    /// The paragraph terminators ending in each chunk.
    var breakCounts: [Int]
    var lengthTree: FenwickTree
    var breakTree: FenwickTree
    /// The number of UTF-16 code units in the text.
    public internal(set) var utf16Count: Int

    /// A buffer holding `string`.
    public init(_ string: String = "") {
        self.init(validUnits: Self.units(of: string))
    }

    /// A buffer holding the given UTF-16 code units; lone surrogates become U+FFFD (as they do in
    /// a Swift `String`, which cannot hold them).
    public init(utf16CodeUnits: some Collection<UInt16>) {
        self.init(validUnits: Self.repairingSurrogates(utf16CodeUnits))
    }

    init(validUnits: [UInt16]) {
        chunks = Self.split(validUnits)
        breakCounts = chunks.map(Self.countBreaks)
        utf16Count = validUnits.count
        lengthTree = FenwickTree(chunks.map(\.count))
        breakTree = FenwickTree(breakCounts)
    }

    /// The whole text (O(n): build it once per change, not per query).
    public var string: String {
        var all: [UInt16] = []
        all.reserveCapacity(utf16Count)
        for chunk in chunks { all.append(contentsOf: chunk) }
        return Self.string(from: all)
    }

    /// True when the text is empty.
    public var isEmpty: Bool { utf16Count == 0 }

    /// The code unit at `offset`, or nil outside `0..<utf16Count`.
    public func utf16CodeUnit(at offset: Int) -> UInt16? {
        guard offset >= 0 && offset < utf16Count else { return nil }
        let (chunk, start) = chunkContaining(offset)
        return chunks[chunk][offset - start]
    }

    /// The code units in `range`, or nil when the range isn't inside the text.
    public func utf16CodeUnits(in range: Range<Int>) -> [UInt16]? {
        guard range.lowerBound >= 0 && range.upperBound <= utf16Count else { return nil }
        return units(in: range)
    }

    /// The text in `range` (UTF-16 offsets), or nil when the range isn't inside the text. A range
    /// cutting a surrogate pair yields U+FFFD for the half it holds.
    public func substring(in range: Range<Int>) -> String? {
        utf16CodeUnits(in: range).map(Self.string(from:))
    }

    /// The text in `range` (an `NSRange` of UTF-16 offsets), or nil when the range isn't inside
    /// the text (`NSNotFound`, negative, overflowing or past the end).
    public func substring(in range: NSRange) -> String? {
        validRange(range).flatMap { substring(in: $0) }
    }

    /// Replaces the text in `range` with `replacement` and says what changed; nil (and no change)
    /// when the range isn't inside the text. A range that cuts a surrogate pair is widened to the
    /// whole pair.
    @discardableResult
    public mutating func replace(range: Range<Int>, with replacement: String) -> TextReplacement? {
        replace(range: range, withUnits: Self.units(of: replacement))
    }

    /// Replaces the text in an `NSRange` with `replacement`; nil (and no change) when the range
    /// isn't inside the text.
    @discardableResult
    public mutating func replace(range: NSRange, with replacement: String) -> TextReplacement? {
        guard let valid = validRange(range) else { return nil }
        return replace(range: valid, with: replacement)
    }

    /// Replaces the text in `range` with UTF-16 code units (lone surrogates become U+FFFD); nil
    /// when the range isn't inside the text.
    @discardableResult
    public mutating func replace(range: Range<Int>, withUTF16CodeUnits replacement: some Collection<UInt16>) -> TextReplacement? {
        replace(range: range, withUnits: Self.repairingSurrogates(replacement))
    }

    mutating func replace(range: Range<Int>, withUnits replacement: [UInt16]) -> TextReplacement? {
        replaceReturningUnits(range: range, with: replacement)?.change
    }

    /// Replaces `range` (checked) with valid code units; the change and the code units replaced.
    mutating func replaceReturningUnits(range: Range<Int>, with replacement: [UInt16]) -> (change: TextReplacement, replaced: [UInt16])? {
        guard range.lowerBound >= 0 && range.upperBound <= utf16Count else { return nil }
        let range = scalarAligned(range)
        let replaced = units(in: range)
        replaceUnits(range, with: replacement)
        let inserted = range.lowerBound..<(range.lowerBound + replacement.count)
        let paragraphs = paragraphIndex(containing: inserted.lowerBound)..<(paragraphIndex(containing: inserted.upperBound) + 1)
        let change = TextReplacement(replacedRange: range, replacedText: Self.string(from: replaced),
                                     insertedRange: inserted, paragraphs: paragraphs)
        return (change, replaced)
    }

    /// `range` as offsets when it lies inside the text; nil for `NSNotFound`, negative values,
    /// overflow or an end past `utf16Count`.
    public func validRange(_ range: NSRange) -> Range<Int>? {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0 else { return nil }
        let (end, overflow) = range.location.addingReportingOverflow(range.length)
        guard !overflow, end <= utf16Count else { return nil }
        return range.location..<end
    }

    /// `range` clamped into the text (`NSNotFound` or a negative location clamps to the start;
    /// a negative length to 0).
    public func clamped(_ range: NSRange) -> Range<Int> {
        let location = range.location == NSNotFound ? 0 : min(max(range.location, 0), utf16Count)
        let length = min(max(range.length, 0), utf16Count - location)
        return location..<(location + length)
    }

    /// `offset` clamped into `0...utf16Count`.
    public func clamped(_ offset: Int) -> Int { min(max(offset, 0), utf16Count) }

    /// A string of UTF-16 code units (an input method's or a pasteboard's) with each lone
    /// surrogate replaced by U+FFFD.
    public static func sanitizedString(utf16CodeUnits units: some Collection<UInt16>) -> String {
        string(from: repairingSurrogates(units))
    }

    /// An `NSString`'s text, read unit by unit so that a lone surrogate in it becomes U+FFFD
    /// rather than depending on how the bridge treats it.
    public static func sanitizedString(_ string: NSString) -> String {
        var units = [UInt16](repeating: 0, count: string.length)
        units.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            string.getCharacters(base, range: NSRange(location: 0, length: buffer.count))
        }
        return sanitizedString(utf16CodeUnits: units)
    }

    /// The `String.Index` of a UTF-16 offset in `string`, or nil outside it. An offset inside a
    /// surrogate pair rounds down to the pair's start.
    public static func stringIndex(forUTF16Offset offset: Int, in string: String) -> String.Index? {
        let utf16 = string.utf16
        guard offset >= 0, let index = utf16.index(utf16.startIndex, offsetBy: offset, limitedBy: utf16.endIndex) else {
            return nil
        }
        return index.samePosition(in: string.unicodeScalars) ?? utf16.index(before: index)
    }

    /// The UTF-16 offset of `index` in `string`.
    public static func utf16Offset(of index: String.Index, in string: String) -> Int {
        string.utf16.distance(from: string.utf16.startIndex, to: index)
    }
}

/// What `TextEditingBuffer.replace(range:with:)` changed.
public struct TextReplacement: Sendable, Hashable {
    /// The range replaced, in offsets of the text before the change (widened to whole scalars).
    public var replacedRange: Range<Int>
    /// The text that range held.
    public var replacedText: String
    /// Where the new text lies in the text after the change.
    public var insertedRange: Range<Int>
    /// The paragraphs (indices, in the text after the change) that hold the new text: the ones a
    /// layout must measure again. The paragraphs after them only moved.
    public var paragraphs: Range<Int>

    /// The change in length (new minus old), in UTF-16 code units.
    public var delta: Int { insertedRange.count - replacedRange.count }
}

extension TextEditingBuffer: Equatable {
    /// Two buffers are equal when they hold the same code units (however they are chunked).
    public static func == (a: TextEditingBuffer, b: TextEditingBuffer) -> Bool {
        guard a.utf16Count == b.utf16Count else { return false }
        return a.chunks.lazy.joined().elementsEqual(b.chunks.lazy.joined())
    }
}

extension TextEditingBuffer: CustomStringConvertible {
    /// The text itself.
    public var description: String { string }
}
