//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// How a compositional section scrolls across the layout's scroll direction (Apple's raw values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays out along the layout's scroll direction (the default).
    case none = 0
    /// The section scrolls sideways in one line, decelerating freely.
    case continuous = 1
    /// The section scrolls sideways and comes to rest on a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// The section scrolls sideways a page (its width) at a time.
    case paging = 3
    /// The section scrolls sideways a group at a time.
    case groupPaging = 4
    /// The section scrolls sideways a group at a time, the group centred.
    case groupPagingCentered = 5
}
