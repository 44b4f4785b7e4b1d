//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A blur of what is behind a `UIVisualEffectView`, tinted per style.
///
/// The compositor blurs the pixels already drawn under the view (three box passes, about a
/// Gaussian of the style's radius), saturates them and covers them with the style's tint. The
/// adaptive styles (`.regular`, `.prominent`, the `.system…Material` ones) follow the view's
/// `userInterfaceStyle`. The radii and tints approximate iOS's (⚠ not sourced).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The look of a blur (Apple's raw values).
    public enum Style: Int, Sendable {
        /// A bright, nearly opaque white.
        case extraLight = 0
        /// A light, translucent white.
        case light = 1
        /// A dark, translucent grey.
        case dark = 2
        /// The standard blur, light or dark with the interface style (iOS 10).
        case regular = 4
        /// A brighter or darker blur that stands out, with the interface style (iOS 10).
        case prominent = 5
        /// The most translucent material, adapting to the interface style (iOS 13).
        case systemUltraThinMaterial = 6
        /// A translucent material, adapting to the interface style (iOS 13).
        case systemThinMaterial = 7
        /// The standard material, adapting to the interface style (iOS 13).
        case systemMaterial = 8
        /// A nearly opaque material, adapting to the interface style (iOS 13).
        case systemThickMaterial = 9
        /// The material of bars and chrome, adapting to the interface style (iOS 13).
        case systemChromeMaterial = 10
        /// `.systemUltraThinMaterial` always light.
        case systemUltraThinMaterialLight = 11
        /// `.systemThinMaterial` always light.
        case systemThinMaterialLight = 12
        /// `.systemMaterial` always light.
        case systemMaterialLight = 13
        /// `.systemThickMaterial` always light.
        case systemThickMaterialLight = 14
        /// `.systemChromeMaterial` always light.
        case systemChromeMaterialLight = 15
        /// `.systemUltraThinMaterial` always dark.
        case systemUltraThinMaterialDark = 16
        /// `.systemThinMaterial` always dark.
        case systemThinMaterialDark = 17
        /// `.systemMaterial` always dark.
        case systemMaterialDark = 18
        /// `.systemThickMaterial` always dark.
        case systemThickMaterialDark = 19
        /// `.systemChromeMaterial` always dark.
        case systemChromeMaterialDark = 20
    }

    let _style: Style

    /// Makes a blur of `style`.
    public init(style: Style) {
        _style = style
        super.init()
    }

    /// The style's blur and tint, light or dark (adaptive styles follow `dark`).
    override func _look(dark: Bool) -> _UIVisualEffectLook? {
        let raw = _style.rawValue
        // The material family (0 ultra thin … 4 chrome) and whether it is dark.
        var material: Int?, isDark = dark
        switch raw {
        case 6...10: material = raw - 6
        case 11...15: material = raw - 11; isDark = false
        case 16...20: material = raw - 16; isDark = true
        default: break
        }
        if let m = material {
            // (white, alpha) of the tint for ultra thin, thin, regular, thick, chrome.
            let light: [(CGFloat, CGFloat)] = [(1, 0.35), (1, 0.55), (0.98, 0.7), (0.96, 0.85), (0.97, 0.75)]
            let darkTints: [(CGFloat, CGFloat)] = [(0.15, 0.4), (0.14, 0.6), (0.12, 0.72), (0.1, 0.85), (0.13, 0.78)]
            let (w, a) = isDark ? darkTints[m] : light[m]
            return _UIVisualEffectLook(blurRadius: 15, saturation: 1.8, tint: UIColor(white: w, alpha: a))
        }
        switch _style {
        case .extraLight: return _UIVisualEffectLook(blurRadius: 15, saturation: 1.8, tint: UIColor(white: 0.97, alpha: 0.8))
        case .dark: return _UIVisualEffectLook(blurRadius: 15, saturation: 1.8, tint: UIColor(white: 0.11, alpha: 0.73))
        case .prominent:
            return _UIVisualEffectLook(blurRadius: 15, saturation: 1.8,
                                       tint: dark ? UIColor(white: 0.1, alpha: 0.8) : UIColor(white: 0.97, alpha: 0.8))
        case .regular:
            return _UIVisualEffectLook(blurRadius: 15, saturation: 1.8,
                                       tint: dark ? UIColor(white: 0.11, alpha: 0.73) : UIColor(white: 1, alpha: 0.3))
        default: return _UIVisualEffectLook(blurRadius: 15, saturation: 1.8, tint: UIColor(white: 1, alpha: 0.3))
        }
    }
}
