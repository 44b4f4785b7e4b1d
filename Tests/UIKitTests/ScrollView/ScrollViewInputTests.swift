//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Records each offset the delegate sees, and whether the view was dragging then.
@MainActor final class ScrollTrace: NSObject, UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    var dragging: [Bool] = []
    var releaseVelocity: CGPoint?
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        releaseVelocity = v
    }
    func scrollViewDidScroll(_ s: UIScrollView) { offsets.append(s.contentOffset); dragging.append(s.isDragging) }
}

/// A view that takes keyboard focus (to test keys reaching a focused scroll view).
@MainActor final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

extension ScrollHarness {
    /// Runs frames until no wheel, key or deceleration motion is left (at most `seconds`).
    func rest(_ seconds: TimeInterval = 5) {
        var t = 0.0
        while (scroll._input.smooth != nil || scroll._motion != nil) && t < seconds { host.advance(by: 1.0 / 60); t += 1.0 / 60 }
    }
    /// Presses `key` and lets the scroll it starts finish.
    func key(_ key: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
        host.pressKey(key, modifiers: modifiers)
        rest()
    }
    /// A 300×200 horizontal pager (three pages) at y 100 in the list.
    func addPager() -> UIScrollView {
        let pager = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        pager.contentSize = CGSize(width: 900, height: 200)
        pager.isPagingEnabled = true
        scroll.addSubview(pager)
        return pager
    }
}

@MainActor @Suite struct ScrollViewInputTests {
    let centre = CGPoint(x: 150, y: 200)

    // MARK: Wheel

