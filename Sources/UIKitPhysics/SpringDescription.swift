//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// SpringDescription, a damped spring's mass, stiffness and damping, and the ways to make one.

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
    /// The mass `m` on the spring (below 1e-9 counts as 1e-9).
    public var mass: Double
    /// The spring constant `k`, force per unit of displacement (below 1e-9 counts as 1e-9).
    public var stiffness: Double
    /// The damping coefficient `c`, force per unit of velocity (negative counts as 0).
    public var damping: Double

    /// A spring with the given mass, stiffness and damping coefficient.
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
