//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Path geometry shared by `CGMutablePath` and `CGContext`.
///
/// Builds elements, converts arcs to cubic Béziers, computes tight bounds and winding numbers.
struct PathBuilder: Sendable {
    private(set) var elements: [CGPathElement] = []
    /// The current point, nil when there is none (empty path).
    private(set) var current: CGPoint?
    private var subpathStart: CGPoint?

    init() {}
    /// A builder that continues from `current` (used by `CGContext` to compute arcs).
    init(continuingFrom current: CGPoint?) { self.current = current; subpathStart = current }

    private static func warn(_ m: String) { UIKitLog.warning(m, category: "CGPath") }
    private static func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    private static func ok(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite && !r.isNull
    }

    // MARK: Elements

    mutating func move(_ p: CGPoint, _ t: CGAffineTransform) {
        guard Self.ok(p), t.isFinite else { return Self.warn("CGMutablePath.move(to:): non-finite point ignored") }
        let q = p.applying(t)
        elements.append(CGPathElement(type: .moveToPoint, points: [q]))
        current = q; subpathStart = q
    }
    mutating func line(_ p: CGPoint, _ t: CGAffineTransform) {
        guard Self.ok(p), t.isFinite else { return Self.warn("CGMutablePath.addLine(to:): non-finite point ignored") }
        guard current != nil else { return Self.warn("CGMutablePath.addLine(to:): no current point") }
        lineRaw(p.applying(t))
    }
    private mutating func lineRaw(_ q: CGPoint) {
        elements.append(CGPathElement(type: .addLineToPoint, points: [q]))
        current = q
    }
    private mutating func moveRaw(_ q: CGPoint) {
        elements.append(CGPathElement(type: .moveToPoint, points: [q]))
        current = q; subpathStart = q
    }
    private mutating func cubicRaw(_ c1: CGPoint, _ c2: CGPoint, _ e: CGPoint) {
        elements.append(CGPathElement(type: .addCurveToPoint, points: [c1, c2, e]))
        current = e
    }
    mutating func lines(_ pts: [CGPoint], _ t: CGAffineTransform) {
        guard pts.allSatisfy(Self.ok), t.isFinite else { return Self.warn("CGMutablePath.addLines: non-finite point ignored") }
        guard let first = pts.first else { return }
        moveRaw(first.applying(t))
        for p in pts.dropFirst() { lineRaw(p.applying(t)) }
    }
    mutating func quad(_ e: CGPoint, _ c: CGPoint, _ t: CGAffineTransform) {
        guard Self.ok(e), Self.ok(c), t.isFinite else { return Self.warn("CGMutablePath.addQuadCurve: non-finite point ignored") }
        guard current != nil else { return Self.warn("CGMutablePath.addQuadCurve: no current point") }
        let q = e.applying(t)
        elements.append(CGPathElement(type: .addQuadCurveToPoint, points: [c.applying(t), q]))
        current = q
    }
    mutating func cubic(_ e: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ t: CGAffineTransform) {
        guard Self.ok(e), Self.ok(c1), Self.ok(c2), t.isFinite else { return Self.warn("CGMutablePath.addCurve: non-finite point ignored") }
        guard current != nil else { return Self.warn("CGMutablePath.addCurve: no current point") }
        cubicRaw(c1.applying(t), c2.applying(t), e.applying(t))
    }
    mutating func close() {
        guard current != nil, let last = elements.last, last.type != .closeSubpath else { return }
        elements.append(CGPathElement(type: .closeSubpath, points: []))
        current = subpathStart
    }

    // MARK: Arcs

    /// Appends an arc of `sweep` radians (sign = direction) as cubic segments of at most 90°.
    private mutating func arcRaw(_ c: CGPoint, _ r: CGFloat, _ start: CGFloat, _ sweep: CGFloat, _ t: CGAffineTransform) {
        func pt(_ a: CGFloat) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        let p0 = pt(start).applying(t)
        if current == nil { moveRaw(p0) } else if current != p0 { lineRaw(p0) }
        if sweep == 0 { return }
        let n = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<n {
            let b = a + step
            let p1 = pt(a), p2 = pt(b)
            let c1 = CGPoint(x: p1.x - k * r * sin(a), y: p1.y + k * r * cos(a))
            let c2 = CGPoint(x: p2.x + k * r * sin(b), y: p2.y - k * r * cos(b))
            cubicRaw(c1.applying(t), c2.applying(t), p2.applying(t))
            a = b
        }
    }

