//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A table data source driven by snapshots: apply a new `NSDiffableDataSourceSnapshot` and the
/// table animates from the current one to it (deletes, inserts and moves found by identity).
///
/// It makes itself the table's `dataSource` (weakly held, as every data source: keep a strong
/// reference). Subclass it and override `tableView(_:canEditRowAt:)` (false by default, as on
/// iOS) to allow editing.
@preconcurrency @MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// The closure that makes (usually dequeues) and configures the cell for an item at an index path;
    /// returning nil is a programming error (logged; a plain cell is shown).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    weak var _tableView: UITableView?
    let _cellProvider: CellProvider
    let _core = _DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

    /// The animation for inserted, deleted and reloaded rows (⚠ `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` whose cells come from `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        _tableView = tableView
        _cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { _core.currentSnapshot() }

    /// Makes the table show `snapshot`: the difference from the current one is applied as one
    /// batch update, animated when `animatingDifferences` (else without animation, as iOS 15+).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let table = _tableView
        let animation = animatingDifferences ? defaultRowAnimation : .none
        _core.apply(snapshot, hasView: table != nil, isLoaded: table?._hasLoaded ?? false, reload: { table?.reloadData() }, batch: { diff, commit, done in
            guard let table else { return }
            table.performBatchUpdates({
                commit()
                if !diff.deletedSections.isEmpty { table.deleteSections(IndexSet(diff.deletedSections), with: animation) }
                if !diff.insertedSections.isEmpty { table.insertSections(IndexSet(diff.insertedSections), with: animation) }
                if !diff.reloadedSections.isEmpty { table.reloadSections(IndexSet(diff.reloadedSections), with: animation) }
                for m in diff.movedSections { table.moveSection(m.from, toSection: m.to) }
                if !diff.deletedItems.isEmpty { table.deleteRows(at: diff.deletedItems, with: animation) }
                if !diff.insertedItems.isEmpty { table.insertRows(at: diff.insertedItems, with: animation) }
                if !diff.reloadedItems.isEmpty { table.reloadRows(at: diff.reloadedItems, with: animation) }
                for m in diff.movedItems { table.moveRow(at: m.from, to: m.to) }
            }, completion: { _ in done() })
            if !diff.reconfiguredItems.isEmpty { table.reconfigureRows(at: diff.reconfiguredItems) }
        }, completion: completion)
    }

    /// Shows `snapshot` by reloading the table, without diffing or animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        _core.applyUsingReloadData(snapshot, reload: { _tableView?.reloadData() }, completion: completion)
    }

    /// The identifier of the item at `indexPath` in the current snapshot (nil when out of range).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { _core.itemIdentifier(for: indexPath) }

    /// The index path of `itemIdentifier` in the current snapshot (nil when it is not there).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { _core.indexPath(for: itemIdentifier) }

    /// The identifier of the section at `index` in the current snapshot (nil when out of range).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { _core.sectionIdentifier(for: index) }

    /// The index of `sectionIdentifier` in the current snapshot (nil when it is not there).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _core.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { _core.snapshot.numberOfSections }

    /// The number of items in the snapshot's section at `section` (0 when out of range).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        _core.numberOfItems(inSection: section)
    }

    /// The cell the cell provider returns for the item at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let id = itemIdentifier(for: indexPath), let cell = _cellProvider(tableView, indexPath, id) { return cell }
        UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'UITableView dataSource returned a nil cell for row at index path: \(indexPath)'; a plain cell is shown", category: "UITableViewDiffableDataSource")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title unless overridden.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView._defaultAnswered = true
        return nil
    }
    /// No footer title unless overridden.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView._defaultAnswered = true
        return nil
    }
    /// False unless overridden, as on iOS.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// False unless overridden, as on iOS.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index unless overridden.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the same position as the index title, unless overridden.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Does nothing unless overridden: a subclass deletes the item from a new snapshot and applies it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// The row moved in the table: the current snapshot follows it.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if let s = _core.snapshotMovingItem(at: sourceIndexPath, to: destinationIndexPath) { _core.snapshot = s }
    }
}
