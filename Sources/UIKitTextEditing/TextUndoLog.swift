//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The undo history: groups of text changes, each with the selection before and after.
//
// Coalescing follows the Mac's text views: typing (characters, Return, Backspace and Delete of
// one cluster, composing marked text) joins the open typing group for as long as each change
// touches the text the group has changed so far. The group closes when the selection is moved
// or set by anything but the typing itself, on any other kind of edit (paste, cut, deleting a
// word or a line, a replacement), and on undo and redo. Consecutive keystrokes are merged into
// one step, so a long typing burst costs what its text costs.

/// The undo and redo stacks of a `TextEditingEngine`. The engine records into it; the UIKit
/// layer registers one `UndoManager` action per group (`TextEditResult.startedUndoGroup`) that
/// calls the engine's `undo()`, and the redo counterpart from there.
public struct TextUndoLog: Sendable {
    /// One change: at `location`, `oldText` became `newText` (UTF-16).
    struct Step: Sendable {
        var location: Int
        var oldText: [UInt16]
        var newText: [UInt16]
    }

    /// One undoable action.
    struct Group: Sendable {
        var steps: [Step]
        var kind: TextEditKind
        var selectionBefore: TextSelection
        var selectionAfter: TextSelection
    }

    var undoGroups: [Group] = []
    var redoGroups: [Group] = []
    /// True while the next typing change may join the last group.
    var isCoalescing = false

    /// The most groups kept (the oldest are dropped); 0 keeps all, as `UndoManager.levelsOfUndo`.
    public var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// An empty history.
    public init() {}

    /// True when there is a group to undo.
    public var canUndo: Bool { !undoGroups.isEmpty }
    /// True when there is a group to redo.
    public var canRedo: Bool { !redoGroups.isEmpty }
    /// The number of groups that can be undone.
    public var undoCount: Int { undoGroups.count }
    /// The number of groups that can be redone.
    public var redoCount: Int { redoGroups.count }
    /// The kind of the group `undo()` would revert (for the menu's "Undo Typing"), or nil.
    public var undoKind: TextEditKind? { undoGroups.last?.kind }
    /// The kind of the group `redo()` would repeat, or nil.
    public var redoKind: TextEditKind? { redoGroups.last?.kind }

    /// Closes the open typing group, so the next typing starts a new one
    /// (`NSTextView.breakUndoCoalescing()`).
    public mutating func breakCoalescing() { isCoalescing = false }

    /// Forgets everything (when the text is replaced in code).
    public mutating func removeAll() {
        undoGroups.removeAll()
        redoGroups.removeAll()
        isCoalescing = false
    }

    /// Records a change; true when it started a new group.
    mutating func record(location: Int, oldText: [UInt16], newText: [UInt16], kind: TextEditKind,
                         selectionBefore: TextSelection, selectionAfter: TextSelection) -> Bool {
        redoGroups.removeAll()
        let step = Step(location: location, oldText: oldText, newText: newText)
        if isCoalescing && kind.isTyping, var group = undoGroups.last, group.kind.isTyping,
           let last = group.steps.last, let merged = Self.merge(last, step) {
            group.steps[group.steps.count - 1] = merged
            group.selectionAfter = selectionAfter
            undoGroups[undoGroups.count - 1] = group
            return false
        }
        undoGroups.append(Group(steps: [step], kind: kind, selectionBefore: selectionBefore, selectionAfter: selectionAfter))
        isCoalescing = kind.isTyping
        trim()
        return true
    }

    /// `a` followed by `b` as one step, when `b` touches the text `a` produced; nil otherwise.
    static func merge(_ a: Step, _ b: Step) -> Step? {
        let p = a.location, n = a.newText.count
        let e = b.location, k = b.oldText.count
        guard e <= p + n && e + k >= p else { return nil }
        var old: [UInt16] = []
        if e < p { old.append(contentsOf: b.oldText[0..<(p - e)]) }
        old.append(contentsOf: a.oldText)
        if e + k > p + n { old.append(contentsOf: b.oldText[(k - (e + k - (p + n)))...]) }
        var new: [UInt16] = []
        if p < e { new.append(contentsOf: a.newText[0..<(e - p)]) }
        new.append(contentsOf: b.newText)
        if p + n > e + k { new.append(contentsOf: a.newText[(e + k - p)...]) }
        return Step(location: min(e, p), oldText: old, newText: new)
    }

    private mutating func trim() {
        if levelsOfUndo > 0 && undoGroups.count > levelsOfUndo {
            undoGroups.removeFirst(undoGroups.count - levelsOfUndo)
        }
    }
}
