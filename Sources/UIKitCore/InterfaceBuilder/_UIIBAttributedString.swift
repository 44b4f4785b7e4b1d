//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// `<attributedString key="attributedText">`: fragments (`<fragment content="…">` or a
// `<string key="content">` child for multi-line text), each with `<attributes>` keyed by the
// attribute's name: `<color key="NSColor">`, `<font key="NSFont">`, `<paragraphStyle
// key="NSParagraphStyle">`, `<real key="NSKern">`, `<integer key="NSUnderline">`… Attributes
// this UIKit doesn't draw are kept out with a diagnostic.

extension _UINibDecoder {
    /// The attributed string of the keyed `<attributedString>` child (nil when absent).
    @MainActor package func attributedString(_ key: String) -> NSAttributedString? {
        guard let element = self.element.child(named: "attributedString", key: key) else { return nil }
        let result = NSMutableAttributedString(string: "")
        var previous: [NSAttributedString.Key: Any]?
        for (index, fragment) in element.children(named: "fragment").enumerated() {
            let content = fragment.attribute("content") ?? fragment.child(named: "string", key: "content")?.text ?? ""
            var attributes: [NSAttributedString.Key: Any] = [:]
            for value in fragment.child(named: "attributes")?.children ?? [] {
                guard let name = value.key else { continue }
                if let v = _attributeValue(value, fragment: index) { attributes[NSAttributedString.Key(name)] = v }
            }
            // Linux Foundation halts comparing neighbouring runs with different UIColor/UIFont
            // objects under the same keys: such a run is kept apart (see _UITextAttributeRuns).
            if let p = previous, _UITextAttributeRuns.needsBoundary(p, attributes) { attributes[_UITextAttributeRuns.runBoundaryKey] = true }
            result.append(NSAttributedString(string: content, attributes: attributes))
            previous = attributes
        }
        return result
    }

    @MainActor private func _attributeValue(_ value: IBElement, fragment: Int) -> Any? {
        var d: [IBDiagnostic] = []
        defer { context.report(d) }
        switch value.name {
        case "color": return IBColor(value, diagnostics: &d).flatMap { _UIIBValues.color($0, context, objectID: objectID) }
        case "font", "fontDescription": return IBFont(value, diagnostics: &d).map(_UIIBValues.font)
        case "paragraphStyle": return _paragraphStyle(value)
        case "real", "integer", "number": return value.double("value", diagnostics: &d).map { NSNumber(value: $0) }
        case "string": return value.attribute("value") ?? value.text
        case "url": return value.attribute("string").flatMap(URL.init(string:))
        default:
            report("attributed string fragment \(fragment): attribute \(value.key ?? "?") as <\(value.name)> is not read; left out")
            return nil
        }
    }

    @MainActor private func _paragraphStyle(_ element: IBElement) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        let sub = _UINibDecoder(element: element, context: context)
        if let a = sub.enumeration("alignment", _UIIBValues.textAlignments) { style.alignment = a }
        let modes: [String: NSLineBreakMode] = [
            "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
            "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail, "truncatingMiddle": .byTruncatingMiddle,
        ].merging(_UIIBValues.lineBreakModes) { a, _ in a }
        if let m = sub.enumeration("lineBreakMode", modes) { style.lineBreakMode = m }
        if let v = sub.cgFloat("lineSpacing") { style.lineSpacing = v }
        if let v = sub.cgFloat("paragraphSpacing") { style.paragraphSpacing = v }
        if let v = sub.cgFloat("firstLineHeadIndent") { style.firstLineHeadIndent = v }
        if let v = sub.cgFloat("headIndent") { style.headIndent = v }
        if let v = sub.cgFloat("tailIndent") { style.tailIndent = v }
        if let v = sub.cgFloat("minimumLineHeight") { style.minimumLineHeight = v }
        if let v = sub.cgFloat("maximumLineHeight") { style.maximumLineHeight = v }
        if let v = sub.cgFloat("lineHeightMultiple") { style.lineHeightMultiple = v }
        return style
    }
}
