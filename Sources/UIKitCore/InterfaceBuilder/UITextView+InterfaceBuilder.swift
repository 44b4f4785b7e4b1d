//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UITextView from a document: its scroll view attributes, the text (`<string key="text">`,
// localised) or attributed text, font, colour, alignment, editing and selection, data
// detectors (`<dataDetectorType key="dataDetectorTypes" link="YES" …/>`), the container inset
// and the text input traits.

extension UITextView {
    /// Called by `init?(coder:)` after the text view's own set-up.
    func _decodeInterfaceBuilderTextView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderScrollView(coder)
        if let f = coder.font() { font = f }
        if let c = coder.color("textColor") { textColor = c }
        if let a = coder.enumeration("textAlignment", _UIIBValues.textAlignments) { textAlignment = a }
        if let t = coder.string("text") { text = t }
        if let a = coder.attributedString("attributedText") { attributedText = a }
        if let e = coder.bool("editable") { isEditable = e }
        if let s = coder.bool("selectable") { isSelectable = s }
        if let a = coder.bool("allowsEditingTextAttributes") { allowsEditingTextAttributes = a }
        if let i = coder.insets("textContainerInset") {
            textContainerInset = UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
        }
        if let detectors = coder.element.child(named: "dataDetectorType", key: "dataDetectorTypes") {
            let names: [String: UIDataDetectorTypes] = [
                "phoneNumber": .phoneNumber, "link": .link, "address": .address, "calendarEvent": .calendarEvent,
            ]
            var types: UIDataDetectorTypes = []
            for attribute in detectors.attributes where attribute.value == "YES" && attribute.name != "key" {
                if let t = names[attribute.name] { types.insert(t) } else {
                    coder.report("data detector \(attribute.name) is not available; left out")
                }
            }
            dataDetectorTypes = types
        }
        _UIIBTextInputTraits(coder)?.apply(to: self)
    }
}
