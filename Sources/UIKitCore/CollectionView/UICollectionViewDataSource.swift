//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a collection view shows: its sections, items and supplementary views. The two
/// `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)` methods
/// are required; the others have iOS's defaults.
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section` (required).
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for a visible item (required): dequeue one with
    /// `dequeueReusableCell(withReuseIdentifier:for:)` or a cell registration.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The view for a supplementary element the layout places (a header, a footer): dequeue one
    /// with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Not implemented:
    /// the element shows nothing (iOS raises; logged here).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item can be moved interactively; true by default when
    /// `collectionView(_:moveItemAt:to:)` is implemented (false here otherwise).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item interactively; the collection view has already moved it. Update the model.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Index titles shown along the trailing edge (tvOS/iOS 14); nil by default.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item an index title leads to.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Not implemented: the collection view logs iOS's exception and shows an empty view.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView._defaultAnswered = true
        return UICollectionReusableView()
    }
    /// True when `collectionView(_:moveItemAt:to:)` is implemented.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionView._defaultAnswered = true
        return false
    }
    /// Does nothing (not implemented: items can't move).
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView._defaultAnswered = true
    }
    /// No index titles.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }
}

/// Told ahead of time which items are about to show, so their data can load
/// (`isPrefetchingEnabled`).
@preconcurrency @MainActor public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will probably show soon: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer expected soon: cancel their loading. Does nothing by default.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
