//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension UICollectionViewDiffableDataSource {
    /// Closures for reordering by the user (iOS 14). Without `canReorderItem` no item moves.
    public struct ReorderingHandlers {
        /// Whether the user may pick up this item and move it.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called just before the data source's snapshot follows a reorder.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called once the data source's snapshot has followed a reorder: update your model here.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Handlers that allow no reordering.
        public init() {}
    }

    /// Closures for expanding and collapsing outline parents (iOS 14).
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether a parent may expand (nil: yes).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called just before a parent expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether a parent may collapse (nil: yes).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called just before a parent collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children a parent shows when it expands, given its current children (nil: the
        /// current ones): how an outline loads children lazily.
        public var snapshotForExpandingParentItem: ((Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
        /// Handlers that allow every expansion and collapse.
        public init() {}
    }
}
