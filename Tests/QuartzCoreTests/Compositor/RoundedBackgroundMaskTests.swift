//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

/// Rounded backgrounds composited from shared coverage masks (`CAPainter+Backgrounds`) look as
/// the same shapes filled as paths, and a list's repeated shapes share a handful of masks.
@MainActor @Suite(.serialized) struct RoundedBackgroundMaskTests {
    /// Rows of a switch track, a thumb circle, a slider track and a one-cornered card, at `x0`.
    func rows(count: Int, x0: CGFloat, scale: CGFloat = 1) -> CALayer {
        let root = box(CGRect(x: 0, y: 0, width: 400, height: 40 * CGFloat(count)), .init(red: 0.96, green: 0.96, blue: 0.96, alpha: 1))
        for i in 0..<count {
            let y = CGFloat(i) * 40
            let knob = box(CGRect(x: x0, y: y + 4, width: 51, height: 31), rgb(0.2, 0.78, 0.35)); knob.cornerRadius = 15.5
            let thumb = box(CGRect(x: x0 + 70, y: y + 6, width: 27, height: 27), rgb(1, 1, 1)); thumb.cornerRadius = 13.5
            let track = box(CGRect(x: x0 + 110, y: y + 18, width: 200, height: 4), rgb(0, 0.48, 1)); track.cornerRadius = 2
            let card = box(CGRect(x: x0 + 320, y: y + 2, width: 60, height: 36), CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.6))
            card.cornerRadius = 10; card.maskedCorners = [.layerMinXMinYCorner]
            for l in [knob, thumb, track, card] { root.addSublayer(l) }
        }
        return root
    }

    func render(_ root: CALayer, masks: Bool, scale: CGFloat = 1) -> CARenderer {
        _CAPainter.fillMasksEnabled = masks
        defer { _CAPainter.fillMasksEnabled = true }
        let b = root.bounds
        return makeRenderer(root, width: Int(b.width * scale), height: Int(b.height * scale), scale: scale)
    }

    /// The largest difference of any channel between two renderers' pixels, and how many
    /// pixels differ at all.
    func compare(_ a: CARenderer, _ b: CARenderer) -> (max: Int, count: Int) {
        let x = bytes(a), y = bytes(b)
        var m = 0, n = 0
        for i in stride(from: 0, to: min(x.count, y.count), by: 4) {
            let d = max(abs(Int(x[i]) - Int(y[i])), abs(Int(x[i + 1]) - Int(y[i + 1])), abs(Int(x[i + 2]) - Int(y[i + 2])))
            if d > 0 { n += 1; m = max(m, d) }
        }
        return (m, n)
    }

    @Test(arguments: [CGFloat(1), 2]) func atWholePixelsTheMasksDrawWhatAPathFillDraws(scale: CGFloat) {
        manualClock(31_000)
        _CAPainter.sharedFillMasks.removeAll()
        let masked = render(rows(count: 20, x0: 8), masks: true, scale: scale)
        // Twenty rows of four shapes: one mask per shape.
        #expect(_CAPainter.sharedFillMasks.count == 4)
        let filled = render(rows(count: 20, x0: 8), masks: false, scale: scale)
        let d = compare(masked, filled)
        #expect(d.max <= 2, "max channel difference \(d.max) over \(d.count) pixels")
    }

    /// Between pixels the mask is made at the nearest quarter pixel: edges move by at most an
    /// eighth of a pixel, the insides are the same.
    @Test func atFractionalPositionsEdgesMoveByAtMostAnEighthOfAPixel() {
        manualClock(31_100)
        let masked = render(rows(count: 4, x0: 8.4), masks: true)
        let filled = render(rows(count: 4, x0: 8.4), masks: false)
        let d = compare(masked, filled)
        #expect(d.count > 0)               // (0.4 is drawn at 0.5)
        #expect(d.max <= 40, "max channel difference \(d.max)")
        // Inside the switch track: the same colour.
        #expect(px(masked.target.makeImage(), 30, 19) == px(filled.target.makeImage(), 30, 19))
    }

    /// Rotated, skewed or large rounded layers are filled as paths (no mask made), and draw.
    @Test func rotatedAndLargeLayersFillAsPaths() {
        manualClock(31_200)
        _CAPainter.sharedFillMasks.removeAll()
        let root = box(CGRect(x: 0, y: 0, width: 400, height: 300), rgb(1, 1, 1))
        let turned = box(CGRect(x: 20, y: 20, width: 60, height: 40), rgb(1, 0, 0))
        turned.cornerRadius = 8
        turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 5))
        let large = box(CGRect(x: 120, y: 20, width: 260, height: 260), rgb(0, 0, 1))
        large.cornerRadius = 30
        root.addSublayer(turned); root.addSublayer(large)
        let r = makeRenderer(root, width: 400, height: 300)
        #expect(_CAPainter.sharedFillMasks.isEmpty)
        let img = r.target.makeImage()
        #expect(px(img, 50, 40) == (255, 0, 0))
        #expect(px(img, 250, 150) == (0, 0, 255))
        #expect(px(img, 122, 22) == (255, 255, 255))   // outside the large layer's rounded corner
    }
}
