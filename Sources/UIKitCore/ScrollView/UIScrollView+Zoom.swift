//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Zooming: the scale limits, pinch and ctrl+wheel zooming, and programmatic and animated zooms.

/// Zoom state of a scroll view (limits, scale, pinch, a running zoom animation).
struct _ScrollZoomState {
    var minimumScale: CGFloat = 1
    var maximumScale: CGFloat = 1
    var scale: CGFloat = 1
    var bounces = true
    var isZooming = false
    var isBouncing = false
    /// The pinch, made the first time the limits differ (then kept, as on iOS).
    var pinch: _UIScrollViewPinchGestureRecognizer?
    /// The zoom view of the running pinch or wheel zoom.
    weak var view: UIView?
    /// Pinch: the scale when it began and the zoom-view point under the fingers.
    var pinchStartScale: CGFloat = 1
    var anchor: CGPoint = .zero
    /// Pinch: where the fingers were last, relative to the bounds' top left.
    var focus: CGPoint = .zero
    /// The running zoom (or scroll-to-top) animation.
    var animation: _ScrollZoomAnimation?
    /// Ends a run of ctrl+wheel zoom steps (`scrollViewDidEndZooming` once the wheel rests).
    var wheelEnd: _ClockTimers.Token?
}

/// The scroll view's built-in pinch (its delegate is the scroll view). It takes no touches while
/// zooming is impossible, and a drag that began first does not keep it from zooming.
@MainActor final class _UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let sv = view as? UIScrollView, sv._zoomView != nil else {
            for t in touches { ignore(t, for: event) }
            return
        }
        super.touchesBegan(touches, with: event)
    }

    override func _acceptsEvent(_ event: UIEvent) -> Bool {
        (view as? UIScrollView)?._zoomView != nil && super._acceptsEvent(event)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== (view as? UIScrollView)?.panGestureRecognizer
            && super.canBePrevented(by: preventingGestureRecognizer)
    }
}

/// A zoom (or offset) animation: the visible rectangle, in the zoom view's units, moves evenly
/// from where it was to where it ends (so a zoom about a point keeps that point fixed), with an
/// ease-in-out curve.
@MainActor final class _ScrollZoomAnimation {
    let fromScale: CGFloat, toScale: CGFloat
    let fromOffset: CGPoint, toOffset: CGPoint
    let start: TimeInterval
    let duration: TimeInterval
    /// The view that scales (nil: only the offset moves).
    weak var zoomView: UIView?
    /// Called once, with whether the animation reached its end (false: interrupted).
    let completion: @MainActor (Bool) -> Void
    var link: CADisplayLink?

    init(from s0: CGFloat, _ o0: CGPoint, to s1: CGFloat, _ o1: CGPoint, zoomView: UIView?, duration: TimeInterval,
         completion: @escaping @MainActor (Bool) -> Void) {
        fromScale = s0; toScale = s1; fromOffset = o0; toOffset = o1
        self.zoomView = zoomView
        start = CACurrentMediaTime()
        self.duration = duration
        self.completion = completion
    }

    isolated deinit { link?.invalidate() }

    /// Scale and offset at `fraction` (0…1) of the eased progress.
    func value(at fraction: Double) -> (CGFloat, CGPoint) {
        if fraction >= 1 { return (toScale, toOffset) }
        let f = CGFloat(fraction)
        let e = f < 0.5 ? 2 * f * f : 1 - pow(-2 * f + 2, 2) / 2
        let u = 1 / fromScale + (1 / toScale - 1 / fromScale) * e
        let s = 1 / u
        let ox = fromOffset.x / fromScale + (toOffset.x / toScale - fromOffset.x / fromScale) * e
        let oy = fromOffset.y / fromScale + (toOffset.y / toScale - fromOffset.y / fromScale) * e
        return (s, CGPoint(x: ox * s, y: oy * s))
    }
}

// Zoom: the pinch, the zoom view's transform and contentSize, zoom(to:), setZoomScale.
extension UIScrollView {
    /// How long `setZoomScale(_:animated: true)`, `zoom(to:animated: true)` and the spring back
    /// after a pinch past the limits take (⚠ ≈0.3 s, by eye).
    static let _zoomAnimationDuration: TimeInterval = 0.3
    /// How far past a limit a pinch can go at most, as a factor (rubber band in log space).
    static let _zoomBounceLimit: CGFloat = 2
    /// How long the wheel must rest before a ctrl+wheel zoom ends.
    static let _wheelZoomEndDelay: TimeInterval = 0.15

    // MARK: Limits and zoomability

    func _setMinimumZoomScale(_ scale: CGFloat) {
        guard _validZoomScale(scale, "minimumZoomScale") else { return }
        _zoom.minimumScale = scale
        _zoomLimitsChanged()
    }

