//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitTextEditing

/// Undo groups: typing coalesces until the selection moves or another kind of edit comes;
/// undo and redo restore the selection.
@Suite struct UndoTests {
    func type(_ text: String, into e: inout TextEditingEngine) {
        for character in text { e.perform(.insertText(String(character))) }
    }

    @Test func typingIsOneGroupAndUndoRestoresTheCaret() throws {
        var e = engine("|")
        let firstResult = e.perform(.insertText("h"))
        let first = try #require(firstResult)
        #expect(first.startedUndoGroup)
        let secondResult = e.perform(.insertText("i"))
        let second = try #require(secondResult)
        #expect(!second.startedUndoGroup)
        type(" there", into: &e)
        #expect(e.undoLog.undoCount == 1 && e.undoLog.undoKind == .typing)
        #expect(e.undoLog.undoGroups[0].steps.count == 1)           // keystrokes merge into one step
        let changesResult = e.undo()
        let changes = try #require(changesResult)
        #expect(changes.first?.replacedText == "hi there")
        #expect(e.marked == "|")
        #expect(e.undoLog.canRedo && !e.undoLog.canUndo)
        e.redo()
        #expect(e.marked == "hi there|")
    }

    @Test func movingTheCaretStartsANewGroup() {
        var e = engine("|")
        type("ab", into: &e)
        e.moveCaret(.left, by: .character)
        type("c", into: &e)
        #expect(e.marked == "ac|b" && e.undoLog.undoCount == 2)
        e.undo()
        #expect(e.marked == "a|b")
        e.undo()
        #expect(e.marked == "|")
    }

    @Test func backspaceJoinsTheTypingGroup() {
        var e = engine("start |")
        type("helo", into: &e)
        e.perform(.deleteBackward)
        e.perform(.deleteBackward)
        type("llo", into: &e)
        e.perform(.deleteBackward)
        #expect(e.text == "start hell")
        type("p", into: &e)
        #expect(e.undoLog.undoCount == 1)
        for _ in 0..<6 { e.perform(.deleteBackward) }   // back past what was typed, into the old text
        #expect(e.text == "start")
        #expect(e.undoLog.undoCount == 1 && e.undoLog.undoGroups[0].steps.count == 1)
        e.undo()
        #expect(e.marked == "start |")
    }

    @Test func pasteCutAndWordDeletionAreGroupsOfTheirOwn() {
        var e = engine("|")
        type("ab", into: &e)
        e.perform(.paste("XYZ"))
        type("c", into: &e)
        e.perform(.deleteWordBackward)
        #expect(e.text == "" && e.undoLog.undoCount == 4)
        #expect(e.undoLog.undoKind == .wordDeletion)
        e.undo()
        #expect(e.marked == "abXYZc|")
        e.undo()
        #expect(e.marked == "abXYZ|")
        e.undo()
        #expect(e.marked == "ab|")
        #expect(e.undoLog.redoKind == .paste)
        e.undo()
        #expect(e.marked == "|")
        do { let r = e.undo(); #expect(r == nil) }
    }

    @Test func undoingAPasteRestoresTheSelectionItReplaced() {
        var e = engine("one |two| three")
        e.perform(.paste("2"))
        #expect(e.marked == "one 2| three")
        e.undo()
        #expect(e.marked == "one |two| three")
        e.redo()
        #expect(e.marked == "one 2| three")
        // Typing over a selection, then on: one group that brings the selection back.
        var typed = engine("a |bad| word")
        type("good", into: &typed)
        #expect(typed.undoLog.undoCount == 1)
        typed.undo()
        #expect(typed.marked == "a |bad| word")
    }

    @Test func aNewEditClearsRedo() {
        var e = engine("|")
        type("abc", into: &e)
        e.undo()
        #expect(e.undoLog.canRedo)
        type("x", into: &e)
        #expect(!e.undoLog.canRedo)
        do { let r = e.redo(); #expect(r == nil) }
    }

    @Test func undoAfterUndoDoesNotCoalesceWithTheNextTyping() {
        var e = engine("|")
        type("ab", into: &e)
        e.perform(.paste("!"))
        e.undo()
        type("c", into: &e)           // a new group, not joined to "ab"
        #expect(e.undoLog.undoCount == 2)
        e.undo()
        #expect(e.marked == "ab|")
    }

    @Test func breakingCoalescingAndLimits() {
        var e = engine("|")
        type("ab", into: &e)
        e.undoLog.breakCoalescing()
        type("cd", into: &e)
        #expect(e.undoLog.undoCount == 2)
        e.undoLog.levelsOfUndo = 1
        #expect(e.undoLog.undoCount == 1)
        e.undo()
        #expect(e.marked == "ab|")
        do { let r = e.undo(); #expect(r == nil) }
        #expect(e.text == "ab")
    }

    @Test func undoCommitsMarkedTextFirst() {
        var e = engine("|")
        type("a", into: &e)
        e.perform(.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0)))
        e.undo()
        #expect(e.markedRange == nil)
        #expect(e.marked == "|")
    }
}
