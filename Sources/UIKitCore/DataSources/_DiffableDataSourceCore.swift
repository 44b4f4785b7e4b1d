//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What the table and collection diffable data sources share: the current snapshot, the
/// questions asked of it (identifier at an index path and back), following a user's move, and
/// the apply flow (store without a view, reload a view not yet loaded, else diff and hand the
/// difference to the view's batch update).
@MainActor final class _DiffableDataSourceCore<S: Hashable & Sendable, I: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<S, I>

    /// The snapshot on screen (its reload/reconfigure marks cleared once applied).
    var snapshot = Snapshot()

    /// A copy of the current snapshot, without marks.
    func currentSnapshot() -> Snapshot {
        var s = snapshot
        s._clearMarks()
        return s
    }

    /// The identifier at `indexPath`, or nil when out of range.
    func itemIdentifier(for indexPath: IndexPath) -> I? {
        snapshot._itemIdentifier(section: indexPath.section, row: indexPath.item)
    }

    /// The index path of `item`, or nil.
    func indexPath(for item: I) -> IndexPath? {
        snapshot._indexPath(of: item).map { IndexPath(item: $0.row, section: $0.section) }
    }

    /// The section identifier at `index`, or nil when out of range.
    func sectionIdentifier(for index: Int) -> S? {
        index >= 0 && index < snapshot.numberOfSections ? snapshot._sections[index] : nil
    }

    /// The index of a section, or nil.
    func index(for section: S) -> Int? { snapshot.indexOfSection(section) }

    /// The number of items in the section at `section` (0 when out of range).
    func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < snapshot.numberOfSections ? snapshot._items[section].count : 0
    }

    /// The snapshot once the item at `source` is moved to `destination` (as a table or
    /// collection view reports a user's reorder); nil when `source` is out of range.
    func snapshotMovingItem(at source: IndexPath, to destination: IndexPath) -> Snapshot? {
        guard let item = itemIdentifier(for: source) else { return nil }
        var s = currentSnapshot()
        s.deleteItems([item])
        guard let section = sectionIdentifier(for: destination.section) else { return nil }
        let items = s.itemIdentifiers(inSection: section)
        if destination.item >= 0 && destination.item < items.count {
            s.insertItems([item], beforeItem: items[destination.item])
        } else {
            s.appendItems([item], toSection: section)
        }
        return s
    }

    /// Makes a view show `new`:
    /// - no view: the snapshot is stored;
    /// - a view that has not loaded its data yet: stored, then `reload`;
    /// - else the difference from the current snapshot goes to `batch`, which must run the view's
    ///   batch update, call `commit` first inside it (the data source then answers with `new`),
    ///   play the difference, and call its last argument when the update has finished.
    /// `completion` runs once, when the view has caught up.
    func apply(_ new: Snapshot, hasView: Bool, isLoaded: Bool, reload: () -> Void,
               batch: (_SnapshotDifference, _ commit: @escaping () -> Void, _ done: @escaping () -> Void) -> Void,
               completion: (() -> Void)?) {
        guard hasView, isLoaded else {
            snapshot = new
            snapshot._clearMarks()
            if hasView { reload() }
            completion?()
            return
        }
        let diff = _SnapshotDifference._difference(from: snapshot, to: new)
        guard !diff.isEmpty else {
            snapshot = new
            snapshot._clearMarks()
            completion?()
            return
        }
        var committed = new
        committed._clearMarks()
        batch(diff, { [weak self] in self?.snapshot = committed }, { completion?() })
        // Whatever the view did, the data source now answers with the new snapshot.
        snapshot = committed
    }

    /// Shows `new` through `reload` (no diff, no animation), then calls `completion`.
    func applyUsingReloadData(_ new: Snapshot, reload: () -> Void, completion: (() -> Void)?) {
        snapshot = new
        snapshot._clearMarks()
        reload()
        completion?()
    }
}
