//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// Test hosts of tests that Swift Testing interleaves (each `await` of an `async` test lets
/// others run, and they make hosts of their own) keep their own clock, recognizer timers and
/// animations. Played here in one test: host A's test "waits" while host B's runs.
@MainActor @Suite struct HostIsolationTests {
    /// A view with a double tap and a log of its states.
    func doubleTappable() -> (UIView, () -> [UIGestureRecognizer.State]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        var states: [UIGestureRecognizer.State] = []
        double.addAction { g in states.append(g.state) }
        root.addGestureRecognizer(double)
        return (root, { states })
    }

    @Test func anotherHostNeitherMovesThisClockNorFiresItsTimers() async {
        let (rootA, statesA) = doubleTappable()
        let a = UIKitTestHost(view: rootA)
        a.advance(by: 1)
        let p = CGPoint(x: 100, y: 100)
        a.tap(at: p)   // the double tap now waits for a second tap, on a timer
        let elapsedA = a.elapsed

        // Meanwhile another test (and whatever Swift Testing runs at the `await`): its host
        // starts at the common start time and runs 3 s, tapping at the same place.
        await Task.yield()
        let (rootB, statesB) = doubleTappable()
        let b = UIKitTestHost(view: rootB)
        #expect(b.elapsed == 0)
        b.tap(at: p)
        b.advance(by: 3)
        #expect(statesB().isEmpty)
        b.invalidate()

        // A goes on where it was: its second tap, 0.1 s after the first, makes the double tap
        // (had A's timer fired on B's clock, or A's clock moved, it would have failed).
        #expect(abs(a.elapsed - elapsedA) < 1e-9)
        a.advance(by: 0.05)
        a.tap(at: p)
        #expect(statesA() == [.ended])
    }

    @Test func animationsKeepTheirProgressAcrossHosts() async {
        let rootA = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.backgroundColor = .systemBlue
        rootA.addSubview(box)
        let a = UIKitTestHost(view: rootA)
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { box.alpha = 0 } completion: { _ in finished = true }
        a.advance(by: 0.5)
        let half = box.layer.presentation()?.opacity ?? -1
        #expect(abs(half - 0.5) < 0.05)

        await Task.yield()
        let b = UIKitTestHost(view: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        b.advance(by: 5)
        b.invalidate()

        a.advance(by: 0.25)
        let later = box.layer.presentation()?.opacity ?? -1
        #expect(abs(later - 0.25) < 0.05, "opacity after 0.75 s of A's time: \(later)")
        #expect(!finished)
        a.advance(by: 0.3)
        #expect(finished)
    }
}
