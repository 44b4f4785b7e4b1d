//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo

// Clipping by paths, rectangles and image masks.
extension CGContext {
    // MARK: Clipping

    /// Intersects the clip with the current path (non-zero winding) and clears the path.
    public func clip() { clip(using: .winding) }
    /// Intersects the clip with the current path using `rule` and clears the path.
    public func clip(using rule: CGPathFillRule) {
        cairo_set_fill_rule(_cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if isPathEmpty {
            // Quartz: clipping to an empty path leaves nothing drawable.
            cairo_new_path(_cr); cairo_rectangle(_cr, 0, 0, 0, 0)
        }
        cairo_clip(_cr)
    }
    /// Intersects the clip with the current path using the even-odd rule and clears the path.
    public func eoClip() { clip(using: .evenOdd) }
    /// Intersects the clip with `rect` (the current path is cleared).
    public func clip(to rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.clip(to:): non-finite rect ignored") }
        cairo_new_path(_cr)
        cairo_rectangle(_cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(_cr)
    }
    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        guard rects.allSatisfy(Self.finite) else { return cgLog.warning("CGContext.clip(to:): non-finite rect ignored") }
        cairo_new_path(_cr)
        if rects.isEmpty { cairo_rectangle(_cr, 0, 0, 0, 0) }
        for r in rects { cairo_rectangle(_cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(_cr)
    }
    /// Intersects the clip with `rect` and masks later drawing by `mask` stretched over `rect`
    /// (Quartz-style, like `draw(_:in:)`). An image with transparency masks by its alpha (the
    /// usual icon-tinting trick); an opaque image masks by its luminance (white paints).
    public func clip(to rect: CGRect, mask: CGImage) {
        guard Self.finite(rect), rect.width != 0, rect.height != 0 else {
            return cgLog.warning("CGContext.clip(to:mask:): empty or non-finite rect ignored")
        }
        let r = rect.standardized
        let pixels = mask.rgbaPixels()
        let useAlpha = !mask.isOpaque && stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] != 255 }
        let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mask.width), Int32(mask.height))!
        guard let dst = cairo_image_surface_get_data(a8) else { cairo_surface_destroy(a8); return }
        let stride = Int(cairo_image_surface_get_stride(a8))
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let i = (y * mask.width + x) * 4
                if useAlpha {
                    dst[y * stride + x] = pixels[i + 3]
                } else {
                    let r = Int(pixels[i]) * 77, g = Int(pixels[i + 1]) * 150, b = Int(pixels[i + 2]) * 29
                    dst[y * stride + x] = UInt8((r + g + b + 128) >> 8)
                }
            }
        }
        cairo_surface_mark_dirty(a8)
        // image pixel → user: translate(minX, maxY) · scale(w/iw, -h/ih); then user → device (CTM).
        let imageToUser = CGAffineTransform(a: r.width / CGFloat(mask.width), b: 0, c: 0, d: -r.height / CGFloat(mask.height),
                                            tx: r.minX, ty: r.maxY)
        let imageToDevice = imageToUser.concatenating(cairoMatrix)
        let inv = imageToDevice.inverted()
        let m = cairo_matrix_t(xx: Double(inv.a), yx: Double(inv.b), xy: Double(inv.c), yy: Double(inv.d), x0: Double(inv.tx), y0: Double(inv.ty))
        gstate.masks.append(MaskClip(surface: a8, deviceToMask: m, filter: cairoFilter))
        clip(to: r)
    }

    /// The bounds of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(_cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
    /// Restores the clip this context started with.
    public func resetClip() {
        gstate.masks.removeAll()
        cairo_reset_clip(_cr)
        guard let rects = initialClip else { return }
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        cairo_new_path(_cr)
        if rects.isEmpty { cairo_rectangle(_cr, 0, 0, 0, 0) }
        for r in rects { cairo_rectangle(_cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_restore(_cr)   // the path survives restore; the clip below is in device space
        var m = cairo_matrix_t()
        cairo_get_matrix(_cr, &m)
        cairo_identity_matrix(_cr)
        cairo_clip(_cr)
        cairo_set_matrix(_cr, &m)
    }
    static func deviceClipRects(_ cr: OpaquePointer) -> [CGRect]? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &m) }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else {
            // A non-rectangular clip (rounded corners…) can't be captured: keep its bounds so
            // resetClip() at least never reaches outside it.
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            return [CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)]
        }
        var out: [CGRect] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            out.append(CGRect(x: r.x, y: r.y, width: r.width, height: r.height))
        }
        // An unclipped context reports one huge rectangle or the whole surface: nothing to restore.
        return out
    }
}
