//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UICollectionView's drag and drop: `dragDelegate`, `dropDelegate`, `dragInteractionEnabled`;
// a long press lifts an item, the others move aside as it moves (the interactive movement of
// +Movement), and the drop ends in the data source's `moveItemAt` or the drop delegate's
// `performDropWith`.
extension UICollectionView {
    /// The object that gives the items of a dragged item (weak). Setting it lets items drag.
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { _dragDropStorage?.dragDelegate }
        set { _collectionDragDrop.dragDelegate = newValue }
    }

    /// The object that takes drops onto the collection view (weak): its items dragged within
    /// it, and drags from elsewhere (another view's `UIDragInteraction`, files from the desktop)
    /// through the drop interaction the collection view then adds.
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { _dragDropStorage?.dropDelegate }
        set {
            _collectionDragDrop.dropDelegate = newValue
            if newValue != nil { _installCollectionDropInteraction() }
        }
    }

    /// The drop interaction for drags from elsewhere: the item under the finger is the destination.
    func _installCollectionDropInteraction() {
        guard let d = _dragDropStorage, d.dropAdapter == nil else { return }
        let destination = { [unowned self] (s: any UIDropSession) in indexPathForItem(at: s.location(in: self)) }
        let adapter = _UIListDropAdapter(
            canHandle: { [unowned self] s in dropDelegate?.collectionView(self, canHandle: s) ?? false },
            entered: { _ in },
            updated: { [unowned self] s in
                let p = dropDelegate?.collectionView(self, dropSessionDidUpdate: s, withDestinationIndexPath: destination(s))
                    ?? UICollectionViewDropProposal(operation: .cancel)
                d.lastProposal = p
                return p
            },
            exited: { _ in },
            perform: { [unowned self] s in
                let items = s.items.map { _UIListDropItem(dragItem: $0, sourceIndexPath: nil, previewSize: .zero) }
                dropDelegate?.collectionView(self, performDropWith: _UICollectionDropCoordinator(
                    items: items, destinationIndexPath: destination(s),
                    proposal: d.lastProposal ?? UICollectionViewDropProposal(operation: .copy), session: s))
            },
            ended: { [unowned self] s in dropDelegate?.collectionView(self, dropSessionDidEnd: s) })
        d.dropAdapter = adapter
        addInteraction(UIDropInteraction(delegate: adapter))
    }

    /// Whether an item of this collection view is being dragged.
    public var hasActiveDrag: Bool { _dragDropStorage?.state.session != nil }

    /// Whether a drag is over the collection view and its drop delegate handles it.
    public var hasActiveDrop: Bool { _dragDropStorage.map { $0.state.session != nil && $0.state.dropHandles } ?? false }

    var _collectionDragDrop: _UICollectionDragDrop {
        if let d = _dragDropStorage { return d }
        let d = _UICollectionDragDrop()
        _dragDropStorage = d
        let g = _UIListDragRecognizer(shouldBegin: { [unowned self] g in _itemDragShouldBegin(g) },
                                      changed: { [unowned self] g in _handleItemDrag(g) })
        d.state.recognizer = g
        addGestureRecognizer(g)
        return d
    }

    func _itemDragShouldBegin(_ g: _UIListDragRecognizer) -> Bool {
        guard let d = _dragDropStorage, dragInteractionEnabled, let drag = d.dragDelegate, _movement == nil,
              _UIDragDriver.shared.session == nil, let window else { return false }
        d.state.pending = nil
        guard let path = indexPathForItem(at: g.location(in: self)) else { return false }
        let s = _UIDragDropSession(items: [], window: window, location: g.location(in: nil), isLocal: true)
        let items = drag.collectionView(self, itemsForBeginning: s, at: path)
        guard !items.isEmpty else { return false }
        s.items = items
        d.state.pending = (s, path)
        return true
    }

    func _handleItemDrag(_ g: _UIListDragRecognizer) {
        guard let d = _dragDropStorage else { return }
        switch g.state {
        case .began:
            guard let (s, path) = d.state.pending, let drag = d.dragDelegate else { return }
            d.state.pending = nil
            d.state.session = s
            d.state.source = path
            s.allowsMoveOperation = drag.collectionView(self, dragSessionAllowsMoveOperation: s)
            _itemTouchesCancelled()
            // The item moves with the finger when the data source can move it.
            _beginInteractiveMovementForItem(at: path)
            if let cell = _visibleCells[path], _movement != nil { _liftItem(cell) }
            drag.collectionView(self, dragSessionWillBegin: s)
            if let drop = d.dropDelegate { d.state.dropHandles = drop.collectionView(self, canHandle: s) }
            _itemDragFollow(g)
        case .changed:
            _itemDragFollow(g)
        case .ended:
            _endItemDrag(cancelled: false)
        case .cancelled, .failed:
            _endItemDrag(cancelled: true)
        default: break
        }
    }

    /// The lifted item floats above the others with a shadow.
    func _liftItem(_ cell: UICollectionViewCell) {
        bringSubviewToFront(cell)
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOpacity = 0.3
        cell.layer.shadowRadius = 8
        cell.layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    func _itemDragFollow(_ g: UIGestureRecognizer) {
        guard let d = _dragDropStorage, let s = d.state.session else { return }
        s.windowLocation = g.location(in: nil)
        let p = g.location(in: self)
        if _movement != nil { _updateInteractiveMovementTargetPosition(p) }
        let destination = _movement?.current ?? indexPathForItem(at: p)
        d.state.destination = destination
        let proposal: UICollectionViewDropProposal
        if let drop = d.dropDelegate {
            proposal = d.state.dropHandles ? drop.collectionView(self, dropSessionDidUpdate: s, withDestinationIndexPath: destination)
                : UICollectionViewDropProposal(operation: .cancel)
        } else {
            proposal = UICollectionViewDropProposal(operation: _movement != nil ? .move : .cancel, intent: .insertAtDestinationIndexPath)
        }
        d.state.operation = proposal.operation
        d.state.intent = proposal.intent.rawValue
    }

    /// The finger lifted: a movement the data source takes ends in `moveItemAt`; any other
    /// accepted drop puts the items back and asks the drop delegate to `performDropWith`.
    func _endItemDrag(cancelled: Bool) {
        guard let d = _dragDropStorage, let s = d.state.session, let source = d.state.source else { return }
        let op = cancelled ? .cancel : d.state.operation
        let accepted = op == .move || op == .copy
        let intent = UICollectionViewDropProposal.Intent(rawValue: d.state.intent) ?? .unspecified
        let destination = d.state.destination
        let cell = _visibleCells[_movement?.current ?? source]
        let size = cell?.bounds.size ?? .zero
        cell?.layer.shadowOpacity = 0
        if _movement != nil, accepted, op == .move, intent != .insertIntoDestinationIndexPath {
            _endInteractiveMovement()
        } else {
            _cancelInteractiveMovement()
            if accepted, d.state.dropHandles, let drop = d.dropDelegate {
                let items = s.items.map { _UIListDropItem(dragItem: $0, sourceIndexPath: source, previewSize: size) }
                drop.collectionView(self, performDropWith: _UICollectionDropCoordinator(
                    items: items, destinationIndexPath: destination, proposal: UICollectionViewDropProposal(operation: op, intent: intent), session: s))
            }
        }
        if d.state.dropHandles { d.dropDelegate?.collectionView(self, dropSessionDidEnd: s) }
        d.state.session = nil
        d.state.source = nil
        d.state.dropHandles = false
        d.dragDelegate?.collectionView(self, dragSessionDidEnd: s)
    }
}

/// A collection view's drag-and-drop storage: its delegates (weak) and drag state.
@MainActor final class _UICollectionDragDrop {
    weak var dragDelegate: (any UICollectionViewDragDelegate)?
    weak var dropDelegate: (any UICollectionViewDropDelegate)?
    let state = _UIListDragState()
    /// The delegate of the drop interaction for drags from elsewhere, and its latest proposal.
    var dropAdapter: _UIListDropAdapter?
    var lastProposal: UICollectionViewDropProposal?
}
