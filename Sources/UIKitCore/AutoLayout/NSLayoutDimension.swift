//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A width or height (or a distance made with `anchorWithOffset(to:)`).
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// An inactive constraint fixing this dimension: `self == c` (points).
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.equal, c) }
    /// An inactive constraint `self >= c` (points).
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.greaterThanOrEqual, c) }
    /// An inactive constraint `self <= c` (points).
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.lessThanOrEqual, c) }
    /// An inactive constraint `self == anchor × m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { _make(.equal, anchor, 0, multiplier: m) }
    /// An inactive constraint `self >= anchor × m`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { _make(.greaterThanOrEqual, anchor, 0, multiplier: m) }
    /// An inactive constraint `self <= anchor × m`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { _make(.lessThanOrEqual, anchor, 0, multiplier: m) }
    /// An inactive constraint `self == anchor × m + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { _make(.equal, anchor, c, multiplier: m) }
    /// An inactive constraint `self >= anchor × m + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { _make(.greaterThanOrEqual, anchor, c, multiplier: m) }
    /// An inactive constraint `self <= anchor × m + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { _make(.lessThanOrEqual, anchor, c, multiplier: m) }

    func _constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: _item, _attribute, relation, second: nil, .notAnAttribute,
                           multiplier: 1, constant: c, firstOffset: _span)
    }
}
