//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`): UIKit uses it for spring initial
/// velocities and physics. Linux Foundation has no `CGVector`, so CoreGraphics provides it.
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// The zero vector.
    public init() { dx = 0; dy = 0 }
    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector with the given components, as `Double`s.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector with the given components, as integers.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// The vector (0, 0).
    public static let zero = CGVector()
    /// A textual description of the CGVector, for debugging and logging.
    public var description: String { "(\(dx), \(dy))" }
}
