//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo
import Foundation

/// A source of bytes for `CGImage`'s Quartz-style initializer; here simply a `Data` wrapper.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (Apple returns a `CFData`).
    public let data: Data?
    /// A provider of the bytes in `data` (never nil here; optional as on iOS).
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
    /// Apple's raw-bitmap initializer. Supported: 8 bits per component; RGB in 32 bits per pixel
    /// (alpha first or last, premultiplied, straight or skipped, either 32-bit byte order) or
    /// 24 (no alpha); 8-bit gray (no alpha), 16-bit gray+alpha; 8-bit alpha-only. The image
    /// keeps `provider` and reports this layout (`bitmapInfo`, `dataProvider`), as on iOS.
    /// `decode` and `intent` are ignored. Anything else → nil with a warning.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        func fail(_ m: String) { UIKitLog.warning("CGImage(width:height:…provider:…): \(m)", category: "CGImage") }
        guard width > 0, height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension else {
            fail("invalid size \(width)x\(height)"); return nil
        }
        guard let layout = BitmapLayout(model: space.model, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                        info: bitmapInfo, forContext: false) else {
            fail("unsupported layout \(bitsPerComponent) bpc / \(bitsPerPixel) bpp, \(space), bitmap info \(bitmapInfo.rawValue)")
            return nil
        }
        let bpp = layout.bytesPerPixel
        guard bytesPerRow >= width * bpp, let bytes = provider.data, bytes.count >= bytesPerRow * (height - 1) + width * bpp else {
            fail("not enough data for \(width)x\(height) at \(bytesPerRow) bytes per row"); return nil
        }
        let s = cairo_image_surface_create(layout.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        bytes.withUnsafeBytes { layout.import(from: $0.baseAddress!, bytesPerRow: bytesPerRow, into: s) }
        _ = decode; _ = shouldInterpolate; _ = intent
        self.init(surface: s, declared: (provider, bytesPerRow, layout, bitmapInfo, space))
    }
}
