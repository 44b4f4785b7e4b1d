//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// `--soak SECONDS` and `--idle-check`: the benchmark's long-running checks, each in a real SDL
// window (the parent starts Xvfb when there is no DISPLAY).
import Foundation
import UIKit
import CSDL2
import CUIKitShims

/// Resident memory of this process, MB (`/proc/self/statm`).
func residentMB() -> Double {
    guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = s.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// Bytes the process's malloc has handed out and not had back (glibc `mallinfo2`: arena blocks
/// in use plus mmapped blocks; AddressSanitizer's live bytes in a sanitized build), MB: growth
/// here is memory held, at byte granularity, whatever the page size behind the heap.
func mallocInUseMB() -> Double {
    Double(uikit_malloc_in_use()) / 1_048_576
}

/// `object` as one line of JSON, keys sorted. (A function of its own: its buffers are freed
/// before the caller exits, so LeakSanitizer doesn't count them.)
func jsonLine(_ object: [String: Any]) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}

/// A finger down and up at `point` of `window` (one tap).
@MainActor func tap(_ point: CGPoint, in window: UIWindow) {
    RawInput.send([RawInput.Touch(id: 2, phase: .began, location: point)], in: window)
    RawInput.send([RawInput.Touch(id: 2, phase: .ended, location: point)], in: window)
}

/// Parent side of `--soak`: a display, then the soak in a child process (SDL reads DISPLAY once).
@MainActor func runSoakParent(_ o: Options) {
    let xvfb = ensureDisplay()
    let exe = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let (status, out) = run(exe, ["--child", "--soak", String(o.soakSeconds), "--rows", String(o.rows)],
                            // (4 KB pages: with the 2 MB pages of the start-up heap, RSS grows in 2 MB steps.)
                            env: ["DISPLAY": ProcessInfo.processInfo.environment["DISPLAY"] ?? "", "UIKIT_HUGE_PAGES": "0"],
                            timeout: Double(o.soakSeconds) + 120 + Double(o.rows) * 0.05)   // (+ the warm-up pass)
    print(out, terminator: "")
    xvfb?.terminate()   // (here: `exit` runs no defer, and each soak left its Xvfb running)
    exit(status)
}

/// How much `samples` (one a second) grew from first to last along their least-squares line:
/// the slope times their span. Steadier than a difference of two samples, each of which lands on
/// whatever is being drawn at that second.
func trendGrowth(_ samples: ArraySlice<Double>) -> Double {
    let n = Double(samples.count)
    guard samples.count > 1 else { return 0 }
    let meanX = (n - 1) / 2, meanY = samples.reduce(0, +) / n
    var sxx = 0.0, sxy = 0.0
    for (i, y) in samples.enumerated() {
        let dx = Double(i) - meanX
        sxx += dx * dx
        sxy += dx * (y - meanY)
    }
    return sxy / sxx * (n - 1)
}

