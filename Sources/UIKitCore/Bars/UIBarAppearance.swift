//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The look of a bar's background and shadow (the base of `UINavigationBarAppearance` and
/// `UIToolbarAppearance`). Bars copy an appearance when it is assigned, as on iOS.
///
/// Linux note: there is no `backgroundEffect` (bars do not use `UIBlurEffect` yet); the default background is a
/// slightly translucent light grey in place of the system's blur.
@preconcurrency @MainActor open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// Which configure method set the background (decides the default colour and translucency).
    enum _Background: Sendable { case `default`, opaque, transparent }
    var _background: _Background = .default

    /// Drawn over the background effect; nil uses the configuration's colour.
    open var backgroundColor: UIColor?
    /// Drawn over the background colour, scaled with `backgroundImageContentMode`.
    open var backgroundImage: UIImage?
    /// How `backgroundImage` fits the bar (`.scaleToFill` by default).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline at the bar's edge (nil or clear: none).
    open var shadowColor: UIColor? = UIBarAppearance._defaultShadowColor
    /// Replaces the hairline (tinted with `shadowColor` when it is a template image).
    open var shadowImage: UIImage?

    /// The default look: a translucent background and a hairline shadow.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow (for a bar of another kind).
    public init(barAppearance: UIBarAppearance) {
        super.init()
        _copyBar(from: barAppearance)
    }

    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public required init?(coder: NSCoder) {
        super.init()
        configureWithDefaultBackground()
    }

    func _copyBar(from a: UIBarAppearance) {
        _background = a._background
        backgroundColor = a.backgroundColor
        backgroundImage = a.backgroundImage
        backgroundImageContentMode = a.backgroundImageContentMode
        shadowColor = a.shadowColor
        shadowImage = a.shadowImage
    }

    /// A copy (subclasses override to copy their own properties too).
    open func copy(with zone: NSZone? = nil) -> Any { UIBarAppearance(barAppearance: self) }

    /// The system's translucent background with a hairline shadow.
    open func configureWithDefaultBackground() {
        _background = .default
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance._defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        _background = .opaque
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance._defaultShadowColor
        shadowImage = nil
    }

    /// No background and no shadow: the content behind shows through.
    open func configureWithTransparentBackground() {
        _background = .transparent
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// iOS's hairline: black at 30 %.
    static let _defaultShadowColor = UIColor._system("_barShadowColor", UIColor(white: 0, alpha: 0.3), UIColor(white: 1, alpha: 0.15))
    /// Stands in for the blur of the default background (⚠ chosen to look like iOS's chrome over white).
    static let _defaultBackgroundColor = UIColor._system("_barBackgroundColor", UIColor(white: 0.976, alpha: 0.94), UIColor(white: 0.07, alpha: 0.94))

    /// The colour the bar fills with: the explicit colour, else the configuration's (a legacy
    /// `barTintColor` replaces the default configuration's; `.black` bars are near-black).
    func _resolvedBackgroundColor(barTint: UIColor?, translucent: Bool, style: UIBarStyle) -> UIColor {
        if let c = backgroundColor { return c }
        switch _background {
        case .transparent: return .clear
        case .opaque: return barTint ?? .systemBackground
        case .default:
            if let t = barTint { return translucent ? t : t.withAlphaComponent(1) }
            if style != .default { return UIColor(white: 0.1, alpha: translucent ? 0.9 : 1) }
            return translucent ? UIBarAppearance._defaultBackgroundColor : .systemBackground
        }
    }
}
