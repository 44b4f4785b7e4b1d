//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Global bookkeeping behind `CATransaction.flush()`: the layers marked for layout and display
/// and the layers with animations. Each pass visits only the marked layers.
@MainActor enum _CALayerEngine {
    /// Layers marked for layout, in marking order. A layer is appended when its
    /// `_needsLayoutFlag` goes from false to true; entries whose flag has been cleared since (laid
    /// out by `layoutIfNeeded()`) are stale and skipped. Appending is O(1) (no hashing), so the
    /// thousands of new views of a screen cost a constant each.
    @exclusivity(unchecked) static var layoutQueue: [CALayer] = []
    /// How many layers have `_needsLayoutFlag` set.
    @exclusivity(unchecked) static var pendingLayoutCount = 0
    static var hasPendingLayout: Bool { pendingLayoutCount > 0 }
    /// Layers marked for display, in marking order, each once (`_inDisplayQueue`). Entries whose
    /// `_needsDisplayFlag` was cleared since (displayed directly) are stale and skipped. Like
    /// `layoutQueue`, an append instead of a hash insert: the thousands of new layers of a screen
    /// cost a constant each.
    @exclusivity(unchecked) static var displayQueue: [CALayer] = []
    static func enqueueDisplay(_ l: CALayer) {
        guard !l._inDisplayQueue else { return }
        l._inDisplayQueue = true
        displayQueue.append(l)
    }
    /// Whether a display pass has anything to do (stale entries count until the pass skips them).
    static var hasPendingDisplay: Bool { !displayQueue.isEmpty }
    @exclusivity(unchecked) static var animatedLayers: [ObjectIdentifier: CALayer] = [:]
    /// Layers that allocated a backing store (weakly held; entries of released stores or dead
    /// layers are dropped at the next sweep). See `CARenderer._releaseFarBackingStores()`.
    @exclusivity(unchecked) static var backedLayers: [ObjectIdentifier: _CAWeakLayer] = [:]
    /// Backing-store redraws since the renderer last ended a frame (statistics).
    @exclusivity(unchecked) static var displaysSinceFrame = 0
    /// Incremented by every `CATransaction.flush()`.
    @exclusivity(unchecked) static var flushCount = 0
    @exclusivity(unchecked) private static var anonymous = 0
    static func nextAnonymousKey() -> Int { anonymous += 1; return anonymous }

