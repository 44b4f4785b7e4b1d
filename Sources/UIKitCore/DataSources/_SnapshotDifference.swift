//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The changes that turn one snapshot into another, in the index semantics of a table or
/// collection view batch update, so a diffable data source can pass them straight to
/// `performBatchUpdates`:
///
/// - deletes and reloads use indexes **before** the update, inserts and reconfigures indexes
///   **after** it; deletes are processed before inserts;
/// - a move goes from its index before to its index after;
/// - items not listed keep their relative order: an item that stays in its section and keeps its
///   order relative to its neighbours is not moved (per section, the longest increasing
///   subsequence of old rows stays);
/// - items in deleted, inserted or reloaded sections are not listed separately (the section
///   carries them), and a section or item that is both reloaded and moved becomes a delete plus
///   an insert (a batch can't reload and move the same index).
///
/// Computing it is O(n log n) for n items.
package struct _SnapshotDifference: Sendable {
    package var deletedSections: [Int] = []
    package var insertedSections: [Int] = []
    package var movedSections: [(from: Int, to: Int)] = []
    /// Sections to reload, indexes before.
    package var reloadedSections: [Int] = []
    package var deletedItems: [IndexPath] = []
    package var insertedItems: [IndexPath] = []
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Items to reload (a new cell), index paths before.
    package var reloadedItems: [IndexPath] = []
    /// Items to reconfigure (the same cell configured again), index paths after.
    package var reconfiguredItems: [IndexPath] = []

    package init() {}

    /// True when applying the difference changes nothing.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty
            && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// The batch update that turns `old` into `new`. The reload and reconfigure marks are read
    /// from `new` (the snapshot being applied).
    package static func _difference<S, I>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
    ) -> _SnapshotDifference {
        var d = _SnapshotDifference()
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers

        // Sections: deleted, inserted, and the common ones in old order with their new index.
        var commonOld: [Int] = [], commonNew: [Int] = []
        for (i, id) in oldSections.enumerated() {
            if let j = new.indexOfSection(id) {
                commonOld.append(i)
                commonNew.append(j)
            } else {
                d.deletedSections.append(i)
            }
        }
        for (j, id) in newSections.enumerated() where old.indexOfSection(id) == nil {
            d.insertedSections.append(j)
        }
        let reloadedSectionIDs = Set(new.reloadedSectionIdentifiers)
        let staysInPlace = _longestIncreasingMembers(commonNew)
        // liveOld[i]/liveNew[j]: the section exists on both sides and its items are diffed.
        var liveOld = [Bool](repeating: false, count: oldSections.count)
        var liveNew = [Bool](repeating: false, count: newSections.count)
        for k in commonOld.indices {
            let i = commonOld[k], j = commonNew[k]
            let reloaded = reloadedSectionIDs.contains(oldSections[i])
            switch (staysInPlace[k], reloaded) {
            case (true, true): d.reloadedSections.append(i)
            case (false, true):
                d.deletedSections.append(i)
                d.insertedSections.append(j)
            case (true, false):
                liveOld[i] = true
                liveNew[j] = true
            case (false, false):
                d.movedSections.append((from: i, to: j))
                liveOld[i] = true
                liveNew[j] = true
            }
        }
        d.deletedSections.sort()
        d.insertedSections.sort()

        // Items.
        let reloadedItemIDs = Set(new.reloadedItemIdentifiers)
        var movedOrReplaced = Set<I>()
        // (Index loops, not `enumerated()`: this code runs unspecialised for the app's identifier
        // types, where each step of an enumerated sequence instantiates generic metadata.)
        // The item lookups are written out here, with the tables in locals, rather than through
        // `_indexPath(of:)`: a call per item costs a generic-metadata lookup per item.
        let oldLocation = old._location, oldSectionIndex = old._sectionIndex
        let newLocation = new._location, newSectionIndex = new._sectionIndex
        for j in newSections.indices where liveNew[j] {
            let items = new._itemIdentifiers(inSectionAt: j)
            let sameSection = old.indexOfSection(newSections[j]) ?? -1
            // Items that stay in this section, in new order, with their old rows.
            var stayers: [(row: Int, oldRow: Int)] = []
            stayers.reserveCapacity(items.count)
            for r in items.indices {
                let item = items[r]
                guard let l = oldLocation[item], let os = oldSectionIndex[l.section], liveOld[os] else {
                    d.insertedItems.append(IndexPath(row: r, section: j))
                    continue
                }
                if os == sameSection {
                    stayers.append((r, l.row))
                } else {
                    d._move(from: IndexPath(row: l.row, section: os), to: IndexPath(row: r, section: j),
                            reloaded: reloadedItemIDs.contains(item))
                    movedOrReplaced.insert(item)
                }
            }
            let keep = _longestIncreasingMembers(stayers.map(\.oldRow))
            guard let os = old.indexOfSection(newSections[j]) else { continue }
            for k in stayers.indices where !keep[k] {
                let s = stayers[k], item = items[s.row]
                d._move(from: IndexPath(row: s.oldRow, section: os), to: IndexPath(row: s.row, section: j),
                        reloaded: reloadedItemIDs.contains(item))
                movedOrReplaced.insert(item)
            }
        }
        for i in oldSections.indices where liveOld[i] {
            let items = old._itemIdentifiers(inSectionAt: i)
            for r in items.indices {
                if let l = newLocation[items[r]], let ns = newSectionIndex[l.section], liveNew[ns] { continue }
                d.deletedItems.append(IndexPath(row: r, section: i))
            }
        }
        // Reloads (before) of items that stay put; reconfigures (after) of items that survive.
        for item in new.reloadedItemIdentifiers where !movedOrReplaced.contains(item) {
            if let o = old._indexPath(of: item), liveOld[o.section],
               let n = new._indexPath(of: item), liveNew[n.section] {
                d.reloadedItems.append(IndexPath(row: o.row, section: o.section))
            }
        }
        for item in new.reconfiguredItemIdentifiers where !reloadedItemIDs.contains(item) {
            if let o = old._indexPath(of: item), liveOld[o.section],
               let n = new._indexPath(of: item), liveNew[n.section] {
                d.reconfiguredItems.append(IndexPath(row: n.row, section: n.section))
            }
        }
        d.deletedItems.sort()
        d.insertedItems.sort()
        d.reloadedItems.sort()
        d.reconfiguredItems.sort()
        return d
    }

    /// A move, or for a reloaded item a delete plus an insert.
    private mutating func _move(from: IndexPath, to: IndexPath, reloaded: Bool) {
        if reloaded {
            deletedItems.append(from)
            insertedItems.append(to)
        } else {
            movedItems.append((from: from, to: to))
        }
    }

    /// For distinct values, marks the members of one longest strictly increasing subsequence
    /// (patience sorting, O(n log n)).
    package static func _longestIncreasingMembers(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []  // tails[k]: index of the smallest tail of an increasing run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for i in values.indices {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < values[i] { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var member = [Bool](repeating: false, count: values.count)
        var k = tails.last ?? -1
        while k >= 0 {
            member[k] = true
            k = previous[k]
        }
        return member
    }
}
