//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An interactive movement in progress: the item's index path in the data source, where it is
/// shown now, and the finger's position.
struct _UICollectionMovement {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint
}

/// Interactive reordering (`beginInteractiveMovementForItem(at:)` and friends), as apps drive it
/// from a long-press or pan recognizer. The item follows the position; the others make room;
/// the data source hears `moveItemAt` once, at the end.
extension UICollectionView {
    /// Starts moving the item at `indexPath`; false when it can't move (out of range, or the data
    /// source says no).
    @discardableResult
    func _beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        _loadIfNeeded()
        guard _movement == nil, _isValidItem(indexPath), let ds = _dataSource else { return false }
        _defaultAnswered = false
        let can = ds.collectionView(self, canMoveItemAt: indexPath)
        let answered = !_defaultAnswered
        _defaultAnswered = false
        guard can || !answered else { return false }
        layoutIfNeeded()
        let center = _visibleCells[indexPath]?.center ?? layoutAttributesForItem(at: indexPath)?.center ?? .zero
        _movement = _UICollectionMovement(original: indexPath, current: indexPath, position: center)
        _visibleCells[indexPath]?._isReordering = true
        return true
    }

    /// Moves the item to `targetPosition` (content coordinates); the items make room where it
    /// would land.
    func _updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var m = _movement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        m.position = targetPosition
        var target = _layout.targetIndexPath(forInteractivelyMovingItem: m.current, withPosition: targetPosition)
        if let d = _collectionDelegate {
            target = d.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.original, atCurrentIndexPath: m.current, toProposedIndexPath: target)
        }
        let from = m.current
        if target != from, _isValidMoveTarget(target, from: from) {
            m.current = target
            _movement = m
            _shiftDisplayed(from: from, to: target)
        } else {
            _movement = m
        }
        if let cell = _visibleCells[m.current] {
            let a = _layout.layoutAttributesForInteractivelyMovingItem(at: m.current, withTargetPosition: targetPosition)
            _apply(a, to: cell)
        }
    }

    /// Ends the movement: the item settles in its new place and the data source is told
    /// (`collectionView(_:moveItemAt:to:)`).
    func _endInteractiveMovement() {
        guard let m = _movement else { return }
        _movement = nil
        _visibleCells[m.current]?._isReordering = false
        if m.original != m.current { _dataSource?.collectionView(self, moveItemAt: m.original, to: m.current) }
        _settleMovedItem()
    }

    /// Cancels the movement: the item goes back where it was.
    func _cancelInteractiveMovement() {
        guard let m = _movement else { return }
        _visibleCells[m.current]?._isReordering = false
        if m.current != m.original { _shiftDisplayed(from: m.current, to: m.original) }
        _movement = nil
        _settleMovedItem()
    }

    private func _settleMovedItem() {
        _layout.invalidateLayout()
        _relayout(animated: UIView.areAnimationsEnabled) { _ in }
    }

    private func _isValidMoveTarget(_ p: IndexPath, from: IndexPath) -> Bool {
        guard p.count == 2, p.section >= 0, p.section < _counts.count, p.item >= 0 else { return false }
        // In another section the item adds one to its count.
        return p.item < _counts[p.section] + (p.section == from.section ? 0 : 1)
    }

    /// Shows the moving item at `to` instead of `from` (the data source doesn't change yet).
    private func _shiftDisplayed(from: IndexPath, to: IndexPath) {
        var b = _UICollectionBatch()
        b.movedItems = [(from, to)]
        var counts = _counts
        if from.section != to.section {
            counts[from.section] -= 1
            counts[to.section] += 1
        }
        guard let map = _UICollectionIndexMap(batch: b, oldCounts: _counts, newCounts: counts) else { return }
        _counts = counts
        var moved: [_UICollectionElementKey: UICollectionReusableView] = [:]
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (key, v) in _visible {
            guard key.category == .cell else { moved[key] = v; continue }
            guard let p = map.newPath(for: key.indexPath) else { _retire(v, key: key); continue }
            moved[_UICollectionElementKey(category: .cell, kind: nil, indexPath: p)] = v
            if let c = v as? UICollectionViewCell { cells[p] = c }
        }
        _visible = moved
        _visibleCells = cells
        _selected = _selected.compactMap { map.newPath(for: $0) }
        _selectedSet = Set(_selected)
        let c = _layout._makeContext()
        c._dataSourceCounts = true
        c.targetIndexPathsForInteractivelyMovingItems = [to]
        c.previousIndexPathsForInteractivelyMovingItems = [from]
        _layout.invalidateLayout(with: c)
        let animations = _UICollectionAnimations()
        _tile(animations: animations)
        animations.run(in: self, animated: UIView.areAnimationsEnabled) { _ in }
    }

    /// The data source's index path of the item shown at `p` (they differ during a movement).
    func _dataSourcePath(forDisplayed p: IndexPath) -> IndexPath {
        guard let m = _movement, m.current != m.original else { return p }
        if p == m.current { return m.original }
        var q = p
        // Remove the item from its shown place, then insert it at its original one.
        if q.section == m.current.section, q.item > m.current.item { q.item -= 1 }
        if q.section == m.original.section, q.item >= m.original.item { q.item += 1 }
        return q
    }
}
