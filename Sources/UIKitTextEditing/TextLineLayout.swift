//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// What caret moves need from a text layout: visual lines, caret x positions, the line above and
// below, and (for bidirectional text) visual left/right moves. The UIKit layer implements it over
// its text layout; `HardLineLayout` is the layout-free version (each paragraph one line).
//
// The buffer keeps text in logical (reading) order. Left and right are visual: in right-to-left
// text a Right arrow moves backward in the text, and in mixed text the caret can jump where
// runs meet, which only a layout knows. So the engine asks the layout for a visual move first;
// a layout that returns nil gets the logical move for the paragraph's direction (left = backward
// in a left-to-right paragraph, forward in a right-to-left one).

/// The visual facts a text layout gives caret moves. All offsets are UTF-16 offsets in the
/// buffer's text.
public protocol TextLineLayout {
    /// The visual line showing the caret at `position`: its range in the text, without the
    /// paragraph terminator that may end it (a soft-wrapped line keeps its trailing spaces).
    func lineRange(containing position: TextPosition) -> Range<Int>

    /// The caret's x at `position`, in any unit consistent within the layout.
    func caretX(at position: TextPosition) -> Double

    /// The position closest to `x` on the visual line above (`below == false`) or below the one
    /// showing `position`, or nil when there is no such line.
    func position(closestToX x: Double, onLineAdjacentTo position: TextPosition, below: Bool) -> TextPosition?

    /// The position one grapheme cluster to the left (or right) of `position` on screen, or nil
    /// to let the engine move logically by the paragraph's direction.
    func visualCharacterMove(from position: TextPosition, toLeft: Bool) -> TextPosition?

    /// True when the paragraph holding `offset` is laid out right to left.
    func isRightToLeft(paragraphContaining offset: Int) -> Bool
}

extension TextLineLayout {
    /// No visual moves: the engine moves logically by the paragraph's direction.
    public func visualCharacterMove(from position: TextPosition, toLeft: Bool) -> TextPosition? { nil }

    /// Left to right.
    public func isRightToLeft(paragraphContaining offset: Int) -> Bool { false }
}

/// A layout with no wrapping: each paragraph is one line, and x counts grapheme clusters from
/// the line's start (as a monospaced font would). For tests and for text without a layout.
public struct HardLineLayout: TextLineLayout, Sendable {
    /// The text laid out.
    public var buffer: TextEditingBuffer
    /// Paragraphs read right to left (each paragraph's direction, by index), for tests of
    /// right-to-left moves; empty means all left to right.
    public var rightToLeftParagraphs: Set<Int>

    /// A layout of `buffer`, right to left in the paragraphs listed.
    public init(_ buffer: TextEditingBuffer, rightToLeftParagraphs: Set<Int> = []) {
        self.buffer = buffer
        self.rightToLeftParagraphs = rightToLeftParagraphs
    }

    /// The paragraph's content.
    public func lineRange(containing position: TextPosition) -> Range<Int> {
        buffer.paragraphContentRange(containing: position.offset)
    }

    /// The number of grapheme clusters between the line's start and the position.
    public func caretX(at position: TextPosition) -> Double {
        let line = lineRange(containing: position)
        var column = 0
        buffer.forEachCharacter(from: line.lowerBound, forward: true) { range, _ in
            guard range.upperBound <= min(position.offset, line.upperBound) else { return false }
            column += 1
            return true
        }
        return Double(column)
    }

    /// The cluster boundary nearest `x` columns into the paragraph before or after.
    public func position(closestToX x: Double, onLineAdjacentTo position: TextPosition, below: Bool) -> TextPosition? {
        let index = buffer.paragraphIndex(containing: position.offset) + (below ? 1 : -1)
        guard let start = buffer.paragraphStart(index) else { return nil }
        let line = buffer.paragraphContentRange(containing: start)
        var offset = line.lowerBound
        var column = 0.0
        buffer.forEachCharacter(from: line.lowerBound, forward: true) { range, _ in
            guard range.upperBound <= line.upperBound, column + 0.5 < x else { return false }
            column += 1
            offset = range.upperBound
            return true
        }
        return TextPosition(offset)
    }

    /// Right to left in the paragraphs listed in `rightToLeftParagraphs`.
    public func isRightToLeft(paragraphContaining offset: Int) -> Bool {
        !rightToLeftParagraphs.isEmpty && rightToLeftParagraphs.contains(buffer.paragraphIndex(containing: offset))
    }
}
