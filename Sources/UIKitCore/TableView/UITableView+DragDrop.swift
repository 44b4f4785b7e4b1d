//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UITableView's drag and drop: `dragDelegate`, `dropDelegate`, `dragInteractionEnabled`; a
// long press lifts a row, the gap opens under it as it moves (the reorder machinery of
// +Reorder), and the drop ends in the data source's `moveRowAt` or the drop delegate's
// `performDropWith`.
extension UITableView {
    /// The object that gives the items of a dragged row (weak). Setting it lets rows drag.
    public var dragDelegate: (any UITableViewDragDelegate)? {
        get { _dragDropStorage?.dragDelegate }
        set { _tableDragDrop.dragDelegate = newValue }
    }

    /// The object that takes drops onto the table (weak): its rows dragged within it, and drags
    /// from elsewhere (another view's `UIDragInteraction`, files from the desktop) through the
    /// drop interaction the table then adds.
    public var dropDelegate: (any UITableViewDropDelegate)? {
        get { _dragDropStorage?.dropDelegate }
        set {
            _tableDragDrop.dropDelegate = newValue
            if newValue != nil { _installTableDropInteraction() }
        }
    }

    /// Whether rows can be dragged (default true on iPad, the idiom here; false with
    /// `UIKIT_IDIOM=phone`, as on iPhone).
    public var dragInteractionEnabled: Bool {
        get { _dragDropStorage?.state.enabled ?? (UIDevice._idiom != .phone) }
        set { _tableDragDrop.state.enabled = newValue }
    }

    /// Whether a row of this table is being dragged.
    public var hasActiveDrag: Bool { _dragDropStorage?.state.session != nil }

    /// Whether a drag is over the table and its drop delegate handles it.
    public var hasActiveDrop: Bool { _dragDropStorage.map { $0.state.session != nil && $0.state.dropHandles } ?? false }

    var _tableDragDrop: _UITableDragDrop {
        if let d = _dragDropStorage { return d }
        let d = _UITableDragDrop()
        _dragDropStorage = d
        let g = _UIListDragRecognizer(shouldBegin: { [unowned self] g in _dragShouldBegin(g) },
                                      changed: { [unowned self] g in _handleRowDrag(g) })
        d.state.recognizer = g
        addGestureRecognizer(g)
        return d
    }

    /// The drop interaction for drags from elsewhere: the row under the finger is the destination.
    func _installTableDropInteraction() {
        guard let d = _dragDropStorage, d.dropAdapter == nil else { return }
        let destination = { [unowned self] (s: any UIDropSession) in indexPathForRow(at: s.location(in: self)) }
        let adapter = _UIListDropAdapter(
            canHandle: { [unowned self] s in dropDelegate?.tableView(self, canHandle: s) ?? false },
            entered: { [unowned self] s in dropDelegate?.tableView(self, dropSessionDidEnter: s) },
            updated: { [unowned self] s in
                let p = dropDelegate?.tableView(self, dropSessionDidUpdate: s, withDestinationIndexPath: destination(s))
                    ?? UITableViewDropProposal(operation: .cancel)
                d.lastProposal = p
                return p
            },
            exited: { [unowned self] s in dropDelegate?.tableView(self, dropSessionDidExit: s) },
            perform: { [unowned self] s in
                let items = s.items.map { _UIListDropItem(dragItem: $0, sourceIndexPath: nil, previewSize: .zero) }
                dropDelegate?.tableView(self, performDropWith: _UITableDropCoordinator(
                    items: items, destinationIndexPath: destination(s),
                    proposal: d.lastProposal ?? UITableViewDropProposal(operation: .copy), session: s))
            },
            ended: { [unowned self] s in dropDelegate?.tableView(self, dropSessionDidEnd: s) })
        d.dropAdapter = adapter
        addInteraction(UIDropInteraction(delegate: adapter))
    }

    /// A row under the finger and items from the drag delegate.
    func _dragShouldBegin(_ g: _UIListDragRecognizer) -> Bool {
        guard let d = _dragDropStorage, d.state.enabled, let drag = d.dragDelegate, !_isEditing, _reorderState == nil,
              _UIDragDriver.shared.session == nil, let window else { return false }
        d.state.pending = nil
        guard let path = indexPathForRow(at: g.location(in: self)), _visibleCells[path] != nil else { return false }
        let s = _UIDragDropSession(items: [], window: window, location: g.location(in: nil), isLocal: true)
        let items = drag.tableView(self, itemsForBeginning: s, at: path)
        guard !items.isEmpty else { return false }
        s.items = items
        d.state.pending = (s, path)
        return true
    }

