//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// A text view's standard edit actions (what the edit menu and the shortcuts send) and its edit
// menu: a long press selects the word under the finger (or keeps the selection it is in) and
// shows Cut, Copy, Paste, Select, Select All and Delete as they apply.

extension UITextView {
    func _canPerform(_ action: _UIStandardEditAction) -> Bool {
        let sel = _engine.selection.range
        let editable = _isEditing && isEditable
        switch action {
        case .cut, .delete: return editable && !sel.isEmpty
        case .copy: return (isSelectable || isEditable) && !sel.isEmpty
        case .paste: return editable && UIPasteboard.general.hasStrings
        case .select: return (isSelectable || isEditable) && sel.isEmpty && hasText
        case .selectAll: return (isSelectable || isEditable) && hasText && sel.count < _engine.buffer.utf16Count
        }
    }

    func _cut() {
        let sel = _engine.selection.range
        guard _isEditing, !sel.isEmpty else { return }
        let text = _engine.buffer.substring(in: sel)
        if _perform(.cut) { UIPasteboard.general.string = text }
    }

    func _copy() {
        let sel = _engine.selection.range
        guard !sel.isEmpty else { return }
        UIPasteboard.general.string = _engine.buffer.substring(in: sel)
    }

    func _paste() {
        guard _isEditing, let s = UIPasteboard.general.string, !s.isEmpty else { return }
        _perform(.paste(s))
    }

    func _selectWord() {
        _setSelection(TextSelection(range: _engine.buffer.wordRange(at: _engine.selection.head)))
    }

    func _selectAll() {
        _setSelection(TextSelection(range: 0..<_engine.buffer.utf16Count))
    }

    func _deleteSelection() {
        guard _isEditing, !_engine.selection.isCaret else { return }
        _perform(.deleteBackward)
    }

    // MARK: The edit menu

    /// The interaction that shows the view's edit menu (made on the first long press).
    var _editMenu: UIEditMenuInteraction {
        if let i = interactions.lazy.compactMap({ $0 as? UIEditMenuInteraction }).first(where: { $0.delegate == nil }) { return i }
        let i = UIEditMenuInteraction(delegate: nil)
        addInteraction(i)
        return i
    }

    /// A long press: first responder, the word under the finger selected (unless the press is
    /// inside the selection), then the edit menu above it.
    func _longPressed(_ g: UILongPressGestureRecognizer) {
        guard g.state == .began, isSelectable || isEditable else { return }
        let point = g.location(in: self)
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        let offset = _offset(at: point)
        let sel = _engine.selection.range
        if sel.isEmpty || !(sel.lowerBound...sel.upperBound).contains(offset) {
            let word = _engine.buffer.wordRange(at: offset)
            _setSelection(word.isEmpty ? TextSelection(caret: offset) : TextSelection(range: word))
        }
        let rects = _layout.selectionRects(for: _engine.selection.range).map { _contentRect(fromContainer: $0) }
        let anchor = rects.first ?? _contentRect(fromContainer: _layout.caretRect(at: _engine.selection.head))
        _editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: anchor.midX, y: anchor.minY)))
    }
}

extension UITextView: _UIPrimarySelectionPasting {
    /// A middle click in an editable text view: editing begins (if the view may), the caret goes
    /// to the click and the primary selection is pasted there, as the delegate allows.
    func _pastePrimarySelection(_ text: String, at point: CGPoint) -> Bool {
        guard isEditable else { return false }
        if !isFirstResponder, !becomeFirstResponder() { return false }
        guard _isEditing else { return false }
        _setSelection(TextSelection(caret: _offset(at: point)))
        return _perform(.paste(text))
    }
}
