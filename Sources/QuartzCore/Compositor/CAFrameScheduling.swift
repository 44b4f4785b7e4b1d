//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The seam between the compositor and the main loop that makes frames: what asks for a frame.
///
/// Core Animation never makes frames by itself. When something needs one — a change in a layer
/// tree attached to a renderer, `setNeedsDisplay`/`setNeedsLayout`, an added animation, an
/// unpaused display link — `CARenderer` calls setNeedsFrame() on the one installed
/// CARenderer/frameScheduler, at most once until the frame ends (`CARenderer.endFrame()`).
///
/// - Implemented by: UIKitPlatform's `_FrameDriver` (the SDL main loop and the headless host
///   share it), installed by `_FrameDriver.install()` when a backend or host starts.
/// - Called by: `CARenderer._requestFrame()` (every damage, animation and display-link change).
@MainActor package protocol CAFrameScheduling: AnyObject {
    /// Something needs a new frame: wake the main loop (or, headless, note it for the next step).
    func setNeedsFrame()
}
