//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Lookups and notifications between a controller and the bar containers holding it
// (UINavigationController, UITabBarController). The open API is in UIViewController.swift.

extension UIViewController {
    /// The nearest controller of type `T` among this controller's parents (a presented
    /// controller is not embedded in its presenter's containers, as on iOS).
    func _nearestAncestor<T: UIViewController>(_: T.Type) -> T? {
        var c: UIViewController? = _parent
        while let x = c {
            if let t = x as? T { return t }
            c = x._parent
        }
        return nil
    }

    /// The tab bar controller showing this controller as a tab refreshes its item.
    func _tabBarItemDidChange() {
        if let tab = _parent as? UITabBarController { tab._tabBarItemDidChange(of: self) }
    }

    /// The container laying this controller's view out under or beside its bars lays it out again.
    func _extendedLayoutDidChange() {
        _parent?.viewIfLoaded?.setNeedsLayout()
    }
}
