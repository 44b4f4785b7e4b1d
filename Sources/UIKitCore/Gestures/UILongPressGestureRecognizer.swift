//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A continuous recognizer for a press held for `minimumPressDuration`.
///
/// - `.began` when the required fingers have been down for `minimumPressDuration` without any
///   moving more than `allowableMovement` from where it went down (a timer on the media clock;
///   a touch event timestamped past the deadline also begins it).
/// - `.changed` when the fingers move afterwards (no movement limit any more).
/// - `.ended` when a finger lifts; `.cancelled` when the touches are cancelled.
/// - Fails before `.began` when a finger lifts early, moves too far, or more fingers than
///   `numberOfTouchesRequired` come down. After `.began`, further fingers are ignored.
///
/// With `numberOfTapsRequired > 0`, that many taps (each lifting within the multi-tap window,
/// 0.35 s ⚠, of the previous one, and moving no more than
/// `allowableMovement`) must come first; the press is the touch after the last tap.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must be down (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            if !(minimumPressDuration.isFinite && minimumPressDuration >= 0) {
                UIKitLog.warning("UILongPressGestureRecognizer.minimumPressDuration \(minimumPressDuration) invalid; using 0.5", category: "UIGestureRecognizer")
                minimumPressDuration = 0.5
            }
        }
    }
    /// Fingers that must press (default 1).
    open var numberOfTouchesRequired: Int = 1 {
        didSet {
            if numberOfTouchesRequired < 1 {
                UIKitLog.warning("UILongPressGestureRecognizer.numberOfTouchesRequired must be ≥ 1; using 1", category: "UIGestureRecognizer")
                numberOfTouchesRequired = 1
            }
        }
    }
    /// Taps before the press (default 0).
    open var numberOfTapsRequired: Int = 0 {
        didSet {
            if numberOfTapsRequired < 0 {
                UIKitLog.warning("UILongPressGestureRecognizer.numberOfTapsRequired must be ≥ 0; using 0", category: "UIGestureRecognizer")
                numberOfTapsRequired = 0
            }
        }
    }
    /// Points the fingers may move before the gesture begins (default 10).
    open var allowableMovement: CGFloat = 10 {
        didSet {
            if !(allowableMovement.isFinite && allowableMovement >= 0) {
                UIKitLog.warning("UILongPressGestureRecognizer.allowableMovement \(allowableMovement) invalid; using 10", category: "UIGestureRecognizer")
                allowableMovement = 10
            }
        }
    }

    private var tapsCompleted = 0
    /// Fingers of the current tap or press: where each went down (window coordinates).
    private var downLocations: [ObjectIdentifier: CGPoint] = [:]
    private var liftedInTap = 0
    private var lastLiftTime: TimeInterval?
    /// When the required fingers were all down (press phase).
    private var pressStart: TimeInterval?
    private var timer: _ClockTimers.Token?
    /// `.began` was requested (it may wait for other recognizers to fail).
    private var begun = false
    private var done = false

    private var inPressPhase: Bool { tapsCompleted >= numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !done else { return }
        let ordered = touches.sorted { $0._order < $1._order }
        if begun {
            // Extra fingers after the press began are not part of it.
            for t in ordered { ignore(t, for: event) }
            return
        }
        timer?.cancel(); timer = nil
        if downLocations.isEmpty, tapsCompleted > 0, let lift = lastLiftTime,
           _latestTimestamp(touches, event) - lift > _EventDispatcher.multiTapInterval {
            return fail()
        }
        if liftedInTap > 0 { return fail() }
        for t in ordered { downLocations[ObjectIdentifier(t)] = t._locationInWindow }
        if downLocations.count > numberOfTouchesRequired { return fail() }
        if inPressPhase, downLocations.count == numberOfTouchesRequired {
            let start = _latestTimestamp(touches, event)
            pressStart = start
            if minimumPressDuration <= 0 {
                // No wait: begins on touch-down (a common way to track a press from its start).
                return beginIfStillPressing()
            }
            timer = _schedule(after: minimumPressDuration, since: start) { [weak self] in
                guard let self else { return }
                self.timer = nil
                self.beginIfStillPressing()
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !done else { return }
        if begun {
            if state == .began || state == .changed { state = .changed }
            return
        }
        for t in touches {
            guard let start = downLocations[ObjectIdentifier(t)] else { continue }
            let p = t._locationInWindow
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { return fail() }
        }
        if let start = pressStart, _latestTimestamp(touches, event) - start >= minimumPressDuration {
            beginIfStillPressing()
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !done else { return }
        if begun {
            done = true
            if state != .failed { state = .ended }
            return
        }
        for t in touches {
            guard let start = downLocations[ObjectIdentifier(t)] else { continue }
            let p = t._locationInWindow
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { return fail() }
            liftedInTap += 1
        }
        if inPressPhase {
            // Lifting at or after the deadline (no timer pass in between) still counts as a
            // press that began and ended.
            if let start = pressStart, _latestTimestamp(touches, event) - start >= minimumPressDuration {
                beginIfStillPressing(ignoringLift: true)
                if begun, !done { done = true; state = .ended }
                return
            }
            return fail()
        }
        guard liftedInTap >= downLocations.count else { return }
        guard downLocations.count == numberOfTouchesRequired else { return fail() }
        tapsCompleted += 1
        downLocations.removeAll()
        liftedInTap = 0
        let lift = _latestTimestamp(touches, event)
        lastLiftTime = lift
        timer = _schedule(after: _EventDispatcher.multiTapInterval, since: lift) { [weak self] in
            guard let self, !self.done, self.downLocations.isEmpty else { return }
            self.timer = nil
            self.fail()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !done else { return }
        done = true
        timer?.cancel(); timer = nil
        state = begun ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        timer?.cancel(); timer = nil
        tapsCompleted = 0
        downLocations.removeAll()
        liftedInTap = 0
        lastLiftTime = nil
        pressStart = nil
        begun = false
        done = false
    }

    private func beginIfStillPressing(ignoringLift: Bool = false) {
        guard !begun, !done, state == .possible, inPressPhase, pressStart != nil else { return }
        guard ignoringLift || liftedInTap == 0, downLocations.count == numberOfTouchesRequired else { return }
        timer?.cancel(); timer = nil
        begun = true
        state = .began
        if state == .failed { done = true }
    }

    private func fail() {
        timer?.cancel(); timer = nil
        done = true
        state = .failed
    }
}
