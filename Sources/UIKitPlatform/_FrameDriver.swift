//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import QuartzCore
import UIKitCore

/// The frame code shared by the SDL main loop and the headless host:
/// display links → `CATransaction.flush()` (layout and display passes) → each window's compositor
/// → the backend presents the damaged rectangles.
@MainActor package final class _FrameDriver: CAFrameScheduling {
    package static let shared = _FrameDriver()

    /// Set when something asked for a frame (the compositor's frame-request hook, a new window,
    /// a resize); cleared by `runFrame`.
    package private(set) var needsFrame = true
    /// Frames made so far (each one a single pass over all windows).
    package private(set) var frameCount = 0
    /// The interval between animation frames (60 Hz).
    package let frameInterval: CFTimeInterval = 1.0 / 60.0

    private init() {}

    /// Installs itself as the compositor's frame scheduler (the `CAFrameScheduling` seam), again
    /// each time a backend or host starts (a test may have replaced it).
    package func install() {
        CARenderer.frameScheduler = self
    }

    /// A frame is needed: the next main-loop iteration (or host step) makes one.
    package func setNeedsFrame() { needsFrame = true }

    /// Makes one frame at `timestamp` for `surfaces`, calling `present` with each surface's damaged
    /// pixel rectangles (only when there are some).
    package func runFrame(timestamp: CFTimeInterval, surfaces: [_WindowSurface],
                         present: @MainActor (_WindowSurface, [CGRect]) -> Void) {
        needsFrame = false
        frameCount += 1
        // The end of the main loop's turn: undo groups opened during it close.
        _UndoEventGrouping.endEvent()
        if CADisplayLink._hasActiveLinks {
            CADisplayLink._fireAll(timestamp: timestamp, duration: frameInterval)
        }
        CATransaction.flush()
        for s in surfaces where s.isRenderable {
            let rects = s.render(at: timestamp)
            if !rects.isEmpty { present(s, rects) }
        }
        // Work done while compositing (a display link callback changing a layer) must not ask for
        // another frame at once unless something really changed after the flush.
    }

    /// True when something animates: an active display link or a running animation.
    package var isAnimating: Bool { CARenderer.isAnimating }

    /// The earliest time a frame is wanted without a new request: the next 60 Hz tick after
    /// `lastFrame` while animations run or display links are active, the start of a delayed
    /// animation, or nil when nothing animates (sleep until a change asks for a frame).
    package func nextFrameTime(after lastFrame: CFTimeInterval) -> CFTimeInterval? {
        guard let t = CARenderer.nextFrameTime, t.isFinite else { return nil }
        return max(t, lastFrame + frameInterval)
    }

    /// True when a frame should be made now: one was asked for, or an animation or display link
    /// is due. The time is read after the due time: a running animation is due "now" as read
    /// inside `nextFrameTime`, and comparing it with an earlier reading of the real clock would
    /// never find it due (the loop then spun without drawing until the next event).
    package func isFrameDue(lastFrame: CFTimeInterval) -> Bool {
        if needsFrame { return true }
        guard let due = nextFrameTime(after: lastFrame) else { return false }
        return CACurrentMediaTime() >= due
    }
}
