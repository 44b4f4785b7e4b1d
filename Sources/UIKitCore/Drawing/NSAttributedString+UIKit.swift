//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The UIKit additions to NSAttributedString and NSString: attribute keys, and measuring and
// drawing strings with attributes (through the Pango text engine).

extension NSAttributedString.Key {
    /// A `UIFont` (default: 12-pt system font, as iOS).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` (default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A number: extra points after each character.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` raw value (Int); any non-zero value underlines (single line).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value (Int); any non-zero value strikes through (single line).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `NSParagraphStyle`: alignment and line break mode (the first paragraph's applies).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `URL` or `String` (stored; drawn as plain text).
    public static let link = NSAttributedString.Key("NSLink")
    /// Stored only.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An `NSShadow` drawn under the glyphs.
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// Line underline/strikethrough styles (Apple's raw values).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The option bits of the set (Apple's values).
    public let rawValue: Int
    /// A set with the given option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Options of `boundingRect(with:options:attributes:context:)` (Apple's raw values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The option bits of the set (Apple's values).
    public let rawValue: Int
    /// A set with the given option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

// MARK: Converting attributes for the text engine

enum _TextConversion {
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    static func attributes(_ a: [NSAttributedString.Key: Any]?, defaultFont: UIFont = _TextConversion.defaultFont,
                           defaultColor: UIColor = .black) -> TextAttributes {
        let font = (a?[.font] as? UIFont) ?? defaultFont
        let color = (a?[.foregroundColor] as? UIColor) ?? defaultColor
        let bg = (a?[.backgroundColor] as? UIColor)?.cgColor
        func style(_ k: NSAttributedString.Key) -> Bool {
            switch a?[k] {
            case let i as Int: return i != 0
            case let s as NSUnderlineStyle: return s.rawValue != 0
            case let n as NSNumber: return n.intValue != 0
            default: return false
            }
        }
        func number(_ k: NSAttributedString.Key) -> CGFloat {
            switch a?[k] {
            case let v as CGFloat: return v
            case let v as Double: return CGFloat(v)
            case let v as Int: return CGFloat(v)
            case let v as NSNumber: return CGFloat(v.doubleValue)
            default: return 0
            }
        }
        let shadow = (a?[.shadow] as? NSShadow).map { s in
            TextShadow(offset: s.shadowOffset, blur: s.shadowBlurRadius,
                       color: (s.shadowColor as? UIColor)?.cgColor ?? CGColor(gray: 0, alpha: 1.0 / 3.0))
        }
        return TextAttributes(font: font._textFont, color: color.cgColor, underline: style(.underlineStyle),
                              strikethrough: style(.strikethroughStyle), kern: number(.kern), backgroundColor: bg,
                              baselineOffset: number(.baselineOffset), shadow: shadow)
    }

    static func runs(_ s: NSAttributedString, defaultFont: UIFont = _TextConversion.defaultFont,
                     defaultColor: UIColor = .black) -> [TextRun] {
        var runs: [TextRun] = []
        let len = s.length
        guard len > 0 else { return [] }
        s.enumerateAttributes(in: NSRange(location: 0, length: len), options: []) { attrs, range, _ in
            runs.append(TextRun(range: range.location..<(range.location + range.length),
                                attributes: attributes(attrs, defaultFont: defaultFont, defaultColor: defaultColor)))
        }
        return runs
    }

    static func paragraphStyle(_ s: NSAttributedString) -> NSParagraphStyle? {
        guard s.length > 0 else { return nil }
        return s.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    }

