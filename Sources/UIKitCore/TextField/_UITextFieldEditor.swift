//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

/// A text field's editing session, from becoming first responder to resigning: the text in
/// the editing engine (`UIKitTextEditing`), the caret (a small view of its own, so its blink
/// repaints nothing else), the selection, and the sideways scroll that keeps the caret in view.
/// Every user change goes through `perform(_:)`, which asks the delegate first.
@MainActor final class _UITextFieldEditor {
    unowned let field: UITextField
    var engine: TextEditingEngine
    let caret = UIView()
    /// The view the text is drawn in while editing (so a key doesn't repaint the border).
    private(set) lazy var canvas = _UITextFieldCanvas(field: field)
    /// The grabbers at the ends of a range selection.
    private(set) lazy var handles = _UITextSelectionHandles(host: field)
    /// How far the text is scrolled left to keep the caret in view.
    var scrollX: CGFloat = 0
    /// Set by the field when a change left the text before this offset alone: the next
    /// `updateCaret` repaints from there on, not the whole line.
    var changedFrom: Int?
    /// Where the text was last drawn: its left edge and width (field coordinates).
    private var drawn: (origin: CGFloat, width: CGFloat)?
    /// A search field's selected tokens, by index (nil: none). While set, the caret hides and
    /// the selection is these tokens and, when they run to the last one, the engine's text
    /// selection (a caret at 0 or a range from 0).
    var selectedTokens: Range<Int>?
    private var blink: _ClockTimers.Token?
    /// The caret blinks: shown, then hidden, every half second (shown again after each change).
    static let blinkInterval: TimeInterval = 0.5
    static let caretWidth: CGFloat = 2

    init(field: UITextField) {
        self.field = field
        engine = TextEditingEngine(text: field._attributedText.string)
        caret.isUserInteractionEnabled = false
        caret.accessibilityIdentifier = "_caret"
        caret.isAccessibilityElement = false
    }

    func start() {
        canvas.frame = field.bounds
        field.insertSubview(canvas, at: 0)
        field.addSubview(caret)
        field.setNeedsDisplay()
        restartBlink()
    }

    func stop() {
        blink?.cancel()
        blink = nil
        caret.removeFromSuperview()
        canvas.removeFromSuperview()
        handles.hide()
        field.setNeedsDisplay()
    }

    private func restartBlink() {
        caret.isHidden = !engine.selection.isCaret || selectedTokens != nil
        blink?.cancel()
        blink = _ClockTimers.shared.schedule(after: Self.blinkInterval, repeating: Self.blinkInterval, ambient: true) { [weak self] in
            guard let self, self.engine.selection.isCaret, self.selectedTokens == nil else { return }
            self.caret.isHidden.toggle()
        }
    }

    // MARK: Geometry

    /// The one-line layout of what shows (bullets for a secure field).
    /// With `adjustsFontSizeToFitWidth`, the font shrinks as the text grows (down to
    /// `minimumFontSize`), then the text scrolls, as iOS's fields do while editing.
    /// One layout per change: the one measured is the one drawn (`draw(in:)` draws it as is).
    var displayLayout: TextLayout? {
        guard let s = field._displayString(forPlaceholder: false) else {
            field._editingFontScale = 1
            return nil
        }
        field._editingFontScale = 1
        var layout = lineLayout(of: s)
        let full = field._font.pointSize
        if field.adjustsFontSizeToFitWidth, full > 0, let natural = layout {
            let available = field.editingRect(forBounds: field.bounds).width - Self.caretWidth
            let smallest = min(1, field.minimumFontSize / full)
            if smallest > 0, available > 0, natural.size.width > available {
                // Whole half points, as a font menu would: the width follows the size closely
                // but not exactly (hinting), so step down until it fits or the minimum is reached.
                var points = max(full * smallest, ((full * available / natural.size.width) * 2).rounded(.down) / 2)
                while true {
                    field._editingFontScale = points / full
                    layout = lineLayout(of: s)
                    if (layout?.size.width ?? 0) <= available || points <= full * smallest { break }
                    points = max(full * smallest, points - 0.5)
                }
            }
        }
        return layout
    }

    /// `s` on one unbounded line, in the editing font and the text colour, left-aligned.
    private func lineLayout(of s: NSAttributedString) -> TextLayout? {
        let d = field._drawer
        d.lineBreakMode = .byClipping
        d.adjustsFontSizeToFitWidth = false
        d.textAlignment = .left
        field._prepareDrawer(s)
        return d._layout(width: nil, lines: 1, forDrawing: true)
    }

    /// The display offset of a text offset (a secure field shows one bullet per character).
    func displayOffset(_ offset: Int) -> Int {
        guard field.isSecureTextEntry else { return offset }
        let u = engine.text.utf16
        let end = u.index(u.startIndex, offsetBy: min(max(0, offset), u.count))
        return String(engine.text[..<(String.Index(end, within: engine.text) ?? engine.text.endIndex)]).count
    }

