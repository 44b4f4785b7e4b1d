//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The app delegate as Xcode's App template writes it: the scene's window comes from
/// `Main.storyboard` (the `Info.plist`'s `UISceneStoryboardFile`); launching makes a fresh
/// photo library.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The number of photos in Recents (10,000 in the app; tests may use fewer).
    nonisolated(unsafe) public static var recentsCount = 10_000

    /// Makes the photo library for this launch.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        PhotoLibrary.shared = PhotoLibrary(recents: Self.recentsCount)
        PhotoImageLoader.shared.reset()
        PhotoArt.thumbnails.removeAll()
        return true
    }

    // MARK: UISceneSession Lifecycle

    /// The `Info.plist`'s "Default Configuration" (its storyboard is Main).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
