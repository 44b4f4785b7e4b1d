//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A path with drawing attributes, over `CGMutablePath`, in UIKit's y-down coordinates.
///
/// `clockwise` in the arc methods means clockwise as seen on screen (y down), which is Quartz's
/// `clockwise: false` in a y-up space: both describe increasing angles.
open class UIBezierPath: NSObject {
    private var _path: CGMutablePath

    /// The width of stroked lines, in points (default 1).
    open var lineWidth: CGFloat = 1
    /// The shape of the ends of open stroked subpaths (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of the joins between stroked segments (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The ratio of miter length to line width above which a miter join is bevelled (default 10).
    open var miterLimit: CGFloat = 10
    /// How accurately curves are rendered, as the greatest allowed error in pixels (default 0.6).
    /// On Linux: stored only; Cairo chooses its own curve tolerance.
    open var flatness: CGFloat = 0.6
    /// Whether filling, clipping and hit-testing use the even-odd rule instead of non-zero winding (default false).
    open var usesEvenOddFillRule: Bool = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path with the default drawing attributes.
    public override init() { _path = CGMutablePath(); super.init() }

    /// A closed rectangular path, drawn clockwise on screen from the rectangle's origin.
    public convenience init(rect: CGRect) {
        self.init()
        guard _checkRect(rect, "init(rect:)") else { return }
        _path.addRect(rect)
    }

