//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What to recompute when a collection-view layout is invalidated: everything, the data
/// source's counts, or given items, supplementary and decoration views; plus adjustments to the
/// content offset and size. Layouts subclass it to carry their own flags.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext {
    /// A context that invalidates nothing in particular (`invalidateLayout(with:)` with it still
    /// runs `prepare()` again).
    public required init() {}

    var _everything = false
    var _dataSourceCounts = false
    var _items: [IndexPath] = []
    var _supplementary: [String: [IndexPath]] = [:]
    var _decoration: [String: [IndexPath]] = [:]

    /// Whether the whole layout is invalid (`invalidateLayout()` and a data reload).
    open var invalidateEverything: Bool { _everything }
    /// Whether the sections' and items' counts changed (`reloadData`, batch updates).
    open var invalidateDataSourceCounts: Bool { _dataSourceCounts || _everything }
    /// A change to the content offset to apply with the invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// A change to the content size to apply with the invalidation.
    open var contentSizeAdjustment: CGSize = .zero

    /// The items invalidated with `invalidateItems(at:)`, nil when none.
    open var invalidatedItemIndexPaths: [IndexPath]? { _items.isEmpty ? nil : _items }
    /// The supplementary views invalidated, by kind, nil when none.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { _supplementary.isEmpty ? nil : _supplementary }
    /// The decoration views invalidated, by kind, nil when none.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { _decoration.isEmpty ? nil : _decoration }

    /// Marks items as invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) { _items += indexPaths }
    /// Marks supplementary views of `elementKind` as invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        _supplementary[elementKind, default: []] += indexPaths
    }
    /// Marks decoration views of `elementKind` as invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        _decoration[elementKind, default: []] += indexPaths
    }

    /// The items of an interactive movement before the move (nil outside one).
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The items of an interactive movement at their target (nil outside one).
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving item is being dragged (in content coordinates).
    open var interactiveMovementTarget: CGPoint = .zero
}
