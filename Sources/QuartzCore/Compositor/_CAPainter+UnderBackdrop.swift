//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import CCairo

// Images under a backdrop blur: what a blur layer paints over is never seen itself, only its
// blur, so a scaled image painted there is sampled nearest instead of bilinearly (about half
// the cost). A blurring bar or panel over scrolling pictures (a `UIVisualEffectView`, a bar
// given a `backgroundEffect`) has its area repainted each frame, every picture in it resampled;
// blurred by a 15-point radius the two samplings cannot be told apart. (The default bars here
// are translucent fills, not blurs: what is under them is seen, and sampled as everywhere.)
// Pixels outside the blur layer, including those its blur reads around it, are sampled as before.

/// The device-pixel rectangles that backdrop blur layers still to be painted will cover whole
/// this frame (each with its layer): filled by the renderer before painting, emptied of a layer
/// when the painter reaches it (what is painted after it is above it, and seen).
@MainActor final class _CABackdropCover {
    var rects: [(layer: ObjectIdentifier, rect: CGRect)]
    init(_ rects: [(layer: ObjectIdentifier, rect: CGRect)]) { self.rects = rects }

    /// The layer is being painted: what follows is above its blur.
    func reached(_ l: CALayer) {
        let id = ObjectIdentifier(l)
        rects.removeAll { $0.layer == id }
    }
}

extension CARenderer {
    /// The least blur (in pixels) whose covered pixels are sampled nearest: a light blur could
    /// show the difference.
    /// (Infinite in a test: nothing sampled nearest, the reference pixels.)
    static var backdropCoverMinimumBlur: CGFloat = 4

    /// What this frame's backdrop blur layers cover for certain, or nil: only a layer seen whole
    /// with its blur painted opaque over what is under it counts — nothing above it or around it
    /// translucent, hidden, masked, rasterized or turned; a rounded layer covers the two
    /// rectangles inside its corners; rectangles are rounded inwards to whole pixels.
    func backdropCover(_ backdrops: [CALayer]) -> _CABackdropCover? {
        guard !backdrops.isEmpty, let root = layer else { return nil }
        var rects: [(layer: ObjectIdentifier, rect: CGRect)] = []
        for l in backdrops {
            guard let blur = l._x?.backdropBlur, blur.radius * target.scale >= Self.backdropCoverMinimumBlur else { continue }
            var cur: CALayer? = l
            var seen = true
            while let c = cur {
                let cs = state(c)
                let t = cs._toParent
                if cs._isHidden || cs._opacity < 1 || cs._mask != nil || c._maskOwner != nil || c._rasterizes
                    || t.b != 0 || t.c != 0 || t.a <= 0 || t.d <= 0 {
                    seen = false; break
                }
                if c === root { break }
                cur = c._superlayer
            }
            guard seen, cur === root else { continue }
            let s = state(l)
            let b = s._bounds, r = s._cornerRadius
            let parts = r > 0 ? [b.insetBy(dx: r, dy: 0), b.insetBy(dx: 0, dy: r)] : [b]
            for part in parts where part.width > 0 && part.height > 0 {
                let on = screenRect(l, subtree: false, local: part)
                guard !on.isNull, !on.isEmpty else { continue }
                let p = on.applying(rootDeviceTransform)
                let x0 = max(0, ceil(p.minX)), y0 = max(0, ceil(p.minY))
                let x1 = min(CGFloat(target.width), floor(p.maxX)), y1 = min(CGFloat(target.height), floor(p.maxY))
                if x1 > x0 && y1 > y0 { rects.append((ObjectIdentifier(l), CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))) }
            }
        }
        return rects.isEmpty ? nil : _CABackdropCover(rects)
    }
}

extension _CAPainter {
    /// Paints the current source (an image scaled into `dst`, a rectangle of the current space,
    /// already clipped to it) with `filter` where no blur layer still to come covers it, and
    /// nearest where one does. False, painting nothing, when no blur covers any of it (or the
    /// space is turned): the caller paints as usual.
    func paintSplitUnderBackdrops(dst: CGRect, filter: cairo_filter_t) -> Bool {
        guard let cover = backdropCover, !cover.rects.isEmpty else { return false }
        let m = currentMatrix()
        guard m.b == 0, m.c == 0 else { return false }
        let d = dst.applying(m)
        guard d.width.isFinite, d.height.isFinite else { return false }
        let box = CGRect(x: floor(d.minX), y: floor(d.minY), width: ceil(d.maxX) - floor(d.minX), height: ceil(d.maxY) - floor(d.minY))
        var under: [CGRect] = []
        for c in cover.rects {
            let i = c.rect.intersection(box)
            if !i.isNull && !i.isEmpty { under.append(i) }
        }
        guard !under.isEmpty else { return false }
        var rest = [box]
        for u in under { rest = rest.flatMap { $0.subtractingRect(u) } }
        stats?.imagesSampledUnderBackdrops += 1
        let pattern = cairo_get_source(cr)
        paintClipped(toDevice: under, pattern: pattern, filter: CAIRO_FILTER_NEAREST)
        if !rest.isEmpty { paintClipped(toDevice: rest, pattern: pattern, filter: filter) }
        return true
    }

    /// Paints the current source with `filter`, clipped to the union of `rects` (device pixels).
    private func paintClipped(toDevice rects: [CGRect], pattern: OpaquePointer?, filter: cairo_filter_t) {
        cairo_save(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for r in rects { cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_restore(cr)   // (the path stays, in device space)
        cairo_clip(cr)
        cairo_pattern_set_filter(pattern, filter)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

fileprivate extension CGRect {
    /// The parts of this rectangle outside `hole` (up to four, not overlapping).
    func subtractingRect(_ hole: CGRect) -> [CGRect] {
        let h = intersection(hole)
        if h.isNull || h.isEmpty { return [self] }
        var out: [CGRect] = []
        if h.minY > minY { out.append(CGRect(x: minX, y: minY, width: width, height: h.minY - minY)) }
        if h.maxY < maxY { out.append(CGRect(x: minX, y: h.maxY, width: width, height: maxY - h.maxY)) }
        if h.minX > minX { out.append(CGRect(x: minX, y: h.minY, width: h.minX - minX, height: h.height)) }
        if h.maxX < maxX { out.append(CGRect(x: h.maxX, y: h.minY, width: maxX - h.maxX, height: h.height)) }
        return out
    }
}