    mutating func arc(_ c: CGPoint, _ r: CGFloat, _ start: CGFloat, _ end: CGFloat, _ clockwise: Bool, _ t: CGAffineTransform) {
        guard Self.ok(c), r.isFinite, start.isFinite, end.isFinite, t.isFinite else {
            return Self.warn("CGMutablePath.addArc: non-finite value ignored")
        }
        guard r >= 0 else { return Self.warn("CGMutablePath.addArc: negative radius \(r) ignored") }
        let twoPi = 2 * CGFloat.pi
        var sweep = end - start
        // Against the angles' order the sweep wraps round; a whole number of turns (0 to 2π
        // clockwise) is a full circle, as in Quartz, not nothing. Equal angles stay no arc.
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        }
        arcRaw(c, r, start, sweep, t)
    }

    mutating func relativeArc(_ c: CGPoint, _ r: CGFloat, _ start: CGFloat, _ delta: CGFloat, _ t: CGAffineTransform) {
        guard Self.ok(c), r.isFinite, start.isFinite, delta.isFinite, t.isFinite else {
            return Self.warn("CGMutablePath.addRelativeArc: non-finite value ignored")
        }
        guard r >= 0 else { return Self.warn("CGMutablePath.addRelativeArc: negative radius \(r) ignored") }
        arcRaw(c, r, start, delta, t)
    }

    mutating func arcTangent(_ t1: CGPoint, _ t2: CGPoint, _ r: CGFloat, _ t: CGAffineTransform) {
        guard Self.ok(t1), Self.ok(t2), r.isFinite, t.isFinite else {
            return Self.warn("CGMutablePath.addArc(tangent1End:): non-finite value ignored")
        }
        guard r >= 0 else { return Self.warn("CGMutablePath.addArc(tangent1End:): negative radius \(r) ignored") }
        guard let curDevice = current else { return Self.warn("CGMutablePath.addArc(tangent1End:): no current point") }
        // Work in the untransformed space: map the current point back.
        let inv = t.inverted()
        let p0 = t.isIdentity ? curDevice : curDevice.applying(inv)
        let v1 = CGPoint(x: p0.x - t1.x, y: p0.y - t1.y), v2 = CGPoint(x: t2.x - t1.x, y: t2.y - t1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        if r == 0 || l1 == 0 || l2 == 0 || abs(cross) < 1e-12 * l1 * l2 {
            lineRaw(t1.applying(t)); return
        }
        let cosA = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        let half = acos(max(-1, min(1, cosA))) / 2        // half the angle between the two lines
        let d = r / tan(half)                              // distance from t1 to the tangent points
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let a = CGPoint(x: t1.x + u1.x * d, y: t1.y + u1.y * d)
        let b = CGPoint(x: t1.x + u2.x * d, y: t1.y + u2.y * d)
        let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y), bl = hypot(bis.x, bis.y)
        let dc = r / sin(half)
        let center = CGPoint(x: t1.x + bis.x / bl * dc, y: t1.y + bis.y / bl * dc)
        let sa = atan2(a.y - center.y, a.x - center.x), ea = atan2(b.y - center.y, b.x - center.x)
        var sweep = ea - sa
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        let aT = a.applying(t)
        if curDevice != aT { lineRaw(aT) }
        arcRaw(center, r, sa, sweep, t)
    }

    // MARK: Shapes

    mutating func addRect(_ r0: CGRect, _ t: CGAffineTransform) {
        guard Self.ok(r0), t.isFinite else { return Self.warn("CGMutablePath.addRect: non-finite or null rect ignored") }
        let r = r0.standardized
        moveRaw(CGPoint(x: r.minX, y: r.minY).applying(t))
        lineRaw(CGPoint(x: r.maxX, y: r.minY).applying(t))
        lineRaw(CGPoint(x: r.maxX, y: r.maxY).applying(t))
        lineRaw(CGPoint(x: r.minX, y: r.maxY).applying(t))
        close()
    }

    mutating func addEllipse(_ r0: CGRect, _ t: CGAffineTransform) {
        guard Self.ok(r0), t.isFinite else { return Self.warn("CGMutablePath.addEllipse: non-finite or null rect ignored") }
        let r = r0.standardized
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        func P(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        moveRaw(P(cx + rx, cy))
        cubicRaw(P(cx + rx, cy + k * ry), P(cx + k * rx, cy + ry), P(cx, cy + ry))
        cubicRaw(P(cx - k * rx, cy + ry), P(cx - rx, cy + k * ry), P(cx - rx, cy))
        cubicRaw(P(cx - rx, cy - k * ry), P(cx - k * rx, cy - ry), P(cx, cy - ry))
        cubicRaw(P(cx + k * rx, cy - ry), P(cx + rx, cy - k * ry), P(cx + rx, cy))
        close()
    }

    mutating func addRoundedRect(_ r0: CGRect, _ cw0: CGFloat, _ ch0: CGFloat, _ t: CGAffineTransform) {
        guard Self.ok(r0), cw0.isFinite, ch0.isFinite, t.isFinite else {
            return Self.warn("CGMutablePath.addRoundedRect: non-finite value ignored")
        }
        guard cw0 >= 0, ch0 >= 0 else { return Self.warn("CGMutablePath.addRoundedRect: negative corner size ignored") }
        let r = r0.standardized
        var cw = cw0, ch = ch0
        if cw * 2 > r.width || ch * 2 > r.height {
            Self.warn("CGMutablePath.addRoundedRect: corner size \(cw0)x\(ch0) too large for \(r.size); clamped")
            cw = min(cw, r.width / 2); ch = min(ch, r.height / 2)
        }
        if cw == 0 || ch == 0 { return addRect(r, t) }
        let k: CGFloat = 0.5522847498307936
        func P(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        moveRaw(P(r.minX + cw, r.minY))
        lineRaw(P(r.maxX - cw, r.minY))
        cubicRaw(P(r.maxX - cw + k * cw, r.minY), P(r.maxX, r.minY + ch - k * ch), P(r.maxX, r.minY + ch))
        lineRaw(P(r.maxX, r.maxY - ch))
        cubicRaw(P(r.maxX, r.maxY - ch + k * ch), P(r.maxX - cw + k * cw, r.maxY), P(r.maxX - cw, r.maxY))
        lineRaw(P(r.minX + cw, r.maxY))
        cubicRaw(P(r.minX + cw - k * cw, r.maxY), P(r.minX, r.maxY - ch + k * ch), P(r.minX, r.maxY - ch))
        lineRaw(P(r.minX, r.minY + ch))
        cubicRaw(P(r.minX, r.minY + ch - k * ch), P(r.minX + cw - k * cw, r.minY), P(r.minX + cw, r.minY))
        close()
    }

    mutating func append(_ other: PathBuilder, _ t: CGAffineTransform) {
        guard t.isFinite else { return Self.warn("CGMutablePath.addPath: non-finite transform ignored") }
        for e in other.elements {
            let pts = e.points.map { $0.applying(t) }
            switch e.type {
            case .moveToPoint: moveRaw(pts[0])
            case .addLineToPoint: if current == nil { moveRaw(pts[0]) } else { lineRaw(pts[0]) }
            case .addQuadCurveToPoint:
                if current == nil { moveRaw(pts[1]) } else {
                    elements.append(CGPathElement(type: .addQuadCurveToPoint, points: pts)); current = pts[1]
                }
            case .addCurveToPoint: if current == nil { moveRaw(pts[2]) } else { cubicRaw(pts[0], pts[1], pts[2]) }
            case .closeSubpath: close()
            }
        }
    }

    func transformed(_ t: CGAffineTransform) -> PathBuilder {
        if t.isIdentity { return self }
        var b = PathBuilder()
        b.append(self, t)
        return b
    }

    // MARK: Queries

    /// Bounds of the curves themselves (Bézier extrema, not control points).
    func tightBounds() -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        var cur = CGPoint.zero, start = CGPoint.zero
        for e in elements {
            switch e.type {
            case .moveToPoint: cur = e.points[0]; start = cur; add(cur)
            case .addLineToPoint: cur = e.points[0]; add(cur)
            case .addQuadCurveToPoint:
                let c = e.points[0], p = e.points[1]
                add(p)
                for tt in PathBuilder.quadExtrema(cur, c, p) { add(PathBuilder.quadPoint(cur, c, p, tt)) }
                cur = p
            case .addCurveToPoint:
                let c1 = e.points[0], c2 = e.points[1], p = e.points[2]
                add(p)
                for tt in PathBuilder.cubicExtrema(cur, c1, c2, p) { add(PathBuilder.cubicPoint(cur, c1, c2, p, tt)) }
                cur = p
            case .closeSubpath: cur = start
            }
        }
        if minX > maxX { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }
    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
    static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var r: [CGFloat] = []
        for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let den = a - 2 * b + d
            if den != 0 { let t = (a - b) / den; if t > 0 && t < 1 { r.append(t) } }
        }
        return r
    }
    static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var r: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // Derivative / 3: A t² + B t + C
            let A = -a0 + 3 * a1 - 3 * a2 + a3, B = 2 * (a0 - 2 * a1 + a2), C = a1 - a0
            if abs(A) < 1e-12 {
                if B != 0 { let t = -C / B; if t > 0 && t < 1 { r.append(t) } }
            } else {
                let disc = B * B - 4 * A * C
                if disc >= 0 {
                    let s = disc.squareRoot()
                    for t in [(-B + s) / (2 * A), (-B - s) / (2 * A)] where t > 0 && t < 1 { r.append(t) }
                }
            }
        }
        return r
    }

    /// The path as closed polygons (curves flattened), one per subpath.
    func polygons(tolerance: CGFloat = 0.1) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var poly: [CGPoint] = []
        var cur = CGPoint.zero
        func flush() { if poly.count > 1 { result.append(poly) }; poly = [] }
        for e in elements {
            switch e.type {
            case .moveToPoint: flush(); cur = e.points[0]; poly = [cur]
            case .addLineToPoint: cur = e.points[0]; poly.append(cur)
            case .addQuadCurveToPoint:
                let c = e.points[0], p = e.points[1]
                let n = PathBuilder.segments(hypot(c.x - cur.x, c.y - cur.y) + hypot(p.x - c.x, p.y - c.y), tolerance)
                for i in 1...n { poly.append(PathBuilder.quadPoint(cur, c, p, CGFloat(i) / CGFloat(n))) }
                cur = p
            case .addCurveToPoint:
                let c1 = e.points[0], c2 = e.points[1], p = e.points[2]
                let len = hypot(c1.x - cur.x, c1.y - cur.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p.x - c2.x, p.y - c2.y)
                let n = PathBuilder.segments(len, tolerance)
                for i in 1...n { poly.append(PathBuilder.cubicPoint(cur, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                cur = p
            case .closeSubpath:
                let start = poly.first ?? cur
                flush(); cur = start; poly = [cur]
            }
        }
        flush()
        return result
    }
    private static func segments(_ len: CGFloat, _ tol: CGFloat) -> Int {
        guard len.isFinite else { return 1 }
        return max(4, min(256, Int((len / max(tol, 0.01)).squareRoot() * 2)))
    }

    /// The winding number of `p` (open subpaths are closed implicitly).
    func windingNumber(at p: CGPoint) -> Int {
        var w = 0
        for poly in polygons() {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                if a.y <= p.y {
                    if b.y > p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
                } else if b.y <= p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    w -= 1
                }
            }
        }
        return w
    }
}
