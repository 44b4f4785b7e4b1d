//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Converts a path's stroke into a fillable path.
///
/// Used by `CGPath.copy(strokingWithWidth:…)` and `CGContext.replacePathWithStrokedPath()`.
///
/// The outline is built as a union of pieces — one quadrilateral per flattened segment plus
/// join and cap shapes — all wound the same way, so it fills (and `contains`) correctly with the
/// non-zero winding rule. It is not a single clean outline as Quartz produces: filling it with
/// the even-odd rule shows the overlaps. Dashes are not applied.
enum PathStroker {
    static func stroke(_ path: PathBuilder, width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) -> PathBuilder {
        var out = PathBuilder()
        let hw = width / 2
        guard hw > 0, hw.isFinite else { return out }

        func polygon(_ pts: [CGPoint]) {
            guard pts.count >= 3 else { return }
            var area: CGFloat = 0
            for i in 0..<pts.count { let a = pts[i], b = pts[(i + 1) % pts.count]; area += a.x * b.y - b.x * a.y }
            let p = area < 0 ? Array(pts.reversed()) : pts
            out.lines(p, .identity)
            out.close()
        }
        func circle(_ c: CGPoint) {
            out.addEllipse(CGRect(x: c.x - hw, y: c.y - hw, width: 2 * hw, height: 2 * hw), .identity)
        }
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
            let dx = b.x - a.x, dy = b.y - a.y, l = hypot(dx, dy)
            return l == 0 ? nil : CGPoint(x: -dy / l * hw, y: dx / l * hw)
        }

        for sub in path.flattenedSubpaths() {
            var pts: [CGPoint] = []
            for p in sub.points where pts.last != p { pts.append(p) }
            if sub.closed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
            if pts.count == 1 {
                // A bare move draws nothing; a zero-length segment draws a cap-shaped dot.
                guard sub.hasSegment else { continue }
                // A lone point: only round and square caps draw something.
                let c = pts[0]
                if cap == .round { circle(c) }
                else if cap == .square { polygon([CGPoint(x: c.x - hw, y: c.y - hw), CGPoint(x: c.x + hw, y: c.y - hw),
                                                  CGPoint(x: c.x + hw, y: c.y + hw), CGPoint(x: c.x - hw, y: c.y + hw)]) }
                continue
            }
            guard pts.count >= 2 else { continue }
            let closed = sub.closed && pts.count > 2
            let segCount = closed ? pts.count : pts.count - 1
            for i in 0..<segCount {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                guard let n = normal(a, b) else { continue }
                polygon([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                         CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            // Joins.
            let joinIndices = closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
            for i in joinIndices {
                let v = pts[i], prev = pts[(i - 1 + pts.count) % pts.count], next = pts[(i + 1) % pts.count]
                guard let n1 = normal(prev, v), let n2 = normal(v, next) else { continue }
                let d1 = CGPoint(x: v.x - prev.x, y: v.y - prev.y), d2 = CGPoint(x: next.x - v.x, y: next.y - v.y)
                let cross = d1.x * d2.y - d1.y * d2.x
                if abs(cross) < 1e-12 { continue }   // straight on: the segments already meet
                // The outer side is opposite the turn direction.
                let s: CGFloat = cross > 0 ? -1 : 1
                let o1 = CGPoint(x: v.x + s * n1.x, y: v.y + s * n1.y), o2 = CGPoint(x: v.x + s * n2.x, y: v.y + s * n2.y)
                switch join {
                case .round: circle(v)
                case .bevel: polygon([v, o1, o2])
                case .miter:
                    let l1 = hypot(d1.x, d1.y), l2 = hypot(d2.x, d2.y)
                    let cosT = max(-1, min(1, -(d1.x * d2.x + d1.y * d2.y) / (l1 * l2)))   // angle between the segments
                    let theta = acos(cosT)
                    let ratio = 1 / max(1e-12, sin(theta / 2))
                    if ratio <= miterLimit {
                        // Tip: along the bisector of the two outer offsets, at hw * ratio.
                        let mx = (o1.x + o2.x) / 2 - v.x, my = (o1.y + o2.y) / 2 - v.y, ml = hypot(mx, my)
                        if ml > 0 {
                            let tip = CGPoint(x: v.x + mx / ml * hw * ratio, y: v.y + my / ml * hw * ratio)
                            polygon([v, o1, tip, o2])
                        }
                    } else {
                        polygon([v, o1, o2])
                    }
                }
            }
            // Caps.
            if !closed {
                for (end, inner) in [(pts[0], pts[1]), (pts[pts.count - 1], pts[pts.count - 2])] {
                    switch cap {
                    case .butt: break
                    case .round: circle(end)
                    case .square:
                        guard let n = normal(inner, end) else { continue }
                        let dx = end.x - inner.x, dy = end.y - inner.y, l = hypot(dx, dy)
                        let e = CGPoint(x: end.x + dx / l * hw, y: end.y + dy / l * hw)
                        polygon([CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: e.x + n.x, y: e.y + n.y),
                                 CGPoint(x: e.x - n.x, y: e.y - n.y), CGPoint(x: end.x - n.x, y: end.y - n.y)])
                    }
                }
            }
        }
        return out
    }
}

extension PathBuilder {
    /// Subpaths flattened to polylines, with whether each was closed.
    func flattenedSubpaths(tolerance: CGFloat = 0.1) -> [(points: [CGPoint], closed: Bool, hasSegment: Bool)] {
        var result: [(points: [CGPoint], closed: Bool, hasSegment: Bool)] = []
        var cur: [CGPoint] = []
        var closed = false, hasSegment = false
        var last = CGPoint.zero
        func flush() { if !cur.isEmpty { result.append((cur, closed, hasSegment)) }; cur = []; closed = false; hasSegment = false }
        for e in elements {
            if e.type != .moveToPoint && e.type != .closeSubpath { hasSegment = true }
            switch e.type {
            case .moveToPoint: flush(); last = e.points[0]; cur = [last]
            case .addLineToPoint: last = e.points[0]; cur.append(last)
            case .addQuadCurveToPoint, .addCurveToPoint:
                var tmp = PathBuilder()
                tmp.move(last, .identity)
                if e.type == .addQuadCurveToPoint { tmp.quad(e.points[1], e.points[0], .identity) }
                else { tmp.cubic(e.points[2], e.points[0], e.points[1], .identity) }
                let poly = tmp.polygons(tolerance: tolerance).first ?? [last, e.points.last!]
                cur.append(contentsOf: poly.dropFirst())
                last = e.points.last!
            case .closeSubpath:
                let start = cur.first ?? last
                closed = true
                flush()
                last = start
            }
        }
        flush()
        return result
    }
}

extension CGPath {
    /// A path whose fill is this path's stroke with the given settings, mapped through
    /// `transform` (see `PathStroker` for how the outline is built: union of pieces, non-zero).
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        guard lineWidth.isFinite, lineWidth >= 0, miterLimit.isFinite else {
            UIKitLog.warning("CGPath.copy(strokingWithWidth:): invalid width or miter limit", category: "CGPath")
            return CGPath()
        }
        let b = PathStroker.stroke(builder, width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        return CGPath(_builder: b.transformed(transform))
    }
}
