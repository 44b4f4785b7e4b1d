//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import CoreGraphics
import QuartzCore
import UIKitCore

/// Maps SDL input events onto UIKit's input (`RawInput`), queued in arrival order and
/// delivered once per main-loop turn (moves of one finger coalesce).
///
/// - **Left mouse button → one touch** (`.began` on press, `.moved` while pressed, `.ended` on
///   release), of type `.direct`: apps behave exactly as on a phone (a tap recognizer, a pan, a
///   button's touch-up-inside). Other buttons are ignored. Moving with no button down is a
///   `.hover` event (the pointer leaving the window ends it); pointer interactions set the cursor. If the window loses the
///   mouse button (focus lost while pressed), the touch is cancelled.
/// - **Touchscreen fingers** (`SDL_FINGER*` from a direct touch device) → real multi-touch,
///   normalised coordinates × the window's size in points. SDL's synthetic mouse events made from
///   touches (`which == SDL_TOUCH_MOUSEID`) are ignored, so a finger is never also a mouse touch.
/// - **Trackpad fingers** (indirect touch devices) are not touches (their coordinates are on the
///   pad, not the screen); their two-finger `SDL_MULTIGESTURE` becomes a `.transform` event
///   (pinch: scale, rotate: rotation) at the mouse pointer, ended when the fingers lift or after
///   150 ms without change.
/// - **Mouse wheel** → a `.scroll` event at the pointer, 40 points per wheel notch (SDL's precise
///   fractional deltas when the device reports them; flipped wheels corrected). Positive y moves
///   the content up (reveals what is below), as dragging a finger up would.
/// - **Ctrl + wheel** → a pinch `.transform` sequence (×1.1 per notch away from the user, ÷1.1
///   toward), ended 150 ms after the last notch or when Ctrl is released.
/// - **Keyboard** → `UIPress`/`UIKey` to the first responder of the window with keyboard focus:
///   SDL scancodes are USB HID usages, so `keyCode` is exact for every key; `characters` follow
///   the key symbol (US-layout shifting for symbols, Caps Lock for letters, "\r" for Return,
///   "\t" Tab, "\u{1B}" Escape, "\u{8}" Backspace, "UIKeyInputUpArrow"… for arrows);
///   `modifierFlags` from Shift, Ctrl (`.control`), Alt (`.alternate`), the Super/Windows key
///   (`.command`), Caps Lock (`.alphaShift`), keypad keys (`.numericPad`). Auto-repeat sends no
///   new press; it repeats Backspace, Return and Tab in a text object (`RawInput.enqueueKeyRepeat`).
/// - **Text** (see `SDLInput+Text.swift`): `SDL_TEXTINPUT` → `RawInput.enqueueText` (typed
///   characters and committed input-method text reach a `UIKeyInput` first responder as
///   `insertText`), `SDL_TEXTEDITING`/`SDL_TEXTEDITING_EXT` → `RawInput.enqueueComposition`
///   (marked text of a `UITextInput` first responder). SDL's text input (the input method) is on
///   only while the key window's first responder adopts `UIKeyInput`, with its candidate window
///   at the caret.
/// - **Files dropped from the desktop** (see `SDLInput+Drop.swift`): `SDL_DROPFILE`s between
///   `SDL_DROPBEGIN` and `SDL_DROPCOMPLETE` become one drop session of file URLs at the pointer.
/// - **Coordinates** are window-relative points: SDL's window coordinates scaled by the window's
///   points / SDL window size (HiDPI and `UIKIT_SCALE` both handled).
/// - **Timestamps**: `event.timestamp` (SDL ticks, ms) mapped onto `CACurrentMediaTime()` (the
///   event's age subtracted from now), never decreasing.
@MainActor package final class SDLInput {
    unowned let backend: SDLBackend

    /// Points scrolled per wheel notch.
    package var pointsPerWheelNotch: CGFloat = 40
    /// Scale factor per Ctrl+wheel notch.
    package var zoomPerWheelNotch: CGFloat = 1.1
    /// Idle time after which a wheel-made or trackpad transform sequence ends.
    package var transformIdleTime: TimeInterval = 0.15

    /// SDL_TOUCH_MOUSEID ((Uint32)-1): the `which` of mouse events SDL makes from touches.
    static let touchMouseID = UInt32.max
    /// Touch id used for the mouse (fingers get ids from 1).
    static let mouseTouchID = 0
    private var mouseDown: (window: UIWindow, location: CGPoint)?
    private var fingerIDs: [FingerKey: Int] = [:]
    private var nextFingerID = 1
    private struct FingerKey: Hashable { let device: Int64; let finger: Int64 }

    private struct Transform {
        weak var window: UIWindow?
        var location: CGPoint
        var scale: CGFloat
        var rotation: CGFloat
        var device: Int64?
    }
    private var transform: Transform?
    private var transformTimer: _ClockTimers.Token?
    private var lastTimestamp: TimeInterval = 0
    /// The input method must be restarted (the text object changed, or its composition was
    /// abandoned): set by `_UITextInputPlatform` calls, applied by `syncTextInput()`.
    var textInputNeedsRestart = true
    /// The screen reader consumed the last key pressed: the text SDL sends for it is dropped.
    var textOfConsumedKey = false
    /// The rect last given to `SDL_SetTextInputRect` (SDL window units), and the window.
    var textInputRect: SDL_Rect?
    weak var textInputRectWindow: UIWindow?
    /// Files of a desktop drop in progress (SDL_DROPBEGIN … SDL_DROPCOMPLETE), see `SDLInput+Drop.swift`.
    var droppedFiles: [URL] = []

    init(backend: SDLBackend) { self.backend = backend }

    // MARK: Mapping helpers

    /// The UIWindow and the points-per-SDL-unit factor for an SDL window id.
    func target(_ windowID: UInt32) -> (SDLBackend.Window, UIWindow, CGSize)? {
        guard let w = backend.window(id: windowID) ?? (backend.windows.count == 1 ? backend.windows.first : nil) else { return nil }
        var sw: Int32 = 0, sh: Int32 = 0
        SDL_GetWindowSize(w.sdlWindow, &sw, &sh)
        let points = w.surface.window.bounds.size
        guard sw > 0, sh > 0 else { return nil }
        return (w, w.surface.window, CGSize(width: points.width / CGFloat(sw), height: points.height / CGFloat(sh)))
    }

    func point(_ x: Int32, _ y: Int32, _ f: CGSize) -> CGPoint {
        CGPoint(x: CGFloat(x) * f.width, y: CGFloat(y) * f.height)
    }

    /// `event.timestamp` (SDL ticks in ms) on the media clock.
    func mediaTime(_ sdlTicks: UInt32) -> TimeInterval {
        let now = CACurrentMediaTime()
        let ageMs = UInt32(truncatingIfNeeded: SDL_GetTicks()) &- sdlTicks
        var t = now - (ageMs < 10_000 ? Double(ageMs) / 1000 : 0)
        t = min(now, max(t, lastTimestamp))
        lastTimestamp = t
        return t
    }

    // MARK: Events

    /// Handles an input event; returns true if it was one.
    package func handle(_ ev: UnsafePointer<SDL_Event>) -> Bool {
        let e = ev.pointee
        switch e.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = e.button
            if b.which != Self.touchMouseID, Int32(b.button) == SDL_BUTTON_MIDDLE, e.type == SDL_MOUSEBUTTONDOWN.rawValue,
               let (_, window, f) = target(b.windowID) {
                // The X primary selection pasted where the middle button went down (input queued
                // before it is delivered first).
                RawInput.flush()
                _UIPrimarySelection.middleClick(at: point(b.x, b.y, f), in: window)
                return true
            }
            guard b.which != Self.touchMouseID, Int32(b.button) == SDL_BUTTON_LEFT else { return true }
            guard let (_, window, f) = target(b.windowID) else { return true }
            let p = point(b.x, b.y, f)
            let ts = mediaTime(b.timestamp)
            let d = RawInput.self
            if e.type == SDL_MOUSEBUTTONDOWN.rawValue {
                if let m = mouseDown {   // a press we never saw released: end it first
                    d.enqueue([RawInput.Touch(id: Self.mouseTouchID, phase: .cancelled, location: m.location, timestamp: ts)], in: m.window)
                }
                mouseDown = (window, p)
                d.enqueue([RawInput.Touch(id: Self.mouseTouchID, phase: .began, location: p, timestamp: ts, type: .direct)], in: window)
            } else if let m = mouseDown {
                mouseDown = nil
                let loc = m.window === window ? p : m.location
                d.enqueue([RawInput.Touch(id: Self.mouseTouchID, phase: .ended, location: loc, timestamp: ts, type: .direct)], in: m.window)
            }
            return true
        case SDL_MOUSEMOTION.rawValue:
            let m = e.motion
            guard m.which != Self.touchMouseID else { return true }
            guard let down = mouseDown else {
                // No button down: the pointer hovers (pointer interactions set the cursor).
                if let (_, window, f) = target(m.windowID) {
                    RawInput.enqueueHover(at: point(m.x, m.y, f), in: window, timestamp: mediaTime(m.timestamp))
                }
                return true
            }
            guard let (_, window, f) = target(m.windowID), window === down.window else { return true }
            if m.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) == 0 {
                // The release happened where we could not see it.
                mouseDown = nil
                RawInput.enqueue([RawInput.Touch(id: Self.mouseTouchID, phase: .cancelled, location: down.location,
                                                                    timestamp: mediaTime(m.timestamp))], in: window)
                return true
            }
            let p = point(m.x, m.y, f)
            mouseDown = (window, p)
            RawInput.enqueue([RawInput.Touch(id: Self.mouseTouchID, phase: .moved, location: p,
                                                                timestamp: mediaTime(m.timestamp), type: .direct)], in: window)
            return true
        case SDL_MOUSEWHEEL.rawValue:
            handleWheel(e.wheel)
            return true
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            handleFinger(e.tfinger, type: e.type)
            return true
        case SDL_MULTIGESTURE.rawValue:
            handleMultiGesture(e.mgesture)
            return true
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            handleKey(e.key, down: e.type == SDL_KEYDOWN.rawValue)
            return true
        case SDL_TEXTINPUT.rawValue, SDL_TEXTEDITING.rawValue, SDL_TEXTEDITING_EXT.rawValue:
            handleText(ev)
            return true
        case SDL_DROPBEGIN.rawValue, SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue, SDL_DROPCOMPLETE.rawValue:
            handleDrop(e.drop)
            return true
        case SDL_WINDOWEVENT.rawValue:
            if UInt32(e.window.event) == SDL_WINDOWEVENT_FOCUS_LOST.rawValue { cancelAll(timestamp: mediaTime(e.window.timestamp)) }
            if UInt32(e.window.event) == SDL_WINDOWEVENT_LEAVE.rawValue, let (_, window, _) = target(e.window.windowID) {
                RawInput.enqueueHover(at: nil, in: window, timestamp: mediaTime(e.window.timestamp))
            }
            return false   // the backend handles window events too
        default:
            return false
        }
    }

    /// Cancels the mouse touch and ends a transform (focus lost).
    private func cancelAll(timestamp: TimeInterval) {
        if let m = mouseDown {
            mouseDown = nil
            RawInput.enqueue([RawInput.Touch(id: Self.mouseTouchID, phase: .cancelled, location: m.location,
                                                                timestamp: timestamp)], in: m.window)
        }
        endTransform(timestamp: timestamp)
    }

    // MARK: Fingers

    private func isDirect(_ touchId: SDL_TouchID) -> Bool {
        let t = SDL_GetTouchDeviceType(touchId)
        return t == SDL_TOUCH_DEVICE_DIRECT || t == SDL_TOUCH_DEVICE_INVALID
    }

    private func handleFinger(_ f: SDL_TouchFingerEvent, type: UInt32) {
        let key = FingerKey(device: f.touchId, finger: f.fingerId)
        guard isDirect(f.touchId) else {
            // A trackpad: its fingers end a transform when they lift.
            if type == SDL_FINGERUP.rawValue, transform?.device == f.touchId { endTransform(timestamp: mediaTime(f.timestamp)) }
            return
        }
        guard f.x.isFinite, f.y.isFinite else { return }
        let windowID = f.windowID != 0 ? f.windowID : (SDL_GetKeyboardFocus().map { SDL_GetWindowID($0) } ?? 0)
        guard let (_, window, _) = target(windowID) else { return }
        let size = window.bounds.size
        let p = CGPoint(x: CGFloat(f.x) * size.width, y: CGFloat(f.y) * size.height)
        let ts = mediaTime(f.timestamp)
        let d = RawInput.self
        switch type {
        case SDL_FINGERDOWN.rawValue:
            if let old = fingerIDs[key] {
                d.enqueue([RawInput.Touch(id: old, phase: .cancelled, location: p, timestamp: ts)], in: window)
            }
            let id = nextFingerID
            nextFingerID += 1
            fingerIDs[key] = id
            d.enqueue([RawInput.Touch(id: id, phase: .began, location: p, timestamp: ts, type: .direct,
                                          force: CGFloat(f.pressure))], in: window)
        case SDL_FINGERMOTION.rawValue:
            guard let id = fingerIDs[key] else { return }
            d.enqueue([RawInput.Touch(id: id, phase: .moved, location: p, timestamp: ts, type: .direct,
                                          force: CGFloat(f.pressure))], in: window)
        default:
            guard let id = fingerIDs.removeValue(forKey: key) else { return }
            d.enqueue([RawInput.Touch(id: id, phase: .ended, location: p, timestamp: ts, type: .direct)], in: window)
        }
    }

    // MARK: Wheel and transforms

    private func pointerLocation(_ windowID: UInt32) -> (UIWindow, CGPoint)? {
        guard let (_, window, f) = target(windowID) else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        return (window, point(x, y, f))
    }

    private func handleWheel(_ w: SDL_MouseWheelEvent) {
        guard w.which != Self.touchMouseID else { return }
        guard let (window, p) = pointerLocation(w.windowID) else { return }
        var dx = CGFloat(w.preciseX), dy = CGFloat(w.preciseY)
        if !(dx.isFinite && dy.isFinite) || (dx == 0 && dy == 0) { dx = CGFloat(w.x); dy = CGFloat(w.y) }
        if w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { dx = -dx; dy = -dy }
        let ts = mediaTime(w.timestamp)
        if SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 {
            // Ctrl + wheel: zoom, as a trackpad pinch.
            guard dy != 0 else { return }
            let factor = pow(zoomPerWheelNotch, dy)
            updateTransform(window: window, at: p, scaleFactor: factor, rotationDelta: 0, device: nil, timestamp: ts)
            return
        }
        RawInput.enqueueScroll(delta: CGPoint(x: dx * pointsPerWheelNotch, y: -dy * pointsPerWheelNotch),
                                              at: p, in: window, phase: .moved, timestamp: ts)
    }

    private func handleMultiGesture(_ g: SDL_MultiGestureEvent) {
        // Direct touchscreens deliver their fingers as touches (the pinch recognizer sees them).
        guard !isDirect(g.touchId), g.numFingers >= 2 else { return }
        let focus = SDL_GetMouseFocus().map { SDL_GetWindowID($0) } ?? 0
        guard let (window, p) = pointerLocation(focus) else { return }
        let factor = max(0.2, 1 + CGFloat(g.dDist) * 2.5)
        updateTransform(window: window, at: p, scaleFactor: factor, rotationDelta: CGFloat(g.dTheta),
                        device: g.touchId, timestamp: mediaTime(g.timestamp))
    }

    private func updateTransform(window: UIWindow, at p: CGPoint, scaleFactor: CGFloat, rotationDelta: CGFloat,
                                 device: Int64?, timestamp ts: TimeInterval) {
        let d = RawInput.self
        if transform == nil || transform?.window !== window {
            endTransform(timestamp: ts)
            transform = Transform(window: window, location: p, scale: 1, rotation: 0, device: device)
            d.enqueueTransform(scale: 1, rotation: 0, at: p, in: window, phase: .began, timestamp: ts)
        }
        transform!.scale = min(100, max(0.01, transform!.scale * scaleFactor))
        transform!.rotation += rotationDelta
        let t = transform!
        d.enqueueTransform(scale: t.scale, rotation: t.rotation, at: t.location, in: window, phase: .moved, timestamp: ts)
        transformTimer?.cancel()
        transformTimer = _ClockTimers.shared.schedule(after: transformIdleTime) { [weak self] in
            guard let self else { return }
            self.endTransform(timestamp: CACurrentMediaTime())
            RawInput.flush()
        }
    }

    private func endTransform(timestamp: TimeInterval) {
        transformTimer?.cancel()
        transformTimer = nil
        guard let t = transform else { return }
        transform = nil
        guard let w = t.window else { return }
        RawInput.enqueueTransform(scale: t.scale, rotation: t.rotation, at: t.location, in: w, phase: .ended,
                                                 timestamp: timestamp)
    }

    // MARK: Keyboard

    private func handleKey(_ k: SDL_KeyboardEvent, down: Bool) {
        let ts = mediaTime(k.timestamp)
        let mod = UInt32(k.keysym.mod)
        if !down, transform != nil, transform?.device == nil,
           k.keysym.scancode == SDL_SCANCODE_LCTRL || k.keysym.scancode == SDL_SCANCODE_RCTRL {
            endTransform(timestamp: ts)   // Ctrl released: the wheel zoom ends
        }
        if Self.tracesText { Self.trace("key \(down ? "down" : "up") scancode \(k.keysym.scancode.rawValue) repeat \(k.repeat)") }
        guard let usage = UIKeyboardHIDUsage(rawValue: Int(k.keysym.scancode.rawValue)) else { return }
        var flags: UIKeyModifierFlags = []
        if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        if (0x54...0x63).contains(usage.rawValue) || usage == .keypadEqualSign { flags.insert(.numericPad) }
        let (chars, plain) = Self.characters(sym: k.keysym.sym, usage: usage, shift: flags.contains(.shift),
                                             caps: flags.contains(.alphaShift))
        let typed = flags.contains(.control) || flags.contains(.command) ? plain : chars
        textOfConsumedKey = false
        if screenReaderConsumes(k, usage: usage, typed: typed, down: down) { return }
        let key = UIKey(keyCode: usage, characters: typed, charactersIgnoringModifiers: plain, modifierFlags: flags)
        let window = backend.window(id: k.windowID)?.surface.window
        if down && k.repeat != 0 { return RawInput.enqueueKeyRepeat(key, in: window) }
        RawInput.enqueueKey(key, phase: down ? .began : .ended, timestamp: ts, in: window)
    }

    private static let shifted: [Character: Character] = [
        "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(", "0": ")",
        "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", "`": "~", ",": "<", ".": ">", "/": "?",
    ]

    /// (characters, charactersIgnoringModifiers) for a key.
    static func characters(sym: SDL_Keycode, usage: UIKeyboardHIDUsage, shift: Bool, caps: Bool) -> (String, String) {
        switch usage {
        case .keyboardReturnOrEnter, .keypadEnter: return ("\r", "\r")
        case .keyboardTab: return ("\t", "\t")
        case .keyboardEscape: return ("\u{1B}", "\u{1B}")
        case .keyboardDeleteOrBackspace: return ("\u{8}", "\u{8}")
        case .keyboardUpArrow: return ("UIKeyInputUpArrow", "UIKeyInputUpArrow")
        case .keyboardDownArrow: return ("UIKeyInputDownArrow", "UIKeyInputDownArrow")
        case .keyboardLeftArrow: return ("UIKeyInputLeftArrow", "UIKeyInputLeftArrow")
        case .keyboardRightArrow: return ("UIKeyInputRightArrow", "UIKeyInputRightArrow")
        default: break
        }
        guard sym >= 32, sym < 127, let scalar = UnicodeScalar(UInt32(sym)) else { return ("", "") }
        let c = Character(scalar)
        if c.isLetter {
            let upper = shift != caps
            let s = upper ? String(c).uppercased() : String(c).lowercased()
            return (s, shift ? String(c).uppercased() : String(c).lowercased())
        }
        if shift, let s = shifted[c] { return (String(s), String(s)) }
        return (String(c), String(c))
    }
}
