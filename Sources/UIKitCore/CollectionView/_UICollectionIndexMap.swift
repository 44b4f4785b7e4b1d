//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Where every item and section of a batch update goes: checks the data source's new counts
/// against the changes (iOS's "Invalid update" rules) and maps index paths before the update to
/// index paths after it. Costs O(changes log changes) to build and O(log changes) per lookup
/// (plus the inserts before an item), so a 100,000-item update maps the visible items quickly.
@MainActor struct _UICollectionIndexMap {
    private let sectionMap: [Int?]             // old section → new section
    private let insertedSections: Set<Int>     // new indexes
    private let reloadedSections: Set<Int>     // old indexes
    private var deleted: [Int: Set<Int>] = [:] // old section → deleted items
    private var removedSorted: [Int: [Int]] = [:]   // old section → deleted or moved-away items, sorted
    private var occupiedSorted: [Int: [Int]] = [:]  // new section → inserted or moved-in items, sorted
    private var movedFrom: [IndexPath: IndexPath] = [:]
    private var inserted: Set<IndexPath> = []
    private var reloaded: Set<IndexPath> = []
    /// New section → old section (sections that came from before the update).
    private var oldSectionOf: [Int: Int] = [:]
    /// Where the reloaded items are after the update.
    private var reloadedAfter: Set<IndexPath> = []
    /// The changes as a layout sees them.
    let updateItems: [UICollectionViewUpdateItem]

