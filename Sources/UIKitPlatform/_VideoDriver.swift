//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Which of SDL's video drivers the SDL backend asks for: native Wayland or X11 (XWayland on a
/// Wayland desktop).
///
/// SDL 2.26 (Debian 12's) tries X11 before Wayland: with both `DISPLAY` and `WAYLAND_DISPLAY`
/// set, as on every GNOME or KDE Wayland session (XWayland), it opens an X11 window; SDL's
/// developers reverted "prefer Wayland" in April 2022 (libsdl-org/SDL 254fcc9) and advise apps that
/// want Wayland to set the `SDL_VIDEODRIVER` hint to `wayland,x11`. UIKit does that:
///
/// 1. `SDL_VIDEODRIVER` in the environment (SDL's own switch, a comma-separated list) wins: it is
///    left to SDL as it is.
/// 2. `UIKIT_VIDEO=wayland` or `UIKIT_VIDEO=x11` asks for that driver alone (`x11`: XWayland on a
///    Wayland desktop). Anything else is warned about and ignored.
/// 3. Otherwise, with `WAYLAND_DISPLAY` set: `wayland,x11` (native Wayland, X11 if the Wayland
///    driver can't start); without it SDL's own order (X11).
///
/// The choice is passed as the `SDL_VIDEODRIVER` hint (SDL 2.0.22+), not the environment, so
/// processes the app starts don't inherit it.
package enum _VideoDriver {
    /// The hint value for SDL (nil: leave SDL's choice alone). `environment`: one variable's value.
    package static func hint(environment: (String) -> String?) -> String? {
        if let sdl = environment("SDL_VIDEODRIVER"), !sdl.isEmpty { return nil }
        if let choice = environment("UIKIT_VIDEO"), !choice.isEmpty {
            if let driver = parse(choice) { return driver }
        }
        if let wayland = environment("WAYLAND_DISPLAY"), !wayland.isEmpty { return "wayland,x11" }
        return nil
    }

    /// `UIKIT_VIDEO`'s value: `wayland` or `x11` (any case, `xwayland` for `x11`); nil with a
    /// warning otherwise.
    package static func parse(_ text: String) -> String? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "wayland": return "wayland"
        case "x11", "xwayland": return "x11"
        default:
            UIKitPlatformOptions.warn("UIKIT_VIDEO: '\(text)' is not wayland or x11; ignored")
            return nil
        }
    }

    /// The driver SDL will most likely open first: the first of `SDL_VIDEODRIVER`'s list, else
    /// the first of `hint(environment:)`'s, else `x11`. (Before SDL is up; `_DesktopScale` uses it
    /// to know whether X11's settings apply.)
    package static func expected(environment: (String) -> String?) -> String {
        first(of: environment("SDL_VIDEODRIVER"), else: hint(environment: environment))
    }

    /// The first driver of `list` (SDL_VIDEODRIVER's), else of `fallback`, else `x11`.
    private static func first(of list: String?, else fallback: String?) -> String {
        let text = list.flatMap { $0.isEmpty ? nil : $0 } ?? fallback ?? "x11"
        return text.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces).lowercased() } ?? "x11"
    }

    /// `hint` and `expected` for this process's environment (read once: a bad `UIKIT_VIDEO` is
    /// warned about once).
    static let processHint: String? = hint(environment: UIKitPlatformOptions.environmentValue)
    static let processExpected: String = first(of: UIKitPlatformOptions.environmentValue("SDL_VIDEODRIVER"), else: processHint)
}
