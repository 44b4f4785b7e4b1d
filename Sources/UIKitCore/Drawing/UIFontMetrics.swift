//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Scales fonts and values with the user's text size as a text style does (Dynamic Type): a
/// custom font at its Large size grows and shrinks in step with `body` (or the style given).
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    let _style: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        _style = textStyle
        super.init()
    }

    /// `font` (sized for the default text size, Large) scaled for the user's text size; with
    /// `adjustsFontForContentSizeCategory` a label keeps it scaled as the size changes.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil) }

    /// As `scaledFont(for:)`, never larger than `maximumPointSize` (0: no cap).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// As `scaledFont(for:)`, for the text size of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// As `scaledFont(for:maximumPointSize:)`, for the text size of `traitCollection`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let cap = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        let d = _UIFontDynamicType(style: _style, baseSize: font.pointSize, maximum: cap)
        return d.font(font, for: _UIFontDynamicType.category(traitCollection))
    }

    /// `value` (a length at the default text size) scaled for the user's text size.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the text size of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else { return value }
        return _UIFontDynamicType(style: _style, baseSize: value, maximum: nil).scaled(value, for: _UIFontDynamicType.category(traitCollection))
    }
}

/// Objects that can follow the user's text size by themselves (`UILabel`).
@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// When true, a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` is resized
    /// whenever the text size (`preferredContentSizeCategory`) changes. False by default.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
