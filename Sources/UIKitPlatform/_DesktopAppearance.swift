//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitCore

/// The desktop's light or dark preference: `UIKIT_INTERFACE_STYLE` (dark|light) wins; then the
/// freedesktop settings portal's `org.freedesktop.appearance color-scheme` (1 = dark), read with
/// `gdbus`; then GTK's (`GTK_THEME` ending ":dark", gsettings' `color-scheme` 'prefer-dark' or a
/// theme name ending "-dark", `gtk-application-prefer-dark-theme` in ~/.config/gtk-3.0/settings.ini);
/// else light. Every subprocess is time-limited and skipped without a session bus; live changes
/// come from a background `gdbus monitor` of the portal, delivered on the main queue.
enum _DesktopAppearance {
    /// The override in the environment, if any.
    static var environmentStyle: UIUserInterfaceStyle? {
        switch ProcessInfo.processInfo.environment["UIKIT_INTERFACE_STYLE"]?.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: return nil
        }
    }

    /// The text size override in the environment (`UIKIT_CONTENT_SIZE_CATEGORY`): a category's
    /// name (`extraLarge`, `accessibilityMedium`), Apple's raw value or its short form (`XL`, `AccessibilityM`).
    static var environmentContentSize: UIContentSizeCategory? {
        guard let v = ProcessInfo.processInfo.environment["UIKIT_CONTENT_SIZE_CATEGORY"], !v.isEmpty else { return nil }
        return contentSize(named: v)
    }

    static func contentSize(named v: String) -> UIContentSizeCategory? {
        let names: [(String, UIContentSizeCategory)] = [
            ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
            ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge), ("extraExtraExtraLarge", .extraExtraExtraLarge),
            ("accessibilityMedium", .accessibilityMedium), ("accessibilityLarge", .accessibilityLarge),
            ("accessibilityExtraLarge", .accessibilityExtraLarge), ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
            ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
        ]
        for (n, c) in names where n.lowercased() == v.lowercased() || c.rawValue == v
            || c.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "").lowercased() == v.lowercased() { return c }
        UIKitLog.warning("UIKIT_CONTENT_SIZE_CATEGORY=\(v) is not a content size category; ignored", category: "UIScreen")
        return nil
    }

    /// The desktop's text size: the override, else GNOME's `text-scaling-factor` (1.0 = Large; the
    /// category whose body size is nearest 17 × the factor), else Large.
    static func currentContentSize() -> UIContentSizeCategory {
        if let c = environmentContentSize { return c }
        guard hasSessionBus, let s = run("gsettings", ["get", "org.gnome.desktop.interface", "text-scaling-factor"]),
              let factor = Double(s.trimmingCharacters(in: .whitespacesAndNewlines)), factor.isFinite, factor > 0 else { return .large }
        return category(forScale: CGFloat(factor))
    }

    /// The category whose body size is nearest `17 × factor`.
    static func category(forScale factor: CGFloat) -> UIContentSizeCategory {
        let bodies: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let all: [UIContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                                            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        let want = 17 * factor
        let i = bodies.indices.min { abs(bodies[$0] - want) < abs(bodies[$1] - want) } ?? 3
        return all[i]
    }

    /// True when a session bus can be reached (its address is set or the usual socket exists).
    static var hasSessionBus: Bool {
        let env = ProcessInfo.processInfo.environment
        if let a = env["DBUS_SESSION_BUS_ADDRESS"], !a.isEmpty { return a != "disabled:" }
        if let r = env["XDG_RUNTIME_DIR"] { return FileManager.default.fileExists(atPath: r + "/bus") }
        return false
    }

    /// The desktop's style now (see the type's comment); never blocks more than about half a second.
    static func currentStyle() -> UIUserInterfaceStyle {
        if let s = environmentStyle { return s }
        if hasSessionBus, let out = run("gdbus", ["call", "--session", "--dest", "org.freedesktop.portal.Desktop",
                                                   "--object-path", "/org/freedesktop/portal/desktop",
                                                   "--method", "org.freedesktop.portal.Settings.ReadOne",
                                                   "org.freedesktop.appearance", "color-scheme"]),
           let scheme = portalScheme(out), scheme != 0 {
            return scheme == 1 ? .dark : .light
        }
        if let t = ProcessInfo.processInfo.environment["GTK_THEME"]?.lowercased(), t.hasSuffix(":dark") || t.hasSuffix("-dark") { return .dark }
        if hasSessionBus {
            if let s = run("gsettings", ["get", "org.gnome.desktop.interface", "color-scheme"]), s.contains("prefer-dark") { return .dark }
            if let s = run("gsettings", ["get", "org.gnome.desktop.interface", "gtk-theme"]),
               s.trimmingCharacters(in: CharacterSet(charactersIn: "' \n")).lowercased().hasSuffix("-dark") { return .dark }
        }
        if settingsIniPrefersDark() { return .dark }
        return .light
    }

    /// The `uint32` in a portal reply or signal (`(<<uint32 1>>,)`, `... <uint32 1>)`).
    static func portalScheme(_ text: String) -> Int? {
        guard let r = text.range(of: "uint32 ", options: .backwards) else { return nil }
        let digits = text[r.upperBound...].prefix { $0.isNumber }
        return Int(digits)
    }

    static func settingsIniPrefersDark() -> Bool {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CONFIG_HOME"] ?? (env["HOME"].map { $0 + "/.config" } ?? "")
        guard !base.isEmpty, let text = try? String(contentsOfFile: base + "/gtk-3.0/settings.ini", encoding: .utf8) else { return false }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            if parts.count == 2, parts[0] == "gtk-application-prefer-dark-theme" { return parts[1] == "1" || parts[1] == "true" }
        }
        return false
    }

    /// The program's standard output, or nil when it is missing, fails or takes longer than half a second.
    static func run(_ program: String, _ args: [String]) -> String? {
        _Subprocess.run(program, args, category: "UIScreen")
    }

    /// Reads the desktop's style and text size on a background queue (overlapping the display's opening).
    final class Probe: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var result: (UIUserInterfaceStyle, UIContentSizeCategory, CGFloat?)?
        private var applied = false
        init() {
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                let s = (_DesktopAppearance.currentStyle(), _DesktopAppearance.currentContentSize(), _DesktopScale.currentScale())
                lock.lock(); result = s; let late = applied; lock.unlock()
                done.signal()
                // Too late for launch: applied as a live change.
                if late {
                    DispatchQueue.main.async { MainActor.assumeIsolated { UIScreen._setDesktopStyle(s.0); UIScreen._setDesktopContentSize(s.1) } }
                }
            }
        }
        /// Sets the screen's style, text size and scale from the result, waiting at most 0.3 s for
        /// it; a later style or text size is applied when it comes (a later scale is not: windows
        /// are open by then). Then starts following changes.
        @MainActor func apply(backend: SDLBackend? = nil) {
            _ = done.wait(timeout: .now() + 0.3)
            lock.lock(); applied = true; let s = result; lock.unlock()
            if let s {
                UIScreen._setDesktopStyle(s.0); UIScreen._setDesktopContentSize(s.1)
                if let scale = s.2 { backend?._adoptDesktopScale(scale) }
            }
            _DesktopAppearance.startMonitoring()
        }
    }

    // MARK: Live changes

    nonisolated(unsafe) static var monitor: Process?

    /// Starts following the portal's `SettingChanged` signal: the appearance's `color-scheme` and
    /// GNOME's `text-scaling-factor` (each not with its environment override; neither without a
    /// session bus or gdbus). Each change reaches `UIScreen` on the main queue.
    static func startMonitoring() {
        let followStyle = environmentStyle == nil, followTextSize = environmentContentSize == nil
        guard monitor == nil, followStyle || followTextSize, hasSessionBus, let gdbus = _Subprocess.which("gdbus") else { return }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: gdbus)
        p.arguments = ["monitor", "--session", "--dest", "org.freedesktop.portal.Desktop",
                       "--object-path", "/org/freedesktop/portal/desktop"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        let buffer = LineBuffer()
        out.fileHandleForReading.readabilityHandler = { h in
            let data = h.availableData
            if data.isEmpty { h.readabilityHandler = nil; return }
            for line in buffer.append(data) where line.contains("SettingChanged") {
                if followTextSize, let factor = textScalingFactor(line) {
                    DispatchQueue.main.async { MainActor.assumeIsolated { UIScreen._setDesktopContentSize(category(forScale: factor)) } }
                    continue
                }
                guard followStyle, line.contains("'color-scheme'"), line.contains("org.freedesktop.appearance"),
                      let scheme = portalScheme(line) else { continue }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        // 0 (no preference) falls back to GTK's setting.
                        UIScreen._setDesktopStyle(scheme == 1 ? .dark : scheme == 2 ? .light : currentStyle())
                    }
                }
            }
        }
        do { try p.run() } catch { return }
        monitor = p
        atexit { _DesktopAppearance.monitor?.terminate() }
    }

    /// The factor in a portal signal for GNOME's text size
    /// (`… SettingChanged ('org.gnome.desktop.interface', 'text-scaling-factor', <1.25>)`), else nil.
    static func textScalingFactor(_ line: String) -> CGFloat? {
        guard line.contains("'org.gnome.desktop.interface'"), let key = line.range(of: "'text-scaling-factor'"),
              let open = line.range(of: "<", range: key.upperBound..<line.endIndex) else { return nil }
        let number = line[open.upperBound...].prefix { $0.isNumber || $0 == "." }
        guard let v = Double(number), v.isFinite, v > 0 else { return nil }
        return CGFloat(v)
    }

    /// Splits a byte stream into lines.
    final class LineBuffer: @unchecked Sendable {
        private var pending = Data()
        private let lock = NSLock()
        func append(_ d: Data) -> [String] {
            lock.lock(); defer { lock.unlock() }
            pending.append(d)
            var lines: [String] = []
            while let i = pending.firstIndex(of: 0x0A) {
                lines.append(String(decoding: pending[pending.startIndex..<i], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...i)
            }
            return lines
        }
    }
}
