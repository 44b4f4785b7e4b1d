//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// An app delegate that makes no window: the main storyboard's window is given to it.
final class SBAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var hadWindowAtLaunch = false
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        hadWindowAtLaunch = window?.rootViewController is UINavigationController
        return true
    }
}

/// A scene delegate that makes no window: the scene's storyboard window is given to it.
final class SBSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var hadWindowAtConnect = false
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SBSceneDelegate.hadWindowAtConnect = window?.rootViewController is UINavigationController
    }
}

/// Apps that start from a storyboard with no code (`UIMainStoryboardFile`, `UISceneStoryboardFile`).
@MainActor @Suite(.serialized) struct StoryboardLaunchTests {
    /// Writes the test storyboard into the main bundle under a fresh name.
    private func install() -> (String, URL) {
        let name = "SBLaunch-\(UUID().uuidString)"
        let url = Bundle.main.bundleURL.appendingPathComponent(name + ".storyboard")
        try? Data(SBMain.document.utf8).write(to: url)
        return (name, url)
    }

    private func finish(_ host: UIKitTestHost, _ url: URL) {
        try? FileManager.default.removeItem(at: url)
        for s in UIApplication.shared.connectedScenes { (s as? UIWindowScene)?.windows.forEach { $0.isHidden = true } }
        host.invalidate()
        _UISceneRegistry.shared.reset(manifest: nil)
        UIApplication.shared.delegate = nil
    }

    @Test func anAppStartsFromItsMainStoryboard() throws {
        let (name, url) = install()
        let delegate = SBAppDelegate()
        let host = UIKitTestHost(appDelegate: delegate, infoDictionary: ["UIMainStoryboardFile": name])
        defer { finish(host, url) }
        #expect(delegate.hadWindowAtLaunch)
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        #expect(delegate.window?.isKeyWindow == true)
        host.advanceFrames(2)
        let home = try #require(nav.topViewController as? SBHomeViewController)
        #expect(home.isViewLoaded)
        #expect(home.titleLabel?.window === delegate.window)
    }

    @Test func aSceneStartsFromItsStoryboard() throws {
        let (name, url) = install()
        SBSceneDelegate.hadWindowAtConnect = false
        let info: [String: Any] = ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SBSceneDelegate",
                "UISceneStoryboardFile": name,
            ] as [String: Any]]],
        ] as [String: Any]]
        let host = UIKitTestHost(appDelegate: SBAppDelegate(), infoDictionary: info)
        defer { finish(host, url) }
        #expect(SBSceneDelegate.hadWindowAtConnect)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let delegate = try #require(scene.delegate as? SBSceneDelegate)
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow)
        #expect((window.rootViewController as? UINavigationController)?.topViewController is SBHomeViewController)
    }
}
