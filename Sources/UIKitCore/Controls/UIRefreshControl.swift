//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitPhysics

/// A control above a scroll view's content that starts a refresh when pulled down.
///
/// Set it as a scroll view's `refreshControl` (it becomes the scroll view's back-most subview).
/// Pulling the content down far enough while dragging sends `.valueChanged` once and starts
/// refreshing: a spinner turns and the content rests below the control (the scroll view's
/// `adjustedContentInset.top` grows by its height, as on iOS) until `endRefreshing()`.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    /// The control's height at rest and while refreshing (⚠ ~60 pt on iOS).
    static let _height: CGFloat = 60
    /// How far past the top the content must be pulled, while dragging, to start (⚠ iOS
    /// starts at roughly 100–130 pt of overscroll).
    static let _triggerDistance: CGFloat = 110
    static let _tickCount = 8
    static let _spinnerSize: CGFloat = 20

    @exclusivity(unchecked) var _isRefreshing = false
    /// What this control adds to its scroll view's top inset (its height while refreshing).
    @exclusivity(unchecked) var _insetApplied: CGFloat = 0
    /// How many ticks the pull has revealed (all of them while refreshing).
    @exclusivity(unchecked) var _shownTicks = -1
    let _spinner = CALayer()
    var _ticks: [CALayer] = []
    var _titleLabel: UILabel?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpRefreshControl()
    }

    /// Archives are not supported on Linux: builds a default refresh control.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpRefreshControl()
    }

    /// Whether a refresh is running (from a pull or `beginRefreshing()`).
    open var isRefreshing: Bool { _isRefreshing }

    /// A title shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet { _titleDidChange() }
    }

    /// Starts refreshing from code: the spinner turns and the content rests below the control.
    /// Sends no `.valueChanged` (as on iOS) and does not scroll the content into view.
    open func beginRefreshing() { _beginRefreshing(sendingEvent: false) }

    /// Ends the refresh: the spinner stops and the content slides back to the top.
    open func endRefreshing() { _endRefreshing() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _colorTicks()
    }
}

// The spinner, the title and the refresh's start and end.
extension UIRefreshControl {
    /// The spinner's colour: the control's own tint when set, grey otherwise (as on iOS, where
    /// it does not inherit the window's tint).
    var _spinnerColor: CGColor { (_tintColor ?? UIColor.gray).cgColor }

    func _setUpRefreshControl() {
        // Touches in the revealed area scroll the content (a control would keep them).
        isUserInteractionEnabled = false
        let s = UIRefreshControl._spinnerSize
        _spinner.bounds = CGRect(x: 0, y: 0, width: s, height: s)
        _UIPartLayerDelegate.attach(_spinner, to: layer)
        let n = UIRefreshControl._tickCount
        for i in 0..<n {
            let tick = CALayer()
            let angle = CGFloat(i) * 2 * .pi / CGFloat(n)
            let r: CGFloat = 6.5
            tick.bounds = CGRect(x: 0, y: 0, width: 2.5, height: 6)
            tick.cornerRadius = 1.25
            tick.position = CGPoint(x: s / 2 + r * sin(angle), y: s / 2 - r * cos(angle))
            tick.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            _UIPartLayerDelegate.attach(tick, to: _spinner)
            _ticks.append(tick)
        }
        _colorTicks()
        _showTicks(0)
    }

    func _colorTicks() {
        let c = _spinnerColor
        for t in _ticks { t.backgroundColor = c }
    }

    /// Shows the first `count` ticks (the pull's progress); all, fading round, while refreshing.
    func _showTicks(_ count: Int) {
        let n = _ticks.count
        let count = _isRefreshing ? n : min(n, max(0, count))
        guard count != _shownTicks else { return }
        _shownTicks = count
        for (i, t) in _ticks.enumerated() {
            t.isHidden = i >= count
            // Refreshing: a bright head and a fading tail, turned by the spinner's rotation.
            t.opacity = _isRefreshing ? Float(0.25 + 0.75 * Double(i + 1) / Double(n)) : 1
        }
    }

    func _titleDidChange() {
        if let t = attributedTitle, t.length > 0 {
            let label = _titleLabel ?? UILabel()
            if _titleLabel == nil { _titleLabel = label; addSubview(label) }
            label.attributedText = t
            label.textAlignment = .center
        } else {
            _titleLabel?.removeFromSuperview()
            _titleLabel = nil
        }
        setNeedsLayout()
        (superview as? UIScrollView)?.setNeedsLayout()
    }

    /// Places the spinner (and the title under it) in the middle of the part of the control the
    /// pull reveals, `visibleTop` being the top of that part in the control's coordinates.
    func _placeSpinner(visibleTop: CGFloat) {
        let b = bounds
        let top = max(b.minY, visibleTop)
        let visible = max(0, b.maxY - top)
        let titleHeight = _titleLabel.map { $0.intrinsicContentSize.height + 4 } ?? 0
        let block = UIRefreshControl._spinnerSize + titleHeight
        let cy = top + min(UIRefreshControl._height, visible) / 2 - titleHeight / 2
        _spinner.position = CGPoint(x: b.midX, y: cy)
        if let label = _titleLabel {
            label.frame = CGRect(x: b.minX, y: cy + block / 2 - titleHeight / 2 + 4, width: b.width, height: titleHeight - 4)
        }
    }

