//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CCairo

/// Device pixels a compositor draws into (behind QuartzCore's `CARenderTarget`).
///
/// 32-bit pixels, rows top to bottom, either owned (opaque: XRGB, else premultiplied ARGB,
/// native-endian) or over foreign XRGB8888 memory such as an SDL window surface. CoreGraphics
/// owns the Cairo surface; QuartzCore draws through `makeContext()` and moves pixels through
/// `data`/`stride`.
package final class CGPixelSurface {
    package let width: Int
    package let height: Int
    package let isOpaque: Bool
    /// The Cairo surface. Package-level escape hatch for the compositor's painter, which draws
    /// every layer of every frame with Cairo directly (see `_CAPainter`).
    package let cairoSurface: OpaquePointer

    /// An owned surface, or nil for a size outside 1…32767.
    package init?(width: Int, height: Int, opaque: Bool) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        let s = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        cairoSurface = s; self.width = width; self.height = height; isOpaque = opaque
    }
    /// A surface over foreign XRGB8888 memory (`stride` bytes per row), which must outlive it.
    package init?(pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, width <= 32767, height <= 32767, stride >= width * 4, stride % 4 == 0 else { return nil }
        let s = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                                                    Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        cairoSurface = s; self.width = width; self.height = height; isOpaque = true
    }
    deinit { cairo_surface_destroy(cairoSurface) }

    /// Bytes per row.
    package var stride: Int { Int(cairo_image_surface_get_stride(cairoSurface)) }
    /// The pixels, after finishing pending drawing (call `markDirty` after writing them).
    package var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(cairoSurface)
        return cairo_image_surface_get_data(cairoSurface).map { UnsafeMutableRawPointer($0) }
    }
    /// Tells the surface its pixels in `rect` (all when nil) were written directly.
    package func markDirty(_ rect: CGRect? = nil) {
        if let r = rect {
            cairo_surface_mark_dirty_rectangle(cairoSurface, Int32(r.minX), Int32(r.minY), Int32(r.width), Int32(r.height))
        } else {
            cairo_surface_mark_dirty(cairoSurface)
        }
    }
    /// Finishes pending drawing.
    package func flush() { cairo_surface_flush(cairoSurface) }

    /// A context drawing into the surface: top-left origin, one unit per pixel, no clip.
    package func makeContext() -> CGContext {
        let cr = cairo_create(cairoSurface)!
        defer { cairo_destroy(cr) }     // the context holds its own reference
        return CGContext(_cairo: cr, deviceHeight: CGFloat(height))
    }

    /// Copies the pixels, row by row, into `memory` (`stride` bytes per row, same pixel layout);
    /// only `rows` when given.
    package func copyPixels(to memory: UnsafeMutableRawPointer, stride toStride: Int, rows: Range<Int>? = nil) {
        guard let from = data else { return }
        let fromStride = stride
        let rows = (rows ?? 0..<height).clamped(to: 0..<height)
        for y in rows { memcpy(memory + y * toStride, from + y * fromStride, width * 4) }
    }

    /// A copy of the pixels.
    package func makeImage() -> CGImage? {
        let copy = cairo_image_surface_create(cairo_image_surface_get_format(cairoSurface), Int32(width), Int32(height))!
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let to = cairo_image_surface_get_data(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        copyPixels(to: to, stride: Int(cairo_image_surface_get_stride(copy)))
        cairo_surface_mark_dirty(copy)
        return CGImage(_adoptingSurface: copy)
    }
}