    /// The text offset of a display offset.
    func textOffset(_ display: Int) -> Int {
        guard field.isSecureTextEntry else { return display }
        let t = engine.text
        let i = t.index(t.startIndex, offsetBy: min(max(0, display), t.count))
        return t.utf16.distance(from: t.utf16.startIndex, to: i)
    }

    /// The text's width and where its left edge sits in the editing rect (alignment, scroll).
    func textOrigin(in rect: CGRect, layout: TextLayout?) -> CGFloat {
        let width = layout?.size.width ?? 0
        guard width < rect.width else { return rect.minX - scrollX }
        var a = field.textAlignment
        if a == .natural || a == .justified { a = field.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left }
        switch a {
        case .center: return rect.minX + ((rect.width - width) / 2).rounded()
        case .right: return rect.maxX - width
        default: return rect.minX
        }
    }

    /// The caret's x in the text's own coordinates.
    func caretX(at offset: Int, layout: TextLayout?) -> CGFloat {
        guard let layout else { return 0 }
        return layout.caretRect(forUTF16Offset: displayOffset(offset)).minX
    }

    /// The text offset nearest `point` (field coordinates).
    func offset(at point: CGPoint) -> Int {
        let rect = field.editingRect(forBounds: field.bounds)
        let layout = displayLayout
        guard let layout else { return 0 }
        let x = point.x - textOrigin(in: rect, layout: layout)
        return textOffset(layout.utf16Offset(at: CGPoint(x: x, y: layout.size.height / 2)))
    }

    /// Scrolls so the caret shows, then puts the caret view at it.
    func updateCaret() {
        let rect = field.editingRect(forBounds: field.bounds)
        let layout = displayLayout
        let width = layout?.size.width ?? 0
        let x = caretX(at: engine.selection.head, layout: layout)
        if width < rect.width { scrollX = 0 }
        else {
            if x - scrollX > rect.width - Self.caretWidth { scrollX = x - rect.width + Self.caretWidth }
            if x - scrollX < 0 { scrollX = x }
            scrollX = min(max(0, scrollX), max(0, width - rect.width + Self.caretWidth))
        }
        let h = ceil(field._editingFont.lineHeight)
        let origin = textOrigin(in: rect, layout: layout)
        caret.backgroundColor = field.tintColor
        caret.frame = CGRect(x: (origin + x - Self.caretWidth / 2).rounded(), y: (rect.midY - h / 2).rounded(), width: Self.caretWidth, height: h)
        restartBlink()
        repaint(in: rect, origin: origin, layout: layout)
        handles.update()
    }

    /// The selection's ends as caret rectangles (field coordinates), nil without a range.
    var selectionEndRects: (start: CGRect, end: CGRect)? {
        let sel = engine.selection.range
        guard !sel.isEmpty, selectedTokens == nil else { return nil }
        let rect = field.editingRect(forBounds: field.bounds)
        let layout = displayLayout
        let origin = textOrigin(in: rect, layout: layout)
        let h = ceil(field._editingFont.lineHeight)
        let y = (rect.midY - h / 2).rounded()
        func caret(_ offset: Int) -> CGRect {
            CGRect(x: min(max(origin + caretX(at: offset, layout: layout), rect.minX), rect.maxX), y: y, width: 0, height: h)
        }
        return (caret(sel.lowerBound), caret(sel.upperBound))
    }

    /// Asks the canvas to redraw what changed: after typing into left-to-right text that didn't
    /// move, from the changed word to the end of the longer line; otherwise everything.
    private func repaint(in rect: CGRect, origin: CGFloat, layout: TextLayout?) {
        let from = changedFrom
        let was = drawn
        changedFrom = nil
        let width = layout?.size.width ?? 0
        drawn = (origin, width)
        let b = engine.buffer
        guard let from, let was, was.origin == origin, was.width > 0, width > 0, let layout,
              !field.isSecureTextEntry, engine.selection.isCaret, engine.markedRange == nil,
              !b._containsRightToLeft(in: 0..<b.utf16Count) else {
            canvas.setNeedsDisplay()
            return
        }
        let start = _UITextDamage.repaintStart(in: b, changedFrom: from, lineStart: 0)
        var r = _UITextDamage.rect(startX: caretX(at: start, layout: layout), oldWidth: was.width, newWidth: width,
                                   height: rect.height, margin: max(2, ceil(field._editingFont.lineHeight / 4)))
        // Field coordinates to the canvas's (its origin sits at `frame.origin` in the field).
        let o = canvas.frame.origin
        r = r.offsetBy(dx: origin - o.x, dy: rect.minY - o.y)
        canvas.setNeedsDisplay(r.intersection(rect.offsetBy(dx: -o.x, dy: -o.y)))
    }

    // MARK: Drawing

