//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UIKitBenchmark: the "2k rows" scene of the project's peer benchmarks, in UIKit, timed as the
// peers time a frame (from the state change to the end of presenting plus an XSync round trip),
// side by side with the peers (hand-written Cairo->SDL2, GTK4 with the Cairo renderer) in the
// same run.
//
//   swift run -c release UIKitBenchmark [--plain] [--json PATH] [--frames 300] [--runs 3] [--no-peers]
//   swift run -c release UIKitBenchmark --soak 60    (memory over a long scripted session)
//
// Each run is a separate process (`--child`): first frame is measured from process launch and
// peak RSS is per process.
import Foundation
import UIKit
import CSDL2
import CX11

func nowMs() -> Double {
    var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}
/// What the main thread has spent so far: minor page faults (a fresh page costs ~3 µs on the
/// development VM), and ms on a CPU and ms runnable but waiting for one (the scheduler's
/// `/proc/thread-self/schedstat`). Differences between two samples tell a slow phase's cause:
/// more work, more faults, or other threads (the display and font threads, the X server) taking
/// its CPU.
struct ThreadSample {
    var faults = 0, runMs = 0.0, waitMs = 0.0
    static func now() -> ThreadSample {
        var s = ThreadSample()
        var u = rusage()
        getrusage(__rusage_who_t(1), &u)   // RUSAGE_THREAD
        s.faults = u.ru_minflt
        if let st = try? String(contentsOfFile: "/proc/thread-self/schedstat", encoding: .utf8) {
            let f = st.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
            if f.count >= 2 { s.runMs = f[0] / 1e6; s.waitMs = f[1] / 1e6 }
        }
        return s
    }
    /// `{"faults", "run_ms", "wait_ms"}` from `earlier` to this sample.
    func since(_ earlier: ThreadSample) -> [String: Any] {
        ["faults": faults - earlier.faults, "run_ms": runMs - earlier.runMs, "wait_ms": waitMs - earlier.waitMs]
    }
}

func realtimeNs() -> Int64 {
    var t = timespec(); clock_gettime(CLOCK_REALTIME, &t)
    return Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec)
}
func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[Int(p * Double(sorted.count - 1) + 0.5)]
}

// MARK: Child: the UIKit scene

let W: CGFloat = 1280, H: CGFloat = 800, rowH: CGFloat = 38, step: CGFloat = 40

