//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// The recognizers driven end to end by `UIKitTestHost` (headless window, frames, timers).
@MainActor @Suite struct RecognizerDriverTests {
    func host() -> (UIKitTestHost, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        return (UIKitTestHost(view: root), root)
    }

    @Test func doubleTapAndSingleTapWithFailureRequirement() {
        let (h, root) = host(); defer { h.invalidate() }
        var log: [String] = []
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addAction { _ in log.append("double") }
        let single = UITapGestureRecognizer()
        single.require(toFail: double)
        single.addAction { _ in log.append("single") }
        root.addGestureRecognizer(double)
        root.addGestureRecognizer(single)
        h.doubleTap(at: CGPoint(x: 100, y: 100))
        h.runUntilIdle()
        #expect(log == ["double"])
        h.tap(at: CGPoint(x: 100, y: 100))
        #expect(log == ["double"])
        h.runUntilIdle()
        #expect(log == ["double", "single"])
    }

    @Test func longPressNeedsItsDuration() {
        let (h, root) = host(); defer { h.invalidate() }
        var log: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer()
        press.addAction { g in log.append(g.state) }
        root.addGestureRecognizer(press)
        h.longPress(at: CGPoint(x: 100, y: 100), duration: 0.45)
        #expect(log.isEmpty)
        h.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8)
        #expect(log == [.began, .ended])
    }

    @Test func flingVelocity() {
        let (h, root) = host(); defer { h.invalidate() }
        var velocity = CGPoint.zero
        var translation = CGPoint.zero
        let pan = UIPanGestureRecognizer()
        pan.addAction { [unowned root] g in
            let p = g as! UIPanGestureRecognizer
            if p.state == .ended { velocity = p.velocity(in: root); translation = p.translation(in: root) }
        }
        root.addGestureRecognizer(pan)
        h.fling(from: CGPoint(x: 50, y: 400), velocity: CGPoint(x: 1200, y: -800))
        #expect(abs(velocity.x - 1200) < 1 && abs(velocity.y + 800) < 1)
        #expect(abs(translation.x - 120) < 1e-6 && abs(translation.y + 80) < 1e-6)
    }

    @Test func pinchAndRotateTogether() {
        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let (h, root) = host(); defer { h.invalidate() }
        let delegate = Both()
        var scale: CGFloat = 0, rotation: CGFloat = 0
        let pinch = UIPinchGestureRecognizer()
        pinch.delegate = delegate
        pinch.addAction { g in scale = (g as! UIPinchGestureRecognizer).scale }
        let rotate = UIRotationGestureRecognizer()
        rotate.delegate = delegate
        rotate.addAction { g in rotation = (g as! UIRotationGestureRecognizer).rotation }
        root.addGestureRecognizer(pinch)
        root.addGestureRecognizer(rotate)
        h.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 80, toDistance: 200)
        #expect(abs(scale - 2.5) < 1e-6)
        h.rotate(center: CGPoint(x: 160, y: 240), radius: 60, angle: .pi / 2)
        #expect(abs(rotation - .pi / 2) < 1e-6)
        // Trackpad.
        h.trackpadTransform(at: CGPoint(x: 160, y: 240), scale: 0.5, rotation: -0.4)
        #expect(abs(scale - 0.5) < 1e-6)
        #expect(abs(rotation + 0.4) < 1e-6)
    }

    @Test func swipeAndMouseWheel() {
        let (h, root) = host(); defer { h.invalidate() }
        var log: [String] = []
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        swipe.addAction { _ in log.append("swipe") }
        root.addGestureRecognizer(swipe)
        h.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 100, y: 110), duration: 0.15)
        #expect(log == ["swipe"])
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        pan.addAction { g in log.append("pan \((g as! UIPanGestureRecognizer).translation(in: nil).y)") }
        root.addGestureRecognizer(pan)
        h.scrollWheel(at: CGPoint(x: 100, y: 100), delta: CGPoint(x: 0, y: 30))
        h.runUntilIdle()
        #expect(log == ["swipe", "pan -30.0", "pan -30.0"])
    }
}
