//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIStackView from a document: axis, distribution, alignment, spacing and baseline-relative
// arrangement; its `<subviews>` become arranged subviews (UIView's subview decoding adds them
// with `addArrangedSubview`).

extension UIStackView {
    /// Called by `init(coder:)`.
    func _decodeInterfaceBuilderStackView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        let axes: [String: NSLayoutConstraint.Axis] = ["horizontal": .horizontal, "vertical": .vertical]
        if let a = coder.enumeration("axis", axes) { axis = a }
        let distributions: [String: Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let d = coder.enumeration("distribution", distributions) { distribution = d }
        let alignments: [String: Alignment] = [
            "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
        ]
        if let a = coder.enumeration("alignment", alignments) { alignment = a }
        if let s = coder.cgFloat("spacing") { spacing = s }
        if let b = coder.bool("baselineRelativeArrangement") { isBaselineRelativeArrangement = b }
        if let m = coder.bool("layoutMarginsRelativeArrangement") { isLayoutMarginsRelativeArrangement = m }
    }
}
