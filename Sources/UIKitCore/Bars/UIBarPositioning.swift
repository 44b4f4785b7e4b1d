//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A bar whose position a delegate can choose.
@preconcurrency @MainActor public protocol UIBarPositioning: AnyObject {
    /// The position the bar uses (asked of its delegate).
    var barPosition: UIBarPosition { get }
}
