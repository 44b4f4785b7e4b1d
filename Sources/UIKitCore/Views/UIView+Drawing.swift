//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Which views get a backing store: only views whose class draws. Swift on Linux has no
// Objective-C runtime to ask "does this class override draw(_:)?", so the answer is learnt per
// class (cached by `ObjectIdentifier(type(of: view))`) from what a real draw does, never from
// code generation (call depths, inlining), so debug and release builds agree:
// - UIView itself and UIKit's own classes are registered up front.
// - Any other class starts unknown: its views are marked as needing display. At the first
//   display of one of them, `draw(_:)` runs for real (into the layer's context, so nothing is
//   drawn twice) while a probe flag is set; the base `UIView.draw(_:)` notes that it was reached.
//   - Not reached: the class overrides `draw(_:)` without calling super. It draws (`.draws`):
//     exact, even if this first draw painted nothing.
//   - Reached: either no override, or an override calling `super.draw(_:)`. The layer, which
//     probes a delegate that is not known to draw with a recording surface, keeps a backing
//     store only if ink was drawn. The class is `.probing` until the next view of it is made;
//     that view reads the probed layer's answer (`drawsContent()`): ink → `.draws`, none →
//     `.inherits`.
// - `.inherits` views get no display of their own at creation and keep no store, but an explicit
//   `setNeedsDisplay()` still displays them (through the layer's ink probe), so an override
//   calling super that draws only in some states still shows when it asks to be redrawn.
// What stays undetectable: an override that calls super and draws nothing in the first probed
// view, for later views that would draw at creation without ever calling `setNeedsDisplay()`.

/// What a view class's `draw(_:)` is known to do (see the comment above).
enum _UIViewDrawKind {
    /// Draws nothing: UIView itself and UIKit classes registered as non-drawing.
    case nothing
    /// Overrides `draw(_:)` (or was registered as drawing): its layers draw straight into a store.
    case draws
    /// Reached the base `draw(_:)` in its first display and the probed layer's answer is not
    /// read yet.
    case probing
    /// Reached the base `draw(_:)` and drew nothing: no display at creation; `setNeedsDisplay()`
    /// still displays (the layer keeps a store only if ink is drawn).
    case inherits
}

/// A weak reference to the layer whose first display classified its view's class.
@MainActor final class _UIDrawProbe {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
}

extension UIView {

    @exclusivity(unchecked) static var _drawKindByClass: [ObjectIdentifier: _UIViewDrawKind] = [ObjectIdentifier(UIView.self): .nothing]
    /// The probed layer of each `.probing` class.
    @exclusivity(unchecked) static var _drawProbes: [ObjectIdentifier: _UIDrawProbe] = [:]
    /// Set while a view of an unknown class runs its first `draw(_:)`; the base `draw(_:)` sets
    /// `_baseDrawReached`.
    @exclusivity(unchecked) static var _probingDraw = false
    @exclusivity(unchecked) static var _baseDrawReached = false

    /// Registers whether a UIKit class draws (used by UIKit's own subclasses).
    static func _registerDraws(_ cls: UIView.Type, _ draws: Bool) {
        _setDrawKind(draws ? .draws : .nothing, for: ObjectIdentifier(cls))
    }

    static func _setDrawKind(_ kind: _UIViewDrawKind, for id: ObjectIdentifier) {
        _drawKindByClass[id] = kind
        if kind != .probing { _drawProbes[id] = nil }
        _lastDrawsClass = nil
    }

    /// nil = unknown yet.
    var _classDrawKind: _UIViewDrawKind? {
        // Views come in runs of one class: remember the last answer (forgotten when one is set).
        let id = ObjectIdentifier(type(of: self))
        if id == UIView._lastDrawsClass { return UIView._lastDrawKind }
        let d = UIView._drawKindByClass[id]
        if d != nil { UIView._lastDrawsClass = id; UIView._lastDrawKind = d }
        return d
    }
    @exclusivity(unchecked) static var _lastDrawsClass: ObjectIdentifier?
    @exclusivity(unchecked) static var _lastDrawKind: _UIViewDrawKind?

    /// True when the class is known to draw nothing and display can be skipped.
    var _classDrawsNothing: Bool { _classDrawKind == .nothing }

    /// Whether a new contents scale needs a redraw: the layer has (or may get) a drawn store.
    var _redrawsAtNewScale: Bool {
        switch _classDrawKind {
        case .draws?, nil: return true
        case .nothing?: return false
        case .inherits?, .probing?: return layer.drawsContent()
        }
    }

