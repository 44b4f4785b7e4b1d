//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// A 3-D transform read as scale · rotation about x, then y, then z · translation (row vectors,
// as CATransform3D composes): the parts behind the key paths `transform.rotation.x`/`.y`,
// `transform.scale.z` and `transform.translation.z`.
struct _Transform3DParts {
    var sx: CGFloat, sy: CGFloat, sz: CGFloat
    var rx: CGFloat, ry: CGFloat, rz: CGFloat
    var tx: CGFloat, ty: CGFloat, tz: CGFloat

    init(_ t: CATransform3D) {
        func norm(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { (a * a + b * b + c * c).squareRoot() }
        sx = norm(t.m11, t.m12, t.m13); sy = norm(t.m21, t.m22, t.m23); sz = norm(t.m31, t.m32, t.m33)
        // A mirror shows as a negative scale on z (the determinant's sign).
        let det = t.m11 * (t.m22 * t.m33 - t.m23 * t.m32) - t.m12 * (t.m21 * t.m33 - t.m23 * t.m31)
            + t.m13 * (t.m21 * t.m32 - t.m22 * t.m31)
        if det < 0 { sz = -sz }
        let r13 = sx == 0 ? 0 : t.m13 / sx
        ry = asin(max(-1, min(1, -r13)))
        rz = sx == 0 ? 0 : atan2(t.m12, t.m11)
        rx = sy == 0 || sz == 0 ? 0 : atan2(t.m23 / sy, t.m33 / sz)
        tx = t.m41; ty = t.m42; tz = t.m43
    }

    /// The transform with these parts; `original`'s perspective column (m14, m24, m34, m44) is kept.
    func transform(keeping original: CATransform3D) -> CATransform3D {
        let ca = cos(rx), sa = sin(rx), cb = cos(ry), sb = sin(ry), cg = cos(rz), sg = sin(rz)
        var t = original
        t.m11 = sx * cb * cg; t.m12 = sx * cb * sg; t.m13 = sx * -sb
        t.m21 = sy * (-ca * sg + sa * sb * cg); t.m22 = sy * (ca * cg + sa * sb * sg); t.m23 = sy * sa * cb
        t.m31 = sz * (sa * sg + ca * sb * cg); t.m32 = sz * (-sa * cg + ca * sb * sg); t.m33 = sz * ca * cb
        t.m41 = tx; t.m42 = ty; t.m43 = tz
        return t
    }
}
