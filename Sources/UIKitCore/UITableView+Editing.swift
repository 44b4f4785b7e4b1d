import Foundation

/// Editing mode: the rows' delete and insert controls and reorder grabbers.
extension UITableView {
    func _setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _isEditing = editing
        if !editing { _highlightedRow = nil }
        if editing && !allowsSelectionDuringEditing { _clearSelection() }
        for path in _visibleCells.keys.sorted() {
            guard let cell = _visibleCells[path] else { continue }
            _styleCellForEditing(cell, path)
            cell.setEditing(editing, animated: animated)
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

    /// A tap on a row's editing control: insert commits at once; delete commits too (the
    /// confirmation button comes with swipe actions).
    func _editingControlTapped(_ path: IndexPath, style: UITableViewCell.EditingStyle) {
        guard style != .none else { return }
        _dataSource?.tableView(self, commit: style, forRowAt: path)
    }
}
