//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
#if canImport(Glibc)
import Glibc
#endif

// CAMediaClock, the real or manual clock behind `CACurrentMediaTime()`, and `CFTimeInterval`.

/// A time or interval in seconds (Core Foundation's type, defined here for Linux).
public typealias CFTimeInterval = Double

/// The clock behind `CACurrentMediaTime()`: everything time-based in the toolkit (animations,
/// display links, timers, gesture recognizer delays) reads it.
///
/// In `.real` mode it is the monotonic clock (`CLOCK_MONOTONIC`) in seconds. In `.manual` mode the
/// time only moves when told to (`advance(by:)`, `set(_:)`), which makes headless tests
/// deterministic.
@preconcurrency @MainActor public final class CAMediaClock {
    /// Where the clock's time comes from: the monotonic clock (`.real`) or explicit calls (`.manual`).
    public enum Mode: Sendable, Equatable { case real, manual }

    /// The clock `CACurrentMediaTime()` reads.
    public static let shared = CAMediaClock()

    /// The clock's current mode. Default `.real`.
    public private(set) var mode: Mode = .real
    var manualTime: CFTimeInterval = 0

    /// The world in charge (``_ClockWorld``; 0: the default world, code outside any test host).
    package internal(set) var _worldID = 0
    weak var _currentWorld: _ClockWorld?
    /// The default world's mode and time while a host's world is in charge.
    var _defaultWorldState: (mode: Mode, time: CFTimeInterval) = (.real, 0)
    /// Worlds still alive (their hosts exist): timers of the others are dropped.
    package internal(set) var _liveWorlds: Set<Int> = []

    /// Makes a clock in real mode (the toolkit reads only `shared`).
    public init() {}

    /// The current time in seconds.
    public var now: CFTimeInterval {
        switch mode {
        case .real: return CAMediaClock.monotonicNow()
        case .manual: return manualTime
        }
    }

    /// Switches to manual time, starting at `start` (default 1000 s: far from zero so that a
    /// `beginTime` of 0 is never mistaken for "now").
    /// Animations already added (before a test host took over the clock, say) keep the time
    /// they had left to wait and start on the new time.
    /// While a test host's time is in charge (see `HeadlessHost`), this sets the host's time.
    public func useManualTime(startingAt start: CFTimeInterval = 1000) {
        let before = now
        mode = .manual
        manualTime = start.isFinite ? start : 1000
        _CALayerEngine.clockDidJump(from: before, to: manualTime)
    }
    /// Back to the monotonic clock.
    public func useRealTime() { mode = .real }

    func _setState(mode: Mode, manualTime: CFTimeInterval) {
        self.mode = mode
        self.manualTime = manualTime
    }

    /// Moves manual time forward by `seconds` (ignored with a warning in real mode or for
    /// negative/non-finite input).
    public func advance(by seconds: CFTimeInterval) {
        guard mode == .manual else { return UIKitLog.warning("CAMediaClock.advance(by:) needs manual mode", category: "CAMediaClock") }
        guard seconds.isFinite, seconds >= 0 else { return UIKitLog.warning("CAMediaClock.advance(by:): invalid interval \(seconds)", category: "CAMediaClock") }
        manualTime += seconds
    }
    /// Sets manual time (time may not go backwards: ignored with a warning).
    public func set(_ time: CFTimeInterval) {
        guard mode == .manual else { return UIKitLog.warning("CAMediaClock.set(_:) needs manual mode", category: "CAMediaClock") }
        guard time.isFinite, time >= manualTime else { return UIKitLog.warning("CAMediaClock.set(_:): invalid time \(time)", category: "CAMediaClock") }
        manualTime = time
    }

    nonisolated static func monotonicNow() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) * 1e-9
    }
}

/// The current media time in seconds, from `CAMediaClock.shared`.
@preconcurrency @MainActor public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.shared.now }
