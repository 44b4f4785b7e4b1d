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

// The bodies of CALayer's open content and mask setters and `render(in:)`.
extension CALayer {
    /// The setter of `contents`.
    final func _setContents(_ newValue: Any?) {
        if newValue == nil && _contents == nil { return }   // (controls clear their parts' images)
        if let v = newValue, !(v is CGImage) {
            return UIKitLog.warning("CALayer.contents: only CGImage contents are supported (got \(type(of: v)))", category: "CALayer")
        }
        _setAlways("contents", _contents, newValue, .own) { $0._contents = $1 }
    }

    /// The setter of `contentsScale`.
    final func _setContentsScale(_ newValue: CGFloat) {
        guard newValue.isFinite, newValue > 0 else { return _reject("contentsScale", newValue) }
        _set("contentsScale", _contentsScale, newValue, .own) { l, v in
            l._contentsScale = v
            if l._backingStore != nil || l._knownToDraw { l.setNeedsDisplay() }
        }
    }

    /// The setter of `mask`.
    final func _setMask(_ newValue: CALayer?) {
        if let m = newValue, m === self || m._superlayer != nil {
            return UIKitLog.error("CALayer.mask: the mask must not be the layer itself or have a superlayer", category: "CALayer")
        }
        _setAlways("mask", _mask, newValue, .subtree) { l, m in
            l._mask?._maskOwner = nil
            l._mask = m
            m?._maskOwner = l
        }
    }

    /// `render(in:)`.
    final func _renderBase(in ctx: CGContext) {
        ctx.saveGState()
        _CAPainter.paintTree(self, cr: ctx._cr, rootTransformApplied: false, damage: nil, frameTime: nil, stats: nil)
        ctx.restoreGState()
        ctx.flush()   // the pixels reach a bitmap context's memory in its own layout (RGBA…) now
    }

    /// The setter of `contentsRect`.
    final func _setContentsRect(_ newValue: CGRect) {
        guard CALayer.finite(newValue) else { return _reject("contentsRect", newValue) }
        _set("contentsRect", _contentsRect, newValue, .own) { $0._contentsRect = $1 }
    }

    /// The setter of `contentsCenter`.
    final func _setContentsCenter(_ newValue: CGRect) {
        guard CALayer.finite(newValue) else { return _reject("contentsCenter", newValue) }
        _set("contentsCenter", _contentsCenter, newValue, .own) { $0._contentsCenter = $1 }
    }
}
