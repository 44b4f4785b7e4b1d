//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Deterministic timers on `CACurrentMediaTime()` (the `CAMediaClock`), fired by the main loop.
///
/// They serve recognizer delays (long press, the multi-tap window, delayed touches),
/// scroll-view deceleration and stepper autorepeat.
///
/// Nothing fires by itself: the platform main loop and `HeadlessHost` call `fireDue()` every
/// step; a test using the manual clock calls `CAMediaClock.shared.advance(by:)` then
/// `_ClockTimers.shared.fireDue()`.
///
/// Timers fire in fire-time order (ties in scheduling order). A repeating timer fires once per
/// elapsed interval (catching up when the clock jumped). A timer scheduled from inside a
/// `fireDue()` pass first fires on the next pass, so a callback rescheduling itself with a zero
/// delay cannot loop forever.
///
/// Each test host's world (`_ClockWorld`) has timers of its own: when another world takes the
/// clock, the next use of the timers stores the outgoing world's and brings back the incoming
/// one's (those of worlds no longer alive are dropped).
@MainActor package final class _ClockTimers {
    package static let shared = _ClockTimers()

    /// Cancels its timer (idempotent).
    @MainActor package final class Token {
        fileprivate weak var owner: _ClockTimers?
        fileprivate let id: Int
        fileprivate let world: Int
        fileprivate init(owner: _ClockTimers, id: Int, world: Int) { self.owner = owner; self.id = id; self.world = world }
        package func cancel() { owner?.cancel(id, world: world) }
        /// True until the timer fired (one-shot) or was cancelled.
        package var isValid: Bool { owner?.contains(id, world: world) ?? false }
    }

    struct Timer {
        var fireTime: CFTimeInterval
        let interval: CFTimeInterval?
        let seq: Int
        /// Not counted as pending work (`count`): a caret's blink, which never ends by itself.
        var ambient = false
        let fire: @MainActor () -> Void
    }
    /// The timers of the world in charge (`activeWorld`).
    private var activeTimers: [Int: Timer] = [:]
    private var activeWorld = 0
    /// The timers of the other worlds, by world.
    private var storedTimers: [Int: [Int: Timer]] = [:]
    private var nextID = 0
    private var passStartSeq = Int.max


    /// Brings in the timers of the world now in charge of `CAMediaClock.shared`.
    private func syncWorld() {
        let clock = CAMediaClock.shared
        let world = clock._worldID
        guard world != activeWorld else { return }
        if !activeTimers.isEmpty, activeWorld == 0 || clock._liveWorlds.contains(activeWorld) {
            storedTimers[activeWorld] = activeTimers
        }
        activeTimers = storedTimers.removeValue(forKey: world) ?? [:]
        activeWorld = world
        for w in storedTimers.keys where w != 0 && !clock._liveWorlds.contains(w) { storedTimers[w] = nil }
    }

    private func contains(_ id: Int, world: Int) -> Bool {
        syncWorld()
        return world == activeWorld ? activeTimers[id] != nil : storedTimers[world]?[id] != nil
    }

    package init() {}

    /// Schedules `fire` `delay` seconds from now, repeating every `repeating` seconds if given.
    /// Negative or non-finite delays are treated as 0 and invalid intervals (≤ 0, non-finite) as
    /// one-shot, with a warning.
    @discardableResult
    package func schedule(after delay: TimeInterval, repeating: TimeInterval? = nil, ambient: Bool = false,
                         _ fire: @escaping @MainActor () -> Void) -> Token {
        var d = delay
        if !(d.isFinite && d >= 0) {
            UIKitLog.warning("_ClockTimers.schedule: invalid delay \(delay); using 0", category: "Timers")
            d = 0
        }
        var interval = repeating
        if let r = repeating, !(r.isFinite && r > 0) {
            UIKitLog.warning("_ClockTimers.schedule: invalid repeat interval \(r); firing once", category: "Timers")
            interval = nil
        }
        syncWorld()
        nextID += 1
        activeTimers[nextID] = Timer(fireTime: CACurrentMediaTime() + d, interval: interval, seq: nextID, ambient: ambient, fire: fire)
        return Token(owner: self, id: nextID, world: activeWorld)
    }

    func cancel(_ id: Int, world: Int) {
        syncWorld()
        if world == activeWorld { activeTimers[id] = nil } else { storedTimers[world]?[id] = nil }
    }

    /// The earliest fire time of the scheduled timers, or nil when none.
    package var nextFireTime: CFTimeInterval? {
        syncWorld()
        return activeTimers.values.map(\.fireTime).min()
    }

    /// Number of scheduled timers, ambient ones (a caret's blink) left out: what a test waiting
    /// for idle waits for.
    package var count: Int {
        syncWorld()
        return activeTimers.values.reduce(0) { $0 + ($1.ambient ? 0 : 1) }
    }

    /// Fires every timer due at `now` (in time order).
    package func fireDue(now: CFTimeInterval = CACurrentMediaTime()) {
        syncWorld()
        guard !activeTimers.isEmpty else { return }
        let outer = passStartSeq
        passStartSeq = min(outer, nextID + 1)
        defer { passStartSeq = outer }
        var guardCount = 0
        while true {
            var best: (Int, Timer)?
            for (id, t) in activeTimers where t.seq < passStartSeq && t.fireTime <= now {
                if let b = best, (b.1.fireTime, b.1.seq) <= (t.fireTime, t.seq) { continue }
                best = (id, t)
            }
            guard let (id, t) = best else { return }
            if let interval = t.interval {
                activeTimers[id]?.fireTime = t.fireTime + interval
            } else {
                activeTimers[id] = nil
            }
            t.fire()
            // A callback that put another world in charge ends the pass (its timers are not ours).
            if CAMediaClock.shared._worldID != activeWorld { return }
            guardCount += 1
            if guardCount > 100_000 {
                UIKitLog.warning("_ClockTimers.fireDue: more than 100000 firings in one pass; stopping", category: "Timers")
                return
            }
        }
    }

    /// Cancels every timer (tests).
    package func removeAll() {
        syncWorld()
        activeTimers.removeAll()
    }
}
