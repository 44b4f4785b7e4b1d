//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CCairo

// Linear and radial gradients.
extension CGContext {
    // MARK: Gradients

    /// Fills the clip with a linear gradient from `start` (location 0) to `end` (location 1).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard Self.finite(start), Self.finite(end) else { return cgLog.warning("CGContext.drawLinearGradient: non-finite point ignored") }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: gstate.alpha)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(_cr)
        let dx = end.x - start.x, dy = end.y - start.y
        if before != after, dx != 0 || dy != 0 {
            // Only one side extends: clip away the half-plane beyond the other end.
            // Large enough to cover the clip from the boundary line, small enough for Cairo's
            // fixed-point coordinates.
            let clipBox = boundingBoxOfClipPath
            let reach = hypot(clipBox.width, clipBox.height) + hypot(clipBox.midX - start.x, clipBox.midY - start.y)
                + hypot(dx, dy) + 1
            let big: CGFloat = reach / max(1e-9, hypot(dx, dy))
            let nx = -dy * big, ny = dx * big           // along the boundary line
            let (p, dir) = before ? (end, CGPoint(x: -dx * big, y: -dy * big)) : (start, CGPoint(x: dx * big, y: dy * big))
            cairo_new_path(_cr)
            cairo_move_to(_cr, Double(p.x + nx), Double(p.y + ny))
            cairo_line_to(_cr, Double(p.x - nx), Double(p.y - ny))
            cairo_line_to(_cr, Double(p.x - nx + dir.x), Double(p.y - ny + dir.y))
            cairo_line_to(_cr, Double(p.x + nx + dir.x), Double(p.y + ny + dir.y))
            cairo_close_path(_cr)
            cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(_cr)
        }
        paintPattern(pattern)
        cairo_restore(_cr)
    }

    /// Fills the clip with a radial gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard Self.finite(startCenter), Self.finite(endCenter), startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0 else {
            return cgLog.warning("CGContext.drawRadialGradient: negative or non-finite value ignored")
        }
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: gstate.alpha)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(_cr)
        if before != after {
            // Approximation for one-sided extension: clip to outside the start circle (before
            // not drawn) or inside the end circle (after not drawn).
            cairo_new_path(_cr)
            if !before {
                let clipBox = boundingBoxOfClipPath.insetBy(dx: -1, dy: -1)
                cairo_rectangle(_cr, Double(clipBox.minX), Double(clipBox.minY), Double(clipBox.width), Double(clipBox.height))
                cairo_new_sub_path(_cr)
                cairo_arc(_cr, Double(startCenter.x), Double(startCenter.y), Double(startRadius), 0, 2 * .pi)
                cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_EVEN_ODD)
                if startRadius > 0 { cairo_clip(_cr) } else { cairo_new_path(_cr) }
            } else {
                cairo_arc(_cr, Double(endCenter.x), Double(endCenter.y), Double(endRadius), 0, 2 * .pi)
                cairo_set_fill_rule(_cr, CAIRO_FILL_RULE_WINDING)
                cairo_clip(_cr)
            }
        }
        paintPattern(pattern)
        cairo_restore(_cr)
    }

    private func paintPattern(_ pattern: OpaquePointer) {
        cairo_new_path(_cr)
        render(bounds: nil, clipToPath: false) {
            cairo_set_source(self._cr, pattern)
            cairo_paint(self._cr)
        }
    }
}
