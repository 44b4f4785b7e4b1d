//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A vertical position: top, bottom, centre Y or a baseline.
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension measuring the distance from this anchor to `otherAnchor` (`other − self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: nil, attribute: .height,
                          span: _UIAnchorSpan(from: _item, fromAttribute: _attribute, to: otherAnchor._item, toAttribute: otherAnchor._attribute))
    }
    /// `self == anchor + multiplier × system spacing` (8 pt between siblings).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, _UILayoutEngine.systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing` (8 pt between siblings).
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, _UILayoutEngine.systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing` (8 pt between siblings).
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, _UILayoutEngine.systemSpacing * multiplier)
    }
}
