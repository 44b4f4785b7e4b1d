//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Records the delegate messages of a scroll view in order.
@MainActor final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var scrolls = 0
    var rewrite: ((CGPoint) -> CGPoint)?
    var lastVelocity: CGPoint = .zero
    var lastTarget: CGPoint = .zero
    func scrollViewDidScroll(_ s: UIScrollView) { scrolls += 1; if events.last != "scroll" { events.append("scroll") } }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        lastVelocity = v
        lastTarget = t.pointee
        draggingAtWillEnd = s.isDragging
        if let r = rewrite { t.pointee = r(t.pointee) }
        events.append("willEndDragging")
    }
    var stateAtEndDragging: (tracking: Bool, dragging: Bool, decelerating: Bool)?
    var draggingAtWillEnd: Bool?
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) {
        stateAtEndDragging = (s.isTracking, s.isDragging, s.isDecelerating)
        events.append("didEndDragging(\(d))")
    }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { events.append("didEndScrollingAnimation") }
}

/// A 300×400 window whose root is a scroll view of the same size over 300×2000 content.
@MainActor struct ScrollHarness {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let log = ScrollLog()
    let host: UIKitTestHost
    init(content: CGSize = CGSize(width: 300, height: 2000)) {
        root.backgroundColor = .white
        scroll.backgroundColor = .white
        scroll.contentSize = content
        scroll.delegate = log
        root.addSubview(scroll)
        host = UIKitTestHost(view: root, size: CGSize(width: 300, height: 400))
    }
    func finish() { host.invalidate() }
    /// Runs frames until the content rests (at most `seconds`).
    func settle(_ seconds: TimeInterval = 5) {
        var t = 0.0
        while (scroll.isDecelerating || scroll._motion != nil) && t < seconds { host.advance(by: 1.0 / 60); t += 1.0 / 60 }
    }
}

@MainActor @Suite struct ScrollViewDragTests {
    @Test func defaultsMatchIOS() {
        let s = UIScrollView()
        #expect(s.contentOffset == .zero && s.contentSize == .zero && s.contentInset == .zero)
        #expect(s.bounces && !s.alwaysBounceVertical && !s.alwaysBounceHorizontal)
        #expect(!s.isPagingEnabled && s.isScrollEnabled && !s.isDirectionalLockEnabled && s.scrollsToTop)
        #expect(s.delaysContentTouches && s.canCancelContentTouches)
        #expect(s.showsVerticalScrollIndicator && s.showsHorizontalScrollIndicator && s.indicatorStyle == .default)
        #expect(s.decelerationRate == .normal && s.decelerationRate.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(s.keyboardDismissMode == .none && s.contentInsetAdjustmentBehavior == .automatic)
        #expect(s.minimumZoomScale == 1 && s.maximumZoomScale == 1 && s.zoomScale == 1 && s.bouncesZoom)
        #expect(s.clipsToBounds)
        #expect(s.panGestureRecognizer.delegate === s)
        #expect(s.pinchGestureRecognizer == nil)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3 && UIScrollView.IndicatorStyle.white.rawValue == 2)
        #expect(UIScrollView.KeyboardDismissMode.interactive.rawValue == 2)
    }

