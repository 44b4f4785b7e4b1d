//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Desktop helper programs (`gdbus`, `gsettings`, `xdg-open`, `xdg-mime`): found on `PATH`, run
/// with a time limit for their answer, or started without waiting.
package enum _Subprocess {
    /// The program's path on `PATH`, or nil.
    package static func which(_ program: String) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for d in dirs where FileManager.default.isExecutableFile(atPath: "\(d)/\(program)") { return "\(d)/\(program)" }
        return nil
    }

    /// Runs `program` and returns its output, or nil when it is missing, fails, or does not end
    /// within `timeout` (then it is stopped and a warning logged under `category`).
    package static func run(_ program: String, _ args: [String], timeout: TimeInterval = 0.5, category: String) -> String? {
        guard let path = which(program) else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        p.terminationHandler = { _ in done.signal() }
        do { try p.run() } catch { return nil }
        if done.wait(timeout: .now() + timeout) == .timedOut {
            p.terminate()
            UIKitLog.warning("\(program) did not answer within \(timeout) s; ignored", category: category)
            return nil
        }
        guard p.terminationStatus == 0 else { return nil }
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Starts `program` without waiting for it; returns whether it started.
    package static func launch(_ program: String, _ args: [String]) -> Bool {
        guard let path = which(program) else { return false }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        do { try p.run() } catch { return false }
        return true
    }
}
