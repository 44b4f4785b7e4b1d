//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation


/// One section of a compositional layout: a group repeated until the section's items run out.
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's content.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between consecutive groups (default 0).
    open var interGroupSpacing: CGFloat = 0
    /// What `contentInsets` are measured from (default `.automatic`).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the boundary supplementary items' insets are measured from (default `.automatic`).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// How the section scrolls across the layout's scroll direction (default `.none`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by `contentInsets` too (default true).
    @available(iOS, deprecated: 16.0, message: "Use supplementaryContentInsetsReference")
    open var supplementariesFollowContentInsets: Bool = true
    /// Called before each layout pass with the section's visible items and its scroll offset.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The section's decoration items (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list configuration of a section made by `list(using:layoutEnvironment:)`: its cells
    /// get the list's separators, corners and swipe actions.
    var _listConfiguration: UICollectionLayoutListConfiguration?

    /// A section that repeats the given group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A copy of the section.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSCollectionLayoutSection(group: group)
        c.contentInsets = contentInsets; c.interGroupSpacing = interGroupSpacing
        c.contentInsetsReference = contentInsetsReference; c.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        c.orthogonalScrollingBehavior = orthogonalScrollingBehavior; c.boundarySupplementaryItems = boundarySupplementaryItems
        c._followsInsets = _followsInsets
        c._listConfiguration = _listConfiguration
        c.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler; c.decorationItems = decorationItems
        return c
    }

    /// `supplementariesFollowContentInsets` without the deprecation warning.
    var _followsInsets: Bool {
        get { supplementariesFollowContentInsets }
        set { supplementariesFollowContentInsets = newValue }
    }
}

/// The closure a section calls before each layout pass with its visible items and its scroll offset.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void
