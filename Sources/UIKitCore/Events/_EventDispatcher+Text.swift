//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// _EventDispatcher: typed text, input-method compositions and key repeats, in order with the
// key presses around them, to `_UITextInputRouter`.
extension _EventDispatcher {
    /// Queues committed text (nil window: the key window at delivery).
    func enqueueText(_ text: String, in window: UIWindow?) {
        queue.append(QueuedInput(window: window, hadWindow: window != nil, input: .text(text)))
    }

    /// Queues a composition (nil window: the key window at delivery).
    func enqueueComposition(_ text: String, selectedRange: NSRange, in window: UIWindow?) {
        queue.append(QueuedInput(window: window, hadWindow: window != nil, input: .composition(text, selectedRange)))
    }

    /// Queues a desktop key repeat of a key that is down.
    func enqueueKeyRepeat(_ key: UIKey, in window: UIWindow?) {
        queue.append(QueuedInput(window: window, hadWindow: window != nil, input: .keyRepeat(key)))
    }

    /// Delivers committed text to the text object of `window` (nil: the key window), unless the
    /// key that is down and made it did not type: it ran a key command, carries ⌘ or ⌃, or its
    /// press never reached the text object (`_UITextInputRouter`).
    func sendText(_ text: String, in window: UIWindow?) {
        if let code = lastKeyDown {
            if commandKeys.contains(code) { return }
            if let p = livePresses[code] {
                let m = p.key?.modifierFlags ?? []
                if !p._reachedTextInput || m.contains(.command) || m.contains(.control) { return }
            }
        }
        _UITextInputRouter.commit(text, in: window)
    }

    /// Delivers a composition to the text object of `window` (nil: the key window).
    func sendComposition(_ text: String, selectedRange: NSRange, in window: UIWindow?) {
        _UndoEventGrouping.endEvent()
        _UITextInputRouter.compose(text, selectedRange: selectedRange, in: window)
    }

    /// The desktop repeated a held key: an editing key that typed edits again (Backspace deletes
    /// once more). Other repeats change nothing (repeated characters come as text).
    func sendKeyRepeat(_ key: UIKey, in window: UIWindow?) {
        guard let p = livePresses[key.keyCode.rawValue] else { return }
        _UndoEventGrouping.endEvent()
        _UITextInputRouter.keyRepeated(p)
    }

    /// Shift, Control, Option, Command (left and right) and Caps Lock: keys that change others.
    static func isModifierKey(_ code: UIKeyboardHIDUsage) -> Bool {
        (0xE0...0xE7).contains(code.rawValue) || code == .keyboardCapsLock
    }
}
