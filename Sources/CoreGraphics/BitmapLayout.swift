import CCairo

/// A caller's 8-bit pixel layout for `CGContext(data:…)` memory that isn't Cairo's own ARGB32:
/// the context draws into a Cairo surface and copies the pixels into the caller's memory after
/// every drawing operation (and reads them from it once at creation).
struct BitmapLayout {
    enum Kind { case rgba32, gray8, grayAlpha16, alpha8 }
    var kind: Kind
    /// Byte offsets of r, g, b, a within a 4-byte pixel (a = -1: no alpha stored).
    var r = 0, g = 1, b = 2, a = 3
    var premultiplied = true
    var bytesPerPixel: Int { kind == .rgba32 ? 4 : kind == .grayAlpha16 ? 2 : 1 }

    /// The layout for `bitsPerPixel`-less Apple arguments, or nil when unsupported.
    init?(space: CGColorSpace, alpha: CGImageAlphaInfo, order: CGBitmapInfo) {
        if alpha == .alphaOnly { kind = .alpha8; return }
        if space.model == .monochrome {
            switch alpha {
            case .none: kind = .gray8
            case .premultipliedLast, .last: kind = .grayAlpha16; premultiplied = alpha == .premultipliedLast
            default: return nil
            }
            return
        }
        kind = .rgba32
        let little = order == .byteOrder32Little
        switch alpha {
        case .premultipliedFirst, .first, .noneSkipFirst:
            // Big-endian / default order: A R G B in memory; little: B G R A.
            (a, r, g, b) = little ? (3, 2, 1, 0) : (0, 1, 2, 3)
            if alpha == .noneSkipFirst { a = -1 }
        case .premultipliedLast, .last, .noneSkipLast:
            (r, g, b, a) = little ? (3, 2, 1, 0) : (0, 1, 2, 3)
            if alpha == .noneSkipLast { a = -1 }
        case .none:
            return nil   // 24-bit RGB is not supported by Quartz either
        case .alphaOnly:
            return nil
        }
        premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
    }

    /// Copies Cairo ARGB32 pixels into `dst`.
    func export(from surface: OpaquePointer, to dst: UnsafeMutableRawPointer, bytesPerRow: Int) {
        cairo_surface_flush(surface)
        guard let src = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let out = dst.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            let row = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
            let o = out + y * bytesPerRow
            for x in 0..<w {
                let v = row[x]
                let pa = v >> 24, pr = (v >> 16) & 0xff, pg = (v >> 8) & 0xff, pb = v & 0xff
                func un(_ c: UInt32) -> UInt8 { pa == 0 ? 0 : UInt8(min(255, (c * 255 + pa / 2) / pa)) }
                switch kind {
                case .alpha8: o[x] = UInt8(pa)
                case .gray8:
                    // Opaque gray: composite over black, i.e. the premultiplied luminance.
                    o[x] = UInt8((pr * 77 + pg * 150 + pb * 29 + 128) >> 8)
                case .grayAlpha16:
                    let lum = (pr * 77 + pg * 150 + pb * 29 + 128) >> 8
                    o[2 * x] = premultiplied ? UInt8(lum) : un(lum); o[2 * x + 1] = UInt8(pa)
                case .rgba32:
                    let p = o + 4 * x
                    if a >= 0 {
                        p[a] = UInt8(pa)
                        if premultiplied { p[r] = UInt8(pr); p[g] = UInt8(pg); p[b] = UInt8(pb) }
                        else { p[r] = un(pr); p[g] = un(pg); p[b] = un(pb) }
                    } else {
                        // Skipped alpha: the fourth byte is left as 0xFF.
                        p[r] = UInt8(pr); p[g] = UInt8(pg); p[b] = UInt8(pb)
                        p[(0..<4).first { $0 != r && $0 != g && $0 != b }!] = 0xFF
                    }
                }
            }
        }
    }

    /// Copies the caller's pixels into a Cairo ARGB32 surface.
    func `import`(from src: UnsafeRawPointer, bytesPerRow: Int, into surface: OpaquePointer) {
        guard let dst = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let inp = src.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(dst + y * stride).assumingMemoryBound(to: UInt32.self)
            let i = inp + y * bytesPerRow
            for x in 0..<w {
                var cr: UInt32, cg: UInt32, cb: UInt32, ca: UInt32 = 255, pre = true
                switch kind {
                case .alpha8: ca = UInt32(i[x]); cr = 0; cg = 0; cb = 0
                case .gray8: cr = UInt32(i[x]); cg = cr; cb = cr
                case .grayAlpha16: cr = UInt32(i[2 * x]); cg = cr; cb = cr; ca = UInt32(i[2 * x + 1]); pre = premultiplied
                case .rgba32:
                    let p = i + 4 * x
                    cr = UInt32(p[r]); cg = UInt32(p[g]); cb = UInt32(p[b])
                    if a >= 0 { ca = UInt32(p[a]) }
                    pre = premultiplied || a < 0
                }
                if !pre { cr = (cr * ca + 127) / 255; cg = (cg * ca + 127) / 255; cb = (cb * ca + 127) / 255 }
                row[x] = ca << 24 | min(cr, ca) << 16 | min(cg, ca) << 8 | min(cb, ca)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
