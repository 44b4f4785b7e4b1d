//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Swiping rows: the actions revealed on either edge, full swipes, and editing mode's delete
// confirmation.

/// Swiping rows: which rows swipe with which actions (the delegate's, or the default trailing
/// Delete), editing mode's delete confirmation, and the hooks the shared `_UIRowSwipeController`
/// needs (it moves the rows).
extension UITableView: _UIRowSwipeHost {
    func _installRowPanRecognizer() {
        _rowPanRecognizer = _UIRowPanGestureRecognizer.install(on: self)
    }

    /// The row whose swipe actions (or delete confirmation) show, nil when none.
    var _swipeState: _UIRowSwipe? { _swiperStorage?.state }

    /// Closes the open row.
    func _closeSwipe(animated: Bool) { _swiperStorage?.close(animated: animated) }

    package var _swiper: _UIRowSwipeController {
        if let s = _swiperStorage { return s }
        let s = _UIRowSwipeController(host: self)
        _swiperStorage = s
        return s
    }

    // MARK: Which rows swipe

    /// What a finger landing here may start: reordering on a grabber in editing mode, swiping
    /// on a row outside it.
    package func _rowPanMode(for touch: UITouch) -> (_UIRowPanGestureRecognizer.Mode, IndexPath?) {
        guard _reorderState == nil, let v = touch.view, v === self || v.isDescendant(of: self) else { return (.none, nil) }
        let p = touch.location(in: self)
        if let onActions = _swiperStorage?.pathForTouchOnActions(v) { return onActions }
        guard let path = indexPathForRow(at: p), let cell = _visibleCells[path] else { return (.none, nil) }
        if _isEditing {
            if let grabber = cell._reorderGrabberFrame, grabber.contains(touch.location(in: cell)) { return (.reorder, path) }
            return (.none, nil)
        }
        return (.swipe, path)
    }

    package func _swipeCell(at path: IndexPath) -> (any _UISwipeableCell)? {
        _isEditing ? nil : _visibleCells[path]
    }

    package func _swipeIndexPath(of cell: any _UISwipeableCell) -> IndexPath? {
        guard let cell = cell as? UITableViewCell, _visibleCells.values.contains(where: { $0 === cell }) else { return nil }
        return indexPath(for: cell)
    }

    /// The row's frame (inset in insetGrouped style) at its place in the table.
    package func _swipeRestingFrame(of cell: any _UISwipeableCell) -> CGRect {
        _cellFrame(y: cell.frame.minY, height: cell.frame.height)
    }

    /// The row's configurations for its left and right sides: the delegate's, or the default
    /// trailing Delete; nil for a side without actions, or for rows that can't be edited.
    package func _swipeConfigurations(_ path: IndexPath) -> (left: UISwipeActionsConfiguration?, right: UISwipeActionsConfiguration?) {
        guard _dataSource?.tableView(self, canEditRowAt: path) ?? false else { return (nil, nil) }
        let leading = _tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        var trailing = _tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
        if trailing == nil {
            let style = _tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
            if style == .delete { trailing = _deleteConfiguration(for: path, fullSwipe: true) }
        }
        return UISwipeActionsConfiguration._sides(leading: leading, trailing: trailing, in: self)
    }

    /// One destructive "Delete" action (or the delegate's title) that commits the delete
    /// through the data source.
    func _deleteConfiguration(for path: IndexPath, fullSwipe: Bool) -> UISwipeActionsConfiguration {
        let title = _tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            let row = self._swipeState?.cell.flatMap { self._swipeIndexPath(of: $0) } ?? path
            self._dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        let c = UISwipeActionsConfiguration(actions: [action])
        c.performsFirstActionWithFullSwipe = fullSwipe
        return c
    }

    /// `willBeginEditingRowAt` brackets a swipe with `didEndEditingRowAt`.
    package func _swipeWillBegin(at path: IndexPath) {
        _rowTouchesCancelled()
        _tableDelegate?.tableView(self, willBeginEditingRowAt: path)
    }

    package func _swipeDidEnd(at path: IndexPath?) {
        _tableDelegate?.tableView(self, didEndEditingRowAt: path)
    }

    // MARK: Hooks from the table's body and tiling

    /// A finger landing while a row is open closes it (and is not a selection), unless it lands
    /// on the buttons. Returns true when the touch is consumed.
    func _swipeConsumesTouchDown(_ touches: Set<UITouch>) -> Bool {
        _swiperStorage?.consumesTouchDown(touches) ?? false
    }

    /// A visible row's frame: slid sideways while swiped, lifted or moved aside while reordering.
    func _interactiveRowFrame(_ cell: UITableViewCell, _ path: IndexPath, _ frame: CGRect) -> CGRect {
        if let s = _swipeState, s.cell === cell { return _swiper.frame(of: cell, resting: frame) }
        if _reorderState != nil { return _reorderRowFrame(cell, path, frame) }
        return frame
    }

    /// A reload: an open row closes at once and a drag ends without moving anything (the
    /// cells are about to be reused for other rows).
    func _forgetRowInteractions() {
        _swiperStorage?.forget()
        if let r = _reorderState {
            r.displayLink?.invalidate()
            r.displayLink = nil
            _reorderState = nil
            r.cell._isReordering = false
            _dropShadow(r)
        }
    }

    /// After tiling: the buttons follow their row; a swiped row whose cell left (reload,
    /// delete, scrolled away) is forgotten, and so is a drag whose row was reloaded away.
    func _layoutRowInteractions() {
        if let r = _reorderState, !_visibleCells.values.contains(where: { $0 === r.cell }) { _endReorder(cancelled: true) }
        _swiperStorage?.followRow()
    }
}

/// Table cells swipe; their open state is `showingDeleteConfirmation`.
extension UITableViewCell: _UISwipeableCell {
    package var _isSwipeOpen: Bool {
        get { _showingDeleteConfirmation }
        set { _showingDeleteConfirmation = newValue }
    }
}
