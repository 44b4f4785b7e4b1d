//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The messages a scroll view sends about scrolling, dragging, deceleration and zooming. Every
/// method is optional (a default implementation does nothing), as on iOS.
///
/// `UITableViewDelegate` and `UICollectionViewDelegate` refine it on iOS, so an object that
/// implements `scrollViewDidScroll(_:)` gets it from those views too.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
    /// Sent on every change of `contentOffset`: drags, deceleration, bounces, animations and
    /// assignments in code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Sent on every change of `zoomScale`.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A finger started scrolling the content (after it moved far enough).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted. `velocity` is in points per millisecond, in the direction
    /// `contentOffset` was moving; `targetContentOffset` is where the content will come to rest
    /// and may be rewritten (ignored, with a log, for paging scroll views).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content goes on moving (a fling, a bounce
    /// back, a page settling).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content goes on moving after the finger lifted (a fling, a bounce back or a page settling).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The end of `setContentOffset(_:animated: true)` or `scrollRectToVisible(_:animated: true)`.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooms; nil (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming of `view` (the one `viewForZooming(in:)` gave) begins: a pinch, or an animated zoom
    /// in code. On Linux: also a run of ctrl+wheel zoom steps.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended (after any bounce back inside the limits) at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a scroll-to-top request (a status-bar tap on iOS) may scroll (default true).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to top finished (after its animation).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

public extension UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
