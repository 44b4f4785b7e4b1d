//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKitPhysics

private func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

/// Central finite difference of x at t.
private func slope(_ s: some Simulation, _ t: Double, _ h: Double = 1e-6) -> Double {
    (s.x(t + h) - s.x(t - h)) / (2 * h)
}

@Suite struct SpringSimulationTests {
    let under = SpringDescription(mass: 1, stiffness: 100, damping: 10)       // ζ = 0.5
    let critical = SpringDescription(mass: 2, stiffness: 50, damping: 20)     // ζ = 1
    let over = SpringDescription(mass: 1, stiffness: 100, damping: 50)        // ζ = 2.5

    @Test func classifiesDamping() {
        #expect(SpringSimulation(spring: under, from: 0, to: 1).damping == .underDamped)
        #expect(SpringSimulation(spring: critical, from: 0, to: 1).damping == .criticallyDamped)
        #expect(SpringSimulation(spring: over, from: 0, to: 1).damping == .overDamped)
        #expect(close(under.dampingRatio, 0.5) && close(critical.dampingRatio, 1) && close(over.dampingRatio, 2.5))
        #expect(close(under.naturalFrequency, 10))
    }

    @Test(arguments: [0.0, 7.5, -40]) func startsAtFromWithInitialVelocity(v0: Double) {
        for spring in [under, critical, over] {
            let s = SpringSimulation(spring: spring, from: 10, to: 110, initialVelocity: v0)
            #expect(close(s.x(0), 10))
            #expect(close(s.dx(0), v0, 1e-9))
            #expect(close(s.x(30), 110, 1e-6))
            #expect(s.isDone(30))
            #expect(!s.isDone(0))
        }
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        for spring in [under, critical, over] {
            let s = SpringSimulation(spring: spring, from: -50, to: 20, initialVelocity: 300)
            for t in stride(from: 0.01, through: 2, by: 0.07) {
                #expect(close(s.dx(t), slope(s, t), 1e-4 * max(1, abs(s.dx(t)))), "t = \(t), \(s.damping)")
            }
        }
    }

    @Test func solvesTheDifferentialEquation() {
        // m·x'' + c·x' + k·(x − end) = 0, with x'' from a finite difference of dx.
        for spring in [under, critical, over] {
            let s = SpringSimulation(spring: spring, from: 3, to: -7, initialVelocity: 12)
            for t in stride(from: 0.05, through: 1.5, by: 0.1) {
                let h = 1e-6
                let acc = (s.dx(t + h) - s.dx(t - h)) / (2 * h)
                let residual = spring.mass * acc + spring.damping * s.dx(t) + spring.stiffness * (s.x(t) - s.end)
                #expect(abs(residual) < 1e-3, "t = \(t), \(s.damping)")
            }
        }
    }

    @Test func underDampedClosedForm() {
        // ζ = 0.5, ω₀ = 10: x(t) = e^(−5t)(cos ωt + 5/ω sin ωt) below the target, ω = √75.
        let s = SpringSimulation(spring: under, from: 0, to: 1)
        let w = 75.0.squareRoot()
        for t in [0.1, 0.3, 0.77] {
            let d = -exp(-5 * t) * (cos(w * t) + 5 / w * sin(w * t))
            #expect(close(s.x(t), 1 + d, 1e-12))
        }
        // It overshoots; an over-damped spring from rest does not.
        #expect((0..<200).map { s.x(Double($0) / 100) }.max()! > 1.1)
        let o = SpringSimulation(spring: over, from: 0, to: 1)
        #expect((0..<200).map { o.x(Double($0) / 100) }.max()! <= 1)
    }

