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
        // (controllers hear of a new size through viewWillTransition(to:with:))
        if window.frame.size != pointSize { window._resize(to: pointSize) }
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

/// Pixels a host owns that can give their memory back a part at a time, from the start, while
/// a move copies them out (see `_WindowSurface.moveContents`).
package protocol _ReleasablePixels: AnyObject {
    /// Gives back the memory of the first `prefixBytes` bytes (whole pages); their contents are
    /// gone.
    func release(prefixBytes: Int)
}
