//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A continuous recognizer for two fingers moving apart or together (or a trackpad pinch).
///
/// - `scale` is the distance between the two fingers relative to their distance when the second
///   one went down (so at `.began` it already includes the movement that began it). Setting
///   `scale` makes later changes relative to the new value (and resets the velocity, as
///   documented). When a finger lifts and another comes down, the scale continues from its
///   value, relative to the new pair's distance.
/// - `velocity` is the rate of change of `scale` per second: a least-squares fit over the last
///   100 ms (`_VelocityTracker`).
/// - `.began` once the distance has changed by `_hysteresis` (10 pt ⚠) from where it started;
///   `.changed` when a finger moves with both down; `.ended` when both fingers have lifted (as
///   documented); `.cancelled` when the touches are cancelled. It fails if both lift before it
///   began. Fingers beyond two are ignored (`ignore(_:for:)`).
/// - Trackpad pinches (`.transform` events, from the trackpad) drive it too:
///   `.began` once the scale differs from 1 by more than `_transformThreshold` (0.02), then
///   `.changed`, `.ended` when the trackpad gesture ends.
///
/// `location(in:)` is the centroid of the fingers (the pointer for trackpad pinches).
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale factor relative to the fingers' starting distance (default 1).
    open var scale: CGFloat {
        get { _scale }
        set {
            guard newValue.isFinite else {
                return UIKitLog.warning("UIPinchGestureRecognizer.scale: non-finite \(newValue) ignored", category: "UIGestureRecognizer")
            }
            _scale = newValue
            let t = tracker.samples.last?.time
            tracker.reset()
            if let t { tracker.add(Double(newValue), at: t) }
        }
    }
    /// Scale factor per second.
    open var velocity: CGFloat { CGFloat(tracker.scalarVelocity) }

    static let _hysteresis: CGFloat = 10
    static let _transformThreshold: CGFloat = 0.02

    private var _scale: CGFloat = 1
    private var tracker = _VelocityTracker()
    private var pair = _TouchPair()
    /// Distance when the pair formed, and at the last update.
    private var startDistance: CGFloat = 0
    private var lastDistance: CGFloat = 0
    /// Trackpad: the event scale at the last update.
    private var lastEventScale: CGFloat = 1
    private var progress = _ContinuousProgress()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !progress.done else { return }
        for t in touches.sorted(by: { $0._order < $1._order }) {
            if !pair.add(t) { ignore(t, for: event); continue }
            if let d = pair.distance {
                startDistance = d
                lastDistance = d
                tracker.reset()
                tracker.add(Double(_scale), at: _latestTimestamp(touches, event))
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !progress.done, let d = pair.distance, touches.contains(where: { pair.contains($0) }) else { return }
        if lastDistance > 1e-3 { _scale *= d / lastDistance }
        lastDistance = d
        tracker.add(Double(_scale), at: _latestTimestamp(touches, event))
        progress.update(self, pastThreshold: abs(d - startDistance) >= Self._hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !progress.done else { return }
        var lifted = false
        for t in touches where pair.contains(t) { pair.remove(t); lifted = true }
        guard lifted else { return }
        if pair.isEmpty {
            progress.finish(self)   // both fingers lifted
        } else {
            // One finger left: no changes until a second finger comes down again.
            startDistance = 0; lastDistance = 0
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !progress.done else { return }
        progress.finish(self, cancelled: true)
    }

    // MARK: Trackpad pinch

    package override func _acceptsEvent(_ event: UIEvent) -> Bool { event.type == .transform }

    package override func _handleEvent(_ event: UIEvent) {
        guard event.type == .transform, !progress.done, _touches.isEmpty else { return }
        let s = event._transformScale
        switch event._phase {
        case .began:
            lastEventScale = s
            tracker.reset()
            tracker.add(Double(_scale), at: event.timestamp)
        case .moved, .stationary:
            if lastEventScale > 0 { _scale *= s / lastEventScale }
            lastEventScale = s
            tracker.add(Double(_scale), at: event.timestamp)
            progress.update(self, pastThreshold: abs(s - 1) > Self._transformThreshold)
        case .ended:
            progress.finish(self)
        default:
            progress.finish(self, cancelled: true)
        }
    }

    open override func reset() {
        super.reset()
        _scale = 1
        tracker.reset()
        pair = _TouchPair()
        startDistance = 0
        lastDistance = 0
        lastEventScale = 1
        progress = _ContinuousProgress()
    }
}
