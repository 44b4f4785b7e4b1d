//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

// The keyboard as a desktop user drives it: key presses, typed text, held keys and input-method
// compositions, and the US layout mapping characters to keys.
extension UIKitTestHost {

    /// Presses and releases `key` (down now, up one frame later) with `modifiers` held, delivered
    /// to the window's first responder (else the window). `characters` defaults to the text the
    /// key types on a US layout ("\r" Return, "\t" Tab, "\u{1B}" Escape, "UIKeyInputUpArrow"…
    /// for arrows, as the SDL backend reports them); with `.command` or `.control` it is the
    /// character without modifiers but Shift (`charactersIgnoringModifiers`, as on iOS and SDL).
    ///
    /// Only the press is sent, no typed text (as a desktop sends none for Return, Tab, Backspace
    /// or ⌘-chords): in a `UIKeyInput` first responder Backspace calls `deleteBackward()`, Return
    /// and keypad Enter insert "\n", Tab inserts "\t"; use ``type(_:)`` for characters.
    public func pressKey(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], characters: String? = nil) {
        let k = makeKey(key, modifiers: modifiers, characters: characters)
        RawInput.sendKey(k, phase: .began, timestamp: hostNow, in: window)
        advanceFrames(1)
        RawInput.sendKey(k, phase: .ended, timestamp: hostNow, in: window)
        headless.runFrame()
    }

    /// How long a desktop waits before repeating a held key (``holdKey(_:modifiers:duration:)``).
    public static let keyRepeatDelay: TimeInterval = 0.5
    /// How often a desktop repeats a held key after ``keyRepeatDelay`` (30 times a second).
    public static let keyRepeatInterval: TimeInterval = 1.0 / 30

    /// Holds `key` down for `duration` seconds (frames run meanwhile), then releases it: a held
    /// arrow or page key scrolls on. The desktop repeats the key after ``keyRepeatDelay``, then
    /// every ``keyRepeatInterval`` (a held Backspace in a `UIKeyInput` first responder deletes
    /// once for the press and once per repeat); the press itself is one `pressesBegan`…
    /// `pressesEnded`, as on iOS. Delivered like ``pressKey(_:modifiers:characters:)``.
    public func holdKey(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            return UIKitLog.warning("UIKitTestHost.holdKey: invalid duration \(duration) ignored", category: "UIKitTesting")
        }
        let k = makeKey(key, modifiers: modifiers, characters: nil)
        let start = hostNow
        RawInput.sendKey(k, phase: .began, timestamp: start, in: window)
        if duration >= Self.keyRepeatDelay {
            let repeats = Int((duration - Self.keyRepeatDelay) / Self.keyRepeatInterval + 1e-9) + 1
            for i in 0..<repeats {
                advance(to: start + Self.keyRepeatDelay + Double(i) * Self.keyRepeatInterval)
                RawInput.sendKeyRepeat(k, in: window)
            }
        }
        advance(to: start + duration)
        RawInput.sendKey(k, phase: .ended, timestamp: hostNow, in: window)
        headless.runFrame()
    }

    /// Types `text` as a user on a desktop with a US layout does: for each character its key
    /// goes down (uppercase and shifted symbols with `.shift`), the character is typed (a
    /// `UIKeyInput` first responder gets one `insertText` per character, unless the key ran a key
    /// command or the press was handled on its way), and the key goes up a frame later. "\n" is
    /// the Return key and "\t" the Tab key (which insert "\n" and "\t" through their presses).
    /// Characters without a US key ("é", "漢") are typed without a key press, as an input method
    /// commits them.
    public func type(_ text: String) {
        for ch in text {
            guard let (key, shift) = USKeyboard.key(for: ch) else {
                RawInput.sendText(String(ch), in: window)
                advanceFrames(1)
                continue
            }
            let k = makeKey(key, modifiers: shift ? .shift : [], characters: ch == "\n" ? "\r" : String(ch))
            RawInput.sendKey(k, phase: .began, timestamp: hostNow, in: window)
            // (Return and Tab type through their presses; a desktop sends no text for them.)
            if ch != "\n" && ch != "\t" { RawInput.sendText(String(ch), in: window) }
            advanceFrames(1)
            RawInput.sendKey(k, phase: .ended, timestamp: hostNow, in: window)
        }
        headless.runFrame()
    }

    /// Composes text with the desktop's input method, as a user typing Japanese or Chinese
    /// does: each string of `marked` in turn becomes the marked text of a `UITextInput` first
    /// responder (`setMarkedText(_:selectedRange:)`, caret at its end; one frame each); then
    /// `commit` replaces it (`setMarkedText(commit, …)` and `unmarkText()`), or, when nil, the
    /// composition is abandoned (`setMarkedText("", …)` and `unmarkText()`). A first responder
    /// that only adopts `UIKeyInput` sees only the commit, as one `insertText(commit)`.
    ///
    /// ```swift
    /// host.compose(["k", "か", "かな"], commit: "仮名")
    /// ```
    public func compose(_ marked: [String], commit: String?) {
        for m in marked where !m.isEmpty {
            RawInput.sendComposition(m, selectedRange: NSRange(location: m.utf16.count, length: 0), in: window)
            advanceFrames(1)
        }
        if let commit, !commit.isEmpty {
            RawInput.sendText(commit, in: window)
        } else {
            RawInput.sendComposition("", selectedRange: NSRange(location: 0, length: 0), in: window)
        }
        headless.runFrame()
    }

    /// Whether the window's first responder takes typed text (adopts `UIKeyInput`): what turns
    /// the desktop's input method on in an app.
    public var isTextInputActive: Bool { _UITextInputRouter.textInputResponder(in: window) != nil }

    /// The key for `key` with `modifiers` (see ``pressKey(_:modifiers:characters:)``).
    func makeKey(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags, characters: String?) -> UIKey {
        let chars = characters ?? USKeyboard.characters(for: key, shift: modifiers.contains(.shift) || modifiers.contains(.alphaShift))
        let base = USKeyboard.characters(for: key, shift: modifiers.contains(.shift))
        return UIKey(keyCode: key, characters: modifiers.contains(.command) || modifiers.contains(.control) ? base : chars,
                     charactersIgnoringModifiers: base, modifierFlags: modifiers)
    }
}

