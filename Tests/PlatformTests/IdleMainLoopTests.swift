//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation

/// An idle app sleeps: the main loop waits on the X connection, the main queue's wake-up signal
/// and the next timer or frame, not on a fixed poll. Run in a real SDL window on a private Xvfb,
/// in the benchmark executable's `--idle-check` mode (an app's synchronous `main`: a test body
/// holds the main queue, so the main queue could not be serviced from a loop run inside it).
struct IdleMainLoopTests {
    /// The benchmark, built next to this test binary (`swift build --build-tests` builds both).
    static var benchmark: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("UIKitBenchmark").path
    }

    @Test(.enabled(if: PrivateXServer.isAvailable, "needs Xvfb (scripts/install-deps.sh installs it)"),
          .timeLimit(.minutes(1)))
    func staticWindowDoesNotWakeAndWorkFromOtherThreadsRunsAtOnce() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.benchmark),
                     "UIKitBenchmark is not built next to the tests (build with swift build --build-tests)")
        let server = try PrivateXServer()
        defer { server.stop() }
        try #require(Int(server.display) != nil, "Xvfb printed no display number")
        let (status, output) = try server.run(Self.benchmark, ["--idle-check"])
        try #require(status == 0, "the idle check failed:\n\(output)")
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("UIKITBENCH_IDLE ") }, "no result:\n\(output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.dropFirst("UIKITBENCH_IDLE ".count).utf8)) as? [String: Any])
        let turns = try #require(json["turns"] as? Int)
        let queueLatency = try #require(json["main_queue_latency_ms"] as? Double)
        let taskLatency = try #require(json["main_actor_task_latency_ms"] as? Double)
        // The turn that ran the Task is counted; a couple more are allowed (a late window event).
        #expect(turns <= 3, "the loop woke \(turns) times in a second of idle: \(line)")
        #expect(queueLatency >= 0 && queueLatency < 50, "DispatchQueue.main.async from another thread waited \(queueLatency) ms")
        #expect(taskLatency >= 0 && taskLatency < 50, "Task { @MainActor in } from another thread waited \(taskLatency) ms")
    }
}
