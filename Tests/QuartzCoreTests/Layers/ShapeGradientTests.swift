//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

@MainActor @Suite(.serialized) struct ShapeGradientTests {
    init() { CAMediaClock.shared._useManualTimeOutsideHosts(startingAt: 20000) }

    @Test func shapeFillStrokeAndStrokeEnd() {
        manualClock(20000)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        shape.fillColor = rgb(0, 0, 1)
        let line = CAShapeLayer()
        line.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let p = CGMutablePath(); p.move(to: CGPoint(x: 0, y: 80)); p.addLine(to: CGPoint(x: 100, y: 80))
        line.path = p
        line.fillColor = nil
        line.strokeColor = rgb(1, 0, 0)
        line.lineWidth = 4
        line.strokeEnd = 0.5
        root.addSublayer(shape); root.addSublayer(line)
        #expect(shape._backingStore == nil)
        let r = makeRenderer(root, width: 100, height: 100)
        let img = r.target.makeImage()
        #expect(px(img, 30, 30) == (0, 0, 255))
        #expect(px(img, 5, 5) == (255, 255, 255))
        #expect(px(img, 25, 80) == (255, 0, 0))
        #expect(px(img, 75, 80) == (255, 255, 255))
        // strokeEnd animates through the presentation layer.
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0.5; a.toValue = 1.0; a.duration = 1
        line.add(a, forKey: "grow")
        CAMediaClock.shared.advance(by: 0.5)
        frame(r)
        let mid = r.target.makeImage()
        #expect(px(mid, 70, 80) == (255, 0, 0))     // 75% drawn
        #expect(px(mid, 85, 80) == (255, 255, 255))
        // A path beyond the bounds is part of the damage.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        line.strokeStart = 0.9; line.strokeEnd = 1
        CATransaction.commit()
        line.removeAllAnimations()
        frame(r)
        #expect(px(r.target.makeImage(), 95, 80) == (255, 0, 0))
        UIKitLog.clearRecentMessages()
        line.lineWidth = .nan
        #expect(line.lineWidth == 4 && UIKitLog.didLog("lineWidth"))
    }

    @Test func pathsAndColorArraysInterpolate() {
        manualClock(20000)
        let a = CGMutablePath(); a.move(to: .zero); a.addLine(to: CGPoint(x: 10, y: 0))
        let b = CGMutablePath(); b.move(to: CGPoint(x: 0, y: 10)); b.addLine(to: CGPoint(x: 30, y: 10))
        let mid = _CAValue.interpolate(a, b, 0.5) as! CGPath
        #expect(mid.elements.map { $0.points } == [[CGPoint(x: 0, y: 5)], [CGPoint(x: 20, y: 5)]])
        let cols = _CAValue.interpolate([rgb(1, 0, 0)] as [Any], [rgb(0, 0, 1)] as [Any], 0.5) as! [Any]
        #expect((cols[0] as! CGColor).red == 0.5)
    }

    @Test func gradients() {
        manualClock(20000)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        g.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
        g.startPoint = CGPoint(x: 0, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSublayer(g)
        let r = makeRenderer(root, width: 100, height: 100)
        let img = r.target.makeImage()
        let (r0, _, b0) = px(img, 0, 50), (r1, _, b1) = px(img, 99, 50), (rm, _, bm) = px(img, 50, 50)
        #expect(r0 > 250 && b0 < 5 && r1 < 5 && b1 > 250)
        #expect(abs(rm - 127) < 4 && abs(bm - 127) < 4)
        g.type = .radial
        g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1)
        g.removeAllAnimations()
        frame(r)
        let rad = r.target.makeImage()
        #expect(px(rad, 50, 50).0 > 250)
        #expect(px(rad, 99, 50).2 > 250)
    }
}
