//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A row being dragged by its reorder grabber: the cell follows the finger above the others,
/// which slide aside to open a gap where it would land.
@MainActor final class _UITableReorder {
    let source: IndexPath
    let cell: UITableViewCell
    /// Where the row would land now (after the delegate's redirection).
    var target: IndexPath
    /// The lifted cell's top edge (table coordinates).
    var cellY: CGFloat
    /// The finger's distance below the cell's top edge when the drag began.
    let grabOffset: CGFloat
    /// The finger in the table's coordinates (updated as it moves and as the table scrolls).
    var finger: CGPoint
    var displayLink: CADisplayLink?
    /// The cell layer's own shadow, put back after the drop (the lifted row casts one).
    var savedShadow: (opacity: Float, radius: CGFloat, offset: CGSize, color: CGColor?)?
    /// The recognizer carrying the drag when it is not the reorder grabber's pan (a row drag).
    weak var recognizer: UIGestureRecognizer?

    init(source: IndexPath, cell: UITableViewCell, finger: CGPoint) {
        self.source = source
        self.cell = cell
        self.target = source
        self.cellY = cell.frame.minY
        self.grabOffset = finger.y - cell.frame.minY
        self.finger = finger
    }
}

/// Reordering rows by their grabbers in editing mode: lift, follow the finger, auto-scroll near
/// the edges, ask `targetIndexPathForMoveFromRowAt`, and on drop move the row in the table
/// (geometry, visible cells, selection) before telling the data source `moveRowAt`.
extension UITableView {
    /// Within this distance of the top or bottom edge, the table scrolls while dragging.
    static let _autoScrollMargin: CGFloat = 44
    /// The fastest auto-scroll, in points per frame.
    static let _autoScrollMaxStep: CGFloat = 12
    static let _reorderAnimationDuration: TimeInterval = 0.2

    package func _handleReorderPan(_ g: _UIRowPanGestureRecognizer) {
        switch g.state {
        case .began:
            guard _isEditing, _reorderState == nil, let path = g.touchedPath, _visibleCells[path] != nil else { return }
            // The drag is measured from where the finger landed (the pan begins after some slop).
            let now = g.location(in: self), moved = g.translation(in: self)
            _beginReorder(path, finger: CGPoint(x: now.x - moved.x, y: now.y - moved.y), by: nil)
            _reorderFollow(g.location(in: self))
        case .changed:
            _reorderFollow(g.location(in: self))
        case .ended:
            _endReorder(cancelled: false)
        case .cancelled, .failed:
            _endReorder(cancelled: true)
        default: break
        }
    }

    /// Lifts the row at `path` (a visible one) under `finger`: touches on rows end, a swipe
    /// closes, the cell floats with a shadow and auto-scroll runs each frame. `recognizer` carries
    /// the drag when it is not the grabbers' pan (a row drag of +DragDrop).
    func _beginReorder(_ path: IndexPath, finger: CGPoint, by recognizer: UIGestureRecognizer?) {
        guard let cell = _visibleCells[path] else { return }
        _rowTouchesCancelled()
        if _swipeState != nil { _closeSwipe(animated: false) }
        let r = _UITableReorder(source: path, cell: cell, finger: finger)
        r.recognizer = recognizer
        _reorderState = r
        cell._isReordering = true
        bringSubviewToFront(cell)
        _liftShadow(r)
        let link = CADisplayLink { [weak self] _ in self?._autoScrollStep() }
        link.add(to: .main, forMode: .common)
        r.displayLink = link
    }

    /// The lifted cell follows the finger; the gap opens where it would land.
    func _reorderFollow(_ finger: CGPoint) {
        guard let r = _reorderState else { return }
        r.finger = finger
        let maxY = max(0, _geometry.contentHeight - r.cell.frame.height)
        r.cellY = min(max(finger.y - r.grabOffset, 0), maxY)
        var f = r.cell.frame
        f.origin.y = r.cellY
        r.cell.frame = f
        _updateReorderTarget()
    }

