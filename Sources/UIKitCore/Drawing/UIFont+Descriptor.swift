//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIFont and UIFontDescriptor: a font's descriptor, a font from a descriptor, and how a
// descriptor's attributes become the family, weight, slant, width and size fontconfig matches.

extension UIFont {
    /// Makes the font a descriptor gives, at `pointSize` points (0: the descriptor's size, or
    /// 12 pt when it has none).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var size = pointSize
        if !size.isFinite || size < 0 {
            UIKitLog.warning("UIFont(descriptor:size:): invalid size \(pointSize); using the descriptor's", category: "UIFont")
            size = 0
        }
        let r = descriptor._resolved(size: size)
        self.init(_textFont: r.textFont, requestedName: r.requestedName)
    }

    var _fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(_attributes: [.name: fontName, .size: pointSize], font: (_textFont, _requestedName))
    }
}

extension UIFontDescriptor {
    /// The weight from which a font counts as bold (`UIFont.Weight.bold` and heavier).
    static let _boldWeight: CGFloat = 0.35
    /// Where `withDesign(_:)` notes the design in the traits (Apple's key).
    static let _designKey = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")
    /// Core Text's size for a descriptor without one.
    static let _defaultSize: CGFloat = 12

    /// The `.traits` dictionary (empty when not given).
    var _traits: [TraitKey: Any] { (_attributes[.traits] as? [TraitKey: Any]) ?? [:] }

    /// A number attribute as a `CGFloat`, whichever numeric type (or `UIFont.Weight`) holds it.
    static func _number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as UInt32: return CGFloat(v)
        case let v as UIFont.Weight: return v.rawValue
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// The symbolic traits a font has.
    static func _traits(of f: TextFont) -> SymbolicTraits {
        var t: SymbolicTraits = []
        if f.italic { t.insert(.traitItalic) }
        if f.weight >= _boldWeight { t.insert(.traitBold) }
        if f.condensed { t.insert(.traitCondensed) }
        if f.monospaced || f.family == "monospace" { t.insert(.traitMonoSpace) }
        return t
    }

    /// The font this descriptor gives at `size` points (0: its own size): the font it was read
    /// from, else its name, family or text style, then its face and traits.
    func _resolved(size: CGFloat) -> (textFont: TextFont, requestedName: String?) {
        let own = UIFontDescriptor._number(_attributes[.size]).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let wanted = size > 0 ? size : (own ?? _font?.textFont.size ?? UIFontDescriptor._defaultSize)
        var r: (textFont: TextFont, requestedName: String?)
        if let f = _font {
            r = f
        } else {
            if let name = _attributes[.name] as? String, let font = UIFont(name: name, size: wanted) {
                r = (font._textFont, font._requestedName)
            } else if let family = _attributes[.family] as? String {
                r = (TextFont(family: family, size: wanted), nil)
            } else if let style = _attributes[.textStyle] as? String {
                r = (UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))._textFont, nil)
            } else {
                r = (TextFont(size: wanted), nil)
            }
            if let face = _attributes[.face] as? String { UIFontDescriptor._apply(face: face, to: &r.textFont) }
            _applyTraits(to: &r.textFont)
        }
        r.textFont.size = wanted
        return r
    }

    /// Applies a face name ("Bold Italic", "Light", "Condensed Medium").
    static func _apply(face: String, to f: inout TextFont) {
        let s = face.lowercased().replacingOccurrences(of: " ", with: "")
        let weights: [(String, UIFont.Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("semibold", .semibold),
            ("demibold", .semibold), ("extrabold", .heavy), ("bold", .bold), ("medium", .medium),
            ("light", .light), ("heavy", .heavy), ("black", .black), ("regular", .regular),
        ]
        if let (_, w) = weights.first(where: { s.contains($0.0) }) { f.weight = w.rawValue }
        if s.contains("italic") || s.contains("oblique") { f.italic = true }
        if s.contains("condensed") || s.contains("narrow") { f.condensed = true }
    }

    /// Applies the `.traits` dictionary: symbolic traits, weight, slant, width, design.
    func _applyTraits(to f: inout TextFont) {
        let t = _traits
        if let raw = UIFontDescriptor._number(t[.symbolic]) {
            let s = SymbolicTraits(rawValue: UInt32(max(0, min(CGFloat(UInt32.max), raw))))
            if s.contains(.traitBold) && f.weight < UIFontDescriptor._boldWeight { f.weight = UIFont.Weight.bold.rawValue }
            if s.contains(.traitItalic) { f.italic = true }
            if s.contains(.traitCondensed) { f.condensed = true }
            if s.contains(.traitMonoSpace) { f.monospaced = true }
        }
        if let w = UIFontDescriptor._number(t[.weight]), w.isFinite { f.weight = max(-1, min(1, w)) }
        if let slant = UIFontDescriptor._number(t[.slant]), slant != 0 { f.italic = slant > 0 }
        if let width = UIFontDescriptor._number(t[.width]), width < 0 { f.condensed = true }
        switch (t[UIFontDescriptor._designKey] as? String).map(SystemDesign.init(rawValue:)) {
        case .serif?: f.family = "serif"
        case .monospaced?: f.family = nil; f.monospaced = true
        default: break
        }
    }
}
