//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitTextEditing

/// Editing commands: what each proposes (before anything changes) and what applying it leaves.
@Suite struct EditingCommandTests {
    func performed(_ start: String, _ command: TextCommand, layout: ((TextEditingBuffer) -> any TextLineLayout)? = nil) -> String {
        var e = engine(start)
        e.perform(command, layout: layout?(e.buffer))
        return e.marked
    }

    @Test func proposingChangesNothingAndNamesTheDelegatesRange() throws {
        let e = engine("abc|")
        let edit = try #require(e.edit(for: .deleteBackward))
        #expect(edit.nsRange == NSRange(location: 2, length: 1))     // as UIKit asks: (2,1) with ""
        #expect(edit.replacement == "")
        #expect(e.text == "abc" && e.marked == "abc|")
        let typing = try #require(e.edit(for: .insertText("d")))
        #expect(typing.nsRange == NSRange(location: 3, length: 0) && typing.replacement == "d")
        #expect(typing.selectionAfter == TextSelection(caret: 4))
    }

    @Test func typingReplacesTheSelection() {
        #expect(performed("a|bc|d", .insertText("XY")) == "aXY|d")
        #expect(performed("|", .insertText("👍🏽")) == "👍🏽|")
        #expect(performed("ab|", .insertNewline) == "ab\n|")
        #expect(performed("a|b|", .insertNewline) == "a\n|")
    }

    @Test func backspaceDeletesOneWholeCluster() {
        #expect(performed("a👨‍👩‍👧‍👦|", .deleteBackward) == "a|")
        #expect(performed("x🇫🇷🇩🇪|", .deleteBackward) == "x🇫🇷|")
        #expect(performed("ok👍🏽|", .deleteBackward) == "ok|")
        #expect(performed("cafe\u{301}|", .deleteBackward) == "caf|")           // the accent goes with its e
        #expect(performed("한국|어", .deleteBackward) == "한|어")
        #expect(performed("\u{1112}\u{1161}\u{11AB}|", .deleteBackward) == "|")  // jamo: one syllable
        #expect(performed("a\r\n|b", .deleteBackward) == "a|b")
        #expect(performed("\u{05E9}\u{05B8}\u{05C1}|לום", .deleteBackward) == "|לום")   // shin with qamats and shin dot
        #expect(performed("a|bc|d", .deleteBackward) == "a|d")
        let e = engine("|abc")
        #expect(e.edit(for: .deleteBackward) == nil)
    }

    @Test func forwardDeleteDeletesTheClusterAfter() {
        #expect(performed("a|🏳️‍🌈b", .deleteForward) == "a|b")
        #expect(performed("a|e\u{301}b", .deleteForward) == "a|b")
        #expect(engine("abc|").edit(for: .deleteForward) == nil)
    }

    @Test func wordDeletionsOverPunctuation() {
        #expect(performed("Hello, world|", .deleteWordBackward) == "Hello, |")
        #expect(performed("Hello, |", .deleteWordBackward) == "|")
        #expect(performed("it's done|!", .deleteWordBackward) == "it's |!")
        #expect(performed("|Hello, world", .deleteWordForward) == "|, world")
        #expect(performed("Hello|, world", .deleteWordForward) == "Hello|")
        #expect(performed("a|bc d|ef", .deleteWordBackward) == "a|ef")     // a selection is deleted as is
        #expect(engine("|  ").edit(for: .deleteWordBackward) == nil)
    }

    @Test func lineDeletionsUseTheLayout() {
        #expect(performed("one\ntwo thr|ee", .deleteToLineStart) == "one\n|ee")
        #expect(performed("one\n|two", .deleteToLineStart) == "one|two")      // at the start: joins lines
        #expect(performed("o|ne\ntwo", .deleteToLineEnd) == "o|\ntwo")
        #expect(performed("one|\ntwo", .deleteToLineEnd) == "one|two")
        let wrap: (TextEditingBuffer) -> any TextLineLayout = { WrappingLayout(buffer: $0, width: 4) }
        #expect(performed("abcdef|gh", .deleteToLineStart, layout: wrap) == "abcd|gh")
    }

