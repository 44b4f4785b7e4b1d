//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Where and how one element of a collection view shows: a cell, a supplementary view (a header,
/// a footer, a badge) or a decoration view. Layouts make them; the collection view places its
/// views by them (frame, alpha, transform, z order, hidden).
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: CustomStringConvertible {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre in content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds (its size at the origin).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// A 3-D transform applied about the centre.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// An affine transform applied about the centre (the affine part of `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's opacity (1 by default).
    open var alpha: CGFloat = 1
    /// Stacking order among the collection view's elements: higher shows above (0 by default).
    open var zIndex: Int = 0
    /// Whether the element is hidden (no view is shown for it).
    open var isHidden: Bool = false
    /// The element's index path: the item for a cell, the section (and item) for others.
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0)
    /// Whether the attributes describe a cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    public private(set) var representedElementKind: String?

    /// Attributes of a cell at item 0 of section 0, to fill in (subclasses add their properties).
    public required init() {}

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy (of the same class: subclasses that add properties override to copy them too).
    open func copy() -> Any {
        let c = type(of: self).init()
        c.center = center
        c.size = size
        c.transform3D = transform3D
        c.alpha = alpha
        c.zIndex = zIndex
        c.isHidden = isHidden
        c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        return c
    }

    /// Whether `object` is attributes with the same values (subclasses that add properties
    /// override and compare them too; the layout's self-sizing compares attributes this way).
    open func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return o.center == center && o.size == size && CATransform3DEqualToTransform(o.transform3D, transform3D)
            && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden && o.indexPath == indexPath
            && o.representedElementCategory == representedElementCategory && o.representedElementKind == representedElementKind
    }

    /// The element's identity in the collection view (category, kind, index path).
    var _key: _UICollectionElementKey {
        _UICollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }

    /// A description with the element and its frame.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            "<UICollectionViewLayoutAttributes: index path: (\(indexPath)); \(representedElementKind.map { "element kind: (\($0)); " } ?? "")frame = \(frame)>"
        }
    }
}

/// An element's identity: what it is and where (the keys of the collection view's visible views).
struct _UICollectionElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String?
    let indexPath: IndexPath
}
