//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Layout-wide settings of a compositional layout: scroll direction, spacing between sections,
/// layout-wide headers and footers.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// The direction the layout scrolls (default `.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections (default 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the layout's content insets are measured from (default `.automatic`).
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// The default configuration.
    public override init() { super.init() }

    /// A copy of the configuration.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = UICollectionViewCompositionalLayoutConfiguration()
        c.scrollDirection = scrollDirection; c.interSectionSpacing = interSectionSpacing
        c.boundarySupplementaryItems = boundarySupplementaryItems; c.contentInsetsReference = contentInsetsReference
        return c
    }
}
