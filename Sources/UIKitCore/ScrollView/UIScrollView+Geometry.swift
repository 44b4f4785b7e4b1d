//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Geometry: the offset, the content size and insets, the adjusted insets and the range the
// content may rest in; programmatic scrolling (setContentOffset, scrollRectToVisible).
extension UIScrollView {
    static func _finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    static func _finite(_ i: UIEdgeInsets) -> Bool { i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite }

    func _setContentOffset(_ offset: CGPoint) {
        guard UIScrollView._finite(offset) else {
            return UIKitLog.warning("UIScrollView.contentOffset: non-finite \(offset) ignored", category: "UIScrollView")
        }
        let b = bounds
        guard b.origin != offset else { return }
        bounds = CGRect(origin: offset, size: b.size)
    }

    /// Called by the `bounds` override after every change (size changes arrive through
    /// `_boundsDidChangeSize()`, whatever set them).
    func _boundsDidChange(from old: CGRect) {
        if super.bounds.origin != old.origin {
            if !_followingAdjustedInset { _hasScrolled = true }
            // A constrained frame guide stays over the visible part.
            if let g = _frameGuide, g._node != nil { _UILayoutEngine.main.guideInsetsDidChange(g) }
            _didScroll()
        }
    }

    /// The offset changed (however): lay out again (lists tile here), move the indicators, tell
    /// the delegate.
    func _didScroll() {
        setNeedsLayout()
        _indicatorsDidScroll()
        if _refreshControl != nil { _refreshControlDidScroll() }
        _barCollapseController?._contentDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    func _setContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite else {
            return UIKitLog.warning("UIScrollView.contentSize: non-finite \(size) ignored", category: "UIScrollView")
        }
        let s = CGSize(width: max(0, size.width), height: max(0, size.height))
        if s != size {
            UIKitLog.warning("UIScrollView.contentSize: negative \(size) counts as \(s)", category: "UIScrollView")
        }
        guard s != _contentSize else { return }
        _contentSize = s
        _updateAdjustedContentInset()
        _indicatorsNeedUpdate()
        setNeedsLayout()
    }

    func _setContentInset(_ inset: UIEdgeInsets) {
        guard UIScrollView._finite(inset) else {
            return UIKitLog.warning("UIScrollView.contentInset: non-finite \(inset) ignored", category: "UIScrollView")
        }
        guard inset != _contentInset else { return }
        _contentInset = inset
        _updateAdjustedContentInset()
        _indicatorsNeedUpdate()
        setNeedsLayout()
    }

    /// Whether the content scrolls along each axis by size (ignoring `alwaysBounce…`).
    var _contentExceeds: (horizontal: Bool, vertical: Bool) {
        let b = bounds.size, i = _contentInset
        return (_contentSize.width + i.left + i.right > b.width + 0.001,
                _contentSize.height + i.top + i.bottom > b.height + 0.001)
    }

    /// True when the scroll view is the root view of a controller shown by a navigation or tab
    /// bar controller (`.automatic` then always adjusts top and bottom, as on iOS).
    var _isContentOfBarController: Bool {
        guard let vc = _viewController, vc.viewIfLoaded === self, let p = vc.parent else { return false }
        return p is UINavigationController || p is UITabBarController
    }

    /// Recomputes `adjustedContentInset`; on a change calls `adjustedContentInsetDidChange()`
    /// and the delegate.
    /// `keepTop`: the change comes from the safe area (a bar appearing, the window's insets):
    /// the content view of a bar controller resting at the top, or any scroll view not scrolled
    /// yet, then stays at the top (its first row below the bar), as on iOS; a change of
    /// `contentInset` in code, or a scrolled scroll view elsewhere, keeps its offset.
    func _updateAdjustedContentInset(keepTop: Bool = false) {
        let safe = contentInsetAdjustmentBehavior == .never ? .zero : safeAreaInsets
        var add = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: add = safe
        case .scrollableAxes, .automatic:
            let ex = _contentExceeds
            let vertical = ex.vertical || alwaysBounceVertical
                || (contentInsetAdjustmentBehavior == .automatic && _isContentOfBarController)
            let horizontal = ex.horizontal || alwaysBounceHorizontal
            if vertical { add.top = safe.top; add.bottom = safe.bottom }
            if horizontal { add.left = safe.left; add.right = safe.right }
        }
        let i = _contentInset
        let adjusted = UIEdgeInsets(top: i.top + add.top + _refreshInset, left: i.left + add.left,
                                    bottom: i.bottom + add.bottom, right: i.right + add.right)
        guard adjusted != _adjustedInset else { return }
        // Content resting at the top stays at the top when the inset changes (a bar appearing
        // moves a list's first row below it, as on iOS).
        // So does a scroll view that has not been scrolled yet (a table under a navigation bar
        // starts with its first row below the bar, wherever it is in the controller's view).
        let atTop = keepTop && (_isContentOfBarController || !_hasScrolled) && abs(bounds.origin.y + _adjustedInset.top) < 0.5
            && !_isTracking && !_isDecelerating
        _adjustedInset = adjusted
        if atTop, adjusted.top.isFinite {
            _followingAdjustedInset = true
            bounds.origin.y = -adjusted.top
            _followingAdjustedInset = false
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        _indicatorsNeedUpdate()
    }

