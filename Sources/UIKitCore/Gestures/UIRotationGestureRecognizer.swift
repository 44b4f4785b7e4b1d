//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A continuous recognizer for two fingers turning around each other (or a trackpad rotation).
///
/// - `rotation` (radians) is the angle the line between the two fingers has turned since the
///   second finger went down; positive is clockwise on screen (the direction of
///   `CGAffineTransform(rotationAngle:)` with a positive angle). It accumulates past ±π. Setting
///   it makes later changes relative to the new value (and resets the velocity).
/// - `velocity` is radians per second: a least-squares fit over the last 100 ms.
/// - `.began` once the rotation exceeds `_threshold` (5° ⚠); `.changed` on later moves;
///   `.ended` when both fingers have lifted; `.cancelled` when the touches are cancelled. It
///   fails if both lift before it began. Fingers beyond two are ignored. After one finger lifts,
///   a new second finger continues the rotation from the new pair's angle.
/// - Trackpad rotations (`.transform` events) drive it too: `.began` once the event's rotation
///   exceeds `_transformThreshold` (0.02 rad), `.ended` when the trackpad gesture ends.
///
/// `location(in:)` is the centroid of the fingers (the pointer for trackpad rotations).
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians (default 0).
    open var rotation: CGFloat {
        get { _rotation }
        set {
            guard newValue.isFinite else {
                return UIKitLog.warning("UIRotationGestureRecognizer.rotation: non-finite \(newValue) ignored", category: "UIGestureRecognizer")
            }
            _rotation = newValue
            let t = tracker.samples.last?.time
            tracker.reset()
            if let t { tracker.add(Double(newValue), at: t) }
        }
    }
    /// Radians per second.
    open var velocity: CGFloat { CGFloat(tracker.scalarVelocity) }

    static let _threshold: CGFloat = .pi / 36
    static let _transformThreshold: CGFloat = 0.02

    private var _rotation: CGFloat = 0
    /// Rotation accumulated since the pair formed (for the threshold).
    private var turned: CGFloat = 0
    private var tracker = _VelocityTracker()
    private var pair = _TouchPair()
    private var lastAngle: CGFloat?
    private var lastEventRotation: CGFloat = 0
    private var progress = _ContinuousProgress()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !progress.done else { return }
        for t in touches.sorted(by: { $0._order < $1._order }) {
            if !pair.add(t) { ignore(t, for: event); continue }
            if let a = pair.angle {
                lastAngle = a
                turned = 0
                tracker.reset()
                tracker.add(Double(_rotation), at: _latestTimestamp(touches, event))
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !progress.done, let a = pair.angle, touches.contains(where: { pair.contains($0) }) else { return }
        if let last = lastAngle {
            var delta = a - last
            while delta > .pi { delta -= 2 * .pi }
            while delta <= -.pi { delta += 2 * .pi }
            _rotation += delta
            turned += delta
        }
        lastAngle = a
        tracker.add(Double(_rotation), at: _latestTimestamp(touches, event))
        progress.update(self, pastThreshold: abs(turned) >= Self._threshold)
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
            lastAngle = nil
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !progress.done else { return }
        progress.finish(self, cancelled: true)
    }

    // MARK: Trackpad rotation

    package override func _acceptsEvent(_ event: UIEvent) -> Bool { event.type == .transform }

    package override func _handleEvent(_ event: UIEvent) {
        guard event.type == .transform, !progress.done, _touches.isEmpty else { return }
        let r = event._transformRotation
        switch event._phase {
        case .began:
            lastEventRotation = r
            tracker.reset()
            tracker.add(Double(_rotation), at: event.timestamp)
        case .moved, .stationary:
            _rotation += r - lastEventRotation
            turned += r - lastEventRotation
            lastEventRotation = r
            tracker.add(Double(_rotation), at: event.timestamp)
            progress.update(self, pastThreshold: abs(turned) > Self._transformThreshold)
        case .ended:
            progress.finish(self)
        default:
            progress.finish(self, cancelled: true)
        }
    }

    open override func reset() {
        super.reset()
        _rotation = 0
        turned = 0
        tracker.reset()
        pair = _TouchPair()
        lastAngle = nil
        lastEventRotation = 0
        progress = _ContinuousProgress()
    }
}
