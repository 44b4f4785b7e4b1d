//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

/// Reset, disabling and removal of the concrete recognizers; no timers left behind.
@MainActor @Suite struct RecognizerLifecycleTests {
    @Test func resetRestoresInitialValues() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), at: 0, duration: 0.2)
        #expect(h.log.last == "pan:ended")
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        #expect(pan.numberOfTouches == 0)
        h.view.removeGestureRecognizer(pan)

        let pinch = h.add(UIPinchGestureRecognizer(), "pinch")
        let rotation = h.add(UIRotationGestureRecognizer(), "rot")
        let d = RecDelegate(); d.simultaneous = true
        pinch.delegate = d
        h.send([(1, .began, CGPoint(x: 100, y: 100)), (2, .began, CGPoint(x: 200, y: 100))], at: 1)
        h.send([(1, .moved, CGPoint(x: 80, y: 120)), (2, .moved, CGPoint(x: 220, y: 60))], at: 1.1)
        #expect(pinch.scale != 1 && pinch.velocity != 0)
        #expect(rotation.rotation != 0 && rotation.velocity != 0)
        h.send([(1, .ended, CGPoint(x: 80, y: 120)), (2, .ended, CGPoint(x: 220, y: 60))], at: 1.2)
        #expect(pinch.scale == 1 && pinch.velocity == 0)
        #expect(rotation.rotation == 0 && rotation.velocity == 0)
    }

    @Test func disablingMidGestureCancelsAndResets() {
        let h = RecHarness(); defer { h.finish() }
        let pan = h.add(UIPanGestureRecognizer(), "pan")
        h.down(100, 100, at: 0)
        h.move(150, 100, at: 0.1)
        #expect(h.log == ["pan:began"])
        pan.isEnabled = false
        #expect(h.log == ["pan:began", "pan:cancelled"])
        #expect(pan.translation(in: nil) == .zero)
        h.move(200, 100, at: 0.2)
        h.up(200, 100, at: 0.3)
        #expect(h.log == ["pan:began", "pan:cancelled"])
        pan.isEnabled = true
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), at: 1, duration: 0.1)
        #expect(h.log.suffix(1) == ["pan:ended"])
    }

    @Test func noTimersLeftBehind() {
        let h = RecHarness(); defer { h.finish() }
        let baseline = _ClockTimers.shared.count
        let press = h.add(UILongPressGestureRecognizer(), "press")
        let double = h.add(UITapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        h.add(UISwipeGestureRecognizer(), "swipe")
        h.down(100, 100, at: 0)
        #expect(_ClockTimers.shared.count > baseline)
        h.up(100, 100, at: 0.1) // long press and swipe fail; the double tap waits
        h.down(100, 100, at: 0.2)
        h.up(100, 100, at: 0.25)
        #expect(h.log == ["double:ended"])
        #expect(_ClockTimers.shared.count == baseline)
        // Removing a recognizer with a pending timer cancels it.
        h.down(100, 100, at: 1)
        h.view.removeGestureRecognizer(press)
        h.time(2)
        #expect(h.log == ["double:ended"])
        h.up(100, 100, at: 2)
        h.time(3)
        #expect(_ClockTimers.shared.count == baseline)
        #expect(press.view == nil && press.state == .possible)
    }

    @Test func recognizerOnAnAncestorSeesSubviewTouches() {
        let h = RecHarness(); defer { h.finish() }
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        h.view.addSubview(child)
        let tap = h.add(UITapGestureRecognizer(), "tap")
        var inChild = CGPoint.zero
        tap.addAction { g in inChild = g.location(in: child) }
        h.tap(150, 160, at: 0)
        #expect(h.log == ["tap:ended"])
        #expect(inChild == CGPoint(x: 50, y: 60))
    }
}
