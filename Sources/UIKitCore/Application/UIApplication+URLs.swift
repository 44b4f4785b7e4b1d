//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension UIApplication {
    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The raw value (Apple's).
        public var rawValue: String
        /// The key with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app (not the browser) handles the link (stored only on Linux).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in the Settings app (`"app-settings:"`). Linux has no
    /// such page: opening it fails (the completion handler gets false).
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings (`"app-settings:notifications"`, iOS 16);
    /// opening it fails on Linux.
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Opens `url` with the desktop's handler for its scheme (`xdg-open`: the browser for web
    /// links, the mail program for `mailto:`, the file's app for `file:`). The completion
    /// handler runs later on the main queue with whether it opened. In a headless test host
    /// nothing is started: the test host records the URL.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let opened = _UIURLOpener.current.open(url)
        if let completion { DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } } }
    }

    /// Whether some program on the desktop handles `url`'s scheme (`xdg-mime`; `http`, `https`,
    /// `mailto` and `file` whenever `xdg-open` exists). False for `app-settings:`.
    public func canOpenURL(_ url: URL) -> Bool { _UIURLOpener.current.canOpen(url) }

    @available(*, deprecated, message: "Use open(_:options:completionHandler:)")
    /// The deprecated form of `open(_:options:completionHandler:)`; returns whether it opened.
    public func openURL(_ url: URL) -> Bool { _UIURLOpener.current.open(url) }

    /// The app's quick actions (kept; the desktop does not show them).
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { UIApplication._shortcutItems }
        set { UIApplication._shortcutItems = newValue }
    }
    private static var _shortcutItems: [UIApplicationShortcutItem]?
}
