//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UITextField from a document: text and placeholder (localised), border style, font, colour,
// alignment, clear button, font scaling and the text input traits.

extension UITextField {
    /// Called by `init?(coder:)` after the field's own set-up.
    func _decodeInterfaceBuilderTextField(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderControl(coder)
        if let f = coder.font() { font = f }
        if let c = coder.color("textColor") { textColor = c }
        if let a = coder.enumeration("textAlignment", _UIIBValues.textAlignments) { textAlignment = a }
        if let t = coder.string("text") { text = t }
        if let p = coder.string("placeholder") { placeholder = p }
        let borders: [String: BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
        if let b = coder.enumeration("borderStyle", borders) { borderStyle = b }
        let modes: [String: ViewMode] = ["never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always]
        if let m = coder.enumeration("clearButtonMode", modes) { clearButtonMode = m }
        if let c = coder.bool("clearsOnBeginEditing") { clearsOnBeginEditing = c }
        if let a = coder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = a }
        if let m = coder.cgFloat("minimumFontSize") { minimumFontSize = m }
        guard let traits = coder.element.child(key: "textInputTraits") else { return }
        let sub = _UINibDecoder(element: traits, context: coder.context)
        if let s = sub.bool("secureTextEntry") { isSecureTextEntry = s }
        let capitalization: [String: UITextAutocapitalizationType] = [
            "no": .none, "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
        ]
        if let c = sub.enumeration("autocapitalizationType", capitalization) { autocapitalizationType = c }
        let correction: [String: UITextAutocorrectionType] = ["default": .default, "no": .no, "yes": .yes]
        if let c = sub.enumeration("autocorrectionType", correction) { autocorrectionType = c }
        let keyboards: [String: UIKeyboardType] = [
            "default": .default, "alphabet": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation,
            "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad,
            "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
            "asciiCapableNumberPad": .asciiCapableNumberPad,
        ]
        if let k = sub.enumeration("keyboardType", keyboards) { keyboardType = k }
        let returnKeys: [String: UIReturnKeyType] = [
            "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
            "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
            "continue": .continue,
        ]
        if let r = sub.enumeration("returnKeyType", returnKeys) { returnKeyType = r }
        if let t = traits.attribute("textContentType") { textContentType = UITextContentType(rawValue: t) }
    }
}
