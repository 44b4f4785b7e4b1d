//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// UITextInput for a text field: positions are UTF-16 offsets (`_UIOffsetTextPosition`), the
// selection and marked text live in the editing session's engine (or, while not editing, the
// selection is the end of the text), geometry comes from the one-line layout. A search field's
// tokens hold one position each before the text: token `i` of `n` is at `i - n` (negative), so
// the text's offsets stay as they are and a field without tokens never meets one.

extension UITextField {
    /// The editing session's text storage, or the text's while not editing.
    var _buffer: TextEditingBuffer { _editor?.engine.buffer ?? TextEditingBuffer(_attributedText.string) }
    var _length: Int { _editor?.engine.buffer.utf16Count ?? _attributedText.length }

    func _offset(_ p: UITextPosition) -> Int? {
        guard let p = p as? _UIOffsetTextPosition else { return nil }
        return min(max(0, p.offset), _length)
    }
    func _range(_ r: UITextRange) -> Range<Int>? {
        guard let r = r as? _UIOffsetTextRange else { return nil }
        let n = _length
        return min(max(0, r.range.lowerBound), n)..<min(max(0, r.range.upperBound), n)
    }
    /// A position's offset in the whole document: a search field's tokens come first, at
    /// `-_tokenCount ..< 0`.
    func _documentOffset(_ p: UITextPosition) -> Int? {
        guard let p = p as? _UIOffsetTextPosition else { return nil }
        return min(max(-_tokenCount, p.offset), _length)
    }
    /// A range in the whole document, tokens included.
    func _documentRange(_ r: UITextRange) -> Range<Int>? {
        guard let r = r as? _UIOffsetTextRange else { return nil }
        let first = -_tokenCount, n = _length
        return min(max(first, r.range.lowerBound), n)..<min(max(first, r.range.upperBound), n)
    }

    /// The text in `range` (nil for a range of another object).
    public func text(in range: UITextRange) -> String? {
        guard let r = _range(range) else { return nil }
        return _buffer.substring(in: r)
    }

    /// Replaces the text in `range` (a user change: the delegate is asked).
    public func replace(_ range: UITextRange, withText text: String) {
        guard let r = _range(range) else { return }
        if let e = _editor { e.perform(.replace(NSRange(location: r.lowerBound, length: r.count), text)) }
    }

    /// The selection (a caret at the end of the text while not editing). In a search field it
    /// covers the selected tokens' positions; a caret before a token selects the token.
    public var selectedTextRange: UITextRange? {
        get {
            guard let e = _editor else { return _UIOffsetTextRange(_length..<_length) }
            guard let tokens = e.selectedTokens else { return _UIOffsetTextRange(e.engine.selection.range) }
            let n = _tokenCount
            let end = tokens.upperBound >= n ? e.engine.selection.range.upperBound : tokens.upperBound - n
            return _UIOffsetTextRange((tokens.lowerBound - n)..<end)
        }
        set {
            guard let e = _editor, let newValue, let r = _documentRange(newValue) else { return }
            guard r.lowerBound < 0 else { return e.setSelection(TextSelection(range: r)) }
            let n = _tokenCount
            let first = r.lowerBound + n
            let last = r.upperBound < 0 ? max(first + 1, r.upperBound + n) : n
            e.selectTokens(first..<last, text: last == n ? 0..<max(0, r.upperBound) : 0..<0)
        }
    }

    /// The marked (composing) text's range, nil when there is none.
    public var markedTextRange: UITextRange? {
        guard let m = _editor?.engine.markedRange else { return nil }
        return _UIOffsetTextRange(m)
    }

