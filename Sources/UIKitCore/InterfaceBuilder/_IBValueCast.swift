//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The cast behind the `setValue(_:forKey:)` overrides `uikit-port` writes for `@IBInspectable`
// properties: a storyboard's number reaches any numeric property, as Objective-C's key-value
// coding unboxes an NSNumber into the property's type.

/// `value` as a `T`: for code `uikit-port` generates (`@IBInspectable` properties set by key),
/// not for direct use.
///
/// A value of type `T` is returned as is. A number (any Swift integer or floating-point type,
/// `CGFloat`, `Bool` or `NSNumber`, or a string holding a number) converts to a numeric or
/// `Bool` `T`: integers truncate toward zero, as `NSNumber.intValue` does; `Bool` is true for
/// any non-zero number. Anything else, and nil, gives nil.
public func _ibCast<T>(_ value: Any?, to type: T.Type) -> T? {
    guard let value else { return nil }
    if let exact = value as? T { return exact }
    guard let number = _ibNumber(value) else { return nil }
    if T.self == Bool.self { return (number != 0) as? T }
    if let floating = type as? any BinaryFloatingPoint.Type { return floating.init(number) as? T }
    if let integer = type as? any BinaryInteger.Type, number.isFinite {
        return integer.init(exactly: number.rounded(.towardZero)) as? T
    }
    return nil
}

/// The numeric value of a number of any type, or of a string that holds one.
private func _ibNumber(_ value: Any) -> Double? {
    switch value {
    case let v as Bool: return v ? 1 : 0
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as any BinaryInteger: return Double(v)
    case let v as any BinaryFloatingPoint: return Double(v)
    case let v as NSNumber: return v.doubleValue
    case let v as String: return Double(v.trimmingCharacters(in: .whitespaces))
    default: return nil
    }
}
