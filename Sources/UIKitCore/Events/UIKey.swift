//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIKey, a key of a hardware keyboard, with its modifier flags and HID usage codes.

/// Modifier keys held during a key press or pointer event (Apple's raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The option bits of the set (Apple's values).
    public let rawValue: Int
    /// A set with the given option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// USB HID keyboard usage codes (usage page 7), as `UIKey.keyCode` reports them.
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardErrorRollOver = 0x01
    case keyboardPOSTFail = 0x02
    case keyboardErrorUndefined = 0x03
    case keyboardA = 0x04, keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH
    case keyboardI, keyboardJ, keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP
    case keyboardQ, keyboardR, keyboardS, keyboardT, keyboardU, keyboardV, keyboardW, keyboardX
    case keyboardY, keyboardZ
    case keyboard1 = 0x1E, keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8
    case keyboard9, keyboard0
    case keyboardReturnOrEnter = 0x28
    case keyboardEscape = 0x29
    case keyboardDeleteOrBackspace = 0x2A
    case keyboardTab = 0x2B
    case keyboardSpacebar = 0x2C
    case keyboardHyphen = 0x2D
    case keyboardEqualSign = 0x2E
    case keyboardOpenBracket = 0x2F
    case keyboardCloseBracket = 0x30
    case keyboardBackslash = 0x31
    case keyboardNonUSPound = 0x32
    case keyboardSemicolon = 0x33
    case keyboardQuote = 0x34
    case keyboardGraveAccentAndTilde = 0x35
    case keyboardComma = 0x36
    case keyboardPeriod = 0x37
    case keyboardSlash = 0x38
    case keyboardCapsLock = 0x39
    case keyboardF1 = 0x3A, keyboardF2, keyboardF3, keyboardF4, keyboardF5, keyboardF6
    case keyboardF7, keyboardF8, keyboardF9, keyboardF10, keyboardF11, keyboardF12
    case keyboardPrintScreen = 0x46
    case keyboardScrollLock = 0x47
    case keyboardPause = 0x48
    case keyboardInsert = 0x49
    case keyboardHome = 0x4A
    case keyboardPageUp = 0x4B
    case keyboardDeleteForward = 0x4C
    case keyboardEnd = 0x4D
    case keyboardPageDown = 0x4E
    case keyboardRightArrow = 0x4F
    case keyboardLeftArrow = 0x50
    case keyboardDownArrow = 0x51
    case keyboardUpArrow = 0x52
    case keypadNumLock = 0x53
    case keypadSlash = 0x54
    case keypadAsterisk = 0x55
    case keypadHyphen = 0x56
    case keypadPlus = 0x57
    case keypadEnter = 0x58
    case keypad1 = 0x59, keypad2, keypad3, keypad4, keypad5, keypad6, keypad7, keypad8, keypad9
    case keypad0 = 0x62
    case keypadPeriod = 0x63
    case keyboardNonUSBackslash = 0x64
    case keyboardApplication = 0x65
    case keyboardPower = 0x66
    case keypadEqualSign = 0x67
    case keyboardF13 = 0x68, keyboardF14, keyboardF15, keyboardF16, keyboardF17, keyboardF18
    case keyboardF19, keyboardF20, keyboardF21, keyboardF22, keyboardF23, keyboardF24
    case keyboardExecute = 0x74
    case keyboardHelp = 0x75
    case keyboardMenu = 0x76
    case keyboardSelect = 0x77
    case keyboardStop = 0x78
    case keyboardAgain = 0x79
    case keyboardUndo = 0x7A
    case keyboardCut = 0x7B
    case keyboardCopy = 0x7C
    case keyboardPaste = 0x7D
    case keyboardFind = 0x7E
    case keyboardMute = 0x7F
    case keyboardVolumeUp = 0x80
    case keyboardVolumeDown = 0x81
    case keyboardLeftControl = 0xE0
    case keyboardLeftShift = 0xE1
    case keyboardLeftAlt = 0xE2
    case keyboardLeftGUI = 0xE3
    case keyboardRightControl = 0xE4
    case keyboardRightShift = 0xE5
    case keyboardRightAlt = 0xE6
    case keyboardRightGUI = 0xE7
    case keyboard_Reserved = 0xFFFF
}

/// A key on a hardware keyboard, as carried by a `UIPress`.
@preconcurrency @MainActor open class UIKey: NSObject {
    /// The text the key produces with the modifiers applied ("" for keys without text).
    open private(set) var characters: String
    /// The text the key produces without modifiers (except shift).
    open private(set) var charactersIgnoringModifiers: String
    /// The modifier keys held with the key.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage code, independent of the keyboard layout.
    open private(set) var keyCode: UIKeyboardHIDUsage

    /// Creates a key (platform input and tests; iOS apps never create keys).
    public init(keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        super.init()
    }

}
