//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// Hosts a view or view controller in a headless window and drives it like a finger, a
/// keyboard and a clock would: taps, drags, flings, pinches, key presses — each sample with an
/// exact timestamp on a manual clock, frames made as time passes — then reads the pixels.
///
/// ```swift
/// import Testing
/// import UIKitTesting
///
/// @MainActor @Test func tapCounts() {
///     let button = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
///     button.accessibilityIdentifier = "button"
///     var taps = 0
///     let tap = UITapGestureRecognizer()
///     tap.addAction { _ in taps += 1 }
///     button.addGestureRecognizer(tap)
///     let root = UIView()
///     root.addSubview(button)
///
///     let host = UIKitTestHost(view: root, size: CGSize(width: 200, height: 100))
///     host.tap(host.view(withAccessibilityIdentifier: "button")!)
///     #expect(taps == 1)
/// }
/// ```
///
/// ## Time
/// The host switches `CAMediaClock` to manual time starting at ``startTime`` (the same for every
/// host, so runs are reproducible). Nothing moves by itself: each gesture advances the clock in
/// 60 Hz steps between its samples; at every step due recognizer timers (`_ClockTimers`: long
/// press, the multi-tap window) fire, display links and animations run, and a frame is made.
/// A gesture returns at the time of its last sample (a tap takes 0.05 s). Recognizers that wait
/// for another to fail (a single tap requiring a double tap's failure) recognize only once the
/// clock moved on: call ``advance(by:)`` or ``runUntilIdle(timeout:)``.
///
/// ## Coordinates
/// Points are in the window's coordinate space (the hosted root view fills the window at its
/// origin, so they are the root view's coordinates too). ``center(of:)`` and ``frame(of:)``
/// convert a view's geometry.
///
/// ## Isolation
/// Creating a host clears what earlier tests left in the event system (touches, recognizers and
/// the last tap of windows no longer shown; key presses, scroll and hover sequences). Each host has a
/// clock and recognizer timers of its own, so `async` tests that Swift Testing runs in parallel
/// (interleaved on the main actor at each `await`) don't move each other's time or fire each
/// other's timers: whatever the host does puts its own time back in charge first. Windows of
/// other hosts are not drawn here. Call ``invalidate()`` (or let the host go) to hide the window
/// and give the clock back.
@preconcurrency @MainActor public final class UIKitTestHost {
    /// The clock time at which every host starts (seconds on `CACurrentMediaTime()`).
    public static let startTime: TimeInterval = 1000

    /// The headless window holding the content.
    public let window: UIWindow
    /// The underlying headless screen (size, scale, frame count, damage).
    public let headless: HeadlessHost
    /// The view controller given to `init(viewController:)`, else nil.
    public let viewController: UIViewController?
    /// The hosted root view (the view given to `init(view:)` or the controller's view).
    public let rootView: UIView
    /// Length of one frame step (1/60 s).
    public var frameInterval: TimeInterval { headless.frameInterval }

    private var nextFingerID = 1_000
    private var invalidated = false

    /// Hosts `view` in a new key window of `size` points (default: the view's own size if it
    /// has one, else 390×844) at `scale` pixels per point. A view without a size is resized to
    /// fill the window; the view is placed at the window's origin.
    public convenience init(view: UIView, size: CGSize? = nil, scale: CGFloat = 1) {
        let s = size ?? (view.bounds.width >= 1 && view.bounds.height >= 1 ? view.bounds.size : CGSize(width: 390, height: 844))
        self.init(size: s, scale: scale, content: .view(view))
    }

    /// Hosts `viewController` as the root view controller of a new key window of `size` points
    /// at `scale` pixels per point (its view fills the window).
    public convenience init(viewController: UIViewController, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) {
        self.init(size: size, scale: scale, content: .controller(viewController))
    }

    private enum Content { case view(UIView), controller(UIViewController) }

    private init(size: CGSize, scale: CGFloat, content: Content) {
        RawInput.resetLeftovers()
        _UIDragDriver.shared.reset()
        headless = HeadlessHost(size: size, scale: scale, manualClock: true, hostsAllWindows: false,
                                clockStart: Self.startTime)
        _TestFileChooser.install()
        window = UIWindow(frame: CGRect(origin: .zero, size: headless.size))
        switch content {
        case .view(let v):
            viewController = nil
            rootView = v
            if !(v.bounds.width >= 1 && v.bounds.height >= 1) {
                v.frame = window.bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            } else {
                v.frame.origin = .zero
            }
            window.addSubview(v)
        case .controller(let vc):
            viewController = vc
            window.rootViewController = vc
            rootView = vc.view
        }
        window.makeKeyAndVisible()
        headless.host(window)
        headless.runFrame()
    }

