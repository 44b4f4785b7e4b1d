//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Which boundary a compositional section's or layout's content insets are measured from (Apple's raw values).
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice (the safe area, for compositional layouts).
    case automatic = 0
    /// The collection view's edges (after its content insets).
    case none = 1
    /// The safe area.
    case safeArea = 2
    /// The layout margins.
    case layoutMargins = 3
    /// The readable content guide.
    case readableContent = 4
}
