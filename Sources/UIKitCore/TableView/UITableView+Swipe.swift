//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Swiping rows: the actions revealed on either edge, full swipes, and editing mode's delete
// confirmation.

/// The row whose swipe actions (or, in editing mode, delete confirmation) show: its cell slides
/// sideways by `offset` and a `_UISwipeActionsView` fills the revealed side.
@MainActor final class _UITableSwipe {
    weak var cell: UITableViewCell?
    /// The row when the swipe began (for `didEndEditingRowAt` when the cell is gone).
    var path: IndexPath
    /// The configurations for the row's left and right sides (resolved against the layout
    /// direction; nil: nothing on that side).
    var left: UISwipeActionsConfiguration?
    var right: UISwipeActionsConfiguration?
    var actionsView: _UISwipeActionsView?
    /// The cell's horizontal offset: negative reveals the right side.
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
    var isTracking = false
    /// An action's handler runs (taps and further swipes wait for its completion).
    var isPerforming = false
    let isDeleteConfirmation: Bool

    init(cell: UITableViewCell, path: IndexPath, left: UISwipeActionsConfiguration?, right: UISwipeActionsConfiguration?,
         isDeleteConfirmation: Bool) {
        self.cell = cell
        self.path = path
        self.left = left
        self.right = right
        self.isDeleteConfirmation = isDeleteConfirmation
    }
}

/// The table's one-finger pan for rows: it swipes rows sideways (outside editing mode; it begins
/// only for mostly-horizontal movement on a row with actions on the revealed side) and drags
/// rows by their reorder grabbers (in editing mode). The scroll view's own pan waits for it to
/// fail, so a vertical drag scrolls and a horizontal one never does.
@MainActor final class _UITableViewRowPanGestureRecognizer: UIPanGestureRecognizer {
    enum Mode { case none, swipe, reorder }
    var mode: Mode = .none
    /// The row under the first finger.
    var touchedPath: IndexPath?

    override func _acceptsFirstTouch(_ touch: UITouch) -> Bool {
        guard let table = view as? UITableView else { return false }
        (mode, touchedPath) = table._rowPanMode(for: touch)
        return mode != .none
    }

    override func _mayBegin(windowTranslation translation: CGPoint) -> Bool {
        guard let table = view as? UITableView else { return false }
        switch mode {
        case .none: return false
        case .reorder: return true
        case .swipe:
            guard abs(translation.x) > abs(translation.y), let path = touchedPath else { return false }
            return table._swipeMayBegin(at: path, towardsRight: translation.x > 0)
        }
    }

    override func reset() {
        super.reset()
        mode = .none
        touchedPath = nil
    }
}

/// Swiping rows: revealing their actions, settling open or closed, full swipes, and performing
/// actions (iOS 11 swipe actions; the classic delete confirmation reuses the same machinery).
extension UITableView {
    /// Opening or closing faster than this (points per second) decides the release.
    static let _swipeFlickVelocity: CGFloat = 600
    static let _swipeAnimationDuration: TimeInterval = 0.25

    func _installRowPanRecognizer() {
        let g = _UITableViewRowPanGestureRecognizer()
        g.maximumNumberOfTouches = 1
        g.addTarget(self, action: UITableView._handleRowPan)
        addGestureRecognizer(g)
        _rowPanRecognizer = g
        panGestureRecognizer.require(toFail: g)
        panGestureRecognizer.addTarget(self, action: UITableView._scrollPanChanged)
    }

    func _handleRowPan(_ g: _UITableViewRowPanGestureRecognizer) {
        switch g.mode {
        case .swipe: _handleSwipePan(g)
        case .reorder: _handleReorderPan(g)
        case .none: break
        }
    }

    /// Scrolling closes an open row.
    func _scrollPanChanged(_ g: UIPanGestureRecognizer) {
        if g.state == .began, let s = _swipeState, !s.isTracking { _closeSwipe(animated: true) }
    }

    // MARK: Which rows swipe