    @Test func criticallyDampedIsTheLimitOfTheOthers() {
        let s = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, dampingRatio: 1), from: 0, to: 1, initialVelocity: 4)
        #expect(s.damping == .criticallyDamped)
        let below = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, dampingRatio: 1 - 1e-7), from: 0, to: 1, initialVelocity: 4)
        let above = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, dampingRatio: 1 + 1e-7), from: 0, to: 1, initialVelocity: 4)
        #expect(below.damping == .underDamped && above.damping == .overDamped)
        for t in [0.02, 0.1, 0.25, 0.6] {
            #expect(close(s.x(t), below.x(t), 1e-5))
            #expect(close(s.x(t), above.x(t), 1e-5))
            #expect(close(s.dx(t), below.dx(t), 1e-4))
            // Closed form: 1 − e^(−10t)(1 + (−4 + 10)·t)·… with a = −1, b = v0 + ω₀·a = −6.
            #expect(close(s.x(t), 1 + exp(-10 * t) * (-1 - 6 * t), 1e-12))
        }
    }

    @Test func settlingDurationBoundsTheMotion() {
        for spring in [under, critical, over] {
            let s = SpringSimulation(spring: spring, from: -1, to: 0)
            let settle = s.settlingDuration(within: 1e-3)
            #expect(settle > 0.1 && settle < 5, "\(s.damping)")
            for t in stride(from: settle, through: settle + 3, by: 0.01) { #expect(abs(s.x(t)) < 1e-3) }
            #expect(abs(s.x(settle - 0.002)) >= 1e-3 || s.damping == .underDamped)
        }
        // Nothing to do: settles at once.
        #expect(SpringSimulation(spring: under, from: 5, to: 5).settlingDuration < 0.01)
    }

    @Test func perceptualDurationAndBounce() {
        let p = SpringDescription(perceptualDuration: 0.5, bounce: 0.3)
        #expect(p.mass == 1)
        #expect(close(p.perceptualDuration, 0.5, 1e-12))
        #expect(close(p.bounce, 0.3, 1e-12))
        #expect(close(p.dampingRatio, 0.7, 1e-12))
        let n = SpringDescription(perceptualDuration: 1, bounce: -0.5)
        #expect(close(n.dampingRatio, 2, 1e-12) && close(n.bounce, -0.5, 1e-12))
        // Out-of-range and NaN input is clamped, never trapped on.
        #expect(close(SpringDescription(perceptualDuration: -3, bounce: 7).perceptualDuration, 0.5, 1e-12))
        #expect(SpringDescription(perceptualDuration: .nan, bounce: .nan).bounce == 0)
        #expect(SpringDescription(mass: 1, stiffness: 0, damping: 1).perceptualDuration == 0)
    }

    @Test(arguments: [0.2, 0.5, 1, 3]) func uikitDurationSpringSettlesInItsDuration(ratio: Double) {
        for duration in [0.25, 0.5, 2] {
            let spring = SpringDescription(dampingRatio: ratio, duration: duration)
            #expect(spring.mass == 1 && close(spring.dampingRatio, ratio, 1e-12))
            let settle = SpringSimulation(spring: spring, from: -1, to: 0).settlingDuration(within: 1e-3)
            #expect(settle > duration * 0.5 && settle < duration * 1.1, "ζ \(ratio), \(duration) s: \(settle)")
        }
        #expect(SpringDescription(dampingRatio: .nan, duration: .nan).dampingRatio == 1)
        #expect(close(SpringDescription(dampingRatio: -2, duration: 0).dampingRatio, 0.01, 1e-12))
    }

    @Test func badInputIsSafe() {
        // NaN or infinite constants or endpoints: at rest at the target.
        for bad in [SpringDescription(mass: .nan, stiffness: 100, damping: 10),
                    SpringDescription(mass: 1, stiffness: .infinity, damping: 10),
                    SpringDescription(mass: 1, stiffness: 100, damping: .nan)] {
            let s = SpringSimulation(spring: bad, from: 0, to: 40)
            #expect(s.damping == .atRest)
            #expect(s.x(0) == 40 && s.x(1) == 40 && s.dx(0.5) == 0 && s.isDone(0))
            #expect(s.settlingDuration < 0.01)
        }
        #expect(SpringSimulation(spring: under, from: .nan, to: 3).x(0.2) == 3)
        #expect(SpringSimulation(spring: under, from: 1, to: .nan).x(0.2) == 1)
        #expect(SpringSimulation(spring: under, from: 0, to: 1, initialVelocity: .infinity).x(0.2) == 1)
        // Zero mass: the first-order limit (relaxes at k/c per second), no overshoot, finite.
        let massless = SpringSimulation(spring: SpringDescription(mass: 0, stiffness: 100, damping: 10), from: 0, to: 1)
        #expect(massless.x(0.1).isFinite && close(massless.x(0.1), 1 - exp(-1), 1e-3))
        // Negative stiffness counts as (almost) none: it does not run away.
        let slack = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: -100, damping: 10), from: 0, to: 1)
        #expect(slack.x(1).isFinite && abs(slack.x(1)) < 1e-3)
        // Negative damping counts as none: a steady oscillation, never a growing one.
        let undamped = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, damping: -5), from: 0, to: 1)
        #expect(undamped.spring.dampingRatio == 0)
        #expect((0..<1000).allSatisfy { abs(undamped.x(Double($0) / 10) - 1) <= 1 + 1e-9 })
        #expect(undamped.settlingDuration > 59)
        // Odd times: NaN and negative are the start, infinity the target.
        let s = SpringSimulation(spring: under, from: 0, to: 1)
        #expect(s.x(.nan) == 0 && s.x(-5) == 0 && s.x(.infinity) == 1 && s.dx(.infinity) == 0)
    }
}
