//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A font: a `TextFont` request (family, size, weight, traits) for the Pango text engine.
///
/// The system font is fontconfig's `sans-serif` match (DejaVu Sans on Debian), the monospaced
/// system font its `monospace` match.
///
/// `UIFont(name:size:)` takes installed families and faces ("DejaVu Serif", "DejaVuSans-Bold")
/// and also the iOS fonts that are not installed ("Avenir-Heavy", "HelveticaNeue-Light",
/// "SFProText-Semibold", "Georgia", "Menlo"): it answers the closest installed face by family
/// class (sans, serif, monospace), weight, slant and width, through fontconfig (which knows the
/// metric-compatible stand-ins: Helvetica and Arial → Nimbus Sans, Times → Nimbus Roman,
/// Courier → Nimbus Mono PS), with one warning per name. Such a font's `fontName` is the name
/// asked for (so it round-trips and compares as on iOS), its `familyName` the installed family
/// that draws it. Only a name no font could have (empty, blank, control characters) gives nil,
/// as iOS does for names it doesn't know.
open class UIFont: NSObject, @unchecked Sendable {
    package let _textFont: TextFont
    /// The name given to `UIFont(name:size:)` when a fallback face stands in for it.
    let _requestedName: String?
    /// For a text style's font or one from `UIFontMetrics`: how to size it for another text size.
    var _dynamicType: _UIFontDynamicType?

    init(_textFont: TextFont, requestedName: String? = nil) {
        self._textFont = _textFont
        self._requestedName = requestedName
        super.init()
    }

