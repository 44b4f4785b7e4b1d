//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Swiping rows sideways to reveal their actions: one machine for table rows and list cells.
// The list that owns the rows (`_UIRowSwipeHost`) says which rows swipe, with which actions, and
// where they rest; `_UIRowSwipeController` slides the cell, lays out the buttons, settles open or
// closed, and runs full swipes and taps.

/// A cell that can be swiped: table rows and collection-view cells.
@MainActor package protocol _UISwipeableCell: UIView {
    /// Its row is swiped (`configurationState.isSwiped`).
    var _isSwiped: Bool { get set }
    /// Its actions show, settled open (a table cell's `showingDeleteConfirmation`).
    var _isSwipeOpen: Bool { get set }
}

/// What the swipe machine asks of the list whose rows swipe (`UITableView`, `UICollectionView`).
@MainActor package protocol _UIRowSwipeHost: UIScrollView {
    /// The machine, made on first use.
    var _swiper: _UIRowSwipeController { get }
    /// The visible cell showing `path`, nil when the row is off screen.
    func _swipeCell(at path: IndexPath) -> (any _UISwipeableCell)?
    /// Where a visible cell's row is now, nil when the cell no longer shows a row.
    func _swipeIndexPath(of cell: any _UISwipeableCell) -> IndexPath?
    /// The frame a visible cell has when not swiped.
    func _swipeRestingFrame(of cell: any _UISwipeableCell) -> CGRect
    /// The actions for the row's left and right sides (resolved against the layout direction;
    /// nil: nothing on that side).
    func _swipeConfigurations(_ path: IndexPath) -> (left: UISwipeActionsConfiguration?, right: UISwipeActionsConfiguration?)
    /// Whether a finger landing here may swipe a row (and which), or drag it (tables in editing mode).
    func _rowPanMode(for touch: UITouch) -> (_UIRowPanGestureRecognizer.Mode, IndexPath?)
    /// A swipe begins on `path` (after touches in the list were cancelled).
    func _swipeWillBegin(at path: IndexPath)
    /// A swipe ended (nil: the row is gone).
    func _swipeDidEnd(at path: IndexPath?)
    /// Hands a reorder drag to the list (tables in editing mode).
    func _handleReorderPan(_ g: _UIRowPanGestureRecognizer)
}

/// The open (or opening) row: its cell slides sideways by `offset` and a `_UISwipeActionsView`
/// fills the revealed side.
@MainActor final class _UIRowSwipe {
    weak var cell: (any _UISwipeableCell)?
    /// The row when the swipe began (for the end callback when the cell is gone).
    var path: IndexPath
    /// The configurations for the row's left and right sides.
    var left: UISwipeActionsConfiguration?
    var right: UISwipeActionsConfiguration?
    var actionsView: _UISwipeActionsView?
    /// The cell's horizontal offset: negative reveals the right side.
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
    var isTracking = false
    /// An action's handler runs (taps and further swipes wait for its completion).
    var isPerforming = false
    /// A table row's delete confirmation (editing mode), not a swipe.
    let isDeleteConfirmation: Bool

    init(cell: any _UISwipeableCell, path: IndexPath, left: UISwipeActionsConfiguration?, right: UISwipeActionsConfiguration?,
         isDeleteConfirmation: Bool) {
        self.cell = cell
        self.path = path
        self.left = left
        self.right = right
        self.isDeleteConfirmation = isDeleteConfirmation
    }
}

