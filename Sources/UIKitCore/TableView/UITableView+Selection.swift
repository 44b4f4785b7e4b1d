//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Highlight on touch-down, selection on touch-up, and selection in code.
extension UITableView {
    /// The selected row (the first one selected when there are several), nil when none is.
    public var indexPathForSelectedRow: IndexPath? { _selectedRows.first }

    /// The selected rows in the order they were selected, nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { _selectedRows.isEmpty ? nil : _selectedRows }

    var _selectionAllowedNow: Bool { _isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var _multipleSelectionNow: Bool { _isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    // MARK: Touches

    /// The row under a touch, when the touch began on the row's cell itself (not on a control
    /// inside it, which handles its own touches).
    func _row(for touch: UITouch) -> IndexPath? {
        guard let v = touch.view, v === self || v.isDescendant(of: self) else { return nil }
        let p = touch.location(in: self)
        guard let path = indexPathForRow(at: p), let cell = _visibleCells[path] else { return nil }
        if cell._isTouchOnAccessoryButton(touch.location(in: cell)) { return nil }
        return path
    }

    func _rowTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touches.count == 1, let touch = touches.first, _touchedRow == nil,
              _selectionAllowedNow, let path = _row(for: touch) else { return }
        _touchedRow = path
        _highlight(path)
    }

    func _highlight(_ path: IndexPath) {
        guard _tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        _highlightedRow = path
        _visibleCells[path]?.setHighlighted(true, animated: false)
        _tableDelegate?.tableView(self, didHighlightRowAt: path)
    }

    func _unhighlight() {
        guard let path = _highlightedRow else { return }
        _highlightedRow = nil
        _visibleCells[path]?.setHighlighted(false, animated: false)
        _tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    }

    func _rowTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let path = _touchedRow else { return }
        _touchedRow = nil
        let wasHighlighted = _highlightedRow != nil
        _unhighlight()
        guard wasHighlighted, !isDragging else { return }
        _userSelect(path)
    }

    func _rowTouchesCancelled() {
        _touchedRow = nil
        _unhighlight()
    }

    /// A touch-up on a row: will-select (which may refuse or redirect), deselect the old row
    /// (single selection), select, the cell's storyboard segue, did-select, and the
    /// selection-changed notification.
    package func _userSelect(_ tapped: IndexPath) {
        guard _selectionAllowedNow else { return }
        if _multipleSelectionNow, _selectedRows.contains(tapped) {
            _userDeselect(tapped)
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
            return
        }
        var target: IndexPath? = tapped
        if let d = _tableDelegate { target = d.tableView(self, willSelectRowAt: tapped) }
        guard let path = target, _geometry.isValid(path.section, path.row) else { return }
        if !_multipleSelectionNow {
            for old in _selectedRows where old != path { _userDeselect(old) }
        }
        if !_selectedRows.contains(path) { _selectedRows.append(path) }
        _visibleCells[path]?.setSelected(true, animated: false)
        _performCellSegue(at: path, accessory: false)   // a storyboard cell's segue, before didSelect as on iOS
        _tableDelegate?.tableView(self, didSelectRowAt: path)
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }

    func _userDeselect(_ path: IndexPath) {
        var target: IndexPath? = path
        if let d = _tableDelegate { target = d.tableView(self, willDeselectRowAt: path) }
        guard let p = target, let i = _selectedRows.firstIndex(of: p) else { return }
        _selectedRows.remove(at: i)
        _visibleCells[p]?.setSelected(false, animated: false)
        _tableDelegate?.tableView(self, didDeselectRowAt: p)
    }

    // MARK: In code (no delegate calls, no notification)

    func _selectRow(at path: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let path else {
            for p in _selectedRows { _visibleCells[p]?.setSelected(false, animated: animated) }
            _selectedRows.removeAll()
            return
        }
        guard _valid(path, "selectRowAtIndexPath:animated:scrollPosition:") else { return }
        guard allowsSelection || (_isEditing && allowsSelectionDuringEditing) else { return }
        if !_multipleSelectionNow {
            for p in _selectedRows where p != path { _visibleCells[p]?.setSelected(false, animated: animated) }
            _selectedRows.removeAll { $0 != path }
        }
        let changed = !_selectedRows.contains(path)
        if changed { _selectedRows.append(path) }
        _visibleCells[path]?.setSelected(true, animated: animated)
        if scrollPosition != .none { _scrollToRow(at: path, at: scrollPosition, animated: animated) }
        if changed { UIAccessibility._observer?.accessibilityEvent(.selectionChanged(self)) }
    }

    func _deselectRow(at path: IndexPath, animated: Bool) {
        guard let i = _selectedRows.firstIndex(of: path) else { return }
        _highlightedRow = _highlightedRow == path ? nil : _highlightedRow
        _selectedRows.remove(at: i)
        _visibleCells[path]?.setSelected(false, animated: animated)
    }

    func _clearSelection() {
        for p in _selectedRows { _visibleCells[p]?.setSelected(false, animated: false) }
        _selectedRows.removeAll()
    }

    func _trimSelection() {
        guard _selectedRows.count > 1 else { return }
        for p in _selectedRows.dropFirst() { _visibleCells[p]?.setSelected(false, animated: false) }
        _selectedRows = [_selectedRows[0]]
    }
}
