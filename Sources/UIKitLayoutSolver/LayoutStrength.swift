//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A constraint's priority, as Auto Layout's `UILayoutPriority`: 1000 is required (a hard
/// constraint), anything below is optional.
///
/// Optional priorities are strictly hierarchical: the solver never accepts any error at
/// priority p to reduce errors at lower priorities, however many of them there are (see
/// `LayoutSolver`). Equal priorities form one level whose errors are summed.
public struct LayoutStrength: Comparable, Hashable, Sendable {
    /// The priority, in (0, 1000].
    public let priority: Float

    /// Priority 1000: the constraint must hold.
    public static let required = LayoutStrength(priority: 1000)
    /// UIKit's `UILayoutPriority.defaultHigh` (750, compression resistance).
    public static let defaultHigh = LayoutStrength(priority: 750)
    /// UIKit's `UILayoutPriority.defaultLow` (250, content hugging).
    public static let defaultLow = LayoutStrength(priority: 250)
    /// UIKit's `UILayoutPriority.fittingSizeLevel` (50).
    public static let fittingSizeLevel = LayoutStrength(priority: 50)

    /// Clamps `priority` into (0, 1000]: 1000 and above (and +∞) are required; zero, negative
    /// values and −∞ become the smallest positive `Float`, the weakest possible optional level.
    /// NaN becomes 1 (UIKit's lowest meaningful priority) rather than trapping or failing later.
    public init(priority: Float) {
        if priority.isNaN {
            self.priority = 1
        } else if priority >= 1000 {
            self.priority = 1000
        } else if priority <= 0 {
            self.priority = .leastNonzeroMagnitude
        } else {
            self.priority = priority
        }
    }

    /// Whether this is priority 1000.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders LayoutStrength values by their raw values.
    public static func < (a: LayoutStrength, b: LayoutStrength) -> Bool { a.priority < b.priority }
}
