import Foundation
import CoreGraphics

// The scroll blit: a scroll done by moving pixels already in the target.
extension CARenderer {
    enum ScrollPlan {
        case invisible
        case repaint(CGRect)
        case blit(CGRect, dx: Int, dy: Int)
    }

    /// Whether the `bounds.origin` change of `e.layer` can be done by moving pixels (see the class
    /// comment for the conditions); nil when not (the layer's rectangles are repainted).
    ///
    /// The pixels inside the layer's visible rectangle V are what lies behind it, its own drawing,
    /// and its sublayers (clipped to V), under nothing. Moving them is right when only the
    /// sublayers move with the scroll: the layer's own drawing is at most a background colour
    /// (no contents, drawing, border, rounded clip or shadow: those stay in place), and, unless
    /// that background is opaque, what shows through it inside V is one uniform colour: walking
    /// back in painter's order from the layer, every layer drawn behind it that touches V is a
    /// plain colour fill covering all of V (or draws nothing there), up to the first opaque one
    /// or the renderer's white.
    func scrollBlitPlan(_ e: Dirty, animated: [CALayer]) -> ScrollPlan? {
        let l = e.layer
        guard e.change == .boundsOrigin, let old = e.oldBoundsOrigin, renderedGeneration == target.generation,
              l._attachedRenderer() === self, l._masksToBounds, l._borderWidth == 0, !l._hasAnimations,
              l._mask == nil, l._opacity >= 1, l._paintsOnlyBackground else { return nil }
        let opaque = l._paintsOpaqueRectangle
        if !opaque && (l._cornerRadius > 0 && !l._maskedCorners.isEmpty || l._paintsShadow) { return nil }
        let t = deviceTransform(l)
        guard t.isRectilinear, t.a > 0, t.d > 0 else { return nil }
        let newOrigin = l._bounds.origin
        let dxp = (old.x - newOrigin.x) * t.a, dyp = (old.y - newOrigin.y) * t.d
        guard abs(dxp - dxp.rounded()) < 1e-6, abs(dyp - dyp.rounded()) < 1e-6 else { return nil }
        let vis = screenRect(l, local: l._bounds)
        if vis.isNull { return .invisible }
        let v = vis.applying(rootDeviceTransform)
        func integral(_ x: CGFloat) -> Bool { abs(x - x.rounded()) < 1e-6 }
        guard integral(v.minX), integral(v.minY), integral(v.maxX), integral(v.maxY) else { return nil }
        let V = CGRect(x: v.minX.rounded(), y: v.minY.rounded(), width: v.width.rounded(), height: v.height.rounded())
            .intersection(CGRect(x: 0, y: 0, width: target.width, height: target.height))
        if V.isNull || V.isEmpty { return .invisible }
        // Ancestors: fully opaque, no masks, animations or borders over V; nothing painted above
        // `l` overlapping V; behind it, a uniform backdrop (settled by an opaque one).
        var settled = opaque
        var child = l
        while let p = child._superlayer {
            if p._opacity < 1 || p._mask != nil || p._hasAnimations { return nil }
            if p._borderWidth > 0 && !covers(p, inset: p._borderWidth, V) { return nil }
            let order = p._paintOrder
            guard let i = p._spatialIndex()?.orderIndex[ObjectIdentifier(child)] ?? order.firstIndex(where: { $0 === child }) else { return nil }
            if !sublayers(of: p, in: (i + 1)..<order.count, overlapping: V).isEmpty { return nil }
            if !settled {
                for s in sublayers(of: p, in: 0..<i, overlapping: V).reversed() {
                    guard let o = backdrop(s, withSublayers: true, V) else { return nil }
                    if o { settled = true; break }
                }
                if !settled {
                    guard let o = backdrop(p, withSublayers: false, V) else { return nil }
                    settled = o
                }
            }
            child = p
        }
        // (Not settled at the root: the renderer's white fill is the uniform backdrop.)
        // Animations outside the scrolled layer must stay clear of it.
        for a in animated {
            var inside = false
            var p = a._superlayer
            while let q = p { if q === l { inside = true; break }; p = q._superlayer }
            if !inside && (overlaps(toPixels(a._lastPresentedRect), V) || overlaps(toPixels(screenRect(a)), V)) { return nil }
        }
        let dx = Int(dxp.rounded()), dy = Int(dyp.rounded())
        if abs(dx) >= Int(V.width) || abs(dy) >= Int(V.height) { return .repaint(V) }
        return .blit(V, dx: dx, dy: dy)
    }

    func overlaps(_ r: CGRect, _ v: CGRect) -> Bool {
        let o = r.intersection(v)
        return !o.isNull && o.width > 0 && o.height > 0
    }

