//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A view a collection view shows for a supplementary element (a header, a footer, a badge) or a
/// decoration, and the base of `UICollectionViewCell`. Views scrolled away go to a reuse queue
/// and come back for other elements (`prepareForReuse()` first).
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// A view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an Interface Builder archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes a view of a registered class (the collection view dequeueing one): runs
    /// `init(frame:)` on that class. (Swift without the Objective-C runtime can make an object
    /// from a class value only through a `required` initialiser; this one reaches a subclass's
    /// `init(frame:)` override.) Not for app code.
    public required convenience init(_collectionRegisteredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before a view is reused for another element: reset its state. The base does nothing.
    open func prepareForReuse() {}

    /// Applies layout attributes (frame, alpha, transform, z order are already applied by the
    /// collection view); subclasses of layouts with custom attributes read theirs here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the view moves from one layout's attributes to another's; the base does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Called after the view moved to another layout; the base does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like (self-sizing): `layoutAttributes` with the size the
    /// view's Auto Layout constraints (or `sizeThatFits`) give, keeping the width of a vertical
    /// layout's element. Called when the layout uses estimated sizes.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let a = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        let fit = _fittingSize(for: a.size)
        if fit.width.isFinite, fit.height.isFinite, fit.width >= 0, fit.height >= 0 { a.size = fit }
        return a
    }

    /// The size the content asks for at the attributes' width (vertical) or height (horizontal).
    func _fittingSize(for estimate: CGSize) -> CGSize {
        bounds.size = estimate
        layoutIfNeeded()
        return systemLayoutSizeFitting(CGSize(width: estimate.width, height: 0),
                                       withHorizontalFittingPriority: .required,
                                       verticalFittingPriority: .fittingSizeLevel)
    }

    /// Whether the collection view should ask for preferred attributes (set per display by the
    /// collection view from its layout).
    var _wantsPreferredAttributes = false
    /// The attributes the view was last placed with.
    var _attributes: UICollectionViewLayoutAttributes?
}
