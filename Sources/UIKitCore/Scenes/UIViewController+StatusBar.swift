//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension UIViewController {
    /// The controller whose status bar style counts: the deepest `childForStatusBarStyle`, or
    /// the controller presented full screen over this one.
    var _statusBarController: UIViewController {
        var c: UIViewController = self
        while true {
            if let p = c.presentedViewController, p.modalPresentationStyle == .fullScreen || p.modalPresentationCapturesStatusBarAppearance {
                c = p
            } else if let child = c.childForStatusBarStyle, child !== c {
                c = child
            } else {
                return c
            }
        }
    }

    /// `setNeedsStatusBarAppearanceUpdate()`: posts a notification the platform may follow (a
    /// desktop window has no status bar, so nothing is drawn).
    func _statusBarAppearanceDidChange() {
        NotificationCenter.default.post(name: UIViewController._statusBarAppearanceDidChangeNotification, object: self)
    }
    /// Posted (object: the controller) by `setNeedsStatusBarAppearanceUpdate()`.
    package static let _statusBarAppearanceDidChangeNotification = Notification.Name("_UIStatusBarAppearanceDidChange")
}