/// `--soak SECONDS`: the controls scene scrolled, its sliders dragged, its switches and buttons
/// tapped, frame after frame (about 60 a second): one unmeasured pass through the whole list, then
/// SECONDS more, with the resident memory and the malloc heap in use sampled each second over
/// those. Memory is flat when the malloc heap in use grew by
/// less than 0.25 MB over the second half, as the least-squares trend of that half's samples
/// (medians of five samples at the middle and at the end are printed beside it, and RSS: it moves
/// in whole pages, and glibc keeps freed pages). Exit status 1 when it was not, or when no drag
/// changed a slider.
@MainActor func runSoakChild(_ o: Options) {
    let backend: SDLBackend
    do { backend = try SDLBackend.start(defaultWindowSize: CGSize(width: W, height: H), title: "UIKitBenchmark soak") }
    catch { FileHandle.standardError.write(Data("\(error)\n".utf8)); exit(1) }
    let scene = ControlsScene(rows: o.rows, width: W, height: H, rowHeight: rowH)
    scene.window.isHidden = false
    var ev = SDL_Event()
    let maxScroll = CGFloat(o.rows) * rowH - H
    var y: CGFloat = 0
    var frames = 0, taps = 0
    // The slider drag in progress: its row, when the finger landed, the moves left.
    var drag: (row: Int, downAt: Double, moves: Int)?
    // First one pass through the whole list doing the same, unmeasured: every row drawn and its
    // controls tapped once. State that lives as long as a row does (a view's first weak
    // reference, a layer's first backing store, a row's first animation) grows the heap until
    // then; growth after it is memory held for good. (Without it, a 60 s soak's second half is
    // still on the first pass: +0.06 to +0.23 MB of it that a longer run shows levelling off.)
    var warmingUp = true
    let warmUpStart = nowMs()
    var warmUpSeconds = 0.0
    // The measured run's state, set when the warm-up pass ends. The heap is read every quarter
    // second and each second's sample is their mean: one reading lands on whatever is drawn or
    // animated at that instant (±0.3 MB here).
    var samples: [Double] = [], heap: [Double] = [], readings: [Double] = []
    var start = 0.0, nextSample = 0.0, nextReading = 0.0
    var valueChangesBefore = 0
    func startMeasuring() {
        warmingUp = false
        warmUpSeconds = (nowMs() - warmUpStart) / 1000
        frames = 0; taps = 0; valueChangesBefore = scene.valueChangedCount
        samples = [residentMB()]; heap = [mallocInUseMB()]; readings = []
        start = nowMs(); nextSample = start + 1000; nextReading = start + 250
    }
    while warmingUp || nowMs() - start < Double(o.soakSeconds) * 1000 {
        while SDL_PollEvent(&ev) != 0 {}
        // What the main loop does each turn: the clock timers (the scroll view's touch delay,
        // the recognizers' timers) fire.
        _ClockTimers.shared.fireDue()
        if let d = drag {
            // A slider drag: the list holds still while a finger is on a thumb. The finger rests
            // until the scroll view hands it to the slider (~150 ms without moving,
            // `delaysContentTouches`), then moves across the track each frame, then lifts.
            if nowMs() - d.downAt >= 200 {
                scene.dragSlider(row: d.row)
                drag!.moves -= 1
                if drag!.moves == 0 { scene.endDrag(); drag = nil }
            }
        } else {
            // A scroll step every frame, a tap on a switch and on a button of a visible row every
            // tenth, and once a second (about 60 frames) a finger lands on a visible slider's thumb.
            y += step
            if y > maxScroll {
                y = 0
                if warmingUp { startMeasuring() }
            }
            scene.container.bounds.origin.y = y
            let row = min(o.rows - 1, Int(y / rowH) + 3)
            if frames % 10 == 5 {
                let top = CGFloat(row) * rowH - y
                tap(CGPoint(x: 1247, y: top + 18), in: scene.window)   // the row's switch
                tap(CGPoint(x: 136, y: top + 18), in: scene.window)    // its button
                taps += 2
            }
            if frames % 60 == 30 {
                scene.touchDown(row: row)
                drag = (row, nowMs(), 8)
            }
        }
        backend.drawFrame()
        frames += 1
        if !warmingUp && nowMs() >= nextReading {
            readings.append(mallocInUseMB())
            nextReading += 250
        }
        if !warmingUp && nowMs() >= nextSample {
            samples.append(residentMB())
            heap.append(readings.isEmpty ? mallocInUseMB() : readings.reduce(0, +) / Double(readings.count))
            readings = []
            nextSample += 1000
        }
        usleep(16_000)
    }
    scene.endDrag()
    // Under AddressSanitizer, UIKIT_SOAK_PROFILE=1 prints the live heap by allocation stack (the
    // top 90%, at most 40 stacks), to find what a growing heap holds: compare a short and a long
    // run. UIKIT_SOAK_PROFILE=N (N > 1) prints all of it, at most N stacks: a slow leak is small
    // beside what the scene itself holds, and the top 90% leaves it out.
    if let profile = ProcessInfo.processInfo.environment["UIKIT_SOAK_PROFILE"],
       let f = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__sanitizer_print_memory_profile") {
        let stacks = Int(profile) ?? 1
        unsafeBitCast(f, to: (@convention(c) (Int, Int) -> Void).self)(stacks > 1 ? 100 : 90, stacks > 1 ? stacks : 40)
    }
    samples.append(residentMB())
    heap.append(mallocInUseMB())
    let mid = samples[samples.count / 2], last = samples[samples.count - 1]
    let growth = last - mid
    // The heap at the middle and at the end: medians of five samples (one second apart), since
    // a sample lands on whatever is being drawn or animated then (±0.2 MB here).
    func median(around i: Int) -> Double {
        let w = heap[max(0, i - 2)...min(heap.count - 1, i + 2)].sorted()
        return w[w.count / 2]
    }
    let heapMid = median(around: heap.count / 2), heapLast = median(around: heap.count - 3)
    let heapGrowth = heapLast - heapMid
    // The verdict: the second half's least-squares trend (slope × the half's length). Two points,
    // even medians, move by ±0.2 MB with what is on screen at that second (a 300 s run: +0.21 MB
    // between medians, +0.11 MB trend); the trend over all of the half's samples holds steady.
    let heapTrend = trendGrowth(heap[(heap.count / 2)...])
    let flat = heapTrend < 0.25
    let valueChanges = scene.valueChangedCount - valueChangesBefore
    let ok = flat && valueChanges > 0
    let result: [String: Any] = [
        "seconds": o.soakSeconds, "frames": frames, "taps": taps, "value_changed_events": valueChanges, "warm_up_seconds": warmUpSeconds,
        "rss_mb_per_second": samples.map { ($0 * 100).rounded() / 100 },
        "rss_first_mb": samples[0], "rss_mid_mb": mid, "rss_last_mb": last,
        "second_half_growth_mb": growth,
        "heap_in_use_mb_per_second": heap.map { ($0 * 1000).rounded() / 1000 },
        "heap_first_mb": heap[0], "heap_mid_mb": heapMid, "heap_last_mb": heapLast,
        "heap_second_half_growth_mb": heapGrowth, "heap_second_half_trend_mb": heapTrend, "flat": flat, "ok": ok,
    ]
    print("UIKITBENCH_SOAK " + jsonLine(result))
    print(String(format: "soak: %d s after a %.0f s warm-up pass, %d frames, %d taps, %d value changes%@; malloc heap in use %.2f -> %.2f (mid) -> %.2f MB, second half %+.3f MB trend (%+.3f between medians): %@; RSS %.1f -> %.1f (mid) -> %.1f MB, second half %+.2f MB",
                 o.soakSeconds, warmUpSeconds, frames, taps, valueChanges, valueChanges > 0 ? "" : " (the drags reached no slider)",
                 heap[0], heapMid, heapLast, heapTrend, heapGrowth, flat ? "flat" : "GROWING", samples[0], mid, last, growth))
    exit(ok ? 0 : 1)
}

