//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIActivityIndicatorView from a document: `style` (iOS 13's medium/large and the legacy
// gray/white/whiteLarge), `hidesWhenStopped` (written when on: absent means off, as iOS's
// decoder reads it), `animating="YES"` and the colour.

extension UIActivityIndicatorView {
    /// Called by `init?(coder:)` after the indicator's own set-up.
    func _decodeInterfaceBuilderActivityIndicator(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        let styles: [String: Style] = [
            "medium": .medium, "large": .large, "gray": .gray, "white": .white, "whiteLarge": .whiteLarge,
        ]
        if let s = coder.enumeration("style", styles) { style = s }
        if let c = coder.color("color") { color = c }
        hidesWhenStopped = coder.bool("hidesWhenStopped") ?? false
        if coder.bool("animating") == true { startAnimating() }
    }
}