    func _setMaximumZoomScale(_ scale: CGFloat) {
        guard _validZoomScale(scale, "maximumZoomScale") else { return }
        _zoom.maximumScale = scale
        _zoomLimitsChanged()
    }

    func _validZoomScale(_ scale: CGFloat, _ what: String) -> Bool {
        guard scale.isFinite, scale > 0 else {
            UIKitLog.warning("UIScrollView.\(what): \(scale) is not a positive finite scale; ignored", category: "UIScrollView")
            return false
        }
        return true
    }

    /// The limits differ for the first time: the pinch is made and attached (it stays; it takes
    /// no touches while zooming is impossible).
    func _zoomLimitsChanged() {
        guard _zoom.pinch == nil, _zoom.maximumScale > _zoom.minimumScale else { return }
        let p = _UIScrollViewPinchGestureRecognizer()
        p.delegate = self
        p.addTarget(self, action: UIScrollView._handlePinch)
        _zoom.pinch = p
        addGestureRecognizer(p)
    }

    /// The zoom view, when zooming is possible (the limits differ and the delegate gives one).
    var _zoomView: UIView? {
        guard _zoom.maximumScale > _zoom.minimumScale else { return nil }
        return delegate?.viewForZooming(in: self)
    }

    var _pinchRecognizerIfZoomable: UIPinchGestureRecognizer? {
        _zoomView == nil ? nil : _zoom.pinch
    }

