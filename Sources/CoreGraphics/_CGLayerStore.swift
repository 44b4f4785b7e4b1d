//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CCairo

/// Layer backing stores for QuartzCore: making, drawing into and recording them without Cairo calls.
///
/// What QuartzCore needs to keep a layer's pixels, so that it does not call Cairo itself: a
/// backing store (a premultiplied ARGB32 image surface, which the compositor paints directly),
/// a context drawing into part of one, and a recording that tells whether drawing drew anything.
/// Package-level: the stores are Cairo surfaces handed around as opaque pointers.
package enum _CGLayerStore {
    /// A transparent store of `width` × `height` pixels. (Cairo always returns a surface; one
    /// it could not allocate is inert: drawing into it and painting it do nothing.)
    package static func make(width: Int, height: Int) -> OpaquePointer {
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    }
    /// Lets go of a store made by `make` (nonisolated: a layer's deinit calls it).
    package static func release(_ store: OpaquePointer) {
        cairo_surface_destroy(store)
    }
    /// Runs `body` with a context on `store`: `scale` pixels per point, `origin` (a layer's
    /// `bounds.origin`) at the store's top left, drawing clipped to `clip` (points), which is
    /// cleared first when `clear` is true. The store is flushed afterwards.
    package static func draw(into store: OpaquePointer, scale: CGFloat, origin: CGPoint, clip: CGRect,
                             deviceHeight: CGFloat, clear: Bool, _ body: (CGContext) -> Void) {
        let cr = cairo_create(store)!
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, Double(-origin.x), Double(-origin.y))
        cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
        cairo_clip(cr)
        if clear {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        let ctx = CGContext(_cairo: cr, deviceHeight: deviceHeight)
        cairo_destroy(cr)
        body(ctx)
        cairo_surface_flush(store)
    }
    /// Records what `body` draws in `rect` (points, unscaled) without pixels: the result answers
    /// whether anything was drawn (`inkIsEmpty`) and can be played back into a store.
    package static func record(in rect: CGRect, deviceHeight: CGFloat, _ body: (CGContext) -> Void) -> _CGRecording {
        var ext = cairo_rectangle_t(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        let rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &ext)!
        do {
            let cr = cairo_create(rec)!
            let ctx = CGContext(_cairo: cr, deviceHeight: deviceHeight)
            cairo_destroy(cr)
            body(ctx)
        }
        return _CGRecording(rec)
    }
}
