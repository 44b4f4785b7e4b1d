//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

/// A scene with a scrolling list: root (white) > scroller (clips, opaque grey) > 2,000 rows.
@MainActor func listScene(width: CGFloat = 320, height: CGFloat = 480, count: Int = 2000) -> (root: CALayer, scroller: CALayer, rows: [CALayer]) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    let root = box(CGRect(x: 0, y: 0, width: width, height: height), .white)
    let scroller = box(CGRect(x: 10, y: 40, width: width - 20, height: height - 80), rgb(0.9, 0.9, 0.9))
    scroller.masksToBounds = true
    root.addSublayer(scroller)
    var rows: [CALayer] = []
    for i in 0..<count {
        let row = box(CGRect(x: 0, y: CGFloat(i) * 44, width: width - 20, height: 43),
                      rgb(CGFloat(i % 7) / 7, CGFloat(i % 11) / 11, CGFloat(i % 13) / 13))
        let dot = box(CGRect(x: 8 + CGFloat(i % 5) * 3, y: 8, width: 20, height: 20), rgb(0, 0, 0))
        dot.cornerRadius = 10
        row.addSublayer(dot)
        scroller.addSublayer(row)
        rows.append(row)
    }
    return (root, scroller, rows)
}

@MainActor @Suite(.serialized) struct RendererTests {
    init() { CAMediaClock.shared._useManualTimeOutsideHosts(startingAt: 5000) }

