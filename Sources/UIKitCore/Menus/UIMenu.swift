//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A menu: a titled group of actions and submenus, shown by context menus and buttons.
///
/// ```swift
/// let menu = UIMenu(title: "", children: [
///     UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in copy() },
///     UIAction(title: "Delete", attributes: .destructive) { _ in delete() },
/// ])
/// ```
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    /// A menu's identifier (default: a unique one).
    public struct Identifier: Hashable, RawRepresentable, Sendable, ExpressibleByStringLiteral {
        /// The raw value (Apple's, where it defines one).
        public let rawValue: String
        /// The `Identifier` with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue` (the same as `init(rawValue:)`, without the label).
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// An identifier written as a string literal.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The application menu of the main menu bar (iPad and Mac).
        public static let application = Identifier("com.apple.menu.application")
        /// The File menu of the main menu bar.
        public static let file = Identifier("com.apple.menu.file")
        /// The Edit menu of the main menu bar.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The View menu of the main menu bar.
        public static let view = Identifier("com.apple.menu.view")
        /// The Window menu of the main menu bar.
        public static let window = Identifier("com.apple.menu.window")
        /// The Help menu of the main menu bar.
        public static let help = Identifier("com.apple.menu.help")
        /// The root of the main menu bar. On Linux: there is no main menu bar; these identifiers
        /// only name menus.
        public static let root = Identifier("com.apple.menu.root")
    }

    /// How the menu shows its children (Apple's raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: UInt
        /// A set with the given option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Children shown in the parent menu, between separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's items are destructive (shown in red). On Linux: not drawn; mark the actions
        /// instead.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is `.on` at a time. On Linux: not enforced.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items (iOS 17). On Linux: shown as ordinary rows.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of the menu's elements in a row (iOS 16).
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        /// (iOS 17) ⚠ raw value not sourced.
        case automatic = -1
    }

    /// The identifier of the menu.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's actions and submenus, in order.
    public let children: [UIMenuElement]
    /// The size of the elements in the menu's rows. On Linux: every element gets a full-width row
    /// whatever this says.
    open var preferredElementSize: ElementSize

    /// Creates a menu. A nil `identifier` gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic." + UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Archives are not supported on Linux: always fails (returns nil).
    public required init?(coder: NSCoder) { nil }

    /// A copy of this menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The children whose state is `.on` (iOS 16).
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }
}
