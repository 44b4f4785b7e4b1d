//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The error domain of scene requests (`requestSceneSessionActivation(_:userActivity:options:errorHandler:)`).
public let UISceneErrorDomain = "UISceneErrorDomain"

/// Errors of scene requests.
public struct UISceneError: Sendable {
    /// The error codes (Apple's raw values).
    public enum Code: Int, Sendable {
        /// The app does not support several scenes (`UIApplicationSupportsMultipleScenes` is false).
        case multipleScenesNotSupported = 0
        /// The request was denied.
        case requestDenied = 1
    }
}

extension UIApplication {
    /// The connected scenes: one per desktop window a scene-based app shows.
    public var connectedScenes: Set<UIScene> { Set(_UISceneRegistry.shared.scenes) }
    /// The sessions not destroyed yet (a disconnected scene's session stays until destroyed).
    public var openSessions: Set<UISceneSession> { Set(_UISceneRegistry.shared.sessions) }
    /// Whether the app may show several scenes at once (`UIApplicationSupportsMultipleScenes`).
    public var supportsMultipleScenes: Bool { _UISceneManifest.current?.supportsMultipleScenes ?? false }

    /// Asks for a scene: `sceneSession` nil makes a new session and scene (on Linux a new desktop
    /// window); an existing session's scene comes to the foreground (reconnecting if it
    /// disconnected). Without multiple-scene support, a second scene is refused:
    /// `errorHandler` gets `UISceneError.Code.multipleScenesNotSupported`.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        let registry = _UISceneRegistry.shared
        guard registry.usesScenes else {
            UIKitLog.error("requestSceneSessionActivation: the app is not scene-based (its Info.plist has no UIApplicationSceneManifest)", category: "UIApplication")
            errorHandler?(NSError(domain: UISceneErrorDomain, code: UISceneError.Code.requestDenied.rawValue))
            return
        }
        let activities: Set<NSUserActivity> = userActivity.map { [$0] } ?? []
        if let session = sceneSession {
            guard registry.sessions.contains(where: { $0 === session }) else {
                errorHandler?(NSError(domain: UISceneErrorDomain, code: UISceneError.Code.requestDenied.rawValue))
                return
            }
            if let scene = session.scene {
                registry.windowRestored((scene as? UIWindowScene)?.windows.first)
                (scene as? UIWindowScene)?.keyWindow?.makeKey()
                if let a = userActivity { scene.delegate?.scene(scene, continue: a) }
                return
            }
            if !supportsMultipleScenes && !registry.scenes.isEmpty {
                return refuseSecondScene(errorHandler)
            }
            registry.connect(session: session, options: UIScene.ConnectionOptions(userActivities: activities))
            return
        }
        if !supportsMultipleScenes && !registry.scenes.isEmpty { return refuseSecondScene(errorHandler) }
        registry.connect(options: UIScene.ConnectionOptions(userActivities: activities))
    }

    private func refuseSecondScene(_ errorHandler: ((any Error) -> Void)?) {
        UIKitLog.error("The application does not support multiple scenes (set UIApplicationSupportsMultipleScenes in its Info.plist)", category: "UIApplication")
        errorHandler?(NSError(domain: UISceneErrorDomain, code: UISceneError.Code.multipleScenesNotSupported.rawValue))
    }

    /// Closes a session's scene (its desktop window) and destroys the session: the scene
    /// disconnects, then the app delegate gets `application(_:didDiscardSceneSessions:)`.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        let registry = _UISceneRegistry.shared
        guard registry.sessions.contains(where: { $0 === sceneSession }) else {
            errorHandler?(NSError(domain: UISceneErrorDomain, code: UISceneError.Code.requestDenied.rawValue))
            return
        }
        if let scene = sceneSession.scene {
            registry.disconnect(scene, discard: true)
        } else {
            registry.discard(sceneSession)
        }
    }

    /// Asks the system to refresh the session's snapshot. Nothing to do on Linux.
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}

    /// Connects the first scene of a scene-based app (after launch); the platform calls it.
    /// Returns false for an app without a scene manifest (it shows the app delegate's window).
    @discardableResult
    package func _connectFirstScene() -> Bool {
        guard _UISceneRegistry.shared.usesScenes else { return false }
        return _UISceneRegistry.shared.connect(fallBackIfEmpty: true) != nil
    }

    /// Reads the scene manifest of `infoDictionary` (an `Info.plist`'s contents; nil: none) before
    /// a launch: with one, the app is scene-based. Class names without a module are looked up in
    /// the app delegate's module.
    package func _prepareScenes(infoDictionary: [String: Any]?, delegate: UIApplicationDelegate?) {
        let module = delegate.flatMap { String(reflecting: type(of: $0)).split(separator: ".").first.map(String.init) }
        let manifest = infoDictionary.flatMap { _UISceneManifest(infoDictionary: $0, moduleName: module) }
        _UISceneRegistry.shared.reset(manifest: manifest)
    }
}
