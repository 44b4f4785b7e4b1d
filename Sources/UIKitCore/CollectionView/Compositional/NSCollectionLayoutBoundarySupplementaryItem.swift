//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A header or footer of a compositional section or layout, aligned to one of its edges.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item sits around its section or layout.
    public let alignment: NSRectAlignment
    /// The item's offset from its aligned position, in points.
    public let offset: CGPoint
    /// Whether the section grows by the item (default true); false overlaps the content.
    open var extendsBoundary: Bool = true
    /// Whether the item stays on screen while its section scrolls by (default false).
    open var pinToVisibleBounds: Bool = false

    /// A boundary item with the given alignment.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
    /// A boundary item with the given alignment, moved by an offset in points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment; self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }
}
