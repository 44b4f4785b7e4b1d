//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The changes of a batch update, as given (deletes and reloads in the indexes before the
/// update, inserts in the indexes after it).
struct _UICollectionBatch {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(Int, Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(IndexPath, IndexPath)] = []
    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

/// Inserting, deleting, reloading and moving items and sections, alone or as one batch.
extension UICollectionView {
    /// Runs `updates` (inserts, deletes, reloads, moves) as one animated change; the data source
    /// must already reflect them. `completion` runs when the animations end (true when they finished).
    func _performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _updateDepth += 1
        updates?()
        _updateDepth -= 1
        guard _updateDepth == 0 else {
            if let completion { _batchCompletions.append(completion) }
            return
        }
        if let completion { _batchCompletions.append(completion) }
        _commitBatch(animated: UIView.areAnimationsEnabled)
    }

    /// Inserts sections (indexes after the update).
    func _insertSections(_ sections: IndexSet) { _change { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections (indexes before the update).
    func _deleteSections(_ sections: IndexSet) { _change { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections: their items get fresh cells.
    func _reloadSections(_ sections: IndexSet) { _change { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    func _moveSection(_ section: Int, toSection newSection: Int) { _change { $0.movedSections.append((section, newSection)) } }
    /// Inserts items (index paths after the update).
    func _insertItems(at indexPaths: [IndexPath]) { _change { $0.insertedItems += indexPaths } }
    /// Deletes items (index paths before the update).
    func _deleteItems(at indexPaths: [IndexPath]) { _change { $0.deletedItems += indexPaths } }
    /// Reloads items: they get fresh cells from the data source.
    func _reloadItems(at indexPaths: [IndexPath]) { _change { $0.reloadedItems += indexPaths } }
    /// Moves an item, keeping its cell.
    func _moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { _change { $0.movedItems.append((indexPath, newIndexPath)) } }

    /// Runs the cells' configuration again for the items without replacing the cells (iOS 15):
    /// the data source's `cellForItemAt` is asked and dequeueing returns the item's current cell.
    func _reconfigureItems(at indexPaths: [IndexPath]) {
        _loadIfNeeded()
        guard let ds = _dataSource else { return }
        for p in indexPaths {
            guard _isValidItem(p) else {
                UIKitLog.error("UICollectionView.reconfigureItems(at:): \(p) is out of range; ignored", category: "UICollectionView")
                continue
            }
            guard let cell = _visibleCells[p], let id = cell.reuseIdentifier else { continue }
            // The dequeue inside cellForItemAt returns this cell.
            _reuseQueues[UICollectionView._elementKindCell + "/" + id, default: []].append(cell)
            let outer = _elementBeingMade
            _elementBeingMade = _UICollectionElementKey(category: .cell, kind: nil, indexPath: p)
            let got = ds.collectionView(self, cellForItemAt: p)
            _elementBeingMade = outer
            if got !== cell {
                _reuseQueues[UICollectionView._elementKindCell + "/" + id]?.removeAll { $0 === cell }
                UIKitLog.warning("UICollectionView.reconfigureItems(at:): the data source returned another cell for \(p); it replaces the old one", category: "UICollectionView")
                _visible[_UICollectionElementKey(category: .cell, kind: nil, indexPath: p)] = got
                _visibleCells[p] = got
                if got.superview !== self { addSubview(got) }
                if let a = cell._attributes { _apply(a, to: got) }
                _retire(cell, key: _UICollectionElementKey(category: .cell, kind: nil, indexPath: p))
            }
            got.isHidden = false
            got.isSelected = _selectedSet.contains(p)
        }
    }

    private func _change(_ f: (inout _UICollectionBatch) -> Void) {
        f(&_batch)
        if _updateDepth == 0 { _commitBatch(animated: UIView.areAnimationsEnabled) }
    }

    /// Applies the collected batch: checks the counts, maps the views on screen and the selection
    /// to their new index paths, tells the layout, and animates every view to its new place.
    func _commitBatch(animated: Bool) {
        let batch = _batch
        _batch = _UICollectionBatch()
        let completions = _batchCompletions
        _batchCompletions = []
        let done: @MainActor (Bool) -> Void = { finished in for c in completions { c(finished) } }
        guard _hasLoaded, !_needsReload else {
            // Nothing was shown yet: the next layout asks for everything.
            _needsReload = true
            setNeedsLayout()
            layoutIfNeeded()
            return done(true)
        }
        let old = _counts
        let new = _askCounts()
        guard let map = _UICollectionIndexMap(batch: batch, oldCounts: old, newCounts: new) else {
            // (logged) iOS raises; the collection view reloads instead.
            _counts = new
            _needsReload = true
            setNeedsLayout()
            layoutIfNeeded()
            return done(true)
        }
        _counts = new
        // Views on screen follow their items; deleted ones leave (animated), reloaded ones are
        // fetched again.
        let animations = _UICollectionAnimations()
        var remapped: [_UICollectionElementKey: UICollectionReusableView] = [:]
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (key, v) in _visible {
            switch key.category {
            case .cell:
                if map.isReloaded(key.indexPath) {
                    let gone = key
                    animations.leaving[gone] = (v, nil)
                    continue
                }
                guard let to = map.newPath(for: key.indexPath) else {
                    animations.leaving[key] = (v, _layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath))
                    continue
                }
                let k = _UICollectionElementKey(category: .cell, kind: nil, indexPath: to)
                remapped[k] = v
                if let c = v as? UICollectionViewCell { cells[to] = c }
            case .supplementaryView, .decorationView:
                guard let s = map.newSection(for: key.indexPath.section) else {
                    animations.leaving[key] = (v, nil)
                    continue
                }
                var p = key.indexPath
                p[0] = s
                remapped[_UICollectionElementKey(category: key.category, kind: key.kind, indexPath: p)] = v
            }
        }
        // Leaving views keep distinct keys from the new ones.
        var leaving: [_UICollectionElementKey: (UICollectionReusableView, UICollectionViewLayoutAttributes?)] = [:]
        for (k, x) in animations.leaving {
            leaving[_UICollectionElementKey(category: k.category, kind: (k.kind ?? "") + "\u{0}leaving", indexPath: k.indexPath)] = x
        }
        animations.leaving = leaving
        _visible = remapped
        _visibleCells = cells
        _selected = _selected.compactMap { map.newPath(for: $0) }
        _selectedSet = Set(_selected)
        if let h = _highlighted { _highlighted = map.newPath(for: h) }
        _prefetched.removeAll()
        animations.isInserted = { key in key.category == .cell ? map.isInserted(key.indexPath) : map.isInsertedSection(key.indexPath.section) }

        let context = _layout._makeContext()
        context._dataSourceCounts = true
        _layout.invalidateLayout(with: context)
        _layout.prepare(forCollectionViewUpdates: map.updateItems)
        _isTiling = false
        _prepareLayoutIfNeeded()
        _tile(animations: animations)
        _layout.finalizeCollectionViewUpdates()
        animations.run(in: self, animated: animated, completion: done)
    }

    /// Lays everything out again for a new layout, animated or not.
    func _relayout(animated: Bool, completion: @escaping @MainActor (Bool) -> Void) {
        let animations = _UICollectionAnimations()
        _layout._isInvalid = true
        _prepareLayoutIfNeeded()
        let proposed = _layout.targetContentOffset(forProposedContentOffset: contentOffset)
        let offset = _collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
        if offset != contentOffset, offset.x.isFinite, offset.y.isFinite { contentOffset = offset }
        _tile(animations: animations)
        animations.run(in: self, animated: animated, completion: completion)
    }
}
