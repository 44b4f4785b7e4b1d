//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

@MainActor @Suite struct GeometryTests {
    @Test func frameFromBoundsPositionAnchor() {
        let l = CALayer()
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 200, y: 100)
        #expect(l.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        l.anchorPoint = .zero
        #expect(l.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
        l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(l.position == CGPoint(x: 10, y: 20))
        #expect(l.bounds.size == CGSize(width: 30, height: 40))
        // Negative-size frames are standardised.
        l.frame = CGRect(x: 50, y: 50, width: -10, height: -20)
        #expect(l.frame == CGRect(x: 40, y: 30, width: 10, height: 20))
    }
    @Test func frameWithTransformIsBoundingBox() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 100, y: 100)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let f = l.frame
        #expect(approx(f.minX, 75) && approx(f.minY, 50) && approx(f.width, 50) && approx(f.height, 100))
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(l.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
        #expect(l.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
    }
    @Test func convertThroughTransformsAndBoundsOrigins() {
        let root = box(CGRect(x: 0, y: 0, width: 400, height: 400), nil)
        let scroller = box(CGRect(x: 50, y: 50, width: 200, height: 200), nil)
        scroller.bounds.origin = CGPoint(x: 0, y: 100)   // scrolled by 100
        let child = box(CGRect(x: 10, y: 120, width: 20, height: 20), nil)
        root.addSublayer(scroller); scroller.addSublayer(child)
        // child (0,0) -> scroller (10,120) -> root (60, 70)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 70))
        #expect(root.convert(CGPoint(x: 60, y: 70), to: child) == .zero)
        #expect(child.convert(CGPoint(x: 60, y: 70), from: root) == .zero)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 60, y: 70))
        // A scaled layer.
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))   // about its centre (20,130)
        let p = child.convert(CGPoint.zero, to: scroller)
        #expect(p == CGPoint(x: 0, y: 110))
        let r = child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root)
        #expect(r == CGRect(x: 50, y: 60, width: 40, height: 40))
        #expect(root.convert(r, to: child) == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(child.convert(CGRect(x: 50, y: 60, width: 40, height: 40), from: root) == CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    @Test func hitTestFrontmostDeepestVisible() {
        let root = box(CGRect(x: 0, y: 0, width: 300, height: 300), nil)
        let a = box(CGRect(x: 0, y: 0, width: 100, height: 100), nil); a.name = "a"
        let b = box(CGRect(x: 50, y: 50, width: 100, height: 100), nil); b.name = "b"
        let bChild = box(CGRect(x: 10, y: 10, width: 10, height: 10), nil); bChild.name = "bChild"
        root.addSublayer(a); root.addSublayer(b); b.addSublayer(bChild)
        #expect(root.hitTest(CGPoint(x: 75, y: 75))?.name == "b")
        #expect(root.hitTest(CGPoint(x: 65, y: 65))?.name == "bChild")
        #expect(root.hitTest(CGPoint(x: 10, y: 10))?.name == "a")
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75))?.name == "a")
        b.isHidden = false
        a.zPosition = 1     // now above b
        #expect(root.hitTest(CGPoint(x: 75, y: 75))?.name == "a")
        #expect(root.hitTest(CGPoint(x: 500, y: 500)) == nil)
        a.setAffineTransform(CGAffineTransform(scaleX: 0, y: 1))   // collapsed: not hit
        #expect(root.hitTest(CGPoint(x: 75, y: 75))?.name == "b")
        a.setAffineTransform(.identity)
        // masksToBounds: sublayer outside the bounds is not hit.
        let outside = box(CGRect(x: 120, y: 0, width: 10, height: 10), nil); outside.name = "out"
        a.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 125, y: 5))?.name == "out")
        a.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 125, y: 5))?.name == "root" || root.hitTest(CGPoint(x: 125, y: 5)) === root)
        #expect(a.contains(CGPoint(x: 5, y: 5)))
    }
    @Test func treeOperations() {
        let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        p.addSublayer(a); p.addSublayer(b)
        p.insertSublayer(c, at: 1)
        #expect(p.sublayers!.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        p.insertSublayer(d, below: a)
        #expect(p.sublayers!.first === d)
        p.insertSublayer(d, above: b)
        #expect(p.sublayers!.last === d)
        p.replaceSublayer(c, with: CALayer())
        #expect(c.superlayer == nil && p.sublayers!.count == 4)
        p.insertSublayer(a, at: 999)
        #expect(p.sublayers!.last === a)
        a.removeFromSuperlayer()
        #expect(a.superlayer == nil && p.sublayers!.count == 3)
        // Moving between parents.
        let q = CALayer()
        q.addSublayer(b)
        #expect(b.superlayer === q && !p.sublayers!.contains { $0 === b })
    }
    @Test func cyclesAreRejected() {
        UIKitLog.clearRecentMessages()
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        a.addSublayer(a)
        #expect(UIKitLog.didLog("own sublayer"))
        b.addSublayer(a)
        #expect(UIKitLog.didLog("cycle"))
        #expect(a.superlayer == nil && b.sublayers == nil)
    }
    @Test func zPositionOrderIsStable() {
        let p = CALayer()
        let ls = (0..<5).map { i -> CALayer in let l = CALayer(); l.name = "\(i)"; return l }
        for l in ls { p.addSublayer(l) }
        ls[1].zPosition = 2; ls[3].zPosition = -1
        #expect(p._paintOrder.map { $0.name! } == ["3", "0", "2", "4", "1"])
    }
    @Test func badInputIsDiagnosedAndIgnored() {
        UIKitLog.clearRecentMessages()
        let l = CALayer()
        l.position = CGPoint(x: 5, y: 5)
        l.position = CGPoint(x: CGFloat.nan, y: 0)
        #expect(l.position == CGPoint(x: 5, y: 5))
        #expect(UIKitLog.didLog("[CALayer] CALayer.position"))
        l.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        #expect(l.bounds == .zero)
        l.bounds = CGRect(x: 0, y: 0, width: -5, height: 1)
        #expect(l.bounds == .zero)
        #expect(UIKitLog.didLog("negative size"))
        var t = CATransform3DIdentity; t.m11 = .nan
        l.transform = t
        #expect(CATransform3DIsIdentity(l.transform))
        l.opacity = .nan
        #expect(l.opacity == 1)
        l.opacity = 3
        #expect(l.opacity == 1)
        l.cornerRadius = -.infinity
        #expect(l.cornerRadius == 0)
        l.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(l.position == CGPoint(x: 5, y: 5))
        #expect(UIKitLog.didLog("transform") && UIKitLog.didLog("opacity") && UIKitLog.didLog("frame"))
    }
}
