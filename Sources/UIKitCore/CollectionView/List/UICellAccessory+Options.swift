//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The options of each standard accessory (Apple's names, labels and defaults): whether it is
// hidden, the width it reserves, its tint, and the few settings particular to one accessory.

extension UICellAccessory {
    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (nil: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint colour (nil: the standard one).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a checkmark.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (nil: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint colour (nil: the cell's tint).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a delete control.
    public struct DeleteOptions {
        /// Whether the accessory is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (nil: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of the minus sign (nil: white).
        public var tintColor: UIColor?
        /// The colour of the circle (nil: red).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an insert control.
    public struct InsertOptions {
        /// Whether the accessory is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (nil: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of the plus sign (nil: white).
        public var tintColor: UIColor?
        /// The colour of the circle (nil: green).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a reorder grabber.
    public struct ReorderOptions {
        /// Whether the accessory is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (nil: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint colour (nil: grey).
        public var tintColor: UIColor?
        /// Whether a vertical separator shows before the grabber (true).
        public var showsVerticalSeparator: Bool
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of a multiselect circle.
    public struct MultiselectOptions {
        /// Whether the accessory is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (nil: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of the checkmark (nil: white).
        public var tintColor: UIColor?
        /// The colour of the filled circle (nil: the cell's tint).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// How the chevron looks and where it goes (Apple's raw values).
        public enum Style: Int, Sendable {
            /// Header style for a header content configuration, cell style otherwise.
            case automatic = 0
            /// A header's chevron, at the trailing edge.
            case header = 1
            /// A cell's chevron, at the leading edge.
            case cell = 2
        }
        /// The chevron's style (`.automatic`).
        public var style: Style
        /// Whether the accessory is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (nil: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint colour (nil: the cell's tint, or grey in header style).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a label accessory.
    public struct LabelOptions {
        /// Whether the accessory is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (nil: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// The text colour (nil: secondary label colour).
        public var tintColor: UIColor?
        /// The font (nil: body).
        public var font: UIFont?
        /// Whether the font follows the content size category (true).
        public var adjustsFontForContentSizeCategory: Bool
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.font = font; self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Options of a detail button.
    public struct DetailOptions {
        /// Whether the accessory is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (nil: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint colour (nil: the cell's tint).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Where a custom view accessory goes: which side, when it shows, and its index among that
    /// side's accessories.
    public enum Placement {
        /// On the leading side.
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// On the trailing side.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// The index a custom view takes among the accessories already on its side (given in
    /// order from the content outwards).
    public typealias Position = ([UICellAccessory]) -> Int

    /// A custom view accessory's settings.
    public struct CustomViewConfiguration {
        /// The view shown.
        public var customView: UIView
        /// Its side, displayed state and position.
        public var placement: Placement
        /// Whether it is hidden (nil: not).
        public var isHidden: Bool?
        /// The width it reserves (`.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint colour (nil: inherited).
        public var tintColor: UIColor?
        /// Whether the view keeps its own size (false: its height follows the cell's).
        public var maintainsFixedSize: Bool
        /// A configuration with the given values.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