    static let animatableKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowOffset", "shadowRadius", "contentsRect", "contentsCenter",
        // CAShapeLayer, CAGradientLayer
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
        "colors", "locations", "startPoint", "endPoint",
    ]

    static let maxLayoutRounds = 100

    /// Told before each round of the layout pass (UIKit's Auto Layout engine: its update-constraints
    /// phase may mark more layers for layout). The `CALayoutEngineHook` seam.
    @exclusivity(unchecked) static var layoutEngine: (any CALayoutEngineHook)?

    static func depth(_ l: CALayer) -> Int {
        var d = 0
        var p = l._superlayer
        while let q = p { d += 1; p = q._superlayer }
        return d
    }

    /// Lays out every marked layer, parents before children, until nothing is marked. Layers are
    /// grouped by depth (buckets, in marking order within a depth) instead of sorted: O(n·depth).
    static func layoutPass() {
        var rounds = 0
        while pendingLayoutCount > 0 {
            layoutEngine?.prepareForLayout()
            rounds += 1
            if rounds > maxLayoutRounds {
                UIKitLog.warning("CATransaction: layout did not settle after \(maxLayoutRounds) rounds (a layoutSublayers keeps invalidating layout); \(pendingLayoutCount) layers left marked", category: "CALayer")
                for l in layoutQueue { l._needsLayoutFlag = false }
                layoutQueue.removeAll()
                pendingLayoutCount = 0
                return
            }
            let batch = layoutQueue
            layoutQueue = []
            var buckets: [[CALayer]] = []
            for l in batch where l._needsLayoutFlag {
                let d = depth(l)
                while buckets.count <= d { buckets.append([]) }
                buckets[d].append(l)
            }
            if buckets.isEmpty && layoutQueue.isEmpty { pendingLayoutCount = 0; return }  // (defensive)
            for bucket in buckets { for l in bucket where l._needsLayoutFlag { l._layoutNow() } }
        }
    }

    /// Lays out the marked layers inside `root`'s subtree (excluding ancestors), parents first.
    static func layoutPass(within root: CALayer) {
        var rounds = 0
        while pendingLayoutCount > 0 {
            layoutEngine?.prepareForLayout()
            var buckets: [[CALayer]] = []
            var keep: [CALayer] = []
            for l in layoutQueue where l._needsLayoutFlag {
                var d = 0
                var p: CALayer? = l
                var inside = false
                while let q = p {
                    if q === root { inside = true; break }
                    d += 1; p = q._superlayer
                }
                if inside {
                    while buckets.count <= d { buckets.append([]) }
                    buckets[d].append(l)
                } else {
                    keep.append(l)
                }
            }
            layoutQueue = keep
            if buckets.isEmpty { return }
            rounds += 1
            if rounds > maxLayoutRounds {
                UIKitLog.warning("CALayer.layoutIfNeeded: layout did not settle after \(maxLayoutRounds) rounds", category: "CALayer")
                for b in buckets { for l in b where l._needsLayoutFlag { l._needsLayoutFlag = false; pendingLayoutCount -= 1 } }
                return
            }
            for bucket in buckets { for l in bucket where l._needsLayoutFlag { l._layoutNow() } }
        }
    }

    /// Displays the marked layers. A marked layer in a renderer's tree that is entirely outside
    /// the renderer's bounds is left marked (deferred): the renderer displays it when it first
    /// composites it, so content scrolled far away is never drawn until it is needed.
    static func displayPass() {
        var rounds = 0
        while !displayQueue.isEmpty && rounds < 10 {
            rounds += 1
            let batch = displayQueue
            displayQueue = []
            // Whether each item of a long list (a child of a layer with enough sublayers to keep
            // a spatial index: a row) is off-screen as a whole, asked once per item: the layers
            // waiting inside a row far away are then deferred without a walk each.
            var itemOffscreen: [ObjectIdentifier: Bool] = [:]
            for l in batch {
                l._inDisplayQueue = false
                guard l._needsDisplayFlag else { continue }
                if let r = l._attachedRenderer() {
                    var offscreen: Bool
                    if let item = CALayer._indexedItem(containing: Unmanaged.passUnretained(l))?.takeUnretainedValue() {
                        let id = ObjectIdentifier(item)
                        if let known = itemOffscreen[id] { offscreen = known } else {
                            offscreen = r._isOffscreen(item, subtree: true)
                            itemOffscreen[id] = offscreen
                        }
                        if !offscreen && item !== l { offscreen = r._isOffscreen(l) }
                    } else {
                        offscreen = r._isOffscreen(l)
                    }
                    if offscreen {   // (left marked, out of the queue)
                        deferredDisplays += 1
                        continue
                    }
                }
                l.displayIfNeeded()
            }
        }
    }
    /// Layers whose display was deferred because they were off-screen (statistics).
    @exclusivity(unchecked) static var deferredDisplays = 0

    /// Starts and retires animations at `now`: delegates get `animationDidStart` once and
    /// `animationDidStop(finished: true)` once; finished animations are removed unless
    /// `isRemovedOnCompletion` is false.
    ///
    /// Animations are on the clock of the test host they were added under (`_ClockWorld`): those
    /// of another host (a test waiting at an `await`) wait for its clock to be back in charge.
    static func processAnimations(now: CFTimeInterval) {
        guard !animatedLayers.isEmpty else { return }
        let clock = CAMediaClock.shared
        let world = clock._worldID
        for layer in Array(animatedLayers.values) {
            // A class that redisplays for an animated key redraws every frame (and once more
            // when the animation stops, for the final value).
            // (Once per media time: a frame may flush more than once.)
            if let x = layer._x, x.displayKeyRedrawTime != now, layer._animatesDisplayKey(at: now) {
                x.displayKeyRedrawTime = now
                layer.setNeedsDisplay()
            }
            for (_, a) in layer._animations {
                if a._world != world {
                    if a._world == 0 || clock._liveWorlds.contains(a._world) { continue }
                    a._world = world
                }
                if !a._didStart && !a._didStop && now >= a._startTime {
                    a._didStart = true
                    a.delegate?.animationDidStart(a)
                }
                if !a._didStop && a._isFinished(at: now) {
                    if a.isRemovedOnCompletion, let i = layer._animations.firstIndex(where: { $0.anim === a }) {
                        layer._animations.remove(at: i)
                        if layer._animations.isEmpty { layer._becameAnimated(false) }
                    }
                    stopped(a, finished: true)
                }
            }
        }
    }

    /// The media clock was set to another time (a test host switching to its manual clock):
    /// animations not yet stopped start at the new time, plus whatever delay they still had, as
    /// if they had been added then (those added on the old clock would otherwise wait for its
    /// time to come round, or jump ahead).
    static func clockDidJump(from old: CFTimeInterval, to new: CFTimeInterval) {
        guard old != new else { return }
        let world = CAMediaClock.shared._worldID
        for l in animatedLayers.values {
            for (_, a) in l._animations where !a._didStop && a._world == world {
                a._startTime = new + max(0, a._startTime - old)
            }
        }
    }

    /// A test host's clock took over from code outside every host: the animations added out
    /// there (before the host was made, say) move to the host's clock, starting now plus the
    /// delay they still had, as ``clockDidJump(from:to:)`` does.
    static func adoptAnimationsOutsideHosts(into world: Int, from old: CFTimeInterval, to new: CFTimeInterval) {
        for l in animatedLayers.values {
            for (_, a) in l._animations where a._world == 0 && !a._didStop {
                a._startTime = new + max(0, a._startTime - old)
                a._world = world
            }
        }
    }

    /// A test host's clock is gone while another one is in charge: its animations (of layers
    /// that outlived it) go on on the clock in charge, with the delay they still had.
    static func adoptAnimations(of dead: Int, lastTime: CFTimeInterval) {
        let clock = CAMediaClock.shared
        for l in animatedLayers.values {
            for (_, a) in l._animations where a._world == dead && !a._didStop {
                a._startTime = clock.now + max(0, a._startTime - lastTime)
                a._world = clock._worldID
            }
        }
    }

    static func stopped(_ a: CAAnimation, finished: Bool) {
        guard !a._didStop else { return }
        a._didStop = true
        a.delegate?.animationDidStop(a, finished: finished)
        let groups = a._transactionGroups
        a._transactionGroups = []
        for g in groups { g.animationStopped() }
    }

    /// True while some added animation has started and not yet stopped (delayed ones are not
    /// running yet: `nextAnimationTime` tells when they start).
    static var hasRunningAnimations: Bool {
        guard !animatedLayers.isEmpty else { return false }
        let now = CACurrentMediaTime()
        return animatedLayers.values.contains { l in l._animations.contains { !$0.anim._didStop && $0.anim._startTime <= now } }
    }
    /// Whether `layer` is `root` or one of its descendants (walks superlayers: O(depth)).
    static func isInTree(_ layer: CALayer, of root: CALayer) -> Bool {
        var l: CALayer? = layer
        while let c = l { if c === root { return true }; l = c.superlayer }
        return false
    }
    /// The earliest time an animation needs a frame: now while one runs, else the earliest start.
    static func nextAnimationTime(now: CFTimeInterval) -> CFTimeInterval? {
        var best: CFTimeInterval?
        for l in animatedLayers.values {
            for (_, a) in l._animations where !a._didStop {
                let t = a._startTime <= now ? now : a._startTime
                best = min(best ?? t, t)
            }
        }
        return best
    }
}

@MainActor final class _CAWeakLayer {
    @exclusivity(unchecked) weak var layer: CALayer?
    init(_ l: CALayer) { layer = l }
}
