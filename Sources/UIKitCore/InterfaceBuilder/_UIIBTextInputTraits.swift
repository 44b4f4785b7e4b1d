//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// `<textInputTraits key="textInputTraits" …/>`: the keyboard and correction traits text fields,
// text views and search bars share, read once and applied to whichever of them holds them.

/// The text input traits an element's `<textInputTraits>` child sets (nil: not written).
struct _UIIBTextInputTraits {
    var autocapitalizationType: UITextAutocapitalizationType?
    var autocorrectionType: UITextAutocorrectionType?
    var keyboardType: UIKeyboardType?
    var returnKeyType: UIReturnKeyType?
    var isSecureTextEntry: Bool?
    var textContentType: UITextContentType?

    /// The traits of `coder`'s element, or nil when it has no `<textInputTraits key="textInputTraits">`.
    @MainActor init?(_ coder: _UINibDecoder) {
        guard let traits = coder.element.child(key: "textInputTraits") else { return nil }
        let sub = _UINibDecoder(element: traits, context: coder.context)
        isSecureTextEntry = sub.bool("secureTextEntry")
        let capitalization: [String: UITextAutocapitalizationType] = [
            "no": .none, "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
        ]
        autocapitalizationType = sub.enumeration("autocapitalizationType", capitalization)
        let correction: [String: UITextAutocorrectionType] = ["default": .default, "no": .no, "yes": .yes]
        autocorrectionType = sub.enumeration("autocorrectionType", correction)
        let keyboards: [String: UIKeyboardType] = [
            "default": .default, "alphabet": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation,
            "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad,
            "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
            "asciiCapableNumberPad": .asciiCapableNumberPad,
        ]
        keyboardType = sub.enumeration("keyboardType", keyboards)
        let returnKeys: [String: UIReturnKeyType] = [
            "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
            "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
            "continue": .continue,
        ]
        returnKeyType = sub.enumeration("returnKeyType", returnKeys)
        textContentType = traits.attribute("textContentType").map { UITextContentType(rawValue: $0) }
    }

    /// Sets the written traits on a text field (a search bar's field included) or text view.
    @MainActor func apply(to target: some UITextInputTraits) {
        if let v = isSecureTextEntry { target.isSecureTextEntry = v }
        if let v = autocapitalizationType { target.autocapitalizationType = v }
        if let v = autocorrectionType { target.autocorrectionType = v }
        if let v = keyboardType { target.keyboardType = v }
        if let v = returnKeyType { target.returnKeyType = v }
        if let v = textContentType { target.textContentType = v }
    }
}
