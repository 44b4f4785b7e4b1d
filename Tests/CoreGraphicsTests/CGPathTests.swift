//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import CoreGraphics

@Suite struct CGPathTests {
    @Test func rectPathBoundsAndContains() {
        let p = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        #expect(p.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(p.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(p.contains(CGPoint(x: 25, y: 30)))
        #expect(!p.contains(CGPoint(x: 5, y: 30)))
        var r = CGRect.zero
        #expect(p.isRect(&r) && r == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).isRect(nil))
    }

    @Test func emptyPath() {
        let p = CGMutablePath()
        #expect(p.isEmpty)
        #expect(p.boundingBox.isNull && p.boundingBoxOfPath.isNull)
        #expect(p.currentPoint == .zero)
        #expect(!p.contains(.zero))
    }

    @Test func ellipseTightBoundsExcludeControlPoints() {
        let p = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        let b = p.boundingBoxOfPath
        #expect(abs(b.minX) < 1e-9 && abs(b.maxX - 100) < 1e-9 && abs(b.maxY - 50) < 1e-9)
        #expect(p.contains(CGPoint(x: 50, y: 25)))
        #expect(!p.contains(CGPoint(x: 3, y: 3)))   // corner of the box, outside the ellipse
        // A curve's control points stick out: boundingBox includes them, boundingBoxOfPath doesn't.
        let c = CGMutablePath()
        c.move(to: .zero)
        c.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(c.boundingBox.height == 100)
        #expect(abs(c.boundingBoxOfPath.height - 75) < 1e-9)
        let q = CGMutablePath()
        q.move(to: .zero)
        q.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(abs(q.boundingBoxOfPath.height - 50) < 1e-9)
    }

    @Test func fillRulesDifferForOverlappingSameDirectionRects() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50)
        #expect(p.contains(centre, using: .winding))
        #expect(!p.contains(centre, using: .evenOdd))
        #expect(p.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    }

    @Test func containsAppliesTransformToPoint() {
        let p = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(p.contains(CGPoint(x: 105, y: 5), transform: CGAffineTransform(translationX: -100, y: 0)))
    }

    @Test func arcDirectionFollowsQuartz() {
        // Counter-clockwise (increasing angle) from 0 to π/2: passes through angle π/4 (+x, +y).
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(ccw.currentPoint.x) < 1e-9 && abs(ccw.currentPoint.y - 10) < 1e-9)
        #expect(ccw.boundingBoxOfPath.minY > -1e-9 && ccw.boundingBoxOfPath.minX > -1e-9)
        // Clockwise (decreasing angle) from 0 to π/2: the long way round, through -y and -x.
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let b = cw.boundingBoxOfPath
        #expect(abs(b.minX + 10) < 1e-6 && abs(b.minY + 10) < 1e-6)
        #expect(abs(cw.currentPoint.y - 10) < 1e-9)
        // Points on the arc really lie on the circle.
        let start = cw.elements.first!.points[0]
        #expect(abs(start.x - 10) < 1e-9 && abs(start.y) < 1e-9)
    }

    @Test func fullCircleArc() {
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let b = p.boundingBoxOfPath
        #expect(abs(b.width - 40) < 1e-6 && abs(b.height - 40) < 1e-6)
        #expect(p.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func fullTurnAgainstTheAnglesIsStillAFullCircle() {
        // Quartz: a non-zero multiple of 2π the "wrong" way round is a whole turn, not nothing.
        let cw = CGMutablePath()
        cw.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(abs(cw.boundingBoxOfPath.width - 40) < 1e-6 && abs(cw.boundingBoxOfPath.height - 40) < 1e-6)
        let ccw = CGMutablePath()
        ccw.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 2 * .pi, endAngle: 0, clockwise: false)
        #expect(abs(ccw.boundingBoxOfPath.width - 40) < 1e-6)
    }

    @Test func tangentArcRoundsACorner() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // Ends at the second tangent point (100, 20), having passed the first (80, 0).
        #expect(abs(p.currentPoint.x - 100) < 1e-6 && abs(p.currentPoint.y - 20) < 1e-6)
        #expect(p.elements[1].type == .addLineToPoint)
        #expect(abs(p.elements[1].points[0].x - 80) < 1e-6)
        #expect(abs(p.boundingBoxOfPath.maxX - 100) < 1e-6)
    }

    @Test func roundedRectAndClamping() {
        let p = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 10, transform: nil)
        #expect(p.boundingBoxOfPath.integral == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(!p.contains(CGPoint(x: 1, y: 1)))
        #expect(p.contains(CGPoint(x: 5, y: 25)))
        let m = CGMutablePath()
        m.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 50, cornerHeight: 50)
        #expect(UIKitLog.didLog("too large"))
        #expect(m.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func copiesAreIndependent() {
        let m = CGMutablePath()
        m.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let frozen = m.copy()!
        let mutable = m.mutableCopy()!
        m.addRect(CGRect(x: 100, y: 100, width: 10, height: 10))
        mutable.addLine(to: CGPoint(x: -5, y: -5))
        #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(m.boundingBox.maxX == 110)
        #expect(mutable.boundingBox.minX == -5)
        #expect(frozen == CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
        var t = CGAffineTransform(scaleX: 2, y: 3)
        #expect(frozen.copy(using: &t)!.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func transformsAndAddPath() {
        let m = CGMutablePath()
        m.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(m.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
        let n = CGMutablePath()
        n.addPath(m, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(n.boundingBox == CGRect(x: 10, y: 10, width: 20, height: 20))
        n.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 0)])
        #expect(n.currentPoint == CGPoint(x: 2, y: 0))
    }

    @Test func elementsAndApplyWithBlock() {
        let m = CGMutablePath()
        m.move(to: CGPoint(x: 1, y: 2))
        m.addLine(to: CGPoint(x: 3, y: 4))
        m.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        m.closeSubpath()
        var types: [CGPathElementType] = []
        var firstPoint = CGPoint.zero
        m.applyWithBlock { e in
            types.append(e.pointee.type)
            if e.pointee.type == .moveToPoint { firstPoint = e.pointee.points[0] }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath])
        #expect(firstPoint == CGPoint(x: 1, y: 2))
        #expect(m.currentPoint == CGPoint(x: 1, y: 2))   // close returns to the subpath start
    }

    @Test func invalidInputIsDiagnosedAndIgnored() {
        let m = CGMutablePath()
        m.addLine(to: CGPoint(x: 1, y: 1))
        #expect(m.isEmpty && UIKitLog.didLog("addLine(to:): no current point"))
        m.move(to: CGPoint(x: CGFloat.nan, y: 0))
        #expect(m.isEmpty && UIKitLog.didLog("move(to:): non-finite"))
        m.addArc(center: .zero, radius: -3, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(m.isEmpty && UIKitLog.didLog("negative radius"))
        m.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        #expect(m.isEmpty)
        #expect(!m.contains(CGPoint(x: CGFloat.nan, y: 1)))
    }
}

