//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIImage.Configuration and UIImage.SymbolConfiguration: the size, weight, scale and colours of symbol images.

extension UIImage {
    /// The traits an image was made for. Symbol images use the subclass `SymbolConfiguration`;
    /// this base class only carries a trait collection (which symbol images ignore here).
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the configuration was made for (nil: none given). On Linux: ignored when drawing symbols.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// This configuration with `otherConfiguration`'s specified values on top.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let o = otherConfiguration else { return self }
            return _merged(with: o) as? Self ?? self
        }

        /// A copy of the configuration with another trait collection.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            _copy(traitCollection: traitCollection) as? Self ?? self
        }

        func _merged(with other: Configuration) -> Configuration {
            Configuration(traitCollection: other.traitCollection ?? traitCollection)
        }

        func _copy(traitCollection: UITraitCollection?) -> Configuration { Configuration(traitCollection: traitCollection) }
    }

    /// How a symbol image (`UIImage(systemName:)`) is drawn: point size, weight, scale relative
    /// to the point size, or a text style that gives both; optional colours (iOS 15).
    ///
    /// Unspecified values (`pointSize` 0, `.unspecified` weight and scale, nil text style) leave
    /// the default: 17 pt (the body style), regular weight, medium scale.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// Symbol scale relative to the point size (`.medium` is the default).
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
        }
        /// Symbol stroke weight, matching the font weights.
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        // (iOS exposes none of these; tests read them.)
        package var pointSize: CGFloat { _pointSize ?? 0 }
        package let weight: Weight
        package let scale: Scale
        package let textStyle: UIFont.TextStyle?
        let _pointSize: CGFloat?
        /// `init(hierarchicalColor:)` / `init(paletteColors:)`: the symbol is drawn in the first
        /// colour (one layer: the icons here have no hierarchy).
        let _colors: [UIColor]?

        init(pointSize: CGFloat?, weight: Weight, scale: Scale, textStyle: UIFont.TextStyle?, colors: [UIColor]? = nil,
             traitCollection: UITraitCollection? = nil) {
            var ps = pointSize
            if let p = ps, !p.isFinite || p < 0 {
                UIKitLog.warning("UIImage.SymbolConfiguration: invalid point size \(p) ignored", category: "UIImage")
                ps = nil
            }
            _pointSize = ps == 0 ? nil : ps
            self.weight = weight; self.scale = scale; self.textStyle = textStyle; _colors = colors
            super.init(traitCollection: traitCollection)
        }
        /// A configuration with a point size (the symbol's font size), other values unspecified.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        /// A configuration with a point size and a weight.
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil) }
        /// A configuration with a point size, a weight and a scale.
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) { self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil) }
        /// A configuration with a weight only.
        public convenience init(weight: Weight) { self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil) }
        /// A configuration with a scale only.
        public convenience init(scale: Scale) { self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil) }
        /// A configuration that takes its point size and weight from a text style (at the default content size).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle) }
        /// A configuration that takes its point size and weight from a text style, with a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) { self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle) }
        /// The font's point size and weight.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// A configuration with the font's point size and (nearest) weight, and a scale.
        public convenience init(font: UIFont, scale: Scale) {
            self.init(pointSize: font.pointSize, weight: SymbolConfiguration._weight(font._textFont.weight), scale: scale, textStyle: nil)
        }
        /// Draws the symbol in `hierarchicalColor` (one layer here).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, colors: [hierarchicalColor])
        }
        /// Draws the symbol in the first palette colour (the icons here have one layer).
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, colors: paletteColors.isEmpty ? nil : paletteColors)
        }
        /// Multicolour symbols are drawn in one colour here; stored so code compiles.
        public static func preferringMulticolor() -> SymbolConfiguration { unspecified }
        /// A configuration that specifies nothing, so every value keeps its default.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil) }

        /// A copy with the point size and weight unspecified.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle, colors: _colors, traitCollection: traitCollection)
        }
        /// A copy with the scale unspecified.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: _pointSize, weight: weight, scale: .unspecified, textStyle: textStyle, colors: _colors, traitCollection: traitCollection)
        }
        /// A copy with the weight unspecified.
        public func configurationWithoutWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: _pointSize, weight: .unspecified, scale: scale, textStyle: textStyle, colors: _colors, traitCollection: traitCollection)
        }
        /// A copy without the text style.
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: _pointSize, weight: weight, scale: scale, textStyle: nil, colors: _colors, traitCollection: traitCollection)
        }

        /// Specified values of `other` win: a point size or a text style replaces both.
        override func _merged(with other: Configuration) -> Configuration {
            guard let o = other as? SymbolConfiguration else { return _copy(traitCollection: other.traitCollection ?? traitCollection) }
            let sizing = o._pointSize != nil || o.textStyle != nil
            return SymbolConfiguration(pointSize: sizing ? o._pointSize : _pointSize,
                                       weight: o.weight == .unspecified ? weight : o.weight,
                                       scale: o.scale == .unspecified ? scale : o.scale,
                                       textStyle: sizing ? o.textStyle : textStyle,
                                       colors: o._colors ?? _colors,
                                       traitCollection: o.traitCollection ?? traitCollection)
        }

        override func _copy(traitCollection: UITraitCollection?) -> Configuration {
            SymbolConfiguration(pointSize: _pointSize, weight: weight, scale: scale, textStyle: textStyle, colors: _colors, traitCollection: traitCollection)
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? SymbolConfiguration else { return false }
            return o._pointSize == _pointSize && o.weight == weight && o.scale == scale && o.textStyle == textStyle && o._colors == _colors
        }
        open override var hash: Int {
            var h = Hasher()
            h.combine(_pointSize); h.combine(weight); h.combine(scale); h.combine(textStyle)
            return h.finalize()
        }
        open override var description: String {
            var parts: [String] = []
            if let p = _pointSize { parts.append("pointSize=\(p)") }
            if let t = textStyle { parts.append("textStyle=\(t.rawValue)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            return "<UIImage.SymbolConfiguration \(parts.isEmpty ? "unspecified" : parts.joined(separator: " "))>"
        }

        // MARK: Resolved values

        /// The nearest symbol weight for a font weight.
        static func _weight(_ w: CGFloat) -> Weight {
            let table: [(CGFloat, Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                             (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min(by: { abs($0.0 - w) < abs($1.0 - w) })!.1
        }

        /// The point size and weight this configuration draws at (text style first, then the
        /// explicit values; body 17 pt regular by default).
        var _resolved: (pointSize: CGFloat, weight: Weight, scale: Scale) {
            var size: CGFloat = 17
            var w: Weight = .regular
            if let t = textStyle {
                let (s, fw) = t._defaults
                size = s
                w = SymbolConfiguration._weight(fw.rawValue)
            }
            if let p = _pointSize { size = p }
            if weight != .unspecified { w = weight }
            let sc: Scale = (scale == .unspecified || scale == .default) ? .medium : scale
            return (size, w, sc)
        }
    }
}
