//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// One component of a UIPickerView: a scroll view of rows on a cylinder (geometry, tiling of the
// visible rows, snapping and settling). Input is in _UIPickerWheel+Input.swift.

/// One wheel of a picker: a vertical scroll view whose content is the component's rows laid flat
/// (`row × rowHeight`), with insets that let the first and last rows reach the band. The scroll
/// view's pan, deceleration and rubber band move it; the wheel lays the visible rows onto a
/// cylinder (a row `d` points from the band is drawn at `R·sin(d/R)`, squeezed by `cos(d/R)`
/// and faded), snaps flings to rows and tells the picker where it came to rest.
@MainActor final class _UIPickerWheel: UIScrollView, UIScrollViewDelegate {
    /// The picker the wheel belongs to.
    weak var picker: UIPickerView?
    let component: Int
    var rows = 0
    var rowHeight = UIPickerView._defaultRowHeight
    /// Whether the delegate gives views (nil: not asked yet since the last reload).
    var givesViews: Bool?
    /// The cells of the rows on screen, by row.
    var visible: [Int: _UIPickerRowCell] = [:]
    /// Cells off screen, hidden, waiting for reuse.
    var recycled: [_UIPickerRowCell] = []
    /// The wheel's own eased turn (a tap, keys, the mouse wheel, `selectRow(animated:)`).
    var turn: _UIPickerTurn?
    /// A finger dragged since the last touch went down (its lift is the pan's business).
    var draggedSinceTouch = false
    /// Unused fraction of mouse-wheel notches.
    var wheelRemainder: CGFloat = 0
    /// Set while the wheel stops its own scroll-view motion (its end callback is not a rest).
    var stoppingQuietly = false

