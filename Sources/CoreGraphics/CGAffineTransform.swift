//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

@_exported import Foundation

/// A 2-D affine transform, laid out as Apple's: `[a b 0; c d 0; tx ty 1]`, applied to row vectors.
///
/// Linux Foundation has `CGPoint`, `CGSize` and `CGRect` but not this type, so it lives here with
/// Core Graphics' whole API.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries: `a`, `b`, `c`, `d` hold scale, rotation and skew; `tx` and `ty` the translation.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform with the given matrix entries.
    @inlinable public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// A transform with the given matrix entries, unlabelled, in the order `a, b, c, d, tx, ty`.
    @inlinable public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    /// The identity transform.
    @inlinable public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// A transform that moves points by `tx` horizontally and `ty` vertically.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A transform that rotates by `angle` radians; positive angles turn from +x towards +y
    /// (counter-clockwise in Quartz's y-up space, clockwise on screen in UIKit's y-down space).
    public init(rotationAngle angle: CGFloat) {
        let s = CGFloat(sin(Double(angle))), c = CGFloat(cos(Double(angle)))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform()

    /// True when the transform is exactly the identity.
    @inlinable public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    /// True when every component is finite: the guard used before accepting a transform.
    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// `self` followed by `t2` (Apple's order: the result maps a point through `self` first).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// This transform preceded by a translation of (`x`, `y`): points are moved first, then mapped by `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// This transform preceded by a scale of (`x`, `y`): points are scaled first, then mapped by `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// This transform preceded by a rotation of `angle` radians: points are rotated first, then mapped by `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse, or `self` unchanged when the matrix is singular (Core Graphics' documented rule).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
    /// True when the transform only translates and scales (no rotation or skew).
    public var isRectilinear: Bool { b == 0 && c == 0 }

    /// A textual description of the CGAffineTransform, for debugging and logging.
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    /// The point mapped through `t`.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Applies the linear part only, as Core Graphics does (the result may be negative).
    @inlinable public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the transformed corners of the standardized rect.
    /// (Inlinable: the renderer maps thousands of layer rectangles a frame, nearly all by a pure
    /// translation, which is then a few additions at the call.)
    @inlinable public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.isIdentity { return self }
        // A pure translation (most layers' transform to their parent) moves the standardized rect.
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
            return CGRect(x: minX + t.tx, y: minY + t.ty, width: width, height: height)
        }
        return _applyingGeneral(t)
    }
    @usableFromInline func _applyingGeneral(_ t: CGAffineTransform) -> CGRect {
        let r = standardized
        let p1 = CGPoint(x: r.minX, y: r.minY).applying(t), p2 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p3 = CGPoint(x: r.minX, y: r.maxY).applying(t), p4 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let minX = Swift.min(p1.x, p2.x, p3.x, p4.x), maxX = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let minY = Swift.min(p1.y, p2.y, p3.y, p4.y), maxY = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
