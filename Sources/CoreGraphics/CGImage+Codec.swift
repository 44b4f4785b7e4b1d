//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo
import CUIKitShims
import Foundation

// CGImage: PNG/JPEG decoding and encoding, raw RGBA pixels, cropping and JPEG EXIF orientation.

private final class ByteReader {
    let bytes: [UInt8]
    var offset = 0
    init(_ d: Data) { bytes = [UInt8](d) }
}
private final class ByteWriter { var data = Data() }

extension CGImage {
    /// The largest width or height accepted by the decoders and initializers.
    public static let maximumDimension = 16384

    /// Decodes PNG or JPEG data (recognised by signature). Returns nil, with a `UIKitLog`
    /// warning (category "CGImage"), for empty, truncated, corrupt or unsupported data and for
    /// images wider or taller than `maximumDimension`.
    public static func decode(data: Data) -> CGImage? {
        let head = [UInt8](data.prefix(24))
        if head.count >= 8, head[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return decodePNG(data, head)
        }
        if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
            return decodeJPEG(data)
        }
        if data.isEmpty {
            UIKitLog.warning("CGImage.decode: empty data", category: "CGImage")
        } else {
            UIKitLog.warning("CGImage.decode: unrecognised image format (only PNG and JPEG are supported)", category: "CGImage")
        }
        return nil
    }

    /// Reads and decodes an image file; nil (with a warning) when it can't be read or decoded.
    public static func decode(contentsOfFile path: String) -> CGImage? {
        guard let d = FileManager.default.contents(atPath: path) else {
            UIKitLog.warning("CGImage.decode: cannot read \(path)", category: "CGImage")
            return nil
        }
        return decode(data: d)
    }

    private static func decodePNG(_ data: Data, _ head: [UInt8]) -> CGImage? {
        // IHDR must come first: check the dimensions before Cairo allocates anything.
        guard head.count >= 24, head[12..<16].elementsEqual([0x49, 0x48, 0x44, 0x52]) else {
            UIKitLog.warning("CGImage.decode: corrupt PNG (no IHDR)", category: "CGImage"); return nil
        }
        func be32(_ i: Int) -> Int { Int(head[i]) << 24 | Int(head[i + 1]) << 16 | Int(head[i + 2]) << 8 | Int(head[i + 3]) }
        let w = be32(16), h = be32(20)
        guard w > 0, h > 0, w <= maximumDimension, h <= maximumDimension else {
            UIKitLog.warning("CGImage.decode: PNG size \(w)x\(h) is empty or larger than \(maximumDimension)", category: "CGImage")
            return nil
        }
        let reader = ByteReader(data)
        let box = Unmanaged.passRetained(reader)
        defer { box.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, buf, len in
            let r = Unmanaged<ByteReader>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(len)
            guard r.offset + n <= r.bytes.count, let buf else { return CAIRO_STATUS_READ_ERROR }
            r.bytes.withUnsafeBufferPointer { src in buf.update(from: src.baseAddress! + r.offset, count: n) }
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            UIKitLog.warning("CGImage.decode: corrupt or truncated PNG (\(String(cString: cairo_status_to_string(status))))", category: "CGImage")
            cairo_surface_destroy(surface)
            return nil
        }
        return CGImage(_adoptingSurface: normalized(surface))
    }

    /// Converts any image surface format other than ARGB32/RGB24 to ARGB32 (takes ownership).
    static func normalized(_ s: OpaquePointer) -> OpaquePointer {
        let f = cairo_image_surface_get_format(s)
        if f == CAIRO_FORMAT_ARGB32 || f == CAIRO_FORMAT_RGB24 { return s }
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(s), cairo_image_surface_get_height(s))!
        let cr = cairo_create(out)!
        cairo_set_source_surface(cr, s, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(s)
        return out
    }

    private static func decodeJPEG(_ data: Data) -> CGImage? {
        var w: Int32 = 0, h: Int32 = 0, stride: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let pixels: UnsafeMutablePointer<UInt8>? = data.withUnsafeBytes { raw in
            uikit_jpeg_decode(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, Int32(maximumDimension),
                              &w, &h, &stride, &message, message.count)
        }
        guard let pixels else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            UIKitLog.warning("CGImage.decode: corrupt, truncated or unsupported JPEG (\(reason))", category: "CGImage")
            return nil
        }
        defer { uikit_free(pixels) }
        let s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h)!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(s) else {
            cairo_surface_destroy(s); return nil
        }
        let dstStride = Int(cairo_image_surface_get_stride(s))
        for y in 0..<Int(h) {
            (dst + y * dstStride).update(from: pixels + y * Int(stride), count: Int(w) * 4)
        }
        cairo_surface_mark_dirty(s)
        return CGImage(_adoptingSurface: s)
    }

    /// An image from straight (non-premultiplied) RGBA bytes, 4 per pixel, rows top to bottom.
    /// Returns nil with a warning when the byte count doesn't match or a size is out of range.
    public convenience init?(width: Int, height: Int, rgbaPixels: [UInt8]) {
        guard width > 0, height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension else {
            UIKitLog.warning("CGImage(width:height:rgbaPixels:): invalid size \(width)x\(height)", category: "CGImage")
            return nil
        }
        guard rgbaPixels.count == width * height * 4 else {
            UIKitLog.warning("CGImage(width:height:rgbaPixels:): expected \(width * height * 4) bytes, got \(rgbaPixels.count)", category: "CGImage")
            return nil
        }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard let dst = cairo_image_surface_get_data(s) else { cairo_surface_destroy(s); return nil }
        let stride = Int(cairo_image_surface_get_stride(s))
        rgbaPixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(dst + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(src[i + 3])
                    func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | pm(src[i]) << 16 | pm(src[i + 1]) << 8 | pm(src[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(s)
        self.init(_adoptingSurface: s)
    }

    /// All pixels as straight RGBA bytes, rows top to bottom.
    public func rgbaPixels() -> [UInt8] {
        cairo_surface_flush(_surface)
        guard let data = cairo_image_surface_get_data(_surface) else { return [] }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let stride = Int(cairo_image_surface_get_stride(_surface))
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let v = row[x]
                let a = isOpaque ? 255 : (v >> 24) & 0xff
                func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                let i = (y * width + x) * 4
                out[i] = un((v >> 16) & 0xff); out[i + 1] = un((v >> 8) & 0xff); out[i + 2] = un(v & 0xff); out[i + 3] = UInt8(a)
            }
        }
        return out
    }

    /// The image encoded as PNG.
    public func pngData() -> Data? {
        let writer = ByteWriter()
        let box = Unmanaged.passRetained(writer)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(_surface, { closure, buf, len in
            let w = Unmanaged<ByteWriter>.fromOpaque(closure!).takeUnretainedValue()
            if let buf { w.data.append(buf, count: Int(len)) }
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            UIKitLog.warning("CGImage.pngData: \(String(cString: cairo_status_to_string(status)))", category: "CGImage")
            return nil
        }
        return writer.data
    }

    /// The image encoded as a baseline JPEG; `quality` 0...1 (transparent pixels become black,
    /// as iOS does).
    public func jpegData(quality: CGFloat) -> Data? {
        let q = quality.isFinite ? Int32((min(1, max(0, quality)) * 100).rounded()) : 75
        cairo_surface_flush(_surface)
        guard let src = cairo_image_surface_get_data(_surface) else { return nil }
        var size = 0
        guard let out = uikit_jpeg_encode(src, Int32(width), Int32(height), cairo_image_surface_get_stride(_surface), max(1, q), &size) else {
            UIKitLog.warning("CGImage.jpegData: encoding failed", category: "CGImage")
            return nil
        }
        defer { uikit_free(out) }
        return Data(bytes: out, count: size)
    }

    /// The part of the image inside `rect` (pixels, origin top left), intersected with the
    /// image bounds and made integral; nil when that is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIKitLog.warning("CGImage.cropping(to:): non-finite rect", category: "CGImage"); return nil
        }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let s = cairo_image_surface_create(cairo_image_surface_get_format(_surface), Int32(r.width), Int32(r.height))!
        let cr = cairo_create(s)!
        cairo_set_source_surface(cr, _surface, -Double(r.minX), -Double(r.minY))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(_adoptingSurface: s)
    }
}

