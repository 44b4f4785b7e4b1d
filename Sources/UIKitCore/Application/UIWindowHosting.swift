//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Something that gives windows pixels on a screen: the SDL backend (one OS window per UIWindow)
/// or the headless host. It is told when a window is shown or hidden.
@MainActor package protocol UIWindowHosting: AnyObject {
    /// `window` was shown (`makeKeyAndVisible()`, `isHidden = false`) or hidden.
    func windowVisibilityDidChange(_ window: UIWindow)
}

/// The app's windows, in the order they were first shown, and the hosts that display them.
///
/// It sets the `UIWindow._visibilityChanged` hook (installed by `UIApplication.shared` and by
/// every host) and forwards each change to the registered hosts. Platform-layer plumbing, not
/// user API.
@MainActor package final class _UIWindowRegistry {
    package static let shared = _UIWindowRegistry()

    private struct WeakWindow { weak var window: UIWindow? }
    private struct WeakHost { weak var host: UIWindowHosting? }
    private var entries: [WeakWindow] = []
    private var hosts: [WeakHost] = []

    private init() {}

    private var hookGeneration = 0

    /// Installs (again) the window visibility hook. Whatever hook was set before is kept and
    /// called first, so a hook someone else set in between is not lost; an older hook of this
    /// registry stops forwarding (only the newest does), so nothing is reported twice.
    package func install() {
        hookGeneration += 1
        let generation = hookGeneration
        let previous = UIWindow._visibilityChanged
        UIWindow._visibilityChanged = { window in
            previous?(window)
            let registry = _UIWindowRegistry.shared
            if registry.hookGeneration == generation { registry.visibilityChanged(window) }
        }
    }

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
        install()   // re-installed: a test may have replaced the hook
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