/// The list's one-finger pan for rows: it swipes rows sideways (it begins only for mostly
/// horizontal movement on a row with actions on the revealed side) and drags table rows by their
/// reorder grabbers in editing mode. The scroll view's own pan waits for it to fail, so a
/// vertical drag scrolls and a horizontal one never does.
@MainActor package final class _UIRowPanGestureRecognizer: UIPanGestureRecognizer {
    package enum Mode { case none, swipe, reorder }
    package var mode: Mode = .none
    /// The row under the first finger.
    package var touchedPath: IndexPath?

    override func _acceptsFirstTouch(_ touch: UITouch) -> Bool {
        guard let host = view as? any _UIRowSwipeHost else { return false }
        (mode, touchedPath) = host._rowPanMode(for: touch)
        return mode != .none
    }

    override func _mayBegin(windowTranslation translation: CGPoint) -> Bool {
        guard let host = view as? any _UIRowSwipeHost else { return false }
        switch mode {
        case .none: return false
        case .reorder: return true
        case .swipe:
            guard abs(translation.x) > abs(translation.y), let path = touchedPath else { return false }
            return host._swiper.mayBegin(at: path, towardsRight: translation.x > 0)
        }
    }

    override package func reset() {
        super.reset()
        mode = .none
        touchedPath = nil
    }

    /// Puts a row pan on `host`, ahead of its scrolling pan (which then closes an open row).
    static func install(on host: any _UIRowSwipeHost) -> _UIRowPanGestureRecognizer {
        let g = _UIRowPanGestureRecognizer()
        g.maximumNumberOfTouches = 1
        let swiper = host._swiper
        g.addTarget(swiper, action: _UIRowSwipeController.handlePan)
        host.addGestureRecognizer(g)
        host.panGestureRecognizer.require(toFail: g)
        host.panGestureRecognizer.addTarget(swiper, action: _UIRowSwipeController.scrollPanChanged)
        return g
    }
}

