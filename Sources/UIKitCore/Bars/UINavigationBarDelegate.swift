//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Asked before a standalone navigation bar pushes or pops an item and told after; every method
/// is optional. A bar managed by a navigation controller has the controller as its delegate.
///
/// Linux note: an `AnyObject` protocol with default implementations instead of an
/// Objective-C protocol with optional methods: implement the methods you need, as on iOS.
@preconcurrency @MainActor public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Return false to refuse the push (`pushItem(_:animated:)`).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// The push finished (after its animation).
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Return false to refuse the pop (the back button, `popItem(animated:)`).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// The pop finished (after its animation).
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// Returns true.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// Returns true.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
