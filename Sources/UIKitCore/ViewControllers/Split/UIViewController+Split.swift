//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The nearest split view controller of a controller.

extension UIViewController {
    /// The nearest split view controller among this controller's parents (nil when none).
    public var splitViewController: UISplitViewController? { _nearestAncestor(UISplitViewController.self) }
}
