//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The messages a tab bar sends when the user selects an item. Every method is optional (a
/// default implementation does nothing), as on iOS.
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item` (also when it was already selected). Not sent for `selectedItem`
    /// set in code.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

public extension UITabBarDelegate {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
