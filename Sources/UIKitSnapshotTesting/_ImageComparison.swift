//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The pixel comparison behind `Diffing<UIImage>.image`: precision (the share of bytes, or of
// pixels under a perceptual tolerance, that must match), CIE ΔE94 per pixel, the difference image.

import Foundation
import UIKit

/// Compares two images as swift-snapshot-testing defines `precision` and `perceptualPrecision`.
enum _ImageComparison {
    /// Why `new` does not match `old`, or nil when it does.
    ///
    /// - With `perceptualPrecision` 1, `precision` is the share of the RGBA bytes (premultiplied,
    ///   8 bits) that must be equal.
    /// - Below 1, a pixel matches when its CIE ΔE94 from the reference (CIE Lab, D65, sRGB) is at
    ///   most `(1 - perceptualPrecision) × 100`, and `precision` is the share of pixels that must match.
    static func failure(old: CGImage, new: CGImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard new.width > 0, new.height > 0 else { return "Newly-taken snapshot is empty." }
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@\(new.width)×\(new.height) px does not match reference@\(old.width)×\(old.height) px "
                + "(sizes differ: nothing else was compared; re-record if the new size is intended)."
        }
        let a = premultiplied(old.rgbaPixels()), b = premultiplied(new.rgbaPixels())
        if a == b { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            let threshold = Double(1 - perceptualPrecision) * 100
            let pixels = a.count / 4
            var failing = 0, maxDeltaE = 0.0
            var i = 0
            while i < pixels {
                let o = i * 4
                if a[o] != b[o] || a[o + 1] != b[o + 1] || a[o + 2] != b[o + 2] || a[o + 3] != b[o + 3] {
                    let d = deltaE94(lab(a, o), lab(b, o))
                    if d > threshold { failing += 1; maxDeltaE = max(maxDeltaE, d) }
                }
                i += 1
            }
            let actual = 1 - Float(failing) / Float(pixels)
            guard actual < precision else { return nil }
            let lowest = 1 - min(maxDeltaE / 100, 1)
            return """
                The percentage of pixels that match \(actual) is less than required \(precision)
                The lowest perceptual color precision \(Float(lowest)) is less than required \(perceptualPrecision)
                """
        }
        var differing = 0, i = 0
        while i < a.count { if a[i] != b[i] { differing += 1 }; i += 1 }
        let allowed = Int((1 - precision) * Float(a.count))
        guard differing > allowed else { return nil }
        return "Actual image precision \(1 - Float(differing) / Float(a.count)) is less than required \(precision)"
    }

    /// RGBA bytes with colour multiplied by alpha (as a premultiplied bitmap holds them).
    static func premultiplied(_ p: [UInt8]) -> [UInt8] {
        var out = p
        var i = 0
        while i < out.count {
            let alpha = Int(out[i + 3])
            if alpha != 255 {
                for c in 0..<3 { out[i + c] = UInt8((Int(out[i + c]) * alpha + 127) / 255) }
            }
            i += 4
        }
        return out
    }

    /// CIE L*a*b* (D65) of the sRGB pixel at byte offset `o`.
    static func lab(_ p: [UInt8], _ o: Int) -> (Double, Double, Double) {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[o]), g = linear(p[o + 1]), b = linear(p[o + 2])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE 1994 colour difference (graphic arts weights) of `sample` from `reference`.
    static func deltaE94(_ reference: (Double, Double, Double), _ sample: (Double, Double, Double)) -> Double {
        let dL = reference.0 - sample.0
        let c1 = (reference.1 * reference.1 + reference.2 * reference.2).squareRoot()
        let c2 = (sample.1 * sample.1 + sample.2 * sample.2).squareRoot()
        let dC = c1 - c2
        let da = reference.1 - sample.1, db = reference.2 - sample.2
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// The difference image: each pixel's largest channel difference as grey, stretched so the
    /// largest difference is white (black: equal). Images of different sizes are compared over
    /// the larger size, a pixel only one image has counting as fully different.
    static func differenceImage(old: CGImage?, new: CGImage?) -> CGImage? {
        let w = max(old?.width ?? 0, new?.width ?? 0), h = max(old?.height ?? 0, new?.height ?? 0)
        guard w > 0, h > 0 else { return nil }
        let a = old.map { premultiplied($0.rgbaPixels()) } ?? [], b = new.map { premultiplied($0.rgbaPixels()) } ?? []
        let aw = old?.width ?? 0, ah = old?.height ?? 0, bw = new?.width ?? 0, bh = new?.height ?? 0
        var d = [UInt8](repeating: 0, count: w * h)
        var top = 0
        for y in 0..<h {
            for x in 0..<w {
                let inA = x < aw && y < ah, inB = x < bw && y < bh
                var m = 255
                if inA && inB {
                    let oa = (y * aw + x) * 4, ob = (y * bw + x) * 4
                    m = 0
                    for c in 0..<4 { m = max(m, abs(Int(a[oa + c]) - Int(b[ob + c]))) }
                }
                d[y * w + x] = UInt8(m)
                top = max(top, m)
            }
        }
        var rgba = [UInt8](repeating: 255, count: w * h * 4)
        for i in 0..<(w * h) {
            let v = top == 0 ? 0 : UInt8(Int(d[i]) * 255 / top)
            rgba[i * 4] = v; rgba[i * 4 + 1] = v; rgba[i * 4 + 2] = v
        }
        return CGImage(width: w, height: h, rgbaPixels: rgba)
    }
}
