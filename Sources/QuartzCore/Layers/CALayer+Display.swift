//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

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
            let drawer = _drawingLayer()
            _drawIntoStore(store, clip: rect, clear: _clearsBeforeDrawing) { ctx in drawer._baseDrawCalled = false; drawer.draw(in: ctx) }
            _displayCount += 1; _CALayerEngine.displaysSinceFrame += 1
            _contentChanged(rect)
            return
        }
        // Probe: record the drawing, keep a store only if anything was drawn.
        let drawer = _drawingLayer()
        let rec = _CGLayerStore.record(in: fullRect, deviceHeight: fullRect.height) { ctx in
            drawer._baseDrawCalled = false
            drawer.draw(in: ctx)
            self._baseDrawCalled = drawer._baseDrawCalled
        }
        if rec.inkIsEmpty {
            if !_baseDrawCalled { _knownToDraw = true } else {
                if _backingStore != nil { _releaseBackingStore(); _contentChanged(fullRect) }
                return
            }
        } else {
            _knownToDraw = true
        }
        let store = _ensureBackingStore(pw, ph, keep: false)
        _drawIntoStore(store, clip: fullRect, clear: true) { ctx in rec.play(in: ctx) }
        _displayCount += 1; _CALayerEngine.displaysSinceFrame += 1
        _contentChanged(fullRect)
    }

    func _ensureBackingStore(_ pw: Int, _ ph: Int, keep: Bool) -> OpaquePointer {
        if let s = _backingStore, _backingStoreSize == (pw, ph) { return s }
        _releaseBackingStore()
        let s = _CGLayerStore.make(width: pw, height: ph)
        _backingStore = s
        _backingStoreSize = (pw, ph)
        _CALayerEngine.backedLayers[ObjectIdentifier(self)] = _CAWeakLayer(self)
        return s
    }
    func _releaseBackingStore() {
        if let s = _backingStore { _CGLayerStore.release(s) }
        _backingStore = nil
        _backingStoreSize = (0, 0)
    }
    func _drawIntoStore(_ store: OpaquePointer, clip: CGRect, clear: Bool, _ body: (CGContext) -> Void) {
        _CGLayerStore.draw(into: store, scale: _contentsScale, origin: _bounds.origin, clip: clip,
                           deviceHeight: CGFloat(_backingStoreSize.h), clear: clear, body)
    }
    func _contentChanged(_ rect: CGRect) {
        if let r = _attachedRenderer() { r._noteContentChange(of: self, rect: rect) }
    }
}
