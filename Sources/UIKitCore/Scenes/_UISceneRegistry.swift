//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The app's sessions and scenes, and the scene life cycle: the platform reports what the
/// desktop does to windows (focus, minimise, restore, close) and the registry moves each scene
/// through its states, calling its delegate and posting notifications, then derives the app's
/// state from the scenes' (posting `UIApplication`'s notifications; a scene-based app's delegate
/// gets no `applicationDidBecomeActive(_:)` and the like, as on iOS).
///
/// An app without a scene manifest is not scene-based: the reports go to `UIApplication`'s
/// app-delegate life cycle unchanged.
@MainActor package final class _UISceneRegistry {
    package static let shared = _UISceneRegistry()
    private init() {}

    /// True once the app launched with a scene manifest.
    package private(set) var usesScenes = false
    /// Sessions not yet destroyed, in the order they were made.
    package private(set) var sessions: [UISceneSession] = []
    /// Connected scenes, in the order they connected.
    package private(set) var scenes: [UIScene] = []
    /// Whether one of the app's windows has the desktop's focus.
    package private(set) var hasFocus = true
    /// The windows the desktop has minimised.
    private var minimized: Set<ObjectIdentifier> = []

    /// Forgets every scene and session (a new launch in the same process, in tests).
    package func reset(manifest: _UISceneManifest?) {
        for s in scenes { s.activationState = .unattached; s.session.scene = nil }
        scenes = []
        sessions = []
        hasFocus = true
        minimized = []
        _UISceneManifest.current = manifest
        usesScenes = manifest != nil
    }

    // MARK: Connecting

    /// Connects a new scene for `session` (a new session when nil): asks the app delegate for
    /// the configuration, makes the scene and its delegate, calls `scene(_:willConnectTo:options:)`,
    /// posts `willConnectNotification`, then brings the scene to the foreground.
    @discardableResult
    package func connect(session existing: UISceneSession? = nil, options: UIScene.ConnectionOptions = .init(),
                         fallBackIfEmpty: Bool = false) -> UIScene? {
        let app = UIApplication.shared
        let role = existing?.role ?? .windowApplication
        let session: UISceneSession
        if let existing {
            session = existing
        } else {
            let placeholder = UISceneConfiguration(name: nil, role: role, delegateClass: nil, sceneClass: nil)
            session = UISceneSession(role: role, configuration: placeholder)
            let config = app.delegate?.application(app, configurationForConnecting: session, options: options)
                ?? _UISceneManifest.current?.defaultConfiguration(for: role) ?? placeholder
            session.configuration = config
            sessions.append(session)
        }
        let config = session.configuration
        let sceneType = (config.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        if let d = config.delegateClass {
            if let t = d as? UISceneDelegate.Type { scene.delegate = t.init() } else {
                UIKitLog.error("[SceneConfiguration] delegate class \(d) does not conform to UISceneDelegate; the scene has no delegate", category: "UIScene")
            }
        }
        session.scene = scene
        scenes.append(scene)
        let storyboardWindow = config._storyboardName.flatMap { _storyboardWindow(named: $0, for: scene) }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        storyboardWindow?.makeKeyAndVisible()
        post(UIScene.willConnectNotification, scene)
        if fallBackIfEmpty, scene.delegate == nil, (scene as? UIWindowScene)?.windows.isEmpty ?? true {
            // A manifest naming no loadable delegate: the app delegate's window is used instead.
            UIKitLog.error("[SceneConfiguration] the scene has no delegate and no window; the app delegate's window is used", category: "UIScene")
            reset(manifest: nil)
            UIApplication.shared.applicationState = .inactive
            return nil
        }
        scene.activationState = .background   // (connected, not yet on screen)
        move(scene, to: hasFocus ? .foregroundActive : .foregroundInactive)
        return scene
    }

    /// The window of a scene configured with a storyboard (`UISceneStoryboardFile`): the
    /// storyboard's initial controller as its root, given to the delegate's `window` before
    /// `scene(_:willConnectTo:options:)`, as on iOS; nil (logged) when there is none.
    private func _storyboardWindow(named name: String, for scene: UIScene) -> UIWindow? {
        guard let windowScene = scene as? UIWindowScene else { return nil }
        guard let root = UIStoryboard(name: name, bundle: .main).instantiateInitialViewController() else {
            UIKitLog.error("[SceneConfiguration] Info.plist configuration \"\(scene.session.configuration.name ?? "(no name)")\" storyboard \"\(name)\" has no initial view controller; the scene gets no window", category: "UIScene")
            return nil
        }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = root
        (scene.delegate as? UIWindowSceneDelegate)?.window = window
        return window
    }

    /// Disconnects `scene`: it leaves the foreground (resigning first), its windows are hidden,
    /// then `sceneDidDisconnect(_:)` and `didDisconnectNotification`. With `discard`, its session
    /// is destroyed and the app delegate gets `application(_:didDiscardSceneSessions:)`.
    package func disconnect(_ scene: UIScene, discard: Bool) {
        guard scenes.contains(where: { $0 === scene }) else { return }
        move(scene, to: .background)
        if let ws = scene as? UIWindowScene { for w in ws.windows where !w.isHidden { w.isHidden = true } }
        scenes.removeAll { $0 === scene }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        post(UIScene.didDisconnectNotification, scene)
        scene.session.scene = nil
        if discard { self.discard(scene.session) }
    }

    /// Destroys a session with no scene: the app delegate gets `application(_:didDiscardSceneSessions:)`.
    package func discard(_ session: UISceneSession) {
        guard sessions.contains(where: { $0 === session }) else { return }
        sessions.removeAll { $0 === session }
        let app = UIApplication.shared
        app.delegate?.application(app, didDiscardSceneSessions: [session])
    }

    // MARK: What the desktop does (reported by the platform)

    /// The app's windows got (or lost) the desktop's focus: every scene on screen becomes active
    /// (or inactive).
    package func focusChanged(_ focused: Bool) {
        hasFocus = focused
        let app = UIApplication.shared
        guard usesScenes else { return focused ? app._becomeActive() : app._resignActive() }
        for s in scenes where s.activationState != .background {
            move(s, to: focused ? .foregroundActive : .foregroundInactive)
        }
    }

    /// `window` was minimised; `allMinimized`: every window of the app is. A scene-based app moves
    /// the window's scene to the background once all its windows are minimised.
    package func windowMinimized(_ window: UIWindow?, allMinimized: Bool) {
        if let window { minimized.insert(ObjectIdentifier(window)) }
        guard usesScenes else { if allMinimized { UIApplication.shared._enterBackground() }; return }
        for s in affectedScenes(window) {
            let ws = s as? UIWindowScene
            if window == nil || allMinimized
                || ws?.windows.allSatisfy({ $0.isHidden || minimized.contains(ObjectIdentifier($0)) }) ?? true {
                move(s, to: .background)
            }
        }
    }

    /// `window` (nil: every window) was restored from being minimised.
    package func windowRestored(_ window: UIWindow?) {
        if let window { minimized.remove(ObjectIdentifier(window)) } else { minimized = [] }
        guard usesScenes else {
            UIApplication.shared._enterForeground()
            UIApplication.shared._becomeActive()
            return
        }
        hasFocus = true
        for s in affectedScenes(window) { move(s, to: .foregroundActive) }
    }

    /// The user closed `window`. In a scene-based app with other scenes, the window's scene is
    /// closed and its session discarded (as closing a window on iPadOS). Returns true when the
    /// close was handled so (the app goes on); false when the app should quit.
    package func windowClosed(_ window: UIWindow) -> Bool {
        guard usesScenes, let scene = window.windowScene, scenes.contains(where: { $0 === scene }) else { return false }
        if scenes.count > 1 {
            disconnect(scene, discard: true)
            return true
        }
        return false
    }

    /// The app is quitting: every scene leaves the foreground and disconnects, then
    /// `applicationWillTerminate(_:)` (called for scene-based apps too, as on iOS).
    package func terminate() {
        let app = UIApplication.shared
        guard usesScenes else { return app._terminate() }
        guard !app._isTerminating else { return }
        for s in scenes { move(s, to: .background) }
        for s in scenes { disconnect(s, discard: false) }
        app._isTerminating = true
        app.delegate?.applicationWillTerminate(app)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: app)
    }

    private func affectedScenes(_ window: UIWindow?) -> [UIScene] {
        guard let window else { return scenes }
        guard let s = window.windowScene, scenes.contains(where: { $0 === s }) else { return [] }
        return [s]
    }

    // MARK: Scene states

    /// Moves `scene` step by step to `target`: foreground ↔ background through inactive, each
    /// step calling the delegate, posting the scene's notification, then updating the app's state.
    package func move(_ scene: UIScene, to target: UIScene.ActivationState) {
        guard scene.activationState != .unattached, target != .unattached else { return }
        while scene.activationState != target {
            let d = scene.delegate
            switch (scene.activationState, target) {
            case (.background, _):
                d?.sceneWillEnterForeground(scene)
                post(UIScene.willEnterForegroundNotification, scene)
                scene.activationState = .foregroundInactive
            case (.foregroundInactive, .foregroundActive):
                scene.activationState = .foregroundActive
                d?.sceneDidBecomeActive(scene)
                post(UIScene.didActivateNotification, scene)
            case (.foregroundInactive, _):
                scene.activationState = .background
                d?.sceneDidEnterBackground(scene)
                post(UIScene.didEnterBackgroundNotification, scene)
            case (.foregroundActive, _):
                d?.sceneWillResignActive(scene)
                post(UIScene.willDeactivateNotification, scene)
                scene.activationState = .foregroundInactive
            case (.unattached, _):
                return
            }
            updateApplicationState()
        }
    }

    /// The app's state follows its most active scene: active when one is active, inactive when
    /// one is on screen, background otherwise; each change posts `UIApplication`'s notification.
    private func updateApplicationState() {
        let app = UIApplication.shared
        guard usesScenes, !app._isTerminating else { return }
        let target: UIApplication.State =
            scenes.contains { $0.activationState == .foregroundActive } ? .active
            : scenes.contains { $0.activationState == .foregroundInactive } ? .inactive : .background
        while app.applicationState != target {
            switch (app.applicationState, target) {
            case (.background, _):
                NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: app)
                app.applicationState = .inactive
            case (.inactive, .active):
                app.applicationState = .active
                NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: app)
            case (.inactive, _):
                app.applicationState = .background
                NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: app)
            case (.active, _):
                NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: app)
                app.applicationState = .inactive
            }
        }
    }

    private func post(_ name: Notification.Name, _ scene: UIScene) {
        NotificationCenter.default.post(name: name, object: scene)
    }
}