extension CGImage {
    /// The EXIF orientation (1...8, TIFF/EXIF numbering) stored in JPEG data, 1 when there is
    /// none. `UIImage` maps it to `imageOrientation` (1 up, 3 down, 6 right, 8 left, 2/4/5/7
    /// mirrored); the decoded `CGImage` itself is never rotated, as on iOS.
    public static func exifOrientation(ofJPEG data: Data) -> Int {
        let b = [UInt8](data.prefix(65536 + 4))
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return 1 }
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            let len = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if marker == 0xDA || marker == 0xD9 || len < 2 { break }
            if marker == 0xE1, i + 4 + len <= b.count + 2, len >= 8 {
                let s = i + 4
                if s + 6 <= b.count, b[s..<s + 6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) {
                    return parseTIFFOrientation(Array(b[(s + 6)..<min(b.count, i + 2 + len)])) ?? 1
                }
            }
            i += 2 + len
        }
        return 1
    }

    private static func parseTIFFOrientation(_ t: [UInt8]) -> Int? {
        guard t.count >= 8 else { return nil }
        let little = t[0] == 0x49 && t[1] == 0x49
        guard little || (t[0] == 0x4D && t[1] == 0x4D) else { return nil }
        func u16(_ o: Int) -> Int? { o + 2 <= t.count ? (little ? Int(t[o]) | Int(t[o + 1]) << 8 : Int(t[o]) << 8 | Int(t[o + 1])) : nil }
        func u32(_ o: Int) -> Int? {
            guard let a = u16(o), let b = u16(o + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let n = u16(ifd) else { return nil }
        for k in 0..<n {
            let e = ifd + 2 + k * 12
            guard let tag = u16(e) else { return nil }
            if tag == 0x0112, let v = u16(e + 8), (1...8).contains(v) { return v }
        }
        return nil
    }
}
