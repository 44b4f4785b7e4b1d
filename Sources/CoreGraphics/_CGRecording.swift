//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CCairo

/// Drawing recorded by `_CGLayerStore.record` (owns its Cairo recording surface).
package final class _CGRecording {
    let surface: OpaquePointer
    init(_ surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
    /// True when the drawing left no ink (nothing visible was drawn).
    package var inkIsEmpty: Bool {
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(surface, &x, &y, &w, &h)
        return w <= 0 || h <= 0
    }
    /// Plays the drawing back into `ctx` at its current origin.
    package func play(in ctx: CGContext) {
        cairo_set_source_surface(ctx._cr, surface, 0, 0)
        cairo_paint(ctx._cr)
    }
}
