//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitPhysics

// Motion after the finger lifts: deceleration, bounces, page settling and offset animations.

/// One axis of a scroll view's motion after the finger lifted (or of an offset animation).
struct _AxisMotion {
    enum Kind {
        /// Decelerating with the scroll view's rate; past an edge it turns into a bounce.
        case friction(FrictionSimulation)
        /// Settling on `end` (a bounce back, a page).
        case spring(SpringSimulation)
        /// `setContentOffset(_:animated:)`: constant velocity.
        case linear(from: Double, to: Double, duration: Double)
    }
    var kind: Kind
    var start: TimeInterval
    var done = false
}

/// A running motion of the content: deceleration (with bounces and page settling) or an offset
/// animation, stepped once per frame by a display link.
@MainActor final class _ScrollMotion {
    enum Purpose { case deceleration, animation }
    let purpose: Purpose
    var x: _AxisMotion?
    var y: _AxisMotion?
    var link: CADisplayLink?
    init(purpose: Purpose) { self.purpose = purpose }
    isolated deinit { link?.invalidate() }
}

extension UIScrollView {
    /// How long `setContentOffset(_:animated: true)` takes (iOS documents only "constant
    /// velocity"; ≈0.3 s as measured in apps ⚠).
    static let _offsetAnimationDuration: TimeInterval = 0.3
    /// The spring that brings the content back inside its edges and settles pages: critically
    /// damped, settling in about half a second (⚠ tuned by eye against iOS recordings).
    static let _bounceSpring = SpringDescription(mass: 1, stiffness: 150, dampingRatio: 1)
    static let _pageSpring = SpringDescription(mass: 1, stiffness: 220, dampingRatio: 1)

    // MARK: Starting and stopping

    func _startOffsetAnimation(to target: CGPoint) {
        let now = CACurrentMediaTime(), o = contentOffset, d = UIScrollView._offsetAnimationDuration
        let m = _ScrollMotion(purpose: .animation)
        m.x = _AxisMotion(kind: .linear(from: Double(o.x), to: Double(target.x), duration: d), start: now)
        m.y = _AxisMotion(kind: .linear(from: Double(o.y), to: Double(target.y), duration: d), start: now)
        _run(m)
    }

