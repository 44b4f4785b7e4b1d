//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit

/// The text input types: traits' defaults, Apple's raw values, the abstract text classes and
/// the optional `UITextInput` members' defaults.
@MainActor @Suite struct TextInputTraitsTests {
    @Test func traitsDefaults() {
        let traits: any UITextInputTraits = KeyInputView(frame: .zero)
        #expect(traits.autocapitalizationType == .sentences)
        #expect(traits.autocorrectionType == .default)
        #expect(traits.spellCheckingType == .default)
        #expect(traits.smartQuotesType == .default)
        #expect(traits.smartDashesType == .default)
        #expect(traits.smartInsertDeleteType == .default)
        #expect(traits.inlinePredictionType == .default)
        #expect(traits.keyboardType == .default)
        #expect(traits.keyboardAppearance == .default)
        #expect(traits.returnKeyType == .default)
        #expect(!traits.enablesReturnKeyAutomatically)
        #expect(!traits.isSecureTextEntry)
        #expect(traits.textContentType == nil)
        #expect(traits.passwordRules == nil)
    }

    @Test func rawValues() {
        #expect([UITextAutocapitalizationType.none, .words, .sentences, .allCharacters].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITextAutocorrectionType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
        #expect([UITextSpellCheckingType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
        #expect([UITextSmartQuotesType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
        #expect([UITextSmartDashesType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
        #expect([UITextSmartInsertDeleteType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
        #expect([UITextInlinePredictionType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
        #expect([UIKeyboardAppearance.default, .dark, .light].map(\.rawValue) == [0, 1, 2])
        let keyboards: [UIKeyboardType] = [.default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad,
                                           .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad]
        #expect(keyboards.map(\.rawValue) == Array(0...11))
        let returns: [UIReturnKeyType] = [.default, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done,
                                          .emergencyCall, .continue]
        #expect(returns.map(\.rawValue) == Array(0...11))
        #expect([UITextStorageDirection.forward, .backward].map(\.rawValue) == [0, 1])
        #expect([UITextLayoutDirection.right, .left, .up, .down].map(\.rawValue) == [2, 3, 4, 5])
        #expect([UITextGranularity.character, .word, .sentence, .paragraph, .line, .document].map(\.rawValue) == Array(0...5))
        #expect([NSWritingDirection.natural, .leftToRight, .rightToLeft].map(\.rawValue) == [-1, 0, 1])
        #expect([UITextAlternativeStyle.none, .lowConfidence].map(\.rawValue) == [0, 1])
    }

    @Test func textDirectionsShareOneIntegerSpace() {
        #expect(UITextDirection.storage(.forward).rawValue == 0)
        #expect(UITextDirection.storage(.backward).rawValue == 1)
        #expect(UITextDirection.layout(.right).rawValue == 2)
        #expect(UITextDirection.layout(.down) == UITextDirection(5))
        #expect(UITextDirection.layout(.left) != .storage(.backward))
    }

    @Test func contentTypesAndPasswordRules() {
        #expect(UITextContentType.username.rawValue == "username")
        #expect(UITextContentType.password.rawValue == "password")
        #expect(UITextContentType.newPassword.rawValue == "new-password")
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
        #expect(UITextContentType.emailAddress.rawValue == "email")
        #expect(UITextContentType.URL.rawValue == "url")
        #expect(UITextContentType.telephoneNumber.rawValue == "tel")
        #expect(UITextContentType(rawValue: "name") == .name)
        let rules = UITextInputPasswordRules(descriptor: "minlength: 8; required: digit;")
        #expect(rules.passwordRulesDescriptor == "minlength: 8; required: digit;")
        #expect(rules == UITextInputPasswordRules(descriptor: "minlength: 8; required: digit;"))
    }

    @Test func abstractTextClassesDoNotCrash() {
        UIKitLog.clearRecentMessages()
        let range = UITextRange()
        _ = range.start
        #expect(UIKitLog.didLog("must override UITextRange.start"))
        let r = OffsetRange(3, 3)
        #expect(r.isEmpty)
        #expect(!OffsetRange(1, 3).isEmpty)
        let sel = UITextSelectionRect()
        #expect(sel.rect == .zero)
        #expect(sel.writingDirection == .natural)
        #expect(!sel.containsStart && !sel.containsEnd && !sel.isVertical)
        #expect(sel.transform == .identity)
    }

    @Test func optionalTextInputMembersHaveAppleDefaults() {
        let v = TextInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        v.storage = "hello"
        let t: any UITextInput = v
        let all = OffsetRange(0, 5)
        #expect(t.shouldChangeText(in: all, replacementText: "x"))
        #expect(t.selectionAffinity == .forward)
        #expect(t.textInputView === v)
        #expect(t.isEditable)
        #expect(t.textStyling(at: OffsetPosition(0), in: .forward) == nil)
        #expect((t.position(within: all, atCharacterOffset: 2) as? OffsetPosition)?.offset == 2)
        #expect(t.position(within: OffsetRange(1, 3), atCharacterOffset: 5) == nil)
        #expect(t.characterOffset(of: OffsetPosition(4), within: OffsetRange(1, 5)) == 3)
        #expect(t.attributedText(in: OffsetRange(1, 3)).string == "el")
        #expect(t.caretTransform(for: OffsetPosition(0)) == .identity)
        t.insertText("!", alternatives: ["?"], style: .none)
        t.insertAttributedText(NSAttributedString(string: "?"))
        #expect(v.storage == "!?hello")
        t.setAttributedMarkedText(NSAttributedString(string: "か"), selectedRange: NSRange(location: 1, length: 0))
        #expect(v.log.last == "mark(か,1,0)")
        t.beginFloatingCursor(at: .zero)
        t.endFloatingCursor()
    }
}
