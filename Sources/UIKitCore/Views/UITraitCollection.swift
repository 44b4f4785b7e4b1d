//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A minimal trait collection: appearance style, display scale and layout direction.
///
/// Only these three traits exist here; the size classes and the rest of iOS's traits are not
/// modelled yet.
public final class UITraitCollection: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Light or dark appearance (`.unspecified` when not set).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The display's pixels per point (0 when not set).
    public let displayScale: CGFloat
    /// Left-to-right or right-to-left layout (`.unspecified` when not set).
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A collection with no trait specified.
    public init() { userInterfaceStyle = .unspecified; displayScale = 0; layoutDirection = .unspecified }
    init(style: UIUserInterfaceStyle, scale: CGFloat, direction: UITraitEnvironmentLayoutDirection) {
        userInterfaceStyle = style; displayScale = scale; layoutDirection = direction
    }
    /// A collection that specifies only the appearance style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle, scale: 0, direction: .unspecified) }
    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(style: .unspecified, scale: displayScale, direction: .unspecified) }
    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(style: .unspecified, scale: 0, direction: layoutDirection) }
    /// Combines collections: later specified values win.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        var s = UIUserInterfaceStyle.unspecified, sc: CGFloat = 0, d = UITraitEnvironmentLayoutDirection.unspecified
        for t in traits {
            if t.userInterfaceStyle != .unspecified { s = t.userInterfaceStyle }
            if t.displayScale != 0 { sc = t.displayScale }
            if t.layoutDirection != .unspecified { d = t.layoutDirection }
        }
        self.init(style: s, scale: sc, direction: d)
    }

    /// True when every specified trait of `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        if t.userInterfaceStyle != .unspecified && t.userInterfaceStyle != userInterfaceStyle { return false }
        if t.displayScale != 0 && t.displayScale != displayScale { return false }
        if t.layoutDirection != .unspecified && t.layoutDirection != layoutDirection { return false }
        return true
    }

    /// True when both collections have the same interface style, display scale and layout direction.
    public static func == (l: UITraitCollection, r: UITraitCollection) -> Bool {
        l.userInterfaceStyle == r.userInterfaceStyle && l.displayScale == r.displayScale && l.layoutDirection == r.layoutDirection
    }
    /// Hashes the same components that `==` compares.
    public func hash(into h: inout Hasher) { h.combine(userInterfaceStyle); h.combine(displayScale); h.combine(layoutDirection) }
    /// A textual description of the UITraitCollection, for debugging and logging.
    public var description: String { "UITraitCollection(style: \(userInterfaceStyle), scale: \(displayScale), direction: \(layoutDirection))" }
}
