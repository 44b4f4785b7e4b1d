//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// When the flow layout lays out again: bounds changes (a new width, or any scroll while headers or
// footers are pinned), invalidation contexts, and the sizes self-sizing cells report.
extension UICollectionViewFlowLayout {
    /// `shouldInvalidateLayout(forBoundsChange:)`.
    func _shouldInvalidate(forBoundsChange newBounds: CGRect) -> Bool {
        guard collectionView != nil else { return false }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        return _fillChanges(newBounds)
    }

    /// Whether `newBounds` gives the lines another length than the one they were computed for
    /// (compared with the geometry, not the view: the collection view may already have the new
    /// bounds when it asks).
    func _fillChanges(_ newBounds: CGRect) -> Bool {
        guard let cv = collectionView, let computed = _computedFillExtent else { return true }
        let i = cv.adjustedContentInset
        let fill = max(0, _isVertical ? newBounds.width - i.left - i.right : newBounds.height - i.top - i.bottom)
        return fill != computed
    }

    /// Marks a bounds-change context: the lines are recomputed only when the width (the height,
    /// horizontally) changes; a scroll with pinned headers or footers only moves them.
    func _adjust(_ context: UICollectionViewLayoutInvalidationContext, forBoundsChange newBounds: CGRect) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            let resized = _fillChanges(newBounds)
            flow.invalidateFlowLayoutDelegateMetrics = resized
            flow.invalidateFlowLayoutAttributes = resized
        }
    }

    /// Records what the context invalidates; the next `prepare()` recomputes the lines unless only
    /// the visible area moved.
    func _note(_ context: UICollectionViewLayoutInvalidationContext) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            if flow.invalidateFlowLayoutDelegateMetrics || flow.invalidateFlowLayoutAttributes || flow.invalidateDataSourceCounts {
                _needsGeometry = true
            }
        } else {
            _needsGeometry = true
        }
        if context._dataSourceCounts { _measuredSizes.removeAll() }
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    func _shouldInvalidate(forPreferred preferredAttributes: UICollectionViewLayoutAttributes,
                           original originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell else { return false }
        let preferred = _cleanSize(preferredAttributes.size, "preferred size")
        let original = originalAttributes.size
        return abs(preferred.width - original.width) > 0.001 || abs(preferred.height - original.height) > 0.001
    }

    /// Stores the cell's measured size in a preferred-attributes context, invalidating its item.
    func _adjust(_ context: UICollectionViewLayoutInvalidationContext, preferred preferredAttributes: UICollectionViewLayoutAttributes,
                 original originalAttributes: UICollectionViewLayoutAttributes) {
        let ip = originalAttributes.indexPath
        if preferredAttributes.representedElementCategory == .cell {
            _measuredSizes[ip] = _cleanSize(preferredAttributes.size, "preferred size")
        }
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = true
        }
        _needsGeometry = true
    }
}
