//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

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
        copy._world = CAMediaClock.shared._worldID
        if let b = copy as? CABasicAnimation, let kp = b.keyPath {
            let shown = _animations.isEmpty && _inFlightAction == nil ? self : _presentationCopy(at: now)
            b._capturedValue = shown?.value(forKeyPath: kp)
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
            // A shadow mask made for an in-between shape: the next paint takes the shared one.
            if _shadowCache?.isPrivate == true { _shadowCache = nil }
            _releaseExtrasIfUnused()
        }
    }
    func _adjustAnimatedCount(by d: Int) {
        var l = self
        while true {
            let before = l._animatedInSubtree
            l._animatedInSubtree += d
            guard let p = l._superlayer else { break }
            if before == 0 && l._animatedInSubtree > 0 { p._animatedChildren[ObjectIdentifier(l)] = l }
            if before > 0 && l._animatedInSubtree <= 0 {
                p._animatedChildren[ObjectIdentifier(l)] = nil
                if !p._hasAnimatedChildren { p._releaseExtrasIfUnused() }
            }
            l = p
        }
    }

    /// A copy of this layer with every active animation applied at the current media time.
    /// (Its sublayers are not copied: `sublayers` of a presentation layer is nil.) It is made by
    /// the layer's class through its `init(layer:)`, so a subclass's own state comes along.
    /// While the action for a property change is looked up and run, the copy shows the value
    /// from before the change (iOS's presentation layer does until the transaction commits), so
    /// an action can animate `fromValue: presentation()?.value`.
    func _presentationCopy(at now: CFTimeInterval) -> CALayer? {
        let saved = CALayer._makingPresentationCopy
        CALayer._makingPresentationCopy = true
        let p = CALayer._make(type(of: self), copying: self)
        CALayer._makingPresentationCopy = saved
        p._isPresentation = true
        p._modelLayer = self
        p._superlayer = _superlayer
        p._ext.presentationSuperlayer = _superlayer   // keeps the back pointer valid
        for (_, a) in _animations { a._apply(to: p, model: self, now: now) }
        if let f = _inFlightAction { p._setPresentationValue(f.shown, forKeyPath: f.key) }
        return p
    }
    /// Set while `_presentationCopy` makes its copy: `init(layer:)` marks the copy as a
    /// presentation layer before a subclass's override goes on (its changes then run no actions).
    @exclusivity(unchecked) static var _makingPresentationCopy = false

    /// A new layer of `cls` (a subclass known only at run time): a copy of `source` through the
    /// class's `init(layer:)`, or, without a source, a model layer through its `init()`.
    package static func _make(_ cls: CALayer.Type, copying source: CALayer? = nil) -> CALayer {
        cls.init(_engineCopyOf: source)
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
        case "transform.rotation.x": return _Transform3DParts(_transform).rx
        case "transform.rotation.y": return _Transform3DParts(_transform).ry
        case "transform.scale.z": return _Transform3DParts(_transform).sz
        case "transform.translation.z": return _transform.m43
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
        default: return _customValue(forKey: keyPath)
        }
    }
    /// The key paths `_baseSetValue` sets through a property (with the `transform.` ones);
    /// any other key is a custom key, kept in the layer's dictionary.
    static let _baseKeyPaths: Set<String> = [
        "bounds", "bounds.origin", "bounds.origin.x", "bounds.origin.y", "bounds.size", "bounds.size.width",
        "bounds.size.height", "position", "position.x", "position.y", "anchorPoint", "zPosition", "frame",
        "sublayerTransform", "transform", "opacity", "hidden", "isHidden", "masksToBounds", "backgroundColor",
        "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset",
        "shadowRadius", "contentsRect", "contentsCenter", "contents", "shadowPath",
    ]
    final func _baseSetValue(_ boxed: Any?, forKeyPath keyPath: String) {
        let value = _CAValue.unboxed(boxed)
        guard CALayer._baseKeyPaths.contains(keyPath) || keyPath.hasPrefix("transform.") else {
            return _setCustomValue(value, forKey: keyPath)
        }
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
        default: break
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
        case "transform.rotation.x", "transform.rotation.y", "transform.scale.z", "transform.translation.z":
            guard let v = cg(value) else { break }
            var d = _Transform3DParts(_transform)
            switch keyPath {
            case "transform.rotation.x": d.rx = v
            case "transform.rotation.y": d.ry = v
            case "transform.scale.z": d.sz = v
            default: d.tz = v
            }
            let t = d.transform(keeping: _transform)
            guard t._isFinite else { break }
            _transform = t; _affine = CATransform3DGetAffineTransform(t)
        case "opacity": if let v = cg(value) { _opacity = Float(min(1, max(0, v))) }
        case "hidden", "isHidden": if let b = _CAValue.bool(value) { _isHidden = b }
        case "masksToBounds": if let b = _CAValue.bool(value) { _masksToBounds = b }
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
        case let k where !CALayer._baseKeyPaths.contains(k) && !k.hasPrefix("transform."):
            _setPresentationCustomValue(value, forKey: k)
        default: break
        }
    }
}

