//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit
import CSDL2
import CX11

/// `--scene typing`: a `UITextField` above a `UITextView` of 10,000 lines (`--rows`) in a
/// 1280x800 window. Keys are typed into the middle of the text view, then into the middle of
/// the field, each as SDL reports a real key (SDL_KEYDOWN, then SDL_TEXTINPUT for a character)
/// pushed onto SDL's queue and taken through the main loop's turn: `SDLInput`, `RawInput`, the
/// text input sync, one frame. A key is timed from pushing its events to the end of presenting
/// plus one X round trip, as every scene's frame. The key goes up untimed a frame later.
/// Between the phases the app idles with the caret shown: each blink's repaint is measured
/// (the frame's damage, as a fraction of the window's pixels).
@MainActor final class TypingScene {
    let window: UIWindow
    let textView: UITextView
    let field: UITextField
    /// Where the text view's caret starts: the first line of the middle one.
    let middleOffset: Int

    init(lines: Int, width W: CGFloat, height H: CGFloat) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: W, height: H))
        window.backgroundColor = .white
        field = UITextField(frame: CGRect(x: 16, y: 12, width: W - 32, height: 34))
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 15)
        field.text = typingFieldText
        textView = UITextView(frame: CGRect(x: 0, y: 58, width: W, height: H - 58))
        textView.font = UIFont.systemFont(ofSize: 15)
        var text = ""
        var middle = 0
        for i in 0..<lines {
            if i == lines / 2 { middle = text.utf16.count }
            text += typingLine(i)
            if i < lines - 1 { text += "\n" }
        }
        middleOffset = middle
        textView.text = text
        window.addSubview(field)
        window.addSubview(textView)
    }

    /// Untimed: the text view edits with its caret at the start of the middle line, on screen.
    func focusTextView() {
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: middleOffset, length: 0)
        textView.scrollRangeToVisible(textView.selectedRange)
    }

    /// Untimed: the field edits with its caret in the middle of its text.
    func focusField() {
        field.becomeFirstResponder()
        let middle = field.position(from: field.beginningOfDocument, offset: (field.text?.utf16.count ?? 0) / 2) ?? field.endOfDocument
        field.selectedTextRange = field.textRange(from: middle, to: middle)
    }
}

/// The field's starting text (the peer's entry starts with the same).
let typingFieldText = "Search the archive: invoices, receipts and letters from 2024"

/// Line `i` of the text: its number and words chosen by a linear congruential generator, to at
/// least 60 characters (`line_text` in gtkbench.c makes the same lines).
func typingLine(_ i: Int) -> String {
    let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
                 "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua", "enim",
                 "ad", "minim", "veniam", "quis", "nostrud", "exercitation", "ullamco", "laboris", "nisi", "aliquip"]
    var x = UInt32(truncatingIfNeeded: i &* 2_654_435_761 &+ 1)
    var s = "Line \(i + 1):"
    while s.utf8.count < 60 {
        x = x &* 1_103_515_245 &+ 12345
        s += " " + words[Int((x >> 16) % UInt32(words.count))]
    }
    return s
}

/// The typed keys: characters of a sentence, Backspace every 11th key, Return every 40th (not
/// in a single-line field, which types a character there instead). gtkbench.c's `key_at` types
/// the same.
enum TypedKey: Equatable {
    case character(Character), backspace, enter
    static let sentence = Array("The quick brown fox jumps over the lazy dog, 1234567890. ")
    static func at(_ i: Int, multiline: Bool) -> TypedKey {
        if multiline && i % 40 == 39 { return .enter }
        if i % 11 == 5 { return .backspace }
        return .character(sentence[i % sentence.count])
    }
}

/// Pushes the SDL events of real keys onto SDL's queue and runs them through the main loop's
/// input steps (`SDLInput`, `RawInput.flush`, the text input sync), as `UIMainLoop` does.
@MainActor struct SDLKeyInjector {
    let backend: SDLBackend
    let windowID: UInt32
    /// SDL_PushEvent, looked up in the SDL the backend loaded (the app never posts events, so the
    /// project's SDL shims do not carry it).
    private let pushEvent: @convention(c) (UnsafeMutablePointer<SDL_Event>?) -> Int32

