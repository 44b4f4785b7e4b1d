//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Gives the zoom view and records the zoom messages in order.
@MainActor final class ZoomLog: UIScrollViewDelegate {
    var zoomView: UIView?
    var events: [String] = []
    var zooms = 0
    var endScale: CGFloat?
    var endView: UIView?
    var allowTop = true
    func viewForZooming(in s: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { events.append("willBeginZooming") }
    func scrollViewDidZoom(_ s: UIScrollView) { zooms += 1; if events.last != "didZoom" { events.append("didZoom") } }
    func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming")
        endScale = scale
        endView = view
    }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { events.append("didEndDragging(\(d))") }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { events.append("shouldScrollToTop"); return allowTop }
    func scrollViewDidScrollToTop(_ s: UIScrollView) { events.append("didScrollToTop") }
}

/// A 300×400 window whose root is a scroll view of the same size holding a 300×400 zoom view,
/// zoomable from 0.5 to 4.
@MainActor struct ZoomHarness {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let log = ZoomLog()
    let host: UIKitTestHost
    init(min: CGFloat = 0.5, max: CGFloat = 4) {
        scroll.backgroundColor = .white
        image.backgroundColor = .blue
        scroll.addSubview(image)
        scroll.contentSize = image.frame.size
        log.zoomView = image
        scroll.delegate = log
        scroll.minimumZoomScale = min
        scroll.maximumZoomScale = max
        root.addSubview(scroll)
        host = UIKitTestHost(view: root, size: CGSize(width: 300, height: 400))
    }
    func finish() { host.invalidate() }
    /// The zoom-view point shown at `p` (window coordinates).
    func imagePoint(at p: CGPoint) -> CGPoint { image.convert(p, from: host.window) }
    /// The part of the zoom view the scroll view shows.
    var visibleImageRect: CGRect { image.convert(scroll.bounds, from: scroll) }
}

func close(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-6) -> Bool { abs(a - b) <= tol }
func close(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-6) -> Bool { close(a.x, b.x, tol) && close(a.y, b.y, tol) }
func close(_ a: CGSize, _ b: CGSize, _ tol: CGFloat = 1e-6) -> Bool { close(a.width, b.width, tol) && close(a.height, b.height, tol) }