    /// The selection's highlight, then the text, scrolled and clipped to `rect`.
    func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let layout = displayLayout
        let origin = textOrigin(in: rect, layout: layout)
        ctx.saveGState()
        ctx.clip(to: rect)
        let sel = engine.selection.range
        if !sel.isEmpty, let layout {
            let lo = displayOffset(sel.lowerBound), hi = displayOffset(sel.upperBound)
            field.tintColor.withAlphaComponent(0.25).setFill()
            let top = rect.midY - layout.size.height / 2
            for r in layout.selectionRects(forUTF16Range: lo..<hi) {
                ctx.fill(CGRect(x: origin + r.minX, y: top + r.minY, width: r.width, height: r.height))
            }
        }
        if let marked = engine.markedRange, !marked.isEmpty, let layout {
            // Marked (composing) text is underlined.
            field.textColor?.setFill()
            let top = rect.midY - layout.size.height / 2
            for r in layout.selectionRects(forUTF16Range: displayOffset(marked.lowerBound)..<displayOffset(marked.upperBound)) {
                ctx.fill(CGRect(x: origin + r.minX, y: (top + r.maxY - 1).rounded(), width: r.width, height: 1))
            }
        }
        if let layout {
            // Vertically centred on whole points, as a label draws its text.
            let y = rect.minY + ((rect.height - layout.size.height) / 2).rounded(.down)
            layout.draw(in: ctx, rect: CGRect(x: origin, y: y, width: layout.size.width + 1, height: layout.size.height))
        }
        ctx.restoreGState()
    }

    // MARK: Changes

    /// A one-line view of the field for the engine's line moves (Home/End, up/down).
    var lineLayout: _UITextFieldLineLayout {
        let b = engine.buffer
        // Bidirectional text moves as it shows (not in a secure field, whose bullets run one way).
        let visual = !field.isSecureTextEntry && b._containsRightToLeft(in: 0..<b.utf16Count)
        return _UITextFieldLineLayout(count: b.utf16Count, display: visual ? displayLayout : nil)
    }

    /// Makes a user change: the engine proposes it, the delegate may refuse it, then it is
    /// applied and told (`.editingChanged`, the notification, the selection change).
    @discardableResult
    func perform(_ command: TextCommand) -> Bool {
        // A search field's tokens: Backspace at the start of the text, edits over selected tokens.
        if selectedTokens != nil || engine.selection.head == 0, let handled = field._performOverTokens(command) { return handled }
        guard let edit = engine.edit(for: command, layout: lineLayout) else { return false }
        if let d = field.delegate, !d.textField(field, shouldChangeCharactersIn: edit.nsRange, replacementString: edit.replacement) {
            return false
        }
        guard let result = engine.apply(edit) else { return false }
        field._editorDidChangeText([result.replacement])
        _UITextUndo.didApply(result, kind: edit.kind, by: field)
        return true
    }

    /// Moves the caret or extends the selection, and tells the delegate.
    func move(_ direction: TextMoveDirection, by granularity: TextGranularity, extending: Bool) {
        if selectedTokens != nil || engine.selection.head == 0, field._moveOverTokens(direction, by: granularity, extending: extending) { return }
        let before = engine.selection
        engine.moveCaret(direction, by: granularity, extendingSelection: extending, layout: lineLayout)
        if engine.selection != before { selectionChanged() }
        else { updateCaret() }
    }

    func setSelection(_ selection: TextSelection) {
        if selectedTokens != nil {
            selectedTokens = nil
            field.setNeedsDisplay()
        } else if selection == engine.selection {
            return updateCaret()
        }
        engine.setSelection(selection)
        selectionChanged()
    }

    /// Selects a search field's `tokens` (by index) and, in the text, `text` (a caret at 0, or a
    /// range from 0 when the tokens run to the last one).
    func selectTokens(_ tokens: Range<Int>, text: Range<Int> = 0..<0) {
        engine.setSelection(TextSelection(range: text))
        selectedTokens = tokens
        field.setNeedsDisplay()
        selectionChanged()
    }

    func selectionChanged() {
        updateCaret()
        let sel = engine.selection
        if !sel.isCaret, !field.isSecureTextEntry, let s = engine.buffer.substring(in: sel.range) { _UIPrimarySelection.offer(s) }
        field.delegate?.textFieldDidChangeSelection(field)
        UIAccessibility._observer?.accessibilityEvent(.selectionChanged(field))
    }
}

/// A text field's one line, for the engine's line moves: Home and End go to its ends, up and
/// down have nowhere to go.
struct _UITextFieldLineLayout: TextLineLayout {
    let count: Int
    /// The field's one-line layout when its text is bidirectional (nil: logical moves).
    var display: TextLayout?

    /// Left and Right as Pango shows bidirectional text; nil (logical) otherwise.
    func visualCharacterMove(from position: TextPosition, toLeft: Bool) -> TextPosition? {
        guard let display, let moved = display.visualCursorMove(fromUTF16Offset: position.offset, toLeft: toLeft) else { return nil }
        return TextPosition(min(moved, count))
    }
    func lineRange(containing position: TextPosition) -> Range<Int> { 0..<count }
    func caretX(at position: TextPosition) -> Double { Double(position.offset) }
    func position(closestToX x: Double, onLineAdjacentTo position: TextPosition, below: Bool) -> TextPosition? { nil }
}
