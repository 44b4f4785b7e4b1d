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

/// UISwitch: fixed size, tap and knob-drag toggling, animation, colours, accessibility.
@MainActor @Suite(.serialized) struct SwitchTests {
    typealias S = ControlTestSupport

    /// A switch at (20, 20) (so 20…71 × 20…51) in a 200×80 root.
    func scene(_ configure: (UISwitch) -> Void = { _ in }) -> (UIView, UISwitch, ControlEventRecorder) {
        let root = S.root(CGSize(width: 200, height: 80))
        let s = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        configure(s)
        root.addSubview(s)
        let rec = ControlEventRecorder()
        rec.watch(s)
        return (root, s, rec)
    }

    @Test func fixedSizeAndDefaults() {
        let s = UISwitch(frame: CGRect(x: 10, y: 12, width: 200, height: 100))
        #expect(s.frame == CGRect(x: 10, y: 12, width: 51, height: 31))
        s.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
        #expect(s.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        s.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(s.bounds.size == CGSize(width: 51, height: 31))
        #expect(s.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(s.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!s.isOn && s.onTintColor == nil && s.thumbTintColor == nil && s.style == .sliding)
        s.preferredStyle = .checkbox
        #expect(s.preferredStyle == .checkbox && s.style == .sliding)
    }

    @Test func tapTogglesAndSendsValueChangedOnce() {
        let (root, s, rec) = scene()
        let host = UIKitTestHost(view: root)
        host.tap(s)
        #expect(s.isOn && rec.count("valueChanged") == 1)
        #expect(rec.events.first == "touchDown" && rec.events.suffix(2) == ["valueChanged", "upInside"])
        host.tap(s)
        #expect(!s.isOn && rec.count("valueChanged") == 2)
        // Released far outside: no toggle.
        let f = host.touchDown(at: CGPoint(x: 45, y: 35))
        host.advance(by: 0.05)
        host.move(f, to: CGPoint(x: 45, y: 200))
        host.lift(f, at: CGPoint(x: 45, y: 200))
        #expect(!s.isOn && rec.count("valueChanged") == 2)
    }

    @Test func programmaticChangesSendNothingAndAnimate() {
        let (root, s, rec) = scene()
        let host = UIKitTestHost(view: root)
        s.isOn = true
        #expect(abs(s._knobLayer.frame.minX - 22) < 0.001)
        s.setOn(false, animated: true)
        #expect(abs(s._knobLayer.frame.minX - 2) < 0.001)
        host.advance(by: 0.08)
        let x = s._knobLayer.presentation()?.position.x ?? 0
        #expect(x > 2 + 13.5 + 1 && x < 22 + 13.5 - 1)          // on its way
        _ = host.runUntilIdle()
        #expect(abs((s._knobLayer.presentation()?.position.x ?? 0) - 15.5) < 0.5)
        #expect(rec.events.isEmpty)
    }

    @Test func draggingTheKnobTogglesByFinalPosition() {
        let (root, s, rec) = scene()
        var pans = 0
        let pan = UIPanGestureRecognizer()
        pan.addAction { g in if g.state == .began { pans += 1 } }
        root.addGestureRecognizer(pan)
        let host = UIKitTestHost(view: root)
        // Off → drag right: on.
        host.drag(from: CGPoint(x: 35, y: 35), to: CGPoint(x: 66, y: 35))
        #expect(s.isOn && rec.count("valueChanged") == 1 && pans == 0)
        // On → drag left then back right: stays on, no valueChanged.
        host.drag(along: [CGPoint(x: 60, y: 35), CGPoint(x: 25, y: 35), CGPoint(x: 65, y: 35)])
        #expect(s.isOn && rec.count("valueChanged") == 1)
        // On → drag left past the middle: off.
        let f = host.touchDown(at: CGPoint(x: 60, y: 35))
        host.advance(by: 0.05)
        host.move(f, to: CGPoint(x: 30, y: 35))
        #expect(s.isOn && abs(s._knobLayer.frame.minX - 2) < 0.001)          // the knob shows the finger's side
        host.advance(by: 0.05)
        host.lift(f, at: CGPoint(x: 30, y: 35))
        #expect(!s.isOn && rec.count("valueChanged") == 2 && pans == 0)
        // An ancestor's tap recognizer does not take taps on the switch.
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        root.addGestureRecognizer(tap)
        host.tap(s)
        #expect(taps == 0 && s.isOn)
    }

