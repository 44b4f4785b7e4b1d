import Foundation
import CoreGraphics

// Animation: the attached animations, presentation copies, key-value access by key path.
extension CALayer {
    final func _addBase(_ anim: CAAnimation, forKey key: String?) {
        guard !_isPresentation else { return UIKitLog.error("CALayer.add(_:forKey:): presentation layers cannot animate", category: "CALayer") }
        if let pa = anim as? CAPropertyAnimation, pa.keyPath == nil {
            return UIKitLog.error("CALayer.add(_:forKey:): a property animation needs a keyPath; ignored", category: "CALayer")
        }
        if let b = anim as? CABasicAnimation {
            for v in [b.fromValue, b.toValue, b.byValue].compactMap({ $0 }) where !_CAValue.isFinite(v) {
                return UIKitLog.warning("CALayer.add(_:forKey:): non-finite animation value ignored", category: "CALayer")
            }
        }
        guard anim.duration.isFinite, anim.speed.isFinite, anim.beginTime.isFinite, anim.timeOffset.isFinite else {
            return UIKitLog.warning("CALayer.add(_:forKey:): non-finite timing ignored", category: "CALayer")
        }
        let now = CACurrentMediaTime()
        let copy = anim.copy() as! CAAnimation
        copy._startTime = anim.beginTime > 0 ? anim.beginTime : now
        if let b = copy as? CABasicAnimation, let kp = b.keyPath {
            b._capturedValue = (_animations.isEmpty ? self : _presentationCopy(at: now))?.value(forKeyPath: kp)
        }
        copy._transactionGroups = CATransaction.openGroups
        for g in copy._transactionGroups { g.pending += 1 }
        CATransaction.ensureImplicit()
        let k = key ?? "_anonymous.\(_CALayerEngine.nextAnonymousKey())"
        var replaced: CAAnimation?
        if let i = _animations.firstIndex(where: { $0.key == k }) {
            replaced = _animations[i].anim
            _animations.remove(at: i)
        }
        let wasAnimated = !_animations.isEmpty
        _animations.append((k, copy))
        if !wasAnimated { _becameAnimated(true) }
        if let r = replaced { _CALayerEngine.stopped(r, finished: false) }
        CARenderer._requestFrame()
    }

    func _becameAnimated(_ animated: Bool) {
        if animated {
            _CALayerEngine.animatedLayers[ObjectIdentifier(self)] = self
            _adjustAnimatedCount(by: 1)
        } else {
            _CALayerEngine.animatedLayers[ObjectIdentifier(self)] = nil
            _adjustAnimatedCount(by: -1)
            // One last damage: where it was presented and where the model is.
            if let r = _attachedRenderer() { r._noteAnimationEnded(self) }
        }
    }
    func _adjustAnimatedCount(by d: Int) {
        var l = self
        while true {
            let before = l._animatedInSubtree
            l._animatedInSubtree += d
            guard let p = l._superlayer else { break }
            if before == 0 && l._animatedInSubtree > 0 { p._animatedChildren[ObjectIdentifier(l)] = l }
            if before > 0 && l._animatedInSubtree <= 0 { p._animatedChildren[ObjectIdentifier(l)] = nil }
            l = p
        }
    }

    /// A copy of this layer with every active animation applied at the current media time.
    /// (Its sublayers are not copied: `sublayers` of a presentation layer is nil.)

    func _presentationCopy(at now: CFTimeInterval) -> CALayer? {
        let p = type(of: self).init(layer: self)
        p._isPresentation = true
        p._modelLayer = self
        p._superlayer = _superlayer
        p._ext.presentationSuperlayer = _superlayer   // keeps the back pointer valid
        for (_, a) in _animations { a._apply(to: p, model: self, now: now) }
        return p
    }

