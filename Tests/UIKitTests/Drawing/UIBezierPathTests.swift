//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite struct UIBezierPathTests {
    @Test func shapesAndBounds() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(oval.contains(CGPoint(x: 5, y: 5)))
        #expect(!oval.contains(CGPoint(x: 0.5, y: 0.5)))
        let rr = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 20)
        #expect(!rr.contains(CGPoint(x: 1, y: 1)))
        #expect(rr.contains(CGPoint(x: 50, y: 1)))
        let some = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 20, height: 20))
        #expect(!some.contains(CGPoint(x: 1, y: 1)))
        #expect(some.contains(CGPoint(x: 99, y: 1)))
        #expect(UIBezierPath().isEmpty)
        #expect(UIBezierPath().bounds.isNull)
    }

    @Test func clockwiseArcGoesThroughTheBottomOnScreen() {
        // From angle 0 (right) to π (left), clockwise on screen (y down) passes through the bottom.
        let p = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(p.bounds.maxY > 85)
        #expect(p.bounds.minY > 45)
        let q = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(q.bounds.minY < 15)
        #expect(abs(p.currentPoint.x - 10) < 1e-6)
    }

    @Test func fullTurnArcIsAFullCircleInBothDirections() {
        // iOS: a 2π arc is the whole circle whichever way it turns (an activity indicator's ball
        // drawn counter-clockwise from 0 to 2π vanished here).
        for clockwise in [true, false] {
            let p = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            #expect(abs(p.bounds.width - 40) < 1e-6 && abs(p.bounds.height - 40) < 1e-6, "clockwise: \(clockwise)")
            #expect(p.contains(CGPoint(x: 50, y: 50)), "clockwise: \(clockwise)")
        }
        // The same start and end angle is still no turn at all.
        let none = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 1, endAngle: 1, clockwise: false)
        #expect(none.bounds.width < 1e-6)
    }

    @Test func buildingAndTransform() {
        let p = UIBezierPath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        p.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 2, y: 12))
        p.close()
        #expect(p.contains(CGPoint(x: 5, y: 5)))
        p.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(p.contains(CGPoint(x: 105, y: 5)))
        let r = p.reversing()
        #expect(r.contains(CGPoint(x: 105, y: 5)))
        let q = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        q.append(p)
        #expect(q.contains(CGPoint(x: 105, y: 5)))
        UIKitLog.clearRecentMessages()
        q.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        #expect(UIKitLog.didLog("UIBezierPath"))
    }

    @Test func fillStrokeClipPixels() {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let img = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: f).image { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 20)); line.addLine(to: CGPoint(x: 40, y: 20))
            line.lineWidth = 4
            UIColor.blue.setStroke()
            line.stroke()
        }
        let cg = img.cgImage!
        #expect(cg.pixel(x: 20, y: 10)!.r == 255)
        #expect(cg.pixel(x: 1, y: 1)!.a == 0)
        #expect(cg.pixel(x: 20, y: 20)!.b == 255)
        let clipped = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: f).image { ctx in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).addClip()
            UIColor.green.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(clipped.cgImage!.pixel(x: 5, y: 5)!.g == 255)
        #expect(clipped.cgImage!.pixel(x: 15, y: 5)!.a == 0)
    }
}
