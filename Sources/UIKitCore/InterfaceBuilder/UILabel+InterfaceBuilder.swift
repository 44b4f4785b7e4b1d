//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UILabel from a document: text (localised) or attributed text, font, colours, alignment, lines, line breaks,
// font scaling, highlighted and enabled states.

extension UILabel {
    /// Called by `init?(coder:)` after the label's own defaults: decodes the label's attributes.
    func _decodeInterfaceBuilderLabel(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        if let f = coder.font() { font = f }
        if let t = coder.string("text") { text = t }
        if let a = coder.attributedString("attributedText") { attributedText = a }
        if let c = coder.color("textColor") { textColor = c }
        if let c = coder.color("highlightedColor") { highlightedTextColor = c }
        if let a = coder.enumeration("textAlignment", _UIIBValues.textAlignments) { textAlignment = a }
        if let n = coder.int("numberOfLines") { numberOfLines = n }
        if let m = coder.enumeration("lineBreakMode", _UIIBValues.lineBreakModes) { lineBreakMode = m }
        let baselines: [String: UIBaselineAdjustment] = ["alignBaselines": .alignBaselines, "alignCenters": .alignCenters, "none": .none]
        if let b = coder.enumeration("baselineAdjustment", baselines) { baselineAdjustment = b }
        if let a = coder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = a }
        if let s = coder.cgFloat("minimumScaleFactor") { minimumScaleFactor = s }
        if let w = coder.cgFloat("preferredMaxLayoutWidth") { preferredMaxLayoutWidth = w }
        if let h = coder.bool("highlighted") { isHighlighted = h }
        if let e = coder.bool("enabled") { isEnabled = e }
    }

    /// UILabel's keys set by name.
    func _setLabelValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "text": text = value as? String
        case "textColor": textColor = _UIIBValues.uiColor(value)
        case "font": if let f = value as? UIFont { font = f }
        case "numberOfLines": numberOfLines = Int(_UIIBValues.number(value) ?? 1)
        default: return false
        }
        return true
    }
}
