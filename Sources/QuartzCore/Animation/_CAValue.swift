//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// Interpolation and arithmetic on the values animations carry (numbers, geometry, transforms, colours).
///
/// The value types animations carry (as `Any`):
/// `CGFloat`, `Double`, `Float`, `Int`, `NSNumber`, `Bool` (discrete), `CGPoint`, `CGSize`,
/// `CGRect`, `CATransform3D`, `CGAffineTransform`, `CGColor`, and the geometry in `NSValue` boxes. Transforms are interpolated component-wise
/// on the matrix (good for translations and scales; a rotation between far-apart angles
/// shrinks mid-way, so animate `transform.rotation.z` for large rotations), documented
/// deliberately.
enum _CAValue {
    /// True when `v` is an `Optional` holding nil (boxed in `Any`).
    static func isNilOptional(_ v: Any) -> Bool {
        // (A cast, not a `Mirror`: this runs for every animatable change of every layer, and a
        // mirror costs ~26,000 instructions.)
        if case Optional<Any>.none = v { return true }
        return false
    }

    /// The Swift value inside an `NSValue` geometry box (`NSValue(cgPoint:)` …
    /// `NSValue(caTransform3D:)`); anything else (numbers included) as it is.
    static func unbox(_ v: Any) -> Any {
        guard let box = v as? NSValue, !(box is NSNumber) else { return v }
        return box._caGeometry?.value ?? v
    }
    static func unboxed(_ v: Any?) -> Any? { v.map(unbox) }

    /// A Bool, or an `NSNumber` read as one.
    static func bool(_ v: Any?) -> Bool? {
        if let b = v as? Bool { return b }
        return (v as? NSNumber)?.boolValue
    }

    /// `v` as a number of the type of `sample` when both are numbers (a custom property read
    /// back with `as? CGFloat` gets a `CGFloat` whatever number type an animation or a caller
    /// gave); otherwise `v` unchanged.
    static func matchingNumberType(_ v: Any, like sample: Any?) -> Any {
        guard let sample, !(v is Bool), !(sample is Bool), let d = double(v), double(sample) != nil else { return v }
        switch sample {
        case is CGFloat: return CGFloat(d)
        case is Double: return d
        case is Float: return Float(d)
        case is Int: return d.isFinite ? Int(d.rounded()) : v
        case is NSNumber: return NSNumber(value: d)
        default: return v
        }
    }

    /// The zero of `v`'s type (Core Animation's default for a key that has no value yet, as for
    /// an `@NSManaged` property); nil for types without an obvious zero.
    static func zero(like v: Any?) -> Any? {
        switch v {
        case is CGFloat: return CGFloat(0)
        case is Double: return 0.0
        case is Float: return Float(0)
        case is Int: return 0
        case is NSNumber: return NSNumber(value: 0)
        case is CGPoint: return CGPoint.zero
        case is CGSize: return CGSize.zero
        case is CGRect: return CGRect.zero
        case is CATransform3D: return CATransform3DIdentity
        case is CGAffineTransform: return CGAffineTransform.identity
        default: return nil
        }
    }

    static func double(_ v: Any?) -> Double? {
        switch v {
        case let x as CGFloat: return Double(x)
        case let x as Double: return x
        case let x as Float: return Double(x)
        case let x as Int: return Double(x)
        case let x as NSNumber: return x.doubleValue
        default: return nil
        }
    }

    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat { a + (b - a) * CGFloat(t) }

