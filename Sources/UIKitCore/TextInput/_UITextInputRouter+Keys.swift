//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// _UITextInputRouter: the keys that type. A text object consumes their presses in its own
// `UIResponder.pressesBegan`; Backspace, Return, keypad Enter and Tab edit there.
extension _UITextInputRouter {
    /// Whether `key` types in a text object: letters, digits, symbols, Space, the keypad's
    /// characters and Enter, Return, Backspace, Tab (without Shift), the Japanese Ro and Yen
    /// keys — by physical key, whatever the layout — held without ⌘ or ⌃.
    static func isTypingKey(_ key: UIKey) -> Bool {
        let m = key.modifierFlags
        if m.contains(.command) || m.contains(.control) { return false }
        switch key.keyCode.rawValue {
        case 0x04...0x2A, 0x2C...0x38:   // letters, digits, Return, Escape (excluded below), Backspace, Space, symbols
            return key.keyCode != .keyboardEscape
        case 0x2B:   // Tab; Shift-Tab moves focus backward
            return !m.contains(.shift)
        case 0x54...0x64, 0x67, 0x85, 0x86, 0x87, 0x89:   // keypad, non-US backslash, keypad = and comma, Ro, Yen
            return true
        default:
            return false
        }
    }

    /// Whether `key` edits instead of typing a character: Backspace, Return, keypad Enter, Tab.
    static func isEditingKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardDeleteOrBackspace, .keyboardReturnOrEnter, .keypadEnter, .keyboardTab: return true
        default: return false
        }
    }

    /// Whether `key` would type into `responder` (the first responder the press goes to): the
    /// text input system handles it before key commands without `wantsPriorityOverSystemBehavior`.
    static func typesText(_ key: UIKey, for responder: UIResponder) -> Bool {
        responder is any UIKeyInput && isTypingKey(key) && responder.isFirstResponder
    }

    /// Whether `press`, on its way up the chain, will type into its first responder (scroll
    /// views in the text object itself leave such keys, Space included, to it).
    static func willType(_ press: UIPress) -> Bool {
        guard press.phase == .began, let key = press.key, let r = press.responder else { return false }
        return typesText(key, for: r)
    }

    /// `UIResponder.pressesBegan` of `responder`, a `UIKeyInput` object, got presses: those of
    /// which it is the first responder reached the text object. Those that type are consumed
    /// (editing keys edit now); the others are returned to go on up the chain.
    static func pressesReachedTextInput(_ presses: Set<UIPress>, of responder: UIResponder) -> Set<UIPress> {
        guard let input = responder as? any UIKeyInput, responder.isFirstResponder else { return presses }
        var rest = presses
        for press in presses where press.phase == .began && press.responder === responder {
            guard let key = press.key else { continue }
            press._reachedTextInput = true
            guard isTypingKey(key) else { continue }
            if isEditingKey(key) {
                switch (responder as? any _UITextInputKeyHandling)?._textInputDisposition(for: key, isRepeat: false) ?? .default {
                case .passOn: continue
                case .handled: break
                case .default: performEditingKey(key, on: input)
                }
            }
            press._typed = true
            rest.remove(press)
        }
        return rest
    }

    /// `presses` without those `responder` consumed as typing (their later phases stay with it).
    static func untyped(_ presses: Set<UIPress>, by responder: UIResponder) -> Set<UIPress> {
        guard presses.contains(where: { $0._typed && $0.responder === responder }) else { return presses }
        return presses.filter { !($0._typed && $0.responder === responder) }
    }

    /// The desktop repeated a held key: an editing key whose press typed edits again.
    static func keyRepeated(_ press: UIPress) {
        guard press._typed, let key = press.key, isEditingKey(key), let r = press.responder, r.isFirstResponder,
              let input = r as? any UIKeyInput else { return }
        switch (r as? any _UITextInputKeyHandling)?._textInputDisposition(for: key, isRepeat: true) ?? .default {
        case .passOn, .handled: return
        case .default: performEditingKey(key, on: input)
        }
    }

    /// Backspace → `deleteBackward()`; Return, keypad Enter → "\n"; Tab → "\t".
    static func performEditingKey(_ key: UIKey, on input: any UIKeyInput) {
        deliver {
            switch key.keyCode {
            case .keyboardDeleteOrBackspace: input.deleteBackward()
            case .keyboardTab: input.insertText("\t")
            default: input.insertText("\n")
            }
        }
    }
}
