//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Estimates the velocity of a moving point (a touch centroid, a pinch scale, a rotation angle)
/// from timestamped samples, the way the continuous gesture recognizers report `velocity`.
///
/// Apple documents no formula. This one is a least-squares line fit of position against time
/// over the samples of the last `window` seconds (100 ms by default) before the newest sample;
/// the slope is the velocity, in units per second. A fit over several samples is far less
/// sensitive to one noisy or late event than the last two samples' difference.
///
/// - Fewer than two samples in the window: the newest sample before the window takes part too
///   (events sparser than the window still give the speed between the last two). A single
///   sample: zero.
/// - A finger that stopped for longer than the window before lifting has velocity zero (its
///   last samples all sit at one position), as on iOS, where a paused release does not fling.
/// - Samples with a timestamp older than the newest one are ignored (time never goes back).
/// - At most `capacity` samples are kept (the oldest are dropped).
struct _VelocityTracker {
    struct Sample: Equatable {
        var time: Double
        var x: Double
        var y: Double
    }

    /// How far back (in seconds, from the newest sample) samples take part in the fit.
    var window: Double
    /// How many samples are kept at most.
    var capacity: Int
    private(set) var samples: [Sample] = []

    init(window: Double = 0.1, capacity: Int = 20) {
        self.window = window > 0 && window.isFinite ? window : 0.1
        self.capacity = max(2, capacity)
    }

    /// Forgets every sample.
    mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Adds a sample of a 2-D position at `time` (seconds).
    mutating func add(_ point: CGPoint, at time: Double) {
        add(x: Double(point.x), y: Double(point.y), at: time)
    }

    /// Adds a sample of a scalar (scale, angle) at `time` (seconds).
    mutating func add(_ value: Double, at time: Double) {
        add(x: value, y: 0, at: time)
    }

    mutating func add(x: Double, y: Double, at time: Double) {
        guard time.isFinite, x.isFinite, y.isFinite else { return }
        if let last = samples.last {
            if time < last.time { return }
            if time == last.time {
                // Several events at one timestamp: keep the newest position.
                samples[samples.count - 1] = Sample(time: time, x: x, y: y)
                return
            }
        }
        samples.append(Sample(time: time, x: x, y: y))
        if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
        // Drop what can never take part in a fit again.
        let cutoff = time - window
        if let firstKept = samples.firstIndex(where: { $0.time >= cutoff }), firstKept > 1 {
            samples.removeFirst(firstKept - 1)
        }
    }

    /// Velocity (units per second) as of the newest sample: the least-squares slope over the
    /// samples in the window.
    var velocity: CGPoint {
        let v = fit()
        return CGPoint(x: v.x, y: v.y)
    }

    /// The scalar velocity (for trackers fed with `add(_ value:at:)`).
    var scalarVelocity: Double { fit().x }

    private func fit() -> (x: Double, y: Double) {
        guard let newest = samples.last else { return (0, 0) }
        let cutoff = newest.time - window - 1e-9
        var first = samples.firstIndex(where: { $0.time >= cutoff }) ?? samples.count - 1
        // Events sparser than the window: fit to the last two samples instead.
        if samples.count - first < 2 { first = max(0, first - 1) }
        let used = samples[first...]
        guard used.count >= 2 else { return (0, 0) }
        let n = Double(used.count)
        var mt = 0.0, mx = 0.0, my = 0.0
        for s in used { mt += s.time; mx += s.x; my += s.y }
        mt /= n; mx /= n; my /= n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in used {
            let dt = s.time - mt
            stt += dt * dt
            stx += dt * (s.x - mx)
            sty += dt * (s.y - my)
        }
        guard stt > 1e-12 else { return (0, 0) }
        return (stx / stt, sty / stt)
    }
}

// MARK: - Shared helpers of the concrete recognizers

/// The movement of the centroid of a changing set of touches, without jumps when fingers join or
/// leave: `position` moves by the mean displacement of the touches present in each update, so
/// adding or lifting a finger (which moves the raw centroid) does not move it. Pan, swipe, pinch
/// and rotation recognizers measure translation from it. Window coordinates.
struct _CentroidMotion {
    private(set) var position: CGPoint = .zero
    private var last: [ObjectIdentifier: CGPoint] = [:]

    var count: Int { last.count }
    func contains(_ t: UITouch) -> Bool { last[ObjectIdentifier(t)] != nil }

    mutating func reset(at p: CGPoint = .zero) { position = p; last.removeAll() }

    /// Moves `position` without any finger (scroll-wheel and trackpad-scroll pans).
    mutating func shift(by d: CGPoint) { position.x += d.x; position.y += d.y }

    /// Starts following `t` (from its current location).
    @MainActor mutating func add(_ t: UITouch) { last[ObjectIdentifier(t)] = t._locationInWindow }
    mutating func remove(_ t: UITouch) { last[ObjectIdentifier(t)] = nil }