@MainActor func runChild(_ o: Options) {
    let tMain = nowMs()
    let sMain = ThreadSample.now()
    var launchOffset = -1.0
    if let l = getenv("LAUNCH_NS").map({ String(cString: $0) }), let ns = Int64(l) {   // (getenv, as the peers: no dictionary of the whole environment)
        launchOffset = Double(realtimeNs() - ns) / 1e6
    }
    let backend: SDLBackend
    do { backend = try SDLBackend.start(defaultWindowSize: CGSize(width: W, height: H), title: "UIKitBenchmark") }
    catch { FileHandle.standardError.write(Data("\(error)\n".utf8)); exit(1) }
    let tSDL = nowMs()
    let sSDL = ThreadSample.now()
    let grid = o.grid ? GridScene(items: o.rows, width: W, height: H) : nil
    let photos = o.photos ? PhotosScene(items: o.rows, width: W, height: H) : nil
    if o.photos && photos == nil { FileHandle.standardError.write(Data("UIKitBenchmark: Photos' storyboard did not load\n".utf8)); exit(1) }
    let table = o.table ? TableScene(rows: o.rows, width: W, height: H, rowHeight: rowH) : nil
    let plain = o.controls || o.table || o.grid || o.photos ? nil : Scene(rows: o.rows)
    let controls = o.controls && !o.table && !o.grid && !o.photos ? ControlsScene(rows: o.rows, width: W, height: H, rowHeight: rowH) : nil
    let scene: (window: UIWindow, container: UIScrollView) = photos.map { ($0.window, $0.grid) } ?? grid.map { ($0.window, $0.collectionView) }
        ?? table.map { ($0.window, $0.table) }
        ?? plain.map { ($0.window, $0.container) } ?? (controls!.window, controls!.container)
    let pushScene = o.push ? PushScene(window: scene.window, list: scene.container, width: W, height: H, rowHeight: rowH) : nil
    let tScene = nowMs()
    let sScene = ThreadSample.now()
    scene.window.isHidden = false   // UIWindow lays out its tree when shown
    let tShown = nowMs()
    let sShown = ThreadSample.now()
    var presented = 0
    /// The X display, for the XSync of a frame that presents nothing (known after the first).
    var display: OpaquePointer? = nil
    // Frames are drawn as the main loop draws them (`SDLBackend.drawFrame`): the first one into
    // the window's own pixels if the display is still opening; its present waits for the display.
    backend.didPresent = { _ in presented += 1 }
    func frame() {
        presented = 0
        backend.drawFrame()
        // Exactly one X round trip per frame, as the peers have: SDL's X11 present ends with
        // an XSync of its own; a frame that presented nothing gets ours.
        if presented == 0, let display { XSync(display, 0) }
    }
    var ev = SDL_Event()
    // (No SDL call before the first frame: SDL may still be loading on its thread.)
    let a = nowMs()
    frame()
    let b = nowMs()
    let sFrame = ThreadSample.now()
    guard let bw = backend.windows.first else { FileHandle.standardError.write(Data("no window\n".utf8)); exit(1) }
    var info = SDL_SysWMinfo()
    SDL_GetVersion(&info.version)
    if SDL_GetWindowWMInfo(bw.sdlWindow, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11 {
        display = info.info.x11.display
    } else {
        FileHandle.standardError.write(Data("UIKitBenchmark: not an X11 window; frames are timed without XSync\n".utf8))
    }
    while SDL_PollEvent(&ev) != 0 {}
    var result: [String: Any] = [
        "main_thread": ["before_main": sMain.since(ThreadSample()), "sdl_init": sSDL.since(sMain), "scene_build": sScene.since(sSDL),
                        "window_show_layout": sShown.since(sScene), "first_frame": sFrame.since(sShown)],
        "first_frame_since_main_ms": b - tMain,
        "first_frame_paint_ms": b - a - backend._secondsWaitedForDisplay * 1000,
        "sdl_init_ms": tSDL - tMain,
        "scene_build_ms": tScene - tSDL,
        "window_show_layout_ms": tShown - tScene,
        "window_open_ms": backend._secondsWaitedForDisplay * 1000,
        "main_entry_since_launch_ms": launchOffset,
        "first_frame_ms": launchOffset >= 0 ? launchOffset + (b - tMain) : (b - tMain),
    ]
    if o.firstFrameOnly {
        let data = try! JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print("UIKITBENCH_FIRST " + String(decoding: data, as: UTF8.self))
        exit(0)
    }
    // Scroll: a finger drags the list, `step` points up per frame (see ScrollDriver).
    let driver = ScrollDriver(scroll: scene.container, window: scene.window)
    var scroll: [Double] = []
    for _ in 0..<o.frames {
        while SDL_PollEvent(&ev) != 0 {}
        driver.prepareDragStep(step)
        let t0 = nowMs()
        driver.dragStep(step)
        frame()
        scroll.append(nowMs() - t0)
        if presented == 0 { FileHandle.standardError.write(Data("UIKitBenchmark: a scroll frame presented nothing (offset \(scene.container.contentOffset.y), dragging \(scene.container.isDragging))\n".utf8)) }
        usleep(16_000)
    }
    driver.endDrag()
    // Fling: the content glides after a flick; each frame is the deceleration's step and the
    // frame (a new flick after 45 frames, 0.75 s, while the glide is still fast).
    var fling: [Double] = []
    var sinceFlick = 45
    while fling.count < o.flingFrames {
        while SDL_PollEvent(&ev) != 0 {}
        if sinceFlick >= 45 || !scene.container.isDecelerating {
            driver.flick()
            frame()
            usleep(16_000)
            sinceFlick = 0
        }
        let t0 = nowMs()
        frame()
        fling.append(nowMs() - t0)
        if presented == 0 { FileHandle.standardError.write(Data("UIKitBenchmark: a fling frame presented nothing\n".utf8)) }
        sinceFlick += 1
        usleep(16_000)
    }
    scene.container.setContentOffset(scene.container.contentOffset, animated: false)
    let y = scene.container.contentOffset.y
    // One value change: a visible slider's thumb moves.
    var values: [Double] = []
    for _ in 0..<(photos == nil ? o.valueFrames : 0) {   // (Photos' grid: selecting opens a photo; its pages are turned below)
        while SDL_PollEvent(&ev) != 0 {}
        let row = min(o.rows - 1, Int(y / rowH) + 3)
        if grid == nil, table?.needsTouchDown(row: row) ?? controls?.needsTouchDown(row: row) ?? false {
            // Untimed: the finger lands and rests until the scroll view hands it to the slider.
            if let table { table.touchDown(row: row) } else { controls?.touchDown(row: row) }
            // (The main loop fires the recognizers' clock timers each turn; so does this rest.)
            for _ in 0..<12 { usleep(20_000); _ClockTimers.shared.fireDue(); frame() }
        }
        let t0 = nowMs()
        if let grid {
            grid.toggleSelection(near: y)
        } else if let table {
            table.dragSlider(row: row)
        } else if let plain {
            let v = plain.values[row]
            plain.setValue(v >= 0.5 ? v - 0.17 : v + 0.17, row: row)
        } else {
            controls!.dragSlider(row: row)
        }
        frame()
        values.append(nowMs() - t0)
        usleep(20_000)
    }
    if let controls {
        controls.endDrag()
        // Proof that the drags reached the sliders: each sample must have sent .valueChanged.
        result["value_changed_events"] = controls.valueChangedCount
    }
    if let table {
        table.endDrag()
        result["value_changed_events"] = table.valueChangedCount
    }
    if let photos {
        var scrolled = rusage(); getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &scrolled)
        result["scroll_peak_rss_mb"] = Double(scrolled.ru_maxrss) / 1024   // before the photo screen opens
        // Page turns: the photo screen opened on the first photo shown, then each frame of
        // turn after turn (every turn makes the next page and draws its full-size photo).
        photos.openPhoto()
        frame()
        var pages: [Double] = []
        while pages.count < o.pushFrames {
            while SDL_PollEvent(&ev) != 0 {}
            let t0 = nowMs()
            photos.turnPage()
            frame()
            pages.append(nowMs() - t0)
            usleep(16_000)
        }
        result["page_samples"] = pages
    }
    if let pushScene {
        // Push and pop: each frame of the slides (the first push also loads the pushed view).
        var pushes: [Double] = []
        while pushes.count < o.pushFrames {
            while SDL_PollEvent(&ev) != 0 {}
            if !pushScene.busy { pushScene.toggle() }
            let t0 = nowMs()
            frame()
            pushes.append(nowMs() - t0)
            usleep(16_000)
        }
        result["push_samples"] = pushes
    }
    var ru = rusage(); getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &ru)
    result["scroll_samples"] = scroll
    result["fling_samples"] = fling
    result["value_samples"] = values
    result["peak_rss_mb"] = Double(ru.ru_maxrss) / 1024
    // The grid's diffs come after the peak RSS of the scrolling scene is read: two snapshots of
    // N identifiers are the app's memory, not the grid's.
    if let grid { result["diff_samples"] = grid.measureDiffs() }
    result["cpu_s"] = Double(ru.ru_utime.tv_sec) + Double(ru.ru_utime.tv_usec) / 1e6 + Double(ru.ru_stime.tv_sec) + Double(ru.ru_stime.tv_usec) / 1e6
    // (After scrolls moved pixels in the X server, the surface is stale until a full repaint.)
    if o.png != nil { bw.surface.renderer?._repaintAll(); frame() }
    if let png = o.png, let img = bw.surface.target?.makeImage(), let data = UIImage(cgImage: img).pngData() {
        try? data.write(to: URL(fileURLWithPath: png))
    }
    let data = try! JSONSerialization.data(withJSONObject: result)
    print("UIKITBENCH_RESULT " + String(decoding: data, as: UTF8.self))
    exit(0)
}

