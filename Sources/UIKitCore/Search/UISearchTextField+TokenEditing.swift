//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// Editing a search field's tokens as iOS does: Backspace at the start of the text selects the
// last token and a second one deletes it; Left moves from the text onto the tokens (Shift+Left
// extends the selection over them), Right back; a tap on a chip selects its token; typing,
// pasting or composing over selected tokens replaces them; Undo puts deleted tokens back (in
// one group with the text edited by the same key). The editing session keeps which
// tokens are selected (`_UITextFieldEditor.selectedTokens`); the text field's editor asks these
// hooks only while tokens are selected or the caret is at the start of the text.

extension UISearchTextField {
    /// A user edit while tokens are selected, or with the caret at the start of the text: true
    /// or false when handled here (whether anything changed), nil to edit the text as usual.
    func _performCommandOverTokens(_ command: TextCommand) -> Bool? {
        guard let e = _editor, !tokens.isEmpty else { return nil }
        guard let selected = e.selectedTokens else {
            // Backspace with the caret at the start of the text selects the last token.
            switch command {
            case .deleteBackward, .deleteWordBackward, .deleteToLineStart:
                guard e.engine.selection.isCaret, e.engine.selection.head == 0, e.engine.markedRange == nil else { return nil }
                e.selectTokens((tokens.count - 1)..<tokens.count)
                return true
            default:
                return nil
            }
        }
        switch command {
        case .deleteBackward, .deleteForward, .deleteWordBackward, .deleteWordForward, .deleteToLineStart, .deleteToLineEnd, .cut:
            // The selected tokens go, with the selection's text (⚠ when the user may not delete
            // tokens, nothing happens: the tokens stay selected).
            guard allowsDeletingTokens else { return false }
            let textSelected = !e.engine.selection.isCaret
            _removeTokensByUser(selected)
            if textSelected, e.perform(command == .cut ? .cut : .deleteBackward) { return true }
            _tokensChangedByUser()
            return true
        case .replace:
            // The text input system replaces a range of the text: the tokens stay.
            e.selectedTokens = nil
            setNeedsDisplay()
            return nil
        default:
            // Typing, pasting or composing replaces the selected tokens (or, when the user may
            // not delete them, goes before the text: ⚠ unsourced).
            let removes = allowsDeletingTokens
            if removes { _removeTokensByUser(selected) } else { e.selectedTokens = nil; setNeedsDisplay() }
            let changed = e.perform(command)
            if removes, !changed { _tokensChangedByUser() }
            return changed || removes
        }
    }

    /// A caret move while tokens are selected, or from the start of the text: true when handled
    /// here (a token selected, the selection grown or shrunk over the tokens, or back in the text).
    func _moveCaretOverTokens(_ direction: TextMoveDirection, by granularity: TextGranularity, extending: Bool) -> Bool {
        guard let e = _editor, !tokens.isEmpty, e.engine.markedRange == nil else { return false }
        let n = tokens.count
        let text = e.engine.selection.range
        // Left and Right follow the screen: on a right-to-left field the tokens are to the right.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let towardTokens = direction == (rtl ? .right : .left)
        let awayFromTokens = direction == (rtl ? .left : .right)
        guard let selected = e.selectedTokens else {
            // From the start of the text onto the last token.
            guard towardTokens, text.lowerBound == 0, e.engine.selection.head == 0 else { return false }
            if extending {
                e.selectTokens((n - 1)..<n, text: text)
            } else {
                guard text.isEmpty else { return false }
                e.selectTokens((n - 1)..<n)
            }
            return true
        }
        switch (towardTokens, awayFromTokens, extending) {
        case (true, _, false):
            let i = max(0, selected.lowerBound - 1)
            e.selectTokens(i..<(i + 1))
        case (true, _, true):
            e.selectTokens(max(0, selected.lowerBound - 1)..<selected.upperBound, text: selected.upperBound == n ? text : 0..<0)
        case (_, true, false):
            if selected.count == 1, selected.upperBound < n, text.isEmpty {
                e.selectTokens(selected.upperBound..<(selected.upperBound + 1))
            } else {
                // Back into the text: the caret at the end of the selection.
                e.setSelection(TextSelection(caret: selected.upperBound == n ? text.upperBound : 0))
            }
        case (_, true, true):
            if selected.count > 1 {
                e.selectTokens((selected.lowerBound + 1)..<selected.upperBound, text: selected.upperBound == n ? text : 0..<0)
            } else {
                e.setSelection(TextSelection(range: selected.upperBound == n ? text : 0..<0))
            }
        default:
            // Up, Down, Home, End: the tokens are left and the caret moves in the text.
            e.selectedTokens = nil
            setNeedsDisplay()
            return false
        }
        return true
    }

    // MARK: Undo

    /// The user removes the tokens in `range`: undoing puts them back.
    func _removeTokensByUser(_ range: Range<Int>) {
        let removed = Array(tokens[range])
        tokens.removeSubrange(range)
        _registerTokenUndo(restoring: removed, at: range.lowerBound)
    }

    /// Undo puts `removed` back at `index` (selected, while editing); redo removes them again.
    func _registerTokenUndo(restoring removed: [UISearchToken], at index: Int) {
        _UITextUndo.registerChange(by: self, name: "Delete") { field in
            guard index <= field.tokens.count else { return }
            field.tokens.insert(contentsOf: removed, at: index)
            let range = index..<(index + removed.count)
            field._editor?.selectTokens(range)
            field._tokensChangedByUser()
            _UITextUndo.registerChange(by: field, name: "Delete") { field in
                guard range.upperBound <= field.tokens.count else { return }
                field._removeTokensByUser(range)
                field._tokensChangedByUser()
            }
        }
    }

    /// A tap on a chip (while editing) selects its token.
    func _selectToken(at point: CGPoint) {
        guard let e = _editor, let i = _tokenIndex(at: point) else { return }
        _dragAnchor = nil
        e.selectTokens(i..<(i + 1))
    }

    /// The user changed the tokens (and not the text): told as a text change is
    /// (`.editingChanged`, which a search bar passes on to its search controller, and the
    /// notification).
    func _tokensChangedByUser() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The edit actions that tokens change (nil: as a text field answers): Select All while not
    /// everything is selected; Cut and Delete for selected tokens the user may delete; Copy for
    /// a selection with text.
    func _canPerformWithTokens(_ action: _UIStandardEditAction) -> Bool? {
        guard let e = _editor, !tokens.isEmpty else { return nil }
        let textSelected = !e.engine.selection.isCaret
        switch action {
        case .selectAll:
            return (e.selectedTokens?.count ?? 0) < tokens.count || e.engine.selection.range.count < e.engine.buffer.utf16Count
        case .cut, .delete:
            guard e.selectedTokens != nil else { return nil }
            return allowsDeletingTokens && (action == .delete || !isSecureTextEntry)
        case .copy:
            guard e.selectedTokens != nil else { return nil }
            return textSelected && !isSecureTextEntry
        case .paste, .select:
            return nil
        }
    }
}
