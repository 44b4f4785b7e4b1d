//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// Damage: what changed since the last frame, in device pixels (see `CARenderer`).
extension CARenderer {
    static func isSubtreeChange(_ c: _CAChange) -> Bool { !c.isDisjoint(with: [.subtree, .geometry, .boundsOrigin, .order, .extent]) }

    func _noteChange(of l: CALayer, _ change: _CAChange, oldBoundsOrigin: CGPoint?) {
        _CAPainter.invalidateRasterCaches(of: l, change)
        CARenderer._requestFrame()
        if fullRepaint { return }
        let id = ObjectIdentifier(l)
        let sub = CARenderer.isSubtreeChange(change)
        if change.contains(.boundsOrigin) {
            // Damage noted from here on is in the scrolled coordinates (see `collectDamage`).
            pendingAtScroll = (pendingAtScroll?.first ?? pendingDamage.count, pendingDamage.count)
        }
        if var e = dirty[id] {
            if sub && !e.subtree { e.oldRect = e.oldRect.union(screenRect(l, subtree: true)); e.subtree = true }
            e.change.formUnion(change)
            if e.oldBoundsOrigin == nil { e.oldBoundsOrigin = oldBoundsOrigin }
            dirty[id] = e
        } else {
            dirty[id] = Dirty(layer: l, change: change, oldRect: screenRect(l, subtree: sub), subtree: sub, oldBoundsOrigin: oldBoundsOrigin,
                              afterScroll: pendingAtScroll != nil && !change.contains(.boundsOrigin))
        }
    }
    func _noteRemoval(of l: CALayer) {
        if let p = l._superlayer { _CAPainter.invalidateRasterCaches(of: p) }
        CARenderer._requestFrame()
        if fullRepaint { return }
        pendingDamage.append(screenRect(l, subtree: true))
        if !l._lastPresentedRect.isNull { pendingDamage.append(l._lastPresentedRect) }
    }
    func _noteInsertion(of l: CALayer) {
        _CAPainter.invalidateRasterCaches(of: l)
        CARenderer._requestFrame()
        if fullRepaint { return }
        let id = ObjectIdentifier(l)
        if var e = dirty[id] { e.subtree = true; e.change.insert(.subtree); dirty[id] = e }
        else { dirty[id] = Dirty(layer: l, change: .subtree, oldRect: .null, subtree: true, oldBoundsOrigin: nil, afterScroll: pendingAtScroll != nil) }
    }
    func _noteContentChange(of l: CALayer, rect: CGRect) {
        // A deferred display done while compositing: the layer is being painted right now.
        if isPainting { return }
        _CAPainter.invalidateRasterCaches(of: l)
        CARenderer._requestFrame()
        if fullRepaint { return }
        pendingDamage.append(screenRect(l, local: rect.intersection(l._bounds)))
    }
    func _noteAnimationEnded(_ l: CALayer) {
        _CAPainter.invalidateRasterCaches(of: l)
        CARenderer._requestFrame()
        if fullRepaint { return }
        if !l._lastPresentedRect.isNull { pendingDamage.append(l._lastPresentedRect) }
        l._lastPresentedRect = .null
        _noteInsertion(of: l)
    }

