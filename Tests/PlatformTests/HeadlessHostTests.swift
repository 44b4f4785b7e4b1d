//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit

/// Headless backend and frame loop. Serialized: the host, the clock and the screen are global.
@MainActor @Suite(.serialized) struct HeadlessHostTests {
    func rgb(_ img: CGImage?, _ x: Int, _ y: Int) -> (Int, Int, Int)? {
        guard let p = img?.pixel(x: x, y: y) else { return nil }
        return (Int(p.r), Int(p.g), Int(p.b))
    }
    func close(_ a: (Int, Int, Int)?, _ b: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        guard let a else { return false }
        return abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }

    @Test func rendersWindowPixels() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 80), scale: 2)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.addSubview(box)
        window.makeKeyAndVisible()
        host.runFrame()
        let img = host.snapshot(of: window)
        #expect(img?.width == 200 && img?.height == 160)
        #expect(close(rgb(img, 2, 2), (255, 0, 0)))
        #expect(close(rgb(img, 40, 40), (0, 0, 255)))     // point (20, 20) at scale 2
        #expect(close(rgb(img, 70, 70), (255, 0, 0)))     // point (35, 35): outside the box
        #expect(host.pngData(of: window)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        window.isHidden = true
        host.invalidate()
    }

    @Test func advancingTimeRunsAnAnimationToItsEnd() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        window.addSubview(box)
        window.makeKeyAndVisible()
        host.runFrame()
        var finished = false
        UIView.animate(withDuration: 1, animations: { box.frame.origin.x = 150 }, completion: { finished = $0 })
        host.advance(by: 0.5)
        let mid = host.snapshot(of: window)
        #expect(!close(rgb(mid, 5, 5), (0, 128, 0), tolerance: 2))  // moved away from the start
        host.advance(by: 0.6)
        let end = host.snapshot(of: window)
        #expect(close(rgb(end, 160, 10), (0, 128, 0), tolerance: 2))
        #expect(close(rgb(end, 10, 10), (255, 255, 255)))
        host.runFrame()
        #expect(finished)
        window.isHidden = true
        host.invalidate()
    }

    @Test func displayLinkFiresSixtyTimesPerSimulatedSecond() {
        let host = HeadlessHost(size: CGSize(width: 50, height: 50), scale: 1)
        var count = 0
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { l in count += 1; stamps.append(l.timestamp) }
        link.add(to: .main, forMode: .common)
        host.advance(by: 1)
        link.invalidate()
        #expect(count == 60)
        if stamps.count > 1 { #expect(abs((stamps[1] - stamps[0]) - 1.0 / 60) < 1e-6) }
        host.advance(by: 0.5)
        #expect(count == 60)
        host.invalidate()
    }

    @Test func mainQueueWorkRunsWhenDrained() async {
        let host = HeadlessHost(size: CGSize(width: 50, height: 50), scale: 1)
        var ran = false, taskRan = false
        DispatchQueue.main.async { ran = true }
        Task { @MainActor in taskRan = true }
        await host.drainMainQueue()
        #expect(ran && taskRan)
        host.invalidate()
    }

    @Test func changesInOneTurnCoalesceIntoOneFrame() {
        let host = HeadlessHost(size: CGSize(width: 60, height: 20), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        window.backgroundColor = .white
        let views = (0..<3).map { i -> UIView in
            let v = UIView(frame: CGRect(x: i * 20, y: 0, width: 20, height: 20))
            v.backgroundColor = .white
            window.addSubview(v)
            return v
        }
        window.makeKeyAndVisible()
        host.runFrame()
        // (The frame driver is shared by the whole test process: another test's window can
        // still want frames; let them settle, and judge this window by what its frame painted.)
        for _ in 0..<10 where _FrameDriver.shared.needsFrame { host.runFrame() }
        for v in views { v.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        #expect(_FrameDriver.shared.needsFrame)           // the compositor asked for a frame
        let before = _FrameDriver.shared.frameCount
        host.runFrame()
        #expect(_FrameDriver.shared.frameCount == before + 1)
        // All three changes in that one frame: its damage covers the three views.
        let painted = (host.lastDamage[ObjectIdentifier(window)] ?? []).reduce(CGRect.null) { $0.union($1) }
        #expect(painted.contains(CGRect(x: 0, y: 0, width: 60, height: 20)), "\(painted)")
        let img = host.snapshot(of: window)
        for i in 0..<3 { #expect(close(rgb(img, i * 20 + 10, 10), (0, 0, 255))) }
        host.runFrame()
        #expect(host.lastDamage.isEmpty)                  // nothing changed: nothing repainted
        window.isHidden = true
        host.invalidate()
    }

    @Test func invalidSizesFallBackWithAWarning() {
        UIKitLog.clearRecentMessages()
        let host = HeadlessHost(size: CGSize(width: CGFloat.nan, height: -5), scale: 2)
        #expect(host.size == CGSize(width: 390, height: 844))
        #expect(UIKitLog.didLog("invalid size"))
        #expect(UIKitPlatformOptions.parseSize("0x0", source: "test") == nil)
        #expect(UIKitPlatformOptions.parseSize("-3x100", source: "test") == nil)
        #expect(UIKitPlatformOptions.parseSize("nanxnan", source: "test") == nil)
        #expect(UIKitPlatformOptions.parseSize("800x600", source: "test") == CGSize(width: 800, height: 600))
        #expect(UIKitPlatformOptions.parseScale("0", source: "test") == nil)
        host.invalidate()
    }

    @Test func zeroSizedWindowSkipsRendering() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 40), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .red
        window.makeKeyAndVisible()
        host.runFrame()
        host.resize(window, to: .zero)                  // minimized
        host.advance(by: 0.1)                           // no crash, no frames drawn into nothing
        #expect(host.snapshot(of: window) == nil)
        host.resize(window, to: CGSize(width: 30, height: 30))
        #expect(host.snapshot(of: window)?.width == 30)
        window.isHidden = true
        host.invalidate()
    }

    /// On the real clock, a running animation makes a frame due at once. (The window loop read the
    /// time before asking when the next frame was due, found every animation frame a few
    /// nanoseconds early, and drew nothing until the next event: a segmented control's selection
    /// stayed at the old segment after a drag.)
    @Test func runningAnimationIsDueOnTheRealClock() {
        let clock = CAMediaClock.shared
        let previous = clock.mode
        clock._useRealTimeOutsideHosts()
        defer { if previous == .manual { clock._useManualTimeOutsideHosts() } }
        let driver = _FrameDriver.shared
        let layer = CALayer()
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.fromValue = Float(0)
        anim.toValue = Float(1)
        anim.duration = 10
        layer.add(anim, forKey: "fade")
        driver.runFrame(timestamp: CACurrentMediaTime(), surfaces: []) { _, _ in }
        driver.runFrame(timestamp: CACurrentMediaTime(), surfaces: []) { _, _ in }
        #expect(!driver.needsFrame)
        #expect(driver.isAnimating)
        #expect(driver.isFrameDue(lastFrame: CACurrentMediaTime() - 1))
        layer.removeAllAnimations()
    }
}

/// `@main` on an app delegate resolves to `UIApplicationDelegate.main()` (compile-time check).
final class MainDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@MainActor @Test func appDelegateHasMainEntryPoint() {
    let entry: @MainActor () -> Void = MainDelegate.main
    _ = entry
    let app = UIApplication.shared
    #expect(UIApplication.shared === app)
    #expect(app.isIdleTimerDisabled == false)
    app.isIdleTimerDisabled = true
    #expect(app.isIdleTimerDisabled)
    app.isIdleTimerDisabled = false
}
