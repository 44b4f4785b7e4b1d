//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// A text field's standard edit actions (what the edit menu and the shortcuts send) and its edit
// menu on a long press. A secure field never cuts or copies.

extension UITextField {
    func _canPerform(_ action: _UIStandardEditAction) -> Bool {
        guard let e = _editor else { return false }
        let sel = e.engine.selection.range
        switch action {
        case .cut: return !sel.isEmpty && !isSecureTextEntry
        case .copy: return !sel.isEmpty && !isSecureTextEntry
        case .delete: return !sel.isEmpty
        case .paste: return UIPasteboard.general.hasStrings
        case .select: return sel.isEmpty && hasText
        case .selectAll: return hasText && sel.count < e.engine.buffer.utf16Count
        }
    }

    func _cut() {
        guard let e = _editor, !isSecureTextEntry, !e.engine.selection.isCaret else { return }
        let text = e.engine.buffer.substring(in: e.engine.selection.range)
        if e.perform(.cut) { UIPasteboard.general.string = text }
    }

    func _copy() {
        guard let e = _editor, !isSecureTextEntry, !e.engine.selection.isCaret else { return }
        UIPasteboard.general.string = e.engine.buffer.substring(in: e.engine.selection.range)
    }

    func _paste() {
        guard let e = _editor, let s = UIPasteboard.general.string, !s.isEmpty else { return }
        e.perform(.paste(Self._oneLine(s)))
    }

    /// Pasted text on one line: line breaks become spaces.
    static func _oneLine(_ s: String) -> String { String(s.map { $0.isNewline ? " " : $0 }) }

    func _selectWord() {
        guard let e = _editor else { return }
        e.setSelection(TextSelection(range: e.engine.buffer.wordRange(at: e.engine.selection.head)))
    }

    func _selectAll() {
        guard let e = _editor else { return }
        e.setSelection(TextSelection(range: 0..<e.engine.buffer.utf16Count))
    }

    func _deleteSelection() {
        guard let e = _editor, !e.engine.selection.isCaret else { return }
        e.perform(.deleteBackward)
    }

    /// A long press: editing begins, the word under the finger is selected (unless the press is
    /// inside the selection; on a search field's chip, its token), and the edit menu shows above it.
    func _longPressed(_ g: UILongPressGestureRecognizer) {
        guard g.state == .began, isEnabled else { return }
        let point = g.location(in: self)
        if !_isEditing { guard becomeFirstResponder() else { return } }
        guard let e = _editor else { return }
        let offset = e.offset(at: point)
        let sel = e.engine.selection.range
        if _tokenCount > 0, let d = _closestPosition(to: point).flatMap(_documentOffset), d < 0 {
            // A search field's chip: its token is selected.
            e.selectTokens((d + _tokenCount)..<(d + _tokenCount + 1))
        } else if sel.isEmpty || !(sel.lowerBound...sel.upperBound).contains(offset) {
            let word = e.engine.buffer.wordRange(at: offset)
            e.setSelection(word.isEmpty || isSecureTextEntry ? TextSelection(caret: offset) : TextSelection(range: word))
        }
        let rect = selectedTextRange.map { firstRect(for: $0) } ?? bounds
        let menu = interactions.lazy.compactMap { $0 as? UIEditMenuInteraction }.first(where: { $0.delegate == nil })
            ?? { let i = UIEditMenuInteraction(delegate: nil); addInteraction(i); return i }()
        menu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: rect.midX, y: rect.minY)))
    }
}

extension UITextField: _UIPrimarySelectionPasting {
    /// A middle click: editing begins (if the field may), the caret goes to the click and the
    /// primary selection is pasted there (on one line), as the delegate allows.
    func _pastePrimarySelection(_ text: String, at point: CGPoint) -> Bool {
        guard isEnabled else { return false }
        if !_isEditing, !becomeFirstResponder() { return false }
        guard let e = _editor else { return false }
        e.setSelection(TextSelection(caret: e.offset(at: point)))
        return e.perform(.paste(Self._oneLine(text)))
    }
}
