//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

@MainActor @Suite struct RecognizerSwipeTests {
    @Test func directionRawValues() {
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
        let s = UISwipeGestureRecognizer()
        #expect(s.direction == .right)
        #expect(s.numberOfTouchesRequired == 1)
    }

    @Test func rightSwipeRecognizesWhileMovingAndReportsStart() {
        let h = RecHarness(); defer { h.finish() }
        let swipe = h.add(UISwipeGestureRecognizer(), "swipe")
        var location = CGPoint.zero
        swipe.addAction { g in location = g.location(in: h.view) }
        h.down(100, 300, at: 0)
        h.move(130, 302, at: 0.05)
        #expect(h.log.isEmpty)
        h.move(144, 305, at: 0.08) // 44 pt at 6.5°: 46.5 needed
        #expect(h.log.isEmpty)
        h.move(147, 305, at: 0.1) // 47 pt at 6.1°
        #expect(h.log == ["swipe:ended"])
        #expect(location == CGPoint(x: 100, y: 300))
        h.up(200, 305, at: 0.15)
        #expect(h.log == ["swipe:ended"])
    }

    @Test func eachDirection() {
        let h = RecHarness(); defer { h.finish() }
        let left = h.add(UISwipeGestureRecognizer(), "left"); left.direction = .left
        let up = h.add(UISwipeGestureRecognizer(), "up"); up.direction = .up
        let down = h.add(UISwipeGestureRecognizer(), "down"); down.direction = .down
        _ = h.add(UISwipeGestureRecognizer(), "right")   // the default direction
        h.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 100, y: 400), at: 0, duration: 0.15)
        h.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), at: 1, duration: 0.15)
        h.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 500), at: 2, duration: 0.15)
        h.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400), at: 3, duration: 0.15)
        #expect(h.log == ["left:ended", "up:ended", "down:ended", "right:ended"])
    }

    @Test func severalDirectionsInOneRecognizer() {
        let h = RecHarness(); defer { h.finish() }
        let swipe = h.add(UISwipeGestureRecognizer(), "h")
        swipe.direction = [.left, .right]
        h.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 100, y: 400), at: 0, duration: 0.15)
        h.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400), at: 1, duration: 0.15)
        h.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), at: 2, duration: 0.15)
        #expect(h.log == ["h:ended", "h:ended"])
    }

    @Test func diagonalAndWrongWayAreRejected() {
        let h = RecHarness(); defer { h.finish() }
        let swipe = h.add(UISwipeGestureRecognizer(), "swipe")
        swipe.direction = [.right, .down]
        // 45°: between both allowed directions, within neither's 30° cone.
        h.down(100, 100, at: 0)
        h.move(112, 112, at: 0.03) // 17 pt diagonal: decided
        #expect(swipe.state == .failed)
        h.move(200, 200, at: 0.1)
        h.up(200, 200, at: 0.12)
        // 35° off the horizontal: still rejected.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 170), at: 1, duration: 0.15)
        // Left (not allowed).
        h.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), at: 2, duration: 0.15)
        #expect(h.log.isEmpty)
        // 25° off: accepted.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 146.6), at: 3, duration: 0.15)
        #expect(h.log == ["swipe:ended"])
    }

    @Test func precisionBuysDistance() {
        let h = RecHarness(); defer { h.finish() }
        h.add(UISwipeGestureRecognizer(), "swipe")
        // Straight: 40 pt suffice.
        h.down(100, 100, at: 0)
        h.move(139, 100, at: 0.05)
        #expect(h.log.isEmpty)
        h.move(140, 100, at: 0.06)
        #expect(h.log == ["swipe:ended"])
        h.up(140, 100, at: 0.1)
        // 20° off the axis: 60 pt along it are needed.
        let t = tan(20 * CGFloat.pi / 180)
        h.down(100, 100, at: 1)
        h.move(100 + 59, 100 + 59 * t, at: 1.05)
        #expect(h.log.count == 1)
        h.move(100 + 60.5, 100 + 60.5 * t, at: 1.06)
        #expect(h.log.count == 2)
        h.up(160, 122, at: 1.1)
    }

    @Test func tooSlowFailsOnTheClock() {
        let h = RecHarness(); defer { h.finish() }
        let swipe = h.add(UISwipeGestureRecognizer(), "swipe")
        h.down(100, 100, at: 0)
        h.move(120, 100, at: 0.2)
        h.time(0.49)
        #expect(swipe.state == .possible)
        h.time(0.5)
        #expect(swipe.state == .failed) // the finger rests: the timer failed it
        h.move(200, 100, at: 0.55)
        h.up(200, 100, at: 0.6)
        // 45 pt in 0.6 s of steady movement (40 pt reached after 0.53 s): too slow as well.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 145, y: 100), at: 1, duration: 0.6)
        #expect(h.log.isEmpty)
    }

    @Test func liftingBeforeTheDistanceFails() {
        let h = RecHarness(); defer { h.finish() }
        h.add(UISwipeGestureRecognizer(), "swipe")
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 135, y: 100), at: 0, duration: 0.05)
        h.cancelAll(at: 1)
        #expect(h.log.isEmpty)
        h.down(100, 100, at: 2)
        h.move(130, 100, at: 2.05)
        h.cancelAll(at: 2.06)
        #expect(h.log.isEmpty)
    }

    @Test func twoFingerSwipe() {
        let h = RecHarness(); defer { h.finish() }
        let swipe = h.add(UISwipeGestureRecognizer(), "swipe2")
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .up
        var location = CGPoint.zero
        swipe.addAction { g in location = g.location(in: nil) }
        // One finger is not enough.
        h.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), at: 0, duration: 0.15)
        #expect(h.log.isEmpty)
        h.send([(1, .began, CGPoint(x: 100, y: 400)), (2, .began, CGPoint(x: 200, y: 400))], at: 1)
        for i in 1...6 {
            let y = 400 - CGFloat(i) * 10
            h.send([(1, .moved, CGPoint(x: 100, y: y)), (2, .moved, CGPoint(x: 200, y: y))], at: 1 + Double(i) * 0.02)
        }
        #expect(h.log == ["swipe2:ended"])
        #expect(location == CGPoint(x: 150, y: 400))
        h.send([(1, .ended, CGPoint(x: 100, y: 340)), (2, .ended, CGPoint(x: 200, y: 340))], at: 1.2)
    }
}