    func collectDamage() {
        paintRects = []
        presentRects = []
        blitDone = false
        lastFrameUsedScrollBlit = false
        states = [:]
        guard let root = layer else { dirty = [:]; pendingDamage = []; pendingAtScroll = nil; return }
        // Presentation states of animated layers in this tree.
        var animated: [CALayer] = []
        for l in _CALayerEngine.animatedLayers.values where l._attachedRenderer() === self {
            animated.append(l)
            if let p = l._presentationCopy(at: frameTime) { states[ObjectIdentifier(l)] = p }
        }
        if renderedGeneration != target.generation { fullRepaint = true }
        if fullRepaint {
            fullRepaint = false
            _targetMatchesScreen = true
            dirty = [:]; pendingDamage = []; pendingAtScroll = nil
            for l in animated { l._lastPresentedRect = screenRect(l) }
            paintRects = [CGRect(x: 0, y: 0, width: target.width, height: target.height)]
            _ = root
            return
        }
        var damage = _DamageList(limit: 12)
        // Scrolling: move the pixels of the one layer whose bounds.origin changed, if allowed.
        var shift: (v: CGRect, dx: CGFloat, dy: CGFloat)?
        var scrolled: CALayer?
        var fixups: [CGRect] = []
        // A backdrop blur above or behind the scrolled layer is a fixup like any layer that does
        // not move (`scrollBlitPlan`), and the damage near it is widened below, so its blur is
        // of the moved pixels; one inside the scrolled content would move pixels blurred from
        // what stays behind it: no blit then.
        let backdrops = _CABackdropLayers.layers(in: self)
        if allowsScrollBlit {
            var candidates = dirty.values.filter { $0.change.contains(.boundsOrigin) }.makeIterator()
            if let e = candidates.next(), candidates.next() == nil,
               !backdrops.contains(where: { $0._isInSubtree(of: e.layer) }), let plan = scrollBlitPlan(e) {
                scrolled = e.layer
                switch plan {
                case .invisible: break
                case let .repaint(v): damage.add(v)
                case let .blit(v, dx, dy, f):
                    if let move = _presenterScroll, move(v, dx, dy) {
                        // The display moves the pixels it shows; the target's stay behind, stale
                        // outside what this frame paints (presented alone).
                        _targetMatchesScreen = false
                    } else {
                        blit(v, dx: dx, dy: dy)
                        presentRects.append(v)
                    }
                    blitDone = true
                    lastFrameUsedScrollBlit = true
                    let fx = CGFloat(dx), fy = CGFloat(dy)
                    if dy > 0 { damage.add(CGRect(x: v.minX, y: v.minY, width: v.width, height: fy)) }
                    if dy < 0 { damage.add(CGRect(x: v.minX, y: v.maxY + fy, width: v.width, height: -fy)) }
                    if dx > 0 { damage.add(CGRect(x: v.minX, y: v.minY, width: fx, height: v.height)) }
                    if dx < 0 { damage.add(CGRect(x: v.maxX + fx, y: v.minY, width: -fx, height: v.height)) }
                    shift = (v, fx, fy)
                    fixups = f
                }
            }
        }
        // Damage recorded before the blit may now be `shift` away: repaint both places.
        func addPixels(_ p: CGRect) {
            guard !p.isNull else { return }
            damage.add(p)
            if let s = shift {
                let i = p.intersection(s.v)
                if !i.isNull && !i.isEmpty {
                    let moved = i.offsetBy(dx: s.dx, dy: s.dy).intersection(s.v)
                    if !moved.isNull && !moved.isEmpty { damage.add(moved) }
                }
            }
        }
        func add(_ r: CGRect) { addPixels(toPixels(r)) }
        /// Damage noted after the scroll is where it shows now: no copy where the move put it.
        func addCurrent(_ r: CGRect) { let p = toPixels(r); if !p.isNull { damage.add(p) } }
        for r in fixups { addPixels(r) }
        // Pending damage noted before the first scroll change moved with the pixels; after the
        // last, it is in the scrolled coordinates; in between (two scroll changes with a display
        // between them, rare) it is neither, and the visible rectangle is repainted.
        let marks = pendingAtScroll
        for (k, r) in pendingDamage.enumerated() {
            if let m = marks, let s = shift, k >= m.first {
                if k >= m.last { addCurrent(r) } else { damage.add(s.v) }
            } else {
                add(r)
            }
        }
        pendingDamage = []
        pendingAtScroll = nil
        for e in dirty.values where e.layer !== scrolled {
            if e.afterScroll { addCurrent(e.oldRect) } else { add(e.oldRect) }
            addCurrent(screenRect(e.layer, subtree: e.subtree))
        }
        dirty = [:]
        for l in animated {
            let now = screenRect(l)
            add(l._lastPresentedRect)
            add(now)
            l._lastPresentedRect = now
        }
        addBackdropDamage(&damage, backdrops: backdrops)
        paintRects = damage.rects
    }
}
