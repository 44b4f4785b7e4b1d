import CCairo

/// An immutable bitmap: 32-bit premultiplied ARGB in native byte order, Cairo's `ARGB32` format,
/// so it can be composited without conversion. Rows run top to bottom.
public final class CGImage: @unchecked Sendable {
    /// The Cairo image surface holding the pixels. Owned by this image; never written after init.
    public let _surface: OpaquePointer
    public let width: Int
    public let height: Int
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(_surface)) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    /// True when any pixel may be translucent; opaque images composite faster.
    public let isOpaque: Bool

    /// Takes ownership of one reference to an image surface in ARGB32 or RGB24 format.
    /// Returns nil (and releases the reference) if the surface is in an error state or empty.
    public init?(_adoptingSurface surface: OpaquePointer) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else {
            cairo_surface_destroy(surface); return nil
        }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0 else { cairo_surface_destroy(surface); return nil }
        _surface = surface; width = w; height = h
        isOpaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    }
    deinit { cairo_surface_destroy(_surface) }

    /// The pixel at (x, y) as straight (unpremultiplied) RGBA bytes; nil outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(_surface) else { return nil }
        cairo_surface_flush(_surface)
        let v = data.advanced(by: y * bytesPerRow + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        var a = UInt32((v >> 24) & 0xff)
        if isOpaque { a = 255 }
        func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (un((v >> 16) & 0xff), un((v >> 8) & 0xff), un(v & 0xff), UInt8(a))
    }
}
