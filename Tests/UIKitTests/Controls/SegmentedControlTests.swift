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

/// UISegmentedControl: segments API, selection by taps, momentary, disabled segments, UIAction
/// segments, out-of-range indices, widths, accessibility.
@MainActor @Suite(.serialized) struct SegmentedControlTests {
    typealias S = ControlTestSupport

    /// Three 80-pt segments "One" "Two" "Three" at (20, 20) in a 300×80 root (centres x 60, 140, 220).
    func scene(_ configure: (UISegmentedControl) -> Void = { _ in }) -> (UIView, UISegmentedControl, ControlEventRecorder) {
        let root = S.root(CGSize(width: 300, height: 80))
        let s = UISegmentedControl(items: ["One", "Two", "Three"])
        s.frame = CGRect(x: 20, y: 20, width: 240, height: 32)
        configure(s)
        root.addSubview(s)
        let rec = ControlEventRecorder()
        rec.watch(s)
        return (root, s, rec)
    }

    func seg(_ i: Int) -> CGPoint { CGPoint(x: 60 + 80 * CGFloat(i), y: 36) }

    @Test func itemsAndSegmentAPI() {
        let img = S.solid(.red, size: CGSize(width: 16, height: 16))
        let s = UISegmentedControl(items: ["A", img, "C"])
        #expect(s.numberOfSegments == 3 && s.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        #expect(s.titleForSegment(at: 0) == "A" && s.titleForSegment(at: 1) == nil && s.imageForSegment(at: 1) === img)
        #expect(s.frame.height == 32 && s.intrinsicContentSize.height == 32 && s.frame.width > 0)
        s.insertSegment(withTitle: "Z", at: 0, animated: false)
        s.insertSegment(with: img, at: 99, animated: true)        // clamped to the end
        #expect(s.numberOfSegments == 5 && s.titleForSegment(at: 0) == "Z" && s.imageForSegment(at: 4) === img)
        s.selectedSegmentIndex = 1                                // "A"
        s.insertSegment(withTitle: "Y", at: 0, animated: false)   // the selection follows its segment
        #expect(s.selectedSegmentIndex == 2 && s.titleForSegment(at: 2) == "A")
        s.removeSegment(at: 0, animated: false)
        #expect(s.selectedSegmentIndex == 1)
        s.removeSegment(at: 1, animated: true)                    // removing the selected one
        #expect(s.selectedSegmentIndex == -1 && s.numberOfSegments == 4)
        s.setTitle("New", forSegmentAt: 0)
        #expect(s.titleForSegment(at: 0) == "New")
        s.setImage(img, forSegmentAt: 0)
        #expect(s.imageForSegment(at: 0) === img && s.titleForSegment(at: 0) == nil)
        s.setEnabled(false, forSegmentAt: 2)
        #expect(!s.isEnabledForSegment(at: 2) && s.isEnabledForSegment(at: 1))
        s.setWidth(50, forSegmentAt: 1)
        #expect(s.widthForSegment(at: 1) == 50 && s.widthForSegment(at: 0) == 0)
        s.removeAllSegments()
        #expect(s.numberOfSegments == 0 && s.selectedSegmentIndex == -1)
    }

    @Test func outOfRangeIndicesWarnAndAreIgnored() {
        let (_, s, _) = scene()
        UIKitLog.clearRecentMessages()
        s.selectedSegmentIndex = 3
        #expect(s.selectedSegmentIndex == -1 && UIKitLog.didLog("out of range"))
        s.selectedSegmentIndex = -2
        #expect(s.selectedSegmentIndex == -1)
        s.selectedSegmentIndex = 2
        s.selectedSegmentIndex = 7
        #expect(s.selectedSegmentIndex == 2)
        UIKitLog.clearRecentMessages()
        s.setTitle("x", forSegmentAt: 9)
        #expect(UIKitLog.didLog("setTitle(_:forSegmentAt:): segment index 9 out of range"))
        #expect(s.titleForSegment(at: -1) == nil)
        s.removeSegment(at: 3, animated: false)
        s.setEnabled(false, forSegmentAt: 5)
        #expect(s.numberOfSegments == 3)
    }

