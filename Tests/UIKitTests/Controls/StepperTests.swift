//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// UIStepper: steps, limits, wrapping, autorepeat timing on the manual clock, images.
@MainActor @Suite(.serialized) struct StepperTests {
    typealias S = ControlTestSupport
    let minus = CGPoint(x: 43, y: 36)
    let plus = CGPoint(x: 91, y: 36)

    /// A stepper at (20, 20) (94 × 32: − half 20…67, + half 67…114) in a 200×80 root.
    func scene(_ configure: (UIStepper) -> Void = { _ in }) -> (UIView, UIStepper, ControlEventRecorder) {
        let root = S.root(CGSize(width: 200, height: 80))
        let s = UIStepper(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        configure(s)
        root.addSubview(s)
        let rec = ControlEventRecorder()
        rec.watch(s)
        return (root, s, rec)
    }

    @Test func defaultsSizeAndValidation() {
        let s = UIStepper()
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 100 && s.stepValue == 1)
        #expect(!s.wraps && s.autorepeat && s.isContinuous)
        #expect(s.frame.size == CGSize(width: 94, height: 32) && s.intrinsicContentSize == CGSize(width: 94, height: 32))
        s.frame = CGRect(x: 3, y: 4, width: 300, height: 300)
        #expect(s.frame == CGRect(x: 3, y: 4, width: 94, height: 32))
        UIKitLog.clearRecentMessages()
        s.stepValue = 0
        #expect(s.stepValue == 1 && UIKitLog.didLog("stepValue"))
        s.stepValue = -2
        #expect(s.stepValue == 1)
        s.minimumValue = 200
        #expect(s.minimumValue == 0 && UIKitLog.didLog("minimumValue"))
        s.maximumValue = -5
        #expect(s.maximumValue == 100)
        s.value = 150
        #expect(s.value == 100)
        s.value = -1
        #expect(s.value == 0)
        s.value = 50
        s.maximumValue = 40
        #expect(s.value == 40)
        s.minimumValue = 45 - 10
        s.value = 36
        s.minimumValue = 38
        #expect(s.value == 38)
    }

    @Test func tapsStepAndStopAtTheLimits() {
        let (root, s, rec) = scene { $0.maximumValue = 2; $0.autorepeat = false }
        let host = UIKitTestHost(view: root)
        host.tap(at: plus)
        #expect(s.value == 1 && rec.count("valueChanged") == 1)
        #expect(rec.events.first == "touchDown")
        host.tap(at: plus)
        host.tap(at: plus)                              // at the maximum: the + half is disabled
        #expect(s.value == 2 && rec.count("valueChanged") == 2)
        host.tap(at: minus)
        #expect(s.value == 1 && rec.count("valueChanged") == 3)
        s.stepValue = 0.75
        host.tap(at: minus)
        host.tap(at: minus)
        #expect(s.value == 0 && rec.count("valueChanged") == 5)   // 0.25 then clamped to 0
        host.tap(at: minus)
        #expect(s.value == 0 && rec.count("valueChanged") == 5)
        s.value = 1
        #expect(rec.count("valueChanged") == 5)           // programmatic: nothing sent
    }

    @Test func wrapsGoesAroundTheLimits() {
        let (root, s, rec) = scene { $0.wraps = true; $0.maximumValue = 3; $0.autorepeat = false }
        let host = UIKitTestHost(view: root)
        host.tap(at: minus)
        #expect(s.value == 3 && rec.count("valueChanged") == 1)
        host.tap(at: plus)
        #expect(s.value == 0)
        s.stepValue = 2
        s.value = 2
        host.tap(at: plus)                              // 4 > 3: clamped to the maximum first
        #expect(s.value == 3)
        host.tap(at: plus)
        #expect(s.value == 0)
    }

    @Test func autorepeatTimingOnTheManualClock() {
        let (root, s, rec) = scene()
        let host = UIKitTestHost(view: root)
        let f = host.touchDown(at: plus)
        #expect(s.value == 1)                           // the first step is on touch-down
        host.advance(by: 0.45)
        #expect(s.value == 1)                           // nothing before 0.5 s
        host.advance(by: 0.1)                            // t = 0.55: first repeat at 0.5
        #expect(s.value == 2)
        host.advance(by: 0.4)                            // t = 0.95: repeats at 0.6, 0.7, 0.8, 0.9
        #expect(s.value == 6)
        host.advance(by: 1.5)                            // t = 2.45: every 0.1 s until 2.5
        #expect(s.value == 21)
        host.advance(by: 0.5)                            // t = 2.95: faster (every 0.05 s) after 2 s of repeating
        #expect(s.value >= 29 && s.value <= 31)
        let held = s.value
        // The finger outside the control pauses the repeats.
        host.move(f, to: CGPoint(x: 190, y: 75))
        host.advance(by: 0.5)
        #expect(s.value == held)
        host.lift(f, at: CGPoint(x: 190, y: 75))
        #expect(rec.count("valueChanged") == Int(held))
        host.advance(by: 1)
        #expect(s.value == held && _ClockTimers.shared.count == 0)
    }

