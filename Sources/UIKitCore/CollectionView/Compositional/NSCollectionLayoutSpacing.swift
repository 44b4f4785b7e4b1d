//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The space between items in a group: a fixed amount, or a minimum that grows to share the room left.
@preconcurrency @MainActor open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    /// The amount of space, in points (the minimum for flexible spacing).
    public let spacing: CGFloat
    /// True for flexible spacing.
    public let isFlexibleSpacing: Bool
    /// True for fixed spacing.
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        if !spacing.isFinite {
            UIKitLog.warning("NSCollectionLayoutSpacing: invalid spacing \(spacing); using 0", category: "UICollectionViewCompositionalLayout")
            self.spacing = 0
        } else {
            self.spacing = spacing
        }
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Spacing of at least the given amount that grows to share the room left in the group.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
    /// Spacing of exactly the given amount.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// A copy of the spacing.
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutSpacing(spacing: spacing, flexible: isFlexibleSpacing) }
    /// A textual description of the spacing, for debugging.
    open override var description: String { "NSCollectionLayoutSpacing(\(isFlexibleSpacing ? "flexible" : "fixed"): \(spacing))" }
}
