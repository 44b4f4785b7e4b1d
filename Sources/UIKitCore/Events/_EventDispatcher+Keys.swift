//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// _EventDispatcher: key presses (UIPress/UIPressesEvent) to the first responder and the
// press recognizers on its chain.
extension _EventDispatcher {
    // MARK: Keys

    /// Delivers a key press phase (`.began`, `.changed`, `.ended`, `.cancelled`) to the first
    /// responder of `window` (default: the key window), falling back to the window. A repeated
    /// `.began` for a key that is down (auto-repeat) is ignored.
    func sendKey(_ key: UIKey, phase: UIPress.Phase, timestamp: TimeInterval? = nil, in window: UIWindow? = nil) {
        var ts = timestamp ?? now()
        if !ts.isFinite { ts = now() }
        let code = key.keyCode.rawValue
        let press: UIPress
        switch phase {
        case .began:
            if livePresses[code] != nil || commandKeys.contains(code) { return }
            guard let w = window ?? UIWindow._keyWindow else {
                return UIKitLog.warning("_EventDispatcher: key press with no key window; dropped", category: "Events")
            }
            guard !w.isHidden else {
                return UIKitLog.warning("_EventDispatcher: key press for a hidden window; dropped", category: "Events")
            }
            if !Self.isModifierKey(key.keyCode) { lastKeyDown = code }
            press = UIPress()
            press.key = key
            press.type = UIPress._pressType(for: key.keyCode) ?? .select
            press._window = w
            let responder: UIResponder = _UIFirstResponders.responder(of: w) ?? w
            if _UIKeyCommands.runPriorityCommand(for: key, from: responder) {
                commandKeys.insert(code)
                return
            }
            press.responder = responder
            var recognizers: [UIGestureRecognizer] = []
            var v: UIView? = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
            while let cur = v {
                for r in cur._gestureRecognizers where r.isEnabled && !_GestureEnvironment.isTerminal(r._state)
                    && r.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue })
                    && (r.delegate?.gestureRecognizer(r, shouldReceive: press) ?? true) {
                    recognizers.append(r)
                }
                v = cur.superview
            }
            press._recognizers = recognizers
            for r in recognizers { r._presses.append(press); _GestureEnvironment.shared.activate(r) }
            livePresses[code] = press
        case .changed, .stationary, .ended, .cancelled:
            if phase == .ended || phase == .cancelled, lastKeyDown == code { lastKeyDown = nil }
            if commandKeys.contains(code) {
                // The press ran a key command: nothing else sees it.
                if phase == .ended || phase == .cancelled { commandKeys.remove(code) }
                return
            }
            guard let p = livePresses[code] else {
                return UIKitLog.warning("_EventDispatcher: key \(phase) for \(key.keyCode) that is not down; dropped", category: "Events")
            }
            press = p
            if let w = window, p._window !== w {
                UIKitLog.warning("_EventDispatcher: key \(phase) for another window; delivered to the original one", category: "Events")
            }
        }
        guard press._window != nil else {
            livePresses[code] = nil
            return UIKitLog.warning("_EventDispatcher: key press for a window that is gone; dropped", category: "Events")
        }
        if press.key !== key { press.key = key }
        press.phase = phase
        press.timestamp = ts
        let event = pressesEvent
        event._timestamp = ts
        event.modifierFlags = key.modifierFlags
        event._presses = livePresses.values.sorted { $0.timestamp < $1.timestamp }
        if !event._presses.contains(where: { $0 === press }) { event._presses.append(press) }
        event._changedPresses = [press]
        let env = _GestureEnvironment.shared
        env.dispatchDepth += 1
        UIApplication.shared.sendEvent(event)
        env.dispatchDepth -= 1
        event._changedPresses = []
        if phase == .ended || phase == .cancelled {
            livePresses[code] = nil
            event._presses.removeAll { $0 === press }
        }
        if env.dispatchDepth == 0 { env.afterChange(); env.resetFinished() }
    }
}
