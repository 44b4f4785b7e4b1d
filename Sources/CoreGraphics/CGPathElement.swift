//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// `CGPathElement`, one element of a path, and `CGPathElementType`, its kind.

/// The kind of one path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path: its type and its points (1 for move/line, 2 for quad curves — control
/// then end —, 3 for cubic curves — two controls then end —, 0 for close).
///
/// Apple's `points` is an `UnsafeMutablePointer<CGPoint>`; here it is an array, so the usual
/// `element.pointee.points[0]` in an `applyWithBlock` closure reads the same.
public struct CGPathElement: Equatable, Hashable, Sendable {
    /// What the element does: move, line, quadratic or cubic curve, or close.
    public var type: CGPathElementType
    /// The element's points: the end point last, after any control points.
    public var points: [CGPoint]
    /// An element of the given type with its points.
    public init(type: CGPathElementType, points: [CGPoint]) { self.type = type; self.points = points }
}
