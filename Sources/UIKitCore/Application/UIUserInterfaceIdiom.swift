//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The kind of interface an app runs in (Apple's raw values).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone's interface.
    case phone = 0
    /// An iPad's interface.
    case pad = 1
    /// A TV's interface.
    case tv = 2
    /// A car's interface.
    case carPlay = 3
    /// A Mac's interface.
    case mac = 5
    /// A vision headset's interface.
    case vision = 6
}
