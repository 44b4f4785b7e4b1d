//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A mutable graphics path. Every `add…` takes an optional `transform` applied to its points.
/// Invalid input (non-finite values, a line with no current point, a negative radius) is
/// reported with a `UIKitLog` warning under category "CGPath" and ignored.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    override init(_builder: PathBuilder) { super.init(_builder: _builder) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.move(point, transform)
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.line(point, transform)
    }
    /// Moves to the first point, then adds lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        builder.lines(points, transform)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        builder.quad(end, control, transform)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        builder.cubic(end, control1, control2, transform)
    }
    /// Adds an arc (Quartz convention: `clockwise: true` = decreasing angle). If the path has a
    /// current point a line joins it to the arc's start; otherwise the arc starts a subpath.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        builder.arc(center, radius, startAngle, endAngle, clockwise, transform)
    }
    /// Adds an arc of `delta` radians (positive = increasing angle) from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        builder.relativeArc(center, radius, startAngle, delta, transform)
    }
    /// Adds a line towards `tangent1End` and an arc tangent to the lines current point →
    /// `tangent1End` and `tangent1End` → `tangent2End` (PostScript's `arct`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        builder.arcTangent(tangent1End, tangent2End, radius, transform)
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        builder.addRect(rect, transform)
    }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { builder.addRect(r, transform) }
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        builder.addRoundedRect(rect, cornerWidth, cornerHeight, transform)
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        builder.addEllipse(rect, transform)
    }
    /// Appends `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        builder.append(path.builder, transform)
    }
    public func closeSubpath() { builder.close() }
}