    /// What a finger landing here may start: reordering on a grabber in editing mode, swiping
    /// on a row outside it.
    func _rowPanMode(for touch: UITouch) -> (_UITableViewRowPanGestureRecognizer.Mode, IndexPath?) {
        guard _reorderState == nil, let v = touch.view, v === self || v.isDescendant(of: self) else { return (.none, nil) }
        let p = touch.location(in: self)
        if let s = _swipeState, let av = s.actionsView, v === av || v.isDescendant(of: av) {
            return s.isDeleteConfirmation || s.isPerforming ? (.none, nil) : (.swipe, s.cell.flatMap { indexPath(for: $0) })
        }
        guard let path = indexPathForRow(at: p), let cell = _visibleCells[path] else { return (.none, nil) }
        if _isEditing {
            if let grabber = cell._reorderGrabberFrame, grabber.contains(touch.location(in: cell)) { return (.reorder, path) }
            return (.none, nil)
        }
        return (.swipe, path)
    }

    /// Whether a horizontal swipe may begin on `path`: an open row always moves; a closed one
    /// needs actions on the side the movement reveals.
    func _swipeMayBegin(at path: IndexPath, towardsRight: Bool) -> Bool {
        guard !_isEditing else { return false }
        if let s = _swipeState, let cell = s.cell, _visibleCells[path] === cell {
            return !s.isDeleteConfirmation && !s.isPerforming
        }
        guard _visibleCells[path] != nil else { return false }
        let (left, right) = _swipeConfigurations(path)
        return towardsRight ? left != nil : right != nil
    }

    /// The row's configurations for its left and right sides: the delegate's, or the default
    /// trailing Delete; nil for a side without actions, or for rows that can't be edited.
    func _swipeConfigurations(_ path: IndexPath) -> (left: UISwipeActionsConfiguration?, right: UISwipeActionsConfiguration?) {
        guard _dataSource?.tableView(self, canEditRowAt: path) ?? false else { return (nil, nil) }
        let leading = _tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        var trailing = _tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
        if trailing == nil {
            let style = _tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
            if style == .delete { trailing = _deleteConfiguration(for: path, fullSwipe: true) }
        }
        func nonEmpty(_ c: UISwipeActionsConfiguration?) -> UISwipeActionsConfiguration? {
            guard let c, !c.actions.isEmpty else { return nil }
            return c
        }
        let ltr = effectiveUserInterfaceLayoutDirection == .leftToRight
        return ltr ? (nonEmpty(leading), nonEmpty(trailing)) : (nonEmpty(trailing), nonEmpty(leading))
    }

    /// One destructive "Delete" action (or the delegate's title) that commits the delete
    /// through the data source.
    func _deleteConfiguration(for path: IndexPath, fullSwipe: Bool) -> UISwipeActionsConfiguration {
        let title = _tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            let row = self._swipeState?.cell.flatMap { self.indexPath(for: $0) } ?? path
            self._dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        let c = UISwipeActionsConfiguration(actions: [action])
        c.performsFirstActionWithFullSwipe = fullSwipe
        return c
    }

    // MARK: The pan

    func _handleSwipePan(_ g: _UITableViewRowPanGestureRecognizer) {
        switch g.state {
        case .began:
            _rowTouchesCancelled()
            guard let path = g.touchedPath, let cell = _visibleCells[path] else { return }
            if let s = _swipeState, s.cell === cell {
                s.isTracking = true
                s.startOffset = s.offset
                return
            }
            if _swipeState != nil { _closeSwipe(animated: true) }
            let (left, right) = _swipeConfigurations(path)
            let s = _UITableSwipe(cell: cell, path: path, left: left, right: right, isDeleteConfirmation: false)
            s.isTracking = true
            _swipeState = s
            cell._isSwiped = true
            _tableDelegate?.tableView(self, willBeginEditingRowAt: path)
            _setSwipeOffset(g.translation(in: self).x)
        case .changed:
            guard let s = _swipeState, s.isTracking else { return }
            _setSwipeOffset(s.startOffset + g.translation(in: self).x)
        case .ended, .cancelled:
            guard let s = _swipeState, s.isTracking else { return }
            s.isTracking = false
            _settleSwipe(velocity: g.state == .ended ? g.velocity(in: self).x : 0)
        default: break
        }
    }

