//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How a list looks in a collection view (iOS 14): its appearance (plain, grouped, inset
/// grouped, sidebar), separators, background colour, section headers and footers. Give it to
/// `UICollectionViewCompositionalLayout.list(using:)`.
public struct UICollectionLayoutListConfiguration {
    /// The list styles (Apple's raw values).
    public enum Appearance: Int, Sendable {
        /// Full-width rows on a white background, as a plain table.
        case plain = 0
        /// Full-width rows in sections on a grey background, as a grouped table.
        case grouped = 1
        /// Sections as rounded cards inset by the layout margins, as an inset grouped table.
        case insetGrouped = 2
        /// A sidebar on a grey background.
        case sidebar = 3
        /// A sidebar on a white background.
        case sidebarPlain = 4
    }

    /// Where a section's header comes from (Apple's raw values).
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The section's first item is its header.
        case firstItemInSection = 2
    }

    /// Where a section's footer comes from (Apple's raw values).
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// The list's style.
    public private(set) var appearance: Appearance
    /// Whether rows show separators (true).
    public var showsSeparators: Bool = true
    /// The separators' colour, visibility and insets.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// The list's background colour (nil: the appearance's: white for plain lists, grey for
    /// grouped ones and sidebars).
    public var backgroundColor: UIColor?
    /// Where section headers come from (`.none`).
    public var headerMode: HeaderMode = .none
    /// Where section footers come from (`.none`).
    public var footerMode: FooterMode = .none
    /// Extra space above each section header (nil: the appearance's).
    public var headerTopPadding: CGFloat?

    /// The closure a list asks for an item's swipe actions (nil: none on that edge).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe from the leading edge reveals, per item (nil: none).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from the trailing edge (or a tap on a delete accessory without a
    /// handler) reveals, per item (nil: none).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration for `appearance`, with separators and no headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background colour the list shows.
    var _resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}

/// The separators of a list (iOS 14.5): whether the top and bottom separators of its rows show,
/// their insets and colour.
public struct UIListSeparatorConfiguration: Hashable, @unchecked Sendable {
    /// Whether a separator shows (Apple's raw values).
    public enum Visibility: Int, Sendable {
        /// As the list decides (bottom separators between rows).
        case automatic = 0
        /// Shown.
        case visible = 1
        /// Hidden.
        case hidden = 2
    }

    /// Insets meaning "the list decides" (the separator starts at the text).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// Whether each row's top separator shows (`.automatic`: not).
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether each row's bottom separator shows (`.automatic`: between rows).
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's insets (`automaticInsets`).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The bottom separator's insets (`automaticInsets`: from the text's start to the edge).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour (`.separator`).
    public var color: UIColor = .separator

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
