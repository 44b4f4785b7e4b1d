//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// What layers with their own drawing (gradient and shape layers) draw through: CoreGraphics over
// the painter's cairo context. The compositor's per-layer steps (backgrounds, borders, backing
// stores, shadows, groups) stay on cairo directly: they run for every layer of every frame, and a
// `CGContext` per layer (an object, a copy of the clip) would cost the first frame and each scroll.
extension _CAPainter {
    /// A CoreGraphics context over the painter's cairo context, its current matrix as base space.
    func graphicsContext() -> CGContext { CGContext(_cairo: cr, deviceHeight: 0) }

    /// `s`'s bounds (inset by `inset`), rounded per cornerRadius and maskedCorners, as a path (the
    /// same outline as `addBoundsPath`).
    static func boundsPath(_ s: CALayer, inset: CGFloat = 0) -> CGPath {
        let b = s._bounds.insetBy(dx: inset, dy: inset)
        let path = CGMutablePath()
        guard b.width > 0, b.height > 0 else { return path }
        let r = min(max(0, s._cornerRadius - inset), b.width / 2, b.height / 2)
        let corners = s._maskedCorners
        if r <= 0 || corners.isEmpty { path.addRect(b); return path }
        let h = CGFloat.pi / 2
        // Clockwise on screen (angles increasing in the y-down bounds space), from the top edge.
        path.move(to: CGPoint(x: corners.contains(.layerMinXMinYCorner) ? b.minX + r : b.minX, y: b.minY))
        if corners.contains(.layerMaxXMinYCorner) {
            path.addArc(center: CGPoint(x: b.maxX - r, y: b.minY + r), radius: r, startAngle: -h, endAngle: 0, clockwise: false)
        } else { path.addLine(to: CGPoint(x: b.maxX, y: b.minY)) }
        if corners.contains(.layerMaxXMaxYCorner) {
            path.addArc(center: CGPoint(x: b.maxX - r, y: b.maxY - r), radius: r, startAngle: 0, endAngle: h, clockwise: false)
        } else { path.addLine(to: CGPoint(x: b.maxX, y: b.maxY)) }
        if corners.contains(.layerMinXMaxYCorner) {
            path.addArc(center: CGPoint(x: b.minX + r, y: b.maxY - r), radius: r, startAngle: h, endAngle: 2 * h, clockwise: false)
        } else { path.addLine(to: CGPoint(x: b.minX, y: b.maxY)) }
        if corners.contains(.layerMinXMinYCorner) {
            path.addArc(center: CGPoint(x: b.minX + r, y: b.minY + r), radius: r, startAngle: 2 * h, endAngle: 3 * h, clockwise: false)
        } else { path.addLine(to: CGPoint(x: b.minX, y: b.minY)) }
        path.closeSubpath()
        return path
    }
}
