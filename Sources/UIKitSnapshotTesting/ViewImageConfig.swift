//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// ViewImageConfig: the device presets of swift-snapshot-testing (screen size in points, safe-area
// insets, traits) for `.image(on:)`, with the same names, sizes and insets as the library's.

import UIKit

/// A device to render a view controller on: its screen size in points, the safe-area insets its
/// window gives and the traits it has (size classes, idiom, text size). The presets are
/// swift-snapshot-testing's, with its names, sizes and insets.
///
///     assertSnapshot(of: vc, as: .image(on: .iPhone13))
///     assertSnapshot(of: vc, as: .image(on: .iPadPro11(.portrait)))
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// A tablet's orientation and the share of the screen a split-view app has.
    public enum TabletOrientation: Sendable {
        /// Split-view widths in portrait.
        public enum PortraitSplits: Sendable {
            /// A third of the screen (compact width).
            case oneThird
            /// Two thirds of the screen (compact width).
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Split-view widths in landscape.
        public enum LandscapeSplits: Sendable {
            /// A third of the screen (compact width).
            case oneThird
            /// Half the screen (compact width, except on the 12.9-inch iPad Pro).
            case oneHalf
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Landscape, with the app given `splitView` of the width.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, with the app given `splitView` of the width.
        case portrait(splitView: PortraitSplits)
    }

    /// The insets the snapshot's window reports as `safeAreaInsets`.
    public var safeArea: UIEdgeInsets
    /// The window's size in points (nil: the view controller's view's own size).
    public var size: CGSize?
    /// Traits every view in the window gets (merged under the strategy's `traits:`).
    public var traits: UITraitCollection

    /// A configuration of `size` points with `safeArea` insets and `traits`.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone preset: `portrait` size (width × height) and insets, landscape swapping the size;
    /// `landscapeInsets` nil means none in landscape (home-button phones).
    static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat,
                      landscapeSide: CGFloat?, landscapeBottom: CGFloat, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                                   size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            let insets = landscapeSide.map { UIEdgeInsets(top: 0, left: $0, bottom: landscapeBottom, right: $0) } ?? .zero
            return ViewImageConfig(safeArea: insets, size: CGSize(width: height, height: width), traits: traits)
        }
    }

    /// A tablet preset: the app's width for each split, the screen's long and short sides, the
    /// insets, and the traits of a full-width and a compact split.
    static func tablet(_ orientation: TabletOrientation, long: CGFloat, short: CGFloat,
                       portraitWidths: (oneThird: CGFloat, twoThirds: CGFloat),
                       landscapeWidths: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat),
                       halfIsCompact: Bool = true, safeArea: UIEdgeInsets,
                       regular: UITraitCollection, compact: UITraitCollection) -> ViewImageConfig {
        let size: CGSize
        let traits: UITraitCollection
        switch orientation {
        case .landscape(let split):
            switch split {
            case .oneThird: (size, traits) = (CGSize(width: landscapeWidths.oneThird, height: short), compact)
            case .oneHalf: (size, traits) = (CGSize(width: landscapeWidths.oneHalf, height: short), halfIsCompact ? compact : regular)
            case .twoThirds: (size, traits) = (CGSize(width: landscapeWidths.twoThirds, height: short), regular)
            case .full: (size, traits) = (CGSize(width: long, height: short), regular)
            }
        case .portrait(let split):
            switch split {
            case .oneThird: (size, traits) = (CGSize(width: portraitWidths.oneThird, height: long), compact)
            case .twoThirds: (size, traits) = (CGSize(width: portraitWidths.twoThirds, height: long), compact)
            case .full: (size, traits) = (CGSize(width: short, height: long), regular)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
    }

    static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
    static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
}

// MARK: - Phones

extension ViewImageConfig {
    /// iPhone SE (1st generation), portrait: 320 × 568, status bar 20.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (1st generation): 320 × 568 portrait (status bar 20), 568 × 320 landscape.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, top: 20, bottom: 0, landscapeSide: nil, landscapeBottom: 0, traits: .iPhoneSe(orientation))
    }
    /// iPhone 8, portrait: 375 × 667, status bar 20.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8: 375 × 667 portrait (status bar 20), 667 × 375 landscape.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, top: 20, bottom: 0, landscapeSide: nil, landscapeBottom: 0, traits: .iPhone8(orientation))
    }
    /// iPhone 8 Plus, portrait: 414 × 736, status bar 20.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus: 414 × 736 portrait (status bar 20), 736 × 414 landscape.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, top: 20, bottom: 0, landscapeSide: nil, landscapeBottom: 0, traits: .iPhone8Plus(orientation))
    }
    /// iPhone X, portrait: 375 × 812, insets 44 top and 34 bottom.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X: 375 × 812 portrait (44 top, 34 bottom), 812 × 375 landscape (44 each side, 24 bottom).
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 24, traits: .iPhoneX(orientation))
    }
    /// iPhone XS Max, portrait: 414 × 896, insets 44 top and 34 bottom.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max: 414 × 896 portrait (44 top, 34 bottom), 896 × 414 landscape (44 each side, 24 bottom).
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 24, traits: .iPhoneXsMax(orientation))
    }
    /// iPhone XR, portrait: 414 × 896, insets 44 top and 34 bottom.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR: 414 × 896 portrait (44 top, 34 bottom), 896 × 414 landscape (44 each side, 24 bottom).
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 24, traits: .iPhoneXr(orientation))
    }
    /// iPhone 12, portrait: 390 × 844, insets 47 top and 34 bottom.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12: 390 × 844 portrait (47 top, 34 bottom), 844 × 390 landscape (47 each side, 21 bottom).
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, traits: .iPhone12(orientation))
    }
    /// iPhone 12 Pro: the same as ``iPhone12``.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro: the same as ``iPhone12(_:)``.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }
    /// iPhone 12 Pro Max, portrait: 428 × 926, insets 47 top and 34 bottom.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max: 428 × 926 portrait (47 top, 34 bottom), 926 × 428 landscape (47 each side, 21 bottom).
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, traits: .iPhone12ProMax(orientation))
    }
    /// iPhone 13, portrait: 390 × 844, insets 47 top and 34 bottom.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13: 390 × 844 portrait (47 top, 34 bottom), 844 × 390 landscape (47 each side, 21 bottom).
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, traits: .iPhone13(orientation))
    }
    /// iPhone 13 mini, portrait: 375 × 812, insets 50 top and 34 bottom.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini: 375 × 812 portrait (50 top, 34 bottom), 812 × 375 landscape (50 each side, 21 bottom).
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, traits: .iPhone13(orientation))
    }
    /// iPhone 13 Pro: the same as ``iPhone13``.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro: the same as ``iPhone13(_:)``.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }
    /// iPhone 13 Pro Max, portrait: 428 × 926, insets 47 top and 34 bottom.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: 428 × 926 portrait (47 top, 34 bottom), 926 × 428 landscape (47 each side, 21 bottom).
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, traits: .iPhone13ProMax(orientation))
    }
}

