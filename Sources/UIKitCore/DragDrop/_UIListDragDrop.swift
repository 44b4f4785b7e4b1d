//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// What tables and collection views share to drag their rows and items: the press that lifts a
// row, the drag state, the drop items and the drop coordinators their drop delegates get.

/// The press that lifts a row or item (after the drag lift delay); `shouldBegin` asks the
/// host (a row under the finger, items from the drag delegate), `changed` reports each state.
@MainActor final class _UIListDragRecognizer: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    let shouldBegin: (_UIListDragRecognizer) -> Bool

    init(shouldBegin: @escaping (_UIListDragRecognizer) -> Bool, changed: @escaping (_UIListDragRecognizer) -> Void) {
        self.shouldBegin = shouldBegin
        super.init()
        minimumPressDuration = _UIDragLiftRecognizer.liftDelay
        delegate = self
        addAction { g in changed(g as! _UIListDragRecognizer) }
    }

    required init?(coder: NSCoder) { nil }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin(self) }
}

/// A table's or collection view's drag state: its delegates, the lift recognizer and the
/// session of the row or item being dragged.
@MainActor final class _UIListDragState {
    /// Whether rows drag (`dragInteractionEnabled`, true as on iPad).
    var enabled = UIDevice._idiom != .phone
    var recognizer: _UIListDragRecognizer?
    /// The session made when the press began, and the row it began on.
    var pending: (_UIDragDropSession, IndexPath)?
    /// The drag in progress.
    var session: _UIDragDropSession?
    var source: IndexPath?
    /// Whether the drop delegate said it handles the session.
    var dropHandles = false
    /// The latest proposal's operation and intent (raw values of the table's or collection's).
    var operation: UIDropOperation = .cancel
    var intent = 0
    /// Where the drop goes now.
    var destination: IndexPath?
}

/// One dropped row or item as a drop delegate sees it.
@MainActor final class _UIListDropItem: NSObject, UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
        super.init()
    }
}

/// A table's drop coordinator: the items, where they go, the proposal; placing an item
/// returns an animator for the landing (it lands at once here).
@MainActor final class _UITableDropCoordinator: NSObject, UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession

    init(items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal, session: any UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        super.init()
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating { _UIDragAnimator.landed() }
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating { _UIDragAnimator.landed() }
}

/// A collection view's drop coordinator (see `_UITableDropCoordinator`).
@MainActor final class _UICollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession

    init(items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal, session: any UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        super.init()
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating { _UIDragAnimator.landed() }
}

extension _UIDragAnimator {
    /// An animator whose landing already happened: animations added run at once, completions
    /// on the next main-queue turn.
    static func landed() -> _UIDragAnimator { _UILandedAnimator() }
}

/// See `_UIDragAnimator.landed()`.
@MainActor final class _UILandedAnimator: _UIDragAnimator {
    override func addAnimations(_ animations: @escaping () -> Void) { animations() }
    override func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(.end) } }
    }
}

/// The drop interaction a table or collection view adds when its drop delegate is set: drags
/// from elsewhere (a `UIDragInteraction`, files from the desktop) reach the drop delegate with
/// the row or item under the finger as the destination.
@MainActor final class _UIListDropAdapter: NSObject, UIDropInteractionDelegate {
    let canHandle: (any UIDropSession) -> Bool
    let entered: (any UIDropSession) -> Void
    let updated: (any UIDropSession) -> UIDropProposal
    let exited: (any UIDropSession) -> Void
    let perform: (any UIDropSession) -> Void
    let ended: (any UIDropSession) -> Void

    init(canHandle: @escaping (any UIDropSession) -> Bool, entered: @escaping (any UIDropSession) -> Void,
         updated: @escaping (any UIDropSession) -> UIDropProposal, exited: @escaping (any UIDropSession) -> Void,
         perform: @escaping (any UIDropSession) -> Void, ended: @escaping (any UIDropSession) -> Void) {
        self.canHandle = canHandle
        self.entered = entered
        self.updated = updated
        self.exited = exited
        self.perform = perform
        self.ended = ended
        super.init()
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { canHandle(session) }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) { entered(session) }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal { updated(session) }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) { exited(session) }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) { perform(session) }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) { ended(session) }
}
