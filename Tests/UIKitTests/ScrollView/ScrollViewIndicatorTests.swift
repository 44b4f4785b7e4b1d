//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore
@testable import UIKitCore
import UIKitTesting

/// Drives a scroll view's indicators through the test host and reads them back as layers and pixels.
@MainActor @Suite struct ScrollViewIndicatorTests {
    /// The indicator layers (nil before they were first shown).
    func bars(_ s: UIScrollView) -> (v: CALayer, h: CALayer)? {
        s._indicators.map { ($0.vertical, $0.horizontal) }
    }

    /// The opacity on screen now (an animation's value while it runs).
    func shownOpacity(_ l: CALayer) -> Float {
        if l.isHidden { return 0 }
        return l.presentation()?.opacity ?? l.opacity
    }

    /// Drags the content up by about `distance` points in 10-pt steps and keeps the finger down.
    func dragUp(_ h: ScrollHarness, by distance: CGFloat, from y: CGFloat = 350) -> UIKitTestHost.Finger {
        let f = h.host.touchDown(at: CGPoint(x: 150, y: y))
        var moved: CGFloat = 0
        while moved < distance + 10 {
            moved += 10
            h.host.advance(by: 1.0 / 60)
            h.host.move(f, to: CGPoint(x: 150, y: y - moved))
        }
        h.host.advanceFrames(1)
        return f
    }

    /// How far the pixel at `p` is from white.
    func darkness(_ img: CGImage, _ p: CGPoint) -> Int {
        let px = ControlTestSupport.pixel(img, p)
        return (255 - px.r) + (255 - px.g) + (255 - px.b)
    }

    @Test func indicatorAppearsWhileDraggingAndFadesAfter() {
        let h = ScrollHarness(); defer { h.finish() }
        let subviewsBefore = h.scroll.subviews.count
        let spot = CGPoint(x: 295, y: 30)
        #expect(darkness(h.host.render(), spot) == 0)
        let f = dragUp(h, by: 100)
        guard let b = bars(h.scroll) else { Issue.record("no indicators while dragging"); return }
        #expect(shownOpacity(b.v) == 1)
        #expect(b.h.isHidden) // the content is as wide as the view
        // Drawn on top of the content, in the right margin, over the pixels it covers.
        let f0 = b.v.frame
        #expect(darkness(h.host.render(), CGPoint(x: f0.midX, y: f0.midY - h.scroll.contentOffset.y)) > 150)
        // Layers, not subviews: nothing an app counts or the driver finds changes.
        #expect(h.scroll.subviews.count == subviewsBefore)
        #expect(h.host.views(where: { $0 !== h.scroll && $0.isDescendant(of: h.scroll) }).isEmpty)
        #expect(h.scroll.hitTest(CGPoint(x: f0.midX, y: f0.midY), with: nil) === h.scroll)
        h.host.advance(by: 0.3)
        h.host.lift(f, at: CGPoint(x: 150, y: 240))
        // Shown for a moment after the finger lifts, then faded.
        h.host.advance(by: 0.3)
        #expect(shownOpacity(b.v) == 1)
        h.host.advance(by: 0.35) // fade under way
        let mid = shownOpacity(b.v)
        #expect(mid > 0 && mid < 1)
        h.host.advance(by: 0.3)
        #expect(shownOpacity(b.v) == 0)
        let f1 = b.v.frame
        #expect(darkness(h.host.render(), CGPoint(x: f1.midX, y: f1.midY - h.scroll.contentOffset.y)) == 0)
        // Nothing more to draw: no frame is requested once the fade ended.
        #expect(h.host.isIdle)
    }

    @Test func indicatorShowsDuringDecelerationAndFadesAfterItEnds() {
        let h = ScrollHarness(content: CGSize(width: 300, height: 20000)); defer { h.finish() }
        h.host.fling(from: CGPoint(x: 150, y: 350), velocity: CGPoint(x: 0, y: -1500))
        h.host.advance(by: 0.4)
        #expect(h.scroll.isDecelerating)
        #expect(shownOpacity(bars(h.scroll)!.v) == 1)
        h.settle()
        #expect(shownOpacity(bars(h.scroll)!.v) == 1)
        #expect(h.host.runUntilIdle(timeout: 2))
        #expect(shownOpacity(bars(h.scroll)!.v) == 0)
    }

