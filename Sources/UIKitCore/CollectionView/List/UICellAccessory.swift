//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An accessory a `UICollectionViewListCell` shows beside its content: a disclosure chevron, a
/// checkmark, the editing controls (delete, insert, reorder, multiselect), an outline
/// disclosure, a label, a detail button or a custom view. Make one with the static factories
/// (`.disclosureIndicator()`, `.delete()`...) and put it in the cell's `accessories`.
public struct UICellAccessory {
    /// When an accessory shows, relative to the cell's editing state (Apple's raw values).
    public enum DisplayedState: Int, Sendable {
        /// Whether or not the cell is editing.
        case always = 0
        /// Only while the cell is editing.
        case whenEditing = 1
        /// Only while the cell is not editing.
        case whenNotEditing = 2
    }

    /// A width an accessory reserves in the cell's layout.
    public enum LayoutDimension: Sendable, Equatable {
        /// The system's standard width for that accessory.
        case standard
        /// The accessory's own width.
        case actual
        /// A fixed width, in points.
        case custom(CGFloat)
    }

    /// The closure an accessory runs when tapped.
    public typealias ActionHandler = () -> Void

    /// Which accessory this is (and what it carries).
    enum _Kind {
        case disclosureIndicator, checkmark, reorder, multiselect
        case delete(ActionHandler?, backgroundColor: UIColor?)
        case insert(ActionHandler?, backgroundColor: UIColor?)
        case outlineDisclosure(OutlineDisclosureOptions.Style, ActionHandler?)
        case label(String, font: UIFont?)
        case detail(ActionHandler?)
        case customView(CustomViewConfiguration)
    }

    let _kind: _Kind

    /// When the accessory shows (always, only while editing, only while not editing).
    public let displayedState: DisplayedState
    /// Whether the accessory is hidden (it still reserves its width).
    public let isHidden: Bool
    /// The width the accessory reserves.
    public let reservedLayoutWidth: LayoutDimension
    /// The accessory's tint colour (nil for the standard one).
    public let tintColor: UIColor?

    init(_ kind: _Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?) {
        _kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
    }

    // MARK: Factories

    /// The disclosure chevron (trailing), shown always by default.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A checkmark (trailing), shown always by default.
    public static func checkmark(displayed: DisplayedState = .always,
                                 options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The red delete control (leading), shown while editing by default; a tap runs
    /// `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete(actionHandler, backgroundColor: options.backgroundColor), displayed: displayed,
                        isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The green insert control (leading), shown while editing by default; a tap runs
    /// `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert(actionHandler, backgroundColor: options.backgroundColor), displayed: displayed,
                        isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The reorder grabber (trailing), shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The selection circle (leading; filled with a checkmark while the cell is selected),
    /// shown while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The outline chevron (pointing down while the item is expanded), shown always by default.
    /// A tap runs `actionHandler`, or without one expands or collapses the item through the
    /// collection view's diffable data source.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options.style, actionHandler), displayed: displayed,
                        isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A text label (trailing, secondary colour), shown always by default.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, font: options.font), displayed: displayed,
                        isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The detail ("i") button (trailing), shown always by default; a tap runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail(actionHandler), displayed: displayed,
                        isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// An app-provided view, on the side and at the position its configuration's placement says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let d, _), .trailing(let d, _): displayed = d
        }
        return UICellAccessory(.customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
                               width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }
}
