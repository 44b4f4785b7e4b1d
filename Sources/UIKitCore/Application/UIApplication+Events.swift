//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIApplication's event and action dispatch: `sendEvent(_:)` to the windows and `sendAction(_:to:from:for:)`.

extension UIApplication {
    /// Dispatches an event to the windows concerned: touch events to the windows of the touches
    /// that changed, presses to the key window (the window of the presses), scroll/transform
    /// events to the window under the pointer, motion to the key window.
    ///
    /// Linux note: declared in an extension, so it can't be overridden in a `UIApplication`
    /// subclass (override `UIWindow.sendEvent(_:)` instead).
    public func sendEvent(_ event: UIEvent) {
        // A new event: undo groups opened while handling the last one close (`groupsByEvent`).
        _UndoEventGrouping.endEvent()
        switch event.type {
        case .touches:
            var windows: [UIWindow] = []
            for t in event._changedTouches {
                if let w = t._window, !windows.contains(where: { $0 === w }) { windows.append(w) }
            }
            for w in windows { w.sendEvent(event) }
            // Touches without a window (it is gone): tell the recognizers that still track them.
            let orphans = event._changedTouches.filter { $0._window == nil }
            if !orphans.isEmpty { _UIOrphanTouches.deliver(orphans, event: event) }
        case .presses:
            let w = (event as? UIPressesEvent)?._changedPresses.first?._window ?? keyWindow
            w?.sendEvent(event)
        case .scroll, .transform, .motion, .remoteControl, .hover:
            (event._window ?? keyWindow)?.sendEvent(event)
        }
    }

    /// Sends an action message. With a `target`, to that target if it handles `action` (see
    /// `Selector._send(to:sender:event:)`); with a nil target, to the first responder of the
    /// sender's window (else the key window) or, when there is none, to the sender, then up the
    /// responder chain to the first responder that handles `action`. Returns true if some object
    /// handled it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            let obj = target as AnyObject
            guard action._send(to: obj, sender: sender, event: event) else {
                UIKitLog.warning("sendAction(\(action)): \(type(of: target)) does not handle it", category: "UIApplication")
                return false
            }
            return true
        }
        let window = (sender as? UIView)?.window ?? (sender as? UIGestureRecognizer)?.view?.window ?? keyWindow
        var r: UIResponder? = window.flatMap { _UIFirstResponders.responder(of: $0) } ?? (sender as? UIResponder)
        var steps = 0
        while let cur = r, steps < 10_000 {
            if cur._responds(to: action) {
                cur._perform(action, sender: sender, event: event)
                return true
            }
            r = cur.next
            steps += 1
        }
        return false
    }
}

/// Cancelled touches whose window is gone: their recognizers and views are told.
@MainActor enum _UIOrphanTouches {
    static func deliver(_ touches: [UITouch], event: UIEvent) {
        let env = _GestureEnvironment.shared
        for r in env.active where r._isActive && !_GestureEnvironment.isTerminal(r._state) {
            let ts = touches.filter { t in r._touches.contains { $0 === t } }
            guard !ts.isEmpty else { continue }
            env.callback { r.touchesCancelled(Set(ts), with: event) }
        }
        let toViews = touches.filter { $0._beganDelivered && $0._deliversToView && !$0._viewDone }
        env.deliverToViews(toViews, phase: .cancelled, event: event)
        for t in touches { t._viewDone = true; t._heldPhases.removeAll() }
    }
}
