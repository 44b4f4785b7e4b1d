//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An element of an orthogonal section on screen, passed to its `visibleItemsInvalidationHandler`;
/// the handler can change its alpha, transform and z-index for this layout pass.
@preconcurrency @MainActor public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// The element's z-index.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's centre, in the collection view's coordinates.
    var center: CGPoint { get set }
    /// The element's transform.
    var transform: CGAffineTransform { get set }
    /// The element's 3-D transform.
    var transform3D: CATransform3D { get set }
    /// A name for the element (its kind and index path).
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame, in the collection view's coordinates.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration element (nil for cells).
    var representedElementKind: String? { get }
}

/// The toolkit's visible item: a window on the layout attributes about to be used.
final class _CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes; super.init() }
    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var center: CGPoint { get { attributes.center } set { attributes.center = newValue } }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var transform3D: CATransform3D { get { attributes.transform3D } set { attributes.transform3D = newValue } }
    var name: String { "\(attributes.representedElementKind ?? "cell") \(attributes.indexPath)" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
