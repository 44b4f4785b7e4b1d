//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A metric with `digits` decimals, or "-" when it was not measured.
func formatMetric(_ d: Double?, _ digits: Int = 3) -> String { d.map { String(format: "%.\(digits)f", $0) } ?? "-" }

/// `a / b` as "0.46x", or "-" when either is missing.
func formatRatio(_ a: Double?, _ b: Double?) -> String {
    guard let a, let b, b > 0 else { return "-" }
    return String(format: "%.2fx", a / b)
}

/// Prints a Markdown table: one row per metric, a column per program (ours first), then our
/// figure as a ratio of each peer's; then the programs' notes.
func printComparison(_ rows: [(String, KeyPath<Metrics, Double?>, Int)], _ columns: [(String, Metrics)]) {
    guard let (ours, us) = columns.first else { return }
    let peers = columns.dropFirst()
    print("")
    print("| metric | " + columns.map(\.0).joined(separator: " | ") + " | "
          + peers.map { "\(ours)/\($0.0)" }.joined(separator: " | ") + " |")
    print("|---|" + String(repeating: "---|", count: columns.count + peers.count))
    for (name, kp, d) in rows {
        print("| \(name) | " + columns.map { formatMetric($0.1[keyPath: kp], d) }.joined(separator: " | ") + " | "
              + peers.map { formatRatio(us[keyPath: kp], $0.1[keyPath: kp]) }.joined(separator: " | ") + " |")
    }
    for (n, m) in columns where m.note != nil { print("\(n): \(m.note!)") }
}

/// Builds the peer programs (`benchmarks/build-peers.sh`, next to the package root: the working
/// directory of `swift run`) and makes the private XDG directory they run with. Returns the
/// peers' build directory and that directory.
func preparePeers() -> (dir: String, tmp: String) {
    let root = FileManager.default.currentDirectoryPath
    let script = root + "/benchmarks/build-peers.sh"
    if FileManager.default.fileExists(atPath: script) {
        let (st, out) = run("/bin/bash", [script], env: [:])
        if st != 0 { print("build-peers.sh exited \(st): \(out.suffix(400))") }
    } else {
        print("UIKitBenchmark: \(script) not found (run from the package root); peers skipped")
    }
    let tmp = NSTemporaryDirectory() + "uikitbench-xdg"
    try? FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
    chmod(tmp, 0o700)
    return (root + "/benchmarks/peers/build/", tmp)
}

/// The rows every scene's comparison prints (`push: true` adds the push frames).
func comparisonRows(push: Bool = false) -> [(String, KeyPath<Metrics, Double?>, Int)] {
    var rows: [(String, KeyPath<Metrics, Double?>, Int)] = [
        ("first frame (ms, launch -> presented)", \.first_frame_ms, 1),
        ("scroll frame median (ms)", \.scroll_median_ms, 3),
        ("scroll frame p99 (ms)", \.scroll_p99_ms, 3),
        ("scroll frame max (ms)", \.scroll_max_ms, 3),
        ("fling frame median (ms)", \.fling_median_ms, 3),
    ]
    if push { rows += [("push frame median (ms)", \.push_frame_median_ms, 3), ("push frame p99 (ms)", \.push_frame_p99_ms, 3)] }
    rows += [("one value change (ms, median)", \.value_change_ms, 3), ("peak RSS (MB)", \.peak_rss_mb, 1)]
    return rows
}
