//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One test host's own time: the media clock's mode and manual time while the host is not in
/// charge, and the identity under which the toolkit's clock timers (`_ClockTimers`) keep the
/// host's timers apart from everyone else's.
///
/// Tests share one process and one main actor. Swift Testing runs `async` tests in parallel:
/// while one waits (`await host.advanceDrainingMainQueue(by:)`), others run and make hosts of
/// their own. Without worlds they would reset the shared clock and drop each other's timers.
/// A host enters its world (``enter()``) at the top of everything it does, which stores the
/// world that was in charge (its clock, and lazily its timers) and puts this one back, so each
/// host sees only its own time and timers however the tests interleave.
///
/// Animations run on the clock of the world they were added in: those of a host whose test
/// waits don't move until it is back. Animations added outside every host (before a host was
/// made) move to the first host's clock that takes over, with the delay they still had.
@MainActor package final class _ClockWorld {
    /// Identity of the world (0 is the default world: code outside any host).
    package let id: Int
    var mode: CAMediaClock.Mode
    var time: CFTimeInterval

    private static var lastID = 0

    /// A world on manual time starting at `start`.
    package init(manualTimeStartingAt start: CFTimeInterval) {
        Self.lastID += 1
        id = Self.lastID
        mode = .manual
        time = start.isFinite ? start : 1000
        CAMediaClock.shared._liveWorlds.insert(id)
    }

    isolated deinit {
        let clock = CAMediaClock.shared
        clock._liveWorlds.remove(id)
        // In charge, the clock keeps its time (and its animations); else they move to the clock
        // in charge.
        if clock._worldID != id { _CALayerEngine.adoptAnimations(of: id, lastTime: time) }
    }

    /// Puts this world in charge of `CAMediaClock.shared` (and the clock timers), storing the
    /// one in charge until now. Cheap when it already is.
    package func enter() { CAMediaClock.shared._enter(self) }

    /// Gives the clock back to the default world (code outside any host) if this world is in
    /// charge.
    package func leave() {
        if CAMediaClock.shared._worldID == id { CAMediaClock.shared._enter(nil) }
    }

    /// True while this world is in charge of the clock.
    package var isCurrent: Bool { CAMediaClock.shared._worldID == id }
}

extension CAMediaClock {
    /// For code outside every test host (tests of animations and layers without one): gives the
    /// clock back to the default world, so a host whose test is waiting keeps its time, then
    /// switches to manual time at `start`.
    package func _useManualTimeOutsideHosts(startingAt start: CFTimeInterval = 1000) {
        _enter(nil)
        useManualTime(startingAt: start)
    }

    /// Puts the clock outside every test host in charge (a host on the real clock).
    package func _enterWorldOutsideHosts() { _enter(nil) }

    /// As ``_useManualTimeOutsideHosts(startingAt:)``, back to the monotonic clock.
    package func _useRealTimeOutsideHosts() {
        _enter(nil)
        useRealTime()
    }

    /// Switches to `world` (nil: the default world), storing the outgoing world's mode and time
    /// and shifting running animations by the time difference.
    func _enter(_ world: _ClockWorld?) {
        let newID = world?.id ?? 0
        guard newID != _worldID else { return }
        let before = now
        if _worldID == 0 {
            _defaultWorldState = (mode, manualTime)
        } else if let w = _currentWorld, w.id == _worldID {
            w.mode = mode
            w.time = manualTime
        }
        if let world {
            _setState(mode: world.mode, manualTime: world.time)
        } else {
            _setState(mode: _defaultWorldState.mode, manualTime: _defaultWorldState.time)
        }
        let from = _worldID
        _currentWorld = world
        _worldID = newID
        if from == 0 { _CALayerEngine.adoptAnimationsOutsideHosts(into: newID, from: before, to: now) }
    }
}
