//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UITableViewDragDelegate and UITableViewDropDelegate: drags of a table's rows and drops onto
// it, with the drop coordinator and drop items the drop delegate is given.

/// What a table drags from its rows. Only `itemsForBeginning` is required.
@preconcurrency @MainActor public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// The items a drag of the row at `indexPath` carries (empty: the row does not drag).
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// How the dragged row's preview is drawn (default nil: the whole cell).
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// A drag of rows begins.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag of rows ended.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether destinations may move the rows (default true).
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag stays in the app (default false).
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    /// Nil: the whole cell.
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    /// True.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// False.
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}

/// How a table takes drops. Only `performDropWith` is required.
@preconcurrency @MainActor public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// The user dropped: update the model and the table (`performBatchUpdates`), then place
    /// the items with the coordinator (`drop(_:toRowAt:)`).
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table takes this session at all (default true).
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// What a drop at `destinationIndexPath` would do (default: a drag from this app moves the
    /// data there, `.move` with `.insertAtDestinationIndexPath` ⚠; other drags `.cancel`).
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The drag left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drop session ended.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    /// How the dropped row's preview is drawn (default nil).
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    /// True.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// A drag from this app: `.move` at the destination; else `.cancel`.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        session.localDragSession != nil ? UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UITableViewDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
    /// Nil.
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}

/// One dropped item as a table's drop delegate sees it.
@preconcurrency @MainActor public protocol UITableViewDropItem: NSObjectProtocol {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The row it was dragged from when it comes from this table, else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview.
    var previewSize: CGSize { get }
}

/// What a table's drop delegate is given to perform a drop.
@preconcurrency @MainActor public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The dropped items.
    var items: [any UITableViewDropItem] { get }
    /// Where the drop goes (nil: past the last row, or over no row).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal in force at the drop.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates `dragItem`'s preview into the row at `indexPath` (call after inserting it).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem`'s preview into `rect` of the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}