    func _configureDrawing() {
        var kind = _classDrawKind
        if kind == .probing {
            // The probed view's layer has displayed: it kept ink (the override calling super drew)
            // or not. Settled once, here, for the class.
            let id = ObjectIdentifier(type(of: self))
            let drew = UIView._drawProbes[id]?.layer?.drawsContent() ?? false
            kind = drew ? .draws : .inherits
            UIView._setDrawKind(kind!, for: id)
        }
        switch kind {
        case .draws?:
            layer._delegateDraws = true
            layer.setNeedsDisplay()
        case nil:
            layer.setNeedsDisplay()
        case .nothing?, .inherits?, .probing?:
            break
        }
    }

    // MARK: CALayerDelegate

    func _drawLayerBase(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        let known = _classDrawKind
        if known == .nothing && !layer._delegateDraws { return }
        UIGraphicsPushContext(ctx)
        // Dynamic colours resolve with the view's traits while it draws.
        let savedTraits = UITraitCollection._explicitCurrent
        UITraitCollection._explicitCurrent = UITraitCollection(_traitValues)
        defer { UIGraphicsPopContext(); UITraitCollection._explicitCurrent = savedTraits }
        // The dirty part of the bounds (the context is clipped to it).
        let clip = ctx.boundingBoxOfClipPath
        let rect = clip.isNull || clip.isInfinite ? layer.bounds : clip.intersection(layer.bounds)
        guard known == nil else { return draw(rect) }
        // First display of a view of this class: learn whether it overrides `draw(_:)`.
        let (outerProbing, outerReached) = (UIView._probingDraw, UIView._baseDrawReached)
        UIView._probingDraw = true
        UIView._baseDrawReached = false
        draw(rect)
        let reached = UIView._baseDrawReached
        (UIView._probingDraw, UIView._baseDrawReached) = (outerProbing, outerReached)
        let id = ObjectIdentifier(type(of: self))
        guard UIView._drawKindByClass[id] == nil else { return }   // (learnt meanwhile)
        if reached {
            UIView._setDrawKind(.probing, for: id)
            UIView._drawProbes[id] = _UIDrawProbe(layer)
        } else {
            UIView._setDrawKind(.draws, for: id)
            layer._delegateDraws = true
        }
    }

    func _drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), UIView._finiteRect(rect) else { return false }
        if afterUpdates { CATransaction.flush() }
        let b = bounds
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        if b.width > 0, b.height > 0, rect.size != b.size {
            ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        }
        ctx.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    func _snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = contentScaleFactor
        let image = UIGraphicsImageRenderer(size: b.size, format: format).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: b.size), afterScreenUpdates: afterUpdates)
        }
        let v = UIImageView(image: image)
        v.frame = frame
        return v
    }
}

// The bodies of UIView's open appearance members (overridable members stay in the class: Swift on Linux cannot
// override members declared in extensions).
extension UIView {
    /// The setter of `backgroundColor`.
    final func _setBackgroundColor(_ newValue: UIColor?) {
        // (The proxy check first: the closure is then only made for proxies.)
        if _isAppearanceProxy { _recordAppearance("backgroundColor", { $0.backgroundColor = newValue }); return }
        _noteExplicitAppearance(UIView._backgroundColorKeyBit)
        _backgroundColor = newValue
        layer.backgroundColor = _resolved(newValue)?.cgColor
    }

    /// The setter of `alpha`.
    final func _setAlpha(_ newValue: CGFloat) {
        guard newValue.isFinite else {
            return UIKitLog.warning("UIView.alpha: non-finite alpha ignored", category: "UIView")
        }
        _alpha = min(1, max(0, newValue))
        layer.opacity = Float(_alpha)
    }

    /// The setter of `isHidden`.
    final func _setHidden(_ newValue: Bool) {
        let changed = newValue != layer.isHidden
        layer.isHidden = newValue
        // A stack view re-arranges (and animates, inside an animation block) around it.
        if changed, let stack = superview as? UIStackView { stack._arrangedSubviewHiddenDidChange(self) }
    }

    /// The setter of `contentScaleFactor`.
    final func _setContentScaleFactor(_ newValue: CGFloat) {
        guard newValue.isFinite, newValue > 0 else {
            return UIKitLog.warning("UIView.contentScaleFactor: invalid value \(newValue) ignored", category: "UIView")
        }
        layer.contentsScale = newValue
        setNeedsDisplay()
    }

    /// `setNeedsDisplay(_:)`.
    final func _setNeedsDisplayBase(_ rect: CGRect) {
        guard UIView._finiteRect(rect) else {
            return UIKitLog.warning("setNeedsDisplay(_:): non-finite rect ignored", category: "UIView")
        }
        if _classDrawsNothing && !layer._delegateDraws { return }
        layer.setNeedsDisplay(rect)
    }

    /// `setNeedsDisplay()`.
    final func _setNeedsDisplayBase() {
        if _classDrawsNothing && layer.contents == nil && !layer._delegateDraws { return }
        layer.setNeedsDisplay()
    }
}
