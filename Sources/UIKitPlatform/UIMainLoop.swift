//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import CUIKitShims
import QuartzCore
import UIKitCore
import UIKitATSPI

/// The app's single loop on the main thread: SDL events, `RunLoop.main` (timers, the main
/// dispatch queue, `@MainActor` tasks), display links and frames.
///
/// Each turn: (1) handle all pending SDL events; (2) one non-blocking pass of `RunLoop.main`
/// (`limitDate(forMode:)`: fires due timers, drains the main queue, returns the next timer date),
/// then the due `_ClockTimers` (media-clock timers: recognizer delays), the queued input and the
/// input method's state (`SDLInput.syncTextInput`);
/// (3) if anything asked for a frame, or an animation/display link is due, make ONE frame
/// (changes made during the turn coalesce); (4) sleep until something happens.
///
/// The sleep is a `poll()` on the X server connection (input, window events) and on the file
/// descriptor libdispatch signals when work is queued on the main queue (`DispatchQueue.main`,
/// `@MainActor` tasks from other threads: the one CoreFoundation's run loop sleeps on), and on
/// the accessibility bus while the AT-SPI bridge runs (UIKitATSPI: served in step 2), with the
/// time to the next frame of a running animation, `Timer` or clock timer as its timeout, and no
/// timeout when there is none: an idle app does not wake at all. Where either descriptor is
/// missing (no X11 window: another video driver, or no window shown) it falls back to
/// `SDL_WaitEventTimeout` of at most `fallbackSleepMilliseconds`, so queued work is still seen.
@MainActor package final class UIMainLoop {
    package static let shared = UIMainLoop()

    /// Longest sleep (ms) when the loop can't wait on the display connection and the main queue.
    package var fallbackSleepMilliseconds: Int32 = 10
    /// Turns of the loop: one per wake-up (tests and diagnostics).
    package private(set) var turns = 0
    package private(set) var isRunning = false
    private var quitRequested = false
    private var lastFrameTime: CFTimeInterval = 0
    /// libdispatch's main-queue descriptor, -1 when unavailable or unusable (see `sleep`).
    private var mainQueueFD: Int32 = -1
    /// Whether the last sleep ended because the main queue had work.
    private var wokeForMainQueue = false
    /// Wake-ups in a row after which the main queue was still signalled (see `checkMainQueueServiced`).
    private var unservicedWakes = 0

    private init() {}

    /// Asks the loop to end after the current turn (as a SDL_QUIT would). From a sleeping loop's
    /// point of view this is work on the main queue: call it there (`DispatchQueue.main.async`).
    package func quit() { quitRequested = true }

    /// Runs until quit. Returns after `applicationWillTerminate` was called.
    package func run(backend: SDLBackend) {
        do { try backend.waitUntilReady() } catch {
            UIKitLog.error("the main loop can't run: \(error)", category: "UIMainLoop")
            return
        }
        isRunning = true
        defer { isRunning = false }
        mainQueueFD = uikit_main_queue_fd()
        _ATSPIBridge.startIfAvailable()   // screen readers (none on the bus: one log line)
        let driver = _FrameDriver.shared
        var ev = SDL_Event()
        while !quitRequested {
            turns += 1
            // 1. events
            while SDL_PollEvent(&ev) != 0 {
                if !backend.handle(&ev) { quitRequested = true }
            }
            if quitRequested { break }
            // 2. timers, main queue, tasks; clock timers (recognizer delays) on media time;
            //    input queued by the backend (moves coalesced per finger)
            let nextTimer = RunLoop.main.limitDate(forMode: .default)
            if wokeForMainQueue { checkMainQueueServiced() }
            _ClockTimers.shared.fireDue()
            RawInput.flush()
            backend.input.syncTextInput()
            _ATSPIBridge.shared?.service()   // assistive technologies' calls (see sleep's poll)
            // 3. one frame for everything changed in this turn (then the input method's
            //    candidate window follows the caret)
            if driver.isFrameDue(lastFrame: lastFrameTime) {
                let now = CACurrentMediaTime()
                lastFrameTime = now
                backend.drawFrame(at: now)
                if _UITextInputRouter.isActive { backend.input.updateTextInputRect() }
            }
            if quitRequested { break }
            // 4. sleep
            if driver.needsFrame { continue }
            var timeoutMs = Double.infinity
            if let next = driver.nextFrameTime(after: lastFrameTime) {
                timeoutMs = min(timeoutMs, (next - CACurrentMediaTime()) * 1000)
            }
            if let nextTimer {
                timeoutMs = min(timeoutMs, nextTimer.timeIntervalSinceNow * 1000)
            }
            if let nextClockTimer = _ClockTimers.shared.nextFireTime {
                // Media-clock time → milliseconds from now: a pending long press wakes the loop.
                timeoutMs = min(timeoutMs, (nextClockTimer - CACurrentMediaTime()) * 1000)
            }
            if RawInput.hasPendingInput { continue }
            if timeoutMs <= 0 { continue }
            if !sleep(milliseconds: timeoutMs, backend: backend, event: &ev) { quitRequested = true }
        }
        _UISceneRegistry.shared.terminate()
    }

    /// Sleeps until an SDL event, work on the main queue, or `milliseconds` (may be infinite)
    /// passed. False when an event read meanwhile was SDL_QUIT.
    private func sleep(milliseconds: Double, backend: SDLBackend, event ev: inout SDL_Event) -> Bool {
        wokeForMainQueue = false
        let displayFD = backend.displayConnectionFD
        guard displayFD >= 0, mainQueueFD >= 0 else {
            let ms = min(milliseconds.rounded(.up), Double(fallbackSleepMilliseconds))
            if SDL_WaitEventTimeout(&ev, Int32(ms)) != 0 { return backend.handle(&ev) }
            return true
        }
        // Xlib may hold events it read while the frame was presented (its XSync), and requests
        // not yet sent: pumping flushes them and moves every pending event into SDL's queue, so
        // the connection is quiet when the poll starts.
        SDL_PumpEvents()
        if SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE { return true }
        var fds = [pollfd(fd: displayFD, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: mainQueueFD, events: Int16(POLLIN), revents: 0)]
        if let bridge = _ATSPIBridge.shared, bridge.fd >= 0 {
            fds.append(pollfd(fd: bridge.fd, events: Int16(POLLIN) | (bridge.connection.hasPendingOutput ? Int16(POLLOUT) : 0), revents: 0))
        }
        let timeout: Int32 = milliseconds.isFinite ? Int32(min(milliseconds.rounded(.up), Double(Int32.max))) : -1
        // (EINTR: a signal, such as SDL's SIGINT handler posting SDL_QUIT; the next turn reads it.)
        if poll(&fds, nfds_t(fds.count), timeout) > 0, fds[1].revents != 0 { wokeForMainQueue = true }
        return true
    }

    /// After a wake-up for the main queue: the run loop pass must have consumed the signal. It
    /// can't when the loop runs inside a main-queue job (the queue is busy with this very loop,
    /// e.g. when started from an `async` context); the descriptor would then stay readable and
    /// the loop spin, so it falls back to the bounded sleep.
    private func checkMainQueueServiced() {
        var fd = pollfd(fd: mainQueueFD, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, 0) > 0 else { unservicedWakes = 0; return }
        // (Once can be new work queued during the pass; three times in a row is the loop spinning.)
        unservicedWakes += 1
        guard unservicedWakes >= 3 else { return }
        UIKitLog.warning("the main loop runs inside a main-queue job, where RunLoop.main can't run the main queue; it will wake every \(fallbackSleepMilliseconds) ms (call UIApplicationMain from synchronous code)", category: "UIMainLoop")
        mainQueueFD = -1
    }
}
