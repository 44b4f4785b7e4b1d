//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

/// Gradient and shape layers drawn through CoreGraphics: the outlines and dashes the compositor
/// draws elsewhere, pixel for pixel.
@MainActor @Suite struct ShapeGradientDrawingTests {
    /// A scene of shapes and gradients: curves, dashes, partial strokes, rounded corners.
    func scene() -> CALayer {
        CATransaction.begin(); CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 120), .white)
        let g = CAGradientLayer()
        g.frame = CGRect(x: 5, y: 5, width: 60, height: 50)
        g.colors = [rgb(1, 0, 0), rgb(0, 0, 1), rgb(0, 1, 0)]
        g.locations = [0, 0.3, 1]
        g.startPoint = CGPoint(x: 0, y: 0); g.endPoint = CGPoint(x: 1, y: 1)
        g.cornerRadius = 12
        g.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let rg = CAGradientLayer()
        rg.frame = CGRect(x: 70, y: 5, width: 60, height: 40)
        rg.type = .radial
        rg.colors = [rgb(1, 1, 0), rgb(0, 0.5, 1)]
        rg.startPoint = CGPoint(x: 0.5, y: 0.5); rg.endPoint = CGPoint(x: 1, y: 1)
        let s = CAShapeLayer()
        s.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 10, y: 100))
        p.addQuadCurve(to: CGPoint(x: 60, y: 100), control: CGPoint(x: 35, y: 60))
        p.addCurve(to: CGPoint(x: 120, y: 110), control1: CGPoint(x: 80, y: 130), control2: CGPoint(x: 100, y: 60))
        p.addEllipse(in: CGRect(x: 140, y: 10, width: 50, height: 40))
        s.path = p
        s.fillColor = rgb(0.2, 0.6, 0.2)
        s.fillRule = .evenOdd
        s.strokeColor = rgb(0.5, 0, 0.5)
        s.lineWidth = 3
        s.lineJoin = .round; s.lineCap = .round
        s.strokeStart = 0.1; s.strokeEnd = 0.8
        let d = CAShapeLayer()
        d.frame = CGRect(x: 130, y: 60, width: 60, height: 50)
        d.path = CGPath(roundedRect: CGRect(x: 5, y: 5, width: 50, height: 40), cornerWidth: 8, cornerHeight: 8, transform: nil)
        d.fillColor = nil
        d.strokeColor = rgb(0, 0, 0)
        d.lineWidth = 2
        d.lineDashPattern = [6, 3]
        d.lineDashPhase = 2
        for l in [g, rg, s, d] { root.addSublayer(l) }
        return root
    }

    /// (Drawn through cairo directly before, the same scene differed from this in 11 pixels, by
    /// at most 3 levels, at the ends of the partial stroke.)
    @Test func shapesAndGradientsDraw() throws {
        manualClock(30_000)
        let r = makeRenderer(scene(), width: 200, height: 120)
        if let dir = ProcessInfo.processInfo.environment["UIKIT_TEST_PNG_DIR"], let png = r.target.makeImage()?.pngData() {
            try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("shapes-gradients.png"))
        }
        let img = r.target.makeImage()
        // Rounded only at the masked corners.
        #expect(px(img, 6, 6) == (255, 255, 255) && px(img, 64, 54) == (255, 255, 255))
        #expect(px(img, 64, 6) != (255, 255, 255) && px(img, 6, 54) != (255, 255, 255))
        // The radial gradient's centre, the filled ellipse, a dashed edge.
        let c = px(img, 100, 25)
        #expect(c.0 > 240 && c.1 > 240 && c.2 < 20)
        #expect(px(img, 165, 30) == (51, 153, 51))
        let edge = (145..<175).map { px(img, $0, 65).0 }
        #expect(edge.contains { $0 < 60 } && edge.contains { $0 > 200 })
    }

    @Test func roundedGradientHasTheBackgroundsOutline() {
        manualClock(30_100)
        func render(_ l: CALayer) -> CARenderer {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            let root = box(CGRect(x: 0, y: 0, width: 60, height: 60), .white)
            l.frame = CGRect(x: 5.5, y: 5, width: 50, height: 47)
            l.cornerRadius = 15
            l.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner]
            root.addSublayer(l)
            return makeRenderer(root, width: 60, height: 60)
        }
        let g = CAGradientLayer()
        CATransaction.begin(); CATransaction.setDisableActions(true)
        g.colors = [rgb(1, 0, 0), rgb(1, 0, 0)]
        CATransaction.commit()
        let plain = render(box(.zero, rgb(1, 0, 0)))
        let gradient = render(g)
        let diff = pixelDifference(plain, gradient)
        // Antialiased edge pixels may differ by a rounding step; the outline is the same.
        if let d = diff {
            let a = bytes(plain), b = bytes(gradient)
            let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 2, "\(d.count) bytes differ, by up to \(worst), first at \(d.x),\(d.y)")
        }
    }
}
