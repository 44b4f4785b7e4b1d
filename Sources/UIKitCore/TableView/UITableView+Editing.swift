//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Editing mode: the rows' delete and insert controls, the delete confirmation button and
/// reorder grabbers.
extension UITableView {
    func _setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        // A swiped row closes; a delete confirmation goes with editing mode; a drag drops.
        if _swipeState != nil { _closeSwipe(animated: animated) }
        if _reorderState != nil { _endReorder(cancelled: true) }
        _isEditing = editing
        if !editing { _highlightedRow = nil }
        if editing && !allowsSelectionDuringEditing { _clearSelection() }
        for path in _visibleCells.keys.sorted() {
            guard let cell = _visibleCells[path] else { continue }
            _styleCellForEditing(cell, path)
            if editing && animated && window != nil { _prepareControlsToSlideIn(cell) }
            cell.setEditing(editing, animated: animated)
        }
    }

    /// Puts a row's editing control just outside its leading edge and its grabber just outside
    /// its trailing edge, so the cell's animated layout slides them in (rather than growing
    /// them from a corner).
    func _prepareControlsToSlideIn(_ cell: UITableViewCell) {
        UIView.performWithoutAnimation {
            let w = cell.bounds.width, h = cell.bounds.height
            let rtl = cell._isRTL
            if cell._editingControlStyle != .none {
                let c = cell._editingControl ?? {
                    let c = _UITableViewCellEditingControl(frame: .zero)
                    c.onTap = { [weak cell] in cell?._editingControlTapped?() }
                    cell._editingControl = c
                    return c
                }()
                c.style = cell._editingControlStyle
                c.rtl = rtl
                let cw = _UITableViewCellEditingControl.width
                c.frame = CGRect(x: rtl ? w : -cw, y: 0, width: cw, height: h)
                if c.superview !== cell { cell.addSubview(c) }
            }
            if cell._showsReorderGrabber {
                let g = cell._reorderControl ?? {
                    let g = _UITableViewCellReorderControl(frame: .zero)
                    cell._reorderControl = g
                    return g
                }()
                let gw = _UITableViewCellReorderControl.width
                g.frame = CGRect(x: rtl ? -gw : w, y: 0, width: gw, height: h)
                if g.superview !== cell { cell.addSubview(g) }
            }
        }
    }

    /// What a row shows in editing mode: asks `canEditRowAt`, `editingStyleForRowAt` and
    /// `canMoveRowAt`, as iOS does for each visible row.
    func _styleCellForEditing(_ cell: UITableViewCell, _ path: IndexPath) {
        guard _isEditing else {
            cell._editingControlStyle = .none
            cell._showsReorderGrabber = false
            return
        }
        let canEdit = _dataSource?.tableView(self, canEditRowAt: path) ?? false
        let editingStyle = canEdit ? (_tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
        cell._editingControlStyle = editingStyle
        cell._showsReorderGrabber = _dataSource?.tableView(self, canMoveRowAt: path) ?? false
        cell._editingControlTapped = { [weak self, weak cell] in
            guard let self, let cell, let p = self.indexPath(for: cell) else { return }
            self._editingControlTapped(p, style: cell._editingControlStyle)
        }
    }

    /// A tap on a row's editing control: insert commits at once; delete shows the row's
    /// confirmation button at the trailing edge (a second tap hides it), whose tap commits.
    func _editingControlTapped(_ path: IndexPath, style: UITableViewCell.EditingStyle) {
        switch style {
        case .none: return
        case .insert: _dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .delete:
            guard let cell = _visibleCells[path] else { return }
            if let s = _swipeState {
                let same = s.cell === cell
                _closeSwipe(animated: true)
                if same { return }
            }
            _showDeleteConfirmation(path, cell)
        }
    }

    /// Slides the row aside to show its delete confirmation button (a one-action swipe view).
    func _showDeleteConfirmation(_ path: IndexPath, _ cell: UITableViewCell) {
        _swiper.openTrailing(path, cell, _deleteConfiguration(for: path, fullSwipe: false), isDeleteConfirmation: true)
    }
}
