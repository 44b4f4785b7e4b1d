//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import CCairo

/// The cached bitmap of a `shouldRasterize` layer's subtree, composited instead of painting it.
///
/// The pixels of a `shouldRasterize` layer's subtree (its visual extent, shadow and sublayers
/// included, at opacity 1) at `rasterizationScale` pixels per point, as iOS keeps them: later
/// frames composite the bitmap (transformed, at the layer's opacity) instead of painting the
/// subtree, until something in the subtree changes. The layer's own position, transform and
/// opacity do not invalidate it; the renderer's change notes for the layer's contents, its
/// sublayers or anything below them do (`_CAPainter.invalidateRasterCaches`).
final class _CARasterCache: @unchecked Sendable {
    weak var layer: CALayer?
    let surface: OpaquePointer
    /// What the bitmap shows: the extent (bounds space) and bounds it was painted for, and its scale.
    let extent: CGRect, bounds: CGRect, scale: CGFloat
    init(layer: CALayer, surface: OpaquePointer, extent: CGRect, bounds: CGRect, scale: CGFloat) {
        self.layer = layer; self.surface = surface; self.extent = extent; self.bounds = bounds; self.scale = scale
    }
    deinit { cairo_surface_destroy(surface) }
}

extension _CAPainter {
    /// Raster caches by layer (weak: an entry dies with its layer or its `shouldRasterize`, swept
    /// as the table grows).
    static var rasterCaches: [ObjectIdentifier: _CARasterCache] = [:]
    /// Animations of these key paths move or fade the bitmap without changing it.
    static func keepsRaster(_ keyPath: String?) -> Bool {
        guard let k = keyPath else { return false }
        return k == "position" || k == "position.x" || k == "position.y" || k == "opacity" || k == "anchorPoint"
            || k == "zPosition" || k == "transform" || k.hasPrefix("transform.")
    }

    /// Drops the caches of `l` and its ancestors, after a change of `change` in `l` (nil: its
    /// pixels or sublayers). A move, transform or fade of `l` itself keeps its own cache.
    static func invalidateRasterCaches(of l: CALayer, _ change: _CAChange? = nil) {
        guard !rasterCaches.isEmpty else { return }
        var cur: CALayer? = l
        if let c = change, c.isSubset(of: [.geometry, .order]) { cur = l._superlayer ?? l._maskOwner }
        while let c = cur {
            rasterCaches[ObjectIdentifier(c)] = nil
            cur = c._superlayer ?? c._maskOwner
        }
    }

    /// `l`'s cache, painted now if missing or stale; nil (paint the subtree directly) while
    /// something below `l` animates, an animation changes `l`'s own pixels, or the bitmap would
    /// be empty or too large.
    func rasterCache(_ l: CALayer, _ s: CALayer) -> _CARasterCache? {
        let selfAnimated = l._hasAnimations
        if l._animatedInSubtree > (selfAnimated ? 1 : 0) { return nil }
        if selfAnimated && !l._animations.allSatisfy({ _CAPainter.keepsRaster(($0.anim as? CAPropertyAnimation)?.keyPath) }) { return nil }
        let scale = l._rasterScale
        guard scale.isFinite, scale > 0 else { return nil }
        let e = s._localExtent(model: l)
        guard !e.isNull, !e.isInfinite, e.width > 0, e.height > 0 else { return nil }
        let id = ObjectIdentifier(l)
        if let c = _CAPainter.rasterCaches[id], c.layer === l, c.extent == e, c.bounds == s._bounds, c.scale == scale { return c }
        let w = Int((e.width * scale).rounded(.up)), h = Int((e.height * scale).rounded(.up))
        guard w > 0, h > 0, w <= 8192, h <= 8192 else { return nil }
        // An opaque layer whose pixels are exactly its bounds keeps no alpha: compositing the
        // bitmap is then a copy rather than a blend.
        let opaque = s._paintsOpaqueRectangle && e == s._bounds
        let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(surface); return nil }
        let rcr = cairo_create(surface)!
        // Bounds space to bitmap pixels: the painter's own-space root starts at the bounds origin.
        cairo_scale(rcr, Double(scale), Double(scale))
        cairo_translate(rcr, Double(s._bounds.minX - e.minX), Double(s._bounds.minY - e.minY))
        // The bitmap is the damage: sublayers outside it (a long list's far rows) are culled.
        var painter = _CAPainter(cr: rcr, damage: [CGRect(x: 0, y: 0, width: w, height: h)], states: states, stats: nil, displaysDeferred: displaysDeferred)
        painter.rasterizes = true
        painter.rasterRoot = l
        painter.paint(l, rootInOwnSpace: true)
        cairo_destroy(rcr)
        cairo_surface_flush(surface)
        if _CAPainter.rasterCaches.count >= 64 {
            // Drop the caches of layers gone or no longer rasterized.
            _CAPainter.rasterCaches = _CAPainter.rasterCaches.filter { $0.value.layer?._rasterizes == true }
        }
        let cache = _CARasterCache(layer: l, surface: surface, extent: e, bounds: s._bounds, scale: scale)
        _CAPainter.rasterCaches[id] = cache
        return cache
    }

    /// Composites a raster cache where its layer is (`device`: its bounds space to device pixels).
    func compositeRaster(_ c: _CARasterCache, device: CGAffineTransform, alpha: CGFloat, clip: CGRect = .null) {
        guard alpha > 0 else { return }
        cairo_save(cr)
        if !clip.isNull {
            // (A transition's clip, in the layer's bounds space: the part not covered.)
            setMatrix(device)
            cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_clip(cr)
        }
        let t = CGAffineTransform(a: 1 / c.scale, b: 0, c: 0, d: 1 / c.scale, tx: c.extent.minX, ty: c.extent.minY).concatenating(device)
        setMatrix(t)
        cairo_set_source_surface(cr, c.surface, 0, 0)
        let exact = t.b == 0 && t.c == 0 && abs(t.a - 1) < 1e-9 && abs(t.d - 1) < 1e-9 &&
            abs(t.tx - t.tx.rounded()) < 1e-6 && abs(t.ty - t.ty.rounded()) < 1e-6
        cairo_pattern_set_filter(cairo_get_source(cr), exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(cairo_image_surface_get_width(c.surface)), Double(cairo_image_surface_get_height(c.surface)))
        cairo_clip(cr)
        if alpha < 1 { cairo_paint_with_alpha(cr, Double(alpha)) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }
}
