//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A trait a collection can hold, named by a type (`UITraitUserInterfaceStyle.self`), for
/// `registerForTraitChanges(_:handler:)` (iOS 17).
///
/// On Linux: the system traits below only; an app's own trait definitions are not supported.
public protocol UITraitDefinition {
    /// A unique name for the trait (the type's name for the system traits).
    static var identifier: String { get }
    /// The trait's name for debugging.
    static var name: String { get }
    /// Whether dynamic colours may resolve differently when the trait changes.
    static var affectsColorAppearance: Bool { get }
}

/// A trait definition's type, as `registerForTraitChanges` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The `userInterfaceStyle` trait. Light or dark appearance.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitUserInterfaceStyle" }
    /// The trait's name.
    public static var name: String { "UserInterfaceStyle" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { true }
}

/// The `displayScale` trait. The display's pixels per point.
public enum UITraitDisplayScale: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitDisplayScale" }
    /// The trait's name.
    public static var name: String { "DisplayScale" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { false }
}

/// The `layoutDirection` trait. Left-to-right or right-to-left layout.
public enum UITraitLayoutDirection: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitLayoutDirection" }
    /// The trait's name.
    public static var name: String { "LayoutDirection" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { false }
}

/// The `horizontalSizeClass` trait. The width class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitHorizontalSizeClass" }
    /// The trait's name.
    public static var name: String { "HorizontalSizeClass" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { false }
}

/// The `verticalSizeClass` trait. The height class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitVerticalSizeClass" }
    /// The trait's name.
    public static var name: String { "VerticalSizeClass" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { false }
}

/// The `userInterfaceIdiom` trait. The interface idiom.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitUserInterfaceIdiom" }
    /// The trait's name.
    public static var name: String { "UserInterfaceIdiom" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { false }
}

/// The `preferredContentSizeCategory` trait. The preferred text size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitPreferredContentSizeCategory" }
    /// The trait's name.
    public static var name: String { "PreferredContentSizeCategory" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { false }
}

/// The `accessibilityContrast` trait. Normal or increased contrast.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitAccessibilityContrast" }
    /// The trait's name.
    public static var name: String { "AccessibilityContrast" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { true }
}

/// The `legibilityWeight` trait. Regular or bold text.
public enum UITraitLegibilityWeight: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitLegibilityWeight" }
    /// The trait's name.
    public static var name: String { "LegibilityWeight" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { false }
}

/// The `userInterfaceLevel` trait. Base or elevated level.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitUserInterfaceLevel" }
    /// The trait's name.
    public static var name: String { "UserInterfaceLevel" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { true }
}

/// The `activeAppearance` trait. Active or inactive appearance.
public enum UITraitActiveAppearance: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitActiveAppearance" }
    /// The trait's name.
    public static var name: String { "ActiveAppearance" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { true }
}

/// The `displayGamut` trait. The display's colour gamut.
public enum UITraitDisplayGamut: UITraitDefinition {
    /// The trait's identifier.
    public static var identifier: String { "UITraitDisplayGamut" }
    /// The trait's name.
    public static var name: String { "DisplayGamut" }
    /// Whether dynamic colours depend on it.
    public static var affectsColorAppearance: Bool { true }
}
