import Foundation
import CoreGraphics

/// The spatial index a layer with many sublayers (more than `threshold`) keeps of them: their
/// extents in the layer's coordinates, sorted by `minY`, with a running maximum of `maxY`. A
/// query for a rectangle binary-searches both ends, so a window onto a long list touches only
/// the entries near it. Rebuilt lazily when a sublayer's extent or the sublayer list changes.
struct _CASpatialIndex {
    static let threshold = 32
    /// (index into the paint order, extent), sorted by extent.minY.
    var entries: [(order: Int, rect: CGRect)] = []
    var prefixMaxY: [CGFloat] = []

    @MainActor init(layer: CALayer) {
        let order = layer._paintOrder
        entries.reserveCapacity(order.count)
        for (i, c) in order.enumerated() where !c._isHidden {
            let r = c._extentInParent()
            if r.isNull || r.isEmpty && c._sublayers.isEmpty { continue }
            entries.append((i, r))
        }
        entries.sort { $0.rect.minY < $1.rect.minY }
        prefixMaxY.reserveCapacity(entries.count)
        var m = -CGFloat.infinity
        for e in entries { m = max(m, e.rect.maxY); prefixMaxY.append(m) }
    }

    /// Paint-order indices of the entries intersecting any of `rects` (unsorted, deduplicated).
    func query(_ rects: [CGRect], into out: inout [Int]) {
        for q in rects where !q.isNull {
            // first entry whose running maxY reaches q.minY
            var lo = 0, hi = entries.count
            while lo < hi { let mid = (lo + hi) / 2; if prefixMaxY[mid] < q.minY { lo = mid + 1 } else { hi = mid } }
            let start = lo
            // first entry with minY > q.maxY
            lo = start; hi = entries.count
            while lo < hi { let mid = (lo + hi) / 2; if entries[mid].rect.minY <= q.maxY { lo = mid + 1 } else { hi = mid } }
            let end = lo
            var i = start
            while i < end {
                let r = entries[i].rect
                if r.maxY >= q.minY && r.maxX >= q.minX && r.minX <= q.maxX { out.append(entries[i].order) }
                i += 1
            }
        }
        if rects.count > 1 {
            out.sort()
            var w = 0
            for v in out where w == 0 || out[w - 1] != v { out[w] = v; w += 1 }
            out.removeLast(out.count - w)
        }
    }
}

extension CALayer {
    /// The visual extent of the layer's own drawing in its bounds space: the bounds and the shadow.
    func _ownExtent() -> CGRect {
        var r = _bounds
        if _shadowOpacity > 0, let sc = _shadowColor, sc.alpha > 0 {
            var s = _shadowPath?.boundingBox ?? _bounds
            if !s.isNull {
                s = s.offsetBy(dx: _shadowOffset.width, dy: _shadowOffset.height).insetBy(dx: -_shadowRadius - 1, dy: -_shadowRadius - 1)
                r = r.union(s)
            }
        }
        return r
    }

    /// The union of the visible sublayers' extents in this layer's bounds space (cached; computed
    /// iteratively so that deep trees do not recurse).
    func _childrenExtent() -> CGRect {
        if let c = _childrenExtentCache { return c }
        var stack: [(CALayer, Int)] = [(self, 0)]
        while let (l, i) = stack.last {
            if i < l._sublayers.count {
                stack[stack.count - 1].1 += 1
                let c = l._sublayers[i]
                if !c._isHidden && !c._masksToBounds && c._childrenExtentCache == nil && !c._sublayers.isEmpty {
                    stack.append((c, 0))
                }
                continue
            }
            var u = CGRect.null
            for c in l._sublayers where !c._isHidden { u = u.union(c._extentInParent()) }
            l._childrenExtentCache = u
            stack.removeLast()
        }
        return _childrenExtentCache ?? .null
    }

    /// Own extent plus (unless clipped) the sublayers', in bounds space.
    func _localExtent(model: CALayer? = nil) -> CGRect {
        let own = _ownExtent()
        if _masksToBounds { return own }
        let m = model ?? self
        if m._sublayers.isEmpty { return own }
        return own.union(m._childrenExtent())
    }

    /// The subtree's extent in the superlayer's space (null when hidden).
    func _extentInParent() -> CGRect {
        if _isHidden { return .null }
        let r = _localExtent()
        if r.isNull { return r }
        return r.applying(_toParent)
    }

    /// The spatial index of the sublayers (rebuilt if stale); nil for few sublayers.
    func _spatialIndex() -> _CASpatialIndex? {
        guard _sublayers.count > _CASpatialIndex.threshold else { _index = nil; return nil }
        if _indexDirty || _index == nil {
            _index = _CASpatialIndex(layer: self)
            _indexDirty = false
        }
        return _index
    }
}
