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

/// Records control events and action calls (the three action-method shapes of the UISlider page).
@MainActor final class ControlEventRecorder {
    var events: [String] = []
    var plain = 0
    var senders: [UIControl] = []
    var withEvent: [(UIControl, UIEvent?)] = []
    var values: [Float] = []

    func doSomethingWithoutArguments() { plain += 1 }
    func doSomething(sender: UISlider) { senders.append(sender); values.append(sender.value) }
    func doSomething(sender: UISlider, forEvent event: UIEvent?) { withEvent.append((sender, event)) }

    /// Logs every event of `control` by name.
    func watch(_ control: UIControl) {
        let names: [(UIControl.Event, String)] = [(.touchDown, "touchDown"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
                                                  (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
                                                  (.valueChanged, "valueChanged")]
        for (e, n) in names {
            control.addAction(UIAction(identifier: UIAction.Identifier("rec.\(n)")) { [weak self] _ in self?.events.append(n) }, for: e)
        }
    }

    func count(_ name: String) -> Int { events.filter { $0 == name }.count }
}

/// UISlider behaviour (reference §4 and Apple's UISlider page), driven like a user would.
@MainActor @Suite(.serialized) struct SliderTests {
    typealias S = ControlTestSupport

    /// A 300×31 slider at (20, 20) in a 340×80 white root. Thumb centre x for value v in 0…1 is
    /// 20 + 14 + 272·v (track = bounds, thumb 28 pt).
    func scene(_ configure: (UISlider) -> Void = { _ in }) -> (UIView, UISlider, ControlEventRecorder) {
        let root = S.root(CGSize(width: 340, height: 80))
        let s = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 31))
        configure(s)
        root.addSubview(s)
        let rec = ControlEventRecorder()
        rec.watch(s)
        return (root, s, rec)
    }

    func thumbX(_ v: CGFloat) -> CGFloat { 34 + 272 * v }

    // MARK: Value rules

