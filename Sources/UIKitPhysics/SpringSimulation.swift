//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// SpringSimulation, a damped spring's exact motion from a start to an end position.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A spring moving from `start` towards `end`, the exact solution of the damped harmonic
/// oscillator for the description's constants (under-, critically or over-damped).
///
/// Positions and velocities are in the caller's units (points, or a normalised 0…1 progress):
/// `initialVelocity` is in units per second. A NaN or infinite start, end, velocity or constant
/// gives a spring already at rest at `end` (at `start` when `end` is not finite, at 0 when neither
/// is).
public struct SpringSimulation: Simulation, Hashable, Sendable {
    /// How the spring returns to rest.
    public enum Damping: Hashable, Sendable {
        /// ζ < 1: oscillates about the target with a decaying amplitude.
        case underDamped
        /// ζ = 1: the fastest return without overshoot (at most one crossing with a velocity).
        case criticallyDamped
        /// ζ > 1: creeps towards the target.
        case overDamped
        /// Invalid input: already at rest.
        case atRest
    }

    /// The spring's constants.
    public let spring: SpringDescription
    /// The starting position, in the caller's units.
    public let start: Double
    /// The target position the spring settles at, in the caller's units.
    public let end: Double
    /// The velocity at time 0, in units per second (towards `end` when it has the sign of `end − start`).
    public let initialVelocity: Double
    /// How close to `end`, and how slow, counts as done for `isDone(_:)`.
    public var tolerance: Tolerance
    /// Which regime the spring is in (from its damping ratio), or `.atRest` for invalid input.
    public let damping: Damping

    // Displacement from `end`: under-damped e^(−σt)(a·cos ωt + b·sin ωt) with σ = ζω₀ and
    // ω the damped frequency; critically damped e^(−ω₀t)(a + b·t); over-damped
    // a·e^(r₁t) + b·e^(r₂t). `rest` is where an at-rest spring sits.
    private let w0: Double, zeta: Double, freq: Double, a: Double, b: Double, r1: Double, r2: Double
    private let rest: Double

    /// A spring with `spring`'s constants moving from `start` to `end`, starting with
    /// `initialVelocity` units per second.
    public init(spring: SpringDescription, from start: Double, to end: Double, initialVelocity: Double = 0,
                tolerance: Tolerance = .default) {
        self.spring = spring
        self.start = start
        self.end = end
        self.initialVelocity = initialVelocity
        self.tolerance = tolerance
        let w0 = spring.naturalFrequency, z = spring.dampingRatio
        let x0 = start - end, v0 = initialVelocity
        self.w0 = w0
        self.zeta = z
        rest = end.isFinite ? end : finite(start, or: 0)
        var freq = 0.0, a = 0.0, b = 0.0, r1 = 0.0, r2 = 0.0
        if !(spring.isFinite && w0.isFinite && w0 > 0 && x0.isFinite && v0.isFinite) {
            damping = .atRest
        } else if z < 1 {
            damping = .underDamped
            freq = w0 * (1 - z * z).squareRoot()
            a = x0
            b = (v0 + z * w0 * x0) / freq
        } else if z == 1 {
            damping = .criticallyDamped
            a = x0
            b = v0 + w0 * x0
        } else {
            damping = .overDamped
            let s = (z * z - 1).squareRoot()
            r1 = -w0 * (z - s)
            r2 = -w0 * (z + s)
            b = (v0 - r1 * x0) / (r2 - r1)
            a = x0 - b
        }
        self.freq = freq; self.a = a; self.b = b; self.r1 = r1; self.r2 = r2
    }

    /// Displacement from `end` at `t` seconds (t ≥ 0, finite).
    private func displacement(_ t: Double) -> Double {
        switch damping {
        case .underDamped: return exp(-zeta * w0 * t) * (a * cos(freq * t) + b * sin(freq * t))
        case .criticallyDamped: return exp(-w0 * t) * (a + b * t)
        case .overDamped: return a * exp(r1 * t) + b * exp(r2 * t)
        case .atRest: return 0
        }
    }

    /// The position at `time` seconds; negative and NaN times are the start. At an infinite
    /// time, the target (a spring with no damping never gets there, and answers it anyway).
    public func x(_ time: Double) -> Double {
        if damping == .atRest { return rest }
        let t = sanitizedTime(time)
        guard t.isFinite else { return end }
        return end + displacement(t)
    }

    /// The velocity at `time` seconds (the derivative of `x`).
    public func dx(_ time: Double) -> Double {
        let t = sanitizedTime(time)
        guard t.isFinite else { return 0 }
        switch damping {
        case .underDamped:
            let s = zeta * w0, c = cos(freq * t), sn = sin(freq * t)
            return exp(-s * t) * ((b * freq - s * a) * c - (s * b + a * freq) * sn)
        case .criticallyDamped:
            return exp(-w0 * t) * (b - w0 * (a + b * t))
        case .overDamped:
            return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        case .atRest:
            return 0
        }
    }

    /// Whether, at `time`, the spring is within `tolerance` of its target and nearly still.
    public func isDone(_ time: Double) -> Bool {
        if damping == .atRest { return true }
        return abs(x(time) - end) < tolerance.distance && abs(dx(time)) < tolerance.velocity
    }

    /// Seconds until the spring stays within `epsilon` of its target (sampled each millisecond,
    /// for at most 60 s: a spring without damping answers about 60).
    ///
    /// Sampling stops once the spring has stayed inside the band for a second, or two periods
    /// of the undamped spring when that is longer.
    public func settlingDuration(within epsilon: Double) -> Double {
        let eps = epsilon.isNaN ? tolerance.distance : epsilon
        var last = 0.0
        let step = 1.0 / 1000
        var t = 0.0
        let calm = max(1.0, 4 * Double.pi / max(damping == .atRest ? 0 : w0, 1e-3))
        while t < 60 {
            if abs(x(t) - end) >= eps { last = t }
            else if t - last > calm { break }
            t += step
        }
        return last + step
    }

    /// Seconds until the spring stays within `tolerance.distance` of its target.
    public var settlingDuration: Double { settlingDuration(within: tolerance.distance) }
}