    /// Moves the swiped cell to `raw` (clamped to the sides that have actions; past the resting
    /// width only when full swipes are on, else with resistance) and lays out the buttons.
    func _setSwipeOffset(_ raw: CGFloat) {
        guard let s = _swipeState, let cell = s.cell else { return }
        let onRight = raw < 0
        guard let config = onRight ? s.right : s.left else {
            s.offset = 0
            _placeSwipe(s, cell)
            return
        }
        let view = _swipeActionsView(s, config, onRight: onRight, cell: cell)
        var w = abs(raw)
        let preferred = view.preferredWidth
        if !config.performsFirstActionWithFullSwipe, w > preferred { w = preferred + (w - preferred) * 0.3 }
        w = min(w, bounds.width)
        s.offset = onRight ? -w : w
        _placeSwipe(s, cell)
    }

    /// The actions view for a side, made (and the other side's removed) when the side changes.
    func _swipeActionsView(_ s: _UITableSwipe, _ config: UISwipeActionsConfiguration, onRight: Bool, cell: UITableViewCell) -> _UISwipeActionsView {
        if let v = s.actionsView, v.configuration === config { return v }
        s.actionsView?.removeFromSuperview()
        let ltr = effectiveUserInterfaceLayoutDirection == .leftToRight
        let edge: _UISwipeActionsView.Edge = onRight == ltr ? .trailing : .leading
        let v = _UISwipeActionsView(configuration: config, edge: edge, containerWidth: bounds.width)
        v.actionTriggered = { [weak self] action, source in self?._performSwipeAction(action, sourceView: source) }
        let row = _cellFrame(y: cell.frame.minY, height: cell.frame.height)
        v.frame = CGRect(x: onRight ? row.maxX : row.minX, y: row.minY, width: 0, height: row.height)
        insertSubview(v, belowSubview: cell)
        s.actionsView = v
        return v
    }

    /// Puts the cell at its offset and the actions view in the revealed gap.
    func _placeSwipe(_ s: _UITableSwipe, _ cell: UITableViewCell) {
        // The row's resting frame (inset in insetGrouped style), moved sideways by the offset.
        let base = _cellFrame(y: cell.frame.minY, height: cell.frame.height)
        var f = base
        f.origin.x += s.offset
        if cell.frame != f { cell.frame = f }
        guard let v = s.actionsView else { return }
        let w = abs(s.offset)
        let onRight = s.offset < 0 || (s.offset == 0 && v.frame.minX >= base.midX)
        v.frame = CGRect(x: onRight ? base.maxX - w : base.minX, y: f.minY, width: w, height: f.height)
        v.layout(forRevealedWidth: w)
    }

    /// A release: perform the first action of an armed full swipe, else open or close by the
    /// flick, else by whether half the buttons show.
    func _settleSwipe(velocity: CGFloat) {
        guard let s = _swipeState, let v = s.actionsView, s.offset != 0 else { return _closeSwipe(animated: true) }
        let sign: CGFloat = s.offset < 0 ? -1 : 1
        if v.isFullSwipeArmed, let first = v.configuration.actions.first {
            _animateSwipe(to: sign * bounds.width)
            _performSwipeAction(first, sourceView: v.button(for: first) ?? v)
            return
        }
        let opening = velocity * sign
        let open: Bool
        if opening > Self._swipeFlickVelocity { open = true }
        else if opening < -Self._swipeFlickVelocity { open = false }
        else { open = abs(s.offset) >= v.preferredWidth / 2 }
        if open {
            // The open row is "showing the delete confirmation" (its buttons), as the cell's
            // `showingDeleteConfirmation` and `willTransition(to:)` tell subclasses on iOS.
            s.cell?._showingDeleteConfirmation = true
            _animateSwipe(to: sign * v.preferredWidth)
        } else {
            _closeSwipe(animated: true)
        }
    }

    func _animateSwipe(to offset: CGFloat, completion: (() -> Void)? = nil) {
        guard let s = _swipeState, let cell = s.cell else { completion?(); return }
        s.offset = offset
        if window != nil {
            UIView.animate(withDuration: Self._swipeAnimationDuration, animations: { self._placeSwipe(s, cell) },
                           completion: { _ in completion?() })
        } else {
            _placeSwipe(s, cell)
            completion?()
        }
    }

