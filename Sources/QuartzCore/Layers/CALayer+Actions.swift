//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// Change tracking and implicit actions.
extension CALayer {
    // MARK: Change tracking

    /// Called before a visible property changes: lets the renderer record the old on-screen rect.
    func _willChange(_ change: _CAChange, oldBoundsOrigin: CGPoint? = nil) {
        guard !_isPresentation else { return }
        if let r = _attachedRenderer() { r._noteChange(of: self, change, oldBoundsOrigin: oldBoundsOrigin) }
    }

    /// The property-setter pattern, written once: an unchanged value changes nothing; otherwise
    /// the renderer notes the old on-screen state (`will`, default `change`), `assign` stores
    /// the new value (it gets the layer as an argument so the closure captures nothing), and
    /// `_didChange` invalidates caches and runs the implicit action from `old` (boxed in an
    /// `Any` only when an action runs).
    @inline(__always)
    final func _set<T: Equatable>(_ key: String, _ old: T, _ new: T, will: _CAChange? = nil, _ change: _CAChange,
                                  _ assign: (CALayer, T) -> Void) {
        guard new != old else { return }
        _setAlways(key, old, new, will: will, change, assign)
    }
    /// `_set` without the equality check: for values that are not `Equatable` (`contents`) or
    /// compare by identity (`mask`, `shadowPath`), where setting the same one again still
    /// counts as a change.
    @inline(__always)
    final func _setAlways<T>(_ key: String, _ old: T, _ new: T, will: _CAChange? = nil, _ change: _CAChange,
                             _ assign: (CALayer, T) -> Void) {
        _willChange(will ?? change)
        assign(self, new)
        _didChange(key, old: old, change)
    }

    /// Called after a property changed: cache invalidation, implicit action, frame request.
    /// `old` is only evaluated when an implicit action runs: boxing a rectangle in an `Any` on
    /// every property change would allocate.
    func _didChange(_ key: String, old: @autoclosure () -> Any, _ change: _CAChange) {
        guard !_isPresentation else { return }
        if !change.isDisjoint(with: [.geometry, .extent]) || change.contains(.boundsOrigin) && !_masksToBounds {
            _superlayer?._childExtentChanged(self)
        }
        if change.contains(.order) { _superlayer?._indexDirty = true }
        if let owner = _maskOwner, let r = owner._attachedRenderer() { r._noteChange(of: owner, .subtree, oldBoundsOrigin: nil) }
        if !_usesBaseActionSearch, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        if _delegateActionsOnlyInBlocks && !CALayer._delegateAnimationBlockOpen {
            // The delegate (a view) answers "no action" outside animation blocks, which ends the
            // search: skip the search (it runs for every property set of every view's layer).
            CATransaction.ensureImplicit()
            return
        }
        if _CALayerEngine.animatableKeys.contains(key) { _runImplicitAction(forKey: key, old: old()) }
    }

    /// True for the classes known not to override `action(forKey:)` (a subclass that does must see
    /// every change).
    package var _usesBaseActionSearch: Bool {
        let t = ObjectIdentifier(type(of: self))
        return t == ObjectIdentifier(CALayer.self) || t == ObjectIdentifier(CAShapeLayer.self)
            || t == ObjectIdentifier(CAGradientLayer.self)
    }
    /// The layer and key whose action is being looked up or run, and the value shown before the
    /// change (what its presentation copies show for that key meanwhile).
    @exclusivity(unchecked) static var _actionInFlight: (layer: ObjectIdentifier, key: String, shown: Any)?
    /// The value `_actionInFlight` holds for this layer, if any.
    var _inFlightAction: (key: String, shown: Any)? {
        guard let f = CALayer._actionInFlight, f.layer == ObjectIdentifier(self) else { return nil }
        return (f.key, f.shown)
    }
    /// Kept by UIKit: true while an animation block is open (its delegates may return actions).
    @exclusivity(unchecked) package static var _delegateAnimationBlockOpen = false

    /// The extent of `child` (a sublayer) changed: forget the cached union, note the child for the
    /// spatial index, and go on up while the extent of this layer changes with it (it does not
    /// clip). Stops at a layer whose cache is already invalid (its ancestors were told then).
    func _childExtentChanged(_ child: CALayer) {
        var c = child
        var p: CALayer? = self
        while let q = p {
            if q._index != nil && !q._indexDirty { q._staleChildren[ObjectIdentifier(c)] = c }
            if q._childrenExtentCache == nil { break }
            q._childrenExtentCache = nil
            if q._masksToBounds { break }
            c = q
            p = q._superlayer
        }
    }
    func _invalidateChildrenExtent() {
        _indexDirty = true
        _childrenExtentCache = nil
        if !_masksToBounds { _superlayer?._childExtentChanged(self) }
    }

    /// The renderer whose tree contains this layer (walks up: O(depth)).
    func _attachedRenderer() -> CARenderer? {
        CALayer._root(of: Unmanaged.passUnretained(self)).takeUnretainedValue()._hostRenderer
    }

    func _runImplicitAction(forKey key: String, old: Any) {
        guard !CATransaction.disableActions() else { return }
        CATransaction.ensureImplicit()
        var from: Any = old
        if _CAValue.isNilOptional(old) {
            // Colours animate from a transparent version of the new colour; other nils don't animate.
            guard let c = value(forKeyPath: key) as? CGColor else { return }
            from = CGColor(red: c.red, green: c.green, blue: c.blue, alpha: 0)
        }
        if _animations.contains(where: { ($0.anim as? CAPropertyAnimation)?.keyPath == key }),
           let p = _presentationCopy(at: CACurrentMediaTime()), let v = p.value(forKeyPath: key) {
            // Animate from what is on screen now: a second change mid-animation continues smoothly.
            // (The copy has the new model value where no animation overrides it.)
            from = v
        }
        // Until the action has run, presentation() shows the value from before the change.
        let outer = CALayer._actionInFlight
        CALayer._actionInFlight = (ObjectIdentifier(self), key, from)
        defer { CALayer._actionInFlight = outer }
        guard let action = action(forKey: key) else { return }
        _actionOldValue = from
        action.run(forKey: key, object: self, arguments: nil)
        _actionOldValue = nil
        _releaseExtrasIfUnused()
    }
}
