//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// Layer tree: adoption checks, insertion, paint order, layout.
extension CALayer {
    func _canAdopt(_ layer: CALayer) -> Bool {
        if layer === self {
            UIKitLog.error("CALayer: cannot add a layer as its own sublayer; ignored", category: "CALayer")
            return false
        }
        var p: CALayer? = self
        while let q = p {
            if q === layer {
                UIKitLog.error("CALayer: cannot add an ancestor as a sublayer (cycle); ignored", category: "CALayer")
                return false
            }
            p = q._superlayer ?? q._maskOwner
        }
        if layer._isPresentation || _isPresentation {
            UIKitLog.error("CALayer: presentation layers cannot be added to a layer tree; ignored", category: "CALayer")
            return false
        }
        return true
    }

    func _insert(_ layer: CALayer, at requested: Int) {
        guard _canAdopt(layer) else { return }
        if let owner = layer._maskOwner { owner.mask = nil }
        if layer._superlayer != nil { layer.removeFromSuperlayer() }
        let idx = min(max(0, requested), _sublayers.count)
        // Room for a few at once: growing 1 → 2 → 4 copies the array each time.
        if _sublayers.isEmpty { _sublayers.reserveCapacity(4) }
        if idx == _sublayers.count { _sublayers.append(layer) } else { _sublayers.insert(layer, at: idx) }
        layer._superlayer = self
        // A display deferred while off-screen in another tree is due again here.
        if layer._needsDisplayFlag { _CALayerEngine.enqueueDisplay(layer) }
        _sublayerSetChanged(added: layer)
        if let r = _attachedRenderer() { r._noteInsertion(of: layer) }
        setNeedsLayout()
    }

    func _sublayerSetChanged(added: CALayer? = nil, removed: CALayer? = nil) {
        _paintOrderCache = nil
        _indexDirty = true
        _invalidateChildrenExtent()
        if let a = added, a._animatedInSubtree > 0 {
            _animatedChildren[ObjectIdentifier(a)] = a
            _adjustAnimatedCount(by: a._animatedInSubtree)
        }
        if let r = removed, r._animatedInSubtree > 0 {
            _animatedChildren[ObjectIdentifier(r)] = nil
            _adjustAnimatedCount(by: -r._animatedInSubtree)
        }
    }

    /// Sublayers in compositing order: by `zPosition`, stable.
    var _paintOrder: [CALayer] {
        if let c = _paintOrderCache { return c }
        var order = _sublayers
        if let z = order.first?._zPosition, order.contains(where: { $0._zPosition != z }) {
            order = order.enumerated().sorted { a, b in
                a.element._zPosition != b.element._zPosition ? a.element._zPosition < b.element._zPosition : a.offset < b.offset
            }.map { $0.element }
        }
        _paintOrderCache = order
        return order
    }

    func _layoutNow() {
        if _needsLayoutFlag {
            _needsLayoutFlag = false
            _CALayerEngine.pendingLayoutCount -= 1
        }
        let outer = CALayer._layerInLayout
        CALayer._layerInLayout = ObjectIdentifier(self)
        defer { CALayer._layerInLayout = outer }
        layoutSublayers()
    }
    /// The layer whose `layoutSublayers()` (for a view: `layoutSubviews()` with its controller's
    /// callbacks) is running: resizing its sublayers then does not mark it for layout again.
    @exclusivity(unchecked) static var _layerInLayout: ObjectIdentifier?

    final func _insertBase(_ layer: CALayer, below sibling: CALayer?) {
        guard let s = sibling else { return _insert(layer, at: 0) }
        guard s._superlayer === self, s !== layer, let i = _sublayers.firstIndex(where: { $0 === s }) else {
            if s === layer { return }
            UIKitLog.warning("CALayer.insertSublayer(_:below:): sibling is not a sublayer; appending", category: "CALayer")
            return _insert(layer, at: _sublayers.count)
        }
        var idx = i
        if layer._superlayer === self, let j = _sublayers.firstIndex(where: { $0 === layer }), j < i { idx -= 1 }
        _insert(layer, at: idx)
    }
    final func _insertBase(_ layer: CALayer, above sibling: CALayer?) {
        guard let s = sibling else { return _insert(layer, at: _sublayers.count) }
        guard s._superlayer === self, s !== layer, let i = _sublayers.firstIndex(where: { $0 === s }) else {
            if s === layer { return }
            UIKitLog.warning("CALayer.insertSublayer(_:above:): sibling is not a sublayer; appending", category: "CALayer")
            return _insert(layer, at: _sublayers.count)
        }
        var idx = i + 1
        if layer._superlayer === self, let j = _sublayers.firstIndex(where: { $0 === layer }), j < i { idx -= 1 }
        _insert(layer, at: idx)
    }
    final func _replaceBase(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer._superlayer === self, let i = _sublayers.firstIndex(where: { $0 === oldLayer }) else {
            return UIKitLog.error("CALayer.replaceSublayer(_:with:): the old layer is not a sublayer", category: "CALayer")
        }
        if oldLayer === newLayer { return }
        guard _canAdopt(newLayer) else { return }
        var idx = i
        if newLayer._superlayer === self, let j = _sublayers.firstIndex(where: { $0 === newLayer }), j < i { idx -= 1 }
        newLayer.removeFromSuperlayer()
        oldLayer.removeFromSuperlayer()
        _insert(newLayer, at: idx)
    }
    final func _removeFromSuperlayerBase() {
        guard let parent = _superlayer else {
            if let owner = _maskOwner, owner._mask === self { owner.mask = nil }
            return
        }
        // Damage where the subtree was, then detach.
        if let r = _attachedRenderer() { r._noteRemoval(of: self) }
        if let i = parent._sublayers.firstIndex(where: { $0 === self }) { parent._sublayers.remove(at: i) }
        _superlayer = nil
        parent._sublayerSetChanged(removed: self)
        parent.setNeedsLayout()
    }
}
