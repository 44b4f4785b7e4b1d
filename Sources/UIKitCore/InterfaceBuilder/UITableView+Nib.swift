//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Cells and supplementary views from nibs: table and collection views register a nib per reuse
// identifier and instantiate it when no view can be reused; the nib must hold exactly one
// top-level cell (or reusable view).

extension UITableView {
    func _register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a valid reuse identifier to -[UITableView registerNib:forCellReuseIdentifier:]'; ignored", category: "UITableView")
        }
        _registeredCellNibs[identifier] = nib
        if nib != nil { _registeredCells[identifier] = nil }
    }

    /// A cell instantiated from `nib` (nil, with iOS's message logged, unless it holds exactly one
    /// top-level object and it is a cell).
    func _cell(fromNib nib: UINib, identifier: String) -> UITableViewCell? {
        UINib._onlyObject(of: nib, identifier: identifier, category: "UITableView")
    }
}

extension UICollectionView {
    /// Registers the nib whose one top-level object, a `UICollectionViewCell`, is instantiated
    /// for `identifier` when no cell can be reused (nil unregisters).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a valid reuse identifier to -[UICollectionView registerNib:forCellWithReuseIdentifier:]'; ignored", category: "UICollectionView")
        }
        _registeredCellNibs[identifier] = nib
        if nib != nil { _registeredCells[identifier] = nil }
    }

    /// Registers the nib whose one top-level object, a `UICollectionReusableView`, is
    /// instantiated for supplementary views of `kind` with `identifier` when none can be reused
    /// (nil unregisters).
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a valid reuse identifier to -[UICollectionView registerNib:forSupplementaryViewOfKind:withReuseIdentifier:]'; ignored", category: "UICollectionView")
        }
        let key = kind + "/" + identifier
        _registeredSupplementaryNibs[key] = nib
        if nib != nil { _registeredSupplementary[key] = nil }
    }

    func _supplementaryView(fromNib nib: UINib, identifier: String) -> UICollectionReusableView? {
        let view: UICollectionReusableView? = UINib._onlyObject(of: nib, identifier: identifier, category: "UICollectionView")
        view?.reuseIdentifier = identifier
        return view
    }

    func _cell(fromNib nib: UINib, identifier: String) -> UICollectionViewCell? {
        let cell: UICollectionViewCell? = UINib._onlyObject(of: nib, identifier: identifier, category: "UICollectionView")
        cell?.reuseIdentifier = identifier
        return cell
    }
}

extension UINib {
    /// The one top-level object of a nib registered for reuse, a `T`; nil, with iOS's message
    /// logged, when the nib holds anything else.
    static func _onlyObject<T>(of nib: UINib, identifier: String, category: String) -> T? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let object = objects[0] as? T else {
            UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(T.self) instance'", category: category)
            return nil
        }
        return object
    }
}
