//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// How close to rest counts as done.
public struct Tolerance: Hashable, Sendable {
    /// Largest distance from the rest position that counts as there.
    public var distance: Double
    /// Largest speed (units per second) that counts as stopped.
    public var velocity: Double

    /// A tolerance of `distance` units and `velocity` units per second.
    public init(distance: Double = 1e-3, velocity: Double = 1e-3) {
        self.distance = distance
        self.velocity = velocity
    }

    /// A thousandth of a unit, and of a unit per second.
    public static let `default` = Tolerance()
}
