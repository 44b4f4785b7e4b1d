//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The object that receives the application's life-cycle callbacks, as on iOS.
///
/// Every method has a default implementation, so a delegate implements only what it needs.
///
/// `@main` works as on iOS for a delegate class: the platform layer (`UIKitPlatform`) adds
/// `static func main()` to this protocol, which creates the delegate with `init()` and runs
/// `UIApplicationMain`. Linux Swift cannot look classes up by name, so the protocol requires
/// `init()`; a non-final class satisfies it with `required` (or by being `final`):
///
/// ```swift
/// @main
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window = UIWindow(frame: UIScreen.main.bounds)
///         window?.rootViewController = MyViewController()
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIApplicationDelegate: _UIApplicationDelegateOptionalWindow {
    /// Creates the delegate (used by `@main` / `UIApplicationMain(delegateType:)`).
    init()

    /// The app's main window; set it in `application(_:didFinishLaunchingWithOptions:)`.
    var window: UIWindow? { get set }

    /// Launch has begun and the app is about to show its UI (`launchOptions`: why it launched).
    /// The result is ignored here (on iOS, false declines to open a URL).
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch is done: set up the window here. The result is ignored here, as with
    /// `application(_:willFinishLaunchingWithOptions:)`. On Linux `launchOptions` is nil.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (after launch, and each time it regains the focus). On Linux: the window
    /// got the input focus or was restored from being minimised.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active. On Linux: the window lost the focus, or is being
    /// minimised or closed.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is now in the background. On Linux: every window was minimised, or the app is quitting.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to leave the background (it becomes active next). On Linux: a minimised window
    /// is being restored.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end. On Linux: the last window was closed or the process was asked to quit.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory: free what can be rebuilt. On Linux: never sent.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// A scene-based app is making a scene for `connectingSceneSession`: return its
    /// configuration (usually `UISceneConfiguration(name: "Default Configuration", sessionRole:
    /// connectingSceneSession.role)`, filled in from the `Info.plist`).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions were destroyed (their windows closed, or `requestSceneSessionDestruction`): free
    /// what was kept for them.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// Another program asked the app to open `url` (an app without scenes; a scene-based app gets
    /// `scene(_:openURLContexts:)`). Return whether it was opened. On Linux: a URL of one of the
    /// `Info.plist`'s `CFBundleURLTypes` schemes on the command line.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Continue an activity handed over from elsewhere (Handoff, a search result). Return whether
    /// the app handled it. Not sent on Linux (no Handoff).
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool
    /// The user chose one of the app's quick actions (`shortcutItems`). Call the handler with
    /// whether it was handled.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// Registration for remote notifications succeeded. Never sent on Linux (no push service).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registration for remote notifications failed: on Linux, always, after
    /// `registerForRemoteNotifications()`.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    /// A remote notification arrived. Never sent on Linux.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// Time for a background fetch (deprecated on iOS). Never sent on Linux.
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
}

extension UIApplicationDelegate {
    /// None: reads nil and ignores sets (declare a stored `var window: UIWindow?` to keep one).
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Returns true.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Returns true.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// The `Info.plist`'s first configuration for the session's role (as iOS does for a delegate
    /// without this method).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        _UISceneManifest.current?.defaultConfiguration(for: connectingSceneSession.role)
            ?? UISceneConfiguration(name: nil, role: connectingSceneSession.role, delegateClass: nil, sceneClass: nil)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Returns false (the URL is not opened).
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// Returns false.
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool { false }
    /// Calls the handler with false.
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }
    /// Does nothing.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    /// Calls the handler with `.noData`.
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { completionHandler(.noData) }
    /// Calls the handler with `.noData`.
    public func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
}
