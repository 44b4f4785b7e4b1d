import CCairo
import Foundation

/// A source of bytes for `CGImage`'s Quartz-style initializer; here simply a `Data` wrapper.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (Apple returns a `CFData`).
    public let data: Data?
    public init?(data: Data) { self.data = data }
    /// Reads a file; nil when it can't be read.
    public convenience init?(filename: String) {
        guard let d = FileManager.default.contents(atPath: filename) else { return nil }
        self.init(data: d)
    }
}

/// How colours outside the destination gamut are mapped (accepted and ignored).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

extension CGImage {
    /// Apple's raw-bitmap initializer. Supported: 8 bits per component, 32 bits per pixel, RGB
    /// (alpha first or last, premultiplied or not, or skipped, either 32-bit byte order), and
    /// 8-bit gray (`bitsPerPixel` 8, no alpha) or gray+alpha 16. `decode` and `intent` are
    /// ignored. Anything else → nil with a warning.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        func fail(_ m: String) { UIKitLog.warning("CGImage(width:height:…provider:…): \(m)", category: "CGImage") }
        guard width > 0, height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension else {
            fail("invalid size \(width)x\(height)"); return nil
        }
        guard bitsPerComponent == 8, [8, 16, 32].contains(bitsPerPixel) else {
            fail("unsupported layout \(bitsPerComponent) bpc / \(bitsPerPixel) bpp"); return nil
        }
        let bpp = bitsPerPixel / 8
        guard bytesPerRow >= width * bpp, let bytes = provider.data, bytes.count >= bytesPerRow * (height - 1) + width * bpp else {
            fail("not enough data for \(width)x\(height) at \(bytesPerRow) bytes per row"); return nil
        }
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        let order = bitmapInfo.intersection(.byteOrderMask)
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard let dst = cairo_image_surface_get_data(s) else { cairo_surface_destroy(s); return nil }
        let dstStride = Int(cairo_image_surface_get_stride(s))
        var ok = true
        bytes.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt8.self)
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let o = y * bytesPerRow + x * bpp
                    var r: UInt32, g: UInt32, b: UInt32, a: UInt32 = 255
                    var premultiplied = false
                    switch bpp {
                    case 1:
                        r = UInt32(src[o]); g = r; b = r
                    case 2:
                        r = UInt32(src[o]); g = r; b = r
                        if alpha != .none && alpha != .noneSkipLast { a = UInt32(src[o + 1]); premultiplied = alpha == .premultipliedLast }
                    default:
                        // Bytes in memory order; a 32-bit little-endian order reverses them.
                        let rev = order == .byteOrder32Little
                        let p0 = UInt32(src[o + (rev ? 3 : 0)]), p1 = UInt32(src[o + (rev ? 2 : 1)])
                        let p2 = UInt32(src[o + (rev ? 1 : 2)]), p3 = UInt32(src[o + (rev ? 0 : 3)])
                        switch alpha {
                        case .premultipliedFirst, .first, .noneSkipFirst:
                            a = alpha == .noneSkipFirst ? 255 : p0; r = p1; g = p2; b = p3
                        case .premultipliedLast, .last, .noneSkipLast, .none:
                            r = p0; g = p1; b = p2; a = (alpha == .noneSkipLast || alpha == .none) ? 255 : p3
                        case .alphaOnly:
                            ok = false; return
                        }
                        premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
                    }
                    if !premultiplied && a < 255 {
                        r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                    }
                    row[x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
                }
            }
        }
        guard ok else { cairo_surface_destroy(s); fail("alpha-only images are not supported"); return nil }
        _ = space; _ = decode; _ = shouldInterpolate; _ = intent
        cairo_surface_mark_dirty(s)
        self.init(_adoptingSurface: s)
    }

    /// The pixels as a data provider: Cairo ARGB32 rows (`bitmapInfo` describes the layout:
    /// premultipliedFirst/noneSkipFirst with 32-bit native byte order), `bytesPerRow` apart.
    public var dataProvider: CGDataProvider? {
        cairo_surface_flush(_surface)
        guard let p = cairo_image_surface_get_data(_surface) else { return nil }
        return CGDataProvider(data: Data(bytes: p, count: bytesPerRow * height))
    }
}
