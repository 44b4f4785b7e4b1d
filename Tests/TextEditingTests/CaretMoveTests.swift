//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitTextEditing

/// A layout that wraps every `width` clusters (no word wrapping), for soft-wrap moves.
struct WrappingLayout: TextLineLayout {
    var buffer: TextEditingBuffer
    var width: Int

    func lines() -> [Range<Int>] {
        var lines: [Range<Int>] = []
        for index in 0..<buffer.paragraphCount {
            let content = buffer.paragraphContentRange(containing: buffer.paragraphStart(index)!)
            var start = content.lowerBound, count = 0, offset = start
            while offset < content.upperBound {
                offset = buffer.characterBoundary(after: offset)!
                count += 1
                if count == width && offset < content.upperBound { lines.append(start..<offset); start = offset; count = 0 }
            }
            lines.append(start..<content.upperBound)
        }
        return lines
    }

    func lineIndex(_ position: TextPosition) -> Int {
        let all = lines()
        for (i, line) in all.enumerated() {
            let inside = line.contains(position.offset) || (line.upperBound == position.offset
                && (position.affinity == .upstream || i + 1 == all.count || all[i + 1].lowerBound != position.offset))
            if inside { return i }
        }
        return all.count - 1
    }

    func lineRange(containing position: TextPosition) -> Range<Int> { lines()[lineIndex(position)] }

    func caretX(at position: TextPosition) -> Double {
        Double(position.offset - lineRange(containing: position).lowerBound)
    }

    func position(closestToX x: Double, onLineAdjacentTo position: TextPosition, below: Bool) -> TextPosition? {
        let all = lines()
        let index = lineIndex(position) + (below ? 1 : -1)
        guard all.indices.contains(index) else { return nil }
        let line = all[index]
        let offset = min(line.lowerBound + Int(x), line.upperBound)
        let wraps = index + 1 < all.count && all[index + 1].lowerBound == line.upperBound
        return TextPosition(offset, affinity: offset == line.upperBound && wraps ? .upstream : .downstream)
    }
}

/// Arrow keys with and without modifiers and Shift, over hard lines, soft wraps and
/// right-to-left paragraphs.
@Suite struct CaretMoveTests {
    func moved(_ start: String, _ direction: TextMoveDirection, _ granularity: TextGranularity,
               extend: Bool = false, layout: ((TextEditingBuffer) -> any TextLineLayout)? = nil) -> String {
        var e = engine(start)
        e.moveCaret(direction, by: granularity, extendingSelection: extend, layout: layout?(e.buffer))
        return e.marked
    }

    @Test func arrowsMoveByWholeClusters() {
        #expect(moved("a|👍🏽b", .right, .character) == "a👍🏽|b")
        #expect(moved("a👍🏽|b", .left, .character) == "a|👍🏽b")
        #expect(moved("🇫🇷|🇩🇪", .backward, .character) == "|🇫🇷🇩🇪")
        #expect(moved("|e\u{301}x", .forward, .character) == "e\u{301}|x")
        #expect(moved("|", .left, .character) == "|")
        #expect(moved("ab|", .right, .character) == "ab|")
    }

    @Test func leftAndRightCollapseASelectionToItsEdge() {
        #expect(moved("a|bcd|e", .left, .character) == "a|bcde")
        #expect(moved("a|bcd|e", .right, .character) == "abcd|e")
        #expect(moved("a|bcd|e", .up, .document) == "|abcde")
        // Shift extends from the head; the anchor stays.
        var e = engine("ab|cd")
        e.moveCaret(.right, by: .character, extendingSelection: true)
        e.moveCaret(.right, by: .character, extendingSelection: true)
        #expect(e.marked == "ab|cd|")
        e.moveCaret(.left, by: .character, extendingSelection: true)
        e.moveCaret(.left, by: .character, extendingSelection: true)
        e.moveCaret(.left, by: .character, extendingSelection: true)
        #expect(e.marked == "a|b|cd" && e.selection.anchor == 2 && e.selection.head == 1)
    }

    @Test func optionArrowsMoveByWords() {
        #expect(moved("|Hello, world!", .right, .word) == "Hello|, world!")
        #expect(moved("Hello|, world!", .right, .word) == "Hello, world|!")
        #expect(moved("Hello, wor|ld!", .left, .word) == "Hello, |world!")
        #expect(moved("Hello, |world!", .left, .word) == "|Hello, world!")
        // From a selection: forward from its end, backward from its start.
        #expect(moved("|Hello|, world!", .right, .word) == "Hello, world|!")
        #expect(moved("Hello, |world|!", .left, .word) == "|Hello, world!")
        #expect(moved("one |two three", .right, .word, extend: true) == "one |two| three")
    }

    @Test func paragraphAndDocumentMoves() {
        #expect(moved("one\ntw|o\nthree", .up, .paragraph) == "one\n|two\nthree")
        #expect(moved("one\n|two\nthree", .up, .paragraph) == "|one\ntwo\nthree")
        #expect(moved("one\nt|wo\nthree", .down, .paragraph) == "one\ntwo|\nthree")
        #expect(moved("one\ntwo|\nthree", .down, .paragraph) == "one\ntwo\nthree|")
        #expect(moved("one\ntw|o\nthree", .down, .document) == "one\ntwo\nthree|")
        #expect(moved("one\ntw|o\nthree", .up, .document, extend: true) == "|one\ntw|o\nthree")
    }

