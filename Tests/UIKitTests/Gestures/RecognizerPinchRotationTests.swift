//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

@MainActor @Suite struct RecognizerPinchRotationTests {
    /// Two fingers symmetric about (200, 400), `distance` apart at `angle` (radians).
    func fingers(_ distance: CGFloat, angle: CGFloat = 0) -> (CGPoint, CGPoint) {
        let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
        return (CGPoint(x: 200 - dx, y: 400 - dy), CGPoint(x: 200 + dx, y: 400 + dy))
    }

    func place(_ h: RecHarness, _ phase: UITouch.Phase, _ p: (CGPoint, CGPoint), at t: TimeInterval) {
        h.send([(1, phase, p.0), (2, phase, p.1)], at: t)
    }

    @Test func pinchScaleFromFingerDistances() {
        let h = RecHarness(); defer { h.finish() }
        let pinch = h.add(UIPinchGestureRecognizer(), "pinch")
        var scales: [CGFloat] = []
        var centroid = CGPoint.zero
        pinch.addAction { g in scales.append((g as! UIPinchGestureRecognizer).scale); centroid = g.location(in: nil) }
        place(h, .began, fingers(100), at: 0)
        place(h, .moved, fingers(109), at: 0.05)
        #expect(h.log.isEmpty)
        #expect(recClose(pinch.scale, 1.09))
        place(h, .moved, fingers(110), at: 0.1)
        #expect(h.log == ["pinch:began"])
        place(h, .moved, fingers(200), at: 0.2)
        place(h, .moved, fingers(50), at: 0.3)
        #expect(h.log == ["pinch:began", "pinch:changed", "pinch:changed"])
        #expect(scales.count == 3)
        #expect(recClose(scales[0], 1.1) && recClose(scales[1], 2) && recClose(scales[2], 0.5))
        #expect(centroid == CGPoint(x: 200, y: 400))
        // A finger lifts: no change until there are two again.
        h.up(175, 400, id: 1, at: 0.4)
        h.move(230, 400, id: 2, at: 0.45)
        #expect(h.log.count == 3)
        #expect(pinch.state == .changed)
        // A new finger 100 pt away, moving to 200 pt: the scale doubles from 0.5.
        h.down(130, 400, id: 3, at: 0.5)
        h.move(30, 400, id: 3, at: 0.55)
        #expect(h.log.last == "pinch:changed")
        #expect(recClose(scales.last!, 1))
        // Both lift: ended.
        h.up(230, 400, id: 2, at: 0.6)
        #expect(h.log.last == "pinch:changed")
        h.up(30, 400, id: 3, at: 0.65)
        #expect(h.log.last == "pinch:ended")
        #expect(pinch.scale == 1) // reset
    }

    @Test func pinchVelocityIsScalePerSecond() {
        let h = RecHarness(); defer { h.finish() }
        let pinch = h.add(UIPinchGestureRecognizer(), "pinch")
        var velocity: CGFloat = 0
        pinch.addAction { g in velocity = (g as! UIPinchGestureRecognizer).velocity }
        // Distance 100 → 200 over 0.5 s at a steady 200 pt/s: scale grows 2 per second.
        place(h, .began, fingers(100), at: 0)
        for i in 1...30 { place(h, .moved, fingers(100 + 200 * CGFloat(i) / 60), at: Double(i) / 60) }
        #expect(h.log.last == "pinch:changed")
        #expect(recClose(velocity, 2, 1e-6))
        #expect(recClose(pinch.scale, 2))
        place(h, .ended, fingers(200), at: 0.6)
    }

    @Test func settingScaleRebases() {
        let h = RecHarness(); defer { h.finish() }
        let pinch = h.add(UIPinchGestureRecognizer(), "pinch")
        var scales: [CGFloat] = []
        pinch.addAction { g in
            let p = g as! UIPinchGestureRecognizer
            scales.append(p.scale)
            p.scale = 1 // incremental, a common pattern
        }
        place(h, .began, fingers(100), at: 0)
        place(h, .moved, fingers(120), at: 0.1)
        place(h, .moved, fingers(240), at: 0.2)
        place(h, .ended, fingers(240), at: 0.3)
        #expect(scales.count == 3)
        #expect(recClose(scales[0], 1.2) && recClose(scales[1], 2))
    }

    @Test func pinchFailsAndCancels() {
        let h = RecHarness(); defer { h.finish() }
        let pinch = h.add(UIPinchGestureRecognizer(), "pinch")
        // One finger never pinches.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), at: 0, duration: 0.2)
        // Two fingers moving together (a pan): distance unchanged, fails when they lift.
        place(h, .began, fingers(100), at: 1)
        h.send([(1, .moved, CGPoint(x: 150, y: 450)), (2, .moved, CGPoint(x: 250, y: 450))], at: 1.1)
        #expect(pinch.state == .possible)
        h.send([(1, .ended, CGPoint(x: 150, y: 450)), (2, .ended, CGPoint(x: 250, y: 450))], at: 1.2)
        #expect(h.log.isEmpty)
        // Cancelled after began.
        place(h, .began, fingers(100), at: 2)
        place(h, .moved, fingers(150), at: 2.1)
        h.cancelAll(at: 2.2)
        #expect(h.log == ["pinch:began", "pinch:cancelled"])
        // A third finger is ignored.
        place(h, .began, fingers(100), at: 3)
        h.down(50, 50, id: 3, at: 3.05)
        #expect(pinch.numberOfTouches == 2)
        h.send([(1, .ended, fingers(100).0), (2, .ended, fingers(100).1), (3, .ended, CGPoint(x: 50, y: 50))], at: 3.1)
    }