    @Test func wheelClickScrollsByItsDeltaSmoothly() {
        let h = ScrollHarness(); defer { h.finish() }
        let trace = ScrollTrace()
        h.scroll.delegate = trace
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        h.host.advanceFrames(3)
        let mid = h.scroll.contentOffset.y
        #expect(mid > 0 && mid < 40, "eases over several frames")
        h.host.advance(by: 0.3)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 40))
        #expect(trace.offsets.count >= 3, "scrollViewDidScroll on every frame")
        #expect(trace.offsets.allSatisfy { $0.y == $0.y.rounded() }, "frames land on pixels")
        #expect(!trace.dragging.contains(true) && !h.scroll.isDecelerating)
        #expect(h.scroll._input.smooth == nil)
    }

    @Test func wheelClicksAccumulateOntoTheTarget() {
        let h = ScrollHarness(); defer { h.finish() }
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        h.host.advanceFrames(2)
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        h.rest()
        #expect(h.scroll.contentOffset.y == 120)
        #expect(h.log.events == ["scroll"], "a wheel neither drags nor decelerates nor ends an animation")
    }

    @Test func wheelClampsToTheRestingRange() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.contentOffset = CGPoint(x: 0, y: 1580)
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 200))
        h.rest()
        #expect(h.scroll.contentOffset.y == 1600)
        h.scroll.contentOffset = .zero
        h.log.scrolls = 0
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: -40))
        h.rest()
        #expect(h.scroll.contentOffset == .zero && h.log.scrolls == 0, "no bounce from a wheel")
        // Content that fits does not scroll, even with alwaysBounceVertical.
        let small = ScrollHarness(content: CGSize(width: 300, height: 300)); defer { small.finish() }
        small.scroll.alwaysBounceVertical = true
        small.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        small.rest()
        #expect(small.scroll.contentOffset == .zero)
    }

    @Test func wheelStopsAFlingAndIsIgnoredWhenScrollingIsOff() {
        let h = ScrollHarness(); defer { h.finish() }
        h.host.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), duration: 0.1)
        #expect(h.scroll.isDecelerating)
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        #expect(!h.scroll.isDecelerating && h.log.events.last == "didEndDecelerating")
        let from = h.scroll.contentOffset.y
        h.rest()
        #expect(h.scroll.contentOffset.y == (from + 40).rounded())
        h.scroll.isScrollEnabled = false
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        h.rest()
        #expect(h.scroll.contentOffset.y == (from + 40).rounded())
    }

    @Test func wheelAtTheInnerEdgeScrollsTheOuterView() {
        let h = ScrollHarness(); defer { h.finish() }
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        inner.contentSize = CGSize(width: 300, height: 260)
        h.scroll.addSubview(inner)
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        inner.rest(h.host)
        #expect(inner.contentOffset.y == 40 && h.scroll.contentOffset.y == 0, "the innermost takes it")
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        inner.rest(h.host)
        #expect(inner.contentOffset.y == 60 && h.scroll.contentOffset.y == 0, "clamped at the inner's end")
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        h.rest()
        #expect(inner.contentOffset.y == 60 && h.scroll.contentOffset.y == 40, "then the outer scrolls")
        // Scrolling back up moves the inner first again; a disabled inner passes everything on.
        inner.isScrollEnabled = false
        h.host.scrollWheel(at: CGPoint(x: 150, y: 180), delta: CGPoint(x: 0, y: -40))
        h.rest()
        #expect(inner.contentOffset.y == 60 && h.scroll.contentOffset.y == 0)
    }

    @Test func shiftWheelScrollsAHorizontalPagerInsideAVerticalList() {
        let h = ScrollHarness(); defer { h.finish() }
        let pager = h.addPager()
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40))
        h.rest()
        #expect(h.scroll.contentOffset.y == 40 && pager.contentOffset == .zero, "vertical wheel: the list")
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40), modifiers: .shift)
        h.host.advanceFrames(2)
        #expect(pager.contentOffset.x > 0 && pager.contentOffset.x < 300, "a page turns smoothly")
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40), modifiers: .shift)
        pager.rest(h.host)
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0), "one page per click, none while turning")
        #expect(h.scroll.contentOffset.y == 40)
        h.host.advance(by: 0.2)   // a new click, not the same spin
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40), modifiers: .shift)
        pager.rest(h.host)
        #expect(pager.contentOffset == CGPoint(x: 600, y: 0))
        // A burst of small deltas (a trackpad through SDL) turns one page, not one per event.
        pager.contentOffset = .zero
        h.host.advance(by: 0.5)
        for _ in 0..<30 {
            h.host.scrollWheel(at: centre, delta: CGPoint(x: 5, y: 0))
            h.host.advance(by: 1.0 / 60)
        }
        pager.rest(h.host)
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
        pager.contentOffset.x = 600
        h.host.advance(by: 0.5)
        // At the pager's last page, shift+wheel goes nowhere (the list cannot scroll sideways).
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40), modifiers: .shift)
        pager.rest(h.host)
        #expect(pager.contentOffset == CGPoint(x: 600, y: 0) && h.scroll.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test func horizontalWheelAndShiftWheelScrollSideways() {
        let h = ScrollHarness(content: CGSize(width: 1000, height: 2000)); defer { h.finish() }
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 40, y: 0))
        h.rest()
        #expect(h.scroll.contentOffset == CGPoint(x: 40, y: 0))
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: -40), modifiers: .shift)
        h.rest()
        #expect(h.scroll.contentOffset == .zero)
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 40), modifiers: .control)
        h.rest()
        #expect(h.scroll.contentOffset == .zero, "ctrl+wheel is zoom, not scrolling")
    }

    // MARK: Trackpad

    @Test func trackpadScrollFollowsTheFingersAsADrag() {
        let h = ScrollHarness(); defer { h.finish() }
        let trace = ScrollTrace()
        h.scroll.delegate = trace
        h.host.trackpadScroll(at: centre, translation: CGPoint(x: 0, y: -150), duration: 1)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 150), "the content follows the fingers exactly")
        #expect(trace.dragging.allSatisfy { $0 } && !trace.dragging.isEmpty)
        #expect(!h.scroll.isDragging && abs((trace.releaseVelocity?.y ?? 0) - 0.15) < 0.02, "released at 150 pt/s")
        #expect(h.scroll.panGestureRecognizer.allowedScrollTypesMask == .continuous)
    }

    @Test func trackpadFlingDeceleratesWithTheDragDelegateOrder() {
        let h = ScrollHarness(); defer { h.finish() }
        h.host.trackpadScroll(at: centre, translation: CGPoint(x: 0, y: -200), duration: 0.1)
        #expect(h.scroll.isDecelerating)
        #expect(h.log.lastVelocity.y > 1.5 && h.log.lastVelocity.y < 2.5, "≈2 pt/ms")
        h.settle()
        #expect(h.log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)",
                                 "willBeginDecelerating", "scroll", "didEndDecelerating"])
        #expect(h.scroll.contentOffset.y == h.log.lastTarget.y && h.scroll.contentOffset.y > 800)
    }

    @Test func trackpadPastTheTopRubberBandsAndBouncesBack() {
        let h = ScrollHarness(); defer { h.finish() }
        let trace = ScrollTrace()
        h.scroll.delegate = trace
        h.host.trackpadScroll(at: centre, translation: CGPoint(x: 0, y: 100), duration: 0.5)
        let top = trace.offsets.map(\.y).min() ?? 0
        #expect(top < -20 && top > -100, "rubber-banded, less than the fingers moved")
        h.settle()
        #expect(h.scroll.contentOffset == .zero)
    }

    @Test func trackpadInANestedPagerGoesAlongItsAxis() {
        let h = ScrollHarness(); defer { h.finish() }
        let pager = h.addPager()
        h.host.trackpadScroll(at: centre, translation: CGPoint(x: 0, y: -100), duration: 0.5)
        #expect(h.scroll.contentOffset.y == 100 && pager.contentOffset == .zero)
        h.settle()
        h.scroll.contentOffset.y = 100
        let log = ScrollLog()
        pager.delegate = log
        // (The list moved up by 100: the pager is at y 0–200 in the window.)
        h.host.trackpadScroll(at: CGPoint(x: 150, y: 100), translation: CGPoint(x: -200, y: 0), duration: 0.3)
        #expect(log.events.first == "willBeginDragging")
        pager.rest(h.host)
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0) && h.scroll.contentOffset.y == 100)
    }

    @Test func trackpadInANestedListDragsOnlyTheInnerOne() {
        let h = ScrollHarness(); defer { h.finish() }
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        inner.contentSize = CGSize(width: 300, height: 600)
        let log = ScrollLog()
        inner.delegate = log
        h.scroll.addSubview(inner)
        h.host.trackpadScroll(at: centre, translation: CGPoint(x: 0, y: -100), duration: 0.5)
        #expect(inner.contentOffset.y == 100 && h.scroll.contentOffset == .zero)
        #expect(log.events.first == "willBeginDragging" && !h.log.events.contains("willBeginDragging"))
    }

    // MARK: Keys

    @Test func keysScrollTheWindowsScrollView() {
        let h = ScrollHarness(); defer { h.finish() }
        h.host.pressKey(.keyboardDownArrow)
        h.host.advanceFrames(2)
        #expect(h.scroll.contentOffset.y > 0 && h.scroll.contentOffset.y < 40, "animated")
        h.rest()
        #expect(h.scroll.contentOffset.y == 40)
        h.key(.keyboardPageDown)
        #expect(h.scroll.contentOffset.y == 400, "a page: the height less 40 pt of overlap")
        h.key(.keyboardSpacebar)
        #expect(h.scroll.contentOffset.y == 760)
        h.host.pressKey(.keyboardSpacebar, modifiers: .shift)
        h.key(.keyboardUpArrow)
        #expect(h.scroll.contentOffset.y == 360, "presses accumulate")
        h.key(.keyboardEnd)
        #expect(h.scroll.contentOffset.y == 1600)
        h.key(.keyboardPageDown)
        #expect(h.scroll.contentOffset.y == 1600, "clamped")
        h.key(.keyboardHome)
        #expect(h.scroll.contentOffset == .zero)
        #expect(!h.log.events.contains("willBeginDragging"))
        h.key(.keyboardDownArrow, .command)
        #expect(h.scroll.contentOffset == .zero, "⌘-keys are shortcuts")
    }

    @Test func aHeldKeyScrollsOnUntilReleased() {
        let h = ScrollHarness(); defer { h.finish() }
        h.host.holdKey(.keyboardDownArrow, duration: 0.3)
        h.rest()
        #expect(h.scroll.contentOffset.y == 40, "no repeat before the delay")
        h.host.holdKey(.keyboardDownArrow, duration: 1)
        let held = h.scroll.contentOffset.y
        h.rest()
        let travelled = h.scroll.contentOffset.y - 40
        #expect(travelled >= 40 * 12 && travelled <= 40 * 14, "one step then one per 50 ms after 0.4 s")
        #expect(held > 40 && held < h.scroll.contentOffset.y, "it moves while held and lands after")
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset.y == travelled + 40, "released: no more repeats")
        h.host.holdKey(.keyboardEnd, duration: 1)
        h.host.holdKey(.keyboardUpArrow, duration: 0.2)
        h.rest()
        #expect(h.scroll.contentOffset.y == 1560)
    }

    @Test func arrowsScrollSidewaysAndKeysRespectTheSwitches() {
        let h = ScrollHarness(content: CGSize(width: 1000, height: 2000)); defer { h.finish() }
        h.key(.keyboardRightArrow)
        #expect(h.scroll.contentOffset == CGPoint(x: 40, y: 0))
        h.key(.keyboardLeftArrow)
        #expect(h.scroll.contentOffset == .zero)
        h.scroll.allowsKeyboardScrolling = false
        h.key(.keyboardPageDown)
        #expect(h.scroll.contentOffset == .zero)
        h.scroll.allowsKeyboardScrolling = true
        h.scroll.isScrollEnabled = false
        h.key(.keyboardPageDown)
        #expect(h.scroll.contentOffset == .zero)
    }

    @Test func keysGoToTheFocusedScrollViewThenThePointers() {
        let h = ScrollHarness(); defer { h.finish() }
        let side = UIScrollView(frame: CGRect(x: 200, y: 0, width: 100, height: 200))
        side.contentSize = CGSize(width: 100, height: 1000)
        h.root.addSubview(side)
        let focus = FocusableView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        side.addSubview(focus)
        // No focus, no pointer: the largest scroll view.
        h.key(.keyboardDownArrow)
        #expect(h.scroll.contentOffset.y == 40 && side.contentOffset.y == 0)
        // The pointer last scrolled over the side view: keys go there.
        h.host.scrollWheel(at: CGPoint(x: 250, y: 100), delta: CGPoint(x: 0, y: 10))
        side.rest(h.host)
        h.host.pressKey(.keyboardDownArrow)
        side.rest(h.host)
        #expect(side.contentOffset.y == 50 && h.scroll.contentOffset.y == 40)
        // A first responder inside a scroll view: that one, wherever the pointer is.
        h.host.scrollWheel(at: centre, delta: CGPoint(x: 0, y: 10))
        h.rest()
        #expect(focus.becomeFirstResponder())
        h.host.pressKey(.keyboardPageDown)
        side.rest(h.host)
        #expect(side.contentOffset.y == 50 + 175 && h.scroll.contentOffset.y == 50, "a page: 200 pt less an eighth")
        // At its end, the key does not wander to another scroll view.
        side.contentOffset.y = 800
        h.key(.keyboardPageDown)
        #expect(side.contentOffset.y == 800 && h.scroll.contentOffset.y == 50)
    }

    @Test func arrowsTurnPagesOfAPagingScrollView() {
        let h = ScrollHarness(content: CGSize(width: 900, height: 400)); defer { h.finish() }
        h.scroll.isPagingEnabled = true
        h.key(.keyboardRightArrow)
        #expect(h.scroll.contentOffset == CGPoint(x: 300, y: 0))
        h.key(.keyboardPageDown)
        #expect(h.scroll.contentOffset == CGPoint(x: 600, y: 0), "a horizontal-only view pages sideways")
        h.key(.keyboardHome)
        #expect(h.scroll.contentOffset == .zero)
    }
}

extension UIScrollView {
    /// Runs `host`'s frames until this view's wheel, key or deceleration motion is over.
    func rest(_ host: UIKitTestHost, _ seconds: TimeInterval = 5) {
        var t = 0.0
        while (_input.smooth != nil || _motion != nil) && t < seconds { host.advance(by: 1.0 / 60); t += 1.0 / 60 }
    }
}
