//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import CCairo

// Scaled images kept at the size they are shown, for images repainted frame after frame.

/// Images that frames keep repainting scaled, resampled once at the size they are shown.
///
/// A GPU samples a scaled texture for free; Cairo resamples every pixel of every repaint (a
/// bilinear magnification costs ~25 instructions a pixel, a plain copy ~1). Some repaints come
/// back every frame over the same images: under a translucent bar while content scrolls
/// beneath it, a thumbnail scaled to its cell is repainted in the strip the bar covers frame
/// after frame. An image drawn smoothly scaled, whole, to whole device pixels, that was drawn at
/// that size in an earlier frame too, is resampled once into a bitmap of its shown size, and
/// later repaints copy from it (pixel for pixel what resampling gives, but for pixman's
/// rounding, ±1 per channel). Bounded: at most `budget` bytes, the least recently used dropped
/// first, and anything not drawn for `idleFrames` frames let go, so a screen that changed holds
/// nothing.
@MainActor final class _CAScaledImageCache {
    static let shared = _CAScaledImageCache()
    /// Off: every scaled image is resampled as it is drawn (tests compare the two; A/B timing).
    static var isEnabled = ProcessInfo.processInfo.environment["UIKIT_SCALED_IMAGE_CACHE"] != "0"
    /// Bytes of scaled bitmaps kept at most (about sixteen 256-pixel squares).
    static let budget = 4 << 20
    /// Largest bitmap kept (bytes): bigger images are resampled each time.
    static let largest = 1 << 20
    /// Frames after which an unused bitmap (or a first sighting) is forgotten.
    static let idleFrames = 30

    struct Key: Hashable {
        /// The source surface (referenced while it is a key here, so never another's address).
        let surface: UnsafeMutableRawPointer
        let width: Int, height: Int
    }
    final class Entry {
        let bitmap: OpaquePointer
        let bytes: Int
        var lastUsed: Int
        init(bitmap: OpaquePointer, bytes: Int, lastUsed: Int) { self.bitmap = bitmap; self.bytes = bytes; self.lastUsed = lastUsed }
    }

    private(set) var frame = 0
    private var entries: [Key: Entry] = [:]
    /// Images drawn scaled once, by the frame they were drawn in.
    private var seen: [Key: Int] = [:]
    private(set) var bytes = 0
    /// Bitmaps made so far (tests).
    private(set) var made = 0
    /// Repaints served from a bitmap so far (tests).
    private(set) var hits = 0

    /// A new frame starts: forgets what was not drawn lately.
    func beginFrame() {
        frame += 1
        guard frame % 8 == 0 else { return }
        for (k, e) in entries where frame - e.lastUsed > Self.idleFrames { remove(k, e) }
        seen = seen.filter { frame - $0.value <= Self.idleFrames }
    }

    /// Forgets every bitmap.
    func removeAll() {
        for (k, e) in entries { remove(k, e) }
        for k in seen.keys { cairo_surface_destroy(OpaquePointer(k.surface)) }
        seen.removeAll()
    }

    /// The bitmap of `surface` resampled to `width`×`height` with `filter` (smooth), if it is
    /// kept or worth making now (drawn at that size in an earlier frame); nil: resample directly.
    func bitmap(of surface: OpaquePointer, width: Int, height: Int, filter: cairo_filter_t) -> OpaquePointer? {
        let bytes = width * height * 4
        guard width > 0, height > 0, bytes <= Self.largest else { return nil }
        let key = Key(surface: UnsafeMutableRawPointer(surface), width: width, height: height)
        if let e = entries[key] {
            e.lastUsed = frame
            hits += 1
            return e.bitmap
        }
        guard let first = seen[key] else {
            cairo_surface_reference(surface)
            seen[key] = frame
            return nil
        }
        guard first < frame else { return nil }
        seen[key] = nil   // (its reference moves to the entry)
        guard let bitmap = resample(surface, width: width, height: height, filter: filter) else {
            cairo_surface_destroy(surface)
            return nil
        }
        while self.bytes + bytes > Self.budget, let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            remove(oldest.key, oldest.value)
        }
        entries[key] = Entry(bitmap: bitmap, bytes: bytes, lastUsed: frame)
        self.bytes += bytes
        made += 1
        return bitmap
    }

    private func remove(_ key: Key, _ e: Entry) {
        entries[key] = nil
        bytes -= e.bytes
        cairo_surface_destroy(e.bitmap)
        cairo_surface_destroy(OpaquePointer(key.surface))
    }

    /// `surface` drawn into a new bitmap of `width`×`height` as the painter samples it.
    private func resample(_ surface: OpaquePointer, width: Int, height: Int, filter: cairo_filter_t) -> OpaquePointer? {
        let sw = Double(cairo_image_surface_get_width(surface)), sh = Double(cairo_image_surface_get_height(surface))
        guard sw > 0, sh > 0, let bitmap = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(bitmap) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(bitmap)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_scale(cr, Double(width) / sw, Double(height) / sh)
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(bitmap)
        return bitmap
    }
}

extension _CAPainter {
    /// Paints `surface` (whole) scaled into the device rectangle of `dst` from a kept bitmap of
    /// its shown size (`_CAScaledImageCache`); false when that does not apply (then resample).
    func drawScaledFromCache(_ surface: OpaquePointer, dst: CGRect, device: CGAffineTransform, filter: cairo_filter_t) -> Bool {
        guard _CAScaledImageCache.isEnabled, rasterizes, rasterRoot == nil, filter != CAIRO_FILTER_NEAREST,
              device.b == 0, device.c == 0, device.a > 0, device.d > 0 else { return false }
        let d = CGRect(x: device.tx + device.a * dst.minX, y: device.ty + device.d * dst.minY,
                       width: device.a * dst.width, height: device.d * dst.height)
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        guard whole(d.minX), whole(d.minY), whole(d.maxX), whole(d.maxY) else { return false }
        let x = d.minX.rounded(), y = d.minY.rounded()
        guard let bitmap = _CAScaledImageCache.shared.bitmap(of: surface, width: Int(d.maxX.rounded() - x), height: Int(d.maxY.rounded() - y),
                                                              filter: filter) else { return false }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(x), Double(y), Double(d.maxX.rounded() - x), Double(d.maxY.rounded() - y))
        cairo_set_source_surface(cr, bitmap, Double(x), Double(y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_fill(cr)
        cairo_restore(cr)
        return true
    }
}
