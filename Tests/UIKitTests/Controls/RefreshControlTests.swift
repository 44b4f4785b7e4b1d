//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Pull to refresh through the test host: a finger pulls the content down past the top.
@MainActor @Suite struct RefreshControlTests {
    /// A harness whose scroll view has a refresh control counting its `.valueChanged` events.
    func harness() -> (ScrollHarness, UIRefreshControl, () -> Int) {
        let h = ScrollHarness()
        let rc = UIRefreshControl()
        var changes = 0
        rc.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        h.scroll.refreshControl = rc
        h.host.advanceFrames(1)
        return (h, rc, { changes })
    }

    /// Pulls the content down by moving a finger `distance` points (10 pt a frame), holds it
    /// still, and lifts it (a slow release).
    @discardableResult
    func pull(_ h: ScrollHarness, by distance: CGFloat, lift: Bool = true) -> (UIKitTestHost.Finger, CGPoint) {
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 40))
        var moved: CGFloat = 0
        while moved < distance {
            moved += 10
            h.host.advance(by: 1.0 / 60)
            h.host.move(f, to: CGPoint(x: 150, y: 40 + moved))
        }
        h.host.advance(by: 0.3)
        if lift { h.host.lift(f, at: CGPoint(x: 150, y: 40 + moved)) }
        return (f, CGPoint(x: 150, y: 40 + moved))
    }

    @Test func defaultsAndPlace() {
        let (h, rc, changes) = harness(); defer { h.finish() }
        #expect(!rc.isRefreshing && rc.attributedTitle == nil && changes() == 0)
        // A subview behind the content, hidden above the top.
        #expect(h.scroll.subviews.first === rc)
        #expect(rc.frame.maxY == 0 && rc.frame.height == 60 && rc.frame.width == 300)
        #expect(h.scroll.adjustedContentInset.top == 0)
        h.scroll.refreshControl = nil
        #expect(rc.superview == nil && h.scroll.subviews.isEmpty)
    }

    @Test func pullingFarEnoughRefreshesOnceAndRestsBelowTheControl() {
        let (h, rc, changes) = harness(); defer { h.finish() }
        let (finger, at) = pull(h, by: 330, lift: false)
        #expect(rc.isRefreshing)
        #expect(changes() == 1)
        // The control fills what the pull reveals; the spinner turns.
        #expect(rc.frame.minY <= h.scroll.contentOffset.y + 0.5 && rc.frame.maxY == 0)
        #expect(rc._spinner.animation(forKey: "spin") != nil)
        h.host.lift(finger, at: at)
        h.settle()
        // Released: the content springs back to rest under the control, not to the top.
        #expect(h.scroll.adjustedContentInset.top == 60)
        #expect(h.scroll.contentOffset.y == -60)
        #expect(changes() == 1)
        // The spinner shows in the revealed 60 pt.
        let img = h.host.render()
        var dark = 0
        for x in 135...165 { for y in 15...45 where ControlTestSupport.pixel(img, CGPoint(x: x, y: y)).r < 200 { dark += 1 } }
        #expect(dark > 10)
        // Pulling again while refreshing sends nothing.
        pull(h, by: 330)
        h.settle()
        #expect(changes() == 1 && rc.isRefreshing)
        #expect(h.scroll.contentOffset.y == -60)
    }

    @Test func endRefreshingReturnsToTheTop() {
        let (h, rc, changes) = harness(); defer { h.finish() }
        pull(h, by: 330)
        h.settle()
        #expect(rc.isRefreshing && h.scroll.contentOffset.y == -60)
        rc.endRefreshing()
        #expect(!rc.isRefreshing)
        #expect(h.scroll.adjustedContentInset.top == 0)
        #expect(rc._spinner.animation(forKey: "spin") == nil)
        // Animated back, not a jump.
        #expect(h.scroll.contentOffset.y == -60)
        h.host.advance(by: 0.1)
        #expect(h.scroll.contentOffset.y > -60 && h.scroll.contentOffset.y < 0)
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset.y == 0)
        #expect(changes() == 1)
        #expect(h.host.runUntilIdle(timeout: 2))
    }

    @Test func theContentDoesNotJumpWhenTheRefreshStartsUnderTheFinger() {
        let (h, rc, changes) = harness(); defer { h.finish() }
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 40))
        var last = h.scroll.contentOffset.y, biggest: CGFloat = 0, started = -1
        for i in 1...33 {
            h.host.advance(by: 1.0 / 60)
            h.host.move(f, to: CGPoint(x: 150, y: 40 + CGFloat(i) * 10))
            let y = h.scroll.contentOffset.y
            biggest = max(biggest, abs(y - last))
            last = y
            if rc.isRefreshing && started < 0 { started = i }
        }
        #expect(started > 20 && changes() == 1)
        // The finger moves 10 pt a frame; the rubber-banded content never more than that.
        #expect(biggest <= 10)
        h.host.lift(f, at: CGPoint(x: 150, y: 370))
        h.settle()
        #expect(h.scroll.contentOffset.y == -60)
    }

    @Test func endingWhileScrolledDownLeavesTheContentWhereItIs() {
        let (h, rc, _) = harness(); defer { h.finish() }
        rc.beginRefreshing()
        h.scroll.contentOffset = CGPoint(x: 0, y: 500)
        h.host.advanceFrames(1)
        // Out of sight, the control's parts stay put while the content scrolls.
        let spinnerAt = rc._spinner.position
        h.scroll.contentOffset = CGPoint(x: 0, y: 700)
        h.host.advanceFrames(1)
        #expect(rc._spinner.position == spinnerAt)
        rc.endRefreshing()
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset == CGPoint(x: 0, y: 700))
    }

    @Test func aShortPullDoesNotRefresh() {
        let (h, rc, changes) = harness(); defer { h.finish() }
        pull(h, by: 150)
        #expect(!rc.isRefreshing && changes() == 0)
        h.settle()
        #expect(h.scroll.contentOffset.y == 0)
    }

    @Test func beginRefreshingInCodeSendsNoEvent() {
        let (h, rc, changes) = harness(); defer { h.finish() }
        rc.beginRefreshing()
        #expect(rc.isRefreshing && changes() == 0)
        #expect(h.scroll.adjustedContentInset.top == 60)
        // It does not scroll the content (as on iOS, apps scroll to show it).
        #expect(h.scroll.contentOffset.y == 0)
        rc.beginRefreshing()
        #expect(changes() == 0)
        rc.endRefreshing()
        #expect(h.scroll.adjustedContentInset.top == 0 && h.scroll.contentOffset.y == 0)
        rc.endRefreshing() // (nothing to end)
        #expect(!rc.isRefreshing)
    }

    @Test func aDisabledControlDoesNotRefresh() {
        let (h, rc, changes) = harness(); defer { h.finish() }
        rc.isEnabled = false
        pull(h, by: 330)
        #expect(!rc.isRefreshing && changes() == 0)
    }

    @Test func titleAndTintShow() {
        let (h, rc, _) = harness(); defer { h.finish() }
        rc.tintColor = .red
        #expect(rc._ticks.first?.backgroundColor == UIColor.red.cgColor)
        rc.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(rc.subviews.count == 1)
        rc.beginRefreshing()
        h.scroll.contentOffset = CGPoint(x: 0, y: -60)
        h.host.advanceFrames(1)
        let label = rc.subviews[0]
        #expect(label.frame.minY > 30 && label.frame.maxY <= 61)
        rc.attributedTitle = nil
        #expect(rc.subviews.isEmpty)
    }
}
