//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import CCairo

// The compositor pass: paints the frame's damage through `_CAPainter`.
extension CARenderer {
    /// Paints the frame's damage (starting a frame at the current time if `beginFrame` was not
    /// called).
    public func render() {
        if !frameBegun { beginFrame(atTime: CACurrentMediaTime()) }
        let stats = _CAPaintStats()
        defer {
            layersVisited = stats.visited
            layersComposited = stats.composited
            coveredBackgrounds = stats.coveredBackgrounds
            imagesSampledUnderBackdrops = stats.imagesSampledUnderBackdrops
            renderedGeneration = target.generation
        }
        var present = _DamageList(limit: 12)
        for r in paintRects { present.add(r) }
        for r in presentRects { present.add(r) }
        damagedPixelRects = present.rects
        pixelsPainted = paintRects.reduce(0) { $0 + Int($1.width * $1.height) }
        guard let root = layer, !paintRects.isEmpty else { return }
        let pixels = target.pixels
        let ctx = pixels.makeContext()
        defer { pixels.flush() }
        ctx.clip(to: paintRects)
        let rootState = state(root)
        let rootCoversOpaque = rootState._paintsOpaqueRectangle && rootState._affine.isRectilinear &&
            screenRect(root, local: root._bounds).applying(rootDeviceTransform).contains(CGRect(x: 0, y: 0, width: target.width, height: target.height))
        if !rootCoversOpaque {
            ctx.setFillColor(.white)
            ctx.fill(CGRect(x: 0, y: 0, width: target.width, height: target.height))
        }
        ctx.concatenate(rootDeviceTransform)
        isPainting = true
        // Package-level escape hatch: the painter draws every layer of every frame on the
        // context's Cairo context directly (see `_CAPainter`; a CGContext call per step would
        // cost the first frame and each scroll).
        withExtendedLifetime(ctx) {
            var painter = _CAPainter(cr: ctx._cr, damage: paintRects, states: states, stats: stats, displaysDeferred: true, rasterizes: true)
            // (The blur reads an image target's pixels; on any other it paints nothing.)
            if cairo_surface_get_type(cairo_get_target(ctx._cr)) == CAIRO_SURFACE_TYPE_IMAGE {
                painter.backdropCover = backdropCover(_CABackdropLayers.layers(in: self))
            }
            painter.paint(root, rootInOwnSpace: false)
        }
        isPainting = false
        layersDrawn = _CALayerEngine.displaysSinceFrame
    }
}
