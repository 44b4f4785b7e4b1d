//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

@MainActor @Suite struct RecognizerArbitrationTests {
    @Test func singleTapWaitsForDoubleTapToFail() {
        let h = RecHarness(); defer { h.finish() }
        let double = h.add(UITapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        let single = h.add(UITapGestureRecognizer(), "single")
        single.require(toFail: double)
        var singleLocation = CGPoint.zero
        single.addAction { g in singleLocation = g.location(in: nil) }
        // One tap: the single tap fires only when the double tap's window (0.35 s after the
        // lift at 0.05) has expired.
        h.tap(100, 120, at: 0)
        #expect(h.log.isEmpty)
        h.time(0.39)
        #expect(h.log.isEmpty)
        h.time(0.4)
        #expect(h.log == ["single:ended"])
        #expect(singleLocation == CGPoint(x: 100, y: 120))
        // Two quick taps: only the double tap.
        h.log.removeAll()
        h.tap(100, 100, at: 1)
        h.tap(100, 100, at: 1.2)
        #expect(h.log == ["double:ended"])
        h.time(3)
        #expect(h.log == ["double:ended"])
        // Two slow taps: two single taps.
        h.log.removeAll()
        h.tap(100, 100, at: 4)
        h.tap(100, 100, at: 4.6)
        h.time(5.5)
        #expect(h.log == ["single:ended", "single:ended"])
    }

    @Test func panBeatsSwipeWithoutRequirements() {
        let h = RecHarness(); defer { h.finish() }
        h.add(UISwipeGestureRecognizer(), "swipe")
        h.add(UIPanGestureRecognizer(), "pan")
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 100), at: 0, duration: 0.15)
        #expect(h.log.first == "pan:began")
        #expect(h.log.last == "pan:ended")
        #expect(!h.log.contains("swipe:ended"))
    }

    @Test func panRequiringSwipeToFail() {
        let h = RecHarness(); defer { h.finish() }
        let swipe = h.add(UISwipeGestureRecognizer(), "swipe")
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        pan.require(toFail: swipe)
        var beganTranslation = CGPoint.zero
        pan.addAction { g in
            if g.state == .began { beganTranslation = (g as! UIPanGestureRecognizer).translation(in: nil) }
        }
        // A quick swipe: the swipe wins, the pan (waiting at 10 pt) fails.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 100), at: 0, duration: 0.15)
        #expect(h.log == ["swipe:ended"])
        // A slow drag: the swipe fails at its time limit, then the pan begins.
        h.log.removeAll()
        h.down(100, 100, at: 1)
        h.move(115, 100, at: 1.2)
        h.move(130, 100, at: 1.4)
        #expect(h.log.isEmpty)
        #expect(pan.state == .possible)
        h.time(1.5)
        #expect(h.log == ["pan:began"])
        #expect(beganTranslation == CGPoint(x: 30, y: 0))
        h.move(140, 100, at: 1.6)
        h.up(140, 100, at: 1.7)
        #expect(h.log == ["pan:began", "pan:changed", "pan:ended"])
        // A vertical drag: the (rightward) swipe fails as soon as the direction is clear.
        h.log.removeAll()
        h.down(100, 100, at: 2)
        h.move(100, 112, at: 2.05)
        #expect(h.log.isEmpty)
        h.move(100, 116, at: 2.1) // the swipe fails on this move, then the pan takes it too
        #expect(h.log == ["pan:began", "pan:changed"])
        h.up(100, 116, at: 2.2)
    }

    @Test func pinchAndRotationTogetherOnlyWithTheDelegate() {
        let h = RecHarness(); defer { h.finish() }
        let pinch = h.add(UIPinchGestureRecognizer(), "pinch")
        let rotation = h.add(UIRotationGestureRecognizer(), "rot")
        // Fingers spreading (10 pt at the first move) and turning 0.1 rad per move.
        func gesture(at t: TimeInterval) {
            func pts(_ d: CGFloat, _ a: CGFloat) -> (CGPoint, CGPoint) {
                (CGPoint(x: 200 - cos(a) * d / 2, y: 400 - sin(a) * d / 2), CGPoint(x: 200 + cos(a) * d / 2, y: 400 + sin(a) * d / 2))
            }
            var p = pts(100, 0)
            h.send([(1, .began, p.0), (2, .began, p.1)], at: t)
            for i in 1...3 {
                p = pts(100 + 12 * CGFloat(i), 0.1 * CGFloat(i))
                h.send([(1, .moved, p.0), (2, .moved, p.1)], at: t + 0.05 * Double(i))
            }
            h.send([(1, .ended, p.0), (2, .ended, p.1)], at: t + 0.2)
        }
        // Without permission the first to begin (the pinch is added first) excludes the other.
        gesture(at: 0)
        #expect(h.log == ["pinch:began", "pinch:changed", "pinch:changed", "pinch:ended"])
        // With the delegate both recognize.
        h.log.removeAll()
        let delegate = RecDelegate()
        delegate.simultaneous = true
        rotation.delegate = delegate
        gesture(at: 1)
        #expect(h.log.filter { $0.hasPrefix("pinch") } == ["pinch:began", "pinch:changed", "pinch:changed", "pinch:ended"])
        #expect(h.log.filter { $0.hasPrefix("rot") } == ["rot:began", "rot:changed", "rot:changed", "rot:ended"])
        _ = pinch
    }

    @Test func tapVersusPanOnOneView() {
        let h = RecHarness(); defer { h.finish() }
        h.add(UITapGestureRecognizer(), "tap")
        h.add(UIPanGestureRecognizer(), "pan")
        h.tap(100, 100, at: 0)
        #expect(h.log == ["tap:ended"])
        h.log.removeAll()
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), at: 1, duration: 0.2)
        #expect(h.log.first == "pan:began")
        #expect(!h.log.contains("tap:ended"))
    }

    @Test func longPressVersusPan() {
        let h = RecHarness(); defer { h.finish() }
        h.add(UILongPressGestureRecognizer(), "press")
        h.add(UIPanGestureRecognizer(), "pan")
        // Moving early: a pan.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), at: 0, duration: 0.2)
        h.time(1)
        #expect(h.log.first == "pan:began")
        #expect(!h.log.contains("press:began"))
        // Holding still: a long press; moving afterwards doesn't start the pan.
        h.log.removeAll()
        h.down(100, 100, at: 2)
        h.time(2.5)
        h.move(200, 100, at: 2.6)
        h.up(200, 100, at: 2.7)
        #expect(h.log == ["press:began", "press:changed", "press:ended"])
    }

    @Test func recognizedPanCancelsTheViewsTouches() {
        final class TouchView: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let h = RecHarness(); defer { h.finish() }
        let child = TouchView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        h.view.addSubview(child)
        h.add(UIPanGestureRecognizer(), "pan")
        h.down(100, 100, at: 0)
        h.move(105, 100, at: 0.05)
        h.move(120, 100, at: 0.1)
        h.move(130, 100, at: 0.15)
        h.up(130, 100, at: 0.2)
        #expect(child.log == ["began", "moved", "cancelled"])
        #expect(h.log == ["pan:began", "pan:changed", "pan:ended"])
    }
}