    @Test func contentOffsetIsBoundsOriginAndNotClampedInCode() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.contentOffset = CGPoint(x: 0, y: 5000)
        #expect(h.scroll.bounds.origin == CGPoint(x: 0, y: 5000))
        h.scroll.bounds.origin = CGPoint(x: 0, y: -30)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: -30))
        #expect(h.log.scrolls == 2)
        h.scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: -30))
    }

    @Test func slowDragFollowsTheFingerWithoutDecelerating() {
        let h = ScrollHarness(); defer { h.finish() }
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(h.scroll.isTracking && !h.scroll.isDragging)
        for i in 1...20 { h.host.advance(by: 1.0 / 60); h.host.move(f, to: CGPoint(x: 150, y: 300 - CGFloat(i) * 10)) }
        #expect(h.scroll.isDragging)
        let during = h.scroll.contentOffset.y
        // The content follows the finger from where the drag began (no jump by the slop).
        #expect(during >= 185 && during <= 200)
        h.host.advance(by: 0.5) // rest: no velocity left
        h.host.lift(f, at: CGPoint(x: 150, y: 100))
        #expect(h.log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(false)"])
        #expect(h.log.lastVelocity == .zero)
        // iOS: in didEndDragging the finger is still tracking but no longer dragging.
        #expect(h.log.stateAtEndDragging! == (true, false, false))
        #expect(h.log.draggingAtWillEnd == true)
        #expect(!h.scroll.isTracking && !h.scroll.isDragging && !h.scroll.isDecelerating)
        #expect(h.scroll.contentOffset.y == during)
    }

    @Test func flingDeceleratesWithTheDelegateOrderAndRestsOnTheTarget() {
        let h = ScrollHarness(content: CGSize(width: 300, height: 20000)); defer { h.finish() }
        h.host.fling(from: CGPoint(x: 150, y: 350), velocity: CGPoint(x: 0, y: -1000))
        #expect(h.scroll.isDecelerating)
        // 1000 pt/s upward finger: the content moves down at 1 pt/ms.
        #expect(abs(h.log.lastVelocity.y - 1.0) < 0.05 && h.log.lastVelocity.x == 0)
        let target = h.log.lastTarget
        h.settle()
        #expect(h.log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)",
                                 "willBeginDecelerating", "scroll", "didEndDecelerating"])
        #expect(h.scroll.contentOffset == target)
        // Projected glide: v · rate / (1 − rate) ≈ 0.5 s of the velocity beyond the release.
        #expect(target.y > 500 && target.y < 600)
    }

    @Test func delegateRewritesTheTarget() {
        let h = ScrollHarness(content: CGSize(width: 300, height: 20000)); defer { h.finish() }
        h.log.rewrite = { _ in CGPoint(x: 0, y: 1000) }
        h.host.fling(from: CGPoint(x: 150, y: 350), velocity: CGPoint(x: 0, y: -1000))
        h.settle()
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 1000))
    }

    @Test func dragPastTheTopRubberBandsAndBouncesBack() {
        let h = ScrollHarness(); defer { h.finish() }
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 50))
        for i in 1...20 { h.host.advance(by: 1.0 / 60); h.host.move(f, to: CGPoint(x: 150, y: 50 + CGFloat(i) * 10)) }
        // Finger moved 200 pt (less the 10-pt slop): the content moves less (rubber band).
        let y = h.scroll.contentOffset.y
        #expect(y < -50 && y > -150)
        h.host.advance(by: 0.3)
        h.host.lift(f, at: CGPoint(x: 150, y: 250))
        #expect(h.scroll.isDecelerating)
        h.settle()
        #expect(h.scroll.contentOffset == .zero)
        #expect(h.log.events.suffix(3) == ["willBeginDecelerating", "scroll", "didEndDecelerating"])
        #expect(h.log.events.contains("didEndDragging(true)"))
    }

    @Test func withoutBouncesTheDragClamps() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.bounces = false
        h.host.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 150, y: 300))
        #expect(h.scroll.contentOffset == .zero)
    }

    @Test func flingPastTheEndBouncesAndRestsAtTheEdge() {
        let h = ScrollHarness(content: CGSize(width: 300, height: 800)); defer { h.finish() }
        h.host.fling(from: CGPoint(x: 150, y: 350), velocity: CGPoint(x: 0, y: -3000))
        #expect(h.log.lastTarget == CGPoint(x: 0, y: 400))
        var beyond = false
        for _ in 0..<300 where h.scroll.isDecelerating {
            h.host.advance(by: 1.0 / 60)
            if h.scroll.contentOffset.y > 400 { beyond = true }
        }
        #expect(beyond)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 400))
    }

    @Test func pagingRestsOnPagesAndAFlickMovesOnePage() {
        let h = ScrollHarness(content: CGSize(width: 3000, height: 400)); defer { h.finish() }
        h.scroll.isPagingEnabled = true
        // A slow drag past half a page moves one page.
        let f = h.host.touchDown(at: CGPoint(x: 280, y: 200))
        for i in 1...20 { h.host.advance(by: 1.0 / 60); h.host.move(f, to: CGPoint(x: 280 - CGFloat(i) * 9, y: 200)) }
        h.host.advance(by: 0.5)
        h.host.lift(f, at: CGPoint(x: 100, y: 200))
        h.settle()
        #expect(h.scroll.contentOffset == CGPoint(x: 300, y: 0))
        // A fast flick moves at most one page.
        h.host.fling(from: CGPoint(x: 250, y: 200), velocity: CGPoint(x: -5000, y: 0))
        h.settle()
        #expect(h.scroll.contentOffset == CGPoint(x: 600, y: 0))
    }

    @Test func setContentOffsetAnimatedEndsWithScrollingAnimation() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(h.scroll.contentOffset == .zero)
        h.host.advance(by: 0.15)
        let mid = h.scroll.contentOffset.y
        #expect(mid > 100 && mid < 200) // constant velocity: half way at half time
        h.host.advance(by: 0.3)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 300))
        #expect(h.log.events == ["scroll", "didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleScrollsJustEnough() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(h.scroll.contentOffset == .zero)
        h.scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 600))
        h.scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 20), animated: false)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 500))
    }

    @Test func touchDuringDecelerationStopsItAndIsNotATap() {
        let h = ScrollHarness(content: CGSize(width: 300, height: 20000)); defer { h.finish() }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 20000)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        h.scroll.addSubview(button)
        h.host.fling(from: CGPoint(x: 150, y: 350), velocity: CGPoint(x: 0, y: -2000))
        h.host.advance(by: 0.1)
        #expect(h.scroll.isDecelerating)
        h.host.tap(at: CGPoint(x: 150, y: 200))
        #expect(!h.scroll.isDecelerating)
        let stopped = h.scroll.contentOffset
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset == stopped)
        #expect(taps == 0)
        // The next tap is a tap.
        h.host.tap(at: CGPoint(x: 150, y: 200))
        #expect(taps == 1)
    }

    @Test func aTouchDuringAWheelScrollOrScrollToTopStopsItAndIsNotATap() {
        let h = ScrollHarness(); defer { h.finish() }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 2000)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        h.scroll.addSubview(button)
        h.host.scrollWheel(at: CGPoint(x: 150, y: 200), delta: CGPoint(x: 0, y: 200))
        #expect(h.scroll.contentOffset.y < 200)   // still easing
        h.host.tap(at: CGPoint(x: 150, y: 200))
        let stopped = h.scroll.contentOffset.y
        h.host.advance(by: 0.3)
        #expect(h.scroll.contentOffset.y == stopped && stopped < 200 && taps == 0)
        h.scroll.contentOffset = CGPoint(x: 0, y: 900)
        #expect(h.host.tapStatusBar())
        h.host.advance(by: 0.1)
        h.host.tap(at: CGPoint(x: 150, y: 200))
        let y = h.scroll.contentOffset.y
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset.y == y && y > 0 && taps == 0)
    }

    @Test func quickSwipeOverAButtonScrollsWithoutHighlighting() {
        let h = ScrollHarness(); defer { h.finish() }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 2000)
        var highlighted = false, events = 0
        button.addAction(UIAction { _ in events += 1 }, for: .allEvents)
        h.scroll.addSubview(button)
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 300))
        for i in 1...6 {
            h.host.advance(by: 1.0 / 60)
            h.host.move(f, to: CGPoint(x: 150, y: 300 - CGFloat(i) * 20))
            highlighted = highlighted || button.isHighlighted
        }
        h.host.lift(f, at: CGPoint(x: 150, y: 180))
        #expect(!highlighted && events == 0)
        #expect(h.scroll.contentOffset.y > 90)
    }

    @Test func heldTouchReachesAButtonAndThenDoesNotScroll() {
        let h = ScrollHarness(); defer { h.finish() }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 2000)
        h.scroll.addSubview(button)
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(!button.isHighlighted)
        h.host.advance(by: 0.2)
        #expect(button.isHighlighted)
        for i in 1...6 { h.host.advance(by: 1.0 / 60); h.host.move(f, to: CGPoint(x: 150, y: 300 - CGFloat(i) * 20)) }
        #expect(h.scroll.contentOffset == .zero) // touchesShouldCancel(in: a control) is false
        h.host.lift(f, at: CGPoint(x: 150, y: 180))
    }

    @Test func quickTapReachesTheContent() {
        let h = ScrollHarness(); defer { h.finish() }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        h.scroll.addSubview(button)
        h.host.tap(at: CGPoint(x: 150, y: 50))
        #expect(taps == 1)
    }

    @Test func nestedPagerInAListScrollsAlongTheFingersAxis() {
        let h = ScrollHarness(); defer { h.finish() }
        let pager = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        pager.contentSize = CGSize(width: 900, height: 200)
        pager.isPagingEnabled = true
        h.scroll.addSubview(pager)
        h.host.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 100), duration: 0.5)
        h.settle()
        #expect(pager.contentOffset == .zero)
        #expect(h.scroll.contentOffset.y > 100)
        h.scroll.contentOffset = .zero
        h.host.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.5)
        #expect(pager.isDecelerating)
        h.host.advance(by: 1)
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
        #expect(h.scroll.contentOffset == .zero)
    }

    @Test func badInputIsRefused() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.contentSize = CGSize(width: -5, height: 50)
        #expect(s.contentSize == CGSize(width: 0, height: 50))
        s.contentSize = CGSize(width: CGFloat.infinity, height: 1)
        #expect(s.contentSize == CGSize(width: 0, height: 50))
        s.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(s.contentInset == .zero)
        s.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1)
        s.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0)
        #expect(s.decelerationRate == .normal)
        s.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        #expect(s.contentOffset == .zero)
    }

    @Test func freedDelegateIsNotCalled() {
        let h = ScrollHarness(); defer { h.finish() }
        do {
            let d = ScrollLog()
            h.scroll.delegate = d
        }
        h.scroll.contentOffset = CGPoint(x: 0, y: 10)
        #expect(h.scroll.delegate == nil)
    }
}

