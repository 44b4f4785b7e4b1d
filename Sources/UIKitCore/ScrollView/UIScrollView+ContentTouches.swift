//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Content touches: holding touches back from a scroll view's content until they are clearly not a scroll.

/// Holds a touch's `touchesBegan` back from the scroll view's content until it is clear the
/// touch is not a scroll: ~150 ms without the pan beginning, or the finger lifting first
/// (`delaysContentTouches`). Asks `touchesShouldBegin(_:with:in:)` before the content gets a
/// touch. A touch that lands while the content is moving stops it and never reaches the content.
///
/// It never recognizes. It cannot be prevented by the pan (it must keep holding until the pan's
/// cancellation has dropped the held touches), and it fails when the last finger lifts.
@MainActor final class _UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// How long an unmoving touch waits before the content gets it (⚠ ~150 ms in write-ups).
    static let delay: TimeInterval = 0.15
    var timer: _ClockTimers.Token?
    /// Touches released to the content (or refused by `touchesShouldBegin`).
    var decided: Set<ObjectIdentifier> = []

    override init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    var scrollView: UIScrollView? { view as? UIScrollView }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let sv = scrollView else { return }
        sv._isTracking = true
        // Catching moving content (a glide, a bounce, an offset animation, a wheel or key scroll,
        // a scroll to top): it stops, and this touch is not a tap on the content. (A zoom
        // animation runs on: it brings the scale back inside its limits.)
        let scrollingToTop = sv._zoom.animation.map { $0.zoomView == nil } ?? false
        if sv._motion != nil || sv._input.smooth != nil || scrollingToTop {
            sv._stopMotion(finished: false)
            sv._endSmoothScroll()
            if scrollingToTop { sv._stopZoomAnimation() }
            for t in touches { _withhold(t, event) }
            return
        }
        if !sv.delaysContentTouches {
            _decide(touches, event)
        } else if timer == nil {
            let since = touches.map(\.timestamp).max() ?? event.timestamp
            timer = _schedule(after: Self.delay, since: since) { [weak self] in
                guard let self else { return }
                self.timer = nil
                self._decide(Set(self._liveTouches), _GestureEnvironment.shared.touchesEvent)
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        // The drag turned out not to be a scroll (e.g. sideways in a vertical list): the content
        // gets the touch now rather than after the delay.
        if let sv = scrollView, sv.panGestureRecognizer.state == .failed { _decide(Set(_liveTouches), event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A lift before the delay: the content gets its began now, then the end.
        _decide(touches, event)
        _finishIfLifted(touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        _finishIfLifted(touches)
    }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        decided.removeAll()
        delaysTouchesBegan = scrollView?.delaysContentTouches ?? true
    }

    /// The content gets `touches` (held begans delivered now), unless `touchesShouldBegin` says no.
    func _decide(_ touches: Set<UITouch>, _ event: UIEvent) {
        guard let sv = scrollView else { return }
        var release: [UITouch] = []
        var byView: [(UIView, Set<UITouch>)] = []
        for t in touches where !decided.contains(ObjectIdentifier(t)) && !t._viewDone {
            decided.insert(ObjectIdentifier(t))
            guard let v = t.view else { continue }
            if let i = byView.firstIndex(where: { $0.0 === v }) { byView[i].1.insert(t) } else { byView.append((v, [t])) }
        }
        for (v, ts) in byView {
            if v === sv || sv.touchesShouldBegin(ts, with: event, in: v) {
                release.append(contentsOf: ts)
            } else {
                for t in ts { t._heldPhases.removeAll(); t._viewDone = true }
            }
        }
        guard !release.isEmpty else { return }
        // Stop holding: the environment delivers what it held for these touches.
        let keep = delaysTouchesBegan
        delaysTouchesBegan = false
        _GestureEnvironment.shared.releaseHeld(touches: release.sorted { $0._order < $1._order })
        if _liveTouches.contains(where: { !decided.contains(ObjectIdentifier($0)) }) { delaysTouchesBegan = keep }
    }

    /// Keeps `t` from the content entirely (its view and the content's recognizers).
    func _withhold(_ t: UITouch, _ event: UIEvent) {
        decided.insert(ObjectIdentifier(t))
        t._heldPhases.removeAll()
        t._viewDone = true
        guard let sv = scrollView else { return }
        for r in t._recognizers where r.view !== sv && r.view?.isDescendant(of: sv) == true {
            r.ignore(t, for: event)
        }
    }

    func _finishIfLifted(_ touches: Set<UITouch>) {
        let remaining = _touches.filter { t in t.phase != .ended && t.phase != .cancelled && !touches.contains(t) }
        guard remaining.isEmpty else { return }
        timer?.cancel()
        timer = nil
        if let sv = scrollView, sv._drag == nil { sv._isTracking = false }
        state = .failed
    }
}
