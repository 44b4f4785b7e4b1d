//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import QuartzCore

/// Spring timing for an animator. Made from a damping ratio over the animator's duration, a
/// physical spring (mass, stiffness, damping), or a perceptual duration and bounce (iOS 17).
///
/// With a physical or perceptual spring the animation lasts as long as the spring takes to
/// settle, whatever duration the animator was given (as on iOS). The initial velocity is in
/// units of the animated distance per second; one value drives every property, taken from
/// `dx` (or `dy` when `dx` is 0).
@preconcurrency @MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    enum _Kind {
        case ratio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
        case perceptual(duration: TimeInterval, bounce: CGFloat)
    }
    let _kind: _Kind
    /// The velocity at the start, in units of the animated distance per second.
    /// Differs from iOS: one value, `dx` (or `dy` when `dx` is 0), drives every property.
    public let initialVelocity: CGVector

    /// A critically damped spring (no overshoot) over the animator's duration.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring with damping ratio `ratio` over the animator's duration, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// `ratio` 1 settles without overshoot; smaller values oscillate (clamped to 0.01…).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        var r = ratio
        if !r.isFinite || r <= 0 {
            UIKitLog.warning("UISpringTimingParameters: damping ratio \(ratio) is not positive; using 1", category: "UIViewPropertyAnimator")
            r = 1
        }
        _kind = .ratio(max(0.01, r))
        initialVelocity = UISpringTimingParameters._finite(velocity)
        super.init()
    }

    /// A physical spring; the animation lasts until it settles, whatever the animator's duration.
    /// Invalid constants (non-positive mass or stiffness, negative damping) give a critically damped
    /// spring, with a warning.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        if mass.isFinite, stiffness.isFinite, damping.isFinite, mass > 0, stiffness > 0, damping >= 0 {
            _kind = .physical(mass: mass, stiffness: stiffness, damping: damping)
        } else {
            UIKitLog.warning("UISpringTimingParameters: invalid spring (mass \(mass), stiffness \(stiffness), damping \(damping)); using a critically damped one", category: "UIViewPropertyAnimator")
            _kind = .ratio(1)
        }
        initialVelocity = UISpringTimingParameters._finite(velocity)
        super.init()
    }

    /// iOS 17: a spring that feels like it lasts `duration` seconds, bouncing by `bounce` (−1…1).
    public init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero) {
        if duration.isFinite, duration > 0, bounce.isFinite {
            _kind = .perceptual(duration: duration, bounce: min(1, max(-1, bounce)))
        } else {
            UIKitLog.warning("UISpringTimingParameters: invalid duration \(duration) or bounce \(bounce); using a critically damped spring", category: "UIViewPropertyAnimator")
            _kind = .ratio(1)
        }
        initialVelocity = UISpringTimingParameters._finite(velocity)
        super.init()
    }

    private static func _finite(_ v: CGVector) -> CGVector {
        CGVector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
    }

    /// Always `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// Always nil: a spring has no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring as a Core Animation spring for an animation of `duration` seconds, and how
    /// long it lasts (the given duration for a damping ratio, the settling time otherwise).
    func _spring(duration: TimeInterval) -> (CASpringAnimation, TimeInterval) {
        let v = initialVelocity.dx != 0 ? initialVelocity.dx : initialVelocity.dy
        let s: CASpringAnimation
        var length = duration
        switch _kind {
        case let .ratio(r):
            s = CASpringAnimation(dampingRatio: r, duration: duration)
        case let .physical(m, k, c):
            s = CASpringAnimation()
            s.mass = m; s.stiffness = k; s.damping = c
        case let .perceptual(d, b):
            s = CASpringAnimation(perceptualDuration: d, bounce: b)
        }
        s.initialVelocity = v
        if case .ratio = _kind {} else { length = s.settlingDuration }
        return (s, length.isFinite && length > 0 ? min(length, 60) : duration)
    }
}
