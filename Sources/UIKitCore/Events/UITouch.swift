//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One finger (or pencil, or pointer) on the screen, as on iOS.
///
/// A touch object lives from `.began` to `.ended`/`.cancelled`; its hit-test `view` is fixed when
/// it begins. Touches are made by the event system, never by apps.
@preconcurrency @MainActor open class UITouch: NSObject {
    /// The phase of a touch (Apple's raw values).
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    /// What made the touch (Apple's raw values).
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3
        /// Apple's former name for `.pencil`.
        public static var stylus: TouchType { .pencil }
    }

    /// Which properties of a touch may still be updated (estimated properties).
    public struct Properties: OptionSet, Hashable, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: Int
        /// A set with the given option bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
    }

    public override init() { super.init() }

    /// When the touch last changed (seconds, `CACurrentMediaTime()` clock).
    open internal(set) var timestamp: TimeInterval = 0
    /// Where the touch is in its life: began, moved, stationary, ended or cancelled.
    open internal(set) var phase: Phase = .began
    /// Number of taps in quick succession at about the same place (1 for a single tap).
    open internal(set) var tapCount: Int = 1
    /// What made the touch: a finger (`.direct`), a pencil, or an indirect pointer such as a mouse.
    open internal(set) var type: TouchType = .direct
    /// Radius of the touch area in points (20 for a finger unless the input says otherwise).
    open internal(set) var majorRadius: CGFloat = 20
    /// How far off `majorRadius` may be, in points (always 5 here).
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    /// Force; 0 without force sensing.
    open internal(set) var force: CGFloat = 0
    /// The largest force the input can report; 0 when the input has no force sensing.
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// A pencil's angle to the screen in radians (π/2 = perpendicular). Always π/2 here: Linux
    /// input reports no tilt.
    open internal(set) var altitudeAngle: CGFloat = .pi / 2
    /// The properties whose values are estimates. Always empty here (Linux input is not estimated).
    open internal(set) var estimatedProperties: Properties = []
    /// The estimated properties still awaiting updates. Always empty here.
    open internal(set) var estimatedPropertiesExpectingUpdates: Properties = []
    /// The index that pairs an estimated touch with its later updates; always nil here.
    open internal(set) var estimationUpdateIndex: NSNumber?

    /// The hit-test view when the touch began (fixed for the touch's lifetime).
    open var view: UIView? { _view }
    weak var _view: UIView?
    /// The window the touch happens in.
    open var window: UIWindow? { _window }
    weak var _window: UIWindow?

    /// The recognizers that receive this touch.
    open var gestureRecognizers: [UIGestureRecognizer]? { _recognizers }

    // MARK: Location

    /// Location in `view`'s bounds coordinates; window coordinates when `view` is nil.
    open func location(in view: UIView?) -> CGPoint { _convert(_locationInWindow, to: view) }
    /// The touch's previous location in `view`'s coordinates (window coordinates when `view` is nil).
    open func previousLocation(in view: UIView?) -> CGPoint { _convert(_previousLocationInWindow, to: view) }
    /// The location with sub-point precision where the input has it; the same as `location(in:)` here.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The previous location with sub-point precision; the same as `previousLocation(in:)` here.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
    /// The direction a pencil points, in radians in `view`'s plane; always 0 here (no pencil tilt on Linux).
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    func _convert(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, view !== _window else { return p }
        if let w = _window { return view.convert(p, from: w) }
        return view.convert(p, from: nil)
    }

    // MARK: Event-system state

    /// The input's identifier (finger number) given to `RawInput`.
    package internal(set) var _identifier: Int = 0
    /// Location in the window's coordinates (the window's bounds).
    package internal(set) var _locationInWindow: CGPoint = .zero
    package internal(set) var _previousLocationInWindow: CGPoint = .zero
    /// Where the touch began, in window coordinates.
    package internal(set) var _beganLocationInWindow: CGPoint = .zero
    var _recognizers: [UIGestureRecognizer] = []
    /// The view may receive this touch (false when blocked by `isMultipleTouchEnabled` or
    /// `isExclusiveTouch`).
    var _deliversToView = true
    /// `touchesBegan` reached the view.
    var _beganDelivered = false
    /// The view got `touchesCancelled` (or must get nothing more).
    var _viewDone = false
    /// View deliveries held back by `delaysTouchesBegan`/`delaysTouchesEnded`.
    var _heldPhases: [Phase] = []
    /// Coalesced samples (location in window, timestamp) of the current dispatch, oldest first,
    /// excluding the touch's current state.
    var _coalesced: [(CGPoint, TimeInterval)] = []
    var _isSnapshot = false
    /// Creation order (stable ordering of touches).
    var _order = 0

    open override var description: String {
        let addr = "\(Unmanaged.passUnretained(self).toOpaque())"
        guard _UIMainQueue.isCurrent else { return "<UITouch: \(addr)>" }
        return MainActor.assumeIsolated {
            "<UITouch: \(addr); id = \(_identifier); phase = \(phase); tapCount = \(tapCount); location = \(_locationInWindow); view = \(view.map { String(describing: Swift.type(of: $0)) } ?? "nil")>"
        }
    }

    /// A frozen copy (for `coalescedTouches(for:)`).
    func _snapshot(location: CGPoint, previous: CGPoint, timestamp: TimeInterval) -> UITouch {
        let t = UITouch()
        t.timestamp = timestamp; t.phase = phase; t.tapCount = tapCount; t.type = type
        t.majorRadius = majorRadius; t.majorRadiusTolerance = majorRadiusTolerance
        t.force = force; t.maximumPossibleForce = maximumPossibleForce
        t._view = _view; t._window = _window; t._identifier = _identifier
        t._locationInWindow = location; t._previousLocationInWindow = previous
        t._beganLocationInWindow = _beganLocationInWindow
        t._isSnapshot = true
        return t
    }

}