    init(backend: SDLBackend, windowID: UInt32) {
        self.backend = backend
        self.windowID = windowID
        guard let lib = dlopen("libSDL2-2.0.so.0", RTLD_LAZY | RTLD_NOLOAD), let f = dlsym(lib, "SDL_PushEvent") else {
            FileHandle.standardError.write(Data("UIKitBenchmark: SDL_PushEvent not found\n".utf8)); exit(1)
        }
        pushEvent = unsafeBitCast(f, to: (@convention(c) (UnsafeMutablePointer<SDL_Event>?) -> Int32).self)
    }

    /// A key's down or up event (US layout; letters, digits, space, comma, period).
    private func keyEvent(_ key: TypedKey, down: Bool) -> SDL_Event {
        var e = SDL_Event()
        var scancode = SDL_SCANCODE_SPACE, sym: SDL_Keycode = 32, mod = UInt16(0)
        switch key {
        case .backspace: scancode = SDL_SCANCODE_BACKSPACE; sym = 8
        case .enter: scancode = SDL_SCANCODE_RETURN; sym = 13
        case let .character(c):
            let lower = Character(c.lowercased())
            let a = lower.asciiValue ?? 32
            sym = SDL_Keycode(a)
            if c.isUppercase { mod = UInt16(KMOD_LSHIFT.rawValue) }
            switch lower {
            case "a"..."z": scancode = SDL_Scancode(rawValue: SDL_SCANCODE_A.rawValue + UInt32(a - 97))
            case "1"..."9": scancode = SDL_Scancode(rawValue: SDL_SCANCODE_1.rawValue + UInt32(a - 49))
            case "0": scancode = SDL_SCANCODE_0
            case ",": scancode = SDL_SCANCODE_COMMA
            case ".": scancode = SDL_SCANCODE_PERIOD
            default: break
            }
        }
        e.key.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        e.key.timestamp = SDL_GetTicks()
        e.key.windowID = windowID
        e.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.key.keysym.scancode = scancode
        e.key.keysym.sym = sym
        e.key.keysym.mod = mod
        return e
    }

    /// SDL_TEXTINPUT with `text` (UTF-8, NUL-terminated in SDL's 32-byte buffer).
    private func textEvent(_ text: String) -> SDL_Event {
        var e = SDL_Event()
        e.text.type = SDL_TEXTINPUT.rawValue
        e.text.timestamp = SDL_GetTicks()
        e.text.windowID = windowID
        withUnsafeMutableBytes(of: &e.text.text) { buf in
            let bytes = Array(text.utf8.prefix(buf.count - 1))
            for (k, b) in bytes.enumerated() { buf[k] = b }
            buf[bytes.count] = 0
        }
        return e
    }

    /// The key goes down (and types its character): the events are queued, then handled.
    func down(_ key: TypedKey) {
        var e = keyEvent(key, down: true)
        _ = pushEvent(&e)
        if case let .character(c) = key {
            var t = textEvent(String(c))
            _ = pushEvent(&t)
        }
        pump()
    }

    /// The key goes up.
    func up(_ key: TypedKey) {
        var e = keyEvent(key, down: false)
        _ = pushEvent(&e)
        pump()
    }

    /// The main loop's input steps: SDL's queue through `SDLInput` (other events dropped), the
    /// queued input delivered, SDL's text input turned on or off to match the first responder.
    func pump() {
        var ev = SDL_Event()
        while SDL_PollEvent(&ev) != 0 { _ = withUnsafePointer(to: &ev) { backend.input.handle($0) } }
        RawInput.flush()
        backend.input.syncTextInput()
    }
}

// MARK: Child

