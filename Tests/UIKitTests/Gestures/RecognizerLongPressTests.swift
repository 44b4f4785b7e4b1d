//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

@MainActor @Suite struct RecognizerLongPressTests {
    @Test func beginsAtHalfASecondNotBefore() {
        let h = RecHarness(); defer { h.finish() }
        let press = h.add(UILongPressGestureRecognizer(), "press")
        var locations: [CGPoint] = []
        press.addAction { g in locations.append(g.location(in: h.view)) }
        h.down(100, 100, at: 0)
        h.time(0.49)
        #expect(h.log.isEmpty)
        #expect(press.state == .possible)
        h.time(0.5)
        #expect(h.log == ["press:began"])
        #expect(press.state == .began)
        h.move(150, 180, at: 0.6) // no movement limit once begun
        #expect(h.log == ["press:began", "press:changed"])
        h.up(150, 180, at: 0.7)
        #expect(h.log == ["press:began", "press:changed", "press:ended"])
        #expect(locations == [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 180), CGPoint(x: 150, y: 180)])
        #expect(press.state == .possible)
    }

    @Test func liftingEarlyFails() {
        let h = RecHarness(); defer { h.finish() }
        h.add(UILongPressGestureRecognizer(), "press")
        h.down(100, 100, at: 0)
        h.up(100, 100, at: 0.49)
        h.time(2)
        #expect(h.log.isEmpty)
    }

    @Test func movingTooFarBeforeBeganFails() {
        let h = RecHarness(); defer { h.finish() }
        let press = h.add(UILongPressGestureRecognizer(), "press")
        h.down(100, 100, at: 0)
        h.move(106, 108, at: 0.2) // exactly 10 pt: allowed
        #expect(press.state == .possible)
        h.move(107, 108, at: 0.3)
        #expect(press.state == .failed)
        h.time(1)
        #expect(h.log.isEmpty)
        h.up(107, 108, at: 1.1)
        #expect(press.state == .possible)
    }

    @Test func allowableMovementAndDurationAreConfigurable() {
        let h = RecHarness(); defer { h.finish() }
        let press = h.add(UILongPressGestureRecognizer(), "press")
        press.minimumPressDuration = 0.2
        press.allowableMovement = 50
        h.down(100, 100, at: 0)
        h.move(140, 100, at: 0.1)
        h.time(0.19)
        #expect(h.log.isEmpty)
        h.time(0.2)
        #expect(h.log == ["press:began"])
        h.up(140, 100, at: 0.3)
        #expect(h.log == ["press:began", "press:ended"])
    }

    @Test func cancelledAfterBeganAndFailedBefore() {
        let h = RecHarness(); defer { h.finish() }
        h.add(UILongPressGestureRecognizer(), "press")
        h.down(100, 100, at: 0)
        h.cancelAll(at: 0.2)
        h.time(1)
        #expect(h.log.isEmpty)
        h.down(100, 100, at: 2)
        h.time(2.5)
        h.cancelAll(at: 2.6)
        #expect(h.log == ["press:began", "press:cancelled"])
    }

    @Test func eventTimestampedPastTheDeadlineBegins() {
        let h = RecHarness(); defer { h.finish() }
        h.add(UILongPressGestureRecognizer(), "press")
        h.down(100, 100, at: 0)
        // A move stamped 0.6 s while the clock stays at 0: the deadline has passed.
        RawInput.send([RawInput.Touch(phase: .moved, location: CGPoint(x: 101, y: 100), timestamp: RecHarness.t0 + 0.6)], in: h.window)
        #expect(h.log == ["press:began"])
        h.up(101, 100, at: 0.7)
        #expect(h.log == ["press:began", "press:ended"])
    }

    @Test func twoFingersRequiredAndExtraFingersFail() {
        let h = RecHarness(); defer { h.finish() }
        let press = h.add(UILongPressGestureRecognizer(), "press")
        press.numberOfTouchesRequired = 2
        // One finger: nothing, however long.
        h.down(100, 100, id: 1, at: 0)
        h.time(1)
        #expect(h.log.isEmpty)
        // The second finger starts the clock.
        h.down(200, 100, id: 2, at: 1)
        h.time(1.49)
        #expect(h.log.isEmpty)
        h.time(1.5)
        #expect(h.log == ["press:began"])
        #expect(press.location(in: nil) == CGPoint(x: 150, y: 100))
        // A third finger after began is ignored.
        h.down(300, 300, id: 3, at: 1.6)
        #expect(press.numberOfTouches == 2)
        h.up(100, 100, id: 1, at: 1.7)
        #expect(h.log == ["press:began", "press:ended"])
        h.send([(2, .ended, CGPoint(x: 200, y: 100)), (3, .ended, CGPoint(x: 300, y: 300))], at: 1.8)
        // Three fingers before began: fails.
        h.send([(1, .began, CGPoint(x: 100, y: 100)), (2, .began, CGPoint(x: 200, y: 100)), (3, .began, CGPoint(x: 300, y: 100))], at: 3)
        #expect(press.state == .failed)
        h.time(4)
        #expect(h.log == ["press:began", "press:ended"])
    }

    @Test func tapThenPress() {
        let h = RecHarness(); defer { h.finish() }
        let press = h.add(UILongPressGestureRecognizer(), "press")
        press.numberOfTapsRequired = 1
        // A press without the tap first: nothing.
        h.down(100, 100, at: 0)
        h.time(1)
        #expect(h.log.isEmpty)
        h.up(100, 100, at: 1)
        // Tap, then press within the multi-tap window.
        h.tap(100, 100, at: 2) // lifts at 2.05
        h.down(100, 100, at: 2.2)
        h.time(2.69)
        #expect(h.log.isEmpty)
        h.time(2.7)
        #expect(h.log == ["press:began"])
        h.up(100, 100, at: 2.8)
        // Tap, then the press comes too late.
        h.tap(100, 100, at: 4)
        h.down(100, 100, at: 4.5)
        h.time(6)
        #expect(h.log == ["press:began", "press:ended"])
        h.up(100, 100, at: 6)
    }

    @Test func zeroDurationBeginsOnTouchDown() {
        let h = RecHarness(); defer { h.finish() }
        let press = h.add(UILongPressGestureRecognizer(), "press")
        press.minimumPressDuration = 0
        press.allowableMovement = .greatestFiniteMagnitude
        h.down(100, 100, at: 0)
        #expect(h.log == ["press:began"])
        h.move(300, 100, at: 0.1)
        h.up(300, 100, at: 0.2)
        #expect(h.log == ["press:began", "press:changed", "press:ended"])
    }
}
