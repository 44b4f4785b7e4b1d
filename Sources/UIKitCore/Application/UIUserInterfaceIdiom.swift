//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The kind of interface an app is running on (Apple's raw values).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone-style interface.
    case phone = 0
    /// An iPad-style interface (Linux's default: desktop windows, as Mac Catalyst's iPad idiom).
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac interface (Mac Catalyst's optimised idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
