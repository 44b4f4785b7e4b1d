//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An immutable set of traits: appearance, scale, direction, size classes, idiom, text size,
/// contrast, legibility, level, active appearance and gamut, each possibly unspecified.
///
/// Views, view controllers, windows and the screen have one (`traitCollection`); traits flow
/// screen → window → view controllers → views, and `overrideUserInterfaceStyle` changes the
/// style for a subtree. `UITraitCollection.current` is the collection dynamic colours resolve
/// with (the view's own while UIKit draws, lays out or reports a trait change).
public final class UITraitCollection: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    let _v: _UITraitValues

    /// Light or dark appearance (`.unspecified` when not set).
    public var userInterfaceStyle: UIUserInterfaceStyle { _v.userInterfaceStyle }
    /// The display's pixels per point (0 when not set).
    public var displayScale: CGFloat { _v.displayScale }
    /// Left-to-right or right-to-left layout (`.unspecified` when not set).
    public var layoutDirection: UITraitEnvironmentLayoutDirection { _v.layoutDirection }
    /// The width class: compact (narrow, as an iPhone in portrait) or regular. On Linux: from the
    /// window's width (regular from 600 points).
    public var horizontalSizeClass: UIUserInterfaceSizeClass { _v.horizontalSizeClass }
    /// The height class: compact (as an iPhone in landscape) or regular. On Linux: from the
    /// window's height (regular from 500 points).
    public var verticalSizeClass: UIUserInterfaceSizeClass { _v.verticalSizeClass }
    /// The kind of interface (phone, pad, ...). On Linux: `.pad` in a window.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { _v.userInterfaceIdiom }
    /// The user's preferred text size (`.unspecified` when not set).
    public var preferredContentSizeCategory: UIContentSizeCategory { _v.preferredContentSizeCategory }
    /// Normal or increased contrast (`.unspecified` when not set).
    public var accessibilityContrast: UIAccessibilityContrast { _v.accessibilityContrast }
    /// Regular or bold text (`.unspecified` when not set).
    public var legibilityWeight: UILegibilityWeight { _v.legibilityWeight }
    /// Base or elevated content level (`.unspecified` when not set).
    public var userInterfaceLevel: UIUserInterfaceLevel { _v.userInterfaceLevel }
    /// Whether the interface appears active (`.unspecified` when not set).
    public var activeAppearance: UIUserInterfaceActiveAppearance { _v.activeAppearance }
    /// The display's colour gamut (`.unspecified` when not set).
    public var displayGamut: UIDisplayGamut { _v.displayGamut }

    init(_ values: _UITraitValues) { _v = values }
    /// A collection with no trait specified.
    public init() { _v = _UITraitValues() }
    init(style: UIUserInterfaceStyle, scale: CGFloat, direction: UITraitEnvironmentLayoutDirection) {
        var v = _UITraitValues()
        v.userInterfaceStyle = style; v.displayScale = scale; v.layoutDirection = direction
        _v = v
    }
    private static func with(_ set: (inout _UITraitValues) -> Void) -> _UITraitValues {
        var v = _UITraitValues(); set(&v); return v
    }
    /// A collection that specifies only the appearance style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(Self.with { $0.userInterfaceStyle = userInterfaceStyle }) }
    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(Self.with { $0.displayScale = displayScale.isFinite ? displayScale : 0 }) }
    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(Self.with { $0.layoutDirection = layoutDirection }) }
    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(Self.with { $0.horizontalSizeClass = horizontalSizeClass }) }
    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(Self.with { $0.verticalSizeClass = verticalSizeClass }) }
    /// A collection that specifies only the interface idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(Self.with { $0.userInterfaceIdiom = userInterfaceIdiom }) }
    /// A collection that specifies only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(Self.with { $0.preferredContentSizeCategory = preferredContentSizeCategory }) }
    /// A collection that specifies only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(Self.with { $0.accessibilityContrast = accessibilityContrast }) }
    /// A collection that specifies only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(Self.with { $0.legibilityWeight = legibilityWeight }) }
    /// A collection that specifies only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(Self.with { $0.userInterfaceLevel = userInterfaceLevel }) }
    /// A collection that specifies only the active appearance.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) { self.init(Self.with { $0.activeAppearance = activeAppearance }) }
    /// A collection that specifies only the display gamut.
    public convenience init(displayGamut: UIDisplayGamut) { self.init(Self.with { $0.displayGamut = displayGamut }) }
    /// Combines collections: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        var v = _UITraitValues()
        for t in traits { v.merge(t._v) }
        self.init(v)
    }
    /// A collection with the traits `mutations` sets (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var m: any UIMutableTraits = _UIMutableTraitValues(_UITraitValues())
        mutations(&m)
        self.init((m as? _UIMutableTraitValues)?.values ?? _UITraitValues())
    }
    /// A copy of this collection with the changes `mutations` makes (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var m: any UIMutableTraits = _UIMutableTraitValues(_v)
        mutations(&m)
        return UITraitCollection((m as? _UIMutableTraitValues)?.values ?? _v)
    }
    /// True when every specified trait of `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return _v.contains(t._v)
    }

    /// True when a dynamic colour may resolve differently in the two collections: they differ in
    /// style, contrast, interface level, active appearance or gamut.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let o = traitCollection?._v else { return true }
        return _v.differsInColorAppearance(from: o)
    }

    /// True when both collections have the same value for every trait.
    public static func == (l: UITraitCollection, r: UITraitCollection) -> Bool { l._v == r._v }
    /// Hashes the same components that `==` compares.
    public func hash(into h: inout Hasher) { h.combine(_v) }
    /// A textual description of the UITraitCollection, for debugging and logging.
    public var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), scale: \(displayScale), direction: \(layoutDirection), "
            + "size classes: \(horizontalSizeClass)×\(verticalSizeClass), idiom: \(userInterfaceIdiom), "
            + "text: \(preferredContentSizeCategory.rawValue), level: \(userInterfaceLevel))"
    }

    // MARK: The current collection

    // The collection `performAsCurrent` or UIKit (drawing, layout, trait callbacks) made current
    // on this thread; nil: the default.
    static var _explicitCurrent: UITraitCollection? {
        get { Thread.current.threadDictionary[_currentKey] as? UITraitCollection }
        set { Thread.current.threadDictionary[_currentKey] = newValue }
    }
    private static let _currentKey = "UITraitCollection.current"
    /// What other threads see by default: nothing specified (system colours resolve light).
    private static let _offMainTraits = UITraitCollection()
    /// The screen's traits, kept here so colours resolve off the main actor too (set by UIScreen).
    nonisolated(unsafe) package static var _screenTraits = UITraitCollection(style: .light, scale: 2, direction: .leftToRight)

    /// The collection dynamic colours resolve with (`UIColor.cgColor`, `set()`), per thread: the
    /// view's while UIKit draws it, lays it out or tells it its traits changed, otherwise the main
    /// screen's on the main thread and an empty collection (light) on others. Setting it lasts
    /// until the next UIKit callback replaces it.
    public static var current: UITraitCollection {
        get { _explicitCurrent ?? (_UIMainQueue.isCurrent ? _screenTraits : _offMainTraits) }
        set { _explicitCurrent = newValue }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection._explicitCurrent
        UITraitCollection._explicitCurrent = self
        defer { UITraitCollection._explicitCurrent = saved }
        try actions()
    }
}

/// Compact or regular: the size class of a width or height (Apple's raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// A narrow (or short) space, as an iPhone's width in portrait.
    case compact = 1
    /// A roomy space, as an iPad's width.
    case regular = 2
}

/// Normal or increased contrast (Apple's raw values).
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The standard contrast.
    case normal = 0
    /// Increased contrast (the Increase Contrast setting).
    case high = 1
}

/// Regular or bold text (Apple's raw values).
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Text at its regular weight.
    case regular = 0
    /// Bold text (the Bold Text setting).
    case bold = 1
}

/// The level of content: base (the window's) or elevated (a presented sheet or popover's).
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above it (sheets, popovers): some dark colours are lighter there.
    case elevated = 1
}

/// Whether the interface appears active (its window or scene is in front) (Apple's raw values).
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// In the background.
    case inactive = 0
    /// In front.
    case active = 1
}

/// The colour gamut of a display (Apple's raw values).
public enum UIDisplayGamut: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// sRGB.
    case SRGB = 0
    /// Display P3.
    case P3 = 1
}
