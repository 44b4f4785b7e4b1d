//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension UICollectionView {
    /// A cell registration (iOS 14): the cell class and the handler that configures a cell for an
    /// item. Make it once (a property, or before the data source's cell provider) and dequeue
    /// with `dequeueConfiguredReusableCell(using:for:item:)`.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = item
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// The handler's type: the cell, its index path and the item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier: String
        let token = _UIRegistrationToken()

        /// A registration of `Cell` whose `handler` configures each dequeued cell.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration:\(Cell.self):\(ObjectIdentifier(token).hashValue)"
            _UIRegistrationToken.noteCreated(token)
        }
    }

    /// A supplementary-view registration (iOS 14): the view class, its kind and the handler that
    /// configures it. Dequeue with `dequeueConfiguredReusableSupplementary(using:for:)`.
    @MainActor public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// The handler's type: the view, its element kind and index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of supplementary view registered.
        public let elementKind: String
        let handler: Handler
        let identifier: String
        let token = _UIRegistrationToken()

        /// A registration of `Supplementary` views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = "SupplementaryRegistration:\(Supplementary.self):\(ObjectIdentifier(token).hashValue)"
            _UIRegistrationToken.noteCreated(token)
        }
    }

    /// A cell for `item` dequeued with `registration` (a reused or new cell), configured by the
    /// registration's handler before it is returned.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                               for indexPath: IndexPath, item: Item?) -> Cell {
        _checkRegistration(registration.token)
        if _registeredCells[registration.identifier] == nil { _registeredCells[registration.identifier] = Cell.self }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell = (dequeued as? Cell) ?? {
            let c = Cell(_collectionRegisteredFrame: dequeued.frame)
            c.reuseIdentifier = registration.identifier
            return c
        }()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view dequeued with `registration`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(using registration: SupplementaryRegistration<Supplementary>,
                                                                                                for indexPath: IndexPath) -> Supplementary {
        _checkRegistration(registration.token)
        let key = registration.elementKind + "/" + registration.identifier
        if _registeredSupplementary[key] == nil { _registeredSupplementary[key] = Supplementary.self }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        let view = (dequeued as? Supplementary) ?? {
            let v = Supplementary(_collectionRegisteredFrame: dequeued.frame)
            v.reuseIdentifier = registration.identifier
            return v
        }()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// iOS 15 rejects a registration made inside the cell provider (it defeats reuse): logged once.
    private func _checkRegistration(_ token: _UIRegistrationToken) {
        guard token.madeWhileProviding, !token.reported else { return }
        token.reported = true
        UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: \(token)'; the cell is dequeued anyway", category: "UICollectionView")
    }
}

/// A registration's identity, and whether it was made while a collection view was asking its
/// data source for a view (iOS 15's rule against making registrations there).
@MainActor final class _UIRegistrationToken {
    var madeWhileProviding = false
    var reported = false
    /// Collection views asking their data sources for a view right now.
    static var providing = 0
    static func noteCreated(_ t: _UIRegistrationToken) { t.madeWhileProviding = providing > 0 }
}
