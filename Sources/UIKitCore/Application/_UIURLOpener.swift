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

    private func tool(_ name: String) -> String? {
        for dir in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
            return "\(dir)/\(name)"
        }
        return nil
    }

    package func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme != "app-settings", tool("xdg-open") != nil else { return false }
        if Self.knownSchemes.contains(scheme) { return true }
        guard let mime = tool("xdg-mime") else { return false }
        let out = Self.run(mime, ["query", "default", "x-scheme-handler/\(scheme)"], wait: true)
        return !(out ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    package func open(_ url: URL) -> Bool {
        guard canOpen(url), let opener = tool("xdg-open") else {
            UIKitLog.warning("open(\(url.absoluteString)): no program on this desktop opens it", category: "UIApplication")
            return false
        }
        return Self.run(opener, [url.absoluteString], wait: false) != nil
    }

    /// Runs a program; with `wait`, for at most a second, returning its output.
    private static func run(_ path: String, _ args: [String], wait: Bool) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        guard wait else { return "" }
        let deadline = Date().addingTimeInterval(1)
        while p.isRunning && Date() < deadline { usleep(10_000) }
        if p.isRunning { p.terminate(); return nil }
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
