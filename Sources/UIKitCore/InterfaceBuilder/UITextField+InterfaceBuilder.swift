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
        if let a = coder.attributedString("attributedText") { attributedText = a }
        if let p = coder.string("placeholder") { placeholder = p }
        let borders: [String: BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
        if let b = coder.enumeration("borderStyle", borders) { borderStyle = b }
        let modes: [String: ViewMode] = ["never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always]
        if let m = coder.enumeration("clearButtonMode", modes) { clearButtonMode = m }
        if let c = coder.bool("clearsOnBeginEditing") { clearsOnBeginEditing = c }
        if let a = coder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = a }
        if let m = coder.cgFloat("minimumFontSize") { minimumFontSize = m }
        _UIIBTextInputTraits(coder)?.apply(to: self)
    }
}
