//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
@testable import UIKitCore

@MainActor final class GMTarget {
    var calls: [UIGestureRecognizer.State] = []
    var plain = 0
    func handle(_ g: EvRecognizer) { calls.append(g.state) }
    func ping() { plain += 1 }
}

@MainActor final class GMControlLike: EvView {
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { g.view === self }
}

@MainActor final class GMWaitingRecognizer: UIGestureRecognizer {
    weak var waitFor: UIGestureRecognizer?
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { other === waitFor }
}

@MainActor final class GMTransformRecognizer: UIGestureRecognizer {
    var scales: [CGFloat] = []
    override func _acceptsEvent(_ event: UIEvent) -> Bool { event.type == .transform }
    override func _handleEvent(_ event: UIEvent) {
        scales.append(event._transformScale)
        switch event._phase {
        case .began: state = .began
        case .moved: state = .changed
        default: state = .ended
        }
    }
}

@MainActor @Suite(.serialized) struct GestureMachineryTests {
    @Test func recognizersSeeTouchesBeforeTheViewAndCancelIt() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let log = EvLog()
        root.log = log
        let child = EvView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.tagName = "child"; child.log = log
        root.addSubview(child)
        let g = EvRecognizer("g", .beginOnMove, log: log)
        root.addGestureRecognizer(g)    // on an ancestor of the hit view
        evTouch(w, .began, 10, 10)
        #expect(log.entries == ["g.began", "child.touchesBegan"])
        #expect(g.numberOfTouches == 1)
        #expect(g.location(in: child) == CGPoint(x: 10, y: 10))
        log.entries = []
        evTouch(w, .moved, 20, 20)
        #expect(log.entries == ["g.moved", "child.touchesCancelled", "g.action(began)"])
        #expect(g.state == .began)
        log.entries = []
        evTouch(w, .moved, 30, 30)
        evTouch(w, .ended, 30, 30)
        #expect(log.entries == ["g.moved", "g.action(changed)", "g.ended", "g.action(ended)", "g.reset"])
        #expect(g.state == .possible)
        #expect(child.moved.isEmpty && child.ended.isEmpty)
        #expect(g.states == [.began, .changed, .ended])
    }

    @Test func cancelsTouchesInViewFalseKeepsTheViewGoing() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let g = EvRecognizer("g", .beginOnMove, log: nil)
        g.cancelsTouchesInView = false
        root.addGestureRecognizer(g)
        evTouch(w, .began, 10, 10); evTouch(w, .moved, 20, 20); evTouch(w, .ended, 20, 20)
        #expect(root.began.count == 1 && root.moved.count == 1 && root.ended.count == 1 && root.cancelled.isEmpty)
        #expect(g.states == [.began, .ended])
    }

    @Test func delaysTouchesBeganHoldsUntilFailure() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let log = EvLog()
        root.log = log
        let g = EvRecognizer("g", .failOnMove, log: log)
        g.delaysTouchesBegan = true
        root.addGestureRecognizer(g)
        evTouch(w, .began, 10, 10)
        #expect(root.began.isEmpty)
        evTouch(w, .moved, 20, 20)   // fails → held began (and this move) delivered
        #expect(log.entries == ["g.began", "g.moved", "root.touchesBegan", "root.touchesMoved"])
        evTouch(w, .ended, 20, 20)
        #expect(root.ended.count == 1)
        #expect(g.resets == 1)

        // Recognized while delayed: the view never hears of the touch.
        let h = EvRecognizer("h", .recognizeOnEnd, log: nil)
        h.delaysTouchesBegan = true
        root.removeGestureRecognizer(g)
        root.addGestureRecognizer(h)
        log.entries = []
        evTap(w, 50, 50)
        #expect(h.states == [.ended])
        #expect(!log.entries.contains { $0.hasPrefix("root.") })
    }

    @Test func delaysTouchesEndedHoldsTheEndWhileAnalysing() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let g = EvRecognizer("g", .idle, log: nil)
        root.addGestureRecognizer(g)
        evTap(w, 10, 10)
        #expect(root.began.count == 1 && root.ended.isEmpty)    // held: g is still possible
        g.state = .failed                                           // e.g. its multi-tap timer ran out
        #expect(root.ended.count == 1)
        #expect(g.state == .possible && g.resets == 1)
        // With delaysTouchesEnded = false the end is immediate.
        g.delaysTouchesEnded = false
        evTap(w, 200, 200)
        #expect(root.ended.count == 2)
        root.removeGestureRecognizer(g)
    }

    @Test func requireToFailWaitsForTheOtherToFail() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let single = EvRecognizer("single", .recognizeOnEnd, log: nil)
        let double = EvRecognizer("double", .idle, log: nil)
        single.require(toFail: double)
        root.addGestureRecognizer(single)
        root.addGestureRecognizer(double)
        evTap(w, 10, 10)
        #expect(single.states.isEmpty)
        #expect(single.state == .possible)
        double.state = .failed
        #expect(single.states == [.ended])
        #expect(single.state == .possible && double.state == .possible)  // both reset

        // If the other recognizes, the waiting one fails.
        evTap(w, 10, 10)
        double.state = .ended
        #expect(double.states == [.ended])
        #expect(single.states == [.ended])
        #expect(single.state == .possible)
        #expect(single.resets == 2)
    }

    @Test func subclassAndDelegateFailureRequirements() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let other = EvRecognizer("other", .idle, log: nil)
        let waiting = GMWaitingRecognizer()
        var fired = 0
        waiting.addAction { _ in fired += 1 }
        waiting.waitFor = other
        root.addGestureRecognizer(other)
        root.addGestureRecognizer(waiting)
        evTap(w, 10, 10)
        #expect(fired == 0)
        other.state = .failed
        #expect(fired == 1)
        root.removeGestureRecognizer(waiting)

        let a = EvRecognizer("a", .recognizeOnEnd, log: nil)
        let d = EvDelegate()
        d.requireFailureOf = other
        a.delegate = d
        root.addGestureRecognizer(a)
        evTap(w, 10, 10)
        #expect(a.states.isEmpty)
        other.state = .failed
        #expect(a.states == [.ended])
    }

    @Test func exclusionAndSimultaneousRecognition() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let a = EvRecognizer("a", .beginOnMove, log: nil)
        let b = EvRecognizer("b", .beginOnMove, log: nil)
        let child = EvView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        child.addGestureRecognizer(a)
        root.addGestureRecognizer(b)
        evTouch(w, .began, 10, 10); evTouch(w, .moved, 20, 20)
        #expect(a.state == .began)
        #expect(b.states.isEmpty)      // failed: a recognized first on the same touch
        evTouch(w, .ended, 20, 20)
        #expect(a.states == [.began, .ended] && b.states.isEmpty)
        #expect(a.state == .possible && b.state == .possible)

        let d = EvDelegate(); d.simultaneous = true
        b.delegate = d
        evTouch(w, .began, 10, 10); evTouch(w, .moved, 20, 20); evTouch(w, .ended, 20, 20)
        #expect(b.states == [.began, .ended])
        #expect(a.states == [.began, .ended, .began, .ended])

        // canPrevent false: a does not stop b.
        b.delegate = nil
        a.canPreventOthers = false
        evTouch(w, .began, 10, 10); evTouch(w, .moved, 20, 20); evTouch(w, .ended, 20, 20)
        #expect(b.states.count == 4)
    }

    @Test func delegateShouldBeginAndShouldReceive() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let g = EvRecognizer("g", .recognizeOnEnd, log: nil)
        let d = EvDelegate()
        g.delegate = d
        root.addGestureRecognizer(g)
        d.shouldBegin = false
        evTap(w, 10, 10)
        #expect(g.states.isEmpty)
        #expect(root.ended.count == 1)   // failed → the held end reaches the view
        d.shouldBegin = true
        d.receive = false
        evTouch(w, .began, 10, 10)
        #expect(g.numberOfTouches == 0)
        #expect(root.began.count == 2)
        evTouch(w, .ended, 10, 10)
        #expect(g.states.isEmpty)
        d.receive = true
        evTap(w, 10, 10)
        #expect(g.states == [.ended])
        // Disabled recognizers get nothing.
        g.isEnabled = false
        evTap(w, 10, 10)
        #expect(g.states == [.ended])
    }

    @Test func touchedViewCanRefuseAnAncestorsRecognizer() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let control = GMControlLike(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(control)
        let ancestorTap = EvRecognizer("tap", .recognizeOnEnd, log: nil)
        root.addGestureRecognizer(ancestorTap)
        evTap(w, 10, 10)
        #expect(ancestorTap.states.isEmpty)
        #expect(control.ended.count == 1)
        // A recognizer on the control itself wins.
        let own = EvRecognizer("own", .recognizeOnEnd, log: nil)
        control.addGestureRecognizer(own)
        evTap(w, 10, 10)
        #expect(own.states == [.ended])
        #expect(control.ended.count == 1)
    }

    @Test func removedOrDisabledDuringItsActionIsResetCleanly() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let g = EvRecognizer("g", .beginOnMove, log: nil)
        root.addGestureRecognizer(g)
        g.addAction { [weak root] g in if g.state == .changed { root?.removeGestureRecognizer(g) } }
        evTouch(w, .began, 10, 10); evTouch(w, .moved, 20, 20); evTouch(w, .moved, 30, 30)
        #expect(g.view == nil && g.state == .possible && g.resets == 1)
        evTouch(w, .moved, 40, 40); evTouch(w, .ended, 40, 40)
        #expect(g.states == [.began, .changed])

        let h = EvRecognizer("h", .beginOnMove, log: nil)
        root.addGestureRecognizer(h)
        h.addAction { g in if g.state == .began { g.isEnabled = false } }
        evTouch(w, .began, 10, 10); evTouch(w, .moved, 20, 20)
        #expect(h.states == [.began, .cancelled])
        #expect(h.state == .possible)
        evTouch(w, .moved, 30, 30); evTouch(w, .ended, 30, 30)
        #expect(h.states == [.began, .cancelled])
    }

    @Test func illegalTransitionsAreLoggedAndIgnored() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let g = EvRecognizer("g", .idle, log: nil)
        root.addGestureRecognizer(g)
        evTouch(w, .began, 10, 10)
        UIKitLog.clearRecentMessages()
        g.state = .changed
        #expect(UIKitLog.didLog("illegal state transition"))
        #expect(g.state == .possible)
        g.state = .cancelled
        #expect(g.state == .possible)
        let lone = UIGestureRecognizer()
        UIKitLog.clearRecentMessages()
        lone.state = .began
        #expect(UIKitLog.didLog("not attached"))
        #expect(UIGestureRecognizer().location(ofTouch: 3, in: nil) == .zero)
        evTouch(w, .ended, 10, 10)
    }

    @Test func targetActionForms() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let target = GMTarget()
        let g = EvRecognizer("g", .recognizeOnEnd, log: nil)
        g.addTarget(target, action: GMTarget.handle)
        g.addTarget(target, action: GMTarget.ping)
        var selectorCalls = 0
        root.registerAction("tapped:") { sender, _ in if sender is EvRecognizer { selectorCalls += 1 } }
        g.addTarget(root, action: "tapped:")
        g.addTarget(root, action: "tapped:")        // added once
        root.addGestureRecognizer(g)
        evTap(w, 10, 10)
        #expect(target.calls == [.ended] && target.plain == 1 && selectorCalls == 1)
        g.removeTarget(target, action: nil)
        evTap(w, 10, 10)
        #expect(target.calls == [.ended] && selectorCalls == 2)
        g.removeTarget(nil, action: "tapped:")
        evTap(w, 10, 10)
        #expect(selectorCalls == 2)
        let inited = EvRecognizer(target: target, action: GMTarget.handle)
        #expect(inited.state == .possible)
        // Targets are weak.
        var t2: GMTarget? = GMTarget()
        g.addTarget(t2!, action: GMTarget.ping)
        t2 = nil
        evTap(w, 10, 10)
        #expect(g.states.count == 4)
    }

    @Test func transformEventsReachRecognizersUnderThePointer() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let pinch = GMTransformRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pinch.addAction { states.append($0.state) }
        root.addGestureRecognizer(pinch)
        let d = RawInput.self
        d.sendTransform(scale: 1, rotation: 0, at: CGPoint(x: 50, y: 50), in: w, phase: .began)
        d.sendTransform(scale: 1.5, rotation: 0.1, at: CGPoint(x: 50, y: 50), in: w, phase: .moved)
        d.sendTransform(scale: 2, rotation: 0.2, at: CGPoint(x: 50, y: 50), in: w, phase: .ended)
        #expect(pinch.scales == [1, 1.5, 2])
        #expect(states == [.began, .changed, .ended])
        #expect(pinch.state == .possible)
        #expect(pinch.location(in: nil) == CGPoint(x: 50, y: 50))
    }

    @Test func clockTimersAreDeterministic() {
        let clock = CAMediaClock.shared
        let oldMode = clock.mode
        if oldMode != .manual { clock._useManualTimeOutsideHosts() }
        defer { if oldMode == .real { clock._useRealTimeOutsideHosts() } }
        let timers = _ClockTimers()
        var log: [String] = []
        // Binary-exact intervals: sums like now + 0.25 + 0.25 == now + 0.5 hold at any clock
        // value, so the expected order does not depend on rounding.
        timers.schedule(after: 0.375) { log.append("b") }
        timers.schedule(after: 0.25) { log.append("a") }
        let cancelled = timers.schedule(after: 0.3125) { log.append("x") }
        let rep = timers.schedule(after: 0.25, repeating: 0.25) { log.append("r") }
        cancelled.cancel()
        #expect(!cancelled.isValid)
        #expect(timers.nextFireTime == clock.now + 0.25)
        timers.fireDue()
        #expect(log.isEmpty)
        clock.advance(by: 0.625)
        timers.fireDue()
        #expect(log == ["a", "r", "b", "r"])
        rep.cancel()
        // Rescheduling from a callback does not fire in the same pass.
        var n = 0
        func again() { n += 1; timers.schedule(after: 0) { again() } }
        timers.schedule(after: 0) { again() }
        timers.fireDue()
        #expect(n == 1)
        timers.fireDue()
        #expect(n == 2)
        timers.removeAll()
        #expect(timers.nextFireTime == nil && timers.count == 0)
        UIKitLog.clearRecentMessages()
        timers.schedule(after: .nan) {}
        #expect(UIKitLog.didLog("invalid delay"))
    }
}
