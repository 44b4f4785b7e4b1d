//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// CAGradientLayer, a layer that fills its bounds with a colour gradient, and its gradient types.

/// The shape of a `CAGradientLayer`'s gradient: along a line, radial, or around a centre (conic).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public var rawValue: String
    /// The `CAGradientLayerType` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Not supported by cairo's patterns: drawn as `.axial`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filling its bounds (over its background) with a gradient of `colors` (CGColors) at
/// `locations` (evenly spread when nil), from `startPoint` to `endPoint` in unit coordinates of
/// the bounds (top-left origin). `.radial` is an ellipse centred at `startPoint` reaching
/// `endPoint`. Drawn at composite time (no backing store); `startPoint`, `endPoint`, and `colors` /
/// `locations` of equal counts animate.
@preconcurrency @MainActor open class CAGradientLayer: CALayer {
    var _colors: [Any]?
    var _locations: [NSNumber]?
    var _startPoint = CGPoint(x: 0.5, y: 0)
    var _endPoint = CGPoint(x: 0.5, y: 1)
    var _type: CAGradientLayerType = .axial

    public override init() { super.init() }
    /// There are no archives on Linux: makes a gradient layer with default properties, never nil.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(layer: Any) {
        super.init(layer: layer)
        if let g = layer as? CAGradientLayer {
            _colors = g._colors; _locations = g._locations; _startPoint = g._startPoint; _endPoint = g._endPoint; _type = g._type
        }
    }

    func _set<T>(_ key: String, _ old: T, _ apply: () -> Void) {
        _willChange(.own)
        apply()
        _didChange(key, old: old, .own)
    }
    /// The gradient's colours (`CGColor`s), from start to end. Default nil (nothing drawn). Animatable.
    open var colors: [Any]? { get { _colors } set { _set("colors", _colors as Any) { _colors = newValue } } }
    /// Each colour's stop, 0…1 along the gradient; nil (the default) or a count that differs from
    /// `colors` spreads the stops evenly. Animatable.
    open var locations: [NSNumber]? { get { _locations } set { _set("locations", _locations as Any) { _locations = newValue } } }
    /// Where the gradient starts, in unit coordinates of the bounds. Default (0.5, 0), the top centre.
    /// Animatable.
    open var startPoint: CGPoint {
        get { _startPoint }
        set { guard CALayer.finite(newValue) else { return _reject("startPoint", newValue) }; _set("startPoint", _startPoint) { _startPoint = newValue } }
    }
    /// Where the gradient ends, in unit coordinates of the bounds. Default (0.5, 1), the bottom centre.
    /// Animatable.
    open var endPoint: CGPoint {
        get { _endPoint }
        set { guard CALayer.finite(newValue) else { return _reject("endPoint", newValue) }; _set("endPoint", _endPoint) { _endPoint = newValue } }
    }
    /// The kind of gradient drawn. Default `.axial`.
    open var type: CAGradientLayerType { get { _type } set { _set("type", _type) { _type = newValue } } }

    open override func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "colors": return _colors
        case "locations": return _locations
        case "startPoint": return _startPoint
        case "endPoint": return _endPoint
        default: return super.value(forKeyPath: keyPath)
        }
    }
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let v = _CAValue.unboxed(value)
        switch keyPath {
        case "colors": colors = v as? [Any]
        case "locations": locations = v as? [NSNumber]
        case "startPoint": if let p = v as? CGPoint { startPoint = p }
        case "endPoint": if let p = v as? CGPoint { endPoint = p }
        default: super.setValue(value, forKeyPath: keyPath)
        }
    }
    override func _setPresentationValue(_ value: Any?, forKeyPath keyPath: String) {
        switch keyPath {
        case "colors": _colors = value as? [Any]
        case "locations": _locations = value as? [NSNumber]
        case "startPoint": if let p = _CAValue.unboxed(value) as? CGPoint, CALayer.finite(p) { _startPoint = p }
        case "endPoint": if let p = _CAValue.unboxed(value) as? CGPoint, CALayer.finite(p) { _endPoint = p }
        default: super._setPresentationValue(value, forKeyPath: keyPath)
        }
    }

    /// Fills the (rounded) bounds with the gradient, through CoreGraphics.
    func _drawGradient(_ painter: _CAPainter) {
        let cols = (_colors ?? []).compactMap { $0 as? CGColor }
        let b = _bounds
        guard !cols.isEmpty, b.width > 0, b.height > 0 else { return }
        var stops: [CGFloat]
        if let l = _locations, l.count == cols.count { stops = l.map { min(1, max(0, CGFloat($0.doubleValue))) } }
        else { stops = cols.count == 1 ? [0] : (0..<cols.count).map { CGFloat($0) / CGFloat(cols.count - 1) } }
        guard let gradient = CGGradient(colors: cols, locations: stops) else { return }
        let start = CGPoint(x: b.minX + _startPoint.x * b.width, y: b.minY + _startPoint.y * b.height)
        let end = CGPoint(x: b.minX + _endPoint.x * b.width, y: b.minY + _endPoint.y * b.height)
        let ctx = painter.graphicsContext()
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.addPath(_CAPainter.boundsPath(self))
        ctx.clip()
        let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        if _type == .radial {
            // An ellipse centred at the start point reaching the end point: the unit circle, scaled.
            let rx = max(1e-6, abs(end.x - start.x)), ry = max(1e-6, abs(end.y - start.y))
            ctx.concatenate(CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: start.x, ty: start.y))
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: extend)
        } else {
            ctx.drawLinearGradient(gradient, start: start, end: end, options: extend)
        }
    }
}
