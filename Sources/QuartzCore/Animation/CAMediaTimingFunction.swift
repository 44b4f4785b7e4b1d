//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// CAMediaTimingFunction, the cubic Bézier curve that paces an animation, and its predefined names.

/// The names of Core Animation's predefined timing curves, for `CAMediaTimingFunction(name:)`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public var rawValue: String
    /// The `CAMediaTimingFunctionName` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name with the given raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Constant speed: the curve (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName("linear")
    /// Starts slowly, then speeds up: the curve (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    /// Starts quickly, then slows down: the curve (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    /// Slow at both ends, faster in the middle: the curve (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    /// The system's default curve, a gentle ease (0.25, 0.1, 0.25, 1), used by implicit animations.
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// A cubic Bézier timing curve from (0,0) to (1,1) with two control points.
///
/// `_solve(_:)` maps elapsed fraction x to progress y: it finds the curve parameter s with
/// `x(s) = x` by Newton's method (falling back to bisection, which always converges because x(s)
/// is monotonic for control x in 0…1), then returns `y(s)`.
public final class CAMediaTimingFunction: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The two inner control points, (`c1x`, `c1y`) and (`c2x`, `c2y`); the curve runs from (0, 0) to (1, 1).
    public let c1x: Float, c1y: Float, c2x: Float, c2y: Float

    /// A curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`). The x values are clamped to
    /// 0…1; a non-finite value gives the linear curve with a warning.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func ok(_ v: Float) -> Bool { v.isFinite }
        if ok(c1x) && ok(c1y) && ok(c2x) && ok(c2y) {
            self.c1x = min(1, max(0, c1x)); self.c1y = c1y; self.c2x = min(1, max(0, c2x)); self.c2y = c2y
        } else {
            UIKitLog.warning("CAMediaTimingFunction: non-finite control point; using linear", category: "CAAnimation")
            self.c1x = 0; self.c1y = 0; self.c2x = 1; self.c2y = 1
        }
    }
    /// One of the predefined curves; an unknown name gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Apple's accessor: index 0 = (0,0), 1 = c1, 2 = c2, 3 = (1,1).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = c1x; ptr[1] = c1y
        case 2: ptr[0] = c2x; ptr[1] = c2y
        default: ptr[0] = 1; ptr[1] = 1
        }
    }

    /// True when both functions have the same control points.
    public static func == (l: CAMediaTimingFunction, r: CAMediaTimingFunction) -> Bool {
        l.c1x == r.c1x && l.c1y == r.c1y && l.c2x == r.c2x && l.c2y == r.c2y
    }
    /// A textual description of the CAMediaTimingFunction, for debugging and logging.
    public var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }

    var isLinear: Bool { c1x == c1y && c2x == c2y }

    /// Progress (y) at elapsed fraction `x` in 0…1.
    package func _solve(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        let x1 = Double(c1x), y1 = Double(c1y), x2 = Double(c2x), y2 = Double(c2y)
        // B(s) = 3(1-s)^2 s p1 + 3(1-s) s^2 p2 + s^3 = ((a s + b) s + c) s
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func sx(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func dsx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        func sy(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
        let eps = 1e-7
        var s = x
        for _ in 0..<8 {
            let err = sx(s) - x
            if abs(err) < eps { return sy(s) }
            let d = dsx(s)
            if abs(d) < 1e-6 { break }
            let next = s - err / d
            if next < 0 || next > 1 { break }
            s = next
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = sx(s)
            if abs(v - x) < eps { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return sy(s)
    }
}
