//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

@MainActor @Suite struct RecognizerPanTests {
    @Test func beginsAfterTenPointsAndReportsTranslation() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        var translations: [CGPoint] = []
        pan.addAction { g in translations.append((g as! UIPanGestureRecognizer).translation(in: h.view)) }
        h.down(100, 100, at: 0)
        h.move(106, 107, at: 0.05) // 9.2 pt
        #expect(pan.state == .possible)
        h.move(106, 108, at: 0.06) // 10 pt
        #expect(h.log == ["pan:began"])
        h.move(150, 130, at: 0.1)
        h.up(160, 130, at: 0.12)
        #expect(h.log == ["pan:began", "pan:changed", "pan:ended"])
        #expect(translations == [CGPoint(x: 6, y: 8), CGPoint(x: 50, y: 30), CGPoint(x: 60, y: 30)])
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == .zero) // reset
    }

    @Test func translationAndVelocityInOtherCoordinateSpaces() {
        let h = RecHarness(); defer { h.finish() }
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        inner.transform = CGAffineTransform(scaleX: 2, y: 2) // 1 inner point = 2 window points
        h.view.addSubview(inner)
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        var inWindow = CGPoint.zero, inInner = CGPoint.zero, vWindow = CGPoint.zero, vInner = CGPoint.zero
        pan.addAction { g in
            let p = g as! UIPanGestureRecognizer
            inWindow = p.translation(in: nil); inInner = p.translation(in: inner)
            vWindow = p.velocity(in: nil); vInner = p.velocity(in: inner)
        }
        // 300 pt/s to the right, 120 pt/s up, for 0.5 s.
        h.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 240), at: 0, duration: 0.5)
        #expect(h.log.last == "pan:ended")
        #expect(recClose(inWindow, CGPoint(x: 150, y: -60)))
        #expect(recClose(inInner, CGPoint(x: 75, y: -30)))
        #expect(recClose(vWindow, CGPoint(x: 300, y: -120), 1e-3))
        #expect(recClose(vInner, CGPoint(x: 150, y: -60), 1e-3))
    }

    @Test func velocityFollowsRecentSpeedAndRestingStopsIt() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        var velocities: [CGPoint] = []
        pan.addAction { g in velocities.append((g as! UIPanGestureRecognizer).velocity(in: nil)) }
        // 600 pt/s then the finger rests 0.3 s before lifting: no fling.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 280, y: 100), at: 0, duration: 0.3, lift: false)
        #expect(recClose(velocities.last!, CGPoint(x: 600, y: 0), 1e-3))
        h.up(280, 100, at: 0.6)
        #expect(h.log.last == "pan:ended")
        #expect(velocities.last == .zero)
    }

    @Test func setTranslationRebasesTheTranslation() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        var seen: [CGPoint] = []
        var velocityAfterSet = CGPoint(x: -1, y: -1)
        pan.addAction { g in
            let p = g as! UIPanGestureRecognizer
            seen.append(p.translation(in: h.view))
            p.setTranslation(.zero, in: h.view) // incremental deltas, a common pattern
            velocityAfterSet = p.velocity(in: h.view)
        }
        h.down(0, 0, at: 0)
        h.move(12, 0, at: 0.1)
        h.move(20, 5, at: 0.2)
        h.move(20, 25, at: 0.3)
        h.up(20, 25, at: 0.4)
        #expect(seen == [CGPoint(x: 12, y: 0), CGPoint(x: 8, y: 5), CGPoint(x: 0, y: 20), .zero])
        #expect(velocityAfterSet == .zero, "the finger rested 0.1 s before lifting (setTranslation keeps the velocity: PanTranslationVelocityTests)")
    }

    @Test func liftBeforeBeganFailsAndCancelCancels() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        h.down(100, 100, at: 0)
        h.move(105, 100, at: 0.1)
        h.up(105, 100, at: 0.2)
        #expect(h.log.isEmpty)
        h.down(100, 100, at: 1)
        h.move(130, 100, at: 1.1)
        h.cancelAll(at: 1.2)
        #expect(h.log == ["pan:began", "pan:cancelled"])
        #expect(pan.state == .possible)
    }

    @Test func minimumTouchesAndJoiningFingerDoesNotJump() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        var translations: [CGPoint] = []
        pan.addAction { g in translations.append((g as! UIPanGestureRecognizer).translation(in: nil)) }
        h.down(100, 100, id: 1, at: 0)
        h.move(150, 100, id: 1, at: 0.1) // one finger: not enough
        #expect(h.log.isEmpty)
        h.down(250, 100, id: 2, at: 0.2)
        #expect(h.log.isEmpty)
        // Both move down 12 pt: the centroid moved 12.
        h.send([(1, .moved, CGPoint(x: 150, y: 112)), (2, .moved, CGPoint(x: 250, y: 112))], at: 0.3)
        #expect(h.log == ["pan:began"])
        #expect(translations == [CGPoint(x: 0, y: 12)])
        #expect(pan.numberOfTouches == 2)
        #expect(pan.location(in: nil) == CGPoint(x: 200, y: 112))
        // A third finger lands far away: the translation does not jump.
        h.down(390, 400, id: 3, at: 0.35)
        h.move(393, 403, id: 3, at: 0.4) // moves 3 pt: the mean of three fingers moves 1
        #expect(recClose(translations.last!, CGPoint(x: 1, y: 13)))
        h.send([(1, .ended, CGPoint(x: 150, y: 112)), (2, .ended, CGPoint(x: 250, y: 112)), (3, .ended, CGPoint(x: 393, y: 403))], at: 0.5)
        #expect(h.log.last == "pan:ended")
    }

    @Test func maximumTouchesIgnoresExtraFingers() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        h.down(100, 100, id: 1, at: 0)
        h.down(200, 200, id: 2, at: 0.05)
        #expect(pan.numberOfTouches == 1)
        h.move(300, 300, id: 2, at: 0.1) // the ignored finger moves: nothing
        #expect(h.log.isEmpty)
        h.move(120, 100, id: 1, at: 0.15)
        #expect(h.log == ["pan:began"])
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        h.up(120, 100, id: 1, at: 0.2)
        #expect(h.log == ["pan:began", "pan:ended"])
        h.up(300, 300, id: 2, at: 0.25)
    }

    @Test func screenEdgePanStartsOnlyAtItsEdgeMovingInward() {
        let h = RecHarness(); defer { h.finish() }
        let edge = h.add(UIScreenEdgePanGestureRecognizer(), "edge")
        edge.edges = .left
        #expect((edge as UIGestureRecognizer) is UIPanGestureRecognizer)
        // From the left edge, moving right: begins.
        h.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 105, y: 310), at: 0, duration: 0.2)
        #expect(h.log.first == "edge:began")
        #expect(h.log.last == "edge:ended")
        h.log.removeAll()
        // From the middle: fails.
        h.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 300, y: 300), at: 1, duration: 0.2)
        // From the edge but moving along it: fails.
        h.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 10, y: 400), at: 2, duration: 0.2)
        // From the right edge (not in `edges`): fails.
        h.drag(from: CGPoint(x: 395, y: 300), to: CGPoint(x: 295, y: 300), at: 3, duration: 0.2)
        #expect(h.log.isEmpty)
        // Right edge allowed: begins.
        edge.edges = [.right, .bottom]
        h.drag(from: CGPoint(x: 395, y: 300), to: CGPoint(x: 295, y: 300), at: 4, duration: 0.2)
        h.drag(from: CGPoint(x: 200, y: 795), to: CGPoint(x: 200, y: 600), at: 5, duration: 0.2)
        #expect(h.log.filter { $0 == "edge:began" }.count == 2)
    }

    @Test func liftWhileMovingKeepsTheFlingSpeed() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        var velocity = CGPoint.zero
        pan.addAction { g in velocity = (g as! UIPanGestureRecognizer).velocity(in: nil) }
        // 600 pt/s; the lift comes 10 ms after the last move, at its location.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 0, y: 100), at: 0, duration: 1.0 / 6, lift: false)
        h.up(0, 100, at: 1.0 / 6 + 0.01)
        #expect(h.log.last == "pan:ended")
        #expect(recClose(velocity, CGPoint(x: -600, y: 0), 1e-3))
    }

    @Test func trackpadScrollPans() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        let d = RawInput.self
        let p = CGPoint(x: 100, y: 100)
        // Not accepted by default (as on iOS).
        h.time(0)
        d.sendScroll(delta: CGPoint(x: 0, y: 10), at: p, in: h.window, phase: .began, timestamp: RecHarness.t0)
        d.sendScroll(delta: CGPoint(x: 0, y: 10), at: p, in: h.window, phase: .moved, timestamp: RecHarness.t0 + 0.01)
        d.sendScroll(delta: .zero, at: p, in: h.window, phase: .ended, timestamp: RecHarness.t0 + 0.02)
        #expect(h.log.isEmpty)
        pan.allowedScrollTypesMask = .continuous
        var translations: [CGPoint] = []
        pan.addAction { g in translations.append((g as! UIPanGestureRecognizer).translation(in: nil)) }
        d.sendScroll(delta: .zero, at: p, in: h.window, phase: .began, timestamp: RecHarness.t0 + 1)
        for i in 1...6 {
            // Fingers moving up 5 pt per 10 ms: content scrolls up (positive delta).
            d.sendScroll(delta: CGPoint(x: 0, y: 5), at: p, in: h.window, phase: .moved, timestamp: RecHarness.t0 + 1 + 0.01 * Double(i))
        }
        #expect(h.log.first == "pan:began")
        #expect(translations.last == CGPoint(x: 0, y: -30))
        #expect(recClose(pan.velocity(in: nil), CGPoint(x: 0, y: -500), 1e-6))
        #expect(pan.location(in: nil) == p)
        d.sendScroll(delta: .zero, at: p, in: h.window, phase: .ended, timestamp: RecHarness.t0 + 1.1)
        #expect(h.log.last == "pan:ended")
        #expect(h.log.filter { $0 == "pan:changed" }.count == 5)
    }

    @Test func mouseWheelPansAndEndsWhenIdle() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        pan.allowedScrollTypesMask = .all
        var translations: [CGPoint] = []
        pan.addAction { g in translations.append((g as! UIPanGestureRecognizer).translation(in: nil)) }
        let d = RawInput.self
        let p = CGPoint(x: 100, y: 100)
        h.time(0)
        d.sendScroll(delta: CGPoint(x: 0, y: 40), at: p, in: h.window, timestamp: RecHarness.t0)
        #expect(h.log == ["pan:began"])
        h.time(0.05)
        d.sendScroll(delta: CGPoint(x: 0, y: 40), at: p, in: h.window, timestamp: RecHarness.t0 + 0.05)
        #expect(h.log == ["pan:began", "pan:changed"])
        h.time(0.14)
        #expect(h.log.count == 2)
        h.time(0.15)
        #expect(h.log == ["pan:began", "pan:changed", "pan:ended"])
        #expect(translations == [CGPoint(x: 0, y: -40), CGPoint(x: 0, y: -80), CGPoint(x: 0, y: -80)])
        #expect(pan.state == .possible)
        // A new click starts a new pan.
        d.sendScroll(delta: CGPoint(x: 0, y: -40), at: p, in: h.window, timestamp: RecHarness.t0 + 1)
        #expect(translations.last == CGPoint(x: 0, y: 40))
        h.time(2)
        #expect(h.log.suffix(2) == ["pan:began", "pan:ended"])
    }

    /// The common "instant pan" subclass: begins on touch-down.
    final class InstantPan: UIPanGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if state == .began { return }
            state = .began
        }
    }

    @Test func subclassBeginningOnTouchDown() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(InstantPan(), "instant")
        var translations: [CGPoint] = []
        pan.addAction { g in translations.append((g as! UIPanGestureRecognizer).translation(in: nil)) }
        h.down(100, 100, at: 0)
        #expect(h.log == ["instant:began"])
        h.move(102, 100, at: 0.05)
        h.up(103, 100, at: 0.1)
        #expect(h.log == ["instant:began", "instant:changed", "instant:ended"])
        #expect(translations == [.zero, CGPoint(x: 2, y: 0), CGPoint(x: 3, y: 0)])
    }
}
