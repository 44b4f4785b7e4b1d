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

/// What a scene-based app (Xcode's iOS template: an app delegate, a scene delegate making its
/// window from the scene, an Info.plist with a scene manifest) hears, in order.
@MainActor enum SceneLog {
    static var entries: [String] = []
    static var observers: [NSObjectProtocol] = []
    static func start() {
        entries = []
        stop()
        let names: [Notification.Name] = [
            UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
            UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            UIApplication.willTerminateNotification,
        ]
        for n in names {
            observers.append(NotificationCenter.default.addObserver(forName: n, object: nil, queue: nil) { note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { entries.append(name) }
            })
        }
    }
    static func stop() {
        for o in observers { NotificationCenter.default.removeObserver(o) }
        observers = []
    }
}

final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var makesOwnWindow = false
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneLog.entries.append("app.didFinishLaunching \(application.applicationState)")
        if makesOwnWindow {
            let w = UIWindow(frame: UIScreen.main.bounds)
            let vc = UIViewController()
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            label.text = "App delegate window"
            vc.view.addSubview(label)
            w.rootViewController = vc
            w.makeKeyAndVisible()
            window = w
        }
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneLog.entries.append("app.configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        SceneLog.entries.append("app.didDiscardSceneSessions \(sceneSessions.count)")
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.entries.append("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { SceneLog.entries.append("app.willResignActive") }
    func applicationWillTerminate(_ application: UIApplication) { SceneLog.entries.append("app.willTerminate") }
}

final class TemplateRootViewController: UIViewController {
    var transitions: [CGSize] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        label.text = "Scene \(UIApplication.shared.connectedScenes.count)"
        view.addSubview(label)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        SceneLog.entries.append("vc.viewWillTransition \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
    }
}

final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneLog.entries.append("scene.willConnectTo \(scene.activationState)")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = TemplateRootViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: UIScene) { SceneLog.entries.append("scene.didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneLog.entries.append("scene.didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneLog.entries.append("scene.willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneLog.entries.append("scene.willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneLog.entries.append("scene.didEnterBackground") }
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection) {
        SceneLog.entries.append("scene.didUpdate from \(Int(previousCoordinateSpace.bounds.width)) \(previousInterfaceOrientation) to \(windowScene.interfaceOrientation)")
    }
}

