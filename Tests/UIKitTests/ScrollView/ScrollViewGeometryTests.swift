//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

@MainActor @Suite struct ScrollViewGeometryTests {
    @Test func adjustedInsetFollowsTheBehaviour() {
        let h = ScrollHarness(); defer { h.finish() }
        // The outer scroll view stays put (not scrolled yet, it would follow the safe area and
        // carry `s` below it).
        h.scroll.contentInsetAdjustmentBehavior = .never
        var calls = 0
        final class Sub: UIScrollView { var changes = 0; override func adjustedContentInsetDidChange() { changes += 1 } }
        let s = Sub(frame: h.scroll.bounds)
        s.contentSize = CGSize(width: 300, height: 2000) // scrolls vertically only
        h.scroll.addSubview(s)
        h.host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10))
        h.host.advanceFrames(1)
        s.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 34, right: 0)) // automatic: scrollable axes
        s.contentInsetAdjustmentBehavior = .always
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 52, left: 10, bottom: 34, right: 10))
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        s.contentInsetAdjustmentBehavior = .scrollableAxes
        s.alwaysBounceHorizontal = true
        s.contentSize = CGSize(width: 300, height: 2001)
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 52, left: 10, bottom: 34, right: 10))
        #expect(s.changes >= 4)
        calls = s.changes
        #expect(calls > 0)
        h.host.window._setSafeAreaInsets(.zero)
    }

    @Test func insetsWidenTheRestingRange() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        h.scroll.contentOffset = CGPoint(x: 0, y: -50)
        // A slow drag down past the top inset bounces back to −top, not 0.
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 100))
        for i in 1...10 { h.host.advance(by: 1.0 / 60); h.host.move(f, to: CGPoint(x: 150, y: 100 + CGFloat(i) * 10)) }
        #expect(h.scroll.contentOffset.y < -50)
        h.host.advance(by: 0.3)
        h.host.lift(f, at: CGPoint(x: 150, y: 200))
        h.settle()
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: -50))
        // Flung to the end: rests at contentSize + bottom − height.
        h.host.fling(from: CGPoint(x: 150, y: 350), velocity: CGPoint(x: 0, y: -8000))
        h.settle()
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 2000 + 30 - 400))
    }

    @Test func contentSmallerThanTheViewDoesNotDragUnlessItAlwaysBounces() {
        let h = ScrollHarness(content: CGSize(width: 300, height: 200)); defer { h.finish() }
        h.host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100))
        #expect(h.scroll.contentOffset == .zero && h.log.events.isEmpty)
        h.scroll.alwaysBounceVertical = true
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 300))
        for i in 1...10 { h.host.advance(by: 1.0 / 60); h.host.move(f, to: CGPoint(x: 150, y: 300 - CGFloat(i) * 10)) }
        #expect(h.scroll.contentOffset.y > 0) // banded
        h.host.lift(f, at: CGPoint(x: 150, y: 200))
        h.settle()
        #expect(h.scroll.contentOffset == .zero)
        #expect(h.log.events.first == "willBeginDragging")
    }

    @Test func scrollingDisabledIgnoresDrags() {
        let h = ScrollHarness(); defer { h.finish() }
        h.scroll.isScrollEnabled = false
        h.host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100))
        #expect(h.scroll.contentOffset == .zero)
        h.scroll.contentOffset = CGPoint(x: 0, y: 40) // code still scrolls
        #expect(h.scroll.contentOffset.y == 40)
    }

    @Test func directionalLockKeepsADragOnOneAxis() {
        let h = ScrollHarness(content: CGSize(width: 3000, height: 3000)); defer { h.finish() }
        h.scroll.isDirectionalLockEnabled = true
        let f = h.host.touchDown(at: CGPoint(x: 250, y: 300))
        var p = CGPoint(x: 250, y: 300)
        for _ in 1...10 { h.host.advance(by: 1.0 / 60); p.x -= 15; p.y -= 3; h.host.move(f, to: p) }
        h.host.advance(by: 0.3)
        h.host.lift(f, at: p)
        #expect(h.scroll.contentOffset.y == 0 && h.scroll.contentOffset.x > 100)
    }

    @Test func layoutSubviewsRunsWhenTheOffsetChanges() {
        final class Tiler: UIScrollView { var layouts = 0; override func layoutSubviews() { super.layoutSubviews(); layouts += 1 } }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let t = Tiler(frame: root.bounds)
        t.contentSize = CGSize(width: 300, height: 5000)
        root.addSubview(t)
        let host = UIKitTestHost(view: root, size: root.bounds.size); defer { host.invalidate() }
        host.advanceFrames(1)
        let before = t.layouts
        t.contentOffset = CGPoint(x: 0, y: 100)
        host.advanceFrames(1)
        #expect(t.layouts == before + 1)
    }

    @Test func hugeContentScrollsAndDrawsAtTheEnd() {
        let h = ScrollHarness(content: CGSize(width: 300, height: 1e9)); defer { h.finish() }
        let marker = UIView(frame: CGRect(x: 100, y: 1e9 - 300, width: 100, height: 100))
        marker.backgroundColor = .red
        h.scroll.addSubview(marker)
        h.scroll.setContentOffset(CGPoint(x: 0, y: 1e9 - 400), animated: false)
        h.host.advanceFrames(1)
        #expect(h.host.frame(of: marker) == CGRect(x: 100, y: 100, width: 100, height: 100))
        let img = h.host.render()
        let px = img.pixel(x: 150, y: 150)
        #expect(px != nil && px!.r > 200 && px!.g < 50 && px!.b < 50)
        // A drag still moves it by whole points at this magnitude.
        h.host.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 250), duration: 0.5)
        h.host.advance(by: 0.5)
        h.settle()
        #expect(h.scroll.contentOffset.y == 1e9 - 400) // already at the end: bounced back
    }
}
