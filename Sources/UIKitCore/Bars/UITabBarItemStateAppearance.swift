//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How tab bar items look in one state (normal, selected, disabled, focused): title attributes,
/// icon colour and badge. Nil or empty values leave the bar's own colours in effect.
@preconcurrency @MainActor open class UITabBarItemStateAppearance: NSObject {
    /// `.foregroundColor` colours the title (and, without `iconColor`, the icon); `.font`
    /// replaces the 10-pt title font.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from its laid-out place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The colour of template icons in this state.
    open var iconColor: UIColor?
    /// The badge's fill (nil: the system red; an item's `badgeColor` wins).
    open var badgeBackgroundColor: UIColor?
    /// `.foregroundColor` colours the badge's text.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Stored; the badge stays at its usual place here.
    open var badgePositionAdjustment: UIOffset = .zero
    /// Stored; the badge's title stays centred here.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    /// Takes every value of `other`.
    func _assign(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