    /// Slides the open row back and forgets it (`didEndEditingRowAt` for a swipe).
    func _closeSwipe(animated: Bool) {
        guard let s = _swipeState else { return }
        _swipeState = nil
        s.isTracking = false
        s.offset = 0
        let cell = s.cell
        _swipeEnded(s, path: cell.flatMap { indexPath(for: $0) })
        let finish: () -> Void = { s.actionsView?.removeFromSuperview() }
        cell?._isSwiped = false
        cell?._showingDeleteConfirmation = false
        guard let cell else { return finish() }
        if animated && window != nil && cell.frame.minX != _cellFrame(y: 0, height: 0).minX {
            UIView.animate(withDuration: Self._swipeAnimationDuration, animations: { self._placeSwipe(s, cell) },
                           completion: { _ in finish() })
        } else {
            _placeSwipe(s, cell)
            finish()
        }
    }

    func _swipeEnded(_ s: _UITableSwipe, path: IndexPath?) {
        if !s.isDeleteConfirmation { _tableDelegate?.tableView(self, didEndEditingRowAt: path) }
    }

    /// Runs an action's handler (a tap on its button, or a full swipe). Its completion closes
    /// the row, unless a destructive action was performed: then the app deletes the row and its
    /// cell leaves from where it is.
    func _performSwipeAction(_ action: UIContextualAction, sourceView: UIView) {
        guard let s = _swipeState, !s.isPerforming else { return }
        s.isPerforming = true
        var called = false
        action.handler(action, sourceView) { [weak self] performed in
            guard !called else { return }
            called = true
            self?._swipeActionCompleted(s, action, performed)
        }
    }

    func _swipeActionCompleted(_ s: _UITableSwipe, _ action: UIContextualAction, _ performed: Bool) {
        s.isPerforming = false
        guard _swipeState === s else { return }
        let cellStays = s.cell.map { c in _visibleCells.values.contains { $0 === c } } ?? false
        if performed && action.style == .destructive && !cellStays {
            // The row was deleted: its cell fades away where it is; the buttons go with it.
            _swipeState = nil
            s.cell?._isSwiped = false
            s.cell?._showingDeleteConfirmation = false
            let v = s.actionsView
            if let v, window != nil {
                UIView.animate(withDuration: UITableView._rowAnimationDuration, animations: { v.alpha = 0 },
                               completion: { _ in v.removeFromSuperview() })
            } else {
                v?.removeFromSuperview()
            }
            _swipeEnded(s, path: nil)
        } else {
            _closeSwipe(animated: true)
        }
    }

    // MARK: Hooks from the table's body and tiling

    /// A finger landing while a row is open closes it (and is not a selection), unless it lands
    /// on the buttons. Returns true when the touch is consumed.
    func _swipeConsumesTouchDown(_ touches: Set<UITouch>) -> Bool {
        guard let s = _swipeState else { return false }
        if let av = s.actionsView, touches.contains(where: { t in t.view.map { $0 === av || $0.isDescendant(of: av) } ?? false }) {
            return true
        }
        if s.isTracking { return true }
        _closeSwipe(animated: true)
        return true
    }

    /// A visible row's frame: slid sideways while swiped, lifted or moved aside while reordering.
    func _interactiveRowFrame(_ cell: UITableViewCell, _ path: IndexPath, _ frame: CGRect) -> CGRect {
        if let s = _swipeState, s.cell === cell {
            var f = frame
            f.origin.x += s.offset
            return f
        }
        if _reorderState != nil { return _reorderRowFrame(cell, path, frame) }
        return frame
    }

    /// A reload: an open row closes at once and a drag ends without moving anything (the
    /// cells are about to be reused for other rows).
    func _forgetRowInteractions() {
        if _swipeState != nil { _closeSwipe(animated: false) }
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
        guard let s = _swipeState else { return }
        guard let cell = s.cell, _visibleCells.values.contains(where: { $0 === cell }) else {
            _swipeState = nil
            s.cell?._isSwiped = false
            s.cell?._showingDeleteConfirmation = false
            s.actionsView?.removeFromSuperview()
            _swipeEnded(s, path: nil)
            return
        }
        if let v = s.actionsView, v.frame.minY != cell.frame.minY || v.frame.height != cell.frame.height, !s.isTracking {
            v.frame.origin.y = cell.frame.minY
            v.frame.size.height = cell.frame.height
            v.setNeedsLayout()
        }
    }
}
