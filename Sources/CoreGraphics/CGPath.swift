//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// An immutable graphics path. `CGMutablePath` is its mutable subclass; `copy()` gives an
/// independent immutable snapshot and `mutableCopy()` an independent mutable one.
///
/// Arcs follow Quartz: angles are in radians from the +x axis towards +y, and `clockwise: true`
/// means *decreasing* angle. In Quartz's y-up space that is clockwise on screen; in a UIKit
/// (top-left, y-down) context the same path appears counter-clockwise, exactly as on iOS.
/// (`UIBezierPath`'s `clockwise` is expressed in UIKit space and is the opposite flag.)
/// Arcs, ellipses and rounded corners are stored as cubic Bézier curves, as Apple does.
public class CGPath: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    var builder: PathBuilder

    init(_builder: PathBuilder) { builder = _builder }

    /// An empty path.
    public convenience init() { self.init(_builder: PathBuilder()) }

    /// A closed rectangle path (`transform` may be nil).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var b = PathBuilder()
        b.addRect(rect, transform?.pointee ?? .identity)
        self.init(_builder: b)
    }
    /// A closed ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var b = PathBuilder()
        b.addEllipse(rect, transform?.pointee ?? .identity)
        self.init(_builder: b)
    }
    /// A closed rounded rectangle; the corner sizes are clamped to half the rect's sides.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var b = PathBuilder()
        b.addRoundedRect(rect, cornerWidth, cornerHeight, transform?.pointee ?? .identity)
        self.init(_builder: b)
    }

    /// The elements, in order.
    public var elements: [CGPathElement] { builder.elements }

    /// Calls `block` with each element in order (Apple's signature).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for e in builder.elements { withUnsafePointer(to: e) { block($0) } }
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { builder.elements.isEmpty }
    /// The current point (the end of the last element), or `.zero` for an empty path.
    public var currentPoint: CGPoint { builder.current ?? .zero }

    /// The smallest rectangle containing every point of the path *including control points*;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var r = CGRect.null
        for e in builder.elements { for p in e.points { r = r.union(CGRect(origin: p, size: .zero)) } }
        return r
    }
    /// The smallest rectangle containing the path's curves (control points excluded);
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { builder.tightBounds() }

    /// True when `point` (mapped through `transform`) is inside the path under `rule`. Open
    /// subpaths count as closed, as for filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            UIKitLog.warning("CGPath.contains: non-finite point ignored", category: "CGPath")
            return false
        }
        let p = point.applying(transform)
        let w = builder.windingNumber(at: p)
        return rule == .winding ? w != 0 : (w & 1) != 0
    }

    /// True when the path is exactly one closed axis-aligned rectangle; `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let e = builder.elements
        guard e.count >= 4, e[0].type == .moveToPoint else { return false }
        var pts = [e[0].points[0]]
        var i = 1
        while i < e.count, e[i].type == .addLineToPoint { pts.append(e[i].points[0]); i += 1 }
        guard i == e.count || (i == e.count - 1 && e[i].type == .closeSubpath) else { return false }
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return false }
        for k in 0..<4 {
            let a = pts[k], b = pts[(k + 1) % 4]
            if a.x != b.x && a.y != b.y { return false }
        }
        let r = CGRect(x: pts.map(\.x).min()!, y: pts.map(\.y).min()!,
                       width: pts.map(\.x).max()! - pts.map(\.x).min()!, height: pts.map(\.y).max()! - pts.map(\.y).min()!)
        rect?.pointee = r
        return true
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(_builder: builder) }
    /// An immutable copy with every point mapped through `transform` (nil = unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(_builder: builder.transformed(transform?.pointee ?? .identity))
    }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(_builder: builder) }
    /// A mutable copy with every point mapped through `transform` (nil = unchanged).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(_builder: builder.transformed(transform?.pointee ?? .identity))
    }

    /// True when both paths have the same elements (the same ones `hash(into:)` uses).
    public static func == (l: CGPath, r: CGPath) -> Bool { l.builder.elements == r.builder.elements }
    /// Hashes the same components that `==` compares.
    public func hash(into h: inout Hasher) { h.combine(builder.elements) }
    /// A textual description of the CGPath, for debugging and logging.
    public var description: String {
        "CGPath(" + builder.elements.map { e in
            switch e.type {
            case .moveToPoint: return "M \(e.points[0].x) \(e.points[0].y)"
            case .addLineToPoint: return "L \(e.points[0].x) \(e.points[0].y)"
            case .addQuadCurveToPoint: return "Q \(e.points.map { "\($0.x) \($0.y)" }.joined(separator: " "))"
            case .addCurveToPoint: return "C \(e.points.map { "\($0.x) \($0.y)" }.joined(separator: " "))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ") + ")"
    }
}
