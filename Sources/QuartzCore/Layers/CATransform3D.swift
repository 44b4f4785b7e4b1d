//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// A 4×4 homogeneous transform, laid out as Apple's (row vectors: `p' = p · M`, translation in
/// `m41…m43`).
///
/// Rendering on Linux is 2-D: the compositor uses the affine part
/// (`m11 m12 m21 m22 m41 m42`, see `CATransform3DGetAffineTransform`). Perspective (`m34` and the
/// rest of the third/fourth columns) is stored, concatenated and inverted faithfully but ignored
/// when drawing, hit testing and converting coordinates.
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The first row: the image of the x axis (scale, rotation and shear terms; `m14` is perspective).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: the image of the y axis (`m24` is perspective).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: the image of the z axis; `m34` is the usual perspective term (−1/distance).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation (`m41`, `m42`, `m43`) and the homogeneous `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform with the given components, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
    /// The identity.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    init(_ m: [CGFloat]) {
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
    var _array: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    /// True when every component is finite.
    package var _isFinite: Bool { _array.allSatisfy { $0.isFinite } }

    /// A textual description of the CATransform3D, for debugging and logging.
    public var description: String {
        "CATransform3D([\(m11) \(m12) \(m13) \(m14)] [\(m21) \(m22) \(m23) \(m24)] [\(m31) \(m32) \(m33) \(m34)] [\(m41) \(m42) \(m43) \(m44)])"
    }
}

/// The identity transform: maps every point to itself.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
/// Whether `a` and `b` have exactly equal components.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (`tx`, `ty`, `tz`) points.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
}
/// A scale by `sx`, `sy` and `sz` along the three axes.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
}
/// A rotation of `angle` radians about the axis `(x, y, z)` (normalised here). A zero axis gives
/// the identity, as Core Animation does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0, len.isFinite, angle.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / len, y / len, z / len)
    let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle))), k = 1 - c
    // Row-vector form of the Rodrigues rotation (same sign convention as CGAffineTransform: a
    // positive angle about +z maps +x towards +y).
    return CATransform3D(m11: x * x * k + c, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
                         m21: x * y * k - z * s, m22: y * y * k + c, m23: y * z * k + x * s, m24: 0,
                         m31: x * z * k + y * s, m32: y * z * k - x * s, m33: z * z * k + c, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b` (a point is mapped through `a` first): `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a._array, y = b._array
    var r = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            var s: CGFloat = 0
            for k in 0..<4 { s += x[i * 4 + k] * y[k * 4 + j] }
            r[i * 4 + j] = s
        }
    }
    return CATransform3D(r)
}
/// `t` preceded by a translation (Apple's `CATransform3DTranslate`: translate first, then `t`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
/// `t` preceded by a scale by (`sx`, `sy`, `sz`): scale first, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
/// `t` preceded by a rotation of `angle` radians about the axis (`x`, `y`, `z`): rotate first, then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when it is not invertible (Apple's documented behaviour).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting on [M | I].
    var a = t._array.map { Double($0) }
    var inv: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    for col in 0..<4 {
        var pivot = col
        for r in col..<4 where abs(a[r * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = r }
        let p = a[pivot * 4 + col]
        guard abs(p) > 1e-12, p.isFinite else { return t }
        if pivot != col {
            for k in 0..<4 { a.swapAt(col * 4 + k, pivot * 4 + k); inv.swapAt(col * 4 + k, pivot * 4 + k) }
        }
        for k in 0..<4 { a[col * 4 + k] /= p; inv[col * 4 + k] /= p }
        for r in 0..<4 where r != col {
            let f = a[r * 4 + col]
            if f == 0 { continue }
            for k in 0..<4 { a[r * 4 + k] -= f * a[col * 4 + k]; inv[r * 4 + k] -= f * inv[col * 4 + k] }
        }
    }
    return CATransform3D(inv.map { CGFloat($0) })
}

/// The 3-D transform that acts in the x-y plane as the affine transform `m` does.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}
/// True when `t` has no z or perspective terms (it maps to a `CGAffineTransform` exactly).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 &&
        t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}
/// The affine part (`m11 m12 m21 m22 m41 m42`); the rest is dropped.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Decomposition of the affine part used by the `transform.*` key paths and interpolation.
struct _AffineParts {
    var tx: CGFloat, ty: CGFloat, sx: CGFloat, sy: CGFloat, rotation: CGFloat, shear: CGFloat

    init(tx: CGFloat, ty: CGFloat, sx: CGFloat, sy: CGFloat, rotation: CGFloat, shear: CGFloat) {
        self.tx = tx; self.ty = ty; self.sx = sx; self.sy = sy; self.rotation = rotation; self.shear = shear
    }
    /// m = shear·scale·rotation·translation in row-vector order.
    init(_ m: CGAffineTransform) {
        tx = m.tx; ty = m.ty
        var sx = (m.a * m.a + m.b * m.b).squareRoot()
        let rotation = sx == 0 ? 0 : atan2(m.b, m.a)
        let det = m.a * m.d - m.b * m.c
        var sy: CGFloat = sx == 0 ? (m.c * m.c + m.d * m.d).squareRoot() : det / sx
        var shear: CGFloat = 0
        if sx != 0 {
            // Remove rotation from the second row: c' = (c, d) · R(-θ)
            let cs = cos(rotation), sn = sin(rotation)
            let c2 = m.c * cs + m.d * sn
            shear = sy == 0 ? 0 : c2 / sy
        }
        if !sx.isFinite { sx = 0 }
        if !sy.isFinite { sy = 0 }
        self.sx = sx; self.sy = sy; self.rotation = rotation; self.shear = shear
    }
    var transform: CGAffineTransform {
        let cs = cos(rotation), sn = sin(rotation)
        // rows: [sx 0; shear*sy sy] · [cs sn; -sn cs]
        let a = sx * cs, b = sx * sn
        let c = shear * sy * cs - sy * sn, d = shear * sy * sn + sy * cs
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
}
