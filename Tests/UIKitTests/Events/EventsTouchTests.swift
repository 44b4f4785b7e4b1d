//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
@testable import UIKitCore

@MainActor final class EvScrollView: UIView {
    var deltas: [CGPoint] = []
    var locations: [CGPoint] = []
    override func _scrollWheel(_ event: UIEvent) -> Bool {
        deltas.append(event._scrollDelta)
        locations.append(event._location(in: self))
        return true
    }
}

@MainActor @Suite(.serialized) struct EventsTouchTests {
    @Test func rawValues() {
        #expect(UITouch.Phase.began.rawValue == 0 && UITouch.Phase.moved.rawValue == 1 && UITouch.Phase.stationary.rawValue == 2)
        #expect(UITouch.Phase.ended.rawValue == 3 && UITouch.Phase.cancelled.rawValue == 4)
        #expect(UITouch.Phase.regionEntered.rawValue == 5 && UITouch.Phase.regionMoved.rawValue == 6 && UITouch.Phase.regionExited.rawValue == 7)
        #expect(UITouch.TouchType.direct.rawValue == 0 && UITouch.TouchType.indirect.rawValue == 1)
        #expect(UITouch.TouchType.pencil.rawValue == 2 && UITouch.TouchType.indirectPointer.rawValue == 3)
        #expect(UIEvent.EventType.touches.rawValue == 0 && UIEvent.EventType.motion.rawValue == 1)
        #expect(UIEvent.EventType.remoteControl.rawValue == 2 && UIEvent.EventType.presses.rawValue == 3)
        #expect(UIEvent.EventType.scroll.rawValue == 10 && UIEvent.EventType.hover.rawValue == 11 && UIEvent.EventType.transform.rawValue == 14)
        #expect(UIGestureRecognizer.State.recognized == .ended && UIGestureRecognizer.State.failed.rawValue == 5)
        let g = UIGestureRecognizer()
        #expect(g.cancelsTouchesInView && !g.delaysTouchesBegan && g.delaysTouchesEnded && g.isEnabled && g.state == .possible)
        let t = UITouch()
        #expect(t.force == 0 && t.maximumPossibleForce == 0)
        let v = UIView()
        #expect(!v.isMultipleTouchEnabled && !v.isExclusiveTouch && v.gestureRecognizers == nil)
    }

