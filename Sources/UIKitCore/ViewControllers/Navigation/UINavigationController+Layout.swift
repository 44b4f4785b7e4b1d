//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Navigation controller layout: the bars, and the shown controller's view extended under them.
//
// Full-screen layout (seed 001, reference §6.3): the navigation bar under the top safe area,
// the toolbar above the bottom one, and the shown controller's view extended under translucent
// bars (`edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`) with the bars it lies
// under added to its safe area; under opaque bars it starts below them.

extension UINavigationController {
    /// The toolbar's height (44 pt, reference §6.3).
    static let _toolbarHeight: CGFloat = 44

    /// Lays out the bars and the shown controller's view; starts the pending transition first
    /// (iOS starts deferred transitions in the layout pass).
    func _layoutContainer() {
        guard let v = viewIfLoaded else { return }
        _startPendingTransition()
        let b = v.bounds, safe = v.safeAreaInsets
        let bar = navigationBar
        if bar.superview !== v { v.addSubview(bar) }
        let h = bar._contentHeight - _barCollapse()
        bar.frame = CGRect(x: b.minX, y: _barHidden ? b.minY - h : b.minY + safe.top, width: b.width, height: h)
        if !_barHidden { bar.isHidden = false }
        if let t = _toolbarStorage ?? (_toolbarHidden ? nil : toolbar) {
            if t.superview !== v { v.insertSubview(t, aboveSubview: _contentView) }
            let th = Self._toolbarHeight
            t.frame = CGRect(x: b.minX, y: _toolbarHidden ? b.maxY : b.maxY - safe.bottom - th, width: b.width, height: th)
            if !_toolbarHidden { t.isHidden = false }
        }
        _contentView.frame = b
        for vc in [_shown, _transition?.from, _transition?.to].compactMap({ $0 }) {
            vc._barSafeAreaInsets = _barInsets(for: vc)
        }
        if _transition == nil, let vc = _shown, let cv = vc.viewIfLoaded { cv.frame = _childFrame(for: vc) }
    }

    /// Whether `vc`'s view goes under the navigation bar (shown or not).
    func _extendsUnderBar(_ vc: UIViewController) -> Bool {
        _barHidden || (vc.edgesForExtendedLayout.contains(.top)
            && (navigationBar._isVisuallyTranslucent || vc.extendedLayoutIncludesOpaqueBars))
    }

    /// Whether `vc`'s view goes under the toolbar (shown or not).
    func _extendsUnderToolbar(_ vc: UIViewController) -> Bool {
        _toolbarHidden || (vc.edgesForExtendedLayout.contains(.bottom)
            && ((_toolbarStorage?.isTranslucent ?? true) || vc.extendedLayoutIncludesOpaqueBars))
    }

    /// The frame of `vc`'s view in the content view at rest.
    func _childFrame(for vc: UIViewController) -> CGRect {
        guard let v = viewIfLoaded else { return UIScreen.main.bounds }
        var r = v.bounds
        if !_extendsUnderBar(vc) {
            // (Below the bar's full height: a bar collapsed by scrolling doesn't move the content.)
            let top = navigationBar.frame.minY + navigationBar._contentHeight
            r.size.height -= top - r.minY
            r.origin.y = top
        }
        if !_extendsUnderToolbar(vc) {
            r.size.height = max(0, (v.bounds.maxY - v.safeAreaInsets.bottom - Self._toolbarHeight) - r.minY)
        }
        return r
    }

    /// The scroll view whose scrolling collapses the bar for `vc`: its view, or the view's first
    /// subview, when that is a scroll view.
    func _contentScrollView(of vc: UIViewController) -> UIScrollView? {
        guard let v = vc.viewIfLoaded else { return nil }
        return v as? UIScrollView ?? v.subviews.first as? UIScrollView
    }

    /// How much shorter than its full height the navigation bar is: as far as the shown
    /// controller's content has scrolled up from its top, up to the bar's collapsible height
    /// (its search row when the item hides it on scrolling, and its large title). The content's
    /// safe area keeps the full height.
    func _barCollapse() -> CGFloat {
        guard _transition == nil, !_barHidden, let vc = _shown, let sv = _contentScrollView(of: vc) else { return 0 }
        sv._barCollapseController = self
        let most = navigationBar._collapsibleHeight
        guard most > 0 else { return 0 }
        return min(most, max(0, sv.contentOffset.y + sv.adjustedContentInset.top))
    }

    /// A scroll view this controller collapses its bar for has scrolled: the bar follows.
    func _contentDidScroll(_ scrollView: UIScrollView) {
        guard viewIfLoaded != nil, let vc = _shown, _contentScrollView(of: vc) === scrollView, !_barHidden, _transition == nil else { return }
        let bar = navigationBar
        let h = bar._contentHeight - _barCollapse()
        guard bar.frame.height != h else { return }
        bar.frame.size.height = h
        bar.layoutIfNeeded()
    }

    /// The bar heights added to `vc`'s safe area: those of the visible bars its view lies under.
    func _barInsets(for vc: UIViewController) -> UIEdgeInsets {
        var i = UIEdgeInsets.zero
        if !_barHidden, _extendsUnderBar(vc) { i.top = navigationBar._contentHeight }
        if !_toolbarHidden, _extendsUnderToolbar(vc) { i.bottom = Self._toolbarHeight }
        return i
    }

    /// A bar was hidden or shown: lays out again, sliding the bars and resizing the content over
    /// `hideShowBarDuration` when animated; a hidden bar is hidden once it is off screen.
    func _barVisibilityDidChange(animated: Bool) {
        guard let v = viewIfLoaded else { return }
        let hideBars = { [weak self] in
            guard let self else { return }
            if self._barHidden { self._bar?.isHidden = true }
            if self._toolbarHidden { self._toolbarStorage?.isHidden = true }
        }
        if !_toolbarHidden { _ = toolbar }
        v.setNeedsLayout()
        if animated, v.window != nil {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: { v.layoutIfNeeded() },
                           completion: { _ in hideBars() })
        } else {
            v.layoutIfNeeded()
            hideBars()
        }
    }
}
