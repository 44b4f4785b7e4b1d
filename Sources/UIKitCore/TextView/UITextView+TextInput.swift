//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// UITextInput for a text view: positions are UTF-16 offsets (`_UIOffsetTextPosition`), the
// selection and marked text are the engine's, geometry comes from the paragraph layout
// (content coordinates).

extension UITextView {
    func _offset(_ p: UITextPosition) -> Int? {
        guard let p = p as? _UIOffsetTextPosition else { return nil }
        return _engine.buffer.clamped(p.offset)
    }
    func _range(_ r: UITextRange) -> Range<Int>? {
        guard let r = r as? _UIOffsetTextRange else { return nil }
        let b = _engine.buffer
        return b.clamped(r.range.lowerBound)..<b.clamped(r.range.upperBound)
    }

    /// The text in `range` (nil for a range of another object).
    public func text(in range: UITextRange) -> String? {
        guard let r = _range(range) else { return nil }
        return _engine.buffer.substring(in: r)
    }

    /// Replaces the text in `range` (a user change: the delegate is asked).
    public func replace(_ range: UITextRange, withText text: String) {
        guard let r = _range(range) else { return }
        _perform(.replace(NSRange(location: r.lowerBound, length: r.count), text))
    }

    /// The selection.
    public var selectedTextRange: UITextRange? {
        get { _UIOffsetTextRange(_engine.selection.range) }
        set {
            guard let newValue, let r = _range(newValue) else { return }
            _setSelection(TextSelection(range: r))
        }
    }

    /// The marked (composing) text's range, nil when there is none.
    public var markedTextRange: UITextRange? {
        _engine.markedRange.map { _UIOffsetTextRange($0) }
    }

    /// Attributes for marked text (stored; marked text is underlined).
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { _markedTextStyle }
        set { _markedTextStyle = newValue }
    }

    /// Replaces the marked text (or the selection) with `markedText`, marked, selecting
    /// `selectedRange` inside it.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        _perform(.setMarkedText(markedText, selectedRange: selectedRange))
    }

    /// Commits the marked text as it is.
    public func unmarkText() {
        guard let m = _engine.markedRange else { return }
        _engine.unmarkText()
        _redrawParagraphs(of: m)
        _updateCaret()
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { _UIOffsetTextPosition(0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { _UIOffsetTextPosition(_engine.buffer.utf16Count) }

    /// The range between two positions (nil for positions of another object).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = _offset(fromPosition), let b = _offset(toPosition) else { return nil }
        return _UIOffsetTextRange(min(a, b)..<max(a, b))
    }

    /// The position `offset` UTF-16 units away (nil outside the text).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = _offset(position) else { return nil }
        let q = p + offset
        return q >= 0 && q <= _engine.buffer.utf16Count ? _UIOffsetTextPosition(q) : nil
    }

    /// The position `offset` steps away on screen: characters left or right, lines up or down.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let p = _offset(position) else { return nil }
        var engine = _engine
        engine.setSelection(TextSelection(caret: p))
        let move: TextMoveDirection
        switch direction {
        case .left: move = .left
        case .right: move = .right
        case .up: move = .up
        case .down: move = .down
        @unknown default: return nil
        }
        for _ in 0..<max(0, offset) { engine.moveCaret(move, by: .character, layout: _layout) }
        return _UIOffsetTextPosition(engine.selection.head)
    }

    /// How two positions compare.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        _UIOffsetTextRange.compare(_offset(position), _offset(other))
    }

    /// The UTF-16 distance between two positions.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (_offset(toPosition) ?? 0) - (_offset(from) ?? 0)
    }

    /// The view's tokenizer (by characters, words, sentences, paragraphs).
    public var tokenizer: any UITextInputTokenizer {
        if let t = _tokenizer { return t }
        let t = UITextInputStringTokenizer(textInput: self)
        _tokenizer = t
        return t
    }

    /// The end of `range` farthest in `direction`.
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        _range(range).map { _UIOffsetTextRange.farthest(in: $0, direction) }
    }

    /// The character next to `position` in `direction`.
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        _offset(position).map { _UIOffsetTextRange.character(byExtending: $0, direction, in: _engine.buffer) }
    }

    /// The writing direction at a position: the layout direction's.
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Sets the writing direction (not applied per range on Linux).
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    /// The first rectangle of `range` on screen.
    public func firstRect(for range: UITextRange) -> CGRect {
        _selectionRects(for: range).first?.rect ?? _caretRect(for: range.start)
    }

    /// The range of the character at `point`.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let o = _offset(at: point)
        return _UIOffsetTextRange(_engine.buffer.characterRange(at: min(o, max(0, _engine.buffer.utf16Count - 1))))
    }

    /// The nearest position to `point` inside `range`.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let r = _range(range) else { return nil }
        return _UIOffsetTextPosition(min(max(_offset(at: point), r.lowerBound), r.upperBound))
    }

    // MARK: Geometry

    func _caretRect(for position: UITextPosition) -> CGRect {
        layoutIfNeeded()
        let r = _contentRect(fromContainer: _layout.caretRect(at: _offset(position) ?? _engine.buffer.utf16Count))
        return CGRect(x: (r.minX - 1).rounded(), y: r.minY.rounded(), width: 2, height: ceil(r.height))
    }

    func _selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = _range(range), !r.isEmpty else { return [] }
        layoutIfNeeded()
        let rects = _layout.selectionRects(for: r).map { _contentRect(fromContainer: $0) }
        return rects.enumerated().map { i, q in
            _UIFieldSelectionRect(rect: q, containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }
}
