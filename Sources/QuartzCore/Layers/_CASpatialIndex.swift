//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// The spatial index a layer with many sublayers keeps of them, to find those in a rectangle quickly.
///
/// A layer with more than `threshold` sublayers keeps their
/// extents in the layer's coordinates, sorted by `minY`, with a running maximum of `maxY`. A
/// query for a rectangle binary-searches both ends, so a window onto a long list touches only
/// the entries near it. Rebuilt lazily when a sublayer's extent or the sublayer list changes.
final class _CASpatialIndex {
    static let threshold = 32
    /// Entries sorted by rect.minY: paint-order index and extent.
    var orders: [Int] = []
    var rects: [CGRect] = []
    var prefixMaxY: [CGFloat] = []
    /// Paint-order index -> entry position (-1 when not indexed).
    var pos: [Int] = []
    /// Sublayer -> paint-order index.
    var orderIndex: [ObjectIdentifier: Int] = [:]

    @MainActor init(layer: CALayer) {
        let order = layer._paintOrder
        var entries: [(Int, CGRect)] = []
        entries.reserveCapacity(order.count)
        orderIndex.reserveCapacity(order.count)
        for (i, c) in order.enumerated() {
            orderIndex[ObjectIdentifier(c)] = i
            let r = c._extentInParent()
            if _CASpatialIndex.indexable(r) { entries.append((i, r)) }
        }
        entries.sort { $0.1.minY < $1.1.minY }
        orders = entries.map { $0.0 }
        rects = entries.map { $0.1 }
        pos = [Int](repeating: -1, count: order.count)
        for (k, o) in orders.enumerated() { pos[o] = k }
        prefixMaxY = [CGFloat](repeating: 0, count: rects.count)
        recomputePrefix(from: 0)
    }

    static func indexable(_ r: CGRect) -> Bool { !r.isNull && !(r.width == 0 && r.height == 0) }

    func recomputePrefix(from start: Int) {
        var m = start > 0 ? prefixMaxY[start - 1] : -CGFloat.infinity
        var k = start
        while k < rects.count { m = max(m, rects[k].maxY); prefixMaxY[k] = m; k += 1 }
    }

    /// Moves the entry of paint-order index `i` to its new extent (O(n) memmove at worst).
    func update(order i: Int, rect: CGRect) {
        guard i >= 0, i < pos.count else { return }
        let old = pos[i]
        if old >= 0 && rects[old] == rect { return }
        var low = rects.count
        if old >= 0 {
            orders.remove(at: old); rects.remove(at: old); prefixMaxY.remove(at: old)
            pos[i] = -1
            for k in old..<orders.count { pos[orders[k]] = k }
            low = old
        }
        if _CASpatialIndex.indexable(rect) {
            var lo = 0, hi = rects.count
            while lo < hi { let mid = (lo + hi) / 2; if rects[mid].minY <= rect.minY { lo = mid + 1 } else { hi = mid } }
            orders.insert(i, at: lo); rects.insert(rect, at: lo); prefixMaxY.insert(0, at: lo)
            for k in lo..<orders.count { pos[orders[k]] = k }
            low = min(low, lo)
        }
        if low < rects.count { recomputePrefix(from: low) }
    }