    @Test func tapsSelectAndSendValueChangedOnlyOnChange() {
        let (root, s, rec) = scene()
        let host = UIKitTestHost(view: root)
        host.tap(at: seg(1))
        #expect(s.selectedSegmentIndex == 1 && rec.count("valueChanged") == 1)
        host.tap(at: seg(1))
        #expect(rec.count("valueChanged") == 1)
        host.tap(at: seg(2))
        #expect(s.selectedSegmentIndex == 2 && rec.count("valueChanged") == 2)
        // Selection happens on release, on the segment under the finger.
        let f = host.touchDown(at: seg(0))
        #expect(s.selectedSegmentIndex == 2 && s._highlightedIndex == 0)
        host.advance(by: 0.05)
        host.move(f, to: seg(1))
        #expect(s._highlightedIndex == 1)
        host.lift(f, at: seg(1))
        #expect(s.selectedSegmentIndex == 1 && rec.count("valueChanged") == 3)
        // Programmatic selection sends nothing.
        s.selectedSegmentIndex = 0
        #expect(rec.count("valueChanged") == 3)
        // The selection indicator slides (animated) to a tapped segment.
        host.tap(at: seg(2))
        #expect(s._selectionView.frame.midX == 200)
        #expect(!(s._selectionView.layer.animationKeys()?.isEmpty ?? true))
    }

    /// Pixels as a window shows them (each frame presents only its damaged rectangles): after a
    /// drag from one segment to another the white selection is under the new segment on screen,
    /// not left at the old one. (The window loop's own frame timing is tested in PlatformTests.)
    @Test func dragAcrossSegmentsMovesTheSelectionOnScreen() {
        let (root, s, _) = scene { $0.selectedSegmentIndex = 0 }
        let host = UIKitTestHost(view: root)
        host.headless.mirrorsPresents = true
        _ = host.render()
        func isWhite(_ p: CGPoint) -> Bool {
            guard let img = host.headless.presentedImage() else { return false }
            let px = S.pixel(img, CGPoint(x: p.x + 16, y: p.y - 10))
            return px.r > 250 && px.g > 250 && px.b > 250
        }
        #expect(isWhite(seg(0)) && !isWhite(seg(2)))
        let f = host.touchDown(at: seg(0))
        for x in stride(from: seg(0).x, through: seg(2).x, by: 20) {
            host.advance(by: 1.0 / 60)
            host.move(f, to: CGPoint(x: x, y: seg(0).y))
        }
        host.lift(f, at: seg(2))
        #expect(s.selectedSegmentIndex == 2)
        host.advance(by: 0.5)
        #expect(isWhite(seg(2)))
        #expect(!isWhite(seg(0)))
    }

    @Test func disabledSegmentsAndControl() {
        let (root, s, rec) = scene { $0.setEnabled(false, forSegmentAt: 1) }
        let host = UIKitTestHost(view: root)
        host.tap(at: seg(1))
        #expect(s.selectedSegmentIndex == -1 && rec.count("valueChanged") == 0)
        rec.events = []
        s.isEnabled = false
        host.tap(at: seg(0))
        #expect(s.selectedSegmentIndex == -1 && rec.events.isEmpty)
    }

