//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Swiping list cells: a list layout's `leading/trailingSwipeActionsConfigurationProvider` give
/// each item's actions; the table's swipe machine (`_UIRowSwipeController`) moves the cells.
/// Collection views whose layout is not a list (or whose list has no providers) never swipe.
extension UICollectionView: _UIRowSwipeHost {
    package var _swiper: _UIRowSwipeController {
        if let s = _swiperStorage { return s }
        let s = _UIRowSwipeController(host: self)
        _swiperStorage = s
        return s
    }

    /// The list configuration that lays out `section`, nil when it is not a list section.
    func _listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        (_layout as? UICollectionViewCompositionalLayout)?._listConfiguration(forSection: section)
    }

    /// A finger on an open cell's buttons swipes it again; one on a cell of a list section
    /// with swipe providers may swipe it.
    package func _rowPanMode(for touch: UITouch) -> (_UIRowPanGestureRecognizer.Mode, IndexPath?) {
        guard _movement == nil, let v = touch.view, v === self || v.isDescendant(of: self) else { return (.none, nil) }
        if let onActions = _swiperStorage?.pathForTouchOnActions(v) { return onActions }
        guard !isEditing, _layout is UICollectionViewCompositionalLayout,
              let path = indexPathForItem(at: touch.location(in: self)), _visibleCells[path] != nil,
              let config = _listConfiguration(forSection: path.section),
              config.leadingSwipeActionsConfigurationProvider != nil || config.trailingSwipeActionsConfigurationProvider != nil
        else { return (.none, nil) }
        return (.swipe, path)
    }

    package func _swipeCell(at path: IndexPath) -> (any _UISwipeableCell)? {
        isEditing && _swiperStorage?.state?.path != path ? nil : _visibleCells[path]
    }

    package func _swipeIndexPath(of cell: any _UISwipeableCell) -> IndexPath? {
        guard let cell = cell as? UICollectionViewCell else { return nil }
        return indexPath(for: cell)
    }

    /// Where the layout puts the cell.
    package func _swipeRestingFrame(of cell: any _UISwipeableCell) -> CGRect {
        (cell as? UICollectionReusableView)?._attributes?.frame ?? cell.frame
    }

    /// The providers' configurations for the item's section, as left and right sides.
    package func _swipeConfigurations(_ path: IndexPath) -> (left: UISwipeActionsConfiguration?, right: UISwipeActionsConfiguration?) {
        guard let config = _listConfiguration(forSection: path.section) else { return (nil, nil) }
        return UISwipeActionsConfiguration._sides(leading: config.leadingSwipeActionsConfigurationProvider?(path),
                                                  trailing: config.trailingSwipeActionsConfigurationProvider?(path), in: self)
    }

    /// A swipe cancels the item's highlight (no selection follows).
    package func _swipeWillBegin(at path: IndexPath) { _itemTouchesCancelled() }
    package func _swipeDidEnd(at path: IndexPath?) {}
    package func _handleReorderPan(_ g: _UIRowPanGestureRecognizer) {}

    /// A list cell's delete accessory without a handler: its trailing swipe actions open.
    func _revealTrailingSwipeActions(of cell: UICollectionViewCell) {
        guard let path = indexPath(for: cell), let config = _listConfiguration(forSection: path.section),
              let trailing = config.trailingSwipeActionsConfigurationProvider?(path), !trailing.actions.isEmpty else { return }
        if _swiperStorage?.state?.cell === cell { return _swiper.close(animated: true) }
        _swiper.openTrailing(path, cell, trailing, isDeleteConfirmation: false)
    }
}

/// Collection-view cells swipe in lists.
extension UICollectionViewCell: _UISwipeableCell {
    /// Collection-view cells have no `showingDeleteConfirmation`: only `isSwiped` shows.
    package var _isSwipeOpen: Bool {
        get { _isSwiped }
        set {}
    }
}
