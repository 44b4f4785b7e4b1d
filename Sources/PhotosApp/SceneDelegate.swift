//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The scene delegate: UIKit gives it the window from `Main.storyboard`; it restores the
/// photo the user was looking at (and its zoom) from the session's `stateRestorationActivity`
/// and hands UIKit the activity to save (`stateRestorationActivity(for:)`). UIKit for Linux
/// keeps no sessions across launches, so the app saves the activity itself when the scene goes
/// to the background or disconnects (`PhotosRestoration`) and reads it back at the next launch.
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window (from Main.storyboard).
    public var window: UIWindow?

    /// Restores the saved album, photo and zoom, if any.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene else { return }
        if let activity = session.stateRestorationActivity ?? PhotosRestoration.load(),
           let nav = window?.rootViewController as? UINavigationController {
            PhotosRestoration.restore(activity, in: nav)
        }
    }

    /// What is shown now, as an activity to restore from.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        (window?.rootViewController as? UINavigationController).flatMap(PhotosRestoration.activity(for:))
    }

    /// Saves the restoration activity.
    public func sceneDidEnterBackground(_ scene: UIScene) { save(scene) }

    /// Saves the restoration activity.
    public func sceneDidDisconnect(_ scene: UIScene) { save(scene) }

    private func save(_ scene: UIScene) {
        let activity = stateRestorationActivity(for: scene)
        (scene as? UIWindowScene)?.session.stateRestorationActivity = activity
        PhotosRestoration.save(activity)
    }
}
