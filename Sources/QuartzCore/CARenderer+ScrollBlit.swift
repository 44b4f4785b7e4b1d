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
    func scrollBlitPlan(_ e: Dirty, animated: [CALayer]) -> ScrollPlan? {
        let l = e.layer
        guard e.change == .boundsOrigin, let old = e.oldBoundsOrigin, renderedGeneration == target.generation,
              l._attachedRenderer() === self,
              l._masksToBounds, l._paintsOpaqueRectangle, l._borderWidth == 0, !l._hasAnimations else { return nil }
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
        func overlaps(_ r: CGRect) -> Bool {
            let o = r.intersection(V)
            return !o.isNull && o.width > 0 && o.height > 0
        }
        // Ancestors: fully opaque, no masks or animations; nothing painted above `l` overlapping it.
        var child = l
        while let p = child._superlayer {
            if p._opacity < 1 || p._mask != nil || p._hasAnimations { return nil }
            if p._borderWidth > 0 {
                let inner = screenRect(p, local: p._bounds.insetBy(dx: p._borderWidth, dy: p._borderWidth)).applying(rootDeviceTransform)
                if !inner.contains(V) { return nil }
            }
            let order = p._paintOrder
            if let i = p._spatialIndex()?.orderIndex[ObjectIdentifier(child)] ?? order.firstIndex(where: { $0 === child }) {
                for s in order[(i + 1)...] where !s._isHidden {
                    if overlaps(screenRect(s).applying(rootDeviceTransform)) { return nil }
                }
            }
            child = p
        }
        // Animations outside the scrolled layer must stay clear of it.
        for a in animated {
            var inside = false
            var p = a._superlayer
            while let q = p { if q === l { inside = true; break }; p = q._superlayer }
            if !inside && (overlaps(toPixels(a._lastPresentedRect)) || overlaps(toPixels(screenRect(a)))) { return nil }
        }
        let dx = Int(dxp.rounded()), dy = Int(dyp.rounded())
        if abs(dx) >= Int(V.width) || abs(dy) >= Int(V.height) { return .repaint(V) }
        return .blit(V, dx: dx, dy: dy)
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
