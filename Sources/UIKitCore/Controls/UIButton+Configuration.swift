//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// MARK: - NSDirectionalRectEdge

/// Edges of a rectangle that follow the layout direction (Apple's raw values).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

// MARK: - UIKit attributes for Swift AttributedString

extension AttributeScopes {
    /// The UIKit attributes of Swift `AttributedString` (`.font`, `.foregroundColor`, …), so
    /// `AttributedString("Go", attributes: AttributeContainer().font(.boldSystemFont(ofSize: 17)))`
    /// and configuration text transformers compile and draw as on iOS.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// The string with one set of attributes: each UIKit attribute (font, colours, kern) is
    /// taken from the first run that has it, else `font`/`color`. (Linux Foundation traps when
    /// it merges adjacent runs holding different UIFont/UIColor objects, so per-run attributes
    /// are not kept.)
    func _button_styled(font: UIFont, color: UIColor) -> UIButton._StyledText {
        var f: UIFont?, c: UIColor?, bg: UIColor?, k: CGFloat?
        for run in runs {
            if f == nil { f = run[AttributeScopes.UIKitAttributes.FontAttribute.self] }
            if c == nil { c = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] }
            if bg == nil { bg = run[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] }
            if k == nil { k = run[AttributeScopes.UIKitAttributes.KernAttribute.self] }
        }
        return UIButton._StyledText(text: String(characters), font: f ?? font, color: c ?? color, background: bg, kern: k)
    }
}

extension UIButton {
    /// A configured title or subtitle as shown: plain values, so that refreshing a button builds
    /// no `NSAttributedString` (Linux Foundation leaks each one's run array).
    struct _StyledText {
        var text: String
        var font: UIFont
        var color: UIColor
        var background: UIColor?
        var kern: CGFloat?

        /// Background and kern have no `UILabel` property: only they need an attributed string.
        var needsAttributedString: Bool { background != nil || kern != nil }

        func attributedString() -> NSAttributedString {
            var attrs: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
            if let background { attrs[.backgroundColor] = background }
            if let kern { attrs[.kern] = kern }
            return NSAttributedString(string: text, attributes: attrs)
        }
    }
}

/// A function that changes text attributes (a configuration's title/subtitle look).
public struct UIConfigurationTextAttributesTransformer: Sendable {
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

// MARK: - UIConfigurationColorTransformer

/// A function that turns a colour into another (used by configurations for state looks).
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour as a gray of the same luminance.
    public static let grayscale = UIConfigurationColorTransformer { c in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }
    /// The system tint (systemBlue) whatever the input.
    public static let preferredTint = UIConfigurationColorTransformer { _ in UIColor.systemBlue }
    /// The system tint with the input's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { c in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor.systemBlue.withAlphaComponent(a)
    }
}

// (UIBackgroundConfiguration: UIBackgroundConfiguration.swift.)

// MARK: - UIButton.Configuration

extension UIButton {
    /// How a configured button looks: its style, content, padding and colours (iOS 15).
    ///
    /// Start from a style (`.plain()`, `.tinted()`, `.gray()`, `.filled()`, `.borderless()`,
    /// `.bordered()`, `.borderedTinted()`, `.borderedProminent()`), change what you need and
    /// assign it to `UIButton.configuration`. Setting a configuration makes the button ignore
    /// its legacy edge insets.
    public struct Configuration: Sendable {
        /// The button size class (sets the default font, content insets and corner radius).
        public enum Size: Int, Sendable {
            case mini = 0, small = 1, medium = 2, large = 3
        }

        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// The radius follows `buttonSize` (and Dynamic Type).
            case dynamic = 0
            /// `background.cornerRadius` exactly.
            case fixed = 1
            case small = 2
            case medium = 3
            case large = 4
            /// Half the button height.
            case capsule = 5
        }

        /// How title and subtitle align with each other.
        public enum TitleAlignment: Int, Sendable {
            case automatic = 0, leading = 1, center = 2, trailing = 3
        }

        public enum MacIdiomStyle: Int, Sendable {
            case automatic = 0, bordered = 1, borderless = 2, borderlessTinted = 3
        }

