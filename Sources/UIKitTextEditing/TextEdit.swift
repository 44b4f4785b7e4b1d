//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Editing commands and the edits they propose: a range, its replacement and the selection
// after, computed before anything changes so the UIKit layer can ask the delegate first.

import Foundation

/// An editing command, as keys, menus and the input system issue them.
public enum TextCommand: Sendable, Hashable {
    /// Typing (`UIKeyInput.insertText(_:)`): replaces the marked text, or the selection.
    case insertText(String)
    /// Backspace: the selection, or the grapheme cluster before the caret.
    case deleteBackward
    /// Forward delete (Fn+Backspace, Delete): the selection, or the cluster after the caret.
    case deleteForward
    /// Option+Backspace (Ctrl+Backspace elsewhere): the selection, or back to a word's start.
    case deleteWordBackward
    /// Option+Delete: the selection, or on to a word's end.
    case deleteWordForward
    /// Cmd+Backspace: the selection, or back to the visual line's start (the character before
    /// when the caret is already there).
    case deleteToLineStart
    /// Ctrl+K and Cmd+Delete: the selection, or on to the visual line's end (the character after
    /// when the caret is already there).
    case deleteToLineEnd
    /// Return in a multi-line view: a line feed in place of the selection.
    case insertNewline
    /// Paste: the text in place of the selection (or marked text).
    case paste(String)
    /// Cut: deletes the selection (nothing when it is a caret); copy the edit's range first.
    case cut
    /// `UITextInput.replace(_:withText:)`: any range with any text; the selection follows the
    /// text around it (a caret inside the range ends after the new text).
    case replace(NSRange, String)
    /// `UITextInput.setMarkedText(_:selectedRange:)`: replaces the marked text (or the selection)
    /// with `text`, marks it, and selects `selectedRange` inside it; nil or "" removes it.
    case setMarkedText(String?, selectedRange: NSRange)
}

/// What kind of change an edit is, which decides how undo groups it.
public enum TextEditKind: Sendable, Hashable {
    /// Typing, including Return and composing marked text.
    case typing
    /// Deleting one grapheme cluster (Backspace, Delete) or the selection with them.
    case deletion
    /// Deleting a word.
    case wordDeletion
    /// Deleting to a line's start or end.
    case lineDeletion
    /// A paste.
    case paste
    /// A cut.
    case cut
    /// A replacement made through `UITextInput.replace(_:withText:)` (autocorrection, dictation).
    case replacement

    /// True for the kinds that coalesce into one undo group while typing goes on.
    public var isTyping: Bool { self == .typing || self == .deletion }
}

/// A proposed change: replace `range` (in the current text) with `replacement`, then select
/// `selectionAfter` and mark `markedRangeAfter`. Ask the delegate with `nsRange` and
/// `replacement` (`shouldChangeCharactersIn:replacementString:`), then `apply(_:)` it.
public struct TextEdit: Sendable, Hashable {
    /// The UTF-16 range replaced, in the text before the edit.
    public var range: Range<Int>
    /// The new text ("" for a deletion).
    public var replacement: String {
        didSet { replacementUnits = nil }
    }
    /// The selection once the edit is applied.
    public var selectionAfter: TextSelection
    /// The marked text's range once the edit is applied (nil: no marked text).
    public var markedRangeAfter: Range<Int>?
    /// The kind of change, for undo.
    public var kind: TextEditKind

    /// An edit of `range` with `replacement`.
    public init(range: Range<Int>, replacement: String, selectionAfter: TextSelection,
                markedRangeAfter: Range<Int>? = nil, kind: TextEditKind) {
        self.range = range
        self.replacement = replacement
        self.selectionAfter = selectionAfter
        self.markedRangeAfter = markedRangeAfter
        self.kind = kind
    }

    /// `replacement`'s code units when the command already computed them (a long paste is then
    /// transcoded once); not part of equality.
    var replacementUnits: [UInt16]?

    /// `range` as an `NSRange`, as the delegate's `shouldChangeCharactersIn` receives it.
    public var nsRange: NSRange { NSRange(location: range.lowerBound, length: range.count) }

    /// Equal when every public part is.
    public static func == (a: TextEdit, b: TextEdit) -> Bool {
        a.range == b.range && a.replacement == b.replacement && a.selectionAfter == b.selectionAfter
            && a.markedRangeAfter == b.markedRangeAfter && a.kind == b.kind
    }

    /// Hashes the public parts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(replacement)
        hasher.combine(selectionAfter)
        hasher.combine(markedRangeAfter)
        hasher.combine(kind)
    }
}

/// What applying an edit (or an undo or redo) did.
public struct TextEditResult: Sendable, Hashable {
    /// The text change itself.
    public var replacement: TextReplacement
    /// True when the edit started a new undo group (register one undo action with the
    /// `UndoManager` for it); false when it joined the typing group before it.
    public var startedUndoGroup: Bool
}
