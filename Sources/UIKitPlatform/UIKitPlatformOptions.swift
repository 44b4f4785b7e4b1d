//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// Window size and scale options read from the environment (and command lines), validated.
///
/// - `UIKIT_WINDOW_SIZE=WxH`: the window size in points (default 1024×768).
/// - `UIKIT_SCALE=1|2|3`: pixels per point (renders at that scale in a window of points×scale
///   pixels). Without it the scale is the window's pixel size / point size (1 on X11).
///
/// Invalid values (0, negative, NaN, too large, garbage) log a warning and fall back to the
/// default.
package enum UIKitPlatformOptions {
    package static let defaultWindowSize = CGSize(width: 1024, height: 768)
    /// Largest accepted side, in points (Cairo's image limit is 32767 pixels).
    package static let maxSide: CGFloat = 8192

    /// Parses "WxH" (also "W×H", "W,H"); nil with a warning when invalid.
    package static func parseSize(_ text: String, source: String) -> CGSize? {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x")
            .split(whereSeparator: { $0 == "x" || $0 == "," }).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            UIKitLog.warning("\(source): '\(text)' is not a size like 1024x768; using the default", category: "UIKitPlatform")
            return nil
        }
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, CGFloat(w) <= maxSide, CGFloat(h) <= maxSide else {
            UIKitLog.warning("\(source): invalid size \(text) (each side must be 1...\(Int(maxSide)) points); using the default", category: "UIKitPlatform")
            return nil
        }
        return CGSize(width: w.rounded(), height: h.rounded())
    }

    /// Parses a scale 1...4; nil with a warning when invalid.
    package static func parseScale(_ text: String, source: String) -> CGFloat? {
        guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite, v >= 1, v <= 4 else {
            UIKitLog.warning("\(source): invalid scale '\(text)' (1...4); using the default", category: "UIKitPlatform")
            return nil
        }
        return CGFloat(v)
    }

    /// One environment variable's value, or nil when unset. (`ProcessInfo.environment` builds a
    /// dictionary of every variable on each call, ~440,000 instructions: too much for a launch
    /// that reads a few.)
    package nonisolated static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `UIKIT_WINDOW_SIZE`, validated, or nil when unset/invalid.
    package static var environmentWindowSize: CGSize? {
        guard let s = environmentValue("UIKIT_WINDOW_SIZE"), !s.isEmpty else { return nil }
        return parseSize(s, source: "UIKIT_WINDOW_SIZE")
    }
    /// `UIKIT_SCALE`, validated, or nil when unset/invalid.
    package static var environmentScale: CGFloat? {
        guard let s = environmentValue("UIKIT_SCALE"), !s.isEmpty else { return nil }
        return parseScale(s, source: "UIKIT_SCALE")
    }

    /// Prints a warning line to stderr as well as logging it (used for user-facing options, so a
    /// user running the app sees it without a logging backend configured).
    static func warn(_ message: String) {
        UIKitLog.warning(message, category: "UIKitPlatform")
    }
}
