//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A view that takes keyboard focus and records the keys it is sent.
@MainActor final class DriverKeyView: UIView {
    var keys: [String] = []
    var released: [UIKeyboardHIDUsage] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { if let k = p.key { keys.append(k.characters) } }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { if let k = p.key { released.append(k.keyCode) } }
    }
}

/// The test driver used as a user would: recognizers on plain views, the driver's gestures,
/// the manual clock, views found by accessibility.
@MainActor @Suite(.serialized) struct DriverTests {
    /// A 300×400 white root with a blue 100×100 box at (100, 100).
    func scene() -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        root.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        box.backgroundColor = .systemBlue
        box.accessibilityIdentifier = "box"
        root.addSubview(box)
        return (root, box)
    }

    @Test func tapRecognizedOnView() {
        let (root, box) = scene()
        var taps: [CGPoint] = []
        let tap = UITapGestureRecognizer()
        tap.addAction { g in taps.append(g.location(in: g.view)) }
        box.addGestureRecognizer(tap)
        let host = UIKitTestHost(view: root)
        host.tap(box)
        #expect(taps == [CGPoint(x: 50, y: 50)])
        host.tap(at: CGPoint(x: 20, y: 20))   // outside the box
        #expect(taps.count == 1)
        #expect(abs(host.elapsed - 0.1) < 1e-9)   // two taps of 0.05 s
        #expect(host.center(of: box) == CGPoint(x: 150, y: 150))
    }

    @Test func doubleTapWinsOverSingleTapThatRequiresItsFailure() {
        let (root, box) = scene()
        var log: [String] = []
        let single = UITapGestureRecognizer()
        single.addAction { _ in log.append("single") }
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addAction { _ in log.append("double") }
        single.require(toFail: double)
        box.addGestureRecognizer(single)
        box.addGestureRecognizer(double)
        let host = UIKitTestHost(view: root)
        host.doubleTap(box)
        host.runUntilIdle()
        #expect(log == ["double"])
        host.tap(box)
        #expect(log == ["double"])          // waits for the double tap to fail…
        #expect(host.runUntilIdle())
        #expect(log == ["double", "single"]) // …on the manual clock
    }

    @Test func panDragsViewToFinalPosition() {
        let (root, box) = scene()
        let pan = UIPanGestureRecognizer()
        var start = CGPoint.zero
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { [unowned root, unowned box] g in
            let p = g as! UIPanGestureRecognizer
            states.append(p.state)
            if p.state == .began { start = box.center }
            let t = p.translation(in: root)
            box.center = CGPoint(x: start.x + t.x, y: start.y + t.y)
        }
        box.addGestureRecognizer(pan)
        let host = UIKitTestHost(view: root)
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 200, y: 300), duration: 0.5)
        #expect(box.center == CGPoint(x: 200, y: 300))
        #expect(states.first == .began && states.last == .ended)
        #expect(host.frame(of: box) == CGRect(x: 150, y: 250, width: 100, height: 100))
        // The moved box is drawn at its new place.
        let img = host.render()
        #expect(img.pixel(x: 200, y: 300).map { $0.b > 200 && $0.r < 100 } == true)
        #expect(img.pixel(x: 150, y: 120).map { $0.r > 250 && $0.g > 250 } == true)
    }

    @Test func dragAlongPath() {
        let (root, box) = scene()
        var points: [CGPoint] = []
        let pan = UIPanGestureRecognizer()
        pan.addAction { [unowned root] g in points.append((g as! UIPanGestureRecognizer).translation(in: root)) }
        box.addGestureRecognizer(pan)
        let host = UIKitTestHost(view: root)
        host.drag(along: [CGPoint(x: 150, y: 150), CGPoint(x: 190, y: 150), CGPoint(x: 190, y: 190)], duration: 0.4)
        #expect(points.last == CGPoint(x: 40, y: 40))
    }

    @Test func flingVelocityReportedByPan() {
        let (root, box) = scene()
        var endVelocity: CGPoint?
        let pan = UIPanGestureRecognizer()
        pan.addAction { [unowned root] g in
            let p = g as! UIPanGestureRecognizer
            if p.state == .ended { endVelocity = p.velocity(in: root) }
        }
        box.addGestureRecognizer(pan)
        let host = UIKitTestHost(view: root)
        host.fling(from: CGPoint(x: 150, y: 150), velocity: CGPoint(x: 900, y: -600))
        let v = try! #require(endVelocity)
        #expect(abs(v.x - 900) < 1 && abs(v.y + 600) < 1, "velocity \(v)")
    }

    @Test func pinchAndRotateImageView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.systemRed.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let iv = UIImageView(image: image)
        iv.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        iv.isUserInteractionEnabled = true
        root.addSubview(iv)
        var scale: CGFloat = 1, rotation: CGFloat = 0
        let pinch = UIPinchGestureRecognizer()
        pinch.addAction { g in scale = (g as! UIPinchGestureRecognizer).scale }
        let rotate = UIRotationGestureRecognizer()
        rotate.addAction { g in rotation = (g as! UIRotationGestureRecognizer).rotation }
        iv.addGestureRecognizer(pinch)
        iv.addGestureRecognizer(rotate)
        let host = UIKitTestHost(view: root)
        host.pinch(center: host.center(of: iv), fromDistance: 60, toDistance: 150)
        #expect(abs(scale - 2.5) < 1e-6, "scale \(scale)")
        host.rotate(center: host.center(of: iv), radius: 60, angle: .pi / 4)
        #expect(abs(rotation - .pi / 4) < 1e-6, "rotation \(rotation)")
    }

    @Test func longPressOnTheManualClock() {
        let (root, box) = scene()
        var states: [UIGestureRecognizer.State] = []
        var beganAt: TimeInterval = 0
        let lp = UILongPressGestureRecognizer()
        lp.addAction { g in
            states.append(g.state)
            if g.state == .began { beganAt = CACurrentMediaTime() }
        }
        box.addGestureRecognizer(lp)
        let host = UIKitTestHost(view: root)
        host.longPress(box, duration: 0.45)
        #expect(states.isEmpty)   // too short
        host.advance(by: 1)
        let t0 = CACurrentMediaTime()
        host.longPress(box, duration: 1)
        #expect(states == [.began, .ended])
        #expect(abs(beganAt - (t0 + 0.5)) <= host.frameInterval + 1e-9)
    }

    @Test func keysGoToTheFirstResponder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = DriverKeyView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        root.addSubview(field)
        let host = UIKitTestHost(view: root)
        #expect(field.becomeFirstResponder())
        host.type("Hi 5!\n")
        #expect(field.keys == ["H", "i", " ", "5", "!", "\r"])
        host.pressKey(.keyboardLeftArrow)
        host.pressKey(.keyboardA, modifiers: .command)
        #expect(field.keys.suffix(2) == ["UIKeyInputLeftArrow", "a"])
        #expect(field.released.last == .keyboardA)
    }

    @Test func findsViewsByAccessibility() {
        let (root, box) = scene()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Score"
        root.addSubview(label)
        box.accessibilityLabel = "Blue box"
        let host = UIKitTestHost(view: root)
        #expect(host.view(withAccessibilityIdentifier: "box") === box)
        #expect(host.view(withAccessibilityLabel: "Blue box") === box)
        #expect(host.view(withAccessibilityLabel: "Score") === label)
        #expect(host.view(withAccessibilityIdentifier: "missing") == nil)
    }

    @Test func findersOnlyFindWhatAUserCanSee() {
        let (root, box) = scene()
        func labelled(_ text: String, _ frame: CGRect, in parent: UIView) -> UIView {
            let v = UIView(frame: frame)
            v.accessibilityLabel = text
            v.accessibilityIdentifier = text
            parent.addSubview(v)
            return v
        }
        labelled("Hidden", CGRect(x: 0, y: 0, width: 20, height: 20), in: root).isHidden = true
        labelled("Clear", CGRect(x: 0, y: 0, width: 20, height: 20), in: root).alpha = 0
        labelled("Away", CGRect(x: 1000, y: 0, width: 20, height: 20), in: root)
        let hiddenParent = UIView(frame: root.bounds)
        hiddenParent.isHidden = true
        root.addSubview(hiddenParent)
        labelled("Inside hidden", CGRect(x: 0, y: 0, width: 20, height: 20), in: hiddenParent)
        let clipper = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        clipper.clipsToBounds = true
        root.addSubview(clipper)
        labelled("Clipped", CGRect(x: 60, y: 0, width: 20, height: 20), in: clipper)
        box.accessibilityLabel = "Seen"
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        for text in ["Hidden", "Clear", "Away", "Inside hidden", "Clipped"] {
            #expect(host.view(withAccessibilityLabel: text) == nil, "\(text)")
            #expect(host.view(withAccessibilityIdentifier: text) == nil, "\(text)")
        }
        #expect(host.view(withAccessibilityLabel: "Seen") === box)
    }

    @MainActor final class Rows: NSObject, UITableViewDataSource {
        var count = 60
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let c = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            c.textLabel?.text = "Row \(indexPath.row)"
            return c
        }
    }

    @Test func findersSkipCellsWaitingForReuse() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        let host = UIKitTestHost(view: table)
        defer { host.invalidate() }
        #expect(host.view(withAccessibilityLabel: "Row 0") != nil)
        host.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 50))
        #expect(host.runUntilIdle(timeout: 5))
        #expect(table.contentOffset.y > 100)
        let shown = Set(table.visibleCells.compactMap { $0.textLabel?.text })
        #expect(!shown.contains("Row 0"))
        #expect(host.view(withAccessibilityLabel: "Row 0") == nil)
        for text in shown { #expect(host.view(withAccessibilityLabel: text) != nil, "\(text)") }
        // Fewer rows: most cells go back to the reuse queue.
        table.contentOffset = .zero
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Row 5") != nil)
        rows.count = 2
        table.reloadData()
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Row 1") != nil)
        #expect(host.view(withAccessibilityLabel: "Row 5") == nil)
    }

    @Test func anAnimationAddedBeforeTheHostStartsOnTheHostsClock() {
        let (root, box) = scene()
        CAMediaClock.shared._useManualTimeOutsideHosts(startingAt: 5000)   // a clock left elsewhere (an earlier test, real time)
        var done = false
        UIView.animate(withDuration: 0.3, animations: { box.alpha = 0 }, completion: { _ in done = true })
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.advance(by: 0.15)
        let mid = box.layer.presentation()?.opacity ?? -1
        #expect(mid > 0.2 && mid < 0.8, "opacity half-way: \(mid)")
        host.advance(by: 0.2)
        #expect(done)
    }

    @Test func hostsAViewController() {
        let vc = UIViewController()
        vc.view.backgroundColor = .systemGreen
        let host = UIKitTestHost(viewController: vc, size: CGSize(width: 120, height: 80), scale: 2)
        let img = host.render()
        #expect(img.width == 240 && img.height == 160)
        #expect(vc.view.bounds.size == CGSize(width: 120, height: 80))
        #expect(host.pngData().count > 0)
    }

    @Test func runUntilIdleFinishesAnimations() {
        let (root, box) = scene()
        let host = UIKitTestHost(view: root)
        var done = false
        UIView.animate(withDuration: 0.3, animations: { box.alpha = 0 }, completion: { _ in done = true })
        #expect(!host.isIdle)
        #expect(host.runUntilIdle(timeout: 2))
        #expect(done)
        #expect(host.elapsed >= 0.3 && host.elapsed < 0.4)
    }

    @Test func snapshotOfSmallScene() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        root.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 140, height: 80))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.separator.cgColor
        root.addSubview(card)
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        dot.backgroundColor = .systemOrange
        dot.layer.cornerRadius = 20
        card.addSubview(dot)
        let bar = UIView(frame: CGRect(x: 70, y: 34, width: 60, height: 12))
        bar.backgroundColor = .systemBlue
        card.addSubview(bar)
        let host = UIKitTestHost(view: root, scale: 2)
        assertSnapshot(of: host, named: "card")
    }

    @Test func snapshotComparisonFindsDifferences() {
        let a = CGImage(width: 10, height: 10, rgbaPixels: [UInt8](repeating: 200, count: 400))!
        var px = [UInt8](repeating: 200, count: 400)
        px[0] = 0
        let b = CGImage(width: 10, height: 10, rgbaPixels: px)!
        let (same, _) = SnapshotComparison.compare(a, a, tolerance: .exact)
        #expect(same.differingPixels == 0)
        let (cmp, diff) = SnapshotComparison.compare(a, b, tolerance: .default)
        #expect(cmp.differingPixels == 1 && cmp.maxChannelDelta == 200 && diff != nil)
        let (loose, _) = SnapshotComparison.compare(a, b, tolerance: SnapshotTolerance(channelDelta: 255))
        #expect(loose.differingPixels == 0)
        #expect(SnapshotSettings.referenceURL(named: "a b", filePath: "/x/Tests/FooTests.swift").path
                == "/x/Tests/__Snapshots__/FooTests/a_b.png")
    }

    @Test func scrollWheelAndTrackpadPinchReachRecognizers() {
        let (root, box) = scene()
        var translations: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        pan.addAction { [unowned root] g in
            states.append(g.state)
            translations.append((g as! UIPanGestureRecognizer).translation(in: root))
        }
        box.addGestureRecognizer(pan)
        var scale: CGFloat = 1
        let pinch = UIPinchGestureRecognizer()
        pinch.addAction { g in scale = (g as! UIPinchGestureRecognizer).scale }
        box.addGestureRecognizer(pinch)
        let host = UIKitTestHost(view: root)
        host.scrollWheel(at: CGPoint(x: 150, y: 150), delta: CGPoint(x: 0, y: 30))
        host.scrollWheel(at: CGPoint(x: 150, y: 150), delta: CGPoint(x: 0, y: 30))
        host.advance(by: 0.2)   // the wheel pan ends after a short idle time
        #expect(states.first == .began && states.last == .ended)
        #expect(translations.last == CGPoint(x: 0, y: -60))   // content follows the wheel like a finger dragging up
        host.trackpadTransform(at: CGPoint(x: 150, y: 150), scale: 1.5)
        #expect(abs(scale - 1.5) < 1e-9)
    }

    @Test func snapshotRecordsThenReportsMismatchWithArtifacts() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-driver-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fakeTestFile = dir.appendingPathComponent("FakeTests.swift").path
        let red = CGImage(width: 8, height: 8, rgbaPixels: [UInt8](repeating: 0, count: 256).enumerated().map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 0 })!
        var px = red.rgbaPixels()
        for i in 0..<8 { px[i * 4 + 2] = 255 }   // first row: magenta-ish
        let changed = CGImage(width: 8, height: 8, rgbaPixels: px)!
        // First run: no reference → recorded, reported once.
        withKnownIssue { _ = assertSnapshot(of: red, named: "red", filePath: fakeTestFile) }
        let ref = dir.appendingPathComponent("__Snapshots__/FakeTests/red.png")
        #expect(FileManager.default.fileExists(atPath: ref.path))
        #expect(assertSnapshot(of: red, named: "red", filePath: fakeTestFile))
        // 8 of 64 pixels differ: fails by default, passes with 1/8 of the pixels allowed.
        var matched = true
        withKnownIssue { matched = assertSnapshot(of: changed, named: "red", filePath: fakeTestFile) } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("8 of 64 pixels") && $0.rawValue.contains(".diff.png") }
        }
        #expect(!matched)
        let diff = SnapshotSettings.artifactsDirectory.appendingPathComponent("FakeTests-red.diff.png")
        #expect(FileManager.default.fileExists(atPath: diff.path))
        #expect(assertSnapshot(of: changed, named: "red", tolerance: SnapshotTolerance(channelDelta: 2, pixelFraction: 0.125), filePath: fakeTestFile))
    }

    @Test func headlessHostFiresClockTimersEachFrame() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), hostsAllWindows: false)
        defer { host.invalidate() }
        CAMediaClock.shared.useManualTime(startingAt: 2000)
        var fired: [TimeInterval] = []
        _ClockTimers.shared.schedule(after: 0.1) { fired.append(CACurrentMediaTime()) }
        host.advanceFrames(5)
        #expect(fired.isEmpty)
        host.advanceFrames(2)   // fires at the first frame at or after 0.1 s (6/60 or 7/60, rounding)
        #expect(fired.count == 1)
        #expect(fired.first.map { $0 >= 2000.1 - 1e-9 && $0 <= 2000 + 7.0 / 60 + 1e-9 } == true)
        _ClockTimers.shared.schedule(after: 0.25) { fired.append(CACurrentMediaTime()) }
        host.advance(by: 0.3)
        #expect(fired.count == 2)
    }
}

// The example from the README, kept compiling here.
@MainActor @Test func readmeExample() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.accessibilityIdentifier = "card"
    root.addSubview(card)
    var taps = 0
    let tap = UITapGestureRecognizer()
    tap.addAction { _ in taps += 1 }
    card.addGestureRecognizer(tap)
    let pan = UIPanGestureRecognizer()
    pan.addAction { g in   // g.view, not `card`: capturing the view would make a retain cycle
        let t = (g as! UIPanGestureRecognizer).translation(in: g.view?.superview)
        g.view?.transform = CGAffineTransform(translationX: t.x, y: t.y)
    }
    card.addGestureRecognizer(pan)

    let host = UIKitTestHost(view: root)                 // 320×200 headless window, manual clock
    let view = try! #require(host.view(withAccessibilityIdentifier: "card"))
    host.tap(view)
    #expect(taps == 1)
    host.drag(from: host.center(of: view), to: CGPoint(x: 250, y: 150), duration: 0.3)
    #expect(host.center(of: view) == CGPoint(x: 250, y: 150))
    host.runUntilIdle()
    // assertSnapshot(of: host, named: "card-dragged")   // Tests/__Snapshots__/<file>/card-dragged.png
}
