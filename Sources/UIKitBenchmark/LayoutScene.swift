//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// `--scene layout`: Auto Layout's cost. (a) The solver alone against kiwi on the same systems
// (SolverBench.swift). (b) A 1,000-view form built with anchors, as an app writes it: 250 rows,
// each a row view holding a title label, a field and a detail label, rows chained top to bottom
// inside the root view's margins. Timed: building and laying it out the first time, and laying it
// out again after the window's width changes (median of alternating resizes), which re-solves and
// moves every row's field.
import Foundation
import UIKit

@MainActor func buildLayoutForm(rows: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(rows * 12)
    var previous: UIView?
    for i in 0..<rows {
        let row = UIView()
        let title = UILabel(), field = UIView(), detail = UILabel()
        title.text = "Field \(i)"
        detail.text = "\(i * 7 % 100) %"
        for v in [row, title, field, detail] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(row)
        for v in [title, field, detail] { row.addSubview(v) }
        constraints += [
            row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            previous.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                ?? row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            field.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 1),
            field.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
            detail.leadingAnchor.constraint(equalToSystemSpacingAfter: field.trailingAnchor, multiplier: 1),
            detail.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ]
        previous = row
    }
    NSLayoutConstraint.activate(constraints)
    return root
}

/// A vertical stack of `rows` horizontal stacks (a label and a switch each): its first layout.
@MainActor func runStackBenchmark(rows: Int = 100) -> [String: Any] {
    var times: [Double] = []
    for _ in 0..<3 {
        let t0 = nowMs()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     column.topAnchor.constraint(equalTo: root.topAnchor)])
        for i in 0..<rows {
            let label = UILabel()
            label.text = "Setting \(i)"
            let row = UIStackView(arrangedSubviews: [label, UISwitch()])
            row.alignment = .center
            column.addArrangedSubview(row)
        }
        root.layoutIfNeeded()
        times.append(nowMs() - t0)
    }
    times.sort()
    return ["layout.stack_first_ms": times[1], "layout.stack_rows": rows]
}

/// Runs (b) and returns `layout.form_first_ms` and `layout.form_resize_ms`.
@MainActor func runLayoutFormBenchmark(rows: Int = 250, resizes: Int = 40) -> [String: Any] {
    var firsts: [Double] = []
    var resizeTimes: [Double] = []
    for run in 0..<3 {
        let t0 = nowMs()
        let root = buildLayoutForm(rows: rows)
        root.layoutIfNeeded()
        firsts.append(nowMs() - t0)
        guard run == 2 else { continue }
        for i in 0..<resizes {
            root.frame.size.width = i % 2 == 0 ? 430 : 390
            let t1 = nowMs()
            root.layoutIfNeeded()
            resizeTimes.append(nowMs() - t1)
        }
        let last = root.subviews.last!
        if last.frame.width != 430 - 16 && last.frame.width != 390 - 16 {
            FileHandle.standardError.write(Data("UIKitBenchmark: the form's rows are \(last.frame.width) wide, not the root's width less the margins\n".utf8))
        }
    }
    firsts.sort(); resizeTimes.sort()
    return ["layout.form_first_ms": firsts[firsts.count / 2], "layout.form_resize_ms": resizeTimes[resizeTimes.count / 2],
            "layout.form_views": rows * 4]
}

@MainActor func runLayoutScene(_ o: Options) -> Never {
    let kiwi = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("../../benchmarks/peers/build/kiwibench").standardized.path
    let kiwiPath = FileManager.default.isExecutableFile(atPath: kiwi) ? kiwi
        : (FileManager.default.isExecutableFile(atPath: "benchmarks/peers/build/kiwibench") ? "benchmarks/peers/build/kiwibench" : nil)
    if kiwiPath == nil { print("kiwi: benchmarks/peers/build/kiwibench not built (bash benchmarks/build-peers.sh); kiwi's numbers are null") }
    var result = runSolverBenchmark(kiwiPath: kiwiPath)
    result.merge(runLayoutFormBenchmark()) { a, _ in a }
    result.merge(runStackBenchmark()) { a, _ in a }
    func ms(_ k: String) -> String { (result[k] as? Double).map { String(format: "%.3f ms", $0) } ?? "n/a" }
    func ratio(_ a: String, _ b: String) -> String {
        guard let x = result[a] as? Double, let y = result[b] as? Double, y > 0 else { return "n/a" }
        return String(format: "%.2fx", x / y)
    }
    for size in ["1k", "10k"] {
        print("solver \(size): build \(ms("layout.build_\(size)_ms")) (kiwi \(ms("kiwi.build_\(size)_ms")), \(ratio("layout.build_\(size)_ms", "kiwi.build_\(size)_ms"))), re-solve \(ms("layout.resolve_\(size)_ms")) (kiwi \(ms("kiwi.resolve_\(size)_ms")), \(ratio("layout.resolve_\(size)_ms", "kiwi.resolve_\(size)_ms")))")
    }
    print("solver growth 10k/1k: build \(ratio("layout.build_10k_ms", "layout.build_1k_ms")), re-solve \(ratio("layout.resolve_10k_ms", "layout.resolve_1k_ms")) (target <= 12x)")
    print("stack of \(result["layout.stack_rows"] ?? 0) rows (a label and a switch each, 301 views): first layout \(ms("layout.stack_first_ms"))")
    print("form of \(result["layout.form_views"] ?? 0) views: first layout \(ms("layout.form_first_ms")), resize \(ms("layout.form_resize_ms")) (target <= 2 ms)")
    if let path = o.json {
        do {
            let data = try JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: path))
        } catch { print("cannot write \(path): \(error)") }
    }
    exit(0)
}
