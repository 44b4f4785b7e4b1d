//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo
import CUIKitShims
import Foundation
import Logging

// CGContext, a Quartz drawing destination over a Cairo context: bitmap properties, state stack, CTM.

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
    /// The underlying `cairo_t*`: the package's escape hatch into Cairo, for the layers above
    /// (QuartzCore's layer painter and compositor, UIKit's hosts) on measured hot paths that
    /// CGContext has no API for. Not user API. Drawing through it into a Quartz bitmap context
    /// with a foreign layout reaches the caller's memory only at the next drawing call, `data`,
    /// `flush()` or `makeImage()`.
    package let _cr: OpaquePointer
    /// The target surface, when this context owns a bitmap.
    package let _surface: OpaquePointer?
    /// Device height in pixels, used to express `ctm` in Quartz's y-up device space.
    let deviceHeight: CGFloat
    /// Points → pixels scale of the base space (shadow offsets and blur are in base space).
    let baseScale: CGFloat
    /// True when the base space is y-up (Quartz bitmap contexts): a shadow's +height goes up.
    let baseIsYUp: Bool
    /// Memory in a layout other than Cairo's (the caller's, or ours when `data` was nil): kept
    /// in sync after every drawing operation.
    var userBuffer: BitmapTarget?
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
    var initialClip: [CGRect]?

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
    package init(_cairo cr: OpaquePointer, deviceHeight: CGFloat) {
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
    package init?(_topLeftBitmapWidth width: Int, height: Int, scale: CGFloat = 1, opaque: Bool = false) {
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
    /// Bytes per row of the bitmap: the stride given when the context was made, or Cairo's own
    /// (0 for contexts over foreign targets).
    public var bytesPerRow: Int {
        userBuffer?.bytesPerRow ?? imageSurface.map { Int(cairo_image_surface_get_stride($0)) } ?? 0
    }
    /// Bits per colour component: always 8 here (Linux supports only 8-bit bitmap layouts).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel of the bitmap's layout (32 for UIKit's own contexts).
    public var bitsPerPixel: Int { userBuffer?.layout.bitsPerPixel ?? 32 }
    /// The colour space the context was made with; device RGB for UIKit's contexts.
    public var colorSpace: CGColorSpace? { quartzFormat?.space ?? CGColorSpace.deviceRGB }
    /// Where the alpha channel sits and whether colours are premultiplied by it (from `bitmapInfo`).
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

    /// The bitmap as an image without copying it, for a context that is done (an image
    /// renderer's last step): the image takes the pixels over, and anything drawn in the context
    /// afterwards goes nowhere (into an empty group), so the image never changes. A context over
    /// the caller's memory or in an error state gives a copy (`makeImage()`).
    package func _finishIntoImage() -> CGImage? {
        guard userBuffer == nil, let s = imageSurface, cairo_status(_cr) == CAIRO_STATUS_SUCCESS else { return makeImage() }
        cairo_surface_flush(s)
        cairo_surface_reference(s)
        cairo_new_path(_cr)
        cairo_rectangle(_cr, 0, 0, 0, 0)
        cairo_clip(_cr)
        cairo_push_group(_cr)
        return CGImage(_adoptingSurface: s)
    }

    // MARK: Graphics state

    /// Pushes a copy of the current graphics state (CTM, clip, line settings, colours, alpha,
    /// blend mode, shadow…) onto the state stack; `restoreGState()` brings it back. The current
    /// path is not saved.
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

    /// Moves the user coordinate system's origin by (`x`, `y`) in user units. Non-finite values are
    /// ignored with a warning.
    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return cgLog.warning("CGContext.translateBy: non-finite value ignored") }
        apply(CGAffineTransform(translationX: x, y: y), "translateBy")
    }
    /// Scales the user coordinate system by `x` and `y`. Differs from iOS: a zero or non-finite
    /// factor is ignored with a warning (iOS accepts it and then draws nothing).
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return cgLog.warning("CGContext.scaleBy: zero or non-finite scale ignored") }
        apply(CGAffineTransform(scaleX: x, y: y), "scaleBy")
    }
    /// Rotates the user coordinate system by `angle` radians (from +x towards +y). A non-finite
    /// angle is ignored with a warning.
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return cgLog.warning("CGContext.rotate: non-finite angle ignored") }
        apply(CGAffineTransform(rotationAngle: angle), "rotate")
    }
    /// Prepends `t` to the CTM, so that user coordinates are mapped through `t` first. Differs from
    /// iOS: a singular or non-finite transform is ignored with a warning.
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

    /// Maps a point from user space to device space (through `ctm`).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// Maps a point from device space to user space (through the inverse of `ctm`).
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// Maps a size from user space to device space (linear part of `ctm` only).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// Maps a size from device space to user space (linear part of the inverse `ctm` only).
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// Maps a rectangle from user space to device space: the bounds of its transformed corners.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// Maps a rectangle from device space to user space: the bounds of its transformed corners.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
