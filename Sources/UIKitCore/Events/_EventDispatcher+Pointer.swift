//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// _EventDispatcher: non-touch input — scroll wheel and trackpad scroll, pinch/rotate, hover, motion.
extension _EventDispatcher {
    // MARK: Scroll and transform

    /// Delivers a scroll (wheel or two-finger trackpad) at `location` (window points). A wheel
    /// click is a single `.moved`; trackpad scrolls go `.began`, `.moved`…, `.ended`.
    func sendScroll(delta: CGPoint, at location: CGPoint, in window: UIWindow, phase: UITouch.Phase = .moved,
                           timestamp: TimeInterval? = nil) {
        guard delta.x.isFinite, delta.y.isFinite, location.x.isFinite, location.y.isFinite else {
            return UIKitLog.warning("_EventDispatcher: non-finite scroll \(delta) at \(location); dropped", category: "Events")
        }
        let event = sequenceEvent(.scroll, in: window, phase: phase, store: \.scrollEvents)
        guard let event else { return }
        event._scrollDelta = delta
        deliverSequenceEvent(event, location: location, phase: phase, timestamp: timestamp, store: \.scrollEvents)
    }

    /// Delivers a trackpad pinch/rotate: `scale` and `rotation` (radians) since the gesture began.
    func sendTransform(scale: CGFloat, rotation: CGFloat, at location: CGPoint, in window: UIWindow, phase: UITouch.Phase,
                              timestamp: TimeInterval? = nil) {
        guard scale.isFinite, scale > 0, rotation.isFinite, location.x.isFinite, location.y.isFinite else {
            return UIKitLog.warning("_EventDispatcher: invalid transform scale \(scale) rotation \(rotation); dropped", category: "Events")
        }
        let event = sequenceEvent(.transform, in: window, phase: phase, store: \.transformEvents)
        guard let event else { return }
        event._transformScale = scale
        event._transformRotation = rotation
        deliverSequenceEvent(event, location: location, phase: phase, timestamp: timestamp, store: \.transformEvents)
    }

    func sequenceEvent(_ type: UIEvent.EventType, in window: UIWindow, phase: UITouch.Phase,
                       store: ReferenceWritableKeyPath<_EventDispatcher, [ObjectIdentifier: UIEvent]>) -> UIEvent? {
        guard !window.isHidden else {
            UIKitLog.warning("_EventDispatcher: \(type) event for a hidden window; dropped", category: "Events")
            return nil
        }
        let key = ObjectIdentifier(window)
        switch phase {
        case .began:
            if self[keyPath: store][key] != nil {
                UIKitLog.warning("_EventDispatcher: \(type) began while one is in progress; the old one ends", category: "Events")
                self[keyPath: store][key] = nil
            }
            fallthrough
        case .moved, .stationary:
            if let e = self[keyPath: store][key] { return e }
            if phase != .began && type == .transform {
                UIKitLog.warning("_EventDispatcher: transform \(phase) without began; dropped", category: "Events")
                return nil
            }
            let e = UIEvent(_type: type)
            e._window = window
            sequenceCounter += 1
            e._sequence = sequenceCounter
            e._isOneShot = phase != .began
            if phase == .began { self[keyPath: store][key] = e }
            return e
        case .ended, .cancelled:
            guard let e = self[keyPath: store][key] else {
                UIKitLog.warning("_EventDispatcher: \(type) \(phase) without began; dropped", category: "Events")
                return nil
            }
            return e
        default:
            UIKitLog.warning("_EventDispatcher: \(type) phase \(phase) not supported; dropped", category: "Events")
            return nil
        }
    }

    func deliverSequenceEvent(_ event: UIEvent, location: CGPoint, phase: UITouch.Phase, timestamp: TimeInterval?,
                              store: ReferenceWritableKeyPath<_EventDispatcher, [ObjectIdentifier: UIEvent]>) {
        var ts = timestamp ?? now()
        if !ts.isFinite { ts = now() }
        event._timestamp = max(ts, event._timestamp)
        event._locationInWindow = location
        event._phase = phase
        let env = _GestureEnvironment.shared
        env.dispatchDepth += 1
        UIApplication.shared.sendEvent(event)
        env.dispatchDepth -= 1
        if phase == .ended || phase == .cancelled || event._isOneShot {
            if let w = event._window { self[keyPath: store][ObjectIdentifier(w)] = nil }
            for r in event._eventRecognizers { r._liveEventSequences.remove(event._sequence) }
        }
        if env.dispatchDepth == 0 { env.afterChange(); env.resetFinished() }
    }

    // MARK: Hover

    /// Delivers a pointer hover (a mouse moving with no button down) at `location` (window
    /// points), or the pointer leaving the window (`location == nil`), as a `.hover` event to the
    /// recognizers that accept it (`UIGestureRecognizer._acceptsEvent`) on the view under the
    /// pointer and its ancestors. Each receives `_phase` `.regionEntered` when the pointer comes
    /// over its view, `.regionMoved` while it stays, `.regionExited` when it leaves. Then pointer
    /// interactions update the cursor (`_UIPointerDriver`).
    func sendHover(at location: CGPoint?, in window: UIWindow, timestamp: TimeInterval? = nil) {
        if let p = location, !(p.x.isFinite && p.y.isFinite) {
            return UIKitLog.warning("_EventDispatcher: non-finite hover location \(p); dropped", category: "Events")
        }
        let key = ObjectIdentifier(window)
        let event: UIEvent
        if let e = hoverEvents[key] { event = e } else {
            guard location != nil else { return }
            event = UIEvent(_type: .hover)
            event._window = window
            hoverEvents[key] = event
        }
        var ts = timestamp ?? now()
        if !ts.isFinite { ts = now() }
        event._timestamp = max(ts, event._timestamp)
        event._hoverInside = location != nil && !window.isHidden
        if let p = location { event._locationInWindow = p }
        let env = _GestureEnvironment.shared
        env.dispatchDepth += 1
        UIApplication.shared.sendEvent(event)
        env.dispatchDepth -= 1
        if !event._hoverInside { hoverEvents[key] = nil }
        _UIPointerDriver.shared.hover(at: event._hoverInside ? location : nil, in: window)
        if env.dispatchDepth == 0 { env.afterChange(); env.resetFinished() }
    }

    /// Where the pointer rests in `window` (window points), nil when it is outside.
    func hoverLocation(in window: UIWindow) -> CGPoint? {
        guard let e = hoverEvents[ObjectIdentifier(window)], e._hoverInside else { return nil }
        return e._locationInWindow
    }

    // MARK: Motion

    /// Delivers a motion event (e.g. `.motionShake`) to the key window's first responder.
    func sendMotion(_ subtype: UIEvent.EventSubtype, phase: UITouch.Phase, timestamp: TimeInterval? = nil) {
        guard let w = UIWindow._keyWindow else {
            return UIKitLog.warning("_EventDispatcher: motion event with no key window; dropped", category: "Events")
        }
        let e = UIEvent(_type: .motion, subtype: subtype, timestamp: timestamp ?? now())
        e._window = w
        e._phase = phase
        UIApplication.shared.sendEvent(e)
    }
}
