//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Colours in every form the census found: sRGB and other custom spaces, greys, the legacy
// calibrated and device spaces, system colours (new and old attribute), named asset colours.

/// A colour read from a `<color>` element, in the form the document wrote it.
///
/// | written as | read as |
/// |---|---|
/// | `red= green= blue= alpha= colorSpace="custom" customColorSpace="sRGB"` | `.rgb(…, colorSpace: .sRGB)` |
/// | `… customColorSpace="displayP3"` | `.rgb(…, colorSpace: .displayP3)` |
/// | `red= … colorSpace="calibratedRGB"` or `"deviceRGB"` | `.rgb(…, colorSpace: .calibratedRGB / .deviceRGB)` |
/// | `white= alpha= colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"` | `.white(…, colorSpace: .genericGamma22Gray)` |
/// | `white= alpha= colorSpace="calibratedWhite"` | `.white(…, colorSpace: .calibratedWhite)` |
/// | `systemColor="systemBackgroundColor"` | `.system("systemBackgroundColor")` |
/// | `cocoaTouchSystemColor="whiteColor"` (Xcode ≤ 11) | `.system("whiteColor")` |
/// | `name="labelColor" catalog="System" colorSpace="catalog"` | `.system("labelColor")` |
/// | `name="AccentColor"` | `.named("AccentColor")` |
///
/// System colour names are the Objective-C class-property names (`systemRedColor`, `labelColor`,
/// `whiteColor`). Components are what the document stores, not converted between spaces.
public enum IBColor: Equatable, Hashable, Sendable, IBValueReadable {
    /// A colour space a component colour is written in.
    public enum ColorSpace: Equatable, Hashable, Sendable {
        /// `customColorSpace="sRGB"`.
        case sRGB
        /// `customColorSpace="displayP3"`.
        case displayP3
        /// `customColorSpace="genericGamma22GrayColorSpace"`: UIKit's grey colours.
        case genericGamma22Gray
        /// `colorSpace="calibratedRGB"` (or `customColorSpace="calibratedRGB"`).
        case calibratedRGB
        /// `colorSpace="calibratedWhite"` (or `customColorSpace="calibratedWhite"`).
        case calibratedWhite
        /// `colorSpace="deviceRGB"`.
        case deviceRGB
        /// `colorSpace="deviceWhite"`.
        case deviceWhite
        /// Another space, by the name the document gives it (reported as a diagnostic).
        case other(String)
    }

    /// Red, green, blue and alpha components (0…1, or beyond for extended ranges) in a space.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: ColorSpace)
    /// A grey (`white`, 0 black to 1 white) with alpha, in a space.
    case white(Double, alpha: Double, colorSpace: ColorSpace)
    /// A UIKit system colour by its Objective-C name (`systemBackgroundColor`, `whiteColor`).
    case system(String)
    /// A colour from the app's asset catalog, by name.
    case named(String)

    private static let knownAttributes: Set<String> = [
        "red", "green", "blue", "alpha", "white", "colorSpace", "customColorSpace", "systemColor",
        "cocoaTouchSystemColor", "name", "catalog",
    ]

    /// Reads a `<color>` element; nil with a diagnostic when it is in none of the known forms.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        IBRead.reportUnknownAttributes(element, known: IBColor.knownAttributes, &diagnostics)
        if let name = element.attribute("systemColor") ?? element.attribute("cocoaTouchSystemColor") {
            self = .system(name)
            return
        }
        let colorSpace = element.attribute("colorSpace")
        if let name = element.attribute("name") {
            if colorSpace == "catalog" && element.attribute("catalog") == "System" {
                self = .system(name)
            } else {
                self = .named(name)
            }
            return
        }
        let space: ColorSpace
        switch colorSpace {
        case "custom"?:
            let custom = element.attribute("customColorSpace")
            switch custom {
            case "sRGB"?: space = .sRGB
            case "displayP3"?: space = .displayP3
            case "genericGamma22GrayColorSpace"?: space = .genericGamma22Gray
            case "calibratedRGB"?: space = .calibratedRGB
            case "calibratedWhite"?: space = .calibratedWhite
            case "deviceRGB"?: space = .deviceRGB
            case "deviceWhite"?: space = .deviceWhite
            default:
                IBRead.report(element, "unknown customColorSpace \(custom ?? "(none)") on <color>: components read as written", &diagnostics)
                space = .other(custom ?? "custom")
            }
        case "calibratedRGB"?: space = .calibratedRGB
        case "calibratedWhite"?: space = .calibratedWhite
        case "deviceRGB"?: space = .deviceRGB
        case "deviceWhite"?: space = .deviceWhite
        case nil: space = element.hasAttribute("white") ? .genericGamma22Gray : .sRGB
        case let other?:
            IBRead.report(element, "unknown colorSpace \(other) on <color>: components read as written", &diagnostics)
            space = .other(other)
        }
        let alpha = IBRead.number(element, "alpha", required: false, &diagnostics) ?? 1
        if element.hasAttribute("white") {
            guard let white = IBRead.number(element, "white", &diagnostics) else { return nil }
            self = .white(white, alpha: alpha, colorSpace: space)
            return
        }
        if element.hasAttribute("red") || element.hasAttribute("green") || element.hasAttribute("blue") {
            let red = IBRead.number(element, "red", &diagnostics)
            let green = IBRead.number(element, "green", &diagnostics)
            let blue = IBRead.number(element, "blue", &diagnostics)
            guard let red, let green, let blue else { return nil }
            self = .rgb(red: red, green: green, blue: blue, alpha: alpha, colorSpace: space)
            return
        }
        IBRead.report(element, "<color> has no components, system colour or name", &diagnostics)
        return nil
    }
}
