//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIImageView from a document: the image and highlighted image by name (asset or SF Symbol),
// the highlighted state and the `<preferredSymbolConfiguration>`.

extension UIImageView {
    /// Called by `init?(coder:)` after the image view's own defaults.
    func _decodeInterfaceBuilderImageView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        if let i = coder.image("image") { image = i }
        if let i = coder.image("highlightedImage") { highlightedImage = i }
        if let h = coder.bool("highlighted") { isHighlighted = h }
        if let c = coder.symbolConfiguration() { preferredSymbolConfiguration = c }
    }
}