// MARK: Parent: runs, peers, table

struct Metrics {
    var first_frame_ms: Double?
    var scroll_median_ms: Double?
    var scroll_p99_ms: Double?
    var scroll_max_ms: Double?
    var fling_median_ms: Double?
    var push_frame_median_ms: Double?
    var push_frame_p99_ms: Double?
    var value_change_ms: Double?
    var peak_rss_mb: Double?
    /// `--scene grid`: applying a diffable snapshot that differs by a tenth of the items (median).
    var diff_apply_ms: Double?
    /// `--scene photos`: the frames of the photo screen's page turns (median, p99, max).
    var page_frame_median_ms: Double?, page_frame_p99_ms: Double?, page_frame_max_ms: Double?
    /// `--scene typing`: key event to pixels presented, over every key (the text view's and the
    /// field's), then per target; the largest caret blink repaint (% of the window's pixels).
    var key_median_ms: Double?, key_p99_ms: Double?, key_max_ms: Double?
    var view_key_median_ms: Double?, view_key_p99_ms: Double?, view_key_max_ms: Double?
    var field_key_median_ms: Double?, field_key_p99_ms: Double?, field_key_max_ms: Double?
    var blink_repaint_max_pct: Double?
    /// The input part of a key (before its frame), median; GTK's key as work done: the edit
    /// plus its frame, without the wait for its frame clock (ours has none: the same as the key).
    var view_key_input_median_ms: Double?, field_key_input_median_ms: Double?, key_work_median_ms: Double?
    var note: String?
    var json: [String: Any] {
        func v(_ d: Double?) -> Any { d.map { ($0 * 1000).rounded() / 1000 } ?? NSNull() }
        var j: [String: Any] = ["first_frame_ms": v(first_frame_ms), "scroll_median_ms": v(scroll_median_ms),
                                "scroll_p99_ms": v(scroll_p99_ms), "scroll_max_ms": v(scroll_max_ms), "fling_median_ms": v(fling_median_ms),
                                "push_frame_median_ms": v(push_frame_median_ms), "push_frame_p99_ms": v(push_frame_p99_ms),
                                "value_change_ms": v(value_change_ms), "peak_rss_mb": v(peak_rss_mb)]
        if let diff_apply_ms { j["diff_apply_ms"] = v(diff_apply_ms) }
        if let page_frame_median_ms {
            j["page_frame_median_ms"] = v(page_frame_median_ms); j["page_frame_p99_ms"] = v(page_frame_p99_ms); j["page_frame_max_ms"] = v(page_frame_max_ms)
        }
        let typing: [(String, Double?)] = [
            ("key_median_ms", key_median_ms), ("key_p99_ms", key_p99_ms), ("key_max_ms", key_max_ms),
            ("view_key_median_ms", view_key_median_ms), ("view_key_p99_ms", view_key_p99_ms), ("view_key_max_ms", view_key_max_ms),
            ("field_key_median_ms", field_key_median_ms), ("field_key_p99_ms", field_key_p99_ms), ("field_key_max_ms", field_key_max_ms),
            ("blink_repaint_max_pct", blink_repaint_max_pct), ("view_key_input_median_ms", view_key_input_median_ms),
            ("field_key_input_median_ms", field_key_input_median_ms), ("key_work_median_ms", key_work_median_ms),
        ]
        for (k, d) in typing where d != nil { j[k] = v(d) }
        if let note { j["note"] = note }
        return j
    }
}

