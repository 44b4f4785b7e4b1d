//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// A text view on screen: the paragraph views for what shows (and half a screen around it),
// placed at their paragraphs' tops; the content size; the caret and its blink; self-sizing
// while scrolling is off; links found by the data detectors.

extension UITextView {
    // MARK: Geometry

    /// The text container's origin in the view's content coordinates.
    var _containerOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + _textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width lines wrap at for a view `width` wide (0: unbounded).
    func _lineWidth(forViewWidth width: CGFloat) -> CGFloat {
        let container = _textContainer.widthTracksTextView ? width - textContainerInset.left - textContainerInset.right
            : _textContainer.size.width
        guard container > 0, container < 1e7 else { return 0 }
        return max(1, container - 2 * _textContainer.lineFragmentPadding)
    }

    /// A container rectangle in content coordinates.
    func _contentRect(fromContainer r: CGRect) -> CGRect {
        r.offsetBy(dx: _containerOrigin.x, dy: _containerOrigin.y)
    }

    /// The text offset nearest a point in content coordinates.
    func _offset(at point: CGPoint) -> Int {
        layoutIfNeeded()
        let o = _containerOrigin
        return _layout.offset(at: CGPoint(x: point.x - o.x, y: point.y - o.y))
    }

    /// The container's size changed, its padding, or the insets: everything is laid out again.
    func _containerDidChange() {
        _laidOutWidth = -1
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The container's line limit or line break mode changed: every paragraph is laid out again.
    func _containerLinesDidChange() {
        _layout.reset()
        _textDidReset()
    }

    // MARK: Tiling

    /// Half a screen above and below what shows is laid out ahead, so a scroll step usually
    /// only moves views.
    static let _prefetchScreens: CGFloat = 0.5

    func _layoutText() {
        if bounds.width != _laidOutWidth {
            _laidOutWidth = bounds.width
            let old = _layout.lineWidth
            _layout.setLineWidth(_lineWidth(forViewWidth: bounds.width))
            if _layout.lineWidth != old {
                for (_, v) in _fragments { _recycle(v) }
                _fragments.removeAll()
                if !isScrollEnabled { invalidateIntrinsicContentSize() }
            }
        }
        let origin = _containerOrigin
        // Typing that leaves every paragraph's height alone (most keys) moves no paragraph
        // view: only the caret is placed.
        let walk = _LayoutWalk(geometry: _layout.geometryVersion, bounds: bounds, origin: origin,
                               bottomInset: textContainerInset.bottom, scrolls: isScrollEnabled)
        if walk == _lastLayoutWalk, !_fragments.isEmpty {
            if _isEditing {
                _placeCaret()
                _caretPlacedByLayout = true
            }
            return
        }
        defer { _lastLayoutWalk = walk }
        let buffer = _engine.buffer
        let count = buffer.paragraphCount
        let margin = isScrollEnabled ? bounds.height * Self._prefetchScreens : 0
        let lo = isScrollEnabled ? bounds.minY - origin.y - margin : 0
        let hi = isScrollEnabled ? bounds.maxY - origin.y + margin : max(_layout.textHeight, bounds.height)
        var first = _layout.paragraph(atY: max(0, lo))
        // Measure what is about to show (estimates become real heights), then find the range again.
        var i = first
        while i < count, _layout.top(of: i) < hi {
            if _layout.heights.isEstimated(at: i) == true { _layout.measure(i..<(i + 1)) }
            i += 1
        }
        first = _layout.paragraph(atY: max(0, lo))
        var last = first
        while last < count, _layout.top(of: last) < hi { last += 1 }
        let shown = first..<max(first + 1, min(last, count))
        for (k, v) in _fragments where !shown.contains(k) || _layout.isHidden(k) {
            _recycle(v)
            _fragments[k] = nil
        }
        let clipHeight = isScrollEnabled ? max(bounds.height, 1) * 2 : .greatestFiniteMagnitude
        for k in shown where k < count && !_layout.isHidden(k) {
            let top = _layout.top(of: k)
            let height = CGFloat(_layout.heights.height(at: k) ?? 0)
            var frame = CGRect(x: origin.x, y: origin.y + top, width: _layout.lineWidth > 0 ? _layout.lineWidth : max(bounds.width - origin.x, 1),
                               height: max(height, 1))
            var clipTop: CGFloat = 0
            if height > clipHeight {
                // A very tall paragraph: only the band around what shows.
                clipTop = max(0, min(height - clipHeight, (lo + hi) / 2 - top - clipHeight / 2)).rounded(.down)
                frame = CGRect(x: frame.minX, y: frame.minY + clipTop, width: frame.width, height: clipHeight)
            }
            let v: _UITextParagraphView
            if let existing = _fragments[k] { v = existing } else {
                v = _fragmentPool.popLast() ?? _UITextParagraphView(frame: .zero)
                v.textView = self
                v.paragraph = k
                _fragments[k] = v
                insertSubview(v, at: 0)
                v.setNeedsDisplay()
            }
            if v.frame != frame || v.clipTop != clipTop {
                if v.frame.size != frame.size || v.clipTop != clipTop { v.setNeedsDisplay() }
                v.clipTop = clipTop
                v.frame = frame
            }
        }
        let size = CGSize(width: bounds.width, height: (origin.y + _layout.textHeight + textContainerInset.bottom).rounded(.up))
        if contentSize != size { contentSize = size }
        if _isEditing {
            _placeCaret()
            _caretPlacedByLayout = true
        }
    }

    /// What the last walk over the paragraph views depended on.
    struct _LayoutWalk: Equatable {
        var geometry: Int, bounds: CGRect, origin: CGPoint, bottomInset: CGFloat, scrolls: Bool
    }

    func _recycle(_ v: _UITextParagraphView) {
        v.removeFromSuperview()
        if _fragmentPool.count < 64 { _fragmentPool.append(v) }
    }

    /// Every paragraph view redraws (colours, links).
    func _redrawFragments() {
        for (_, v) in _fragments { v.setNeedsDisplay() }
    }

    /// The paragraph views showing `range` redraw (a selection that changed).
    func _redrawParagraphs(of range: Range<Int>) {
        guard !range.isEmpty else { return }
        let b = _engine.buffer
        let first = b.paragraphIndex(containing: range.lowerBound), last = b.paragraphIndex(containing: range.upperBound)
        if last - first > _fragments.count {
            for (k, v) in _fragments where k >= first && k <= last { v.setNeedsDisplay() }
        } else {
            for k in first...last { _fragments[k]?.setNeedsDisplay() }
        }
    }

    /// After one change to the text: the paragraph views after it move to their new indexes,
    /// the ones holding new text redraw.
    func _textDidChange(_ change: TextReplacement, oldParagraphCount: Int) {
        let first = change.paragraphs.lowerBound
        let before = _layout.memoizedLayout(of: first)?.whole
        _layout.textDidChange(change, oldParagraphCount: oldParagraphCount)
        let delta = _engine.buffer.paragraphCount - oldParagraphCount
        if delta != 0 {
            var moved: [Int: _UITextParagraphView] = [:]
            for (k, v) in _fragments {
                if k <= first { moved[k] = v; continue }
                // Paragraphs the change removed lose their views.
                if delta < 0, k <= first - delta { _recycle(v); continue }
                v.paragraph = k + delta
                moved[k + delta] = v
            }
            _fragments = moved
        }
        if delta == 0, change.paragraphs.count == 1, let v = _fragments[first], let before,
           let rect = _typingDamage(in: first, from: change.insertedRange.lowerBound, before: before, view: v) {
            v.setNeedsDisplay(rect)
        } else {
            for k in change.paragraphs { _fragments[k]?.setNeedsDisplay() }
        }
        // Beside exclusion paths the paragraphs below may flow anew.
        if !_layout.exclusionRects.isEmpty { _redrawFragments() }
        if !_detectedLinks.isEmpty || dataDetectorTypes != [] { _detectLinks() }
        setNeedsLayout()
    }

    /// What typing into one line of left-to-right text repaints of its paragraph view: from the
    /// changed word to the end of the longer line (nil: the whole paragraph).
    private func _typingDamage(in paragraph: Int, from offset: Int, before: TextLayout, view: _UITextParagraphView) -> CGRect? {
        let b = _engine.buffer
        guard view.clipTop == 0, _engine.selection.isCaret, _engine.markedRange == nil,
              effectiveUserInterfaceLayoutDirection == .leftToRight,
              let start = b.paragraphStart(paragraph), let after = _layout.geometryLayout(of: paragraph)?.whole,
              before.lineCount == 1, after.lineCount == 1, before.size.height == after.size.height,
              before.lineRects.first?.minX == 0, after.lineRects.first?.minX == 0 else { return nil }
        let content = b.paragraphContentRange(containing: start)
        guard !b._containsRightToLeft(in: content) else { return nil }
        let from = _UITextDamage.repaintStart(in: b, changedFrom: offset, lineStart: start)
        let x = after.caretRect(forUTF16Offset: from - start).minX
        return _UITextDamage.rect(startX: x, oldWidth: before.size.width, newWidth: after.size.width,
                                  height: view.bounds.height, margin: max(2, ceil(_font.lineHeight / 4)))
    }

    // MARK: Caret

    /// Puts the caret at the selection's head (hidden while there is a range), restarts its
    /// blink, and with `scroll` scrolls it into view.
    func _updateCaret(scroll: Bool = false) {
        guard _isEditing else { return }
        _caretPlacedByLayout = false
        layoutIfNeeded()
        if !_caretPlacedByLayout { _placeCaret() }
        _restartBlink()
        if scroll, isScrollEnabled {
            var r = _caret.frame.insetBy(dx: 0, dy: -2)
            r.size.height += textContainerInset.bottom
            scrollRectToVisible(r, animated: false)
        }
    }

    func _placeCaret() {
        let r = _contentRect(fromContainer: _layout.caretRect(at: _engine.selection.head))
        _caret.backgroundColor = tintColor
        let frame = CGRect(x: (r.minX - 1).rounded(), y: r.minY.rounded(), width: 2, height: ceil(r.height))
        if _caret.frame != frame { _caret.frame = frame }
        _selectionHandles.update()
    }

    func _restartBlink() {
        _caret.isHidden = !_engine.selection.isCaret
        _blink?.cancel()
        _blink = _ClockTimers.shared.schedule(after: 0.5, repeating: 0.5, ambient: true) { [weak self] in
            guard let self, self._engine.selection.isCaret else { return }
            self._caret.isHidden.toggle()
        }
    }

    // MARK: Sizing

    var _intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        if bounds.width > 0 {
            return CGSize(width: UIView.noIntrinsicMetric, height: _sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
        }
        return _sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    }

    /// The text's size at `size.width` (unbounded when huge or zero), with the insets.
    func _sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset, pad = _textContainer.lineFragmentPadding
        let width = size.width > 0 && size.width < 1e7 ? size.width : 0
        let lineWidth = width > 0 ? _lineWidth(forViewWidth: width) : 0
        var height: CGFloat = 0, widest: CGFloat = 0
        if lineWidth == _layout.lineWidth, width > 0 {
            _layout.measure(0..<_engine.buffer.paragraphCount)
            height = _layout.textHeight
        } else {
            // Another width: measured on the side, the view's own layout untouched.
            (height, widest) = _layout.size(atWidth: lineWidth)
        }
        let w = width > 0 ? width : (widest + 2 * pad + inset.left + inset.right).rounded(.up)
        return CGSize(width: w, height: (height + inset.top + inset.bottom).rounded(.up))
    }

