//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The launch screen (`UILaunchStoryboardName`): iOS shows the launch storyboard's initial view
// controller from the moment the app's window appears until the app's first frame. Here a window
// of the screen's size holds that controller before the app delegate runs, the platform presents
// a frame of it at once (`_presentLaunchScreen`), and the app's first frame replaces it.

extension UIApplication {
    /// Set by the platform before launch: presents a frame of the launch screen's window now
    /// (the SDL backend waits for the display, draws and presents it; the headless host draws it).
    package static var _presentLaunchScreen: ((UIWindow) -> Void)?

    /// The window showing the launch storyboard while the app launches, or nil.
    package var _launchScreenWindow: UIWindow? {
        get { _UILaunchScreen.window }
        set { _UILaunchScreen.window = newValue }
    }

    /// Shows the launch storyboard `name`'s initial view controller in a window of the screen's
    /// size and presents it at once (before the app delegate's launch methods run). A missing
    /// storyboard (logged by `UIStoryboard`) or one without an initial controller (logged) shows
    /// nothing.
    package func _showLaunchScreen(named name: String) {
        _dismissLaunchScreen()
        guard let root = UIStoryboard(name: name, bundle: .main).instantiateInitialViewController() else {
            UIKitLog.error("The launch storyboard \"\(name)\" (UILaunchStoryboardName) has no initial view controller; no launch screen is shown", category: "UIApplication")
            return
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.isHidden = false
        _launchScreenWindow = window
        Self._presentLaunchScreen?(window)
    }

    /// Removes the launch screen (the app's first frame is on screen); does nothing without one.
    package func _dismissLaunchScreen() {
        guard let window = _launchScreenWindow else { return }
        _launchScreenWindow = nil
        window.isHidden = true
        window.rootViewController = nil
    }
}

/// Where the launch screen's window is kept (extensions have no stored properties).
@MainActor enum _UILaunchScreen {
    static var window: UIWindow?
}
