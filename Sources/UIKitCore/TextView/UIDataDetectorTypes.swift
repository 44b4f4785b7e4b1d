//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The kinds of data a text view turns into tappable links while it is not editable.
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs ("https://…", "www.…").
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses (not detected on Linux).
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events (not detected on Linux).
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Shipment tracking numbers (not detected on Linux).
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers (not detected on Linux).
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Lookup suggestions (not detected on Linux).
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Money amounts (not detected on Linux).
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values (not detected on Linux).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// No detection.
    public static let none: UIDataDetectorTypes = []
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// How the user interacted with a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the default action (opening the link).
    case invokeDefaultAction = 0
    /// A long press: the action sheet.
    case presentActions = 1
    /// A force touch: the preview.
    case preview = 2
}