    @Test func rightToLeftPutsOnOnTheLeft() {
        let (root, s, _) = scene { $0.semanticContentAttribute = .forceRightToLeft }
        let host = UIKitTestHost(view: root)
        #expect(abs(s._knobLayer.frame.minX - 22) < 0.001)          // off: knob on the right
        host.drag(from: CGPoint(x: 60, y: 35), to: CGPoint(x: 25, y: 35))
        #expect(s.isOn && abs(s._knobLayer.frame.minX - 2) < 0.001)
    }

    @Test func coloursInPixels() {
        let (root, s, _) = scene()
        let host = UIKitTestHost(view: root)
        var img = host.render()
        #expect(S.pixel(img, CGPoint(x: 64, y: 35), is: 0xE9E9EA))     // off track, right of the knob
        #expect(S.pixel(img, CGPoint(x: 35, y: 35), is: 0xFFFFFF))     // white knob on the left
        s.isOn = true
        img = host.render()
        #expect(S.pixel(img, CGPoint(x: 27, y: 35), is: 0x34C759))     // green, left of the knob
        #expect(S.pixel(img, CGPoint(x: 56, y: 35), is: 0xFFFFFF))
        s.onTintColor = .systemPurple
        s.thumbTintColor = .systemYellow
        img = host.render()
        #expect(S.pixel(img, CGPoint(x: 27, y: 35), is: 0xAF52DE))
        #expect(S.pixel(img, CGPoint(x: 56, y: 35), is: 0xFFCC00))
        s.isOn = false
        s.tintColor = .systemRed                                      // an explicit tint outlines the off track
        img = host.render()
        #expect(S.pixel(img, CGPoint(x: 55, y: 20.5), is: 0xFF3B30, tol: 40))
        #expect(S.pixel(img, CGPoint(x: 64, y: 35), is: 0xE9E9EA))
    }

    @Test func disabledSwitchIgnoresTouches() {
        let (root, s, rec) = scene { $0.isEnabled = false }
        let host = UIKitTestHost(view: root)
        host.tap(s)
        host.drag(from: CGPoint(x: 35, y: 35), to: CGPoint(x: 66, y: 35))
        #expect(!s.isOn && rec.events.isEmpty)
        #expect(s.accessibilityTraits.contains(.notEnabled))
    }

    @Test func accessibilityAndKeyboard() {
        let (root, s, rec) = scene()
        let host = UIKitTestHost(view: root)
        #expect(s.isAccessibilityElement && s.accessibilityTraits.contains(.button))
        #expect(s.accessibilityValue == "0")
        #expect(s.accessibilityActivate())
        #expect(s.isOn && s.accessibilityValue == "1" && rec.count("valueChanged") == 1)
        #expect(s.becomeFirstResponder())
        host.pressKey(.keyboardSpacebar)
        #expect(!s.isOn && rec.count("valueChanged") == 2)
    }

    @Test func appearanceProxyOnTint() {
        let proxy = UISwitch.appearance(whenContainedInInstancesOf: [SwitchAppearanceContainer.self])
        proxy.onTintColor = .systemOrange
        let root = SwitchAppearanceContainer(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let s = UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        s.isOn = true
        root.addSubview(s)
        let host = UIKitTestHost(view: root)
        #expect(s.onTintColor == .systemOrange)
        #expect(S.pixel(host.render(), CGPoint(x: 27, y: 35), is: 0xFF9500))
    }
}

@MainActor final class SwitchAppearanceContainer: UIView {}
