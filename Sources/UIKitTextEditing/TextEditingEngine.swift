//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The editing state a text field or text view owns: the text, the selection, the marked text
// of an input-method composition and the undo history, with the rules that keep them in step.
//
// Every change goes through two steps: `edit(for:)` proposes it (nothing changes, so the UIKit
// layer can ask its delegate), then `apply(_:)` makes it, moves the selection and records undo.
// `perform(_:)` does both for callers with no delegate to ask.

import Foundation

/// The text, selection, marked text and undo history of one editable text, with the editing
/// commands, caret moves and undo of UIKit's text views. A value type: copying it is cheap and
/// the copies are independent.
///
/// Bad input never traps: ranges outside the text are clamped (selection) or refused (edits,
/// with nil), and lone UTF-16 surrogates become U+FFFD.
public struct TextEditingEngine: Sendable {
    /// The text.
    public private(set) var buffer: TextEditingBuffer
    /// The selection (a caret when empty); always inside the text.
    public private(set) var selection: TextSelection
    /// The marked text (an input method's composition in progress), or nil. The selection is
    /// always inside it while it exists.
    public private(set) var markedRange: Range<Int>?
    /// The undo history.
    public var undoLog = TextUndoLog()
    /// The x a run of up/down moves aims for (the column the first one started from).
    var goalX: Double?

    /// An engine holding `text`, with the caret at its end.
    public init(text: String = "") {
        buffer = TextEditingBuffer(text)
        selection = TextSelection(caret: buffer.utf16Count)
    }

    /// The whole text (O(n)).
    public var text: String { buffer.string }

    /// The selected range as an `NSRange`.
    public var selectedRange: NSRange { selection.nsRange }

    /// The marked range as an `NSRange`, or nil (UIKit's `markedTextRange == nil`).
    public var markedNSRange: NSRange? {
        markedRange.map { NSRange(location: $0.lowerBound, length: $0.count) }
    }

    /// Replaces the whole text, as setting `text` in code does: the caret goes to the end, marked
    /// text and the undo history are dropped.
    public mutating func setText(_ text: String) {
        buffer = TextEditingBuffer(text)
        selection = TextSelection(caret: buffer.utf16Count)
        markedRange = nil
        goalX = nil
        undoLog.removeAll()
    }

    /// Replaces `range` with `text` as code does (a text storage edited in code): no undo step
    /// (the history is dropped: its offsets no longer hold), marked text is committed, and the
    /// selection follows the text around it (an end inside the range moves to the new text's
    /// end). Nil, changing nothing, when the range isn't inside the text.
    @discardableResult
    public mutating func replaceText(in range: Range<Int>, with text: String) -> TextReplacement? {
        guard let change = buffer.replace(range: range, with: text) else { return nil }
        func moved(_ offset: Int) -> Int {
            if offset <= change.replacedRange.lowerBound { return offset }
            if offset >= change.replacedRange.upperBound { return offset + change.delta }
            return change.insertedRange.upperBound
        }
        markedRange = nil
        selection = TextSelection(anchor: moved(selection.anchor), head: moved(selection.head), affinity: selection.affinity)
        goalX = nil
        undoLog.removeAll()
        return change
    }

    // MARK: Selection

    /// Selects `selection` (clamped into the text). Marked text is committed first when the new
    /// selection leaves it; the open typing group closes.
    public mutating func setSelection(_ selection: TextSelection) {
        let selection = clamped(selection)
        if let marked = markedRange, selection.range.lowerBound < marked.lowerBound || selection.range.upperBound > marked.upperBound {
            markedRange = nil
        }
        if selection != self.selection { undoLog.breakCoalescing() }
        self.selection = selection
        goalX = nil
    }

    /// Selects an `NSRange` (`selectedRange = …`); false, with the range clamped into the text,
    /// when it wasn't inside it (log it as UIKit would ignore or clamp it).
    @discardableResult
    public mutating func setSelectedRange(_ range: NSRange) -> Bool {
        let valid = buffer.validRange(range)
        setSelection(TextSelection(range: valid ?? buffer.clamped(range)))
        return valid != nil
    }

