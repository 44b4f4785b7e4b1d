//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// It recognizes (`.recognized`, i.e. `.ended`) when the touches of the last required tap lift.
/// It fails when:
/// - a touch moves more than `_allowableMovement` (10 pt ⚠, window coordinates) from where it
///   went down;
/// - a tap has more or fewer fingers than `numberOfTouchesRequired`;
/// - with `numberOfTapsRequired > 1`, the next tap does not go down within
///   0.35 s ⚠ (the multi-tap interval) of the previous tap's lift (a timer on the
///   media clock, so this happens even when no further input comes), or goes down more than
///   45 pt ⚠ (the multi-tap distance) from the first tap;
/// - its touches are cancelled.
///
/// There is no limit on how long a finger may stay down during a tap (iOS's is undocumented).
/// `location(in:)` is the centroid of the tap's touches (after the lift: where they lifted).
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (default 1).
    open var numberOfTapsRequired: Int = 1 {
        didSet {
            if numberOfTapsRequired < 1 {
                UIKitLog.warning("UITapGestureRecognizer.numberOfTapsRequired must be ≥ 1; using 1", category: "UIGestureRecognizer")
                numberOfTapsRequired = 1
            }
        }
    }
    /// Fingers per tap (default 1).
    open var numberOfTouchesRequired: Int = 1 {
        didSet {
            if numberOfTouchesRequired < 1 {
                UIKitLog.warning("UITapGestureRecognizer.numberOfTouchesRequired must be ≥ 1; using 1", category: "UIGestureRecognizer")
                numberOfTouchesRequired = 1
            }
        }
    }
    /// Pointer buttons that must be pressed (iOS 13.4; default `.primary`). Touches made by a
    /// pointer carry no button information on Linux, so this is stored only.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// How far (points) a touch may move during a tap.
    static let _allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    /// Touches of the tap in progress: where each went down (window coordinates).
    private var tapTouches: [ObjectIdentifier: CGPoint] = [:]
    private var liftedInTap = 0
    /// Where the first tap went down (centroid of its touches, window coordinates).
    private var firstTapLocation: CGPoint?
    private var lastLiftTime: TimeInterval?
    private var windowTimer: _ClockTimers.Token?
    /// Recognition was requested (it may wait for other recognizers to fail).
    private var finished = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible else { return }
        windowTimer?.cancel(); windowTimer = nil
        let ordered = touches.sorted { $0._order < $1._order }
        if tapTouches.isEmpty, tapsCompleted > 0, let lift = lastLiftTime {
            // The next tap of a multi-tap: soon enough and near enough.
            let t = _latestTimestamp(touches, event)
            if t - lift > _EventDispatcher.multiTapInterval { return fail() }
            if let first = firstTapLocation, let p = ordered.first?._locationInWindow,
               hypot(p.x - first.x, p.y - first.y) > _EventDispatcher.multiTapDistance {
                return fail()
            }
        }
        if liftedInTap > 0 {
            // A finger came down while the tap's other fingers were lifting: not a clean tap.
            return fail()
        }
        for t in ordered { tapTouches[ObjectIdentifier(t)] = t._locationInWindow }
        if tapTouches.count > numberOfTouchesRequired { return fail() }
        if tapsCompleted == 0, firstTapLocation == nil || tapTouches.count > 1 {
            firstTapLocation = centroid(of: Array(tapTouches.values))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible else { return }
        for t in touches {
            guard let start = tapTouches[ObjectIdentifier(t)] else { continue }
            let p = t._locationInWindow
            if hypot(p.x - start.x, p.y - start.y) > Self._allowableMovement { return fail() }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible else { return }
        for t in touches {
            guard let start = tapTouches[ObjectIdentifier(t)] else { continue }
            let p = t._locationInWindow
            if hypot(p.x - start.x, p.y - start.y) > Self._allowableMovement { return fail() }
            liftedInTap += 1
        }
        guard liftedInTap >= tapTouches.count, !tapTouches.isEmpty else { return }
        // Every finger of this tap lifted.
        guard tapTouches.count == numberOfTouchesRequired else { return fail() }
        tapsCompleted += 1
        tapTouches.removeAll()
        liftedInTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            finished = true
            state = .ended
            return
        }
        let lift = _latestTimestamp(touches, event)
        lastLiftTime = lift
        windowTimer = _schedule(after: _EventDispatcher.multiTapInterval, since: lift) { [weak self] in
            guard let self, !self.finished, self.state == .possible, self.tapsCompleted > 0, self.tapTouches.isEmpty else { return }
            self.windowTimer = nil
            self.fail()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible else { return }
        fail()
    }

    open override func reset() {
        super.reset()
        windowTimer?.cancel(); windowTimer = nil
        tapsCompleted = 0
        tapTouches.removeAll()
        liftedInTap = 0
        firstTapLocation = nil
        lastLiftTime = nil
        finished = false
    }

    private func fail() {
        windowTimer?.cancel(); windowTimer = nil
        finished = true
        state = .failed
    }

    private func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for p in points { x += p.x; y += p.y }
        return CGPoint(x: x / CGFloat(points.count), y: y / CGFloat(points.count))
    }
}