@MainActor @Suite struct ScrollViewContentTouchTests {
    final class ButtonScroller: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { view is UIButton ? true : super.touchesShouldCancel(in: view) }
    }

    @Test func withoutDelayAControlGetsTheTouchAtOnceAndKeepsIt() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.delaysContentTouches = false
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 2000)
        h.scroll.addSubview(button)
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(button.isHighlighted)   // no wait
        for i in 1...6 { h.host.advance(by: 1.0 / 60); h.host.move(f, to: CGPoint(x: 150, y: 300 - CGFloat(i) * 20)) }
        #expect(h.scroll.contentOffset == .zero)   // the control keeps the touch
        h.host.lift(f, at: CGPoint(x: 150, y: 180))
    }

    @Test func aSubclassThatLetsButtonsCancelScrollsFromAButton() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let s = ButtonScroller(frame: root.bounds)
        s.contentSize = CGSize(width: 300, height: 2000)
        s.delaysContentTouches = false
        root.addSubview(s)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 2000)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        s.addSubview(button)
        let host = UIKitTestHost(view: root, size: root.bounds.size); defer { host.invalidate() }
        let f = host.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(button.isHighlighted)
        for i in 1...6 { host.advance(by: 1.0 / 60); host.move(f, to: CGPoint(x: 150, y: 300 - CGFloat(i) * 20)) }
        #expect(s.contentOffset.y > 80)
        #expect(!button.isHighlighted && events == ["cancel"])
        host.lift(f, at: CGPoint(x: 150, y: 180))
        #expect(events == ["cancel"])
    }

    @Test func touchesShouldBeginFalseKeepsTheContentOut() {
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let s = Refusing(frame: root.bounds)
        s.contentSize = CGSize(width: 300, height: 2000)
        root.addSubview(s)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        s.addSubview(button)
        let host = UIKitTestHost(view: root, size: root.bounds.size); defer { host.invalidate() }
        host.tap(at: CGPoint(x: 150, y: 50))
        #expect(taps == 0)
    }

    @Test func aDragAcrossASliderOrSwitchScrollsTheListAndAlongItMovesTheSlider() {
        let h = ScrollHarness(content: CGSize(width: 600, height: 2000)); defer { h.finish() }
        let slider = UISlider(frame: CGRect(x: 20, y: 250, width: 260, height: 31))
        slider.value = 0.5
        let sw = UISwitch(frame: CGRect(x: 120, y: 150, width: 51, height: 31))
        h.scroll.addSubview(slider)
        h.scroll.addSubview(sw)
        let thumb = CGPoint(x: 150, y: 265)
        // Up across the slider's thumb: the list scrolls, the slider keeps its value.
        h.host.drag(from: thumb, to: CGPoint(x: 150, y: 100), duration: 0.4)
        h.host.advance(by: 1)
        #expect(h.scroll.contentOffset.y > 100 && slider.value == 0.5)
        h.scroll.setContentOffset(.zero, animated: false)   // (stops any glide)
        // Up from the switch: the list scrolls, the switch stays off.
        h.host.drag(from: CGPoint(x: 145, y: 165), to: CGPoint(x: 145, y: 20), duration: 0.4)
        h.host.advance(by: 1)
        #expect(h.scroll.contentOffset.y > 100 && !sw.isOn)
        h.scroll.setContentOffset(.zero, animated: false)   // (stops any glide)
        // Along the slider from its thumb (held first, so it has the touch): the slider moves.
        let f = h.host.touchDown(at: thumb)
        h.host.advance(by: 0.2)
        for i in 1...8 { h.host.advance(by: 1.0 / 60); h.host.move(f, to: CGPoint(x: 150 + CGFloat(i) * 12, y: 265)) }
        h.host.lift(f, at: CGPoint(x: 246, y: 265))
        #expect(slider.value > 0.8 && h.scroll.contentOffset == .zero)
    }

    @Test func flingVelocityIsExactInPointsPerMillisecond() {
        let h = ScrollHarness(content: CGSize(width: 3000, height: 20000)); defer { h.finish() }
        h.host.fling(from: CGPoint(x: 250, y: 350), velocity: CGPoint(x: -600, y: -1500))
        #expect(abs(h.log.lastVelocity.x - 0.6) < 0.001 && abs(h.log.lastVelocity.y - 1.5) < 0.001)
    }
}