    /// `from + (to - from) * t` in the type of `from` (or of `to` when `from` is a number and `to`
    /// another numeric type).
    static func interpolate(_ from: Any, _ to: Any, _ t: Double) -> Any? {
        let from = unbox(from), to = unbox(to)
        switch (from, to) {
        case let (a as CGPoint, b as CGPoint):
            return CGPoint(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t))
        case let (a as CGSize, b as CGSize):
            return CGSize(width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
        case let (a as CGRect, b as CGRect):
            return CGRect(x: lerp(a.origin.x, b.origin.x, t), y: lerp(a.origin.y, b.origin.y, t),
                          width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
        case let (a as CATransform3D, b as CATransform3D):
            let x = a._array, y = b._array
            return CATransform3D((0..<16).map { lerp(x[$0], y[$0], t) })
        case let (a as CGAffineTransform, b as CGAffineTransform):
            return CGAffineTransform(a: lerp(a.a, b.a, t), b: lerp(a.b, b.b, t), c: lerp(a.c, b.c, t),
                                     d: lerp(a.d, b.d, t), tx: lerp(a.tx, b.tx, t), ty: lerp(a.ty, b.ty, t))
        case let (a as CGColor, b as CGColor):
            return CGColor(red: lerp(a.red, b.red, t), green: lerp(a.green, b.green, t),
                           blue: lerp(a.blue, b.blue, t), alpha: lerp(a.alpha, b.alpha, t))
        case let (a as Bool, b as Bool):
            return t < 1 ? a : b
        case let (a as CGPath, b as CGPath):
            return interpolatePaths(a, b, t)
        case let (a as [Any], b as [Any]) where a.count == b.count:
            var out: [Any] = []
            for (x, y) in zip(a, b) { guard let v = interpolate(x, y, t) else { return t < 0.5 ? from : to }; out.append(v) }
            return out
        case let (a as [NSNumber], b as [NSNumber]) where a.count == b.count:
            return zip(a, b).map { NSNumber(value: $0.doubleValue + ($1.doubleValue - $0.doubleValue) * t) }
        default:
            guard let a = double(from), let b = double(to) else { return t < 0.5 ? from : to }
            return convert(a + (b - a) * t, like: from)
        }
    }

    /// Paths with the same sequence of elements morph point by point; others switch halfway.
    static func interpolatePaths(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath {
        let ea = a.elements, eb = b.elements
        guard ea.count == eb.count, zip(ea, eb).allSatisfy({ $0.type == $1.type && $0.points.count == $1.points.count }) else {
            return t < 0.5 ? a : b
        }
        let m = CGMutablePath()
        for (x, y) in zip(ea, eb) {
            let pts = zip(x.points, y.points).map { CGPoint(x: lerp($0.x, $1.x, t), y: lerp($0.y, $1.y, t)) }
            switch x.type {
            case .moveToPoint: m.move(to: pts[0])
            case .addLineToPoint: m.addLine(to: pts[0])
            case .addQuadCurveToPoint: m.addQuadCurve(to: pts[1], control: pts[0])
            case .addCurveToPoint: m.addCurve(to: pts[2], control1: pts[0], control2: pts[1])
            case .closeSubpath: m.closeSubpath()
            }
        }
        return m
    }

    static func convert(_ v: Double, like sample: Any) -> Any {
        switch sample {
        case is Float: return Float(v)
        case is Double: return v
        case is Int: return v
        default: return CGFloat(v)
        }
    }

    /// `a + b` (transforms: `a` then `b`; colours: component sums).
    static func add(_ a: Any, _ b: Any) -> Any? {
        let a = unbox(a), b = unbox(b)
        switch (a, b) {
        case let (a as CGPoint, b as CGPoint): return CGPoint(x: a.x + b.x, y: a.y + b.y)
        case let (a as CGSize, b as CGSize): return CGSize(width: a.width + b.width, height: a.height + b.height)
        case let (a as CGRect, b as CGRect):
            return CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.width + b.width, height: a.height + b.height)
        case let (a as CATransform3D, b as CATransform3D): return CATransform3DConcat(b, a)
        case let (a as CGAffineTransform, b as CGAffineTransform): return b.concatenating(a)
        case let (a as CGColor, b as CGColor):
            return CGColor(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
        default:
            guard let x = double(a), let y = double(b) else { return nil }
            return convert(x + y, like: a)
        }
    }

    /// `a - b`, the inverse of `add` (used for `byValue` with `toValue`).
    static func subtract(_ a: Any, _ b: Any) -> Any? {
        let a = unbox(a), b = unbox(b)
        switch (a, b) {
        case let (a as CGPoint, b as CGPoint): return CGPoint(x: a.x - b.x, y: a.y - b.y)
        case let (a as CGSize, b as CGSize): return CGSize(width: a.width - b.width, height: a.height - b.height)
        case let (a as CGRect, b as CGRect):
            return CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y, width: a.width - b.width, height: a.height - b.height)
        case let (a as CATransform3D, b as CATransform3D): return CATransform3DConcat(CATransform3DInvert(b), a)
        case let (a as CGColor, b as CGColor):
            return CGColor(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha)
        default:
            guard let x = double(a), let y = double(b) else { return nil }
            return convert(x - y, like: a)
        }
    }

    /// True when `v` holds only finite numbers (guards animation values).
    static func isFinite(_ v: Any) -> Bool {
        switch unbox(v) {
        case let p as CGPoint: return p.x.isFinite && p.y.isFinite
        case let s as CGSize: return s.width.isFinite && s.height.isFinite
        case let r as CGRect: return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case let t as CATransform3D: return t._isFinite
        case let t as CGAffineTransform: return t.isFinite
        default: return double(v)?.isFinite ?? true
        }
    }
}
