//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo

/// A Quartz 8-bit-per-component pixel layout and its conversions to and from Cairo's ARGB32/RGB24.
///
/// The layout is what Quartz describes (colour space model, alpha info, byte order); Cairo's own
/// is premultiplied, one native-endian 32-bit word per pixel.
///
/// Bitmap contexts whose memory is not in Cairo's layout draw into a Cairo surface and convert
/// into the caller's memory after each drawing operation; images keep their declared bytes and
/// a Cairo copy to composite from.
struct BitmapLayout: Equatable {
    enum Kind: Equatable { case rgba32, rgb24, gray8, grayAlpha16, alpha8 }
    var kind: Kind
    /// Byte offsets of r, g, b and a within a pixel (a = -1: no alpha stored).
    var r = 0, g = 1, b = 2, a = 3
    /// Byte offset of a skipped (padding) byte in a 32-bit pixel, -1 when there is none.
    var skip = -1
    var premultiplied = true
    var bytesPerPixel: Int {
        switch kind {
        case .rgba32: return 4
        case .rgb24: return 3
        case .grayAlpha16: return 2
        case .gray8, .alpha8: return 1
        }
    }
    var bitsPerPixel: Int { bytesPerPixel * 8 }
    /// True when the stored pixels are fully opaque (no alpha, or skipped alpha).
    var isOpaque: Bool { kind != .alpha8 && a < 0 }

    static var nativeOrder: CGBitmapInfo { (1 as UInt32).littleEndian == 1 ? .byteOrder32Little : .byteOrder32Big }

    /// Cairo's own layout for an image surface format, as Quartz bitmap info.
    static func cairoInfo(opaque: Bool) -> CGBitmapInfo {
        CGBitmapInfo(alphaInfo: opaque ? .noneSkipFirst : .premultipliedFirst).union(nativeOrder)
    }