/// Swiping one row at a time: revealing its actions, settling open or closed, full swipes, and
/// performing actions (iOS 11 swipe actions; the table's delete confirmation reuses it).
@MainActor package final class _UIRowSwipeController {
    /// Opening or closing faster than this (points per second) decides the release.
    static let flickVelocity: CGFloat = 600
    static let animationDuration: TimeInterval = 0.25
    /// How long a deleted row's buttons take to fade.
    static let fadeDuration: TimeInterval = 0.3

    private weak var weakHost: (any _UIRowSwipeHost)?
    /// The list (which owns this machine, so it is there whenever the machine is asked).
    private var host: any _UIRowSwipeHost { weakHost! }
    /// The row whose actions show, nil when none.
    var state: _UIRowSwipe?

    package init(host: any _UIRowSwipeHost) { weakHost = host }

    /// Whether a row is swiped or open.
    package var isActive: Bool { state != nil }

    // MARK: The pan

    func handlePan(_ g: _UIRowPanGestureRecognizer) {
        switch g.mode {
        case .swipe: handleSwipePan(g)
        case .reorder: host._handleReorderPan(g)
        case .none: break
        }
    }

    /// Scrolling closes an open row.
    func scrollPanChanged(_ g: UIPanGestureRecognizer) {
        if g.state == .began, let s = state, !s.isTracking { close(animated: true) }
    }

    /// Whether a horizontal swipe may begin on `path`: an open row always moves; a closed one
    /// needs actions on the side the movement reveals.
    func mayBegin(at path: IndexPath, towardsRight: Bool) -> Bool {
        guard let cell = host._swipeCell(at: path) else { return false }
        if let s = state, s.cell === cell { return !s.isDeleteConfirmation && !s.isPerforming }
        let (left, right) = host._swipeConfigurations(path)
        return towardsRight ? left != nil : right != nil
    }

    /// The row a finger on an open row's buttons swipes (none while its action runs), or nil
    /// when the touch is elsewhere.
    package func pathForTouchOnActions(_ v: UIView) -> (_UIRowPanGestureRecognizer.Mode, IndexPath?)? {
        guard let s = state, let av = s.actionsView, v === av || v.isDescendant(of: av) else { return nil }
        return s.isDeleteConfirmation || s.isPerforming ? (.none, nil) : (.swipe, s.cell.flatMap { host._swipeIndexPath(of: $0) })
    }

    private func handleSwipePan(_ g: _UIRowPanGestureRecognizer) {
        switch g.state {
        case .began:
            guard let path = g.touchedPath, let cell = host._swipeCell(at: path) else { return }
            if let s = state, s.cell === cell {
                s.isTracking = true
                s.startOffset = s.offset
                return
            }
            if state != nil { close(animated: true) }
            let (left, right) = host._swipeConfigurations(path)
            let s = _UIRowSwipe(cell: cell, path: path, left: left, right: right, isDeleteConfirmation: false)
            s.isTracking = true
            state = s
            cell._isSwiped = true
            host._swipeWillBegin(at: path)
            setOffset(g.translation(in: host).x)
        case .changed:
            guard let s = state, s.isTracking else { return }
            setOffset(s.startOffset + g.translation(in: host).x)
        case .ended, .cancelled:
            guard let s = state, s.isTracking else { return }
            s.isTracking = false
            settle(velocity: g.state == .ended ? g.velocity(in: host).x : 0)
        default: break
        }
    }

    // MARK: Moving the row

    /// Moves the swiped cell to `raw` (clamped to the sides that have actions; past the resting
    /// width only when full swipes are on, else with resistance) and lays out the buttons.
    func setOffset(_ raw: CGFloat) {
        guard let s = state, let cell = s.cell else { return }
        let onRight = raw < 0
        guard let config = onRight ? s.right : s.left else {
            s.offset = 0
            place(s, cell)
            return
        }
        let view = actionsView(s, config, onRight: onRight, cell: cell)
        var w = abs(raw)
        let preferred = view.preferredWidth
        if !config.performsFirstActionWithFullSwipe, w > preferred { w = preferred + (w - preferred) * 0.3 }
        w = min(w, host.bounds.width)
        s.offset = onRight ? -w : w
        place(s, cell)
    }

    /// The actions view for a side, made (and the other side's removed) when the side changes.
    func actionsView(_ s: _UIRowSwipe, _ config: UISwipeActionsConfiguration, onRight: Bool, cell: any _UISwipeableCell) -> _UISwipeActionsView {
        if let v = s.actionsView, v.configuration === config { return v }
        s.actionsView?.removeFromSuperview()
        let ltr = host.effectiveUserInterfaceLayoutDirection == .leftToRight
        let edge: _UISwipeActionsView.Edge = onRight == ltr ? .trailing : .leading
        let v = _UISwipeActionsView(configuration: config, edge: edge, containerWidth: host.bounds.width)
        v.actionTriggered = { [weak self] action, source in self?.perform(action, sourceView: source) }
        let row = host._swipeRestingFrame(of: cell)
        v.frame = CGRect(x: onRight ? row.maxX : row.minX, y: row.minY, width: 0, height: row.height)
        host.insertSubview(v, belowSubview: cell)
        s.actionsView = v
        return v
    }

    /// Puts the cell at its offset and the actions view in the revealed gap.
    private func place(_ s: _UIRowSwipe, _ cell: any _UISwipeableCell) {
        let base = host._swipeRestingFrame(of: cell)
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
    private func settle(velocity: CGFloat) {
        guard let s = state, let v = s.actionsView, s.offset != 0 else { return close(animated: true) }
        let sign: CGFloat = s.offset < 0 ? -1 : 1
        if v.isFullSwipeArmed, let first = v.configuration.actions.first {
            animate(to: sign * host.bounds.width)
            perform(first, sourceView: v.button(for: first) ?? v)
            return
        }
        let opening = velocity * sign
        let open: Bool
        if opening > Self.flickVelocity { open = true }
        else if opening < -Self.flickVelocity { open = false }
        else { open = abs(s.offset) >= v.preferredWidth / 2 }
        if open {
            // The open row is "showing the delete confirmation" (its buttons), as the table
            // cell's `showingDeleteConfirmation` and `willTransition(to:)` tell subclasses on iOS.
            s.cell?._isSwipeOpen = true
            animate(to: sign * v.preferredWidth)
        } else {
            close(animated: true)
        }
    }

    func animate(to offset: CGFloat, completion: (() -> Void)? = nil) {
        guard let s = state, let cell = s.cell else { completion?(); return }
        s.offset = offset
        if host.window != nil {
            UIView.animate(withDuration: Self.animationDuration, animations: { self.place(s, cell) },
                           completion: { _ in completion?() })
        } else {
            place(s, cell)
            completion?()
        }
    }

    /// Opens `config` on the trailing side of a row at once: a table's delete confirmation, or
    /// a list cell's delete accessory revealing its trailing swipe actions.
    package func openTrailing(_ path: IndexPath, _ cell: any _UISwipeableCell, _ config: UISwipeActionsConfiguration,
                              isDeleteConfirmation: Bool) {
        if state != nil { close(animated: true) }
        let ltr = host.effectiveUserInterfaceLayoutDirection == .leftToRight
        let s = _UIRowSwipe(cell: cell, path: path, left: ltr ? nil : config, right: ltr ? config : nil, isDeleteConfirmation: isDeleteConfirmation)
        state = s
        if !isDeleteConfirmation {
            cell._isSwiped = true
            host._swipeWillBegin(at: path)
        }
        cell._isSwipeOpen = true
        let view = actionsView(s, config, onRight: ltr, cell: cell)
        animate(to: ltr ? -view.preferredWidth : view.preferredWidth)
    }

    /// Slides the open row back and forgets it.
    package func close(animated: Bool) {
        guard let s = state else { return }
        state = nil
        s.isTracking = false
        s.offset = 0
        let cell = s.cell
        ended(s, path: cell.flatMap { host._swipeIndexPath(of: $0) })
        let finish: () -> Void = { s.actionsView?.removeFromSuperview() }
        cell?._isSwiped = false
        cell?._isSwipeOpen = false
        guard let cell else { return finish() }
        if animated && host.window != nil && cell.frame.minX != host._swipeRestingFrame(of: cell).minX {
            UIView.animate(withDuration: Self.animationDuration, animations: { self.place(s, cell) },
                           completion: { _ in finish() })
        } else {
            place(s, cell)
            finish()
        }
    }

    private func ended(_ s: _UIRowSwipe, path: IndexPath?) {
        if !s.isDeleteConfirmation { host._swipeDidEnd(at: path) }
    }

    // MARK: Actions

    /// Runs an action's handler (a tap on its button, or a full swipe). Its completion closes
    /// the row, unless a destructive action was performed: then the app deletes the row and its
    /// cell leaves from where it is.
    func perform(_ action: UIContextualAction, sourceView: UIView) {
        guard let s = state, !s.isPerforming else { return }
        s.isPerforming = true
        var called = false
        action.handler(action, sourceView) { [weak self] performed in
            guard !called else { return }
            called = true
            self?.completed(s, action, performed)
        }
    }

    private func completed(_ s: _UIRowSwipe, _ action: UIContextualAction, _ performed: Bool) {
        s.isPerforming = false
        guard state === s, weakHost != nil else { return }
        let cellStays = s.cell.map { host._swipeIndexPath(of: $0) != nil } ?? false
        if performed && action.style == .destructive && !cellStays {
            // The row was deleted: its cell fades away where it is; the buttons go with it.
            state = nil
            s.cell?._isSwiped = false
            s.cell?._isSwipeOpen = false
            let v = s.actionsView
            if let v, host.window != nil {
                UIView.animate(withDuration: Self.fadeDuration, animations: { v.alpha = 0 },
                               completion: { _ in v.removeFromSuperview() })
            } else {
                v?.removeFromSuperview()
            }
            ended(s, path: nil)
        } else {
            close(animated: true)
        }
    }

    // MARK: Hooks from the list's body and tiling

    /// A finger landing while a row is open closes it (and is not a selection), unless it lands
    /// on the buttons. Returns true when the touch is consumed.
    package func consumesTouchDown(_ touches: Set<UITouch>) -> Bool {
        guard let s = state else { return false }
        if let av = s.actionsView, touches.contains(where: { t in t.view.map { $0 === av || $0.isDescendant(of: av) } ?? false }) {
            return true
        }
        if s.isTracking { return true }
        close(animated: true)
        return true
    }

    /// A visible row's frame, slid sideways while it is swiped.
    package func frame(of cell: UIView, resting frame: CGRect) -> CGRect {
        guard let s = state, s.cell === cell else { return frame }
        var f = frame
        f.origin.x += s.offset
        return f
    }

    /// A reload: an open row closes at once.
    package func forget() {
        if state != nil { close(animated: false) }
    }

    /// After tiling: the buttons follow their row; a swiped row whose cell left (reload,
    /// delete, scrolled away) is forgotten.
    package func followRow() {
        guard let s = state else { return }
        guard let cell = s.cell, host._swipeIndexPath(of: cell) != nil else {
            state = nil
            s.cell?._isSwiped = false
            s.cell?._isSwipeOpen = false
            s.actionsView?.removeFromSuperview()
            ended(s, path: nil)
            return
        }
        if let v = s.actionsView, v.frame.minY != cell.frame.minY || v.frame.height != cell.frame.height, !s.isTracking {
            v.frame.origin.y = cell.frame.minY
            v.frame.size.height = cell.frame.height
            v.setNeedsLayout()
        }
    }
}