    @Test func hitTestViewIsFixedForTheTouchLifetime() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let a = EvView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = EvView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        root.addSubview(a); root.addSubview(b)
        evTouch(w, .began, 50, 50)
        let touch = a.began.first?.first
        #expect(touch?.view === a)
        #expect(touch?.window === w)
        #expect(touch?.phase == .began)
        evTouch(w, .moved, 150, 50)          // over b now
        #expect(a.moved.count == 1 && b.moved.isEmpty)
        #expect(touch?.view === a)
        #expect(touch?.phase == .moved)
        #expect(touch?.previousLocation(in: nil) == CGPoint(x: 50, y: 50))
        evTouch(w, .ended, 150, 50)
        #expect(a.ended.count == 1 && b.began.isEmpty && b.ended.isEmpty)
        #expect(root.began.isEmpty)
        #expect(touch?.phase == .ended)
        #expect(RawInput.activeTouchCount == 0)
    }

    @Test func touchLocationsUseBoundsAndTransforms() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let v = EvView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        v.bounds.origin = CGPoint(x: 1000, y: 2000)
        root.addSubview(v)
        let s = EvView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        s.transform = CGAffineTransform(scaleX: 2, y: 2)   // covers (-50,250)-(150,450)
        root.addSubview(s)
        evTouch(w, .began, 110, 120)
        let t = v.began.first!.first!
        #expect(t.location(in: nil) == CGPoint(x: 110, y: 120))
        #expect(t.location(in: w) == CGPoint(x: 110, y: 120))
        #expect(t.location(in: v) == CGPoint(x: 1010, y: 2020))
        #expect(t.timestamp == evTime)
        evTouch(w, .ended, 110, 120)
        evTouch(w, .began, 100, 400, id: 1)
        let t2 = s.began.first!.first!
        #expect(t2.location(in: s) == CGPoint(x: 75, y: 75))
        evTouch(w, .ended, 100, 400, id: 1)
    }

    @Test func secondFingerJoinsTheSameEvent() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        root.isMultipleTouchEnabled = true
        evTouch(w, .began, 10, 10, id: 1)
        evTouch(w, .began, 20, 20, id: 2)
        #expect(root.began.count == 2)
        let e1 = root.events[0], e2 = root.events[1]
        #expect(e1 === e2)
        #expect(e2.allTouches?.count == 2)
        #expect(e2.touches(for: root)?.count == 2)
        #expect(e2.touches(for: w)?.count == 2)
        #expect(e2.type == .touches)
        // The unchanged finger is stationary.
        let first = root.began[0].first!
        #expect(first.phase == .stationary)
        // Both move together in one batch: one touchesMoved with two touches.
        RawInput.send([
            RawInput.Touch(id: 1, phase: .moved, location: CGPoint(x: 11, y: 11), timestamp: evTime + 0.01),
            RawInput.Touch(id: 2, phase: .moved, location: CGPoint(x: 21, y: 21), timestamp: evTime + 0.01),
        ], in: w)
        #expect(root.moved.count == 1 && root.moved[0].count == 2)
        evTouch(w, .ended, 11, 11, id: 1)
        evTouch(w, .ended, 21, 21, id: 2)
        #expect(root.ended.count == 2)
        #expect(e2.allTouches?.isEmpty == true)
    }

    @Test func multipleTouchDisabledDeliversOnlyTheFirstTouch() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let g = EvRecognizer("g", .idle, log: nil)
        g.delaysTouchesEnded = false
        root.addGestureRecognizer(g)
        evTouch(w, .began, 10, 10, id: 1)
        evTouch(w, .began, 20, 20, id: 2)
        #expect(root.began.count == 1)
        #expect(g.numberOfTouches == 2)       // recognizers still get every touch
        evTouch(w, .moved, 25, 25, id: 2)
        evTouch(w, .ended, 25, 25, id: 2)
        #expect(root.moved.isEmpty && root.ended.isEmpty)
        evTouch(w, .ended, 10, 10, id: 1)
        #expect(root.ended.count == 1)
        root.removeGestureRecognizer(g)
    }

    @Test func exclusiveTouchBlocksOtherViews() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let a = EvView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = EvView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        a.isExclusiveTouch = true
        root.addSubview(a); root.addSubview(b)
        evTouch(w, .began, 50, 50, id: 1)
        evTouch(w, .began, 150, 50, id: 2)
        #expect(a.began.count == 1 && b.began.isEmpty)
        evTouch(w, .ended, 150, 50, id: 2)
        evTouch(w, .ended, 50, 50, id: 1)
        // Now b first, then a (exclusive) is blocked.
        evTouch(w, .began, 150, 50, id: 3)
        evTouch(w, .began, 50, 50, id: 4)
        #expect(b.began.count == 1 && a.began.count == 1)
        evTouch(w, .ended, 150, 50, id: 3)
        evTouch(w, .ended, 50, 50, id: 4)
        // Without other touches both work again.
        evTap(w, 150, 50)
        #expect(b.began.count == 2)
    }

    @Test func tapCountCountsQuickNearbyTaps() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let t0 = evTime + 1
        evTouch(w, .began, 50, 50, at: t0); evTouch(w, .ended, 50, 50, at: t0 + 0.05)
        evTouch(w, .began, 52, 51, at: t0 + 0.2); evTouch(w, .ended, 52, 51, at: t0 + 0.25)
        evTouch(w, .began, 52, 51, at: t0 + 0.4); evTouch(w, .ended, 52, 51, at: t0 + 0.45)
        #expect(root.began.map { $0.first!.tapCount } == [1, 2, 3])
        // Too late: starts over.
        evTouch(w, .began, 52, 51, at: t0 + 0.45 + _EventDispatcher.multiTapInterval + 0.1)
        evTouch(w, .ended, 52, 51)
        #expect(root.began.last!.first!.tapCount == 1)
        // Too far: starts over.
        evTouch(w, .began, 200, 300); evTouch(w, .ended, 200, 300)
        #expect(root.began.last!.first!.tapCount == 1)
    }

    @Test func tenThousandMovesAreCoalesced() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        evTouch(w, .began, 0, 0)
        var inputs: [RawInput.Touch] = []
        for i in 1...10_000 {
            inputs.append(RawInput.Touch(id: 0, phase: .moved, location: CGPoint(x: CGFloat(i % 300), y: CGFloat(i % 400)), timestamp: evTime + Double(i) * 1e-5))
        }
        let start = Date()
        RawInput.send(inputs, in: w)
        #expect(root.moved.count == 1)
        let touch = root.moved[0].first!
        #expect(touch.location(in: nil) == CGPoint(x: 10_000 % 300, y: 10_000 % 400))
        let coalesced = root.events.last!.coalescedTouches(for: touch)!
        #expect(coalesced.count == 10_000)
        #expect(coalesced.first!.location(in: nil) == CGPoint(x: 1, y: 1))
        #expect(coalesced.first!.previousLocation(in: nil) == .zero)
        #expect(coalesced.last!.location(in: nil) == touch.location(in: nil))
        #expect(root.events.last!.predictedTouches(for: touch)?.isEmpty == true)
        // Through the queue too.
        for i in 1...10_000 {
            RawInput.enqueue([RawInput.Touch(id: 0, phase: .moved, location: CGPoint(x: 5, y: CGFloat(i % 400)))], in: w)
        }
        #expect(RawInput.hasPendingInput)
        RawInput.flush()
        #expect(root.moved.count == 2)
        #expect(Date().timeIntervalSince(start) < 3)
        evTouch(w, .ended, 5, 5)
        #expect(root.ended.count == 1)
    }

    @Test func robustnessAgainstBadInput() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let d = RawInput.self
        UIKitLog.clearRecentMessages()
        evTouch(w, .moved, 10, 10, id: 7)
        evTouch(w, .ended, 10, 10, id: 8)
        #expect(UIKitLog.didLog("not down"))
        #expect(root.moved.isEmpty && root.ended.isEmpty)
        // Moved after cancel.
        evTouch(w, .began, 10, 10)
        evTouch(w, .cancelled, 10, 10)
        #expect(root.cancelled.count == 1)
        UIKitLog.clearRecentMessages()
        evTouch(w, .moved, 12, 12)
        #expect(UIKitLog.didLog("not down") && root.moved.isEmpty)
        // Two began for one id: the old touch is cancelled first.
        evTouch(w, .began, 10, 10)
        UIKitLog.clearRecentMessages()
        evTouch(w, .began, 20, 20)
        #expect(UIKitLog.didLog("began twice"))
        #expect(root.cancelled.count == 2 && root.began.count == 3)
        #expect(d.activeTouchCount == 1)
        evTouch(w, .ended, 20, 20)
        // Non-finite location.
        UIKitLog.clearRecentMessages()
        evTouch(w, .began, .nan, 3)
        #expect(UIKitLog.didLog("non-finite"))
        #expect(d.activeTouchCount == 0)
        // A hidden window drops input and cancels its touches.
        evTouch(w, .began, 10, 10)
        w.isHidden = true
        UIKitLog.clearRecentMessages()
        evTouch(w, .moved, 11, 11)
        #expect(UIKitLog.didLog("hidden window"))
        #expect(root.cancelled.count == 3)
        #expect(d.activeTouchCount == 0)
        w.isHidden = false
    }

    @Test func hidingAWindowCancelsItsTouchesAtOnce() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let g = EvRecognizer("g", .beginOnMove, log: nil)
        g.cancelsTouchesInView = false
        root.addGestureRecognizer(g)
        evTouch(w, .began, 10, 10)
        evTouch(w, .moved, 20, 20)
        w.isHidden = true
        #expect(root.cancelled.count == 1)
        #expect(g.states == [.began, .cancelled])
        #expect(g.state == .possible)
        #expect(RawInput.activeTouchCount == 0)
        w.isHidden = false
    }

    @Test func touchesOfAWindowThatIsGoneAreCancelled() {
        RawInput.resetLeftovers()
        let d = RawInput.self
        let g = EvRecognizer("g", .idle, log: nil)
        weak var weakWindow: UIWindow?
        do {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            w.isHidden = false
            w.addGestureRecognizer(g)
            weakWindow = w
            evTouch(w, .began, 10, 10)
            #expect(g.numberOfTouches == 1)
            d.enqueue([RawInput.Touch(id: 0, phase: .moved, location: CGPoint(x: 12, y: 12))], in: w)
            w.isHidden = true
            w.removeGestureRecognizer(g)
        }
        UIKitLog.clearRecentMessages()
        d.flush()
        if weakWindow == nil {
            #expect(UIKitLog.didLog("window that is gone"))
        }
        // New input for another window still works and the dead touch is gone.
        let (w2, root2) = evWindow()
        defer { evClose(w2) }
        evTap(w2, 10, 10)
        #expect(root2.ended.count == 1)
        #expect(d.activeTouchCount == 0)
        #expect(g.state == .possible)
    }

    @Test func viewRemovedWhileTouchedGetsTouchesCancelled() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        weak var weakView: EvView?
        let g = EvRecognizer("g", .beginOnMove, log: nil)
        do {
            let v = EvView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.addGestureRecognizer(g)
            root.addSubview(v)
            weakView = v
            evTouch(w, .began, 10, 10)
            #expect(v.began.count == 1)
            v.removeFromSuperview()
            #expect(v.cancelled.count == 1)
            #expect(g.state == .possible)
            #expect(g.resets == 1)
            evTouch(w, .moved, 20, 20)
            evTouch(w, .ended, 20, 20)
            #expect(v.moved.isEmpty && v.ended.isEmpty)
            #expect(root.moved.isEmpty)
        }
        #expect(weakView == nil)
        #expect(g.view == nil)
        #expect(g.states.isEmpty)
    }

    @Test func scrollWheelGoesToTheViewUnderThePointerAndUpTheChain() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let scroller = EvScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(inner)
        let d = RawInput.self
        d.sendScroll(delta: CGPoint(x: 0, y: 30), at: CGPoint(x: 20, y: 20), in: w)
        #expect(scroller.deltas == [CGPoint(x: 0, y: 30)])
        #expect(scroller.locations == [CGPoint(x: 20, y: 20)])
        d.sendScroll(delta: .zero, at: CGPoint(x: 20, y: 20), in: w, phase: .began)
        d.sendScroll(delta: CGPoint(x: 5, y: 0), at: CGPoint(x: 300, y: 300), in: w, phase: .moved)
        d.sendScroll(delta: .zero, at: CGPoint(x: 300, y: 300), in: w, phase: .ended)
        // The sequence stays with the view under the pointer when it began.
        #expect(scroller.deltas.count == 4)
        UIKitLog.clearRecentMessages()
        d.sendScroll(delta: .zero, at: .zero, in: w, phase: .ended)
        #expect(UIKitLog.didLog("without began"))
    }
}