    func _startSpinning() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = CGFloat(0)
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        _spinner.add(spin, forKey: "spin")
    }

    func _beginRefreshing(sendingEvent: Bool) {
        guard !_isRefreshing else { return }
        _isRefreshing = true
        _shownTicks = -1
        _showTicks(_ticks.count)
        _startSpinning()
        if let sv = superview as? UIScrollView, sv._refreshControl === self {
            sv._setRefreshInset(UIRefreshControl._height, of: self)
        }
        if sendingEvent { sendActions(for: .valueChanged) }
    }

    func _endRefreshing() {
        guard _isRefreshing else { return }
        _isRefreshing = false
        _spinner.removeAnimation(forKey: "spin")
        _shownTicks = -1
        _showTicks(0)
        guard let sv = superview as? UIScrollView, sv._refreshControl === self else { _insetApplied = 0; return }
        sv._setRefreshInset(0, of: self)
        // Resting on the control (or part of it): slide back to the top.
        let o = sv.contentOffset, mn = sv._minOffset
        if sv._drag == nil, sv._motion == nil, o.y < mn.y {
            sv._startOffsetAnimation(to: CGPoint(x: o.x, y: mn.y))
        }
    }
}

extension UIScrollView {
    func _setRefreshControl(_ control: UIRefreshControl?) {
        guard control !== _refreshControl else { return }
        if let old = _refreshControl {
            if old.superview === self { old.removeFromSuperview() }
            if old._insetApplied != 0 { old._insetApplied = 0; _updateAdjustedContentInset() }
        }
        _refreshControl = control
        guard let c = control else { return }
        // Behind the content, as on iOS.
        insertSubview(c, at: 0)
        if c._isRefreshing { _setRefreshInset(UIRefreshControl._height, of: c) }
        setNeedsLayout()
    }

    /// The top inset the refresh control adds to `adjustedContentInset` (its height while it
    /// refreshes; read by `_updateAdjustedContentInset`).
    var _refreshInset: CGFloat { _refreshControl?._insetApplied ?? 0 }

    /// Changes the refresh control's inset. A drag in progress goes on from what shows: its
    /// unbanded start moves so that the content does not jump when the range changes.
    func _setRefreshInset(_ value: CGFloat, of control: UIRefreshControl) {
        guard control._insetApplied != value else { return }
        control._insetApplied = value
        _updateAdjustedContentInset()
        guard var d = _drag else { return }
        let o = contentOffset.y, lo = _minOffset.y, hi = _maxOffset.y
        let rb = RubberBand(dimension: Double(max(1, bounds.height)))
        var unbanded = o
        if o < lo { unbanded = lo + CGFloat(rb.overshoot(forOffset: Double(o - lo))) }
        if o > hi { unbanded = hi + CGFloat(rb.overshoot(forOffset: Double(o - hi))) }
        guard unbanded.isFinite else { return }
        let tr = panGestureRecognizer.translation(in: self)
        let want = d.startOffset.y - (tr.y - d.startTranslation.y)
        d.startOffset.y += unbanded - want
        _drag = d
    }

    /// The offset changed: a drag pulled far enough past the top starts the refresh.
    func _refreshControlDidScroll() {
        guard let rc = _refreshControl, rc.superview === self, !rc._isRefreshing, rc.isEnabled, _drag != nil,
              _minOffset.y - contentOffset.y >= UIRefreshControl._triggerDistance else { return }
        rc._beginRefreshing(sendingEvent: true)
    }

    /// Lays the refresh control out (from `layoutSubviews`): its bottom on the content's top
    /// (above `contentInset.top`), stretched up to the top of what the pull reveals.
    func _layoutRefreshControl() {
        guard let rc = _refreshControl, rc.superview === self else { return }
        let b = bounds, h = UIRefreshControl._height
        let bottom = -_contentInset.top
        // The top of the visible area below any bars (the safe-area part of the inset).
        let visibleTop = b.minY + (_adjustedInset.top - _contentInset.top - rc._insetApplied)
        let top = min(bottom - h, visibleTop)
        rc.frame = CGRect(x: b.minX, y: top, width: b.width, height: bottom - top)
        // Scrolled out of sight: nothing to place (no layer changes on every scroll frame).
        guard visibleTop < bottom else {
            if !rc._isRefreshing { rc._showTicks(0) }
            return
        }
        if !rc._isRefreshing {
            let pulled = bottom - visibleTop
            let n = rc._ticks.count
            rc._showTicks(Int((pulled / UIRefreshControl._triggerDistance * CGFloat(n)).rounded(.down)))
        }
        rc._placeSpinner(visibleTop: visibleTop - top)
    }
}
