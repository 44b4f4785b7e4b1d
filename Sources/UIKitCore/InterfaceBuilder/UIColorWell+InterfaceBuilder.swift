//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIColorWell from a document: `<colorWell title="Stroke" supportsAlpha="NO">` with
// `<color key="selectedColor" …/>`, besides the control's attributes.

extension UIColorWell {
    /// Called by `init?(coder:)` after the well's own set-up.
    func _decodeInterfaceBuilderColorWell(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderControl(coder)
        if let t = coder.string("title") { title = t }
        if let a = coder.bool("supportsAlpha") { supportsAlpha = a }
        if let c = coder.color("selectedColor") { selectedColor = c }
    }
}
