//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitCore

/// The desktop's scale (pixels per point) on X11, where SDL gives every window one pixel per
/// screen unit: `UIKIT_SCALE` wins, then GTK's `GDK_SCALE` (read at once, from the environment);
/// then, read beside the appearance (`_DesktopAppearance.Probe`, off the launch's critical path),
/// GNOME's `scaling-factor` (0 = automatic, ignored) and the X resource `Xft.dpi` over 96, to the
/// nearest half (KDE, Xfce and GNOME all set it). 1 to 3, as iOS's scales. Under Wayland SDL reports the
/// compositor's scale itself (`SDL_WINDOW_ALLOW_HIGHDPI`: the output's whole-number scale), so
/// none of this applies there.
enum _DesktopScale {
    /// `UIKIT_SCALE`, else `GDK_SCALE` (a whole number), else nil.
    static var environmentScale: CGFloat? {
        if let s = UIKitPlatformOptions.environmentScale { return s }
        guard let g = UIKitPlatformOptions.environmentValue("GDK_SCALE"), !g.isEmpty else { return nil }
        return gdkScale(g)
    }

    /// `GDK_SCALE`'s value: a whole number from 1 to 3 (GTK takes whole numbers only), else nil.
    static func gdkScale(_ text: String) -> CGFloat? {
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), n >= 1 else { return nil }
        return CGFloat(min(n, 3))
    }

    /// True when the windows will be X11's (XWayland's included): see `_VideoDriver`.
    static var isX11: Bool { _VideoDriver.processExpected == "x11" }

    /// The desktop's scale from its settings (see the type's comment), or nil when they say
    /// nothing or say 1. Runs helper programs: call it off the main thread.
    static func currentScale() -> CGFloat? {
        guard environmentScale == nil, isX11 else { return nil }
        if _DesktopAppearance.hasSessionBus,
           let s = _DesktopAppearance.run("gsettings", ["get", "org.gnome.desktop.interface", "scaling-factor"]),
           let factor = gnomeScalingFactor(s) {
            return factor > 1 ? factor : nil
        }
        if UIKitPlatformOptions.environmentValue("DISPLAY") != nil, let out = _DesktopAppearance.run("xrdb", ["-query"]),
           let dpiScale = xftScale(out) {
            return dpiScale > 1 ? dpiScale : nil
        }
        return nil
    }

    /// GNOME's `scaling-factor` as gsettings prints it (`uint32 2`): 1 to 3, nil for 0 (automatic)
    /// or anything else.
    static func gnomeScalingFactor(_ text: String) -> CGFloat? {
        let word = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").last.map(String.init) ?? ""
        guard let n = Int(word), n >= 1 else { return nil }
        return CGFloat(min(n, 3))
    }

    /// The scale an `Xft.dpi` line in `xrdb -query`'s output gives: the dots per inch over 96 to
    /// the nearest half, halfway cases to the even half-step (144 → 1.5, the desktop's 150 %,
    /// rendered natively at 1.5 pixels per point; 120, a 125 % text size, → 1; 192 → 2), 1 to 3;
    /// nil without such a line.
    static func xftScale(_ text: String) -> CGFloat? {
        for line in text.split(separator: "\n") where line.hasPrefix("Xft.dpi:") {
            let value = line.dropFirst("Xft.dpi:".count).trimmingCharacters(in: .whitespaces)
            guard let dpi = Double(value), dpi.isFinite, dpi > 0 else { return nil }
            return CGFloat(min(3, max(1, (dpi / 96 * 2).rounded(.toNearestOrEven) / 2)))
        }
        return nil
    }
}
