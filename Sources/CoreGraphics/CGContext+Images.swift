//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo

// Drawing images, and the pixel copy the headless host mirrors presents with.
extension CGContext {
    // MARK: Images

    /// Draws `image` stretched into `rect`, Quartz-style: the image's top row lands at `rect.maxY`
    /// (so it appears upside down in a top-left UIKit context, as on iOS).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard Self.finite(rect) else { return cgLog.warning("CGContext.draw(_:in:): non-finite rect ignored") }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        cairo_new_path(_cr)
        let filter = cairoFilter, alpha = gstate.alpha
        cairo_save(_cr)
        if operatorIsUnbounded {
            cairo_rectangle(_cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)); cairo_clip(_cr)
        }
        render(bounds: r, clipToPath: false) {
            cairo_save(self._cr)
            cairo_translate(self._cr, Double(r.minX), Double(r.maxY))
            cairo_scale(self._cr, Double(r.width) / Double(image.width), -Double(r.height) / Double(image.height))
            cairo_set_source_surface(self._cr, image._surface, 0, 0)
            let p = cairo_get_source(self._cr)
            cairo_pattern_set_filter(p, filter)
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            cairo_rectangle(self._cr, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(self._cr)
            if alpha < 1 { cairo_paint_with_alpha(self._cr, Double(alpha)) } else { cairo_paint(self._cr) }
            cairo_restore(self._cr)
        }
        cairo_restore(_cr)
    }

    /// Draws `image` at the size of `rect`; with `byTiling` it repeats to fill the clip, one tile
    /// at `rect` (Quartz-style, as `draw(_:in:)`).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { return draw(image, in: rect) }
        guard Self.finite(rect) else { return cgLog.warning("CGContext.draw(_:in:byTiling:): non-finite rect ignored") }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let pattern = cairo_pattern_create_for_surface(image._surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, cairoFilter)
        // Pattern space = image pixels; user → pattern maps rect (flipped) onto the image.
        let toImage = CGAffineTransform(translationX: r.minX, y: r.maxY)
            .scaledBy(x: r.width / CGFloat(image.width), y: -r.height / CGFloat(image.height)).inverted()
        var m = cairo_matrix_t(xx: Double(toImage.a), yx: Double(toImage.b), xy: Double(toImage.c), yy: Double(toImage.d),
                               x0: Double(toImage.tx), y0: Double(toImage.ty))
        cairo_pattern_set_matrix(pattern, &m)
        let alpha = gstate.alpha
        cairo_new_path(_cr)
        render(bounds: nil, clipToPath: false) {
            cairo_set_source(self._cr, pattern)
            if alpha < 1 { cairo_paint_with_alpha(self._cr, Double(alpha)) } else { cairo_paint(self._cr) }
        }
    }

    /// Replaces the pixels of `rects` (device pixels, origin top left) with `image`'s pixels at
    /// the same positions, ignoring the CTM and clip. What a window present does with damaged
    /// rectangles; used by the headless host to mirror presents for tests.
    package func _copyPixels(of image: CGImage, in rects: [CGRect]) {
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        cairo_reset_clip(_cr)
        cairo_set_operator(_cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(_cr, image._surface, 0, 0)
        for r in rects { cairo_rectangle(_cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_fill(_cr)
        cairo_restore(_cr)
    }
}
