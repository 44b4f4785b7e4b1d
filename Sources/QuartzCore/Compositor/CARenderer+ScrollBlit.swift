//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// The scroll blit: a scroll done by moving pixels already in the target.
extension CARenderer {
    enum ScrollPlan {
        case invisible
        case repaint(CGRect)
        /// Move the pixels of the rectangle by (dx, dy); then repaint the exposed strip, and the
        /// `fixups` (pixel rectangles inside it whose pixels do not scroll) both where they are
        /// and where the move put them.
        case blit(CGRect, dx: Int, dy: Int, fixups: [CGRect])
    }

    /// Whether the `bounds.origin` change of `e.layer` can be done by moving pixels; nil when not
    /// (the layer's rectangles are repainted).
    ///
    /// The pixels inside the layer's visible rectangle V are, back to front: what lies behind it,
    /// its own drawing, its sublayers (clipped), and what is painted above it. Only the sublayers
    /// move with the scroll. So the layer must draw at most a background colour (contents or
    /// drawing would stay in place under moving pixels), sit axis-aligned under fully opaque,
    /// unmasked, unanimated ancestors, and move by whole pixels. Everything else that does not
    /// move is a fixup, repainted where it is and where the move put its pixels: its border and
    /// rounded corners, the ancestors' borders and rounded clips, layers painted above it; and,
    /// unless its background is opaque, the parts of what shows through it that are not one
    /// uniform colour. That backdrop is walked back in painter's order from the layer: a plain
    /// colour fill covering V adds nothing (and ends the walk when opaque: nothing further back
    /// shows); a clear layer adds nothing but its sublayers, walked the same way; any other layer
    /// touching V (a gradient, an image, drawing, a partial fill) is a fixup over its extent.
    /// Above the layer, a clear container adds only its sublayers' fixups. When the fixups would
    /// cost about as much as V, V is repainted instead.
    func scrollBlitPlan(_ e: Dirty) -> ScrollPlan? {
        let l = e.layer
        guard e.change == .boundsOrigin, let old = e.oldBoundsOrigin, renderedGeneration == target.generation,
              l._attachedRenderer() === self, l._masksToBounds, !l._hasAnimations, l._mask == nil, l._opacity >= 1,
              l._paintsOnlyBackground, l._transforms == nil || CATransform3DIsIdentity(l._sublayerTransform) else { return nil }
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
        var fixups = _ScrollFixups(V)
        addEdges(of: l, corners: true, to: &fixups)
        // An opaque background hides what is behind (but for its corners, fixups already).
        var settled = (l._backgroundColor?.alpha ?? 0) >= 1
        // A shadow under a see-through layer is soft all along its edges.
        if !settled && l._paintsShadow { return nil }
        var child = l
        while let p = child._superlayer {
            if p._opacity < 1 || p._mask != nil || p._hasAnimations { return nil }
            // Its border is painted over `l`; its rounded clip cuts `l`'s corners.
            addEdges(of: p, corners: p._masksToBounds, to: &fixups)
            let order = p._paintOrder
            guard let i = p._spatialIndex()?.orderIndex[ObjectIdentifier(child)] ?? order.firstIndex(where: { $0 === child }) else { return nil }
            for s in sublayers(of: p, in: (i + 1)..<order.count, overlapping: V) { addAbove(s, &fixups) }
            if !settled {
                for s in sublayers(of: p, in: 0..<i, overlapping: V).reversed() {
                    if backdrop(s, withSublayers: true, &fixups) { settled = true; break }
                }
                if !settled { settled = backdrop(p, withSublayers: false, &fixups) }
            }
            if fixups.overBudget { return nil }
            child = p
        }
        // (Not settled at the root: the renderer's white fill is the uniform backdrop.) Animated
        // layers outside `l` need no fixups: their last and current rectangles are damage, which
        // is repainted where it is and where the move put it.
        if fixups.overBudget { return nil }
        let dx = Int(dxp.rounded()), dy = Int(dyp.rounded())
        // Bands across the whole rectangle at its edges (translucent bars over a list) are
        // repainted anyway: the pixels moved are those between them.
        let moved = fixups.betweenEdgeBands
        if abs(dx) >= Int(moved.width) || abs(dy) >= Int(moved.height) { return .repaint(V) }
        return .blit(moved, dx: dx, dy: dy, fixups: fixups.rects)
    }

