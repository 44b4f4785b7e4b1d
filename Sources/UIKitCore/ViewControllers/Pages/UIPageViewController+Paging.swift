//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The pages' scroll view: three slots (previous, shown, next) along the navigation axis, each a
// page plus the inter-page spacing; at rest the scroll view shows the middle slot. A neighbour
// is asked of the data source when a swipe (or wheel, or tap) first heads its way; a side known
// to have none is closed with a negative content inset, so the content only rubber-bands there.

/// The scroll view holding a page view controller's pages.
@MainActor final class _UIPageScrollView: UIScrollView {}

/// Forwards the pages' scroll view callbacks to the page view controller.
@MainActor final class _UIPageScrollDelegate: NSObject, UIScrollViewDelegate {
    weak var controller: UIPageViewController?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { controller?._willBeginDragging() }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { controller?._didScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { controller?._settle() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { controller?._settle() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { controller?._settle() }
}

extension UIPageViewController {
    var _horizontal: Bool { navigationOrientation == .horizontal }

    /// The length of one slot along the axis: a page and the spacing after it.
    var _slotLength: CGFloat {
        let b = _scrollView.bounds.size
        return _horizontal ? b.width : b.height
    }

    func _slotOffset(_ slot: Int) -> CGPoint {
        _horizontal ? CGPoint(x: CGFloat(slot) * _slotLength, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * _slotLength)
    }

    /// The offset along the axis.
    var _axisOffset: CGFloat { _horizontal ? _scrollView.contentOffset.x : _scrollView.contentOffset.y }

    /// Whether the page indicator is shown (scroll style, horizontal, a count above 0).
    var _showsPageControl: Bool {
        transitionStyle == .scroll && _horizontal && _pageControl.numberOfPages > 0
    }

    /// Lays out the scroll view (the pages' area, widened by the spacing), its slots and the
    /// page indicator under them.
    func _layoutPages() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        var pages = b
        if _showsPageControl {
            let h = _pageControl.intrinsicContentSize.height
            let bottom = v.safeAreaInsets.bottom
            pages.size.height = max(0, b.height - h - bottom)
            _pageControl.frame = CGRect(x: b.minX, y: pages.maxY, width: b.width, height: h)
        }
        let spacing = transitionStyle == .scroll ? _interPageSpacing : 0
        let frame = _horizontal ? CGRect(x: pages.minX, y: pages.minY, width: pages.width + spacing, height: pages.height)
            : CGRect(x: pages.minX, y: pages.minY, width: pages.width, height: pages.height + spacing)
        let moving = _scrollView.isTracking || _scrollView.isDecelerating || _animatingInCode || _scrollView._drag != nil
        if _scrollView.frame != frame {
            _repositioning = true
            _scrollView.frame = frame
            _scrollView.contentSize = _horizontal ? CGSize(width: frame.width * 3, height: frame.height)
                : CGSize(width: frame.width, height: frame.height * 3)
            _repositioning = false
        }
        _layoutSlots()
        _updateInsets()
        if !moving && _pending == nil { _moveToMiddle() }
    }

    /// Puts each page's view in its slot.
    func _layoutSlots() {
        if let c = _current, let cv = c.viewIfLoaded, cv.superview === _scrollView { cv.frame = _slotFrame(1) }
        if let (p, d) = _pending, let pv = p.viewIfLoaded, pv.superview === _scrollView { pv.frame = _slotFrame(d == .forward ? 2 : 0) }
        if let (n, old, slot) = _codeTransition, let nv = n.viewIfLoaded, nv.superview === _scrollView {
            if let ov = old?.viewIfLoaded, ov.superview === _scrollView { ov.frame = _slotFrame(1) }
            nv.frame = _slotFrame(slot)
        }
    }

    func _slotFrame(_ slot: Int) -> CGRect {
        let s = _scrollView.bounds.size, spacing = transitionStyle == .scroll ? _interPageSpacing : 0
        return _horizontal ? CGRect(x: CGFloat(slot) * s.width, y: 0, width: max(0, s.width - spacing), height: s.height)
            : CGRect(x: 0, y: CGFloat(slot) * s.height, width: s.width, height: max(0, s.height - spacing))
    }

    /// Adds `vc`'s view (loading it) to the scroll view in `slot` (0 previous, 1 shown, 2 next).
    func _place(_ vc: UIViewController, inSlot slot: Int) {
        guard isViewLoaded else { return }
        let v: UIView = vc.view
        v.frame = _slotFrame(slot)
        if v.superview !== _scrollView { _scrollView.addSubview(v) }
    }

    /// Shows the middle slot (without moving anything the user sees).
    func _moveToMiddle() {
        // (a wheel or key scroll that reached the page is over: it must not go on from here)
        _scrollView._endSmoothScroll()
        _repositioning = true
        _scrollView.setContentOffset(_slotOffset(1), animated: false)
        _repositioning = false
    }

    /// Forgets the neighbours (they are asked again on the next turn).
    func _resetNeighbours() {
        _before = nil
        _after = nil
        guard isViewLoaded else { return }
        _updateInsets()
        if _pending == nil, !_animatingInCode { _moveToMiddle() }
    }

    /// Closes the sides known to have no page (or every side without a data source or page).
    func _updateInsets() {
        let l = _slotLength
        let closedBefore = dataSource == nil || _current == nil || (_before.map { $0 == nil } ?? false)
        let closedAfter = dataSource == nil || _current == nil || (_after.map { $0 == nil } ?? false)
        let inset = _horizontal
            ? UIEdgeInsets(top: 0, left: closedBefore ? -l : 0, bottom: 0, right: closedAfter ? -l : 0)
            : UIEdgeInsets(top: closedBefore ? -l : 0, left: 0, bottom: closedAfter ? -l : 0, right: 0)
        if _scrollView.contentInset != inset {
            _repositioning = true
            _scrollView.contentInset = inset
            _repositioning = false
        }
    }

    /// The neighbour on `direction`'s side, asked of the data source the first time.
    func _neighbour(_ direction: NavigationDirection) -> UIViewController? {
        if let known = direction == .forward ? _after : _before { return known }
        guard let c = _current, let ds = dataSource else { return nil }
        var n = direction == .forward ? ds.pageViewController(self, viewControllerAfter: c)
            : ds.pageViewController(self, viewControllerBefore: c)
        if n === c || n === self {
            UIKitLog.error("UIPageViewController: the data source returned the shown page (or the page view controller) as its neighbour; ignored", category: "UIPageViewController")
            n = nil
        }
        if direction == .forward { _after = .some(n) } else { _before = .some(n) }
        _updateInsets()
        return n
    }

    /// Sets the indicator's count from the data source and, when asked, its index.
    func _updatePageControl(askIndex: Bool) {
        guard transitionStyle == .scroll, _horizontal, let ds = dataSource, _current != nil else {
            if !_pageControl.isHidden { _pageControl.isHidden = true; viewIfLoaded?.setNeedsLayout() }
            return
        }
        let count = max(0, ds.presentationCount(for: self))
        let was = _showsPageControl
        _pageControl.numberOfPages = count
        if askIndex { _shownPage = min(max(0, ds.presentationIndex(for: self)), max(0, count - 1)) }
        _pageControl.currentPage = _shownPage
        _pageControl.isHidden = count == 0
        if was != _showsPageControl { viewIfLoaded?.setNeedsLayout() }
    }

    // MARK: Turns driven by the scroll view

    func _willBeginDragging() {
        guard !_animatingInCode else { return }
        // The side the finger heads for is asked before the content moves (no jump at an edge).
        let t = _scrollView.panGestureRecognizer.translation(in: _scrollView)
        let along = _horizontal ? t.x : t.y
        if along != 0 { _ = _neighbour(along < 0 ? .forward : .reverse) }
    }

    func _didScroll() {
        guard !_repositioning, !_animatingInCode, _current != nil else { return }
        let l = _slotLength
        guard l > 0 else { return }
        let d = _axisOffset - l
        let s = _scrollView
        let moving = s._drag != nil || s.isDecelerating
        if abs(d) < 0.5 { return }
        let side: NavigationDirection = d > 0 ? .forward : .reverse
        if _pending?.direction != side {
            if let n = _neighbour(side) {
                if _pending != nil { _cancelPending(notify: false) }
                _startPending(n, side)
            } else if !moving {
                // A wheel or code scroll towards a side without a page: back to the page.
                return _moveToMiddle()
            }
        }
        // A wheel scroll (no finger, no deceleration) that reached the neighbour ends the turn.
        if !moving, abs(abs(d) - l) < 0.5 { _settle() }
    }

    /// A turn the user started: the neighbour becomes a child and appears in its slot.
    func _startPending(_ n: UIViewController, _ side: NavigationDirection) {
        delegate?.pageViewController(self, willTransitionTo: [n])
        addChild(n)
        let visible = _isVisible && _appearance == .appeared
        if visible {
            n._beginAppearance(true, animated: true)
            _current?._beginAppearance(false, animated: true)
        }
        _pending = (n, side)
        _place(n, inSlot: side == .forward ? 2 : 0)
        n.didMove(toParent: self)
    }

    /// The turn went back: the neighbour disappears and leaves; the shown page appears again.
    func _cancelPending(notify: Bool) {
        guard let (n, _) = _pending else { return }
        _pending = nil
        let visible = n._appearance == .appearing
        if visible {
            n._beginAppearance(false, animated: true)
            _current?._beginAppearance(true, animated: true)
        }
        n.willMove(toParent: nil)
        n.viewIfLoaded?.removeFromSuperview()
        if visible {
            n._endAppearance(false)
            _current?._endAppearance(true)
        }
        n.removeFromParent()
        if notify, let c = _current {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [c], transitionCompleted: false)
        }
    }

    /// The scroll view came to rest: completes the turn when it rests on the neighbour, goes
    /// back otherwise, and moves the slots so the shown page is in the middle again.
    func _settle() {
        guard !_repositioning, !_animatingInCode, let c = _current else { return }
        let l = _slotLength
        guard l > 0 else { return }
        let slot = Int((_axisOffset / l).rounded())
        guard let (n, side) = _pending else {
            if slot != 1 { _moveToMiddle() }
            return
        }
        guard slot == (side == .forward ? 2 : 0) else {
            _cancelPending(notify: true)
            _moveToMiddle()
            return
        }
        _pending = nil
        let visible = n._appearance == .appearing
        c.willMove(toParent: nil)
        if visible { c._endAppearance(false) }
        c.viewIfLoaded?.removeFromSuperview()
        c.removeFromParent()
        if visible { n._endAppearance(true) }
        _current = n
        _before = nil
        _after = nil
        _place(n, inSlot: 1)
        _updateInsets()
        _moveToMiddle()
        if _showsPageControl {
            _shownPage = min(max(0, _shownPage + (side == .forward ? 1 : -1)), max(0, _pageControl.numberOfPages - 1))
            _pageControl.currentPage = _shownPage
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [c], transitionCompleted: true)
    }

    /// A tap beside the page control's current dot turns one page that way (the dot moves
    /// when the turn completes).
    func _pageControlChanged() {
        let shown = _shownPage
        let side: NavigationDirection = _pageControl.currentPage > shown ? .forward : .reverse
        _pageControl.currentPage = shown
        _turnByUser(side)
    }

    /// Turns one page towards `side` as the user's turn (delegate messages included), animated.
    func _turnByUser(_ side: NavigationDirection) {
        guard _pending == nil, !_animatingInCode, _neighbour(side) != nil else { return }
        _scrollView.setContentOffset(_slotOffset(side == .forward ? 2 : 0), animated: true)
    }

    /// A tap on the outer fifth of the page (page curl style) turns to that side's page.
    func _tapped(_ g: UITapGestureRecognizer) {
        guard g.state == .ended, _pending == nil, !_animatingInCode, let v = viewIfLoaded else { return }
        let p = g.location(in: v), b = v.bounds
        let along = _horizontal ? (p.x - b.minX) / max(1, b.width) : (p.y - b.minY) / max(1, b.height)
        let side: NavigationDirection
        if along < 0.2 { side = .reverse } else if along > 0.8 { side = .forward } else { return }
        _turnByUser(side)
    }
}