    @Test func programmaticOffsetsDoNotShowTheIndicatorsButAnimatedOnesDo() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.contentOffset = CGPoint(x: 0, y: 300)
        h.host.advanceFrames(1)
        #expect(bars(h.scroll).map { shownOpacity($0.v) } ?? 0 == 0)
        h.scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        h.host.advanceFrames(3)
        #expect(shownOpacity(bars(h.scroll)!.v) == 1)
        #expect(h.host.runUntilIdle(timeout: 3))
        #expect(shownOpacity(bars(h.scroll)!.v) == 0)
    }

    @Test func lengthIsTheVisibleFractionAndPositionFollowsTheOffset() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.flashScrollIndicators()
        let v = bars(h.scroll)!.v
        // Track: 400 − 2·3 = 394 pt; 400 of 2000 visible: 78.8 pt, snapped to 79.
        #expect(v.frame == CGRect(x: 294, y: 3, width: 3, height: 79))
        h.scroll.contentOffset = CGPoint(x: 0, y: 800) // half way: (394 − 78.8) / 2 below the top
        #expect(abs(v.frame.minY - (800 + 3 + 157.6)) <= 0.5 && v.frame.height == 79)
        h.scroll.contentOffset = CGPoint(x: 0, y: 1600) // at the end
        #expect(abs(v.frame.maxY - (2000 - 3)) <= 0.5)
        // Past an edge it shrinks by the overshoot, down to a stub, sticking to that end.
        h.scroll.contentOffset = CGPoint(x: 0, y: -50)
        #expect(v.frame == CGRect(x: 294, y: -47, width: 3, height: 29))
        h.scroll.contentOffset = CGPoint(x: 0, y: -200)
        #expect(v.frame.height == 7 && v.frame.minY == -197)
        h.scroll.contentOffset = CGPoint(x: 0, y: 1700)
        #expect(v.frame.height == 7 && v.frame.maxY == 1700 + 400 - 3)
        // Long content keeps a usable bar.
        h.scroll.contentSize = CGSize(width: 300, height: 200_000)
        h.scroll.contentOffset = .zero
        #expect(v.frame.height == 36)
    }

    @Test func hiddenWhenTheContentFitsOrWhenTurnedOff() {
        let fits = ScrollHarness(content: CGSize(width: 300, height: 300)); defer { fits.finish() }
        fits.scroll.alwaysBounceVertical = true
        let f = dragUp(fits, by: 60)
        #expect(fits.scroll.isDragging)
        #expect(bars(fits.scroll).map { $0.v.isHidden && $0.h.isHidden } ?? true)
        fits.host.lift(f, at: CGPoint(x: 150, y: 280))

        let off = ScrollHarness(); defer { off.finish() }
        off.scroll.showsVerticalScrollIndicator = false
        let g = dragUp(off, by: 60)
        #expect(off.scroll.isDragging)
        #expect(bars(off.scroll).map { $0.v.isHidden } ?? true)
        // Turned back on while showing: it appears at once.
        off.scroll.showsVerticalScrollIndicator = true
        #expect(!bars(off.scroll)!.v.isHidden)
        off.host.lift(g, at: CGPoint(x: 150, y: 280))
    }

    @Test func bothAxesLeaveTheCornerFree() {
        let h = ScrollHarness(content: CGSize(width: 1200, height: 2000)); defer { h.finish() }
        h.scroll.flashScrollIndicators()
        let b = bars(h.scroll)!
        #expect(!b.v.isHidden && !b.h.isHidden)
        // Horizontal: y = 400 − 3 − 3; track 300 − 3 − 3 − (3 + 3) = 288, 300 of 1200 visible: 72.
        #expect(b.h.frame == CGRect(x: 3, y: 394, width: 72, height: 3))
        // Vertical: track 400 − 12 = 388 → ends above the horizontal bar.
        #expect(b.v.frame.maxY <= 391 && b.v.frame.minX == 294)
        #expect(!b.v.frame.intersects(b.h.frame))
    }

    @Test func flashShowsThemBrieflyThenNoFrames() {
        let h = ScrollHarness(); defer { h.finish() }
        h.host.advanceFrames(1)
        #expect(h.host.isIdle)
        h.scroll.flashScrollIndicators()
        let v = bars(h.scroll)!.v
        h.host.advance(by: 0.5)
        #expect(shownOpacity(v) == 1)
        #expect(darkness(h.host.render(), CGPoint(x: 295, y: 40)) > 150)
        h.host.advance(by: 0.6)
        #expect(shownOpacity(v) == 0)
        #expect(h.host.isIdle)
        #expect(darkness(h.host.render(), CGPoint(x: 295, y: 40)) == 0)
    }

    @Test func insetsMoveTheBars() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 10)
        h.scroll.flashScrollIndicators()
        let v = bars(h.scroll)!.v
        // Track: 400 − 50 − 20 − 6 = 324; 400/2000 of it is 64.8.
        #expect(v.frame == CGRect(x: 284, y: 53, width: 3, height: 65))
        h.scroll.scrollIndicatorInsets = .zero
        #expect(v.frame == CGRect(x: 294, y: 3, width: 3, height: 79))
        // The automatic part of the adjusted inset (here a refreshing control's height) counts
        // unless turned off.
        let rc = UIRefreshControl()
        h.scroll.refreshControl = rc
        rc.beginRefreshing()
        #expect(h.scroll.adjustedContentInset.top == 60)
        h.scroll.contentOffset = CGPoint(x: 0, y: -60) // resting at the top, under the control
        #expect(v.frame.minY - h.scroll.contentOffset.y == 63)
        h.scroll.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(v.frame.minY - h.scroll.contentOffset.y == 3)
    }

    @Test func stylesColourTheBars() {
        func barPixel(_ style: UIScrollView.IndicatorStyle, on background: UIColor) -> (r: Int, g: Int, b: Int, a: Int) {
            let h = ScrollHarness(); defer { h.finish() }
            h.scroll.backgroundColor = background
            h.scroll.indicatorStyle = style
            h.scroll.flashScrollIndicators()
            return ControlTestSupport.pixel(h.host.render(), CGPoint(x: 295, y: 40))
        }
        let whiteOnBlack = barPixel(.white, on: .black), blackOnWhite = barPixel(.black, on: .white)
        #expect(whiteOnBlack.r > 100 && whiteOnBlack.r == whiteOnBlack.b)
        #expect(blackOnWhite.r < 150)
        // The default is seen on both: darker than white, and its light edge brighter than black.
        #expect(barPixel(.default, on: .white).r < 200)
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.backgroundColor = .black
        h.scroll.flashScrollIndicators()
        let img = h.host.render()
        let edge = max(ControlTestSupport.pixel(img, CGPoint(x: 294, y: 40)).r, ControlTestSupport.pixel(img, CGPoint(x: 296, y: 40)).r)
        #expect(edge > 40)
        // Changing the style while shown recolours at once.
        h.scroll.indicatorStyle = .white
        #expect(h.scroll._indicators!.vertical.backgroundColor == UIScrollView._indicatorWhite)
    }

    @Test func addedSubviewsStayBelowTheBars() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.flashScrollIndicators()
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 2000))
        cover.backgroundColor = .white
        h.scroll.addSubview(cover)
        h.host.advanceFrames(1)
        #expect(h.scroll.layer.sublayers?.last === bars(h.scroll)!.v)
        #expect(h.scroll.subviews == [cover])
        #expect(darkness(h.host.render(), CGPoint(x: 295, y: 40)) > 150)
    }

    @Test func scrollingWithTheBarsKeepsThePixelMovingPathAndLeavesNoStalePixels() {
        let h = ScrollHarness(content: CGSize(width: 300, height: 4000)); defer { h.finish() }
        for i in 0..<40 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 300, height: 50))
            row.backgroundColor = i % 2 == 0 ? .blue : .orange
            h.scroll.addSubview(row)
        }
        h.host.headless.mirrorsPresents = true
        h.host.advanceFrames(1)
        guard let renderer = h.host.window.layer._hostRenderer else { Issue.record("no renderer"); return }
        // What was presented frame by frame equals a full repaint: no stale bar pixels.
        func expectNoStalePixels(_ when: String) {
            let presented = h.host.headless.presentedImage()!
            renderer.setNeedsFullRepaint()
            h.host.headless.runFrame()
            let (cmp, _) = SnapshotComparison.compare(presented, h.host.render(), tolerance: .exact)
            #expect(cmp.differingPixels == 0, "\(when)")
        }
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 380))
        var blits = 0
        for i in 1...30 {
            h.host.move(f, to: CGPoint(x: 150, y: 380 - CGFloat(i) * 7))
            h.host.advanceFrames(1)
            if renderer.lastFrameUsedScrollBlit { blits += 1 }
            if i % 10 == 0 { expectNoStalePixels("drag \(i)") }
        }
        #expect(blits >= 25)
        #expect(shownOpacity(bars(h.scroll)!.v) == 1)
        h.host.lift(f, at: CGPoint(x: 150, y: 170))
        #expect(h.scroll.isDecelerating)
        for i in 1...90 {
            h.host.advanceFrames(1)
            if i % 15 == 0 { expectNoStalePixels("after \(i)") }
        }
    }
}

@MainActor @Suite struct ScrollViewIndicatorInputTests {
    @Test func wheelAndZoomShowTheIndicatorsAndTheyFadeAfter() {
        let h = ScrollHarness(); defer { h.finish() }
        h.host.scrollWheel(at: CGPoint(x: 150, y: 200), delta: CGPoint(x: 0, y: 40))
        h.host.advance(by: 0.05)
        #expect(h.scroll._indicators?.isShowing == true)
        h.host.advance(by: 2)
        #expect(h.scroll._indicators?.isShowing != true)
        h.scroll.setZoomScale(1, animated: true)   // not zoomable: nothing moves, nothing shows
        h.host.advance(by: 0.1)
        #expect(h.scroll._indicators?.isShowing != true)
    }
}
