//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How `UIApplication.open(_:)` and `canOpenURL(_:)` reach the desktop: by default `xdg-open`
/// and `xdg-mime`; a test host installs one that records the URLs instead (`current`).
@MainActor package protocol _UIURLOpening: AnyObject {
    /// Opens `url`; returns whether a handler took it.
    func open(_ url: URL) -> Bool
    /// Whether a handler exists for `url`.
    func canOpen(_ url: URL) -> Bool
}

/// The URL opener in use, and the desktop one.
@MainActor package final class _UIURLOpener: _UIURLOpening {
    /// The opener `UIApplication` uses (the desktop's unless a test host replaced it).
    package static var current: _UIURLOpening = _UIURLOpener()

    private static let knownSchemes: Set<String> = ["http", "https", "mailto", "file"]

    package func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme != "app-settings", _Subprocess.which("xdg-open") != nil else { return false }
        if Self.knownSchemes.contains(scheme) { return true }
        let out = _Subprocess.run("xdg-mime", ["query", "default", "x-scheme-handler/\(scheme)"], timeout: 1, category: "UIApplication")
        return !(out ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    package func open(_ url: URL) -> Bool {
        guard canOpen(url) else {
            UIKitLog.warning("open(\(url.absoluteString)): no program on this desktop opens it", category: "UIApplication")
            return false
        }
        return _Subprocess.launch("xdg-open", [url.absoluteString])
    }
}
