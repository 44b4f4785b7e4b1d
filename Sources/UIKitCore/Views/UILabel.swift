//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A view that displays one or more lines of read-only text.
///
/// Layout goes through the Pango text engine (`TextLayout`, cached). Text is drawn vertically
/// centred in the bounds, as on iOS.
@preconcurrency @MainActor open class UILabel: UIView {
    private static let _registered: Void = { UIView._registerDraws(UILabel.self, true) }()

    @exclusivity(unchecked) private var _text: String?
    /// Set when the user gave attributed text (otherwise derived from `text`).
    @exclusivity(unchecked) private var _attributed: NSAttributedString?

    public override init(frame: CGRect) {
        UILabel._registered
        super.init(frame: frame)
        _labelInit()
    }

    /// A label from an Interface Builder document (text, font, colours, lines…); with another coder, empty.
    public required init?(coder: NSCoder) {
        UILabel._registered
        super.init(coder: coder)
        _labelInit()
        _decodeInterfaceBuilderLabel(coder)
    }

    package override func _setInterfaceBuilderValue(_ value: Any?, forKey key: String) -> Bool {
        _setLabelValue(value, forKey: key) || super._setInterfaceBuilderValue(value, forKey: key)
    }

    static let _defaultFont = UIFont.systemFont(ofSize: 17)

