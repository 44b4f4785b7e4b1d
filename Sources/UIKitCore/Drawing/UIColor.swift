//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A colour: sRGB components and alpha, immutable.
///
/// Dynamic (light/dark) colours are not modelled: the system colours have their iOS light-mode
/// values. Equality and hashing compare the components.
open class UIColor: NSObject, @unchecked Sendable {
    package let _red: CGFloat, _green: CGFloat, _blue: CGFloat, _alpha: CGFloat
    /// True for colours made from a white value (`getWhite` then needs no conversion).
    let isGray: Bool
    /// The Core Graphics colour matching this colour.
    ///
    /// Made once: every layer coloured with this colour shares it (views set colours by the
    /// thousand; a CGColor per `cgColor` read was 64 bytes per view).
    public let cgColor: CGColor

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }

    /// A colour from sRGB components and opacity, each from 0 to 1.
    /// Differs from iOS: values outside 0...1 are clamped (iOS keeps them as extended-range sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _red = UIColor.clamp(red); _green = UIColor.clamp(green); _blue = UIColor.clamp(blue); _alpha = UIColor.clamp(alpha)
        isGray = false
        cgColor = CGColor(red: _red, green: _green, blue: _blue, alpha: _alpha)
        super.init()
    }
    /// A grayscale colour from a brightness (0 black, 1 white) and opacity, each from 0 to 1.
    public init(white: CGFloat, alpha: CGFloat) {
        let w = UIColor.clamp(white)
        _red = w; _green = w; _blue = w; _alpha = UIColor.clamp(alpha)
        isGray = true
        cgColor = CGColor(red: _red, green: _green, blue: _blue, alpha: _alpha)
        super.init()
    }
    /// A colour from Display P3 components and opacity.
    /// On Linux: no colour management; the components are taken as sRGB unchanged.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A colour from HSB components and opacity, each from 0 to 1 (hue 0 and 1 are both red).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = UIColor.clamp(saturation), v = UIColor.clamp(brightness)
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// A colour with the components of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
    /// A colour from a 0xRRGGBB value (a convenience for the system colours).
    convenience init(_rgb hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
                  blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
    }

    /// A colour that depends on traits. Dark mode is not modelled: the provider is asked once,
    /// with light-mode traits, and the result is kept.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let c = dynamicProvider(UITraitCollection(style: .light, scale: UIScreen._mainScale, direction: .leftToRight))
        self.init(red: c._red, green: c._green, blue: c._blue, alpha: c._alpha)
    }

    /// A colour set from an uncompiled asset catalog (`*.xcassets` folder) in the main bundle's
    /// resources (its universal/light appearance); nil when there is none.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }
    /// A colour set named `name` from an asset catalog in `bundle` (the main bundle when nil), or
    /// nil when there is none. On Linux: `traitCollection` is ignored; the universal/light appearance is used.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let b = bundle ?? Bundle.main
        var dirs: [String] = []
        if let r = b.resourcePath { dirs.append(r) }
        dirs.append(b.bundlePath)
        if bundle == nil { dirs.append(contentsOf: UIImage._additionalSearchDirectories) }
        for d in dirs {
            if let (r, g, bl, a) = _AssetCatalog.color(named: name, in: d) {
                self.init(red: r, green: g, blue: bl, alpha: a)
                return
            }
        }
        return nil
    }

    /// Colours are not dynamic here: returns self.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    // `CIColor` does not exist here; `ciColor` is not provided.

    /// Writes the colour's sRGB components and opacity (0...1) into the pointers given; returns true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = _red; green?.pointee = _green; blue?.pointee = _blue; alpha?.pointee = _alpha
        return true
    }
    /// Succeeds only for grayscale colours (as on iOS, where an RGB colour is not convertible).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard isGray || (_red == _green && _green == _blue) else { return false }
        white?.pointee = _red; alpha?.pointee = _alpha
        return true
    }
    /// Writes the colour's hue, saturation, brightness and opacity (0...1) into the pointers given; returns true.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let mx = max(_red, _green, _blue), mn = min(_red, _green, _blue), d = mx - mn
        var h: CGFloat = 0
        if d > 0 {
            if mx == _red { h = (_green - _blue) / d; if h < 0 { h += 6 } }
            else if mx == _green { h = (_blue - _red) / d + 2 }
            else { h = (_red - _green) / d + 4 }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = mx == 0 ? 0 : d / mx
        brightness?.pointee = mx
        alpha?.pointee = _alpha
        return true
    }

    /// A colour with the same components as this one and the opacity `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        isGray ? UIColor(white: _red, alpha: alpha) : UIColor(red: _red, green: _green, blue: _blue, alpha: alpha)
    }

    /// Sets this colour as the fill and stroke colour of the current context.
    open func set() { setFill(); setStroke() }
    /// Sets this colour as the fill colour of the current graphics context.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets this colour as the stroke colour of the current graphics context.
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return o._red == _red && o._green == _green && o._blue == _blue && o._alpha == _alpha
    }
    open override var hash: Int {
        var h = Hasher(); h.combine(_red); h.combine(_green); h.combine(_blue); h.combine(_alpha)
        return h.finalize()
    }
    open override var description: String {
        isGray ? "UIExtendedGrayColorSpace \(_red) \(_alpha)" : "UIExtendedSRGBColorSpace \(_red) \(_green) \(_blue) \(_alpha)"
    }

    // MARK: Standard colours (shared instances, as on iOS: made once, compared by identity first)

    /// Black (grayscale 0, opaque).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (grayscale 1/3, opaque).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light grey (grayscale 2/3, opaque).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White (grayscale 1, opaque).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey (grayscale 0.5, opaque).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red (RGB 1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green (RGB 0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (RGB 0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (RGB 0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (RGB 1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (RGB 1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (RGB 1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (RGB 0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (RGB 0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent (grayscale 0, opacity 0).
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: System colours (iOS light-mode values)

    /// The system blue. On Linux: always the iOS light-mode value (colours are not dynamic).
    public static let systemBlue = UIColor(_rgb: 0x007AFF)
    /// The system red (light-mode value).
    public static let systemRed = UIColor(_rgb: 0xFF3B30)
    /// The system green (light-mode value).
    public static let systemGreen = UIColor(_rgb: 0x34C759)
    /// The system orange (light-mode value).
    public static let systemOrange = UIColor(_rgb: 0xFF9500)
    /// The system yellow (light-mode value).
    public static let systemYellow = UIColor(_rgb: 0xFFCC00)
    /// The system pink (light-mode value).
    public static let systemPink = UIColor(_rgb: 0xFF2D55)
    /// The system purple (light-mode value).
    public static let systemPurple = UIColor(_rgb: 0xAF52DE)
    /// The system teal (light-mode value).
    public static let systemTeal = UIColor(_rgb: 0x5AC8FA)
    /// The system indigo (light-mode value).
    public static let systemIndigo = UIColor(_rgb: 0x5856D6)
    /// The system mint (light-mode value).
    public static let systemMint = UIColor(_rgb: 0x00C7BE)
    /// The system cyan (light-mode value).
    public static let systemCyan = UIColor(_rgb: 0x32ADE6)
    /// The system brown (light-mode value).
    public static let systemBrown = UIColor(_rgb: 0xA2845E)
    /// The base system grey (light-mode value).
    public static let systemGray = UIColor(_rgb: 0x8E8E93)
    /// The second-level system grey, lighter than `systemGray` (light-mode value).
    public static let systemGray2 = UIColor(_rgb: 0xAEAEB2)
    /// The third-level system grey (light-mode value).
    public static let systemGray3 = UIColor(_rgb: 0xC7C7CC)
    /// The fourth-level system grey (light-mode value).
    public static let systemGray4 = UIColor(_rgb: 0xD1D1D6)
    /// The fifth-level system grey (light-mode value).
    public static let systemGray5 = UIColor(_rgb: 0xE5E5EA)
    /// The sixth-level system grey, the lightest (light-mode value).
    public static let systemGray6 = UIColor(_rgb: 0xF2F2F7)
    /// The tint colour of the view it is used in. On Linux: always `systemBlue` (not resolved per view).
    public static var tintColor: UIColor { systemBlue }

    /// The colour of primary text (black in light mode). On Linux: not dynamic.
    public static let label = UIColor(white: 0, alpha: 1)
    /// The colour of secondary text (light-mode value).
    public static let secondaryLabel = UIColor(_rgb: 0x3C3C43, alpha: 0.6)
    /// The colour of tertiary text (light-mode value).
    public static let tertiaryLabel = UIColor(_rgb: 0x3C3C43, alpha: 0.3)
    /// The colour of quaternary text (light-mode value).
    public static let quaternaryLabel = UIColor(_rgb: 0x3C3C43, alpha: 0.18)
    /// The colour of placeholder text in text fields and views (light-mode value).
    public static let placeholderText = UIColor(_rgb: 0x3C3C43, alpha: 0.3)
    /// The colour of links (light-mode value).
    public static let link = UIColor(_rgb: 0x007AFF)
    /// The colour of thin separator lines, which lets content show through (light-mode value).
    public static let separator = UIColor(_rgb: 0x3C3C43, alpha: 0.29)
    /// The colour of separator lines that hide the content behind them (light-mode value).
    public static let opaqueSeparator = UIColor(_rgb: 0xC6C6C8)
    /// A fill for thin, small shapes such as a slider's track (light-mode value).
    public static let systemFill = UIColor(_rgb: 0x787880, alpha: 0.2)
    /// A fill for medium-size shapes such as a switch's background (light-mode value).
    public static let secondarySystemFill = UIColor(_rgb: 0x787880, alpha: 0.16)
    /// A fill for large shapes such as search fields and steppers (light-mode value).
    public static let tertiarySystemFill = UIColor(_rgb: 0x767680, alpha: 0.12)
    /// A fill for large areas holding complex content (light-mode value).
    public static let quaternarySystemFill = UIColor(_rgb: 0x747480, alpha: 0.08)

    /// The background of the main interface (white in light mode). On Linux: not dynamic.
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The background of content layered over the main background (light-mode value).
    public static let secondarySystemBackground = UIColor(_rgb: 0xF2F2F7)
    /// The background of content layered over secondary backgrounds (light-mode value).
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    /// The background of a grouped interface such as a grouped table (light-mode value).
    public static let systemGroupedBackground = UIColor(_rgb: 0xF2F2F7)
    /// The background of content over a grouped background, such as grouped cells (light-mode value).
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    /// The background of content layered over secondary grouped backgrounds (light-mode value).
    public static let tertiarySystemGroupedBackground = UIColor(_rgb: 0xF2F2F7)
    /// Text colour for dark backgrounds (white at 60% opacity); not dynamic on iOS either.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text colour for light backgrounds (black); not dynamic on iOS either.
    public static let darkText = UIColor(white: 0, alpha: 1)

    /// A desaturated version, used for dimmed tints (iOS dims tints to a gray).
    var _dimmed: UIColor {
        let luma = 0.299 * _red + 0.587 * _green + 0.114 * _blue
        // Pull the luminance toward a mid gray so dimmed tints read as inactive.
        let w = luma * 0.5 + 0.25
        return UIColor(white: w, alpha: _alpha)
    }
}