    /// Starts deceleration from the release: each axis glides with `velocity` (points per
    /// second) towards `target` (honoured exactly), or by its own friction when `natural`
    /// (bouncing at the edges); out of bounds it springs back.
    func _startDeceleration(velocity: CGPoint, target: CGPoint, natural: Bool, paging: Bool) {
        let now = CACurrentMediaTime(), o = contentOffset
        let m = _ScrollMotion(purpose: .deceleration)
        let rate = Double(_decelerationRate.rawValue)
        let mn = _minOffset, mx = _maxOffset
        func axis(_ p: CGFloat, _ v: CGFloat, _ t: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> _AxisMotion? {
            let p = Double(p), v = Double(v), t = Double(t)
            if abs(p - t) < 1e-6 && (Double(lo) ... Double(hi)).contains(p) { return nil }
            if paging || p < Double(lo) || p > Double(hi) {
                let spring = paging ? UIScrollView._pageSpring : UIScrollView._bounceSpring
                return _AxisMotion(kind: .spring(SpringSimulation(spring: spring, from: p, to: t, initialVelocity: v)), start: now)
            }
            var sim = FrictionSimulation(decelerationRate: rate, position: p, velocity: v)
            if !natural || (sim.finalPosition >= Double(lo) && sim.finalPosition <= Double(hi)) {
                // Land exactly on the target: the velocity that glides there with this rate.
                let k = 1000 * log(sim.decelerationRate)
                sim = FrictionSimulation(decelerationRate: rate, position: p, velocity: (t - p) * -k)
            }
            return _AxisMotion(kind: .friction(sim), start: now)
        }
        m.x = axis(o.x, velocity.x, target.x, mn.x, mx.x)
        m.y = axis(o.y, velocity.y, target.y, mn.y, mx.y)
        _run(m)
    }

    func _run(_ m: _ScrollMotion) {
        _motion = m
        m.link = _frameLink(for: m, current: { $0._motion }) { sv, _ in sv._stepMotion() }
        if m.purpose == .deceleration { _isDecelerating = true }
    }

    /// Ends the running motion. `finished`: it came to rest by itself (its end callbacks are
    /// sent); otherwise it was interrupted (a touch, a new offset in code).
    func _stopMotion(finished: Bool) {
        guard let m = _motion else { return }
        m.link?.invalidate()
        m.link = nil
        _motion = nil
        switch m.purpose {
        case .deceleration:
            _isDecelerating = false
            // (An interrupted deceleration still ends: apps pair will-begin with did-end.)
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            if finished { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
        _indicatorsScrollingEnded()
    }

    /// A display link that calls `step` once a frame while `owner` is still the scroll view's
    /// running animation of its kind (`current`); it ends itself once the owner was replaced or
    /// ended, or the scroll view went away. Motion, wheel/key easing and zoom animations use it.
    func _frameLink<T: AnyObject>(for owner: T, current: @escaping @MainActor (UIScrollView) -> T?,
                                  step: @escaping @MainActor (UIScrollView, T) -> Void) -> CADisplayLink {
        let link = CADisplayLink { [weak self, weak owner] link in
            guard let self, let owner, current(self) === owner else { return link.invalidate() }
            step(self, owner)
        }
        link.add(to: .main, forMode: .common)
        return link
    }

    // MARK: Stepping

    func _stepMotion() {
        guard let m = _motion else { return }
        guard let w = window, !w.isHidden else { return _stopMotion(finished: false) }
        let now = CACurrentMediaTime()
        var o = contentOffset
        let mn = _minOffset, mx = _maxOffset
        if var ax = m.x { o.x = _step(&ax, now, lo: mn.x, hi: mx.x, current: o.x); m.x = ax }
        if var ay = m.y { o.y = _step(&ay, now, lo: mn.y, hi: mx.y, current: o.y); m.y = ay }
        _setContentOffset(o)
        if (m.x?.done ?? true) && (m.y?.done ?? true) && _motion === m { _stopMotion(finished: true) }
    }

    /// Advances one axis to `now`, returning its offset (pixel-rounded while moving, exact at rest).
    func _step(_ a: inout _AxisMotion, _ now: TimeInterval, lo: CGFloat, hi: CGFloat, current: CGFloat) -> CGFloat {
        if a.done { return current }
        let t = now - a.start, px = Double(_pixel)
        switch a.kind {
        case .linear(let from, let to, let d):
            if t >= d { a.done = true; return CGFloat(to) }
            return _round(from + (to - from) * t / d)
        case .friction(let sim):
            let x = sim.x(t), v = sim.dx(t)
            if bounces, x < Double(lo) || x > Double(hi) {
                // Crossing an edge: bounce (the spring takes the velocity and returns to the edge).
                let edge = x < Double(lo) ? Double(lo) : Double(hi)
                a.kind = .spring(SpringSimulation(spring: UIScrollView._bounceSpring, from: x, to: edge, initialVelocity: v))
                a.start = now
                return _round(x)
            }
            if !bounces, x < Double(lo) || x > Double(hi) {
                a.done = true
                return x < Double(lo) ? lo : hi
            }
            // At rest once what is left to glide is under half a pixel.
            if abs(sim.finalPosition - x) < px / 2 { a.done = true; return _round(sim.finalPosition) }
            return _round(x)
        case .spring(let sim):
            let x = sim.x(t), v = sim.dx(t)
            if abs(x - sim.end) < px / 2 && abs(v) < 20 { a.done = true; return CGFloat(sim.end) }
            return _round(x)
        }
    }

    func _round(_ x: Double) -> CGFloat { _pixelRounded(CGFloat(x)) }
}