    @Test func autorepeatOffAndNonContinuous() {
        let (root, s, rec) = scene { $0.autorepeat = false }
        let host = UIKitTestHost(view: root)
        host.longPress(at: plus, duration: 1.5)
        #expect(s.value == 1 && rec.count("valueChanged") == 1)
        s.autorepeat = true
        s.isContinuous = false
        host.longPress(at: plus, duration: 1.05)        // 1 + repeats at 0.5…1.0 (6)
        #expect(s.value == 8)
        #expect(rec.count("valueChanged") == 2)          // one, on release
    }

    @Test func autorepeatStopsAtTheLimit() {
        let (root, s, rec) = scene { $0.maximumValue = 3 }
        let host = UIKitTestHost(view: root)
        host.longPress(at: plus, duration: 2)
        #expect(s.value == 3 && rec.count("valueChanged") == 3)
    }

    @Test func lookAndPressedHalfInPixels() {
        let (root, s, _) = scene { $0.value = 0 }
        let host = UIKitTestHost(view: root)
        var img = host.render()
        #expect(S.pixel(img, CGPoint(x: 30, y: 25), is: 0xEEEEEF))              // gray box
        #expect(S.pixel(img, CGPoint(x: 95, y: 35)).r < 100)                   // + glyph, black
        #expect(S.pixel(img, CGPoint(x: 47, y: 35)).r > 150)                   // − disabled at the minimum: faint
        let f = host.touchDown(at: plus)
        img = host.render()
        #expect(S.pixel(img, CGPoint(x: 100, y: 25), is: 0xD8D8DA))             // pressed half darker
        #expect(S.pixel(img, CGPoint(x: 30, y: 25), is: 0xEEEEEF))
        host.lift(f, at: plus)
        #expect(S.pixel(host.render(), CGPoint(x: 100, y: 25), is: 0xEEEEEF))
        _ = s
    }

    @Test func customImagesAreDrawnPerState() {
        let (root, s, _) = scene { $0.value = 5 }
        s.setBackgroundImage(S.solid(.systemTeal, size: CGSize(width: 8, height: 8)), for: .normal)
        s.setBackgroundImage(S.solid(.systemOrange, size: CGSize(width: 8, height: 8)), for: .highlighted)
        s.setIncrementImage(S.solid(.systemRed, size: CGSize(width: 10, height: 10)), for: .normal)
        s.setDecrementImage(S.solid(.systemBlue, size: CGSize(width: 10, height: 10)), for: .normal)
        s.setDividerImage(S.solid(.black, size: CGSize(width: 2, height: 2)), forLeftSegmentState: .normal, rightSegmentState: .normal)
        #expect(s.backgroundImage(for: .normal) != nil && s.incrementImage(for: .normal) != nil && s.decrementImage(for: .highlighted) == nil)
        #expect(s.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) != nil)
        let host = UIKitTestHost(view: root)
        var img = host.render()
        #expect(S.pixel(img, CGPoint(x: 25, y: 25), is: 0x5AC8FA))
        #expect(S.pixel(img, CGPoint(x: 91, y: 36), is: 0xFF3B30))
        #expect(S.pixel(img, CGPoint(x: 43, y: 36), is: 0x007AFF))
        #expect(S.pixel(img, CGPoint(x: 67, y: 28), is: 0x000000))
        let f = host.touchDown(at: plus)
        img = host.render()
        #expect(S.pixel(img, CGPoint(x: 105, y: 25), is: 0xFF9500))
        host.lift(f, at: plus)
    }

    @Test func rightToLeftPutsPlusOnTheLeft() {
        let (root, s, _) = scene { $0.semanticContentAttribute = .forceRightToLeft; $0.autorepeat = false }
        let host = UIKitTestHost(view: root)
        host.tap(at: minus)                             // the left half increments in RTL
        #expect(s.value == 1)
    }

    @Test func accessibility() {
        let (_, s, rec) = scene { $0.value = 3 }
        #expect(s.isAccessibilityElement && s.accessibilityTraits.contains(.adjustable))
        #expect(s.accessibilityValue == "3")
        s.accessibilityIncrement()
        #expect(s.value == 4 && rec.count("valueChanged") == 1)
        s.stepValue = 0.5
        s.accessibilityDecrement()
        #expect(s.accessibilityValue == "3.5")
    }

    @Test func ancestorTapRecognizerDoesNotTakeTheTap() {
        let (root, s, _) = scene { $0.autorepeat = false }
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        root.addGestureRecognizer(tap)
        let host = UIKitTestHost(view: root)
        host.tap(at: plus)
        #expect(taps == 0 && s.value == 1)
        host.tap(at: CGPoint(x: 150, y: 70))
        #expect(taps == 1)
    }
}
