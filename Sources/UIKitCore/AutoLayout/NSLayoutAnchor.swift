//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One attribute of a view or layout guide, from which constraints are made with type-checked
/// partners: an x-axis anchor relates only to x-axis anchors, a dimension only to dimensions.
///
/// Every `constraint(…)` method returns an **inactive** constraint; activate it (or pass a batch
/// to `NSLayoutConstraint.activate(_:)`).
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var _item: AnyObject?
    let _attribute: NSLayoutConstraint.Attribute
    /// Set for `anchorWithOffset(to:)` dimensions.
    let _span: _UIAnchorSpan?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, span: _UIAnchorSpan? = nil) {
        _item = item
        _attribute = attribute
        _span = span
        super.init()
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { _item }
    /// `UIView:0x….leading`, as in constraint logs.
    open var name: String { NSLayoutConstraint._side(_item, _attribute, _span) }

    /// An inactive constraint `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { _make(.equal, anchor, 0) }
    /// An inactive constraint `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { _make(.greaterThanOrEqual, anchor, 0) }
    /// An inactive constraint `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { _make(.lessThanOrEqual, anchor, 0) }
    /// An inactive constraint `self == anchor + c` (`c` in points).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { _make(.equal, anchor, c) }
    /// An inactive constraint `self >= anchor + c` (`c` in points).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { _make(.greaterThanOrEqual, anchor, c) }
    /// An inactive constraint `self <= anchor + c` (`c` in points).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { _make(.lessThanOrEqual, anchor, c) }

    /// Whether the item's value along this anchor's axis is not fixed by its constraints.
    open var hasAmbiguousLayout: Bool { _UILayoutEngine.anchorIsAmbiguous(self) }
    /// The active constraints that reference this anchor's item along this anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] { _UILayoutEngine.constraintsAffecting(_item, axis: _axis) }

    var _axis: NSLayoutConstraint.Axis {
        (_attribute._isHorizontalLocation || _attribute == .width) ? .horizontal : .vertical
    }

    func _make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>, _ c: CGFloat,
               multiplier m: CGFloat = 1) -> NSLayoutConstraint {
        NSLayoutConstraint(first: _item, _attribute, relation, second: other._item, other._attribute,
                           multiplier: m, constant: c, firstOffset: _span, secondOffset: other._span)
    }
}
