//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import CCairo
import CUIKitShims

// _CAPainter, which paints a layer tree (or its damaged part) with cairo, and its per-frame statistics.

/// Per-frame compositing statistics.
@MainActor final class _CAPaintStats {
    var visited = 0
    var composited = 0
    var coveredBackgrounds = 0
    var imagesSampledUnderBackdrops = 0
}

/// Paints a layer tree with cairo, in painter's order, iteratively (an explicit stack, so a
/// 2,000-deep tree does not recurse). With `damage` (device-pixel rectangles) it skips every
/// layer whose visual extent misses the damage without visiting its sublayers, and asks a layer
/// with many sublayers for only those its spatial index finds in the damage.
///
/// Per layer: save; concat its transform (position, anchor, affine transform, bounds origin);
/// push a group if it has a mask, or opacity < 1 and `allowsGroupOpacity` (else the opacity is
/// multiplied into its own drawing and each sublayer's); shadow; background (rounded by
/// cornerRadius); clip (masksToBounds, rounded); contents (backing store or `contents` image per
/// gravity, contentsRect, contentsCenter, magnification/minification filter); sublayers; border;
/// pop the group with alpha / through the mask; restore. Edges of a layer drawn rotated or skewed
/// are aliased unless `allowsEdgeAntialiasing`, as on iOS. A `shouldRasterize` layer's subtree is
/// painted from a cached bitmap (see `_CARasterCache`).
///
/// Escape hatch from "QuartzCore draws through CoreGraphics": these steps run for every layer of
/// every frame, so the painter calls Cairo directly on the `CGContext`'s Cairo context (and on
/// its own shadow masks and raster caches) instead of through `CGContext`, whose calls carry a
/// graphics state and checks per call. Gradient and shape layers, which draw rarely, go through
/// `CGContext` (`graphicsContext()`).
@MainActor struct _CAPainter {
    /// Shadow masks shared by layers of the same shape (see `drawShadow`); at most 64 kept.
    static var sharedShadowMasks: [_CAShadowKey: _CAShadowMask] = [:]
    let cr: OpaquePointer
    let damage: [CGRect]
    let states: [ObjectIdentifier: CALayer]
    let stats: _CAPaintStats?
    /// Display layers still marked needsDisplay when they are composited (deferred displays).
    var displaysDeferred = false
    /// Paint `shouldRasterize` layers from (and into) their raster caches: true for a renderer's
    /// frames, whose change notes invalidate the caches; `render(in:)` paints directly.
    var rasterizes = false
    /// The layer whose raster cache this painter fills: painted at opacity 1 (its opacity is
    /// applied when the bitmap is composited), not from its own cache.
    var rasterRoot: CALayer?
    /// Where backdrop blurs still to be painted cover what is painted now (a renderer's frames
    /// only): scaled images are sampled nearest there (`paintSplitUnderBackdrops`).
    var backdropCover: _CABackdropCover?

    enum Step {
        /// `alpha`: opacity inherited from ancestors that do not group (`allowsGroupOpacity` false).
        case enter(CALayer, isRoot: Bool, alpha: CGFloat)
        /// `alpha`: the group's alpha when `group`, else the alpha of the layer's own drawing.
        case exit(CALayer, CALayer, group: Bool, alpha: CGFloat)
    }

    /// `render(in:)`: the tree in the root's own space, no culling, model values.
    static func paintTree(_ root: CALayer, cr: OpaquePointer, rootTransformApplied: Bool, damage: [CGRect]?, frameTime: CFTimeInterval?, stats: _CAPaintStats?) {
        _CAPainter(cr: cr, damage: damage ?? [], states: [:], stats: stats, displaysDeferred: true).paint(root, rootInOwnSpace: !rootTransformApplied)
    }

    func state(_ l: CALayer) -> CALayer { l._presented(in: states) }

