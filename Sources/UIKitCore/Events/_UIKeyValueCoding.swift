//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import QuartzCore

// Key paths for key-value coding without an Objective-C runtime: `setValue(_:forKeyPath:)`
// walks the path through objects that answer keys by name (responders, and the layers and
// other objects Interface Builder's runtime attributes reach, such as "layer.cornerRadius").

/// An object that answers keys by name (`UIResponder` and the objects key paths pass through).
@MainActor package protocol _UIKeyValueCodable: AnyObject {
    /// Sets `key` (false: not a key of this object's).
    func _kvcSet(_ value: Any?, forKey key: String) -> Bool
    /// Reads `key` (nil: not a key of this object's, or nil).
    func _kvcValue(forKey key: String) -> Any?
}

extension UIResponder: _UIKeyValueCodable {
    package func _kvcSet(_ value: Any?, forKey key: String) -> Bool { setValue(value, forKey: key); return true }
    package func _kvcValue(forKey key: String) -> Any? { value(forKey: key) }
}

/// Key-path walking and the messages iOS logs.
@MainActor package enum _UIKeyValueCoding {
    /// An object's address as iOS prints it in key-value coding messages ("0x600003a0c000").
    package static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// Sets the value at a dotted key path starting at `root`.
    package static func setValue(_ value: Any?, forKeyPath keyPath: String, on root: AnyObject) {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = keys.last, !keys.contains(where: \.isEmpty) else {
            return UIKitLog.error("setValue:forKeyPath: the key path \"\(keyPath)\" is not valid; ignored", category: "KeyValueCoding")
        }
        var object: AnyObject = root
        for key in keys.dropLast() {
            guard let next = (object as? _UIKeyValueCodable)?._kvcValue(forKey: key) as? _UIKeyValueCodable else {
                return fail("[<\(type(of: object)) \(address(of: object))> setValue:forKeyPath:]: \"\(key)\" of \"\(keyPath)\" is nil or takes no keys; ignored")
            }
            object = next
        }
        if let codable = object as? _UIKeyValueCodable, codable._kvcSet(value, forKey: last) { return }
        fail(undefinedKeyMessage(object, last))
    }

    /// iOS's message for a key an object doesn't have.
    package static func undefinedKeyMessage(_ object: AnyObject, _ key: String) -> String {
        "[<\(type(of: object)) \(address(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    }

    /// While non-nil, failures are collected here instead of logged (a document's runtime
    /// attributes log them in iOS's "Failed to set (…) user defined inspected property" wording).
    package static var capturedFailures: [String]?

    /// Logs a key-value coding failure (or collects it while `capturedFailures` is set).
    package static func fail(_ message: String) {
        if capturedFailures != nil { capturedFailures?.append(message) } else { UIKitLog.error(message, category: "KeyValueCoding") }
    }

    /// The value at a dotted key path starting at `root` (nil when a step is missing).
    package static func value(forKeyPath keyPath: String, on root: AnyObject) -> Any? {
        var current: Any? = root
        for key in keyPath.split(separator: ".").map(String.init) {
            guard let object = current as? _UIKeyValueCodable else { return nil }
            current = object._kvcValue(forKey: key)
        }
        return current
    }
}
