//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

// `--scene picker`: a `UIPickerView` of five components of 1,000 rows each ("Row N" titles),
// flung again and again, each fling on the next wheel, by injected touches on a headless window
// (a HeadlessHost on the manual clock: 60 Hz frames, software compositing, no display). A timed
// frame is one `advanceFrames(1)`: the clock step, the wheels' display links (deceleration,
// bounces, snapping), tiling of the rows that came into view (their titles drawn by Pango),
// layout, display and compositing of the damage. Touch delivery between frames is untimed.
// `--frames` frames per run (300 by default), `--runs` runs; prints median, p99 and max.
// Target (issue 30): frame median ≤ 1 ms in the release build. Measured 2026-12-03 on the shared
// 2-core VM (other builds running): median 0.54–0.71 ms, p99 1.2–1.4 ms, max 1.5–9 ms (the
// maxima follow the machine's load); 1.6 ms median before moving wheels sampled their squeezed
// titles without smoothing (cairo's smoothing filter for minified layers was most of a frame).

/// Five components of 1,000 "Row N" rows.
@MainActor final class PickerSceneModel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 5 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 1000 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
}

@MainActor func runPickerScene(_ o: Options) -> Never {
    let size = CGSize(width: 390, height: 260)
    let headless = HeadlessHost(size: size, scale: 1, manualClock: true, hostsAllWindows: false)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .systemBackground
    let picker = UIPickerView(frame: CGRect(x: 0, y: 22, width: size.width, height: 216))
    let model = PickerSceneModel()
    picker.dataSource = model
    picker.delegate = model
    for c in 0..<5 { picker.selectRow(500, inComponent: c, animated: false) }
    window.addSubview(picker)
    window.makeKeyAndVisible()
    headless.host(window)
    headless.runFrame()
    var touchID = 5000, flings = 0, component = 0
    let bandY = picker.frame.midY
    /// Untimed: a flick on the next wheel, alternately down and up (2,000–3,000 pt/s).
    func fling() {
        touchID += 1
        let x = picker.frame.minX + 9 + (CGFloat(component) + 0.5) * (picker.bounds.width - 18) / 5
        let dir: CGFloat = flings % 2 == 0 ? -1 : 1
        let speed = CGFloat(2000 + (flings * 397) % 1000)
        var p = CGPoint(x: x, y: bandY - dir * 40)
        RawInput.send([RawInput.Touch(id: touchID, phase: .began, location: p)], in: window)
        for _ in 0..<5 {
            CAMediaClock.shared.advance(by: 1.0 / 120)
            p.y += dir * speed / 120
            RawInput.send([RawInput.Touch(id: touchID, phase: .moved, location: p)], in: window)
        }
        RawInput.send([RawInput.Touch(id: touchID, phase: .ended, location: p)], in: window)
        flings += 1
        component = (component + 1) % 5
    }
    var medians: [Double] = [], p99s: [Double] = [], maxes: [Double] = []
    var all: [Double] = []
    for run in 0..<o.runs {
        var times: [Double] = []
        var sinceFling = 0
        fling()
        while times.count < o.frames {
            if sinceFling >= 40 { fling(); sinceFling = 0 }
            let t0 = nowMs()
            headless.advanceFrames(1)
            times.append(nowMs() - t0)
            sinceFling += 1
        }
        let sorted = times.sorted()
        medians.append(percentile(sorted, 0.5)); p99s.append(percentile(sorted, 0.99)); maxes.append(sorted.last ?? 0)
        all += times
        print(String(format: "picker run %d: %d frames, median %.3f ms, p99 %.3f ms, max %.3f ms", run + 1, times.count, medians.last!, p99s.last!, maxes.last!))
    }
    let sorted = all.sorted()
    let median = percentile(sorted, 0.5)
    print(String(format: "picker (5 wheels x 1,000 rows, flung every 40 frames, %d flings): frame median %.3f ms, p99 %.3f ms, max %.3f ms (target: median <= 1 ms)",
                 flings, median, percentile(sorted, 0.99), sorted.last ?? 0))
    print(median <= 1 ? "targets: all met" : String(format: "targets missed: frame median %.3f ms > 1 ms", median))
    if let path = o.json {
        let obj: [String: Any] = ["picker.frame_median_ms": median, "picker.frame_p99_ms": percentile(sorted, 0.99),
                                  "picker.frame_max_ms": sorted.last ?? 0, "picker.flings": flings, "picker.frames": sorted.count]
        if let data = try? JSONSerialization.data(withJSONObject: obj, options: [.prettyPrinted, .sortedKeys]) {
            try? data.write(to: URL(fileURLWithPath: path))
        }
    }
    exit(0)
}
