//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The user's preferred text size (Dynamic Type), with Apple's raw values
/// (`"UICTContentSizeCategoryL"` is the default, `.large`). Ordered from smallest to largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// Apple's string for the category.
    public let rawValue: String
    /// The category with Apple's string `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A category with Apple's string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest without the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large: the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in order, smallest first (unspecified is not among them).
    static let _ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    /// The position in `_ordered` (-1 for unspecified or an unknown string).
    var _index: Int { UIContentSizeCategory._ordered.firstIndex(of: self) ?? -1 }

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { _index >= 7 }

    /// True when `lhs` is a smaller text size than `rhs` (unspecified is smallest).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs._index < rhs._index }

    /// Posted (object: the application) when the preferred text size changes.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `didChangeNotification` user-info key holding the new category's raw value.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
