//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import UIKitCore

/// Starts the app with `delegate`, as iOS's `UIApplicationMain` does: sets up the shared
/// application, opens the display (SDL2), calls `application(_:willFinishLaunchingWithOptions:)`
/// and `application(_:didFinishLaunchingWithOptions:)` (then posts
/// `didFinishLaunchingNotification`), makes the app active, then runs the main loop until the
/// last window is closed (SDL_QUIT), calls `applicationWillTerminate(_:)` and exits with status 0.
/// Window focus, minimising and restoring drive the other life-cycle callbacks.
///
/// Without a display it prints "UIKit: cannot open a window: no display …" and exits with status 1.
@preconcurrency @MainActor public func UIApplicationMain(delegate: UIApplicationDelegate) -> Never {
    let backend: SDLBackend
    let appearance = _DesktopAppearance.Probe()
    // A scene manifest in the app's Info.plist makes it scene-based (see `_UISceneManifest`); its
    // name, identifier and icon name the windows (`_AppIdentity`).
    let module = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init)
    let info = _UISceneManifest.loadInfoDictionary(moduleName: module)
    do {
        backend = try SDLBackend.start(identity: .current(infoDictionary: info))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    appearance.apply(backend: backend)   // the desktop's style, text size and scale, before the delegate builds views
    let app = UIApplication.shared
    app._prepareScenes(infoDictionary: info, delegate: delegate)
    // URLs of the app's schemes on the command line (a desktop file's `%u`) are opened after launch.
    let urls = UIApplication._urlsToOpen(in: Array(CommandLine.arguments.dropFirst()), infoDictionary: info)
    // A launch storyboard (`UILaunchStoryboardName`) is on screen before the delegate runs: its
    // window waits for the display (so this app's views are not built while the display opens),
    // is drawn and presented, and its SDL window is handed to the app's first window, whose first
    // frame replaces it (`SDLBackend.showLaunchScreen`).
    UIApplication._presentLaunchScreen = { window in
        do { try backend.waitUntilReady() } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        backend.showLaunchScreen(window)
    }
    app._launch(delegate: delegate, options: urls.first.map { [.url: $0] }, mainStoryboard: info?["UIMainStoryboardFile"] as? String,
                launchStoryboard: info?["UILaunchStoryboardName"] as? String)
    UIApplication._presentLaunchScreen = nil
    // A scene-based app's first scene connects now: its delegate makes the window.
    let sceneBased = app._connectFirstScene()
    for url in urls { app._openURLFromSystem(url) }
    // The display opened while the delegate built its views (see `SDLBackend.start`); the first
    // frame is drawn before waiting for it, and presented once it is open.
    backend.drawFrame()
    do { try backend.waitUntilReady() } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    app._dismissLaunchScreen()   // (the app's first frame is on screen, in its SDL window)
    UIPasteboard._installSystemClipboard(SDLClipboard())
    if !backend.windows.contains(where: { !$0.surface.window.isHidden }) {
        UIKitLog.warning(sceneBased
            ? "no window was shown in scene(_:willConnectTo:options:) (make a UIWindow(windowScene:) and call makeKeyAndVisible())"
            : "no window was shown in application(_:didFinishLaunchingWithOptions:) (call makeKeyAndVisible())", category: "UIApplication")
    }
    if !sceneBased { app._becomeActive() }
    UIMainLoop.shared.run(backend: backend)
    exit(0)
}

/// Creates the delegate with `init()` and runs `UIApplicationMain(delegate:)`.
@preconcurrency @MainActor public func UIApplicationMain<D: UIApplicationDelegate>(delegateType: D.Type) -> Never {
    UIApplicationMain(delegate: delegateType.init())
}

/// iOS's signature. Linux Swift cannot create a class from its name, so the names are ignored;
/// use `UIApplicationMain(delegate:)`, `UIApplicationMain(delegateType:)` or `@main` on the
/// delegate class. Logs an error and exits with status 1.
@preconcurrency @MainActor public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                                         _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let message = "UIApplicationMain(_:_:_:_:): classes can't be looked up by name on Linux; use UIApplicationMain(delegate:) or @main on the app delegate (delegate class name: \(delegateClassName ?? "nil"))"
    UIKitLog.error(message, category: "UIApplication")
    FileHandle.standardError.write(Data("UIKit: \(message)\n".utf8))
    exit(1)
}

extension UIApplicationDelegate {
    /// `@main` entry point: `@main final class AppDelegate: UIResponder, UIApplicationDelegate`.
    @MainActor public static func main() {
        UIApplicationMain(delegateType: Self.self)
    }
}
