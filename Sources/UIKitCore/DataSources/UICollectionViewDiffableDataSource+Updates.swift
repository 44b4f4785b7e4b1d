//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Applying snapshots to the collection view, keeping outlines, following reorders, and
// expanding or collapsing outline parents.

extension UICollectionViewDiffableDataSource {
    /// Diffs `snapshot` against the current one and plays the difference as one batch update
    /// (without animation unless `animatingDifferences`).
    func _apply(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let cv = _collectionView
        _core.apply(snapshot, hasView: cv != nil, isLoaded: cv?._hasLoaded ?? false, reload: { cv?.reloadData() }, batch: { diff, commit, done in
            guard let cv else { return }
            let update = {
                cv.performBatchUpdates({
                    commit()
                    if !diff.deletedSections.isEmpty { cv.deleteSections(IndexSet(diff.deletedSections)) }
                    if !diff.insertedSections.isEmpty { cv.insertSections(IndexSet(diff.insertedSections)) }
                    if !diff.reloadedSections.isEmpty { cv.reloadSections(IndexSet(diff.reloadedSections)) }
                    for m in diff.movedSections { cv.moveSection(m.from, toSection: m.to) }
                    if !diff.deletedItems.isEmpty { cv.deleteItems(at: diff.deletedItems) }
                    if !diff.insertedItems.isEmpty { cv.insertItems(at: diff.insertedItems) }
                    if !diff.reloadedItems.isEmpty { cv.reloadItems(at: diff.reloadedItems) }
                    for m in diff.movedItems { cv.moveItem(at: m.from, to: m.to) }
                }, completion: { _ in done() })
                // Reconfigures name index paths after the update: once it is recorded.
                if !diff.reconfiguredItems.isEmpty { cv.reconfigureItems(at: diff.reconfiguredItems) }
            }
            guard !animatingDifferences else { return update() }
            // Animations off for the collection view too (it asks \`areAnimationsEnabled\`), so
            // the update lands, and completes, at once.
            let enabled = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            UIView.performWithoutAnimation(update)
            UIView.setAnimationsEnabled(enabled)
        }, completion: completion)
    }

    /// Drops the outlines of sections whose items no longer match them (a whole snapshot was
    /// applied over them).
    func _forgetChangedOutlines() {
        guard !_sectionSnapshots.isEmpty else { return }
        let s = _core.snapshot
        _sectionSnapshots = _sectionSnapshots.filter { section, outline in
            s.indexOfSection(section) != nil && s.itemIdentifiers(inSection: section) == outline.visibleItems
        }
    }

    /// A section's outline in `snapshot`: the one applied, or its items as a flat list.
    func _sectionSnapshot(_ section: SectionIdentifierType, in snapshot: Snapshot) -> SectionSnapshot {
        if let outline = _sectionSnapshots[section] { return outline }
        var flat = SectionSnapshot()
        if snapshot.indexOfSection(section) != nil { flat.append(snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Follows a reorder made by the user: `willReorder`, the snapshot moves the item (the
    /// sections it touched become flat lists), `didReorder`.
    func _followMove(from source: IndexPath, to destination: IndexPath) {
        let initial = _core.currentSnapshot()
        guard let final = _core.snapshotMovingItem(at: source, to: destination) else { return }
        var changed: [SectionIdentifierType] = []
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final) { isFinal, section in
            guard isFinal else { return self._sectionSnapshot(section, in: initial) }
            changed.append(section)
            var flat = SectionSnapshot()
            flat.append(final.itemIdentifiers(inSection: section))
            return flat
        }
        reorderingHandlers.willReorder?(transaction)
        _core.snapshot = final
        for section in changed { _sectionSnapshots[section] = nil }
        reorderingHandlers.didReorder?(transaction)
    }

    /// Expands a collapsed outline parent or collapses an expanded one, as a tap on its
    /// disclosure does, honouring `sectionSnapshotHandlers` (should/will, and the children to
    /// show); animated. Returns whether the item changed state.
    @discardableResult
    package func _toggleExpansion(of item: ItemIdentifierType) -> Bool {
        guard let section = _core.snapshot.sectionIdentifier(containingItem: item) else {
            Snapshot._invalidItem(item, "toggleExpansionOfItem:")
            return false
        }
        var outline = _sectionSnapshot(section, in: _core.snapshot)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParentItem {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        return true
    }
}

/// A list cell's outline disclosure (without an action handler) toggles its item here.
extension UICollectionViewDiffableDataSource: _UIOutlineToggling {
    func _toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), _toggleExpansion(of: item) else { return }
        (_collectionView?.cellForItem(at: indexPath) as? UICollectionViewListCell)?._isOutlineExpanded = _isExpanded(item)
    }

    /// The depth of `item` in its section's outline (nil without one): list cells indent by it.
    func _outlineLevel(_ item: ItemIdentifierType) -> Int? {
        guard !_sectionSnapshots.isEmpty, let section = _core.snapshot.sectionIdentifier(containingItem: item),
              let outline = _sectionSnapshots[section] else { return nil }
        return outline.level(of: item)
    }

    /// Whether `item` is an expanded parent in its section's outline.
    func _isExpanded(_ item: ItemIdentifierType) -> Bool {
        guard !_sectionSnapshots.isEmpty, let section = _core.snapshot.sectionIdentifier(containingItem: item) else { return false }
        return _sectionSnapshots[section]?.isExpanded(item) ?? false
    }
}

