//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@Suite struct RecognizerVelocityTrackerTests {
    @Test func constantSpeedGivesThatSpeed() {
        var t = _VelocityTracker()
        for i in 0...20 {
            let time = 10 + Double(i) / 60
            t.add(CGPoint(x: 300 * (time - 10), y: -120 * (time - 10)), at: time)
        }
        #expect(abs(t.velocity.x - 300) < 1e-6)
        #expect(abs(t.velocity.y + 120) < 1e-6)
    }

    @Test func emptyAndSingleSampleAreZero() {
        var t = _VelocityTracker()
        #expect(t.velocity == .zero)
        t.add(CGPoint(x: 5, y: 5), at: 1)
        #expect(t.velocity == .zero)
        t.add(CGPoint(x: 50, y: 5), at: 1) // same time: replaces
        #expect(t.velocity == .zero)
        #expect(t.samples.count == 1)
    }

    @Test func onlyRecentSamplesCount() {
        var t = _VelocityTracker(window: 0.1)
        // Fast motion long ago, then slow motion for the last 100 ms.
        for i in 0..<10 { t.add(CGPoint(x: Double(i) * 100, y: 0), at: Double(i) * 0.01) }
        let base = 900.0
        for i in 1...10 { t.add(CGPoint(x: base + Double(i) * 0.5, y: 0), at: 0.09 + Double(i) * 0.01) }
        #expect(abs(t.velocity.x - 50) < 1e-6)
    }

    @Test func pauseBeforeLiftIsZero() {
        var t = _VelocityTracker()
        for i in 0...10 { t.add(CGPoint(x: Double(i) * 10, y: 0), at: Double(i) / 100) }
        t.add(CGPoint(x: 100, y: 0), at: 0.5) // lift 400 ms later, same place
        #expect(t.velocity.x == 0)
    }

    @Test func sparseEventsUseLastTwo() {
        var t = _VelocityTracker()
        t.add(CGPoint(x: 0, y: 0), at: 0)
        t.add(CGPoint(x: 100, y: 40), at: 0.25)
        t.add(CGPoint(x: 200, y: 80), at: 0.5)
        #expect(abs(t.velocity.x - 400) < 1e-9)
        #expect(abs(t.velocity.y - 160) < 1e-9)
    }

    @Test func scalarNoisyLeastSquares() {
        var t = _VelocityTracker()
        // scale grows 2/s with alternating noise of ±0.01: the fit stays close to 2.
        for i in 0...8 {
            let time = Double(i) / 80
            t.add(1 + 2 * time + (i % 2 == 0 ? 0.001 : -0.001), at: time)
        }
        #expect(abs(t.scalarVelocity - 2) < 0.1)
        t.reset()
        #expect(t.scalarVelocity == 0)
    }

    @Test func timeGoingBackIsIgnoredAndCapacityBounded() {
        var t = _VelocityTracker(window: 10, capacity: 5)
        for i in 0..<50 { t.add(Double(i), at: Double(i)) }
        t.add(1000, at: 3)
        #expect(t.samples.count == 5)
        #expect(abs(t.scalarVelocity - 1) < 1e-9)
    }
}