    /// The shown sublayers of `p` with paint-order index in `range` whose subtree touches the
    /// device rectangle `v`, in paint order (found through `p`'s spatial index when it has one).
    func sublayers(of p: CALayer, in range: Range<Int>, overlapping v: CGRect) -> [CALayer] {
        if range.isEmpty { return [] }
        let order = p._paintOrder
        var found: [CALayer] = []
        func check(_ k: Int) {
            let s = order[k]
            if !s._isHidden && overlaps(screenRect(s).applying(rootDeviceTransform), v) { found.append(s) }
        }
        if let index = p._spatialIndex() {
            var hits: [Int] = []
            index.query([v.applying(deviceTransform(p).inverted())], into: &hits)
            for k in hits.sorted() where range.contains(k) { check(k) }
        } else {
            for k in range { check(k) }
        }
        return found
    }

    /// How `s`, drawn behind a scrolled layer and touching its visible device rectangle `v`,
    /// looks inside `v`: nil when it may not be one uniform colour over all of `v`; true when it
    /// covers `v` with an opaque colour (nothing further behind shows); false when uniform and
    /// see-through (a translucent fill, or nothing). `withSublayers`: its sublayers must stay out
    /// of `v` (an ancestor's are the siblings walked separately).
    func backdrop(_ s: CALayer, withSublayers: Bool, _ v: CGRect) -> Bool? {
        guard s._mask == nil, !s.shouldRasterize, !s._hasAnimations, s._paintsOnlyBackground else { return nil }
        let t = deviceTransform(s)
        guard t.b == 0, t.c == 0 else { return nil }
        if s._borderWidth > 0, (s._borderColor?.alpha ?? 0) > 0, !covers(s, inset: s._borderWidth, v) { return nil }
        if withSublayers && !sublayers(of: s, in: 0..<s._paintOrder.count, overlapping: v).isEmpty { return nil }
        let fill = (s._backgroundColor?.alpha ?? 0) > 0
        if fill && !covers(s, inset: 0, v) { return nil }
        let opaqueFill = fill && s._backgroundColor!.alpha >= 1 && s._opacity >= 1
        // A shadow shows under a see-through fill (and around it, but that is outside `v`).
        if s._paintsShadow && !opaqueFill { return nil }
        return opaqueFill
    }

    /// Whether `s`'s bounds inset by `inset`, less its rounded corners (with a point to spare for
    /// antialiasing), contain the device rectangle `v`.
    func covers(_ s: CALayer, inset: CGFloat, _ v: CGRect) -> Bool {
        let b = s._bounds.insetBy(dx: inset, dy: inset)
        guard b.width > 0, b.height > 0 else { return false }
        func contains(_ r: CGRect) -> Bool {
            guard r.width > 0, r.height > 0 else { return false }
            let d = screenRect(s, local: r)
            return !d.isNull && d.applying(rootDeviceTransform).insetBy(dx: -1e-6, dy: -1e-6).contains(v)
        }
        guard s._cornerRadius > 0 && !s._maskedCorners.isEmpty else { return contains(b) }
        let m = s._cornerRadius + 1
        return contains(b.insetBy(dx: m, dy: 0)) || contains(b.insetBy(dx: 0, dy: m))
    }

    /// Moves the pixels inside `r` by (dx, dy), rows in an order safe for the overlap.
    func blit(_ r: CGRect, dx: Int, dy: Int) {
        let pixels = target.pixels
        guard let data = pixels.data else { return }
        let stride = pixels.stride
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        let rowBytes = (w - abs(dx)) * 4
        let srcX = dx >= 0 ? x0 : x0 - dx, dstX = dx >= 0 ? x0 + dx : x0
        let rows = h - abs(dy)
        if rows > 0 && rowBytes > 0 {
            for k in 0..<rows {
                let i = dy > 0 ? rows - 1 - k : k
                let srcY = dy >= 0 ? y0 + i : y0 + i - dy
                let dstY = srcY + dy
                memmove(data + dstY * stride + dstX * 4, data + srcY * stride + srcX * 4, rowBytes)
            }
        }
        pixels.markDirty(r)
    }
}

extension CALayer {
    /// Whether its own drawing is at most its background colour (no contents image, backing
    /// store or drawing to come, gradient or shape), which stays in place when it scrolls.
    var _paintsOnlyBackground: Bool {
        _contents == nil && _backingStore == nil && !_delegateDraws && !_knownToDraw && !_needsDisplayFlag
            && !(self is CAGradientLayer) && !(self is CAShapeLayer)
    }
    /// Whether the painter draws a shadow for it (see `_CAPainter.drawShadow`).
    var _paintsShadow: Bool {
        guard _shadowOpacity > 0, let c = _shadowColor, c.alpha > 0 else { return false }
        return _shadowPath != nil || (_backgroundColor?.alpha ?? 0) > 0 || _contents != nil || _backingStore != nil
    }
}
