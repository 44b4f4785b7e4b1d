import Foundation
import CSDL2
import QuartzCore
import UIKitCore

/// The app's single loop on the main thread: SDL events, `RunLoop.main` (timers, the main
/// dispatch queue, `@MainActor` tasks), display links and frames.
///
/// Each turn: (1) handle all pending SDL events; (2) one non-blocking pass of `RunLoop.main`
/// (`limitDate(forMode:)`: fires due timers, drains the main queue, returns the next timer date),
/// then the due `_ClockTimers` (media-clock timers: recognizer delays) and the queued input;
/// (3) if anything asked for a frame, or an animation/display link is due, make ONE frame
/// (changes made during the turn coalesce); (4) sleep in `SDL_WaitEventTimeout` until the next
/// event, the next frame of a running animation, the next timer or clock timer, or at most 10 ms (so work
/// queued on the main queue from other threads is picked up). An idle app sleeps.
@MainActor public final class UIMainLoop {
    public static let shared = UIMainLoop()

    /// Longest sleep (ms) before the loop looks at the main queue again.
    public var maxSleepMilliseconds: Int32 = 10
    /// Turns of the loop and frames made (for tests and diagnostics).
    public private(set) var turns = 0
    public private(set) var isRunning = false
    private var quitRequested = false
    private var lastFrameTime: CFTimeInterval = 0

    private init() {}

    /// Asks the loop to end after the current turn (as a SDL_QUIT would).
    public func quit() { quitRequested = true }

    /// Runs until quit. Returns after `applicationWillTerminate` was called.
    public func run(backend: SDLBackend) {
        do { try backend.waitUntilReady() } catch {
            UIKitLog.error("the main loop can't run: \(error)", category: "UIMainLoop")
            return
        }
        isRunning = true
        defer { isRunning = false }
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
            _ClockTimers.shared.fireDue()
            RawInput.flush()
            // 3. one frame for everything changed in this turn
            if driver.isFrameDue(lastFrame: lastFrameTime) {
                let now = CACurrentMediaTime()
                lastFrameTime = now
                backend.drawFrame(at: now)
            }
            // 4. sleep
            if driver.needsFrame { continue }
            var timeoutMs = Double(maxSleepMilliseconds)
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
            if SDL_WaitEventTimeout(&ev, Int32(timeoutMs.rounded(.up))) != 0 {
                if !backend.handle(&ev) { quitRequested = true }
            }
        }
        UIApplication.shared._terminate()
    }
}
