//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitTextEditing

/// Marked text as UITextInput defines it: `setMarkedText(_:selectedRange:)` replaces the marked
/// text or, without any, the selection; the selection stays inside it; `unmarkText()` commits it.
@Suite struct MarkedTextTests {
    @Test func markedTextReplacesTheSelectionThenItself() {
        var e = engine("a|bc|d")
        e.perform(.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0)))
        #expect(e.text == "aにd")
        #expect(e.markedRange == 1..<2 && e.markedNSRange == NSRange(location: 1, length: 1))
        #expect(e.marked == "aに|d")
        e.perform(.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0)))
        #expect(e.text == "aにほd" && e.markedRange == 1..<3)
        e.perform(.setMarkedText("日本", selectedRange: NSRange(location: 0, length: 2)))
        #expect(e.text == "a日本d" && e.markedRange == 1..<3)
        #expect(e.marked == "a|日本|d")                              // selectedRange is relative to the marked text
        e.unmarkText()
        #expect(e.markedRange == nil && e.markedNSRange == nil)
        #expect(e.marked == "a日本|d")
    }

    @Test func insertTextCommitsInPlaceOfTheMarkedText() {
        var e = engine("x|")
        e.perform(.setMarkedText("kan", selectedRange: NSRange(location: 3, length: 0)))
        e.perform(.insertText("漢"))
        #expect(e.marked == "x漢|")
        #expect(e.markedRange == nil)
    }

    @Test func emptyMarkedTextRemovesIt() {
        var e = engine("ab|")
        e.perform(.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0)))
        e.perform(.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0)))
        #expect(e.marked == "ab|" && e.markedRange == nil)
        e.perform(.setMarkedText("a", selectedRange: NSRange(location: 0, length: 0)))
        e.perform(.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)))
        #expect(e.marked == "ab|" && e.markedRange == nil)
    }

    @Test func hangulCompositionThroughMarkedText() {
        var e = engine("|")
        for jamo in ["ㅎ", "하", "한"] {
            e.perform(.setMarkedText(jamo, selectedRange: NSRange(location: 1, length: 0)))
        }
        #expect(e.text == "한" && e.markedRange == 0..<1)
        e.unmarkText()
        e.perform(.setMarkedText("ㄱ", selectedRange: NSRange(location: 1, length: 0)))
        e.perform(.setMarkedText("그", selectedRange: NSRange(location: 1, length: 0)))
        e.perform(.setMarkedText("글", selectedRange: NSRange(location: 1, length: 0)))
        e.unmarkText()
        #expect(e.marked == "한글|")
        // The whole composition is one typing group.
        #expect(e.undoLog.undoCount == 1)
        e.undo()
        #expect(e.marked == "|")
    }

    @Test func badSelectedRangesAreClampedIntoTheMarkedText() {
        var e = engine("ab|")
        e.perform(.setMarkedText("xy", selectedRange: NSRange(location: 5, length: 3)))
        #expect(e.marked == "abxy|")
        e.perform(.setMarkedText("xyz", selectedRange: NSRange(location: NSNotFound, length: 0)))
        #expect(e.marked == "abxyz|" && e.markedRange == 2..<5)
        e.perform(.setMarkedText("xyz", selectedRange: NSRange(location: -3, length: 1)))
        #expect(e.marked == "ab|x|yz")
    }

    @Test func selectingOutsideTheMarkedTextCommitsIt() {
        var e = engine("ab|")
        e.perform(.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0)))
        e.setSelection(TextSelection(caret: 3))                    // inside: stays marked
        #expect(e.markedRange == 2..<4)
        e.setSelection(TextSelection(caret: 0))
        #expect(e.markedRange == nil && e.marked == "|abかな")
    }

    @Test func backspaceInsideMarkedTextShrinksIt() {
        var e = engine("a|")
        e.perform(.setMarkedText("xyz", selectedRange: NSRange(location: 3, length: 0)))
        e.perform(.deleteBackward)
        #expect(e.text == "axy" && e.markedRange == 1..<3)
        e.perform(.deleteBackward)
        e.perform(.deleteBackward)
        #expect(e.text == "a" && e.markedRange == nil)
    }

    @Test func replacingTextBeforeTheMarkedTextMovesIt() {
        var e = engine("abc|")
        e.perform(.setMarkedText("xy", selectedRange: NSRange(location: 2, length: 0)))
        e.perform(.replace(NSRange(location: 0, length: 1), "AAA"))
        #expect(e.text == "AAAbcxy" && e.markedRange == 5..<7)
        #expect(e.marked == "AAAbcxy|")
    }
}