    func _handleRowDrag(_ g: _UIListDragRecognizer) {
        guard let d = _dragDropStorage else { return }
        switch g.state {
        case .began:
            guard let (s, path) = d.state.pending, _visibleCells[path] != nil, let drag = d.dragDelegate else { return }
            d.state.pending = nil
            d.state.session = s
            d.state.source = path
            s.allowsMoveOperation = drag.tableView(self, dragSessionAllowsMoveOperation: s)
            s.isRestrictedToDraggingApplication = drag.tableView(self, dragSessionIsRestrictedToDraggingApplication: s)
            _beginReorder(path, finger: g.location(in: self), by: g)
            drag.tableView(self, dragSessionWillBegin: s)
            if let drop = d.dropDelegate {
                d.state.dropHandles = drop.tableView(self, canHandle: s)
                if d.state.dropHandles { drop.tableView(self, dropSessionDidEnter: s) }
            }
            _rowDragFollow(g)
        case .changed:
            _rowDragFollow(g)
        case .ended:
            _endRowDrag(cancelled: false)
        case .cancelled, .failed:
            _endRowDrag(cancelled: true)
        default: break
        }
    }

    /// The row follows the finger, the gap opens, and the drop delegate proposes.
    func _rowDragFollow(_ g: UIGestureRecognizer) {
        guard let d = _dragDropStorage, let s = d.state.session, let r = _reorderState else { return }
        s.windowLocation = g.location(in: nil)
        _reorderFollow(g.location(in: self))
        d.state.destination = r.target
        let p = _rowDropProposal(s, r)
        d.state.operation = p.operation
        d.state.intent = p.intent.rawValue
    }

    func _rowDropProposal(_ s: _UIDragDropSession, _ r: _UITableReorder) -> UITableViewDropProposal {
        if let d = _dragDropStorage, let drop = d.dropDelegate {
            guard d.state.dropHandles else { return UITableViewDropProposal(operation: .cancel) }
            return drop.tableView(self, dropSessionDidUpdate: s, withDestinationIndexPath: r.target)
        }
        let canMove = _dataSource?.tableView(self, canMoveRowAt: r.source) ?? false
        return UITableViewDropProposal(operation: canMove ? .move : .cancel, intent: .insertAtDestinationIndexPath)
    }

    /// The finger lifted: a move the data source can make moves the row (`moveRowAt`); any
    /// other accepted drop puts the rows back and asks the drop delegate to `performDropWith`.
    func _endRowDrag(cancelled: Bool) {
        guard let d = _dragDropStorage, let s = d.state.session, let r = _reorderState else { return }
        let op = cancelled ? .cancel : d.state.operation
        let accepted = op == .move || op == .copy
        let intent = UITableViewDropProposal.Intent(rawValue: d.state.intent) ?? .unspecified
        let canMove = _dataSource?.tableView(self, canMoveRowAt: r.source) ?? false
        let destination = r.target, size = r.cell.bounds.size
        if accepted, op == .move, canMove, intent != .insertIntoDestinationIndexPath {
            _endReorder(cancelled: false)
        } else {
            _endReorder(cancelled: true)
            if accepted, d.state.dropHandles, let drop = d.dropDelegate {
                let items = s.items.map { _UIListDropItem(dragItem: $0, sourceIndexPath: r.source, previewSize: size) }
                drop.tableView(self, performDropWith: _UITableDropCoordinator(items: items, destinationIndexPath: destination,
                                                                             proposal: UITableViewDropProposal(operation: op, intent: intent), session: s))
            }
        }
        if d.state.dropHandles { d.dropDelegate?.tableView(self, dropSessionDidEnd: s) }
        d.state.session = nil
        d.state.source = nil
        d.state.dropHandles = false
        d.dragDelegate?.tableView(self, dragSessionDidEnd: s)
    }
}

/// A table's drag-and-drop storage: its delegates (weak) and drag state.
@MainActor final class _UITableDragDrop {
    weak var dragDelegate: (any UITableViewDragDelegate)?
    weak var dropDelegate: (any UITableViewDropDelegate)?
    let state = _UIListDragState()
    /// The delegate of the drop interaction for drags from elsewhere, and its latest proposal.
    var dropAdapter: _UIListDropAdapter?
    var lastProposal: UITableViewDropProposal?
}
