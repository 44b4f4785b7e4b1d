//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import CCairo

/// Rounded backgrounds from shared coverage masks.
///
/// Cairo rasterises a small antialiased curve at a high cost for its size: a switch's 51×31
/// rounded track costs ~110,000 instructions to fill, a slider thumb's circle ~80,000, against
/// ~14,000 and ~11,000 to composite the same shape's coverage from an 8-bit mask. A list shows
/// the same few shapes on every row (tracks, thumbs, knobs, rounded buttons), so each shape is
/// rasterised once into a mask, shared by every layer of that shape, size and scale.
///
/// The mask is made at the layer's position within a device pixel, rounded to a quarter pixel
/// (at most 16 masks per shape; an edge moves by at most an eighth of a pixel, as glyphs are
/// placed), and composited at whole pixels, so a layer moved by whole pixels (a scroll) paints
/// exactly what a repaint there paints.
extension _CAPainter {
    /// Masks by device shape; at most `maskCapacity` kept (all dropped when full, as the shadow
    /// masks are: a screen's shapes are made again in a few fills).
    static var sharedFillMasks: [_CAFillMaskKey: _CAFillMask] = [:]
    static let maskCapacity = 128
    /// Larger shapes fill directly: their cost is in their area, which a mask does not save.
    static let maskMaxPixels: CGFloat = 40_000
    /// Off: every rounded background is filled as a path (tests compare the two).
    static var fillMasksEnabled = true

    func drawBackground(_ s: CALayer, alpha: CGFloat = 1) {
        guard let bg = s._backgroundColor, bg.alpha > 0, s._bounds.width > 0, s._bounds.height > 0 else { return }
        if alpha < 1 { setColor(bg, alpha: Double(alpha)) } else { setColor(bg) }
        if _CAPainter.fillMasksEnabled, s._cornerRadius > 0, !s._maskedCorners.isEmpty, fillFromMask(s) { return }
        addBoundsPath(s, inset: 0)
        cairo_fill(cr)
    }

    /// Composites `s`'s rounded bounds in the current source from a shared mask; false when the
    /// layer is drawn rotated, skewed or unevenly scaled, or is too large for a mask.
    func fillFromMask(_ s: CALayer) -> Bool {
        let m = currentMatrix()
        guard m.b == 0, m.c == 0, m.a > 0, m.a == m.d else { return false }
        let b = s._bounds
        let w = b.width * m.a, h = b.height * m.d
        guard w * h <= _CAPainter.maskMaxPixels, w.isFinite, h.isFinite else { return false }
        let x = b.minX * m.a + m.tx, y = b.minY * m.d + m.ty
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return false }
        // Whole pixels and a quarter-pixel remainder (a remainder of 4/4 is the next pixel).
        var px = x.rounded(.down), py = y.rounded(.down)
        var qx = ((x - px) * 4).rounded(), qy = ((y - py) * 4).rounded()
        if qx == 4 { px += 1; qx = 0 }
        if qy == 4 { py += 1; qy = 0 }
        let radius = min(s._cornerRadius, b.width / 2, b.height / 2) * m.a
        let key = _CAFillMaskKey(width: w, height: h, radius: radius, corners: s._maskedCorners.rawValue, dx: qx / 4, dy: qy / 4)
        let mask: _CAFillMask
        if let cached = _CAPainter.sharedFillMasks[key] {
            mask = cached
        } else {
            guard let made = _CAPainter.makeFillMask(key, corners: s._maskedCorners) else { return false }
            if _CAPainter.sharedFillMasks.count >= _CAPainter.maskCapacity { _CAPainter.sharedFillMasks.removeAll() }
            _CAPainter.sharedFillMasks[key] = made
            mask = made
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask.surface, Double(px), Double(py))
        cairo_restore(cr)
        return true
    }

    static func makeFillMask(_ key: _CAFillMaskKey, corners: CACornerMask) -> _CAFillMask? {
        let w = Int32((key.dx + key.width).rounded(.up)), h = Int32((key.dy + key.height).rounded(.up))
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let painter = _CAPainter(cr: mcr, damage: [], states: [:], stats: nil)
        cairo_new_path(mcr)
        painter.addRoundedRect(CGRect(x: key.dx, y: key.dy, width: key.width, height: key.height), radius: key.radius, corners: corners)
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        return _CAFillMask(surface: surface)
    }
}

/// A rounded rectangle in device pixels, at a quarter-pixel offset within its first pixel.
struct _CAFillMaskKey: Hashable {
    var width: CGFloat, height: CGFloat, radius: CGFloat, corners: UInt
    var dx: CGFloat, dy: CGFloat
}

/// A shape's 8-bit coverage, as cairo's fill of its path produces it.
final class _CAFillMask {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}
