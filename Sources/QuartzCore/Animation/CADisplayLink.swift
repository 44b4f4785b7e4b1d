//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A range of frame rates (iOS 15).
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    public init(minimum: Float, maximum: Float) { self.init(minimum: minimum, maximum: maximum, preferred: nil) }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// A timer synchronised with frames. Linux Swift has no selectors, so the target/selector pair
/// is a closure: `CADisplayLink { link in … }`. The platform main loop calls
/// `CADisplayLink._fireAll(timestamp:duration:)` once per frame before compositing; links added to
/// a run loop and not paused run their handler with `timestamp` (this frame's time) and
/// `targetTimestamp` (the next frame's).
@preconcurrency @MainActor public final class CADisplayLink {
    private let handler: @MainActor (CADisplayLink) -> Void
    private var modes: Set<String> = []
    private var lastFire: CFTimeInterval?
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    /// 0 = the display's rate. Lower values skip frames.
    public var preferredFramesPerSecond: Int = 0 {
        didSet { if preferredFramesPerSecond < 0 { UIKitLog.warning("CADisplayLink.preferredFramesPerSecond: negative value ignored", category: "CADisplayLink"); preferredFramesPerSecond = oldValue } }
    }
    public var preferredFrameRateRange: CAFrameRateRange = .default
    public var isPaused: Bool = false {
        didSet { if !isPaused && oldValue && !modes.isEmpty { CARenderer._requestFrame() } }
    }
    public private(set) var isValid = true

    static var links: [CADisplayLink] = []

    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid else { return UIKitLog.warning("CADisplayLink.add(to:forMode:) after invalidate() ignored", category: "CADisplayLink") }
        if modes.isEmpty { CADisplayLink.links.append(self) }
        modes.insert(mode.rawValue)
        if !isPaused { CARenderer._requestFrame() }
    }
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