    /// The layout for Quartz's arguments, or nil when it isn't one this port reads or writes.
    /// `forContext` restricts to what iOS accepts in `CGBitmapContextCreate` (premultiplied or
    /// skipped alpha for RGB, no alpha for gray, alpha-only); images may also be unpremultiplied,
    /// 24-bit RGB or gray+alpha.
    init?(model: CGColorSpaceModel?, bitsPerComponent: Int, bitsPerPixel: Int?, info: CGBitmapInfo, forContext: Bool) {
        guard bitsPerComponent == 8, !info.contains(.floatComponents) else { return nil }
        guard let alpha = CGImageAlphaInfo(rawValue: info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = info.intersection(.byteOrderMask)
        guard [.byteOrderDefault, .byteOrder32Little, .byteOrder32Big].contains(order) else { return nil }
        if alpha == .alphaOnly {
            kind = .alpha8
            guard (bitsPerPixel ?? 8) == 8 else { return nil }
            return
        }
        switch model {
        case .monochrome?:
            switch alpha {
            case .none: kind = .gray8
            case .premultipliedLast, .last, .noneSkipLast:
                guard !forContext else { return nil }
                kind = .grayAlpha16; r = 0; g = 0; b = 0; a = alpha == .noneSkipLast ? -1 : 1
                premultiplied = alpha == .premultipliedLast
            default: return nil
            }
            guard (bitsPerPixel ?? self.bitsPerPixel) == self.bitsPerPixel else { return nil }
        case .rgb?:
            // 32-bit little-endian reverses the bytes of the big-endian (memory-order) layout.
            let little = order == .byteOrder32Little
            func place(_ o: [Int]) -> [Int] { little ? o.map { 3 - $0 } : o }
            switch alpha {
            case .none:
                guard !forContext, order == .byteOrderDefault || order == .byteOrder32Big else { return nil }
                kind = .rgb24; a = -1
            case .premultipliedFirst, .first, .noneSkipFirst:
                kind = .rgba32
                let p = place([1, 2, 3, 0]); (r, g, b) = (p[0], p[1], p[2])
                if alpha == .noneSkipFirst { a = -1; skip = p[3] } else { a = p[3] }
            case .premultipliedLast, .last, .noneSkipLast:
                kind = .rgba32
                let p = place([0, 1, 2, 3]); (r, g, b) = (p[0], p[1], p[2])
                if alpha == .noneSkipLast { a = -1; skip = p[3] } else { a = p[3] }
            case .alphaOnly: return nil
            }
            if forContext && (alpha == .first || alpha == .last) { return nil }
            premultiplied = alpha != .first && alpha != .last
            guard (bitsPerPixel ?? self.bitsPerPixel) == self.bitsPerPixel else { return nil }
        default:
            return nil
        }
    }

    /// True when this is Cairo's ARGB32 layout (so memory can be drawn into directly).
    var isCairoARGB32: Bool {
        self == BitmapLayout(model: .rgb, bitsPerComponent: 8, bitsPerPixel: 32, info: Self.cairoInfo(opaque: false), forContext: true)
    }

    /// Copies the Cairo pixels of `region` (device pixels, clamped to the surface; nil = all)
    /// into `dst` in this layout. Cost: one pass over the region's pixels.
    func export(from surface: OpaquePointer, to dst: UnsafeMutableRawPointer, bytesPerRow: Int,
                region: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) {
        cairo_surface_flush(surface)
        guard let src = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaqueSource = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let (x0, y0, x1, y1) = region.map { (max(0, $0.x0), max(0, $0.y0), min(w, $0.x1), min(h, $0.y1)) } ?? (0, 0, w, h)
        guard x0 < x1, y0 < y1 else { return }
        let out = dst.assumingMemoryBound(to: UInt8.self)
        let bpp = bytesPerPixel
        if kind == .rgba32 && (premultiplied || a < 0) {
            // The common case is a byte shuffle of each 32-bit word.
            let sr = UInt32(8 * r), sg = UInt32(8 * g), sb = UInt32(8 * b), sa = UInt32(8 * (a >= 0 ? a : skip))
            let forceOpaque = opaqueSource || a < 0
            let aligned = Int(bitPattern: dst) % 4 == 0 && bytesPerRow % 4 == 0
            for y in y0..<y1 {
                let row = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
                let o = UnsafeMutableRawPointer(out + y * bytesPerRow)
                let words = aligned ? o.assumingMemoryBound(to: UInt32.self) : nil
                for x in x0..<x1 {
                    let v = row[x]
                    let pa = forceOpaque ? 255 : v &>> 24
                    let word = (pa &<< sa | (v &>> 16 & 0xff) &<< sr | (v &>> 8 & 0xff) &<< sg | (v & 0xff) &<< sb).littleEndian
                    if let words { words[x] = word } else { o.storeBytes(of: word, toByteOffset: 4 * x, as: UInt32.self) }
                }
            }
            return
        }
        for y in y0..<y1 {
            let row = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
            let o = out + y * bytesPerRow
            for x in x0..<x1 {
                let v = row[x]
                let pa = opaqueSource ? 255 : v >> 24, pr = (v >> 16) & 0xff, pg = (v >> 8) & 0xff, pb = v & 0xff
                let p = o + bpp * x
                switch kind {
                case .alpha8: p[0] = UInt8(pa)
                case .gray8:
                    // Opaque gray: the premultiplied luminance (as if over black).
                    p[0] = Self.luminance(pr, pg, pb)
                case .grayAlpha16:
                    let lum = UInt32(Self.luminance(pr, pg, pb))
                    p[0] = premultiplied || a < 0 ? UInt8(lum) : Self.unpremultiply(lum, pa)
                    if a >= 0 { p[a] = UInt8(pa) } else { p[1] = 0xFF }
                case .rgb24, .rgba32:
                    if a >= 0 {
                        p[a] = UInt8(pa)
                        if premultiplied { p[r] = UInt8(pr); p[g] = UInt8(pg); p[b] = UInt8(pb) }
                        else { p[r] = Self.unpremultiply(pr, pa); p[g] = Self.unpremultiply(pg, pa); p[b] = Self.unpremultiply(pb, pa) }
                    } else {
                        p[r] = UInt8(pr); p[g] = UInt8(pg); p[b] = UInt8(pb)
                        if skip >= 0 { p[skip] = 0xFF }
                    }
                }
            }
        }
    }

    /// Copies pixels in this layout from `src` into a Cairo ARGB32 or RGB24 surface.
    func `import`(from src: UnsafeRawPointer, bytesPerRow: Int, into surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let dst = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let inp = src.assumingMemoryBound(to: UInt8.self)
        let bpp = bytesPerPixel
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(dst + y * stride).assumingMemoryBound(to: UInt32.self)
            let i = inp + y * bytesPerRow
            for x in 0..<w {
                let p = i + bpp * x
                var cr: UInt32, cg: UInt32, cb: UInt32, ca: UInt32 = 255
                switch kind {
                case .alpha8: ca = UInt32(p[0]); cr = 0; cg = 0; cb = 0
                case .gray8, .grayAlpha16:
                    cr = UInt32(p[0]); cg = cr; cb = cr
                    if kind == .grayAlpha16, a >= 0 { ca = UInt32(p[a]) }
                case .rgb24, .rgba32:
                    cr = UInt32(p[r]); cg = UInt32(p[g]); cb = UInt32(p[b])
                    if a >= 0 { ca = UInt32(p[a]) }
                }
                if !premultiplied && ca < 255 { cr = (cr * ca + 127) / 255; cg = (cg * ca + 127) / 255; cb = (cb * ca + 127) / 255 }
                row[x] = ca << 24 | min(cr, ca) << 16 | min(cg, ca) << 8 | min(cb, ca)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Rec. 601 luma of 8-bit components, rounded (what Quartz's device RGB → gray gives).
    static func luminance(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt8 { UInt8((r * 77 + g * 150 + b * 29 + 128) >> 8) }
    static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
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