    /// How far round the cylinder the top and bottom edges are (radians): rows beyond are not shown.
    static let maxAngle: CGFloat = 1.2
    /// The system font size of titles (⚠ iOS's picker font, about 21–23 pt; 21 chosen).
    static let titleFontSize: CGFloat = 21

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        delaysContentTouches = false
        allowsKeyboardScrolling = false
        backgroundColor = nil
        addGestureRecognizer(_UIPickerWheelTouchTracker())
    }

    required init?(coder: NSCoder) { fatalError("a picker's wheel is made by its picker") }

    // MARK: Geometry

    /// Half the wheel's height: the band's centre, from the top.
    var half: CGFloat { bounds.height / 2 }
    /// The cylinder's radius: the edges are `maxAngle` round.
    var radius: CGFloat { max(1, half / sin(_UIPickerWheel.maxAngle)) }
    /// The content offset that puts `row` in the band.
    func offset(for row: Int) -> CGFloat { CGFloat(row) * rowHeight + rowHeight / 2 - half }
    /// The row in the band now (clamped to the rows; 0 when there are none).
    var currentRow: Int {
        guard rows > 0, rowHeight > 0 else { return 0 }
        let r = ((contentOffset.y + half - rowHeight / 2) / rowHeight).rounded()
        return r.isFinite ? Int(min(CGFloat(rows - 1), max(0, r))) : 0
    }
    /// Whether the wheel rests exactly on a row.
    var isAligned: Bool { abs(contentOffset.y - _pixelRounded(offset(for: currentRow))) < _pixel / 2 + 0.001 }

    /// Takes the component's rows again (after a reload): sizes, drops the rows' cells (their
    /// content is asked again) and shows the selected row.
    func _reload() {
        guard let picker, component < picker._components.count else { return }
        let info = picker._components[component]
        rows = info.rows
        rowHeight = info.rowHeight
        givesViews = nil
        for (_, cell) in visible { recycle(cell) }
        visible.removeAll()
        _stopTurn()
        _applyGeometry()
        setNeedsLayout()
    }

    /// Content size and insets for the current bounds and rows, resting on the selected row.
    func _applyGeometry() {
        let pad = max(0, half - rowHeight / 2)
        let inset = UIEdgeInsets(top: pad, left: 0, bottom: pad, right: 0)
        if contentInset != inset { contentInset = inset }
        let size = CGSize(width: bounds.width, height: CGFloat(rows) * rowHeight)
        if contentSize != size { contentSize = size }
        if !isDragging && !isDecelerating && turn == nil { _rest(on: picker?._selected(component) ?? 0) }
    }

    func _rest(on row: Int) {
        stopQuietly()
        contentOffset = CGPoint(x: 0, y: _pixelRounded(offset(for: row)))
    }

    override func _boundsDidChangeSize() {
        super._boundsDidChangeSize()
        _applyGeometry()
    }

    // MARK: Tiling

    /// Lays the visible rows onto the cylinder: only rows within `maxAngle` of the band get
    /// cells (reused); each is placed, squeezed and faded by its angle.
    override func layoutSubviews() {
        super.layoutSubviews()
        let h = rowHeight, r = radius, center = contentOffset.y + half
        let span = r * _UIPickerWheel.maxAngle
        var first = 0, last = -1
        if rows > 0, h > 0 {
            first = max(0, Int(((center - span) / h).rounded(.down)))
            last = min(rows - 1, Int(((center + span) / h).rounded(.down)))
        }
        if first <= last {
            for (row, cell) in visible where row < first || row > last { recycle(cell); visible[row] = nil }
        } else {
            for (_, cell) in visible { recycle(cell) }
            visible.removeAll()
        }
        guard first <= last else { return }
        let w = bounds.width
        // While the wheel moves, squeezed titles are sampled (cheaply) without smoothing; at
        // rest they are drawn smoothly again (one more frame).
        let moving = isTracking || isDragging || isDecelerating || turn != nil || _motion != nil
        for row in first...last {
            let cell = visible[row] ?? makeCell(row)
            let d = CGFloat(row) * h + h / 2 - center
            let a = d / r
            guard abs(a) < _UIPickerWheel.maxAngle + 0.15 else { cell.isHidden = true; continue }
            let c = cos(a)
            cell.isHidden = false
            if cell.bounds.size != CGSize(width: w, height: h) { cell.bounds = CGRect(x: 0, y: 0, width: w, height: h) }
            cell.center = CGPoint(x: w / 2, y: center + r * sin(a))
            // Squeezed as a strip of a cylinder seen from the front; a little narrower and
            // fainter as it turns away (a cheap perspective).
            cell.transform = CGAffineTransform(scaleX: 1 - 0.08 * (1 - c), y: max(0.01, c))
            cell.alpha = max(0.15, 0.15 + 0.85 * c * c)
            cell.setSampledQuickly(moving)
        }
    }

    /// A cell for `row`, reused when one is waiting.
    func makeCell(_ row: Int) -> _UIPickerRowCell {
        let cell: _UIPickerRowCell
        if let c = recycled.popLast() { cell = c } else {
            cell = _UIPickerRowCell()
            addSubview(cell)
        }
        configure(cell, row: row)
        visible[row] = cell
        return cell
    }

    func recycle(_ cell: _UIPickerRowCell) {
        cell.isHidden = true
        cell.row = -1
        recycled.append(cell)
    }

    /// Fills `cell` with `row`'s view or title from the delegate.
    func configure(_ cell: _UIPickerRowCell, row: Int) {
        cell.row = row
        guard let picker else { return }
        if let d = picker.delegate, givesViews != false {
            picker._defaultAnswered = false
            let v = d.pickerView(picker, viewForRow: row, forComponent: component, reusing: cell.content ?? spareContent())
            let implemented = !picker._defaultAnswered
            picker._defaultAnswered = false
            givesViews = implemented
            if implemented { return cell.show(view: v, rowHeight: rowHeight) }
        }
        cell.show(title: title(row), attributed: attributedTitle(row))
    }

    /// A delegate view left by a recycled cell, for `reusing:`.
    func spareContent() -> UIView? {
        for c in recycled.reversed() { if let v = c.content { c.content = nil; v.removeFromSuperview(); return v } }
        return nil
    }

    func title(_ row: Int) -> String? {
        guard let picker, let d = picker.delegate else { return nil }
        return d.pickerView(picker, titleForRow: row, forComponent: component)
    }

    func attributedTitle(_ row: Int) -> NSAttributedString? {
        guard let picker, let d = picker.delegate else { return nil }
        return d.pickerView(picker, attributedTitleForRow: row, forComponent: component)
    }

    /// The delegate's view of `row` if it is on screen.
    func _visibleDelegateView(row: Int) -> UIView? {
        layoutIfNeeded()
        guard givesViews == true, let cell = visible[row], !cell.isHidden else { return nil }
        return cell.content
    }

    // MARK: Settling

    /// Shows `row` in the band: at once, or turning there (`user`: a user's turn, which tells
    /// the picker when it ends).
    func _show(row: Int, animated: Bool, user: Bool) {
        let target = _pixelRounded(offset(for: row))
        guard animated, abs(target - contentOffset.y) > 0.001 else {
            _stopTurn()
            _rest(on: row)
            setNeedsLayout()
            return settle(user: user)
        }
        let distance = abs(target - contentOffset.y) / max(1, rowHeight)
        _turn(to: target, row: row, duration: min(0.45, 0.2 + 0.02 * distance), user: user)
    }

    /// The wheel stopped (a drag without fling, a fling's end, a turn's end): snaps to the
    /// nearest row if between rows, else tells the picker which row it rests on.
    func settle(user: Bool) {
        guard rows > 0 else { return }
        let row = currentRow
        if !isAligned { return _turn(to: _pixelRounded(offset(for: row)), row: row, duration: 0.15, user: user) }
        setNeedsLayout()   // (smooth titles again)
        picker?._wheelSettled(component, row: row, user: user)
    }

    /// Stops the scroll view's own motion without taking its end for a rest.
    func stopQuietly() {
        stoppingQuietly = true
        _stopMotion(finished: false)
        _endSmoothScroll()
        stoppingQuietly = false
    }

    /// Flings land on a row: the natural resting place moved to the nearest row.
    override func _proposedTargetContentOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint {
        guard rows > 0, rowHeight > 0 else { return natural }
        let r = ((natural.y + half - rowHeight / 2) / rowHeight).rounded()
        let row = r.isFinite ? Int(min(CGFloat(rows - 1), max(0, r))) : 0
        return CGPoint(x: 0, y: _pixelRounded(offset(for: row)))
    }

    // MARK: Input overrides (+Input)

    /// The mouse wheel turns rows (`_pickerScrollWheel`); trackpad scrolls drag.
    override package func _scrollWheel(_ event: UIEvent) -> Bool {
        _pickerScrollWheel(event) ?? super._scrollWheel(event)
    }

    /// A clicked wheel takes the arrow keys (its picker handles them).
    override var canBecomeFirstResponder: Bool { true }

    /// With the pointer resting over the wheel and no responder taking them, up/down, Page
    /// Up/Down and Home/End turn it without a click first (a row, five, the ends; a user's
    /// choice). At the first or last row they go on to the enclosing views, as the mouse wheel.
    override func _takeKeyUnderRestingPointer(_ press: UIPress, _ action: _KeyScroll) -> Bool {
        guard action.vertical != false, isScrollEnabled, press.key?.keyCode != .keyboardSpacebar else { return false }
        switch action.kind {
        case .step(let sign): return _step(by: sign < 0 ? -1 : 1)
        case .page(let sign): return _step(by: sign < 0 ? -5 : 5)
        case .edge(let end): return _step(by: end ? rows : -rows)
        }
    }

    // MARK: UIScrollViewDelegate (the wheel is its own)

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        draggedSinceTouch = true
        _stopTurn()
        picker?._focus(component)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle(user: true) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        // (A finger that caught the glide decides on its lift: a drag, or a settle.)
        guard !stoppingQuietly, !isTracking else { return }
        settle(user: true)
    }

    // MARK: Accessibility: an adjustable element per component

    override var _defaultIsAccessibilityElement: Bool { true }
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    /// The selected row's title ("March").
    override var _defaultAccessibilityValue: String? {
        guard rows > 0, let picker else { return nil }
        let row = picker._selected(component)
        if givesViews == true, let v = visible[row]?.content {
            return v.accessibilityLabel ?? (v as? UILabel)?.text
        }
        return attributedTitle(row)?.string ?? title(row)
    }
    /// Where the selected row is: "3 of 12", as VoiceOver says it after the title.
    override var accessibilityHint: String? {
        get { super.accessibilityHint ?? (rows > 0 ? "\((picker?._selected(component) ?? 0) + 1) of \(rows)" : nil) }
        set { super.accessibilityHint = newValue }
    }
    /// Next row (VoiceOver swipe up): a user's selection, the delegate is told.
    override func accessibilityIncrement() { _step(by: 1) }
    /// Previous row (VoiceOver swipe down).
    override func accessibilityDecrement() { _step(by: -1) }
}

