//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The geometry of a collection view: where every cell, supplementary view and decoration view
/// goes. Subclass it (or use `UICollectionViewFlowLayout` or
/// `UICollectionViewCompositionalLayout`) and override `prepare()`,
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)` and the per-element queries.
///
/// The collection view calls `prepare()` when the layout is invalid (first layout,
/// `invalidateLayout()`, a data reload or batch update, or a bounds change the layout asks for
/// in `shouldInvalidateLayout(forBoundsChange:)`), then reads the content size, then asks
/// `layoutAttributesForElements(in:)` for the visible area at every layout pass.
@preconcurrency @MainActor open class UICollectionViewLayout {
    /// Makes a layout; it is used once given to a collection view.
    public init() {}

    /// Makes a layout from an Interface Builder archive (no keys are read yet).
    public required init?(coder: NSCoder) {}

    /// The collection view using the layout (set when the layout is given to one).
    open internal(set) weak var collectionView: UICollectionView?

    /// True until `prepare()` ran after the last invalidation (the collection view's state).
    var _isInvalid = true
    /// The context of the invalidation `prepare()` will follow (merged until then).
    var _pendingContext: UICollectionViewLayoutInvalidationContext?
    /// Classes registered for decoration views, by kind.
    var _decorationClasses: [String: UICollectionReusableView.Type] = [:]

    // MARK: Subclass API

    /// The attributes class the layout makes (`UICollectionViewLayoutAttributes` by default).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The invalidation context class (`UICollectionViewLayoutInvalidationContext` by default).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout; called before the collection view asks for attributes after every
    /// invalidation. The base does nothing.
    open func prepare() {}

    /// The size of the whole content (the scroll view's `contentSize`); `.zero` by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of a supplementary view; nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of a decoration view; nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the item moving interactively, at `position` (a copy of the item's
    /// attributes centred there, drawn above the others).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let a = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes) ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.center = position
        a.zIndex = Int.max / 2
        return a
    }
    /// The index path an item dragged to `position` would move to (the item there), nil when none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    // MARK: Invalidation

    /// Whether a bounds change (scrolling, resizing) invalidates the layout; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// The context for a bounds change the layout asked to be invalidated for.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        _makeContext()
    }
    /// Whether a cell's preferred attributes (self-sizing) invalidate the layout; false by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// The context for a cell's preferred attributes: the item invalidated.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let c = _makeContext()
        switch originalAttributes.representedElementCategory {
        case .cell: c.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView: c.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView: c.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return c
    }
    /// The context for an interactive movement step.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let c = _makeContext()
        c.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        c.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        c.interactiveMovementTarget = targetPosition
        return c
    }
    /// The context for the end (or cancellation) of an interactive movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                      previousIndexPaths: [IndexPath],
                                                                      movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let c = _makeContext()
        c.targetIndexPathsForInteractivelyMovingItems = indexPaths
        c.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        return c
    }

    /// Invalidates the whole layout: `prepare()` runs before the next layout pass.
    open func invalidateLayout() {
        let c = _makeContext()
        c._everything = true
        invalidateLayout(with: c)
    }

    /// Invalidates what `context` names; `prepare()` runs before the next layout pass. Subclasses
    /// override to drop what they cached for it (calling super).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        _isInvalid = true
        if let p = _pendingContext, p !== context {
            p._everything = p._everything || context._everything
            p._dataSourceCounts = p._dataSourceCounts || context._dataSourceCounts
            p._items += context._items
        } else {
            _pendingContext = context
        }
        collectionView?._layoutDidInvalidate(context)
    }

    func _makeContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    // MARK: Scrolling

    /// Where scrolling should stop for a proposed offset (after a fling); the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// The content offset to keep after a layout change (an update or a new layout); the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Updates and transitions

    /// Called before a batch update's animations with its changes; the base does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called after a batch update's animations were set up; the base does nothing.
    open func finalizeCollectionViewUpdates() {}
    /// Called before an animated bounds change; the base does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Called after an animated bounds change; the base does nothing.
    open func finalizeAnimatedBoundsChange() {}
    /// Called on the old layout before an animated change to `newLayout`; the base does nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// Called on the new layout before an animated change from `oldLayout`; the base does nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// Called when a layout transition is over; the base does nothing.
    open func finalizeLayoutTransition() {}

    /// Where an inserted item starts its appearance: its final attributes, transparent, by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _faded(layoutAttributesForItem(at: itemIndexPath))
    }
    /// Where a deleted item ends its disappearance: its last attributes, transparent, by default
    /// (the collection view supplies them when the layout no longer knows the item).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an inserted supplementary view starts: its final attributes, transparent.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _faded(layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }
    /// Where a removed supplementary view ends; nil (fade out in place) by default.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an inserted decoration view starts: its final attributes, transparent.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _faded(layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath))
    }
    /// Where a removed decoration view ends; nil (fade out in place) by default.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Supplementary views of `elementKind` a batch update deletes; none by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Supplementary views of `elementKind` a batch update inserts; none by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views of `elementKind` a batch update deletes; none by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views of `elementKind` a batch update inserts; none by default.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    private func _faded(_ a: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let c = a?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        c.alpha = 0
        return c
    }

    // MARK: Decoration views and direction

    /// Registers the view class shown for decoration views of `elementKind` (nil unregisters).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { _decorationClasses[elementKind] = nil; return }
        guard let t = viewClass as? UICollectionReusableView.Type else {
            return UIKitLog.error("UICollectionViewLayout.register(_:forDecorationViewOfKind:): \(viewClass) is not a UICollectionReusableView; ignored", category: "UICollectionView")
        }
        _decorationClasses[elementKind] = t
    }

    /// The direction the layout was written for (left to right by default).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the layout mirrors in a right-to-left interface (false by default).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Whether the layout sizes `attributes`' element from its view (estimated sizes): the
    /// collection view then asks the view for its preferred attributes. False by default;
    /// layouts with estimated sizes override.
    func _wantsPreferredAttributes(for attributes: UICollectionViewLayoutAttributes) -> Bool { false }
}
