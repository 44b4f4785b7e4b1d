//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo

// Building the current path and painting it.
extension CGContext {
    // MARK: Path construction

    static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    static func finite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite && !r.isNull
    }

    /// Discards the current path.
    public func beginPath() { cairo_new_path(_cr) }

    /// Starts a new subpath at `point` (user space). A non-finite point is ignored with a warning.
    public func move(to point: CGPoint) {
        guard Self.finite(point) else { return cgLog.warning("CGContext.move(to:): non-finite point ignored") }
        cairo_move_to(_cr, Double(point.x), Double(point.y))
    }
    /// Adds a straight line from the current point to `point`. Ignored with a warning when the
    /// point is not finite or there is no current point.
    public func addLine(to point: CGPoint) {
        guard Self.finite(point) else { return cgLog.warning("CGContext.addLine(to:): non-finite point ignored") }
        guard cairo_has_current_point(_cr) != 0 else { return cgLog.warning("CGContext.addLine(to:): no current point") }
        cairo_line_to(_cr, Double(point.x), Double(point.y))
    }
    /// Moves to the first point, then adds lines to the others.
    public func addLines(between points: [CGPoint]) {
        guard points.allSatisfy(Self.finite) else { return cgLog.warning("CGContext.addLines: non-finite point ignored") }
        guard let first = points.first else { return }
        cairo_move_to(_cr, Double(first.x), Double(first.y))
        for p in points.dropFirst() { cairo_line_to(_cr, Double(p.x), Double(p.y)) }
    }
    /// Adds a cubic Bézier curve from the current point to `end`, shaped by two control points.
    /// Ignored with a warning when a point is not finite or there is no current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard Self.finite(end), Self.finite(control1), Self.finite(control2) else {
            return cgLog.warning("CGContext.addCurve: non-finite point ignored")
        }
        guard cairo_has_current_point(_cr) != 0 else { return cgLog.warning("CGContext.addCurve: no current point") }
        cairo_curve_to(_cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x), Double(end.y))
    }
    /// Adds a quadratic Bézier curve from the current point to `end` with one control point
    /// (stored as the equivalent cubic). Ignored with a warning without a current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard Self.finite(end), Self.finite(control) else { return cgLog.warning("CGContext.addQuadCurve: non-finite point ignored") }
        guard let p0 = currentPointIfAny else { return cgLog.warning("CGContext.addQuadCurve: no current point") }
        let c1 = CGPoint(x: p0.x + 2 / 3 * (control.x - p0.x), y: p0.y + 2 / 3 * (control.y - p0.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        cairo_curve_to(_cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
    }
    /// Adds an arc; `clockwise: true` means decreasing angle (Quartz's convention: clockwise in a
    /// y-up context, so it *looks* counter-clockwise in a UIKit top-left context, as on iOS).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var b = PathBuilder(continuingFrom: currentPointIfAny)
        b.arc(center, radius, startAngle, endAngle, clockwise, .identity)
        emit(b.elements)
    }
    /// PostScript's `arct`: a line towards `tangent1End`, then an arc tangent to both lines.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        var b = PathBuilder(continuingFrom: currentPointIfAny)
        b.arcTangent(tangent1End, tangent2End, radius, .identity)
        emit(b.elements)
    }
    /// Adds `rect` as a closed subpath. A non-finite rect is ignored with a warning.
    public func addRect(_ rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.addRect: non-finite rect ignored") }
        cairo_rectangle(_cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    /// Adds each rectangle of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// Adds the ellipse inscribed in `rect` as a closed subpath (built from cubic Béziers).
    public func addEllipse(in rect: CGRect) {
        var b = PathBuilder()
        b.addEllipse(rect, .identity)
        emit(b.elements)
    }
    /// Appends `path` (in the current user space).
    public func addPath(_ path: CGPath) { emit(path.builder.elements) }
    /// Closes the current subpath with a line back to its starting point.
    public func closePath() { cairo_close_path(_cr) }

    /// True when there is no current path.
    public var isPathEmpty: Bool { cairo_has_current_point(_cr) == 0 }
    /// The current point in user space, `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint { currentPointIfAny ?? .zero }
    /// The bounds of the current path including control points, `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }
    /// A copy of the current path in the current user space, nil when the path is empty.
    public var path: CGPath? {
        guard let p = cairo_copy_path(_cr) else { return nil }
        defer { cairo_path_destroy(p) }
        guard p.pointee.status == CAIRO_STATUS_SUCCESS, p.pointee.num_data > 0 else { return nil }
        let path = CGMutablePath()
        var i = 0
        let n = Int(p.pointee.num_data)
        let data = p.pointee.data!
        func pt(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
        // Cairo follows every close with an implicit move to the subpath start; Quartz paths
        // don't have it, so it is kept only when a segment follows.
        var pendingMove: CGPoint? = nil
        var lastWasClose = false
        while i < n {
            let h = data[i].header
            switch h.type {
            case CAIRO_PATH_MOVE_TO:
                if lastWasClose { pendingMove = pt(1) } else { pendingMove = nil; path.move(to: pt(1)) }
                lastWasClose = false
            case CAIRO_PATH_LINE_TO:
                if let m = pendingMove { path.move(to: m); pendingMove = nil }
                path.addLine(to: pt(1)); lastWasClose = false
            case CAIRO_PATH_CURVE_TO:
                if let m = pendingMove { path.move(to: m); pendingMove = nil }
                path.addCurve(to: pt(3), control1: pt(1), control2: pt(2)); lastWasClose = false
            case CAIRO_PATH_CLOSE_PATH:
                path.closeSubpath(); lastWasClose = true
            default: break
            }
            i += Int(h.length)
        }
        return path.isEmpty ? nil : path
    }

    private var currentPointIfAny: CGPoint? {
        guard cairo_has_current_point(_cr) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(_cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Replays path elements into Cairo's current path.
    func emit(_ elements: [CGPathElement]) {
        for e in elements {
            switch e.type {
            case .moveToPoint: cairo_move_to(_cr, Double(e.points[0].x), Double(e.points[0].y))
            case .addLineToPoint:
                if cairo_has_current_point(_cr) != 0 { cairo_line_to(_cr, Double(e.points[0].x), Double(e.points[0].y)) }
                else { cairo_move_to(_cr, Double(e.points[0].x), Double(e.points[0].y)) }
            case .addQuadCurveToPoint:
                let c = e.points[0], end = e.points[1]
                let p0 = currentPointIfAny ?? c
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
                if cairo_has_current_point(_cr) == 0 { cairo_move_to(_cr, Double(p0.x), Double(p0.y)) }
                cairo_curve_to(_cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
            case .addCurveToPoint:
                if cairo_has_current_point(_cr) == 0 { cairo_move_to(_cr, Double(e.points[0].x), Double(e.points[0].y)) }
                cairo_curve_to(_cr, Double(e.points[0].x), Double(e.points[0].y), Double(e.points[1].x), Double(e.points[1].y),
                               Double(e.points[2].x), Double(e.points[2].y))
            case .closeSubpath: cairo_close_path(_cr)
            }
        }
    }

    // MARK: Painting paths

    /// Replaces the current path with the outline of its stroke under the current line width,
    /// cap, join and miter limit (as a union of pieces: fill or clip it with the winding rule).
    public func replacePathWithStrokedPath() {
        guard let p = path else { return }
        let cap: CGLineCap = { switch cairo_get_line_cap(_cr) { case CAIRO_LINE_CAP_ROUND: return .round; case CAIRO_LINE_CAP_SQUARE: return .square; default: return .butt } }()
        let join: CGLineJoin = { switch cairo_get_line_join(_cr) { case CAIRO_LINE_JOIN_ROUND: return .round; case CAIRO_LINE_JOIN_BEVEL: return .bevel; default: return .miter } }()
        let stroked = p.copy(strokingWithWidth: CGFloat(cairo_get_line_width(_cr)), lineCap: cap, lineJoin: join,
                             miterLimit: CGFloat(cairo_get_miter_limit(_cr)))
        cairo_new_path(_cr)
        emit(stroked.builder.elements)
    }

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard !isPathEmpty else { return }
        cairo_set_fill_rule(_cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        let fill = gstate.fillColor
        render(bounds: fillExtents(), clipToPath: true) {
            self.setSource(fill)
            cairo_fill_preserve(self._cr)
        }
        cairo_new_path(_cr)
    }
    /// Fills the current path with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path and clears it.
    public func strokePath() {
        guard !isPathEmpty else { return }
        giveZeroLengthSubpathsTheirCaps()
        let stroke = gstate.strokeColor
        withHairlineIfZeroWidth {
            render(bounds: strokeExtents(), clipToPath: false) {
                self.setSource(stroke)
                cairo_stroke_preserve(self._cr)
            }
        }
        cairo_new_path(_cr)
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        guard !isPathEmpty else { return }
        let fills = mode != .stroke, strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        let eo = mode == .eoFill || mode == .eoFillStroke
        cairo_set_fill_rule(_cr, eo ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if strokes { giveZeroLengthSubpathsTheirCaps() }
        let fill = gstate.fillColor, stroke = gstate.strokeColor
        var bounds = fills ? fillExtents() : CGRect.null
        if strokes { bounds = bounds.union(strokeExtents()) }
        withHairlineIfZeroWidth {
            render(bounds: bounds, clipToPath: false) {
                if fills { self.setSource(fill); cairo_fill_preserve(self._cr) }
                if strokes { self.setSource(stroke); cairo_stroke_preserve(self._cr) }
            }
        }
        cairo_new_path(_cr)
    }

    /// Fills `rect` with the fill colour (replaces the current path).
    public func fill(_ rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.fill: non-finite rect ignored") }
        cairo_new_path(_cr); addRect(rect); fillPath()
    }
    /// Fills each rectangle of `rects` with the fill colour (replaces the current path).
    public func fill(_ rects: [CGRect]) {
        guard rects.allSatisfy(Self.finite) else { return cgLog.warning("CGContext.fill: non-finite rect ignored") }
        cairo_new_path(_cr); addRects(rects); fillPath()
    }
    /// Fills the ellipse inscribed in `rect` with the fill colour (replaces the current path).
    public func fillEllipse(in rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.fillEllipse: non-finite rect ignored") }
        cairo_new_path(_cr); addEllipse(in: rect); fillPath()
    }
    /// Strokes the outline of `rect` with the current line settings (replaces the current path).
    public func stroke(_ rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.stroke: non-finite rect ignored") }
        cairo_new_path(_cr); addRect(rect); strokePath()
    }
    /// Strokes `rect` with line width `width` (the state's line width is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        guard Self.finite(rect), width.isFinite, width >= 0 else { return cgLog.warning("CGContext.stroke(_:width:): invalid rect or width ignored") }
        let old = cairo_get_line_width(_cr)
        cairo_set_line_width(_cr, Double(width))
        cairo_new_path(_cr); addRect(rect); strokePath()
        cairo_set_line_width(_cr, old)
    }
    /// Strokes the ellipse inscribed in `rect` with the current line settings (replaces the
    /// current path).
    public func strokeEllipse(in rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.strokeEllipse: non-finite rect ignored") }
        cairo_new_path(_cr); addEllipse(in: rect); strokePath()
    }
    /// Strokes the segments points[0]–points[1], points[2]–points[3], … (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        guard points.allSatisfy(Self.finite) else { return cgLog.warning("CGContext.strokeLineSegments: non-finite point ignored") }
        cairo_new_path(_cr)
        var i = 0
        while i + 1 < points.count {
            cairo_move_to(_cr, Double(points[i].x), Double(points[i].y))
            cairo_line_to(_cr, Double(points[i + 1].x), Double(points[i + 1].y))
            i += 2
        }
        strokePath()
    }
    /// Makes `rect` fully transparent (ignores alpha, blend mode and shadow; respects the clip).
    public func clear(_ rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.clear: non-finite rect ignored") }
        cairo_save(_cr)
        cairo_new_path(_cr)
        cairo_rectangle(_cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_operator(_cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(_cr)
        cairo_restore(_cr)
        syncUserBuffer(dirty: rect, wholeSurface: false)
    }

    private func fillExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(_cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
    private func strokeExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(_cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
    /// Quartz strokes a subpath whose segments all have zero length as its cap: a dot with round
    /// caps, a square (along the user-space axes) with square caps. Cairo draws no square, so
    /// with round or square caps each such subpath becomes a horizontal segment 1/64 of a device
    /// pixel long, whose two caps make that shape. Paths without one are left as they are.
    private func giveZeroLengthSubpathsTheirCaps() {
        guard cairo_get_line_cap(_cr) != CAIRO_LINE_CAP_BUTT, let p = cairo_copy_path(_cr) else { return }
        defer { cairo_path_destroy(p) }
        guard p.pointee.status == CAIRO_STATUS_SUCCESS, p.pointee.num_data > 0, let data = p.pointee.data else { return }
        let n = Int(p.pointee.num_data)
        // Pass 1: the start of each zero-length subpath (its move's index).
        var degenerate: Set<Int> = []
        var start = -1, origin = CGPoint.zero, hasSegment = false, allAtOrigin = true
        func finish() { if start >= 0 && hasSegment && allAtOrigin { degenerate.insert(start) } }
        var i = 0
        while i < n {
            let h = data[i].header
            switch h.type {
            case CAIRO_PATH_MOVE_TO:
                finish()
                start = i; origin = CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)
                hasSegment = false; allAtOrigin = true
            case CAIRO_PATH_CLOSE_PATH:
                hasSegment = true
            default:
                hasSegment = true
                for k in 1..<Int(h.length) where data[i + k].point.x != origin.x || data[i + k].point.y != origin.y { allAtOrigin = false }
            }
            i += Int(h.length)
        }
        finish()
        guard !degenerate.isEmpty else { return }
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(_cr, &dx, &dy)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return }
        let eps = 1.0 / 64 / length
        // Pass 2: replay the path, each zero-length subpath as the tiny segment.
        cairo_new_path(_cr)
        var skipping = false
        i = 0
        while i < n {
            let h = data[i].header
            let pt = { (k: Int) in (data[i + k].point.x, data[i + k].point.y) }
            switch h.type {
            case CAIRO_PATH_MOVE_TO:
                let (x, y) = pt(1)
                cairo_move_to(_cr, x, y)
                skipping = degenerate.contains(i)
                if skipping { cairo_line_to(_cr, x + eps, y) }
            case _ where skipping: break
            case CAIRO_PATH_LINE_TO: let (x, y) = pt(1); cairo_line_to(_cr, x, y)
            case CAIRO_PATH_CURVE_TO:
                let (x1, y1) = pt(1), (x2, y2) = pt(2), (x3, y3) = pt(3)
                cairo_curve_to(_cr, x1, y1, x2, y2, x3, y3)
            case CAIRO_PATH_CLOSE_PATH: cairo_close_path(_cr)
            default: break
            }
            i += Int(h.length)
        }
    }

    /// Quartz draws a zero-width line as the thinnest visible line (one device pixel).
    private func withHairlineIfZeroWidth(_ body: () -> Void) {
        let w = cairo_get_line_width(_cr)
        if w > 0 { return body() }
        var dx = 1.0, dy = 0.0
        cairo_device_to_user_distance(_cr, &dx, &dy)
        cairo_set_line_width(_cr, (dx * dx + dy * dy).squareRoot())
        body()
        cairo_set_line_width(_cr, w)
    }
}
