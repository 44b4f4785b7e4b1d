//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The standard tokenizer: finds text units in the plain text of a `UITextInput` object (its
/// `text(in:)` from the beginning to the end of the document), with offsets in UTF-16 units.
///
/// Units:
/// - `.character`: a grapheme cluster (what the user sees as one character: "é", "👍🏽").
/// - `.word`: a run of letters, digits, marks and "_", with apostrophes inside ("don't").
/// - `.sentence`: from its first non-space character through its final ".", "!", "?", "…" or
///   CJK full stop (with closing quotes and brackets after it) when a space, a line break or the
///   end follows; a paragraph's end also ends a sentence.
/// - `.paragraph` and `.line`: the text between line breaks ("\n", "\r\n", "\r", U+2028,
///   U+2029), without them; empty lines are no unit. (Lines are paragraphs: the tokenizer sees
///   no layout.)
/// - `.document`: the whole text.
///
/// Forward directions are `.storage(.forward)`, `.layout(.right)` and `.layout(.down)`; the
/// others are backward. Forward, a position is *at a boundary* where a unit ends and *within*
/// a unit when the character after it belongs to one; backward, where a unit starts and when the
/// character before it belongs to one. `position(from:toBoundary:inDirection:)` goes to the next
/// unit end forward, the previous unit start backward (nil when there is none).
@preconcurrency @MainActor open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// The text object (not retained: it usually owns its tokenizer).
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer for `textInput`'s text.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    /// The range of the unit of `granularity` around `position` in `direction`, nil if none.
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (t, units, p) = query(position, granularity) else { return nil }
        let forward = Self.isForward(direction)
        guard let u = units.first(where: { forward ? ($0.lowerBound <= p && p < $0.upperBound) : ($0.lowerBound < p && p <= $0.upperBound) })
                ?? (granularity == .document ? units.first : nil),
              let a = t.position(from: t.beginningOfDocument, offset: u.lowerBound),
              let b = t.position(from: t.beginningOfDocument, offset: u.upperBound) else { return nil }
        return t.textRange(from: a, to: b)
    }

    /// Whether `position` is where a unit of `granularity` ends (forward) or starts (backward).
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (_, units, p) = query(position, granularity) else { return false }
        let forward = Self.isForward(direction)
        return units.contains { forward ? $0.upperBound == p : $0.lowerBound == p }
    }

    /// The next unit end (forward) or previous unit start (backward) from `position`.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (t, units, p) = query(position, granularity) else { return nil }
        let target: Int?
        if Self.isForward(direction) {
            target = units.first(where: { $0.upperBound > p })?.upperBound
        } else {
            target = units.last(where: { $0.lowerBound < p })?.lowerBound
        }
        guard let target else { return nil }
        return t.position(from: t.beginningOfDocument, offset: target)
    }

    /// Whether the character after (forward) or before (backward) `position` is in a unit.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (_, units, p) = query(position, granularity) else { return false }
        let forward = Self.isForward(direction)
        return units.contains { forward ? ($0.lowerBound <= p && p < $0.upperBound) : ($0.lowerBound < p && p <= $0.upperBound) }
    }

    // MARK: Units

    /// The text object, the units of `granularity` in its text and `position`'s offset; nil
    /// (logged) when the object is gone or the position is outside its text.
    private func query(_ position: UITextPosition, _ granularity: UITextGranularity)
        -> ((UIResponder & UITextInput), [Range<Int>], Int)? {
        guard let t = textInput else {
            UIKitLog.warning("UITextInputStringTokenizer: its text object is gone", category: "TextInput")
            return nil
        }
        let begin = t.beginningOfDocument
        let text = t.textRange(from: begin, to: t.endOfDocument).flatMap { t.text(in: $0) } ?? ""
        let p = t.offset(from: begin, to: position)
        let length = text.utf16.count
        guard p >= 0, p <= length else {
            UIKitLog.warning("UITextInputStringTokenizer: position at offset \(p) outside the text (\(length) units)", category: "TextInput")
            return nil
        }
        return (t, Self.units(of: granularity, in: text), p)
    }

    static func isForward(_ direction: UITextDirection) -> Bool {
        direction == .storage(.forward) || direction == .layout(.right) || direction == .layout(.down)
    }

    /// The units of `granularity` in `text`, as UTF-16 offset ranges, in order.
    static func units(of granularity: UITextGranularity, in text: String) -> [Range<Int>] {
        let chars = characters(of: text)
        switch granularity {
        case .character: return chars.map(\.range)
        case .word: return words(chars)
        case .sentence: return sentences(chars)
        case .paragraph, .line: return paragraphs(chars)
        case .document: return [0..<text.utf16.count]
        }
    }

    struct Char { let c: Character; let range: Range<Int> }

    static func characters(of text: String) -> [Char] {
        var out: [Char] = []
        var o = 0
        for c in text {
            let n = c.utf16.count
            out.append(Char(c: c, range: o..<(o + n)))
            o += n
        }
        return out
    }

    static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true
    }

    static func isParagraphSeparator(_ c: Character) -> Bool {
        c == "\n" || c == "\r\n" || c == "\r" || c == "\u{2028}" || c == "\u{2029}"
    }

    static func words(_ chars: [Char]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = 0
        while i < chars.count {
            guard isWordCharacter(chars[i].c) else { i += 1; continue }
            let start = chars[i].range.lowerBound
            var j = i + 1
            while j < chars.count {
                if isWordCharacter(chars[j].c) { j += 1; continue }
                // An apostrophe between word characters stays in the word ("don't").
                if chars[j].c == "'" || chars[j].c == "\u{2019}", j + 1 < chars.count, isWordCharacter(chars[j + 1].c) {
                    j += 2
                    continue
                }
                break
            }
            out.append(start..<chars[j - 1].range.upperBound)
            i = j
        }
        return out
    }

    static let terminators: Set<Character> = [".", "!", "?", "\u{2026}", "\u{3002}", "\u{FF01}", "\u{FF1F}", "\u{FF0E}"]
    static let closers: Set<Character> = ["\"", "'", ")", "]", "}", "\u{201D}", "\u{2019}", "\u{00BB}", "\u{300D}", "\u{300F}", "\u{FF09}"]

    static func sentences(_ chars: [Char]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = 0
        while i < chars.count {
            // Skip what lies between sentences.
            while i < chars.count, chars[i].c.isWhitespace { i += 1 }
            guard i < chars.count else { break }
            let start = chars[i].range.lowerBound
            var lastContent = i
            var j = i
            while j < chars.count {
                let c = chars[j].c
                if isParagraphSeparator(c) { break }
                if terminators.contains(c) {
                    var k = j + 1
                    while k < chars.count, terminators.contains(chars[k].c) || closers.contains(chars[k].c) { k += 1 }
                    // CJK full stops end a sentence by themselves; others need a space or the end.
                    let cjk = c == "\u{3002}" || c == "\u{FF01}" || c == "\u{FF1F}"
                    if k == chars.count || chars[k].c.isWhitespace || cjk {
                        lastContent = k - 1
                        j = k
                        break
                    }
                    j = k
                    lastContent = k - 1
                    continue
                }
                if !c.isWhitespace { lastContent = j }
                j += 1
            }
            out.append(start..<chars[lastContent].range.upperBound)
            i = j
        }
        return out
    }

    static func paragraphs(_ chars: [Char]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start: Int?
        var end = 0
        for ch in chars {
            if isParagraphSeparator(ch.c) {
                if let s = start { out.append(s..<end) }
                start = nil
            } else {
                if start == nil { start = ch.range.lowerBound }
                end = ch.range.upperBound
            }
        }
        if let s = start { out.append(s..<end) }
        return out
    }
}
