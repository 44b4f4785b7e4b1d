//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitPhysics

// Dragging: the scroll view's built-in pan, and how a drag moves the content and ends in a fling.

/// The scroll view's built-in pan (a class of its own, as on iOS, so code can tell it apart).
/// Its delegate must stay the scroll view.
@MainActor final class _UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override weak var delegate: UIGestureRecognizerDelegate? {
        didSet {
            if let sv = view as? UIScrollView, delegate !== sv {
                UIKitLog.error("UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate.",
                               category: "UIScrollView")
                delegate = sv
            }
        }
    }
}

/// A finger drag of the content in progress.
struct _ScrollDrag {
    /// The offset the drag started from, with any rubber-banding undone (the finger's offset).
    var startOffset: CGPoint
    /// The pan's translation when the drag began (the content does not jump by the slop).
    var startTranslation: CGPoint
    /// The page the drag started on (paging).
    var startPage: (x: Int, y: Int)
    /// Directional lock: the one axis the drag moves along (nil: both).
    var lockedAxis: Axis?
    enum Axis { case horizontal, vertical }
}

// Dragging: the pan moves the offset (rubber-banding past the edges), and the release hands
// over to deceleration, a bounce back or a page settling, with the delegate order of iOS.
extension UIScrollView {
    /// Whether the built-in pan may begin: the content can scroll along the axis the finger
    /// moved (so a horizontal pager inside a vertical list leaves vertical drags to the list),
    /// and any touch the content already tracks may be cancelled.
    func _panShouldBegin() -> Bool {
        let can = _canScroll
        guard can.horizontal || can.vertical else { return false }
        let t = panGestureRecognizer.translation(in: self)
        if abs(t.y) > abs(t.x), !can.vertical { return false }
        if abs(t.x) > abs(t.y), !can.horizontal { return false }
        for touch in panGestureRecognizer._touches where touch._beganDelivered && !touch._viewDone {
            guard let v = touch.view, v !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: v) { return false }
        }
        return true
    }

    /// The pan's action.
    func _handlePan() {
        let g = panGestureRecognizer
        switch g.state {
        case .began: _beginDrag(g)
        case .changed: _continueDrag(g)
        case .ended: _endDrag(g, cancelled: false)
        case .cancelled, .failed: _endDrag(g, cancelled: true)
        default: break
        }
    }

    func _beginDrag(_ g: UIPanGestureRecognizer) {
        _stopMotion(finished: false)
        let o = contentOffset, mn = _minOffset, mx = _maxOffset
        // Caught out of bounds (during a bounce): the finger continues from the unbanded offset.
        func unband(_ p: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            let rb = RubberBand(dimension: Double(max(1, d)))
            if p < lo { return lo + CGFloat(rb.overshoot(forOffset: Double(p - lo))) }
            if p > hi { return hi + CGFloat(rb.overshoot(forOffset: Double(p - hi))) }
            return p
        }
        let b = bounds.size
        let start = CGPoint(x: unband(o.x, mn.x, mx.x, b.width), y: unband(o.y, mn.y, mx.y, b.height))
        let tr = g.translation(in: self)
        var lock: _ScrollDrag.Axis?
        let can = _canScroll
        if _isDirectionalLockEnabled || !(can.horizontal && can.vertical) {
            if !can.vertical { lock = .horizontal } else if !can.horizontal { lock = .vertical }
            else if abs(tr.x) > abs(tr.y) * 1.5 { lock = .horizontal }
            else if abs(tr.y) > abs(tr.x) * 1.5 { lock = .vertical }
        }
        func page(_ p: CGFloat, _ size: CGFloat) -> Int { size > 0 ? Int((p / size).rounded()) : 0 }
        // (A trackpad scroll, touchless, has no slop: the content follows from its first delta.)
        _drag = _ScrollDrag(startOffset: start, startTranslation: g._touches.isEmpty ? .zero : tr,
                            startPage: (page(o.x, b.width), page(o.y, b.height)), lockedAxis: lock)
        _isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    func _continueDrag(_ g: UIPanGestureRecognizer) {
        guard let d = _drag else { return }
        let tr = g.translation(in: self)
        var want = CGPoint(x: d.startOffset.x - (tr.x - d.startTranslation.x),
                           y: d.startOffset.y - (tr.y - d.startTranslation.y))
        if d.lockedAxis == .vertical { want.x = d.startOffset.x }
        if d.lockedAxis == .horizontal { want.y = d.startOffset.y }
        _setContentOffset(_pixelRounded(_banded(want)))
    }

    /// `p` with the overshoot past the resting range rubber-banded (or clamped without bounces).
    func _banded(_ p: CGPoint) -> CGPoint {
        let mn = _minOffset, mx = _maxOffset, b = bounds.size
        func axis(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            guard bounces else { return min(hi, max(lo, v)) }
            return CGFloat(RubberBand(dimension: Double(max(1, d))).position(Double(v), in: Double(lo)...Double(hi)))
        }
        return CGPoint(x: axis(p.x, mn.x, mx.x, b.width), y: axis(p.y, mn.y, mx.y, b.height))
    }

    func _endDrag(_ g: UIPanGestureRecognizer, cancelled: Bool) {
        guard let d = _drag else { return }
        _drag = nil
        // The content's velocity is opposite to the finger's.
        var v = cancelled ? .zero : g.velocity(in: self)
        v = CGPoint(x: -v.x, y: -v.y)
        let can = _canScroll
        if d.lockedAxis == .vertical || !can.horizontal { v.x = 0 }
        if d.lockedAxis == .horizontal || !can.vertical { v.y = 0 }
        let o = contentOffset
        let rate = Double(_decelerationRate.rawValue)
        let natural: CGPoint
        if isPagingEnabled {
            let b = bounds.size
            func pageTarget(_ p: CGFloat, _ vel: CGFloat, _ size: CGFloat, _ content: CGFloat, _ start: Int) -> CGFloat {
                guard size > 0 else { return p }
                let count = max(1, Int((content / size - 0.001).rounded(.up)))
                return CGFloat(PagingTarget(pageSize: Double(size), pageCount: count)
                    .targetPosition(position: Double(p), velocity: Double(vel), decelerationRate: rate, startPage: start))
            }
            natural = _clampedOffset(CGPoint(x: can.horizontal ? pageTarget(o.x, v.x, b.width, _contentSize.width, d.startPage.x) : o.x,
                                             y: can.vertical ? pageTarget(o.y, v.y, b.height, _contentSize.height, d.startPage.y) : o.y))
        } else {
            let px = FrictionSimulation.projectedDistance(velocity: Double(v.x), decelerationRate: rate)
            let py = FrictionSimulation.projectedDistance(velocity: Double(v.y), decelerationRate: rate)
            natural = _pixelRounded(_clampedOffset(CGPoint(x: o.x + CGFloat(px), y: o.y + CGFloat(py))))
        }
        var target = isPagingEnabled ? natural : _proposedTargetContentOffset(natural, velocity: CGPoint(x: v.x / 1000, y: v.y / 1000))
        if !UIScrollView._finite(target) { target = natural }
        if let del = delegate {
            withUnsafeMutablePointer(to: &target) { ptr in
                del.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000), targetContentOffset: ptr)
            }
        }
        if !UIScrollView._finite(target) {
            UIKitLog.warning("UIScrollView: non-finite targetContentOffset \(target) ignored", category: "UIScrollView")
            target = natural
        }
        if isPagingEnabled, target != natural {
            UIKitLog.warning("Stop offset can not be modified for paging scroll views", category: "UIScrollView")
            target = natural
        }
        let inBounds = _clampedOffset(o) == o
        let decelerate = target != o || !inBounds
        // As on iOS: in didEndDragging `isDragging` is already false and `isTracking` still
        // true (apps tell "stopped by the finger" that way); tracking ends right after.
        _isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        _isTracking = false
        guard decelerate else { return _indicatorsScrollingEnded() }
        _isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        // (A delegate may have scrolled or stopped things meanwhile.)
        guard _isDecelerating, _motion == nil else { return }
        let t = inBounds ? target : (target == natural ? _clampedOffset(o) : target)
        _startDeceleration(velocity: v, target: t, natural: target == natural, paging: isPagingEnabled)
        if _motion == nil { _isDecelerating = false; delegate?.scrollViewDidEndDecelerating(self) }
    }
}
