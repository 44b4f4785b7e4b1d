//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension UICollectionView {
    /// Where `scrollToItem` and `selectItem` put an item (Apple's option bits).
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: UInt
        /// A position with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No scrolling.
        public static let none = ScrollPosition([])
        /// The item's top at the visible top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the visible bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the visible left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the visible right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// What layout attributes describe (Apple's raw values).
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell = 0
        /// A supplementary view (header, footer, badge).
        case supplementaryView = 1
        /// A decoration view.
        case decorationView = 2
    }

    /// The direction a flow or compositional layout scrolls (Apple's raw values).
    public enum ScrollDirection: Int, Sendable {
        /// Up and down.
        case vertical = 0
        /// Left and right.
        case horizontal = 1
    }

    /// How often items move aside during an interactive reorder (Apple's raw values; stored).
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate = 0
        /// After a short pause.
        case fast = 1
        /// After a longer pause.
        case slow = 2
    }

    /// When self-sizing cells are measured again (iOS 16; Apple's raw values).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Never automatically.
        case disabled = 0
        /// When the cell calls `invalidateIntrinsicContentSize()`.
        case enabled = 1
        /// Also when its Auto Layout changes.
        case enabledIncludingConstraints = 2
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind string of cells in iOS's messages.
    static let _elementKindCell = "UICollectionElementKindCell"
}
