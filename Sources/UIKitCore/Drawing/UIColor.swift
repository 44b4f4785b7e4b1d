//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A colour: sRGB components and alpha, immutable; or a dynamic colour that resolves to one per
/// trait collection (light and dark appearance, elevation, contrast).
///
/// The system colours (`systemBackground`, `label`, `systemBlue`, ...) are dynamic with iOS's
/// light and dark values. Equality and hashing compare the components of static colours; dynamic
/// colours are equal when they are the same object or the same system colour.
open class UIColor: NSObject, @unchecked Sendable {
    package let _red: CGFloat, _green: CGFloat, _blue: CGFloat, _alpha: CGFloat
    /// True for colours made from a white value (`getWhite` then needs no conversion).
    let isGray: Bool
    /// A static colour's Core Graphics colour, made once: every layer coloured with this colour
    /// shares it (views set colours by the thousand; a CGColor per `cgColor` read was 64 bytes per view).
    let _cgColor: CGColor
    /// A dynamic colour's provider (nil for a static colour).
    let _provider: ((UITraitCollection) -> UIColor)?
    /// A system colour's name (`systemBlueColor`): dynamic colours with the same name are equal.
    let _name: String?
    /// A dynamic colour's last resolution (the fallback when a provider recurses into itself).
    var _lastResolved: UIColor?
    /// What clamping did to the components the colour was made from: bit 0, a component was
    /// outside 0...1 (extended sRGB on iOS); bit 1, a component was NaN. Read by the colour well
    /// and picker, which log it.
    package let _inputClamping: UInt8