    /// A named font: an installed family or face, or the closest installed face for an iOS
    /// font name (see the class comment); nil only for an empty or malformed name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let size = UIFont._validSize(fontSize)
        if TextFont.familyNames().contains(where: { $0.caseInsensitiveCompare(fontName) == .orderedSame }) {
            self.init(_textFont: TextFont(family: fontName, size: size))
            return
        }
        if let f = TextFont(fontName: fontName, size: size) {
            self.init(_textFont: f)
            return
        }
        guard let (f, exact) = TextFont.closest(to: fontName, size: size) else {
            UIKitLog.warning("UIFont(name:size:): \"\(fontName)\" is not a font name; returning nil", category: "UIFont")
            return nil
        }
        if !exact { UIFont._warnFallback(fontName, f) }
        self.init(_textFont: f, requestedName: fontName)
    }

    private static let _warnLock = NSLock()
    nonisolated(unsafe) private static var _warnedNames: Set<String> = []

    /// One warning per name per process.
    static func _warnFallback(_ name: String, _ font: TextFont) {
        let first = _warnLock.withLock { _warnedNames.insert(name).inserted }
        guard first else { return }
        var style = [String]()
        if font.weight != 0 { style.append("weight \(font.weight)") }
        if font.italic { style.append("italic") }
        if font.condensed { style.append("condensed") }
        let extra = style.isEmpty ? "" : " (" + style.joined(separator: ", ") + ")"
        UIKitLog.warning("UIFont(name:size:): \"\(name)\" is not installed; using \"\(font.family ?? "sans-serif")\"\(extra)",
                         category: "UIFont")
    }

    static func _validSize(_ s: CGFloat) -> CGFloat {
        if !s.isFinite || s < 0 {
            UIKitLog.warning("UIFont: invalid size \(s); using \(UIFont.systemFontSize)", category: "UIFont")
            return UIFont.systemFontSize
        }
        // iOS treats size 0 as "the default size".
        return s == 0 ? UIFont.systemFontSize : s
    }

    // MARK: System fonts

    /// The regular-weight system font at `fontSize` points (0 means the default size).
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` points and the given weight.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(_textFont: TextFont(size: _validSize(fontSize), weight: weight.rawValue))
    }

    /// The bold system font at `fontSize` points.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize` points.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(_textFont: TextFont(size: _validSize(fontSize), italic: true))
    }

    /// The monospaced system font (fontconfig's `monospace` match here) at `fontSize` points and the given weight.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(_textFont: TextFont(size: _validSize(fontSize), weight: weight.rawValue, monospaced: true))
    }

    /// The system font (its digits are already fixed-width in DejaVu Sans).
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font for a text style at the user's preferred text size (the desktop's; iOS's sizes:
    /// body is 17 points at the default, Large).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the text size of `traitCollection` (the user's preferred one
    /// when it has none), with iOS's point sizes for each style and size.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let (_, weight) = style._defaults
        let category = _UIFontDynamicType.category(traitCollection)
        let f = systemFont(ofSize: style._pointSize(for: category), weight: weight)
        f._dynamicType = _UIFontDynamicType(style: style, baseSize: style._defaults.0, maximum: nil)
        return f
    }

    /// The standard font size of labels, in points (17).
    public class var labelFontSize: CGFloat { 17 }
    /// The standard font size of buttons, in points (18).
    public class var buttonFontSize: CGFloat { 18 }
    /// The standard system font size, in points (14).
    public class var systemFontSize: CGFloat { 14 }
    /// The standard small system font size, in points (12).
    public class var smallSystemFontSize: CGFloat { 12 }

    /// The names of the installed font families (from fontconfig), sorted.
    public class var familyNames: [String] { TextFont.familyNames().sorted() }
    /// The names of the faces installed for a font family.
    public class func fontNames(forFamilyName familyName: String) -> [String] { TextFont.fontNames(forFamily: familyName) }

    // MARK: Properties

    /// The font's size in points.
    open var pointSize: CGFloat { _textFont.size }
    /// The installed family that draws the font (also for a fallback face).
    open var familyName: String { _textFont.resolvedFamilyName }
    /// The name asked for when a fallback face stands in for an iOS font ("Avenir-Heavy");
    /// otherwise a face name built from the family and traits ("DejaVuSans-Bold").
    open var fontName: String {
        if let n = _requestedName { return n }
        var style: [String] = []
        let w = _textFont.weight
        if w >= 0.35 { style.append("Bold") } else if w >= 0.27 { style.append("Semibold") } else if w >= 0.2 { style.append("Medium") }
        else if w <= -0.7 { style.append("UltraLight") } else if w <= -0.5 { style.append("Thin") } else if w <= -0.3 { style.append("Light") }
        if _textFont.italic { style.append("Oblique") }   // DejaVuSans-Oblique, DejaVuSans-BoldOblique
        let fam = familyName.replacingOccurrences(of: " ", with: "")
        return style.isEmpty ? fam : "\(fam)-\(style.joined())"
    }
    /// The distance from the baseline to the top of the tallest glyphs, in points.
    open var ascender: CGFloat { _textFont.ascender }
    /// Negative: the distance below the baseline, as on iOS.
    open var descender: CGFloat { _textFont.descender }
    /// The height of a line of text in this font, in points.
    open var lineHeight: CGFloat { _textFont.lineHeight }
    /// The height of capital letters above the baseline, in points.
    open var capHeight: CGFloat { _textFont.capHeight }
    /// The height of lowercase letters such as x above the baseline, in points.
    open var xHeight: CGFloat { _textFont.xHeight }
    /// The extra space the font recommends between lines, in points.
    open var leading: CGFloat { _textFont.leading }

    /// The font's descriptor: its name and size, from which `UIFont(descriptor:size:)` makes it
    /// again (see UIFont+Descriptor.swift).
    open var fontDescriptor: UIFontDescriptor { _fontDescriptor }

    /// The same font at another size, in points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var f = _textFont
        f.size = UIFont._validSize(fontSize)
        return UIFont(_textFont: f, requestedName: _requestedName)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o._textFont == _textFont && o._requestedName == _requestedName
    }
    open override var hash: Int { _textFont.hashValue }
    open override var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }
}

extension UIFont {
    /// Font weights (Apple's values).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The raw value (Apple's, where it defines one).
        public var rawValue: CGFloat
        /// The `Weight` with this raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from a raw value between -1 (lightest) and 1 (heaviest).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The raw value (Apple's, where it defines one).
        public var rawValue: String
        /// The `TextStyle` with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A text style from its raw name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's sizes at the default (Large) content size category.
        var _defaults: (CGFloat, Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }
}
