//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// Editing a text view: beginning and ending (delegate, then notification), user changes through
// the engine (the delegate's `shouldChangeTextIn` first, `textViewDidChange` and the
// notification after), changes made in code (no delegate), the selection, taps, keys and the
// clipboard shortcuts.

extension UITextView {
    // MARK: Begin and end

    func _beginEditing() {
        _isEditing = true
        addSubview(_caret)
        _updateCaret()
        _textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        _detectLinks()
    }

    func _endEditing() {
        if _engine.markedRange != nil { _engine.unmarkText(); _redrawFragments() }
        _isEditing = false
        _blink?.cancel()
        _blink = nil
        _caret.removeFromSuperview()
        _selectionHandles.hide()
        // The undo history belongs to the editing session, as on iOS.
        _engine.undoLog.removeAll()
        _UITextUndo.forget(self)
        _textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        _detectLinks()
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

    // MARK: Changes made in code

    /// Replaces the whole text (`text =`, `attributedText =`): no delegate, the caret to the end.
    func _setText(_ s: String, runs: _UITextAttributeRuns) {
        if _isEditing { inputDelegate?.textWillChange(self) }
        let oldLength = _engine.buffer.utf16Count
        let clean = s.utf16.contains(where: { UTF16.isLeadSurrogate($0) || UTF16.isTrailSurrogate($0) })
            ? TextEditingBuffer.sanitizedString(utf16CodeUnits: Array(s.utf16)) : s
        _engine.setText(clean)
        _UITextUndo.forget(self)
        _runs = runs
        if _runs.length != _engine.buffer.utf16Count {
            _runs = _UITextAttributeRuns(length: _engine.buffer.utf16Count, attributes: _baseAttributes)
        }
        _typingAttributesOverride = nil
        _layout.reset()
        _textDidReset()
        _tellStorageTextWasSet(oldLength: oldLength)
        if _isEditing { inputDelegate?.textDidChange(self) }
    }

    /// The font, colour or alignment changed for the whole text.
    func _styleDidChange() {
        _layout.reset()
        _textDidReset()
        _tellStorageStyleChanged()
    }

    /// Everything is laid out anew: every paragraph view redraws.
    func _textDidReset() {
        for (_, v) in _fragments { _recycle(v) }
        _fragments.removeAll()
        _lastLayoutWalk = nil
        _detectLinks()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if _isEditing { _updateCaret() }
    }

    /// The attributes plain text gets: the font and colour (when set) and the alignment.
    var _baseAttributes: [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [.font: _font]
        if let _textColor { a[.foregroundColor] = _textColor }
        return a
    }

    // MARK: User changes

    /// A multi-line view of the layout for the engine's moves.
    var _lineLayout: any TextLineLayout { _layout }

    /// Makes a user change: the engine proposes it, the delegate may refuse it, then it is
    /// applied and told (`textViewDidChange`, the notification, the selection change).
    @discardableResult
    func _perform(_ command: TextCommand) -> Bool {
        guard _isEditing else { return false }
        guard let edit = _engine.edit(for: command, layout: _lineLayout) else { return false }
        if let d = _textDelegate, !d.textView(self, shouldChangeTextIn: edit.nsRange, replacementText: edit.replacement) {
            return false
        }
        let typing = typingAttributes
        let oldCount = _engine.buffer.paragraphCount
        guard let result = _engine.apply(edit) else { return false }
        _applyChanges([result.replacement], attributes: typing, oldParagraphCount: oldCount)
        _UITextUndo.didApply(result, kind: edit.kind, by: self)
        return true
    }

    /// After the engine changed the text: the attributes follow, the touched paragraphs are
    /// measured and redrawn, the caret shows, and the delegate and observers hear of it.
    func _applyChanges(_ changes: [TextReplacement], attributes: [NSAttributedString.Key: Any], oldParagraphCount: Int) {
        var oldCount = oldParagraphCount
        for (i, c) in changes.enumerated() {
            _runs.replace(c.replacedRange, length: c.insertedRange.count, attributes: attributes)
            if i == 0 { _textDidChange(c, oldParagraphCount: oldCount) } else { _layout.reset(); _textDidReset() }
            oldCount = _engine.buffer.paragraphCount
        }
        _tellStorage(changes)
        _typingAttributesOverride = nil
        // (A scrolling view has no intrinsic size: nothing to tell its superview.)
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        _updateCaret(scroll: true)
        _textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        _textDelegate?.textViewDidChangeSelection(self)
    }

    func _insertText(_ text: String) {
        guard _isEditing else { return }
        if clearsOnInsertion, hasText { _engine.selectAll() }
        if text == "\n" || text == "\r" { _perform(.insertNewline) } else { _perform(.insertText(text)) }
    }

    // MARK: Selection

    /// Moves the caret or extends the selection, and tells the delegate.
    func _move(_ direction: TextMoveDirection, by granularity: TextGranularity, extending: Bool) {
        let before = _engine.selection
        // (Moved on a copy: the layout reads the view's engine while the move runs.)
        var engine = _engine
        engine.moveCaret(direction, by: granularity, extendingSelection: extending, layout: _lineLayout)
        _engine = engine
        _selectionDidChange(from: before, notify: true)
    }

    func _setSelection(_ selection: TextSelection, notify: Bool = true) {
        let before = _engine.selection
        _engine.setSelection(selection)
        _selectionDidChange(from: before, notify: notify)
    }

    func _selectionDidChange(from before: TextSelection, notify: Bool) {
        let after = _engine.selection
        if !before.isCaret || !after.isCaret { _redrawParagraphs(of: before.range); _redrawParagraphs(of: after.range) }
        if before != after { _typingAttributesOverride = nil }
        _updateCaret(scroll: true)
        if !_isEditing { _selectionHandles.update() }
        if notify, before != after {
            _textDelegate?.textViewDidChangeSelection(self)
            UIAccessibility._observer?.accessibilityEvent(.selectionChanged(self))
        }
        if before != after, !after.isCaret, let s = _engine.buffer.substring(in: after.range) { _UIPrimarySelection.offer(s) }
    }

    // MARK: Touches

    func _tapped(_ touch: UITouch, event: UIEvent?) {
        let point = touch.location(in: self)
        let offset = _offset(at: point)
        if !_isEditing, touch.tapCount == 1, let link = _link(at: point) {
            _openLink(link.url, range: link.range)
            return
        }
        guard isSelectable || isEditable else { return }
        if !isFirstResponder {
            guard becomeFirstResponder() else { return }
        }
        let shift = event?.modifierFlags.contains(.shift) ?? false
        switch touch.tapCount {
        case 2: _setSelection(TextSelection(range: _engine.buffer.wordRange(at: offset)))
        case 3...: _setSelection(TextSelection(range: _engine.buffer.paragraphRange(containing: offset)))
        default:
            if shift { _setSelection(TextSelection(anchor: _engine.selection.anchor, head: offset)) }
            else if _isEditing { _setSelection(TextSelection(caret: offset)) }
        }
    }

    /// A tapped link: the delegate may refuse; otherwise the application opens the URL.
    func _openLink(_ url: URL, range: Range<Int>) {
        let ns = NSRange(location: range.lowerBound, length: range.count)
        if let d = _textDelegate, !d.textView(self, shouldInteractWith: url, in: ns, interaction: .invokeDefaultAction) { return }
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }

    // MARK: Keys

    /// Handles one key press while first responder; false passes it on.
    func _handlePress(_ press: UIPress) -> Bool {
        guard isFirstResponder, let key = press.key, let action = _UITextEditingKey(key, multiline: true) else { return false }
        switch action {
        case let .move(direction, granularity, extending):
            _move(direction, by: granularity, extending: extending)
        case let .page(down, extending):
            _page(down: down, extending: extending)
        case let .command(command):
            guard _isEditing else { return false }
            _perform(command)
        case .returnKey:
            guard _isEditing else { return false }
            _perform(.insertNewline)
        case let .tab(backward):
            guard _isEditing, !backward else { return false }
            _perform(.insertText("\t"))
        case let .shortcut(character, shift):
            return _handleShortcut(character, shift: shift)
        }
        return true
    }

    /// Page Up/Down: the caret moves a visible height, and the view scrolls with it.
    func _page(down: Bool, extending: Bool) {
        let caret = _layout.caretRect(at: _engine.selection.head)
        let step = max(bounds.height - textContainerInset.top - textContainerInset.bottom - caret.height, caret.height)
        let target = CGPoint(x: caret.minX, y: caret.midY + (down ? step : -step))
        let offset = target.y < 0 ? 0 : _layout.offset(at: target)
        let before = _engine.selection
        _engine.setSelection(extending ? TextSelection(anchor: before.anchor, head: offset) : TextSelection(caret: offset))
        _selectionDidChange(from: before, notify: true)
    }

    /// Ctrl (or ⌘) + A, C, X, V, Z, Shift+Z, Y: the standard edit actions (so a subclass's
    /// overrides and `canPerformAction` apply), undo and redo.
    func _handleShortcut(_ key: String, shift: Bool) -> Bool {
        let action: _UIStandardEditAction?
        switch key {
        case "a": action = .selectAll
        case "c": action = .copy
        case "x": action = .cut
        case "v": action = .paste
        case "z", "y":
            if _isEditing { _UITextUndo.shortcut(redo: key == "y" || shift, for: self) }
            return true
        default: return false
        }
        if let action, canPerformAction(action.selector, withSender: nil) { action.send(to: self, sender: nil) }
        return true
    }
}

extension UITextView: _UITextUndoing {
    /// Reverts or repeats the engine's last undo group while editing (the undo manager's
    /// operation for it).
    func _replayTextUndo(redo: Bool) -> Bool {
        guard _isEditing else { return false }
        let oldCount = _engine.buffer.paragraphCount
        let typing = typingAttributes
        guard let changed = redo ? _engine.redo() : _engine.undo() else { return false }
        _applyChanges(changed, attributes: typing, oldParagraphCount: oldCount)
        return true
    }
}

extension UITextView {
    /// Posted when a text view begins editing (the object is the view).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after each user change (the object is the view).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view ends editing (the object is the view).
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}

extension UITextView: _UITextSelectionHandleHost {
    var _selectionEndRects: (start: CGRect, end: CGRect)? {
        let sel = _engine.selection.range
        guard !sel.isEmpty, _isEditing || (isSelectable && isFirstResponder) else { return nil }
        return (_contentRect(fromContainer: _layout.caretRect(at: sel.lowerBound)),
                _contentRect(fromContainer: _layout.caretRect(at: sel.upperBound)))
    }

    func _dragSelectionEnd(_ end: _UITextSelectionHandles.End, to point: CGPoint) {
        if let r = _UITextSelectionHandles.selection(_engine.selection.range, moving: end, to: _offset(at: point)) {
            _setSelection(TextSelection(range: r))
        }
    }
}
