//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import CUIKitShims
import CoreGraphics
import QuartzCore
import UIKitCore

/// The SDL2 window backend: one SDL window per shown `UIWindow`, drawn through the window's
/// shared-memory surface (`SDL_GetWindowSurface`, XRGB8888 = Cairo RGB24) and presented with
/// `SDL_UpdateWindowSurfaceRects` for the damaged rectangles only.
///
/// `SDL_FRAMEBUFFER_ACCELERATION=0` is set before `SDL_Init` unless the user set it: SDL's
/// default path uploads through (software) OpenGL, ~6 ms a frame.
@MainActor package final class SDLBackend: UIWindowHosting {
    @MainActor package final class Window {
        package let sdlWindow: OpaquePointer
        package let surface: _WindowSurface
        package var id: UInt32 { SDL_GetWindowID(sdlWindow) }
        var minimized = false
        /// How a native Wayland window shows its pixels (nil: the SDL window surface, X11).
        var presenter: _TexturePresenter?
        init(sdlWindow: OpaquePointer, surface: _WindowSurface) {
            self.sdlWindow = sdlWindow; self.surface = surface
        }
    }

    package enum InitError: Error, CustomStringConvertible {
        case noDisplay(String)
        package var description: String {
            switch self {
            case .noDisplay(let detail):
                return "UIKit: cannot open a window: no display (set DISPLAY or WAYLAND_DISPLAY, or run under xvfb-run); use --screenshot or the headless backend [\(detail)]"
            }
        }
    }

    /// The backend, once `start()` succeeded.
    package private(set) static var current: SDLBackend?

    /// The open windows. Reading it first opens the windows waiting for the display (see
    /// `windowVisibilityDidChange(_:)`).
    package var windows: [Window] {
        if !waitingWindows.isEmpty { openWaitingWindows() }
        return openWindows
    }
    private var openWindows: [Window] = []
    /// Windows shown while the display was still opening, in order, each with a surface of its
    /// own pixels: the app's first layout and first frame run while the display thread finishes,
    /// and the window gets its SDL window (the frame's pixels copied in) when `windows` is first
    /// read: by the frame's present, the main loop or input.
    private var waitingWindows: [(window: UIWindow, surface: _WindowSurface)] = []
    /// Points of a new window when its `UIWindow` has no size.
    package var defaultWindowSize: CGSize
    /// Forced pixels per point (`UIKIT_SCALE`), or nil to use the window's pixel/point ratio.
    package private(set) var forcedScale: CGFloat?
    /// Mouse, touch, wheel and keyboard input → `RawInput` (see `SDLInput`).
    package private(set) lazy var input = SDLInput(backend: self)
    /// Extra SDL event handling, before the backend's own; return true if handled.
    package var eventHandler: ((UnsafePointer<SDL_Event>) -> Bool)?
    /// Called after every present of a window.
    package var didPresent: ((Window) -> Void)?
    /// The windows' title when their scene has none (the app's name, `_AppIdentity`).
    package let title: String
    /// The app icon's pixels (`_AppIdentity.iconPixels`), once loaded: given to every window.
    package var appIconPixels: [UInt8]?

    private let video: _VideoInit
    /// The SDL video driver in use (`x11`, `wayland`), once the display is open; nil before or
    /// when it could not be opened. (Which one is asked for: `_VideoDriver`.)
    package var videoDriver: String? { video.isFinished ? video.driver : nil }
    /// How long the main thread has waited for the display to open (diagnostics: the benchmark).
    package private(set) var _secondsWaitedForDisplay: CFTimeInterval = 0
    private var reportedInitError = false

    private init(defaultWindowSize: CGSize, forcedScale: CGFloat?, title: String, video: _VideoInit) {
        self.defaultWindowSize = defaultWindowSize
        self.forcedScale = forcedScale
        self.title = title
        self.video = video
    }

    /// Starts SDL video and returns the backend, or throws `.noDisplay` with a clear message when
    /// no display is configured.
    ///
    /// Opening the display (loading libSDL2 and its dependencies, then `SDL_Init`: connecting to
    /// the X server, reading its screens, input devices and the keyboard's compose table) takes
    /// 20–45 ms and needs nothing from the app, so it runs on its own thread while the app builds
    /// its views; the fonts load on a third. A window shown meanwhile is laid out at once and gets
    /// its SDL window when first needed (its first frame, `windows`); that, the main loop and
    /// `waitUntilReady()` wait for the display. If the display can't be opened after all, that
    /// call logs the error, and `UIApplicationMain` exits with the same message as for a missing
    /// `DISPLAY`. `start` also makes the start-up heap huge pages (`_hugePageHeapBytes`).
    ///
    /// `identity` (the app's, from its `Info.plist`): the windows' class and icon, and their title
    /// unless `title` is given.
    package static func start(defaultWindowSize: CGSize? = nil, title: String? = nil, identity: _AppIdentity? = nil) throws -> SDLBackend {
        if let b = current { return b }
        setenv("SDL_FRAMEBUFFER_ACCELERATION", "0", 0)   // 0: keep a value the user set
        // SDL's default signal handlers turn SIGINT/SIGTERM into SDL_QUIT, so Ctrl-C ends the app
        // through applicationWillTerminate.
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"] == nil && env["WAYLAND_DISPLAY"] == nil && env["SDL_VIDEODRIVER"] == nil {
            throw InitError.noDisplay("DISPLAY is not set")
        }
        if env["UIKIT_HUGE_PAGES"] != "0" { _reserveHugePageHeap() }
        // (Before any thread starts: setenv is not safe against another thread's getenv.)
        let fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
        if let address = _sessionBusAddress(environment: env, fileExists: fileExists) {
            setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
        }
        if let dir = _composeCacheDirectory(environment: env, uid: getuid(), fileExists: fileExists),
           (try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])) != nil {
            setenv("XCOMPOSECACHE", dir, 1)
        }
        identity?.exportWindowClass()
        let size = defaultWindowSize ?? UIKitPlatformOptions.environmentWindowSize ?? UIKitPlatformOptions.defaultWindowSize
        let forcedScale = _DesktopScale.environmentScale
        let title = title ?? identity?.name ?? ProcessInfo.processInfo.processName
        let spec = _windowSpec(points: size, forcedScale: forcedScale)
        let video = _VideoInit(preparing: (title, spec.width, spec.height, spec.flags))
        TextLayout.warmUpInBackground(fonts: [UIFont.systemFont(ofSize: UIFont.labelFontSize)._textFont])
        let b = SDLBackend(defaultWindowSize: size, forcedScale: forcedScale, title: title, video: video)
        current = b
        _FrameDriver.shared.install()
        UIScreen.main._configure(bounds: CGRect(origin: .zero, size: size), scale: b.forcedScale ?? 1)
        _UIWindowRegistry.shared.addHost(b)
        SDLCursor.shared.backend = b
        _UITextInputRouter.platform = b.input
        _UIPointerDriver.shared.presenter = SDLCursor.shared
        b.observeSceneSettings()
        if let identity { b.loadAppIcon(identity) }
        return b
    }

    /// How much of the heap `start` makes transparent huge pages.
    ///
    /// An app builds its first screen's objects (thousands of views, layers and their storage)
    /// before anything is drawn, and the heap grows under them a page at a time: each fresh 4 KB
    /// page costs a page fault, 1–3 µs on a virtual machine, ~4,000 of them for the benchmark's
    /// 2,000 rows (17 MB). With this much of the heap in 2 MB pages (granted on request where
    /// `/sys/kernel/mm/transparent_hugepage/enabled` is `madvise`, Debian's default), the part
    /// beyond the first `_hugePageHeapSkip` takes five faults instead of ~2,300. Memory is still
    /// used only as touched, rounded up to 2 MB. As a side effect, glibc serves blocks up to this
    /// size from the heap and keeps up to twice this much of freed heap for reuse instead of
    /// returning it. `UIKIT_HUGE_PAGES=0` turns it off.
    package nonisolated static let _hugePageHeapBytes = 30 << 20
    /// How much of the start-up heap keeps ordinary pages: a first screen that fits (a table
    /// view's dozen cells, a form) pays at most ~2,000 faults (2–6 ms) and no 2 MB rounding of
    /// its resident memory (1–2 MB); a bigger one gets huge pages for the rest.
    package nonisolated static let _hugePageHeapSkip = 8 << 20

    /// Makes the next `bytes` of the heap huge pages (see `_hugePageHeapBytes`); the bytes
    /// advised, 0 if none.
    @discardableResult
    package nonisolated static func _reserveHugePageHeap(bytes: Int = _hugePageHeapBytes, skip: Int = _hugePageHeapSkip) -> Int {
        Int(uikit_heap_reserve_huge_pages(bytes, skip))
    }

    /// The session-bus address to set when there is no session bus, or nil to leave it alone.
    ///
    /// `SDL_Init` connects to the D-Bus session bus (screensaver inhibition, input methods). With
    /// none announced (no `DBUS_SESSION_BUS_ADDRESS`, no `$XDG_RUNTIME_DIR/bus`), as under Xvfb,
    /// on CI or on a kiosk, libdbus "autolaunches": it forks the whole app to run `dbus-launch`.
    /// That delays the display by 10–20 ms at start and, where `dbus-launch` is installed, leaves
    /// a new, empty bus daemon behind, with none of the services SDL would look for. An address
    /// of an unknown kind makes libdbus fail at once instead. Child processes inherit it; set
    /// `DBUS_SESSION_BUS_ADDRESS=autolaunch:` to keep the old behaviour.
    package nonisolated static func _sessionBusAddress(environment env: [String: String], fileExists: (String) -> Bool) -> String? {
        if env["DBUS_SESSION_BUS_ADDRESS"] != nil { return nil }
        if let runtime = env["XDG_RUNTIME_DIR"], !runtime.isEmpty, fileExists(runtime + "/bus") { return nil }
        return "disabled:"
    }

    /// Where libX11 should keep its parsed Compose table, or nil to leave it alone.
    ///
    /// Opening the display makes libX11 parse the locale's Compose table (~5,700 lines for UTF-8
    /// locales, ~60 M instructions: most of `SDL_Init`). libX11 can cache the result, but only
    /// for a user other than root, and only where `XCOMPOSECACHE` names a directory or
    /// `~/.compose-cache` exists, which desktops rarely set up. This names a private directory
    /// under `$XDG_CACHE_HOME` (`~/.cache`) instead; `start` creates it (mode 700, as libX11
    /// requires) and sets `XCOMPOSECACHE`, which child processes inherit. libX11 rewrites the cache
    /// when the Compose file changes, and daily.
    package nonisolated static func _composeCacheDirectory(environment env: [String: String], uid: uid_t,
                                                          fileExists: (String) -> Bool) -> String? {
        guard uid != 0, env["XCOMPOSECACHE"] == nil, let home = env["HOME"], home.hasPrefix("/") else { return nil }
        if fileExists(home + "/.compose-cache") { return nil }   // (libX11 uses that one already)
        let base = env["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
        return base + "/uikit-linux/compose"
    }

    /// Waits until the display is open (see `start`); throws `.noDisplay` if it could not be.
    /// Every SDL call of the backend comes after this.
    package func waitUntilReady() throws {
        if let error = video.wait() { throw InitError.noDisplay(error) }
    }

    /// Why SDL's `driver` is no display the user can see, or nil. SDL falls back to its
    /// invisible `offscreen` driver when the X server named by `DISPLAY` can't be reached; an
    /// app would then run with no window at all. Only an explicit `SDL_VIDEODRIVER` chooses it.
    package nonisolated static func _fallbackDriverError(driver: String, requested: String?) -> String? {
        guard driver == "offscreen" || driver == "dummy" else { return nil }
        if let requested, requested.split(separator: ",").contains(where: { $0 == driver }) { return nil }
        let display = UIKitPlatformOptions.environmentValue("DISPLAY").map { "DISPLAY=\($0)" } ?? "the display"
        return "\(display) could not be opened (SDL fell back to its invisible \(driver) driver)"
    }

    /// `waitUntilReady()` for the backend's own SDL calls: false (the error logged once) when
    /// the display could not be opened.
    private func isReady() -> Bool {
        let start = video.isFinished ? nil : CACurrentMediaTime()
        let error = video.wait()
        if let start { _secondsWaitedForDisplay += CACurrentMediaTime() - start }
        guard let error else { return true }
        if !reportedInitError {
            reportedInitError = true
            UIKitLog.error("SDL_Init failed: \(error)", category: "SDLBackend")
        }
        return false
    }

    /// The launch screen's window while it holds the app's first SDL window.
    private var launchScreen: UIWindow?

    /// Draws and presents the launch screen's window now (the display is open), and keeps its SDL
    /// window for the next window the app shows (`windowVisibilityDidChange`), so the launch
    /// screen is replaced in place by the app's first frame rather than by a second window.
    package func showLaunchScreen(_ window: UIWindow) {
        launchScreen = window
        drawFrame()
    }

    // MARK: UIWindowHosting

    package func windowVisibilityDidChange(_ window: UIWindow) {
        if let i = waitingWindows.firstIndex(where: { $0.window === window }) {
            if window.isHidden { waitingWindows.remove(at: i) }
            return
        }
        if let w = openWindows.first(where: { $0.surface.window === window }) {
            if window.isHidden { SDL_HideWindow(w.sdlWindow) } else { SDL_ShowWindow(w.sdlWindow) }
            _FrameDriver.shared.setNeedsFrame()
            return
        }
        guard !window.isHidden else { return }
        if let launch = launchScreen, launch !== window, let i = openWindows.firstIndex(where: { $0.surface.window === launch }) {
            // The app's first window takes the launch screen's SDL window, pixels and all: the
            // launch screen stays on screen until this window's first frame.
            launchScreen = nil
            let w = Window(sdlWindow: openWindows[i].sdlWindow, surface: _WindowSurface(window: window))
            w.presenter = openWindows[i].presenter   // (a Wayland window's renderer: one per SDL window)
            openWindows[i] = w
            applySceneSettings(w)
            attachSurface(w)
            _FrameDriver.shared.setNeedsFrame()
            return
        }
        if video.isFinished {
            open(window)
        } else {
            waitingWindows.append((window, _WindowSurface(window: window)))
            _FrameDriver.shared.setNeedsFrame()
        }
    }

    /// Points a waiting window's surface at mapped memory of the size its SDL window will have
    /// (the display can't change that before the window exists): not the heap, which would clear
    /// 4 MB first and keep them after the pixels move into the SDL window.
    private func _giveOwnPixels(_ window: UIWindow, _ surface: _WindowSurface) {
        // (`open` warns about an invalid window size when the window opens.)
        let spec = SDLBackend._windowSpec(points: _points(of: window, warn: false), forcedScale: forcedScale)
        let width = Int(spec.width), height = Int(spec.height)
        guard width > 0, height > 0, let pixels = _MappedPixels(bytes: width * height * 4) else { return }
        surface.attach(pixels: pixels.pointer, pixelWidth: width, pixelHeight: height, stride: width * 4,
                       scale: forcedScale ?? 1, owner: pixels)
    }

    /// Opens the windows shown before the display was open (waiting for it).
    private func openWaitingWindows() {
        let waiting = waitingWindows
        waitingWindows = []
        for w in waiting where !w.window.isHidden { open(w.window, drawn: w.surface) }
    }

    /// The window's size in points, or the default size when it has none.
    private func _points(of window: UIWindow, warn: Bool = true) -> CGSize {
        let points = window.frame.size
        if points.width >= 1 && points.height >= 1 && points.width.isFinite && points.height.isFinite { return points }
        if warn && points != .zero {
            UIKitLog.warning("UIWindow frame size \(points) is invalid; using \(defaultWindowSize)", category: "SDLBackend")
        }
        return defaultWindowSize
    }

    /// Draws a frame of every shown window and presents it (the main loop's step 3). A window
    /// still waiting for the display is drawn into its own pixels, then opened for the present.
    package func drawFrame(at timestamp: CFTimeInterval = CACurrentMediaTime()) {
        if !waitingWindows.isEmpty {
            if video.isFinished {
                openWaitingWindows()   // (straight into the SDL windows' pixels)
            } else {
                for w in waitingWindows where w.surface.target == nil { _giveOwnPixels(w.window, w.surface) }
            }
        }
        _FrameDriver.shared.runFrame(timestamp: timestamp, surfaces: surfaces) { s, rects in
            if let w = windows.first(where: { $0.surface === s }) { present(w, rects) }
        }
    }

    /// Opens an SDL window for `window` (its frame size in points, or the default size).
    @discardableResult
    package func open(_ window: UIWindow) -> Window? { open(window, drawn: nil) }

    /// `drawn`: the surface the window was drawn into while the display opened; its pixels move
    /// into the SDL window's when the sizes match (else the next frame repaints).
    private func open(_ window: UIWindow, drawn: _WindowSurface?) -> Window? {
        guard isReady() else { return nil }
        let spec = SDLBackend._windowSpec(points: _points(of: window), forcedScale: forcedScale)
        var made: OpaquePointer?
        if let prepared = video.takePreparedWindow() {
            // The display thread made a hidden window of the default size: use it if it fits.
            var pw: Int32 = 0, ph: Int32 = 0
            SDL_GetWindowSize(prepared, &pw, &ph)
            if pw == spec.width && ph == spec.height { made = prepared; SDL_ShowWindow(prepared) } else { SDL_DestroyWindow(prepared) }
        }
        // A second window (a new scene) opens down and to the right of the last one, as desktop
        // apps cascade their windows, rather than on top of it.
        var x = SDLBackend._undefinedPosition, y = SDLBackend._undefinedPosition
        if made == nil, let last = openWindows.last {
            SDL_GetWindowPosition(last.sdlWindow, &x, &y)
            x += SDLBackend._cascadeOffset; y += SDLBackend._cascadeOffset
        }
        guard let sdl = made ?? SDL_CreateWindow(title, x, y, spec.width, spec.height, spec.flags) else {
            UIKitLog.error("SDL_CreateWindow failed: \(String(cString: SDL_GetError()))", category: "SDLBackend")
            return nil
        }
        let w = Window(sdlWindow: sdl, surface: drawn ?? _WindowSurface(window: window))
        if video.driver == "wayland" { w.presenter = _TexturePresenter(window: sdl) }
        openWindows.append(w)
        applySceneSettings(w)
        applyAppIcon(w)
        if let drawn, w.presenter == nil, drawn.framesRendered > 0, let target = drawn.target, let sp = SDL_GetWindowSurface(sdl), sp.pointee.w == target.width,
           sp.pointee.h == target.height, drawn.moveContents(to: sp.pointee.pixels, stride: Int(sp.pointee.pitch)) {
            _configureScreen(for: w)
            scrollInServer(w)
        } else {
            attachSurface(w)
        }
        return w
    }

    /// The size (pixels with a forced scale, else SDL's screen units) and flags of a window of
    /// `points`.
    package nonisolated static func _windowSpec(points: CGSize, forcedScale: CGFloat?) -> (width: Int32, height: Int32, flags: UInt32) {
        let s = forcedScale ?? 1
        var flags = SDL_WINDOW_RESIZABLE.rawValue
        if forcedScale == nil { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        return (Int32((points.width * s).rounded()), Int32((points.height * s).rounded()), flags)
    }
    nonisolated static let _undefinedPosition: Int32 = 0x1FFF0000   // SDL_WINDOWPOS_UNDEFINED
    /// How far down and right each further window opens from the last (screen units).
    nonisolated static let _cascadeOffset: Int32 = 32

    /// (Re)binds the window's SDL surface after creation or a resize: new render target over the
    /// surface pixels, window frame updated in points, full repaint.
    func attachSurface(_ w: Window) {
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(w.sdlWindow, &pw, &ph)
        if pw <= 0 || ph <= 0 || w.minimized {
            w.surface.attach(pixels: nil, pixelWidth: 0, pixelHeight: 0, stride: 0, scale: 1)
            return
        }
        if let presenter = w.presenter { return attachTexture(w, presenter, points: CGSize(width: Int(pw), height: Int(ph))) }
        guard let sp = SDL_GetWindowSurface(w.sdlWindow) else {
            UIKitLog.error("SDL_GetWindowSurface failed: \(String(cString: SDL_GetError()))", category: "SDLBackend")
            w.surface.attach(pixels: nil, pixelWidth: 0, pixelHeight: 0, stride: 0, scale: 1)
            return
        }
        let surf = sp.pointee
        let fmt = surf.format.pointee.format
        if fmt != SDL_PIXELFORMAT_RGB888.rawValue && fmt != SDL_PIXELFORMAT_ARGB8888.rawValue {
            UIKitLog.error("SDL window surface format \(String(cString: SDL_GetPixelFormatName(fmt))) is not XRGB8888; colours may be wrong", category: "SDLBackend")
        }
        let scale = SDLBackend._scale(pixelWidth: Int(surf.w), pointWidth: Int(pw), forced: forcedScale)
        w.surface.attach(pixels: surf.pixels, pixelWidth: Int(surf.w), pixelHeight: Int(surf.h),
                         stride: Int(surf.pitch), scale: scale)
        _configureScreen(for: w)
        scrollInServer(w)
    }

    /// Scrolls move pixels in the X server (`XCopyArea` of the window onto itself) rather than in
    /// the surface: the frame then neither passes over the surface's pixels (a 1280×800 window's
    /// 4 MB, ~0.45 ms in this shared memory, a quarter of a scroll frame) nor sends the moved
    /// ones again; only the exposed strip is painted and sent, as X toolkits have long scrolled.
    /// The surface's other pixels go stale, so an expose repaints instead of re-sending them, and
    /// what the server could not copy (hidden by another window, without a compositor) is
    /// repainted the next frame (`takeScrollExposures`). Not on other video drivers (Wayland)
    /// or with `UIKIT_SERVER_SCROLL=0`: the pixels then move in the surface.
    private func scrollInServer(_ w: Window) {
        guard SDLBackend.serverScrollEnabled, let renderer = w.surface.renderer else { return }
        let sdl = UnsafeMutableRawPointer(w.sdlWindow)
        renderer._presenterScroll = { r, dx, dy in
            uikit_sdl2_x11_scroll(sdl, Int32(r.minX), Int32(r.minY), Int32(r.width), Int32(r.height), Int32(dx), Int32(dy)) == 0
        }
    }
    nonisolated static let serverScrollEnabled = UIKitPlatformOptions.environmentValue("UIKIT_SERVER_SCROLL") != "0"

    /// After a present: repaints what a server scroll could not copy.
    private func takeScrollExposures(_ w: Window) {
        guard let renderer = w.surface.renderer, !renderer._targetMatchesScreen else { return }
        var rects = [Int32](repeating: 0, count: 4 * 16)
        let n = Int(uikit_sdl2_x11_take_scroll_exposures(UnsafeMutableRawPointer(w.sdlWindow), &rects, 16))
        if n > 16 { return renderer._repaintAll() }
        for i in 0..<n {
            renderer._setNeedsRepaint(pixels: CGRect(x: Int(rects[4 * i]), y: Int(rects[4 * i + 1]),
                                                     width: Int(rects[4 * i + 2]), height: Int(rects[4 * i + 3])))
        }
    }

    /// A native Wayland window's (re)binding: a texture of the drawable's size (the window's
    /// points times the output's scale), the surface drawing into its pixels at that scale.
    private func attachTexture(_ w: Window, _ presenter: _TexturePresenter, points: CGSize) {
        let out = presenter.outputSize
        let scale = SDLBackend._scale(pixelWidth: out.width, pointWidth: Int(points.width), forced: forcedScale)
        // (SDL reports a move or resize with several events: the texture already fits)
        if w.surface.target != nil, out.width == presenter.width, out.height == presenter.height, scale == w.surface.scale { return }
        guard let made = presenter.resize(width: out.width, height: out.height) else {
            w.surface.attach(pixels: nil, pixelWidth: 0, pixelHeight: 0, stride: 0, scale: 1)
            return
        }
        let previous = w.surface.framesRendered > 0 ? w.surface.scale : nil
        w.surface.attach(pixels: made.pixels, pixelWidth: out.width, pixelHeight: out.height, stride: out.width * 4,
                         scale: scale, owner: made.owner)
        _configureScreen(for: w)
        if let previous, previous != scale {
            UIKitLog.notice("window on an output of scale \(scale) (was \(previous)): redrawn at \(out.width)x\(out.height) pixels",
                            category: "SDLBackend")
        }
    }

    /// Pixels per point of a window `pixelWidth` pixels wide that SDL says is `pointWidth` screen
    /// units wide: the forced scale (`UIKIT_SCALE`, the desktop's X11 scale) when there is one,
    /// else the ratio (2 on a Wayland output of scale 2, 1 on X11), at least 1.
    package nonisolated static func _scale(pixelWidth: Int, pointWidth: Int, forced: CGFloat?) -> CGFloat {
        if let forced { return forced }
        guard pixelWidth > 0, pointWidth > 0 else { return 1 }
        return max(1, CGFloat(pixelWidth) / CGFloat(pointWidth))
    }

    /// The first window stands for the screen: its size in points and its scale; the display's
    /// refresh rate gives `maximumFramesPerSecond` (when the display reports one).
    private func _configureScreen(for w: Window) {
        guard w === openWindows.first else { return }
        UIScreen.main._configure(bounds: CGRect(origin: .zero, size: w.surface.pointSize), scale: w.surface.scale)
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(w.sdlWindow)
        if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
            UIScreen.main.maximumFramesPerSecond = Int(mode.refresh_rate)
        }
    }

    /// Takes the desktop's scale found after launch began (`_DesktopScale.currentScale()`): windows
    /// opened from now on get `scale` pixels per point. Ignored once a window is open (a running
    /// app keeps its scale) or when the environment set one.
    package func _adoptDesktopScale(_ scale: CGFloat) {
        guard forcedScale == nil, openWindows.isEmpty, scale.isFinite, scale >= 1, scale <= 3 else { return }
        forcedScale = scale
        UIScreen.main._configure(bounds: UIScreen.main.bounds, scale: scale)
    }

    /// Presents `rects` (pixels) of `w`.
    package func present(_ w: Window, _ rects: [CGRect]) {
        var sdlRects = rects.map { r -> SDL_Rect in
            let x = Int32(r.minX.rounded(.down)), y = Int32(r.minY.rounded(.down))
            return SDL_Rect(x: x, y: y, w: Int32(r.maxX.rounded(.up)) - x, h: Int32(r.maxY.rounded(.up)) - y)
        }
        if sdlRects.count > 64 {
            // Many small rects: one bounding box costs less X traffic.
            let u = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
            let x = Int32(u.minX.rounded(.down)), y = Int32(u.minY.rounded(.down))
            sdlRects = [SDL_Rect(x: x, y: y, w: Int32(u.maxX.rounded(.up)) - x, h: Int32(u.maxY.rounded(.up)) - y)]
        }
        if let presenter = w.presenter {
            // (a drawable of another size, as after a move to an output of another scale:
            // rebind at the new size and scale, repaint next frame)
            if presenter.isStale { attachSurface(w) } else if !presenter.present(sdlRects) { w.surface.renderer?._repaintAll() }
        } else if SDL_UpdateWindowSurfaceRects(w.sdlWindow, sdlRects, Int32(sdlRects.count)) != 0 {
            // The surface went stale (resize racing the frame): rebind and repaint next frame.
            attachSurface(w)
        } else {
            takeScrollExposures(w)
        }
        _WindowShot.requested?.didPresent(w, backend: self)
        didPresent?(w)
    }

    /// All shown windows' surfaces, those still waiting for the display included (reading this
    /// does not wait).
    package var surfaces: [_WindowSurface] { openWindows.map(\.surface) + waitingWindows.map(\.surface) }

    func window(id: UInt32) -> Window? { openWindows.first { $0.id == id } }

    /// The X server connection's file descriptor, which the main loop sleeps on; -1 before a
    /// window is open or when the video driver is not X11.
    package var displayConnectionFD: Int32 {
        if connectionFD < 0, let w = windows.first {
            connectionFD = uikit_sdl2_x11_connection_fd(UnsafeMutableRawPointer(w.sdlWindow))
        }
        return connectionFD
    }
    private var connectionFD: Int32 = -1

    /// Handles a window event; returns false for SDL_QUIT.
    func handle(_ ev: inout SDL_Event) -> Bool {
        if let h = eventHandler, withUnsafePointer(to: &ev, { h($0) }) { return true }
        if withUnsafePointer(to: &ev, { input.handle($0) }) { return true }
        switch ev.type {
        case SDL_QUIT.rawValue:
            return false
        case SDL_WINDOWEVENT.rawValue:
            guard let w = window(id: ev.window.windowID) else { return true }
            switch UInt32(ev.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue:
                attachSurface(w)
            case SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                // On another output: a Wayland window's drawable may have another scale now. (X11
                // windows keep theirs: X11 has one scale for all screens.)
                if let p = w.presenter, p.isStale { attachSurface(w) }
            case SDL_WINDOWEVENT_MINIMIZED.rawValue:
                w.minimized = true
                attachSurface(w)
                _UISceneRegistry.shared.windowMinimized(w.surface.window, allMinimized: openWindows.allSatisfy { $0.minimized })
            case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue:
                if w.minimized {
                    w.minimized = false
                    _UISceneRegistry.shared.windowRestored(w.surface.window)
                }
                attachSurface(w)
            case SDL_WINDOWEVENT_EXPOSED.rawValue:
                // The surface still holds the last frame, unless scrolls moved the shown pixels
                // in the server: present it all again, or repaint it all.
                if w.presenter != nil {
                    w.surface.renderer?._repaintAll()
                } else if w.surface.isRenderable, let renderer = w.surface.renderer {
                    if renderer._targetMatchesScreen { SDL_UpdateWindowSurface(w.sdlWindow) } else { renderer._repaintAll() }
                }
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
                _UISceneRegistry.shared.focusChanged(true)
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                _UISceneRegistry.shared.focusChanged(false)
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                // Closing the last window quits (SDL then posts SDL_QUIT); closing a scene's
                // window while other scenes are open closes that scene.
                if openWindows.count > 1 && !_UISceneRegistry.shared.windowClosed(w.surface.window) {
                    w.surface.window.isHidden = true
                }
            default: break
            }
        default: break
        }
        return true
    }
}