    final func _baseValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "bounds": return _bounds
        case "bounds.origin": return _bounds.origin
        case "bounds.origin.x": return _bounds.origin.x
        case "bounds.origin.y": return _bounds.origin.y
        case "bounds.size": return _bounds.size
        case "bounds.size.width": return _bounds.size.width
        case "bounds.size.height": return _bounds.size.height
        case "position": return _position
        case "position.x": return _position.x
        case "position.y": return _position.y
        case "anchorPoint": return _anchorPoint
        case "zPosition": return _zPosition
        case "frame": return frame
        case "transform": return _transform
        case "sublayerTransform": return _sublayerTransform
        case "transform.scale": let d = _AffineParts(_affine); return (d.sx + d.sy) / 2
        case "transform.scale.x": return _AffineParts(_affine).sx
        case "transform.scale.y": return _AffineParts(_affine).sy
        case "transform.rotation", "transform.rotation.z": return _AffineParts(_affine).rotation
        case "transform.translation": return CGSize(width: _affine.tx, height: _affine.ty)
        case "transform.translation.x": return _affine.tx
        case "transform.translation.y": return _affine.ty
        case "opacity": return _opacity
        case "hidden", "isHidden": return _isHidden
        case "masksToBounds": return _masksToBounds
        case "backgroundColor": return _backgroundColor
        case "cornerRadius": return _cornerRadius
        case "borderWidth": return _borderWidth
        case "borderColor": return _borderColor
        case "shadowColor": return _shadowColor
        case "shadowOpacity": return _shadowOpacity
        case "shadowOffset": return _shadowOffset
        case "shadowRadius": return _shadowRadius
        case "contentsRect": return _contentsRect
        case "contentsCenter": return _contentsCenter
        case "contents": return _contents
        case "shadowPath": return _shadowPath
        default: return nil
        }
    }
    final func _baseSetValue(_ boxed: Any?, forKeyPath keyPath: String) {
        let value = CALayer._unboxed(boxed)
        let l = CALayer()
        l._copyState(from: self)
        l._setPresentationValue(value, forKeyPath: keyPath)
        switch keyPath {
        case "bounds", "bounds.origin", "bounds.origin.x", "bounds.origin.y", "bounds.size", "bounds.size.width", "bounds.size.height": bounds = l._bounds
        case "position", "position.x", "position.y": position = l._position
        case "anchorPoint": anchorPoint = l._anchorPoint
        case "zPosition": zPosition = l._zPosition
        case "frame": if let r = value as? CGRect { frame = r }
        case "sublayerTransform": sublayerTransform = l._sublayerTransform
        case let k where k.hasPrefix("transform"): transform = l._transform
        case "opacity": opacity = l._opacity
        case "hidden", "isHidden": isHidden = l._isHidden
        case "masksToBounds": masksToBounds = l._masksToBounds
        case "backgroundColor": backgroundColor = l._backgroundColor
        case "cornerRadius": cornerRadius = l._cornerRadius
        case "borderWidth": borderWidth = l._borderWidth
        case "borderColor": borderColor = l._borderColor
        case "shadowColor": shadowColor = l._shadowColor
        case "shadowOpacity": shadowOpacity = l._shadowOpacity
        case "shadowOffset": shadowOffset = l._shadowOffset
        case "shadowRadius": shadowRadius = l._shadowRadius
        case "contentsRect": contentsRect = l._contentsRect
        case "contentsCenter": contentsCenter = l._contentsCenter
        case "contents": contents = value
        case "shadowPath": if value == nil || value is CGPath { shadowPath = value as? CGPath }
        default: UIKitLog.warning("CALayer.setValue(_:forKeyPath:): unknown key path \(keyPath)", category: "CALayer")
        }
    }
    func _copyState(from l: CALayer) {
        _bounds = l._bounds; _position = l._position; _anchorPoint = l._anchorPoint; _zPosition = l._zPosition
        _transform = l._transform; _affine = l._affine; _sublayerTransform = l._sublayerTransform; _opacity = l._opacity
        _isHidden = l._isHidden; _masksToBounds = l._masksToBounds; _backgroundColor = l._backgroundColor
        _cornerRadius = l._cornerRadius; _borderWidth = l._borderWidth; _borderColor = l._borderColor
        _shadowColor = l._shadowColor; _shadowOpacity = l._shadowOpacity; _shadowOffset = l._shadowOffset
        _shadowRadius = l._shadowRadius; _contentsRect = l._contentsRect; _contentsCenter = l._contentsCenter
    }

    final func _setBasePresentationValue(_ value: Any?, forKeyPath keyPath: String) {
        func cg(_ v: Any?) -> CGFloat? { _CAValue.double(v).flatMap { $0.isFinite ? CGFloat($0) : nil } }
        func setParts(_ body: (inout _AffineParts) -> Void) {
            var d = _AffineParts(_affine)
            body(&d)
            let a = d.transform
            guard a.isFinite else { return }
            var t = _transform
            t.m11 = a.a; t.m12 = a.b; t.m21 = a.c; t.m22 = a.d; t.m41 = a.tx; t.m42 = a.ty
            _transform = t; _affine = a
        }
        switch keyPath {
        case "bounds": if let r = value as? CGRect, CALayer.finite(r) { _bounds = r }
        case "bounds.origin": if let p = value as? CGPoint, CALayer.finite(p) { _bounds.origin = p }
        case "bounds.origin.x": if let v = cg(value) { _bounds.origin.x = v }
        case "bounds.origin.y": if let v = cg(value) { _bounds.origin.y = v }
        case "bounds.size": if let s = value as? CGSize, CALayer.finite(s) { _bounds.size = CGSize(width: max(0, s.width), height: max(0, s.height)) }
        case "bounds.size.width": if let v = cg(value) { _bounds.size.width = max(0, v) }
        case "bounds.size.height": if let v = cg(value) { _bounds.size.height = max(0, v) }
        case "position": if let p = value as? CGPoint, CALayer.finite(p) { _position = p }
        case "position.x": if let v = cg(value) { _position.x = v }
        case "position.y": if let v = cg(value) { _position.y = v }
        case "anchorPoint": if let p = value as? CGPoint, CALayer.finite(p) { _anchorPoint = p }
        case "zPosition": if let v = cg(value) { _zPosition = v }
        case "transform":
            if let t = value as? CATransform3D, t._isFinite { _transform = t; _affine = CATransform3DGetAffineTransform(t) }
            else if let a = value as? CGAffineTransform, a.isFinite { _transform = CATransform3DMakeAffineTransform(a); _affine = a }
        case "sublayerTransform": if let t = value as? CATransform3D, t._isFinite { _sublayerTransform = t }
        case "transform.scale": if let v = cg(value) { setParts { $0.sx = v; $0.sy = v } }
        case "transform.scale.x": if let v = cg(value) { setParts { $0.sx = v } }
        case "transform.scale.y": if let v = cg(value) { setParts { $0.sy = v } }
        case "transform.rotation", "transform.rotation.z": if let v = cg(value) { setParts { $0.rotation = v } }
        case "transform.translation": if let s = value as? CGSize, CALayer.finite(s) { setParts { $0.tx = s.width; $0.ty = s.height } }
        case "transform.translation.x": if let v = cg(value) { setParts { $0.tx = v } }
        case "transform.translation.y": if let v = cg(value) { setParts { $0.ty = v } }
        case "opacity": if let v = cg(value) { _opacity = Float(min(1, max(0, v))) }
        case "hidden", "isHidden": if let b = value as? Bool { _isHidden = b }
        case "masksToBounds": if let b = value as? Bool { _masksToBounds = b }
        case "backgroundColor": _backgroundColor = value as? CGColor
        case "cornerRadius": if let v = cg(value) { _cornerRadius = max(0, v) }
        case "borderWidth": if let v = cg(value) { _borderWidth = max(0, v) }
        case "borderColor": _borderColor = value as? CGColor
        case "shadowColor": _shadowColor = value as? CGColor
        case "shadowOpacity": if let v = cg(value) { _shadowOpacity = Float(min(1, max(0, v))) }
        case "shadowOffset": if let s = value as? CGSize, CALayer.finite(s) { _shadowOffset = s }
        case "shadowRadius": if let v = cg(value) { _shadowRadius = max(0, v) }
        case "contentsRect": if let r = value as? CGRect, CALayer.finite(r) { _contentsRect = r }
        case "contentsCenter": if let r = value as? CGRect, CALayer.finite(r) { _contentsCenter = r }
        case "contents": _contents = value
        default: break
        }
    }

    /// What `setValue(_:forKeyPath:)` stores for `value`: the geometry in an `NSValue` (as iOS
    /// code boxes it with `NSValue(cgPoint:)`, here `NSValue(point:)`) unboxed; anything else as
    /// it is (the setters read `NSNumber`s as numbers and Bools).
    static func _unboxed(_ value: Any?) -> Any? {
        guard let v = value as? NSValue, !(v is NSNumber) else { return value }
        // The boxed geometry is read by reflection: Linux Foundation's `objCType` leaks a copy of
        // its type string at every call, and `pointValue` & co. trap on a box of another type.
        for child in Mirror(reflecting: v).children {
            if let p = child.value as? CGPoint { return p }
            if let s = child.value as? CGSize { return s }
            if let r = child.value as? CGRect { return r }
        }
        return value
    }
}

