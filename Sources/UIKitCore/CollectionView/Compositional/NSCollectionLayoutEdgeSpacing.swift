//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Space added around an item, outside its size, before it is placed in its group.
@preconcurrency @MainActor open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    /// The space on the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space on the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The space on the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space on the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with the given space on each edge (nil: none).
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
        super.init()
    }

    /// A copy of the edge spacing.
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom) }
}