    private func _labelInit() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        clipsToBounds = false
    }

    // MARK: Content

    /// The plain text shown (nil by default). Setting it replaces any attributed text; reading it
    /// after setting `attributedText` gives that text's string.
    open var text: String? {
        get { _attributed?.string ?? _text }
        set {
            // Setting the same plain text again changes nothing (common in layoutSubviews).
            if _attributed == nil, newValue == _text { return }
            _text = newValue
            _attributed = nil
            _overrides = [:]
            _textChanged()
        }
    }

    /// The attributed text. Attributes it lacks (font, colour, paragraph style) come from the
    /// label's properties when drawn.
    open var attributedText: NSAttributedString? {
        get {
            if let a = _attributed { return a }
            guard let t = _text else { return nil }
            return NSAttributedString(string: t, attributes: _baseAttributes())
        }
        set {
            _attributed = newValue.map { NSAttributedString(attributedString: $0) }
            _overrides = [:]
            _text = newValue?.string
            _textChanged()
        }
    }

    /// When true, a text style's font (`preferredFont(forTextStyle:)`) or a `UIFontMetrics`
    /// font is resized when the user's text size changes. False by default.
    open var adjustsFontForContentSizeCategory = false

    /// Default: 17-pt system font. Setting nil restores the default.
    @exclusivity(unchecked) open var font: UIFont! = UILabel._defaultFont {
        didSet {
            if font == nil { font = UILabel._defaultFont }
            _applyToAttributed(.font, font as Any)
            // (What `isEqual(_:)` compares, without its cast from `Any`: ~700 instructions less
            // each time a label gets a font.)
            if font !== oldValue && font?._textFont != oldValue?._textFont { _contentChanged() }
        }
    }

    /// Default: `.label`. Setting nil restores the default.
    @exclusivity(unchecked) open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            _applyToAttributed(.foregroundColor, textColor as Any)
            setNeedsDisplay()
        }
    }

    /// How lines are aligned horizontally (`.natural`: leading for the layout direction).
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { _contentChanged() } } }
    /// How lines wrap and the text is truncated when it doesn't fit (`.byTruncatingTail` by default).
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { _contentChanged() } } }

    /// Maximum lines (0 = unlimited). Negative values are ignored with a warning.
    @exclusivity(unchecked) open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines < 0 {
                UIKitLog.warning("UILabel.numberOfLines: negative value \(numberOfLines) ignored", category: "UILabel")
                numberOfLines = oldValue
                return
            }
            if numberOfLines != oldValue { _contentChanged() }
        }
    }

    /// A disabled label draws its text grey (true by default).
    @exclusivity(unchecked) open var isEnabled: Bool = true { didSet { setNeedsDisplay() } }
    /// The text colour while `isHighlighted` (nil: `textColor`).
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the label draws with `highlightedTextColor` (false by default).
    @exclusivity(unchecked) open var isHighlighted: Bool = false { didSet { setNeedsDisplay() } }
    /// The colour of the text's sharp drop shadow (nil by default: none).
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The shadow's offset in points (0, -1 by default: one point up).
    @exclusivity(unchecked) open var shadowOffset: CGSize = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }

    /// Shrinks a single-line text's font (down to `minimumScaleFactor`) to fit the width when drawn.
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth: Bool = false { didSet { setNeedsDisplay() } }
    /// The smallest scale (0...1) `adjustsFontSizeToFitWidth` may shrink the font to. On Linux:
    /// 0 (the default) sets no lower limit.
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            if !minimumScaleFactor.isFinite || minimumScaleFactor < 0 || minimumScaleFactor > 1 {
                UIKitLog.warning("UILabel.minimumScaleFactor: \(minimumScaleFactor) outside 0...1 ignored", category: "UILabel")
                minimumScaleFactor = oldValue
            }
        }
    }
    /// Whether the letter spacing may tighten before the text is truncated. On Linux: stored only.
    @exclusivity(unchecked) open var allowsDefaultTighteningForTruncation: Bool = false
    /// Where shrunk text sits vertically (`adjustsFontSizeToFitWidth`). On Linux: stored only; the text
    /// is centred.
    @exclusivity(unchecked) open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// The width multi-line labels wrap at for `intrinsicContentSize` (0 = no preference).
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 {
                UIKitLog.warning("UILabel.preferredMaxLayoutWidth: invalid value ignored", category: "UILabel")
                preferredMaxLayoutWidth = oldValue
                return
            }
            invalidateIntrinsicContentSize()
        }
    }

    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { setNeedsDisplay() }
    }

    // MARK: Internals

    private func _contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The text changed: redrawn, and a screen reader hears the new name (the text is the name
    /// unless one was set).
    private final func _textChanged() {
        _contentChanged()
        if let observer = UIAccessibility._observer, _ax.label == nil { observer.accessibilityEvent(.nameChanged(self)) }
    }

    /// Label-wide values set after attributed text: they win over the string's own attributes
    /// when laid out. (The attributed string itself is not rewritten: on Linux, Foundation traps
    /// when it merges adjacent runs whose values are custom objects such as UIFont/UIColor.)
    @exclusivity(unchecked) private var _overrides: [NSAttributedString.Key: Any] = [:]

    private func _applyToAttributed(_ key: NSAttributedString.Key, _ value: Any) {
        guard _attributed != nil else { return }
        _overrides[key] = value
    }

    private func _baseAttributes() -> [NSAttributedString.Key: Any] {
        let ps = NSMutableParagraphStyle()
        ps.alignment = textAlignment
        ps.lineBreakMode = lineBreakMode
        return [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: ps]
    }

    /// The colour text is drawn in now (highlighted, disabled or normal).
    var _currentTextColor: UIColor {
        if isHighlighted, let h = highlightedTextColor { return h }
        if !isEnabled { return .systemGray }
        return textColor
    }

    private var _rtl: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private var _resolvedAlignment: TextAlignment {
        // Attributed text's own paragraph alignment wins over the label's.
        var alignment = textAlignment
        if let a = _attributed, let ps = _TextConversion.paragraphStyle(a) { alignment = ps.alignment }
        switch alignment {
        case .natural: return _rtl ? .right : .left
        default: return _TextConversion.alignment(alignment)
        }
    }

    /// Lays the text out; `width` nil = unbounded.
    func _layout(width: CGFloat?, lines: Int, fontScale: CGFloat = 1, forDrawing: Bool = false) -> TextLayout? {
        let color = forDrawing ? _currentTextColor : textColor!
        var f = font!
        if fontScale != 1 { f = f.withSize(f.pointSize * fontScale) }
        let runs: [TextRun]
        let string: String
        if let a = _attributed {
            string = a.string
            var r = _TextConversion.runs(a, defaultFont: f, defaultColor: color)
            if let of = _overrides[.font] as? UIFont { for i in r.indices { r[i].attributes.font = of._textFont } }
            if let oc = _overrides[.foregroundColor] as? UIColor { for i in r.indices { r[i].attributes.color = oc.cgColor } }
            if forDrawing, (isHighlighted && highlightedTextColor != nil) || !isEnabled {
                for i in r.indices { r[i].attributes.color = color.cgColor }
            }
            if fontScale != 1 {
                for i in r.indices { r[i].attributes.font.size *= fontScale }
            }
            runs = r
        } else {
            guard let t = _text else { return nil }
            string = t
            runs = [TextRun(range: 0..<t.utf16.count, attributes: TextAttributes(font: f._textFont, color: color.cgColor))]
        }
        guard !string.isEmpty else { return nil }
        // Wrap only when more than one line is allowed.
        var w: CGFloat? = lines == 1 && lineBreakMode != .byWordWrapping && lineBreakMode != .byCharWrapping ? (forDrawing ? width : nil) : width
        var mode = _TextConversion.lineBreak(lineBreakMode)
        if mode == .clip {
            // Clipping is done by `drawText(in:)` (clips the context to its rect): lay out
            // unclipped, on one unbounded line when only one line is allowed.
            mode = .wordWrap
            if lines == 1 { w = nil }
        }
        return TextLayout.make(text: string, runs: runs, width: w, maxLines: lines,
                               lineBreakMode: mode, alignment: _resolvedAlignment, rightToLeft: _rtl)
    }

    // MARK: Sizing

    open override var intrinsicContentSize: CGSize {
        if let s = _intrinsicSizeCache { return s }
        let width: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth
            : (_wrapsAtLayoutWidth ? _engineWrapWidth : nil)
        // Plain text: many labels (every button's "OK") measure the same thing in a row.
        var memoKey: _PlainSizeKey?
        if _attributed == nil, let t = _text, let f = font {
            let k = _PlainSizeKey(text: t, font: f, lines: numberOfLines, mode: lineBreakMode, width: width,
                                  alignment: textAlignment, rtl: _rtl)
            if let m = UILabel._lastPlainSize, m.key == k {
                _intrinsicSizeCache = m.size
                return m.size
            }
            memoKey = k
        }
        let size = _layout(width: width, lines: numberOfLines)?.size ?? .zero
        _intrinsicSizeCache = size
        if let k = memoKey { UILabel._lastPlainSize = (k, size) }
        return size
    }
    /// What a plain-text label's size depends on (the font held, so its identity stays unique).
    struct _PlainSizeKey: Equatable {
        let text: String, font: UIFont, lines: Int, mode: NSLineBreakMode, width: CGFloat?
        let alignment: NSTextAlignment, rtl: Bool
        static func == (a: Self, b: Self) -> Bool {
            a.font === b.font && a.lines == b.lines && a.mode == b.mode && a.width == b.width
                && a.alignment == b.alignment && a.rtl == b.rtl && a.text == b.text
        }
    }
    @exclusivity(unchecked) static var _lastPlainSize: (key: _PlainSizeKey, size: CGSize)?
    /// Layout asks for the intrinsic size often (a button per layout pass, say); every change
    /// that affects it calls `invalidateIntrinsicContentSize()`, which forgets it.
    @exclusivity(unchecked) private var _intrinsicSizeCache: CGSize?
    /// The width Auto Layout last gave a label that wraps at its layout width (iOS's automatic
    /// `preferredMaxLayoutWidth`): its intrinsic height is measured at that width.
    @exclusivity(unchecked) var _engineWrapWidth: CGFloat? { didSet { _intrinsicSizeCache = nil } }
    /// Multi-line with no preferred width: wraps at the width layout gives it.
    var _wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
    /// First and last baselines, from the vertical centre (the text is centred in the bounds).
    var _labelBaselineOffsets: (first: CGFloat, last: CGFloat) {
        let width: CGFloat? = numberOfLines != 1 ? (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : _engineWrapWidth) : nil
        guard let l = _layout(width: width, lines: numberOfLines) else { return (0, 0) }
        let half = l.size.height / 2
        return (l.firstBaseline - half, l.lastBaseline - half)
    }

    open override func invalidateIntrinsicContentSize() {
        _intrinsicSizeCache = nil
        super.invalidateIntrinsicContentSize()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines != 1 && size.width.isFinite && size.width > 0 ? size.width : nil
        guard let l = _layout(width: width, lines: numberOfLines) else { return .zero }
        return l.size
    }

    /// The rectangle the text occupies within `bounds` (origin at `bounds.origin`), limited to
    /// `numberOfLines` lines (0 = unlimited) and to the bounds height.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let l = _layout(width: bounds.width > 0 ? bounds.width : nil, lines: max(0, numberOfLines), forDrawing: true) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let maxHeight = bounds.height > 0 ? bounds.height : .greatestFiniteMagnitude
        var h = l.size.height
        if h > maxHeight, h - maxHeight >= _onePixel, l.lineCount > 1 {
            // Drop whole lines that don't fit.
            let lineH = h / CGFloat(l.lineCount)
            h = max(lineH, (maxHeight / lineH).rounded(.down) * lineH)
        }
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(l.size.width, bounds.width > 0 ? bounds.width : l.size.width), height: h)
    }

    /// One pixel of the backing store, in points. Text taller than the label by less than this
    /// keeps all its lines: at a fractional scale (1.5) frames are rounded to whole pixels, so a
    /// label sized to its 159-point text is 158.67 points tall.
    private var _onePixel: CGFloat { 1 / max(1, contentScaleFactor) }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text vertically centred in `rect`.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var scale: CGFloat = 1
        if adjustsFontSizeToFitWidth, numberOfLines == 1, rect.width > 0,
           let natural = _layout(width: nil, lines: 1), natural.size.width > rect.width {
            scale = max(minimumScaleFactor > 0 ? minimumScaleFactor : 0.01, rect.width / natural.size.width)
        }
        var lines = numberOfLines
        var layout = _layout(width: rect.width, lines: lines, fontScale: scale, forDrawing: true)
        guard var l = layout else { return }
        if rect.height > 0, l.size.height > rect.height, l.size.height - rect.height >= _onePixel, l.lineCount > 1 {
            // Show only the lines that fit (truncating the last one).
            let lineH = l.size.height / CGFloat(l.lineCount)
            lines = max(1, Int((rect.height / lineH).rounded(.down)))
            layout = _layout(width: rect.width, lines: lines, fontScale: scale, forDrawing: true)
            if let nl = layout { l = nl }
        }
        let y = rect.minY + ((rect.height - l.size.height) / 2).rounded(.down)
        ctx.saveGState()
        if lineBreakMode == .byClipping { ctx.clip(to: rect) }
        if let sc = shadowColor {
            ctx.setShadow(offset: shadowOffset, blur: 0, color: sc.cgColor)
        }
        l.draw(in: ctx, rect: CGRect(x: rect.minX, y: y, width: rect.width, height: l.size.height))
        ctx.restoreGState()
    }

    override func _boundsDidChangeSize() { setNeedsDisplay() }
}

/// Vertical adjustment of text that shrinks to fit (Apple's raw values).
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}

extension UILabel: UIContentSizeCategoryAdjusting, _UIContentSizeFollowing {
    func _contentSizeCategoryDidChange(_ category: UIContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let f = font, let d = f._dynamicType else { return }
        font = d.font(f, for: category)
    }
}
