//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The look of a bar's background and shadow (the base of `UINavigationBarAppearance` and
/// `UIToolbarAppearance`). Bars copy an appearance when it is assigned, as on iOS.
///
/// Linux note: the default background is a slightly translucent light grey in place of the
/// system's blur (`backgroundEffect` is nil after `configureWithDefaultBackground()` here); a
/// `backgroundEffect` the app sets is drawn, a real blur of what scrolls under the bar.
@preconcurrency @MainActor open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// Which configure method set the background (decides the default colour and translucency).
    enum _Background: Sendable { case `default`, opaque, transparent }
    var _background: _Background = .default
    /// The idiom given to `init(idiom:)`, else nil (the device's).
    var _idiom: UIUserInterfaceIdiom?

    /// The blur under the bar's colour and image: what scrolls under the bar shows through it,
    /// blurred. Linux: nil by default (iOS's default configuration has a system material; here
    /// the default colour stands in for it); the configure methods set it to nil.
    open var backgroundEffect: UIBlurEffect?
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

    /// An appearance for bars of `idiom` (a hint: the look here is the same for every idiom).
    public convenience init(idiom: UIUserInterfaceIdiom) {
        self.init()
        _idiom = idiom
    }

    /// The idiom this appearance is for: the one given to `init(idiom:)`, else the device's.
    open var idiom: UIUserInterfaceIdiom { _idiom ?? UIDevice.current.userInterfaceIdiom }

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
        _idiom = a._idiom
        backgroundEffect = a.backgroundEffect
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
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance._defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        _background = .opaque
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance._defaultShadowColor
        shadowImage = nil
    }

    /// No background and no shadow: the content behind shows through.
    open func configureWithTransparentBackground() {
        _background = .transparent
        backgroundEffect = nil
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
    /// `barTintColor` replaces the default configuration's; `.black` bars are near-black; over a
    /// `backgroundEffect`, none: the effect's own tint).
    func _resolvedBackgroundColor(barTint: UIColor?, translucent: Bool, style: UIBarStyle) -> UIColor {
        if let c = backgroundColor { return c }
        if backgroundEffect != nil && barTint == nil && _background == .default { return .clear }
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
