//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

@MainActor @Suite struct RecognizerTapTests {
    @Test func singleTapRecognizesOnLift() {
        let h = RecHarness(); defer { h.finish() }
        let tap = h.add(UITapGestureRecognizer(), "tap")
        var location = CGPoint.zero
        tap.addAction { g in location = g.location(in: h.view) }
        h.down(100, 200, at: 0)
        #expect(h.log.isEmpty)
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 1)
        h.up(102, 201, at: 0.1)
        #expect(h.log == ["tap:ended"])
        #expect(location == CGPoint(x: 102, y: 201))
        #expect(tap.state == .possible) // reset after the touch ended
        #expect(tap.numberOfTouches == 0)
        // Reset: another tap recognizes again.
        h.tap(50, 50, at: 1)
        #expect(h.log == ["tap:ended", "tap:ended"])
    }

    @Test func movingMoreThanTenPointsFails() {
        let h = RecHarness(); defer { h.finish() }
        let tap = h.add(UITapGestureRecognizer(), "tap")
        h.down(100, 100, at: 0)
        h.move(109, 100, at: 0.05)
        #expect(tap.state == .possible)
        h.move(110, 100, at: 0.06) // exactly 10: still a tap
        #expect(tap.state == .possible)
        h.move(110.5, 100, at: 0.07)
        #expect(tap.state == .failed)
        h.up(100, 100, at: 0.1)
        #expect(h.log.isEmpty)
        #expect(tap.state == .possible)
    }

    @Test func doubleTapRecognizesOnSecondLiftOnly() {
        let h = RecHarness(); defer { h.finish() }
        let tap = h.add(UITapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        h.tap(100, 100, at: 0)
        #expect(h.log.isEmpty)
        #expect(tap.state == .possible)
        h.down(104, 98, at: 0.3)
        #expect(h.log.isEmpty)
        h.up(104, 98, at: 0.35)
        #expect(h.log == ["double:ended"])
    }

    @Test func doubleTapFailsWhenSecondTapIsTooLate() {
        let h = RecHarness(); defer { h.finish() }
        let tap = h.add(UITapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        // Lift at 0.05; the window closes at 0.40 (timer on the media clock).
        h.tap(100, 100, at: 0)
        h.time(0.39)
        #expect(_ClockTimers.shared.count > 0)
        h.down(100, 100, at: 0.41) // the timer fired first: this starts a new sequence
        #expect(tap.state == .possible)
        h.up(100, 100, at: 0.45)
        #expect(h.log.isEmpty)
        // …which a quick second tap completes.
        h.tap(100, 100, at: 0.6)
        #expect(h.log == ["double:ended"])
    }

    @Test func doubleTapFailsOnLateTimestampEvenWithoutTimerPass() {
        let h = RecHarness(); defer { h.finish() }
        let tap = h.add(UITapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        h.tap(100, 100, at: 0)
        // Input timestamped past the window while the clock has not moved.
        RawInput.send([RawInput.Touch(phase: .began, location: CGPoint(x: 100, y: 100), timestamp: RecHarness.t0 + 0.5)], in: h.window)
        #expect(tap.state == .failed)
        RawInput.send([RawInput.Touch(phase: .ended, location: CGPoint(x: 100, y: 100), timestamp: RecHarness.t0 + 0.55)], in: h.window)
        #expect(h.log.isEmpty)
    }

    @Test func secondTapFarAwayFails() {
        let h = RecHarness(); defer { h.finish() }
        let tap = h.add(UITapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        h.tap(100, 100, at: 0)
        h.down(200, 100, at: 0.2)
        #expect(tap.state == .failed)
        h.up(200, 100, at: 0.25)
        #expect(h.log.isEmpty)
    }

    @Test func twoFingerTap() {
        let h = RecHarness(); defer { h.finish() }
        let tap = h.add(UITapGestureRecognizer(), "tap2")
        tap.numberOfTouchesRequired = 2
        var location = CGPoint.zero
        tap.addAction { g in location = g.location(in: nil) }
        // One finger only: fails.
        h.tap(100, 100, at: 0)
        #expect(h.log.isEmpty)
        // Two fingers, down together, lifting one after the other.
        h.send([(1, .began, CGPoint(x: 100, y: 100)), (2, .began, CGPoint(x: 200, y: 100))], at: 1)
        #expect(tap.numberOfTouches == 2)
        h.up(100, 100, id: 1, at: 1.05)
        #expect(h.log.isEmpty)
        h.up(200, 100, id: 2, at: 1.06)
        #expect(h.log == ["tap2:ended"])
        #expect(location == CGPoint(x: 200, y: 100))
        // Three fingers: fails at the third.
        h.send([(1, .began, CGPoint(x: 100, y: 100)), (2, .began, CGPoint(x: 200, y: 100))], at: 2)
        h.down(150, 150, id: 3, at: 2.01)
        #expect(tap.state == .failed)
        h.send([(1, .ended, CGPoint(x: 100, y: 100)), (2, .ended, CGPoint(x: 200, y: 100)), (3, .ended, CGPoint(x: 150, y: 150))], at: 2.1)
        #expect(h.log == ["tap2:ended"])
    }

    @Test func cancelledTouchFailsTheTap() {
        let h = RecHarness(); defer { h.finish() }
        h.add(UITapGestureRecognizer(), "tap")
        h.down(100, 100, at: 0)
        h.cancelAll(at: 0.05)
        #expect(h.log.isEmpty)
        h.tap(100, 100, at: 1)
        #expect(h.log == ["tap:ended"])
    }

    @Test func tapCountsOfTouchesMatchRecognizer() {
        let h = RecHarness(); defer { h.finish() }
        let triple = h.add(UITapGestureRecognizer(), "triple")
        triple.numberOfTapsRequired = 3
        var counts: [Int] = []
        let v = h.view
        triple.addAction { [unowned v] g in counts = (g._sequenceTouches.map(\.tapCount)).sorted(); _ = v }
        h.tap(100, 100, at: 0)
        h.tap(100, 100, at: 0.2)
        #expect(h.log.isEmpty)
        h.tap(100, 100, at: 0.4)
        #expect(h.log == ["triple:ended"])
        #expect(counts == [1, 2, 3])
    }
}
