//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIVisualEffectView from a document: `<blurEffect style="…"/>` (or a `<vibrancyEffect>` around
// one) and the keyed `<view key="contentView">` decoded onto the effect view's own content view.

extension UIVisualEffectView {
    /// Called by `init?(coder:)` after the effect view's own set-up.
    func _decodeInterfaceBuilderEffectView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        if let blur = coder.element.child(named: "blurEffect") {
            effect = _blurEffect(blur, coder)
        } else if let vibrancy = coder.element.child(named: "vibrancyEffect") {
            let blur = vibrancy.child(named: "blurEffect").flatMap { _blurEffect($0, coder) } ?? UIBlurEffect(style: .regular)
            let styles: [String: UIVibrancyEffectStyle] = [
                "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
                "quaternaryLabel": .quaternaryLabel, "fill": .fill, "secondaryFill": .secondaryFill,
                "tertiaryFill": .tertiaryFill, "separator": .separator,
            ]
            if let name = vibrancy.attribute("style"), let style = _UIIBValues.enumeration(name, styles, "vibrancyEffect style", coder.context, objectID: coder.objectID) {
                effect = UIVibrancyEffect(blurEffect: blur, style: style)
            } else {
                effect = UIVibrancyEffect(blurEffect: blur)
            }
        }
        _decodeInterfaceBuilderContentView(coder, into: contentView)
    }

    private func _blurEffect(_ element: IBElement, _ coder: _UINibDecoder) -> UIBlurEffect? {
        let styles: [String: UIBlurEffect.Style] = [
            "extraLight": .extraLight, "light": .light, "dark": .dark, "regular": .regular, "prominent": .prominent,
            "systemUltraThinMaterial": .systemUltraThinMaterial, "systemThinMaterial": .systemThinMaterial,
            "systemMaterial": .systemMaterial, "systemThickMaterial": .systemThickMaterial,
            "systemChromeMaterial": .systemChromeMaterial,
            "systemUltraThinMaterialLight": .systemUltraThinMaterialLight, "systemThinMaterialLight": .systemThinMaterialLight,
            "systemMaterialLight": .systemMaterialLight, "systemThickMaterialLight": .systemThickMaterialLight,
            "systemChromeMaterialLight": .systemChromeMaterialLight,
            "systemUltraThinMaterialDark": .systemUltraThinMaterialDark, "systemThinMaterialDark": .systemThinMaterialDark,
            "systemMaterialDark": .systemMaterialDark, "systemThickMaterialDark": .systemThickMaterialDark,
            "systemChromeMaterialDark": .systemChromeMaterialDark,
        ]
        let name = element.attribute("style") ?? "regular"
        return _UIIBValues.enumeration(name, styles, "blurEffect style", coder.context, objectID: coder.objectID).map { UIBlurEffect(style: $0) }
    }
}
