//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Where a boundary supplementary item sits around its section or layout (Apple's raw values).
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above the top edge (headers).
    case top = 1
    /// Above, at the leading corner.
    case topLeading = 2
    /// Beside the leading edge.
    case leading = 3
    /// Below, at the leading corner.
    case bottomLeading = 4
    /// Below the bottom edge (footers).
    case bottom = 5
    /// Below, at the trailing corner.
    case bottomTrailing = 6
    /// Beside the trailing edge.
    case trailing = 7
    /// Above, at the trailing corner.
    case topTrailing = 8
}
