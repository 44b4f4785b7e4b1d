//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

@MainActor @Suite struct ScrollViewRestorationTests {
    /// Encodes `scroll`'s restorable state with a keyed archiver and decodes it into `into`.
    func roundTrip(_ scroll: UIScrollView, into: UIScrollView) throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        scroll.encodeRestorableState(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        into.decodeRestorableState(with: unarchiver)
        unarchiver.finishDecoding()
    }

    @Test func zoomInsetAndOffsetSurviveAnArchiveRoundTrip() throws {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.restorationIdentifier = "photo"
        h.scroll.contentInset = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
        h.scroll.setZoomScale(2.5, animated: false)
        h.scroll.contentOffset = CGPoint(x: 123.5, y: 321.25)

        // A fresh scroll view with the same zoom view set-up, as after the app relaunched.
        let h2 = ZoomHarness(); defer { h2.finish() }
        try roundTrip(h.scroll, into: h2.scroll)
        #expect(h2.scroll.zoomScale == 2.5)
        #expect(h2.scroll.contentInset == UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 15))
        #expect(h2.scroll.contentOffset == CGPoint(x: 123.5, y: 321.25))
        #expect(h2.image.transform == CGAffineTransform(scaleX: 2.5, y: 2.5))
        #expect(h2.scroll.contentSize == CGSize(width: 750, height: 1000))
    }

    @Test func withoutAZoomViewTheOffsetAndInsetStillRestore() throws {
        let a = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.contentSize = CGSize(width: 100, height: 1000)
        a.contentOffset = CGPoint(x: 0, y: 480)
        a.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let b = UIScrollView(frame: a.frame)
        // Encoding does not need a restoration identifier (the machinery checks it, not us).
        #expect(a.restorationIdentifier == nil)
        try roundTrip(a, into: b)
        #expect(b.contentOffset == CGPoint(x: 0, y: 480) && b.contentInset.top == 44 && b.zoomScale == 1)
    }

    @Test func anArchiveWithoutScrollStateChangesNothing() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(1, forKey: "other")
        archiver.finishEncoding()
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.contentOffset = CGPoint(x: 3, y: 4)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        s.decodeRestorableState(with: unarchiver)
        #expect(s.contentOffset == CGPoint(x: 3, y: 4) && s.contentInset == .zero && s.zoomScale == 1)
    }
}

@MainActor @Suite struct ScrollViewScrollToTopTests {
    @Test func statusBarTapScrollsToTheTopAnimatedKeepingX() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.contentSize = CGSize(width: 600, height: 2000)
        h.scroll.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        h.scroll.contentOffset = CGPoint(x: 70, y: 900)
        #expect(h.host.tapStatusBar())
        #expect(h.log.events == ["shouldScrollToTop"])
        h.host.advance(by: 0.1)
        #expect(h.scroll.contentOffset.y < 900 && h.scroll.contentOffset.y > -30 && h.scroll.contentOffset.x == 70)
        h.host.advance(by: 0.4)
        #expect(h.scroll.contentOffset == CGPoint(x: 70, y: -30))
        // It ends with did-scroll-to-top (not the scrolling-animation message).
        #expect(h.log.events == ["shouldScrollToTop", "didScrollToTop"])
    }

    @Test func nothingHappensWhenItMayNotOrNeedNot() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.contentSize = CGSize(width: 300, height: 2000)
        // Already at the top.
        #expect(!h.host.tapStatusBar())
        h.scroll.contentOffset = CGPoint(x: 0, y: 500)
        // The delegate declines.
        h.log.allowTop = false
        #expect(!h.host.tapStatusBar())
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset.y == 500 && !h.log.events.contains("didScrollToTop"))
        // scrollsToTop off: the delegate is not even asked.
        h.log.allowTop = true
        h.log.events.removeAll()
        h.scroll.scrollsToTop = false
        #expect(!h.host.tapStatusBar())
        #expect(h.log.events.isEmpty && h.scroll.contentOffset.y == 500)
    }

    @Test func twoVisibleCandidatesMeanNothingHappens() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.contentSize = CGSize(width: 300, height: 2000)
        h.scroll.contentOffset = CGPoint(x: 0, y: 500)
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.root.addSubview(other)
        #expect(!h.host.tapStatusBar())
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset.y == 500)
        // Once the other one no longer takes part (or is hidden, or off screen), it works.
        other.isHidden = true
        #expect(h.host.tapStatusBar())
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset.y == 0)
        h.scroll.contentOffset = CGPoint(x: 0, y: 500)
        other.isHidden = false
        other.frame.origin = CGPoint(x: 400, y: 0)
        #expect(h.host.tapStatusBar())
        other.frame.origin = .zero
        other.scrollsToTop = false
        h.host.advance(by: 0.5)
        h.scroll.contentOffset = CGPoint(x: 0, y: 500)
        #expect(h.host.tapStatusBar())
    }

    @Test func aTouchStopsTheScrollToTop() {
        let h = ZoomHarness(); defer { h.finish() }
        h.scroll.contentSize = CGSize(width: 300, height: 2000)
        h.scroll.contentOffset = CGPoint(x: 0, y: 900)
        h.host.tapStatusBar()
        h.host.advance(by: 0.1)
        let f = h.host.touchDown(at: CGPoint(x: 150, y: 200))
        h.host.advance(by: 1.0 / 30)
        let y = h.scroll.contentOffset.y
        h.host.advance(by: 0.5)
        #expect(h.scroll.contentOffset.y == y && y > 0)
        h.host.lift(f, at: CGPoint(x: 150, y: 200))
        #expect(!h.log.events.contains("didScrollToTop"))
    }
}
