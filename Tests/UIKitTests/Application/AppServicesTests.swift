//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKitCore
import UIKit
import UIKitTesting

/// An app delegate as iOS apps write them for URLs, push registration and user activities.
final class ServicesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var opened: [URL] = []
    var launchURL: URL?
    var pushError: Error?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchURL = launchOptions?[.url] as? URL
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        w.rootViewController = UIViewController()
        w.makeKeyAndVisible()
        window = w
        return true
    }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        opened.append(url)
        return url.host == "item"
    }
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        pushError = error
    }
}

/// A scene delegate that records the URLs its scene is asked to open.
final class URLSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var opened: [URL] = []
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let w = UIWindow(windowScene: windowScene)
        w.rootViewController = UIViewController()
        w.makeKeyAndVisible()
        window = w
    }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        URLSceneDelegate.opened += URLContexts.map(\.url)
    }
}

/// A view controller restoring itself from a user activity, as iOS code overrides it.
final class RestoringViewController: UIViewController {
    var restoredTitle: String?
    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
        restoredTitle = activity.title
    }
}

@MainActor @Suite(.serialized) struct AppServicesTests {
    private func finish(_ host: UIKitTestHost) {
        for s in UIApplication.shared.connectedScenes { (s as? UIWindowScene)?.windows.forEach { $0.isHidden = true } }
        host.headless.windows.forEach { $0.isHidden = true }   // (the app's, not other tests')
        host.invalidate()
        _UISceneRegistry.shared.reset(manifest: nil)
        UIApplication.shared.delegate = nil
    }

    @Test func anOpenedURLReachesTheAppDelegate() {
        let delegate = ServicesAppDelegate()
        let host = UIKitTestHost(appDelegate: delegate, infoDictionary: nil)
        defer { finish(host) }
        #expect(host.simulateOpening(URL(string: "myapp://item/42")!))
        #expect(!host.simulateOpening(URL(string: "myapp://other")!))
        #expect(delegate.opened.map(\.absoluteString) == ["myapp://item/42", "myapp://other"])
    }

    @Test func aSceneBasedAppGetsTheURLInItsScene() {
        URLSceneDelegate.opened = []
        let info: [String: Any] = ["UIApplicationSceneManifest": [
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).URLSceneDelegate",
            ] as [String: Any]]],
        ] as [String: Any]]
        let delegate = ServicesAppDelegate()
        let host = UIKitTestHost(appDelegate: delegate, infoDictionary: info)
        defer { finish(host) }
        #expect(host.simulateOpening(URL(string: "myapp://scene")!))
        #expect(URLSceneDelegate.opened.map(\.absoluteString) == ["myapp://scene"])
        #expect(delegate.opened.isEmpty)   // a scene-based app's delegate is not asked
    }

    @Test func commandLineURLsOfTheAppsSchemesAreOpened() {
        let info: [String: Any] = ["CFBundleURLTypes": [["CFBundleURLSchemes": ["myapp"]]]]
        let urls = UIApplication._urlsToOpen(in: ["--verbose", "myapp://item/1", "https://example.com", "MYAPP:x"], infoDictionary: info)
        #expect(urls.map(\.absoluteString) == ["myapp://item/1", "MYAPP:x"])
        #expect(UIApplication._urlsToOpen(in: ["myapp://item/1"], infoDictionary: nil).isEmpty)
    }

    @Test func backgroundTasksBeginAndEnd() {
        let app = UIApplication.shared
        let a = app.beginBackgroundTask { }
        let b = app.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        #expect(a != .invalid && b != .invalid && a != b)
        app.endBackgroundTask(a)
        #expect(!UIKitLog.didLog("Can't end BackgroundTask"))
        app.endBackgroundTask(a)   // already ended: iOS's message, nothing else
        #expect(UIKitLog.didLog("Can't end BackgroundTask: no background task exists with identifier \(a.rawValue)"))
        app.endBackgroundTask(b)
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        #expect(UIBackgroundFetchResult.failed.rawValue == 2)
    }

    @Test func pushRegistrationFailsAsOnTheSimulator() async {
        let delegate = ServicesAppDelegate()
        let host = UIKitTestHost(appDelegate: delegate, infoDictionary: nil)
        defer { finish(host) }
        UIApplication.shared.registerForRemoteNotifications()
        #expect(delegate.pushError == nil)   // not synchronously
        for _ in 0..<50 where delegate.pushError == nil { await host.advanceFramesDrainingMainQueue(1) }
        #expect((delegate.pushError as NSError?)?.code == 3010)
        #expect(!UIApplication.shared.isRegisteredForRemoteNotifications)
    }

    @Test func respondersRestoreUserActivities() {
        let vc = RestoringViewController()
        let activity = NSUserActivity(activityType: "org.example.viewing")
        activity.title = "Item 7"
        let restorers: [UIUserActivityRestoring] = [vc]
        restorers.forEach { $0.restoreUserActivityState(activity) }
        #expect(vc.restoredTitle == "Item 7")
        vc.userActivity = activity
        #expect(vc.userActivity === activity)
    }
}

/// Custom actions (VoiceOver's actions rotor), performed through the test host.
@MainActor @Suite struct AccessibilityCustomActionTests {
    final class Target: UIResponder {
        var archived = 0
        override init() {
            super.init()
            registerAction("archive:") { [unowned self] _, _ in archived += 1 }
        }
    }

    @Test func actionsRunTheirHandlerOrTheirSelector() {
        let cell = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 44))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Message from Ann"
        var deleted = 0
        let target = Target()
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { _ in deleted += 1; return true },
            UIAccessibilityCustomAction(name: "Archive", target: target, selector: "archive:"),
            UIAccessibilityCustomAction(name: "Flag", target: target, selector: "flag:"),
        ]
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.addSubview(cell)
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        #expect(host.accessibilityCustomActionNames(of: cell) == ["Delete", "Archive", "Flag"])
        #expect(host.performAccessibilityCustomAction(named: "Delete", of: cell))
        #expect(deleted == 1)
        #expect(host.performAccessibilityCustomAction(named: "Archive", of: cell))
        #expect(target.archived == 1)
        #expect(!host.performAccessibilityCustomAction(named: "Flag", of: cell))   // the target doesn't handle it
        #expect(!host.performAccessibilityCustomAction(named: "Reply", of: cell))
        cell.isHidden = true   // a user can't reach a hidden element
        #expect(host.accessibilityCustomActionNames(of: cell).isEmpty)
        #expect(!host.performAccessibilityCustomAction(named: "Delete", of: cell))
        #expect(deleted == 1)
    }
}
