//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A discrete recognizer for a quick straight movement in one of `direction`.
///
/// It recognizes (`.recognized`) while the fingers are still moving, as soon as the centroid of
/// exactly `numberOfTouchesRequired` fingers has moved far enough in an allowed direction within
/// `_maximumDuration` (0.5 s ⚠) of the first finger going down. As documented, precision buys
/// distance: a movement straight along the axis needs `_minimumDistance` (40 pt ⚠, window
/// coordinates), each degree off the axis 1 pt more (`_distancePerDegree`), up to
/// `_maximumAngle` (30° ⚠: 70 pt). Over the time limit that is an average speed of at least
/// 80–140 pt/s. It fails when:
/// - the movement, once past `_decisionDistance` (15 pt), points more than 30° away from every
///   allowed direction (a diagonal or wrong-way move);
/// - the time limit passes (a timer on the media clock, so a finger resting fails too);
/// - a finger lifts first, more fingers than required come down, or the touches are cancelled.
///
/// `location(in:)` is where the swipe began (centroid of the touches when they went down), as
/// documented; `location(ofTouch:in:)` where that touch went down.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions (Apple's raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: UInt
        /// A set with the given option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Allowed directions (default `.right`).
    open var direction: Direction = .right
    /// Fingers that must swipe (default 1).
    open var numberOfTouchesRequired: Int = 1 {
        didSet {
            if numberOfTouchesRequired < 1 {
                UIKitLog.warning("UISwipeGestureRecognizer.numberOfTouchesRequired must be ≥ 1; using 1", category: "UIGestureRecognizer")
                numberOfTouchesRequired = 1
            }
        }
    }

    static let _minimumDistance: CGFloat = 40
    static let _distancePerDegree: CGFloat = 1
    static let _maximumDuration: TimeInterval = 0.5
    static let _maximumAngle: CGFloat = .pi / 6
    static let _decisionDistance: CGFloat = 15

    private var motion = _CentroidMotion()
    private var startTime: TimeInterval?
    /// Where the touches went down (window coordinates), in order.
    private var startLocations: [(ObjectIdentifier, CGPoint)] = []
    private var timer: _ClockTimers.Token?
    private var done = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !done else { return }
        let time = _latestTimestamp(touches, event)
        if startTime == nil {
            startTime = time
            timer = _schedule(after: Self._maximumDuration, since: time) { [weak self] in
                guard let self, !self.done else { return }
                self.timer = nil
                self.fail()
            }
        }
        for t in touches.sorted(by: { $0._order < $1._order }) {
            motion.add(t)
            startLocations.append((ObjectIdentifier(t), t._locationInWindow))
        }
        if motion.count > numberOfTouchesRequired { fail() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !done, let start = startTime else { return }
        motion.update(touches.filter { motion.contains($0) }.map { ($0, $0._locationInWindow) })
        if _latestTimestamp(touches, event) - start > Self._maximumDuration { return fail() }
        let d = motion.position
        let length = hypot(d.x, d.y)
        guard length >= Self._decisionDistance else { return }
        guard let margin = bestMargin(d) else { return fail() }
        if margin >= 0, motion.count == numberOfTouchesRequired {
            done = true
            timer?.cancel(); timer = nil
            state = .ended
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !done else { return }
        fail()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !done else { return }
        fail()
    }

    open override func reset() {
        super.reset()
        timer?.cancel(); timer = nil
        motion.reset()
        startTime = nil
        startLocations.removeAll()
        done = false
    }

    /// Where the swipe began.
    open override func location(in view: UIView?) -> CGPoint {
        guard !startLocations.isEmpty else { return super.location(in: view) }
        var x: CGFloat = 0, y: CGFloat = 0
        for (_, p) in startLocations { x += p.x; y += p.y }
        let p = CGPoint(x: x / CGFloat(startLocations.count), y: y / CGFloat(startLocations.count))
        return convertFromWindow(p, to: view)
    }

    /// Where the touch went down.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard _touches.indices.contains(touchIndex) else { return super.location(ofTouch: touchIndex, in: view) }
        let id = ObjectIdentifier(_touches[touchIndex])
        guard let p = startLocations.first(where: { $0.0 == id })?.1 else { return super.location(ofTouch: touchIndex, in: view) }
        return convertFromWindow(p, to: view)
    }

    private func convertFromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
        let w = _gestureWindow
        guard let view, view !== w else { return p }
        return view.convert(p, from: w)
    }

    /// For the allowed directions whose cone `d` is in: how far past the distance needed at its
    /// angle `d` has moved along the axis (negative: not yet). Nil when `d` is off every allowed
    /// direction.
    private func bestMargin(_ d: CGPoint) -> CGFloat? {
        let axes: [(Direction, CGFloat, CGFloat)] = [(.right, 1, 0), (.left, -1, 0), (.up, 0, -1), (.down, 0, 1)]
        var best: CGFloat?
        for (dir, ux, uy) in axes where direction.contains(dir) {
            let along = d.x * ux + d.y * uy
            guard along > 0 else { continue }
            let across = abs(d.x * uy - d.y * ux)
            let angle = atan2(across, along)
            guard angle <= Self._maximumAngle + 1e-9 else { continue }
            let needed = Self._minimumDistance + Self._distancePerDegree * angle * 180 / .pi
            best = max(best ?? -.infinity, along - needed)
        }
        return best
    }

    private func fail() {
        done = true
        timer?.cancel(); timer = nil
        state = .failed
    }
}
