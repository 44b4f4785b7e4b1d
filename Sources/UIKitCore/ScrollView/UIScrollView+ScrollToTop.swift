//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Scroll to top: iOS's status-bar tap, which Linux has no status bar for
// (`UIWindow.handleStatusBarTap()` stands in for it).
extension UIScrollView {
    /// How long the scroll to the top takes (⚠ ≈0.3 s, by eye).
    static let _scrollToTopDuration: TimeInterval = 0.3

    /// Scrolls to the top (`contentOffset.y = -adjustedContentInset.top`, keeping x), animated,
    /// then sends `scrollViewDidScrollToTop`. False when `scrollsToTop` is off, the delegate
    /// declines or the content is already at the top.
    func _scrollToTop() -> Bool {
        guard scrollsToTop else { return false }
        if let d = delegate, !d.scrollViewShouldScrollToTop(self) { return false }
        let o = contentOffset, target = CGPoint(x: o.x, y: -_adjustedInset.top)
        guard o.y != target.y else { return false }
        _stopMotion(finished: false)
        _runZoomAnimation(to: _zoom.scale, offset: target, zoomView: nil, duration: UIScrollView._scrollToTopDuration) { [weak self] finished in
            guard let self, finished else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
        return true
    }

    /// Whether the scroll view overlaps its window (the caller's walk has skipped hidden and
    /// transparent subtrees already).
    var _overlapsWindow: Bool {
        guard let w = window else { return false }
        return convert(bounds, to: w).intersects(w.bounds)
    }
}

extension UIWindow {
    /// Scrolls the window's scroll view to the top, as a tap on the status bar does on iOS.
    ///
    /// This is this package's addition: Linux has no status bar, so an app calls it where it
    /// wants that gesture (a title-bar click, a key), and tests call it through
    /// `UIKitTestHost.tapStatusBar()`. The iOS rules hold: only when exactly one visible scroll
    /// view in the window has `scrollsToTop` set; not when its delegate's
    /// `scrollViewShouldScrollToTop(_:)` returns false or it is already at the top. The scroll
    /// is animated and ends with `scrollViewDidScrollToTop(_:)`.
    ///
    /// - Returns: Whether a scroll view started scrolling to the top.
    @discardableResult
    public func handleStatusBarTap() -> Bool {
        var found: [UIScrollView] = []
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            // (Hidden or transparent views and their subtrees are not visible: the rule the
            // accessibility tree and the test driver use.)
            guard UIAccessibility._visible(v) else { continue }
            if let sv = v as? UIScrollView, sv.scrollsToTop, sv._overlapsWindow {
                found.append(sv)
                if found.count > 1 { return false }
            }
            stack.append(contentsOf: v.subviews)
        }
        return found.first?._scrollToTop() ?? false
    }
}