func median(_ v: [Double]) -> Double? { v.isEmpty ? nil : v.sorted()[v.count / 2] }

/// The environment a GTK peer runs in: Cairo rendering, and nothing of the desktop session's
/// (no accessibility bus, no input method: with IBus installed, GTK 4.8's accessible text view
/// crashed the peer in the typing scene), its caches in `tmp`.
func gtkPeerEnvironment(_ tmp: String) -> [String: String] {
    ["GSK_RENDERER": "cairo", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GTK_IM_MODULE": "gtk-im-context-simple",
     "XDG_RUNTIME_DIR": tmp, "XDG_CACHE_HOME": tmp, "XDG_CONFIG_HOME": tmp]
}

/// Runs a command, returns (status, stdout). Stderr is passed through.
func run(_ path: String, _ args: [String], env extra: [String: String], timeout: Double = 600) -> (Int32, String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = args
    var env = ProcessInfo.processInfo.environment
    for (k, v) in extra { env[k] = v }
    env["LAUNCH_NS"] = String(realtimeNs())
    p.environment = env
    let out = Pipe()
    p.standardOutput = out
    do { try p.run() } catch { return (-1, "cannot run \(path): \(error)") }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

func waitIdle() {
    // Wait (up to 8 s) for the machine to be quiet: < 20% of one core busy over 1 s.
    func busy() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = s.split(separator: "\n").first else { return 0 }
        let f = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        return f.count > 7 ? f[0] + f[1] + f[2] + f[5] + f[6] : 0
    }
    for _ in 0..<8 {
        let b0 = busy(); usleep(1_000_000); let b1 = busy()
        if b1 - b0 < 20 { return }
    }
    FileHandle.standardError.write(Data("UIKitBenchmark: machine not idle; measuring anyway\n".utf8))
}

