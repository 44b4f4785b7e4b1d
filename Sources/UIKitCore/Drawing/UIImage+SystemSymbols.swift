//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Symbol images: `UIImage(systemName:)`, drawn from the symbol catalog, and their configurations.

/// What makes an image a symbol image: its name and the configuration it was drawn with.
struct _UISymbolInfo: Sendable {
    var name: String
    var configuration: UIImage.SymbolConfiguration?
}

extension UIImage {
    /// A symbol image for an SF Symbol name, drawn as a template (tinted by the view showing it)
    /// at the body size (17 pt, medium scale): our own drawings and Material Design Icons glyphs
    /// stand in for Apple's symbols (see README, "System images"). Nil for a name the catalog
    /// does not have, with one warning per name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol image for an SF Symbol name drawn with `configuration` (its point size, weight, scale
    /// and colour); nil for a name the catalog does not have. Only a `SymbolConfiguration` changes the drawing.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let info = UIImage._symbolInfo(name, configuration) else { return nil }
        guard let cg = UIImage._drawSymbol(info) else { return nil }
        self.init(_cg: cg, scale: UIImage._symbolPixelScale, orientation: .up, renderingMode: .automatic,
                  tint: info.configuration?._colors?.first, symbol: info)
    }

    /// The trait collection is ignored (symbols have no dark or compact variants here).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether this is a symbol image (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { _symbol != nil }

    /// The configuration a symbol image was drawn with (nil for other images).
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        guard let s = _symbol else { return nil }
        return s.configuration ?? .unspecified
    }

    /// The image's configuration (a symbol image's `SymbolConfiguration`).
    public var configuration: UIImage.Configuration? { symbolConfiguration }

    /// A symbol image drawn with `configuration` instead of its own; other images are returned
    /// unchanged (their variants come from asset catalogs, which have no traits here).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let s = _symbol else { return self }
        return _redrawnSymbol(UIImage._symbolInfo(s.name, configuration, warn: false) ?? s) ?? self
    }

    /// A symbol image with `configuration`'s specified values on top of its own; nil for an
    /// image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let s = _symbol else { return nil }
        let merged: UIImage.SymbolConfiguration = (s.configuration ?? .unspecified).applying(configuration)
        return _redrawnSymbol(_UISymbolInfo(name: s.name, configuration: merged)) ?? self
    }

    /// Draws the symbol again, keeping this image's rendering mode and tint.
    func _redrawnSymbol(_ info: _UISymbolInfo) -> UIImage? {
        guard let cg = UIImage._drawSymbol(info) else { return nil }
        return UIImage(_cg: cg, scale: UIImage._symbolPixelScale, orientation: imageOrientation, renderingMode: renderingMode,
                       tint: info.configuration?._colors?.first ?? _tint, symbol: info)
    }

    /// Shown as a silhouette of the tint colour: `.alwaysTemplate`, or `.automatic` for a symbol
    /// image (as iOS shows symbols).
    var _rendersAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && _symbol != nil && _tint == nil)
    }

    /// Symbols are drawn at the main screen's scale (at least 2, so they stay crisp when a
    /// test host renders at 2x or 3x).
    static var _symbolPixelScale: CGFloat { max(2, min(3, UIScreen._mainScale.rounded())) }

    static func _symbolInfo(_ name: String, _ configuration: UIImage.Configuration?, warn: Bool = true) -> _UISymbolInfo? {
        guard let canonical = _UISymbolCatalog.canonicalName(for: name) else {
            if warn {
                _UISymbolCatalog.warnOnce(name, "UIImage(systemName:): no system image named \"\(name)\"; returning nil")
            }
            return nil
        }
        if canonical != name {
            _UISymbolCatalog.warnOnce(name, "UIImage(systemName:): \"\(name)\" is drawn as \"\(canonical)\"")
        }
        return _UISymbolInfo(name: name, configuration: configuration as? UIImage.SymbolConfiguration)
    }

    static func _drawSymbol(_ info: _UISymbolInfo) -> CGImage? {
        guard let canonical = _UISymbolCatalog.canonicalName(for: info.name) else { return nil }
        if let cg = _UISymbolCatalog.image(named: canonical, configuration: info.configuration, pixelScale: _symbolPixelScale) {
            return cg
        }
        _UISymbolCatalog.warnOnce("font:" + info.name,
            "UIImage(systemName:): \"\(info.name)\" is drawn from the \(_UISymbolCatalog.iconFamily) font, which is not installed "
            + "(Debian: apt-get install fonts-materialdesignicons-webfont); returning nil")
        return nil
    }
}
