//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A damped spring's constants: `m·x'' + c·x' + k·x = 0` with mass `m`, stiffness `k` and
/// damping `c`.
///
/// Bad values are read, never trapped on: a mass or stiffness below 1e-9 (zero, negative) counts
/// as 1e-9, so a massless spring relaxes like a first-order system and a stiffness of zero barely
/// moves; a negative damping counts as 0 (a growing oscillation would never settle). A NaN or
/// infinite constant makes every `SpringSimulation` of it start at rest at its target.
public struct SpringDescription: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring with damping given as a fraction of critical damping (1 = critically damped,
    /// below 1 overshoots, above 1 creeps).
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = dampingRatio * 2 * (max(stiffness, 1e-9) * max(mass, 1e-9)).squareRoot()
    }

    /// UIKit's duration-based spring (`UIView.animate(withDuration:…usingSpringWithDamping:…)`):
    /// mass 1 and a stiffness that has the motion settled (to about 0.1 % of the distance) when
    /// `duration` ends: ω₀ = 6.9/(ζ·duration) below critical damping (the envelope e^(−ζω₀t) is
    /// e^(−6.9) then), 9/duration when critically damped, and above that 9(ζ + √(ζ²−1))/duration,
    /// so that the slower of the two decays, ω₀(ζ − √(ζ²−1)), is also done by then. A damping
    /// ratio below 0.01 counts as 0.01 (NaN as 1); a duration below 0.01 s as 0.01 s.
    public init(dampingRatio: Double, duration: Double) {
        let zeta = dampingRatio.isNaN ? 1 : min(1e6, max(0.01, dampingRatio))
        let d = duration.isNaN ? 0.01 : max(duration, 0.01)
        let w0 = zeta < 1 ? 6.9 / (zeta * d) : 9.0 * (zeta + (zeta * zeta - 1).squareRoot()) / d
        mass = 1
        stiffness = w0 * w0
        damping = 2 * zeta * w0
    }

    /// A spring described by its perceptual duration (seconds) and bounce (−1…1), with SwiftUI's
    /// and iOS 17's documented relation: mass 1, stiffness (2π/duration)², damping ratio
    /// 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below 0. A duration that is not a positive
    /// number counts as 0.5 s; a bounce outside −1…1 is clamped, NaN counts as 0.
    public init(perceptualDuration: Double, bounce: Double) {
        let d = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let b = bounce.isFinite ? min(1, max(-1, bounce)) : 0
        let zeta = b >= 0 ? 1 - b : 1 / max(1e-3, 1 + b)
        mass = 1
        stiffness = pow(2 * Double.pi / d, 2)
        damping = 4 * .pi * zeta / d
    }

    /// Whether every constant is a finite number.
    public var isFinite: Bool { mass.isFinite && stiffness.isFinite && damping.isFinite }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (max(stiffness, 1e-9) / max(mass, 1e-9)).squareRoot() }

    /// ζ = c / (2√(km)): 1 is critically damped.
    public var dampingRatio: Double {
        max(0, damping) / (2 * (max(stiffness, 1e-9) * max(mass, 1e-9)).squareRoot())
    }

    /// The period of the undamped spring, 2π/ω₀ (0 for a spring without stiffness).
    public var perceptualDuration: Double {
        guard stiffness > 0, isFinite else { return 0 }
        return 2 * .pi / (stiffness / max(mass, 1e-9)).squareRoot()
    }

    /// 1 − ζ up to critical damping, 1/ζ − 1 above it (so −1…1).
    public var bounce: Double {
        let z = dampingRatio
        return z <= 1 ? 1 - z : 1 / z - 1
    }
}

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

    public let spring: SpringDescription
    public let start: Double
    public let end: Double
    public let initialVelocity: Double
    public var tolerance: Tolerance
    public let damping: Damping

    // Displacement from `end`: under-damped e^(−σt)(a·cos ωt + b·sin ωt) with σ = ζω₀ and
    // ω the damped frequency; critically damped e^(−ω₀t)(a + b·t); over-damped
    // a·e^(r₁t) + b·e^(r₂t). `rest` is where an at-rest spring sits.
    private let w0: Double, zeta: Double, freq: Double, a: Double, b: Double, r1: Double, r2: Double
    private let rest: Double

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
