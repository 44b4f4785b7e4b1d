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
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let cell = objects[0] as? UITableViewCell else {
            UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance'", category: "UITableView")
            return nil
        }
        return cell
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

    func _supplementaryView(fromNib nib: UINib, kind: String, identifier: String) -> UICollectionReusableView? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let view = objects[0] as? UICollectionReusableView else {
            UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UICollectionReusableView instance'", category: "UICollectionView")
            return nil
        }
        view.reuseIdentifier = identifier
        return view
    }

    func _cell(fromNib nib: UINib, identifier: String) -> UICollectionViewCell? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let cell = objects[0] as? UICollectionViewCell else {
            UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UICollectionViewCell instance'", category: "UICollectionView")
            return nil
        }
        cell.reuseIdentifier = identifier
        return cell
    }
}