    @Test func momentarySegmentsDoNotStaySelected() {
        let (root, s, rec) = scene { $0.isMomentary = true }
        var seen: [Int] = []
        s.addAction(UIAction { a in seen.append((a.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9) }, for: .valueChanged)
        let host = UIKitTestHost(view: root)
        host.tap(at: seg(2))
        host.tap(at: seg(2))
        #expect(seen == [2, 2] && rec.count("valueChanged") == 2)
        #expect(s.selectedSegmentIndex == -1 && s._selectionView.isHidden)
    }

    @Test func actionSegmentsRunTheirActions() {
        var log: [String] = []
        let root = S.root(CGSize(width: 300, height: 80))
        let s = UISegmentedControl(frame: CGRect(x: 20, y: 20, width: 240, height: 32), actions: [
            UIAction(title: "Map") { _ in log.append("map") },
            UIAction(title: "Transit") { _ in log.append("transit") },
        ])
        s.insertSegment(action: UIAction(title: "Satellite", identifier: UIAction.Identifier("sat")) { _ in log.append("satellite") },
                        at: 2, animated: false)
        root.addSubview(s)
        s.addAction(UIAction { _ in log.append("valueChanged") }, for: .valueChanged)
        #expect(s.numberOfSegments == 3 && s.titleForSegment(at: 1) == "Transit")
        #expect(s.segmentIndex(identifiedBy: UIAction.Identifier("sat")) == 2)
        #expect(s.actionForSegment(at: 0)?.title == "Map")
        let host = UIKitTestHost(view: root)
        host.tap(at: seg(1))
        host.tap(at: seg(2))
        host.tap(at: seg(2))                       // already selected: nothing
        #expect(log == ["valueChanged", "transit", "valueChanged", "satellite"])
        s.selectedSegmentIndex = 0                 // programmatic: no action
        #expect(log.count == 4)
    }

    @Test func segmentWidths() {
        let (_, s, _) = scene()
        #expect(s._segmentFrames().map(\.width) == [80, 80, 80])
        s.setWidth(40, forSegmentAt: 0)
        #expect(s._segmentFrames().map(\.width) == [40, 100, 100])
        s.setWidth(0, forSegmentAt: 0)
        s.apportionsSegmentWidthsByContent = true
        let w = s._segmentFrames().map(\.width)
        #expect(w[2] > w[0] && abs(w.reduce(0, +) - 240) < 0.01)   // "Three" is wider than "One"
        s.semanticContentAttribute = .forceRightToLeft
        #expect(s._segmentFrames()[0].maxX == 240)                   // first segment on the right
        UIKitLog.clearRecentMessages()
        s.setWidth(-1, forSegmentAt: 0)
        #expect(UIKitLog.didLog("invalid width"))
    }

    @Test func ancestorTapRecognizerDoesNotTakeTheTap() {
        let (root, s, _) = scene()
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        root.addGestureRecognizer(tap)
        let host = UIKitTestHost(view: root)
        host.tap(at: seg(0))
        #expect(taps == 0 && s.selectedSegmentIndex == 0)
        host.tap(at: CGPoint(x: 150, y: 70))
        #expect(taps == 1)
    }

    @Test func lookInPixels() {
        let (root, s, _) = scene { $0.selectedSegmentIndex = 0 }
        let host = UIKitTestHost(view: root)
        var img = host.render()
        #expect(S.pixel(img, CGPoint(x: 30, y: 24), is: 0xFFFFFF))     // selected: white
        #expect(S.pixel(img, CGPoint(x: 110, y: 24), is: 0xEEEEEF))    // track
        #expect(S.pixel(img, CGPoint(x: 180, y: 36), is: 0xC6C6C8, tol: 30))  // separator between 1 and 2
        s.selectedSegmentTintColor = .systemYellow
        img = host.render()
        #expect(S.pixel(img, CGPoint(x: 30, y: 24), is: 0xFFCC00))
        s.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        #expect((s.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor) == .systemRed)
    }

    @Test func accessibilityElementsPerSegment() {
        let (root, s, rec) = scene { $0.selectedSegmentIndex = 1; $0.setEnabled(false, forSegmentAt: 2) }
        _ = UIKitTestHost(view: root)
        #expect(!s.isAccessibilityElement)
        let elements = (s.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
        #expect(elements.map(\.accessibilityLabel) == ["One", "Two", "Three"])
        #expect(elements[1].accessibilityTraits.contains(.selected) && elements[0].accessibilityTraits.contains(.button))
        #expect(elements[2].accessibilityTraits.contains(.notEnabled))
        #expect(UIAccessibility.spokenDescription(of: elements[1]).hasPrefix("Selected. Two. Button"))
        #expect(elements[0].accessibilityActivate())
        #expect(s.selectedSegmentIndex == 0 && rec.count("valueChanged") == 1)
        #expect(!elements[2].accessibilityActivate())
    }
}
