//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The look of a tab bar: background, top shadow line and items (iOS 13's appearance API).
/// Assign one to `UITabBar.standardAppearance` (the bar keeps a copy, so change it and assign
/// it again); its item colours, where set, win over the bar's `tintColor` and
/// `unselectedItemTintColor`.
///
/// On iOS this is a `UIBarAppearance` subclass; here it derives from NSObject and carries the
/// shared background and shadow members itself.
@preconcurrency @MainActor open class UITabBarAppearance: NSObject {
    /// The background colour (nil: none).
    open var backgroundColor: UIColor?
    /// Drawn over the background colour, filling the bar.
    open var backgroundImage: UIImage?
    /// The hairline's colour (nil or clear: no line).
    open var shadowColor: UIColor?
    /// Replaces the hairline (tinted with `shadowColor` when it is a template).
    open var shadowImage: UIImage?

    /// Items in the stacked layout (image above title): the layout used here.
    public let stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Stored (the inline layouts are for wide bars).
    public let inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Stored (the inline layouts are for wide bars).
    public let compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// Stored; items fill the width here.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of each item in the centred stacked layout (0: the system's). On Linux: stored only.
    open var stackedItemWidth: CGFloat = 0
    /// The space between items in the centred stacked layout (0: the system's). On Linux: stored only.
    open var stackedItemSpacing: CGFloat = 0

    /// An appearance with the system's default (translucent) background and shadow.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`.
    public convenience init(barAppearance: UITabBarAppearance) {
        self.init()
        _assign(from: barAppearance)
    }

    /// The system's light, slightly see-through background with a hairline.
    open func configureWithDefaultBackground() {
        _configure(background: UITabBar._defaultTranslucentColor, shadow: UITabBar._defaultHairlineColor)
    }

    /// An opaque background (the system background colour) with a hairline.
    open func configureWithOpaqueBackground() {
        _configure(background: .systemBackground, shadow: UITabBar._defaultHairlineColor)
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        _configure(background: nil, shadow: nil)
    }

    /// A copy (`as! UITabBarAppearance`), as on iOS.
    nonisolated open override func copy() -> Any { MainActor.assumeIsolated { _copy() } }

    func _copy() -> UITabBarAppearance { UITabBarAppearance(barAppearance: self) }

    private func _configure(background: UIColor?, shadow: UIColor?) {
        backgroundColor = background
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }

    private func _assign(from other: UITabBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
        stackedLayoutAppearance._assign(from: other.stackedLayoutAppearance)
        inlineLayoutAppearance._assign(from: other.inlineLayoutAppearance)
        compactInlineLayoutAppearance._assign(from: other.compactInlineLayoutAppearance)
    }
}
