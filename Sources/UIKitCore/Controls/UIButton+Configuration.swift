//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIButton.Configuration (iOS 15 button styles) and the UIKit attribute scope of Swift `AttributedString`.

// MARK: - UIKit attributes for Swift AttributedString

extension AttributeScopes {
    /// The UIKit attributes of Swift `AttributedString` (`.font`, `.foregroundColor`, …), so
    /// `AttributedString("Go", attributes: AttributeContainer().font(.boldSystemFont(ofSize: 17)))`
    /// and configuration text transformers compile and draw as on iOS.
    public struct UIKitAttributes: AttributeScope {
        /// The text font (`NSAttributedString.Key.font`).
        public let font: FontAttribute
        /// The text colour (`NSAttributedString.Key.foregroundColor`).
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text (`NSAttributedString.Key.backgroundColor`).
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space between characters, in points (`NSAttributedString.Key.kern`).
        public let kern: KernAttribute
        /// Foundation's own attributes, so that they stay reachable through this scope.
        public let foundation: FoundationAttributes

        /// The key of the font attribute (a `UIFont`).
        public enum FontAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = UIFont
            /// The attribute's name, shared with `NSAttributedString.Key.font`.
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The key of the text colour attribute (a `UIColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = UIColor
            /// The attribute's name, shared with `NSAttributedString.Key.foregroundColor`.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The key of the background colour attribute (a `UIColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = UIColor
            /// The attribute's name, shared with `NSAttributedString.Key.backgroundColor`.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// The key of the kerning attribute (points).
        public enum KernAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = CGFloat
            /// The attribute's name, shared with `NSAttributedString.Key.kern`.
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    /// The UIKit attribute scope (`\.uiKit`), as on iOS.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `AttributeContainer` and `AttributedString` reach the UIKit attributes by name
    /// (`container.font = …`, `string.foregroundColor = …`).
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

        /// The look of the button under the Mac idiom (Mac Catalyst). Stored only on Linux.
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
        /// The title text; `attributedTitle`, when set, wins over it.
        public var title: String?
        /// The title as attributed text (wins over `title`); its UIKit attributes (font,
        /// foreground colour, kern) are drawn.
        public var attributedTitle: AttributedString?
        /// A second line of text below the title; `attributedSubtitle`, when set, wins over it.
        public var subtitle: String?
        /// The subtitle as attributed text (wins over `subtitle`); its UIKit attributes are drawn.
        public var attributedSubtitle: AttributedString?
        /// The image shown beside the title, placed by `imagePlacement`.
        public var image: UIImage?
        /// Where the image sits relative to the title (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title/subtitle.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title wraps or truncates; truncating at the tail by default.
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How the subtitle wraps or truncates; truncating at the tail by default.
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Changes the colour the image is tinted with before it is shown.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Changes the title's attributes (font, colour…) before it is shown.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes (font, colour…) before it is shown.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// When true an activity indicator takes the image's place.
        public var showsActivityIndicator: Bool = false
        /// Changes the activity indicator's colour. Stored only on Linux: the indicator takes the
        /// foreground colour.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The menu or pop-up indicator beside the title; `.automatic` by default. Stored only on Linux.
        public var indicator: Indicator = .automatic
        /// Changes the indicator's colour. Stored only on Linux (no indicator is drawn).
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        /// Whether the selected state changes the look automatically (a selected button looks like the
        /// prominent style); true by default.
        public var automaticallyUpdateForSelection: Bool = true

        // Look
        /// The background: colour, corner radius, stroke and image behind the content.
        public var background: UIBackgroundConfiguration
        /// How the background's corners are rounded; `.dynamic` (following `buttonSize`) by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class that sets the default font, content insets and corner radius; `.medium` by
        /// default. Changing it resets default content insets to the new size's.
        public var buttonSize: Size = .medium {
            didSet { if _insetsAreDefault { _contentInsets = Self._defaultInsets(_style, buttonSize) } }
        }
        /// The look under the Mac idiom; stored only on Linux.
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

        /// Restores the content insets of the style and `buttonSize`, undoing any `contentInsets` set.
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
                bg = baseBackgroundColor ?? .tertiarySystemFill
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
                    fg = .tertiaryLabel
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

/// A button's configuration, boxed: a configuration is ~400 bytes, which most buttons
/// (classic ones) would carry empty.
final class _UIButtonConfigurationBox {
    let value: UIButton.Configuration
    init(_ value: UIButton.Configuration) { self.value = value }
}
