//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The sides a popover's arrow may point from (Apple's raw values).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up (the popover is below its source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down (the popover is above its source).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left (the popover is right of its source).
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right (the popover is left of its source).
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
    /// Not known yet (before the popover is shown, or when it was adapted to a sheet).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