    /// Paint-order indices of the entries intersecting any of `rects` (unsorted, deduplicated).
    func query(_ queries: [CGRect], into out: inout [Int]) {
        for q in queries where !q.isNull {
            // first entry whose running maxY reaches q.minY
            var lo = 0, hi = rects.count
            while lo < hi { let mid = (lo + hi) / 2; if prefixMaxY[mid] < q.minY { lo = mid + 1 } else { hi = mid } }
            let start = lo
            // first entry with minY > q.maxY
            lo = start; hi = rects.count
            while lo < hi { let mid = (lo + hi) / 2; if rects[mid].minY <= q.maxY { lo = mid + 1 } else { hi = mid } }
            let end = lo
            var i = start
            while i < end {
                let r = rects[i]
                if r.maxY >= q.minY && r.maxX >= q.minX && r.minX <= q.maxX { out.append(orders[i]) }
                i += 1
            }
        }
        if queries.count > 1 {
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
        if let e = _drawingExtentBeyondBounds { r = _cgUnion(r, e) }
        if _shadowOpacity > 0, let sc = _shadowColor, sc.alpha > 0 {
            var s = _shadowPath?.boundingBox ?? _bounds
            if !s.isNull {
                let grow = (1.5 * _shadowRadius).rounded(.up) + 2
                s = s.offsetBy(dx: _shadowOffset.width, dy: _shadowOffset.height).insetBy(dx: -grow, dy: -grow)
                r = r.union(s)
            }
        }
        return r
    }

    /// The union of the visible sublayers' extents in this layer's bounds space (cached).
    func _childrenExtent() -> CGRect {
        if let c = _childrenExtentCache { return c }
        return _measureChildrenExtent(depth: 0)
    }

    /// Measures and caches the children's extent, recursing into children not measured yet
    /// (no allocation: a UI's trees are shallow); deeper than 64 levels it walks iteratively.
    private func _measureChildrenExtent(depth: Int) -> CGRect {
        if depth > 64 { return _childrenExtentIteratively() }
        let u = _unionOfSublayerExtents(depth: depth)
        _childrenExtentCache = u
        return u
    }

    private func _childrenExtentIteratively() -> CGRect {
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
            l._childrenExtentCache = l._unionOfSublayerExtents(depth: 0)   // (children measured above)
            stack.removeLast()
        }
        return _childrenExtentCache ?? .null
    }

    /// The union of the visible sublayers' extents; a child not measured yet is measured first,
    /// `depth` levels below where the measuring started.
    private func _unionOfSublayerExtents(depth: Int) -> CGRect {
        var u = CGRect.null
        for c in _sublayers { u = _cgUnion(u, c._extentInParent(depth: depth)) }
        return u
    }

    /// Own extent plus (unless clipped) the sublayers', in bounds space.
    func _localExtent(model: CALayer? = nil) -> CGRect {
        let own = _ownExtent()
        if _masksToBounds { return own }
        let m = model ?? self
        if m._sublayers.isEmpty { return own }
        return _cgUnion(own, m._childrenExtent())
    }

    /// The subtree's extent in the superlayer's space (null when hidden).
    func _extentInParent() -> CGRect { _extentInParent(depth: 0) }
    private func _extentInParent(depth: Int) -> CGRect {
        if _isHidden { return .null }
        var r = _ownExtent()
        if !_masksToBounds && !_sublayers.isEmpty {
            r = _cgUnion(r, _childrenExtentCache ?? _measureChildrenExtent(depth: depth + 1))
        }
        return r.isNull ? r : r.applying(_toParent)
    }

    /// The spatial index of the sublayers; nil for few sublayers. Rebuilt after structural
    /// changes (sublayers added, removed, reordered); a sublayer whose extent changed is moved
    /// within it (rebuilt instead when many changed).
    func _spatialIndex() -> _CASpatialIndex? {
        guard _sublayers.count > _CASpatialIndex.threshold else { _index = nil; _staleChildren.removeAll(); return nil }
        if _indexDirty || _index == nil || _staleChildren.count > max(8, _sublayers.count / 8) {
            _index = _CASpatialIndex(layer: self)
            _indexDirty = false
            _staleChildren.removeAll()
        } else if !_staleChildren.isEmpty, let index = _index {
            for (id, c) in _staleChildren {
                if let i = index.orderIndex[id], c._superlayer === self { index.update(order: i, rect: c._extentInParent()) }
            }
            _staleChildren.removeAll()
        }
        return _index
    }
}

/// The union of two rectangles (null is the identity), without Foundation's general path: the
/// extents unioned here are standardized and finite.
@inline(__always) func _cgUnion(_ a: CGRect, _ b: CGRect) -> CGRect {
    if a.isNull { return b }
    if b.isNull { return a }
    let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
    return CGRect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
}