@MainActor func runTypingChild(_ o: Options) -> Never {
    let tMain = nowMs()
    var launchOffset = -1.0
    if let l = getenv("LAUNCH_NS").map({ String(cString: $0) }), let ns = Int64(l) { launchOffset = Double(realtimeNs() - ns) / 1e6 }
    let backend: SDLBackend
    do { backend = try SDLBackend.start(defaultWindowSize: CGSize(width: W, height: H), title: "UIKitBenchmark") }
    catch { FileHandle.standardError.write(Data("\(error)\n".utf8)); exit(1) }
    let scene = TypingScene(lines: o.rows, width: W, height: H)
    scene.window.makeKeyAndVisible()
    var presented = 0
    var display: OpaquePointer? = nil
    backend.didPresent = { _ in presented += 1 }
    func frame() {
        presented = 0
        backend.drawFrame()
        if presented == 0, let display { XSync(display, 0) }
    }
    frame()
    let firstFrame = nowMs() - tMain + max(0, launchOffset)
    guard let bw = backend.windows.first else { FileHandle.standardError.write(Data("no window\n".utf8)); exit(1) }
    var info = SDL_SysWMinfo()
    SDL_GetVersion(&info.version)
    if SDL_GetWindowWMInfo(bw.sdlWindow, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11 { display = info.info.x11.display }
    let keys = SDLKeyInjector(backend: backend, windowID: bw.id)
    /// Untimed turns of the main loop: input, clock timers (the caret's blink), a frame.
    func idle(_ ms: Double) {
        let end = nowMs() + ms
        while nowMs() < end {
            keys.pump()
            _ClockTimers.shared.fireDue()
            frame()
            usleep(4_000)
        }
    }
    /// Types `o.frames` keys into the first responder; the timed samples (ms), and of each its
    /// input part (SDL's queue to the text changed and the caret placed: what comes before the
    /// frame).
    func type(multiline: Bool, length: () -> Int) -> (keys: [Double], input: [Double]) {
        var samples: [Double] = [], inputSamples: [Double] = []
        var expected = length()
        for i in 0..<o.frames {
            let key = TypedKey.at(i, multiline: multiline)
            _ClockTimers.shared.fireDue()
            let t0 = nowMs()
            keys.down(key)
            inputSamples.append(nowMs() - t0)
            frame()
            samples.append(nowMs() - t0)
            if presented == 0 { FileHandle.standardError.write(Data("UIKitBenchmark: key \(i) presented nothing\n".utf8)) }
            expected += key == .backspace ? -1 : 1
            usleep(8_000)
            keys.up(key)
            frame()
            usleep(8_000)
        }
        // Proof that the keys reached the text: every one changed it by one character.
        if length() != expected { FileHandle.standardError.write(Data("UIKitBenchmark: text length \(length()), expected \(expected)\n".utf8)) }
        return (samples, inputSamples)
    }
    /// The app idles `blinks` blink intervals: each frame's repaint as a fraction of the window.
    func blinks(_ count: Int) -> [Double] {
        let pixels = Double((bw.surface.target?.width ?? 1) * (bw.surface.target?.height ?? 1))
        var fractions: [Double] = []
        let end = nowMs() + Double(count) * 500 + 250
        while nowMs() < end {
            _ClockTimers.shared.fireDue()
            frame()
            if presented > 0 {
                fractions.append(bw.surface.lastDamage.reduce(0) { $0 + Double($1.width * $1.height) } / pixels)
            }
            usleep(5_000)
        }
        return fractions
    }
    scene.focusTextView()
    idle(300)
    let viewStart = scene.textView.text.utf16.count
    let view = type(multiline: true) { scene.textView.text.utf16.count }
    idle(100)
    var blink = blinks(6)
    scene.focusField()
    idle(300)
    let field = type(multiline: false) { scene.field.text?.utf16.count ?? 0 }
    idle(100)
    blink += blinks(6)
    var ru = rusage(); getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &ru)
    let result: [String: Any] = [
        "first_frame_ms": firstFrame, "view_key_samples": view.keys, "field_key_samples": field.keys, "blink_fractions": blink,
        "view_input_samples": view.input, "field_input_samples": field.input,
        "peak_rss_mb": Double(ru.ru_maxrss) / 1024, "view_chars_typed": scene.textView.text.utf16.count - viewStart,
    ]
    let data = try! JSONSerialization.data(withJSONObject: result)
    print("UIKITBENCH_RESULT " + String(decoding: data, as: UTF8.self))
    exit(0)
}

// MARK: Parent: the typing scene's runs, the GtkTextView peer and targets

/// Key statistics (median, p99, max) of pooled samples.
func keyStats(_ samples: [Double]) -> (median: Double, p99: Double, max: Double)? {
    let s = samples.sorted()
    return s.isEmpty ? nil : (percentile(s, 0.5), percentile(s, 0.99), s.last!)
}

