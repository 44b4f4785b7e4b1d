//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// CAShapeLayer, a layer that fills and strokes a path, with its fill-rule, line-cap and line-join types.

/// How a `CAShapeLayer` decides which areas of its path are inside (and filled).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public var rawValue: String
    /// The `CAShapeLayerFillRule` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
/// The shape a `CAShapeLayer` draws at the open ends of its stroked path.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public var rawValue: String
    /// The `CAShapeLayerLineCap` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
/// The shape a `CAShapeLayer` draws where two stroked segments of its path meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public var rawValue: String
    /// The `CAShapeLayerLineJoin` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that fills and strokes a path (in its bounds space). It is drawn as vectors at
/// composite time (no backing store), so it is crisp at any scale and its animatable properties
/// (`strokeStart`, `strokeEnd`, `lineWidth`, `fillColor`, `strokeColor`, `lineDashPhase`, and
/// `path` when both paths have the same elements) animate through the presentation layer. `strokeStart`/`strokeEnd`
/// select a part of the path by length (a user dash pattern is ignored while they are not 0/1).
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
    var _path: CGPath?
    var _fillColor: CGColor? = .black
    var _fillRule: CAShapeLayerFillRule = .nonZero
    var _strokeColor: CGColor?
    var _strokeStart: CGFloat = 0
    var _strokeEnd: CGFloat = 1
    var _lineWidth: CGFloat = 1
    var _miterLimit: CGFloat = 10
    var _lineCap: CAShapeLayerLineCap = .butt
    var _lineJoin: CAShapeLayerLineJoin = .miter
    var _lineDashPhase: CGFloat = 0
    var _lineDashPattern: [NSNumber]?

    public override init() { super.init() }
    /// There are no archives on Linux: makes a shape layer with default properties, never nil.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(layer: Any) {
        super.init(layer: layer)
        if let s = layer as? CAShapeLayer {
            _path = s._path; _fillColor = s._fillColor; _fillRule = s._fillRule; _strokeColor = s._strokeColor
            _strokeStart = s._strokeStart; _strokeEnd = s._strokeEnd; _lineWidth = s._lineWidth; _miterLimit = s._miterLimit
            _lineCap = s._lineCap; _lineJoin = s._lineJoin; _lineDashPhase = s._lineDashPhase; _lineDashPattern = s._lineDashPattern
        }
    }

    func _set<T>(_ key: String, _ old: T, _ apply: () -> Void) {
        _willChange([.own, .extent])
        apply()
        _didChange(key, old: old, [.own, .extent])
    }
    func _finite(_ v: CGFloat, _ name: String) -> Bool {
        if v.isFinite { return true }
        _reject(name, v)
        return false
    }

    /// The path to fill and stroke, in the layer's coordinates. Default nil. Animatable between paths
    /// with the same elements.
    open var path: CGPath? { get { _path } set { _set("path", _path as Any) { _path = newValue } } }
    /// The colour filling the path; nil fills nothing. Default opaque black. Animatable.
    open var fillColor: CGColor? { get { _fillColor } set { _set("fillColor", _fillColor as Any) { _fillColor = newValue } } }
    /// The rule deciding what the fill covers. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule { get { _fillRule } set { _set("fillRule", _fillRule) { _fillRule = newValue } } }
    /// The colour of the path's outline; nil (the default) strokes nothing. Animatable.
    open var strokeColor: CGColor? { get { _strokeColor } set { _set("strokeColor", _strokeColor as Any) { _strokeColor = newValue } } }
    /// Where the stroke begins, as a fraction 0…1 of the path's length (clamped). Default 0. Animatable.
    open var strokeStart: CGFloat {
        get { _strokeStart }
        set { guard _finite(newValue, "strokeStart") else { return }; _set("strokeStart", _strokeStart) { _strokeStart = min(1, max(0, newValue)) } }
    }
    /// Where the stroke ends, as a fraction 0…1 of the path's length (clamped). Default 1. Animatable.
    open var strokeEnd: CGFloat {
        get { _strokeEnd }
        set { guard _finite(newValue, "strokeEnd") else { return }; _set("strokeEnd", _strokeEnd) { _strokeEnd = min(1, max(0, newValue)) } }
    }
    /// The stroke's width in points (negative values count as 0). Default 1. Animatable.
    open var lineWidth: CGFloat {
        get { _lineWidth }
        set { guard _finite(newValue, "lineWidth") else { return }; _set("lineWidth", _lineWidth) { _lineWidth = max(0, newValue) } }
    }
    /// The miter limit for `.miter` joins: longer joins are bevelled. Default 10.
    open var miterLimit: CGFloat {
        get { _miterLimit }
        set { guard _finite(newValue, "miterLimit") else { return }; _set("miterLimit", _miterLimit) { _miterLimit = max(0, newValue) } }
    }
    /// The shape of the stroke's open ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap { get { _lineCap } set { _set("lineCap", _lineCap) { _lineCap = newValue } } }
    /// The shape of the stroke's corners. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin { get { _lineJoin } set { _set("lineJoin", _lineJoin) { _lineJoin = newValue } } }
    /// How far into `lineDashPattern` the stroke starts, in points. Default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { _lineDashPhase }
        set { guard _finite(newValue, "lineDashPhase") else { return }; _set("lineDashPhase", _lineDashPhase) { _lineDashPhase = newValue } }
    }
    /// Alternating lengths, in points, of dashes and gaps; nil (the default) draws a solid line.
    /// On Linux: ignored while `strokeStart` or `strokeEnd` trims the path.
    open var lineDashPattern: [NSNumber]? { get { _lineDashPattern } set { _set("lineDashPattern", 0) { _lineDashPattern = newValue } } }

    open override func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "path": return _path
        case "fillColor": return _fillColor
        case "strokeColor": return _strokeColor
        case "strokeStart": return _strokeStart
        case "strokeEnd": return _strokeEnd
        case "lineWidth": return _lineWidth
        case "miterLimit": return _miterLimit
        case "lineDashPhase": return _lineDashPhase
        default: return super.value(forKeyPath: keyPath)
        }
    }
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        func cg() -> CGFloat? { _CAValue.double(value).map { CGFloat($0) } }
        switch keyPath {
        case "path": path = value as? CGPath
        case "fillColor": fillColor = value as? CGColor
        case "strokeColor": strokeColor = value as? CGColor
        case "strokeStart": if let v = cg() { strokeStart = v }
        case "strokeEnd": if let v = cg() { strokeEnd = v }
        case "lineWidth": if let v = cg() { lineWidth = v }
        case "miterLimit": if let v = cg() { miterLimit = v }
        case "lineDashPhase": if let v = cg() { lineDashPhase = v }
        default: super.setValue(value, forKeyPath: keyPath)
        }
    }
    override func _setPresentationValue(_ value: Any?, forKeyPath keyPath: String) {
        func cg() -> CGFloat? { _CAValue.double(value).flatMap { $0.isFinite ? CGFloat($0) : nil } }
        switch keyPath {
        case "path": _path = value as? CGPath
        case "fillColor": _fillColor = value as? CGColor
        case "strokeColor": _strokeColor = value as? CGColor
        case "strokeStart": if let v = cg() { _strokeStart = min(1, max(0, v)) }
        case "strokeEnd": if let v = cg() { _strokeEnd = min(1, max(0, v)) }
        case "lineWidth": if let v = cg() { _lineWidth = max(0, v) }
        case "miterLimit": if let v = cg() { _miterLimit = max(0, v) }
        case "lineDashPhase": if let v = cg() { _lineDashPhase = v }
        default: super._setPresentationValue(value, forKeyPath: keyPath)
        }
    }

    /// The path's bounding box grown by the stroke (the extent beyond the bounds).
    override var _drawingExtentBeyondBounds: CGRect? { _shapeExtent }
    var _shapeExtent: CGRect {
        guard let p = _path, !p.isEmpty else { return .null }
        var r = p.boundingBox
        if _strokeColor != nil && _lineWidth > 0 {
            let grow = _lineWidth / 2 * (_lineJoin == .miter ? max(1, _miterLimit) : 1) + 1
            r = r.insetBy(dx: -grow, dy: -grow)
        }
        return r
    }

    /// Fills and strokes the path (in the layer's bounds space), through CoreGraphics.
    func _drawShape(_ painter: _CAPainter) {
        guard let p = _path, !p.isEmpty else { return }
        let ctx = painter.graphicsContext()
        ctx.saveGState()
        defer { ctx.restoreGState() }
        // A path is antialiased even where the layer's own edges are not (`allowsEdgeAntialiasing`).
        ctx.setShouldAntialias(true)
        if let f = _fillColor, f.alpha > 0 {
            ctx.addPath(p)
            ctx.setFillColor(f)
            ctx.fillPath(using: _fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let s = _strokeColor, s.alpha > 0, _lineWidth > 0, _strokeEnd > _strokeStart else { return }
        ctx.setLineWidth(_lineWidth)
        ctx.setMiterLimit(_miterLimit)
        ctx.setLineCap(_lineCap == .round ? .round : _lineCap == .square ? .square : .butt)
        ctx.setLineJoin(_lineJoin == .round ? .round : _lineJoin == .bevel ? .bevel : .miter)
        if _strokeStart > 0 || _strokeEnd < 1 {
            // A dash of the selected length starting at strokeStart·L.
            let length = _CAShapeMeasure.length(p)
            let on = (_strokeEnd - _strokeStart) * length
            let period = on + 2 * length + 1
            ctx.setLineDash(phase: period - _strokeStart * length, lengths: [on, period - on])
        } else if let pattern = _lineDashPattern, !pattern.isEmpty {
            let dashes = pattern.map { max(0, CGFloat($0.doubleValue)) }
            if dashes.contains(where: { $0 > 0 }) { ctx.setLineDash(phase: _lineDashPhase, lengths: dashes) }
        }
        ctx.addPath(p)
        ctx.setStrokeColor(s)
        ctx.strokePath()
    }
}

enum _CAShapeMeasure {
    /// The length of `path`, curves flattened to within ~0.05 points.
    static func length(_ path: CGPath) -> CGFloat {
        var total: CGFloat = 0
        var cur = CGPoint.zero, start = CGPoint.zero
        func dist(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
            // Enough segments that each chord is short: the hull length bounds the curve's.
            let hull = dist(p0, p1) + dist(p1, p2) + dist(p2, p3)
            let n = max(1, min(1024, Int((hull * 2).rounded(.up))))
            var prev = p0
            for i in 1...n {
                let t = CGFloat(i) / CGFloat(n), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                let q = CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
                total += dist(prev, q)
                prev = q
            }
        }
        for e in path.elements {
            switch e.type {
            case .moveToPoint: cur = e.points[0]; start = cur
            case .addLineToPoint: total += dist(cur, e.points[0]); cur = e.points[0]
            case .addQuadCurveToPoint:
                let c = e.points[0], end = e.points[1]
                cubic(cur, CGPoint(x: cur.x + 2 / 3 * (c.x - cur.x), y: cur.y + 2 / 3 * (c.y - cur.y)),
                      CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y)), end)
                cur = end
            case .addCurveToPoint:
                cubic(cur, e.points[0], e.points[1], e.points[2]); cur = e.points[2]
            case .closeSubpath: total += dist(cur, start); cur = start
            }
        }
        return total
    }
}
