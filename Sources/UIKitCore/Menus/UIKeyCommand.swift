//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A keyboard shortcut: a key (`input`) with modifier keys that sends an action up the responder
/// chain.
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(title: "Save", action: "save:", input: "s", modifierFlags: .command,
///                   discoverabilityTitle: "Save Document")]
/// }
/// ```
/// When a key goes down, the responder chain is searched from the first responder up (views,
/// view controllers, the window, the application) for a command matching the key; the first
/// one whose action some responder can perform (from the declaring responder up) runs, and the
/// press is not delivered as `pressesBegan`. On Linux, the Super (Windows) key is `.command`, and
/// a Ctrl shortcut runs a `.command` one when no command asks for `.control` itself (see
/// PORTING.md).
@preconcurrency @MainActor open class UIKeyCommand: UICommand {
    /// The key: a character (`"s"`, `"?"`, `"\r"`, `"\t"`, `" "`, `"\u{8}"`) or one of the
    /// `input…` constants (`UIKeyCommand.inputUpArrow`, `.f1`…).
    public let input: String?
    /// The modifier keys that must be held.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command runs before the system's own use of its key (arrows, Page Up/Down,
    /// Home/End and Space scroll a scroll view here); default false: the system's behaviour wins
    /// and the command runs only when nothing used the key.
    open var wantsPriorityOverSystemBehavior: Bool = false
    /// Whether the system may localise the shortcut for the keyboard layout (default true). On
    /// Linux: nothing is localised.
    open var allowsAutomaticLocalization: Bool = true
    /// Whether the system may mirror the shortcut in right-to-left layouts (default true). On
    /// Linux: nothing is mirrored.
    open var allowsAutomaticMirroring: Bool = true

    /// A key command with a title (shown in menus), image, and discoverability title.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A key command without a title (iOS 7's form).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A key command with a discoverability title (iOS 9's form, deprecated in iOS 13).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// Archives are not supported on Linux: always fails (returns nil).
    public required init?(coder: NSCoder) { nil }

    // MARK: Special inputs (Apple's strings)

    /// The Up Arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key (Backspace is `"\u{8}"`).
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The F1 key.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// The F2 key.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// The F3 key.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// The F4 key.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// The F5 key.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// The F6 key.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// The F7 key.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// The F8 key.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// The F9 key.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// The F10 key.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// The F11 key.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// The F12 key.
    nonisolated public static let f12 = "UIKeyInputF12"

    /// A copy for one run (iOS validates and sends a copy: `validate(_:)` changes it, not the
    /// command the responder offers).
    func _copy() -> UIKeyCommand {
        let c = UIKeyCommand(title: title, image: image, action: action, input: input ?? "", modifierFlags: modifierFlags,
                             propertyList: propertyList, alternates: alternates, discoverabilityTitle: discoverabilityTitle,
                             attributes: attributes, state: state)
        c.subtitle = subtitle
        c.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
        c.allowsAutomaticLocalization = allowsAutomaticLocalization
        c.allowsAutomaticMirroring = allowsAutomaticMirroring
        return c
    }

    // MARK: Matching

    /// The `input` string of a key that has a named one (arrows, Escape, pages, Home/End,
    /// forward Delete, F1–F12), else nil.
    nonisolated static func _namedInput(for code: UIKeyboardHIDUsage) -> String? {
        switch code {
        case .keyboardUpArrow: return inputUpArrow
        case .keyboardDownArrow: return inputDownArrow
        case .keyboardLeftArrow: return inputLeftArrow
        case .keyboardRightArrow: return inputRightArrow
        case .keyboardEscape: return inputEscape
        case .keyboardPageUp: return inputPageUp
        case .keyboardPageDown: return inputPageDown
        case .keyboardHome: return inputHome
        case .keyboardEnd: return inputEnd
        case .keyboardDeleteForward: return inputDelete
        case .keypadEnter: return "\r"
        default:
            if (UIKeyboardHIDUsage.keyboardF1.rawValue...UIKeyboardHIDUsage.keyboardF12.rawValue).contains(code.rawValue) {
                return "UIKeyInputF\(code.rawValue - UIKeyboardHIDUsage.keyboardF1.rawValue + 1)"
            }
            return nil
        }
    }

    /// Modifiers that never take part in matching (Caps Lock, the keypad flag).
    static let _ignoredModifiers: UIKeyModifierFlags = [.alphaShift, .numericPad]

    /// Whether `key` (with `flags` held: the key's own, or with Ctrl read as ⌘) triggers this
    /// command. A letter matches in either case; a character typed with Shift (`"?"`) matches a
    /// command for it without `.shift` as well as the unshifted key with `.shift`.
    func _matches(_ key: UIKey, flags: UIKeyModifierFlags) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let pressed = flags.subtracting(Self._ignoredModifiers)
        let wanted = modifierFlags.subtracting(Self._ignoredModifiers)
        if let named = Self._namedInput(for: key.keyCode) { return pressed == wanted && input == named }
        let want = input.lowercased()
        let plain = key.charactersIgnoringModifiers.lowercased()
        let unshifted = _USKeys.unshifted(key.keyCode)
        if pressed == wanted { return want == plain || (unshifted != nil && want == unshifted) }
        // "?" with ⌘ is typed as ⌘⇧/: the shift that makes the character is not asked for.
        if pressed == wanted.union(.shift), !wanted.contains(.shift) {
            return want == plain && want != unshifted
        }
        return false
    }
}

/// The unshifted character of a key on a US layout (for matching key commands whatever Shift
/// produced).
enum _USKeys {
    nonisolated static func unshifted(_ code: UIKeyboardHIDUsage) -> String? {
        let r = code.rawValue
        switch r {
        case 0x04...0x1D: return String(UnicodeScalar(UInt8(97 + r - 0x04)))
        case 0x1E...0x26: return String(r - 0x1E + 1)
        case 0x27: return "0"
        case 0x28: return "\r"
        case 0x2A: return "\u{8}"
        case 0x2B: return "\t"
        case 0x2C: return " "
        default: break
        }
        let symbols: [UIKeyboardHIDUsage: String] = [
            .keyboardHyphen: "-", .keyboardEqualSign: "=", .keyboardOpenBracket: "[", .keyboardCloseBracket: "]",
            .keyboardBackslash: "\\", .keyboardSemicolon: ";", .keyboardQuote: "'", .keyboardGraveAccentAndTilde: "`",
            .keyboardComma: ",", .keyboardPeriod: ".", .keyboardSlash: "/",
        ]
        return symbols[code]
    }
}
