//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One instance of the app's user interface, as on iOS 13 and later. On Linux a window scene is
/// one desktop window (or one headless screen in tests): focus, minimising and closing the
/// window drive its ``activationState`` and its delegate's calls.
///
/// UIKit makes scenes; the app does not. It names the class of the scene's delegate in its
/// `Info.plist` (`UIApplicationSceneManifest`) or in the ``UISceneConfiguration`` its app
/// delegate returns from `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor open class UIScene: UIResponder {
    /// Where a scene is in its life cycle (Apple's raw values).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app's UI yet (or disconnected).
        case unattached = -1
        /// On screen and receiving events (its window's app has the focus).
        case foregroundActive = 0
        /// On screen but not receiving events (another app has the focus).
        case foregroundInactive = 1
        /// Not on screen (its window is minimised).
        case background = 2
    }

    /// The session the scene belongs to; it outlives the scene.
    public let session: UISceneSession
    /// The scene's delegate, made from the configuration's delegate class. Held strongly, as on iOS.
    open var delegate: UISceneDelegate?
    /// The scene's state: `.unattached` until it connects, then foreground or background.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title; on Linux it is also the title of the scene's desktop windows.
    open var title: String! {
        didSet { _titleDidChange() }
    }
    /// A subtitle (shown by Mac Catalyst under the title). Stored only on Linux.
    open var subtitle: String = ""
    /// What the system may use to pick this scene for a URL or activity. Stored only on Linux.
    open var activationConditions = UISceneActivationConditions()

    /// Makes a scene for `session`. UIKit calls it: apps do not make scenes.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Scenes are responders; the next one is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Asks the desktop to open `url` (as `UIApplication.open(_:options:completionHandler:)`);
    /// the handler runs later on the main queue with whether it opened.
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler: ((Bool) -> Void)? = nil) {
        let opened = _UIURLOpener.current.open(url)
        nonisolated(unsafe) let handler = completionHandler
        if handler != nil { DispatchQueue.main.async { handler?(opened) } }
    }

    /// A title change reaches the platform's windows (the window bar).
    func _titleDidChange() {
        NotificationCenter.default.post(name: UIScene._titleDidChangeNotification, object: self)
    }
    /// Posted (object: the scene) when a scene's title changes; the platform renames its windows.
    package static let _titleDidChangeNotification = Notification.Name("_UISceneTitleDidChangeNotification")
}

extension UIScene {
    /// Why a scene is being connected: the URLs or shortcut it was opened for.
    @preconcurrency @MainActor public class ConnectionOptions: NSObject {
        /// The URLs to open (empty on a plain launch).
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked for the scene (nil on Linux).
        public let sourceApplication: String?
        /// The type of a Handoff activity being continued (nil on Linux).
        public let handoffUserActivityType: String?
        /// The activities to continue (from `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`).
        public let userActivities: Set<NSUserActivity>
        /// The Home-screen quick action the user chose (nil on Linux).
        public let shortcutItem: UIApplicationShortcutItem?

        package init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
                     shortcutItem: UIApplicationShortcutItem? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = nil
            self.handoffUserActivityType = nil
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
            super.init()
        }
    }

    /// Options for ``UIScene/open(_:options:completionHandler:)``.
    @preconcurrency @MainActor public class OpenExternalURLOptions: NSObject {
        /// Open the URL only if an app (not a browser) handles it. Stored only on Linux.
        public var universalLinksOnly = false
        /// Makes default options.
        public override init() { super.init() }
    }

    /// Options given with a URL that opens in the app.
    @preconcurrency @MainActor public class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that opened the URL (nil on Linux).
        public let sourceApplication: String?
        /// An annotation from the source app (nil on Linux).
        public let annotation: Any?
        /// Whether the file should be opened in place rather than copied.
        public let openInPlace: Bool
        package init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }

    /// Options for `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
    @preconcurrency @MainActor public class ActivationRequestOptions: NSObject {
        /// The scene that asked (the new window opens beside it).
        public var requestingScene: UIScene?
        /// Makes default options.
        public override init() { super.init() }
    }

    /// Posted (object: the scene) after the scene's delegate got `scene(_:willConnectTo:options:)`.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted (object: the scene) after `sceneDidDisconnect(_:)`.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted (object: the scene) after `sceneDidBecomeActive(_:)`.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted (object: the scene) after `sceneWillResignActive(_:)`.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted (object: the scene) after `sceneWillEnterForeground(_:)`.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted (object: the scene) after `sceneDidEnterBackground(_:)`.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
