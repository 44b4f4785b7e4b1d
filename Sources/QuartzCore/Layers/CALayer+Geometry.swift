//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// Geometry: initial geometry, conversion between layer spaces, hit testing.
extension CALayer {
    /// Sets the geometry of a plain layer nothing observes yet (no tree, no renderer, no
    /// animations: a view's layer in the view's initializer) without noting changes. Returns
    /// false, changing nothing, for any other layer (use the property setters then).
    package func _setInitialGeometry(bounds b: CGRect, position p: CGPoint, contentsScale sc: CGFloat) -> Bool {
        guard ObjectIdentifier(type(of: self)) == ObjectIdentifier(CALayer.self), _superlayer == nil, _sublayers.isEmpty,
              _hostRenderer == nil, !_hasAnimations, CALayer.finite(b), b.width >= 0, b.height >= 0,
              CALayer.finite(p), sc.isFinite, sc > 0 else { return false }
        _bounds = b; _position = p; _contentsScale = sc
        return true
    }

    /// Maps a point of this layer's bounds space into the superlayer's space.
    var _toParent: CGAffineTransform {
        let ox = -_bounds.minX - _anchorPoint.x * _bounds.width
        let oy = -_bounds.minY - _anchorPoint.y * _bounds.height
        var t: CGAffineTransform
        // (Transforms live in the extras: most layers have none to look at.)
        if _transforms == nil || _affine.isIdentity {
            t = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: ox + _position.x, ty: oy + _position.y)
        } else {
            t = CGAffineTransform(translationX: ox, y: oy).concatenating(_affine)
            t.tx += _position.x; t.ty += _position.y
        }
        if let p = _superlayer, p._transforms != nil, !CATransform3DIsIdentity(p._sublayerTransform) {
            t = t.concatenating(p._sublayerTransformAboutCenter)
        }
        return t
    }
    /// `sublayerTransform` applies about the anchor point of the bounds (as on iOS).
    var _sublayerTransformAboutCenter: CGAffineTransform {
        let cx = _bounds.minX + _anchorPoint.x * _bounds.width, cy = _bounds.minY + _anchorPoint.y * _bounds.height
        return CGAffineTransform(translationX: -cx, y: -cy)
            .concatenating(CATransform3DGetAffineTransform(_sublayerTransform))
            .concatenating(CGAffineTransform(translationX: cx, y: cy))
    }
    /// Maps this layer's space to the root layer's space (nil `layer` in `convert`).
    var _toRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var l = self
        while let p = l._superlayer {
            t = t.concatenating(l._toParent)
            l = p
        }
        return t
    }

    /// `hitTest(_:)`'s implementation.
    final func _hitTestBase(_ p: CGPoint) -> CALayer? {
        if _isHidden { return nil }
        let local = p.applying(_toParent.inverted())
        if _masksToBounds && !contains(local) { return nil }
        struct Frame { let layer: CALayer; let point: CGPoint; let order: [CALayer]; var next: Int }
        let order0 = _paintOrder
        var stack = [Frame(layer: self, point: local, order: order0, next: order0.count - 1)]
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next >= 0 {
                let child = stack[top].order[stack[top].next]
                stack[top].next -= 1
                if child._isHidden { continue }
                let t = child._toParent
                if t.a * t.d - t.b * t.c == 0 { continue }      // collapsed: nothing to hit
                let cp = stack[top].point.applying(t.inverted())
                if child._masksToBounds && !child.contains(cp) { continue }
                let o = child._paintOrder
                stack.append(Frame(layer: child, point: cp, order: o, next: o.count - 1))
            } else {
                let f = stack.removeLast()
                if f.layer.contains(f.point) { return f.layer }
            }
        }
        return nil
    }

    /// The bounding box of the bounds transformed (affine part) about the anchor point.
    var _frame: CGRect {
        let r = CGRect(x: -_anchorPoint.x * _bounds.width, y: -_anchorPoint.y * _bounds.height,
                       width: _bounds.width, height: _bounds.height)
        if _affine.isIdentity { return r.offsetBy(dx: _position.x, dy: _position.y) }
        return r.applying(_affine).offsetBy(dx: _position.x, dy: _position.y)
    }
    /// Sets `bounds.size` and `position` so that the transformed bounds fill `newValue`, as
    /// `UIView.frame` does: under a scale (or any rectilinear transform) the bounds get the
    /// frame's size divided by the scale; under a rotation or skew, where no bounds size gives
    /// that bounding box, the bounds size is kept and only the position moves (iOS calls the
    /// result undefined). `bounds.origin` is kept.
    final func _setFrame(_ newValue: CGRect) {
        guard CALayer.finite(newValue) else { return _reject("frame", newValue) }
        let f = newValue.standardized
        if _transforms == nil {
            // (Most layers: no transform to undo.)
            position = CGPoint(x: f.minX + _anchorPoint.x * f.width, y: f.minY + _anchorPoint.y * f.height)
            var b = _bounds
            b.size = f.size
            bounds = b
            return
        }
        let t = _affine
        var size = f.size
        if !t.isIdentity {
            if t.isRectilinear, t.a != 0, t.d != 0 {
                size = CGSize(width: f.width / abs(t.a), height: f.height / abs(t.d))
            } else {
                size = _bounds.size
            }
        }
        // The anchor point's place in the frame (its centre for the default anchor), transformed.
        let anchorOffset = CGSize(width: (_anchorPoint.x - 0.5) * size.width, height: (_anchorPoint.y - 0.5) * size.height)
            .applying(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0))
        var b = _bounds
        b.size = size
        bounds = b
        position = CGPoint(x: f.midX + anchorOffset.width, y: f.midY + anchorOffset.height)
    }
}

