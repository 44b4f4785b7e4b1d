//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A text shadow, as `CGContext.setShadow(offset:blur:color:)` draws it.
///
/// `offset` is in points in the drawing's base space (+height is down in a UIKit context),
/// `blur` in points.
package struct TextShadow: Hashable, Sendable {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: CGColor
    package init(offset: CGSize, blur: CGFloat, color: CGColor) {
        self.offset = offset.width.isFinite && offset.height.isFinite ? offset : .zero
        self.blur = blur.isFinite ? max(0, blur) : 0
        self.color = color
    }
}
