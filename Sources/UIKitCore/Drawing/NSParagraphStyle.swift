//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// NSParagraphStyle, the paragraph attributes of attributed text, with its alignment and line-break enums.

/// Text alignment (Apple's iOS raw values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// How lines break and truncate (Apple's raw values).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// Paragraph attributes of attributed text. The text engine uses `alignment` and
/// `lineBreakMode`; the other values are stored.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var _alignment: NSTextAlignment = .natural
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _lineSpacing: CGFloat = 0
    var _paragraphSpacing: CGFloat = 0
    var _firstLineHeadIndent: CGFloat = 0
    var _headIndent: CGFloat = 0
    var _tailIndent: CGFloat = 0
    var _minimumLineHeight: CGFloat = 0
    var _maximumLineHeight: CGFloat = 0
    var _lineHeightMultiple: CGFloat = 0

    /// A paragraph style with the default values: natural alignment, word wrapping, no spacing or indents.
    public override init() { super.init() }

    /// The default paragraph style (a fresh instance here).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The horizontal alignment of the paragraph's lines (default `.natural`).
    open var alignment: NSTextAlignment { _alignment }
    /// How lines that do not fit are wrapped or truncated (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    /// Extra space between lines, in points (default 0). On Linux: stored only.
    open var lineSpacing: CGFloat { _lineSpacing }
    /// Extra space after the paragraph, in points (default 0). On Linux: stored only.
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    /// The indent of the paragraph's first line from the leading margin, in points. On Linux: stored only.
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    /// The indent of lines other than the first from the leading margin, in points. On Linux: stored only.
    open var headIndent: CGFloat { _headIndent }
    /// The trailing indent: from the leading margin when positive, from the trailing one when zero or
    /// negative (default 0). On Linux: stored only.
    open var tailIndent: CGFloat { _tailIndent }
    /// The smallest height of a line, in points (0: no minimum). On Linux: stored only.
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    /// The greatest height of a line, in points (0: no limit). On Linux: stored only.
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    /// A factor applied to the natural line height (0: none). On Linux: stored only.
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }

    func _copyValues(to p: NSParagraphStyle) {
        p._alignment = _alignment; p._lineBreakMode = _lineBreakMode; p._lineSpacing = _lineSpacing
        p._paragraphSpacing = _paragraphSpacing; p._firstLineHeadIndent = _firstLineHeadIndent
        p._headIndent = _headIndent; p._tailIndent = _tailIndent; p._minimumLineHeight = _minimumLineHeight
        p._maximumLineHeight = _maximumLineHeight; p._lineHeightMultiple = _lineHeightMultiple
    }

    /// An immutable copy of the style.
    open func copy(with zone: NSZone? = nil) -> Any {
        let p = NSParagraphStyle(); _copyValues(to: p); return p
    }
    /// An `NSMutableParagraphStyle` with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let p = NSMutableParagraphStyle(); _copyValues(to: p); return p
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return o._alignment == _alignment && o._lineBreakMode == _lineBreakMode && o._lineSpacing == _lineSpacing
            && o._paragraphSpacing == _paragraphSpacing && o._headIndent == _headIndent
    }
    open override var hash: Int { _alignment.rawValue &* 31 &+ _lineBreakMode.rawValue }
}
