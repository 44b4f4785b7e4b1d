//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Fonts: `<fontDescription>` (system fonts with a weight, text styles, named fonts) and the
// older `<font>` inside attributed strings.

/// A font read from `<fontDescription key="fontDescription" …/>` (or an attributed string's
/// `<font key="NSFont" …/>`).
///
/// | written as | read as |
/// |---|---|
/// | `type="system" pointSize="17"` | `.system(pointSize: 17, weight: .regular)` |
/// | `type="system" weight="semibold" pointSize="15"` | `.system(pointSize: 15, weight: .semibold)` |
/// | `type="boldSystem" pointSize="17"` | `.system(pointSize: 17, weight: .bold)` |
/// | `type="italicSystem" pointSize="17"` | `.italicSystem(pointSize: 17)` |
/// | `style="UICTFontTextStyleBody"` | `.textStyle("UICTFontTextStyleBody", pointSize: nil)` |
/// | `name="Menlo-Regular" family="Menlo" pointSize="14"` | `.custom(name: "Menlo-Regular", family: "Menlo", pointSize: 14)` |
/// | `<font key="NSFont" metaFont="system" size="14"/>` | `.system(pointSize: 14, weight: .regular)` |
/// | `<font key="NSFont" size="12" name="Helvetica"/>` | `.custom(name: "Helvetica", family: nil, pointSize: 12)` |
///
/// Text style names are `UIFont.TextStyle` raw values.
public enum IBFont: Equatable, Hashable, Sendable, IBValueReadable {
    /// A system font weight, as `UIFont.Weight` names them.
    public enum Weight: String, Equatable, Hashable, Sendable, CaseIterable {
        /// Ultra-light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular (the default).
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold (also `type="boldSystem"`).
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }

    /// The system font at a size and weight.
    case system(pointSize: Double, weight: Weight)
    /// The italic system font at a size.
    case italicSystem(pointSize: Double)
    /// A Dynamic Type text style (`UICTFontTextStyleBody`), with the design size if written.
    case textStyle(String, pointSize: Double?)
    /// A font by PostScript name (`Menlo-Regular`), with its family when written.
    case custom(name: String, family: String?, pointSize: Double)

    /// Reads a `<fontDescription>` or `<font>`; nil with a diagnostic for an unknown form.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        if element.isNamed("font") {
            self.init(legacy: element, &diagnostics)
            return
        }
        IBRead.reportUnknownAttributes(element, known: ["type", "pointSize", "weight", "style", "name", "family"], &diagnostics)
        if let style = element.attribute("style") {
            self = .textStyle(style, pointSize: IBRead.number(element, "pointSize", required: false, &diagnostics))
            return
        }
        if let name = element.attribute("name") {
            guard let size = IBRead.number(element, "pointSize", &diagnostics) else { return nil }
            self = .custom(name: name, family: element.attribute("family"), pointSize: size)
            return
        }
        guard let type = element.attribute("type") else {
            IBRead.report(element, "<fontDescription> has no type, style or name", &diagnostics)
            return nil
        }
        guard let size = IBRead.number(element, "pointSize", &diagnostics) else { return nil }
        var weight = Weight.regular
        if let text = element.attribute("weight") {
            if let known = Weight(rawValue: text) {
                weight = known
            } else {
                IBRead.report(element, "unknown font weight \(text): regular is used", &diagnostics)
            }
        }
        switch type {
        case "system": self = .system(pointSize: size, weight: weight)
        case "boldSystem": self = .system(pointSize: size, weight: .bold)
        case "italicSystem": self = .italicSystem(pointSize: size)
        default:
            IBRead.report(element, "unknown font type \(type)", &diagnostics)
            return nil
        }
    }

    private init?(legacy element: IBElement, _ diagnostics: inout [IBDiagnostic]) {
        IBRead.reportUnknownAttributes(element, known: ["size", "name", "metaFont"], &diagnostics)
        guard let size = IBRead.number(element, "size", &diagnostics) else { return nil }
        if let name = element.attribute("name") {
            self = .custom(name: name, family: nil, pointSize: size)
            return
        }
        switch element.attribute("metaFont") {
        case "system"?: self = .system(pointSize: size, weight: .regular)
        case "systemBold"?, "boldSystem"?: self = .system(pointSize: size, weight: .bold)
        case let other:
            IBRead.report(element, "unknown <font> metaFont \(other ?? "(none)")", &diagnostics)
            return nil
        }
    }

    /// The point size, when the font has one.
    public var pointSize: Double? {
        switch self {
        case .system(let size, _), .italicSystem(let size), .custom(_, _, let size): return size
        case .textStyle(_, let size): return size
        }
    }
}
