//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore
import CoreGraphics

/// Scaled images under a strong backdrop blur (a translucent bar over a photo grid) are sampled
/// nearest, since only their blur is seen: the picture is the same within a stated tolerance
/// under the bar and exactly the same everywhere else, and nothing is sampled differently where
/// the blur does not hide it whole (translucent or light blur, content above the bar).
@MainActor struct UnderBackdropTests {
    /// A 16×16 checkerboard of 2-pixel squares (red and blue), so that nearest and bilinear
    /// scaling differ a lot unblurred.
    static func checker() -> CGImage {
        let c = CGContext(_topLeftBitmapWidth: 16, height: 16)!
        for y in 0..<8 {
            for x in 0..<8 {
                c.setFillColor((x + y) % 2 == 0 ? rgb(1, 0, 0) : rgb(0, 0, 1))
                c.fill(CGRect(x: x * 2, y: y * 2, width: 2, height: 2))
            }
        }
        return c.makeImage()!
    }

    /// root (white, 160×200) > two photos (the checker scaled ×4 to 64×64, side by side at
    /// y 10: a scale whose steps are exact in pixman's fixed point, so the same pixels come out
    /// whichever rectangle of them is painted) > a bar (0…160 × 0…44, tinted `barAlpha`, blur `radius`, layer opacity `opacity`)
    /// that holds a scaled copy of the checker as an icon (above the blur) when `icon`.
    static func scene(radius: CGFloat = 15, opacity: Float = 1, icon: Bool = false) -> (root: CALayer, bar: CALayer) {
        let root = box(CGRect(x: 0, y: 0, width: 160, height: 200), rgb(1, 1, 1))
        for x in [0, 80] {
            let photo = CALayer()
            photo.frame = CGRect(x: CGFloat(x), y: 10, width: 64, height: 64)
            photo.contents = checker()
            root.addSublayer(photo)
        }
        let bar = box(CGRect(x: 0, y: 0, width: 160, height: 44), CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.6))
        bar._backdropBlur = _CABackdropBlur(radius: radius, saturation: 1.8)
        bar.opacity = opacity
        if icon {
            let i = CALayer()
            i.frame = CGRect(x: 60, y: 2, width: 40, height: 40)
            i.contents = checker()
            bar.addSublayer(i)
        }
        root.addSublayer(bar)
        for l in [root, bar] { l.removeAllAnimations() }
        return (root, bar)
    }

    /// The scene rendered with images under the blur sampled nearest, and the reference
    /// rendered with every image sampled bilinearly.
    func renderBoth(_ build: () -> (root: CALayer, bar: CALayer)) -> (fast: CARenderer, reference: CARenderer) {
        let fast = makeRenderer(build().root, width: 160, height: 200)
        let saved = CARenderer.backdropCoverMinimumBlur
        CARenderer.backdropCoverMinimumBlur = .infinity
        defer { CARenderer.backdropCoverMinimumBlur = saved }
        let reference = makeRenderer(build().root, width: 160, height: 200)
        #expect(reference.imagesSampledUnderBackdrops == 0)
        return (fast, reference)
    }

    /// Largest channel difference inside and outside `area` (pixels).
    func differences(_ a: CARenderer, _ b: CARenderer, area: CGRect) -> (inside: Int, outside: Int) {
        let x = bytes(a), y = bytes(b)
        var inside = 0, outside = 0
        let w = a.target.width
        for i in 0..<x.count {
            let p = i / 4
            let d = abs(Int(x[i]) - Int(y[i]))
            if area.contains(CGPoint(x: CGFloat(p % w) + 0.5, y: CGFloat(p / w) + 0.5)) { inside = max(inside, d) } else { outside = max(outside, d) }
        }
        return (inside, outside)
    }

    @Test func imagesUnderAStrongBlurLookTheSame() {
        manualClock(9100)
        let (fast, reference) = renderBoth { Self.scene() }
        #expect(fast.imagesSampledUnderBackdrops == 2, "both photos reach under the bar")
        let d = differences(fast, reference, area: CGRect(x: 0, y: 0, width: 160, height: 44))
        // Tolerance: 3 levels of 255 under the bar (a blur of 15 points evens out the sampling).
        #expect(d.inside <= 3, "under the bar: \(d.inside)")
        // Below the bar, in the blur's reach as well, the photos are sampled as always: exact.
        #expect(d.outside == 0, "outside the bar: \(d.outside)")
        // (The checker is really there below the bar: a red square, then a smooth edge to blue.)
        let img = fast.target.makeImage()
        #expect(px(img, 4, 62) == (255, 0, 0))
        let edge = px(img, 4, 58)
        #expect(edge.0 > 40 && edge.0 < 215 && edge.2 > 40 && edge.2 < 215, "\(edge)")
    }

    @Test func whatTheBlurDoesNotHideWholeIsSampledAsAlways() {
        manualClock(9200)
        for (name, build) in [("translucent bar", { Self.scene(opacity: 0.5) }),
                              ("light blur", { Self.scene(radius: 2) })] as [(String, () -> (root: CALayer, bar: CALayer))] {
            let (fast, reference) = renderBoth(build)
            #expect(fast.imagesSampledUnderBackdrops == 0, "\(name)")
            #expect(pixelDifference(fast, reference) == nil, "\(name)")
        }
        // An image above the blur (the bar's own icon) is seen: sampled smoothly.
        let (fast, reference) = renderBoth { Self.scene(icon: true) }
        #expect(fast.imagesSampledUnderBackdrops == 2, "the photos, not the icon")
        // (Pixels of the icon: exact; around it the blurred photos may differ by the tolerance.)
        let x = bytes(fast), y = bytes(reference)
        var iconDiff = 0
        for py in 2..<42 { for px in 60..<100 { for k in 0..<3 { iconDiff = max(iconDiff, abs(Int(x[(py * 160 + px) * 4 + k]) - Int(y[(py * 160 + px) * 4 + k]))) } } }
        #expect(iconDiff == 0, "icon above the blur: \(iconDiff)")
    }

    /// A bar that moves away leaves the photos it covered repainted smoothly, and one that
    /// comes back covers them again.
    @Test func aBarThatMovesAwayUncoversSmoothPixels() {
        manualClock(9300)
        let a = Self.scene(), b = Self.scene()
        let fast = makeRenderer(a.root, width: 160, height: 200)
        let saved = CARenderer.backdropCoverMinimumBlur
        CARenderer.backdropCoverMinimumBlur = .infinity
        let reference = makeRenderer(b.root, width: 160, height: 200)
        CARenderer.backdropCoverMinimumBlur = saved
        for bar in [a.bar, b.bar] {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            bar.position.y += 150
            CATransaction.commit()
        }
        CAMediaClock.shared.advance(by: 1.0 / 60)
        frame(fast)
        CARenderer.backdropCoverMinimumBlur = .infinity
        frame(reference)
        CARenderer.backdropCoverMinimumBlur = saved
        #expect(fast.imagesSampledUnderBackdrops == 0, "nothing of the photos under the bar now")
        let d = differences(fast, reference, area: CGRect(x: 0, y: 150, width: 160, height: 44))
        #expect(d.outside == 0, "where the bar was, the photos are smooth again: \(d.outside)")
        #expect(d.inside <= 3)
    }
}
