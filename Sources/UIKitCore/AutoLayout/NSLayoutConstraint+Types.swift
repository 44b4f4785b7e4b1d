//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// NSLayoutConstraint's nested types, with Apple's raw values (reference §8.1, §8.11).

extension NSLayoutConstraint {
    /// A part of an item's alignment rectangle that a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right = 2, top = 3, bottom = 4, leading = 5, trailing = 6
        case width = 7, height = 8, centerX = 9, centerY = 10
        case lastBaseline = 11, firstBaseline = 12
        case leftMargin = 13, rightMargin = 14, topMargin = 15, bottomMargin = 16
        case leadingMargin = 17, trailingMargin = 18
        case centerXWithinMargins = 19, centerYWithinMargins = 20
        case notAnAttribute = 0
        /// The last baseline (UIKit's old name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The axis a priority or an ambiguity applies to (`UIView.contentHuggingPriority(for:)`).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options of `constraints(withVisualFormat:options:metrics:views:)`: the attribute all the
    /// views of the format are aligned by (`1 << attribute`) and the direction of the format.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: UInt
        /// A set with the given option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The old name of `alignAllLastBaseline`.
        public static var alignAllBaseline: FormatOptions { .alignAllLastBaseline }
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Lay the items out from leading to trailing edge (the default: no bits set).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Measure spacing between the items' edges (the default: no bits set).
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}

extension NSLayoutConstraint.Attribute {
    /// Left, right, leading, trailing, centre X and their margin forms.
    var _isHorizontalLocation: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: return true
        default: return false
        }
    }
    /// Top, bottom, centre Y, the baselines and their margin forms.
    var _isVerticalLocation: Bool {
        switch self {
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins: return true
        default: return false
        }
    }
    var _isSize: Bool { self == .width || self == .height }
    var _isLocation: Bool { _isHorizontalLocation || _isVerticalLocation }
    /// Leading, trailing and their margin forms: they follow the layout direction.
    var _isDirectional: Bool { self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin }
    /// Left, right and their margin forms: they never flip.
    var _isAbsoluteHorizontal: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }
    var _isMargin: Bool { rawValue >= 13 && rawValue <= 20 }
    /// The attribute's name in constraint descriptions, as iOS prints it.
    var _name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var _symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
