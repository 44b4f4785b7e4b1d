//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The values of a trait collection, one field per trait; unspecified is each trait's "not set".
struct _UITraitValues: Hashable, Sendable {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var displayScale: CGFloat = 0
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    var activeAppearance: UIUserInterfaceActiveAppearance = .unspecified
    var displayGamut: UIDisplayGamut = .unspecified

    /// Takes every trait `o` specifies.
    mutating func merge(_ o: _UITraitValues) {
        if o.userInterfaceStyle != .unspecified { userInterfaceStyle = o.userInterfaceStyle }
        if o.displayScale != 0 { displayScale = o.displayScale }
        if o.layoutDirection != .unspecified { layoutDirection = o.layoutDirection }
        if o.horizontalSizeClass != .unspecified { horizontalSizeClass = o.horizontalSizeClass }
        if o.verticalSizeClass != .unspecified { verticalSizeClass = o.verticalSizeClass }
        if o.userInterfaceIdiom != .unspecified { userInterfaceIdiom = o.userInterfaceIdiom }
        if o.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = o.preferredContentSizeCategory }
        if o.accessibilityContrast != .unspecified { accessibilityContrast = o.accessibilityContrast }
        if o.legibilityWeight != .unspecified { legibilityWeight = o.legibilityWeight }
        if o.userInterfaceLevel != .unspecified { userInterfaceLevel = o.userInterfaceLevel }
        if o.activeAppearance != .unspecified { activeAppearance = o.activeAppearance }
        if o.displayGamut != .unspecified { displayGamut = o.displayGamut }
    }

    /// True when every trait `o` specifies has the same value here.
    func contains(_ o: _UITraitValues) -> Bool {
        var m = self
        m.merge(o)
        return m == self
    }

    /// True when a dynamic colour may resolve differently.
    func differsInColorAppearance(from o: _UITraitValues) -> Bool {
        userInterfaceStyle != o.userInterfaceStyle || accessibilityContrast != o.accessibilityContrast
            || userInterfaceLevel != o.userInterfaceLevel || activeAppearance != o.activeAppearance
            || displayGamut != o.displayGamut
    }

    /// The names of the traits that differ (as `UITraitDefinition.identifier`s).
    func changedTraits(from o: _UITraitValues) -> Set<String> {
        var s = Set<String>()
        if userInterfaceStyle != o.userInterfaceStyle { s.insert(UITraitUserInterfaceStyle.identifier) }
        if displayScale != o.displayScale { s.insert(UITraitDisplayScale.identifier) }
        if layoutDirection != o.layoutDirection { s.insert(UITraitLayoutDirection.identifier) }
        if horizontalSizeClass != o.horizontalSizeClass { s.insert(UITraitHorizontalSizeClass.identifier) }
        if verticalSizeClass != o.verticalSizeClass { s.insert(UITraitVerticalSizeClass.identifier) }
        if userInterfaceIdiom != o.userInterfaceIdiom { s.insert(UITraitUserInterfaceIdiom.identifier) }
        if preferredContentSizeCategory != o.preferredContentSizeCategory { s.insert(UITraitPreferredContentSizeCategory.identifier) }
        if accessibilityContrast != o.accessibilityContrast { s.insert(UITraitAccessibilityContrast.identifier) }
        if legibilityWeight != o.legibilityWeight { s.insert(UITraitLegibilityWeight.identifier) }
        if userInterfaceLevel != o.userInterfaceLevel { s.insert(UITraitUserInterfaceLevel.identifier) }
        if activeAppearance != o.activeAppearance { s.insert(UITraitActiveAppearance.identifier) }
        if displayGamut != o.displayGamut { s.insert(UITraitDisplayGamut.identifier) }
        return s
    }
}
