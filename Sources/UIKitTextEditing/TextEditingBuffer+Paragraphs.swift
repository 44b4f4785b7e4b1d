//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Paragraphs (hard lines): an offset's paragraph and a paragraph's range, in O(log n) each.

extension TextEditingBuffer {
    /// The number of paragraphs: terminators plus one (a text ending with a newline has an empty
    /// last paragraph, where the caret goes after it).
    public var paragraphCount: Int { breakTree.prefixSum(chunks.count) + 1 }

    /// The index of the paragraph holding `offset` (clamped into the text). An offset right
    /// after a terminator starts the next paragraph; one between CR and LF is still in the first.
    public func paragraphIndex(containing offset: Int) -> Int {
        let offset = clamped(offset)
        guard offset > 0 else { return 0 }
        let (chunk, start) = chunkContaining(offset - 1)
        let last = offset - 1 - start
        let inChunk = chunks[chunk].withUnsafeBufferPointer { Self.breakPositions($0) }
        return breakTree.prefixSum(chunk) + (inChunk.firstIndex { $0 > last } ?? inChunk.count)
    }

    /// The offset where paragraph `index` starts, or nil when there is no such paragraph.
    public func paragraphStart(_ index: Int) -> Int? {
        guard index >= 0 && index < paragraphCount else { return nil }
        guard index > 0 else { return 0 }
        // The chunk holding the index-th terminator, and that terminator's last unit.
        let (chunk, before) = breakTree.firstIndex(exceeding: index - 1)
        let inChunk = chunks[chunk].withUnsafeBufferPointer { Self.breakPositions($0) }
        let start = lengthTree.prefixSum(chunk)
        let nth = index - before - 1
        return start + (nth < inChunk.count ? inChunk[nth] + 1 : chunks[chunk].count)
    }

    /// Paragraph `index`'s range including its terminator, or nil when there is no such paragraph.
    public func paragraphRange(at index: Int) -> Range<Int>? {
        guard let start = paragraphStart(index) else { return nil }
        let end = index + 1 < paragraphCount ? (paragraphStart(index + 1) ?? utf16Count) : utf16Count
        return start..<end
    }

    /// The range of the paragraph holding `offset`, terminator included (what a triple click
    /// selects, as `NSString.paragraphRange(for:)`).
    public func paragraphRange(containing offset: Int) -> Range<Int> {
        paragraphRange(at: paragraphIndex(containing: offset)) ?? utf16Count..<utf16Count
    }

    /// The range of the paragraph holding `offset` without its terminator (where the caret goes
    /// at the paragraph's end).
    public func paragraphContentRange(containing offset: Int) -> Range<Int> {
        let range = paragraphRange(containing: offset)
        return range.lowerBound..<(range.upperBound - terminatorLength(endingAt: range.upperBound, from: range.lowerBound))
    }

    /// The length of the paragraph terminator that ends at `end` (0 when none), not reaching
    /// before `start`.
    func terminatorLength(endingAt end: Int, from start: Int) -> Int {
        guard end > start, let last = utf16CodeUnit(at: end - 1) else { return 0 }
        switch last {
        case 0x0A:
            return end - 1 > start && utf16CodeUnit(at: end - 2) == 0x0D ? 2 : 1
        case 0x0D, 0x2029, 0x85:
            return 1
        default:
            return 0
        }
    }
}