    /// A closed elliptical path inscribed in the rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        guard _checkRect(rect, "init(ovalIn:)") else { return }
        _path.addEllipse(in: rect)
    }

    /// A rounded rectangle; the radius is clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rounded rectangle whose chosen corners have elliptical arcs of `cornerRadii` (each clamped
    /// to half the side). Differs from iOS: plain elliptical corners, not iOS's continuous-curvature ones.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        guard _checkRect(rect, "init(roundedRect:)") else { return }
        guard cornerRadii.width.isFinite, cornerRadii.height.isFinite else {
            UIKitLog.warning("UIBezierPath(roundedRect:): non-finite radius ignored", category: "UIBezierPath")
            _path.addRect(rect); return
        }
        let r = rect.standardized
        let rx = max(0, min(cornerRadii.width, r.width / 2)), ry = max(0, min(cornerRadii.height, r.height / 2))
        if rx == 0 || ry == 0 || corners.isEmpty { _path.addRect(r); return }
        // Corner arcs as cubic quarter-ellipses (kappa), clockwise on screen from the top left.
        let k: CGFloat = 0.5522847498
        func corner(_ c: UIRectCorner) -> Bool { corners.contains(c) }
        let minX = r.minX, maxX = r.maxX, minY = r.minY, maxY = r.maxY
        if corner(.topLeft) { _path.move(to: CGPoint(x: minX + rx, y: minY)) } else { _path.move(to: CGPoint(x: minX, y: minY)) }
        if corner(.topRight) {
            _path.addLine(to: CGPoint(x: maxX - rx, y: minY))
            _path.addCurve(to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + rx * k, y: minY),
                           control2: CGPoint(x: maxX, y: minY + ry - ry * k))
        } else { _path.addLine(to: CGPoint(x: maxX, y: minY)) }
        if corner(.bottomRight) {
            _path.addLine(to: CGPoint(x: maxX, y: maxY - ry))
            _path.addCurve(to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + ry * k),
                           control2: CGPoint(x: maxX - rx + rx * k, y: maxY))
        } else { _path.addLine(to: CGPoint(x: maxX, y: maxY)) }
        if corner(.bottomLeft) {
            _path.addLine(to: CGPoint(x: minX + rx, y: maxY))
            _path.addCurve(to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - rx * k, y: maxY),
                           control2: CGPoint(x: minX, y: maxY - ry + ry * k))
        } else { _path.addLine(to: CGPoint(x: minX, y: maxY)) }
        if corner(.topLeft) {
            _path.addLine(to: CGPoint(x: minX, y: minY + ry))
            _path.addCurve(to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - ry * k),
                           control2: CGPoint(x: minX + rx - rx * k, y: minY))
        }
        _path.closeSubpath()
    }

    /// An arc; `clockwise` as seen on screen (angles in radians, 0 = +x, increasing towards +y).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding a copy of a Core Graphics path, with the default drawing attributes.
    public convenience init(cgPath: CGPath) {
        self.init()
        _path.addPath(cgPath)
    }

    private func _checkRect(_ r: CGRect, _ what: String) -> Bool {
        guard UIView._finiteRect(r) else {
            UIKitLog.warning("UIBezierPath.\(what): non-finite rect ignored", category: "UIBezierPath")
            return false
        }
        return true
    }

    private func _finite(_ pts: CGPoint..., what: String) -> Bool {
        for p in pts where !(p.x.isFinite && p.y.isFinite) {
            UIKitLog.warning("UIBezierPath.\(what): non-finite point ignored", category: "UIBezierPath")
            return false
        }
        return true
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        guard _finite(point, what: "move(to:)") else { return }
        _path.move(to: point)
    }
    /// Adds a straight line from the current point to `point`.
    /// Differs from iOS: on an empty path it starts a subpath at `point` instead of failing.
    open func addLine(to point: CGPoint) {
        guard _finite(point, what: "addLine(to:)") else { return }
        if _path.isEmpty { _path.move(to: point); return }
        _path.addLine(to: point)
    }
    /// Adds a cubic Bézier curve from the current point to `endPoint` with two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard _finite(endPoint, controlPoint1, controlPoint2, what: "addCurve") else { return }
        _path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve from the current point to `endPoint` with one control point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard _finite(endPoint, controlPoint, what: "addQuadCurve") else { return }
        _path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc (joined to the current point by a line); `clockwise` as seen on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard _finite(center, what: "addArc"), radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
            return UIKitLog.warning("UIBezierPath.addArc: non-finite value ignored", category: "UIBezierPath")
        }
        // In y-down space, increasing angles go clockwise on screen. CGMutablePath follows Quartz
        // (`clockwise: true` = decreasing angle), so on-screen clockwise is `clockwise: false`.
        _path.addArc(center: center, radius: abs(radius), startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath with a straight line back to its starting point.
    open func close() { _path.closeSubpath() }
    /// Removes every point, leaving an empty path (the drawing attributes stay).
    open func removeAllPoints() { _path = CGMutablePath() }

    /// Adds the subpaths of another path to this one (its drawing attributes are not copied).
    open func append(_ bezierPath: UIBezierPath) { _path.addPath(bezierPath._path) }

    /// Transforms every point of the path by the affine transform.
    open func apply(_ transform: CGAffineTransform) {
        guard transform.isFinite else {
            return UIKitLog.warning("UIBezierPath.apply: non-finite transform ignored", category: "UIBezierPath")
        }
        let p = CGMutablePath()
        p.addPath(_path, transform: transform)
        _path = p
    }

    /// A path with the same shape traversed in the opposite direction.
    open func reversing() -> UIBezierPath {
        let out = UIBezierPath()
        out._copyAttributes(from: self)
        // Split into subpaths, each reversed.
        var subpaths: [[CGPathElement]] = []
        for e in _path.elements {
            if e.type == .moveToPoint || subpaths.isEmpty { subpaths.append([]) }
            subpaths[subpaths.count - 1].append(e)
        }
        for sp in subpaths {
            guard let first = sp.first else { continue }
            var start = first.type == .moveToPoint ? first.points[0] : .zero
            var segments: [(from: CGPoint, el: CGPathElement)] = []
            var closed = false
            var cur = start
            for e in sp {
                switch e.type {
                case .moveToPoint: cur = e.points[0]; start = cur
                case .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint:
                    segments.append((cur, e)); cur = e.points.last!
                case .closeSubpath: closed = true
                }
            }
            let p = out._path
            p.move(to: cur)
            for (from, e) in segments.reversed() {
                switch e.type {
                case .addLineToPoint: p.addLine(to: from)
                case .addQuadCurveToPoint: p.addQuadCurve(to: from, control: e.points[0])
                case .addCurveToPoint: p.addCurve(to: from, control1: e.points[1], control2: e.points[0])
                default: break
                }
            }
            if closed { p.closeSubpath() }
        }
        return out
    }

    private func _copyAttributes(from o: UIBezierPath) {
        lineWidth = o.lineWidth; lineCapStyle = o.lineCapStyle; lineJoinStyle = o.lineJoinStyle
        miterLimit = o.miterLimit; flatness = o.flatness; usesEvenOddFillRule = o.usesEvenOddFillRule
        dashPattern = o.dashPattern; dashPhase = o.dashPhase
    }

    // MARK: Queries

    /// The path (a copy; mutate through the path's methods). Setting replaces it.
    open var cgPath: CGPath {
        get { _path.copy() ?? CGPath() }
        set { _path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    /// The bounding box of the path, including control points (as iOS); `CGRect.null` when empty.
    open var bounds: CGRect { _path.boundingBox }
    /// The point where the next segment will start (`.zero` when the path is empty).
    open var currentPoint: CGPoint { _path.currentPoint }
    /// Whether the path holds no elements.
    open var isEmpty: Bool { _path.isEmpty }
    /// Whether `point` lies inside the area the path encloses, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        _path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the stroke dash pattern: `count` alternating painted and unpainted lengths in points,
    /// starting `phase` points into the pattern; a nil pattern or zero count removes dashing.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dashPattern = []; dashPhase = 0; return }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }
    /// Swift-friendly form of `setLineDash(_:count:phase:)`.
    open func setLineDash(_ pattern: [CGFloat], phase: CGFloat) {
        dashPattern = pattern; dashPhase = phase
    }
    /// Reads the dash pattern: copies the lengths into `pattern` (which must have room for them), and
    /// writes their number and the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
    }

    // MARK: Drawing (into the current context)

    private func _applyStrokeState(_ c: CGContext) {
        c.setLineWidth(lineWidth)
        c.setLineCap(lineCapStyle)
        c.setLineJoin(lineJoinStyle)
        c.setMiterLimit(miterLimit)
        c.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    /// Fills the enclosed area with the current context's fill colour, by the path's fill rule.
    open func fill() {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        c.beginPath(); c.addPath(_path)
        c.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        c.restoreGState()
    }

    /// Fills the enclosed area with the current fill colour, using a blend mode and opacity.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        c.setBlendMode(blendMode)
        c.setAlpha(alpha)
        c.beginPath(); c.addPath(_path)
        c.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        c.restoreGState()
    }

    /// Draws the path's outline with the current stroke colour and the path's line attributes.
    open func stroke() {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        _applyStrokeState(c)
        c.beginPath(); c.addPath(_path)
        c.strokePath()
        c.restoreGState()
    }

    /// Draws the path's outline using a blend mode and opacity.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        c.setBlendMode(blendMode)
        c.setAlpha(alpha)
        _applyStrokeState(c)
        c.beginPath(); c.addPath(_path)
        c.strokePath()
        c.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior.
    open func addClip() {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.beginPath(); c.addPath(_path)
        c.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open override func copy() -> Any {
        let p = UIBezierPath()
        p._copyAttributes(from: self)
        p._path = _path.mutableCopy() ?? CGMutablePath()
        return p
    }
}
