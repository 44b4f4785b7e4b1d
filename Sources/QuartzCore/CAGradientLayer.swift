import Foundation
import CoreGraphics
import CCairo

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
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
@MainActor open class CAGradientLayer: CALayer {
    var _colors: [Any]?
    var _locations: [NSNumber]?
    var _startPoint = CGPoint(x: 0.5, y: 0)
    var _endPoint = CGPoint(x: 0.5, y: 1)
    var _type: CAGradientLayerType = .axial

    public required init() { super.init() }
    public required init(layer: Any) {
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
    open var colors: [Any]? { get { _colors } set { _set("colors", _colors as Any) { _colors = newValue } } }
    open var locations: [NSNumber]? { get { _locations } set { _set("locations", _locations as Any) { _locations = newValue } } }
    open var startPoint: CGPoint {
        get { _startPoint }
        set { guard CALayer.finite(newValue) else { return _reject("startPoint", newValue) }; _set("startPoint", _startPoint) { _startPoint = newValue } }
    }
    open var endPoint: CGPoint {
        get { _endPoint }
        set { guard CALayer.finite(newValue) else { return _reject("endPoint", newValue) }; _set("endPoint", _endPoint) { _endPoint = newValue } }
    }
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
    override func _setPresentationValue(_ value: Any?, forKeyPath keyPath: String) {
        switch keyPath {
        case "colors": _colors = value as? [Any]
        case "locations": _locations = value as? [NSNumber]
        case "startPoint": if let p = value as? CGPoint, CALayer.finite(p) { _startPoint = p }
        case "endPoint": if let p = value as? CGPoint, CALayer.finite(p) { _endPoint = p }
        default: super._setPresentationValue(value, forKeyPath: keyPath)
        }
    }

    func _drawGradient(_ painter: _CAPainter) {
        let cols = (_colors ?? []).compactMap { $0 as? CGColor }
        let b = _bounds
        guard !cols.isEmpty, b.width > 0, b.height > 0 else { return }
        let cr = painter.cr
        var stops: [Double]
        if let l = _locations, l.count == cols.count { stops = l.map { $0.doubleValue } }
        else { stops = cols.count == 1 ? [0] : (0..<cols.count).map { Double($0) / Double(cols.count - 1) } }
        let sx = Double(b.minX + _startPoint.x * b.width), sy = Double(b.minY + _startPoint.y * b.height)
        let ex = Double(b.minX + _endPoint.x * b.width), ey = Double(b.minY + _endPoint.y * b.height)
        cairo_save(cr)
        let pattern: OpaquePointer
        if _type == .radial {
            let rx = max(1e-6, abs(ex - sx)), ry = max(1e-6, abs(ey - sy))
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
            var m = cairo_matrix_t()
            // pattern space = user space mapped so that the ellipse becomes the unit circle
            cairo_matrix_init(&m, 1 / rx, 0, 0, 1 / ry, -sx / rx, -sy / ry)
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            pattern = cairo_pattern_create_linear(sx, sy, ex, ey)!
        }
        for (c, t) in zip(cols, stops) {
            cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, t)), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        painter.addBoundsPath(self, inset: 0)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }
}
