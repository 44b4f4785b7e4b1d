//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The shape the pointer takes over a region.
public enum UIPointerShape {
    /// A custom shape.
    case path(UIBezierPath)
    /// A rounded rectangle (in the view's coordinates).
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical bar of `length` points: the text cursor of horizontal text.
    case verticalBeam(length: CGFloat)
    /// A horizontal bar of `length` points: the text cursor of vertical text.
    case horizontalBeam(length: CGFloat)

    /// The system's corner radius for rounded-rectangle pointer shapes. ⚠ iOS computes it;
    /// 8 points here.
    nonisolated public static let defaultCornerRadius: CGFloat = 8
}