    /// `scale` inside the limits (with minimum > maximum, the minimum wins).
    func _clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        max(_zoom.minimumScale, min(_zoom.maximumScale, scale))
    }

    /// `scale` past a limit, rubber-banded (in log space, at most `_zoomBounceLimit` beyond it).
    func _bandedZoomScale(_ scale: CGFloat) -> CGFloat {
        let lo = _zoom.minimumScale, hi = _zoom.maximumScale
        guard _zoom.bounces else { return _clampedZoomScale(scale) }
        let d = log(UIScrollView._zoomBounceLimit), c: CGFloat = 0.55
        func band(_ x: CGFloat) -> CGFloat { x * d * c / (d + c * x) }
        if scale > hi { return hi * exp(band(log(scale / hi))) }
        if scale < lo { return lo / exp(band(log(lo / scale))) }
        return scale
    }

    func _warnIfZoomLimitsCross() {
        if _zoom.minimumScale > _zoom.maximumScale {
            UIKitLog.warning("UIScrollView: minimumZoomScale \(_zoom.minimumScale) > maximumZoomScale \(_zoom.maximumScale); zooming is impossible and the scale is held at the minimum",
                             category: "UIScrollView")
        }
    }

    // MARK: Applying a scale

    /// Scales `zv` to `scale` (its frame's origin at 0,0, as iOS keeps it), makes `contentSize`
    /// its frame size, scrolls to `offset` and tells the delegate.
    func _applyZoom(_ scale: CGFloat, offset: CGPoint, to zv: UIView) {
        let changed = scale != _zoom.scale || zv.transform != CGAffineTransform(scaleX: scale, y: scale)
        _zoom.scale = scale
        if changed {
            zv.transform = CGAffineTransform(scaleX: scale, y: scale)
            let b = zv.bounds.size, ap = zv.layer.anchorPoint
            zv.center = CGPoint(x: b.width * scale * ap.x, y: b.height * scale * ap.y)
            contentSize = zv.frame.size
        }
        _setContentOffset(offset)
        if changed { delegate?.scrollViewDidZoom(self) }
    }

    /// Where a point of the zoom view lies in the content at `scale` (frame origin at 0,0).
    func _contentPoint(_ q: CGPoint, in zv: UIView, scale: CGFloat) -> CGPoint {
        let o = zv.bounds.origin
        return CGPoint(x: (q.x - o.x) * scale, y: (q.y - o.y) * scale)
    }

    /// The resting range for the content size the zoom view has at `scale`, `p` moved into it.
    func _clampedOffset(_ p: CGPoint, zoomView zv: UIView, scale: CGFloat) -> CGPoint {
        let i = _adjustedInset, b = bounds.size, s = zv.bounds.size
        let mn = CGPoint(x: -i.left, y: -i.top)
        let mx = CGPoint(x: max(mn.x, s.width * scale + i.right - b.width), y: max(mn.y, s.height * scale + i.bottom - b.height))
        return CGPoint(x: min(mx.x, max(mn.x, p.x)), y: min(mx.y, max(mn.y, p.y)))
    }

    /// The offset that puts zoom-view point `anchor` at `viewPoint` (relative to the bounds'
    /// top left) at `scale`.
    func _offset(keeping anchor: CGPoint, at viewPoint: CGPoint, in zv: UIView, scale: CGFloat) -> CGPoint {
        let p = _contentPoint(anchor, in: zv, scale: scale)
        return CGPoint(x: p.x - viewPoint.x, y: p.y - viewPoint.y)
    }

    // MARK: Programmatic zoom

    func _setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard _validZoomScale(scale, "zoomScale") else { return }
        _warnIfZoomLimitsCross()
        // Without a view for zooming there is nothing to scale: the scale stays (as on iOS).
        guard let zv = delegate?.viewForZooming(in: self) else { return }
        let s = _clampedZoomScale(scale)
        // The same scale: nothing moves (an offset set in code is not pulled into range).
        if s == _zoom.scale, zv.transform == CGAffineTransform(scaleX: s, y: s) { return }
        // Zoom about the middle of the visible area.
        let c = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = zv.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        let target = _clampedOffset(_offset(keeping: anchor, at: c, in: zv, scale: s), zoomView: zv, scale: s)
        _zoomProgrammatically(to: s, offset: target, zoomView: zv, animated: animated)
    }

    func _zoom(to rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return UIKitLog.warning("UIScrollView.zoom(to:animated:): non-finite \(rect) ignored", category: "UIScrollView")
        }
        _warnIfZoomLimitsCross()
        guard let zv = delegate?.viewForZooming(in: self) else { return }
        let r = rect.standardized
        let visible = bounds.inset(by: _adjustedInset)
        // As large as fits (an empty rect: as large as the limits allow).
        let fit = min(r.width > 0 ? visible.width / r.width : .infinity, r.height > 0 ? visible.height / r.height : .infinity)
        let s = _clampedZoomScale(fit)
        let center = CGPoint(x: visible.minX - bounds.minX + visible.width / 2, y: visible.minY - bounds.minY + visible.height / 2)
        let target = _clampedOffset(_offset(keeping: CGPoint(x: r.midX, y: r.midY), at: center, in: zv, scale: s),
                                    zoomView: zv, scale: s)
        _zoomProgrammatically(to: s, offset: target, zoomView: zv, animated: animated)
    }

    /// Zooms to `scale` at `offset`: at once (only `scrollViewDidZoom`/`DidScroll`), or animated
    /// between `scrollViewWillBeginZooming` and `scrollViewDidEndZooming` (⚠ as apps observe
    /// for animated zooms on iOS).
    func _zoomProgrammatically(to scale: CGFloat, offset: CGPoint, zoomView zv: UIView, animated: Bool) {
        _stopZoomAnimation()
        _stopMotion(finished: false)
        let unchanged = scale == _zoom.scale && offset == contentOffset && zv.transform == CGAffineTransform(scaleX: scale, y: scale)
        guard animated, window != nil, !unchanged else {
            return _applyZoom(scale, offset: offset, to: zv)
        }
        _zoom.view = zv
        delegate?.scrollViewWillBeginZooming(self, with: zv)
        _runZoomAnimation(to: scale, offset: offset, zoomView: zv) { [weak self, weak zv] _ in
            guard let self else { return }
            self.delegate?.scrollViewDidEndZooming(self, with: zv, atScale: self._zoom.scale)
        }
    }

    // MARK: Animation

    /// Animates the scale of `zoomView` (nil: the scale stays) and the offset together.
    func _runZoomAnimation(to scale: CGFloat, offset: CGPoint, zoomView: UIView?,
                           duration: TimeInterval = UIScrollView._zoomAnimationDuration,
                           completion: @escaping @MainActor (Bool) -> Void) {
        _stopZoomAnimation()
        let a = _ScrollZoomAnimation(from: _zoom.scale, contentOffset, to: zoomView == nil ? _zoom.scale : scale, offset,
                                     zoomView: zoomView, duration: duration, completion: completion)
        _zoom.animation = a
        a.link = _frameLink(for: a, current: { $0._zoom.animation }) { sv, a in sv._stepZoomAnimation(a) }
    }

    func _stepZoomAnimation(_ a: _ScrollZoomAnimation) {
        // A finger on the content, or the window gone: it stops where it is.
        guard window != nil, !_isTracking, _drag == nil else { return _stopZoomAnimation() }
        let f = a.duration > 0 ? (CACurrentMediaTime() - a.start) / a.duration : 1
        let (s, o) = a.value(at: f)
        if let zv = a.zoomView { _applyZoom(s, offset: o, to: zv) } else { _setContentOffset(o) }
        if f >= 1 { _finishZoomAnimation(a, finished: true) }
    }

    /// Interrupts the running zoom animation (its completion runs, unfinished).
    func _stopZoomAnimation() {
        if let a = _zoom.animation { _finishZoomAnimation(a, finished: false) }
    }

    func _finishZoomAnimation(_ a: _ScrollZoomAnimation, finished: Bool) {
        guard _zoom.animation === a else { return }
        a.link?.invalidate()
        a.link = nil
        _zoom.animation = nil
        _zoom.isBouncing = false
        a.completion(finished)
        _indicatorsScrollingEnded()
    }

    // MARK: Pinch

    func _handlePinch() {
        guard let g = _zoom.pinch else { return }
        switch g.state {
        case .began: _beginPinch(g)
        case .changed: _continuePinch(g)
        case .ended, .cancelled, .failed: _endPinch(g)
        default: break
        }
    }

    func _beginPinch(_ g: UIPinchGestureRecognizer) {
        guard let zv = _zoomView else { return }
        _stopZoomAnimation()
        if _drag != nil, panGestureRecognizer.isEnabled {
            // Two fingers take over from a drag that began first.
            panGestureRecognizer.isEnabled = false
            panGestureRecognizer.isEnabled = true
        }
        _stopMotion(finished: false)
        _endWheelZoom()
        _zoom.view = zv
        _zoom.isZooming = true
        // The scale follows the fingers' distance since they came down (`g.scale`); the
        // zoom-view point under them when the pinch began stays under them.
        _zoom.pinchStartScale = _zoom.scale
        _zoom.anchor = zv.convert(g.location(in: self), from: self)
        delegate?.scrollViewWillBeginZooming(self, with: zv)
        _continuePinch(g)
    }

    func _continuePinch(_ g: UIPinchGestureRecognizer) {
        guard _zoom.isZooming, let zv = _zoom.view else { return }
        let s = _bandedZoomScale(_zoom.pinchStartScale * g.scale)
        let p = g.location(in: self)
        let c = CGPoint(x: p.x - bounds.minX, y: p.y - bounds.minY)
        _zoom.focus = c
        _zoom.isBouncing = s != _clampedZoomScale(s)
        _applyZoom(s, offset: _offset(keeping: _zoom.anchor, at: c, in: zv, scale: s), to: zv)
    }

    func _endPinch(_ g: UIPinchGestureRecognizer) {
        guard _zoom.isZooming else { return }
        _zoom.isZooming = false
        guard let zv = _zoom.view else { return }
        let s = _clampedZoomScale(_zoom.scale)
        let target = _clampedOffset(_offset(keeping: _zoom.anchor, at: _zoom.focus, in: zv, scale: s), zoomView: zv, scale: s)
        guard s != _zoom.scale || target != contentOffset else {
            _zoom.isBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: zv, atScale: s)
            return _indicatorsScrollingEnded()
        }
        // Past a limit or out of range: spring back, then the zoom ends.
        _zoom.isBouncing = s != _zoom.scale
        _runZoomAnimation(to: s, offset: target, zoomView: zv) { [weak self, weak zv] _ in
            guard let self else { return }
            self.delegate?.scrollViewDidEndZooming(self, with: zv, atScale: self._zoom.scale)
        }
    }

    // MARK: Ctrl+wheel

    /// Zooms by `factor` about `point` (the scroll view's coordinates), within the limits: one
    /// ctrl+wheel step. Steps in a row form one zoom (`scrollViewWillBeginZooming` on the first,
    /// `scrollViewDidEndZooming` once the wheel rested `_wheelZoomEndDelay`). Ignored when
    /// zooming is impossible; invalid factors are refused with a warning.
    func _zoomByWheel(factor: CGFloat, at point: CGPoint) {
        guard factor.isFinite, factor > 0, point.x.isFinite, point.y.isFinite else {
            return UIKitLog.warning("UIScrollView: wheel zoom by \(factor) at \(point) ignored", category: "UIScrollView")
        }
        guard !_zoom.isZooming, let zv = _zoomView else { return }
        _stopZoomAnimation()
        _stopMotion(finished: false)
        if _zoom.wheelEnd == nil {
            _zoom.view = zv
            delegate?.scrollViewWillBeginZooming(self, with: zv)
        }
        let anchor = zv.convert(point, from: self)
        let c = CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
        let s = _clampedZoomScale(_zoom.scale * factor)
        _applyZoom(s, offset: _clampedOffset(_offset(keeping: anchor, at: c, in: zv, scale: s), zoomView: zv, scale: s), to: zv)
        _zoom.wheelEnd?.cancel()
        _zoom.wheelEnd = _ClockTimers.shared.schedule(after: UIScrollView._wheelZoomEndDelay) { [weak self] in
            self?._endWheelZoom()
        }
    }

    /// Ends a ctrl+wheel zoom in progress.
    func _endWheelZoom() {
        guard let t = _zoom.wheelEnd else { return }
        t.cancel()
        _zoom.wheelEnd = nil
        delegate?.scrollViewDidEndZooming(self, with: _zoom.view, atScale: _zoom.scale)
        _indicatorsScrollingEnded()
    }
}
