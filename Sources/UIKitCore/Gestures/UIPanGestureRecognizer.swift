//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIPanGestureRecognizer, the continuous recognizer for dragging, and the scroll-input mask it accepts.

/// The kinds of scroll input a pan gesture recognizer accepts (`allowedScrollTypesMask`, iOS
/// 13.4; Apple's raw values).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The option bits of the set (Apple's values).
    public let rawValue: Int
    /// A set with the given option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mouse-wheel clicks.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Trackpad two-finger scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both mouse-wheel and trackpad scrolling.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// A continuous recognizer for dragging fingers.
///
/// - `.began` once at least `minimumNumberOfTouches` (and at most `maximumNumberOfTouches`)
///   fingers are down and their centroid has moved `_hysteresis` (10 pt ⚠, window coordinates)
///   from where it was when enough fingers were down. The translation at `.began` is the whole
///   movement so far (it is measured from the touch-down point, so a view dragged with it stays
///   under the finger).
/// - `.changed` on every move while at least `minimumNumberOfTouches` fingers are down.
/// - `.ended` when all fingers have lifted; `.cancelled` when the touches are cancelled.
/// - Fails when all fingers lift (or are cancelled) before it began.
///
/// Fingers beyond `maximumNumberOfTouches` are ignored (`ignore(_:for:)`). Fingers joining or
/// leaving do not make the translation jump: it follows the mean movement of the fingers down.
///
/// `velocity(in:)` is a least-squares fit over the last 100 ms of movement samples
/// (`_VelocityTracker`), coalesced samples included; it is zero once the fingers have rested for
/// longer than that. A lift at the last sampled location within `_liftGrace` (1/30 s) of that
/// sample adds no sample (the finger lifted while moving: the fling keeps its speed); a later one
/// does (the finger had stopped). `setTranslation(_:in:)` rebases the translation and keeps the
/// velocity (see there).
///
/// Scroll input (`allowedScrollTypesMask`, default none as on iOS): a trackpad two-finger scroll
/// (`.continuous`) begins the pan at its first movement, changes with each, and ends with the
/// trackpad gesture; the translation moves with the fingers (opposite to the scroll delta). Each
/// mouse-wheel click (`.discrete`) moves the translation by its delta: the first begins the pan,
/// later ones change it, and it ends `_wheelIdleTime` (0.1 s ⚠) after the last click.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers that can pan (default 1).
    open var minimumNumberOfTouches: Int = 1 {
        didSet {
            if minimumNumberOfTouches < 1 {
                UIKitLog.warning("UIPanGestureRecognizer.minimumNumberOfTouches must be ≥ 1; using 1", category: "UIGestureRecognizer")
                minimumNumberOfTouches = 1
            }
        }
    }
    /// Most fingers that can pan (default `Int.max`).
    open var maximumNumberOfTouches: Int = .max {
        didSet {
            if maximumNumberOfTouches < 1 {
                UIKitLog.warning("UIPanGestureRecognizer.maximumNumberOfTouches must be ≥ 1; using 1", category: "UIGestureRecognizer")
                maximumNumberOfTouches = 1
            }
        }
    }

    /// Kinds of scroll input the pan accepts (default none).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far (points) the fingers move before a pan begins.
    static let _hysteresis: CGFloat = 10
    /// A lift this soon after the last sample, at its location, is a lift in motion.
    static let _liftGrace: TimeInterval = 1.0 / 30
    /// A mouse-wheel pan ends this long after the last click.
    static let _wheelIdleTime: TimeInterval = 0.1
    var _wheelTimer: _ClockTimers.Token?

    /// Centroid movement of the fingers down (window coordinates).
    var _motion = _CentroidMotion()
    /// `_motion.position` at translation zero.
    var _origin: CGPoint = .zero
    var _tracker = _VelocityTracker()
    /// `.began` was requested (it may wait for other recognizers to fail).
    var _begun = false
    var _done = false

    /// The translation of the pan in `view`'s coordinate system (window coordinates for nil).
    open func translation(in view: UIView?) -> CGPoint {
        _vector(_windowTranslation, toView: view)
    }

    /// Sets the translation, as measured in `view`'s coordinate system. The velocity is the
    /// finger's and is kept: Apple's "resets the velocity" is the translation's new origin, and
    /// on iOS a handler that zeroes the translation on every change still reads the fling's
    /// velocity in `.ended`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            return UIKitLog.warning("UIPanGestureRecognizer.setTranslation: non-finite \(translation) ignored", category: "UIGestureRecognizer")
        }
        let w = _vector(translation, fromView: view)
        _origin = CGPoint(x: _motion.position.x - w.x, y: _motion.position.y - w.y)
    }

    /// The velocity of the pan in points per second, in `view`'s coordinate system (window
    /// coordinates for nil).
    open func velocity(in view: UIView?) -> CGPoint {
        _vector(_tracker.velocity, toView: view)
    }

    /// Began (by this class, or by a subclass setting `state`, e.g. an "instant" pan).
    var _recognizing: Bool { _begun || state == .began || state == .changed }

    var _windowTranslation: CGPoint {
        CGPoint(x: _motion.position.x - _origin.x, y: _motion.position.y - _origin.y)
    }

    // MARK: Hooks for UIScreenEdgePanGestureRecognizer

    /// Whether a gesture may start with `touch` as its first finger.
    func _acceptsFirstTouch(_ touch: UITouch) -> Bool { true }
    /// Whether the pan may begin now (`translation` in window coordinates, past the hysteresis);
    /// false fails the recognizer.
    func _mayBegin(windowTranslation translation: CGPoint) -> Bool { true }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !_done else { return }
        let time = _latestTimestamp(touches, event)
        for t in touches.sorted(by: { $0._order < $1._order }) {
            if _motion.count == 0, !_recognizing, !_acceptsFirstTouch(t) { return _fail() }
            if _motion.count >= maximumNumberOfTouches {
                ignore(t, for: event)
                continue
            }
            _motion.add(t)
        }
        if !_recognizing, _motion.count < minimumNumberOfTouches {
            // Movement with too few fingers does not count towards beginning.
            _origin = _motion.position
        }
        _tracker.add(_motion.position, at: time)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !_done else { return }
        let followed = touches.filter { _motion.contains($0) }
        guard !followed.isEmpty else { return }
        if _motion.count == 1, followed.count == 1, let t = followed.first,
           let samples = event.coalescedTouches(for: t), samples.count > 1 {
            // One finger: every coalesced sample goes to the velocity tracker.
            for s in samples {
                _motion.update([(t, s._locationInWindow)])
                _tracker.add(_motion.position, at: s.timestamp)
            }
        } else {
            _motion.update(followed.map { ($0, $0._locationInWindow) })
            _tracker.add(_motion.position, at: _latestTimestamp(touches, event))
        }
        let enough = _motion.count >= minimumNumberOfTouches && _motion.count <= maximumNumberOfTouches
        if _recognizing {
            if enough, state == .began || state == .changed { state = .changed }
            return
        }
        guard enough else {
            _origin = _motion.position
            return
        }
        let tr = _windowTranslation
        if hypot(tr.x, tr.y) >= Self._hysteresis {
            guard _mayBegin(windowTranslation: tr) else { return _fail() }
            _begun = true
            state = .began
            if state == .failed { _done = true }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !_done else { return }
        let followed = touches.filter { _motion.contains($0) }
        guard !followed.isEmpty else { return }
        // The lift position is a last sample, unless the finger lifted while moving.
        let before = _motion.position
        _motion.update(followed.map { ($0, $0._locationInWindow) })
        let liftTime = _latestTimestamp(touches, event)
        if !(_motion.position == before && (_tracker.samples.last.map { liftTime - $0.time <= Self._liftGrace } ?? false)) {
            _tracker.add(_motion.position, at: liftTime)
        }
        for t in followed { _motion.remove(t) }
        guard _motion.count == 0 else { return }
        let recognizing = _recognizing
        _done = true
        if recognizing {
            if state != .failed { state = .ended }
        } else {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !_done else { return }
        let recognizing = _recognizing
        _done = true
        state = recognizing ? .cancelled : .failed
    }

    // MARK: Scroll input

    package override func _acceptsEvent(_ event: UIEvent) -> Bool {
        guard event.type == .scroll, _touches.isEmpty else { return false }
        return allowedScrollTypesMask.contains(event._isOneShot ? .discrete : .continuous)
    }

    package override func _handleEvent(_ event: UIEvent) {
        guard event.type == .scroll, !_done, _motion.count == 0 else { return }
        let time = event.timestamp
        let d = event._scrollDelta
        if event._isOneShot {
            // A wheel click.
            guard allowedScrollTypesMask.contains(.discrete) else { return }
            if _tracker.samples.isEmpty { _tracker.add(_motion.position, at: time) }
            _motion.shift(by: CGPoint(x: -d.x, y: -d.y))
            _tracker.add(_motion.position, at: time)
            _wheelTimer?.cancel()
            if _begun {
                if state == .began || state == .changed { state = .changed }
            } else {
                _begun = true
                state = .began
                if state == .failed { _done = true; return }
            }
            _wheelTimer = _schedule(after: Self._wheelIdleTime, since: time) { [weak self] in
                guard let self, !self._done, self._begun else { return }
                self._wheelTimer = nil
                self._done = true
                if self.state == .began || self.state == .changed { self.state = .ended } else { self.state = .failed }
            }
            return
        }
        switch event._phase {
        case .began:
            _tracker.reset()
            _tracker.add(_motion.position, at: time)
        case .moved, .stationary:
            guard d != .zero else { return }
            _motion.shift(by: CGPoint(x: -d.x, y: -d.y))
            _tracker.add(_motion.position, at: time)
            if _begun {
                if state == .began || state == .changed { state = .changed }
            } else {
                _begun = true
                state = .began
                if state == .failed { _done = true }
            }
        case .ended:
            _done = true
            state = _begun ? .ended : .failed
        default:
            _done = true
            state = _begun ? .cancelled : .failed
        }
    }

    open override func reset() {
        super.reset()
        _wheelTimer?.cancel(); _wheelTimer = nil
        _motion.reset()
        _origin = .zero
        _tracker.reset()
        _begun = false
        _done = false
    }

    func _fail() {
        _done = true
        state = .failed
    }
}
