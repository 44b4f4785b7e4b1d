//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Dynamic Type: iOS's point size of each text style at each content size category.

extension UIFont.TextStyle {
    /// iOS's sizes for the twelve categories, extra small to accessibility XXXL.
    var _sizes: [CGFloat] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        default: return UIFont.TextStyle.body._sizes
        }
    }

    /// The style's size at `category` (Large's for unspecified).
    func _pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let i = category._index
        return _sizes[i >= 0 ? i : 3]
    }
}

/// How a font follows the text size: its text style, its size at Large and a cap.
struct _UIFontDynamicType: Sendable {
    let style: UIFont.TextStyle
    let baseSize: CGFloat
    let maximum: CGFloat?

    /// The text size to use: the collection's, else the user's (the screen's).
    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if let c = traits?.preferredContentSizeCategory, c != .unspecified { return c }
        let s = UITraitCollection._screenTraits.preferredContentSizeCategory
        return s == .unspecified ? .large : s
    }

    /// `value` (a size at Large) scaled as `style` scales at `category`.
    func scaled(_ value: CGFloat, for category: UIContentSizeCategory) -> CGFloat {
        let factor = style._pointSize(for: category) / style._pointSize(for: .large)
        let v = value * factor
        return maximum.map { min(v, $0) } ?? v
    }

    /// `font` resized for `category`, still following the text size.
    func font(_ font: UIFont, for category: UIContentSizeCategory) -> UIFont {
        let f = font.withSize(scaled(baseSize, for: category))
        f._dynamicType = self
        return f
    }
}