    @Test func fullFirstFrameThenNothing() {
        manualClock(5000)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(0, 0, 1))
        let r = makeRenderer(root, width: 100, height: 100)
        #expect(r.damagedPixelRects == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        #expect(px(r.target.makeImage(), 50, 50) == (0, 0, 255))
        frame(r)
        #expect(r.damagedPixelRects.isEmpty)
        #expect(r.layersVisited == 0 && r.layersComposited == 0)
    }

    /// The root's reference to its renderer is unowned: it must be cleared when the renderer
    /// goes away (a later change would otherwise reach freed memory), and a new renderer draws it.
    @Test func rootOutlivesItsRenderer() {
        manualClock(5000)
        let root = box(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(0, 0, 1))
        weak var first: CARenderer?
        do {
            let r = makeRenderer(root, width: 40, height: 40)
            first = r
            #expect(root._attachedRenderer() === r)
        }
        #expect(first == nil)
        #expect(root._attachedRenderer() == nil)
        CATransaction.begin(); CATransaction.setDisableActions(true)
        root.backgroundColor = rgb(1, 0, 0)
        CATransaction.commit()
        let second = makeRenderer(root, width: 40, height: 40)
        #expect(root._attachedRenderer() === second)
        #expect(px(second.target.makeImage(), 20, 20) == (255, 0, 0))
        // Handing the root to another renderer detaches it from the first.
        let third = makeRenderer(root, width: 40, height: 40)
        #expect(second.layer == nil && root._attachedRenderer() === third)
    }

    @Test func changingOneSmallLayerDamagesOnlyItsRects() {
        manualClock(5000)
        let (root, _, rows) = listScene()
        let r = makeRenderer(root, width: 320, height: 480)
        CATransaction.begin(); CATransaction.setDisableActions(true)
        rows[3].backgroundColor = rgb(1, 0, 0)
        CATransaction.commit()
        frame(r)
        // Row 3 is at y = 40 + 132 in the window, 300 × 43 points.
        #expect(r.damagedPixelRects == [CGRect(x: 10, y: 172, width: 300, height: 43)])
        #expect(r.layersVisited < 20)
        #expect(px(r.target.makeImage(), 200, 190) == (255, 0, 0))
        // Moving a layer damages where it was and where it is.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        rows[1].sublayers![0].position.x += 100
        CATransaction.commit()
        frame(r)
        let u = r.damagedPixelRects.reduce(CGRect.null) { $0.union($1) }
        #expect(u.height <= 21 && u.width <= 121)
        #expect(r.layersVisited < 20)
        // Off-screen rows cost nothing.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        rows[1500].backgroundColor = rgb(1, 1, 0)
        CATransaction.commit()
        frame(r)
        #expect(r.damagedPixelRects.isEmpty && r.layersVisited == 0)
    }

    @Test func cullingVisitsOnlyVisibleRowsOf2000() {
        manualClock(5000)
        let (root, scroller, rows) = listScene()
        let r = makeRenderer(root, width: 320, height: 480)
        // Full frame: root + scroller + ~10 visible rows (+ their dots).
        #expect(r.layersVisited < 40)
        #expect(r.layersComposited < 40)
        r.allowsScrollBlit = false
        CATransaction.begin(); CATransaction.setDisableActions(true)
        scroller.bounds.origin.y = 44 * 1000
        CATransaction.commit()
        frame(r)
        #expect(r.layersVisited < 40)
        #expect(px(r.target.makeImage(), 200, 60) == px(rowImage(rows[1000]), 200, 20))
    }

    /// A reference picture of one row.
    func rowImage(_ row: CALayer) -> CGImage? {
        let ctx = CGContext(_topLeftBitmapWidth: Int(row.bounds.width), height: Int(row.bounds.height))!
        row.render(in: ctx)
        return ctx.makeImage()
    }

    @Test func scrollBlitMatchesFullRepaint() {
        manualClock(5000)
        let (root, scroller, _) = listScene()
        let r = makeRenderer(root, width: 640, height: 960, scale: 2)
        for (step, dy) in [10, 7, -25, 44, 3, -3, 400, -1].enumerated() {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            scroller.bounds.origin.y += CGFloat(dy)
            CATransaction.commit()
            frame(r)
            let fullDelta = dy * 2
            if abs(dy) < 400 {
                #expect(r.lastFrameUsedScrollBlit, "step \(step)")
                // Only the exposed strip was painted: width 300 pt × |dy| pt at scale 2.
                #expect(r.pixelsPainted == 600 * abs(fullDelta), "step \(step)")
                #expect(r.layersVisited < 12, "step \(step)")
                #expect(r.damagedPixelRects == [CGRect(x: 20, y: 80, width: 600, height: 800)])
            }
            // Compare with a fresh full repaint of the same tree.
            let ref = CARenderer(layer: root, target: CARenderTarget(width: 320 * 2, height: 480 * 2, scale: 2)!)
            frame(ref)
            #expect(pixelDifference(ref, r) == nil, "step \(step)")
            root.removeFromSuperlayer()
            ref.layer = nil
            r.layer = root
            frame(r)    // re-attach: full repaint
        }
        // Scrolling together with other changes in the same frame: a row recoloured before the
        // scroll, an indicator inside the scroller moved after it, a layer elsewhere changed.
        let indicator = box(CGRect(x: 290, y: 0, width: 4, height: 40), rgb(0.3, 0.3, 0.3))
        CATransaction.begin(); CATransaction.setDisableActions(true)
        scroller.addSublayer(indicator)
        CATransaction.commit()
        frame(r)
        for k in 0..<6 {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            let visibleRow = scroller.sublayers![Int(scroller.bounds.origin.y / 44) + 2]
            visibleRow.backgroundColor = rgb(1, CGFloat(k) / 6, 0)
            scroller.bounds.origin.y += CGFloat(5 + k)
            indicator.position.y = scroller.bounds.origin.y + 30 + CGFloat(k) * 3
            root.backgroundColor = rgb(1, 1, CGFloat(k) / 6)
            CATransaction.commit()
            frame(r)
            #expect(r.lastFrameUsedScrollBlit, "mixed \(k)")
            let ref = CARenderer(layer: root, target: CARenderTarget(width: 640, height: 960, scale: 2)!)
            frame(ref)
            #expect(pixelDifference(ref, r) == nil, "mixed \(k)")
            ref.layer = nil
            r.layer = root
            frame(r)
        }
        // An overlapping layer above: still moved, the overlay repainted where it is and where the move put it.
        let overlay = box(CGRect(x: 100, y: 100, width: 50, height: 50), rgb(0, 1, 0))
        CATransaction.begin(); CATransaction.setDisableActions(true)
        root.addSublayer(overlay)
        CATransaction.commit()
        frame(r)
        CATransaction.begin(); CATransaction.setDisableActions(true)
        scroller.bounds.origin.y += 10
        CATransaction.commit()
        frame(r)
        #expect(r.lastFrameUsedScrollBlit)
        let ref = CARenderer(layer: root, target: CARenderTarget(width: 640, height: 960, scale: 2)!)
        frame(ref)
        #expect(pixelDifference(ref, r) == nil)
        ref.layer = nil
        r.layer = root
    }

    /// Two opaque sublayers side by side (a navigation slide's screens) inside a clear container
    /// also cover the background; a one-pixel gap between them does not.
    @Test func backgroundUnderTwoAdjacentOpaqueSublayersInAClearContainerIsSkipped() {
        manualClock(5000)
        func scene(gap: CGFloat) -> (CARenderer, CGImage?) {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            let root = box(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(1, 0, 0))
            let container = CALayer()
            container.frame = root.bounds
            root.addSublayer(container)
            container.addSublayer(box(CGRect(x: -12, y: 0, width: 30, height: 40), rgb(0, 0, 1)))
            container.addSublayer(box(CGRect(x: 18 + gap, y: 0, width: 40, height: 40), rgb(0, 1, 0)))
            CATransaction.commit()
            let r = makeRenderer(root, width: 40, height: 40)
            return (r, r.target.makeImage())
        }
        let (covered, image) = scene(gap: 0)
        #expect(covered.coveredBackgrounds == 1)
        #expect(px(image, 0, 20) == (0, 0, 255) && px(image, 39, 20) == (0, 255, 0))
        let (open, openImage) = scene(gap: 1)
        #expect(open.coveredBackgrounds == 0)
        #expect(px(openImage, 18, 20) == (255, 0, 0))
    }

    /// A list's background is not painted under the rows a frame repaints (a scroll's exposed
    /// strip): coverage is judged on the damaged part of the bounds, by the sublayers the spatial
    /// index finds there, one row or two stacked; a translucent row keeps it painted.
    @Test func backgroundUnderTheDamagedRowsOfAListIsSkipped() {
        manualClock(5000)
        CATransaction.begin(); CATransaction.setDisableActions(true)
        let list = box(CGRect(x: 0, y: 0, width: 40, height: 400), rgb(1, 0, 0))
        var rows: [CALayer] = []
        for i in 0..<40 {   // (more than the spatial index's threshold)
            let row = box(CGRect(x: 0, y: CGFloat(i) * 10, width: 40, height: 10), rgb(0, 0, 1))
            list.addSublayer(row)
            rows.append(row)
        }
        CATransaction.commit()
        let r = makeRenderer(list, width: 40, height: 400)
        #expect(r.coveredBackgrounds == 0)   // (the whole list: forty rows are not judged)

        // One row changes: the damage is that row, which covers the list's background there.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        rows[5].backgroundColor = rgb(0, 1, 0)
        CATransaction.commit()
        frame(r)
        #expect(r.coveredBackgrounds == 1)
        #expect(px(r.target.makeImage(), 20, 55) == (0, 255, 0))

        // Two neighbouring rows change: stacked, they still cover it.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        rows[7].backgroundColor = rgb(0, 1, 0)
        rows[8].backgroundColor = rgb(0, 1, 0)
        CATransaction.commit()
        frame(r)
        #expect(r.coveredBackgrounds == 1)

        // A translucent row: the red background shows through it, so it is painted.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        rows[20].backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        CATransaction.commit()
        frame(r)
        #expect(r.coveredBackgrounds == 0)
        let p = px(r.target.makeImage(), 20, 205)
        #expect(p.0 > 100 && p.2 > 100)
        #expect(px(r.target.makeImage(), 20, 195) == (0, 0, 255))
    }

    /// A background entirely under an opaque bottom sublayer is not painted (a window under its
    /// content view); any gap, translucency or rounding of the sublayer keeps it painted.
    @Test func backgroundUnderAnOpaqueSublayerIsSkippedOnlyWhenFullyCovered() {
        manualClock(5000)
        func scene(_ setUp: (CALayer) -> Void) -> (CARenderer, CGImage?) {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            let root = box(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(1, 0, 0))
            let cover = box(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(0, 0, 1))
            root.addSublayer(cover)
            setUp(cover)
            CATransaction.commit()
            let r = makeRenderer(root, width: 40, height: 40)
            return (r, r.target.makeImage())
        }
        let (full, fullImage) = scene { _ in }
        #expect(full.coveredBackgrounds == 1)
        #expect(px(fullImage, 0, 0) == (0, 0, 255) && px(fullImage, 39, 39) == (0, 0, 255))

        let (inset, insetImage) = scene { $0.frame = CGRect(x: 1, y: 1, width: 38, height: 38) }
        #expect(inset.coveredBackgrounds == 0)
        #expect(px(insetImage, 0, 0) == (255, 0, 0) && px(insetImage, 20, 20) == (0, 0, 255))

        let (_, translucentImage) = scene { $0.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5) }
        #expect(px(translucentImage, 20, 20).0 > 100)   // red shows through
        let (_, fadedImage) = scene { $0.opacity = 0.5 }
        #expect(px(fadedImage, 20, 20).0 > 100)
        let (_, hiddenImage) = scene { $0.isHidden = true }
        #expect(px(hiddenImage, 20, 20) == (255, 0, 0))
        let (_, roundedImage) = scene { $0.cornerRadius = 10 }
        #expect(px(roundedImage, 0, 0) == (255, 0, 0))
        let (_, turnedImage) = scene { $0.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4)) }
        #expect(px(turnedImage, 0, 0) == (255, 0, 0))
    }

    @Test func opacityHiddenAndCornerRadiusPixels() {
        manualClock(5000)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let half = box(CGRect(x: 0, y: 0, width: 50, height: 50), rgb(0, 0, 0))
        half.opacity = 0.5
        let hidden = box(CGRect(x: 50, y: 0, width: 50, height: 50), rgb(1, 0, 0))
        hidden.isHidden = true
        let rounded = box(CGRect(x: 0, y: 50, width: 50, height: 50), rgb(0, 0, 1))
        rounded.cornerRadius = 20
        rounded.masksToBounds = true
        let inner = box(CGRect(x: 0, y: 0, width: 50, height: 50), rgb(0, 1, 0))
        rounded.addSublayer(inner)     // clipped by the rounded corner
        root.addSublayer(half); root.addSublayer(hidden); root.addSublayer(rounded)
        root.removeAllAnimations(); half.removeAllAnimations(); hidden.removeAllAnimations(); rounded.removeAllAnimations()
        let r = makeRenderer(root, width: 100, height: 100)
        let img = r.target.makeImage()
        let (g, _, _) = px(img, 25, 25)
        #expect(abs(g - 128) <= 1)
        #expect(px(img, 75, 25) == (255, 255, 255))
        #expect(px(img, 1, 51) == (255, 255, 255))      // outside the rounded corner
        #expect(px(img, 25, 75) == (0, 255, 0))         // inside
        #expect(px(img, 49, 99) != (0, 255, 0))
    }

    @Test func animationsDamagePresentationEachFrame() {
        manualClock(5000)
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 100), .white)
        let dot = box(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(1, 0, 0))
        root.addSublayer(dot)
        root.removeAllAnimations(); dot.removeAllAnimations()
        let r = makeRenderer(root, width: 200, height: 100)
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = CGFloat(5); a.toValue = CGFloat(105); a.duration = 1
        dot.add(a, forKey: "slide")
        #expect(CARenderer.isAnimating)
        frame(r)
        CAMediaClock.shared.advance(by: 0.5)
        frame(r)
        let img = r.target.makeImage()
        #expect(px(img, 55, 5) == (255, 0, 0))
        #expect(px(img, 5, 5) == (255, 255, 255))
        let u = r.damagedPixelRects.reduce(CGRect.null) { $0.union($1) }
        #expect(u.height <= 10 && u.width <= 70)
        CAMediaClock.shared.advance(by: 0.6)
        frame(r)
        frame(r)
        let end = r.target.makeImage()
        #expect(px(end, 5, 5) == (255, 0, 0))       // back at the model position
        #expect(px(end, 100, 5) == (255, 255, 255))
    }

    @Test func backingStoresAreNotRedrawnByCompositing() {
        manualClock(5000)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let d = DrawingLayer()
        d.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        d.contentsScale = 2
        d.setNeedsDisplay()
        root.addSublayer(d)
        root.removeAllAnimations(); d.removeAllAnimations()
        let r = makeRenderer(root, width: 200, height: 200, scale: 2)
        #expect(d._displayCount == 1)
        #expect(d._backingStoreSize == (60, 60))
        #expect(px(r.target.makeImage(), 50, 50) == (255, 0, 0))
        CATransaction.begin(); CATransaction.setDisableActions(true)
        d.position.x += 20
        CATransaction.commit()
        frame(r)
        #expect(d._displayCount == 1)
        #expect(r.layersDrawn == 0)
        #expect(px(r.target.makeImage(), 90, 50) == (255, 0, 0))
        d.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        d.setNeedsDisplay()
        frame(r)
        #expect(d._displayCount == 2 && r.layersDrawn == 1)
        #expect(px(r.target.makeImage(), 90, 50) == (0, 0, 255))
    }

    @Test func contentsGravityAndNinePart() {
        manualClock(5000)
        // A 4×4 image: red border, blue centre.
        let imgCtx = CGContext(_topLeftBitmapWidth: 4, height: 4)!
        imgCtx.setFillColor(rgb(1, 0, 0)); imgCtx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        imgCtx.setFillColor(rgb(0, 0, 1)); imgCtx.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        let image = imgCtx.makeImage()!
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.contents = image
        l.contentsGravity = .topLeft
        root.addSublayer(l)
        let n = CALayer()
        n.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        n.contents = image
        n.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        root.addSublayer(n)
        for x in [root, l, n] { x.removeAllAnimations() }
        let r = makeRenderer(root, width: 100, height: 100)
        let out = r.target.makeImage()
        #expect(px(out, 0, 0) == (255, 0, 0))
        #expect(px(out, 2, 2) == (0, 0, 255))
        #expect(px(out, 10, 10) == (255, 255, 255))    // natural size only
        #expect(px(out, 50, 70) == (255, 0, 0))        // one-pixel left edge kept
        #expect(px(out, 52, 70) == (0, 0, 255))        // stretched centre
        #expect(px(out, 89, 89) == (255, 0, 0))
        UIKitLog.clearRecentMessages()
        l.contents = "not an image"
        #expect(UIKitLog.didLog("only CGImage"))
    }

    @Test func writeSceneToPNG() throws {
        manualClock(5000)
        let root = box(CGRect(x: 0, y: 0, width: 240, height: 160), rgb(0.95, 0.95, 0.97))
        let card = box(CGRect(x: 20, y: 20, width: 120, height: 80), .white)
        card.cornerRadius = 12
        card.shadowOpacity = 0.4; card.shadowRadius = 6; card.shadowOffset = CGSize(width: 0, height: 3)
        card.borderWidth = 1; card.borderColor = rgb(0.7, 0.7, 0.7)
        let badge = box(CGRect(x: 100, y: -10, width: 30, height: 30), rgb(1, 0.2, 0.2))
        badge.cornerRadius = 15
        card.addSublayer(badge)
        let rotated = box(CGRect(x: 160, y: 40, width: 50, height: 50), rgb(0.2, 0.5, 1))
        rotated.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        rotated.opacity = 0.7
        let d = DrawingLayer(); d.frame = CGRect(x: 20, y: 115, width: 200, height: 30); d.color = rgb(0.3, 0.8, 0.3)
        d.setNeedsDisplay()
        root.addSublayer(card); root.addSublayer(rotated); root.addSublayer(d)
        let r = makeRenderer(root, width: 480, height: 320, scale: 2)
        let png = try #require(r.target.makeImage()?.pngData())
        try png.write(to: URL(fileURLWithPath: "/tmp/quartzcore-scene.png"))
        #expect(png.count > 100)
    }
}
