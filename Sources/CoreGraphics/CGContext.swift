import CCairo
import CUIKitShims
import Foundation
import Logging

enum cgLog { static func warning(_ m: @autoclosure () -> String) { UIKitLog.warning(m(), category: "CGContext") } }

/// A drawing destination over a Cairo context.
///
/// Coordinates: a context made by UIKit (a view's `draw(_:)`, `UIGraphicsImageRenderer`) has its
/// origin at the top left, y down, in points, as on iOS. A bitmap context made directly with
/// `CGContext(data:width:height:...)` has Quartz's origin at the bottom left, y up, as on iOS.
/// `draw(_:in:)` of a `CGImage` follows Quartz: in a top-left context the image appears flipped,
/// exactly the iOS behaviour that ported code already compensates for.
///
/// The graphics state (`saveGState`/`restoreGState`) covers Cairo's own state (CTM, clip, line
/// settings, blend mode, antialiasing) plus what Cairo doesn't hold: fill and stroke colours,
/// alpha, shadow and interpolation quality. The current path is not part of the state (as in
/// Quartz). Invalid input is reported with `UIKitLog` (category "CGContext") and ignored.
public final class CGContext {
    /// The underlying `cairo_t*`. Exposed for the layers above (QuartzCore, UIKit); not user API.
    public let _cr: OpaquePointer
    /// The target surface, when this context owns a bitmap.
    public let _surface: OpaquePointer?
    /// Device height in pixels, used to express `ctm` in Quartz's y-up device space.
    let deviceHeight: CGFloat
    /// Points → pixels scale of the base space (shadow offsets and blur are in base space).
    let baseScale: CGFloat
    /// True when the base space is y-up (Quartz bitmap contexts): a shadow's +height goes up.
    let baseIsYUp: Bool
    /// Memory in a layout other than Cairo's (the caller's, or ours when `data` was nil): kept
    /// in sync after every drawing operation.
    private var userBuffer: BitmapTarget?
    /// The colour space and bitmap info a Quartz bitmap context was made with.
    private var quartzFormat: (space: CGColorSpace, info: CGBitmapInfo)?
    /// Copies the pixels into the foreign-layout memory: those of `dirty` (user space, padded to
    /// whole pixels) within the clip, or all of them.
    func syncUserBuffer(dirty: CGRect? = nil, wholeSurface: Bool = true) {
        guard let target = userBuffer, let s = _surface else { return }
        var region: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil
        if !wholeSurface {
            var box = deviceClipExtents
            if let d = dirty, !d.isNull, d.width.isFinite, d.height.isFinite { box = box.intersection(deviceRect(d)) }
            guard !box.isNull, !box.isEmpty else { return }
            box = box.insetBy(dx: -1, dy: -1)
            region = (Int(box.minX.rounded(.down)), Int(box.minY.rounded(.down)), Int(box.maxX.rounded(.up)), Int(box.maxY.rounded(.up)))
        }
        target.layout.export(from: s, to: target.pointer, bytesPerRow: target.bytesPerRow, region: region)
    }
    /// The clip's bounds in device pixels (y down).
    private var deviceClipExtents: CGRect {
        var m = cairo_matrix_t()
        cairo_get_matrix(_cr, &m)
        cairo_identity_matrix(_cr)
        defer { cairo_set_matrix(_cr, &m) }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(_cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
    /// Clip rectangles in device space at creation, restored by `resetClip()`.
    private var initialClip: [CGRect]?

    struct GState {
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        var shadowOffset: CGSize = .zero
        var shadowBlur: CGFloat = 0
        var shadowColor: CGColor? = nil
        var shouldAntialias = true
        var allowsAntialiasing = true
        var interpolationQuality: CGInterpolationQuality = .default
        var lineWidth: CGFloat = 1
        var masks: [MaskClip] = []
    }

    /// A clip by an image's alpha (or luminance) set by `clip(to:mask:)`.
    final class MaskClip {
        let surface: OpaquePointer          // A8
        let deviceToMask: cairo_matrix_t
        let filter: cairo_filter_t
        init(surface: OpaquePointer, deviceToMask: cairo_matrix_t, filter: cairo_filter_t) {
            self.surface = surface; self.deviceToMask = deviceToMask; self.filter = filter
        }
        deinit { cairo_surface_destroy(surface) }
    }
    var gstate = GState()
    private var gstack: [GState] = []

    /// Wraps an existing Cairo context (adds a reference). Its current matrix is the base space:
    /// `deviceHeight` is the target's height in pixels, used only to report `ctm` Quartz-style.
    public init(_cairo cr: OpaquePointer, deviceHeight: CGFloat) {
        _cr = cairo_reference(cr)
        _surface = nil
        self.deviceHeight = deviceHeight
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        baseScale = CGFloat(abs(m.xx * m.yy - m.xy * m.yx).squareRoot())
        baseIsYUp = m.yy < 0
        gstate.lineWidth = CGFloat(cairo_get_line_width(cr))
        initialClip = Self.deviceClipRects(cr)
    }

    /// A context drawing into a new ARGB32 surface of `width`×`height` pixels, cleared to
    /// transparent (or black when `opaque`), with a top-left origin and `scale` pixels per point.
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
        baseScale = scale
        baseIsYUp = false
        cairo_set_line_width(_cr, 1)   // Quartz's default (Cairo's is 2)
        if scale != 1 { cairo_scale(_cr, Double(scale), Double(scale)) }
    }

    /// Apple's bitmap context: origin at the bottom left, y up, one unit per pixel.
    ///
    /// Accepts the combinations iOS accepts for 8 bits per component: device RGB with
    /// `premultipliedFirst`, `premultipliedLast`, `noneSkipFirst` or `noneSkipLast` in the
    /// default (big-endian) or 32-bit little- or big-endian byte order (RGBA, ARGB, BGRA, ABGR…);
    /// device gray with `.none` (8 bits per pixel); `alphaOnly` (8 bits per pixel). Anything else
    /// logs iOS's "unsupported parameter combination" message and returns nil.
    ///
    /// Cost: Cairo draws in its own layout (`premultipliedFirst | byteOrder32Little` on
    /// little-endian machines), so memory in that layout is drawn into directly. Any other
    /// layout (including `data == nil` with another layout: the context then owns the memory)
    /// is converted after every drawing operation, over the part of the bitmap the operation
    /// can have touched, so the bytes are there when the call returns, as on iOS.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alphaName = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue).map { "\($0)" } ?? "\(bitmapInfo & 0x1F)"
        let details = "\(bitsPerComponent) integer bits/component; \(space.model == .monochrome ? "Gray" : "RGB") color space model; alpha \(alphaName); bitmap info \(bitmapInfo); \(bytesPerRow) bytes/row"
        guard let layout = BitmapLayout(model: space.model, bitsPerComponent: bitsPerComponent, bitsPerPixel: nil,
                                        info: info, forContext: true) else {
            cgLog.warning("CGBitmapContextCreate: unsupported parameter combination: \(details).")
            return nil
        }
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            cgLog.warning("CGBitmapContextCreate: invalid size \(width)x\(height)"); return nil
        }
        let minRow = width * layout.bytesPerPixel
        guard bytesPerRow == 0 || bytesPerRow >= minRow else {
            cgLog.warning("CGBitmapContextCreate: invalid data bytes/row: should be at least \(minRow) for \(details).")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? minRow : bytesPerRow
        let opaque = layout.isOpaque
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let s: OpaquePointer
        var foreign: BitmapTarget? = nil
        // Skipped-alpha layouts go through a copy too, so the skipped byte is always 0xFF
        // (Cairo's RGB24 leaves it undefined).
        if layout.isCairoARGB32, data == nil || rowBytes % 4 == 0 {
            if let data {
                s = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), format,
                                                        Int32(width), Int32(height), Int32(rowBytes))!
            } else {
                s = cairo_image_surface_create(format, Int32(width), Int32(height))!
            }
        } else {
            s = cairo_image_surface_create(format, Int32(width), Int32(height))!
            if cairo_surface_status(s) == CAIRO_STATUS_SUCCESS {
                let target = BitmapTarget(data, bytesPerRow: rowBytes, height: height, layout: layout)
                if data != nil { layout.import(from: target.pointer, bytesPerRow: rowBytes, into: s) }
                foreign = target
            }
        }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cgLog.warning("CGBitmapContextCreate: could not create a \(width)x\(height) surface")
            cairo_surface_destroy(s); return nil
        }
        _surface = s
        _cr = cairo_create(s)
        deviceHeight = CGFloat(height)
        baseScale = 1
        baseIsYUp = true
        userBuffer = foreign
        quartzFormat = (space, info)
        cairo_set_line_width(_cr, 1)   // Quartz's default (Cairo's is 2)
        cairo_translate(_cr, 0, Double(height))
        cairo_scale(_cr, 1, -1)
    }

    deinit {
        if !gstack.isEmpty {
            // Leave a borrowed cairo_t as we found it, or its owner's own save/restore pairs break.
            cgLog.warning("CGContext: \(gstack.count) saveGState() call(s) without restoreGState(); restored")
            for _ in gstack { cairo_restore(_cr) }
        }
        syncUserBuffer()
        cairo_destroy(_cr)
        if let s = _surface { cairo_surface_destroy(s) }
    }

    // MARK: Bitmap properties

    private var imageSurface: OpaquePointer? {
        guard let s = _surface, cairo_surface_get_type(s) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        return s
    }
    /// Width of the bitmap in pixels (0 for contexts over foreign targets).
    public var width: Int { imageSurface.map { Int(cairo_image_surface_get_width($0)) } ?? 0 }
    /// Height of the bitmap in pixels (0 for contexts over foreign targets).
    public var height: Int { imageSurface.map { Int(cairo_image_surface_get_height($0)) } ?? 0 }
    public var bytesPerRow: Int {
        userBuffer?.bytesPerRow ?? imageSurface.map { Int(cairo_image_surface_get_stride($0)) } ?? 0
    }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { userBuffer?.layout.bitsPerPixel ?? 32 }
    public var colorSpace: CGColorSpace? { quartzFormat?.space ?? CGColorSpace.deviceRGB }
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }
    /// The layout of `data`: what the context was made with, or Cairo's own for UIKit's contexts.
    public var bitmapInfo: CGBitmapInfo {
        if let quartzFormat { return quartzFormat.info }
        return BitmapLayout.cairoInfo(opaque: imageSurface.map { cairo_image_surface_get_format($0) == CAIRO_FORMAT_RGB24 } ?? false)
    }
    /// The pixels, in the layout `bitmapInfo` describes: the caller's memory when it was
    /// supplied. Pending drawing is finished first.
    public var data: UnsafeMutableRawPointer? {
        if let target = userBuffer { syncUserBuffer(); return target.pointer }
        guard let s = imageSurface else { return nil }
        cairo_surface_flush(s)
        return cairo_image_surface_get_data(s).map { UnsafeMutableRawPointer($0) }
    }
    /// Finishes pending drawing so the pixels can be read.
    public func flush() {
        if let s = _surface { cairo_surface_flush(s) }
        syncUserBuffer()
    }

    /// A snapshot of the bitmap this context draws into (nil for contexts over foreign targets),
    /// in the context's layout (`bitmapInfo`, `bytesPerRow`), as on iOS.
    public func makeImage() -> CGImage? {
        guard let s = imageSurface else { return nil }
        if cairo_status(_cr) != CAIRO_STATUS_SUCCESS {
            cgLog.warning("CGContext.makeImage: context is in error state: \(String(cString: cairo_status_to_string(cairo_status(_cr))))")
        }
        cairo_surface_flush(s)
        let w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s)
        let format = cairo_image_surface_get_format(s)
        let copy = cairo_image_surface_create(format, w, h)!
        if let target = userBuffer, let quartzFormat {
            // The image is what the bytes say (grays stay gray, skipped alpha stays opaque).
            syncUserBuffer()
            let bytes = Data(bytes: target.pointer, count: target.bytesPerRow * Int(h))
            guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let provider = CGDataProvider(data: bytes) else {
                cairo_surface_destroy(copy); return nil
            }
            target.layout.import(from: target.pointer, bytesPerRow: target.bytesPerRow, into: copy)
            return CGImage(surface: copy, declared: (provider, target.bytesPerRow, target.layout, quartzFormat.info, quartzFormat.space))
        }
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, s, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(_adoptingSurface: copy)
    }

    // MARK: Graphics state

    public func saveGState() {
        cairo_save(_cr)
        gstack.append(gstate)
    }
    /// Restores the state saved by the matching `saveGState()`; an unbalanced call is ignored.
    public func restoreGState() {
        guard let s = gstack.popLast() else {
            return cgLog.warning("CGContext.restoreGState: no saved state (unbalanced call ignored)")
        }
        cairo_restore(_cr)
        gstate = s
    }

    // MARK: Current transformation matrix

    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return cgLog.warning("CGContext.translateBy: non-finite value ignored") }
        apply(CGAffineTransform(translationX: x, y: y), "translateBy")
    }
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return cgLog.warning("CGContext.scaleBy: zero or non-finite scale ignored") }
        apply(CGAffineTransform(scaleX: x, y: y), "scaleBy")
    }
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return cgLog.warning("CGContext.rotate: non-finite angle ignored") }
        apply(CGAffineTransform(rotationAngle: angle), "rotate")
    }
    public func concatenate(_ t: CGAffineTransform) {
        guard t.isFinite, t.a * t.d - t.b * t.c != 0 else { return cgLog.warning("CGContext.concatenate: singular or non-finite transform ignored") }
        apply(t, "concatenate")
    }
    /// Prepends `t` to the CTM unless the result would be singular or non-finite, which would
    /// put the Cairo context into a permanent error state.
    private func apply(_ t: CGAffineTransform, _ name: String) {
        let result = t.concatenating(cairoMatrix)
        let det = result.a * result.d - result.b * result.c
        guard result.isFinite, det.isFinite, abs(det) > 1e-300 else {
            return cgLog.warning("CGContext.\(name): resulting transform would be singular or non-finite; ignored")
        }
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(_cr, &m)
    }
    /// The user-to-device transform in Quartz's device space (origin bottom left, y up, pixels).
    public var ctm: CGAffineTransform {
        cairoMatrix.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: deviceHeight))
    }
    /// Same as `ctm` (Apple's name for it).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Cairo's user → device matrix (device y down).
    var cairoMatrix: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(_cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    // MARK: Path construction

    private static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    private static func finite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite && !r.isNull
    }

    /// Discards the current path.
    public func beginPath() { cairo_new_path(_cr) }

    public func move(to point: CGPoint) {
        guard Self.finite(point) else { return cgLog.warning("CGContext.move(to:): non-finite point ignored") }
        cairo_move_to(_cr, Double(point.x), Double(point.y))
    }
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
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard Self.finite(end), Self.finite(control1), Self.finite(control2) else {
            return cgLog.warning("CGContext.addCurve: non-finite point ignored")
        }
        guard cairo_has_current_point(_cr) != 0 else { return cgLog.warning("CGContext.addCurve: no current point") }
        cairo_curve_to(_cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x), Double(end.y))
    }
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
    public func addRect(_ rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.addRect: non-finite rect ignored") }
        cairo_rectangle(_cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    public func addEllipse(in rect: CGRect) {
        var b = PathBuilder()
        b.addEllipse(rect, .identity)
        emit(b.elements)
    }
    /// Appends `path` (in the current user space).
    public func addPath(_ path: CGPath) { emit(path.builder.elements) }
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
    public func fill(_ rects: [CGRect]) {
        guard rects.allSatisfy(Self.finite) else { return cgLog.warning("CGContext.fill: non-finite rect ignored") }
        cairo_new_path(_cr); addRects(rects); fillPath()
    }
    public func fillEllipse(in rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.fillEllipse: non-finite rect ignored") }
        cairo_new_path(_cr); addEllipse(in: rect); fillPath()
    }
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

    // MARK: Line and colour state

    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return cgLog.warning("CGContext.setLineWidth: invalid width \(width) ignored") }
        gstate.lineWidth = width
        cairo_set_line_width(_cr, Double(width))
    }
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(_cr, cap == .butt ? CAIRO_LINE_CAP_BUTT : cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE)
    }
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(_cr, join == .miter ? CAIRO_LINE_JOIN_MITER : join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL)
    }
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 0 else { return cgLog.warning("CGContext.setMiterLimit: invalid limit \(limit) ignored") }
        cairo_set_miter_limit(_cr, Double(limit))
    }
    /// Dashes strokes with alternating painted/unpainted `lengths` starting `phase` into the
    /// pattern; an empty array makes lines solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return cgLog.warning("CGContext.setLineDash: negative or non-finite value ignored")
        }
        if lengths.isEmpty || lengths.allSatisfy({ $0 == 0 }) {
            if !lengths.isEmpty { cgLog.warning("CGContext.setLineDash: all lengths are zero; line made solid") }
            cairo_set_dash(_cr, nil, 0, 0); return
        }
        let d = lengths.map(Double.init)
        cairo_set_dash(_cr, d, Int32(d.count), Double(phase))
    }
    /// Curve flattening tolerance in device pixels (Cairo's tolerance; default 0.1).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return cgLog.warning("CGContext.setFlatness: invalid value ignored") }
        cairo_set_tolerance(_cr, Double(flatness))
    }

    public func setFillColor(_ color: CGColor) { gstate.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard red.isFinite, green.isFinite, blue.isFinite, alpha.isFinite else { return cgLog.warning("CGContext.setFillColor: non-finite component ignored") }
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard red.isFinite, green.isFinite, blue.isFinite, alpha.isFinite else { return cgLog.warning("CGContext.setStrokeColor: non-finite component ignored") }
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        guard gray.isFinite, alpha.isFinite else { return cgLog.warning("CGContext.setFillColor: non-finite component ignored") }
        gstate.fillColor = CGColor(gray: gray, alpha: alpha)
    }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        guard gray.isFinite, alpha.isFinite else { return cgLog.warning("CGContext.setStrokeColor: non-finite component ignored") }
        gstate.strokeColor = CGColor(gray: gray, alpha: alpha)
    }
    /// The current fill colour (for the layers above; Apple has no getter).
    public var _fillColor: CGColor { gstate.fillColor }
    /// The current stroke colour (for the layers above; Apple has no getter).
    public var _strokeColor: CGColor { gstate.strokeColor }
    /// The current global alpha (for the layers above; Apple has no getter).
    public var _alpha: CGFloat { gstate.alpha }

    /// Global alpha applied to everything drawn afterwards, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return cgLog.warning("CGContext.setAlpha: non-finite alpha ignored") }
        gstate.alpha = min(1, max(0, alpha))
    }

    /// Sets how drawing composites with what is already there (see `CGBlendMode`).
    public func setBlendMode(_ mode: CGBlendMode) {
        gstate.blendMode = mode
        cairo_set_operator(_cr, Self.cairoOperator(mode))
    }
    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusDarker, .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
    /// Cairo operators that affect the destination outside the drawn shape; drawing with them
    /// is clipped to the shape so that, as in Quartz, only the shape's area changes.
    private var operatorIsUnbounded: Bool {
        switch gstate.blendMode {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }

    /// A shadow under everything drawn afterwards. `offset` and `blur` are in base space
    /// (unaffected by the CTM): in a UIKit context +height moves the shadow down, in a Quartz
    /// bitmap context up, as on iOS. A nil or fully transparent colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            return cgLog.warning("CGContext.setShadow: non-finite value ignored")
        }
        gstate.shadowOffset = offset
        gstate.shadowBlur = max(0, blur)
        gstate.shadowColor = color
    }
    /// A shadow in black at one-third alpha (Quartz's default shadow colour).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    public func setShouldAntialias(_ value: Bool) { gstate.shouldAntialias = value; applyAntialias() }
    public func setAllowsAntialiasing(_ value: Bool) { gstate.allowsAntialiasing = value; applyAntialias() }
    private func applyAntialias() {
        cairo_set_antialias(_cr, gstate.shouldAntialias && gstate.allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Resampling quality for images drawn afterwards.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }
    var cairoFilter: cairo_filter_t {
        switch gstate.interpolationQuality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    func setSource(_ c: CGColor) {
        cairo_set_source_rgba(_cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * gstate.alpha))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (non-zero winding) and clears the path.
    public func clip() { clip(using: .winding) }
    /// Intersects the clip with the current path using `rule` and clears the path.
    public func clip(using rule: CGPathFillRule) {
        cairo_set_fill_rule(_cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if isPathEmpty {
            // Quartz: clipping to an empty path leaves nothing drawable.
            cairo_new_path(_cr); cairo_rectangle(_cr, 0, 0, 0, 0)
        }
        cairo_clip(_cr)
    }
    public func eoClip() { clip(using: .evenOdd) }
    /// Intersects the clip with `rect` (the current path is cleared).
    public func clip(to rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.clip(to:): non-finite rect ignored") }
        cairo_new_path(_cr)
        cairo_rectangle(_cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(_cr)
    }
    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        guard rects.allSatisfy(Self.finite) else { return cgLog.warning("CGContext.clip(to:): non-finite rect ignored") }
        cairo_new_path(_cr)
        if rects.isEmpty { cairo_rectangle(_cr, 0, 0, 0, 0) }
        for r in rects { cairo_rectangle(_cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(_cr)
    }
    /// Intersects the clip with `rect` and masks later drawing by `mask` stretched over `rect`
    /// (Quartz-style, like `draw(_:in:)`). An image with transparency masks by its alpha (the
    /// usual icon-tinting trick); an opaque image masks by its luminance (white paints).
    public func clip(to rect: CGRect, mask: CGImage) {
        guard Self.finite(rect), rect.width != 0, rect.height != 0 else {
            return cgLog.warning("CGContext.clip(to:mask:): empty or non-finite rect ignored")
        }
        let r = rect.standardized
        let pixels = mask.rgbaPixels()
        let useAlpha = !mask.isOpaque && stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] != 255 }
        let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mask.width), Int32(mask.height))!
        guard let dst = cairo_image_surface_get_data(a8) else { cairo_surface_destroy(a8); return }
        let stride = Int(cairo_image_surface_get_stride(a8))
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let i = (y * mask.width + x) * 4
                if useAlpha {
                    dst[y * stride + x] = pixels[i + 3]
                } else {
                    let r = Int(pixels[i]) * 77, g = Int(pixels[i + 1]) * 150, b = Int(pixels[i + 2]) * 29
                    dst[y * stride + x] = UInt8((r + g + b + 128) >> 8)
                }
            }
        }
        cairo_surface_mark_dirty(a8)
        // image pixel → user: translate(minX, maxY) · scale(w/iw, -h/ih); then user → device (CTM).
        let imageToUser = CGAffineTransform(a: r.width / CGFloat(mask.width), b: 0, c: 0, d: -r.height / CGFloat(mask.height),
                                            tx: r.minX, ty: r.maxY)
        let imageToDevice = imageToUser.concatenating(cairoMatrix)
        let inv = imageToDevice.inverted()
        let m = cairo_matrix_t(xx: Double(inv.a), yx: Double(inv.b), xy: Double(inv.c), yy: Double(inv.d), x0: Double(inv.tx), y0: Double(inv.ty))
        gstate.masks.append(MaskClip(surface: a8, deviceToMask: m, filter: cairoFilter))
        clip(to: r)
    }

    /// The bounds of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(_cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
    /// Restores the clip this context started with.
    public func resetClip() {
        gstate.masks.removeAll()
        cairo_reset_clip(_cr)
        guard let rects = initialClip else { return }
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        cairo_new_path(_cr)
        if rects.isEmpty { cairo_rectangle(_cr, 0, 0, 0, 0) }
        for r in rects { cairo_rectangle(_cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_restore(_cr)   // the path survives restore; the clip below is in device space
        var m = cairo_matrix_t()
        cairo_get_matrix(_cr, &m)
        cairo_identity_matrix(_cr)
        cairo_clip(_cr)
        cairo_set_matrix(_cr, &m)
    }
    private static func deviceClipRects(_ cr: OpaquePointer) -> [CGRect]? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &m) }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else {
            // A non-rectangular clip (rounded corners…) can't be captured: keep its bounds so
            // resetClip() at least never reaches outside it.
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            return [CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)]
        }
        var out: [CGRect] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            out.append(CGRect(x: r.x, y: r.y, width: r.width, height: r.height))
        }
        // An unclipped context reports one huge rectangle or the whole surface: nothing to restore.
        return out
    }

    // MARK: Gradients

    /// Fills the clip with a linear gradient from `start` (location 0) to `end` (location 1).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard Self.finite(start), Self.finite(end) else { return cgLog.warning("CGContext.drawLinearGradient: non-finite point ignored") }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: gstate.alpha)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(_cr)
        let dx = end.x - start.x, dy = end.y - start.y
        if before != after, dx != 0 || dy != 0 {
            // Only one side extends: clip away the half-plane beyond the other end.
            // Large enough to cover the clip from the boundary line, small enough for Cairo's
            // fixed-point coordinates.
            let clipBox = boundingBoxOfClipPath
            let reach = hypot(clipBox.width, clipBox.height) + hypot(clipBox.midX - start.x, clipBox.midY - start.y)
                + hypot(dx, dy) + 1
            let big: CGFloat = reach / max(1e-9, hypot(dx, dy))
            let nx = -dy * big, ny = dx * big           // along the boundary line
            let (p, dir) = before ? (end, CGPoint(x: -dx * big, y: -dy * big)) : (start, CGPoint(x: dx * big, y: dy * big))
            cairo_new_path(_cr)
            cairo_move_to(_cr, Double(p.x + nx), Double(p.y + ny))
            cairo_line_to(_cr, Double(p.x - nx), Double(p.y - ny))
            cairo_line_to(_cr, Double(p.x - nx + dir.x), Double(p.y - ny + dir.y))
            cairo_line_to(_cr, Double(p.x + nx + dir.x), Double(p.y + ny + dir.y))
            cairo_close_path(_cr)
            cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(_cr)
        }
        paintPattern(pattern)
        cairo_restore(_cr)
    }

    /// Fills the clip with a radial gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard Self.finite(startCenter), Self.finite(endCenter), startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0 else {
            return cgLog.warning("CGContext.drawRadialGradient: negative or non-finite value ignored")
        }
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: gstate.alpha)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(_cr)
        if before != after {
            // Approximation for one-sided extension: clip to outside the start circle (before
            // not drawn) or inside the end circle (after not drawn).
            cairo_new_path(_cr)
            if !before {
                let clipBox = boundingBoxOfClipPath.insetBy(dx: -1, dy: -1)
                cairo_rectangle(_cr, Double(clipBox.minX), Double(clipBox.minY), Double(clipBox.width), Double(clipBox.height))
                cairo_new_sub_path(_cr)
                cairo_arc(_cr, Double(startCenter.x), Double(startCenter.y), Double(startRadius), 0, 2 * .pi)
                cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_EVEN_ODD)
                if startRadius > 0 { cairo_clip(_cr) } else { cairo_new_path(_cr) }
            } else {
                cairo_arc(_cr, Double(endCenter.x), Double(endCenter.y), Double(endRadius), 0, 2 * .pi)
                cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_WINDING)
                cairo_clip(_cr)
            }
        }
        paintPattern(pattern)
        cairo_restore(_cr)
    }

    private func paintPattern(_ pattern: OpaquePointer) {
        cairo_new_path(_cr)
        render(bounds: nil, clipToPath: false) {
            cairo_set_source(self._cr, pattern)
            cairo_paint(self._cr)
        }
    }

    // MARK: Images

    /// Draws `image` stretched into `rect`, Quartz-style: the image's top row lands at `rect.maxY`
    /// (so it appears upside down in a top-left UIKit context, as on iOS).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.draw(_:in:): non-finite rect ignored") }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        cairo_new_path(_cr)
        let filter = cairoFilter, alpha = gstate.alpha
        cairo_save(_cr)
        if operatorIsUnbounded {
            cairo_rectangle(_cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)); cairo_clip(_cr)
        }
        render(bounds: r, clipToPath: false) {
            cairo_save(self._cr)
            cairo_translate(self._cr, Double(r.minX), Double(r.maxY))
            cairo_scale(self._cr, Double(r.width) / Double(image.width), -Double(r.height) / Double(image.height))
            cairo_set_source_surface(self._cr, image._surface, 0, 0)
            let p = cairo_get_source(self._cr)
            cairo_pattern_set_filter(p, filter)
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            cairo_rectangle(self._cr, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(self._cr)
            if alpha < 1 { cairo_paint_with_alpha(self._cr, Double(alpha)) } else { cairo_paint(self._cr) }
            cairo_restore(self._cr)
        }
        cairo_restore(_cr)
    }

    /// Draws `image` at the size of `rect`; with `byTiling` it repeats to fill the clip, one tile
    /// at `rect` (Quartz-style, as `draw(_:in:)`).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { return draw(image, in: rect) }
        guard Self.finite(rect) else { return cgLog.warning("CGContext.draw(_:in:byTiling:): non-finite rect ignored") }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let pattern = cairo_pattern_create_for_surface(image._surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, cairoFilter)
        // Pattern space = image pixels; user → pattern maps rect (flipped) onto the image.
        let toImage = CGAffineTransform(translationX: r.minX, y: r.maxY)
            .scaledBy(x: r.width / CGFloat(image.width), y: -r.height / CGFloat(image.height)).inverted()
        var m = cairo_matrix_t(xx: Double(toImage.a), yx: Double(toImage.b), xy: Double(toImage.c), yy: Double(toImage.d),
                               x0: Double(toImage.tx), y0: Double(toImage.ty))
        cairo_pattern_set_matrix(pattern, &m)
        let alpha = gstate.alpha
        cairo_new_path(_cr)
        render(bounds: nil, clipToPath: false) {
            cairo_set_source(self._cr, pattern)
            if alpha < 1 { cairo_paint_with_alpha(self._cr, Double(alpha)) } else { cairo_paint(self._cr) }
        }
    }

    // MARK: Effects (alpha groups, shadows)

    /// Runs `draw` (which paints with the current state, alpha already applied) either directly
    /// or, when a shadow is set, into a group that is then composited over its blurred, offset
    /// silhouette. `bounds` is the drawing's extent in user space (nil = the whole clip).
    /// `clipToPath`: for unbounded operators, clip to the current path first.
    func render(bounds: CGRect?, clipToPath: Bool, alphaGroup: Bool = false, _ draw: () -> Void) {
        let shadow = gstate.shadowColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let clipped = clipToPath && operatorIsUnbounded
        if clipped { cairo_save(_cr); cairo_clip_preserve(_cr) }
        defer {
            if clipped { cairo_restore(_cr) }
            if userBuffer != nil { syncUserBuffer(dirty: shadow == nil ? bounds : nil, wholeSurface: false) }
        }
        let masks = gstate.masks
        if masks.isEmpty {
            if shadow == nil && !alphaGroup { return draw() }
            return renderEffects(bounds: bounds, shadow: shadow, alphaGroup: alphaGroup, draw)
        }
        // Mask clips: everything (shadow included) is collected in a group, then composited
        // through each mask in turn with the blend mode.
        cairo_push_group(_cr)
        cairo_set_operator(_cr, CAIRO_OPERATOR_OVER)
        if shadow == nil && !alphaGroup { draw() } else { renderEffects(bounds: bounds, shadow: shadow, alphaGroup: alphaGroup, draw) }
        guard var pattern = cairo_pop_group(_cr) else { return }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        for (i, mask) in masks.enumerated() {
            cairo_pattern_set_matrix(pattern, &identity)
            let mp = cairo_pattern_create_for_surface(mask.surface)!
            var m = mask.deviceToMask
            cairo_pattern_set_matrix(mp, &m)
            cairo_pattern_set_filter(mp, mask.filter)
            cairo_pattern_set_extend(mp, CAIRO_EXTEND_PAD)   // the rect clip bounds it
            if i < masks.count - 1 {
                cairo_push_group(_cr)
                cairo_set_operator(_cr, CAIRO_OPERATOR_OVER)
                cairo_set_source(_cr, pattern)
                cairo_mask(_cr, mp)
                cairo_pattern_destroy(pattern)
                pattern = cairo_pop_group(_cr)!
            } else {
                cairo_set_source(_cr, pattern)
                cairo_mask(_cr, mp)
            }
            cairo_pattern_destroy(mp)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(_cr)
    }

    private func renderEffects(bounds: CGRect?, shadow: CGColor?, alphaGroup: Bool, _ draw: () -> Void) {
        // Limit the group to the drawing's bounds so it isn't as large as the whole clip.
        let limit = bounds.flatMap { b -> CGRect? in
            b.isNull || !b.width.isFinite || !b.height.isFinite ? nil : b.insetBy(dx: -1, dy: -1)
        }
        if let limit {
            cairo_save(_cr)
            let path = cairo_copy_path(_cr)
            cairo_new_path(_cr)
            cairo_rectangle(_cr, Double(limit.minX), Double(limit.minY), Double(limit.width), Double(limit.height))
            cairo_clip(_cr)
            if let path { cairo_append_path(_cr, path); cairo_path_destroy(path) }
        }
        cairo_push_group(_cr)
        cairo_set_operator(_cr, CAIRO_OPERATOR_OVER)
        draw()
        let popped = cairo_pop_group(_cr)
        if limit != nil { cairo_restore(_cr) }
        guard let pattern = popped else { return }
        defer { cairo_pattern_destroy(pattern) }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(pattern, &identity)   // pattern space = device space

        if let shadow {
            drawShadow(of: pattern, userBounds: bounds, color: shadow)
        }
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        cairo_set_source(_cr, pattern)
        if alphaGroup && gstate.alpha < 1 { cairo_paint_with_alpha(_cr, Double(gstate.alpha)) } else { cairo_paint(_cr) }
        cairo_restore(_cr)
    }

    /// Device-space bounding box of a user-space rect.
    func deviceRect(_ r: CGRect) -> CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(_cr, &dx, &dy)
            xs.append(dx); ys.append(dy)
        }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private func drawShadow(of pattern: OpaquePointer, userBounds: CGRect?, color: CGColor) {
        let s = baseScale
        let dx = gstate.shadowOffset.width * s, dy = gstate.shadowOffset.height * s * (baseIsYUp ? -1 : 1)
        let blur = gstate.shadowBlur * s
        let radius = Int((blur / 2).rounded())
        let pad = CGFloat(radius * 3 + 1)
        let clipDev = deviceRect(boundingBoxOfClipPath)
        var region = clipDev
        if let b = userBounds, !b.isNull { region = region.intersection(deviceRect(b)) }
        // The part of the silhouette whose shadow can land inside the clip.
        region = region.intersection(clipDev.offsetBy(dx: -dx, dy: -dy).insetBy(dx: -pad, dy: -pad))
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        region = region.insetBy(dx: -pad, dy: -pad).integral
        guard region.width <= 16384, region.height <= 16384 else {
            return cgLog.warning("CGContext: shadow region \(region.size) too large; shadow skipped")
        }
        // Large blurs are computed at a lower resolution (a shadow is smooth anyway): the box
        // blur's cost grows with the pixel count, the upscale is done by pixman.
        let factor = radius >= 8 ? 4 : radius >= 3 ? 2 : 1
        let mw = Int32((region.width / CGFloat(factor)).rounded(.up)), mh = Int32((region.height / CGFloat(factor)).rounded(.up))
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, mw, mh)!
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        var m = cairo_matrix_t()
        cairo_matrix_init_translate(&m, Double(region.minX), Double(region.minY))
        cairo_matrix_scale(&m, Double(factor), Double(factor))
        cairo_pattern_set_matrix(pattern, &m)
        if factor > 1 { cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD) }
        cairo_set_source(mcr, pattern)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(pattern, &identity)
        cairo_surface_flush(mask)
        let smallRadius = Int32((CGFloat(radius) / CGFloat(factor)).rounded())
        if smallRadius > 0, let data = cairo_image_surface_get_data(mask) {
            uikit_box_blur_a8(data, mw, mh, cairo_image_surface_get_stride(mask), smallRadius)
            cairo_surface_mark_dirty(mask)
        }
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        cairo_set_source_rgba(_cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_translate(_cr, Double(region.minX + dx), Double(region.minY + dy))
        cairo_scale(_cr, Double(factor), Double(factor))
        let maskPattern = cairo_pattern_create_for_surface(mask)!
        cairo_pattern_set_filter(maskPattern, factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_mask(_cr, maskPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_restore(_cr)
    }
}

extension CGContext {
    /// Replaces the pixels of `rects` (device pixels, origin top left) with `image`'s pixels at
    /// the same positions, ignoring the CTM and clip. What a window present does with damaged
    /// rectangles; used by the headless host to mirror presents for tests.
    public func _copyPixels(of image: CGImage, in rects: [CGRect]) {
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        cairo_reset_clip(_cr)
        cairo_set_operator(_cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(_cr, image._surface, 0, 0)
        for r in rects { cairo_rectangle(_cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_fill(_cr)
        cairo_restore(_cr)
    }
}

/// Pixel memory in a layout other than Cairo's: the caller's, or allocated (zeroed) and owned
/// by the context when it was given no memory.
final class BitmapTarget {
    let pointer: UnsafeMutableRawPointer
    let bytesPerRow: Int
    let layout: BitmapLayout
    private let owned: Bool
    init(_ data: UnsafeMutableRawPointer?, bytesPerRow: Int, height: Int, layout: BitmapLayout) {
        self.bytesPerRow = bytesPerRow; self.layout = layout
        if let data { pointer = data; owned = false } else {
            pointer = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytesPerRow * height), alignment: 16)
            pointer.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, bytesPerRow * height))
            owned = true
        }
    }
    deinit { if owned { pointer.deallocate() } }
}
