//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The one door through which raw input enters UIKit, for platform backends and the test driver.
///
/// It is what the platform backends (SDL, the headless host's main loop) and the test driver
/// (`UIKitTestHost`) call, and nothing else.
///
/// Input given here becomes `UITouch`/`UIEvent`/`UIPress` objects delivered through
/// `UIApplication.sendEvent(_:)` → `UIWindow.sendEvent(_:)`, as on iOS. Timestamps are seconds
/// on the `CACurrentMediaTime()` clock (nil: now). Two ways in:
/// - `enqueue…` queues input in arrival order; `flush()` (once per frame, by the platform loop)
///   delivers it, consecutive touch input for one window as batches (moves of one finger
///   coalesced), so a burst of mouse motion costs one delivery.
/// - `send…` delivers now (the test driver, which controls the clock).
///
/// Invalid input (a window that is gone or hidden, moves or ends of touches that never began,
/// non-finite values) is logged with `UIKitLog` and dropped or repaired; it never crashes.
/// Package-level: apps feed input through `UIKitTestHost` (UIKitTesting), never here.
@MainActor package enum RawInput {
    /// One touch sample: a finger (or the mouse as a finger) identified by `id` from `.began`
    /// to `.ended`/`.cancelled`, at `location` in the window's coordinates (points).
    package struct Touch: Sendable, Equatable {
        package var id: Int
        /// `.began`, `.moved`, `.stationary`, `.ended` or `.cancelled`.
        package var phase: UITouch.Phase
        package var location: CGPoint
        /// Seconds on the `CACurrentMediaTime()` clock; nil means "now".
        package var timestamp: TimeInterval?
        package var type: UITouch.TouchType
        package var force: CGFloat
        package var majorRadius: CGFloat

        package init(id: Int = 0, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval? = nil,
                     type: UITouch.TouchType = .direct, force: CGFloat = 0, majorRadius: CGFloat = 20) {
            self.id = id; self.phase = phase; self.location = location; self.timestamp = timestamp
            self.type = type; self.force = force; self.majorRadius = majorRadius
        }
    }

    private static var dispatcher: _EventDispatcher { _EventDispatcher.shared }

    // MARK: Queued (platform loops)

    /// Queues touch input for `window`, delivered by the next `flush()`.
    package static func enqueue(_ touches: [Touch], in window: UIWindow) {
        dispatcher.enqueueTouches(touches, in: window)
    }

    /// Queues a key press phase (nil window: the key window at delivery).
    package static func enqueueKey(_ key: UIKey, phase: UIPress.Phase, timestamp: TimeInterval? = nil, in window: UIWindow? = nil) {
        dispatcher.enqueueKey(key, phase: phase, timestamp: timestamp, in: window)
    }

    /// Queues a scroll: a wheel click is one `.moved`; a trackpad scroll `.began`, `.moved`…, `.ended`.
    package static func enqueueScroll(delta: CGPoint, at location: CGPoint, in window: UIWindow,
                                      phase: UITouch.Phase = .moved, timestamp: TimeInterval? = nil) {
        dispatcher.enqueueScroll(delta: delta, at: location, in: window, phase: phase, timestamp: timestamp)
    }

    /// Queues a trackpad pinch/rotate: `scale` and `rotation` (radians) since the gesture began.
    package static func enqueueTransform(scale: CGFloat, rotation: CGFloat, at location: CGPoint, in window: UIWindow,
                                         phase: UITouch.Phase, timestamp: TimeInterval? = nil) {
        dispatcher.enqueueTransform(scale: scale, rotation: rotation, at: location, in: window, phase: phase, timestamp: timestamp)
    }

    /// Queues a pointer hover (the mouse moving with no button down) at `location`, or the
    /// pointer leaving the window (nil); consecutive hovers of one window coalesce.
    package static func enqueueHover(at location: CGPoint?, in window: UIWindow, timestamp: TimeInterval? = nil) {
        dispatcher.enqueueHover(at: location, in: window, timestamp: timestamp)
    }

    /// Queues committed text (SDL_TEXTINPUT: a typed character, a committed composition) for
    /// the text object of `window` (nil: the key window at delivery); see `sendText`.
    package static func enqueueText(_ text: String, in window: UIWindow? = nil) {
        dispatcher.enqueueText(text, in: window)
    }

    /// Queues an input-method composition (SDL_TEXTEDITING); see `sendComposition`.
    package static func enqueueComposition(_ text: String, selectedRange: NSRange, in window: UIWindow? = nil) {
        dispatcher.enqueueComposition(text, selectedRange: selectedRange, in: window)
    }

    /// Queues a desktop key repeat (SDL_KEYDOWN with `repeat`) of a key that is down; see `sendKeyRepeat`.
    package static func enqueueKeyRepeat(_ key: UIKey, in window: UIWindow? = nil) {
        dispatcher.enqueueKeyRepeat(key, in: window)
    }

    /// Delivers the queued input, in order.
    package static func flush() { dispatcher.flush() }

    /// True when queued input awaits `flush()` (the main loop does not sleep then).
    package static var hasPendingInput: Bool { dispatcher.hasPendingInput }

    // MARK: Immediate (test driver)

    /// Delivers touches now, as one `UIEvent` (moves of one finger coalesced).
    /// `modifierFlags` and `buttonMask` are what the event reports for this delivery.
    package static func send(_ touches: [Touch], in window: UIWindow, modifierFlags: UIKeyModifierFlags = [],
                             buttonMask: UIEvent.ButtonMask = []) {
        dispatcher.sendTouches(touches, in: window, modifierFlags: modifierFlags, buttonMask: buttonMask)
    }

    /// Delivers a key press phase now to the first responder of `window` (default: the key
    /// window), else the window. A repeated `.began` of a key that is down is ignored.
    package static func sendKey(_ key: UIKey, phase: UIPress.Phase, timestamp: TimeInterval? = nil, in window: UIWindow? = nil) {
        dispatcher.sendKey(key, phase: phase, timestamp: timestamp, in: window)
    }

    /// Delivers committed text now to the first responder of `window` (default: the key window)
    /// when it adopts `UIKeyInput`: `insertText(_:)`, or, over a composition of a `UITextInput`
    /// object, `setMarkedText(text, …)` then `unmarkText()` (see `_UITextInputRouter`). Send it
    /// after the key's `.began` (as SDL does): text made by a key that ran a key command, carries
    /// ⌘/⌃ or whose press was handled before reaching the text object is dropped.
    package static func sendText(_ text: String, in window: UIWindow? = nil) {
        dispatcher.sendText(text, in: window)
    }

    /// Delivers an input-method composition now: `setMarkedText(text, selectedRange:)` on the
    /// first responder of `window` (default: the key window) when it adopts `UITextInput`;
    /// `selectedRange` is in UTF-16 units of `text`. Empty `text` abandons the composition.
    package static func sendComposition(_ text: String, selectedRange: NSRange, in window: UIWindow? = nil) {
        dispatcher.sendComposition(text, selectedRange: selectedRange, in: window)
    }

    /// Delivers a desktop key repeat now: a held Backspace, Return or Tab that typed edits again.
    package static func sendKeyRepeat(_ key: UIKey, in window: UIWindow? = nil) {
        dispatcher.sendKeyRepeat(key, in: window)
    }

    /// Delivers a scroll now (see `enqueueScroll`).
    package static func sendScroll(delta: CGPoint, at location: CGPoint, in window: UIWindow,
                                   phase: UITouch.Phase = .moved, timestamp: TimeInterval? = nil) {
        dispatcher.sendScroll(delta: delta, at: location, in: window, phase: phase, timestamp: timestamp)
    }

    /// Delivers a trackpad pinch/rotate now (see `enqueueTransform`).
    package static func sendTransform(scale: CGFloat, rotation: CGFloat, at location: CGPoint, in window: UIWindow,
                                      phase: UITouch.Phase, timestamp: TimeInterval? = nil) {
        dispatcher.sendTransform(scale: scale, rotation: rotation, at: location, in: window, phase: phase, timestamp: timestamp)
    }

    /// Delivers a pointer hover (no button down) at `location`, or the pointer leaving the
    /// window (`nil`), to the hover recognizers under it.
    package static func sendHover(at location: CGPoint?, in window: UIWindow, timestamp: TimeInterval? = nil) {
        dispatcher.sendHover(at: location, in: window, timestamp: timestamp)
    }

    /// Delivers a motion event (e.g. `.motionShake`) to the key window's first responder.
    package static func sendMotion(_ subtype: UIEvent.EventSubtype, phase: UITouch.Phase, timestamp: TimeInterval? = nil) {
        dispatcher.sendMotion(subtype, phase: phase, timestamp: timestamp)
    }

    // MARK: Interruptions and state

    /// Cancels every touch still down (a system interruption, e.g. the window lost focus).
    package static func cancelAllTouches() { dispatcher.cancelAllTouches() }

    /// Touches currently down (began and not ended or cancelled).
    package static var activeTouchCount: Int { dispatcher.activeTouchCount }

    /// Cancels every touch, forgets the last tap, ends scroll/transform/hover sequences, releases
    /// key presses and drops queued input: a clean slate (test hosts share one process).
    package static func reset() { dispatcher._reset() }

    /// What a new test host clears: the input state of windows no longer on screen (earlier
    /// tests' windows, hidden when their hosts went) — their touches, recognizers, queued input
    /// and last tap — and every key press, scroll, pinch and hover sequence. Touches in windows
    /// still shown (the host of a test that is waiting at an `await`) go on.
    package static func resetLeftovers() { dispatcher._resetLeftovers() }
}