        /// The menu/pop-up indicator shown next to the title (stored; not drawn).
        public enum Indicator: Int, Sendable {
            case automatic = 0, none = 1, popup = 2
        }

        enum _Style: Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        let _style: _Style

        // Content
        public var title: String?
        /// The title as attributed text (wins over `title`); its UIKit attributes (font,
        /// foreground colour, kern) are drawn.
        public var attributedTitle: AttributedString?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        /// Where the image sits relative to the title (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title/subtitle.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Changes the title's attributes (font, colour…) before it is shown.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// When true an activity indicator takes the image's place.
        public var showsActivityIndicator: Bool = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var indicator: Indicator = .automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        public var automaticallyUpdateForSelection: Bool = true

        // Look
        public var background: UIBackgroundConfiguration
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { if _insetsAreDefault { _contentInsets = Self._defaultInsets(_style, buttonSize) } }
        }
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The title/image colour (nil = the style's: tint, or white for filled styles).
        public var baseForegroundColor: UIColor?
        /// The background colour (nil = the style's: tint-based or gray).
        public var baseBackgroundColor: UIColor?

        private var _contentInsets: NSDirectionalEdgeInsets
        private var _insetsAreDefault = true

        /// Insets around the content. The default depends on the style and `buttonSize`
        /// (medium: 7, 12, 7, 12 pt; plain styles use the same); `setDefaultContentInsets()` restores it.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { _contentInsets }
            set {
                let ok = newValue.top.isFinite && newValue.leading.isFinite && newValue.bottom.isFinite && newValue.trailing.isFinite
                guard ok else {
                    return UIKitLog.warning("UIButton.Configuration.contentInsets: non-finite insets ignored", category: "UIButton")
                }
                _contentInsets = newValue
                _insetsAreDefault = false
            }
        }

        public mutating func setDefaultContentInsets() {
            _contentInsets = Self._defaultInsets(_style, buttonSize)
            _insetsAreDefault = true
        }

        init(_ style: _Style) {
            _style = style
            background = UIBackgroundConfiguration()
            _contentInsets = Self._defaultInsets(style, .medium)
        }

        static func _defaultInsets(_ style: _Style, _ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        // Styles

        /// No background; tinted title.
        public static func plain() -> Configuration { Configuration(.plain) }
        /// A translucent tint background; tinted title.
        public static func tinted() -> Configuration { Configuration(.tinted) }
        /// A gray background; tinted title.
        public static func gray() -> Configuration { Configuration(.gray) }
        /// A tint background; white title.
        public static func filled() -> Configuration { Configuration(.filled) }
        /// No background (the classic system-button look).
        public static func borderless() -> Configuration { Configuration(.borderless) }
        /// A gray background (as `gray()` on iOS).
        public static func bordered() -> Configuration { Configuration(.bordered) }
        /// A translucent tint background (as `tinted()` on iOS).
        public static func borderedTinted() -> Configuration { Configuration(.borderedTinted) }
        /// A tint background and white title (as `filled()` on iOS).
        public static func borderedProminent() -> Configuration { Configuration(.borderedProminent) }

        /// This configuration as the button would show it in its current state (colours resolved
        /// against the button's tint and state).
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var c = self
            let look = c._look(tint: button.tintColor, state: button.state, role: button.role, automatic: button.automaticallyUpdatesConfiguration)
            c.baseForegroundColor = look.foreground
            c.baseBackgroundColor = look.background
            return c
        }

        // MARK: Resolved look

        var _hasBackground: Bool {
            switch _style {
            case .plain, .borderless: return false
            default: return true
            }
        }

        var _isProminent: Bool { _style == .filled || _style == .borderedProminent }

        struct _Look { var foreground: UIColor; var background: UIColor?; var stroke: UIColor?; var contentAlpha: CGFloat }

        /// The colours for a state (the automatic state looks applied when `automatic`).
        func _look(tint: UIColor, state: UIControl.State, role: UIButton.Role, automatic: Bool) -> _Look {
            let accent: UIColor = role == .destructive ? .systemRed : tint
            var fg: UIColor
            var bg: UIColor?
            if _isProminent {
                bg = baseBackgroundColor ?? accent
                fg = baseForegroundColor ?? .white
            } else if _style == .tinted || _style == .borderedTinted {
                bg = baseBackgroundColor ?? accent.withAlphaComponent(0.15)
                fg = baseForegroundColor ?? accent
            } else if _style == .gray || _style == .bordered {
                bg = baseBackgroundColor ?? UIColor(_rgb: 0x767680, alpha: 0.12)
                fg = baseForegroundColor ?? accent
            } else {
                bg = baseBackgroundColor
                fg = baseForegroundColor ?? accent
            }
            if let explicit = background.backgroundColor { bg = explicit }
            if let t = background.backgroundColorTransformer, let b = bg { bg = t(b) }
            var alpha: CGFloat = 1
            if automatic {
                if state.contains(.disabled) {
                    fg = UIColor(_rgb: 0x3C3C43, alpha: 0.3)
                    if bg != nil { bg = UIColor(_rgb: 0x787880, alpha: 0.12) }
                } else {
                    if state.contains(.selected) && automaticallyUpdateForSelection && !_isProminent {
                        // Selected toggles look like the prominent style.
                        bg = accent
                        fg = .white
                    }
                    if state.contains(.highlighted) {
                        if let b = bg, _hasBackground || state.contains(.selected) {
                            bg = b._button_highlighted
                            if !_isProminent && !state.contains(.selected) { alpha = 0.6 }
                        } else {
                            alpha = 0.3
                        }
                    }
                }
            }
            let stroke = background.strokeWidth > 0 ? background.resolvedStrokeColor(for: fg) : nil
            return _Look(foreground: fg, background: bg, stroke: stroke, contentAlpha: alpha)
        }

        /// The corner radius for a button of `height`.
        func _cornerRadius(height: CGFloat) -> CGFloat {
            let r: CGFloat
            switch cornerStyle {
            case .fixed: r = background.cornerRadius
            case .small: r = 4
            case .medium: r = 8
            case .large: r = 12
            case .capsule: r = height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: r = 4
                case .small: r = 5
                case .medium: r = 6
                case .large: r = 10
                }
            }
            return max(0, min(r, height / 2))
        }

        /// The title font for the button size: body (17 pt) for medium and large, 15 pt small,
        /// 12 pt mini.
        var _titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 12)
            case .small: return .systemFont(ofSize: 15)
            case .medium, .large: return .systemFont(ofSize: 17)
            }
        }

        var _subtitleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 10)
            case .small: return .systemFont(ofSize: 12)
            case .medium, .large: return .systemFont(ofSize: 15)
            }
        }

        /// The title text shown (attributed title's characters win over `title`).
        var _titleText: String? {
            if let a = attributedTitle { return String(a.characters) }
            return title
        }

        /// The title (or subtitle) as shown: attributed, with the defaults, then the transformer.
        func _styledText(subtitle: Bool, font: UIFont, color: UIColor) -> UIButton._StyledText? {
            let attributed = subtitle ? attributedSubtitle : attributedTitle
            let plain = subtitle ? self.subtitle : title
            guard var a = attributed ?? plain.map({ AttributedString($0) }), !a.characters.isEmpty else { return nil }
            if let t = subtitle ? subtitleTextAttributesTransformer : titleTextAttributesTransformer {
                var incoming = AttributeContainer()
                incoming[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
                incoming[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
                let outgoing = t(incoming)
                a.mergeAttributes(outgoing, mergePolicy: .keepNew)
            }
            return a._button_styled(font: font, color: color)
        }

        var _subtitleText: String? {
            if let a = attributedSubtitle { return String(a.characters) }
            return subtitle
        }
    }

    /// The closure run to update a button's configuration when its state changes.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The semantic role of a button (destructive buttons are drawn in red).
    public enum Role: Int, Sendable {
        case normal = 0, primary = 1, cancel = 2, destructive = 3
    }
}

extension UIColor {
    /// The colour pressed buttons show: darker, or lighter for dark colours.
    var _button_highlighted: UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        if a < 0.5 {
            // Translucent fills get denser.
            return UIColor(red: r, green: g, blue: b, alpha: min(1, a * 1.8))
        }
        let k: CGFloat = 0.8
        return UIColor(red: r * k, green: g * k, blue: b * k, alpha: a)
    }
}
