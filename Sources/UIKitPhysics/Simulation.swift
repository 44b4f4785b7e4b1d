//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UIKitPhysics: the motion maths behind springs, scrolling and paging, as plain `Double`
// functions of time (like Flutter's `physics` library). No UIKit, no actors, no Foundation:
// QuartzCore's CASpringAnimation and the scroll view use these value types, and tests check
// them against their closed forms.
//
// Files
//   Simulation.swift          the `Simulation` protocol, the C maths import
//   Tolerance.swift           `Tolerance`, how close to rest counts as done
//   SpringDescription.swift   `SpringDescription` (mass/stiffness/damping, perceptual duration
//                             and bounce)
//   SpringSimulation.swift    `SpringSimulation` (under-, critically, over-damped)
//   FrictionSimulation.swift  UIScrollView's deceleration: a per-millisecond velocity multiplier
//   RubberBand.swift          UIScrollView's overscroll resistance
//   PagingTarget.swift        which page a paging scroll view comes to rest on
//
// Bad input never traps: each type documents what a NaN, infinite, zero or negative parameter
// means (usually a clamp into the valid range, or a simulation already at rest).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A one-dimensional motion: position, velocity and whether it has come to rest, at `time`
/// seconds after it began.
public protocol Simulation: Sendable {
    /// The position at `time` seconds.
    func x(_ time: Double) -> Double
    /// The velocity (units per second) at `time` seconds.
    func dx(_ time: Double) -> Double
    /// Whether the motion is, within its tolerance, at rest at `time` seconds.
    func isDone(_ time: Double) -> Bool
}

/// `value` when finite, else `fallback`.
@inline(__always) func finite(_ value: Double, or fallback: Double) -> Double {
    value.isFinite ? value : fallback
}

/// Time as the simulations read it: NaN and negative times are the start.
@inline(__always) func sanitizedTime(_ time: Double) -> Double {
    time > 0 ? time : 0
}
