//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A set of traits being built (`UITraitCollection(mutations:)`, `modifyingTraits(_:)`, iOS 17).
public protocol UIMutableTraits {
    /// Light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// Left-to-right or right-to-left.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The width class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The height class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The interface idiom.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Normal or increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Regular or bold text.
    var legibilityWeight: UILegibilityWeight { get set }
    /// Base or elevated level.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Active or inactive appearance.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// The display's colour gamut.
    var displayGamut: UIDisplayGamut { get set }
}

/// The values `UITraitCollection(mutations:)` hands to its closure.
struct _UIMutableTraitValues: UIMutableTraits {
    var values: _UITraitValues
    init(_ v: _UITraitValues) { values = v }
    var userInterfaceStyle: UIUserInterfaceStyle { get { values.userInterfaceStyle } set { values.userInterfaceStyle = newValue } }
    var displayScale: CGFloat { get { values.displayScale } set { values.displayScale = newValue.isFinite ? newValue : 0 } }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get { values.layoutDirection } set { values.layoutDirection = newValue } }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get { values.horizontalSizeClass } set { values.horizontalSizeClass = newValue } }
    var verticalSizeClass: UIUserInterfaceSizeClass { get { values.verticalSizeClass } set { values.verticalSizeClass = newValue } }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get { values.userInterfaceIdiom } set { values.userInterfaceIdiom = newValue } }
    var preferredContentSizeCategory: UIContentSizeCategory { get { values.preferredContentSizeCategory } set { values.preferredContentSizeCategory = newValue } }
    var accessibilityContrast: UIAccessibilityContrast { get { values.accessibilityContrast } set { values.accessibilityContrast = newValue } }
    var legibilityWeight: UILegibilityWeight { get { values.legibilityWeight } set { values.legibilityWeight = newValue } }
    var userInterfaceLevel: UIUserInterfaceLevel { get { values.userInterfaceLevel } set { values.userInterfaceLevel = newValue } }
    var activeAppearance: UIUserInterfaceActiveAppearance { get { values.activeAppearance } set { values.activeAppearance = newValue } }
    var displayGamut: UIDisplayGamut { get { values.displayGamut } set { values.displayGamut = newValue } }
}