    static func alignment(_ a: NSTextAlignment) -> TextAlignment {
        switch a {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }

    static func lineBreak(_ m: NSLineBreakMode) -> TextLineBreakMode {
        switch m {
        case .byWordWrapping: return .wordWrap
        case .byCharWrapping: return .charWrap
        case .byClipping: return .clip
        case .byTruncatingHead: return .truncateHead
        case .byTruncatingTail: return .truncateTail
        case .byTruncatingMiddle: return .truncateMiddle
        }
    }

    /// A layout of `text` in one set of attributes, built without an `NSAttributedString`: Linux
    /// Foundation leaks each one's run array, so drawing paths (`String` drawing, controls'
    /// titles) hand the text engine the attributes directly.
    static func layout(_ text: String, _ attrs: [NSAttributedString.Key: Any]?, width: CGFloat?) -> TextLayout {
        let ps = attrs?[.paragraphStyle] as? NSParagraphStyle
        return TextLayout.make(text: text, attributes: attributes(attrs), width: width,
                               lineBreakMode: ps.map { lineBreak($0.lineBreakMode) } ?? .wordWrap,
                               alignment: ps.map { alignment($0.alignment) } ?? .natural)
    }

    static func layout(_ s: NSAttributedString, width: CGFloat?, maxLines: Int = 0, lineBreak: NSLineBreakMode? = nil,
                       alignment: NSTextAlignment? = nil, rtl: Bool = false) -> TextLayout {
        let ps = paragraphStyle(s)
        return TextLayout.make(text: s.string, runs: runs(s), width: width, maxLines: maxLines,
                               lineBreakMode: lineBreak.map(Self.lineBreak) ?? ps.map { Self.lineBreak($0.lineBreakMode) } ?? .wordWrap,
                               alignment: alignment.map(Self.alignment) ?? ps.map { Self.alignment($0.alignment) } ?? .natural,
                               rightToLeft: rtl)
    }
}

// MARK: Measuring and drawing

extension NSAttributedString {
    /// The size of the text on one line per paragraph, fractional as on iOS (round it up with
    /// `ceil` to size a view).
    public func size() -> CGSize { _TextConversion.layout(self, width: nil).unroundedSize }

    /// The bounds of the text laid out within `size` (wrapped at its width only with
    /// `.usesLineFragmentOrigin`), fractional as on iOS. On Linux: `context` is ignored.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        _TextConversion.boundingRect(size, options) { _TextConversion.layout(self, width: $0) }
    }

    /// Draws at `point` (top left of the text) in the current context.
    public func draw(at point: CGPoint) {
        _TextConversion.draw(_TextConversion.layout(self, width: nil), at: point)
    }

    /// Draws wrapped within `rect` (clipped to its height).
    public func draw(in rect: CGRect) {
        guard UIView._finiteRect(rect) else { return }
        _TextConversion.draw(_TextConversion.layout(self, width: rect.width), in: rect)
    }

    /// Draws the text within `rect`. On Linux: `options` and `context` are ignored; the same as `draw(in:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        draw(in: rect)
    }
}

extension _TextConversion {
    static func draw(_ l: TextLayout, at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        l.draw(in: ctx, rect: CGRect(origin: point, size: l.size))
    }
    static func draw(_ l: TextLayout, in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        l.draw(in: ctx, rect: rect)
        ctx.restoreGState()
    }
    /// `boundingRect(with:options:…)` of a layout made by `make(width)`, fractional as on iOS.
    static func boundingRect(_ size: CGSize, _ options: NSStringDrawingOptions, _ make: (CGFloat?) -> TextLayout) -> CGRect {
        let w: CGFloat? = size.width.isFinite && size.width > 0 && options.contains(.usesLineFragmentOrigin) ? size.width : nil
        let l = make(w)
        var h = l.unroundedSize.height
        if size.height.isFinite && size.height > 0 { h = min(h, size.height) }
        return CGRect(x: 0, y: 0, width: l.unroundedSize.width, height: h)
    }
}

// A string with attributes is measured and drawn without making an `NSAttributedString` (see
// `_TextConversion.layout(_:_:width:)`): custom `draw(_:)` code calls these on every redraw.
extension String {
    /// The size of the string drawn with `attrs` on one line per paragraph, fractional as on iOS.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _TextConversion.layout(self, attrs, width: nil).unroundedSize
    }
    /// Draws the string with `attrs` on one line per paragraph, its top left at `point`, in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        _TextConversion.draw(_TextConversion.layout(self, attrs, width: nil), at: point)
    }
    /// Draws the string with `attrs` wrapped within `rect` (clipped to its height) in the current context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard UIView._finiteRect(rect) else { return }
        _TextConversion.draw(_TextConversion.layout(self, attrs, width: rect.width), in: rect)
    }
    /// The bounds of the string drawn with `attributes` within `size` (wrapped at its width only with
    /// `.usesLineFragmentOrigin`), fractional as on iOS. On Linux: `context` is ignored.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        _TextConversion.boundingRect(size, options) { _TextConversion.layout(self, attributes, width: $0) }
    }
}

extension NSString {
    /// The size of the string drawn with `attrs` on one line per paragraph (as the `String` method).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
    /// Draws the string with `attrs` at `point` (as the `String` method).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }
    /// Draws the string with `attrs` within `rect` (as the `String` method).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }
    /// The bounds of the string drawn with `attributes` within `size` (as the `String` method).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
