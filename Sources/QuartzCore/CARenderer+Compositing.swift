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
            renderedGeneration = target.generation
        }
        var present = _DamageList(limit: 12)
        for r in paintRects { present.add(r) }
        for r in presentRects { present.add(r) }
        damagedPixelRects = present.rects
        pixelsPainted = paintRects.reduce(0) { $0 + Int($1.width * $1.height) }
        guard let root = layer, !paintRects.isEmpty else { return }
        let surface = target.surface
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_flush(surface) }
        cairo_new_path(cr)
        for r in paintRects { cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_clip(cr)
        let rootState = state(root)
        let rootCoversOpaque = rootState._paintsOpaqueRectangle && rootState._affine.isRectilinear &&
            screenRect(root, local: root._bounds).applying(rootDeviceTransform).contains(CGRect(x: 0, y: 0, width: target.width, height: target.height))
        if !rootCoversOpaque {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
        }
        var m = cairo_matrix_t()
        let d = rootDeviceTransform
        m.xx = Double(d.a); m.yx = Double(d.b); m.xy = Double(d.c); m.yy = Double(d.d); m.x0 = Double(d.tx); m.y0 = Double(d.ty)
        cairo_set_matrix(cr, &m)
        isPainting = true
        _CAPainter(cr: cr, damage: paintRects, states: states, stats: stats, displaysDeferred: true, rasterizes: true).paint(root, rootInOwnSpace: false)
        isPainting = false
        layersDrawn = _CALayerEngine.displaysSinceFrame
    }
}