func runUIKit(_ o: Options) -> Metrics {
    var scroll: [Double] = [], fling: [Double] = [], values: [Double] = [], firsts: [Double] = [], rss: [Double] = []
    var pushes: [Double] = [], diffs: [Double] = [], pages: [Double] = []
    let exe = CommandLine.arguments[0].hasPrefix("/") ? CommandLine.arguments[0]
        : FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0]
    let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? exe
    // One untimed launch first, as for the hand-written peer: the first program to draw on a
    // freshly started X server, with the file cache cold, ran up to 2x slower than the next.
    waitIdle()
    _ = run(selfPath, ["--child", "--first-frame-only", "--rows", String(o.rows)] + (o.controls ? [] : ["--plain"])
                + (o.table ? ["--scene", "table"] : []) + (o.grid ? ["--scene", "grid"] : []) + (o.photos ? ["--scene", "photos"] : []), env: [:])
    for r in 0..<o.runs {
        waitIdle()
        var args = ["--child", "--frames", String(o.frames), "--rows", String(o.rows)]
        if !o.controls { args.append("--plain") }
        args += ["--fling-frames", String(o.flingFrames)]
        if o.push { args += ["--scene", "push", "--push-frames", String(o.pushFrames)] }
        if o.table { args += ["--scene", "table"] }
        if o.grid { args += ["--scene", "grid"] }
        if o.photos { args += ["--scene", "photos", "--push-frames", String(o.pushFrames)] }
        if let png = o.png, r == 0 { args += ["--png", png] }
        let (status, out) = run(selfPath, args, env: [:])
        guard status == 0, let line = out.split(separator: "\n").first(where: { $0.hasPrefix("UIKITBENCH_RESULT ") }),
              let obj = try? JSONSerialization.jsonObject(with: Data(line.dropFirst("UIKITBENCH_RESULT ".count).utf8)) as? [String: Any] else {
            print("uikit run \(r + 1) failed (status \(status))\n\(out)")
            continue
        }
        scroll += obj["scroll_samples"] as? [Double] ?? []
        fling += obj["fling_samples"] as? [Double] ?? []
        pushes += obj["push_samples"] as? [Double] ?? []
        diffs += obj["diff_samples"] as? [Double] ?? []
        pages += obj["page_samples"] as? [Double] ?? []
        values += obj["value_samples"] as? [Double] ?? []
        if let f = obj["first_frame_ms"] as? Double { firsts.append(f) }
        if let m = obj["peak_rss_mb"] as? Double { rss.append(m) }
        let s = (obj["scroll_samples"] as? [Double] ?? []).sorted()
        if let m = obj["scroll_peak_rss_mb"] as? Double { print(String(format: "uikit run %d: peak RSS after the scroll and fling %.1f MB (before the photo screen)", r + 1, m)) }
        if let turns = (obj["page_samples"] as? [Double])?.sorted(), !turns.isEmpty {
            print(String(format: "uikit run %d: page turn frames median %.3f p99 %.3f max %.3f ms", r + 1, percentile(turns, 0.5), percentile(turns, 0.99), turns.last ?? -1))
        }
        print(String(format: "uikit run %d: first frame %.1f ms (launch->main %.1f, SDL init %.1f, scene build %.1f, show+layout %.1f, waiting for the display %.1f, first frame %.1f), scroll median %.3f p99 %.3f max %.3f ms, fling median %.3f ms, value change median %.3f ms, rss %.1f MB, cpu %.2f s",
                     r + 1, obj["first_frame_ms"] as? Double ?? -1, obj["main_entry_since_launch_ms"] as? Double ?? -1,
                     obj["sdl_init_ms"] as? Double ?? -1, obj["scene_build_ms"] as? Double ?? -1,
                     obj["window_show_layout_ms"] as? Double ?? -1, obj["window_open_ms"] as? Double ?? -1,
                     obj["first_frame_paint_ms"] as? Double ?? -1, s.isEmpty ? -1 : percentile(s, 0.5), s.isEmpty ? -1 : percentile(s, 0.99), s.last ?? -1,
                     median(obj["fling_samples"] as? [Double] ?? []) ?? -1, median(obj["value_samples"] as? [Double] ?? []) ?? -1, obj["peak_rss_mb"] as? Double ?? -1,
                     obj["cpu_s"] as? Double ?? -1))
    }
    guard !scroll.isEmpty else { return Metrics(note: "all runs failed") }
    let s = scroll.sorted(), p = pushes.sorted()
    var m = Metrics(first_frame_ms: median(firsts), scroll_median_ms: percentile(s, 0.5), scroll_p99_ms: percentile(s, 0.99),
                    scroll_max_ms: s.last, fling_median_ms: median(fling), value_change_ms: median(values), peak_rss_mb: rss.max())
    if !p.isEmpty { m.push_frame_median_ms = percentile(p, 0.5); m.push_frame_p99_ms = percentile(p, 0.99) }
    m.diff_apply_ms = median(diffs)
    if !pages.isEmpty {
        let sorted = pages.sorted()
        m.page_frame_median_ms = percentile(sorted, 0.5); m.page_frame_p99_ms = percentile(sorted, 0.99); m.page_frame_max_ms = sorted.last
    }
    return m
}

