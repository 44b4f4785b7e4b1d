//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Something that gives windows pixels on a screen: the SDL backend (one OS window per UIWindow)
/// or the headless host. It is told when a window is shown or hidden.
///
/// The seam between UIKitCore's windows and the platform: `UIWindow.isHidden`'s setter (and so
/// `makeKeyAndVisible()`) calls `_UIWindowRegistry.shared.visibilityChanged(_:)`, which calls
/// ``windowVisibilityDidChange(_:)`` on every host registered with `addHost(_:)`.
/// Implemented by UIKitPlatform's `SDLBackend` and `HeadlessHost`.
@MainActor package protocol UIWindowHosting: AnyObject {
    /// `window` was shown (`makeKeyAndVisible()`, `isHidden = false`) or hidden.
    func windowVisibilityDidChange(_ window: UIWindow)
}

/// The app's windows, in the order they were first shown, and the hosts that display them.
///
/// Every window tells it when it is shown or hidden; it forwards each change to the registered
/// hosts. Platform-layer plumbing, not user API.
@MainActor package final class _UIWindowRegistry {
    package static let shared = _UIWindowRegistry()

    private struct WeakWindow { weak var window: UIWindow? }
    private struct WeakHost { weak var host: UIWindowHosting? }
    private var entries: [WeakWindow] = []
    private var hosts: [WeakHost] = []

    private init() {}

    /// Shown windows still alive, oldest first.
    package var windows: [UIWindow] {
        entries.removeAll { $0.window == nil }
        return entries.compactMap(\.window)
    }

    /// Shown (not hidden) windows, in the order they became visible.
    package var visibleWindows: [UIWindow] { UIWindow._visibleWindows }

    /// Adds a host; it is told about every later visibility change, and about the windows already
    /// shown right away.
    package func addHost(_ host: UIWindowHosting) {
        hosts.removeAll { $0.host == nil || $0.host === host }
        hosts.append(WeakHost(host: host))
        for w in visibleWindows { host.windowVisibilityDidChange(w) }
    }

    package func removeHost(_ host: UIWindowHosting) {
        hosts.removeAll { $0.host == nil || $0.host === host }
    }

    /// Records a visibility change and forwards it to the hosts.
    package func visibilityChanged(_ window: UIWindow) {
        if !entries.contains(where: { $0.window === window }) {
            entries.append(WeakWindow(window: window))
        }
        hosts.removeAll { $0.host == nil }
        for h in hosts { h.host?.windowVisibilityDidChange(window) }
    }
}
