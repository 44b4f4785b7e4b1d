//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A collection data source driven by snapshots (iOS 13): apply a new
/// `NSDiffableDataSourceSnapshot` and the collection view animates from the current one to it
/// (deletes, inserts and moves found by identity, as one batch update). Sections can also take
/// outline snapshots (`NSDiffableDataSourceSectionSnapshot`, iOS 14) whose parents expand and
/// collapse.
///
/// It makes itself the collection view's `dataSource` (weakly held, as every data source: keep
/// a strong reference).
@preconcurrency @MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// Makes (usually dequeues) and configures the cell for an item at an index path; returning
    /// nil is a programming error (logged; an empty cell is shown).
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes (usually dequeues) a header, footer or other supplementary view of `elementKind`.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    weak var _collectionView: UICollectionView?
    let _cellProvider: CellProvider
    let _core = _DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
    /// The outline of each section applied as a section snapshot (and still showing it).
    var _sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// Makes headers, footers and other supplementary views (nil: the layout must ask for none).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What happens when the user reorders items (iOS 14): items can move only when
    /// `canReorderItem` is set and answers true.
    open var reorderingHandlers = ReorderingHandlers()

    /// What happens when the user expands or collapses an outline parent (iOS 14).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView` whose cells come from `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        _collectionView = collectionView
        _cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        _core.currentSnapshot()
    }

    /// Makes the collection view show `snapshot`: the difference from the current one is applied
    /// as one batch update, animated when `animatingDifferences` (else without animation, as iOS
    /// 15+). `completion` runs once the update (and its animations) have finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        _apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        _forgetChangedOutlines()
    }

    /// Shows `snapshot` by reloading the collection view, without diffing or animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _core.applyUsingReloadData(snapshot, reload: { _collectionView?.reloadData() }, completion: completion)
        _forgetChangedOutlines()
    }

    /// Makes one section show an outline (iOS 14): its visible items replace the section's items
    /// (the section is appended when the snapshot has none such), animated as `apply(_:)`.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = _core.currentSnapshot()
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        _sectionSnapshots[section] = snapshot
        _apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline of a section: the one applied to it, or its items as a flat list. An unknown
    /// section is logged (iOS raises) and reads as empty.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard _core.snapshot.indexOfSection(section) != nil else {
            Snapshot._invalidSection(section, "snapshotForSection:")
            return SectionSnapshot()
        }
        return _sectionSnapshot(section, in: _core.snapshot)
    }

    // MARK: Identifiers

    /// The identifier of the item at `indexPath` in the current snapshot (nil when out of range).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { _core.itemIdentifier(for: indexPath) }

    /// The index path of `itemIdentifier` in the current snapshot (nil when it is not there).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { _core.indexPath(for: itemIdentifier) }

    /// The identifier of the section at `index` in the current snapshot (nil when out of range; iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { _core.sectionIdentifier(for: index) }

    /// The index of `sectionIdentifier` in the current snapshot (nil when it is not there; iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _core.index(for: sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { _core.snapshot.numberOfSections }

    /// The number of items in the snapshot's section at `section` (0 when out of range).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        _core.numberOfItems(inSection: section)
    }

    /// The cell the cell provider returns for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let id = itemIdentifier(for: indexPath), let cell = _cellProvider(collectionView, indexPath, id) {
            if let list = cell as? UICollectionViewListCell {
                list._isOutlineExpanded = _isExpanded(id)
                if let level = _outlineLevel(id) { list.indentationLevel = level }
            }
            return cell
        }
        UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)'; an empty cell is shown", category: "UICollectionViewDiffableDataSource")
        return UICollectionViewCell(frame: .zero)
    }

    /// The view the supplementary view provider returns.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        let reason = supplementaryViewProvider == nil
            ? "UICollectionViewDiffableDataSource has no supplementaryViewProvider for element kind '\(kind)' at index path \(indexPath)"
            : "UICollectionView dataSource returned nil from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element kind '\(kind)' at index path \(indexPath)"
        UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'; an empty view is shown", category: "UICollectionViewDiffableDataSource")
        return UICollectionReusableView(frame: .zero)
    }

    /// Whether the item may move: `reorderingHandlers.canReorderItem`'s answer (false without one).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let can = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return can(item)
    }

    /// The user moved an item: the current snapshot follows it, between the reordering handlers'
    /// `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _followMove(from: sourceIndexPath, to: destinationIndexPath)
    }
}