    /// Hosts an app's window (``init(appDelegate:infoPlist:size:scale:)``): `headless` hosts every
    /// window the app shows; `window` is the one touches and finders use.
    init(appWindow: UIWindow, headless: HeadlessHost) {
        self.headless = headless
        _TestFileChooser.install()
        window = appWindow
        viewController = appWindow.rootViewController
        rootView = appWindow.rootViewController?.view ?? appWindow
        headless.host(appWindow)
        headless.runFrame()
    }

    isolated deinit {
        invalidate()
    }

    /// Hides the window, cancels touches still down and stops hosting (idempotent).
    public func invalidate() {
        guard !invalidated else { return }
        invalidated = true
        headless.enterClockWorld()
        window.isHidden = true
        RawInput.resetLeftovers()   // this window's touches (other hosts' go on)
        headless.invalidate()
    }

    // MARK: - Time

    /// The clock now, in seconds since the host started (``startTime``).
    public var elapsed: TimeInterval { hostNow - Self.startTime }

    /// The clock now, with this host's time in charge (tests running in parallel each have
    /// their own: see `HeadlessHost`). Everything the host does reads time through this first.
    var hostNow: TimeInterval {
        headless.enterClockWorld()
        return CACurrentMediaTime()
    }

    /// Moves the clock forward by `seconds` in 60 Hz steps (a final partial step too), firing due
    /// recognizer timers and making a frame at each step.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            return UIKitLog.warning("UIKitTestHost.advance(by:): invalid interval \(seconds) ignored", category: "UIKitTesting")
        }
        advance(to: hostNow + seconds)
    }

    /// Moves the clock forward `n` frames of 1/60 s, firing timers and making a frame each.
    public func advanceFrames(_ n: Int) {
        for _ in 0..<max(0, n) { advance(to: hostNow + frameInterval) }
    }

    /// Advances frame by frame until nothing is pending — no animation or display link running,
    /// no recognizer timer scheduled, no frame requested — or until `timeout` seconds of clock
    /// time passed. Returns true when idle.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = 10) -> Bool {
        let end = hostNow + max(0, timeout)
        while true {
            // Main-queue work and due Timers first (on the main thread: see UIKitTestHost+MainQueue).
            if headless.drainsRunLoop { _ = RunLoop.main.limitDate(forMode: .default) }
            _ClockTimers.shared.fireDue()
            if RawInput.hasPendingInput { RawInput.flush() }
            if _FrameDriver.shared.needsFrame { headless.runFrame() }
            if isIdle { return true }
            let now = hostNow
            if now >= end - 1e-9 { return false }
            // Jump straight to the next thing that will happen, in frame steps.
            var target = now + frameInterval
            if !CADisplayLink._hasActiveLinks, !CARenderer.hasAnimations(inTreeOf: window.layer),
               let t = _ClockTimers.shared.nextFireTime, t > target {
                target = t
            }
            advance(to: min(target, end))
        }
    }

    /// True when nothing is pending for this host's window: no animation in its layer tree, no
    /// display link, recognizer timer, queued input or frame. Animations in other windows (say,
    /// another test's) don't count.
    public var isIdle: Bool {
        headless.enterClockWorld()
        return !_FrameDriver.shared.needsFrame && !CADisplayLink._hasActiveLinks
            && !CARenderer.hasAnimations(inTreeOf: window.layer)
            && _ClockTimers.shared.count == 0 && !RawInput.hasPendingInput
    }

    /// Steps the clock to `target` (absolute media time) in frame steps.
    func advance(to target: TimeInterval) {
        var now = hostNow
        if target <= now + 1e-12 {
            _ClockTimers.shared.fireDue()
            return
        }
        while now < target - 1e-9 {
            let next = min(now + frameInterval, target)
            CAMediaClock.shared.set(next)
            _ClockTimers.shared.fireDue()
            headless.runFrame()
            now = hostNow
        }
    }

    // MARK: - Raw touches

    /// A finger placed with `touchDown(at:)`; move it with ``move(_:to:)`` and lift it with
    /// `lift(_:at:)` or `cancel(_:at:)`.
    public struct Finger: Hashable, Sendable {
        /// The touch's identity within the host (each new finger gets the next number).
        public let id: Int
    }

    /// Puts fingers down at `points` now (one event), returning them in order.
    @discardableResult
    public func touchDown(at points: [CGPoint]) -> [Finger] {
        let fingers = points.map { _ in newFinger() }
        send(zip(fingers, points).map { ($0.0, UITouch.Phase.began, $0.1) })
        return fingers
    }

    /// Puts one finger down at `point` now.
    @discardableResult
    public func touchDown(at point: CGPoint) -> Finger { touchDown(at: [point])[0] }

    /// Moves fingers to new locations now (one event).
    public func move(_ moves: [(Finger, CGPoint)]) { send(moves.map { ($0.0, .moved, $0.1) }) }
    /// Moves one finger now.
    public func move(_ finger: Finger, to point: CGPoint) { move([(finger, point)]) }
    /// Lifts fingers at `points` now (one event).
    public func lift(_ fingers: [(Finger, CGPoint)]) { send(fingers.map { ($0.0, .ended, $0.1) }) }
    /// Lifts one finger at `point` now.
    public func lift(_ finger: Finger, at point: CGPoint) { lift([(finger, point)]) }
    /// Cancels a finger (as when the system takes the touch away).
    public func cancel(_ finger: Finger, at point: CGPoint) { send([(finger, .cancelled, point)]) }

    private func newFinger() -> Finger {
        nextFingerID += 1
        return Finger(id: nextFingerID)
    }

    private func send(_ inputs: [(Finger, UITouch.Phase, CGPoint)]) {
        let ts = hostNow
        RawInput.send(inputs.map { RawInput.Touch(id: $0.0.id, phase: $0.1, location: $0.2, timestamp: ts) },
                                            in: window)
    }

    /// Plays a gesture: `samples` are (time offset from now, locations of every finger). The
    /// fingers go down at the first sample, move at the next ones and lift at the last.
    private func play(_ samples: [(TimeInterval, [CGPoint])]) {
        guard let first = samples.first, !first.1.isEmpty else { return }
        let start = hostNow
        let fingers = touchDown(at: first.1)
        var last = first.1
        for (i, s) in samples.enumerated().dropFirst() {
            advance(to: start + s.0)
            // A finger that did not move sends no moved event (a real touch screen sends none).
            if s.1 != last { move(Array(zip(fingers, s.1))); last = s.1 }
            if i == samples.count - 1 { lift(Array(zip(fingers, s.1))) }
        }
        if samples.count == 1 { lift(Array(zip(fingers, first.1))) }
        headless.runFrame()
    }

    private func steps(for duration: TimeInterval, _ steps: Int?) -> Int {
        if let steps { return max(1, steps) }
        return max(1, Int((duration * 60).rounded()))
    }

    func valid(_ caller: String, _ points: [CGPoint], duration: TimeInterval = 0) -> Bool {
        for p in points where !(p.x.isFinite && p.y.isFinite) {
            UIKitLog.warning("UIKitTestHost.\(caller): non-finite point \(p) ignored", category: "UIKitTesting")
            return false
        }
        if !(duration.isFinite && duration >= 0) {
            UIKitLog.warning("UIKitTestHost.\(caller): invalid duration \(duration) ignored", category: "UIKitTesting")
            return false
        }
        return true
    }

    // MARK: - Gestures

    /// A tap: one finger down at `point`, up 0.05 s later at the same place.
    public func tap(at point: CGPoint) {
        guard valid("tap(at:)", [point]) else { return }
        play([(0, [point]), (0.05, [point])])
    }

    /// Taps the center of `view` (which must be in this host's window).
    public func tap(_ view: UIView) { tap(at: center(of: view)) }

    /// Two taps 0.1 s apart (within the multi-tap window) at `point`.
    public func doubleTap(at point: CGPoint) {
        tap(at: point)
        advance(by: 0.05)
        tap(at: point)
    }

    /// Double-taps the center of `view`.
    public func doubleTap(_ view: UIView) { doubleTap(at: center(of: view)) }

    /// Holds one finger still at `point` for `duration` seconds (default 0.8 s, beyond the
    /// long-press recognizer's 0.5 s), then lifts it. Timers fire on the way.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) {
        guard valid("longPress(at:duration:)", [point], duration: duration) else { return }
        let start = hostNow
        let f = touchDown(at: point)
        advance(to: start + duration)
        lift(f, at: point)
        headless.runFrame()
    }

    /// Long-presses the center of `view`.
    public func longPress(_ view: UIView, duration: TimeInterval = 0.8) { longPress(at: center(of: view), duration: duration) }

    /// One finger down at `start`, moved in a straight line to `end` over `duration` seconds in
    /// `steps` evenly timed moves (default: one per 60 Hz frame), lifted at `end`.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int? = nil) {
        guard valid("drag(from:to:)", [start, end], duration: duration) else { return }
        let n = self.steps(for: duration, steps)
        var samples: [(TimeInterval, [CGPoint])] = [(0, [start])]
        for i in 1...n {
            let f = CGFloat(i) / CGFloat(n)
            samples.append((duration * Double(f), [CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)]))
        }
        play(samples)
    }

    /// One finger dragged through `path` (first point: down, last: lift), the points spread
    /// evenly over `duration` seconds.
    public func drag(along path: [CGPoint], duration: TimeInterval = 0.3) {
        guard path.count >= 1, valid("drag(along:duration:)", [], duration: duration) else { return }
        guard path.allSatisfy({ valid("drag(along:duration:)", [$0]) }) else { return }
        if path.count == 1 { return tap(at: path[0]) }
        play(path.enumerated().map { (duration * Double($0.offset) / Double(path.count - 1), [$0.element]) })
    }

    /// A fling: one finger down at `start`, moved at constant `velocity` (points per second) for
    /// `duration` seconds (default 0.1 s: 6 samples at 60 Hz, so a velocity tracker sees exactly
    /// `velocity`), and lifted without stopping.
    public func fling(from start: CGPoint, velocity: CGPoint, duration: TimeInterval = 0.1) {
        guard valid("fling(from:velocity:)", [start, velocity], duration: duration) else { return }
        let n = self.steps(for: duration, nil)
        var samples: [(TimeInterval, [CGPoint])] = [(0, [start])]
        for i in 1...n {
            let t = duration * Double(i) / Double(n)
            samples.append((t, [CGPoint(x: start.x + velocity.x * t, y: start.y + velocity.y * t)]))
        }
        play(samples)
    }

    /// Two fingers on a line through `center` at `angle` (radians, 0 = horizontal), moved apart
    /// (or together) from `fromDistance` to `toDistance` points over `duration` seconds.
    public func pinch(center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat, angle: CGFloat = 0,
                      duration: TimeInterval = 0.3) {
        guard valid("pinch(center:…)", [center, CGPoint(x: fromDistance, y: toDistance)], duration: duration),
              angle.isFinite else { return }
        let n = steps(for: duration, nil)
        let dx = cos(angle), dy = sin(angle)
        func fingers(_ d: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x - dx * d / 2, y: center.y - dy * d / 2), CGPoint(x: center.x + dx * d / 2, y: center.y + dy * d / 2)]
        }
        var samples: [(TimeInterval, [CGPoint])] = [(0, fingers(fromDistance))]
        for i in 1...n {
            let f = CGFloat(i) / CGFloat(n)
            samples.append((duration * Double(f), fingers(fromDistance + (toDistance - fromDistance) * f)))
        }
        play(samples)
    }

    /// Two fingers on a circle of `radius` around `center`, diametrically opposite (starting on
    /// the horizontal), turned by `angle` radians (positive: clockwise on screen, as
    /// `UIRotationGestureRecognizer.rotation`) over `duration` seconds.
    public func rotate(center: CGPoint, radius: CGFloat = 50, angle: CGFloat, duration: TimeInterval = 0.3) {
        guard valid("rotate(center:…)", [center, CGPoint(x: radius, y: angle)], duration: duration) else { return }
        let n = steps(for: duration, nil)
        func fingers(_ a: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x + cos(a) * radius, y: center.y + sin(a) * radius),
             CGPoint(x: center.x - cos(a) * radius, y: center.y - sin(a) * radius)]
        }
        var samples: [(TimeInterval, [CGPoint])] = [(0, fingers(0))]
        for i in 1...n {
            let f = CGFloat(i) / CGFloat(n)
            samples.append((duration * Double(f), fingers(angle * f)))
        }
        play(samples)
    }

    /// One mouse-wheel scroll of `delta` points at `point` (a single event, as a wheel click;
    /// positive y scrolls content up, as dragging a finger up would), then one frame.
    public func scrollWheel(at point: CGPoint, delta: CGPoint) {
        guard valid("scrollWheel(at:delta:)", [point, delta]) else { return }
        RawInput.sendScroll(delta: delta, at: point, in: window, phase: .moved, timestamp: hostNow)
        headless.runFrame()
    }

    /// A trackpad pinch/rotate at `point` (the pointer does not move): `scale` and `rotation`
    /// (radians) reached gradually over `duration` seconds, as `.transform` events.
    public func trackpadTransform(at point: CGPoint, scale: CGFloat = 1, rotation: CGFloat = 0, duration: TimeInterval = 0.3) {
        guard valid("trackpadTransform(at:…)", [point, CGPoint(x: scale, y: rotation)], duration: duration), scale > 0 else { return }
        let d = RawInput.self
        let start = hostNow
        d.sendTransform(scale: 1, rotation: 0, at: point, in: window, phase: .began, timestamp: start)
        let n = steps(for: duration, nil)
        for i in 1...n {
            let f = CGFloat(i) / CGFloat(n)
            advance(to: start + duration * Double(f))
            d.sendTransform(scale: 1 + (scale - 1) * f, rotation: rotation * f, at: point, in: window, phase: .moved,
                            timestamp: hostNow)
        }
        d.sendTransform(scale: scale, rotation: rotation, at: point, in: window, phase: .ended, timestamp: hostNow)
        headless.runFrame()
    }

    // MARK: - Finding views

    /// The first view a user can see (depth first from the window, siblings back to front)
    /// whose `accessibilityIdentifier` is `identifier`. Hidden views (and what they hold), fully
    /// transparent ones, and views outside the window or clipped away by an ancestor (cells
    /// waiting in a table's reuse queue, rows scrolled out) are not found.
    public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        firstVisibleView { $0.accessibilityIdentifier == identifier }
    }

    /// The first view a user can see whose `accessibilityLabel` is `label`, or, for labels
    /// without one, whose text is `label`, or, for empty text fields without one, whose
    /// placeholder is `label` (as XCUITest finds fields by their placeholder; visibility as in
    /// ``view(withAccessibilityIdentifier:)``).
    public func view(withAccessibilityLabel label: String) -> UIView? {
        firstVisibleView { v in
            if let l = v.accessibilityLabel { return l == label }
            if let l = v as? UILabel { return l.text == label }
            if let f = v as? UITextField { return (f.text ?? "").isEmpty && f.placeholder == label }
            return false
        }
    }

    /// Every view in the window (depth first, the window first) satisfying `predicate`.
    public func views(where predicate: (UIView) -> Bool) -> [UIView] {
        var out: [UIView] = []
        var stack: [UIView] = [window]
        while let v = stack.popLast() {
            if predicate(v) { out.append(v) }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return out
    }

    /// Depth first from the window, skipping hidden and transparent subtrees; a view counts
    /// when some of it is inside the window and every clipping ancestor.
    func firstVisibleView(_ predicate: (UIView) -> Bool) -> UIView? {
        window.layoutIfNeeded()
        var stack: [(UIView, CGRect)] = [(window, window.bounds)]
        while let (v, clip) = stack.popLast() {
            guard !v.isHidden, v.alpha > 0.01 else { continue }
            let r = v === window ? window.bounds : v.convert(v.bounds, to: window)
            let seen = r.width > 0 && r.height > 0 ? r.intersects(clip) : clip.contains(r.origin)
            if seen && predicate(v) { return v }
            let inner = v.clipsToBounds ? clip.intersection(r) : clip
            if inner.isNull { continue }
            stack.append(contentsOf: v.subviews.reversed().map { ($0, inner) })
        }
        return nil
    }

    /// The center of `view`'s bounds in window coordinates (lays out first).
    public func center(of view: UIView) -> CGPoint {
        if view.window !== window {
            UIKitLog.warning("UIKitTestHost: \(Swift.type(of: view)) is not in the host's window; its point may be off-screen", category: "UIKitTesting")
        }
        window.layoutIfNeeded()
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// `view`'s bounds in window coordinates (lays out first).
    public func frame(of view: UIView) -> CGRect {
        window.layoutIfNeeded()
        let a = view.convert(CGPoint(x: view.bounds.minX, y: view.bounds.minY), to: window)
        let b = view.convert(CGPoint(x: view.bounds.maxX, y: view.bounds.maxY), to: window)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    // MARK: - Pixels

    /// The window's pixels now (makes a frame first if anything changed), `size × scale` pixels.
    public func render() -> CGImage {
        if let img = headless.snapshot(of: window) { return img }
        headless.runFrame()
        if let img = headless.snapshot(of: window) { return img }
        UIKitLog.error("UIKitTestHost.render(): the window has no pixels; returning a blank image", category: "UIKitTesting")
        let w = max(1, Int(headless.size.width * headless.scale)), h = max(1, Int(headless.size.height * headless.scale))
        return CGImage(width: w, height: h, rgbaPixels: [UInt8](repeating: 0, count: w * h * 4))!
    }

    /// PNG of ``render()``.
    public func pngData() -> Data {
        render().pngData() ?? Data()
    }
}
