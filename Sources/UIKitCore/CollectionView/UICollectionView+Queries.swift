//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What is on screen and where: visible cells and supplementary views, index paths at points,
/// attributes, and scrolling to an item.
extension UICollectionView {
    /// The cells on screen (in no particular order, as on iOS).
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return Array(_visibleCells.values)
    }

    /// The index paths of the items on screen.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return Array(_visibleCells.keys)
    }

    /// The cell of the item at `indexPath` when it is on screen, else nil.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return _visibleCells[indexPath]
    }

    /// The index path of a cell on screen, nil for any other cell.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        _visible.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The index path of a supplementary view on screen (iOS 15), nil otherwise.
    public func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        _visible.first { $0.key.category == .supplementaryView && $0.value === supplementaryView }?.key.indexPath
    }

    /// The item at `point` (content coordinates), nil when none. Asks the layout for the
    /// elements at the point only.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        _prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (_layout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && _isValidItem($0.indexPath) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes of the item at `indexPath` (nil when out of range).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _prepareLayoutIfNeeded()
        guard _isValidItem(indexPath) else { return nil }
        return _layout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary element.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _prepareLayoutIfNeeded()
        return _layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath` when it is on screen, else nil.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return _visible[_UICollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return _visible.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return _visible.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath)
    }

    /// Scrolls so the item sits at `scrollPosition` (a vertical and a horizontal part; none of
    /// one: no scrolling on that axis), within the content's bounds. Out-of-range paths are logged.
    func _scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _prepareLayoutIfNeeded()
        guard _isValidItem(indexPath), let a = _layout.layoutAttributesForItem(at: indexPath) else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'attempt to scroll to invalid index path: \(indexPath)'; ignored", category: "UICollectionView")
        }
        let f = a.frame
        let inset = adjustedContentInset
        let visW = bounds.width - inset.left - inset.right, visH = bounds.height - inset.top - inset.bottom
        var o = contentOffset
        if scrollPosition.contains(.top) { o.y = f.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { o.y = f.midY - inset.top - visH / 2 }
        else if scrollPosition.contains(.bottom) { o.y = f.maxY - inset.top - visH }
        if scrollPosition.contains(.left) { o.x = f.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { o.x = f.midX - inset.left - visW / 2 }
        else if scrollPosition.contains(.right) { o.x = f.maxX - inset.left - visW }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        o.x = min(max(o.x, -inset.left), maxX)
        o.y = min(max(o.y, -inset.top), maxY)
        setContentOffset(o, animated: animated)
    }
}
