//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIControl's nested value types: states, events and content alignments (Apple's raw values).
extension UIControl {
    // MARK: Types

    /// Control states (Apple's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: UInt
        /// A set with the given option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: enabled, not selected, not highlighted (no bits set).
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        /// Bits available to the application.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for UIKit.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Control events (Apple's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: UInt
        /// A set with the given option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch-down with `tapCount > 1`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's semantic action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action triggered before the menu is shown (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (not `.valueChanged`).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Horizontal placement of a control's content (Apple's raw values).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        case leading = 4
        case trailing = 5
    }

    /// Vertical placement of a control's content (Apple's raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }
}
