//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The object that hears about one scene's life: connecting, moving between foreground and
/// background, gaining and losing the focus, disconnecting.
///
/// UIKit makes the delegate from the class named in the scene's configuration. Linux Swift
/// cannot make an object from a class name, so the protocol requires `init()` (as
/// `UIApplicationDelegate` does): a non-`final` class writes `required override init() { super.init() }`,
/// or is made `final` (`uikit-port` adds it). Every method has a default that does nothing.
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
    /// Creates the delegate (UIKit calls it when a scene connects).
    init()
    /// The scene is being added to the app: make its window here (`UIWindow(windowScene:)`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed (its window was closed, or its session destroyed).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: its app has the focus and its window is not minimised.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active (the app lost the focus, or the window is being
    /// minimised or closed).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen (launch, or its window is being restored).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene left the screen (its window was minimised, or is closing).
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity to save for restoring the scene's state later (nil: none).
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// The scene is asked to continue an activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// Returns nil.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}