    /// Attributes for marked text (stored; marked text is underlined).
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { _markedTextStyle }
        set { _markedTextStyle = newValue }
    }

    /// Replaces the marked text (or the selection) with `markedText`, marked, selecting
    /// `selectedRange` inside it.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        _editor?.perform(.setMarkedText(markedText, selectedRange: selectedRange))
    }

    /// Commits the marked text as it is.
    public func unmarkText() {
        guard let e = _editor, e.engine.markedRange != nil else { return }
        e.engine.unmarkText()
        e.updateCaret()
    }

    /// The start of the text (in a search field, before the first token).
    public var beginningOfDocument: UITextPosition { _UIOffsetTextPosition(-_tokenCount) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { _UIOffsetTextPosition(_length) }

    /// The range between two positions (nil for positions of another object).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = _documentOffset(fromPosition), let b = _documentOffset(toPosition) else { return nil }
        return _UIOffsetTextRange(min(a, b)..<max(a, b))
    }

    /// The position `offset` UTF-16 units away (a token is one unit; nil outside the document).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = _documentOffset(position) else { return nil }
        let q = p + offset
        return q >= -_tokenCount && q <= _length ? _UIOffsetTextPosition(q) : nil
    }

    /// The position `offset` characters away on screen (one line: up and down go nowhere).
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let p = _documentOffset(position) else { return nil }
        switch direction {
        case .right: return self.position(from: _UIOffsetTextPosition(p), offset: offset)
        case .left: return self.position(from: _UIOffsetTextPosition(p), offset: -offset)
        default: return nil
        }
    }

    /// How two positions compare.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        _UIOffsetTextRange.compare(_documentOffset(position), _documentOffset(other))
    }

    /// The UTF-16 distance between two positions.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (_documentOffset(toPosition) ?? 0) - (_documentOffset(from) ?? 0)
    }

    /// The field's tokenizer (by characters, words, sentences, paragraphs).
    public var tokenizer: any UITextInputTokenizer {
        if let t = _tokenizer { return t }
        let t = UITextInputStringTokenizer(textInput: self)
        _tokenizer = t
        return t
    }

    /// The end of `range` farthest in `direction`.
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        _documentRange(range).map { _UIOffsetTextRange.farthest(in: $0, direction) }
    }

    /// The character next to `position` in `direction`.
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let o = _documentOffset(position) else { return nil }
        let backward = direction == .left || direction == .up
        if o < 0 || (o == 0 && backward && _tokenCount > 0) {
            // A token is one unit.
            return backward ? _UIOffsetTextRange(max(-_tokenCount, o - 1)..<o) : _UIOffsetTextRange(o..<(o + 1))
        }
        return _UIOffsetTextRange.character(byExtending: o, direction, in: _buffer)
    }

    /// The writing direction at a position: the layout direction's.
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Sets the writing direction (stored as the text alignment's natural side; one line).
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    /// The first rectangle of `range` on screen.
    public func firstRect(for range: UITextRange) -> CGRect {
        _selectionRects(for: range).first?.rect ?? _caretRect(for: range.start)
    }

    /// The range of the character at `point`.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        guard let p = _closestPosition(to: point), let o = _offset(p) else { return nil }
        if let d = _documentOffset(p), d < 0 { return _UIOffsetTextRange(d..<(d + 1)) }   // a token's chip
        let r = _buffer.characterRange(at: min(o, max(0, _length - 1)))
        return _UIOffsetTextRange(r)
    }

    /// The nearest position to `point` inside `range`.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let r = _documentRange(range), let p = _closestPosition(to: point), let o = _documentOffset(p) else { return nil }
        return _UIOffsetTextPosition(min(max(o, r.lowerBound), r.upperBound))
    }

    // MARK: Geometry

    func _caretRect(for position: UITextPosition) -> CGRect {
        let o = _offset(position) ?? _length
        let rect = editingRect(forBounds: bounds)
        if _tokenCount > 0, let d = _documentOffset(position), d < 0 {
            // Before a token: at its chip's leading edge.
            let chip = _tokenFrames()[d + _tokenCount]
            let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? chip.maxX : chip.minX
            return CGRect(x: (x - _UITextFieldEditor.caretWidth / 2).rounded(), y: chip.minY, width: _UITextFieldEditor.caretWidth, height: chip.height)
        }
        let editor = _editor ?? _UITextFieldEditor(field: self)
        let layout = editor.displayLayout
        let x = editor.textOrigin(in: rect, layout: layout) + editor.caretX(at: o, layout: layout)
        let h = ceil(_font.lineHeight)
        return CGRect(x: (x - _UITextFieldEditor.caretWidth / 2).rounded(), y: (rect.midY - h / 2).rounded(), width: _UITextFieldEditor.caretWidth, height: h)
    }

    func _selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        if _tokenCount > 0, let d = _documentRange(range), d.lowerBound < 0 {
            // A search field's tokens: their chips, then the text's rectangles.
            let n = _tokenCount
            let chips = _tokenFrames()[(d.lowerBound + n)..<(min(0, d.upperBound) + n)].filter { !$0.isEmpty }
            let text = d.upperBound > 0 ? _selectionRects(for: _UIOffsetTextRange(0..<d.upperBound)).map(\.rect) : []
            let rects = chips + text
            return rects.enumerated().map { i, r in _UIFieldSelectionRect(rect: r, containsStart: i == 0, containsEnd: i == rects.count - 1) }
        }
        guard let r = _range(range), !r.isEmpty else { return [] }
        let rect = editingRect(forBounds: bounds)
        let editor = _editor ?? _UITextFieldEditor(field: self)
        guard let layout = editor.displayLayout else { return [] }
        let origin = editor.textOrigin(in: rect, layout: layout)
        let top = rect.midY - layout.size.height / 2
        let rects = layout.selectionRects(forUTF16Range: editor.displayOffset(r.lowerBound)..<editor.displayOffset(r.upperBound))
        return rects.enumerated().map { i, q in
            _UIFieldSelectionRect(rect: CGRect(x: origin + q.minX, y: top + q.minY, width: q.width, height: q.height),
                                  containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }

    func _closestPosition(to point: CGPoint) -> UITextPosition? {
        if _tokenCount > 0, let i = _tokenFrames().firstIndex(where: { !$0.isEmpty && $0.minX <= point.x && point.x < $0.maxX }) {
            return _UIOffsetTextPosition(i - _tokenCount)
        }
        let editor = _editor ?? _UITextFieldEditor(field: self)
        return _UIOffsetTextPosition(editor.offset(at: point))
    }
}

/// One rectangle of a text field's selection.
@MainActor final class _UIFieldSelectionRect: UITextSelectionRect {
    let _rect: CGRect
    let _start: Bool, _end: Bool
    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        _rect = rect; _start = containsStart; _end = containsEnd
        super.init()
    }
    override var rect: CGRect { _rect }
    override var containsStart: Bool { _start }
    override var containsEnd: Bool { _end }
}