    /// Nil (logged with iOS's message) when the new counts don't match the changes.
    init?(batch b: _UICollectionBatch, oldCounts old: [Int], newCounts new: [Int]) {
        let log = { (m: String) in UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(m)'; the collection view reloads its data instead", category: "UICollectionView") }
        // Index checks.
        for s in b.deletedSections.union(b.reloadedSections) where s >= old.count {
            log("attempt to delete section \(s), but there are only \(old.count) sections before the update"); return nil
        }
        for s in b.insertedSections where s >= new.count {
            log("attempt to insert section \(s) but there are only \(new.count) sections after the update"); return nil
        }
        let expectedSections = old.count - b.deletedSections.count + b.insertedSections.count
        guard new.count == expectedSections else {
            log("Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(new.count)) must be equal to the number of sections contained in the collection view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(b.insertedSections.count) inserted, \(b.deletedSections.count) deleted).")
            return nil
        }
        // Sections.
        var smap = [Int?](repeating: nil, count: old.count)
        var sectionTaken = Set(b.insertedSections)
        var movedSectionFrom: [Int: Int] = [:]
        for (f, t) in b.movedSections {
            guard f < old.count, t < new.count else { log("attempt to move section \(f) to \(t), out of range"); return nil }
            movedSectionFrom[f] = t
            sectionTaken.insert(t)
        }
        let takenSorted = sectionTaken.sorted()
        var k = 0
        for s in 0..<old.count {
            if b.deletedSections.contains(s) { continue }
            if let t = movedSectionFrom[s] { smap[s] = t; continue }
            smap[s] = Self.slot(k, skipping: takenSorted)
            k += 1
        }
        sectionMap = smap
        for (s, t) in smap.enumerated() { if let t { oldSectionOf[t] = s } }
        insertedSections = Set(b.insertedSections)
        reloadedSections = Set(b.reloadedSections)
        // Items.
        for p in b.deletedItems {
            guard p.count == 2, p.section < old.count, p.item >= 0, p.item < old[p.section] else {
                log("attempt to delete item \(p.count == 2 ? p.item : -1) from section \(p.count == 2 ? p.section : -1) which only contains \(p.count == 2 && p.section < old.count ? old[p.section] : 0) items before the update"); return nil
            }
            deleted[p.section, default: []].insert(p.item)
        }
        for p in b.insertedItems {
            guard p.count == 2, p.section < new.count, p.item >= 0, p.item < new[p.section] else {
                log("attempt to insert item \(p.count == 2 ? p.item : -1) into section \(p.count == 2 ? p.section : -1), but there are only \(p.count == 2 && p.section < new.count ? new[p.section] : 0) items in section \(p.count == 2 ? p.section : -1) after the update"); return nil
            }
            inserted.insert(p)
        }
        var removed: [Int: [Int]] = [:]
        var occupied: [Int: [Int]] = [:]
        for (s, items) in deleted { removed[s, default: []] += items }
        for p in inserted { occupied[p.section, default: []].append(p.item) }
        var movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        for (f, t) in b.movedItems {
            guard f.count == 2, t.count == 2, f.section < old.count, f.item < old[f.section], t.section < new.count, t.item < new[t.section] else {
                log("attempt to move item \(f) to \(t), out of range"); return nil
            }
            movedFrom[f] = t
            removed[f.section, default: []].append(f.item)
            occupied[t.section, default: []].append(t.item)
            if smap[f.section] != t.section { movedOut[f.section, default: 0] += 1; movedIn[t.section, default: 0] += 1 }
        }
        for p in b.reloadedItems where p.count == 2 && p.section < old.count && p.item < old[p.section] { reloaded.insert(p) }
        removedSorted = removed.mapValues { $0.sorted() }
        occupiedSorted = occupied.mapValues { $0.sorted() }
        // Counts per surviving section.
        for s in 0..<old.count {
            guard let t = smap[s], !b.reloadedSections.contains(s) else { continue }
            let ins = occupied[t]?.count ?? 0
            let del = removed[s]?.count ?? 0
            let expected = old[s] - del + ins
            if new[t] != expected {
                let mi = movedIn[t] ?? 0, mo = movedOut[s] ?? 0
                log("Invalid update: invalid number of items in section \(t). The number of items contained in an existing section after the update (\(new[t])) must be equal to the number of items contained in that section before the update (\(old[s])), plus or minus the number of items inserted or deleted from that section (\(ins - mi) inserted, \(del - mo) deleted) and plus or minus the number of items moved into or out of that section (\(mi) moved in, \(mo) moved out).")
                return nil
            }
        }
        var items: [UICollectionViewUpdateItem] = []
        for s in b.deletedSections.sorted() { items.append(UICollectionViewUpdateItem(before: ._section(s), after: nil, action: .delete)) }
        for p in b.deletedItems.sorted() { items.append(UICollectionViewUpdateItem(before: p, after: nil, action: .delete)) }
        for s in b.reloadedSections.sorted() { items.append(UICollectionViewUpdateItem(before: ._section(s), after: smap[s].map { ._section($0) }, action: .reload)) }
        for p in b.reloadedItems.sorted() { items.append(UICollectionViewUpdateItem(before: p, after: p, action: .reload)) }
        for (f, t) in b.movedSections { items.append(UICollectionViewUpdateItem(before: ._section(f), after: ._section(t), action: .move)) }
        for (f, t) in b.movedItems { items.append(UICollectionViewUpdateItem(before: f, after: t, action: .move)) }
        for s in b.insertedSections.sorted() { items.append(UICollectionViewUpdateItem(before: nil, after: ._section(s), action: .insert)) }
        for p in b.insertedItems.sorted() { items.append(UICollectionViewUpdateItem(before: nil, after: p, action: .insert)) }
        updateItems = items
        reloadedAfter = Set(reloaded.compactMap { newPath(for: $0) })
    }

    /// The `k`-th index (0-based) not in `taken` (sorted, distinct), in O(log² taken): the
    /// smallest t with at most t taken indexes at or below k + t.
    private static func slot(_ k: Int, skipping taken: [Int]) -> Int {
        guard let first = taken.first, first <= k else { return k }
        var lo = 0, hi = taken.count
        while lo < hi {
            let t = (lo + hi) / 2
            if countBelow(k + t + 1, in: taken) <= t { hi = t } else { lo = t + 1 }
        }
        return k + lo
    }

    /// The new section of old section `s` (nil: deleted).
    func newSection(for s: Int) -> Int? { s >= 0 && s < sectionMap.count ? sectionMap[s] : nil }

    /// The index path after the update of the item at `p` before it (nil: deleted).
    func newPath(for p: IndexPath) -> IndexPath? {
        guard p.count == 2, let t = newSection(for: p.section) else { return nil }
        if deleted[p.section]?.contains(p.item) == true { return nil }
        if let to = movedFrom[p] { return to }
        let removedBefore = removedSorted[p.section].map { Self.countBelow(p.item, in: $0) } ?? 0
        let k = p.item - removedBefore
        return IndexPath(item: Self.slot(k, skipping: occupiedSorted[t] ?? []), section: t)
    }

    /// Whether the item at `p` (before the update) is reloaded (itself or its section).
    func isReloaded(_ p: IndexPath) -> Bool { reloaded.contains(p) || reloadedSections.contains(p.section) }

    /// Whether the item at `p` (after the update) is new: inserted, in an inserted or reloaded
    /// section, or reloaded.
    func isInserted(_ p: IndexPath) -> Bool {
        if inserted.contains(p) || insertedSections.contains(p.section) { return true }
        if let s = oldSectionOf[p.section], reloadedSections.contains(s) { return true }
        return reloadedAfter.contains(p)
    }

    /// Whether section `s` (after the update) is new.
    func isInsertedSection(_ s: Int) -> Bool { insertedSections.contains(s) }

    private static func countBelow(_ x: Int, in sorted: [Int]) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
