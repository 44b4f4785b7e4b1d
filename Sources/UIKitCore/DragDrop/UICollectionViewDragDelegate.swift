//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UICollectionViewDragDelegate and UICollectionViewDropDelegate: drags of a collection view's
// items and drops onto it, with the drop coordinator and drop items.

/// What a collection view drags from its items. Only `itemsForBeginning` is required.
@preconcurrency @MainActor public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// The items a drag of the item at `indexPath` carries (empty: the item does not drag).
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// A drag of items begins.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag of items ended.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether destinations may move the items (default true).
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    /// True.
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
}

/// How a collection view takes drops. Only `performDropWith` is required.
@preconcurrency @MainActor public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// The user dropped: update the model and the collection view, then place the items with
    /// the coordinator (`drop(_:toItemAt:)`).
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view takes this session at all (default true).
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// What a drop at `destinationIndexPath` would do (default: a drag from this app moves the
    /// data there ⚠; other drags `.cancel`).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The drop session ended.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
    /// True.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    /// A drag from this app: `.move` at the destination; else `.cancel`.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        session.localDragSession != nil ? UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UICollectionViewDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}

/// One dropped item as a collection view's drop delegate sees it.
@preconcurrency @MainActor public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The item it was dragged from when it comes from this collection view, else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}

/// What a collection view's drop delegate is given to perform a drop.
@preconcurrency @MainActor public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The dropped items.
    var items: [any UICollectionViewDropItem] { get }
    /// Where the drop goes (nil: over no item).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal in force at the drop.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates `dragItem`'s preview to the item at `indexPath` (call after inserting it).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}