func runTypingUIKit(_ o: Options) -> Metrics {
    var view: [Double] = [], field: [Double] = [], blink: [Double] = [], firsts: [Double] = [], rss: [Double] = []
    var viewInput: [Double] = [], fieldInput: [Double] = []
    let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    let args = ["--child", "--scene", "typing", "--rows", String(o.rows), "--frames", String(o.frames)]
    waitIdle()
    _ = run(selfPath, args + ["--frames", "10"], env: [:])   // untimed, as every scene's first launch
    for r in 0..<o.runs {
        waitIdle()
        let (status, out) = run(selfPath, args, env: [:])
        guard status == 0, let line = out.split(separator: "\n").first(where: { $0.hasPrefix("UIKITBENCH_RESULT ") }),
              let obj = try? JSONSerialization.jsonObject(with: Data(line.dropFirst("UIKITBENCH_RESULT ".count).utf8)) as? [String: Any] else {
            print("uikit run \(r + 1) failed (status \(status))\n\(out)")
            continue
        }
        let v = obj["view_key_samples"] as? [Double] ?? [], f = obj["field_key_samples"] as? [Double] ?? []
        let b = obj["blink_fractions"] as? [Double] ?? []
        view += v; field += f; blink += b
        viewInput += obj["view_input_samples"] as? [Double] ?? []
        fieldInput += obj["field_input_samples"] as? [Double] ?? []
        if let x = obj["first_frame_ms"] as? Double { firsts.append(x) }
        if let x = obj["peak_rss_mb"] as? Double { rss.append(x) }
        let vs = keyStats(v), fs = keyStats(f)
        print(String(format: "uikit run %d: first frame %.1f ms, text view key median %.3f p99 %.3f max %.3f ms, field key median %.3f p99 %.3f max %.3f ms, %d blink frames (largest %.4f%% of the window), rss %.1f MB",
                     r + 1, firsts.last ?? -1, vs?.median ?? -1, vs?.p99 ?? -1, vs?.max ?? -1, fs?.median ?? -1, fs?.p99 ?? -1, fs?.max ?? -1,
                     b.count, (b.max() ?? 0) * 100, rss.last ?? -1))
    }
    guard let all = keyStats(view + field) else { return Metrics(note: "all runs failed") }
    var m = Metrics(first_frame_ms: median(firsts), peak_rss_mb: rss.max())
    (m.key_median_ms, m.key_p99_ms, m.key_max_ms) = all
    if let s = keyStats(view) { (m.view_key_median_ms, m.view_key_p99_ms, m.view_key_max_ms) = s }
    if let s = keyStats(field) { (m.field_key_median_ms, m.field_key_p99_ms, m.field_key_max_ms) = s }
    m.blink_repaint_max_pct = blink.max().map { $0 * 100 } ?? 0
    m.view_key_input_median_ms = median(viewInput)
    m.field_key_input_median_ms = median(fieldInput)
    m.key_work_median_ms = m.key_median_ms
    if blink.isEmpty { m.note = "no blink frame was presented" }
    return m
}

/// `gtkbench --mode text`: a GtkEntry above a GtkTextView of the same lines, the same keys
/// (`key_latency`: key to the end of the frame's present plus `gdk_display_sync`). Medians of
/// the runs' statistics, as `runPeer`.
func runGtkText(_ o: Options, dir: String, tmp: String) -> Metrics {
    let path = dir + "gtkbench"
    guard FileManager.default.isExecutableFile(atPath: path) else { return Metrics(note: "gtk4_text: not built (\(path) missing)") }
    let env = gtkPeerEnvironment(tmp)
    let args = ["--mode", "text", "-n", String(o.rows), "--frames", String(o.frames)]
    var runs: [[String: (median: Double, p99: Double, max: Double)]] = [], firsts: [Double] = [], rss: [Double] = []
    waitIdle()
    _ = run(path, args, env: env.merging(["EXIT_AFTER_FIRST": "1"]) { $1 })
    for r in 0..<o.runs {
        waitIdle()
        let (status, out) = run(path, args, env: env)
        var s: [String: (median: Double, p99: Double, max: Double)] = [:]
        for k in ["key_latency", "text_key_latency", "entry_key_latency", "key_work(edit+frame)"] { s[k] = statLine(out, k + " ") }
        guard status == 0, let all = s["key_latency"] else { print("gtk4_text run \(r + 1) failed (status \(status)):\n\(out.suffix(800))"); continue }
        runs.append(s)
        if let f = numberAfter(out, "first_frame_since_launch_ms ") { firsts.append(f) }
        if let k = numberAfter(out, "maxrss_kb=") { rss.append(k / 1024) }
        print(String(format: "gtk4_text run %d: first frame %.1f ms, key median %.3f p99 %.3f max %.3f ms (text view median %.3f, entry median %.3f), rss %.1f MB",
                     r + 1, firsts.last ?? -1, all.median, all.p99, all.max, s["text_key_latency"]?.median ?? -1, s["entry_key_latency"]?.median ?? -1, rss.last ?? -1))
    }
    guard !runs.isEmpty else { return Metrics(note: "gtk4_text: every run failed") }
    func med(_ k: String, _ f: ((median: Double, p99: Double, max: Double)) -> Double) -> Double? { median(runs.compactMap { $0[k].map(f) }) }
    var m = Metrics(first_frame_ms: median(firsts), peak_rss_mb: median(rss))
    m.key_median_ms = med("key_latency", \.median); m.key_p99_ms = med("key_latency", \.p99)
    m.key_max_ms = runs.compactMap { $0["key_latency"]?.max }.max()
    m.view_key_median_ms = med("text_key_latency", \.median); m.view_key_p99_ms = med("text_key_latency", \.p99)
    m.view_key_max_ms = runs.compactMap { $0["text_key_latency"]?.max }.max()
    m.field_key_median_ms = med("entry_key_latency", \.median); m.field_key_p99_ms = med("entry_key_latency", \.p99)
    m.field_key_max_ms = runs.compactMap { $0["entry_key_latency"]?.max }.max()
    m.key_work_median_ms = med("key_work(edit+frame)", \.median)
    return m
}

