//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

// Work that app code queues on the main queue (`DispatchQueue.main.async`, `@MainActor` tasks,
// the completion of a zero-duration `UIView.animate`) runs as the host's clock moves.
//
// The plain forms (`advance(by:)`, `advanceFrames(_:)`, `runUntilIdle(timeout:)`) give
// `RunLoop.main` one pass per frame, which runs the queued blocks when the host is driven from
// the main thread (XCTest, an app). Swift Testing runs a `@MainActor` test as one job *of* the
// main queue, on a worker thread: the queue can't run other work until that job returns or
// suspends, and no public API drains it from inside. In an `async` test the `…DrainingMainQueue`
// forms below suspend before every frame, so the queued work runs, in order, between frames;
// the idle form also waits for item-provider loads in flight (`NSItemProvider._loadsInFlight`).
//
// They have names of their own on purpose: as overloads of the plain forms (as in an earlier
// release) Swift picks them in every `async` context, and each existing `host.advance(by: 1)`
// in an `async` test stopped compiling ("expression is 'async' but is not marked with 'await'").
// Calling the plain forms with `await` still compiles (with a "no 'async' operations" warning).
//
// `asyncAfter` and `Timer` follow the wall clock, not the host's manual one (Dispatch and
// Foundation have no public hook for another clock): they run once their real deadline has
// passed, at the next pass. Use `CADisplayLink`, `UIView.animate` or the host's clock for
// deterministic timing.
extension UIKitTestHost {
    /// Moves the clock forward by `seconds` as ``advance(by:)`` does, letting queued main-queue
    /// work run before every frame (for `async` tests).
    public func advanceDrainingMainQueue(by seconds: TimeInterval) async {
        guard seconds.isFinite, seconds >= 0 else {
            return UIKitLog.warning("UIKitTestHost.advanceDrainingMainQueue(by:): invalid interval \(seconds) ignored", category: "UIKitTesting")
        }
        let target = hostNow + seconds
        await _letMainQueueRun()
        while hostNow < target - 1e-9 {
            _syncAdvance(by: min(frameInterval, target - hostNow))
            await _letMainQueueRun()
        }
    }

    /// Moves the clock forward `n` frames as ``advanceFrames(_:)`` does, letting queued
    /// main-queue work run before every frame (for `async` tests).
    public func advanceFramesDrainingMainQueue(_ n: Int) async {
        await _letMainQueueRun()
        for _ in 0..<max(0, n) {
            _syncAdvance(by: frameInterval)
            await _letMainQueueRun()
        }
    }

    /// ``runUntilIdle(timeout:)`` letting queued main-queue work run before every frame (for
    /// `async` tests): work that starts an animation is waited for. Returns true when idle.
    /// Item-provider loads in flight (a drop's `loadObjects`) are waited for too, in real time
    /// (they may wait on another thread), for up to 10 s; a load still running then is reported
    /// and not waited for again.
    @discardableResult
    public func runUntilIdleDrainingMainQueue(timeout: TimeInterval = 10) async -> Bool {
        let end = hostNow + max(0, timeout)
        let loadsDeadline = Date().addingTimeInterval(10)
        while true {
            await _letMainQueueRun()
            let loads = NSItemProvider._loadsInFlight.running.subtracting(Self._abandonedLoads)
            if !loads.isEmpty {
                if Date() < loadsDeadline {
                    try? await Task.sleep(nanoseconds: 1_000_000)
                    continue
                }
                UIKitLog.warning("UIKitTestHost.runUntilIdleDrainingMainQueue: \(loads.count) item-provider load(s) still running after 10 s (a load handler that never calls its completion?); not waited for again", category: "UIKitTesting")
                Self._abandonedLoads.formUnion(loads)
            }
            if _syncRunUntilIdle(timeout: 0) { return true }
            let now = hostNow
            if now >= end - 1e-9 { return false }
            _syncAdvance(by: min(frameInterval, end - now))
        }
    }

    /// Goes round the main queue four times: each round trip waits for a block of its own to
    /// run there, behind the work already queued (which runs meanwhile), and comes back behind
    /// what that work queued, so chains of four hops finish.
    ///
    /// Not `Task.yield()`: the optimizer may drop the hop back to the main actor between
    /// consecutive yields (they run on the generic executor), and in a release build four
    /// yields were one turn of the main queue (a dropped picture's second hop did not run).
    private func _letMainQueueRun() async {
        for _ in 0..<4 {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { done.resume() }
            }
        }
        headless.enterClockWorld()   // other tests' hosts may have run meanwhile
    }
    /// Loads a host gave up waiting for (each is waited for once, by whichever host).
    private static var _abandonedLoads: Set<Int> = []
    private func _syncAdvance(by seconds: TimeInterval) { advance(by: seconds) }
    private func _syncRunUntilIdle(timeout: TimeInterval) -> Bool { runUntilIdle(timeout: timeout) }
}
