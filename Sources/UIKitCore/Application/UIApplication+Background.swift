//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIApplication: background tasks, remote notifications and URLs opened by the system. A Linux
// app is never suspended, so background tasks only run to their end; there is no push service.

extension UIApplication {
    /// Keys of the options `application(_:open:options:)` receives with a URL.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The raw value (Apple's).
        public var rawValue: String
        /// The key with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key from its string (the same as `init(rawValue:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL (absent on Linux).
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// An annotation the source app sent with the URL.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether a file URL is to be opened in place (a `Bool`).
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// Ad attribution data sent with the URL.
        public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }

    /// Starts a task that should go on if the app moves to the background; end it with
    /// `endBackgroundTask(_:)`. On Linux the app is never suspended, so the task simply runs and
    /// `handler` (the expiration handler) is never called.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// As `beginBackgroundTask(expirationHandler:)`, with a name for debugging.
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        _UIBackgroundTasks.nextIdentifier += 1
        let id = UIBackgroundTaskIdentifier(rawValue: _UIBackgroundTasks.nextIdentifier)
        _UIBackgroundTasks.running[id] = taskName ?? ""
        return id
    }

    /// Ends a task begun with `beginBackgroundTask`. Ending one that does not exist (or `.invalid`)
    /// logs iOS's message and does nothing.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard _UIBackgroundTasks.running.removeValue(forKey: identifier) != nil else {
            let n = identifier.rawValue
            return UIKitLog.error("Can't end BackgroundTask: no background task exists with identifier \(n) (0x\(String(n, radix: 16))), or it may have already been ended. Break in UIApplicationEndBackgroundTaskError() to debug.", category: "UIApplication")
        }
    }

    /// How long background tasks may still run: unlimited on Linux (`greatestFiniteMagnitude`,
    /// as iOS reports in the foreground).
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Registers for remote (push) notifications. Linux has no push service: the delegate's
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` is called on the next
    /// turn of the main queue, as on iOS's simulator.
    public func registerForRemoteNotifications() {
        // (The delegate of the moment: an app's delegate does not change, and a test's must not
        // be swapped for another's before the answer.)
        nonisolated(unsafe) let delegate = self.delegate
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let error = NSError(domain: NSCocoaErrorDomain, code: 3010,
                                    userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported on Linux"])
                delegate?.application(UIApplication.shared, didFailToRegisterForRemoteNotificationsWithError: error)
            }
        }
    }

    /// Does nothing (there is no registration to end).
    public func unregisterForRemoteNotifications() {}

    /// False: the app cannot receive remote notifications on Linux.
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// Gives `url` to the app as the system does when another program asks to open it (on Linux:
    /// a URL of one of the app's schemes on its command line, or the test host): to the first
    /// connected scene's delegate (`scene(_:openURLContexts:)`) in a scene-based app, else to the
    /// app delegate's `application(_:open:options:)`. Returns what the delegate returned (true
    /// for a scene).
    @discardableResult
    package func _openURLFromSystem(_ url: URL) -> Bool {
        if _UISceneRegistry.shared.usesScenes {
            guard let scene = _UISceneRegistry.shared.scenes.first else { return false }
            scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
            return true
        }
        return delegate?.application(self, open: url, options: [:]) ?? false
    }

    /// The URLs among `arguments` whose scheme the `Info.plist`'s `CFBundleURLTypes` lists (a
    /// desktop file's `Exec=app %u` passes them so).
    package static func _urlsToOpen(in arguments: [String], infoDictionary: [String: Any]?) -> [URL] {
        let types = infoDictionary?["CFBundleURLTypes"] as? [[String: Any]] ?? []
        let schemes = Set(types.flatMap { ($0["CFBundleURLSchemes"] as? [String] ?? []).map { $0.lowercased() } })
        guard !schemes.isEmpty else { return [] }
        return arguments.compactMap { a in
            guard let url = URL(string: a), let scheme = url.scheme?.lowercased(), schemes.contains(scheme) else { return nil }
            return url
        }
    }
}

/// The identifier of a background task (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: Hashable, RawRepresentable, Sendable {
    /// The task's number.
    public var rawValue: Int
    /// The identifier with this number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what an unstarted task's variable holds.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// What a background fetch or a remote notification's handler found (Apple's raw values).
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

/// The running background tasks.
@MainActor enum _UIBackgroundTasks {
    static var nextIdentifier = 0
    static var running: [UIBackgroundTaskIdentifier: String] = [:]
}
