//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

extension UIKitTestHost {
    /// Launches a whole app as `UIApplicationMain` does, headless: the app delegate's launch
    /// methods, then — when `infoPlist` (the app's `Info.plist`) has a `UIApplicationSceneManifest`
    /// — the first scene, whose delegate makes the window in `scene(_:willConnectTo:options:)`,
    /// as Xcode's iOS template does. Every window the app shows is hosted (a second scene's
    /// too); ``window`` is the key window after launch (touches and finders use it).
    ///
    /// A `infoPlist` that can't be read or is malformed is logged and the app launches without
    /// scenes (its delegate's window is used). An app that shows no window gets an empty one.
    ///
    /// ```swift
    /// let host = UIKitTestHost(appDelegate: AppDelegate(), infoPlist: infoPlistURL)
    /// #expect(UIApplication.shared.connectedScenes.count == 1)
    /// host.tap(host.view(withAccessibilityLabel: "Continue")!)
    /// ```
    public convenience init(appDelegate: UIApplicationDelegate, infoPlist: URL?,
                            size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) {
        let info = infoPlist.flatMap { _UISceneManifest.infoDictionary(at: $0) }
        self.init(appDelegate: appDelegate, infoDictionary: info, size: size, scale: scale)
    }

    /// Launches a whole app as ``init(appDelegate:infoPlist:size:scale:)`` does, with the
    /// `Info.plist`'s contents given as a dictionary (nil: an app without scenes).
    public convenience init(appDelegate: UIApplicationDelegate, infoDictionary: [String: Any]?,
                            size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) {
        RawInput.resetLeftovers()
        let headless = HeadlessHost(size: size, scale: scale, manualClock: true, hostsAllWindows: true,
                                    clockStart: Self.startTime)
        headless.launch(delegate: appDelegate, infoDictionary: infoDictionary)
        let window = UIApplication.shared.keyWindow ?? headless.windows.last { !$0.isHidden } ?? {
            UIKitLog.warning("UIKitTestHost(appDelegate:): the app showed no window; hosting an empty one", category: "UIKitTesting")
            let w = UIWindow(frame: CGRect(origin: .zero, size: headless.size))
            w.makeKeyAndVisible()
            return w
        }()
        self.init(appWindow: window, headless: headless)
    }

    /// Plays a desktop window event: on the whole app (`window` nil: every window minimised,
    /// restored or closed, the app's focus; ``HeadlessHost/simulate(_:)``), or on one window,
    /// whose scene alone is minimised, restored or closed (``HeadlessHost/simulate(_:window:)``).
    public func simulate(_ event: HeadlessHost.WindowSystemEvent, window: UIWindow? = nil) {
        if let window { headless.simulate(event, window: window) } else { headless.simulate(event) }
        headless.runFrame()
    }

    /// Asks the app to open `url` as another program on the desktop would
    /// (``HeadlessHost/simulateOpening(_:)``), then makes a frame. Returns the delegate's answer.
    @discardableResult
    public func simulateOpening(_ url: URL) -> Bool {
        let opened = headless.simulateOpening(url)
        headless.runFrame()
        return opened
    }
}