    /// Moves `position` by the mean displacement of the followed touches, `moved` having new
    /// locations (the others count as not moving). Returns the displacement.
    @MainActor @discardableResult
    mutating func update(_ moved: [(UITouch, CGPoint)]) -> CGPoint {
        guard !last.isEmpty else { return .zero }
        var dx: CGFloat = 0, dy: CGFloat = 0
        for (t, p) in moved {
            let id = ObjectIdentifier(t)
            guard let old = last[id] else { continue }
            dx += p.x - old.x; dy += p.y - old.y
            last[id] = p
        }
        let n = CGFloat(last.count)
        let d = CGPoint(x: dx / n, y: dy / n)
        position.x += d.x; position.y += d.y
        return d
    }
}

extension UIGestureRecognizer {
    /// The tracked touches still down (during delivery `_touches` also holds touches ending now).
    var _liveTouches: [UITouch] {
        _touches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// The window of the gesture (the touches', else the last event's).
    var _gestureWindow: UIWindow? { _touches.first?._window ?? _lastWindow ?? view?.window }

    /// Converts a vector (translation, velocity) from window coordinates to `view`'s; `nil`
    /// means window coordinates.
    func _vector(_ v: CGPoint, toView target: UIView?) -> CGPoint {
        guard let target, target !== _gestureWindow else { return v }
        let w = _gestureWindow
        let a = target.convert(CGPoint.zero, from: w)
        let b = target.convert(v, from: w)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Converts a vector from `view`'s coordinates to window coordinates.
    func _vector(_ v: CGPoint, fromView source: UIView?) -> CGPoint {
        guard let source, source !== _gestureWindow else { return v }
        let w = _gestureWindow
        let a = source.convert(CGPoint.zero, to: w)
        let b = source.convert(v, to: w)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// The newest timestamp among `touches` (the event's when empty).
    func _latestTimestamp(_ touches: Set<UITouch>, _ event: UIEvent) -> TimeInterval {
        touches.map(\.timestamp).max() ?? event.timestamp
    }

    /// Schedules `body` on the media clock `delay` seconds after `since` (a touch timestamp);
    /// at once (next `fireDue()`) when that moment has passed.
    func _schedule(after delay: TimeInterval, since: TimeInterval,
                   _ body: @escaping @MainActor () -> Void) -> _ClockTimers.Token {
        let remaining = max(0, since + delay - CACurrentMediaTime())
        return _ClockTimers.shared.schedule(after: remaining, body)
    }
}

/// The two fingers a pinch or rotation follows (the first two down).
@MainActor struct _TouchPair {
    private(set) var a: UITouch?
    private(set) var b: UITouch?

    var isFull: Bool { a != nil && b != nil }
    var isEmpty: Bool { a == nil }
    func contains(_ t: UITouch) -> Bool { a === t || b === t }

    /// Adds `t` if there is room; false when two fingers are already followed.
    mutating func add(_ t: UITouch) -> Bool {
        if contains(t) { return true }
        if a == nil { a = t; return true }
        if b == nil { b = t; return true }
        return false
    }

    mutating func remove(_ t: UITouch) {
        if a === t { a = b; b = nil } else if b === t { b = nil }
    }

    /// Distance between the two fingers (window coordinates), nil without two.
    var distance: CGFloat? {
        guard let a, let b else { return nil }
        let p = a._locationInWindow, q = b._locationInWindow
        return hypot(q.x - p.x, q.y - p.y)
    }

    /// Angle of the line from the first finger to the second (radians, y down), nil without two.
    var angle: CGFloat? {
        guard let a, let b else { return nil }
        let p = a._locationInWindow, q = b._locationInWindow
        return atan2(q.y - p.y, q.x - p.x)
    }
}

/// Whether a two-finger continuous gesture (pinch, rotation) has begun or finished, with the
/// state changes that go with it: one piece for the touch and trackpad paths of both.
@MainActor struct _ContinuousProgress {
    private(set) var begun = false
    /// Ended, cancelled or failed: later input is ignored until `reset()`.
    private(set) var done = false

    /// Another update of the gesture's value: `.changed` once begun, `.began` the first time
    /// `pastThreshold` holds (a delegate that refuses to begin leaves it failed and done).
    mutating func update(_ g: UIGestureRecognizer, pastThreshold: Bool) {
        if begun {
            if g.state == .began || g.state == .changed { g.state = .changed }
        } else if pastThreshold {
            begun = true
            g.state = .began
            if g.state == .failed { done = true }
        }
    }

    /// The input is over: `.ended` (or `.cancelled`) if the gesture began, else `.failed`.
    mutating func finish(_ g: UIGestureRecognizer, cancelled: Bool = false) {
        done = true
        if begun { if g.state != .failed { g.state = cancelled ? .cancelled : .ended } } else { g.state = .failed }
    }
}
