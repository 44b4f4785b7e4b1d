//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The screen's traits: the desktop's appearance (set by the platform), its scale, the app's
// layout direction; changes reach every visible window.

extension UIScreen {
    /// The desktop's appearance (the platform sets it; light until then).
    @exclusivity(unchecked) static var _desktopStyle: UIUserInterfaceStyle = .light
    /// The desktop's preferred text size (the platform sets it; `.large` until then).
    @exclusivity(unchecked) static var _desktopContentSize: UIContentSizeCategory = .large
    /// The interface idiom reported on Linux: `UIDevice`'s (`.pad` unless `UIKIT_IDIOM` says
    /// otherwise; size classes follow the window).
    static var _idiom: UIUserInterfaceIdiom { UIDevice._idiom }

    /// The screen's trait values.
    var _traitValues: _UITraitValues {
        var v = _UITraitValues()
        v.userInterfaceStyle = UIScreen._desktopStyle
        v.displayScale = scale
        v.layoutDirection = UIView._appLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        v.horizontalSizeClass = bounds.width >= 600 ? .regular : .compact
        v.verticalSizeClass = bounds.height >= 500 ? .regular : .compact
        v.userInterfaceIdiom = UIScreen._idiom
        v.preferredContentSizeCategory = UIScreen._desktopContentSize
        v.accessibilityContrast = .normal
        v.legibilityWeight = .regular
        v.userInterfaceLevel = .base
        v.activeAppearance = .active
        v.displayGamut = .SRGB
        return v
    }

    /// The desktop's appearance: the platform calls this at launch and when the desktop's
    /// colour scheme changes; views that use dynamic colours repaint and are told their traits changed.
    package static func _setDesktopStyle(_ style: UIUserInterfaceStyle) {
        let s: UIUserInterfaceStyle = style == .dark ? .dark : .light
        guard s != _desktopStyle else { return }
        _screenTraitsWillChange { _desktopStyle = s }
    }

    /// The desktop's text size (Dynamic Type): as `_setDesktopStyle`, and posts
    /// `UIContentSizeCategory.didChangeNotification`.
    package static func _setDesktopContentSize(_ category: UIContentSizeCategory) {
        guard category != .unspecified, category != _desktopContentSize else { return }
        _screenTraitsWillChange { _desktopContentSize = category }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
    }

    /// Runs `change` (which changes a screen trait), then tells the screen and every visible window.
    static func _screenTraitsWillChange(_ change: () -> Void) {
        let screen = UIScreen.main
        let old = screen.traitCollection
        let windows = UIWindow._visibleWindows.map { ($0, $0._traitValuesSeen ?? $0._traitValues) }
        change()
        UITraitCollection._screenTraits = screen.traitCollection
        if old != screen.traitCollection { screen.traitCollectionDidChange(old) }
        for (w, before) in windows { w._traitInputsChanged(old: before) }
    }
}