    /// The shown sublayers of `p` with paint-order index in `range` whose subtree touches the
    /// device rectangle `v`, in paint order (found through `p`'s spatial index when it has one).
    func sublayers(of p: CALayer, in range: Range<Int>, overlapping v: CGRect) -> [CALayer] {
        if range.isEmpty { return [] }
        let order = p._paintOrder
        var found: [CALayer] = []
        func check(_ k: Int) {
            let s = order[k]
            if !s._isHidden && _ScrollFixups.overlaps(toPixels(screenRect(s)), v) { found.append(s) }
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

    /// Adds the parts of the scrolled layer's visible rectangle that `s`, drawn behind it, does
    /// not paint one uniform colour to `fixups`. True when `s` covers the rectangle with an opaque
    /// colour, apart from fixups (nothing further behind shows). `withSublayers`: a layer beside
    /// the scrolled one's ancestors, whose sublayers are behind too, walked back to front the
    /// same way (an ancestor's are walked by the caller). `opaque`: no translucent group between
    /// `s` and the scrolled layer's ancestors (else nothing in it hides what is behind it).
    func backdrop(_ s: CALayer, withSublayers: Bool, opaque: Bool = true, _ fixups: inout _ScrollFixups) -> Bool {
        let v = fixups.visible
        let t = deviceTransform(s)
        // (A backdrop blur paints what is behind it, blurred: not one colour.)
        guard s._mask == nil, !s._rasterizes, !s._hasAnimations, s._paintsOnlyBackground, s._x?.backdropBlur == nil,
              t.b == 0, t.c == 0 else {
            fixups.add(toPixels(screenRect(s, subtree: withSublayers)))
            return false
        }
        let fill = (s._backgroundColor?.alpha ?? 0) > 0
        let opaque = opaque && s._opacity >= 1
        // Its border is painted over its sublayers; its rounded clip or fill leaves corners.
        addEdges(of: s, corners: fill || s._masksToBounds, to: &fixups)
        if withSublayers {
            for c in sublayers(of: s, in: 0..<s._paintOrder.count, overlapping: v).reversed() {
                if backdrop(c, withSublayers: true, opaque: opaque, &fixups) { return true }
                if fixups.overBudget { return false }
            }
        }
        let opaqueFill = fill && s._backgroundColor!.alpha >= 1 && opaque
        // A shadow shows under a see-through fill (and around it, outside a covering fill).
        if s._paintsShadow && !opaqueFill { fixups.add(toPixels(screenRect(s, subtree: false))) }
        guard fill else { return false }
        let b = screenRect(s, local: s._bounds)
        if b.isNull || !b.applying(rootDeviceTransform).insetBy(dx: -1e-6, dy: -1e-6).contains(v) {
            fixups.add(toPixels(b))
            return false
        }
        return opaqueFill
    }

    /// Adds what `s`, painted above the scrolled layer, paints inside its visible rectangle to
    /// `fixups`: its extent, or for a layer that draws nothing itself (a clear container over
    /// the screen holding a floating button), what its sublayers paint there.
    func addAbove(_ s: CALayer, _ fixups: inout _ScrollFixups) {
        let drawsItself = (s._backgroundColor?.alpha ?? 0) > 0 || !s._paintsOnlyBackground || s._paintsShadow
            || s._borderWidth > 0 && (s._borderColor?.alpha ?? 0) > 0 || s._mask != nil || s._rasterizes
            || s._x?.backdropBlur != nil
        if drawsItself { return fixups.add(toPixels(screenRect(s))) }
        for c in sublayers(of: s, in: 0..<s._paintOrder.count, overlapping: fixups.visible) {
            addAbove(c, &fixups)
            if fixups.overBudget { return }
        }
    }

    /// Adds `s`'s border and (with `corners`, or a border) its rounded corners to `fixups`.
    func addEdges(of s: CALayer, corners: Bool, to fixups: inout _ScrollFixups) {
        let b = s._bounds
        guard b.width > 0, b.height > 0 else { return }
        let w = s._borderWidth > 0 && (s._borderColor?.alpha ?? 0) > 0 ? min(s._borderWidth, b.width, b.height) : 0
        let r = s._maskedCorners.isEmpty ? 0 : min(s._cornerRadius, b.width / 2, b.height / 2)
        func add(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
            fixups.add(toPixels(screenRect(s, local: CGRect(x: x, y: y, width: width, height: height))))
        }
        if w > 0 {
            add(b.minX, b.minY, b.width, w); add(b.minX, b.maxY - w, b.width, w)
            add(b.minX, b.minY, w, b.height); add(b.maxX - w, b.minY, w, b.height)
        }
        if r > 0 && (corners || w > 0) {
            add(b.minX, b.minY, r, r); add(b.maxX - r, b.minY, r, r)
            add(b.minX, b.maxY - r, r, r); add(b.maxX - r, b.maxY - r, r, r)
        }
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

/// The pixel rectangles inside a scroll blit's visible rectangle whose pixels do not move with the
/// scroll (see `CARenderer.scrollBlitPlan`).
struct _ScrollFixups {
    let visible: CGRect
    var rects: [CGRect] = []
    var area: CGFloat = 0
    init(_ visible: CGRect) { self.visible = visible }

    static func overlaps(_ r: CGRect, _ v: CGRect) -> Bool {
        let o = r.intersection(v)
        return !o.isNull && o.width > 0 && o.height > 0
    }
    /// Adds the part of `r` (pixels) inside the visible rectangle.
    mutating func add(_ r: CGRect) {
        guard _ScrollFixups.overlaps(r, visible) else { return }
        let i = r.intersection(visible)
        if rects.contains(where: { $0.contains(i) }) { return }
        rects.append(i)
        area += i.width * i.height
    }
    /// The visible rectangle less the fixups that span it from side to side (or from top to
    /// bottom) at its edges, as a bar across the top or bottom of a list: what a scroll moves.
    var betweenEdgeBands: CGRect {
        var r = visible
        var trimmed = true
        while trimmed && !r.isEmpty {
            trimmed = false
            for f in rects {
                if f.minX <= r.minX && f.maxX >= r.maxX {
                    if f.minY <= r.minY && f.maxY > r.minY { r = CGRect(x: r.minX, y: f.maxY, width: r.width, height: max(0, r.maxY - f.maxY)); trimmed = true }
                    if f.maxY >= r.maxY && f.minY < r.maxY { r = CGRect(x: r.minX, y: r.minY, width: r.width, height: max(0, f.minY - r.minY)); trimmed = true }
                }
                if f.minY <= r.minY && f.maxY >= r.maxY {
                    if f.minX <= r.minX && f.maxX > r.minX { r = CGRect(x: f.maxX, y: r.minY, width: max(0, r.maxX - f.maxX), height: r.height); trimmed = true }
                    if f.maxX >= r.maxX && f.minX < r.maxX { r = CGRect(x: r.minX, y: r.minY, width: max(0, f.minX - r.minX), height: r.height); trimmed = true }
                }
            }
        }
        return r
    }
    /// Repainting the fixups twice would cost about as much as repainting everything.
    var overBudget: Bool { 2 * area >= visible.width * visible.height }
}