    /// Selects the whole text.
    public mutating func selectAll() {
        setSelection(TextSelection(range: 0..<buffer.utf16Count))
    }

    /// Selects the word (or run of spaces, or punctuation mark) at `offset`: a double click.
    public mutating func selectWord(at offset: Int) {
        setSelection(TextSelection(range: buffer.wordRange(at: offset)))
    }

    /// Selects the paragraph at `offset`, terminator included: a triple click.
    public mutating func selectParagraph(at offset: Int) {
        setSelection(TextSelection(range: buffer.paragraphRange(containing: offset)))
    }

    // MARK: Marked text

    /// Commits the marked text (`UITextInput.unmarkText()`): it stays as typed, the marked range
    /// becomes nil and the caret goes to its end, as if it had been inserted normally.
    public mutating func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        selection = TextSelection(caret: marked.upperBound)
        goalX = nil
    }

    // MARK: Applying edits

    /// Makes an edit proposed by `edit(for:)` (after the delegate agreed), moves the selection,
    /// sets the marked range and records undo. Nil, changing nothing, when the edit's range is
    /// no longer inside the text.
    @discardableResult
    public mutating func apply(_ edit: TextEdit) -> TextEditResult? {
        let before = selection
        let units = edit.replacementUnits ?? TextEditingBuffer.units(of: edit.replacement)
        guard let (change, replaced) = buffer.replaceReturningUnits(range: edit.range, with: units) else { return nil }
        let after = clamped(edit.selectionAfter)
        selection = after
        markedRange = edit.markedRangeAfter.map { buffer.clamped(NSRange(location: $0.lowerBound, length: $0.count)) }
        if markedRange?.isEmpty == true { markedRange = nil }
        goalX = nil
        let started = undoLog.record(location: change.replacedRange.lowerBound,
                                     oldText: replaced, newText: units,
                                     kind: edit.kind, selectionBefore: before, selectionAfter: after)
        return TextEditResult(replacement: change, startedUndoGroup: started)
    }

    /// Proposes and applies `command` in one go (no delegate to ask); nil when it changes nothing.
    @discardableResult
    public mutating func perform(_ command: TextCommand, layout: (any TextLineLayout)? = nil) -> TextEditResult? {
        guard let edit = edit(for: command, layout: layout) else { return nil }
        return apply(edit)
    }

    // MARK: Undo

    /// Reverts the last undo group and restores the selection it started from; the changes made
    /// (last first), or nil when there is nothing to undo. Marked text is committed first.
    @discardableResult
    public mutating func undo() -> [TextReplacement]? {
        unmarkText()
        guard let group = undoLog.undoGroups.popLast() else { return nil }
        undoLog.redoGroups.append(group)
        return replay(group, backwards: true)
    }

    /// Repeats the last undone group and restores the selection it ended with; the changes made,
    /// or nil when there is nothing to redo.
    @discardableResult
    public mutating func redo() -> [TextReplacement]? {
        unmarkText()
        guard let group = undoLog.redoGroups.popLast() else { return nil }
        undoLog.undoGroups.append(group)
        return replay(group, backwards: false)
    }

    /// Applies a group's steps (reverted, last first, when `backwards`) and selects what it
    /// started (or ended) with; the typing group closes.
    private mutating func replay(_ group: TextUndoLog.Group, backwards: Bool) -> [TextReplacement] {
        var changes: [TextReplacement] = []
        for step in backwards ? group.steps.reversed() : group.steps {
            let (from, to) = backwards ? (step.newText, step.oldText) : (step.oldText, step.newText)
            if let change = buffer.replace(range: step.location..<(step.location + from.count), withUnits: to) {
                changes.append(change)
            }
        }
        undoLog.isCoalescing = false
        selection = clamped(backwards ? group.selectionBefore : group.selectionAfter)
        goalX = nil
        return changes
    }

    /// `selection` with both ends clamped into the text.
    func clamped(_ selection: TextSelection) -> TextSelection {
        TextSelection(anchor: buffer.clamped(selection.anchor), head: buffer.clamped(selection.head), affinity: selection.affinity)
    }
}