// Scrubbing: an interactive transition (UIKit's UIPercentDrivenInteractiveTransition) pauses the
// animations an animator started and sets their time by hand, then lets them run on.
extension CALayer {
    /// The animations attached to this layer and its sublayers that started at or after `since`
    /// (media time), in tree order.
    package func _subtreeAnimations(startedSince since: CFTimeInterval) -> [CAAnimation] {
        var out: [CAAnimation] = []
        var stack: [CALayer] = [self]
        while let l = stack.popLast() {
            for (_, a) in l._animations where a._startTime >= since { out.append(a) }
            stack.append(contentsOf: l._sublayers.reversed())
        }
        return out
    }
}

extension CAAnimation {
    /// Holds the animation at `localTime` seconds of its own time (paused).
    package func _scrub(to localTime: CFTimeInterval) {
        speed = 0
        timeOffset = localTime
        CARenderer._requestFrame()
    }
    /// Resumes a paused animation from where it is held, at `speed` (> 0).
    package func _resume(speed newSpeed: Float) {
        let now = CACurrentMediaTime(), held = timeOffset
        speed = newSpeed
        timeOffset = 0
        _startTime = now - held / Double(newSpeed)
        CARenderer._requestFrame()
    }
    /// The time the animation was added (media time), after its `beginTime`.
    package var _addedAt: CFTimeInterval { _startTime }
}

extension CAAnimation {
    /// Makes a paused animation end at the next frame (its completion runs as finished).
    package func _finishAtNextFrame() {
        speed = 1
        timeOffset = 0
        _startTime = CACurrentMediaTime() - _activeDuration - 0.001
        CARenderer._requestFrame()
    }
}
