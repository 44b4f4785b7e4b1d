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

    /// Starts a new subpath at `point` (mapped through `transform`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.move(point, transform)
    }
    /// Adds a straight line from the current point to `point` (mapped through `transform`);
    /// ignored with a warning when there is no current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.line(point, transform)
    }
    /// Moves to the first point, then adds lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        builder.lines(points, transform)
    }
    /// Adds a quadratic Bézier curve from the current point to `end` with one control point;
    /// ignored with a warning when there is no current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        builder.quad(end, control, transform)
    }
    /// Adds a cubic Bézier curve from the current point to `end` with two control points;
    /// ignored with a warning when there is no current point.
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
    /// Adds `rect` as a closed subpath (move, three lines, close).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        builder.addRect(rect, transform)
    }
    /// Adds each rectangle of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { builder.addRect(r, transform) }
    }
    /// Adds a closed rounded rectangle with elliptical corners `cornerWidth` × `cornerHeight`
    /// (clamped to half the rect's sides); negative corner sizes are ignored with a warning.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        builder.addRoundedRect(rect, cornerWidth, cornerHeight, transform)
    }
    /// Adds the ellipse inscribed in `rect` as a closed subpath of cubic Béziers.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        builder.addEllipse(rect, transform)
    }
    /// Appends `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        builder.append(path.builder, transform)
    }
    /// Closes the current subpath with a line back to its start; does nothing on an empty or
    /// already closed subpath.
    public func closeSubpath() { builder.close() }
}
