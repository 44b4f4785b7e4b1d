import CCairo
import Logging

enum cgLog { static func warning(_ m: @autoclosure () -> String) { UIKitLog.warning(m(), category: "CGContext") } }

/// A drawing destination over a Cairo context.
///
/// Coordinates: a context made by UIKit (a view's `draw(_:)`, `UIGraphicsImageRenderer`) has its
/// origin at the top left, y down, in points, as on iOS. A bitmap context made directly with
/// `CGContext(data:width:height:...)` has Quartz's origin at the bottom left, y up, as on iOS.
/// `draw(_:in:)` of a `CGImage` follows Quartz: in a top-left context the image appears flipped,
/// exactly the iOS behaviour that ported code already compensates for.
public final class CGContext {
    /// The underlying `cairo_t*`. Exposed for the layers above (QuartzCore, UIKit); not user API.
    public let _cr: OpaquePointer
    /// The target surface, when this context owns a bitmap.
    public let _surface: OpaquePointer?
    /// Device height in pixels, used to express `ctm` in Quartz's y-up device space.
    let deviceHeight: CGFloat

    /// Wraps an existing Cairo context (adds a reference).
    public init(_cairo cr: OpaquePointer, deviceHeight: CGFloat) {
        _cr = cairo_reference(cr)
        _surface = nil
        self.deviceHeight = deviceHeight
    }

    /// A context drawing into a new ARGB32 surface of `width`×`height` pixels, cleared to
    /// transparent, with a top-left origin and `scale` pixels per point.
    public init?(_topLeftBitmapWidth width: Int, height: Int, scale: CGFloat = 1, opaque: Bool = false) {
        guard width > 0, height > 0, width <= 32767, height <= 32767, scale.isFinite, scale > 0 else {
            cgLog.warning("CGContext: invalid bitmap size \(width)x\(height) scale \(scale)")
            return nil
        }
        let s = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        _surface = s
        _cr = cairo_create(s)
        deviceHeight = CGFloat(height)
        if scale != 1 { cairo_scale(_cr, Double(scale), Double(scale)) }
    }

    deinit {
        cairo_destroy(_cr)
        if let s = _surface { cairo_surface_destroy(s) }
    }

    /// A snapshot of the bitmap this context draws into (nil for contexts over foreign targets).
    public func makeImage() -> CGImage? {
        guard let s = _surface else { return nil }
        cairo_surface_flush(s)
        let w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s)
        let format = cairo_image_surface_get_format(s)
        let copy = cairo_image_surface_create(format, w, h)!
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, s, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(_adoptingSurface: copy)
    }

    // MARK: Graphics state

    public func saveGState() { cairo_save(_cr) }
    public func restoreGState() { cairo_restore(_cr) }

    // MARK: Current transformation matrix

    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return cgLog.warning("CGContext.translateBy: non-finite value ignored") }
        cairo_translate(_cr, Double(x), Double(y))
    }
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return cgLog.warning("CGContext.scaleBy: zero or non-finite scale ignored") }
        cairo_scale(_cr, Double(x), Double(y))
    }
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return cgLog.warning("CGContext.rotate: non-finite angle ignored") }
        cairo_rotate(_cr, Double(angle))
    }
    public func concatenate(_ t: CGAffineTransform) {
        guard t.isFinite, t.a * t.d - t.b * t.c != 0 else { return cgLog.warning("CGContext.concatenate: singular or non-finite transform ignored") }
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(_cr, &m)
    }
    /// The user-to-device transform in Quartz's device space (origin bottom left, y up, pixels).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(_cr, &m)
        let cairoCTM = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        return cairoCTM.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: deviceHeight))
    }

    // MARK: Colour, alpha, rectangles

    public func setFillColor(_ color: CGColor) { fillColor = color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    /// Colours are kept in Swift (Cairo has a single source); `saveGState` in a later pass of
    /// this file keeps them with the Cairo state.
    var fillColor: CGColor = .black
    var strokeColor: CGColor = .black
    var globalAlpha: CGFloat = 1

    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return cgLog.warning("CGContext.setAlpha: non-finite alpha ignored") }
        globalAlpha = min(1, max(0, alpha))
    }

    func setSource(_ c: CGColor) {
        cairo_set_source_rgba(_cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * globalAlpha))
    }

    public func fill(_ rect: CGRect) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        cairo_new_path(_cr)
        cairo_rectangle(_cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        setSource(fillColor)
        cairo_fill(_cr)
    }

    public func clip(to rect: CGRect) {
        cairo_new_path(_cr)
        cairo_rectangle(_cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(_cr)
    }

    /// Draws `image` stretched into `rect`, Quartz-style: the image's top row lands at `rect.maxY`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        cairo_save(_cr)
        cairo_translate(_cr, Double(rect.minX), Double(rect.maxY))
        cairo_scale(_cr, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
        cairo_set_source_surface(_cr, image._surface, 0, 0)
        if globalAlpha < 1 { cairo_paint_with_alpha(_cr, Double(globalAlpha)) } else { cairo_paint(_cr) }
        cairo_restore(_cr)
    }
}