    /// The smallest resting offset.
    var _minOffset: CGPoint { CGPoint(x: -_adjustedInset.left, y: -_adjustedInset.top) }
    /// The largest resting offset (never below the smallest).
    var _maxOffset: CGPoint {
        let b = bounds.size, i = _adjustedInset, mn = _minOffset
        return CGPoint(x: max(mn.x, _contentSize.width + i.right - b.width),
                       y: max(mn.y, _contentSize.height + i.bottom - b.height))
    }

    /// `p` moved into the resting range.
    func _clampedOffset(_ p: CGPoint) -> CGPoint {
        let mn = _minOffset, mx = _maxOffset
        return CGPoint(x: min(mx.x, max(mn.x, p.x)), y: min(mx.y, max(mn.y, p.y)))
    }

    /// Whether the content has room to move along each axis (its resting range is not a point):
    /// what the indicators, keys and the wheel follow.
    var _contentScrolls: (horizontal: Bool, vertical: Bool) {
        let mn = _minOffset, mx = _maxOffset
        return (mx.x > mn.x + 0.001, mx.y > mn.y + 0.001)
    }

    /// Whether the user can drag along each axis: the content has room, or `alwaysBounce…` lets
    /// it bounce.
    var _canScroll: (horizontal: Bool, vertical: Bool) {
        let c = _contentScrolls
        return (c.horizontal || (alwaysBounceHorizontal && bounces), c.vertical || (alwaysBounceVertical && bounces))
    }

    /// The device pixel size in points (offsets set by the scroll view itself land on pixels,
    /// so the compositor can move pixels instead of repainting).
    var _pixel: CGFloat {
        let s = window?.screen.scale ?? UIScreen.main.scale
        return s > 0 ? 1 / s : 1
    }

    func _pixelRounded(_ p: CGPoint) -> CGPoint { CGPoint(x: _pixelRounded(p.x), y: _pixelRounded(p.y)) }

    func _pixelRounded(_ v: CGFloat) -> CGFloat {
        let px = _pixel
        return (v / px).rounded() * px
    }

    // MARK: Programmatic scrolling

    func _setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard UIScrollView._finite(offset) else {
            return UIKitLog.warning("UIScrollView.setContentOffset: non-finite \(offset) ignored", category: "UIScrollView")
        }
        _stopMotion(finished: false)
        guard animated, window != nil, offset != contentOffset else {
            // (iOS skips scrollViewDidEndScrollingAnimation when the offset does not change ⚠.)
            _setContentOffset(offset)
            return
        }
        _startOffsetAnimation(to: offset)
    }

    func _scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return UIKitLog.warning("UIScrollView.scrollRectToVisible: non-finite \(rect) ignored", category: "UIScrollView")
        }
        let r = rect.standardized
        let visible = bounds.inset(by: _adjustedInset)
        func axis(_ rMin: CGFloat, _ rMax: CGFloat, _ vMin: CGFloat, _ vMax: CGFloat) -> CGFloat {
            if rMin >= vMin && rMax <= vMax { return 0 }
            if rMax - rMin >= vMax - vMin || rMin < vMin { return rMin - vMin }
            return rMax - vMax
        }
        let dx = axis(r.minX, r.maxX, visible.minX, visible.maxX)
        let dy = axis(r.minY, r.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        let o = contentOffset
        let target = _clampedOffset(CGPoint(x: o.x + dx, y: o.y + dy))
        guard target != o else { return }
        _setContentOffset(target, animated: animated)
    }

    // MARK: Layout

    func _layoutScrollParts() {
        _layoutRefreshControl()
        _layoutIndicators()
    }
}
