//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo
import Foundation

/// An immutable bitmap. The pixels are held as a Cairo `ARGB32` (or `RGB24`) surface so they
/// composite without conversion; an image made from bytes in another layout (Quartz's raw
/// initializer, a bitmap context in a foreign layout) also keeps those bytes and reports that
/// layout through `bitmapInfo`, `bitsPerPixel`, `bytesPerRow` and `dataProvider`, as on iOS.
/// Decoded images report Cairo's layout (`premultipliedFirst`, 32-bit native byte order).
/// Rows run top to bottom.
public final class CGImage: @unchecked Sendable {
    /// The Cairo image surface holding the pixels. Owned by this image; never written after init.
    package let _surface: OpaquePointer
    /// The width of the image in pixels.
    public let width: Int
    /// The height of the image in pixels.
    public let height: Int
    /// True when the image has no alpha channel (every pixel is opaque); opaque images composite faster.
    public let isOpaque: Bool
    /// The declared layout when it isn't Cairo's: its bytes, row length and description.
    private let declared: (bytes: CGDataProvider, bytesPerRow: Int, layout: BitmapLayout,
                           info: CGBitmapInfo, space: CGColorSpace)?

    /// Takes ownership of one reference to an image surface in ARGB32 or RGB24 format.
    /// Returns nil (and releases the reference) if the surface is in an error state or empty.
    package convenience init?(_adoptingSurface surface: OpaquePointer) {
        self.init(surface: surface, declared: nil)
    }

    init?(surface: OpaquePointer, declared: (bytes: CGDataProvider, bytesPerRow: Int, layout: BitmapLayout,
                                              info: CGBitmapInfo, space: CGColorSpace)?) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else {
            cairo_surface_destroy(surface); return nil
        }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0 else { cairo_surface_destroy(surface); return nil }
        _surface = surface; width = w; height = h
        self.declared = declared
        isOpaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 || declared?.layout.isOpaque == true
    }
    deinit { cairo_surface_destroy(_surface) }

    /// Row length of `dataProvider`'s bytes.
    public var bytesPerRow: Int { declared?.bytesPerRow ?? Int(cairo_image_surface_get_stride(_surface)) }
    /// Bits per colour component: always 8 here.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel of `dataProvider`'s bytes (32 for decoded images).
    public var bitsPerPixel: Int { declared?.layout.bitsPerPixel ?? 32 }
    /// The layout of `dataProvider`'s bytes: alpha info plus byte order.
    public var bitmapInfo: CGBitmapInfo {
        declared?.info ?? BitmapLayout.cairoInfo(opaque: cairo_image_surface_get_format(_surface) == CAIRO_FORMAT_RGB24)
    }
    /// Where the alpha channel sits and whether colours are premultiplied by it (from `bitmapInfo`).
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }
    /// The byte order of the pixels (from `bitmapInfo`).
    public var byteOrderInfo: CGImageByteOrderInfo {
        CGImageByteOrderInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue) ?? .orderDefault
    }
    /// The colour space the image was made with; device RGB for decoded images.
    public var colorSpace: CGColorSpace? { declared?.space ?? .deviceRGB }

    /// The pixels as bytes in the layout `bitmapInfo`, `bitsPerPixel` and `bytesPerRow` describe.
    public var dataProvider: CGDataProvider? {
        if let declared { return declared.bytes }
        cairo_surface_flush(_surface)
        guard let p = cairo_image_surface_get_data(_surface) else { return nil }
        return CGDataProvider(data: Data(bytes: p, count: bytesPerRow * height))
    }

    /// The pixel at (x, y) as straight (unpremultiplied) RGBA bytes; nil outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(_surface) else { return nil }
        cairo_surface_flush(_surface)
        let stride = Int(cairo_image_surface_get_stride(_surface))
        let v = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = isOpaque ? 255 : (v >> 24) & 0xff
        let un = BitmapLayout.unpremultiply
        return (un((v >> 16) & 0xff, a), un((v >> 8) & 0xff, a), un(v & 0xff, a), UInt8(a))
    }
}

/// The byte order of an image's pixels (`CGImage.byteOrderInfo`).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}