/// The view of one row: the delegate's view centred in it, or a title label.
@MainActor final class _UIPickerRowCell: UIView {
    var row = -1
    /// The delegate's view shown (kept for reuse).
    var content: UIView?
    /// The title label (made on first use).
    var label: UILabel?
    /// Whether the label shows an attributed title.
    var attributed = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { fatalError("made by the picker") }

    /// Whether the title is sampled without smoothing when squeezed (while the wheel moves).
    var sampledQuickly = false

    func setSampledQuickly(_ quick: Bool) {
        guard quick != sampledQuickly, let l = label else { return }
        sampledQuickly = quick
        l.layer.minificationFilter = quick ? .nearest : .linear
    }

    func show(view v: UIView, rowHeight: CGFloat) {
        label?.isHidden = true
        if content !== v {
            content?.removeFromSuperview()
            content = v
        }
        if v.superview !== self { addSubview(v) }
        v.isHidden = false
        if v.bounds.size == .zero { v.bounds.size = CGSize(width: bounds.width, height: rowHeight) }
        setNeedsLayout()
    }

    func show(title: String?, attributed: NSAttributedString?) {
        content?.isHidden = true
        let l: UILabel
        if let existing = label { l = existing } else {
            l = UILabel()
            l.font = UIFont.systemFont(ofSize: _UIPickerWheel.titleFontSize)
            l.textColor = .label
            l.textAlignment = .center
            l.lineBreakMode = .byTruncatingTail
            // (Long titles shrink to fit the component before they are truncated, as on iOS ⚠.)
            l.adjustsFontSizeToFitWidth = true
            l.minimumScaleFactor = 0.6
            addSubview(l)
            label = l
        }
        l.isHidden = false
        if let a = attributed {
            if !self.attributed || l.attributedText != a { l.attributedText = a }
            self.attributed = true
        } else if self.attributed || l.text != title {
            if self.attributed {
                l.font = UIFont.systemFont(ofSize: _UIPickerWheel.titleFontSize)
                l.textColor = .label
                l.textAlignment = .center
            }
            l.text = title
            self.attributed = false
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        label?.frame = b.insetBy(dx: 2, dy: 0)
        if let v = content {
            v.center = CGPoint(x: b.midX, y: b.midY)
        }
    }
}
