//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// UIControl state, event constants and touch tracking, driven like a finger (reference §2).
@MainActor @Suite struct ControlTrackingTests {

    @Test func stateRawValuesAndUnion() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
        let c = UIControl(frame: .zero)
        #expect(c.state == .normal && c.state.rawValue == 0)
        #expect(c.isEnabled && !c.isSelected && !c.isHighlighted)
        c.isSelected = true
        c.isHighlighted = true
        #expect(c.state == [.selected, .highlighted])
        c.isEnabled = false
        #expect(c.state == [.selected, .disabled])  // disabling clears the highlight
        #expect(c.isUserInteractionEnabled)  // isEnabled does not touch isUserInteractionEnabled
        c.isSelected = false
        #expect(c.state == .disabled)
    }

    @Test func eventRawValues() {
        typealias E = UIControl.Event
        let expected: [(E, UInt)] = [
            (.touchDown, 0x1), (.touchDownRepeat, 0x2), (.touchDragInside, 0x4), (.touchDragOutside, 0x8),
            (.touchDragEnter, 0x10), (.touchDragExit, 0x20), (.touchUpInside, 0x40), (.touchUpOutside, 0x80),
            (.touchCancel, 0x100), (.valueChanged, 0x1000), (.primaryActionTriggered, 0x2000),
            (.menuActionTriggered, 0x4000), (.editingDidBegin, 0x10000), (.editingChanged, 0x20000),
            (.editingDidEnd, 0x40000), (.editingDidEndOnExit, 0x80000), (.allTouchEvents, 0xFFF),
            (.allEditingEvents, 0xF0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
            (.allEvents, 0xFFFF_FFFF),
        ]
        for (e, raw) in expected { #expect(e.rawValue == raw) }
        #expect(!E.allTouchEvents.contains(.valueChanged))
        #expect(E.allTouchEvents.contains([.touchDown, .touchCancel, .touchUpOutside]))
    }

    @Test func alignments() {
        #expect(UIControl.ContentHorizontalAlignment.center.rawValue == 0)
        #expect(UIControl.ContentHorizontalAlignment.left.rawValue == 1)
        #expect(UIControl.ContentHorizontalAlignment.right.rawValue == 2)
        #expect(UIControl.ContentHorizontalAlignment.fill.rawValue == 3)
        #expect(UIControl.ContentHorizontalAlignment.leading.rawValue == 4)
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
        #expect(UIControl.ContentVerticalAlignment.center.rawValue == 0)
        #expect(UIControl.ContentVerticalAlignment.top.rawValue == 1)
        #expect(UIControl.ContentVerticalAlignment.bottom.rawValue == 2)
        #expect(UIControl.ContentVerticalAlignment.fill.rawValue == 3)
        let c = UIControl(frame: .zero)
        #expect(c.contentHorizontalAlignment == .center && c.contentVerticalAlignment == .center)
        c.contentHorizontalAlignment = .leading
        #expect(c.effectiveContentHorizontalAlignment == .left)
        c.contentHorizontalAlignment = .trailing
        #expect(c.effectiveContentHorizontalAlignment == .right)
        c.semanticContentAttribute = .forceRightToLeft
        #expect(c.effectiveContentHorizontalAlignment == .left)
        c.contentHorizontalAlignment = .leading
        #expect(c.effectiveContentHorizontalAlignment == .right)
        c.contentHorizontalAlignment = .fill
        #expect(c.effectiveContentHorizontalAlignment == .fill)
    }

    @Test func tapSequence() {
        let (h, root, c) = makeControlHost(); defer { h.invalidate() }
        h.tap(c)
        #expect(c.calls.filter { $0 != "continue" } == ["begin", "end(touch)"])
        #expect(c.tapDispatches == ["down", "upInside"])
        #expect(c.highlightLog == [true, false])
        #expect(!c.isTracking && !c.isHighlighted && !c.isTouchInside)
        #expect(root.log.isEmpty)  // an enabled control keeps its touches
    }

    @Test func dragOutsideSlopAndBackIn() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        // Control spans y 100..<150 in the window; its bottom edge is at 150.
        let f = h.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(c.isTracking && c.isHighlighted && c.isTouchInside)
        h.move(f, to: CGPoint(x: 150, y: 200))  // 50 pt below: still inside (70-pt slop)
        #expect(c.isHighlighted && c.isTouchInside)
        h.move(f, to: CGPoint(x: 150, y: 250))  // 100 pt below: outside
        #expect(!c.isHighlighted && !c.isTouchInside && c.isTracking)
        h.move(f, to: CGPoint(x: 150, y: 260))  // still outside
        h.move(f, to: CGPoint(x: 150, y: 160))  // back in
        #expect(c.isHighlighted && c.isTouchInside)
        h.move(f, to: CGPoint(x: 260, y: 125))  // 60 pt right of the edge at 200: inside
        h.move(f, to: CGPoint(x: 29, y: 125))   // 71 pt left of the edge at 100: outside
        h.lift(f, at: CGPoint(x: 29, y: 125))
        #expect(c.dispatches == ["down", "dragInside", "dragOutside+dragExit", "dragOutside",
                                 "dragInside+dragEnter", "dragInside", "dragOutside+dragExit", "upOutside"])
        #expect(c.calls == ["begin"] + Array(repeating: "continue", count: 6) + ["end(touch)"])
        #expect(c.highlightLog == [true, false, true, false])
        #expect(!c.isTracking && !c.isHighlighted)
    }

    @Test func upInsideWithinSlop() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        h.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 200), steps: 3)
        #expect(c.dispatches.first == "down")
        #expect(c.dispatches.last == "upInside")
        #expect(!c.dispatches.contains { $0.contains("Outside") })
    }

    @Test func cancelByHostSendsTouchCancelAndNoTouchUp() {
        let (h, root, c) = makeControlHost(); defer { h.invalidate() }
        let f = h.touchDown(at: CGPoint(x: 150, y: 125))
        h.cancel(f, at: CGPoint(x: 150, y: 125))
        #expect(c.dispatches == ["down", "cancel"])
        #expect(c.calls == ["begin", "cancel(event)"])
        #expect(!c.isTracking && !c.isHighlighted && !c.isTouchInside)
        #expect(root.log.isEmpty)
    }

    @Test func cancelByAncestorPanRecognizer() {
        let (h, root, c) = makeControlHost(); defer { h.invalidate() }
        var panStates: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer()
        pan.addAction { panStates.append($0.state) }
        root.addGestureRecognizer(pan)
        h.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 250, y: 125), duration: 0.3)
        #expect(panStates.first == .began)
        #expect(c.dispatches.first == "down")
        #expect(c.dispatches.last == "cancel")
        #expect(!c.dispatches.contains("upInside") && !c.dispatches.contains("upOutside"))
        #expect(c.calls.last == "cancel(event)")
        #expect(!c.isHighlighted && !c.isTracking)
    }

    @Test func doubleTapSendsTouchDownRepeat() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        h.doubleTap(c)
        #expect(c.tapDispatches == ["down", "upInside", "down+downRepeat", "upInside"])
    }

    @Test func disabledControlSendsNothingAndPassesTouchesOn() {
        let (h, root, c) = makeControlHost(); defer { h.invalidate() }
        var fired = 0
        c.addAction(UIAction { _ in fired += 1 }, for: .allEvents)
        c.isEnabled = false
        let f = h.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(!c.isHighlighted && !c.isTracking)
        h.move(f, to: CGPoint(x: 160, y: 125))
        h.lift(f, at: CGPoint(x: 160, y: 125))
        #expect(fired == 0 && c.dispatches.isEmpty && c.calls.isEmpty && c.highlightLog.isEmpty)
        #expect(root.log == ["began", "moved", "ended"])
        // hit-testing still finds the disabled control
        #expect(ctlSame(root.hitTest(CGPoint(x: 150, y: 125), with: nil), c))
    }

    @Test func disablingMidTouchEndsTrackingSilently() {
        let (h, root, c) = makeControlHost(); defer { h.invalidate() }
        let f = h.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(c.isTracking && c.isHighlighted)
        c.isEnabled = false
        #expect(!c.isTracking && !c.isHighlighted && !c.isTouchInside)
        #expect(c.calls == ["begin", "cancel(nil)"])
        h.move(f, to: CGPoint(x: 160, y: 125))
        c.isEnabled = true  // re-enabled before the finger lifts: the touch stays ignored
        h.lift(f, at: CGPoint(x: 160, y: 125))
        #expect(c.dispatches == ["down"])
        #expect(c.calls == ["begin", "cancel(nil)"])
        #expect(root.log.isEmpty)
        // the next touch is tracked again
        h.tap(c)
        #expect(c.tapDispatches == ["down", "down+downRepeat", "upInside"])
    }

    @Test func beginTrackingFalseIgnoresTheTouch() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        c.beginResult = false
        h.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 160, y: 125), steps: 2)
        #expect(c.calls == ["begin"])
        #expect(c.dispatches.isEmpty && c.highlightLog.isEmpty && !c.isTracking)
    }

    @Test func continueTrackingFalseStopsTracking() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        c.continueResult = false
        let f = h.touchDown(at: CGPoint(x: 150, y: 125))
        h.move(f, to: CGPoint(x: 155, y: 125))
        #expect(!c.isTracking && !c.isHighlighted)
        h.move(f, to: CGPoint(x: 160, y: 125))
        h.lift(f, at: CGPoint(x: 160, y: 125))
        #expect(c.calls == ["begin", "continue"])
        #expect(c.dispatches == ["down"])
    }

    @Test func primaryActionAfterTouchUpInsideWhenOptedIn() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        h.tap(c)
        #expect(c.tapDispatches == ["down", "upInside"])  // the base class does not send it
        c.sendsPrimary = true
        h.tap(at: CGPoint(x: 20, y: 20))  // elsewhere, so the next tap is not a repeat
        h.tap(c)
        #expect(c.tapDispatches == ["down", "upInside", "down", "upInside", "primary"])
        // not on touch-up outside
        h.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 300), steps: 2)
        #expect(c.dispatches.suffix(1) == ["upOutside"])
    }

    @Test func secondFingerIsIgnoredWhileTracking() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        c.isMultipleTouchEnabled = true
        let a = h.touchDown(at: CGPoint(x: 120, y: 125))
        let b = h.touchDown(at: CGPoint(x: 180, y: 125))
        h.lift(b, at: CGPoint(x: 180, y: 125))
        #expect(c.isTracking)
        h.lift(a, at: CGPoint(x: 120, y: 125))
        #expect(c.dispatches == ["down", "upInside"])
    }

    // MARK: Gesture recognizers (reference §1.3)

    @Test func controlBeatsAncestorSingleTapRecognizer() {
        let (h, root, c) = makeControlHost(); defer { h.invalidate() }
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        root.addGestureRecognizer(tap)
        h.tap(c)
        h.runUntilIdle()
        #expect(taps == 0)
        #expect(c.tapDispatches == ["down", "upInside"])
        h.tap(at: CGPoint(x: 20, y: 300))  // outside the control: the recognizer works
        h.runUntilIdle()
        #expect(taps == 1)
        // a disabled control does not keep the tap from the ancestor
        c.isEnabled = false
        h.tap(c)
        h.runUntilIdle()
        #expect(taps == 2)
    }

    @Test func ancestorDoubleTapRecognizerIsNotRefused() {
        let (h, root, c) = makeControlHost(); defer { h.invalidate() }
        var doubles = 0
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.addAction { _ in doubles += 1 }
        root.addGestureRecognizer(tap)
        h.doubleTap(c)
        h.runUntilIdle()
        #expect(doubles == 1)
    }

    @Test func recognizerOnTheControlItselfWins() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        c.addGestureRecognizer(tap)
        h.tap(c)
        h.runUntilIdle()
        #expect(taps == 1)
        #expect(c.tapDispatches == ["down", "cancel"])  // the recognizer took the touch
    }

    @Test func trackingSlopIsSeventyPoints() {
        #expect(UIControl._defaultTrackingSlop == 70)
        #expect(UIControl(frame: .zero)._trackingSlop == 70)
    }
}

