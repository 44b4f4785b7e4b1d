//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// One entry of a document's `<resources>`: an image, a system colour or a named colour.

/// An entry of `<resources>`: the design-time value of something the document refers to by
/// name. At run time the named image or colour is looked up; the stored value is a fallback.
///
/// ```xml
/// <resources>
///     <image name="star" catalog="system" width="128" height="124"/>
///     <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
///     <namedColor name="Brand"><color red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
/// </resources>
/// ```
public struct IBResource: Sendable {
    /// What kind of resource an entry is.
    public enum Kind: Equatable, Sendable {
        /// `<image name=…>`: an asset-catalog or bundle image, or an SF Symbol (`catalog="system"`).
        case image
        /// `<systemColor name=…>`: a UIKit system colour by its Objective-C name.
        case systemColor
        /// `<namedColor name=…>`: an asset-catalog colour.
        case namedColor
        /// Another element (its name), kept but not interpreted.
        case other(String)
    }

    /// What kind of resource this is.
    public var kind: Kind
    /// The `name` attribute (`systemBackgroundColor`, `star`), or "" when missing.
    public var name: String
    /// The resource's element.
    public var element: IBElement

    /// A resource read from `element`.
    public init(kind: Kind, name: String, element: IBElement) {
        self.kind = kind
        self.name = name
        self.element = element
    }

    /// For images, `catalog="system"` (an SF Symbol) or nil.
    public var catalog: String? { element.attribute("catalog") }

    /// For images, the design size (`width`, `height`), when both are numbers.
    public var imageSize: IBSize? {
        guard let w = element.attribute("width").flatMap(Double.init),
              let h = element.attribute("height").flatMap(Double.init) else { return nil }
        return IBSize(width: w, height: h)
    }

    /// For colours, the stored design-time value (the `<color>` inside), if readable.
    public func fallbackColor(diagnostics: inout [IBDiagnostic]) -> IBColor? {
        guard let color = element.child(named: "color") else { return nil }
        return IBColor(color, diagnostics: &diagnostics)
    }
}