/// Parses a peer's "name n=.. median=.. p99=.. max=.." line.
func statLine(_ out: String, _ name: String) -> (median: Double, p99: Double, max: Double)? {
    guard let line = out.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return nil }
    func field(_ k: String) -> Double? {
        guard let r = line.range(of: " \(k)=") else { return nil }
        return Double(line[r.upperBound...].prefix { $0 != " " })
    }
    guard let m = field("median"), let p = field("p99"), let x = field("max") else { return nil }
    return (m, p, x)
}
func numberAfter(_ out: String, _ key: String) -> Double? {
    guard let r = out.range(of: key) else { return nil }
    return Double(out[r.upperBound...].prefix { !$0.isWhitespace && $0 != "\n" })
}

/// `warmUpEnv`: when set, one untimed launch with these extra variables comes first (see `runUIKit`).
func runPeer(name: String, path: String, args: [String], env: [String: String], runs: Int,
             scrollKey: String, valueKey: String, warmUpEnv: [String: String]? = nil) -> Metrics {
    guard FileManager.default.isExecutableFile(atPath: path) else {
        let why = "\(name): not built (\(path) missing; see benchmarks/build-peers.sh output)"
        print(why)
        return Metrics(note: why)
    }
    var meds: [Double] = [], p99s: [Double] = [], maxs: [Double] = [], vals: [Double] = [], firsts: [Double] = [], rss: [Double] = []
    if let warmUpEnv {
        waitIdle()
        _ = run(path, args, env: env.merging(warmUpEnv) { $1 })
    }
    for r in 0..<runs {
        waitIdle()
        let (status, out) = run(path, args, env: env)
        guard status == 0, let s = statLine(out, scrollKey) else {
            print("\(name) run \(r + 1) failed (status \(status)):\n\(out.suffix(800))")
            continue
        }
        meds.append(s.median); p99s.append(s.p99); maxs.append(s.max)
        if let v = statLine(out, valueKey) { vals.append(v.median) }
        if let f = numberAfter(out, "first_frame_since_launch_ms ") { firsts.append(f) }
        if let k = numberAfter(out, "maxrss_kb=") { rss.append(k / 1024) }
        print(String(format: "%@ run %d: first frame %.1f ms, scroll median %.3f p99 %.3f max %.3f ms, value change %.3f ms, rss %.1f MB",
                     name, r + 1, firsts.last ?? -1, s.median, s.p99, s.max, vals.last ?? -1, rss.last ?? -1))
    }
    guard !meds.isEmpty else {
        let why = "\(name): every run failed"
        print(why)
        return Metrics(note: why)
    }
    // The peers print per-run statistics only: medians of the runs' median/p99, max of the maxes.
    return Metrics(first_frame_ms: median(firsts), scroll_median_ms: median(meds), scroll_p99_ms: median(p99s),
                   scroll_max_ms: maxs.max(), value_change_ms: median(vals), peak_rss_mb: median(rss))
}

