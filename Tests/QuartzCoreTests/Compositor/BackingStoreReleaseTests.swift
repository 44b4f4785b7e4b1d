//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

/// Off-screen drawing is deferred until composited, and backing stores of layers far outside the
/// visible area are released and redrawn identically when they come back.
@MainActor @Suite(.serialized) struct BackingStoreReleaseTests {
    /// Scrolls without the implicit animation (these are bare layers, not views).
    func scroll(_ l: CALayer, to y: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.bounds.origin.y = y
        CATransaction.commit()
    }

    @Test func offscreenDrawnWhenScrolledInFarStoresReleasedAndRedrawn() {
        manualClock(5000)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(1, 1, 1))
        let scroller = box(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(1, 1, 1))
        scroller.masksToBounds = true
        root.addSublayer(scroller)
        let near = DrawingLayer(); near.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        let far = DrawingLayer(); far.frame = CGRect(x: 10, y: 1000, width: 30, height: 30)
        far.color = rgb(0, 0, 1)
        near.setNeedsDisplay(); far.setNeedsDisplay()
        scroller.addSublayer(near); scroller.addSublayer(far)
        let r = makeRenderer(root, width: 100, height: 100)
        #expect(near.draws == 1)
        #expect(far.draws == 0)              // deferred: never composited yet
        #expect(far._backingStore == nil)
        // Scrolled into view: drawn then.
        scroll(scroller, to: 990)
        frame(r)
        #expect(far.draws == 1)
        let shown = bytes(r)
        #expect(px(r.target.makeImage(), 20, 20) == (0, 0, 255))
        // Back at the top: `far` is 9 screens away, `near` is on screen.
        scroll(scroller, to: 0)
        frame(r)
        r._releaseFarBackingStores()
        #expect(far._backingStore == nil)
        #expect(near._backingStore != nil)
        #expect(r.backingStoresReleased == 1)
        frame(r)
        #expect(far.draws == 1)              // still not redrawn while away
        // Back again: redrawn, same pixels.
        scroll(scroller, to: 990)
        frame(r)
        #expect(far.draws == 2)
        #expect(bytes(r) == shown)
    }

    @Test func nearbyClippedContentKeepsItsStore() {
        manualClock(5000)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(1, 1, 1))
        let scroller = box(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        scroller.masksToBounds = true
        root.addSublayer(scroller)
        let l = DrawingLayer(); l.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        l.setNeedsDisplay()
        scroller.addSublayer(l)
        let r = makeRenderer(root, width: 100, height: 100)
        #expect(l.draws == 1)
        scroll(scroller, to: 150)       // just out of view (1.5 screens): kept
        frame(r)
        r._releaseFarBackingStores()
        #expect(l._backingStore != nil)
        scroll(scroller, to: 0)
        frame(r)
        #expect(l.draws == 1)
    }
}
