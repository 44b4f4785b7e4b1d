//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The smallest element of a compositional layout: one cell's size, insets and spacing.
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    /// The item's size, in dimensions relative to its group.
    open private(set) var layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the item inside its slot after it is placed (ignored on an estimated axis).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space added around the item before it is placed; it moves the item.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    var _supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Supplementary items (badges) anchored to the item.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { _supplementaryItems }

    /// An item of the given size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
    /// An item of the given size with supplementary items anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        _supplementaryItems = supplementaryItems
        super.init()
    }

    /// A copy of the item.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: _supplementaryItems)
        c.contentInsets = contentInsets; c.edgeSpacing = edgeSpacing
        return c
    }
}
