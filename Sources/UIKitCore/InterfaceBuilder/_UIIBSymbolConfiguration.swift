//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Symbol configurations from a document: `<preferredSymbolConfiguration
// key="preferredSymbolConfiguration" configurationType="pointSize|font" pointSize="24"
// scale="small|medium|large" weight="ultraLight…black">`, the font form with a keyed
// `<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>`. Image views take it
// as `preferredSymbolConfiguration`; a button's `<state>` holding one sets it for that state.

extension _UINibDecoder {
    private static let symbolScales: [String: UIImage.SymbolConfiguration.Scale] = [
        "default": .default, "unspecified": .unspecified, "small": .small, "medium": .medium, "large": .large,
    ]
    private static let symbolWeights: [String: UIImage.SymbolConfiguration.Weight] = [
        "unspecified": .unspecified, "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
        "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The `<preferredSymbolConfiguration>` child of this coder's element, or nil.
    @MainActor func symbolConfiguration() -> UIImage.SymbolConfiguration? {
        guard let e = element.child(named: "preferredSymbolConfiguration") else { return nil }
        let sub = _UINibDecoder(element: e, context: context)
        let scale = sub.enumeration("scale", Self.symbolScales) ?? .unspecified
        let weight = sub.enumeration("weight", Self.symbolWeights) ?? .unspecified
        if e.attribute("configurationType") == "font", let font = sub.font() {
            let base = UIImage.SymbolConfiguration(font: font, scale: scale)
            return weight == .unspecified ? base : base.applying(UIImage.SymbolConfiguration(weight: weight))
        }
        return UIImage.SymbolConfiguration(pointSize: sub.cgFloat("pointSize"), weight: weight, scale: scale, textStyle: nil)
    }
}