    @Test func defaultsAndClamping() {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1 && s.isContinuous)
        s.value = 2
        #expect(s.value == 1)
        s.value = -3
        #expect(s.value == 0)
        s.value = 0.8
        s.maximumValue = 0.6           // lowering max below value lowers value
        #expect(s.value == 0.6 && s.maximumValue == 0.6)
        s.minimumValue = 0.7           // raising min above value raises value; min > max makes max = min
        #expect(s.minimumValue == 0.7 && s.maximumValue == 0.7 && s.value == 0.7)
        s.maximumValue = 0.2           // max < min makes min = max
        #expect(s.minimumValue == 0.2 && s.maximumValue == 0.2 && s.value == 0.2)
        s.maximumValue = 10
        s.minimumValue = -10
        s.value = 5
        #expect(s.value == 5)
        UIKitLog.clearRecentMessages()
        s.value = .nan
        #expect(s.value == 5 && UIKitLog.didLog("non-finite value"))
        s.setValue(.infinity, animated: true)
        s.minimumValue = -.infinity
        s.maximumValue = .nan
        #expect(s.value == 5 && s.minimumValue == -10 && s.maximumValue == 10)
    }

    @Test func programmaticChangesSendNoActions() {
        let (root, s, rec) = scene()
        let host = UIKitTestHost(view: root)
        s.value = 0.3
        s.setValue(0.9, animated: true)
        s.minimumValue = 0.95
        s.maximumValue = 0.5
        _ = host.runUntilIdle()
        #expect(rec.events.isEmpty)
    }

    @Test func setValueAnimatedMovesTheThumbOverTime() {
        let (root, s, _) = scene()
        let host = UIKitTestHost(view: root)
        #expect(s._thumbLayer.frame.midX == 14)
        s.setValue(1, animated: true)
        #expect(s._thumbLayer.frame.midX == 286)          // the model is at the end at once
        host.advance(by: 0.1)
        let mid = s._thumbLayer.presentation()?.position.x ?? 0
        #expect(mid > 20 && mid < 280)                   // the thumb is on its way
        _ = host.runUntilIdle()
        #expect(abs((s._thumbLayer.presentation()?.position.x ?? 0) - 286) < 0.5)
        // Not animated: no animation.
        s.setValue(0, animated: false)
        #expect(s._thumbLayer.animationKeys()?.isEmpty ?? true)
    }

    // MARK: Dragging

    @Test func continuousDragSendsValueChangedDuringTheDragAndTouchEvents() {
        let (root, s, rec) = scene { $0.value = 0.5 }
        let host = UIKitTestHost(view: root)
        host.drag(from: CGPoint(x: thumbX(0.5), y: 35), to: CGPoint(x: thumbX(0.75), y: 35), duration: 0.3)
        #expect(abs(s.value - 0.75) < 0.005)
        #expect(rec.count("valueChanged") > 5)
        #expect(rec.events.first == "touchDown" && rec.events.last == "upInside")
        // Values sent were increasing.
        #expect(!s.isTracking && !s.isHighlighted)
    }

    @Test func nonContinuousSendsOnceOnReleaseWhileValueTracks() {
        let (root, s, rec) = scene { $0.value = 0.5; $0.isContinuous = false }
        let host = UIKitTestHost(view: root)
        let f = host.touchDown(at: CGPoint(x: thumbX(0.5), y: 35))
        #expect(s.isTracking && s.isHighlighted)
        host.advance(by: 0.05)
        host.move(f, to: CGPoint(x: thumbX(0.6), y: 35))
        host.advance(by: 0.05)
        host.move(f, to: CGPoint(x: thumbX(0.25), y: 40))
        #expect(abs(s.value - 0.25) < 0.005)             // value tracks the thumb
        #expect(rec.count("valueChanged") == 0)
        host.lift(f, at: CGPoint(x: thumbX(0.25), y: 40))
        #expect(rec.count("valueChanged") == 1)
        #expect(rec.events.suffix(2) == ["valueChanged", "upInside"])
        // A touch that does not move the value sends no valueChanged.
        rec.events = []
        host.tap(at: CGPoint(x: thumbX(0.25), y: 35))
        #expect(rec.count("valueChanged") == 0 && rec.events.first == "touchDown" && rec.events.last == "upInside")
    }

    @Test func touchOnTheTrackAwayFromTheThumbDoesNotJump() {
        let (root, s, rec) = scene { $0.value = 0.5 }
        let host = UIKitTestHost(view: root)
        host.tap(at: CGPoint(x: 300, y: 35))
        host.drag(from: CGPoint(x: 60, y: 35), to: CGPoint(x: 120, y: 35))
        #expect(s.value == 0.5 && rec.events.isEmpty)
        // Near the thumb (within the 8-pt hit outset) does track.
        host.drag(from: CGPoint(x: thumbX(0.5) + 14 + 6, y: 35), to: CGPoint(x: thumbX(0.5) + 14 + 6 + 27.2, y: 35))
        #expect(abs(s.value - 0.6) < 0.005)
    }

    @Test func releaseFarOutsideSendsTouchUpOutside() {
        let root = S.root(CGSize(width: 340, height: 300))
        let s = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 31))
        s.value = 0.5
        root.addSubview(s)
        let rec = ControlEventRecorder()
        rec.watch(s)
        let host = UIKitTestHost(view: root)
        // Dragged 0.1 along and 150 pt down (beyond the 70-pt slop): the value follows x only.
        host.drag(from: CGPoint(x: thumbX(0.5), y: 35), to: CGPoint(x: thumbX(0.6), y: 200))
        #expect(abs(s.value - 0.6) < 0.005)
        #expect(rec.events.contains("dragOutside") && rec.events.last == "upOutside" && !rec.events.contains("upInside"))
    }

    @Test func thumbHitAreaExtendsBeyondShortBounds() {
        let (root, s, _) = scene { $0.value = 0.5 }
        let host = UIKitTestHost(view: root)
        // 5 pt below the slider's bounds (y 20…51) but within the thumb's 8-pt outset.
        #expect(root.hitTest(CGPoint(x: thumbX(0.5), y: 55), with: nil) === s)
        #expect(root.hitTest(CGPoint(x: 60, y: 55), with: nil) === root)
        host.drag(from: CGPoint(x: thumbX(0.5), y: 55), to: CGPoint(x: thumbX(0.6), y: 55))
        #expect(abs(s.value - 0.6) < 0.005)
    }

    @Test func recognizerOnTheSliderItselfWins() {
        let (root, s, rec) = scene { $0.value = 0.5 }
        var pans = 0
        let pan = UIPanGestureRecognizer()
        pan.addAction { g in if g.state == .began { pans += 1 } }
        s.addGestureRecognizer(pan)
        let host = UIKitTestHost(view: root)
        host.drag(from: CGPoint(x: thumbX(0.5), y: 35), to: CGPoint(x: thumbX(0.8), y: 35))
        #expect(pans == 1)
        #expect(rec.count("cancel") == 1)           // the recognizer took the touch from the slider
    }

    @Test func thumbKeepsTheOffsetWhereItWasGrabbed() {
        let (root, s, _) = scene { $0.value = 0.5 }
        let host = UIKitTestHost(view: root)
        // Grabbed 10 pt right of the centre and moved 54.4 pt: +0.2, no jump to the finger.
        host.drag(from: CGPoint(x: thumbX(0.5) + 10, y: 35), to: CGPoint(x: thumbX(0.5) + 64.4, y: 35))
        #expect(abs(s.value - 0.7) < 0.005)
        // Dragging far past the end clamps.
        host.drag(from: CGPoint(x: thumbX(0.7), y: 35), to: CGPoint(x: 600, y: 35))
        #expect(s.value == 1)
    }

    @Test func cancelledDragSendsTouchCancelAndTheNonContinuousValue() {
        let (root, s, rec) = scene { $0.value = 0.5; $0.isContinuous = false }
        let host = UIKitTestHost(view: root)
        let f = host.touchDown(at: CGPoint(x: thumbX(0.5), y: 35))
        host.advance(by: 0.05)
        host.move(f, to: CGPoint(x: thumbX(0.6), y: 35))
        host.cancel(f, at: CGPoint(x: thumbX(0.6), y: 35))
        #expect(abs(s.value - 0.6) < 0.005)
        #expect(rec.events.suffix(2) == ["valueChanged", "cancel"])
        #expect(!s.isTracking)
    }

    @Test func actionMethodsOfTheThreeShapes() {
        let (root, s, _) = scene { $0.value = 0.2 }
        let target = ControlEventRecorder()
        s.addTarget(target, action: ControlEventRecorder.doSomethingWithoutArguments, for: .valueChanged)
        s.addTarget(target, action: ControlEventRecorder.doSomething(sender:), for: .valueChanged)
        s.addTarget(target, action: ControlEventRecorder.doSomething(sender:forEvent:), for: .valueChanged)
        let host = UIKitTestHost(view: root)
        host.drag(from: CGPoint(x: thumbX(0.2), y: 35), to: CGPoint(x: thumbX(0.4), y: 35), duration: 0.1)
        #expect(target.plain > 0 && target.plain == target.senders.count && target.plain == target.withEvent.count)
        #expect(target.senders.allSatisfy { $0 === s })
        #expect(target.withEvent.allSatisfy { $0.1 != nil })
        #expect(abs((target.values.last ?? 0) - 0.4) < 0.005)
    }

    // MARK: Ancestor recognizers

    @Test func dragOnTheThumbBeatsAnAncestorPan() {
        let (root, s, _) = scene { $0.value = 0.5 }
        var pans = 0
        let pan = UIPanGestureRecognizer()
        pan.addAction { g in if g.state == .began { pans += 1 } }
        root.addGestureRecognizer(pan)
        let host = UIKitTestHost(view: root)
        host.drag(from: CGPoint(x: thumbX(0.5), y: 35), to: CGPoint(x: thumbX(0.7), y: 35))
        #expect(pans == 0 && abs(s.value - 0.7) < 0.005)
        // A pan starting on the track (not the thumb) or outside the slider is the ancestor's.
        host.drag(from: CGPoint(x: 60, y: 35), to: CGPoint(x: 160, y: 35))
        host.drag(from: CGPoint(x: 60, y: 70), to: CGPoint(x: 160, y: 70))
        #expect(pans == 2 && abs(s.value - 0.7) < 0.005)
        // A tap recognizer of an ancestor does not take a tap on the slider.
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        root.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: thumbX(0.7), y: 35))
        #expect(taps == 0)
    }

    // MARK: Geometry

    @Test func valueImagesShortenTheTrackAndSetTheHeight() {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        let b = s.bounds
        #expect(s.trackRect(forBounds: b) == CGRect(x: 0, y: 13.5, width: 300, height: 4))
        #expect(s.thumbRect(forBounds: b, trackRect: s.trackRect(forBounds: b), value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(s.thumbRect(forBounds: b, trackRect: s.trackRect(forBounds: b), value: 1).maxX == 300)
        #expect(s.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        s.minimumValueImage = S.speaker(waves: 0)       // 12 × 18
        s.maximumValueImage = S.speaker(waves: 2)       // 22 × 18
        #expect(s.minimumValueImageRect(forBounds: b) == CGRect(x: 0, y: 6.5, width: 12, height: 18))
        #expect(s.maximumValueImageRect(forBounds: b) == CGRect(x: 278, y: 6.5, width: 22, height: 18))
        #expect(s.trackRect(forBounds: b) == CGRect(x: 18, y: 13.5, width: 300 - 18 - 28, height: 4))
        s.layoutIfNeeded()
        #expect(s._minimumValueImageLayer?.frame == CGRect(x: 0, y: 6.5, width: 12, height: 18))
        // A tall value image raises the intrinsic height.
        s.maximumValueImage = S.solid(.red, size: CGSize(width: 10, height: 40))
        #expect(s.intrinsicContentSize.height == 40)
        // RTL: the minimum image is on the right.
        s.maximumValueImage = S.speaker(waves: 2)
        s.semanticContentAttribute = .forceRightToLeft
        #expect(s.minimumValueImageRect(forBounds: b).minX == 288)
        #expect(s.maximumValueImageRect(forBounds: b).minX == 0)
        #expect(s.trackRect(forBounds: b) == CGRect(x: 28, y: 13.5, width: 254, height: 4))
    }

    @Test func rightToLeftMirrorsValueToPosition() {
        let (root, s, _) = scene { $0.value = 0.25; $0.semanticContentAttribute = .forceRightToLeft }
        let host = UIKitTestHost(view: root)
        let x = 20 + 300 - 14 - 272 * 0.25
        #expect(abs(ControlTestSupport.thumbCenter(of: s, in: host).x - x) < 0.01)
        // Dragging right decreases the value.
        host.drag(from: CGPoint(x: x, y: 35), to: CGPoint(x: x + 27.2, y: 35))
        #expect(abs(s.value - 0.15) < 0.005)
        // The minimum track (tint) is on the right of the thumb.
        let img = host.render()
        #expect(S.pixel(img, CGPoint(x: 310, y: 35), is: 0x007AFF))
        #expect(S.pixel(img, CGPoint(x: 40, y: 35), is: 0xE5E5EA))
    }

    /// A subclass's rect overrides are used for drawing and for dragging.
    @MainActor final class WideThumbSlider: UISlider {
        override func trackRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 12) }
        override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
            let x = rect.minX + CGFloat((value - minimumValue) / (maximumValue - minimumValue)) * rect.width
            return CGRect(x: x - 20, y: bounds.midY - 10, width: 40, height: 20)
        }
    }

    @MainActor final class InsetSlider: UISlider {
        var inset: CGFloat = 0 { didSet { setNeedsLayout() } }
        override func trackRect(forBounds bounds: CGRect) -> CGRect { super.trackRect(forBounds: bounds).insetBy(dx: inset, dy: 0) }
    }

    /// A layout pass re-places the parts for what a subclass's rect overrides depend on (here a
    /// property that only asks for layout), and for a changed direction.
    @Test func layoutPassRePlacesThePartsWhenNeeded() {
        let root = S.root(CGSize(width: 340, height: 80))
        let s = InsetSlider(frame: CGRect(x: 20, y: 20, width: 300, height: 31))
        root.addSubview(s)
        let host = UIKitTestHost(view: root)
        #expect(s._minimumTrackLayer.frame.minX == 0)
        s.inset = 30
        host.advance(by: 1.0 / 60)
        #expect(s._minimumTrackLayer.frame.minX == 30)
        let plain = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 31))
        plain.value = 0
        root.addSubview(plain)
        host.advance(by: 1.0 / 60)
        let ltrX = plain._thumbLayer.frame.midX
        root.semanticContentAttribute = .forceRightToLeft
        root.setNeedsLayout(); plain.setNeedsLayout()
        host.advance(by: 1.0 / 60)
        #expect(plain._thumbLayer.frame.midX == 300 - ltrX)   // mirrored: value 0 at the right end
    }

    @Test func subclassRectOverridesAreUsed() {
        let root = S.root(CGSize(width: 340, height: 80))
        let s = WideThumbSlider(frame: CGRect(x: 20, y: 20, width: 300, height: 31))
        s.value = 0.5
        root.addSubview(s)
        let host = UIKitTestHost(view: root)
        #expect(s._thumbLayer.frame == CGRect(x: 150 - 20, y: 5.5, width: 40, height: 20))
        #expect(s._minimumTrackLayer.frame.minX == 20 && s._maximumTrackLayer.frame.maxX == 280)
        // Track 20…280 (260 pt) maps 0…1: dragging the thumb 26 pt is +0.1.
        host.drag(from: CGPoint(x: 170, y: 35), to: CGPoint(x: 196, y: 35))
        #expect(abs(s.value - 0.6) < 0.005)
    }

    /// A subclass placing the minimum value image itself (leading edge, 4 pt in, RTL-aware as
    /// Apple asks of such overrides): the image view and the track follow it.
    @MainActor final class InsetImageSlider: UISlider {
        override func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
            let r = super.minimumValueImageRect(forBounds: bounds)
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return r.offsetBy(dx: rtl ? -4 : 4, dy: 0).insetBy(dx: 0, dy: 0)
        }
    }

    @Test func subclassValueImageRectOverride() {
        let s = InsetImageSlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        s.minimumValueImage = S.speaker(waves: 0)
        s.layoutIfNeeded()
        #expect(s._minimumValueImageLayer?.frame == CGRect(x: 4, y: 6.5, width: 12, height: 18))
        #expect(s.trackRect(forBounds: s.bounds).minX == 18)
        s.semanticContentAttribute = .forceRightToLeft
        s.layoutIfNeeded()
        #expect(s._minimumValueImageLayer?.frame == CGRect(x: 284, y: 6.5, width: 12, height: 18))
    }

    // MARK: Colours and images

    @Test func tintColoursInPixels() {
        let (root, s, _) = scene { $0.value = 0.5 }
        let host = UIKitTestHost(view: root)
        var img = host.render()
        #expect(S.pixel(img, CGPoint(x: 60, y: 35), is: 0x007AFF))      // minimum track: tintColor
        #expect(S.pixel(img, CGPoint(x: 280, y: 35), is: 0xE5E5EA))     // maximum track: light gray
        #expect(S.pixel(img, CGPoint(x: thumbX(0.5), y: 35), is: 0xFFFFFF)) // white thumb
        #expect(!S.pixel(img, CGPoint(x: thumbX(0.5), y: 35 + 15.5), is: 0xFFFFFF, tol: 1)) // shadow below it
        s.tintColor = .systemPurple
        img = host.render()
        #expect(S.pixel(img, CGPoint(x: 60, y: 35), is: 0xAF52DE))
        s.minimumTrackTintColor = .systemRed
        s.maximumTrackTintColor = .systemYellow
        s.thumbTintColor = .systemOrange
        img = host.render()
        #expect(S.pixel(img, CGPoint(x: 60, y: 35), is: 0xFF3B30))
        #expect(S.pixel(img, CGPoint(x: 280, y: 35), is: 0xFFCC00))
        #expect(S.pixel(img, CGPoint(x: thumbX(0.5), y: 35), is: 0xFF9500))
        s.minimumTrackTintColor = nil
        #expect(S.pixel(host.render(), CGPoint(x: 60, y: 35), is: 0xAF52DE))
    }

    @Test func perStateImagesAndCurrentGetters() {
        let (root, s, _) = scene { $0.value = 0.5 }
        let normalThumb = S.solid(.systemBlue, size: CGSize(width: 20, height: 20), radius: 10)
        let highlightedThumb = S.solid(.systemRed, size: CGSize(width: 24, height: 24), radius: 12)
        let minTrack = S.trackImage(cap: .systemGreen, mid: .systemTeal)
        #expect(s.currentThumbImage == nil && s.thumbImage(for: .normal) == nil)
        s.setThumbImage(normalThumb, for: .normal)
        s.setThumbImage(highlightedThumb, for: .highlighted)
        s.setMinimumTrackImage(minTrack, for: .normal)
        #expect(s.thumbImage(for: .highlighted) === highlightedThumb)
        #expect(s.minimumTrackImage(for: .highlighted) == nil)
        #expect(s.currentThumbImage === normalThumb && s.currentMinimumTrackImage === minTrack && s.currentMaximumTrackImage == nil)
        #expect(s.currentMinimumTrackImage?.capInsets == UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3))
        let host = UIKitTestHost(view: root)
        #expect(s._thumbLayer.frame.size == CGSize(width: 20, height: 20))
        let f = host.touchDown(at: CGPoint(x: 170, y: 35))
        #expect(s.isHighlighted && s.isTracking)
        #expect(s.currentThumbImage === highlightedThumb)        // the highlighted image while tracking
        #expect(s.currentMinimumTrackImage === minTrack)          // no highlighted image: normal's
        #expect(s._thumbLayer.frame.size == CGSize(width: 24, height: 24))
        #expect(S.pixel(host.render(), CGPoint(x: 170, y: 35), is: 0xFF3B30))
        host.lift(f, at: CGPoint(x: 170, y: 35))
        #expect(s.currentThumbImage === normalThumb)
        #expect(S.pixel(host.render(), CGPoint(x: 170, y: 35), is: 0x007AFF))
        // The stretched track image: green caps at the outer end, teal in the middle.
        let img = host.render()
        #expect(S.pixel(img, CGPoint(x: 21, y: 35), is: 0x34C759))
        #expect(S.pixel(img, CGPoint(x: 90, y: 35), is: 0x5AC8FA))
        // Disabled falls back to normal too.
        s.isEnabled = false
        #expect(s.currentThumbImage === normalThumb)
        s.setThumbImage(highlightedThumb, for: .disabled)
        #expect(s.currentThumbImage === highlightedThumb)
    }

    // MARK: Accessibility and keyboard

    @Test func accessibilityValueTraitsAndAdjusting() {
        let (root, s, rec) = scene { $0.value = 0.5 }
        #expect(s.isAccessibilityElement)
        #expect(s.accessibilityTraits.contains(.adjustable) && s.accessibilityTraits.rawValue & 0x1000 != 0)
        #expect(s.accessibilityValue == "50%")
        s.value = 0.13
        #expect(s.accessibilityValue == "13%")
        s.accessibilityLabel = "Sound volume"
        #expect(UIAccessibility.spokenDescription(of: s)
                == "Sound volume: 13 percent. Adjustable. Swipe up or down with one finger to adjust the value.")
        s.maximumValue = 200
        s.minimumValue = 100
        s.value = 150
        #expect(s.accessibilityValue == "50%")
        s.accessibilityIncrement()
        #expect(s.value == 160 && rec.count("valueChanged") == 1)
        s.value = 195
        s.accessibilityIncrement()                   // clamped
        #expect(s.value == 200 && rec.count("valueChanged") == 2)
        s.accessibilityIncrement()                   // no change, no event
        #expect(rec.count("valueChanged") == 2)
        s.accessibilityDecrement()
        #expect(s.value == 190)
        s.isEnabled = false
        #expect(s.accessibilityTraits.contains(.notEnabled))
        _ = root
    }

    @Test func arrowKeysAdjustAFocusedSlider() {
        let (root, s, rec) = scene { $0.value = 0.5 }
        let host = UIKitTestHost(view: root)
        #expect(s.becomeFirstResponder())
        host.pressKey(.keyboardRightArrow)
        #expect(abs(s.value - 0.6) < 1e-6)
        host.pressKey(.keyboardDownArrow)
        host.pressKey(.keyboardDownArrow)
        #expect(abs(s.value - 0.4) < 1e-6)
        host.pressKey(.keyboardUpArrow)
        #expect(abs(s.value - 0.5) < 1e-6 && rec.count("valueChanged") == 4)
        s.semanticContentAttribute = .forceRightToLeft
        host.pressKey(.keyboardLeftArrow)            // towards the maximum end in RTL
        #expect(abs(s.value - 0.6) < 1e-6)
    }

    @Test func appearanceProxyColoursSliders() {
        let proxy = UISlider.appearance(whenContainedInInstancesOf: [SliderAppearanceContainer.self])
        proxy.minimumTrackTintColor = .systemPink
        let root = SliderAppearanceContainer(frame: CGRect(x: 0, y: 0, width: 340, height: 80))
        let s = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 31))
        s.value = 0.5
        root.addSubview(s)
        let host = UIKitTestHost(view: root)
        #expect(s.minimumTrackTintColor == .systemPink)
        #expect(S.pixel(host.render(), CGPoint(x: 60, y: 35), is: 0xFF2D55))
    }
}

@MainActor final class SliderAppearanceContainer: UIView {}