    @Test func trackpadPinch() {
        let h = RecHarness(); defer { h.finish() }
        let pinch = h.add(UIPinchGestureRecognizer(), "pinch")
        var scales: [CGFloat] = []
        var location = CGPoint.zero
        pinch.addAction { g in scales.append((g as! UIPinchGestureRecognizer).scale); location = g.location(in: nil) }
        let d = RawInput.self
        let p = CGPoint(x: 120, y: 130)
        h.time(0)
        d.sendTransform(scale: 1, rotation: 0, at: p, in: h.window, phase: .began, timestamp: RecHarness.t0)
        d.sendTransform(scale: 1.01, rotation: 0, at: p, in: h.window, phase: .moved, timestamp: RecHarness.t0 + 0.02)
        #expect(h.log.isEmpty)
        d.sendTransform(scale: 1.5, rotation: 0, at: p, in: h.window, phase: .moved, timestamp: RecHarness.t0 + 0.04)
        d.sendTransform(scale: 2, rotation: 0, at: p, in: h.window, phase: .moved, timestamp: RecHarness.t0 + 0.06)
        d.sendTransform(scale: 2, rotation: 0, at: p, in: h.window, phase: .ended, timestamp: RecHarness.t0 + 0.08)
        #expect(h.log == ["pinch:began", "pinch:changed", "pinch:ended"])
        #expect(scales.count == 3)
        #expect(recClose(scales[0], 1.5) && recClose(scales[2], 2))
        #expect(location == p)
        // A trackpad gesture that does not scale fails.
        d.sendTransform(scale: 1, rotation: 0, at: p, in: h.window, phase: .began, timestamp: RecHarness.t0 + 1)
        d.sendTransform(scale: 1, rotation: 0.5, at: p, in: h.window, phase: .moved, timestamp: RecHarness.t0 + 1.1)
        d.sendTransform(scale: 1, rotation: 0.5, at: p, in: h.window, phase: .ended, timestamp: RecHarness.t0 + 1.2)
        #expect(h.log.count == 3)
    }

    @Test func rotationAngleDirectionAndVelocity() {
        let h = RecHarness(); defer { h.finish() }
        let rotation = h.add(UIRotationGestureRecognizer(), "rot")
        var angles: [CGFloat] = []
        var velocity: CGFloat = 0
        rotation.addAction { g in
            let r = g as! UIRotationGestureRecognizer
            angles.append(r.rotation); velocity = r.velocity
        }
        place(h, .began, fingers(100), at: 0)
        place(h, .moved, fingers(100, angle: 0.08), at: 0.02) // 4.6°
        #expect(h.log.isEmpty)
        place(h, .moved, fingers(100, angle: 0.09), at: 0.03) // 5.2°
        #expect(h.log == ["rot:began"])
        #expect(recClose(angles[0], 0.09))
        // Clockwise on screen (y down) at π rad/s, through more than half a turn.
        for i in 1...60 { place(h, .moved, fingers(100, angle: 0.09 + .pi * CGFloat(i) / 60), at: 0.03 + Double(i) / 60) }
        #expect(recClose(angles.last!, 0.09 + .pi, 1e-9))
        #expect(recClose(velocity, .pi, 1e-6))
        // …and on past ±π without wrapping.
        place(h, .moved, fingers(100, angle: 0.09 + .pi + 1), at: 1.2)
        #expect(recClose(angles.last!, 0.09 + .pi + 1, 1e-9))
        h.up(0, 0, id: 2, at: 1.3)
        #expect(h.log.last == "rot:changed")
        h.up(0, 0, id: 1, at: 1.4)
        #expect(h.log.last == "rot:ended")
        #expect(h.log.filter { $0 == "rot:changed" }.count == 61)
        #expect(rotation.rotation == 0)
    }

    @Test func rotationCounterClockwiseSettingAndCancel() {
        let h = RecHarness(); defer { h.finish() }
        let rotation = h.add(UIRotationGestureRecognizer(), "rot")
        var angles: [CGFloat] = []
        rotation.addAction { g in
            let r = g as! UIRotationGestureRecognizer
            angles.append(r.rotation)
            r.rotation = 0
        }
        place(h, .began, fingers(100), at: 0)
        place(h, .moved, fingers(100, angle: -0.2), at: 0.1)
        place(h, .moved, fingers(100, angle: -0.5), at: 0.2)
        h.cancelAll(at: 0.3)
        #expect(h.log == ["rot:began", "rot:changed", "rot:cancelled"])
        #expect(recClose(angles[0], -0.2) && recClose(angles[1], -0.3))
        // Fingers that don't turn: fails on lift.
        place(h, .began, fingers(100), at: 1)
        place(h, .moved, fingers(180), at: 1.1)
        place(h, .ended, fingers(180), at: 1.2)
        #expect(h.log.count == 3)
    }

    @Test func trackpadRotation() {
        let h = RecHarness(); defer { h.finish() }
        let rotation = h.add(UIRotationGestureRecognizer(), "rot")
        let d = RawInput.self
        let p = CGPoint(x: 120, y: 130)
        h.time(0)
        d.sendTransform(scale: 1, rotation: 0, at: p, in: h.window, phase: .began, timestamp: RecHarness.t0)
        d.sendTransform(scale: 1, rotation: 0.3, at: p, in: h.window, phase: .moved, timestamp: RecHarness.t0 + 0.1)
        #expect(h.log == ["rot:began"])
        #expect(recClose(rotation.rotation, 0.3))
        #expect(recClose(rotation.velocity, 3))
        d.sendTransform(scale: 1, rotation: 0.3, at: p, in: h.window, phase: .cancelled, timestamp: RecHarness.t0 + 0.2)
        #expect(h.log == ["rot:began", "rot:cancelled"])
    }
}
