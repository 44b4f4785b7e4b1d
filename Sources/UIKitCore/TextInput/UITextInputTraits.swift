//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a text object tells the keyboard about the text it takes: capitalization, correction,
/// the kind of keyboard, the Return key, secure entry, the content's meaning.
///
/// On iOS every member is `optional` (Objective-C), and the keyboard uses its default for one a
/// text object does not implement. Swift cannot declare optional members outside `@objc`, so
/// here they are ordinary requirements with default implementations in an extension (as for
/// the project's other protocols with optional members, such as `UITableViewDataSource`):
/// Apple's default value for each getter, and setters that ignore the value. A type overrides one
/// by declaring it, readable and writable: `var keyboardType: UIKeyboardType = .numberPad`
/// (`UITextField` stores them all). A read-only declaration does not match the requirement, and
/// the default would still be used.
///
/// Linux has no on-screen keyboard, autocorrection, spell checking or AutoFill: a hardware
/// keyboard and the desktop's input method type whatever the user types. The values are kept
/// for the app to read, except `isSecureTextEntry`, which text fields honour (masked display).
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {
    /// When Shift turns on by itself; default `.sentences`.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on; default `.default`.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on; default `.default`.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether quotes become typographic; default `.default` (iOS 11).
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether double hyphens become dashes; default `.default` (iOS 11).
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces are managed around pasted and deleted words; default `.default` (iOS 11).
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// Whether the keyboard shows inline predictions; default `.default` (iOS 17).
    var inlinePredictionType: UITextInlinePredictionType { get set }
    /// The keyboard asked for; default `.default`.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look; default `.default`.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the Return key; default `.default`.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the Return key is disabled while the text is empty; default false.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is secret (shown masked, not copied); default false.
    var isSecureTextEntry: Bool { get set }
    /// The meaning of the text, for AutoFill; default nil.
    var textContentType: UITextContentType! { get set }
    /// Requirements for a generated password (iOS 12); default nil.
    var passwordRules: UITextInputPasswordRules? { get set }
}

extension UITextInputTraits {
    /// `.sentences`; setting it does nothing unless the type declares it.
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    /// `.default`; setting it does nothing unless the type declares it.
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the type declares it.
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the type declares it.
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the type declares it.
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the type declares it.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the type declares it.
    public var inlinePredictionType: UITextInlinePredictionType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the type declares it.
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    /// `.default`; setting it does nothing unless the type declares it.
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    /// `.default`; setting it does nothing unless the type declares it.
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    /// False; setting it does nothing unless the type declares it.
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    /// False; setting it does nothing unless the type declares it.
    public var isSecureTextEntry: Bool { get { false } set {} }
    /// Nil; setting it does nothing unless the type declares it.
    public var textContentType: UITextContentType! { get { nil } set {} }
    /// Nil; setting it does nothing unless the type declares it.
    public var passwordRules: UITextInputPasswordRules? { get { nil } set {} }
}