@MainActor @Suite(.serialized) struct SceneLifecycleTests {
    static func info(delegateClass: String = "$(PRODUCT_MODULE_NAME).TemplateSceneDelegate", multiple: Bool = false) -> [String: Any] {
        ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": multiple,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": delegateClass,
            ] as [String: Any]]],
        ] as [String: Any]]
    }

    private func launch(_ info: [String: Any]?, delegate: TemplateAppDelegate = TemplateAppDelegate()) -> UIKitTestHost {
        SceneLog.start()
        return UIKitTestHost(appDelegate: delegate, infoDictionary: info)
    }

    private func finish(_ host: UIKitTestHost) {
        SceneLog.stop()
        for s in UIApplication.shared.connectedScenes { (s as? UIWindowScene)?.windows.forEach { $0.isHidden = true } }
        host.invalidate()
        _UISceneRegistry.shared.reset(manifest: nil)
        UIApplication.shared.delegate = nil
    }

    @Test func theTemplateAppLaunchesItsSceneInIOSOrder() {
        let host = launch(Self.info())
        defer { finish(host) }
        // (A host that hosts every window adopts windows other tests left shown, and the app
        // activates for them before the launch: only the launch's entries count.)
        #expect(Array(SceneLog.entries.drop { !$0.hasPrefix("app.didFinishLaunching") }) == [
            "app.didFinishLaunching background",
            "app.configurationForConnecting",
            "scene.willConnectTo unattached",
            "UISceneWillConnectNotification",
            "scene.willEnterForeground",
            "UISceneWillEnterForegroundNotification",
            "UIApplicationWillEnterForegroundNotification",
            "scene.didBecomeActive",
            "UISceneDidActivateNotification",
            "UIApplicationDidBecomeActiveNotification",
        ])
        let scenes = UIApplication.shared.connectedScenes
        #expect(scenes.count == 1)
        let scene = scenes.first as? UIWindowScene
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.delegate is TemplateSceneDelegate)
        #expect(host.window.windowScene === scene)
        #expect(scene?.windows == [host.window])
        #expect(scene?.keyWindow === host.window)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.openSessions.first?.scene === scene)
        #expect(UIApplication.shared.openSessions.first?.role == .windowApplication)
        // What the user sees: the scene delegate's window and its controller's label.
        #expect(host.view(withAccessibilityLabel: "Scene 1") != nil)
    }

    @Test func focusMinimiseAndRestoreMoveTheSceneNotTheAppDelegate() {
        let host = launch(Self.info())
        defer { finish(host) }
        SceneLog.entries = []
        host.simulate(.focusLost)
        #expect(SceneLog.entries == ["scene.willResignActive", "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification"])
        SceneLog.entries = []
        host.simulate(.minimized)
        #expect(SceneLog.entries == ["scene.didEnterBackground", "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification"])
        #expect(UIApplication.shared.applicationState == .background)
        SceneLog.entries = []
        host.simulate(.restored)
        #expect(SceneLog.entries == [
            "scene.willEnterForeground", "UISceneWillEnterForegroundNotification", "UIApplicationWillEnterForegroundNotification",
            "scene.didBecomeActive", "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
        ])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func aSecondWindowIsASecondSceneAndClosingItDiscardsItsSession() {
        let host = launch(Self.info(multiple: true))
        defer { finish(host) }
        let app = UIApplication.shared
        SceneLog.entries = []
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
            Issue.record("unexpected error \(error)")
        }
        #expect(app.connectedScenes.count == 2)
        #expect(app.openSessions.count == 2)
        #expect(SceneLog.entries.prefix(3) == ["app.configurationForConnecting", "scene.willConnectTo unattached", "UISceneWillConnectNotification"])
        let second = app.connectedScenes.compactMap { $0 as? UIWindowScene }.first { $0.windows.first !== host.window }
        let secondWindow = second?.windows.first
        #expect(secondWindow != nil && secondWindow?.isHidden == false)
        // The second window is hosted (a desktop window of its own) and shows its own label.
        #expect(host.headless.windows.contains { $0 === secondWindow })
        #expect((secondWindow?.rootViewController?.view.subviews.first as? UILabel)?.text == "Scene 2")
        SceneLog.entries = []
        host.simulate(.closed, window: secondWindow)
        #expect(SceneLog.entries == [
            "scene.willResignActive", "UISceneWillDeactivateNotification",
            "scene.didEnterBackground", "UISceneDidEnterBackgroundNotification",
            "scene.didDisconnect", "UISceneDidDisconnectNotification",
            "app.didDiscardSceneSessions 1",
        ])
        #expect(app.connectedScenes.count == 1)
        #expect(app.openSessions.count == 1)
        #expect(secondWindow?.isHidden == true)
        #expect(app.applicationState == .active)
    }

    @Test func minimisingOneSceneLeavesTheOtherActive() {
        let host = launch(Self.info(multiple: true))
        defer { finish(host) }
        let app = UIApplication.shared
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        let first = host.window.windowScene
        let second = app.connectedScenes.first { $0 !== first }
        host.simulate(.minimized, window: (second as? UIWindowScene)?.windows.first)
        #expect(second?.activationState == .background)
        #expect(first?.activationState == .foregroundActive)
        #expect(app.applicationState == .active)
    }

    @Test func withoutMultipleScenesASecondSceneIsRefused() {
        let host = launch(Self.info(multiple: false))
        defer { finish(host) }
        var code: Int?
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
            code = (error as NSError).code
        }
        #expect(code == UISceneError.Code.multipleScenesNotSupported.rawValue)
        #expect(UIApplication.shared.connectedScenes.count == 1)
    }

    @Test func destroyingASessionDisconnectsItsScene() {
        let host = launch(Self.info(multiple: true))
        defer { finish(host) }
        let app = UIApplication.shared
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        let second = app.connectedScenes.first { $0 !== host.window.windowScene }!
        SceneLog.entries = []
        app.requestSceneSessionDestruction(second.session, options: UIWindowSceneDestructionRequestOptions())
        #expect(SceneLog.entries.suffix(3) == ["scene.didDisconnect", "UISceneDidDisconnectNotification", "app.didDiscardSceneSessions 1"])
        #expect(second.activationState == .unattached)
        #expect(second.session.scene == nil)
    }

    @Test func quittingDisconnectsScenesThenTerminates() {
        let host = launch(Self.info())
        defer { finish(host) }
        SceneLog.entries = []
        host.simulate(.closed)
        #expect(SceneLog.entries == [
            "scene.willResignActive", "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
            "scene.didEnterBackground", "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
            "scene.didDisconnect", "UISceneDidDisconnectNotification",
            "app.willTerminate", "UIApplicationWillTerminateNotification",
        ])
    }

    @Test func resizingTheWindowTellsTheControllerThenTheSceneDelegate() {
        let host = launch(Self.info())
        defer { finish(host) }
        SceneLog.entries = []
        host.headless.resize(host.window, to: CGSize(width: 900, height: 600))
        #expect(SceneLog.entries == [
            "vc.viewWillTransition 900x600 from 390",
            "scene.didUpdate from 390 portrait to landscapeRight",
        ])
        #expect(host.window.bounds.size == CGSize(width: 900, height: 600))
        #expect(host.viewController?.view.bounds.size == CGSize(width: 900, height: 600))
    }

    @Test func aManifestNamingAMissingClassFallsBackToTheAppDelegatesWindow() {
        UIKitLog.clearRecentMessages()
        let delegate = TemplateAppDelegate()
        delegate.makesOwnWindow = true
        let host = launch(Self.info(delegateClass: "$(PRODUCT_MODULE_NAME).NoSuchSceneDelegate"), delegate: delegate)
        defer { finish(host) }
        #expect(UIKitLog.didLog("contained UISceneDelegateClassName key, but could not load class with name \"UIKitTests.NoSuchSceneDelegate\""))
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(host.view(withAccessibilityLabel: "App delegate window") != nil)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(SceneLog.entries.contains("app.didBecomeActive"))
    }

    @Test func aMalformedInfoPlistFallsBackToTheAppDelegatesWindow() throws {
        UIKitLog.clearRecentMessages()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Info-\(UUID().uuidString).plist")
        try Data("<plist><dict><key>UIApplicationSceneManifest</key><dict>".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let delegate = TemplateAppDelegate()
        delegate.makesOwnWindow = true
        SceneLog.start()
        let host = UIKitTestHost(appDelegate: delegate, infoPlist: url)
        defer { finish(host) }
        #expect(UIKitLog.didLog("is malformed"))
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(host.view(withAccessibilityLabel: "App delegate window") != nil)
    }

    @Test func anAppDelegateOnlyAppGetsNoScenes() {
        let delegate = TemplateAppDelegate()
        delegate.makesOwnWindow = true
        let host = launch(nil, delegate: delegate)
        defer { finish(host) }
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(Array(SceneLog.entries.drop { !$0.hasPrefix("app.didFinishLaunching") })
                == ["app.didFinishLaunching inactive", "app.didBecomeActive", "UIApplicationDidBecomeActiveNotification"])
        #expect(host.window.windowScene == nil)
    }

    @Test func aPropertyListFileWithAManifestIsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Info-\(UUID().uuidString).plist")
        let data = try PropertyListSerialization.data(fromPropertyList: Self.info(), format: .xml, options: 0)
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        SceneLog.start()
        let host = UIKitTestHost(appDelegate: TemplateAppDelegate(), infoPlist: url)
        defer { finish(host) }
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(host.view(withAccessibilityLabel: "Scene 1") != nil)
    }
}
