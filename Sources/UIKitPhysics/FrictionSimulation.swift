//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// FrictionSimulation, UIScrollView's deceleration as a function of time.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// UIScrollView's deceleration: a glide that slows by a constant factor every millisecond.
///
/// The velocity is multiplied by `decelerationRate` every
/// millisecond, so `v(t) = v₀ · rate^(1000t)` and
/// `x(t) = x₀ + v₀ · (rate^(1000t) − 1) / (1000 · ln rate)`, which comes to rest at
/// `x₀ − v₀ / (1000 · ln rate)`.
///
/// Bad input: a NaN rate counts as `.normal` (0.998); a rate of 0 or less counts as 1e-6 (stops
/// almost at once) and one of 1 or more as 0.999999 (a very long glide, never an endless one).
/// A NaN or infinite position or velocity counts as 0.
public struct FrictionSimulation: Simulation, Hashable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`.
    public static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fastDecelerationRate = 0.99

    /// The per-millisecond velocity multiplier, in 0 < rate < 1.
    public let decelerationRate: Double
    /// The starting position, in the caller's units (usually points).
    public let position: Double
    /// The starting velocity, in units per second.
    public let velocity: Double
    /// How slow counts as stopped for `isDone(_:)`.
    public var tolerance: Tolerance
    /// 1000 · ln(rate): the (negative) exponent per second.
    private let k: Double

    /// A glide starting at `position` with `velocity` (units per second), slowed by
    /// `decelerationRate` per millisecond (sanitised as the type describes).
    public init(decelerationRate: Double = FrictionSimulation.normalDecelerationRate, position: Double, velocity: Double,
                tolerance: Tolerance = .default) {
        let r = Self.sanitizedRate(decelerationRate)
        self.decelerationRate = r
        self.position = finite(position, or: 0)
        self.velocity = finite(velocity, or: 0)
        self.tolerance = tolerance
        k = 1000 * log(r)
    }

    static func sanitizedRate(_ rate: Double) -> Double {
        rate.isNaN ? normalDecelerationRate : min(0.999_999, max(1e-6, rate))
    }

    /// The position at `time` seconds (negative and NaN times are the start).
    public func x(_ time: Double) -> Double {
        let t = sanitizedTime(time)
        guard t.isFinite else { return finalPosition }
        return position + velocity * (exp(k * t) - 1) / k
    }

    /// The velocity at `time` seconds.
    public func dx(_ time: Double) -> Double {
        let t = sanitizedTime(time)
        guard t.isFinite else { return 0 }
        return velocity * exp(k * t)
    }

    /// Whether the speed has fallen below `tolerance.velocity`.
    public func isDone(_ time: Double) -> Bool { abs(dx(time)) < tolerance.velocity }

    /// Where the motion comes to rest: `x(∞)`.
    public var finalPosition: Double { position - velocity / k }

    /// Seconds until the speed falls to `speed` (0 when it already is below; infinite for 0).
    public func time(untilSpeed speed: Double) -> Double {
        let target = abs(speed), v0 = abs(velocity)
        guard !target.isNaN, v0 > target else { return 0 }
        return log(target / v0) / k
    }

    /// Seconds until the motion counts as done (speed below `tolerance.velocity`).
    public var duration: Double { time(untilSpeed: tolerance.velocity) }

    /// The distance a flick travels, as Apple's "Designing Fluid Interfaces" sample projects it
    /// (`v₀/1000 · rate/(1 − rate)`, velocity in units per second): the discrete sum of the
    /// per-millisecond steps, a little shorter than `finalPosition − position`.
    public static func projectedDistance(velocity: Double, decelerationRate: Double = normalDecelerationRate) -> Double {
        let r = sanitizedRate(decelerationRate)
        return finite(velocity, or: 0) / 1000 * r / (1 - r)
    }
}
