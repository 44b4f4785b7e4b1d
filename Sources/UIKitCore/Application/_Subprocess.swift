//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Desktop helper programs (`gdbus`, `gsettings`, `xdg-open`, `xdg-mime`, `zenity`): found on `PATH`, run
/// with a time limit for their answer, started without waiting, or waited for in the background.
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
        let out = Pipe()
        let p = process(path, args, output: out)
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
        let p = process(path, args, output: nil)
        do { try p.run() } catch { return false }
        return true
    }

    /// A process for `path` with `args`, its output to `output` (nil: discarded), no input, no errors shown.
    private static func process(_ path: String, _ args: [String], output: Pipe?) -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.standardOutput = output ?? FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        return p
    }
}

extension _Subprocess {
    /// Starts `program` and calls `completion` (on another thread) with its exit status and
    /// output once it ends; returns whether it started. For choosers that wait for the user.
    package static func start(_ program: String, _ args: [String],
                              completion: @escaping @Sendable (Int32, String) -> Void) -> Bool {
        guard let path = which(program) else { return false }
        let out = Pipe()
        let p = process(path, args, output: out)
        p.terminationHandler = { proc in
            let data = out.fileHandleForReading.readDataToEndOfFile()
            completion(proc.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        do { try p.run() } catch { return false }
        return true
    }
}