/// Starts Xvfb on a free display when none is set; returns its process.
func ensureDisplay() -> Process? {
    if let d = ProcessInfo.processInfo.environment["DISPLAY"], !d.isEmpty { return nil }
    for n in 90..<110 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        p.arguments = [":\(n)", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch {
            print("UIKitBenchmark: no DISPLAY and Xvfb can't start (\(error)); install xvfb (scripts/install-deps.sh)")
            exit(1)
        }
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { usleep(50_000) }
        setenv("DISPLAY", ":\(n)", 1)
        print("UIKitBenchmark: started Xvfb on :\(n)")
        return p
    }
    print("UIKitBenchmark: no free X display number for Xvfb"); exit(1)
}

/// How fast this machine is right now (medians of five): a fixed serial CPU loop, and writing
/// 32 MB of fresh memory (page faults, which launch is full of). Shared CI machines vary by 2x
/// and more within an hour; printed at the start and the end so a reader can tell a slow run
/// from a slow machine.
func machineCheck() -> (cpu: Double, memory: Double) {
    @inline(never) func spin(_ n: Int, _ seed: UInt64) -> UInt64 {
        var s = seed
        // A serial chain of shifts, xors and multiplies: nothing for the compiler to fold.
        for i in 0..<UInt64(n) { s = (s ^ (s >> 29)) &* 0x9E37_79B9_7F4A_7C15 &+ i }
        return s
    }
    var cpu: [Double] = [], memory: [Double] = []
    for k in 0..<5 {
        var t0 = nowMs()
        let r = spin(10_000_000, UInt64(k))
        cpu.append(nowMs() - t0)
        if r == 42 { print("") }   // keeps the result alive
        let size = 32 << 20
        t0 = nowMs()
        if let p = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), p != MAP_FAILED {
            for off in stride(from: 0, to: size, by: 4096) { p.storeBytes(of: UInt8(1), toByteOffset: off, as: UInt8.self) }
            munmap(p, size)
        }
        memory.append(nowMs() - t0)
    }
    return (cpu.sorted()[2], memory.sorted()[2])
}

/// `machineCheckLine()` in a child process: touching 32 MB here would raise this process's
/// peak RSS, which Linux hands on to every child it starts (exec keeps the larger of the old and
/// new peak), so the children's RSS readings would be wrong.
func machineCheckInChild() -> String {
    let (status, out) = run(Bundle.main.executablePath ?? CommandLine.arguments[0], ["--machine-check"], env: [:])
    return status == 0 ? out.trimmingCharacters(in: .whitespacesAndNewlines) : "failed (status \(status))"
}

func machineCheckLine() -> String {
    let m = machineCheck()
    return String(format: "CPU loop %.1f ms, 32 MB of fresh memory %.1f ms", m.cpu, m.memory)
}

