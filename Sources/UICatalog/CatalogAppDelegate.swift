//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The demo's app delegate: one window whose root is the catalog's split view controller (the
/// page list beside, or under, the page shown).
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The page shown first (`--page`).
    nonisolated(unsafe) static var initialPage: CatalogPage?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = CatalogSplitViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        if let p = Self.initialPage { root.show(p, animated: false) }
        root.becomeFirstResponder()   // keys 1…9 show pages
        self.window = window
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("UICatalog: terminating")
    }
}