// The bodies of CALayer's open geometry members (overridable members stay in the class).
extension CALayer {
    /// The setter of `bounds`.
    final func _setBounds(_ newValue: CGRect) {
        guard CALayer.finite(newValue) else { return _reject("bounds", newValue) }
        guard newValue.size.width >= 0, newValue.size.height >= 0 else { return _reject("bounds (negative size)", newValue) }
        guard newValue != _bounds else { return }
        let old = _bounds
        let sizeChanged = old.size != newValue.size
        var change: _CAChange = []
        if sizeChanged { change.formUnion([.geometry, .subtree]) }
        if old.origin != newValue.origin { change.insert(.boundsOrigin) }
        _willChange(change, oldBoundsOrigin: old.origin)
        _bounds = newValue
        _didChange("bounds", old: old, change)
        if sizeChanged {
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            setNeedsLayout()
            // A view's superview lays out again when the view is resized (however: frame,
            // bounds or this layer), as on iOS; not while the superview's own layout pass is
            // placing it, which would only repeat that pass. (Only views: a control's part
            // layers resizing do not lay the control out again.)
            if _owningDelegate != nil, let s = _superlayer, s._owningDelegate != nil,
               CALayer._layerInLayout != ObjectIdentifier(s) {
                s.setNeedsLayout()
            }
        }
    }

    /// The setter of `zPosition`.
    final func _setZPosition(_ newValue: CGFloat) {
        guard newValue.isFinite else { return _reject("zPosition", newValue) }
        _set("zPosition", _zPosition, newValue, will: .subtree, .order) { l, v in
            l._zPosition = v
            l._superlayer?._paintOrderCache = nil
        }
    }

    /// The setter of `transform`.
    final func _setTransform(_ newValue: CATransform3D) {
        guard newValue._isFinite else { return _reject("transform", newValue) }
        _set("transform", _transform, newValue, .geometry) { l, v in
            l._transform = v
            l._affine = CATransform3DGetAffineTransform(v)
        }
    }

    /// The setter of `sublayerTransform`.
    final func _setSublayerTransform(_ newValue: CATransform3D) {
        guard newValue._isFinite else { return _reject("sublayerTransform", newValue) }
        _set("sublayerTransform", _sublayerTransform, newValue, will: [.subtree, .geometry], [.geometry, .extent]) { l, v in
            l._sublayerTransform = v
            l._childrenExtentCache = nil; l._indexDirty = true
        }
    }

    /// `convert(_:from:)` for a point.
    final func _convertBase(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let fromRoot = l?._toRoot ?? .identity
        return p.applying(fromRoot).applying(_toRoot.inverted())
    }

    /// `convert(_:to:)` for a point.
    final func _convertBase(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let toRoot = _toRoot
        return p.applying(toRoot).applying((l?._toRoot ?? .identity).inverted())
    }

    /// `convert(_:from:)` for a rectangle.
    final func _convertBase(_ r: CGRect, from l: CALayer?) -> CGRect {
        let t = (l?._toRoot ?? .identity).concatenating(_toRoot.inverted())
        return r.applying(t)
    }

    /// `convert(_:to:)` for a rectangle.
    final func _convertBase(_ r: CGRect, to l: CALayer?) -> CGRect {
        let t = _toRoot.concatenating((l?._toRoot ?? .identity).inverted())
        return r.applying(t)
    }
}
