//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// Editing a text field: beginning and ending (the delegate, notification and control-event
// order of reference §13.3), typing and deleting, the keys of a desktop keyboard, touches that
// place the caret, and Return.

extension UITextField {
    // MARK: Begin and end

    func _beginEditing() {
        _isEditing = true
        if clearsOnBeginEditing, !_attributedText.string.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            _attributedText = NSAttributedString(string: "", attributes: _textAttributes)
            _hasOwnAttributes = false
        }
        let editor = _UITextFieldEditor(field: self)
        _editor = editor
        editor.engine.setSelection(TextSelection(caret: editor.engine.buffer.utf16Count))
        editor.start()
        setNeedsLayout()
        layoutIfNeeded()
        editor.updateCaret()
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        sendActions(for: .editingDidBegin)
        _appearanceDidChange()
    }

    func _endEditing() {
        if let e = _editor {
            if e.engine.markedRange != nil { e.engine.unmarkText() }
            e.stop()
        }
        _editor = nil
        _editingFontScale = 1
        _UITextUndo.forget(self)
        _isEditing = false
        _typingAttributes = nil
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: UITextField.DidEndEditingReason.committed.rawValue])
        sendActions(for: .editingDidEnd)
        _appearanceDidChange()
    }

    /// Ends editing without asking the delegate (`endEditing(true)`, leaving the window).
    func _forceEndEditing() {
        guard _isEditing else { return }
        _forcingEnd = true
        defer { _forcingEnd = false }
        if !resignFirstResponder(), _isEditing {
            _UIFirstResponders.clear(self)
            _endEditing()
        }
    }

    // MARK: Changes

    func _insertText(_ text: String) {
        guard let e = _editor else { return }
        if text == "\n" || text == "\r" { return _returnPressed() }
        // A field is one line: line breaks in typed or pasted text become spaces.
        let line = text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
        if clearsOnInsertion, !_attributedText.string.isEmpty { e.engine.selectAll() }
        e.perform(.insertText(line))
    }

    func _deleteBackward() {
        _editor?.perform(.deleteBackward)
    }

    /// After the engine changed the text: the field shows it and tells as a user change does.
    /// Text with attributes of its own keeps them: the new characters take the typing
    /// attributes (those of the character before them, as on iOS).
    func _editorDidChangeText(_ changes: [TextReplacement]) {
        guard let e = _editor else { return }
        if _hasOwnAttributes {
            var text = _attributedText
            for c in changes {
                let typing = _typingAttributes ?? _attributes(before: c.replacedRange.lowerBound, in: text)
                let inserted = e.engine.buffer.substring(in: c.insertedRange) ?? ""
                let out = NSMutableAttributedString(string: "")
                let n = text.length
                let lo = min(c.replacedRange.lowerBound, n), hi = min(c.replacedRange.upperBound, n)
                if lo > 0 { out.append(text.attributedSubstring(from: NSRange(location: 0, length: lo))) }
                if !inserted.isEmpty { out.append(NSAttributedString(string: inserted, attributes: typing)) }
                if hi < n { out.append(text.attributedSubstring(from: NSRange(location: hi, length: n - hi))) }
                text = out
            }
            if text.string == e.engine.text { _attributedText = text } else {
                _attributedText = NSAttributedString(string: e.engine.text, attributes: _textAttributes)
                _hasOwnAttributes = false
            }
        } else {
            _attributedText = NSAttributedString(string: e.engine.text, attributes: _textAttributes)
        }
        e.changedFrom = changes.map(\.insertedRange.lowerBound).min()
        setNeedsLayout()
        layoutIfNeeded()
        e.updateCaret()
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The attributes of the character before `offset` (the field's at the start).
    func _attributes(before offset: Int, in text: NSAttributedString) -> [NSAttributedString.Key: Any] {
        guard offset > 0, offset <= text.length else { return text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : _textAttributes }
        return text.attributes(at: offset - 1, effectiveRange: nil)
    }

    /// Return: `textFieldShouldReturn`; when it agrees, `.editingDidEndOnExit`, and a field with
    /// an action for that event resigns (Interface Builder's "Did End On Exit").
    func _returnPressed() {
        if let d = delegate, !d.textFieldShouldReturn(self) { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns, isFirstResponder { resignFirstResponder() }
    }

    // MARK: Touches

    func _trackingBegan(_ touch: UITouch) {
        guard let e = _editor else { return }
        let p = touch.location(in: self)
        let offset = e.offset(at: p)
        switch touch.tapCount {
        case 2:
            e.setSelection(TextSelection(range: e.engine.buffer.wordRange(at: offset)))
        case 3...:
            e.setSelection(TextSelection(range: 0..<e.engine.buffer.utf16Count))
        default:
            e.setSelection(TextSelection(caret: offset))
        }
        _dragAnchor = touch.tapCount <= 1 ? offset : nil
    }

    func _trackingMoved(_ touch: UITouch) {
        guard let e = _editor, let anchor = _dragAnchor else { return }
        let offset = e.offset(at: touch.location(in: self))
        e.setSelection(TextSelection(anchor: anchor, head: offset))
    }

    func _trackingEnded(_ touch: UITouch?) {
        _dragAnchor = nil
        guard !_isEditing, let touch, bounds.contains(touch.location(in: self)) else { return }
        guard becomeFirstResponder(), let e = _editor else { return }
        e.setSelection(TextSelection(caret: e.offset(at: touch.location(in: self))))
    }

    // MARK: Keys

    /// Handles one key press while editing; false passes it on.
    func _handlePress(_ press: UIPress) -> Bool {
        guard let e = _editor, let key = press.key, let action = _UITextEditingKey(key, multiline: false) else { return false }
        switch action {
        case let .move(direction, granularity, extending):
            e.move(direction, by: granularity, extending: extending)
        case .page:
            break
        case let .command(command):
            e.perform(command)
        case .returnKey:
            _returnPressed()
        case let .tab(backward):
            return _moveFocus(backward: backward)
        case let .shortcut(character, shift):
            return _handleShortcut(character, shift: shift)
        }
        return true
    }

    /// Tab and Shift+Tab: the next (previous) enabled text field of the window, in reading order.
    func _moveFocus(backward: Bool) -> Bool {
        guard let window else { return false }
        var fields: [UITextField] = []
        var stack: [UIView] = [window]
        while let v = stack.popLast() {
            guard !v.isHidden, v.alpha > 0.01 else { continue }
            if let f = v as? UITextField, f.isEnabled, f.isUserInteractionEnabled { fields.append(f) }
            stack.append(contentsOf: v.subviews)
        }
        let frames = fields.map { $0.convert($0.bounds, to: window) }
        let order = fields.indices.sorted { (frames[$0].minY, frames[$0].minX) < (frames[$1].minY, frames[$1].minX) }
        guard order.count > 1, let i = order.firstIndex(where: { fields[$0] === self }) else { return false }
        let next = fields[order[(i + (backward ? order.count - 1 : 1)) % order.count]]
        next.becomeFirstResponder()
        return true
    }

    /// Ctrl (or ⌘) + A, C, X, V, Z, Shift+Z, Y: the standard edit actions (so a subclass's
    /// overrides and `canPerformAction` apply), undo and redo.
    func _handleShortcut(_ key: String, shift: Bool) -> Bool {
        guard let e = _editor else { return false }
        let action: _UIStandardEditAction?
        switch key {
        case "a": action = .selectAll
        case "c": action = .copy
        case "x": action = .cut
        case "v": action = .paste
        case "z", "y":
            _UITextUndo.shortcut(redo: key == "y" || shift, for: self)
            return true
        default: return false
        }
        if let action, canPerformAction(action.selector, withSender: nil) { action.send(to: self, sender: nil) }
        return true
    }
}

extension UITextField: _UITextUndoing {
    /// Reverts or repeats the engine's last undo group while editing (the undo manager's
    /// operation for it).
    func _replayTextUndo(redo: Bool) -> Bool {
        guard let e = _editor, let changed = redo ? e.engine.redo() : e.engine.undo() else { return false }
        _editorDidChangeText(changed)
        return true
    }
}

extension UITextField: _UITextSelectionHandleHost {
    var _selectionEndRects: (start: CGRect, end: CGRect)? { _editor?.selectionEndRects }

    func _dragSelectionEnd(_ end: _UITextSelectionHandles.End, to point: CGPoint) {
        guard let e = _editor else { return }
        if let r = _UITextSelectionHandles.selection(e.engine.selection.range, moving: end, to: e.offset(at: point)) {
            e.setSelection(TextSelection(range: r))
        }
    }
}