    /// Clips to `r` (in the current space), widened to whole device pixels so that the clip
    /// stays a fast pixel-aligned box and never cuts antialiased edges.
    func clipToRect(_ r: CGRect) {
        guard !r.isNull, !r.isInfinite, r.width.isFinite, r.height.isFinite else { return }
        let d = r.applying(currentMatrix())
        let box = CGRect(x: d.minX.rounded(.down) - 1, y: d.minY.rounded(.down) - 1,
                         width: (d.maxX.rounded(.up) - d.minX.rounded(.down)) + 2, height: (d.maxY.rounded(.up) - d.minY.rounded(.down)) + 2)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        cairo_restore(cr)
        cairo_clip(cr)
    }

    func intersectsDamage(_ r: CGRect) -> Bool {
        if r.isNull || r.isEmpty { return false }
        for d in damage where r.minX < d.maxX && d.minX < r.maxX && r.minY < d.maxY && d.minY < r.maxY { return true }
        return false
    }

    func currentMatrix() -> CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }
    func setMatrix(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_set_matrix(cr, &m)
    }

    func paint(_ root: CALayer, rootInOwnSpace: Bool) {
        var steps: [Step] = [.enter(root, isRoot: true, alpha: 1)]
        var scratch: [Int] = []
        let cull = !damage.isEmpty
        while let step = steps.popLast() {
            switch step {
            case let .enter(l, isRoot, alpha):
                stats?.visited += 1
                let s = state(l)
                if s._isHidden || s._opacity <= 0 { continue }
                let t = isRoot && rootInOwnSpace ? CGAffineTransform(translationX: -s._bounds.minX, y: -s._bounds.minY) : s._toParent
                let full = t.concatenating(currentMatrix())
                let det = full.a * full.d - full.b * full.c
                if det == 0 || !det.isFinite { continue }
                if cull && l._animatedInSubtree == 0 {
                    if !intersectsDamage(s._localExtent(model: l).applying(full)) { continue }
                }
                stats?.composited += 1
                let isRasterRoot = isRoot && rasterRoot === l
                if rasterizes && !isRasterRoot && l._rasterizes, let cache = rasterCache(l, s) {
                    compositeRaster(cache, device: full, alpha: alpha * CGFloat(s._opacity), clip: l._x?.transitionClip ?? .null)
                    continue
                }
                if displaysDeferred && l._needsDisplayFlag { l.displayIfNeeded() }
                cairo_save(cr)
                setMatrix(full)
                if !full.isRectilinear {
                    // iOS leaves a rotated layer's edges jagged unless it allows edge antialiasing.
                    cairo_set_antialias(cr, l.allowsEdgeAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                }
                let opacity: CGFloat = isRasterRoot ? 1 : CGFloat(s._opacity)
                // (A layer without sublayers or border needs no group: its own drawing is one
                // piece below.)
                let group = s._mask != nil || opacity < 1 && l.allowsGroupOpacity
                    && (!l._paintOrder.isEmpty || s._borderWidth > 0 && (s._borderColor?.alpha ?? 0) > 0)
                // Without a group, the opacity multiplies into the layer's own drawing and its sublayers'.
                let own = group ? 1 : alpha * opacity
                // A group's surface is as large as the clip: clip to what the layer can draw
                // first, or a small translucent layer costs a full-window group each frame.
                // A translucent layer that only fills its background (a dimming view) is one
                // translucent fill: no group.
                let plainFill = own < 1 && !(s is CAGradientLayer) && !(s is CAShapeLayer) && l._backingStore == nil
                    && s._contents == nil && !(s._shadowOpacity > 0 && (s._shadowColor?.alpha ?? 0) > 0)
                    && !(s._borderWidth > 0 && (s._borderColor?.alpha ?? 0) > 0)
                if own < 1 && !plainFill {
                    cairo_save(cr)
                    clipToRect(s._ownExtent())
                    cairo_push_group(cr)
                }
                if group {
                    clipToRect(s._localExtent(model: l))
                    cairo_push_group(cr)
                }
                drawShadow(s, model: l, device: full)
                if let blur = l._x?.backdropBlur {
                    backdropCover?.reached(l)
                    drawBackdrop(s, blur, device: full)
                }
                if backgroundIsCovered(l, s, device: full) { stats?.coveredBackgrounds += 1 } else { drawBackground(s, alpha: plainFill ? own : 1) }
                if plainFill {
                    if s._masksToBounds { addBoundsPath(s, inset: 0); cairo_clip(cr) }
                } else if own < 1 {
                    // The own drawing as one translucent piece, then the clip for the sublayers.
                    cairo_save(cr)
                    if s._masksToBounds { addBoundsPath(s, inset: 0); cairo_clip(cr) }
                    drawContents(s, model: l, device: full)
                    cairo_restore(cr)
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, Double(own))
                    cairo_restore(cr)   // (the extent clip: sublayers may reach beyond it)
                    if s._masksToBounds { addBoundsPath(s, inset: 0); cairo_clip(cr) }
                } else {
                    if s._masksToBounds {
                        addBoundsPath(s, inset: 0)
                        cairo_clip(cr)
                    }
                    drawContents(s, model: l, device: full)
                }
                steps.append(.exit(l, s, group: group, alpha: group ? alpha * opacity : own))
                let order = l._paintOrder
                if order.isEmpty { continue }
                if cull, let index = l._spatialIndex() {
                    let inv = full.inverted()
                    scratch.removeAll(keepingCapacity: true)
                    index.query(damage.map { $0.applying(inv) }, into: &scratch)
                    if l._hasAnimatedChildren {
                        for (id, c) in l._animatedChildren {
                            if let i = index.orderIndex[id] ?? order.firstIndex(where: { $0 === c }) { scratch.append(i) }
                        }
                        scratch.sort()
                        var w = 0
                        for v in scratch where w == 0 || scratch[w - 1] != v { scratch[w] = v; w += 1 }
                        scratch.removeLast(scratch.count - w)
                    } else if damage.count <= 1 {
                        scratch.sort()
                    }
                    for i in scratch.reversed() { steps.append(.enter(order[i], isRoot: false, alpha: own)) }
                } else {
                    for c in order.reversed() { steps.append(.enter(c, isRoot: false, alpha: own)) }
                }
            case let .exit(_, s, group, alpha):
                drawBorder(s, alpha: group ? 1 : alpha)
                if group {
                    let content = cairo_pop_group(cr)!
                    if let mask = s._mask {
                        cairo_push_group(cr)
                        _CAPainter(cr: cr, damage: [], states: states, stats: nil).paint(mask, rootInOwnSpace: false)
                        let maskPattern = cairo_pop_group(cr)!
                        cairo_set_source(cr, content)
                        if alpha < 1 {
                            cairo_push_group(cr)
                            cairo_mask(cr, maskPattern)
                            cairo_pop_group_to_source(cr)
                            cairo_paint_with_alpha(cr, Double(alpha))
                        } else {
                            cairo_mask(cr, maskPattern)
                        }
                        cairo_pattern_destroy(maskPattern)
                    } else {
                        cairo_set_source(cr, content)
                        cairo_paint_with_alpha(cr, Double(alpha))
                    }
                    cairo_pattern_destroy(content)
                }
                cairo_restore(cr)
            }
        }
    }

    // MARK: Shapes

    /// The bounds (inset by `inset`), rounded per cornerRadius and maskedCorners.
    func addBoundsPath(_ s: CALayer, inset: CGFloat) {
        let b = s._bounds.insetBy(dx: inset, dy: inset)
        cairo_new_path(cr)
        guard b.width > 0, b.height > 0 else { return }
        let r = min(max(0, s._cornerRadius - inset), b.width / 2, b.height / 2)
        if r <= 0 || s._maskedCorners.isEmpty {
            cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
            return
        }
        addRoundedRect(b, radius: r, corners: s._maskedCorners)
    }
    func addRoundedRect(_ b: CGRect, radius r: CGFloat, corners: CACornerMask) {
        let x0 = Double(b.minX), y0 = Double(b.minY), x1 = Double(b.maxX), y1 = Double(b.maxY), rr = Double(r)
        let h = Double.pi / 2
        cairo_new_sub_path(cr)
        if corners.contains(.layerMaxXMinYCorner) { cairo_arc(cr, x1 - rr, y0 + rr, rr, -h, 0) } else { cairo_line_to(cr, x1, y0) }
        if corners.contains(.layerMaxXMaxYCorner) { cairo_arc(cr, x1 - rr, y1 - rr, rr, 0, h) } else { cairo_line_to(cr, x1, y1) }
        if corners.contains(.layerMinXMaxYCorner) { cairo_arc(cr, x0 + rr, y1 - rr, rr, h, 2 * h) } else { cairo_line_to(cr, x0, y1) }
        if corners.contains(.layerMinXMinYCorner) { cairo_arc(cr, x0 + rr, y0 + rr, rr, 2 * h, 3 * h) } else { cairo_line_to(cr, x0, y0) }
        cairo_close_path(cr)
    }
    func addPath(_ p: CGPath) {
        cairo_new_path(cr)
        for e in p.elements {
            switch e.type {
            case .moveToPoint: cairo_move_to(cr, Double(e.points[0].x), Double(e.points[0].y))
            case .addLineToPoint: cairo_line_to(cr, Double(e.points[0].x), Double(e.points[0].y))
            case .addQuadCurveToPoint:
                var x = 0.0, y = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x, &y) }
                let c = e.points[0], p2 = e.points[1]
                let c1x = x + 2.0 / 3.0 * (Double(c.x) - x), c1y = y + 2.0 / 3.0 * (Double(c.y) - y)
                let c2x = Double(p2.x) + 2.0 / 3.0 * Double(c.x - p2.x), c2y = Double(p2.y) + 2.0 / 3.0 * Double(c.y - p2.y)
                cairo_curve_to(cr, c1x, c1y, c2x, c2y, Double(p2.x), Double(p2.y))
            case .addCurveToPoint:
                cairo_curve_to(cr, Double(e.points[0].x), Double(e.points[0].y), Double(e.points[1].x), Double(e.points[1].y),
                               Double(e.points[2].x), Double(e.points[2].y))
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }
    func setColor(_ c: CGColor, alpha: Double = 1) {
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha) * alpha)
    }

    // MARK: Parts

    /// The shadow: the shape (shadowPath, or the rounded bounds when the layer has a background
    /// or contents) rendered into an 8-bit alpha mask at device resolution, blurred (three box
    /// passes ≈ a Gaussian with σ = shadowRadius / 2) and cached on the layer until its shape,
    /// radius or scale changes; each frame only composites the cached mask in the shadow colour.
    func drawShadow(_ s: CALayer, model l: CALayer, device: CGAffineTransform) {
        guard s._shadowOpacity > 0, let color = s._shadowColor, color.alpha > 0 else { return }
        let hasShape = s._shadowPath != nil || (s._backgroundColor?.alpha ?? 0) > 0 || s._contents != nil || l._backingStore != nil
        guard hasShape else { return }
        let scale = max(0.01, min(8, (abs(device.a * device.d - device.b * device.c)).squareRoot()))
        let key = _CAShadowKey(size: s._bounds.size, origin: s._bounds.origin, radius: s._shadowRadius, corner: s._cornerRadius,
                               corners: s._maskedCorners.rawValue, path: s._shadowPath, scale: scale)
        var cache = l._shadowCache
        if cache?.key != key {
            if key.path == nil, let shared = _CAPainter.sharedShadowMasks[key] {
                // Same-shaped shadows (every switch knob, every slider thumb) share one mask.
                cache = shared
            } else {
                cache = makeShadowMask(key, s)
                // Only a layer at rest adds its shape to the shared masks: an animated one (a
                // switch knob stretching) has a new shape every frame. Those filled the table,
                // which is emptied when full, and after each emptying every layer drawn made a
                // copy of a mask others held and kept it (`_shadowCache`): ~2.5 KB per switch
                // knob or slider thumb, growing with the rows of a list shown and tapped.
                if key.path == nil && s === l {
                    if _CAPainter.sharedShadowMasks.count >= 64 { _CAPainter.sharedShadowMasks.removeAll() }
                    _CAPainter.sharedShadowMasks[key] = cache
                } else if key.path == nil {
                    cache?.isPrivate = true   // (dropped when the animation ends: `_becameAnimated`)
                }
            }
            l._shadowCache = cache
        }
        guard let mask = cache else { return }
        cairo_save(cr)
        var x = Double(s._shadowOffset.width + mask.origin.x), y = Double(s._shadowOffset.height + mask.origin.y)
        if device.b == 0 && device.c == 0 {
            // Put the mask on whole device pixels: a soft shadow looks the same a fraction of a
            // pixel over, and pixman composites an unfiltered mask several times faster. Halves
            // round up on both sides of 0, so a shadow moved by whole pixels (a scroll blit) lands
            // where a repaint puts it.
            cairo_user_to_device(cr, &x, &y)
            x = (x + 0.5).rounded(.down); y = (y + 0.5).rounded(.down)
            cairo_device_to_user(cr, &x, &y)
        }
        cairo_translate(cr, x, y)
        cairo_scale(cr, Double(1 / scale), Double(1 / scale))
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * Double(s._shadowOpacity))
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    func makeShadowMask(_ key: _CAShadowKey, _ s: CALayer) -> _CAShadowMask? {
        let shape = s._shadowPath?.boundingBox ?? s._bounds
        guard !shape.isNull, shape.width > 0 || shape.height > 0 else { return nil }
        let scale = key.scale
        let pad = Int((1.5 * s._shadowRadius * scale).rounded(.up)) + 1
        let w = Int((shape.width * scale).rounded(.up)) + 2 * pad, h = Int((shape.height * scale).rounded(.up)) + 2 * pad
        guard w > 0, h > 0, w <= 8192, h <= 8192 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        let mcr = cairo_create(surface)!
        cairo_translate(mcr, Double(pad) - Double(shape.minX * scale), Double(pad) - Double(shape.minY * scale))
        cairo_scale(mcr, Double(scale), Double(scale))
        let painter = _CAPainter(cr: mcr, damage: [], states: [:], stats: nil)
        if let p = s._shadowPath { painter.addPath(p) } else { painter.addBoundsPath(s, inset: 0) }
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        let blur = Int32((s._shadowRadius * scale / 2).rounded())
        if blur > 0, let data = cairo_image_surface_get_data(surface) {
            uikit_box_blur_a8(data, Int32(w), Int32(h), cairo_image_surface_get_stride(surface), blur)
            cairo_surface_mark_dirty(surface)
        }
        let origin = CGPoint(x: shape.minX - CGFloat(pad) / scale, y: shape.minY - CGFloat(pad) / scale)
        return _CAShadowMask(key: key, surface: surface, origin: origin)
    }

    /// Whether sublayers paint an opaque colour over all of the layer's bounds that this frame
    /// repaints, so its own background would be painted only to be covered (a window's
    /// background under a full-size content view: a whole-screen fill in every first frame; a
    /// table's under the rows in the strip a scroll exposes). Judged in whole device pixels, so
    /// that skipping changes no pixel: a cover's partly covered edge pixels don't count, and a
    /// layer that clips its sublayers with a soft edge (rounded, or off the pixel grid) keeps its
    /// background.
    func backgroundIsCovered(_ l: CALayer, _ s: CALayer, device: CGAffineTransform) -> Bool {
        guard (s._backgroundColor?.alpha ?? 0) > 0, !l._paintOrder.isEmpty, Self.isUpright(device) else { return false }
        let bounds = s._bounds.applying(device)
        if s._masksToBounds && (s._cornerRadius > 0 || bounds != bounds.integral) { return false }
        var r = bounds.integral
        if !damage.isEmpty {
            r = r.intersection(damage.reduce(CGRect.null) { $0.union($1) }.integral)
            if r.isNull || r.isEmpty { return true }   // (only its shadow or sublayers reach the damage)
        }
        return isCovered(r, by: l, device: device, depth: 0)
    }

    /// No rotation, skew or flip: rectangles stay rectangles with the same corners.
    static func isUpright(_ t: CGAffineTransform) -> Bool { t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0 }

    /// The whole device pixels inside `r`.
    static func innerPixels(_ r: CGRect) -> CGRect {
        let x0 = r.minX.rounded(.up), y0 = r.minY.rounded(.up), x1 = r.maxX.rounded(.down), y1 = r.maxY.rounded(.down)
        return x1 > x0 && y1 > y0 ? CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .null
    }

    /// Whether opaque sublayers of `l` (`device`: its space to device pixels) cover the whole
    /// device pixels `r`: one of the bottom few (or, in a layer with a spatial index, of the few
    /// that meet `r`) alone, two side by side (a navigation slide's screens) or stacked (two
    /// rows), or the same inside a clear, hard-edged sublayer that spans `r` (a container view).
    func isCovered(_ r: CGRect, by l: CALayer, device: CGAffineTransform, depth: Int) -> Bool {
        var opaque: [CGRect] = []
        var candidates = ArraySlice(l._paintOrder.prefix(4))
        if let index = l._spatialIndex() {
            var found: [Int] = []
            index.query([r.applying(device.inverted())], into: &found)
            guard found.count <= 8 else { return false }
            candidates = ArraySlice(found.map { l._paintOrder[$0] })
        }
        for k in candidates {
            let c = state(k), toDevice = c._toParent.concatenating(device)
            guard !c._isHidden, Self.isUpright(toDevice) else { continue }
            let kd = c._bounds.applying(toDevice), inner = Self.innerPixels(kd)
            if c._paintsOpaqueRectangle {
                if inner.contains(r) { return true }
                if !inner.isNull { opaque.append(inner) }
            } else if depth < 3, inner.contains(r), c._opacity >= 1, c._mask == nil, (c._backgroundColor?.alpha ?? 0) == 0,
                      !(c._masksToBounds && (c._cornerRadius > 0 || kd != kd.integral)),   // (a soft clip lets what is below show)
                      c._contents == nil, k._backingStore == nil, !(c is CAGradientLayer), !(c is CAShapeLayer),
                      !k._paintOrder.isEmpty, isCovered(r, by: k, device: toDevice, depth: depth + 1) {
                return true
            }
        }
        guard opaque.count >= 2 else { return false }
        for i in opaque.indices {
            for j in opaque.indices where j > i {
                let a = opaque[i], b = opaque[j]
                let sideBySide = a.minY <= r.minY && a.maxY >= r.maxY && b.minY <= r.minY && b.maxY >= r.maxY
                    && min(a.minX, b.minX) <= r.minX && max(a.maxX, b.maxX) >= r.maxX && a.maxX >= b.minX && b.maxX >= a.minX
                let stacked = a.minX <= r.minX && a.maxX >= r.maxX && b.minX <= r.minX && b.maxX >= r.maxX
                    && min(a.minY, b.minY) <= r.minY && max(a.maxY, b.maxY) >= r.maxY && a.maxY >= b.minY && b.maxY >= a.minY
                if sideBySide || stacked { return true }
            }
        }
        return false
    }

    /// Drawn inside the bounds.
    func drawBorder(_ s: CALayer, alpha: CGFloat) {
        let w = s._borderWidth
        guard w > 0, let c = s._borderColor, c.alpha > 0, s._bounds.width > 0, s._bounds.height > 0 else { return }
        setColor(c, alpha: Double(alpha))
        if s._cornerRadius > 0 && !s._maskedCorners.isEmpty {
            addBoundsPath(s, inset: w / 2)
            cairo_set_line_width(cr, Double(w))
            cairo_stroke(cr)
        } else {
            let b = s._bounds
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
            let inner = b.insetBy(dx: w, dy: w)
            if inner.width > 0 && inner.height > 0 {
                cairo_rectangle(cr, Double(inner.minX), Double(inner.minY), Double(inner.width), Double(inner.height))
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
    }

    func drawContents(_ s: CALayer, model l: CALayer, device: CGAffineTransform) {
        if let g = s as? CAGradientLayer { g._drawGradient(self) }
        if let shape = s as? CAShapeLayer { shape._drawShape(self) }
        if let store = l._backingStore {
            let (pw, ph) = l._backingStoreSize
            drawImage(store, pw, ph, scale: l._contentsScale, s, model: l, device: device)
        } else if let img = s._contents as? CGImage {
            drawImage(img._surface, img.width, img.height, scale: s._contentsScale, s, model: l, device: device)
        }
    }

    /// Places an image (pixels `iw`×`ih` at `scale` pixels per point) in the bounds per
    /// contentsRect, contentsGravity and contentsCenter.
    func drawImage(_ surface: OpaquePointer, _ iw: Int, _ ih: Int, scale: CGFloat, _ s: CALayer, model l: CALayer, device: CGAffineTransform) {
        let b = s._bounds
        let unit = s._contentsRect
        let src = CGRect(x: unit.minX * CGFloat(iw), y: unit.minY * CGFloat(ih), width: unit.width * CGFloat(iw), height: unit.height * CGFloat(ih))
        guard src.width > 0, src.height > 0, b.width > 0, b.height > 0 else { return }
        let natural = CGSize(width: src.width / scale, height: src.height / scale)
        var dest: CGRect
        switch s._contentsGravity {
        case .resize: dest = b
        case .resizeAspect, .resizeAspectFill:
            let k = s._contentsGravity == .resizeAspect
                ? min(b.width / natural.width, b.height / natural.height)
                : max(b.width / natural.width, b.height / natural.height)
            let sz = CGSize(width: natural.width * k, height: natural.height * k)
            dest = CGRect(x: b.midX - sz.width / 2, y: b.midY - sz.height / 2, width: sz.width, height: sz.height)
        default:
            let g = s._contentsGravity.rawValue
            let x: CGFloat = g.hasSuffix("eft") || g == "left" ? b.minX : (g.hasSuffix("ight") || g == "right" ? b.maxX - natural.width : b.midX - natural.width / 2)
            let y: CGFloat = g.hasPrefix("top") ? b.minY : (g.hasPrefix("bottom") ? b.maxY - natural.height : b.midY - natural.height / 2)
            dest = CGRect(x: x, y: y, width: natural.width, height: natural.height)
        }
        let cc = s._contentsCenter
        if cc == CGRect(x: 0, y: 0, width: 1, height: 1) || !CALayer.finite(cc) {
            drawPatch(surface, src: src, dst: dest, model: l, device: device)
            return
        }
        // Nine-part: corners keep their natural size, edges stretch along one axis.
        let sx = [src.minX, src.minX + cc.minX * src.width, src.minX + cc.maxX * src.width, src.maxX]
        let sy = [src.minY, src.minY + cc.minY * src.height, src.minY + cc.maxY * src.height, src.maxY]
        var lw = (sx[1] - sx[0]) / scale, rw = (sx[3] - sx[2]) / scale
        var th = (sy[1] - sy[0]) / scale, bh = (sy[3] - sy[2]) / scale
        if lw + rw > dest.width, lw + rw > 0 { let k = dest.width / (lw + rw); lw *= k; rw *= k }
        if th + bh > dest.height, th + bh > 0 { let k = dest.height / (th + bh); th *= k; bh *= k }
        let dx = [dest.minX, dest.minX + lw, dest.maxX - rw, dest.maxX]
        let dy = [dest.minY, dest.minY + th, dest.maxY - bh, dest.maxY]
        for row in 0..<3 {
            for col in 0..<3 {
                let sr = CGRect(x: sx[col], y: sy[row], width: sx[col + 1] - sx[col], height: sy[row + 1] - sy[row])
                let dr = CGRect(x: dx[col], y: dy[row], width: dx[col + 1] - dx[col], height: dy[row + 1] - dy[row])
                drawPatch(surface, src: sr, dst: dr, model: l, device: device)
            }
        }
    }

    func drawPatch(_ surface: OpaquePointer, src: CGRect, dst: CGRect, model l: CALayer, device: CGAffineTransform) {
        guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { return }
        let kx = dst.width / src.width, ky = dst.height / src.height
        // A part of the image is sampled through a sub-surface so that filtering clamps to its
        // edges instead of bleeding in the neighbouring parts (nine-part images, contentsRect).
        let iw = CGFloat(cairo_image_surface_get_width(surface)), ih = CGFloat(cairo_image_surface_get_height(surface))
        var source = surface
        var origin = src.origin
        var sub: OpaquePointer?
        if src.minX > 0 || src.minY > 0 || src.maxX < iw || src.maxY < ih {
            let r = CGRect(x: floor(src.minX), y: floor(src.minY), width: ceil(src.maxX) - floor(src.minX), height: ceil(src.maxY) - floor(src.minY))
                .intersection(CGRect(x: 0, y: 0, width: iw, height: ih))
            if !r.isNull && !r.isEmpty {
                sub = cairo_surface_create_for_rectangle(surface, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                source = sub!
                origin = CGPoint(x: src.minX - r.minX, y: src.minY - r.minY)
            }
        }
        defer { if let s = sub { cairo_surface_destroy(s) } }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(dst.minX), Double(dst.minY), Double(dst.width), Double(dst.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(dst.minX), Double(dst.minY))
        cairo_scale(cr, Double(kx), Double(ky))
        cairo_set_source_surface(cr, source, Double(-origin.x), Double(-origin.y))
        let pattern = cairo_get_source(cr)
        // 1:1 pixel mapping at an integral offset: sample exactly (and fast).
        let a = device.a * kx, d = device.d * ky
        let ox = device.tx + device.a * dst.minX - device.a * kx * src.minX
        let oy = device.ty + device.d * dst.minY - device.d * ky * src.minY
        if device.b == 0 && device.c == 0 && abs(a - 1) < 1e-9 && abs(d - 1) < 1e-9 &&
            abs(ox - ox.rounded()) < 1e-6 && abs(oy - oy.rounded()) < 1e-6 {
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        } else {
            // Image pixels per device pixel (by area) pick the magnification or minification filter.
            let magnified = abs(device.a * device.d - device.b * device.c) * kx * ky > 1
            // (`.linear` and `.trilinear` both filter smoothly: cairo's GOOD filter averages the
            // pixels a minified image skips, as mipmaps do.)
            let nearest = (magnified ? l.magnificationFilter : l.minificationFilter) == .nearest
            cairo_pattern_set_filter(pattern, nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            // Under a backdrop blur still to come, only the blur of these pixels is seen.
            if !nearest && paintSplitUnderBackdrops(dst: CGRect(x: 0, y: 0, width: src.width, height: src.height), filter: CAIRO_FILTER_GOOD) {
                cairo_restore(cr)
                return
            }
        }
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

/// What a cached shadow mask depends on.
struct _CAShadowKey: Hashable {
    var size: CGSize, origin: CGPoint, radius: CGFloat, corner: CGFloat, corners: UInt
    var path: CGPath?
    var scale: CGFloat
    /// The numbers only (equal keys have equal numbers; the path's identity is not its value).
    func hash(into h: inout Hasher) {
        h.combine(size.width); h.combine(size.height); h.combine(origin.x); h.combine(origin.y)
        h.combine(radius); h.combine(corner); h.combine(corners); h.combine(scale)
    }
}

/// A blurred alpha mask of a layer's shadow shape, positioned at `origin` (points, layer space).
final class _CAShadowMask: @unchecked Sendable {
    let key: _CAShadowKey
    let surface: OpaquePointer
    let origin: CGPoint
    /// Made for an animated layer's in-between shape: kept out of the shared masks, and let go
    /// when the layer's animations end (a layer scrolled away would keep it until painted again).
    var isPrivate = false
    init(key: _CAShadowKey, surface: OpaquePointer, origin: CGPoint) { self.key = key; self.surface = surface; self.origin = origin }
    deinit { cairo_surface_destroy(surface) }
}
