//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// iOS's geometry boxes: UIKit's `NSValue(cgPoint:)` family and Core Animation's
// `NSValue(caTransform3D:)`, with their `…Value` getters. Linux Foundation has
// `NSValue(point:)`, `(size:)` and `(rect:)` (the same boxes: `pointValue` reads a `cgPoint` box)
// but neither these names nor transform boxes. Core Animation accepts every one of them wherever
// it takes a value (animation values, `setValue(_:forKey:)`, actions).
extension NSValue {
    /// Boxes a point (Foundation's point box: `pointValue` reads it too).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size (Foundation's size box: `sizeValue` reads it too).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle (Foundation's rectangle box: `rectValue` reads it too).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Boxes an affine transform (read it back with `cgAffineTransformValue`).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(_caBox: { _CAGeometryValue(.affineTransform(transform)) as! Self })
    }
    /// Boxes a 3-D transform (read it back with `caTransform3DValue`).
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(_caBox: { _CAGeometryValue(.transform3D(t)) as! Self })
    }

    /// The boxed point; `.zero` with a warning when the box holds something else.
    public var cgPointValue: CGPoint {
        if case .point(let p)? = _caGeometry { return p }
        return _caWrongKind("cgPointValue", .zero)
    }
    /// The boxed size; `.zero` with a warning when the box holds something else.
    public var cgSizeValue: CGSize {
        if case .size(let s)? = _caGeometry { return s }
        return _caWrongKind("cgSizeValue", .zero)
    }
    /// The boxed rectangle; `.zero` with a warning when the box holds something else.
    public var cgRectValue: CGRect {
        if case .rect(let r)? = _caGeometry { return r }
        return _caWrongKind("cgRectValue", .zero)
    }
    /// The boxed transform; all zeros with a warning when the box holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        if case .affineTransform(let t)? = _caGeometry { return t }
        return _caWrongKind("cgAffineTransformValue", CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }
    /// The boxed transform; all zeros with a warning when the box holds something else.
    public var caTransform3DValue: CATransform3D {
        if case .transform3D(let t)? = _caGeometry { return t }
        return _caWrongKind("caTransform3DValue", CATransform3D([CGFloat](repeating: 0, count: 16)))
    }

    /// What the box holds, when it is one of the geometry kinds (nil for numbers, ranges, …).
    var _caGeometry: _CAGeometry? {
        if let g = self as? _CAGeometryValue { return g.geometry }
        if self is NSNumber { return nil }
        // Foundation's own boxes are read by reflection: its `objCType` leaks a copy of the type
        // string at every call, and `pointValue` & co. trap on a box of another kind.
        for child in Mirror(reflecting: self).children {
            switch child.value {
            case let p as CGPoint: return .point(p)
            case let s as CGSize: return .size(s)
            case let r as CGRect: return .rect(r)
            default: continue
            }
        }
        return nil
    }

    private func _caWrongKind<T>(_ getter: String, _ zero: T) -> T {
        let held = _caGeometry.map { "\($0.kindName)" } ?? "\(type(of: self))"
        UIKitLog.warning("NSValue.\(getter): the value holds a \(held); returning a zero value", category: "NSValue")
        return zero
    }
}

/// The kinds of geometry an `NSValue` box can hold.
enum _CAGeometry: Equatable, Sendable {
    case point(CGPoint), size(CGSize), rect(CGRect)
    case affineTransform(CGAffineTransform), transform3D(CATransform3D)

    var kindName: String {
        switch self {
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .affineTransform: return "CGAffineTransform"
        case .transform3D: return "CATransform3D"
        }
    }
    /// The Swift value (what the layer's key-value methods and the animations work with).
    var value: Any {
        switch self {
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .affineTransform(let t): return t
        case .transform3D(let t): return t
        }
    }
}

/// The box behind `NSValue(cgAffineTransform:)` and `NSValue(caTransform3D:)` (Foundation has no
/// transform boxes on Linux).
final class _CAGeometryValue: NSValue, @unchecked Sendable {
    let geometry: _CAGeometry

    init(_ geometry: _CAGeometry) {
        self.geometry = geometry
        super.init()
    }
    /// Not used (the transform boxes are made by their initialisers): an identity affine transform.
    required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        self.init(.affineTransform(.identity))
    }
    /// There are no archives on Linux: nil.
    required convenience init?(coder aDecoder: NSCoder) { return nil }
    override func encode(with aCoder: NSCoder) {}

    override func getValue(_ value: UnsafeMutableRawPointer) {
        switch geometry {
        case .affineTransform(let t): value.storeBytes(of: t, as: CGAffineTransform.self)
        case .transform3D(let t): value.storeBytes(of: t, as: CATransform3D.self)
        case .point(let p): value.storeBytes(of: p, as: CGPoint.self)
        case .size(let s): value.storeBytes(of: s, as: CGSize.self)
        case .rect(let r): value.storeBytes(of: r, as: CGRect.self)
        }
    }
    override var objCType: UnsafePointer<Int8> {
        let s: StaticString
        switch geometry {
        case .affineTransform: s = "{CGAffineTransform=dddddd}"
        case .transform3D: s = "{CATransform3D=dddddddddddddddd}"
        case .point: s = "{CGPoint=dd}"
        case .size: s = "{CGSize=dd}"
        case .rect: s = "{CGRect={CGPoint=dd}{CGSize=dd}}"
        }
        return UnsafeRawPointer(s.utf8Start).assumingMemoryBound(to: Int8.self)
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSValue, let g = o._caGeometry else { return false }
        return g == geometry
    }
    override var hash: Int {
        var h = Hasher()
        switch geometry {
        case .point(let p): h.combine(p.x); h.combine(p.y)
        case .size(let s): h.combine(s.width); h.combine(s.height)
        case .rect(let r): h.combine(r.origin.x); h.combine(r.origin.y); h.combine(r.width); h.combine(r.height)
        case .affineTransform(let t): h.combine(t)
        case .transform3D(let t): h.combine(t)
        }
        return h.finalize()
    }
    override var description: String { "\(geometry.value)" }
}

/// `self.init(_caBox:)` lets a convenience initialiser of `NSValue` return an instance of the
/// private box class (as Foundation's own boxes are made).
protocol _CANSValueFactory {}
extension _CANSValueFactory {
    init(_caBox make: () -> Self) { self = make() }
}
extension NSValue: _CANSValueFactory {}
