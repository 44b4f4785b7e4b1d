//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

@MainActor @Suite struct DisplayLayoutTests {
    @Test func subclassDrawingIsCachedUntilInvalidated() {
        manualClock(3000)
        let l = DrawingLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        l.setNeedsDisplay()
        #expect(l.needsDisplay())
        CATransaction.flush()
        #expect(!l.needsDisplay())
        #expect(l._displayCount == 1)
        #expect(l.draws == 1)            // probe recording replayed, not drawn twice
        #expect(l._backingStore != nil)
        CATransaction.flush()
        l.position = CGPoint(x: 5, y: 5)  // moving does not redraw
        CATransaction.flush()
        #expect(l._displayCount == 1 && l.draws == 1)
        l.setNeedsDisplay()
        CATransaction.flush()
        #expect(l._displayCount == 2 && l.draws == 2)
        // Resizing keeps the store unless needsDisplayOnBoundsChange.
        l.bounds.size = CGSize(width: 80, height: 30)
        CATransaction.flush()
        #expect(l._displayCount == 2)
        l.needsDisplayOnBoundsChange = true
        l.bounds.size = CGSize(width: 90, height: 30)
        CATransaction.flush()
        #expect(l._displayCount == 3)
    }
    @Test func layersThatDoNotDrawHaveNoBackingStore() {
        manualClock(3000)
        let plain = CALayer()
        plain.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        plain.backgroundColor = .black
        plain.setNeedsDisplay()
        CATransaction.flush()
        #expect(plain._backingStore == nil && plain._displayCount == 0)
        // A delegate whose draw does nothing: no store either.
        final class Quiet: CALayerDelegate {}
        let q = Quiet()
        let withDelegate = CALayer()
        withDelegate.delegate = q
        withDelegate.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        withDelegate.setNeedsDisplay()
        CATransaction.flush()
        #expect(withDelegate._backingStore == nil)
    }
    @Test func delegateDrawsFlag() {
        manualClock(3000)
        let d = TestDelegate()
        let l = CALayer()
        l.delegate = d
        l._delegateDraws = true
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.contentsScale = 2
        l.setNeedsDisplay()
        l.displayIfNeeded()
        #expect(d.draws == 1 && l._displayCount == 1)
        #expect(l._backingStoreSize == (20, 20))
        // Partial invalidation redraws (clipped) once.
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
        l.displayIfNeeded()
        #expect(d.draws == 2 && l._displayCount == 2)
        l.displayIfNeeded()
        #expect(d.draws == 2)
    }
    @Test func layoutPassParentsFirstOnlyMarked() {
        manualClock(3000)
        let d = TestDelegate()
        let root = CALayer(); root.name = "root"; root.delegate = d
        let child = CALayer(); child.name = "child"; child.delegate = d
        let other = CALayer(); other.name = "other"; other.delegate = d
        root.addSublayer(child); root.addSublayer(other)
        CATransaction.flush()
        d.layouts = []
        child.setNeedsLayout(); root.setNeedsLayout()
        #expect(child.needsLayout())
        CATransaction.flush()
        #expect(d.layouts == ["root", "child"])
        #expect(!child.needsLayout())
        d.layouts = []
        CATransaction.flush()
        #expect(d.layouts.isEmpty)
        // Bounds size changes mark layout.
        child.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(child.needsLayout())
        child.layoutIfNeeded()
        #expect(d.layouts == ["child"])
    }
    @Test func runawayLayoutIsBounded() {
        manualClock(3000)
        final class Loop: CALayerDelegate {
            var n = 0
            func layoutSublayers(of layer: CALayer) { n += 1; layer.setNeedsLayout() }
        }
        UIKitLog.clearRecentMessages()
        let d = Loop()
        let l = CALayer(); l.delegate = d
        l.setNeedsLayout()
        CATransaction.flush()
        #expect(d.n == 100)
        #expect(UIKitLog.didLog("did not settle"))
        #expect(!l.needsLayout())
    }
    @Test func offscreenDisplaysWaitUntilComposited() {
        manualClock(3000)
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 200), .white)
        let scroller = box(CGRect(x: 0, y: 0, width: 200, height: 200), .white)
        scroller.masksToBounds = true
        root.addSublayer(scroller)
        var rows: [DrawingLayer] = []
        for i in 0..<500 {
            let d = DrawingLayer()
            d.frame = CGRect(x: 0, y: CGFloat(i) * 20, width: 200, height: 19)
            d.setNeedsDisplay()
            scroller.addSublayer(d)
            rows.append(d)
        }
        let r = makeRenderer(root, width: 200, height: 200)
        #expect(rows.filter { $0.draws > 0 }.count == 10)
        #expect(rows[20].needsDisplay())
        CATransaction.begin(); CATransaction.setDisableActions(true)
        scroller.bounds.origin.y = 200
        CATransaction.commit()
        frame(r)
        #expect(r.layersDrawn == 10)
        #expect(rows[10].draws == 1 && rows[19].draws == 1 && rows[20].draws == 0)
        #expect(px(r.target.makeImage(), 100, 5) == (255, 0, 0))
        frame(r)
        #expect(r.damagedPixelRects.isEmpty)
        // A snapshot displays what it needs.
        let ctx = CGContext(_topLeftBitmapWidth: 200, height: 20)!
        rows[400].render(in: ctx)
        #expect(rows[400].draws == 1)
    }

    @Test func deepNestingDoesNotOverflow() {
        manualClock(3000)
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 200), .white)
        var leaf = root
        for i in 0..<2000 {
            let l = box(CGRect(x: 0.05, y: 0.05, width: 150, height: 150), i % 2 == 0 ? rgb(0.5, 0.5, 0.5) : nil)
            leaf.addSublayer(l)
            l.setNeedsLayout()
            leaf = l
        }
        CATransaction.flush()
        #expect(!leaf.needsLayout())
        let p = leaf.convert(CGPoint.zero, to: root)
        #expect(approx(p.x, 100, 1e-6) && approx(p.y, 100, 1e-6))
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === leaf)
        let r = makeRenderer(root, width: 200, height: 200)
        #expect(r.layersComposited == 2001)
        leaf.backgroundColor = rgb(1, 0, 0)     // implicit animation: fades in from transparent
        CAMediaClock.shared._useManualTimeOutsideHosts(startingAt: 100)
        leaf.removeAllAnimations()
        frame(r)
        #expect(px(r.target.makeImage(), 150, 150) == (255, 0, 0))
        #expect(r.damagedPixelRects.count == 1)
        let ctx = CGContext(_topLeftBitmapWidth: 200, height: 200)!
        root.render(in: ctx)
        #expect(px(ctx.makeImage(), 150, 150) == (255, 0, 0))
    }
}
