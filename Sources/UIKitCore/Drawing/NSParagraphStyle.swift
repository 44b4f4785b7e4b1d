//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

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

    public override init() { super.init() }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { _alignment }
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    open var lineSpacing: CGFloat { _lineSpacing }
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    open var headIndent: CGFloat { _headIndent }
    open var tailIndent: CGFloat { _tailIndent }
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }

    func _copyValues(to p: NSParagraphStyle) {
        p._alignment = _alignment; p._lineBreakMode = _lineBreakMode; p._lineSpacing = _lineSpacing
        p._paragraphSpacing = _paragraphSpacing; p._firstLineHeadIndent = _firstLineHeadIndent
        p._headIndent = _headIndent; p._tailIndent = _tailIndent; p._minimumLineHeight = _minimumLineHeight
        p._maximumLineHeight = _maximumLineHeight; p._lineHeightMultiple = _lineHeightMultiple
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let p = NSParagraphStyle(); _copyValues(to: p); return p
    }
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