@Suite struct CGPathStrokingTests {
    @Test func strokedLineContainsPointsWithinHalfWidth() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 100, y: 0))
        let s = p.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(s.contains(CGPoint(x: 50, y: 4)))
        #expect(!s.contains(CGPoint(x: 50, y: 6)))
        #expect(!s.contains(CGPoint(x: -2, y: 0)))          // butt cap: nothing beyond the end
        let r = p.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(r.contains(CGPoint(x: -4, y: 0)) && !r.contains(CGPoint(x: -4, y: 4)))
        let q = p.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(q.contains(CGPoint(x: -4, y: 4)))
        let b = q.boundingBoxOfPath
        #expect(abs(b.minX + 5) < 1e-9 && abs(b.maxX - 105) < 1e-9 && abs(b.height - 10) < 1e-9)
    }

    @Test func joinsFillTheCorner() {
        let p = CGMutablePath()
        p.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)])
        let miter = p.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let bevel = p.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        let round = p.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        let corner = CGPoint(x: 54.5, y: -4.5)   // outer corner of the right-angle turn
        #expect(miter.contains(corner))
        #expect(!bevel.contains(corner))
        #expect(!round.contains(corner))
        #expect(round.contains(CGPoint(x: 53, y: -3)))
    }

    @Test func closedPathCopiedFromContextHasNoStrayMove() {
        let c = topLeft(10, 10)
        c.addRect(CGRect(x: 1, y: 1, width: 5, height: 5))
        let p = c.path!
        #expect(p.elements.last?.type == .closeSubpath)
        #expect(p.elements.filter { $0.type == .moveToPoint }.count == 1)
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 50, y: 50))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        dot.addLine(to: CGPoint(x: 50, y: 50))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10).contains(CGPoint(x: 51, y: 51)))
    }

    @Test func contextStrokedPathCanBeClippedAndFilled() {
        let c = topLeft(40, 20)
        c.setLineWidth(6)
        c.move(to: CGPoint(x: 0, y: 10))
        c.addLine(to: CGPoint(x: 40, y: 10))
        c.replacePathWithStrokedPath()
        c.clip()
        let g = CGGradient(colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)], locations: nil)!
        c.drawLinearGradient(g, start: .zero, end: CGPoint(x: 40, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(c.px(1, 10).r > 200)
        #expect(c.px(38, 10).b > 200)
        #expect(c.px(20, 3) == transparent)
    }
}