@MainActor func runTypingParent(_ o: Options) -> Never {
    let parent = ParentRun("UIKitBenchmark --scene typing: \(o.frames) keys into the middle of a \(o.rows)-line UITextView, then \(o.frames) into a UITextField, 1280x800, x \(o.runs) runs")
    let typing = runTypingUIKit(o)
    var gtk = Metrics(note: "skipped (--no-peers)")
    if o.peers {
        let (dir, tmp) = preparePeers()
        gtk = runGtkText(o, dir: dir, tmp: tmp)
    }
    let rows: [(String, KeyPath<Metrics, Double?>, Int)] = [
        ("first frame (ms, launch -> presented)", \.first_frame_ms, 1),
        ("key median (ms, key -> presented)", \.key_median_ms, 3), ("key p99 (ms)", \.key_p99_ms, 3), ("key max (ms)", \.key_max_ms, 3),
        ("text view key median (ms)", \.view_key_median_ms, 3), ("text view key p99 (ms)", \.view_key_p99_ms, 3),
        ("text view key max (ms)", \.view_key_max_ms, 3),
        ("field key median (ms)", \.field_key_median_ms, 3), ("field key p99 (ms)", \.field_key_p99_ms, 3),
        ("field key max (ms)", \.field_key_max_ms, 3),
        ("text view key: input part, median (ms)", \.view_key_input_median_ms, 3),
        ("field key: input part, median (ms)", \.field_key_input_median_ms, 3),
        ("key work median (ms; GTK: edit + frame, without its frame clock's wait)", \.key_work_median_ms, 3),
        ("caret blink repaint (% of window, largest)", \.blink_repaint_max_pct, 4),
        ("peak RSS (MB)", \.peak_rss_mb, 1),
    ]
    printComparison(rows, [("typing", typing), ("gtk4_text", gtk)])
    // Targets (issue 28).
    var misses: [String] = typing.key_median_ms == nil ? ["typing: \(typing.note ?? "no result")"] : []
    if let k = typing.key_median_ms {
        if k > 1 { misses.append(String(format: "key median %.3f ms > 1 ms", k)) }
        // Against GTK's work per key (the stricter: its key time also waits for its frame clock).
        if let g = gtk.key_work_median_ms, k > 0.5 * g { misses.append(String(format: "key median %.2fx gtk4_text's key work > 0.5x", k / g)) }
    }
    if let p = typing.key_p99_ms, p > 4 { misses.append(String(format: "key p99 %.3f ms > 4 ms", p)) }
    if let b = typing.blink_repaint_max_pct, b > 1 { misses.append(String(format: "caret blink repaints %.3f%% of the window > 1%%", b)) }
    print(misses.isEmpty ? "targets: all met" : "targets missed: " + misses.joined(separator: "; "))
    func compact(_ m: Metrics) -> [String: Any] { m.json.filter { !($0.value is NSNull) } }
    parent.finish(json: o.json, ["typing": compact(typing), "gtk4_text": compact(gtk),
                                 "config": ["scene": "typing", "lines": o.rows, "keys": o.frames, "runs": o.runs],
                                 "targets_missed": misses])
    parent.stopDisplay()
    exit(0)
}
