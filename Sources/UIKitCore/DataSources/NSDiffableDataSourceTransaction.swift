//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a reorder did to a diffable data source (iOS 14): the snapshots before and after, the
/// change to the whole list of items, and one section transaction per section whose items
/// changed. The collection data source's `reorderingHandlers` receive it.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial snapshot's items to the final one's (all sections, in order).
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The transactions of the sections whose items changed, in the final snapshot's order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction from `initial` to `final`, with the hierarchical section snapshots
    /// the data source keeps (sections without one read as flat lists).
    init(initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         sectionSnapshots: (_ final: Bool, SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        var sections: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in final.sectionIdentifiers {
            let before = initial.indexOfSection(section) == nil ? [] : initial._items[initial.indexOfSection(section)!]
            let after = final._items[final.indexOfSection(section)!]
            guard before != after else { continue }
            sections.append(NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: sectionSnapshots(false, section),
                finalSnapshot: sectionSnapshots(true, section),
                difference: after.difference(from: before).inferringMoves()))
        }
        sectionTransactions = sections
    }
}
