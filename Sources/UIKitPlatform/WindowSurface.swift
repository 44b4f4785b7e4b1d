//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import QuartzCore
import UIKitCore

/// One hosted window's pixels: a render target (the SDL window surface or a bitmap of the
/// headless host) and the compositor drawing the window's layer tree into it.
///
/// Both backends use this class and `_FrameDriver`, so a headless frame is made exactly like an
/// on-screen one.
@MainActor package final class _WindowSurface {
    package let window: UIWindow
    package private(set) var target: CARenderTarget?
    package private(set) var renderer: CARenderer?
    /// Size in points and pixels per point of the current target.
    package private(set) var pointSize: CGSize = .zero
    package private(set) var scale: CGFloat = 1
    /// Pixel rectangles changed by the last frame (what the backend presents).
    package private(set) var lastDamage: [CGRect] = []
    /// Frames rendered into this surface.
    package private(set) var framesRendered = 0

    package init(window: UIWindow) { self.window = window }

    /// True when a frame can be drawn (a target exists and the window is shown).
    package var isRenderable: Bool { target != nil && !window.isHidden }

    /// Attaches a new target of `pixelWidth`×`pixelHeight` (owned by the host, or over `pixels`
    /// when given), resizes the window to the target's size in points and makes a new compositor
    /// (which repaints everything at its first frame). A 0×0 size (a minimized window) detaches the
    /// target: no frames are drawn until a real size comes back.
    /// `owner`: what keeps `pixels` alive; held as long as the target over them.
    package func attach(pixels: UnsafeMutableRawPointer?, pixelWidth: Int, pixelHeight: Int, stride: Int, scale: CGFloat,
                       owner: AnyObject? = nil) {
        renderer = nil
        target = nil
        pixelOwner = owner
        guard pixelWidth > 0, pixelHeight > 0, scale.isFinite, scale > 0 else { return }
        self.scale = scale
        pointSize = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
        let newFrame = CGRect(origin: window.frame.origin, size: pointSize)
        if window.frame.size != pointSize { window.frame = newFrame }
        if let pixels {
            target = CARenderTarget(pixels: pixels, width: pixelWidth, height: pixelHeight, stride: stride, scale: scale)
        } else {
            target = CARenderTarget(width: pixelWidth, height: pixelHeight, scale: scale)
        }
        if let target { renderer = CARenderer(layer: window.layer, target: target) }
        _FrameDriver.shared.setNeedsFrame()
    }

    /// What keeps the target's pixels alive, when the host handed over memory it owns.
    private var pixelOwner: AnyObject?


    /// Moves the target, and the frame it holds, onto `pixels` of the same size (see
    /// `CARenderTarget.moveContents`); the old pixels' owner is let go. False if it can't.
    package func moveContents(to pixels: UnsafeMutableRawPointer, stride: Int) -> Bool {
        let release = (pixelOwner as? _ReleasablePixels).map { owner in { (bytes: Int) in owner.release(prefixBytes: bytes) } }
        guard let target, target.moveContents(to: pixels, stride: stride, copied: release) else { return false }
        pixelOwner = nil
        return true
    }

    /// Composites the window (after the display links and `CATransaction.flush()` of the frame)
    /// and returns the damaged pixel rectangles.
    @discardableResult
    func render(at timestamp: CFTimeInterval) -> [CGRect] {
        guard isRenderable, let renderer else { lastDamage = []; return [] }
        renderer.beginFrame(atTime: timestamp)
        renderer.render()
        lastDamage = renderer.damagedPixelRects
        renderer.endFrame()
        if !lastDamage.isEmpty { framesRendered += 1 }
        return lastDamage
    }

}

/// The frame code shared by the SDL main loop and the headless host:
/// display links → `CATransaction.flush()` (layout and display passes) → each window's compositor
/// → the backend presents the damaged rectangles.
@MainActor package final class _FrameDriver {
    package static let shared = _FrameDriver()

    /// Set when something asked for a frame (the compositor's frame-request hook, a new window,
    /// a resize); cleared by `runFrame`.
    package private(set) var needsFrame = true
    /// Frames made so far (each one a single pass over all windows).
    package private(set) var frameCount = 0
    /// The interval between animation frames (60 Hz).
    package let frameInterval: CFTimeInterval = 1.0 / 60.0

    private init() {}

    /// Hooks the compositor's "a frame is needed" callback (again: someone may have replaced it).
    package func install() {
        CARenderer.needsFrameHandler = { _FrameDriver.shared.needsFrame = true }
    }

    package func setNeedsFrame() { needsFrame = true }

    /// Makes one frame at `timestamp` for `surfaces`, calling `present` with each surface's damaged
    /// pixel rectangles (only when there are some).
    package func runFrame(timestamp: CFTimeInterval, surfaces: [_WindowSurface],
                         present: @MainActor (_WindowSurface, [CGRect]) -> Void) {
        needsFrame = false
        frameCount += 1
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

/// Pixels a host owns that can give their memory back a part at a time, from the start, while
/// a move copies them out (see `_WindowSurface.moveContents`).
package protocol _ReleasablePixels: AnyObject {
    /// Gives back the memory of the first `prefixBytes` bytes (whole pages); their contents are
    /// gone.
    func release(prefixBytes: Int)
}
