//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKitPhysics

private func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

@Suite struct FrictionSimulationTests {
    @Test func uiScrollViewRates() {
        #expect(FrictionSimulation.normalDecelerationRate == 0.998)
        #expect(FrictionSimulation.fastDecelerationRate == 0.99)
        #expect(FrictionSimulation(position: 0, velocity: 1).decelerationRate == 0.998)
    }

    @Test(arguments: [0.998, 0.99]) func closedForm(rate: Double) {
        let s = FrictionSimulation(decelerationRate: rate, position: 100, velocity: 2000)
        #expect(s.x(0) == 100 && s.dx(0) == 2000)
        for t in [0.016, 0.1, 0.5, 1.3] {
            // v(t) = v₀ · rate^(1000 t): per millisecond.
            #expect(close(s.dx(t), 2000 * pow(rate, 1000 * t), 1e-9))
            #expect(close(s.x(t), 100 + 2000 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate)), 1e-9))
            #expect(close(s.dx(t), (s.x(t + 1e-6) - s.x(t - 1e-6)) / 2e-6, 1e-3))
        }
        // One millisecond multiplies the velocity by the rate.
        #expect(close(s.dx(0.001) / s.dx(0), rate, 1e-12))
        // x(∞) = x₀ − v₀/(1000 ln rate).
        #expect(close(s.finalPosition, 100 - 2000 / (1000 * log(rate)), 1e-9))
        #expect(close(s.x(60), s.finalPosition, 1e-6))
        #expect(s.x(.infinity) == s.finalPosition)
    }

    @Test func projectionMatchesUIKitsRuleOfThumb() {
        // Normal: about half a second of the release velocity; fast: about a tenth.
        #expect(close(FrictionSimulation.projectedDistance(velocity: 1000), 499, 1e-9))
        #expect(close(FrictionSimulation.projectedDistance(velocity: 1000, decelerationRate: 0.99), 99, 1e-9))
        let s = FrictionSimulation(position: 0, velocity: 1000)
        #expect(abs(s.finalPosition - 499) < 1)
        #expect(FrictionSimulation.projectedDistance(velocity: -1000) < 0)
    }

    @Test func timeUntilSlow() {
        let s = FrictionSimulation(position: 0, velocity: -3000, tolerance: Tolerance(velocity: 1))
        let t = s.time(untilSpeed: 30)
        #expect(close(abs(s.dx(t)), 30, 1e-9))
        #expect(close(s.duration, s.time(untilSpeed: 1)))
        #expect(!s.isDone(s.duration - 0.01) && s.isDone(s.duration + 0.01))
        #expect(s.time(untilSpeed: 5000) == 0)
        #expect(s.time(untilSpeed: 0) == .infinity)
        #expect(s.x(1) < 0 && s.finalPosition < s.x(1))
    }

    @Test func badInputIsSafe() {
        #expect(FrictionSimulation(decelerationRate: .nan, position: 0, velocity: 1).decelerationRate == 0.998)
        let stopped = FrictionSimulation(decelerationRate: 0, position: 5, velocity: 1000)
        #expect(stopped.finalPosition.isFinite && abs(stopped.finalPosition - 5) < 0.1)
        let endless = FrictionSimulation(decelerationRate: 1.5, position: 0, velocity: 1)
        #expect(endless.decelerationRate < 1 && endless.finalPosition.isFinite)
        let nan = FrictionSimulation(position: .nan, velocity: .infinity)
        #expect(nan.x(0.3) == 0 && nan.dx(0.3) == 0 && nan.isDone(0))
        #expect(FrictionSimulation(position: 0, velocity: 10).x(.nan) == 0)
        #expect(FrictionSimulation.projectedDistance(velocity: .nan) == 0)
    }
}