/// The US keyboard layout: characters ↔ HID usages.
enum USKeyboard {
    static let shiftedDigits: [Character] = [")", "!", "@", "#", "$", "%", "^", "&", "*", "("]
    static let symbols: [(UIKeyboardHIDUsage, Character, Character)] = [
        (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"), (.keyboardOpenBracket, "[", "{"),
        (.keyboardCloseBracket, "]", "}"), (.keyboardBackslash, "\\", "|"), (.keyboardSemicolon, ";", ":"),
        (.keyboardQuote, "'", "\""), (.keyboardGraveAccentAndTilde, "`", "~"), (.keyboardComma, ",", "<"),
        (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"), (.keyboardSpacebar, " ", " "),
        (.keyboardReturnOrEnter, "\r", "\r"), (.keyboardTab, "\t", "\t"),
    ]

    static func key(for ch: Character) -> (UIKeyboardHIDUsage, Bool)? {
        if ch == "\n" { return (.keyboardReturnOrEnter, false) }
        guard let a = ch.asciiValue else { return nil }
        switch a {
        case 97...122: return (UIKeyboardHIDUsage(rawValue: 0x04 + Int(a - 97))!, false)
        case 65...90: return (UIKeyboardHIDUsage(rawValue: 0x04 + Int(a - 65))!, true)
        case 49...57: return (UIKeyboardHIDUsage(rawValue: 0x1E + Int(a - 49))!, false)
        case 48: return (.keyboard0, false)
        default: break
        }
        if let i = shiftedDigits.firstIndex(of: ch) { return (i == 0 ? .keyboard0 : UIKeyboardHIDUsage(rawValue: 0x1E + i - 1)!, true) }
        for (k, plain, shifted) in symbols {
            if ch == plain { return (k, false) }
            if ch == shifted { return (k, true) }
        }
        return nil
    }

    static func characters(for key: UIKeyboardHIDUsage, shift: Bool) -> String {
        let r = key.rawValue
        switch r {
        case 0x04...0x1D:
            let c = Character(UnicodeScalar(UInt8((shift ? 65 : 97) + r - 0x04)))
            return String(c)
        case 0x1E...0x27:
            let digit = (r - 0x1E + 1) % 10
            return shift ? String(shiftedDigits[digit]) : String(digit)
        default: break
        }
        if let s = symbols.first(where: { $0.0 == key }) { return String(shift ? s.2 : s.1) }
        switch key {
        case .keyboardEscape: return "\u{1B}"
        case .keyboardDeleteOrBackspace: return "\u{8}"
        case .keyboardUpArrow: return "UIKeyInputUpArrow"
        case .keyboardDownArrow: return "UIKeyInputDownArrow"
        case .keyboardLeftArrow: return "UIKeyInputLeftArrow"
        case .keyboardRightArrow: return "UIKeyInputRightArrow"
        default: return ""
        }
    }
}
