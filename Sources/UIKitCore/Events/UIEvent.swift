//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An event: touches that changed together, presses, a scroll, a pinch/rotate, a motion or a remote control.
///
/// The event system creates events; apps only read them. As on iOS there is
/// one touches event per application, reused for every touch change: a second finger joins the
/// same event (`allTouches.count == 2`).
@preconcurrency @MainActor open class UIEvent: NSObject {
    /// The kind of an event (Apple's raw values).
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The subtype of motion and remote-control events (Apple's raw values).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// Pointer buttons pressed during the event.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: Int
        /// A set with the given option bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask of one pointer button, numbered from 1 (1 is `.primary`, 2 `.secondary`);
        /// empty for a number outside 1...62.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard buttonNumber >= 1, buttonNumber <= 62 else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    public override init() { super.init() }

    init(_type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval = 0) {
        self._type = _type
        self._subtype = subtype
        self._timestamp = timestamp
        super.init()
    }

    var _type: EventType = .touches
    var _subtype: EventSubtype = .none
    var _timestamp: TimeInterval = 0

    /// The kind of event: touches, presses, motion, remote control, scroll, hover or transform.
    open var type: EventType { _type }
    /// The motion or remote-control subtype; `.none` for other events.
    open var subtype: EventSubtype { _subtype }
    /// When the event happened (seconds, `CACurrentMediaTime()` clock).
    open var timestamp: TimeInterval { _timestamp }
    /// The modifier keys held when the event happened.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The pointer buttons held during the event (empty for direct touches).
    open internal(set) var buttonMask: ButtonMask = []

    // MARK: Touches

    /// Touches of the event, in the order they began (touch events only).
    var _touches: [UITouch] = []
    /// Touches whose state changed in the dispatch in progress.
    var _changedTouches: [UITouch] = []

    /// All touches of the event (nil for events without touches).
    open var allTouches: Set<UITouch>? {
        guard _type == .touches else { return nil }
        return Set(_touches)
    }

    /// The event's touches whose hit-test view is `view` (nil for events without touches).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard _type == .touches else { return nil }
        return Set(_touches.filter { $0.view === view })
    }

    /// The event's touches that began in `window` (nil for events without touches).
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard _type == .touches else { return nil }
        return Set(_touches.filter { $0._window === window })
    }

    /// The event's touches delivered to `gesture` (nil for events without touches).
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard _type == .touches else { return nil }
        return Set(_touches.filter { t in gesture._touches.contains { $0 === t } })
    }

    /// The samples of `touch` coalesced into this event since the last delivery, oldest first,
    /// the last one being the touch's current state; nil if `touch` is not in the event.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard _type == .touches, _touches.contains(where: { $0 === touch }) else { return nil }
        var out: [UITouch] = []
        out.reserveCapacity(touch._coalesced.count + 1)
        var prev = touch._previousLocationInWindow
        for s in touch._coalesced {
            out.append(touch._snapshot(location: s.0, previous: prev, timestamp: s.1))
            prev = s.0
        }
        out.append(touch._snapshot(location: touch._locationInWindow, previous: prev, timestamp: touch.timestamp))
        return out
    }

    /// Predicted future samples: none on Linux (an empty array), nil if `touch` is not in the event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard _type == .touches, _touches.contains(where: { $0 === touch }) else { return nil }
        return []
    }

    // MARK: Scroll and transform (platform input)

    /// Scroll events: the scroll amount in points (positive y scrolls content up: fingers moving
    /// up on a trackpad / wheel turned towards the user).
    package internal(set) var _scrollDelta: CGPoint = .zero
    /// Scroll and transform events: the pointer location in window coordinates.
    package internal(set) var _locationInWindow: CGPoint = .zero
    package internal(set) weak var _window: UIWindow?
    /// Scroll and transform events: the gesture phase (`.began`, `.moved`, `.ended`,
    /// `.cancelled`; a discrete wheel click is a single `.moved`).
    package internal(set) var _phase: UITouch.Phase = .moved
    /// Transform events: the scale since the gesture began (1 = unchanged).
    package internal(set) var _transformScale: CGFloat = 1
    /// Transform events: the rotation in radians since the gesture began.
    package internal(set) var _transformRotation: CGFloat = 0
    /// Transform and scroll events: identifies one trackpad gesture from began to ended.
    package internal(set) var _sequence: Int = 0
    /// Hover: the pointer is over the window.
    var _hoverInside = false
    /// A wheel click: a scroll that begins and ends in one delivery.
    var _isOneShot = false
    /// Scroll/transform: the view under the pointer when the sequence began.
    weak var _hitView: UIView?
    /// Scroll/transform: the recognizers receiving the sequence.
    var _eventRecognizers: [UIGestureRecognizer] = []

    /// The pointer location of a scroll/transform event in `view`'s coordinates.
    package func _location(in view: UIView?) -> CGPoint {
        guard let view, view !== _window else { return _locationInWindow }
        if let w = _window { return view.convert(_locationInWindow, from: w) }
        return view.convert(_locationInWindow, from: nil)
    }

}
