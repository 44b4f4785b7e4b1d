//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

/// A visible 400×800 window with a full-size view, a clean event system and the manual clock.
/// Times given to the helpers are seconds after the start: the clock is moved there first (due
/// `_ClockTimers` fire), then the input is sent with that exact timestamp, as on a device.
@MainActor final class RecHarness {
    static let t0: TimeInterval = 1000
    let window: UIWindow
    let view: UIView
    /// "name:state" for every action message, in order.
    var log: [String] = []
    /// The harness's own clock and timers (other tests' timers neither fire nor count here).
    private let world = _ClockWorld(manualTimeStartingAt: RecHarness.t0)

    init() {
        world.enter()
        RawInput.resetLeftovers()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view = UIView(frame: window.bounds)
        window.addSubview(view)
        window.isHidden = false
    }

    func finish() {
        window.isHidden = true
        RawInput.resetLeftovers()
        world.leave()
    }

    /// Attaches `r` to `view` (default: the harness view) and logs its actions as "name:state".
    @discardableResult
    func add<G: UIGestureRecognizer>(_ r: G, _ name: String, to target: UIView? = nil) -> G {
        (target ?? view).addGestureRecognizer(r)
        r.addAction { [unowned self] g in self.log.append("\(name):\(Self.name(g.state))") }
        return r
    }

    static func name(_ s: UIGestureRecognizer.State) -> String {
        switch s {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    /// Moves the clock to `t` (seconds after the start; never backwards) and fires due timers.
    func time(_ t: TimeInterval) {
        let target = Self.t0 + t
        if target > CAMediaClock.shared.now { CAMediaClock.shared.set(target) }
        _ClockTimers.shared.fireDue()
    }

    func send(_ inputs: [(Int, UITouch.Phase, CGPoint)], at t: TimeInterval) {
        time(t)
        RawInput.send(inputs.map { RawInput.Touch(id: $0.0, phase: $0.1, location: $0.2, timestamp: Self.t0 + t) }, in: window)
    }

    func down(_ x: CGFloat, _ y: CGFloat, id: Int = 0, at t: TimeInterval) { send([(id, .began, CGPoint(x: x, y: y))], at: t) }
    func move(_ x: CGFloat, _ y: CGFloat, id: Int = 0, at t: TimeInterval) { send([(id, .moved, CGPoint(x: x, y: y))], at: t) }
    func up(_ x: CGFloat, _ y: CGFloat, id: Int = 0, at t: TimeInterval) { send([(id, .ended, CGPoint(x: x, y: y))], at: t) }
    func cancelAll(at t: TimeInterval) { time(t); RawInput.cancelAllTouches() }

    /// A tap: down at `t`, up 0.05 s later.
    func tap(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        down(x, y, at: t)
        up(x, y, at: t + 0.05)
    }

    /// One finger dragged in a straight line from `a` to `b` over `duration` in 60 Hz moves,
    /// starting at `t` (down at `t`); lifts at the end unless `lift` is false.
    func drag(from a: CGPoint, to b: CGPoint, at t: TimeInterval, duration: TimeInterval, id: Int = 0, lift: Bool = true) {
        down(a.x, a.y, id: id, at: t)
        let steps = max(1, Int((duration * 60).rounded()))
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            move(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, id: id, at: t + duration * Double(f))
        }
        if lift { up(b.x, b.y, id: id, at: t + duration) }
    }
}

/// Answers shouldRecognizeSimultaneouslyWith with `simultaneous`.
@MainActor final class RecDelegate: UIGestureRecognizerDelegate {
    var simultaneous = false
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { simultaneous }
}

func recClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func recClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }
