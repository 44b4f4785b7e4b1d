//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import QuartzCore
import UIKitCore

/// A screen without a display: hosts `UIWindow`s in memory at a given size and scale, with a
/// manual clock, and makes frames exactly as the SDL backend does (same display links, layout
/// and display passes, compositor; only the present step differs: the pixels stay in memory).
///
/// ```swift
/// let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.rootViewController = vc
/// window.makeKeyAndVisible()          // hosted automatically
/// host.advance(by: 0.5)               // 30 frames at 60 Hz: animations, display links, timers
/// let png = host.pngData()            // the key window's pixels
/// ```
///
/// Determinism: time (`CACurrentMediaTime()`, animations, display links, `_ClockTimers` such as
/// recognizer delays) is the manual clock
/// and fully deterministic. `advance(by:)` also gives `RunLoop.main` one non-blocking pass per
/// frame, so due Foundation `Timer`s fire — but they follow the real wall clock (Foundation has no
/// hook for a manual clock), so a `Timer` fires only once its real fire date has passed; use
/// `CADisplayLink` or `UIView.animate` for deterministic timing. Main-queue blocks and
/// `@MainActor` tasks cannot run while a synchronous caller holds the main actor (a test body):
/// `await host.drainMainQueue()` lets them run. With `drainsRunLoop = false` nothing but the frame
/// work runs.
///
/// Each host on the manual clock has time of its own: tests running in parallel (Swift Testing
/// interleaves `async` tests on the main actor at every `await`) each see their own clock and
/// their own recognizer timers; whenever a host moves time or makes a frame its time is put
/// back in charge (`CAMediaClock.shared.useManualTime(startingAt:)` sets the time of the host
/// in charge).
@preconcurrency @MainActor public final class HeadlessHost: UIWindowHosting {
    /// Screen size in points and pixels per point.
    public let size: CGSize
    /// Pixels per point of the host's screen (1, 2 or 3 as on iOS devices; any of 0.5...4, 1.5
    /// as a desktop at 150 %). Changed by `changeScale(to:)`.
    public private(set) var scale: CGFloat
    /// Frame step of `advance(by:)` (60 Hz).
    public let frameInterval: CFTimeInterval = 1.0 / 60.0
    /// Whether `advance(by:)`/`runFrame()` give `RunLoop.main` a non-blocking pass each frame.
    public var drainsRunLoop = true
    /// When true (the default), every window shown anywhere is hosted here.
    public let hostsAllWindows: Bool

    package private(set) var surfaces: [_WindowSurface] = []
    /// Frames made by this host.
    public private(set) var frameCount = 0
    /// Damaged pixel rects of the last frame, per window.
    public private(set) var lastDamage: [ObjectIdentifier: [CGRect]] = [:]

    /// Creates the host; configures `UIScreen.main` to `size`/`scale`, switches
    /// `CAMediaClock.shared` to manual time (unless `manualClock` is false) and starts hosting
    /// windows as they are shown. Invalid sizes (0, negative, NaN) fall back to 390×844 with a
    /// warning; invalid scales to 1.
    public convenience init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
                            manualClock: Bool = true, hostsAllWindows: Bool = true) {
        self.init(size: size, scale: scale, manualClock: manualClock, hostsAllWindows: hostsAllWindows, clockStart: nil)
    }

    /// The host's own time when it runs on the manual clock (see `_ClockWorld`): every call
    /// that moves time or makes frames puts it in charge first, so hosts of tests running in
    /// parallel don't move each other's clocks or fire each other's timers.
    package let clockWorld: _ClockWorld?

    /// As the public initializer; a manual clock starts at `clockStart` (nil: the manual time
    /// now if the clock is manual, else 1000).
    package init(size: CGSize, scale: CGFloat, manualClock: Bool, hostsAllWindows: Bool,
                 clockStart: CFTimeInterval?) {
        var s = size
        if !(s.width >= 1 && s.height >= 1 && s.width <= UIKitPlatformOptions.maxSide && s.height <= UIKitPlatformOptions.maxSide) {
            UIKitLog.warning("HeadlessHost: invalid size \(size); using 390x844", category: "HeadlessHost")
            s = CGSize(width: 390, height: 844)
        }
        var sc = scale
        if !(sc.isFinite && sc >= 0.5 && sc <= 4) {
            UIKitLog.warning("HeadlessHost: invalid scale \(scale); using 1", category: "HeadlessHost")
            sc = 1
        }
        self.size = s
        self.scale = sc
        self.hostsAllWindows = hostsAllWindows
        previousScreen = (UIScreen.main.bounds, UIScreen.main.scale)
        if manualClock {
            let clock = CAMediaClock.shared
            clockWorld = _ClockWorld(manualTimeStartingAt: clockStart ?? (clock.mode == .manual ? clock.now : 1000))
        } else {
            clockWorld = nil
        }
        clockWorld?.enter()
        _FrameDriver.shared.install()
        UIScreen.main._configure(bounds: CGRect(origin: .zero, size: s), scale: sc)
        // Headless: light and Large, unless UIKIT_INTERFACE_STYLE or UIKIT_CONTENT_SIZE_CATEGORY
        // say otherwise (the desktop is not read).
        UIScreen._setDesktopStyle(_DesktopAppearance.environmentStyle ?? .light)
        UIScreen._setDesktopContentSize(_DesktopAppearance.environmentContentSize ?? .large)
        Self.liveHosts.removeAll { $0.host == nil }
        Self.liveHosts.append(WeakHost(host: self))
        if hostsAllWindows { _UIWindowRegistry.shared.addHost(self) }
    }

    private let previousScreen: (CGRect, CGFloat)
    private var invalidated = false

    /// Stops hosting (windows keep their last pixels) and puts `UIScreen.main` (its style: light,
    /// or `UIKIT_INTERFACE_STYLE`'s) and the clock mode back as they were before this host was made (tests share one process).
    public func invalidate() {
        guard !invalidated else { return }
        invalidated = true
        for s in surfaces { CARenderer.removeAnimations(inTreeOf: s.window.layer) }
        _UIWindowRegistry.shared.removeHost(self)
        Self.liveHosts.removeAll { $0.host == nil || $0.host === self }
        UIScreen.main._configure(bounds: previousScreen.0, scale: previousScreen.1)
        UIScreen._setDesktopStyle(_DesktopAppearance.environmentStyle ?? .light)
        UIScreen._setDesktopContentSize(_DesktopAppearance.environmentContentSize ?? .large)
        clockWorld?.leave()
    }

    /// Puts this host's clock and timers in charge (see ``clockWorld``; a host on the real clock
    /// takes the clock outside every test host); cheap when they are.
    package func enterClockWorld() {
        if let clockWorld { clockWorld.enter() } else { CAMediaClock.shared._enterWorldOutsideHosts() }
    }

    // MARK: Windows

    package func windowVisibilityDidChange(_ window: UIWindow) {
        if window.isHidden {
            _FrameDriver.shared.setNeedsFrame()
            updateApplicationState()
            return
        }
        // A window another host hosts by name (another test's, while this app test waits) is not ours.
        if Self.liveHosts.contains(where: { $0.host !== self && $0.host?.claimed.contains(ObjectIdentifier(window)) == true }) { return }
        adopt(window)
        updateApplicationState()
    }

    // MARK: Application life cycle

    /// What a desktop's window system does to an app's windows; the SDL backend receives these
    /// as window events, and ``simulate(_:)`` plays them in tests.
    public enum WindowSystemEvent: Sendable {
        /// Another app's window got the keyboard focus: the app resigns active.
        case focusLost
        /// One of the app's windows got the focus back: the app becomes active.
        case focusGained
        /// The app's windows were minimised: the app resigns active and enters the background.
        case minimized
        /// A minimised window was restored (and focused): the app enters the foreground and
        /// becomes active.
        case restored
        /// The last window was closed: the app resigns active, enters the background and
        /// terminates.
        case closed
    }

    /// Launches the app as `UIApplicationMain` does, without a display or a main loop: sets the
    /// delegate, calls its `willFinishLaunching` and `didFinishLaunching` (where it shows its
    /// window), posts `didFinishLaunchingNotification`, then makes the app active, so app
    /// delegates and life-cycle observers can be tested. Each call starts a fresh launch.
    public func launch(delegate: UIApplicationDelegate) {
        launch(delegate: delegate, infoDictionary: nil)
    }

    /// Launches as ``launch(delegate:)`` with an `Info.plist`'s contents: with a
    /// `UIApplicationSceneManifest`, the app is scene-based, as on iOS 13 and later — after the
    /// delegate's launch methods, the first scene connects (its delegate makes the window in
    /// `scene(_:willConnectTo:options:)`, or comes from the scene's `UISceneStoryboardFile`),
    /// enters the foreground and becomes active. Without scenes, a `UIMainStoryboardFile`'s
    /// initial controller becomes the root of a window given to the delegate's `window`. A
    /// `UILaunchStoryboardName`'s initial controller is shown in a window of its own and drawn
    /// before the delegate's launch methods run; that window is hidden once the app has launched.
    public func launch(delegate: UIApplicationDelegate, infoDictionary: [String: Any]?) {
        enterClockWorld()
        hasFocus = true
        isMinimized = false
        let app = UIApplication.shared
        app._prepareScenes(infoDictionary: infoDictionary, delegate: delegate)
        // A launch storyboard is drawn in a frame of its own before the delegate runs, and goes
        // once the app has launched: the app's windows make the next frame.
        let launchScreen = infoDictionary?["UILaunchStoryboardName"] as? String
        UIApplication._presentLaunchScreen = { [unowned self] _ in self.runFrame() }
        defer { UIApplication._presentLaunchScreen = nil }
        app._launch(delegate: delegate, mainStoryboard: infoDictionary?["UIMainStoryboardFile"] as? String, launchStoryboard: launchScreen)
        if !app._connectFirstScene() { app._becomeActive() }
        app._dismissLaunchScreen()
    }

    /// Launches as ``launch(delegate:infoDictionary:)`` with the property list at `infoPlist`
    /// (an app's `Info.plist`); a file that can't be read or parsed is logged and the app
    /// launches without scenes.
    public func launch(delegate: UIApplicationDelegate, infoPlist: URL) {
        launch(delegate: delegate, infoDictionary: _UISceneManifest.infoDictionary(at: infoPlist))
    }

    /// Plays a window-system event through the application's life cycle (delegate callbacks,
    /// notifications and `applicationState`), as the SDL backend does for a real window.
    public func simulate(_ event: WindowSystemEvent) {
        enterClockWorld()
        let scenes = _UISceneRegistry.shared
        switch event {
        case .focusLost: hasFocus = false; scenes.focusChanged(false)
        case .focusGained: hasFocus = true; if !isMinimized { scenes.focusChanged(true) }
        case .minimized: isMinimized = true; scenes.windowMinimized(nil, allMinimized: true)
        case .restored: isMinimized = false; hasFocus = true; scenes.windowRestored(nil)
        case .closed: scenes.terminate()
        }
    }

    /// Plays a window-system event on one window, as the SDL backend does when the desktop
    /// minimises, restores or closes that window. In a scene-based app it moves that window's
    /// scene only: minimised, the scene enters the background; restored, it comes back and becomes
    /// active; closed, the scene disconnects and its session is discarded — unless it is the last
    /// scene, when the app quits. Focus events concern the whole app (as ``simulate(_:)``).
    public func simulate(_ event: WindowSystemEvent, window: UIWindow) {
        enterClockWorld()
        let scenes = _UISceneRegistry.shared
        switch event {
        case .focusLost, .focusGained: simulate(event)
        case .minimized:
            minimizedWindows.insert(ObjectIdentifier(window))
            let all = surfaces.allSatisfy { $0.window.isHidden || minimizedWindows.contains(ObjectIdentifier($0.window)) }
            if all { isMinimized = true }
            scenes.windowMinimized(window, allMinimized: all)
        case .restored:
            minimizedWindows.remove(ObjectIdentifier(window))
            isMinimized = false
            hasFocus = true
            scenes.windowRestored(window)
        case .closed:
            if !scenes.windowClosed(window) {
                if surfaces.filter({ !$0.window.isHidden }).count > 1 { window.isHidden = true } else { scenes.terminate() }
            }
        }
    }
    private var minimizedWindows: Set<ObjectIdentifier> = []

    /// Asks the app to open `url` as the desktop does when another program opens one of the
    /// app's URLs: the first scene's `scene(_:openURLContexts:)` in a scene-based app, else the app
    /// delegate's `application(_:open:options:)`. Returns what the delegate returned (true for a scene).
    @discardableResult
    public func simulateOpening(_ url: URL) -> Bool {
        enterClockWorld()
        return UIApplication.shared._openURLFromSystem(url)
    }

    private var hasFocus = true
    private var isMinimized = false

    /// Showing a window gives it the focus (the app becomes active); with every hosted window
    /// hidden the app is in the background, as with every SDL window minimised.
    private func updateApplicationState() {
        let app = UIApplication.shared
        guard hostsAllWindows, !invalidated, !app._isTerminating, !app._isLaunching,
              !_UISceneRegistry.shared.usesScenes else { return }
        if surfaces.contains(where: { !$0.window.isHidden }) {
            hasFocus = true
            if !isMinimized { app._becomeActive() }
        } else {
            app._enterBackground()
        }
    }

    /// Hosts `window` (idempotent): a window without a valid size gets the screen's. A window
    /// hosted by name is this host's alone: a host of every window (another test's app host)
    /// that took it when it was shown lets it go.
    public func host(_ window: UIWindow) {
        let id = ObjectIdentifier(window)
        claimed.insert(id)
        for h in Self.liveHosts.compactMap(\.host) where h !== self && h.hostsAllWindows && !h.claimed.contains(id) {
            h.surfaces.removeAll { $0.window === window }
        }
        adopt(window)
    }

    /// Windows hosted by name (``host(_:)``).
    private var claimed: Set<ObjectIdentifier> = []
    private struct WeakHost { weak var host: HeadlessHost? }
    /// Hosts not yet invalidated.
    private static var liveHosts: [WeakHost] = []

    private func adopt(_ window: UIWindow) {
        if surfaces.contains(where: { $0.window === window }) { return }
        let f = window.frame.size
        if !(f.width >= 1 && f.height >= 1 && f.width.isFinite && f.height.isFinite) {
            window.frame = CGRect(origin: .zero, size: size)
        }
        let s = _WindowSurface(window: window)
        surfaces.append(s)
        attach(s)
    }

    /// Resizes a hosted window (points); the next frame repaints it whole.
    public func resize(_ window: UIWindow, to newSize: CGSize) {
        guard let s = surfaces.first(where: { $0.window === window }) else { return }
        guard newSize.width >= 0, newSize.height >= 0, newSize.width.isFinite, newSize.height.isFinite else {
            return UIKitLog.warning("HeadlessHost.resize: invalid size \(newSize) ignored", category: "HeadlessHost")
        }
        // (the window takes the size in `_WindowSurface.attach`: controllers get viewWillTransition first)
        if newSize.width >= 1, newSize.height >= 1 { attach(s, size: newSize) } else { window.frame.size = newSize; attach(s) }
    }

    /// Gives the host's screen `newScale` pixels per point, as when the app's window moves to a
    /// display of another scale (the SDL backend does the same when a Wayland window's output
    /// scale changes): every window is redrawn whole at the new scale, `UIScreen.main.scale` and
    /// the windows' `traitCollection.displayScale` change and `traitCollectionDidChange(_:)` is
    /// called. Sizes in points stay. An invalid scale (not 0.5...4) is ignored with a warning.
    public func changeScale(to newScale: CGFloat) {
        guard newScale.isFinite, newScale >= 0.5, newScale <= 4 else {
            return UIKitLog.warning("HeadlessHost.changeScale: invalid scale \(newScale) ignored", category: "HeadlessHost")
        }
        guard newScale != scale else { return }
        scale = newScale
        for s in surfaces where s.target != nil { attach(s, size: s.pointSize) }
        UIScreen.main._configure(bounds: UIScreen.main.bounds, scale: newScale)
    }

    private func attach(_ s: _WindowSurface, size: CGSize? = nil) {
        let sz = size ?? s.window.frame.size
        let pw = Int((sz.width * scale).rounded()), ph = Int((sz.height * scale).rounded())
        s.attach(pixels: nil, pixelWidth: pw, pixelHeight: ph, stride: pw * 4, scale: scale)
    }

    /// The windows hosted here, oldest first.
    public var windows: [UIWindow] { surfaces.map(\.window) }

    // MARK: Frames and time

    /// Makes one frame now (without moving time): drains the run loop once, fires due
    /// `_ClockTimers`, delivers queued input, fires display links, lays out, displays and
    /// composites every visible window.
    public func runFrame() {
        enterClockWorld()
        if drainsRunLoop { _ = RunLoop.main.limitDate(forMode: .default) }
        // Recognizer delays, multi-tap windows, deceleration: due clock timers fire before the frame.
        _ClockTimers.shared.fireDue()
        RawInput.flush()
        frameCount += 1
        lastDamage = [:]
        _FrameDriver.shared.runFrame(timestamp: CACurrentMediaTime(), surfaces: surfaces) { s, rects in
            lastDamage[ObjectIdentifier(s.window)] = rects
            if mirrorsPresents { mirrorPresent(s, rects) }
        }
    }

    // MARK: Presents as a window shows them

    /// When true, each window also keeps the pixels a real window would show: every frame copies
    /// only its damaged rectangles from the window's surface, as the SDL backend presents them.
    /// ``presentedImage(of:)`` then differs from ``snapshot(of:)`` exactly where damage tracking
    /// missed a change (the snapshot reads the surface itself). For tests of the compositor.
    /// Turning it on starts each mirror from the surface as it is (a window that was just mapped).
    public var mirrorsPresents = false {
        didSet {
            mirrors = [:]
            if mirrorsPresents { for s in surfaces { mirrorPresent(s, nil) } }
        }
    }
    private var mirrors: [ObjectIdentifier: CGContext] = [:]

    /// Copies `rects` (all of it when nil or when the size changed) of the surface to its mirror.
    private func mirrorPresent(_ s: _WindowSurface, _ rects: [CGRect]?) {
        guard let img = s.target?.makeImage() else { return }
        let key = ObjectIdentifier(s.window)
        var rects = rects
        if mirrors[key].map({ $0.width != img.width || $0.height != img.height }) ?? true {
            mirrors[key] = CGContext(_topLeftBitmapWidth: img.width, height: img.height)
            rects = nil
        }
        mirrors[key]?._copyPixels(of: img, in: rects ?? [CGRect(x: 0, y: 0, width: img.width, height: img.height)])
    }

    /// The pixels presented so far to `window` (the key window by default) when
    /// ``mirrorsPresents`` is on; nil otherwise.
    public func presentedImage(of window: UIWindow? = nil) -> CGImage? {
        guard let s = surface(for: window) else { return nil }
        return mirrors[ObjectIdentifier(s.window)]?.makeImage()
    }

    /// Moves the manual clock forward by `seconds` in 60 Hz steps, making a frame at each step
    /// (a final partial step too), so animations, display links and layout run as they would
    /// on screen. With a real clock it just makes the frames.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            return UIKitLog.warning("HeadlessHost.advance(by:): invalid interval \(seconds) ignored", category: "HeadlessHost")
        }
        enterClockWorld()
        var remaining = seconds
        while remaining > 1e-9 {
            let step = min(frameInterval, remaining)
            if CAMediaClock.shared.mode == .manual { CAMediaClock.shared.advance(by: step) }
            remaining -= step
            runFrame()
        }
    }

    /// Lets pending main-queue blocks and `@MainActor` tasks run (they can't while a synchronous
    /// test holds the main actor: the `RunLoop.main` pass of a frame does not re-enter the main
    /// queue from inside a main-queue job), then makes a frame if one is needed.
    public func drainMainQueue() async {
        for _ in 0..<4 { await Task.yield() }
        enterClockWorld()
        if drainsRunLoop { _ = RunLoop.main.limitDate(forMode: .default) }
        if _FrameDriver.shared.needsFrame { runFrame() }
    }

    /// Advances `n` frames of 1/60 s.
    public func advanceFrames(_ n: Int) {
        enterClockWorld()
        for _ in 0..<max(0, n) {
            if CAMediaClock.shared.mode == .manual { CAMediaClock.shared.advance(by: frameInterval) }
            runFrame()
        }
    }

    // MARK: Pixels

    private func surface(for window: UIWindow?) -> _WindowSurface? {
        if let window {
            if let s = surfaces.first(where: { $0.window === window }) { return s }
            guard !window.isHidden else { return nil }
            host(window)   // shown while another hook was installed: host it now
            return surfaces.first { $0.window === window }
        }
        if let k = UIApplication.shared.keyWindow, let s = surfaces.first(where: { $0.window === k }) { return s }
        return surfaces.last { !$0.window.isHidden } ?? surfaces.last
    }

    /// The pixels of `window` (default: the key window) as of the last frame; makes a frame
    /// first when something changed since. Nil when the window isn't hosted or has no size.
    public func snapshot(of window: UIWindow? = nil) -> CGImage? {
        guard let s = surface(for: window) else { return nil }
        if _FrameDriver.shared.needsFrame || s.framesRendered == 0 { runFrame() }
        return s.target?.makeImage()
    }

    /// PNG of `snapshot(of:)`.
    public func pngData(of window: UIWindow? = nil) -> Data? {
        snapshot(of: window).flatMap { UIImage(cgImage: $0).pngData() }
    }
}