/// Thread-safe scratch for `--idle-check`'s measurements.
private final class IdleProbe: @unchecked Sendable {
    var startTurns = 0, endTurns = 0
    var queueLatencyMs = -1.0, taskLatencyMs = -1.0
    var startSwitches = 0, endSwitches = 0
}

/// The main thread's voluntary context switches (each sleep that ended is one).
func mainThreadWakeups() -> Int {
    guard let s = try? String(contentsOfFile: "/proc/self/task/\(getpid())/status", encoding: .utf8),
          let line = s.split(separator: "\n").first(where: { $0.hasPrefix("voluntary_ctxt_switches:") }),
          let n = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else { return -1 }
    return n
}

/// `--idle-check` (needs DISPLAY): a static window in `UIApplicationMain`'s main loop. Another
/// thread measures, after 0.5 s for the window to settle, how long a `DispatchQueue.main.async`
/// waits to run, then, a second of idle later, a `Task { @MainActor in }`; between the two, the
/// loop's turns (its wake-ups) and the main thread's context switches. Prints one
/// `UIKITBENCH_IDLE {json}` line.
@MainActor func runIdleCheck() -> Never {
    let backend: SDLBackend
    do { backend = try SDLBackend.start(defaultWindowSize: CGSize(width: 320, height: 200), title: "UIKitBenchmark idle") }
    catch { FileHandle.standardError.write(Data("\(error)\n".utf8)); exit(1) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
    label.text = "Nothing moves here"
    window.addSubview(label)
    let toggle = UISwitch(frame: CGRect(x: 20, y: 70, width: 51, height: 31))
    window.addSubview(toggle)
    window.makeKeyAndVisible()
    let loop = UIMainLoop.shared
    let probe = IdleProbe()
    Thread.detachNewThread {
        usleep(500_000)
        let sent = nowMs()
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                probe.queueLatencyMs = nowMs() - sent
                probe.startTurns = loop.turns
                probe.startSwitches = mainThreadWakeups()
            }
        }
        usleep(1_000_000)
        let sentTask = nowMs()
        Task { @MainActor in
            probe.taskLatencyMs = nowMs() - sentTask
            probe.endTurns = loop.turns
            probe.endSwitches = mainThreadWakeups()
            loop.quit()
        }
    }
    loop.run(backend: backend)
    print("UIKITBENCH_IDLE " + jsonLine([
        "idle_seconds": 1.0,
        "turns": probe.endTurns - probe.startTurns,
        "main_thread_wakeups": probe.endSwitches - probe.startSwitches,
        "main_queue_latency_ms": probe.queueLatencyMs,
        "main_actor_task_latency_ms": probe.taskLatencyMs,
    ]))
    exit(0)
}
