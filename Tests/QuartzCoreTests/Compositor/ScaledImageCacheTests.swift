//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore
import CoreGraphics

/// Images repainted scaled frame after frame (a thumbnail under a translucent bar while the
/// bar changes) are resampled once and copied afterwards, looking as resampling each time does.
@MainActor struct ScaledImageCacheTests {
    /// A 64-pixel picture with detail for a bilinear magnification to smooth.
    static func picture() -> CGImage {
        let ctx = CGContext(_topLeftBitmapWidth: 64, height: 64)!
        for y in 0..<8 {
            for x in 0..<8 {
                ctx.setFillColor(rgb(CGFloat(x) / 7, CGFloat(y) / 7, CGFloat((x + y) % 2)))
                ctx.fill(CGRect(x: x * 8, y: y * 8, width: 8, height: 8))
            }
        }
        return ctx.makeImage()!
    }

    /// root (white) > picture (64 px shown at 128) > a translucent bar over its middle.
    static func scene() -> (root: CALayer, picture: CALayer, bar: CALayer) {
        let root = box(CGRect(x: 0, y: 0, width: 160, height: 160), rgb(1, 1, 1))
        let picture = CALayer()
        picture.frame = CGRect(x: 10, y: 10, width: 128, height: 128)
        picture.contents = Self.picture()
        root.addSublayer(picture)
        let bar = box(CGRect(x: 0, y: 50, width: 160, height: 30), CGColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.6))
        root.addSublayer(bar)
        return (root, picture, bar)
    }

    func within(_ a: CARenderer, _ b: CARenderer, _ tolerance: Int) -> Bool {
        zip(bytes(a), bytes(b)).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    @Test func repaintsUnderAChangingBarCopyOneResampledBitmap() {
        manualClock(8000)
        let a = Self.scene(), b = Self.scene()
        let cached = makeRenderer(a.root, width: 160, height: 160)
        _CAScaledImageCache.isEnabled = false
        let direct = makeRenderer(b.root, width: 160, height: 160)
        _CAScaledImageCache.isEnabled = true
        let cache = _CAScaledImageCache.shared
        let made = cache.made, hits = cache.hits
        for k in 0..<6 {
            CAMediaClock.shared.advance(by: 1.0 / 60)
            let color = CGColor(red: 0.9, green: k % 2 == 0 ? 0.8 : 0.95, blue: 0.9, alpha: 0.6)
            for s in [a, b] {
                CATransaction.begin(); CATransaction.setDisableActions(true)
                s.bar.backgroundColor = color
                CATransaction.commit()
            }
            frame(cached)
            _CAScaledImageCache.isEnabled = false
            frame(direct)
            _CAScaledImageCache.isEnabled = true
            // Only the bar's strip is repainted, and it looks as resampling does (±1: rounding).
            #expect(cached.pixelsPainted < 160 * 40, "frame \(k)")
            #expect(within(cached, direct, 1), "frame \(k)")
        }
        // Seen in the first frame, made in the second, copied from in the other four.
        #expect(cache.made - made == 1)
        #expect(cache.hits - hits == 5)
        #expect(cache.bytes >= 128 * 128 * 4)
        // A picture no longer drawn is let go after `idleFrames` frames.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        a.picture.isHidden = true
        CATransaction.commit()
        for k in 0..<(_CAScaledImageCache.idleFrames + 10) {
            CAMediaClock.shared.advance(by: 1.0 / 60)
            CATransaction.begin(); CATransaction.setDisableActions(true)
            a.bar.backgroundColor = CGColor(red: 0.9, green: k % 2 == 0 ? 0.8 : 0.95, blue: 0.9, alpha: 0.6)
            CATransaction.commit()
            frame(cached)
        }
        #expect(cache.bytes == 0)
    }

    @Test func fractionalPlacesAndOneOffDrawsResampleDirectly() {
        manualClock(8100)
        let s = Self.scene()
        s.picture.frame = CGRect(x: 10.5, y: 10, width: 128, height: 128)
        let r = makeRenderer(s.root, width: 160, height: 160)
        let cache = _CAScaledImageCache.shared
        let made = cache.made
        for k in 0..<4 {
            CAMediaClock.shared.advance(by: 1.0 / 60)
            CATransaction.begin(); CATransaction.setDisableActions(true)
            s.bar.backgroundColor = CGColor(red: 0.9, green: k % 2 == 0 ? 0.8 : 0.95, blue: 0.9, alpha: 0.6)
            CATransaction.commit()
            frame(r)
        }
        // (Half a pixel off: a copy would have to be resampled again.)
        #expect(cache.made == made)
    }

    /// A drawn layer shown scaled (its backing store redrawn in place) is never served from a
    /// copy: after it redraws, the strip repainted under the bar shows the new drawing.
    @Test func drawnLayersShownScaledAreNotKept() {
        manualClock(8200)
        let root = box(CGRect(x: 0, y: 0, width: 160, height: 160), rgb(1, 1, 1))
        let drawn = DrawingLayer()
        drawn.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
        drawn.transform = CATransform3DMakeScale(2, 2, 1)
        drawn.setNeedsDisplay()
        root.addSublayer(drawn)
        let bar = box(CGRect(x: 0, y: 50, width: 160, height: 30), CGColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.6))
        root.addSublayer(bar)
        let r = makeRenderer(root, width: 160, height: 160)
        func step(_ k: Int, _ change: () -> Void = {}) {
            CAMediaClock.shared.advance(by: 1.0 / 60)
            CATransaction.begin(); CATransaction.setDisableActions(true)
            bar.backgroundColor = CGColor(red: 0.9, green: k % 2 == 0 ? 0.8 : 0.95, blue: 0.9, alpha: 0.6)
            change()
            CATransaction.commit()
            frame(r)
        }
        for k in 0..<4 { step(k) }
        step(4) { drawn.color = rgb(0, 0, 1); drawn.setNeedsDisplay() }
        step(5)
        let image = r.target.makeImage()
        // Under the bar (60% grey over the drawing) and beside it: blue now, not red.
        #expect(px(image, 50, 65).2 > px(image, 50, 65).0, "under the bar: \(px(image, 50, 65))")
        #expect(px(image, 50, 90) == (0, 0, 255))
    }
}
