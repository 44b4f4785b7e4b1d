//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The device traits of ViewImageConfig's presets (swift-snapshot-testing's names): size classes,
// idiom, layout direction and text size of each phone and tablet.

import UIKit

extension UITraitCollection {
    /// A phone's traits: left to right, text size Medium, phone idiom, compact width (regular in
    /// landscape when `wideInLandscape`), regular height in portrait and compact in landscape.
    static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: orientation == .landscape && wideInLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: orientation == .landscape ? .compact : .regular),
        ])
    }

    /// iPhone SE traits (compact width in both orientations).
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 8 traits (compact width in both orientations).
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 8 Plus traits (regular width in landscape).
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone X traits (compact width in both orientations).
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone XR traits (regular width in landscape).
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone XS Max traits (regular width in landscape).
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone 12 traits (compact width in both orientations).
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 12 Pro Max traits (regular width in landscape).
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }
    /// iPhone 13 traits (compact width in both orientations).
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: false) }
    /// iPhone 13 Pro Max traits (regular width in landscape).
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, wideInLandscape: true) }

    /// A tablet app's traits: regular width and height, pad idiom.
    private static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])
    /// A tablet app in a narrow split: compact width, regular height, pad idiom.
    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    /// iPad mini traits, full width or a wide split.
    public static let iPadMini = iPad
    /// iPad mini traits in a narrow split (compact width).
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    /// iPad 9.7-inch traits, full width or a wide split.
    public static let iPad9_7 = iPad
    /// iPad 9.7-inch traits in a narrow split (compact width).
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    /// iPad 10.2-inch traits, full width or a wide split.
    public static let iPad10_2 = iPad
    /// iPad 10.2-inch traits in a narrow split (compact width).
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 10.5-inch traits, full width or a wide split.
    public static let iPadPro10_5 = iPad
    /// iPad Pro 10.5-inch traits in a narrow split (compact width).
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 11-inch traits, full width or a wide split.
    public static let iPadPro11 = iPad
    /// iPad Pro 11-inch traits in a narrow split (compact width).
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 12.9-inch traits, full width or a wide split.
    public static let iPadPro12_9 = iPad
    /// iPad Pro 12.9-inch traits in a narrow split (compact width).
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
