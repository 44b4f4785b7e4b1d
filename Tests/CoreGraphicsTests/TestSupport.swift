//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CoreGraphics

/// A top-left context of `w`×`h` points at `scale`.
func topLeft(_ w: Int, _ h: Int, scale: CGFloat = 1) -> CGContext {
    CGContext(_topLeftBitmapWidth: Int(CGFloat(w) * scale), height: Int(CGFloat(h) * scale), scale: scale)!
}

/// A Quartz (bottom-left origin) bitmap context.
func quartz(_ w: Int, _ h: Int) -> CGContext {
    CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    var description: String { "(\(r),\(g),\(b),\(a))" }
    func close(to o: RGBA, tolerance: Int = 3) -> Bool {
        abs(r - o.r) <= tolerance && abs(g - o.g) <= tolerance && abs(b - o.b) <= tolerance && abs(a - o.a) <= tolerance
    }
}

extension CGContext {
    /// The pixel at device (x, y) from the top-left of the bitmap.
    func px(_ x: Int, _ y: Int) -> RGBA {
        let p = makeImage()!.pixel(x: x, y: y)!
        return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

extension CGImage {
    func px(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)!
        return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

let red = RGBA(255, 0, 0, 255), green = RGBA(0, 255, 0, 255), blue = RGBA(0, 0, 255, 255)
let transparent = RGBA(0, 0, 0, 0)
