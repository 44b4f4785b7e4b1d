import Foundation
import CoreGraphics
import CCairo

/// The pixels a `CARenderer` draws into: a cairo image surface of `width`×`height` pixels at
/// `scale` pixels per point, either owned (`init(width:height:scale:opaque:)`) or over foreign
/// memory (`init(pixels:width:height:stride:scale:)`, e.g. an SDL window surface in XRGB8888,
/// which is cairo's RGB24 layout). Rows run top to bottom.
@MainActor public final class CARenderTarget {
    public private(set) var width: Int
    public private(set) var height: Int
    /// Pixels per point. Changing it makes the next frame a full repaint.
    public var scale: CGFloat {
        didSet {
            if !(scale.isFinite && scale > 0) {
                UIKitLog.warning("CARenderTarget.scale: invalid value \(scale) ignored", category: "CARenderer")
                scale = oldValue
            }
            if scale != oldValue { generation += 1 }
        }
    }
    nonisolated(unsafe) var surface: OpaquePointer
    /// Bumped whenever the pixels stop being the renderer's last frame (resize, new memory).
    var generation = 0
    public let isOpaque: Bool

    /// The cairo surface (for the platform layer; not user API).
    package var _cairoSurface: OpaquePointer { surface }

    /// An owned surface: RGB24 when `opaque` (the default), else ARGB32.
    public init?(width: Int, height: Int, scale: CGFloat = 1, opaque: Bool = true) {
        guard let s = CARenderTarget.makeSurface(width, height, opaque: opaque), scale.isFinite, scale > 0 else {
            UIKitLog.warning("CARenderTarget: invalid size \(width)x\(height) or scale \(scale)", category: "CARenderer")
            return nil
        }
        surface = s; self.width = width; self.height = height; self.scale = scale; isOpaque = opaque
    }
    /// A surface over foreign XRGB8888 memory (`stride` bytes per row). The memory must outlive the
    /// target or the next `resize(pixels:…)`.
    public init?(pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, scale: CGFloat = 1) {
        guard let s = CARenderTarget.wrap(pixels, width, height, stride), scale.isFinite, scale > 0 else {
            UIKitLog.warning("CARenderTarget: invalid foreign surface \(width)x\(height) stride \(stride)", category: "CARenderer")
            return nil
        }
        surface = s; self.width = width; self.height = height; self.scale = scale; isOpaque = true
    }
    deinit { cairo_surface_destroy(surface) }

    static func makeSurface(_ w: Int, _ h: Int, opaque: Bool) -> OpaquePointer? {
        guard w > 0, h > 0, w <= 32767, h <= 32767 else { return nil }
        let s = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        return s
    }
    static func wrap(_ p: UnsafeMutableRawPointer, _ w: Int, _ h: Int, _ stride: Int) -> OpaquePointer? {
        guard w > 0, h > 0, w <= 32767, h <= 32767, stride >= w * 4, stride % 4 == 0 else { return nil }
        let s = cairo_image_surface_create_for_data(p.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(w), Int32(h), Int32(stride))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        return s
    }

    /// Resizes an owned target (the contents are lost; the next frame repaints everything).
    @discardableResult
    public func resize(width: Int, height: Int) -> Bool {
        guard let s = CARenderTarget.makeSurface(width, height, opaque: isOpaque) else {
            UIKitLog.warning("CARenderTarget.resize: invalid size \(width)x\(height)", category: "CARenderer")
            return false
        }
        cairo_surface_destroy(surface)
        surface = s; self.width = width; self.height = height; generation += 1
        return true
    }
    /// Points the target at new foreign memory (e.g. after an SDL window resize).
    @discardableResult
    public func resize(pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        guard let s = CARenderTarget.wrap(pixels, width, height, stride) else {
            UIKitLog.warning("CARenderTarget.resize: invalid foreign surface", category: "CARenderer")
            return false
        }
        cairo_surface_destroy(surface)
        surface = s; self.width = width; self.height = height; generation += 1
        return true
    }

    /// Moves an opaque target onto foreign XRGB8888 memory of the same size (`stride` bytes per
    /// row), copying its pixels there, so a renderer drawing into it goes on without a full
    /// repaint: a window's first frame is drawn before the window's own surface exists. False,
    /// changing nothing, for a translucent target or bad memory.
    @discardableResult
    public func moveContents(to pixels: UnsafeMutableRawPointer, stride: Int) -> Bool {
        guard isOpaque, let s = CARenderTarget.wrap(pixels, width, height, stride) else {
            UIKitLog.warning("CARenderTarget.moveContents: not an opaque target, or invalid memory (stride \(stride))", category: "CARenderer")
            return false
        }
        cairo_surface_flush(surface)
        if let from = cairo_image_surface_get_data(surface) {
            let fromStride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<height { memcpy(pixels + y * stride, from + y * fromStride, width * 4) }
        }
        cairo_surface_mark_dirty(s)
        cairo_surface_destroy(surface)
        surface = s
        return true
    }

    /// A copy of the pixels.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        let copy = cairo_image_surface_create(cairo_image_surface_get_format(surface), Int32(width), Int32(height))!
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(_adoptingSurface: copy)
    }
    /// Tells the target that someone else wrote its pixels: the next frame repaints everything.
    public func invalidateContents() { generation += 1 }
}
