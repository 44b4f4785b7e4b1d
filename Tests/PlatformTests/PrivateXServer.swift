//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation

/// A private Xvfb for tests of the real SDL path: started with `-displayfd`, so its display
/// number is known once it accepts connections; killed (and its lock files removed) by `stop()`.
final class PrivateXServer {
    static let xvfb = "/usr/bin/Xvfb"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: xvfb) }

    private let server = Process()
    /// The display number, e.g. "5".
    private(set) var display = ""

    init(screen: String = "640x480x24") throws {
        server.executableURL = URL(fileURLWithPath: Self.xvfb)
        server.arguments = ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"]
        let number = Pipe()
        server.standardOutput = number
        server.standardError = FileHandle.nullDevice
        try server.run()
        // Xvfb writes its display number when it accepts connections.
        var digits = Data()
        while !digits.contains(UInt8(ascii: "\n")) {
            let d = number.fileHandleForReading.availableData
            if d.isEmpty { break }
            digits.append(d)
        }
        display = String(decoding: digits, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func stop() {
        // (SIGKILL: a process started by this test runner inherits its blocked SIGTERM.)
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        if !display.isEmpty {
            for file in ["/tmp/.X\(display)-lock", "/tmp/.X11-unix/X\(display)"] { try? FileManager.default.removeItem(atPath: file) }
        }
    }

    /// Runs `executable` with `arguments` on this display (SDL's own driver choice, `extra`
    /// variables added); its exit status and its output (stdout and stderr).
    func run(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":" + display
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        for (k, v) in extra { env[k] = v }
        child.environment = env
        // (A file, not a pipe: a pipe's end of file would wait for every process holding it.)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-x-child-\(getpid())-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        child.standardOutput = output
        child.standardError = output
        try child.run()
        child.waitUntilExit()
        try output.close()
        return (child.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }

    /// Runs the test `filter` of this test binary in a child process on a new private display,
    /// with `variable` set (SDL and the backend are set up once per process, so checks of the
    /// real SDL path run in a child), and expects it to run and pass.
    static func runTestChild(_ filter: String, variable: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        try #require(Int(server.display) != nil, "Xvfb printed no display number", sourceLocation: sourceLocation)
        let (status, text) = try server.run(CommandLine.arguments[0], ["--testing-library", "swift-testing", "--filter", filter],
                                            environment: [variable: "1"])
        #expect(status == 0, "child failed:\n\(text)", sourceLocation: sourceLocation)
        #expect(text.contains("child()"), "the child test did not run:\n\(text)", sourceLocation: sourceLocation)
    }
}