@MainActor @Suite struct ScrollViewZoomTests {
    @Test func pinchRecognizerExistsOnlyWhenZoomingIsPossible() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = ZoomLog()
        #expect(s.pinchGestureRecognizer == nil)
        s.maximumZoomScale = 3
        #expect(s.pinchGestureRecognizer == nil)          // no delegate
        s.delegate = log
        #expect(s.pinchGestureRecognizer == nil)          // the delegate gives no view
        log.zoomView = UIView()
        let p = s.pinchGestureRecognizer
        #expect(p != nil && p?.view === s && p?.delegate === s)
        #expect(s.gestureRecognizers?.contains { $0 === p } == true)
        #expect(s.pinchGestureRecognizer === p)           // made once
        s.maximumZoomScale = 1
        #expect(s.pinchGestureRecognizer == nil)          // the limits are equal
        s.maximumZoomScale = 2
        #expect(s.pinchGestureRecognizer === p)
    }

    @Test func pinchZoomsInAboutTheFingers() {
        let h = ZoomHarness(); defer { h.finish() }
        let center = CGPoint(x: 60, y: 80)
        let under = h.imagePoint(at: center)
        h.host.pinch(center: center, fromDistance: 100, toDistance: 200)
        #expect(close(h.scroll.zoomScale, 2))
        #expect(h.image.transform == CGAffineTransform(scaleX: h.scroll.zoomScale, y: h.scroll.zoomScale))
        #expect(close(h.image.frame, CGRect(x: 0, y: 0, width: 600, height: 800)))
        #expect(close(h.scroll.contentSize, CGSize(width: 600, height: 800)))
        // The content point under the fingers stayed under them.
        #expect(close(h.imagePoint(at: center), under, 1e-6))
        #expect(close(h.scroll.contentOffset, CGPoint(x: 60, y: 80)))
        #expect(h.log.events == ["willBeginZooming", "didZoom", "didEndZooming"])
        #expect(h.log.zooms > 3 && close(h.log.endScale ?? 0, 2) && h.log.endView === h.image)
        #expect(!h.scroll.isZooming && !h.scroll.isZoomBouncing)
    }

    @Test func pinchZoomsOutAndTheCentroidPointFollowsMovingFingers() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.setZoomScale(4, animated: false)
        h.scroll.contentOffset = CGPoint(x: 300, y: 400)
        let a = CGPoint(x: 100, y: 200), b = CGPoint(x: 200, y: 200)
        let under = h.imagePoint(at: CGPoint(x: 150, y: 200))
        let f = h.host.touchDown(at: [a, b])
        // Fingers close to half their distance: first about a fixed centroid (the pinch begins),
        // then while their centroid moves 20 pt right.
        for i in 1...10 {
            h.host.advance(by: 1.0 / 60)
            let t = CGFloat(i) / 10, shift = 20 * max(0, CGFloat(i - 5)) / 5
            h.host.move([(f[0], CGPoint(x: 100 + 25 * t + shift, y: 200)), (f[1], CGPoint(x: 200 - 25 * t + shift, y: 200))])
        }
        #expect(h.scroll.isZooming)
        #expect(close(h.scroll.zoomScale, 2))
        #expect(close(h.imagePoint(at: CGPoint(x: 170, y: 200)), under, 1e-6))
        h.host.lift([(f[0], CGPoint(x: 145, y: 200)), (f[1], CGPoint(x: 195, y: 200))])
        #expect(!h.scroll.isZooming)
        #expect(close(h.scroll.zoomScale, 2))
    }

    @Test func pinchPastTheMaximumRubberBandsAndSpringsBack() {
        let h = ZoomHarness(min: 1, max: 2); defer { h.finish() }
        let f = h.host.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200)])
        for i in 1...20 {
            h.host.advance(by: 1.0 / 60)
            let d = 100 + 180 * CGFloat(i) / 20   // to 2.8× the distance
            h.host.move([(f[0], CGPoint(x: 150 - d / 2, y: 200)), (f[1], CGPoint(x: 150 + d / 2, y: 200))])
        }
        // Past the limit with resistance: more than 2, much less than 4, at most 2× beyond it.
        let over = h.scroll.zoomScale
        #expect(over > 2.1 && over < 2.5)
        #expect(h.scroll.isZooming && h.scroll.isZoomBouncing)
        h.host.lift([(f[0], CGPoint(x: 10, y: 200)), (f[1], CGPoint(x: 290, y: 200))])
        #expect(!h.scroll.isZooming && h.scroll.isZoomBouncing)
        #expect(h.log.events == ["willBeginZooming", "didZoom"])
        h.host.advance(by: 0.1)
        #expect(h.scroll.zoomScale < over && h.scroll.zoomScale > 2)
        h.host.advance(by: 0.5)
        #expect(h.scroll.zoomScale == 2 && !h.scroll.isZoomBouncing)
        #expect(h.log.events == ["willBeginZooming", "didZoom", "didEndZooming"] && h.log.endScale == 2)
        // It sprang back about the fingers' last centroid, within the content's range.
        #expect(h.scroll.contentOffset == CGPoint(x: 150, y: 200))
    }

    @Test func pinchBelowTheMinimumBouncesBackAndTheOffsetReturnsInRange() {
        let h = ZoomHarness(); defer { h.finish() }
        h.host.pinch(center: CGPoint(x: 150, y: 200), fromDistance: 200, toDistance: 50)
        #expect(h.scroll.zoomScale > 0.25 && h.scroll.zoomScale < 0.5 && h.scroll.isZoomBouncing)
        h.host.advance(by: 0.6)
        #expect(h.scroll.zoomScale == 0.5 && !h.scroll.isZoomBouncing)
        #expect(h.scroll.contentSize == CGSize(width: 150, height: 200))
        // The content is smaller than the view: it rests at the top left.
        #expect(h.scroll.contentOffset == .zero)
        #expect(h.image.frame.origin == .zero)
        #expect(h.log.events.last == "didEndZooming" && h.log.endScale == 0.5)
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        let h = ZoomHarness(min: 1, max: 2); defer { h.finish() }
        h.scroll.bouncesZoom = false
        #expect(!h.scroll.bouncesZoom)
        h.host.pinch(center: CGPoint(x: 150, y: 200), fromDistance: 100, toDistance: 280)
        #expect(h.scroll.zoomScale == 2 && !h.scroll.isZoomBouncing)
        #expect(h.log.events == ["willBeginZooming", "didZoom", "didEndZooming"])
    }

    @Test func trackpadPinchZoomsAboutThePointer() {
        let h = ZoomHarness(); defer { h.finish() }
        let p = CGPoint(x: 200, y: 100)
        let under = h.imagePoint(at: p)
        h.host.trackpadTransform(at: p, scale: 3)
        #expect(close(h.scroll.zoomScale, 3))
        #expect(close(h.imagePoint(at: p), under, 1e-6))
        #expect(h.log.events == ["willBeginZooming", "didZoom", "didEndZooming"])
    }

    @Test func noZoomViewMeansNoPinchZoom() {
        let h = ZoomHarness(); defer { h.finish() }
        h.log.zoomView = nil
        h.host.pinch(center: CGPoint(x: 150, y: 200), fromDistance: 100, toDistance: 200)
        h.host.trackpadTransform(at: CGPoint(x: 150, y: 200), scale: 2)
        #expect(h.scroll.zoomScale == 1 && h.log.events.isEmpty && h.image.transform == .identity)
        // Once the delegate gives a view, the same recognizer zooms (it was not left stuck).
        h.log.zoomView = h.image
        h.host.pinch(center: CGPoint(x: 150, y: 200), fromDistance: 100, toDistance: 150)
        #expect(close(h.scroll.zoomScale, 1.5))
    }

    @Test func anAnimationStopsWhenTheScrollViewLeavesItsWindow() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.setZoomScale(3, animated: true)
        h.host.advance(by: 0.1)
        let s = h.scroll.zoomScale
        h.scroll.removeFromSuperview()
        h.host.advance(by: 0.1)
        h.root.addSubview(h.scroll)
        h.host.advance(by: 0.5)
        // Interrupted where it was; the zoom still ends (apps pair will-begin with did-end).
        #expect(h.scroll.zoomScale == s && s > 1 && s < 3)
        #expect(h.log.events == ["willBeginZooming", "didZoom", "didEndZooming"] && h.log.endScale == s)
    }

    @Test func setZoomScaleClampsAndZoomsAboutTheMiddle() {
        let h = ZoomHarness(); defer { h.finish() }
        let middle = h.imagePoint(at: CGPoint(x: 150, y: 200))
        h.scroll.setZoomScale(2, animated: false)
        #expect(h.scroll.zoomScale == 2 && h.scroll.contentSize == CGSize(width: 600, height: 800))
        #expect(close(h.imagePoint(at: CGPoint(x: 150, y: 200)), middle))
        #expect(h.log.events == ["didZoom"])      // no will-begin/did-end without animation
        h.scroll.zoomScale = 10
        #expect(h.scroll.zoomScale == 4)
        h.scroll.setZoomScale(0.1, animated: false)
        #expect(h.scroll.zoomScale == 0.5 && h.scroll.contentOffset == .zero)
    }

    @Test func setZoomScaleAnimatedEndsWithDidEndZooming() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.setZoomScale(3, animated: true)
        #expect(h.scroll.zoomScale == 1 && h.log.events == ["willBeginZooming"])
        h.host.advance(by: 0.15)
        let mid = h.scroll.zoomScale
        #expect(mid > 1 && mid < 3)
        h.host.advance(by: 0.3)
        #expect(h.scroll.zoomScale == 3)
        #expect(h.log.events == ["willBeginZooming", "didZoom", "didEndZooming"] && h.log.endScale == 3)
        #expect(close(h.visibleImageRect, CGRect(x: 100, y: 133.33333333, width: 100, height: 133.33333333), 1e-5))
    }

    @Test func theZoomedContentDrawsScaled() {
        let h = ZoomHarness(); defer { h.finish() }
        let mark = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        mark.backgroundColor = .red
        h.image.addSubview(mark)
        h.host.pinch(center: CGPoint(x: 60, y: 80), fromDistance: 100, toDistance: 200)
        // The 10-pt mark at (100, 100) of the zoom view: 20 pt at 2·100 − offset (60, 80).
        let img = h.host.render()
        typealias S = ControlTestSupport   // pixel checks within 6 per channel
        #expect(S.pixel(img, CGPoint(x: 141, y: 121), is: 0xFF0000))
        #expect(S.pixel(img, CGPoint(x: 159, y: 139), is: 0xFF0000))
        #expect(S.pixel(img, CGPoint(x: 138, y: 130), is: 0x0000FF))
        #expect(S.pixel(img, CGPoint(x: 162, y: 130), is: 0x0000FF))
        #expect(S.pixel(img, CGPoint(x: 150, y: 142), is: 0x0000FF))
    }

    @Test func setZoomScaleToTheSameScaleLeavesTheOffset() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.contentOffset = CGPoint(x: 0, y: 5000)
        h.scroll.setZoomScale(1, animated: true)
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 5000) && h.log.events.isEmpty)
    }

    @Test func zoomToRectFillsTheViewAsFarAsTheLimitsAllow() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.zoom(to: CGRect(x: 100, y: 100, width: 75, height: 100), animated: false)
        #expect(h.scroll.zoomScale == 4)
        #expect(close(h.visibleImageRect, CGRect(x: 100, y: 100, width: 75, height: 100)))
        // Smaller than the maximum allows: the scale stops at 4, centred on the rect.
        h.scroll.zoom(to: CGRect(x: 140, y: 190, width: 20, height: 20), animated: false)
        #expect(h.scroll.zoomScale == 4)
        #expect(close(h.visibleImageRect, CGRect(x: 112.5, y: 150, width: 75, height: 100)))
        // Near an edge: centred as far as the content's range allows.
        h.scroll.zoom(to: CGRect(x: 0, y: 0, width: 150, height: 200), animated: true)
        h.host.advance(by: 0.5)
        #expect(h.scroll.zoomScale == 2 && h.scroll.contentOffset == .zero)
        #expect(h.log.events.suffix(3) == ["willBeginZooming", "didZoom", "didEndZooming"])
    }

    @Test func badScalesAreRefusedWithAWarning() {
        let h = ZoomHarness(); defer { h.finish() }
        for bad in [CGFloat.nan, .infinity, -2, 0] {
            UIKitLog.clearRecentMessages()
            h.scroll.zoomScale = bad
            h.scroll.minimumZoomScale = bad
            h.scroll.maximumZoomScale = bad
            h.scroll.setZoomScale(bad, animated: true)
            #expect(UIKitLog.didLog("UIScrollView.zoomScale: \(bad)"))
            #expect(UIKitLog.didLog("UIScrollView.minimumZoomScale: \(bad)"))
            #expect(UIKitLog.didLog("UIScrollView.maximumZoomScale: \(bad)"))
        }
        #expect(h.scroll.zoomScale == 1 && h.scroll.minimumZoomScale == 0.5 && h.scroll.maximumZoomScale == 4)
        UIKitLog.clearRecentMessages()
        h.scroll.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: false)
        #expect(UIKitLog.didLog("zoom(to:animated:): non-finite"))
        #expect(h.scroll.zoomScale == 1 && h.log.events.isEmpty)
    }

    @Test func minimumAboveMaximumHoldsTheMinimumAndDisablesThePinch() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.minimumZoomScale = 5
        #expect(h.scroll.minimumZoomScale == 5 && h.scroll.maximumZoomScale == 4)
        #expect(h.scroll.pinchGestureRecognizer == nil)
        UIKitLog.clearRecentMessages()
        h.scroll.setZoomScale(2, animated: false)
        #expect(UIKitLog.didLog("minimumZoomScale 5.0 > maximumZoomScale 4.0"))
        #expect(h.scroll.zoomScale == 5)
        h.host.pinch(center: CGPoint(x: 150, y: 200), fromDistance: 200, toDistance: 100)
        #expect(h.scroll.zoomScale == 5)
    }

    @Test func ctrlWheelZoomStepsFormOneZoom() {
        let h = ZoomHarness(); defer { h.finish() }
        let p = CGPoint(x: 100, y: 100)
        let under = h.imagePoint(at: p)
        h.scroll._zoomByWheel(factor: 1.5, at: h.scroll.convert(p, from: h.host.window))
        h.host.advance(by: 1.0 / 60)
        h.scroll._zoomByWheel(factor: 2, at: h.scroll.convert(p, from: h.host.window))
        #expect(close(h.scroll.zoomScale, 3))
        #expect(close(h.imagePoint(at: p), under))
        #expect(h.log.events == ["willBeginZooming", "didZoom"])
        h.host.advance(by: 0.3)
        #expect(h.log.events == ["willBeginZooming", "didZoom", "didEndZooming"] && h.log.endScale == 3)
        // Clamped at the limit, the offset kept in range.
        h.scroll._zoomByWheel(factor: 100, at: .zero)
        #expect(h.scroll.zoomScale == 4 && h.scroll.contentOffset.x >= 0 && h.scroll.contentOffset.y >= 0)
        UIKitLog.clearRecentMessages()
        h.scroll._zoomByWheel(factor: .nan, at: .zero)
        #expect(UIKitLog.didLog("wheel zoom by nan"))
    }

    @Test func ctrlWheelThroughTheHostZoomsAboutThePointer() {
        let h = ZoomHarness(); defer { h.finish() }
        let p = CGPoint(x: 100, y: 100)
        let under = h.imagePoint(at: p)
        h.host.scrollWheel(at: p, delta: CGPoint(x: 0, y: -40), modifiers: .control)   // wheel up: in
        #expect(close(h.scroll.zoomScale, 1.1))
        #expect(close(h.imagePoint(at: p), under))
        h.host.advance(by: 0.3)
        h.host.scrollWheel(at: p, delta: CGPoint(x: 0, y: 40), modifiers: .control)    // down: out
        #expect(close(h.scroll.zoomScale, 1))
    }

    /// How an app zooms on a double tap: its own two-tap recognizer calling `zoom(to:animated:)`.
    @Test func doubleTapToZoomIsTheApps() {
        let h = ZoomHarness(); defer { h.finish() }
        let scroll = h.scroll
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { g in
            if scroll.zoomScale > scroll.minimumZoomScale + 0.01 && scroll.zoomScale != 1 {
                scroll.setZoomScale(1, animated: true)
            } else {
                let p = g.location(in: h.image)
                let size = CGSize(width: scroll.bounds.width / 3, height: scroll.bounds.height / 3)
                scroll.zoom(to: CGRect(x: p.x - size.width / 2, y: p.y - size.height / 2,
                                       width: size.width, height: size.height), animated: true)
            }
        }
        scroll.addGestureRecognizer(doubleTap)
        let p = CGPoint(x: 150, y: 200)
        h.host.doubleTap(at: p)
        h.host.advance(by: 0.5)
        #expect(close(scroll.zoomScale, 3))
        #expect(close(h.visibleImageRect, CGRect(x: 100, y: 133.33333333, width: 100, height: 133.33333333), 1e-5))
        h.host.doubleTap(at: p)
        h.host.advance(by: 0.5)
        #expect(scroll.zoomScale == 1)
        #expect(h.log.events.filter { $0 == "didEndZooming" }.count == 2)
    }

    @Test func aPinchTakesOverFromADragThatBeganFirst() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.setZoomScale(2, animated: false)
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 200))
        for i in 1...6 { h.host.advance(by: 1.0 / 60); h.host.move(f, to: CGPoint(x: 150, y: 200 - CGFloat(i) * 5)) }
        #expect(h.scroll.isDragging)
        let g = h.host.touchDown(at: CGPoint(x: 150, y: 270))
        for i in 1...10 {
            h.host.advance(by: 1.0 / 60)
            h.host.move(g, to: CGPoint(x: 150, y: 270 + CGFloat(i) * 10))
        }
        #expect(h.scroll.isZooming && !h.scroll.isDragging)
        #expect(h.scroll.zoomScale > 2.5)
        h.host.lift([(f, CGPoint(x: 150, y: 170)), (g, CGPoint(x: 150, y: 370))])
        h.host.advance(by: 0.6)
        #expect(!h.scroll.isZooming && !h.scroll.isDragging)
        #expect(h.log.events == ["didZoom", "willBeginDragging", "didEndDragging(false)", "willBeginZooming", "didZoom", "didEndZooming"])
    }
}

func close(_ a: CGRect, _ b: CGRect, _ tol: CGFloat = 1e-6) -> Bool { close(a.origin, b.origin, tol) && close(a.size, b.size, tol) }
