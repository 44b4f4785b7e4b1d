//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One item's frame in a custom group, relative to the group's origin.
@preconcurrency @MainActor open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    /// The item's frame in the group.
    public let frame: CGRect
    /// The item's z-index.
    public let zIndex: Int

    /// A custom item with the given frame.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// A custom item with the given frame and z-index.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame; self.zIndex = zIndex
        super.init()
    }
    /// A copy of the custom item.
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: zIndex) }
}
