//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// How important a constraint is: 1000 is required, anything lower is optional and gives way to
/// every higher priority before it gives way at all (the engine satisfies levels in order, it does
/// not add them up).
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable, Comparable {
    /// The raw value (Apple's, where it defines one).
    public var rawValue: Float
    /// The `UILayoutPriority` with this raw value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a value between 1 and 1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// A drag that may resize the window's scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the window's scene prefers to stay the same size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that does not resize the window's scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which `systemLayoutSizeFitting(_:)` pulls towards its target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders UILayoutPriority values by their raw values.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` higher than `lhs` (as `.defaultLow + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` lower than `lhs` (as `.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
