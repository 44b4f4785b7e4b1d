//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIWindow's event delivery: touches to recognizers and views, presses, scroll, hover and motion events.

extension UIWindow {
    /// The window's first responder (nil when none).
    package var _firstResponder: UIResponder? { _UIFirstResponders.responder(of: self) }

    /// `sendEvent(_:)`'s work: touches to recognizers then views, presses to responders, scroll
    /// and transform events to the recognizers/views under the pointer, motion to the first
    /// responder.
    func _deliver(_ event: UIEvent) {
        switch event.type {
        case .touches: _deliverTouches(event)
        case .presses: if let e = event as? UIPressesEvent { _deliverPresses(e) }
        case .scroll, .transform: _deliverSequenceEvent(event)
        case .motion:
            let r: UIResponder = _firstResponder ?? self
            switch event._phase {
            case .began: r.motionBegan(event.subtype, with: event)
            case .ended: r.motionEnded(event.subtype, with: event)
            default: r.motionCancelled(event.subtype, with: event)
            }
        case .remoteControl: (_firstResponder ?? self).remoteControlReceived(with: event)
        case .hover: _deliverHover(event)
        }
    }

    /// Hover sentinel in `_liveEventSequences`: the pointer is over the recognizer's view.
    static let _hoverLive = Int.min

    func _deliverHover(_ event: UIEvent) {
        let env = _GestureEnvironment.shared
        var chain: [UIGestureRecognizer] = []
        if event._hoverInside, let hit = hitTest(event._locationInWindow, with: event) {
            var v: UIView? = hit
            while let cur = v {
                for r in cur._gestureRecognizers where r.isEnabled && r._acceptsEvent(event) && r.shouldReceive(event)
                    && (r.delegate?.gestureRecognizer(r, shouldReceive: event) ?? true) {
                    chain.append(r)
                }
                v = cur.superview
            }
        }
        let previous = event._eventRecognizers
        func deliver(_ r: UIGestureRecognizer, _ phase: UITouch.Phase) {
            guard r.view != nil, r.isEnabled else { return }
            event._phase = phase
            r._lastLocation = event._locationInWindow
            r._lastWindow = self
            r.modifierFlags = event.modifierFlags
            env.callback { r._handleEvent(event) }
        }
        for r in previous where !chain.contains(where: { $0 === r }) {
            r._liveEventSequences.remove(UIWindow._hoverLive)
            deliver(r, .regionExited)
        }
        for r in chain {
            let entered = !previous.contains(where: { $0 === r })
            if entered {
                env.activate(r)
                r._liveEventSequences.insert(UIWindow._hoverLive)
            }
            deliver(r, entered ? .regionEntered : .regionMoved)
        }
        event._eventRecognizers = chain
    }

    static let _touchPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    func _deliverTouches(_ event: UIEvent) {
        let env = _GestureEnvironment.shared
        let changed = event._changedTouches.filter { $0._window === self }
        guard !changed.isEmpty else { return }
        // 1. Recognizers first (each in its own order of phases).
        for r in env.active {
            for phase in UIWindow._touchPhases {
                guard r._isActive, r.isEnabled, r.view != nil, !_GestureEnvironment.isTerminal(r._state) else { break }
                let ts = changed.filter { t in t.phase == phase && r._touches.contains { $0 === t } }
                guard !ts.isEmpty else { continue }
                r.modifierFlags = event.modifierFlags
                r.buttonMask = event.buttonMask
                r._lastLocation = r.location(in: nil)
                r._lastWindow = self
                let set = Set(ts)
                env.callback {
                    switch phase {
                    case .began: r.touchesBegan(set, with: event)
                    case .moved: r.touchesMoved(set, with: event)
                    case .ended: r.touchesEnded(set, with: event)
                    default: r.touchesCancelled(set, with: event)
                    }
                }
                if r._isActive, !r._touches.isEmpty { r._lastLocation = r.location(in: nil) }
            }
        }
        // 2. Views (what recognizers did not cancel or hold back).
        for phase in UIWindow._touchPhases {
            var deliver: [UITouch] = []
            for t in changed where t.phase == phase {
                guard t._deliversToView, !t._viewDone, t.view != nil else { continue }
                if phase == .cancelled {
                    t._heldPhases.removeAll()
                    if t._beganDelivered { deliver.append(t) } else { t._viewDone = true }
                    continue
                }
                if !t._heldPhases.isEmpty { t._heldPhases.append(phase); continue }
                if (phase == .began || phase == .ended) && env.holds(t, phase) { t._heldPhases = [phase]; continue }
                if phase != .began && !t._beganDelivered { continue }
                deliver.append(t)
            }
            env.callback { env.deliverToViews(deliver, phase: phase, event: event) }
        }
    }

    func _deliverPresses(_ event: UIPressesEvent) {
        let env = _GestureEnvironment.shared
        let changed = event._changedPresses.filter { $0._window === self }
        guard !changed.isEmpty else { return }
        for r in env.active {
            for p in changed where r._presses.contains(where: { $0 === p }) && !r._ignoredPresses.contains(p) {
                guard r._isActive, r.isEnabled, !_GestureEnvironment.isTerminal(r._state) else { break }
                r.modifierFlags = event.modifierFlags
                let set: Set<UIPress> = [p]
                env.callback {
                    switch p.phase {
                    case .began: r.pressesBegan(set, with: event)
                    case .changed, .stationary: r.pressesChanged(set, with: event)
                    case .ended: r.pressesEnded(set, with: event)
                    case .cancelled: r.pressesCancelled(set, with: event)
                    }
                }
            }
        }
        for p in changed {
            guard let responder = p.responder else { continue }
            let set: Set<UIPress> = [p]
            env.callback {
                switch p.phase {
                case .began: responder.pressesBegan(set, with: event)
                case .changed, .stationary: responder.pressesChanged(set, with: event)
                case .ended: responder.pressesEnded(set, with: event)
                case .cancelled: responder.pressesCancelled(set, with: event)
                }
            }
        }
    }

    func _deliverSequenceEvent(_ event: UIEvent) {
        let env = _GestureEnvironment.shared
        if event._hitView == nil && event._eventRecognizers.isEmpty {
            // First delivery of the sequence: the view under the pointer and its recognizers.
            let hit = hitTest(event._locationInWindow, with: event)
            event._hitView = hit
            var recognizers: [UIGestureRecognizer] = []
            var v: UIView? = hit
            while let cur = v {
                for r in cur._gestureRecognizers where r.isEnabled && !_GestureEnvironment.isTerminal(r._state)
                    && r._acceptsEvent(event) && r.shouldReceive(event)
                    && (r.delegate?.gestureRecognizer(r, shouldReceive: event) ?? true) {
                    recognizers.append(r)
                }
                v = cur.superview
            }
            event._eventRecognizers = recognizers
            for r in recognizers {
                r._eventSequences.insert(event._sequence)
                r._liveEventSequences.insert(event._sequence)
                env.activate(r)
            }
        }
        var consumed = false
        for r in event._eventRecognizers where r._isActive && r.isEnabled && r.view != nil
            && r._eventSequences.contains(event._sequence) && !_GestureEnvironment.isTerminal(r._state) {
            r._lastLocation = event._locationInWindow
            r._lastWindow = self
            r.modifierFlags = event.modifierFlags
            env.callback { r._handleEvent(event) }
            if _GestureEnvironment.isRecognizing(r._state) { consumed = true }
        }
        if event.type == .scroll, !consumed, let hit = event._hitView {
            env.callback { _ = hit._scrollWheel(event) }
        }
    }
}