    /// The proposed destination under the lifted cell's centre, redirected by the delegate.
    func _updateReorderTarget() {
        guard let r = _reorderState else { return }
        let centerY = r.cellY + r.cell.frame.height / 2
        guard let under = indexPathForRow(at: CGPoint(x: bounds.midX, y: centerY)) else { return }
        var proposed = under
        if under.section != r.source.section {
            let rect = rectForRow(at: under)
            if centerY > rect.midY { proposed.row += 1 }
        }
        var target = _tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: r.source, toProposedIndexPath: proposed) ?? proposed
        if !_isValidReorderTarget(target, r.source) { target = r.target }
        guard target != r.target else { return }
        r.target = target
        if window != nil {
            UIView.animate(withDuration: Self._reorderAnimationDuration) { self._placeReorderedRows() }
        } else {
            _placeReorderedRows()
        }
    }

    func _isValidReorderTarget(_ t: IndexPath, _ source: IndexPath) -> Bool {
        guard t.count == 2, t.section >= 0, t.section < _geometry.numberOfSections, t.row >= 0 else { return false }
        let rows = _geometry.numberOfRows(inSection: t.section)
        return t.row <= (t.section == source.section ? rows - 1 : rows)
    }

    /// Moves the other visible rows aside for the current target.
    func _placeReorderedRows() {
        guard let r = _reorderState else { return }
        for (path, cell) in _visibleCells where cell !== r.cell {
            let f = _reorderRowFrame(cell, path, rectForRow(at: path))
            if cell.frame != f { cell.frame = f }
        }
    }

    /// A row's frame while another is dragged: the lifted row where the finger holds it; the
    /// rows after the source move up by its height, those from the target on move down.
    func _reorderRowFrame(_ cell: UITableViewCell, _ path: IndexPath, _ frame: CGRect) -> CGRect {
        guard let r = _reorderState else { return frame }
        var f = frame
        if cell === r.cell {
            f.origin.y = r.cellY
            return f
        }
        let h = _geometry.rowHeight(r.source.section, r.source.row)
        var row = path.row
        if path.section == r.source.section && path.row > r.source.row {
            f.origin.y -= h
            row -= 1
        }
        if path.section == r.target.section && row >= r.target.row { f.origin.y += h }
        return f
    }

    /// Keeps the lifted row's cell while its own place scrolls out of view.
    func _keepsRowVisible(_ path: IndexPath) -> Bool {
        _reorderState?.source == path
    }

    /// Near the top or bottom edge, scrolls a little each frame (faster closer to the edge);
    /// the lifted cell stays under the finger.
    func _autoScrollStep() {
        guard let r = _reorderState, let g = r.recognizer ?? _rowPanRecognizer, g.state == .began || g.state == .changed else { return }
        let inset = adjustedContentInset
        let top = bounds.minY + inset.top, bottom = bounds.maxY - inset.bottom
        let fingerY = g.location(in: self).y
        var step: CGFloat = 0
        if fingerY < top + Self._autoScrollMargin {
            step = -Self._autoScrollMaxStep * min(1, (top + Self._autoScrollMargin - fingerY) / Self._autoScrollMargin)
        } else if fingerY > bottom - Self._autoScrollMargin {
            step = Self._autoScrollMaxStep * min(1, (fingerY - (bottom - Self._autoScrollMargin)) / Self._autoScrollMargin)
        }
        guard step != 0 else { return }
        let minOffset = -inset.top
        let maxOffset = max(minOffset, contentSize.height + inset.bottom - bounds.height)
        let y = min(max(contentOffset.y + step, minOffset), maxOffset)
        guard y != contentOffset.y else { return }
        contentOffset.y = y
        layoutIfNeeded()
        _reorderFollow(CGPoint(x: r.finger.x, y: g.location(in: self).y))
    }

    /// The drop (or a cancel, which puts the row back): the table moves the row, then the data
    /// source hears `moveRowAt`.
    func _endReorder(cancelled: Bool) {
        guard let r = _reorderState else { return }
        r.displayLink?.invalidate()
        r.displayLink = nil
        _reorderState = nil
        r.cell._isReordering = false
        // A reload during the drag may have taken the row away: then nothing moves.
        let stillThere = _visibleCells.values.contains { $0 === r.cell } && _geometry.isValid(r.source.section, r.source.row)
            && _isValidReorderTarget(r.target, r.source)
        let from = r.source, to = cancelled || !stillThere ? r.source : r.target
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for (_, cell) in _visibleCells { oldFrames[ObjectIdentifier(cell)] = cell.frame }
        if from != to { _moveRowWithoutAsking(from, to) }
        _tile()
        if window != nil {
            var targets: [(UITableViewCell, CGRect)] = []
            for (_, cell) in _visibleCells {
                targets.append((cell, cell.frame))
                if let old = oldFrames[ObjectIdentifier(cell)] { cell.frame = old }
            }
            UIView.animate(withDuration: Self._reorderAnimationDuration) {
                for (cell, f) in targets { cell.frame = f }
            }
        }
        _dropShadow(r)
        if from != to { _dataSource?.tableView(self, moveRowAt: from, to: to) }
    }

    /// The lifted row floats above the others with a soft shadow, as on iOS.
    func _liftShadow(_ r: _UITableReorder) {
        let l = r.cell.layer
        r.savedShadow = (l.shadowOpacity, l.shadowRadius, l.shadowOffset, l.shadowColor)
        l.shadowColor = UIColor.black.cgColor
        l.shadowOpacity = 0.25
        l.shadowRadius = 6
        l.shadowOffset = CGSize(width: 0, height: 2)
    }

    /// Puts the cell's own shadow back as it lands.
    func _dropShadow(_ r: _UITableReorder) {
        guard let s = r.savedShadow else { return }
        r.savedShadow = nil
        let l = r.cell.layer
        l.shadowOpacity = s.opacity
        l.shadowRadius = s.radius
        l.shadowOffset = s.offset
        l.shadowColor = s.color
    }

    /// Moves one row in the table's own state as a batch would (geometry in place, visible
    /// cells, selection), without asking the data source for counts: its model moves next.
    func _moveRowWithoutAsking(_ from: IndexPath, _ to: IndexPath) {
        var batch = _UITableBatch()
        batch.movedRows = [(from, to)]
        batch.animation = .none
        let before = _rowCounts
        var after = before
        after[from.section] -= 1
        after[to.section] += 1
        var moved: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in _visibleCells {
            if let d = _destination(of: path, batch, before: before) { moved[d] = cell }
        }
        _visibleCells = moved
        _selectedRows = _selectedRows.compactMap { _destination(of: $0, batch, before: before) }
        _rebuildGeometry(batch, before: before, after: after)
        _cellsNeedRestyle()
    }
}