// MARK: - Tablets

extension ViewImageConfig {
    /// iPad mini, landscape, full screen: 1024 × 768, status bar 20.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini, full screen: 1024 × 768 landscape, 768 × 1024 portrait.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(full(orientation)) }
    /// iPad mini in a split view (landscape 320, 507, 694 wide; portrait 320, 438).
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1024, short: 768, portraitWidths: (320, 438), landscapeWidths: (320, 507, 694),
               safeArea: statusBar, regular: .iPadMini, compact: .iPadMini_Compact_SplitView)
    }
    /// iPad 9.7-inch: the same as ``iPadMini``.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch: the same as ``iPadMini(_:)-(Orientation)``.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch in a split view: the same as the iPad mini's.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 10.2-inch, landscape, full screen: 1080 × 810, status bar 20.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2-inch, full screen: 1080 × 810 landscape, 810 × 1080 portrait.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(full(orientation)) }
    /// iPad 10.2-inch in a split view (landscape 320, 535, 750 wide; portrait 320, 480).
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1080, short: 810, portraitWidths: (320, 480), landscapeWidths: (320, 535, 750),
               safeArea: statusBar, regular: .iPad10_2, compact: .iPad10_2_Compact_SplitView)
    }
    /// iPad Pro 10.5-inch, landscape, full screen: 1112 × 834, status bar 20.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch, full screen: 1112 × 834 landscape, 834 × 1112 portrait.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(full(orientation)) }
    /// iPad Pro 10.5-inch in a split view (landscape 320, 551, 782 wide; portrait 320, 504).
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1112, short: 834, portraitWidths: (320, 504), landscapeWidths: (320, 551, 782),
               safeArea: statusBar, regular: .iPadPro10_5, compact: .iPadPro10_5_Compact_SplitView)
    }
    /// iPad Pro 11-inch, landscape, full screen: 1194 × 834, insets 24 top and 20 bottom.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11-inch, full screen: 1194 × 834 landscape, 834 × 1194 portrait.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(full(orientation)) }
    /// iPad Pro 11-inch in a split view (landscape 375, 592, 809 wide; portrait 320, 504).
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1194, short: 834, portraitWidths: (320, 504), landscapeWidths: (375, 592, 809),
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
               regular: .iPadPro11, compact: .iPadPro11_Compact_SplitView)
    }
    /// iPad Pro 12.9-inch, landscape, full screen: 1366 × 1024, status bar 20.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch, full screen: 1366 × 1024 landscape, 1024 × 1366 portrait.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(full(orientation)) }
    /// iPad Pro 12.9-inch in a split view (landscape 375, 678, 981 wide, half regular; portrait 375, 639).
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1366, short: 1024, portraitWidths: (375, 639), landscapeWidths: (375, 678, 981),
               halfIsCompact: false, safeArea: statusBar, regular: .iPadPro12_9, compact: .iPadPro12_9_Compact_SplitView)
    }
}
