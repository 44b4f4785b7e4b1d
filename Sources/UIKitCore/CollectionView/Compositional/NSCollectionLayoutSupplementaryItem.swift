//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A supplementary view (a badge) anchored to an item or group of a compositional layout.
@preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the collection view asks its data source a view for.
    public let elementKind: String
    /// Where on the item the supplementary item is anchored.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary item sits on the container anchor (nil: the same edges).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The z-index of the supplementary view (default 1, above the cells).
    open var zIndex: Int = 1

    /// A supplementary item anchored to its container.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }
    /// A supplementary item whose `itemAnchor` point sits on the container's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind; self.containerAnchor = containerAnchor; self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame of the supplementary view for a container frame.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        let p = containerAnchor.point(in: container)
        // By default the item's own edges match the container's (a top-trailing badge sits inside the corner).
        let anchor = itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)
        let own = anchor.point(in: CGRect(origin: .zero, size: size))
        var origin = CGPoint(x: p.x - own.x, y: p.y - own.y)
        for a in [containerAnchor] + (itemAnchor.map { [$0] } ?? []) {
            let dx = a.isAbsoluteOffset ? a.offset.x : a.offset.x * size.width
            let dy = a.isAbsoluteOffset ? a.offset.y : a.offset.y * size.height
            origin.x += dx; origin.y += dy
        }
        return CGRect(origin: origin, size: size)
    }
}