    @Test func pasteCutAndReplace() throws {
        #expect(performed("a|b|c", .paste("XYZ")) == "aXYZ|c")
        #expect(performed("a|b|c", .cut) == "a|c")
        #expect(engine("ab|c").edit(for: .cut) == nil)
        let cutter = engine("one |two| three")
        let cut = try #require(cutter.edit(for: .cut))
        #expect(cutter.buffer.substring(in: cut.range) == "two")             // what goes on the pasteboard
        // replace(_:withText:): the caret after the range keeps its place in the text.
        #expect(performed("teh cat|", .replace(NSRange(location: 0, length: 3), "the")) == "the cat|")
        #expect(performed("a|bcdef", .replace(NSRange(location: 3, length: 2), "XYZW")) == "a|bcXYZWf")
        #expect(performed("abc|def", .replace(NSRange(location: 2, length: 3), "Z")) == "abZ|f")
        #expect(performed("ab|", .replace(NSRange(location: 2, length: 0), "cd")) == "abcd|")
        #expect(engine("abc").edit(for: .replace(NSRange(location: 2, length: 9), "x")) == nil)
        #expect(engine("abc").edit(for: .replace(NSRange(location: NSNotFound, length: 0), "x")) == nil)
    }

    @Test func anEditChangedBeforeItIsAppliedUsesItsNewText() throws {
        var e = engine("ab|")
        var edit = try #require(e.edit(for: .paste("pasted")))
        edit.replacement = "xy"                              // e.g. a caller that filters input
        edit.selectionAfter = TextSelection(caret: 4)
        e.apply(edit)
        #expect(e.marked == "abxy|")
        e.undo()
        #expect(e.marked == "ab|")
    }

    @Test func staleEditsAreRefused() throws {
        var e = engine("abcdef|")
        let edit = try #require(e.edit(for: .deleteBackward))
        e.setText("ab")
        do { let r = e.apply(edit); #expect(r == nil) }
        #expect(e.text == "ab")
    }

    @Test func selectionsSetInCodeAreClamped() {
        var e = engine("abc|")
        do { let r = e.setSelectedRange(NSRange(location: 2, length: 10)); #expect(!r) }
        #expect(e.selection.range == 2..<3)
        do { let r = e.setSelectedRange(NSRange(location: NSNotFound, length: 0)); #expect(!r) }
        #expect(e.selection.range == 0..<0)
        do { let r = e.setSelectedRange(NSRange(location: 1, length: 1)); #expect(r) }
        #expect(e.selectedRange == NSRange(location: 1, length: 1))
        e.setSelection(TextSelection(anchor: 50, head: -4))
        #expect(e.selection == TextSelection(anchor: 3, head: 0))
        e.selectAll()
        #expect(e.marked == "|abc|")
        var words = engine("one two| three\nnext line")
        words.selectWord(at: 5)
        #expect(words.marked == "one |two| three\nnext line")
        words.selectParagraph(at: 2)
        #expect(words.marked == "|one two three\n|next line")
    }

    @Test func settingTheTextPutsTheCaretAtTheEndAndForgetsUndo() {
        var e = engine("abc|")
        e.perform(.insertText("d"))
        #expect(e.undoLog.canUndo)
        e.setText("new text")
        #expect(e.marked == "new text|")
        #expect(!e.undoLog.canUndo)
    }

    @Test func aReplacementInCodeMovesTheSelectionWithTheText() {
        var e = engine("one |two| three")
        e.perform(.insertText("x"))
        #expect(e.undoLog.canUndo)
        e.setSelection(TextSelection(range: 4..<5))
        e.replaceText(in: 0..<3, with: "1")            // before the selection: it moves back
        #expect(e.marked == "1 |x| three")
        e.replaceText(in: 4..<9, with: "3!")            // after it: it stays
        #expect(e.marked == "1 |x| 3!")
        e.replaceText(in: 1..<3, with: "")              // over its start: the start goes to the end of the new text
        #expect(e.marked == "1| 3!" && e.text == "1 3!")
        #expect(!e.undoLog.canUndo, "code edits drop the history (its offsets no longer hold)")
        #expect(e.replaceText(in: 3..<9, with: "?") == nil && e.text == "1 3!", "a range outside the text changes nothing")
    }
}
