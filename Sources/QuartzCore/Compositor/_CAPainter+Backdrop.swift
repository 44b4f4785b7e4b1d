//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import CCairo
import CUIKitShims

// The backdrop blur: what is already composited under a layer, blurred into its bounds.

extension _CAPainter {
    /// Paints, inside `s`'s (rounded) bounds, the target's pixels under it blurred by `blur`:
    /// they are copied (with the blur's reach around them) from the render target, blurred by
    /// three box passes (about a Gaussian), saturated, and painted back, before the layer's
    /// background (its tint) and sublayers. The renderer made sure the whole area was repainted
    /// this frame (`CARenderer.addBackdropDamage`), so only layers below this one are in it.
    func drawBackdrop(_ s: CALayer, _ blur: _CABackdropBlur, device: CGAffineTransform) {
        let target = cairo_get_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24
        else { return }
        let sw = Int(cairo_image_surface_get_width(target)), sh = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let scale = sqrt(abs(device.a * device.d - device.b * device.c))
        let radius = Int((blur.radius * scale).rounded(.up))
        let reach = 3 * radius
        let d = s._bounds.applying(device)
        guard d.width.isFinite, d.height.isFinite, !d.isEmpty else { return }
        // The area read, in the target's pixels; beyond the target's edges its edge pixels are
        // repeated (as iOS's blur clamps), so a bar at the top of a window does not fade out.
        let x0 = Int((d.minX + ox).rounded(.down)) - reach, y0 = Int((d.minY + oy).rounded(.down)) - reach
        let x1 = Int((d.maxX + ox).rounded(.up)) + reach, y1 = Int((d.maxY + oy).rounded(.up)) + reach
        let cx0 = max(0, x0), cx1 = min(sw, x1)
        guard x1 > x0, y1 > y0, cx1 > cx0, sh > 0, y0 < sh, y1 > 0 else { return }
        cairo_surface_flush(target)
        guard let src = cairo_image_surface_get_data(target) else { return }
        let w = x1 - x0, h = y1 - y0
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(copy) }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(copy) else { return }
        let dstride = Int(cairo_image_surface_get_stride(copy))
        let opaqueTarget = cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24
        for row in 0..<h {
            let sy = min(sh - 1, max(0, y0 + row))
            let from = src + sy * stride, to = dst + row * dstride
            memcpy(to + (cx0 - x0) * 4, from + cx0 * 4, (cx1 - cx0) * 4)
            let left = (from + cx0 * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
            let right = (from + (cx1 - 1) * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
            to.withMemoryRebound(to: UInt32.self, capacity: w) { px in
                for i in 0..<(cx0 - x0) { px[i] = left }
                for i in (cx1 - x0)..<w { px[i] = right }
                // The unused byte of an opaque target is undefined: make it opaque.
                if opaqueTarget { for i in 0..<w { px[i] |= 0xFF00_0000 } }
            }
        }
        if radius > 0 { uikit_box_blur_argb32(dst, Int32(w), Int32(h), Int32(dstride), Int32(radius)) }
        if blur.saturation != 1 { uikit_saturate_argb32(dst, Int32(w), Int32(h), Int32(dstride), Float(blur.saturation)) }
        cairo_surface_mark_dirty(copy)
        cairo_save(cr)
        setMatrix(device)
        addBoundsPath(s, inset: 0)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        // Device space of the current surface (a group keeps the target's device space).
        cairo_set_source_surface(cr, copy, Double(x0) - ox, Double(y0) - oy)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
