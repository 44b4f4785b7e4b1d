//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Highlight on touch-down, selection on touch-up (iOS's delegate order), and selection in code.
extension UICollectionView {
    /// The selected items in the order they were selected, nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { _selected.isEmpty ? nil : _selected }

    /// Selects an item (nil: deselects every item) and scrolls it to `scrollPosition`. Calls no
    /// delegate method.
    func _selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _loadIfNeeded()
        guard let indexPath else { return _deselectAll() }
        guard _isValidItem(indexPath) else {
            return UIKitLog.error("UICollectionView.selectItem(at:animated:scrollPosition:): \(indexPath) is out of range; ignored", category: "UICollectionView")
        }
        guard allowsSelection || (_isEditingStorage && allowsSelectionDuringEditing) else { return }
        if !_multipleSelectionNow { for p in _selected where p != indexPath { _setSelected(false, p) } }
        _setSelected(true, indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item, calling no delegate method.
    func _deselectItem(at indexPath: IndexPath, animated: Bool) { _setSelected(false, indexPath) }

    var _selectionAllowedNow: Bool { _isEditingStorage ? allowsSelectionDuringEditing : allowsSelection }
    var _multipleSelectionNow: Bool { _isEditingStorage ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func _setSelected(_ on: Bool, _ p: IndexPath) {
        if on {
            guard _selectedSet.insert(p).inserted else { return }
            _selected.append(p)
        } else {
            guard _selectedSet.remove(p) != nil else { return }
            _selected.removeAll { $0 == p }
        }
        _visibleCells[p]?.isSelected = on
        if on { UIAccessibility._observer?.accessibilityEvent(.selectionChanged(self)) }
    }

    func _deselectAll() { for p in _selected { _setSelected(false, p) } }

    func _trimSelection() {
        guard _selected.count > 1 else { return }
        for p in _selected.dropFirst() { _setSelected(false, p) }
    }

    // MARK: Touches

    /// The item under a touch that began on its cell (not on a control inside it).
    func _item(for touch: UITouch) -> IndexPath? {
        guard let v = touch.view, v === self || v.isDescendant(of: self) else { return nil }
        var w: UIView? = v
        while let x = w, x !== self {
            if x is UIControl { return nil }
            if let cell = x as? UICollectionViewCell { return _visible.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath }
            w = x.superview
        }
        return nil
    }

    func _itemTouchesBegan(_ touches: Set<UITouch>) {
        guard touches.count == 1, let t = touches.first, _touched == nil, _selectionAllowedNow, let p = _item(for: t) else { return }
        _touched = p
        guard _collectionDelegate?.collectionView(self, shouldHighlightItemAt: p) ?? true else { return }
        _highlighted = p
        _visibleCells[p]?.isHighlighted = true
        _collectionDelegate?.collectionView(self, didHighlightItemAt: p)
    }

    func _unhighlight() {
        guard let p = _highlighted else { return }
        _highlighted = nil
        _visibleCells[p]?.isHighlighted = false
        _collectionDelegate?.collectionView(self, didUnhighlightItemAt: p)
    }

    func _itemTouchesEnded() {
        guard let p = _touched else { return }
        _touched = nil
        let was = _highlighted != nil
        _unhighlight()
        guard was, !isDragging, _isValidItem(p) else { return }
        _userTap(p)
    }

    func _itemTouchesCancelled() {
        _touched = nil
        _unhighlight()
    }

    /// A tap on an item: deselect (multiple selection, a selected item), or select (single
    /// selection deselects the others first; a storyboard cell's segue), then the primary action.
    package func _userTap(_ p: IndexPath) {
        let d = _collectionDelegate
        if _multipleSelectionNow, _selectedSet.contains(p) {
            guard d?.collectionView(self, shouldDeselectItemAt: p) ?? true else { return }
            _setSelected(false, p)
            d?.collectionView(self, didDeselectItemAt: p)
            return
        }
        guard d?.collectionView(self, shouldSelectItemAt: p) ?? true else { return }
        if !_multipleSelectionNow {
            for old in _selected where old != p {
                _setSelected(false, old)
                d?.collectionView(self, didDeselectItemAt: old)
            }
        }
        _setSelected(true, p)   // (a selected item tapped again is selected again, as on iOS)
        _performCellSegue(at: p)   // a storyboard cell's segue, before didSelect as on iOS
        d?.collectionView(self, didSelectItemAt: p)
        if let d, d.collectionView(self, canPerformPrimaryActionForItemAt: p) {
            d.collectionView(self, performPrimaryActionForItemAt: p)
        }
    }

    /// Touch-down highlights the item under the finger.
    func _touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch while a list cell is swiped open closes it (+Swipe) and selects nothing.
        if !(_swiperStorage?.consumesTouchDown(touches) ?? false) { _itemTouchesBegan(touches) }
        super.touchesBegan(touches, with: event)
    }
    /// Touch-up selects the highlighted item.
    func _touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _itemTouchesEnded()
        super.touchesEnded(touches, with: event)
    }
    /// A cancelled touch (a scroll began) unhighlights.
    func _touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _itemTouchesCancelled()
        super.touchesCancelled(touches, with: event)
    }
}
