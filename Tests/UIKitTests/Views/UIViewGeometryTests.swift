//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite struct UIViewGeometryTests {
    @Test func frameDerivesFromCenterAndBounds() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.layer.position == CGPoint(x: 60, y: 45))
    }

    @Test func settingBoundsSizeKeepsCenter() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds.size = CGSize(width: 40, height: 30)
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.frame == CGRect(x: 40, y: 30, width: 40, height: 30))
    }

    @Test func settingFrameSizeKeepsOrigin() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.frame.size = CGSize(width: 40, height: 30)
        #expect(v.frame.origin == CGPoint(x: 10, y: 20))
        #expect(v.center == CGPoint(x: 30, y: 35))
    }

    @Test func boundsOriginDoesNotMoveFrame() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func transformAppliesAboutCenterAndFrameIsBoundingBox() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(v.bounds.size == CGSize(width: 100, height: 100))
        #expect(v.center == CGPoint(x: 50, y: 50))
        #expect(v.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let f = v.frame
        #expect(abs(f.width - 141.421) < 0.01)
        #expect(abs(f.midX - 50) < 1e-9)
    }

    @Test func transformIsMirroredOnLayer() {
        let v = UIView()
        let t = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3)
        v.transform = t
        #expect(v.layer.affineTransform() == t)
        #expect(v.transform == t)
    }

    @Test func nonFiniteGeometryIsIgnoredWithWarning() {
        let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        UIKitLog.clearRecentMessages()
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(UIKitLog.didLog("UIView.frame"))
        v.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        #expect(UIKitLog.didLog("UIView.bounds"))
        v.center = CGPoint(x: CGFloat.nan, y: 1)
        #expect(UIKitLog.didLog("UIView.center"))
        v.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(UIKitLog.didLog("UIView.transform"))
        v.alpha = .nan
        #expect(UIKitLog.didLog("UIView.alpha"))
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(v.transform == .identity)
        #expect(v.alpha == 1)
    }

    @Test func alphaMapsToOpacityAndClamps() {
        let v = UIView()
        v.alpha = 0.25
        #expect(v.layer.opacity == 0.25)
        v.alpha = 3
        #expect(v.alpha == 1)
    }

    @Test func propertiesMapToLayer() {
        let v = UIView()
        v.clipsToBounds = true
        #expect(v.layer.masksToBounds)
        v.isHidden = true
        #expect(v.layer.isHidden)
        v.backgroundColor = .red
        #expect(v.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        v.backgroundColor = nil
        #expect(v.layer.backgroundColor == nil)
        #expect(v.layer.delegate === v)
    }

    @Test func convertBetweenSiblingsWithBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        root.addSubview(a); root.addSubview(b)
        b.bounds.origin = CGPoint(x: 5, y: 5)
        let p = a.convert(CGPoint(x: 1, y: 2), to: b)
        // a(1,2) → root(11,22) → b: (11-200+5, 22-50+5)
        #expect(p == CGPoint(x: -184, y: -23))
        #expect(b.convert(p, to: a) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGPoint(x: 1, y: 2), from: a) == p)
        let r = a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: b)
        #expect(r == CGRect(x: -185, y: -25, width: 10, height: 10))
    }

    @Test func convertThroughScaleTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) // centre (100,100)
        root.addSubview(v)
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        // local (0,0) is 100 left/up of the centre in local units → 200 in the superview.
        let p = v.convert(CGPoint(x: 0, y: 0), to: root)
        #expect(p == CGPoint(x: -100, y: -100))
        #expect(v.convert(CGPoint(x: -100, y: -100), from: root) == .zero)
        let q = v.convert(CGPoint(x: 150, y: 100), to: root)
        #expect(q == CGPoint(x: 200, y: 100))
    }

    @Test func convertThroughRotation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Local top-left (0,0) is (-50,-50) from the centre; rotated 90° clockwise on screen → (50,-50).
        let p = v.convert(CGPoint.zero, to: root)
        #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 100) < 1e-9)
    }

    @Test func convertToNilUsesWindowCoordinates() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        w.addSubview(a); a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 16))
        #expect(b.convert(CGPoint(x: 16, y: 16), from: nil) == CGPoint(x: 1, y: 1))
        #expect(a.convert(CGPoint(x: 1, y: 1), to: w) == CGPoint(x: 11, y: 11))
    }

    @Test func convertBetweenUnrelatedWindows() {
        let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let w2 = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        w1.addSubview(a)
        #expect(a.convert(CGPoint.zero, to: w2) == CGPoint(x: -90, y: 10))
    }

    @Test func deepNestingConvertsAndHitTests() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
        var leaf = root
        for _ in 0..<2000 {
            let v = UIView(frame: CGRect(x: 1, y: 1, width: 3000, height: 3000))
            leaf.addSubview(v)
            leaf = v
        }
        #expect(leaf.convert(CGPoint.zero, to: root) == CGPoint(x: 2000, y: 2000))
        #expect(root.hitTest(CGPoint(x: 2500, y: 2500), with: nil) === leaf)
        #expect(leaf.window == nil)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        root.tintColor = .red
        #expect(leaf.tintColor == .red)
        #expect(root.viewWithTag(99) == nil)
    }
}