    @Test func upAndDownKeepTheGoalColumn() {
        var e = engine("abcdef|\nab\nabcdefgh")
        e.moveCaret(.down, by: .line)
        #expect(e.marked == "abcdef\nab|\nabcdefgh")
        e.moveCaret(.down, by: .line)
        #expect(e.marked == "abcdef\nab\nabcdef|gh")            // back at column 6
        e.moveCaret(.down, by: .line)
        #expect(e.marked == "abcdef\nab\nabcdefgh|")            // past the last line: the end
        e.moveCaret(.up, by: .line)
        #expect(e.marked == "abcdef\nab|\nabcdefgh")            // still aiming for column 6
        e.moveCaret(.left, by: .character)
        e.moveCaret(.up, by: .line)
        #expect(e.marked == "a|bcdef\nab\nabcdefgh")            // a horizontal move resets it
        e.moveCaret(.up, by: .line)
        #expect(e.marked == "|abcdef\nab\nabcdefgh")            // above the first line: the start
    }

    @Test func lineStartAndEndFollowSoftWraps() {
        let wrap: (TextEditingBuffer) -> any TextLineLayout = { WrappingLayout(buffer: $0, width: 4) }
        #expect(moved("abcdef|ghij\nxy", .right, .line, layout: wrap) == "abcdefgh|ij\nxy")
        #expect(moved("abcdef|ghij\nxy", .left, .line, layout: wrap) == "abcd|efghij\nxy")
        var e = engine("ab|cdefghij")
        e.moveCaret(.right, by: .line, layout: WrappingLayout(buffer: e.buffer, width: 4))
        // The end of a wrapped line is the next line's start, shown upstream.
        #expect(e.selection.head == 4 && e.selection.affinity == .upstream)
        e.moveCaret(.down, by: .line, layout: WrappingLayout(buffer: e.buffer, width: 4))
        #expect(e.selection.head == 8 && e.selection.affinity == .upstream)
        #expect(moved("abcdefghij|", .right, .line, layout: wrap) == "abcdefghij|")
        let last = engine("abcdefgh|ij").selection(afterMoving: .right, by: .line, layout: WrappingLayout(buffer: TextEditingBuffer("abcdefghij"), width: 4))
        #expect(last.head == 10 && last.affinity == .downstream)
    }

    @Test func rightToLeftParagraphsSwapLeftAndRight() {
        // Hebrew and Arabic are stored in reading order; Left moves forward in them.
        let rtl: (TextEditingBuffer) -> any TextLineLayout = { HardLineLayout($0, rightToLeftParagraphs: [0]) }
        #expect(moved("|שלום", .left, .character, layout: rtl) == "ש|לום")
        #expect(moved("ש|לום", .right, .character, layout: rtl) == "|שלום")
        #expect(moved("|مرحبا بالعالم", .left, .word, layout: rtl) == "مرحبا| بالعالم")
        #expect(moved("مرحبا بالعالم|", .right, .word, layout: rtl) == "مرحبا |بالعالم")
        #expect(moved("مرح|با", .left, .line, layout: rtl) == "مرحبا|")
        // The logical moves are the same in either direction.
        #expect(moved("|שלום", .forward, .character, layout: rtl) == "ש|לום")
        #expect(moved("|שלום", .forward, .character) == "ש|לום")
        // Arabic letters with harakat move as one cluster.
        #expect(moved("|\u{0645}\u{064E}\u{0631}\u{0652}\u{062D}\u{064E}\u{0628}\u{064B}\u{0627}", .forward, .character) == "\u{0645}\u{064E}|\u{0631}\u{0652}\u{062D}\u{064E}\u{0628}\u{064B}\u{0627}")
    }

    @Test func aLayoutCanMoveVisually() {
        /// Visual moves that jump to fixed places, to see the engine use them.
        struct Visual: TextLineLayout {
            let hard: HardLineLayout
            func lineRange(containing position: TextPosition) -> Range<Int> { hard.lineRange(containing: position) }
            func caretX(at position: TextPosition) -> Double { hard.caretX(at: position) }
            func position(closestToX x: Double, onLineAdjacentTo position: TextPosition, below: Bool) -> TextPosition? {
                hard.position(closestToX: x, onLineAdjacentTo: position, below: below)
            }
            func visualCharacterMove(from position: TextPosition, toLeft: Bool) -> TextPosition? {
                TextPosition(toLeft ? 7 : 3)
            }
        }
        var e = engine("abc אבג def|")
        e.moveCaret(.left, by: .character, layout: Visual(hard: HardLineLayout(e.buffer)))
        #expect(e.selection.head == 7)
        e.moveCaret(.forward, by: .character, layout: Visual(hard: HardLineLayout(e.buffer)))
        #expect(e.selection.head == 8)                           // logical moves don't ask
    }

    @Test func boundaryPositionsForATokenizer() {
        let e = engine("Hi 👋🏽 there.\nNext|")
        #expect(e.position(from: 3, toBoundary: .character, forward: true).offset == 7)
        #expect(e.position(from: 7, toBoundary: .character, forward: false).offset == 3)
        #expect(e.position(from: 0, toBoundary: .word, forward: true).offset == 2)
        #expect(e.position(from: 14, toBoundary: .word, forward: false).offset == 8)
        #expect(e.position(from: 5, toBoundary: .line, forward: true).offset == 14)
        #expect(e.position(from: 16, toBoundary: .paragraph, forward: false).offset == 15)
        #expect(e.position(from: 99, toBoundary: .document, forward: false).offset == 0)
        #expect(e.position(from: -5, toBoundary: .document, forward: true).offset == 19)
    }

    @Test func movingCommitsMarkedText() {
        var e = engine("ab|")
        e.perform(.setMarkedText("かな", selectedRange: NSRange(location: 1, length: 0)))
        #expect(e.markedRange == 2..<4)
        e.moveCaret(.left, by: .character)
        #expect(e.markedRange == nil)
        #expect(e.marked == "abか|な")                            // committed (caret at its end), then moved
    }
}
