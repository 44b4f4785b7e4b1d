//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo
import CUIKitShims

// Alpha groups, mask clips and shadows around every drawing operation.
extension CGContext {
    // MARK: Effects (alpha groups, shadows)

    /// Runs `draw` (which paints with the current state, alpha already applied) either directly
    /// or, when a shadow is set, into a group that is then composited over its blurred, offset
    /// silhouette. `bounds` is the drawing's extent in user space (nil = the whole clip).
    /// `clipToPath`: for unbounded operators, clip to the current path first.
    /// `shadowOnly`: draw only the shadow (a text attribute's shadow under the glyphs).
    func render(bounds: CGRect?, clipToPath: Bool, alphaGroup: Bool = false, shadowOnly: Bool = false, _ draw: () -> Void) {
        let shadow = gstate.shadowColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let clipped = clipToPath && operatorIsUnbounded
        if clipped { cairo_save(_cr); cairo_clip_preserve(_cr) }
        defer {
            if clipped { cairo_restore(_cr) }
            if userBuffer != nil { syncUserBuffer(dirty: shadow == nil ? bounds : nil, wholeSurface: false) }
        }
        let masks = gstate.masks
        if masks.isEmpty {
            if shadow == nil && !alphaGroup { return shadowOnly ? () : draw() }
            return renderEffects(bounds: bounds, shadow: shadow, alphaGroup: alphaGroup, shadowOnly: shadowOnly, draw)
        }
        // Mask clips: everything (shadow included) is collected in a group, then composited
        // through each mask in turn with the blend mode.
        cairo_push_group(_cr)
        cairo_set_operator(_cr, CAIRO_OPERATOR_OVER)
        if shadow == nil && !alphaGroup { if !shadowOnly { draw() } } else {
            renderEffects(bounds: bounds, shadow: shadow, alphaGroup: alphaGroup, shadowOnly: shadowOnly, draw)
        }
        guard var pattern = cairo_pop_group(_cr) else { return }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        for (i, mask) in masks.enumerated() {
            cairo_pattern_set_matrix(pattern, &identity)
            let mp = cairo_pattern_create_for_surface(mask.surface)!
            var m = mask.deviceToMask
            cairo_pattern_set_matrix(mp, &m)
            cairo_pattern_set_filter(mp, mask.filter)
            cairo_pattern_set_extend(mp, CAIRO_EXTEND_PAD)   // the rect clip bounds it
            if i < masks.count - 1 {
                cairo_push_group(_cr)
                cairo_set_operator(_cr, CAIRO_OPERATOR_OVER)
                cairo_set_source(_cr, pattern)
                cairo_mask(_cr, mp)
                cairo_pattern_destroy(pattern)
                pattern = cairo_pop_group(_cr)!
            } else {
                cairo_set_source(_cr, pattern)
                cairo_mask(_cr, mp)
            }
            cairo_pattern_destroy(mp)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(_cr)
    }

    private func renderEffects(bounds: CGRect?, shadow: CGColor?, alphaGroup: Bool, shadowOnly: Bool, _ draw: () -> Void) {
        // Limit the group to the drawing's bounds so it isn't as large as the whole clip.
        let limit = bounds.flatMap { b -> CGRect? in
            b.isNull || !b.width.isFinite || !b.height.isFinite ? nil : b.insetBy(dx: -1, dy: -1)
        }
        if let limit {
            cairo_save(_cr)
            let path = cairo_copy_path(_cr)
            cairo_new_path(_cr)
            cairo_rectangle(_cr, Double(limit.minX), Double(limit.minY), Double(limit.width), Double(limit.height))
            cairo_clip(_cr)
            if let path { cairo_append_path(_cr, path); cairo_path_destroy(path) }
        }
        cairo_push_group(_cr)
        cairo_set_operator(_cr, CAIRO_OPERATOR_OVER)
        draw()
        let popped = cairo_pop_group(_cr)
        if limit != nil { cairo_restore(_cr) }
        guard let pattern = popped else { return }
        defer { cairo_pattern_destroy(pattern) }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(pattern, &identity)   // pattern space = device space

        if let shadow {
            drawShadow(of: pattern, userBounds: bounds, color: shadow)
        }
        if shadowOnly { return }
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        cairo_set_source(_cr, pattern)
        if alphaGroup && gstate.alpha < 1 { cairo_paint_with_alpha(_cr, Double(gstate.alpha)) } else { cairo_paint(_cr) }
        cairo_restore(_cr)
    }

    /// Device-space bounding box of a user-space rect.
    func deviceRect(_ r: CGRect) -> CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(_cr, &dx, &dy)
            xs.append(dx); ys.append(dy)
        }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private func drawShadow(of pattern: OpaquePointer, userBounds: CGRect?, color: CGColor) {
        let s = baseScale
        let dx = gstate.shadowOffset.width * s, dy = gstate.shadowOffset.height * s * (baseIsYUp ? -1 : 1)
        let blur = gstate.shadowBlur * s
        let radius = Int((blur / 2).rounded())
        let pad = CGFloat(radius * 3 + 1)
        let clipDev = deviceRect(boundingBoxOfClipPath)
        var region = clipDev
        if let b = userBounds, !b.isNull { region = region.intersection(deviceRect(b)) }
        // The part of the silhouette whose shadow can land inside the clip.
        region = region.intersection(clipDev.offsetBy(dx: -dx, dy: -dy).insetBy(dx: -pad, dy: -pad))
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        region = region.insetBy(dx: -pad, dy: -pad).integral
        guard region.width <= 16384, region.height <= 16384 else {
            return cgLog.warning("CGContext: shadow region \(region.size) too large; shadow skipped")
        }
        // Large blurs are computed at a lower resolution (a shadow is smooth anyway): the box
        // blur's cost grows with the pixel count, the upscale is done by pixman.
        let factor = radius >= 8 ? 4 : radius >= 3 ? 2 : 1
        let mw = Int32((region.width / CGFloat(factor)).rounded(.up)), mh = Int32((region.height / CGFloat(factor)).rounded(.up))
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, mw, mh)!
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        var m = cairo_matrix_t()
        cairo_matrix_init_translate(&m, Double(region.minX), Double(region.minY))
        cairo_matrix_scale(&m, Double(factor), Double(factor))
        cairo_pattern_set_matrix(pattern, &m)
        if factor > 1 { cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD) }
        cairo_set_source(mcr, pattern)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(pattern, &identity)
        cairo_surface_flush(mask)
        let smallRadius = Int32((CGFloat(radius) / CGFloat(factor)).rounded())
        if smallRadius > 0, let data = cairo_image_surface_get_data(mask) {
            uikit_box_blur_a8(data, mw, mh, cairo_image_surface_get_stride(mask), smallRadius)
            cairo_surface_mark_dirty(mask)
        }
        cairo_save(_cr)
        cairo_identity_matrix(_cr)
        cairo_set_source_rgba(_cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_translate(_cr, Double(region.minX + dx), Double(region.minY + dy))
        cairo_scale(_cr, Double(factor), Double(factor))
        let maskPattern = cairo_pattern_create_for_surface(mask)!
        cairo_pattern_set_filter(maskPattern, factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_mask(_cr, maskPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_restore(_cr)
    }
}
