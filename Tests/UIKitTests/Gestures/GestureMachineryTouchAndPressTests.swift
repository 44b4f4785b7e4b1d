//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
@testable import UIKitCore

@MainActor final class GMIgnoringRecognizer: UIGestureRecognizer {
    var seen = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        seen += touches.count
        for t in touches { ignore(t, for: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { seen += 100 }
}

@MainActor final class GMPressRecognizer: UIGestureRecognizer {
    var log: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) { log.append("began \(presses.first!.type.rawValue)") }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) { log.append("ended"); state = .ended }
}

@MainActor final class GMFocusView: EvView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor @Suite(.serialized) struct GestureMachineryTouchAndPressTests {
    @Test func touchesKnowTheirRecognizersAndEventsKnowTheirTouches() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let inner = EvView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(inner)
        let a = EvRecognizer("a", .idle, log: nil)
        let b = EvRecognizer("b", .idle, log: nil)
        a.delaysTouchesEnded = false; b.delaysTouchesEnded = false
        inner.addGestureRecognizer(a)
        root.addGestureRecognizer(b)
        evTouch(w, .began, 10, 10)
        let t = inner.began[0].first!
        #expect(t.gestureRecognizers?.count == 2)
        #expect(t.gestureRecognizers?.first === a)     // innermost first
        let e = inner.events[0]
        #expect(e.touches(for: a)?.count == 1)
        #expect(e.touches(for: inner)?.count == 1)
        #expect(e.touches(for: root)?.isEmpty == true)
        #expect(root.gestureRecognizers?.count == 1)
        evTouch(w, .ended, 10, 10)
        // Moving a recognizer to another view detaches it from the first.
        root.addGestureRecognizer(a)
        #expect(inner.gestureRecognizers == nil && a.view === root)
        root.gestureRecognizers = nil
        #expect(a.view == nil && b.view == nil)
    }

    @Test func ignoredTouchesAreNoLongerDeliveredOrHeld() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let g = GMIgnoringRecognizer()
        g.delaysTouchesBegan = true
        root.addGestureRecognizer(g)
        evTouch(w, .began, 10, 10)
        #expect(root.began.count == 1)     // ignoring releases the held began
        #expect(g.numberOfTouches == 0)
        evTouch(w, .ended, 10, 10)
        #expect(g.seen == 1)
        #expect(root.ended.count == 1)
    }

    @Test func systemInterruptionCancelsEverything() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let g = EvRecognizer("g", .beginOnMove, log: nil)
        g.cancelsTouchesInView = false
        root.addGestureRecognizer(g)
        evTouch(w, .began, 10, 10)
        evTouch(w, .moved, 20, 20)
        RawInput.cancelAllTouches()
        #expect(root.cancelled.count == 1)
        #expect(g.states == [.began, .cancelled])
        #expect(g.state == .possible)
        #expect(RawInput.activeTouchCount == 0)
    }

    @Test func pressesReachRecognizersThatAllowTheirType() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let v = GMFocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(v)
        #expect(v.becomeFirstResponder())
        let g = GMPressRecognizer()
        var fired = 0
        g.addAction { _ in fired += 1 }
        g.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
        root.addGestureRecognizer(g)
        let d = RawInput.self
        d.sendKey(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"), phase: .began, in: w)
        d.sendKey(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"), phase: .ended, in: w)
        #expect(g.log == ["began 4", "ended"])
        #expect(fired == 1)
        #expect(g.state == .possible)
        // A key whose press type is not allowed is not seen.
        d.sendKey(UIKey(keyCode: .keyboardUpArrow), phase: .began, in: w)
        d.sendKey(UIKey(keyCode: .keyboardUpArrow), phase: .ended, in: w)
        #expect(g.log.count == 2)
        _ = v.resignFirstResponder()
    }

    @Test func failureRequirementOnARecognizerNotInPlayDoesNotBlock() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let a = EvRecognizer("a", .recognizeOnEnd, log: nil)
        let elsewhere = EvRecognizer("elsewhere", .idle, log: nil)
        let other = UIView(frame: CGRect(x: 200, y: 200, width: 10, height: 10))
        root.addSubview(other)
        other.addGestureRecognizer(elsewhere)
        a.require(toFail: elsewhere)
        root.addGestureRecognizer(a)
        evTap(w, 10, 10)
        #expect(a.states == [.ended])
        UIKitLog.clearRecentMessages()
        a.require(toFail: a)
        #expect(UIKitLog.didLog("itself"))
    }
}

@MainActor final class GMHoverRecognizer: UIGestureRecognizer {
    var phases: [UITouch.Phase] = []
    override func _acceptsEvent(_ event: UIEvent) -> Bool { event.type == .hover }
    override func _handleEvent(_ event: UIEvent) {
        phases.append(event._phase)
        switch event._phase {
        case .regionEntered: state = .began
        case .regionMoved: state = .changed
        default: state = .ended
        }
    }
}

@MainActor @Suite(.serialized) struct GestureMachineryHoverTests {
    @Test func hoverEntersMovesAndExits() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(v)
        let g = GMHoverRecognizer()
        var states: [UIGestureRecognizer.State] = []
        g.addAction { states.append($0.state) }
        v.addGestureRecognizer(g)
        let d = RawInput.self
        d.sendHover(at: CGPoint(x: 200, y: 200), in: w)
        d.sendHover(at: CGPoint(x: 50, y: 50), in: w)
        d.sendHover(at: CGPoint(x: 60, y: 50), in: w)
        #expect(g.location(in: v) == CGPoint(x: 60, y: 50))
        d.sendHover(at: CGPoint(x: 160, y: 50), in: w)
        #expect(g.phases == [.regionEntered, .regionMoved, .regionExited])
        #expect(states == [.began, .changed, .ended])
        #expect(g.state == .possible)
        d.sendHover(at: CGPoint(x: 50, y: 50), in: w)
        d.sendHover(at: nil, in: w)                       // pointer left the window
        #expect(g.phases.suffix(2) == [.regionEntered, .regionExited])
        #expect(g.state == .possible)
    }
}
