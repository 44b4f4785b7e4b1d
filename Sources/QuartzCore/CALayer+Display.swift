import Foundation
import CoreGraphics
import CCairo

// Display: the backing store and drawing into it.
extension CALayer {
    func _markNeedsDisplay() {
        guard !_isPresentation else { return }
        if !_needsDisplayFlag {
            _needsDisplayFlag = true
            _CALayerEngine.enqueueDisplay(self)
        }
        CARenderer._requestFrame()
    }

    /// Redraws the backing store (the dirty part of it when the store is already the right size).
    package func _displayBackingStore() {
        let scale = _contentsScale
        let pw = Int((_bounds.width * scale).rounded(.up)), ph = Int((_bounds.height * scale).rounded(.up))
        guard pw > 0, ph > 0, pw <= 16384, ph <= 16384 else {
            if pw > 16384 || ph > 16384 { UIKitLog.warning("CALayer: backing store \(pw)x\(ph) too large; not drawn", category: "CALayer") }
            _releaseBackingStore()
            return
        }
        delegate?.layerWillDraw(self)
        let fullRect = CGRect(origin: _bounds.origin, size: _bounds.size)
        if _delegateDraws || _knownToDraw {
            let partial = _backingStore != nil && _backingStoreSize == (pw, ph) && !_dirtyRect.isNull && !_dirtyRect.contains(fullRect)
            let rect = partial ? _dirtyRect.intersection(fullRect) : fullRect
            if rect.isEmpty { return }
            let store = _ensureBackingStore(pw, ph, keep: partial)
            _drawIntoStore(store, clip: rect, clear: true) { ctx in self._baseDrawCalled = false; self.draw(in: ctx) }
            _displayCount += 1; _CALayerEngine.displaysSinceFrame += 1
            _contentChanged(rect)
            return
        }
        // Probe: record the drawing, keep a store only if anything was drawn.
        var ext = cairo_rectangle_t(x: Double(fullRect.minX), y: Double(fullRect.minY), width: Double(fullRect.width), height: Double(fullRect.height))
        let rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &ext)!
        defer { cairo_surface_destroy(rec) }
        do {
            let cr = cairo_create(rec)!
            let ctx = CGContext(_cairo: cr, deviceHeight: fullRect.height)
            cairo_destroy(cr)
            _baseDrawCalled = false
            draw(in: ctx)
        }
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(rec, &x, &y, &w, &h)
        if w <= 0 || h <= 0 {
            if !_baseDrawCalled { _knownToDraw = true } else {
                if _backingStore != nil { _releaseBackingStore(); _contentChanged(fullRect) }
                return
            }
        } else {
            _knownToDraw = true
        }
        let store = _ensureBackingStore(pw, ph, keep: false)
        _drawIntoStore(store, clip: fullRect, clear: true) { ctx in
            cairo_set_source_surface(ctx._cr, rec, 0, 0)
            cairo_paint(ctx._cr)
        }
        _displayCount += 1; _CALayerEngine.displaysSinceFrame += 1
        _contentChanged(fullRect)
    }

    func _ensureBackingStore(_ pw: Int, _ ph: Int, keep: Bool) -> OpaquePointer {
        if let s = _backingStore, _backingStoreSize == (pw, ph) { return s }
        _releaseBackingStore()
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph))!
        _backingStore = s
        _backingStoreSize = (pw, ph)
        _CALayerEngine.backedLayers[ObjectIdentifier(self)] = _CAWeakLayer(self)
        return s
    }
    func _releaseBackingStore() {
        if let s = _backingStore { cairo_surface_destroy(s) }
        _backingStore = nil
        _backingStoreSize = (0, 0)
    }
    func _drawIntoStore(_ store: OpaquePointer, clip: CGRect, clear: Bool, _ body: (CGContext) -> Void) {
        let cr = cairo_create(store)!
        cairo_scale(cr, Double(_contentsScale), Double(_contentsScale))
        cairo_translate(cr, Double(-_bounds.minX), Double(-_bounds.minY))
        cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
        cairo_clip(cr)
        if clear {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        let ctx = CGContext(_cairo: cr, deviceHeight: CGFloat(_backingStoreSize.h))
        cairo_destroy(cr)
        body(ctx)
        cairo_surface_flush(store)
    }
    func _contentChanged(_ rect: CGRect) {
        if let r = _attachedRenderer() { r._noteContentChange(of: self, rect: rect) }
    }
}
