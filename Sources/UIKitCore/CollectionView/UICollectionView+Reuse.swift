//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Registering view classes, dequeueing reusable views, and the reuse queues.
extension UICollectionView {
    /// Registers the cell class made for `identifier` (nil unregisters).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a valid reuse identifier to -[UICollectionView registerClass:forCellWithReuseIdentifier:]'; ignored", category: "UICollectionView")
        }
        guard let cellClass else { _registeredCells[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a class of kind UICollectionViewCell'; \(cellClass) ignored", category: "UICollectionView")
        }
        _registeredCells[identifier] = type
        _registeredCellNibs[identifier] = nil
    }

    /// Registers the view class made for supplementary views of `elementKind` with `identifier`
    /// (nil unregisters).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a valid reuse identifier to -[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]'; ignored", category: "UICollectionView")
        }
        let key = elementKind + "/" + identifier
        guard let viewClass else { _registeredSupplementary[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a class of kind UICollectionReusableView'; \(viewClass) ignored", category: "UICollectionView")
        }
        _registeredSupplementary[key] = type
        _registeredSupplementaryNibs[key] = nil
    }

    /// A cell for the item at `indexPath`: one from the reuse queue (after its
    /// `prepareForReuse()`) or a new one of the class registered for `identifier`. Call it from
    /// `collectionView(_:cellForItemAt:)`. Unregistered identifiers log iOS's exception and give a
    /// plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = _dequeue(kind: UICollectionView._elementKindCell, identifier: identifier) as? UICollectionViewCell {
            return cell
        }
        if let type = _registeredCells[identifier] {
            let cell = type.init(_collectionRegisteredFrame: _frameForElementBeingMade())
            cell.reuseIdentifier = identifier
            return cell
        }
        if let nib = _registeredCellNibs[identifier], let cell = _cell(fromNib: nib, identifier: identifier) {
            cell.frame = _frameForElementBeingMade()
            return cell
        }
        UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'; a plain cell is returned", category: "UICollectionView")
        let cell = UICollectionViewCell(_collectionRegisteredFrame: _frameForElementBeingMade())
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`: one from the reuse queue or a new one
    /// of the class (or from the nib) registered for the kind and `identifier`. Unregistered: iOS's exception is
    /// logged and a plain view is returned.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        if let v = _dequeue(kind: elementKind, identifier: identifier) { return v }
        let frame = _frameForElementBeingMade()
        if let type = _registeredSupplementary[elementKind + "/" + identifier] {
            let v = type.init(_collectionRegisteredFrame: frame)
            v.reuseIdentifier = identifier
            return v
        }
        if let nib = _registeredSupplementaryNibs[elementKind + "/" + identifier],
           let v = _supplementaryView(fromNib: nib, identifier: identifier) {
            v.frame = frame
            return v
        }
        UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'; a plain view is returned", category: "UICollectionView")
        let v = UICollectionReusableView(frame: frame)
        v.reuseIdentifier = identifier
        return v
    }

    /// A queued view of `kind` and `identifier`, prepared for reuse, or nil.
    func _dequeue(kind: String, identifier: String) -> UICollectionReusableView? {
        let key = kind + "/" + identifier
        guard var queue = _reuseQueues[key], let v = queue.popLast() else { return nil }
        _reuseQueues[key] = queue
        v.isHidden = false
        v.alpha = 1
        v.layer.transform = CATransform3DIdentity
        if let cell = v as? UICollectionViewCell {
            cell.isSelected = false
            cell.isHighlighted = false
        }
        v.prepareForReuse()
        return v
    }

    /// Puts a view that left the screen in its queue (hidden, kept as a subview).
    func _enqueue(_ v: UICollectionReusableView, kind: String) {
        guard let id = v.reuseIdentifier else { v.removeFromSuperview(); return }
        v.isHidden = true
        _reuseQueues[kind + "/" + id, default: []].append(v)
    }

    /// The frame of the element whose view is being made (so a new view starts at its size).
    func _frameForElementBeingMade() -> CGRect {
        guard let key = _elementBeingMade, let a = _attributes(for: key) else { return .zero }
        return CGRect(origin: .zero, size: a.size)
    }

    /// The layout's attributes for an element.
    func _attributes(for key: _UICollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: _layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: _layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: _layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