// Custom keys: iOS's layers are key-value containers for any key, which is how a subclass's
// `@NSManaged` property animates. Here such a property is written in the key-value form
// (`var angle: CGFloat { get { value(forKey: "angle") as? CGFloat ?? 0 } set { setValue(newValue,
// forKey: "angle") } }`); its value is kept in the layer's dictionary, copied to presentation
// layers and animated like the built-in keys.
extension CALayer {
    /// The value of a custom key: the one set, else the class's `defaultValue(forKey:)`.
    final func _customValue(forKey key: String) -> Any? {
        if let v = _x?.customValues?[key] { return v }
        return type(of: self).defaultValue(forKey: key)
    }
    final func _storeCustomValue(_ value: Any?, forKey key: String) {
        if let value {
            if _x?.customValues == nil { _ext.customValues = [key: value] } else { _x!.customValues![key] = value }
        } else if _x?.customValues?[key] != nil {
            _x!.customValues![key] = nil
        }
    }
    /// A model change of a custom key: stored (a number in the type of the value it replaces),
    /// then a redisplay if the class's `needsDisplay(forKey:)` asks for one, and the action
    /// (`action(forKey:)`: the delegate, `actions`, `defaultAction(forKey:)`), from the old value
    /// or, for a key without one, the zero of the new value's type.
    final func _setCustomValue(_ value: Any?, forKey key: String) {
        let old = _customValue(forKey: key)
        _storeCustomValue(value.map { _CAValue.matchingNumberType($0, like: old) }, forKey: key)
        guard !_isPresentation else { return }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        if _delegateActionsOnlyInBlocks && !CALayer._delegateAnimationBlockOpen {
            CATransaction.ensureImplicit()
            return
        }
        guard let from = old ?? _CAValue.zero(like: value) else { return }
        _runImplicitAction(forKey: key, old: from)
    }
    /// An animated value of a custom key on a presentation copy: numbers come in the type of the
    /// model's value (CGFloat when it has none), so the property's getter reads them.
    final func _setPresentationCustomValue(_ value: Any?, forKey key: String) {
        guard let value else { return _storeCustomValue(nil, forKey: key) }
        var v = _CAValue.matchingNumberType(value, like: _customValue(forKey: key))
        if !(v is CGFloat), !(v is Bool), _customValue(forKey: key) == nil, let d = _CAValue.double(v) { v = CGFloat(d) }
        _storeCustomValue(v, forKey: key)
    }

    /// Whether a running animation changes a key for which the class asks to be redisplayed
    /// (`needsDisplay(forKey:)`): the layer then redraws every frame, from its presentation copy.
    /// With `runningOnly` false, animations that stopped but still hold their end value count.
    final func _animatesDisplayKey(at now: CFTimeInterval, runningOnly: Bool = true) -> Bool {
        guard !_usesBaseActionSearch, let x = _x, !x.animations.isEmpty else { return false }
        let cls = type(of: self)
        for (_, a) in x.animations where !runningOnly || !a._didStop && a._startTime <= now {
            for path in a._animatedKeyPaths {
                if cls.needsDisplay(forKey: path) { return true }
                if let dot = path.firstIndex(of: "."), cls.needsDisplay(forKey: String(path[..<dot])) { return true }
            }
        }
        return false
    }
    /// What `draw(in:)` is called on: the presentation copy while an animation changes a key that
    /// needs display (so the drawing sees the animated value), else the layer itself.
    final func _drawingLayer() -> CALayer {
        guard _hasAnimations, _animatesDisplayKey(at: CACurrentMediaTime(), runningOnly: false) else { return self }
        return _presentationCopy(at: CACurrentMediaTime()) ?? self
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

// The bodies of CALayer's open animation methods (overridable members stay in the class).
extension CALayer {
    /// `removeAnimation(forKey:)`.
    final func _removeAnimationBase(forKey key: String) {
        guard let i = _animations.firstIndex(where: { $0.key == key }) else { return }
        if _animatesDisplayKey(at: CACurrentMediaTime()) { setNeedsDisplay() }
        let a = _animations.remove(at: i).anim
        if _animations.isEmpty { _becameAnimated(false) }
        _CALayerEngine.stopped(a, finished: false)
    }

    /// `removeAllAnimations()`.
    final func _removeAllAnimationsBase() {
        let all = _animations
        guard !all.isEmpty else { return }
        if _animatesDisplayKey(at: CACurrentMediaTime()) { setNeedsDisplay() }
        _animations.removeAll()
        _becameAnimated(false)
        for a in all { _CALayerEngine.stopped(a.anim, finished: false) }
    }

    /// `animationKeys()`.
    final func _animationKeysBase() -> [String]? {
        let keys = _animations.map { $0.key }.filter { !$0.hasPrefix("_anonymous.") }
        return keys.isEmpty ? nil : keys
    }
}