    // MARK: Links

    /// The colour links draw in: `linkTextAttributes`' colour, else the tint colour.
    func _linkColor(_ traits: UITraitCollection) -> CGColor? {
        ((linkTextAttributes?[.foregroundColor] as? UIColor) ?? tintColor).resolvedColor(with: traits).cgColor
    }

    /// Whether links are underlined (only when `linkTextAttributes` says so).
    var _linksUnderlined: Bool {
        switch linkTextAttributes?[.underlineStyle] {
        case let i as Int: return i != 0
        case let s as NSUnderlineStyle: return s.rawValue != 0
        default: return false
        }
    }

    /// Finds the links `dataDetectorTypes` asks for (only while not editable, as on iOS).
    func _detectLinks() {
        let old = _detectedLinks
        _detectedLinks = isEditable || dataDetectorTypes.isEmpty ? [] : _UIDataDetector.links(in: _engine.text, types: dataDetectorTypes)
        if old.map(\.range) != _detectedLinks.map(\.range) { _redrawFragments() }
    }

    /// The link under `point` (content coordinates): a `.link` attribute or a detected link.
    func _link(at point: CGPoint) -> (range: Range<Int>, url: URL)? {
        guard isSelectable, !isEditable else { return nil }
        let o = _containerOrigin
        let local = CGPoint(x: point.x - o.x, y: point.y - o.y)
        let offset = _layout.offset(at: local)
        // The point must be on the character, not past a line's end.
        for candidate in [offset, offset - 1] where candidate >= 0 && candidate < _engine.buffer.utf16Count {
            let r = _layout.selectionRects(for: candidate..<(candidate + 1))
            guard r.contains(where: { $0.insetBy(dx: -2, dy: 0).contains(local) }) else { continue }
            if let l = _detectedLinks.first(where: { $0.range.contains(candidate) }) { return l }
            let attrs = _runs.attributes(at: candidate)
            let url = (attrs[.link] as? URL) ?? (attrs[.link] as? String).flatMap { URL(string: $0) }
            if let url {
                var lo = candidate, hi = candidate + 1
                while lo > 0, _UITextAttributeRuns.same(_runs.attributes(at: lo - 1), attrs) { lo -= 1 }
                while hi < _engine.buffer.utf16Count, _UITextAttributeRuns.same(_runs.attributes(at: hi), attrs) { hi += 1 }
                return (lo..<hi, url)
            }
        }
        return nil
    }
}
