//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A timer synchronised with frames. Linux Swift has no selectors, so the target/selector pair
/// is a closure: `CADisplayLink { link in … }`. The platform main loop calls
/// `CADisplayLink._fireAll(timestamp:duration:)` once per frame before compositing; links added to
/// a run loop and not paused run their handler with `timestamp` (this frame's time) and
/// `targetTimestamp` (the next frame's).
@preconcurrency @MainActor public final class CADisplayLink {
    private let handler: @MainActor (CADisplayLink) -> Void
    private var modes: Set<String> = []
    private var lastFire: CFTimeInterval?
    /// The media time (`CACurrentMediaTime()`) of the frame the handler is running for.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The media time of the next frame the link expects to fire for: `timestamp + duration`.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between this link's frames (longer than a display frame when the link skips frames).
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    /// 0 = the display's rate. Lower values skip frames.
    public var preferredFramesPerSecond: Int = 0 {
        didSet { if preferredFramesPerSecond < 0 { UIKitLog.warning("CADisplayLink.preferredFramesPerSecond: negative value ignored", category: "CADisplayLink"); preferredFramesPerSecond = oldValue } }
    }
    /// The frame rates the link wants. On Linux: its `preferred` rate (else its `maximum`) is used as
    /// the link's rate, its `minimum` is ignored; `.default` falls back to `preferredFramesPerSecond`.
    public var preferredFrameRateRange: CAFrameRateRange = .default
    /// Whether the link skips firing. Default false.
    public var isPaused: Bool = false {
        didSet { if !isPaused && oldValue && !modes.isEmpty { CARenderer._requestFrame() } }
    }
    /// Whether the link can still fire: false after `invalidate()`.
    public private(set) var isValid = true

    static var links: [CADisplayLink] = []

    /// Makes a link that calls `handler` once per frame once added to a run loop.
    /// Differs from iOS: a closure replaces the target/selector pair.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts the link firing for `mode`. On Linux: the platform main loop fires it (whatever run loop
    /// is given); adding an invalidated link is ignored with a warning.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid else { return UIKitLog.warning("CADisplayLink.add(to:forMode:) after invalidate() ignored", category: "CADisplayLink") }
        if modes.isEmpty { CADisplayLink.links.append(self) }
        modes.insert(mode.rawValue)
        if !isPaused { CARenderer._requestFrame() }
    }
    /// Stops the link firing for `mode`; once in no mode it no longer fires (it can be added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode.rawValue)
        if modes.isEmpty { CADisplayLink.links.removeAll { $0 === self } }
    }
    /// Removes the link from all modes; it never fires again.
    public func invalidate() {
        isValid = false
        modes.removeAll()
        CADisplayLink.links.removeAll { $0 === self }
    }

    /// The rate this link wants, in frames per second (0 = every frame).
    var effectiveRate: Double {
        if let p = preferredFrameRateRange.preferred, p > 0 { return Double(p) }
        if preferredFrameRateRange.maximum > 0 { return Double(preferredFrameRateRange.maximum) }
        return Double(preferredFramesPerSecond)
    }

    /// Fires every active link for the frame at `timestamp` lasting `duration` seconds.
    package static func _fireAll(timestamp: CFTimeInterval, duration: CFTimeInterval) {
        let d = duration.isFinite && duration > 0 ? duration : 1.0 / 60
        for link in links where link.isValid && !link.isPaused {
            let rate = link.effectiveRate
            if rate > 0, rate < 1 / d - 0.5, let last = link.lastFire, timestamp - last < 1 / rate - d / 2 { continue }
            link.lastFire = timestamp
            link.timestamp = timestamp
            link.duration = rate > 0 && rate < 1 / d ? max(d, 1 / rate) : d
            link.targetTimestamp = timestamp + link.duration
            link.handler(link)
        }
    }
    /// True when some link is added and not paused (the main loop keeps producing frames).
    package static var _hasActiveLinks: Bool { links.contains { $0.isValid && !$0.isPaused } }
}
