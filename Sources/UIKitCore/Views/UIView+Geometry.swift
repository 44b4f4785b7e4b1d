//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Geometry: frame/bounds bookkeeping and the transforms between views' coordinate spaces.

extension UIView {

    nonisolated static func _finiteRect(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    func _setBoundsSize(_ size: CGSize) {
        let old = layer.bounds
        guard old.size != size else { return }
        layer.bounds = CGRect(origin: old.origin, size: size)
        _boundsSizeDidChange(from: old.size)
    }

    func _boundsSizeDidChange(from oldSize: CGSize) {
        if autoresizesSubviews && !subviews.isEmpty { _resizeSubviews(oldSize: oldSize) }
        setNeedsLayout()
        // (The superview is marked for layout by the layer: see `CALayer.bounds`.)
        if contentMode == .redraw { setNeedsDisplay() }
        _boundsDidChangeSize()
        _frameMayHaveChangedForEngine()
    }

    /// Maps a point in this view's bounds coordinates to its superview's coordinates.
    func _transformToSuperview() -> CGAffineTransform {
        let b = layer.bounds, ap = layer.anchorPoint, pos = layer.position
        let ax = b.origin.x + ap.x * b.width, ay = b.origin.y + ap.y * b.height
        if _transform.isIdentity {
            return CGAffineTransform(translationX: pos.x - ax, y: pos.y - ay)
        }
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(_transform)
            .concatenating(CGAffineTransform(translationX: pos.x, y: pos.y))
    }

    /// The transform from this view's coordinates to its root's superview space (for a window:
    /// screen coordinates), and the root. Iterative.
    func _transformToRoot() -> (CGAffineTransform, UIView) {
        var t = CGAffineTransform.identity
        var v: UIView = self
        while true {
            t = t.concatenating(v._transformToSuperview())
            guard let s = v.superview else { return (t, v) }
            v = s
        }
    }

    /// The transform from this view to `other` (nil: the window, or the root view when not in one).
    func _transform(to other: UIView?) -> CGAffineTransform {
        let (mine, myRoot) = _transformToRoot()
        if let other {
            if other === self { return .identity }
            let (theirs, _) = other._transformToRoot()
            return mine.concatenating(theirs.inverted())
        }
        // To the window (or the root) coordinates: stop below the root's own placement.
        return mine.concatenating(myRoot._transformToSuperview().inverted())
    }

    func _setFrame(_ newValue: CGRect) {
        guard UIView._finiteRect(newValue) else {
            return UIKitLog.warning("UIView.frame: non-finite frame \(newValue) ignored", category: "UIView")
        }
        let f = newValue.standardized
        var size = f.size
        if !_transform.isIdentity {
            if _transform.isRectilinear, _transform.a != 0, _transform.d != 0 {
                size = CGSize(width: f.width / abs(_transform.a), height: f.height / abs(_transform.d))
            } else {
                size = layer.bounds.size
            }
        }
        let ap = layer.anchorPoint
        // The anchor point's position inside the frame (the frame's centre for the default anchor).
        let anchorOffset = CGSize(width: (ap.x - 0.5) * size.width, height: (ap.y - 0.5) * size.height)
            .applying(_transform)
        let newCenter = CGPoint(x: f.midX + anchorOffset.width, y: f.midY + anchorOffset.height)
        _setBoundsSize(size)
        if layer.position != newCenter { layer.position = newCenter; _frameMayHaveChangedForEngine() }
    }

    func _setBounds(_ newValue: CGRect) {
        guard UIView._finiteRect(newValue) else {
            return UIKitLog.warning("UIView.bounds: non-finite bounds \(newValue) ignored", category: "UIView")
        }
        let b = newValue.standardized
        let old = layer.bounds
        guard b != old else { return }
        if b.origin != old.origin && b.size == old.size {
            layer.bounds = b
            return
        }
        layer.bounds = b
        _boundsSizeDidChange(from: old.size)
    }

    func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            let p = point.applying(sub._transformToSuperview().inverted())
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }
}

// The bodies of UIView's open geometry members (overridable members stay in the class: Swift on Linux cannot
// override members declared in extensions).
extension UIView {
    /// The setter of `center`.
    final func _setCenter(_ newValue: CGPoint) {
        guard newValue.x.isFinite, newValue.y.isFinite else {
            return UIKitLog.warning("UIView.center: non-finite point \(newValue) ignored", category: "UIView")
        }
        if layer.position != newValue { layer.position = newValue; _frameMayHaveChangedForEngine() }
    }

    /// The setter of `transform`.
    final func _setTransform(_ newValue: CGAffineTransform) {
        guard newValue.isFinite else {
            return UIKitLog.warning("UIView.transform: non-finite transform \(newValue) ignored", category: "UIView")
        }
        _transform = newValue
        layer.setAffineTransform(newValue)
    }

    /// The setter of `transform3D`.
    final func _setTransform3D(_ newValue: CATransform3D) {
        layer.transform = newValue
        _transform = CATransform3DIsAffine(newValue) ? CATransform3DGetAffineTransform(newValue) : _transform
    }

    /// `convert(_:from:)` for a point.
    final func _convertBase(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        let (mine, root) = _transformToRoot()
        return point.applying(root._transformToSuperview().concatenating(mine.inverted()))
    }

    /// `convert(_:from:)` for a rectangle.
    final func _convertBase(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        let (mine, root) = _transformToRoot()
        return rect.applying(root._transformToSuperview().concatenating(mine.inverted()))
    }
}
