//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Which on-screen keyboard a text object asks for (`UITextInputTraits.keyboardType`; default
/// `.default`). Linux has no on-screen keyboard: a hardware keyboard types anything whatever the
/// value, which is kept for the app to read (a text field does not filter by it, as on iOS).
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard of the current input method.
    case `default` = 0
    /// Standard ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs (".", "/" and ".com" prominent).
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A telephone keypad (digits, "*", "#").
    case phonePad = 5
    /// A telephone keypad that can also type names.
    case namePhonePad = 6
    /// For email addresses ("@" and "." prominent).
    case emailAddress = 7
    /// Digits and the decimal separator.
    case decimalPad = 8
    /// For social posts ("@" and "#" prominent).
    case twitter = 9
    /// For web searches (Space and "." prominent).
    case webSearch = 10
    /// Digits 0–9 only, ASCII (iOS 10).
    case asciiCapableNumberPad = 11

    /// The old name of `.asciiCapable` (deprecated).
    @available(*, deprecated, renamed: "asciiCapable")
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
