//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A description of a font by attributes (family, name, face, size, traits) from which
/// `UIFont(descriptor:size:)` makes a font, as on iOS.
///
/// On Linux the attributes map onto what fontconfig and Pango can choose: family (installed,
/// or the closest stand-in for an iOS name, as `UIFont(name:size:)`), weight, italic, width
/// (condensed) and monospace. `withDesign(_:)`: `.serif` picks fontconfig's `serif` family,
/// `.monospaced` its `monospace` one, `.rounded` the system font (no rounded face is installed
/// ⚠). Feature settings, the matrix and the character set are kept in `fontAttributes` but do
/// not change the font drawn.
///
/// ```swift
/// let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
/// let boldItalic = body.withSymbolicTraits([.traitBold, .traitItalic])!
/// label.font = UIFont(descriptor: boldItalic, size: 0)   // 0: the descriptor's size
/// ```
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The keys of `fontAttributes` (Apple's raw values).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// Makes a key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes a key from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The family name (a `String`): "DejaVu Sans", "Helvetica Neue".
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's name (a `String`): "HelveticaNeue-Bold".
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family (a `String`): "Bold", "Italic", "Bold Italic".
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name to show a user (a `String`).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// A transform of the glyphs (kept, not applied on Linux).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font must cover (kept, not used on Linux).
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// Fonts to fall back on (kept, not used on Linux: fontconfig falls back by itself).
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]`): symbolic traits, weight, width, slant.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (kept, not applied on Linux).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// OpenType feature settings (an array of `[UIFontDescriptor.FeatureKey: Any]`; kept, not applied on Linux).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The text style (a `UIFont.TextStyle` raw value) of a preferred font's descriptor.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the `.traits` dictionary (Apple's raw values).
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// Makes a key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes a key from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (a `UInt32` of `SymbolicTraits`).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, on `UIFont.Weight`'s scale (-1…1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (-1 condensed … 1 expanded; 0 normal).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant (-1…1; 0 upright, positive italic).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The keys of one feature setting in `.featureSettings` (Apple's raw values).
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// Makes a key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes a key from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The feature type (iOS 15 name).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (iOS 15 name).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature type (before iOS 15).
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (before iOS 15).
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// The system font's designs (iOS 13; Apple's raw values).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's string.
        public var rawValue: String
        /// Makes a design from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes a design from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system font's own design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded letter ends (on Linux: the system font ⚠).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// A serif face (on Linux: fontconfig's `serif` match).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Fixed-width letters (on Linux: fontconfig's `monospace` match).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// A font's stylistic traits and class (Apple's raw values, `CTFontSymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits.
        public var rawValue: UInt32
        /// Makes traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic or oblique.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded width.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed width.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-width glyphs.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for UI text (the system font).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        /// The bits that hold the font's class.
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        /// No known class.
        public static let classUnknown = SymbolicTraits([])
        /// Old-style serifs.
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        /// Transitional serifs.
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        /// Modern serifs.
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        /// Clarendon serifs.
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        /// Slab serifs.
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        /// Free-form serifs.
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        /// Sans serif.
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        /// Ornamentals.
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        /// Scripts.
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        /// Symbols.
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// The attributes as given (and those added).
    let _attributes: [AttributeName: Any]
    /// The font this descriptor was read from (`UIFont.fontDescriptor`), when it was.
    let _font: (textFont: TextFont, requestedName: String?)?

    init(_attributes: [AttributeName: Any], font: (textFont: TextFont, requestedName: String?)?) {
        self._attributes = _attributes
        self._font = font
        super.init()
    }

    /// A descriptor with no attributes: the system font at 12 pt.
    public override convenience init() { self.init(fontAttributes: [:]) }

    /// A descriptor from attributes (see `AttributeName`).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.init(_attributes: attributes, font: nil)
    }

    /// A descriptor of the font named `fontName` (as `UIFont(name:size:)` takes) at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(_attributes: [.name: fontName, .size: size], font: nil)
    }

    /// The attributes, as given or added.
    open var fontAttributes: [AttributeName: Any] { _attributes }

    /// The value of one attribute, or nil.
    open func object(forKey anAttribute: AttributeName) -> Any? { _attributes[anAttribute] }

    /// The size in points (`.size`; 0 when not given).
    open var pointSize: CGFloat { UIFontDescriptor._number(_attributes[.size]) ?? 0 }

    /// The PostScript name of the font the descriptor gives ("DejaVuSans-Bold", or the iOS name
    /// asked for when a stand-in draws it).
    open var postscriptName: String {
        if let n = _attributes[.name] as? String { return n }
        return UIFont(descriptor: self, size: 0).fontName
    }

    /// The glyph transform (`.matrix`; identity when not given). Kept, not applied on Linux.
    open var matrix: CGAffineTransform { (_attributes[.matrix] as? CGAffineTransform) ?? .identity }

    /// The traits of the font the descriptor gives: italic, bold (bold and heavier weights),
    /// condensed, monospace, as the font chosen has them.
    open var symbolicTraits: SymbolicTraits {
        if let t = _traits[.symbolic], let raw = UIFontDescriptor._number(t) { return SymbolicTraits(rawValue: UInt32(raw)) }
        return UIFontDescriptor._traits(of: _resolved(size: 0).textFont)
    }

    /// A copy with `attributes` added (replacing those with the same keys).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var a = _attributes
        for (k, v) in attributes { a[k] = v }
        // Attributes that choose another font drop the font this one was read from.
        let keepsFont = Set(attributes.keys).isSubset(of: [.size, .matrix, .featureSettings, .visibleName, .characterSet, .cascadeList, .fixedAdvance])
        return UIFontDescriptor(_attributes: a, font: keepsFont ? _font : nil)
    }

    /// A copy at `newPointSize` points.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// A copy with another glyph transform (kept, not applied on Linux).
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }

    /// A copy in another family (the name and face are dropped).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var a = _attributes
        a[.name] = nil; a[.face] = nil
        a[.family] = newFamily
        return UIFontDescriptor(_attributes: a, font: nil)
    }

    /// A copy with another face of its family ("Bold", "Italic", "Light").
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var a = _attributes
        a[.face] = newFace
        if a[.family] == nil { a[.family] = _resolved(size: 0).textFont.family ?? UIFont.systemFont(ofSize: 12).familyName }
        a[.name] = nil
        return UIFontDescriptor(_attributes: a, font: nil)
    }

    /// A copy whose symbolic traits are exactly `symbolicTraits` (bold, italic, condensed,
    /// monospace are applied; the font's weight is kept unless bold is added or removed). Nil
    /// only when no font could be found, which on Linux does not happen.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = _traits
        traits[.symbolic] = symbolicTraits.rawValue
        let base = _resolved(size: 0)
        var f = base.textFont
        let bold = symbolicTraits.contains(.traitBold)
        if bold && f.weight < UIFontDescriptor._boldWeight { f.weight = UIFont.Weight.bold.rawValue }
        if !bold && f.weight >= UIFontDescriptor._boldWeight { f.weight = 0 }
        f.italic = symbolicTraits.contains(.traitItalic)
        f.condensed = symbolicTraits.contains(.traitCondensed)
        f.monospaced = symbolicTraits.contains(.traitMonoSpace)
        traits[.weight] = nil
        var a = _attributes
        a[.traits] = traits
        a[.name] = nil; a[.face] = nil
        return UIFontDescriptor(_attributes: a, font: (f, nil))
    }

    /// A copy in one of the system font's designs (iOS 13); nil for an unknown design.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard [SystemDesign.default, .rounded, .serif, .monospaced].contains(design) else { return nil }
        var f = _resolved(size: 0).textFont
        switch design {
        case .serif: f.family = "serif"; f.monospaced = false
        case .monospaced: f.family = nil; f.monospaced = true
        default: f.family = nil; f.monospaced = false
        }
        var traits = _traits
        traits[UIFontDescriptor._designKey] = design.rawValue
        var a = _attributes
        a[.traits] = traits
        a[.name] = nil; a[.family] = nil; a[.face] = nil
        return UIFontDescriptor(_attributes: a, font: (f, nil))
    }

    /// The descriptors of the installed fonts that match this one's `mandatoryKeys` (on Linux:
    /// this descriptor, resolved to the font that draws it).
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        [UIFont(descriptor: self, size: 0).fontDescriptor]
    }

    /// The descriptor of the font for a text style at iOS's default (Large) content size:
    /// `.body` 17 pt, `.headline` 17 pt semibold, `.largeTitle` 34 pt, … (as `UIFont.preferredFont`).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        let font = UIFont.preferredFont(forTextStyle: style)
        return UIFontDescriptor(_attributes: [.textStyle: style.rawValue, .size: font.pointSize],
                                font: (font._textFont, nil))
    }

    /// The same as `preferredFontDescriptor(withTextStyle:)` (Linux has no Dynamic Type; the
    /// traits are ignored).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    /// Equal when the attributes' descriptions and the fonts they give are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFontDescriptor else { return false }
        return o._resolved(size: 0) == _resolved(size: 0) && o.pointSize == pointSize
    }

    /// The hash of the font the descriptor gives.
    open override var hash: Int { _resolved(size: 0).textFont.hashValue }

    /// The class name and the attributes.
    open override var description: String {
        let a = _attributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted().joined(separator: "; ")
        return "UICTFontDescriptor <\(a)>"
    }
}
