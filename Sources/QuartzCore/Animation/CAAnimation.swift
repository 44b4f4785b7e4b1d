//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// CAAnimation, the abstract base of Core Animation's animations, with its timing model and fill modes.

/// Whether an animation's value applies before it starts (`.backwards`), after it ends
/// (`.forwards`), both, or neither (`.removed`, the default).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public var rawValue: String
    /// The `CAMediaTimingFillMode` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The abstract animation: timing (Apple's `CAMediaTiming` members) and delegate.
///
/// Time model: when added to a layer, the animation's start is `beginTime` if non-zero (an
/// absolute `CACurrentMediaTime()` value) or the time of `add(_:forKey:)`. Local time is
/// `(now − start) · speed + timeOffset`; one cycle lasts `duration` (0 means 0.25 s), twice that
/// with `autoreverses`; `repeatCount` (0 = 1, `.infinity` = forever) or `repeatDuration` sets
/// the active duration. `fillMode` decides whether the value applies before the start and after
/// the end (the latter only matters with `isRemovedOnCompletion = false`).
@preconcurrency @MainActor open class CAAnimation: CAAction {
    /// The length of one cycle, in seconds. Default 0, which runs for 0.25 s (or for the enclosing
    /// group's duration).
    open var duration: CFTimeInterval = 0
    /// When the animation starts: an absolute `CACurrentMediaTime()` value for a layer's animation
    /// (0, the default, means when it is added), or seconds after the group's start for a group child.
    open var beginTime: CFTimeInterval = 0
    /// The pacing of each cycle; nil (the default) is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Hears when the animation starts and stops. A strong reference, as on iOS. Default nil.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from the layer when it ends. Default true; with false the
    /// animation stays (and keeps its final value with a forward fill) until removed.
    open var isRemovedOnCompletion: Bool = true
    /// Whether the animated value holds before the start and after the end. Default `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// How many cycles run, possibly fractional; 0 (the default) runs one, `.infinity` runs forever.
    open var repeatCount: Float = 0
    /// How long, in seconds, the animation repeats; takes precedence over `repeatCount` when
    /// non-zero. Default 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays forwards then backwards (doubling its length). Default false.
    open var autoreverses: Bool = false
    /// How fast local time runs relative to the parent's (2 is twice as fast, 0 stops it). Default 1.
    open var speed: Float = 1
    /// Seconds added to the animation's local time (starts it part-way through). Default 0.
    open var timeOffset: CFTimeInterval = 0

    // State of an added copy.
    var _startTime: CFTimeInterval = 0
    /// The clock world it was added in (`_ClockWorld`; 0: outside every test host).
    var _world = 0
    var _didStart = false
    var _didStop = false
    var _transactionGroups: [_CATransactionGroup] = []
    /// Set by a group on its children: the group's simple duration (a child without a duration of
    /// its own runs for it), and whether the group is frozen at its end by its forward fill (a
    /// child ending there is held at its end value, whatever its own fill mode).
    var _groupDuration: CFTimeInterval = 0
    var _groupHoldsEnd = false

    /// Makes an animation with default timing.
    public required init() {}

    /// Apple's default duration for animations added with `duration == 0`.
    public class func defaultValue(forKey key: String) -> Any? {
        key == "duration" ? 0.25 : nil
    }

    /// A copy with the same settings (`add(_:forKey:)` adds a copy, as Core Animation does).
    open func copy() -> Any {
        let c = type(of: self).init()
        c._copyProperties(from: self)
        return c
    }
    /// Copies the public settings of `other`; subclasses override, calling super.
    package func _copyProperties(from other: CAAnimation) {
        duration = other.duration; beginTime = other.beginTime; timingFunction = other.timingFunction
        delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
        fillMode = other.fillMode; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; speed = other.speed; timeOffset = other.timeOffset
    }

    /// `CAAction`: adds a copy of this animation to the layer under `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        layer.add(self, forKey: event)
    }

    // MARK: Timing

    var _simpleDuration: CFTimeInterval {
        if duration > 0 && duration.isFinite { return duration }
        return _groupDuration > 0 ? _groupDuration : 0.25
    }
    var _cycleDuration: CFTimeInterval { _simpleDuration * (autoreverses ? 2 : 1) }
    /// The active duration in local time (may be infinite).
    var _activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return _cycleDuration * count
    }
    /// Local time at media time `now`.
    func _localTime(_ now: CFTimeInterval) -> CFTimeInterval {
        (now - _startTime) * Double(speed) + timeOffset
    }
    /// Media time at which the animation ends (infinite when it never does).
    var _endTime: CFTimeInterval {
        let s = Double(speed)
        guard s > 0 else { return .infinity }
        let a = _activeDuration
        guard a.isFinite else { return .infinity }
        return _startTime + (a - timeOffset) / s
    }
    func _isFinished(at now: CFTimeInterval) -> Bool { _localTime(now) >= _activeDuration }

    /// Seconds into the simple duration (after repeat and autoreverse) at local time `t`, or nil
    /// when the animation does not apply at `t` (before start without backwards fill, after the end
    /// without forwards fill).
    func _simpleTime(local t: CFTimeInterval) -> CFTimeInterval? {
        let d = _simpleDuration
        let active = _activeDuration
        var t = t
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            t = 0
        }
        if t >= active {
            let endsWithFrozenGroup = _groupHoldsEnd && t - active <= 1e-6 * max(1, active)
            guard fillMode == .forwards || fillMode == .both || !isRemovedOnCompletion || endsWithFrozenGroup else { return nil }
            // The final value: the end of the last (possibly partial) cycle.
            let cycle = _cycleDuration
            var inCycle = active.truncatingRemainder(dividingBy: cycle)
            if inCycle == 0 { inCycle = cycle }
            return autoreverses && inCycle > d ? 2 * d - inCycle : min(inCycle, d)
        }
        let cycle = _cycleDuration
        let inCycle = t.truncatingRemainder(dividingBy: cycle)
        if autoreverses && inCycle > d { return 2 * d - inCycle }
        return inCycle
    }

    /// Progress 0…1 (may overshoot for springs) at `simpleTime` seconds into the simple duration.
    func _progress(simpleTime: CFTimeInterval) -> Double {
        let f = min(1, max(0, simpleTime / _simpleDuration))
        return timingFunction?._solve(f) ?? f
    }

    /// The key paths this animation changes (a group's: its children's).
    var _animatedKeyPaths: [String] {
        if let p = self as? CAPropertyAnimation { return p.keyPath.map { [$0] } ?? [] }
        if let g = self as? CAAnimationGroup { return (g.animations ?? []).flatMap { $0._animatedKeyPaths } }
        return []
    }

    /// Applies the animated value at media time `now` to `layer` (a presentation copy).
    func _apply(to layer: CALayer, model: CALayer, now: CFTimeInterval) {}
    /// Same, at this animation's own local time (used by groups).
    func _apply(to layer: CALayer, model: CALayer, local: CFTimeInterval) {}
}