@MainActor func runParent(_ o: Options) {
    let parent = ParentRun("UIKitBenchmark: \(o.rows) rows of 38 pt in a 1280x800 window, \(o.frames) scroll frames x \(o.runs) runs")
    defer { parent.stopDisplay() }
    let uikit = runUIKit(o)
    var cairo = Metrics(note: "skipped (--no-peers)"), gtk = Metrics(note: "skipped (--no-peers)")
    if o.peers {
        let (dir, tmp) = preparePeers()
        cairo = runPeer(name: "cairo_sdl", path: dir + "sdlcairo", args: ["-n", String(o.rows)],
                        env: ["SDL_FRAMEBUFFER_ACCELERATION": "0"], runs: o.runs,
                        scrollKey: "scroll_work(draw+present)", valueKey: "slider_row_redraw+present",
                        warmUpEnv: ["EXIT_AFTER_FIRST": "1"])
        gtk = runPeer(name: "gtk4_cairo", path: dir + "gtkbench", args: ["--mode", "box", "-n", String(o.rows), "--frames", String(o.frames)],
                      env: gtkPeerEnvironment(tmp),
                      runs: o.runs, scrollKey: "scroll_work(bp->ap+sync)", valueKey: "slider_latency")
    }
    printComparison(comparisonRows(push: true), [("uikit", uikit), ("cairo_sdl", cairo), ("gtk4_cairo", gtk)])
    // Targets.
    var misses: [String] = uikit.scroll_median_ms == nil ? ["uikit: \(uikit.note ?? "no result")"] : []
    if let s = uikit.scroll_median_ms {
        if s >= 1.7 { misses.append(String(format: "scroll median %.3f ms >= 1.7 ms", s)) }
        if let c = cairo.scroll_median_ms, s > 0.7 * c { misses.append(String(format: "scroll median %.2fx sdlcairo > 0.7x", s / c)) }
    }
    if let p = uikit.scroll_p99_ms, let c = cairo.scroll_p99_ms, p > c { misses.append(String(format: "scroll p99 %.2fx sdlcairo > 1x", p / c)) }
    // (The peer has no fling: a glide frame is held to its scroll frame, the same work.)
    if let f = uikit.fling_median_ms, let c = cairo.scroll_median_ms, f > 0.7 * c { misses.append(String(format: "fling median %.2fx sdlcairo scroll > 0.7x", f / c)) }
    if let p = uikit.push_frame_median_ms, let s = uikit.scroll_median_ms, p > 1.5 * s {
        misses.append(String(format: "push frame median %.2fx the scroll frame > 1.5x", p / s))
    }
    if let v = uikit.value_change_ms, v > 0.5 { misses.append(String(format: "value change %.3f ms > 0.5 ms", v)) }
    if let v = uikit.first_frame_ms, v > 100 { misses.append(String(format: "first frame %.1f ms > 100 ms", v)) }
    if let v = uikit.peak_rss_mb, v > 60 { misses.append(String(format: "peak RSS %.1f MB > 60 MB", v)) }
    print(misses.isEmpty ? "targets: all met" : "targets missed: " + misses.joined(separator: "; "))
    parent.finish(json: o.json, ["uikit": uikit.json, "cairo_sdl": cairo.json, "gtk4_cairo": gtk.json,
                                 "config": ["rows": o.rows, "frames": o.frames, "runs": o.runs]])
}

let options = parseOptions()
MainActor.assumeIsolated {
    if options.idleCheck { runIdleCheck() }
    if options.layout { runLayoutScene(options) }
    if options.storyboard { runStoryboardScene(options) }
    if options.picker { runPickerScene(options) }
    if options.soakSeconds > 0 { if options.child { runSoakChild(options) } else { runSoakParent(options) } }
    if options.typing { if options.child { runTypingChild(options) } else { runTypingParent(options) } }
    if options.child { runChild(options) } else if options.grid { runGridParent(options) } else if options.photos { runPhotosParent(options) } else if options.table { runTableParent(options) } else { runParent(options) }
}
