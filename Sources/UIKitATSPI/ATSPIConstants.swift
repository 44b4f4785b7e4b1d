//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// AT-SPI2's numbers and names: roles, states (as the two-word bit set GetState returns), the well-known bus names, paths and interfaces.

/// The AT-SPI roles the bridge uses (raw values are AT-SPI2's `AtspiRole` numbers).
public enum ATSPIRole: UInt32, Sendable, CaseIterable {
    case frame = 23, image = 27, label = 29, list = 31, listItem = 32, pageTabList = 38, panel = 39
    case progressBar = 42, pushButton = 43, slider = 51, spinButton = 52, table = 55, tableCell = 56
    case text = 61, toggleButton = 62, unknown = 67, window = 69, application = 75, entry = 79
    case heading = 83, link = 88

    /// The role's name as AT-SPI spells it ("push button", "toggle button").
    public var name: String {
        switch self {
        case .frame: return "frame"
        case .image: return "image"
        case .label: return "label"
        case .list: return "list"
        case .listItem: return "list item"
        case .pageTabList: return "page tab list"
        case .panel: return "panel"
        case .progressBar: return "progress bar"
        case .pushButton: return "push button"
        case .slider: return "slider"
        case .spinButton: return "spin button"
        case .table: return "table"
        case .tableCell: return "table cell"
        case .text: return "text"
        case .toggleButton: return "toggle button"
        case .unknown: return "unknown"
        case .window: return "window"
        case .application: return "application"
        case .entry: return "entry"
        case .heading: return "heading"
        case .link: return "link"
        }
    }
}

/// AT-SPI states (raw values are AT-SPI2's `AtspiStateType` bit numbers).
public enum ATSPIState: UInt32, Sendable, CaseIterable {
    case active = 1, checked = 4, editable = 7, enabled = 8, focusable = 11, focused = 12
    case horizontal = 14, modal = 16, selectable = 22, selected = 23, sensitive = 24, showing = 25
    case singleLine = 26, visible = 30, checkable = 41, readOnly = 43
}

/// A set of states as GetState returns it: bit n of word n / 32.
public struct ATSPIStateSet: Equatable, Sendable {
    /// The two 32-bit words.
    public private(set) var words: (UInt32, UInt32) = (0, 0)

    /// The empty set.
    public init() {}

    /// A set of `states`.
    public init(_ states: [ATSPIState]) { for s in states { insert(s) } }

    /// Adds `state`.
    public mutating func insert(_ state: ATSPIState) {
        let bit = state.rawValue
        if bit < 32 { words.0 |= 1 << bit } else { words.1 |= 1 << (bit - 32) }
    }

    /// Whether `state` is in the set.
    public func contains(_ state: ATSPIState) -> Bool {
        let bit = state.rawValue
        return bit < 32 ? words.0 & (1 << bit) != 0 : words.1 & (1 << (bit - 32)) != 0
    }

    /// Equality of both words.
    public static func == (a: ATSPIStateSet, b: ATSPIStateSet) -> Bool { a.words == b.words }
}

/// Bus names, object paths and interface names of AT-SPI2.
public enum ATSPI {
    /// The registry's bus name (on the accessibility bus).
    public static let registryName = "org.a11y.atspi.Registry"
    /// The path of every application's root object (and of the registry's desktop).
    public static let rootPath = "/org/a11y/atspi/accessible/root"
    /// The path an object reference to nothing uses.
    public static let nullPath = "/org/a11y/atspi/null"
    /// The cache object's path.
    public static let cachePath = "/org/a11y/atspi/cache"
    /// The prefix of the bridge's other objects' paths (followed by a number).
    public static let objectPathPrefix = "/org/a11y/atspi/accessible/"

    /// org.a11y.atspi.Accessible
    public static let accessible = "org.a11y.atspi.Accessible"
    /// org.a11y.atspi.Component
    public static let component = "org.a11y.atspi.Component"
    /// org.a11y.atspi.Action
    public static let action = "org.a11y.atspi.Action"
    /// org.a11y.atspi.Value
    public static let value = "org.a11y.atspi.Value"
    /// org.a11y.atspi.Application
    public static let application = "org.a11y.atspi.Application"
    /// org.a11y.atspi.Event.Object (the events' interface)
    public static let eventObject = "org.a11y.atspi.Event.Object"
    /// org.a11y.atspi.Event.Window (window activate/deactivate events)
    public static let eventWindow = "org.a11y.atspi.Event.Window"
    /// org.freedesktop.DBus.Properties
    public static let properties = "org.freedesktop.DBus.Properties"
}
