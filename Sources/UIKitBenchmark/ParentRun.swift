//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What every scene's parent does around its runs: a display (Xvfb started when there is
/// none), the scene's description line with the display, and the machine check before the runs
/// (`start`); then the machine check after them and, with `--json`, the report with both checks
/// written (`finish`), and the Xvfb it started stopped (`stopDisplay`).
@MainActor final class ParentRun {
    /// The Xvfb started for the runs, if there was no display.
    let xvfb: Process?
    /// The machine check before the runs.
    let checkBefore: String

    /// Opens the display, prints `description` (", DISPLAY=..." added) and the machine check.
    init(_ description: String) {
        xvfb = ensureDisplay()
        print(description + ", DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")")
        checkBefore = machineCheckInChild()
        print("machine check before the runs: " + checkBefore)
    }

    /// Prints the machine checks before and after the runs and, when `path` is given, writes
    /// `report` with `machine_check` (both) added as pretty-printed JSON.
    func finish(json path: String?, _ report: @autoclosure () -> [String: Any]) {
        let checkAfter = machineCheckInChild()
        print("machine check before the runs: " + checkBefore)
        print("machine check after the runs:  " + checkAfter)
        guard let path else { return }
        var obj = report()
        obj["machine_check"] = ["before": checkBefore, "after": checkAfter]
        let data = try! JSONSerialization.data(withJSONObject: obj, options: [.prettyPrinted, .sortedKeys])
        do { try data.write(to: URL(fileURLWithPath: path)); print("wrote \(path)") }
        catch { print("cannot write \(path): \(error)") }
    }

    /// Stops the Xvfb started for the runs (a parent that exits runs no `defer`).
    func stopDisplay() { xvfb?.terminate() }
}
