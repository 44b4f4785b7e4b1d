//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIProgressView from a document: style (`progressViewStyle="default|bar"`), progress, tints
// and images.

extension UIProgressView {
    /// Called by `init?(coder:)` after the view's own set-up.
    func _decodeInterfaceBuilderProgressView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        if let s = coder.enumeration("progressViewStyle", ["default": Style.default, "bar": .bar]) { progressViewStyle = s }
        if let p = coder.double("progress") { progress = Float(p) }
        if let c = coder.color("progressTintColor") { progressTintColor = c }
        if let c = coder.color("trackTintColor") { trackTintColor = c }
        if let i = coder.image("progressImage") { progressImage = i }
        if let i = coder.image("trackImage") { trackImage = i }
    }
}
