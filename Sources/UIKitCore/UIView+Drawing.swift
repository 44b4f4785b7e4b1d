// Which views get a backing store: only views whose class overrides `draw(_:)`. Swift on Linux
// has no Objective-C runtime to ask "does this class override draw?", so the answer is learnt
// per class (cached by `ObjectIdentifier(type(of: view))`):
// - UIView itself and UIKit's own classes are registered up front.
// - For any other class the answer starts unknown: its views are marked as needing display like
//   drawing views. At its first display, `draw(_:)` runs for real into the layer's context. The
//   base `UIView.draw(_:)` records that it ran and at what call depth
//   (`Thread.callStackReturnAddresses`). If it ran directly from the display (the class does not
//   override `draw(_:)`), the class is recorded as non-drawing: its later views are never marked
//   for display, and the layer keeps no store (it probes once with a recording surface and finds
//   nothing drawn). If the base did not run, or ran one frame deeper (an override calling
//   `super.draw(_:)`), the class is recorded as drawing and `layer._delegateDraws` is set.
// No draw call is made only to probe, so `draw(_:)` never runs on a half-initialised view.

extension UIView {

    @exclusivity(unchecked) static var _drawsByClass: [ObjectIdentifier: Bool] = [ObjectIdentifier(UIView.self): false]
    @exclusivity(unchecked) static var _baseDrawDepth: Int?
    @exclusivity(unchecked) static var _probingDraw = false

    /// Registers whether a UIKit class draws (used by UIKit's own subclasses).
    static func _registerDraws(_ cls: UIView.Type, _ draws: Bool) {
        _drawsByClass[ObjectIdentifier(cls)] = draws
        _lastDrawsClass = nil
    }

    /// nil = unknown yet.
    var _classDraws: Bool? {
        // Views come in runs of one class: remember the last answer (forgotten when one is set).
        let id = ObjectIdentifier(type(of: self))
        if id == UIView._lastDrawsClass { return UIView._lastDraws }
        let d = UIView._drawsByClass[id]
        if d != nil { UIView._lastDrawsClass = id; UIView._lastDraws = d }
        return d
    }
    @exclusivity(unchecked) static var _lastDrawsClass: ObjectIdentifier?
    @exclusivity(unchecked) static var _lastDraws: Bool?

    func _configureDrawing() {
        switch _classDraws {
        case true?:
            layer._delegateDraws = true
            layer.setNeedsDisplay()
        case nil:
            layer.setNeedsDisplay()
        case false?:
            break
        }
    }

    // MARK: CALayerDelegate

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        let known = _classDraws
        if known == false && !layer._delegateDraws { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        // The dirty part of the bounds (the context is clipped to it).
        let clip = ctx.boundingBoxOfClipPath
        let rect = clip.isNull || clip.isInfinite ? layer.bounds : clip.intersection(layer.bounds)
        if known == nil {
            UIView._probingDraw = true
            UIView._baseDrawDepth = nil
            let depth = Thread.callStackReturnAddresses.count
            draw(rect)
            UIView._probingDraw = false
            let draws: Bool
            if let d = UIView._baseDrawDepth { draws = d > depth + 1 } else { draws = true }
            UIView._drawsByClass[ObjectIdentifier(type(of: self))] = draws
            UIView._lastDrawsClass = nil
            if draws { layer._delegateDraws = true }
        } else {
            draw(rect)
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