    /// The Core Graphics colour matching this colour; a dynamic colour resolves with
    /// `UITraitCollection.current` (the result does not change when the traits do, as on iOS).
    public var cgColor: CGColor { _provider == nil ? _cgColor : resolvedColor(with: .current)._cgColor }
    /// True for a colour made with `init(dynamicProvider:)` (and the dynamic system colours).
    var _isDynamic: Bool { _provider != nil }
    /// This colour, or its resolution with `UITraitCollection.current` if dynamic.
    var _current: UIColor { _provider == nil ? self : resolvedColor(with: .current) }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }
    /// `_inputClamping`'s bit for one component.
    @inline(__always) private static func clampFlag(_ v: CGFloat) -> UInt8 { v.isNaN ? 2 : (v < 0 || v > 1 ? 1 : 0) }

    /// A colour from sRGB components and opacity, each from 0 to 1.
    /// Differs from iOS: values outside 0...1 are clamped (iOS keeps them as extended-range sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _red = UIColor.clamp(red); _green = UIColor.clamp(green); _blue = UIColor.clamp(blue); _alpha = UIColor.clamp(alpha)
        _inputClamping = UIColor.clampFlag(red) | UIColor.clampFlag(green) | UIColor.clampFlag(blue) | UIColor.clampFlag(alpha)
        isGray = false
        _cgColor = CGColor(red: _red, green: _green, blue: _blue, alpha: _alpha)
        _provider = nil; _name = nil
        super.init()
    }
    /// The colour a colour literal names (`#colorLiteral(red:green:blue:alpha:)`, as Xcode's
    /// colour picker writes it). Required, as on iOS: the literal may make any subclass.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    /// A grayscale colour from a brightness (0 black, 1 white) and opacity, each from 0 to 1.
    public init(white: CGFloat, alpha: CGFloat) {
        let w = UIColor.clamp(white)
        _red = w; _green = w; _blue = w; _alpha = UIColor.clamp(alpha)
        _inputClamping = UIColor.clampFlag(white) | UIColor.clampFlag(alpha)
        isGray = true
        _cgColor = CGColor(red: _red, green: _green, blue: _blue, alpha: _alpha)
        _provider = nil; _name = nil
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

    /// A colour that depends on traits: `provider` is asked for the colour to use each time the
    /// colour is resolved (`resolvedColor(with:)`, or drawing with `UITraitCollection.current`).
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        self.init(_provider: provider, name: nil)
    }
    init(_provider provider: @escaping (UITraitCollection) -> UIColor, name: String?) {
        _red = 0; _green = 0; _blue = 0; _alpha = 0; isGray = false; _inputClamping = 0
        _cgColor = UIColor._dynamicPlaceholder
        _provider = provider; _name = name
        super.init()
    }
    private static let _dynamicPlaceholder = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

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
        if bundle == nil { dirs.append(contentsOf: UIImage._additionalSearchDirectories + UIImage._appResourceDirectories) }
        for d in dirs {
            if let (r, g, bl, a) = _AssetCatalog.color(named: name, in: d) {
                self.init(red: r, green: g, blue: bl, alpha: a)
                return
            }
        }
        return nil
    }

    /// The static colour this colour is in `traitCollection` (self for a static colour). A provider
    /// may return another dynamic colour, which is resolved in turn; one that leads back to a colour
    /// being resolved is logged and resolved to that colour's last resolution (clear the first time).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let p = _provider else { return self }
        let me = ObjectIdentifier(self)
        if UIColor._resolving.contains(me) {
            UIKitLog.warning("UIColor(dynamicProvider:): the provider resolves to a colour that is being resolved (a loop); using its last resolution", category: "UIColor")
            return _lastResolved ?? .clear
        }
        UIColor._resolving.append(me)
        defer { UIColor._resolving.removeLast() }
        let r = p(traitCollection).resolvedColor(with: traitCollection)
        _lastResolved = r
        return r
    }
    /// The dynamic colours being resolved (the loop guard); main thread as drawing.
    nonisolated(unsafe) private static var _resolving: [ObjectIdentifier] = []

    // `CIColor` does not exist here; `ciColor` is not provided.

    /// Writes the colour's sRGB components and opacity (0...1) into the pointers given; returns true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if _isDynamic { return _current.getRed(red, green: green, blue: blue, alpha: alpha) }
        red?.pointee = _red; green?.pointee = _green; blue?.pointee = _blue; alpha?.pointee = _alpha
        return true
    }
    /// Succeeds only for grayscale colours (as on iOS, where an RGB colour is not convertible).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if _isDynamic { return _current.getWhite(white, alpha: alpha) }
        guard isGray || (_red == _green && _green == _blue) else { return false }
        white?.pointee = _red; alpha?.pointee = _alpha
        return true
    }
    /// Writes the colour's hue, saturation, brightness and opacity (0...1) into the pointers given; returns true.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if _isDynamic { return _current.getHue(hue, saturation: saturation, brightness: brightness, alpha: alpha) }
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

    /// A colour with the same components as this one and the opacity `alpha` (a dynamic colour
    /// gives a dynamic colour).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if _isDynamic {
            // (Named after the system colour, so that two such colours compare equal, as on iOS.)
            return UIColor(_provider: { [self] in resolvedColor(with: $0).withAlphaComponent(alpha) },
                           name: _name.map { "\($0) alpha \(UIColor.clamp(alpha))" })
        }
        return isGray ? UIColor(white: _red, alpha: alpha) : UIColor(red: _red, green: _green, blue: _blue, alpha: alpha)
    }

    /// Sets this colour as the fill and stroke colour of the current context.
    open func set() { setFill(); setStroke() }
    /// Sets this colour as the fill colour of the current graphics context.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets this colour as the stroke colour of the current graphics context.
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        if o === self { return true }
        if _isDynamic || o._isDynamic { return _name != nil && o._name == _name }
        return o._red == _red && o._green == _green && o._blue == _blue && o._alpha == _alpha
    }
    open override var hash: Int {
        if _isDynamic { return _name?.hashValue ?? ObjectIdentifier(self).hashValue }
        var h = Hasher(); h.combine(_red); h.combine(_green); h.combine(_blue); h.combine(_alpha)
        return h.finalize()
    }
    open override var description: String {
        if _isDynamic { return _name.map { "<UIDynamicSystemColor; name = \($0)>" } ?? "<UIDynamicProviderColor; provider = (closure)>" }
        return isGray ? "UIExtendedGrayColorSpace \(_red) \(_alpha)" : "UIExtendedSRGBColorSpace \(_red) \(_green) \(_blue) \(_alpha)"
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

    /// A desaturated version, used for dimmed tints (iOS dims tints to a gray).
    var _dimmed: UIColor {
        if _isDynamic { return _current._dimmed }
        let luma = 0.299 * _red + 0.587 * _green + 0.114 * _blue
        // Pull the luminance toward a mid gray so dimmed tints read as inactive.
        let w = luma * 0.5 + 0.25
        return UIColor(white: w, alpha: _alpha)
    }
}