/// A control taking arrow keys when first responder (the hook sliders use).
@MainActor final class KeyControl: UIControl {
    var keys: [UIKeyboardHIDUsage] = []
    var stateChanges = 0
    override var _acceptsKeyboardFocus: Bool { true }
    override func _controlStateDidChange() { stateChanges += 1 }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { if let k = p.key?.keyCode { keys.append(k) } }
    }
}

@MainActor @Suite struct ControlKeyboardTests {
    @Test func focusableControlTakesKeysAndShowsFocused() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let k = KeyControl(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        let plain = UIControl(frame: CGRect(x: 10, y: 60, width: 100, height: 30))
        root.addSubview(k); root.addSubview(plain)
        let h = UIKitTestHost(view: root); defer { h.invalidate() }
        #expect(!plain.canBecomeFirstResponder && !plain.becomeFirstResponder())
        #expect(k.canBecomeFirstResponder)
        #expect(k.becomeFirstResponder())
        #expect(k.state == .focused && k.stateChanges == 1)
        h.pressKey(.keyboardRightArrow)
        #expect(k.keys == [.keyboardRightArrow])
        k.isEnabled = false  // a disabled control resigns and can't come back
        #expect(!k.isFirstResponder && !k.canBecomeFirstResponder)
        #expect(k.state == .disabled)
    }
}
