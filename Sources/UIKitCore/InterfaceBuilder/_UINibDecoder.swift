//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// The coder every object of an Interface Builder document is made with (`init?(coder:)`): keyed
// values answer from one element's attributes and keyed children; UIKit's classes read typed
// values (colours, fonts, images, localised strings) through it.

/// The `NSCoder` over one element of a storyboard or xib, handed to `init?(coder:)`.
///
/// `decodeObject(forKey:)` answers a keyed child (`<color key="textColor">` as a `UIColor`,
/// `<fontDescription key="fontDescription">` as a `UIFont`, `<rect key="frame">` as a `CGRect`,
/// an object element as the object) or an attribute (as a `String`); the numeric and Boolean
/// forms read attributes (`YES`/`NO`, numbers).
package final class _UINibDecoder: NSCoder {
    /// The element the object is decoded from.
    package let element: IBElement
    /// The load the object belongs to (its document, bundle, objects by id).
    package let context: _UINibLoadingContext
    /// The controller whose `init?(coder:)` read this coder (a creator block's result must be it).
    weak var _decodedController: AnyObject?

    /// Told every key a decoder reads (element name, key): the vocabulary test's recording seam.
    package nonisolated(unsafe) static var keyRecorder: ((_ element: String, _ key: String) -> Void)?
    private func record(_ key: String) { _UINibDecoder.keyRecorder?(element.name, key) }

    init(element: IBElement, context: _UINibLoadingContext) {
        self.element = element
        self.context = context
        super.init()
    }

    // MARK: NSCoder

    package override var allowsKeyedCoding: Bool { true }

    package override func containsValue(forKey key: String) -> Bool {
        record(key)
        return element.hasAttribute(key) || element.child(key: key) != nil
    }

    package override func decodeObject(forKey key: String) -> Any? {
        record(key)
        nonisolated(unsafe) var result: Any?
        let element = self.element
        let context = self.context
        MainActor.assumeIsolated {
            result = _UINibDecoder._object(forKey: key, element: element, context: context)
        }
        return result
    }

    package override func decodeBool(forKey key: String) -> Bool {
        record(key)
        return element.attribute(key) == "YES"
    }

    package override func decodeInteger(forKey key: String) -> Int {
        record(key)
        return element.attribute(key).flatMap { Int($0) ?? Double($0).map { Int($0) } } ?? 0
    }

    package override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }
    package override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    package override func decodeDouble(forKey key: String) -> Double {
        record(key)
        return element.attribute(key).flatMap { Double($0) } ?? 0
    }

    package override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    @MainActor private static func _object(forKey key: String, element: IBElement, context: _UINibLoadingContext) -> Any? {
        if let child = element.child(key: key) {
            var d: [IBDiagnostic] = []
            switch child.name {
            case "nil": return nil
            case "color": return IBColor(child, diagnostics: &d).flatMap { _UIIBValues.color($0, context, objectID: element.id) }
            case "fontDescription", "font": return IBFont(child, diagnostics: &d).map(_UIIBValues.font)
            case "rect": return IBRect(child, diagnostics: &d).map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            case "size": return IBSize(child, diagnostics: &d).map { CGSize(width: $0.width, height: $0.height) }
            case "point": return IBPoint(child, diagnostics: &d).map { CGPoint(x: $0.x, y: $0.y) }
            case "string": return context.localized(child.attribute("value") ?? child.text, objectID: element.id, property: key)
            case "integer", "real", "number": return child.attribute("value").flatMap { Double($0) }.map { NSNumber(value: $0) }
            case "bool", "boolean": return child.attribute("value").map { NSNumber(value: $0 == "YES") }
            default:
                if _UIIBClassMap.baseClass(forElementNamed: child.name) != nil { return context.object(for: child) }
                return nil
            }
        }
        return element.attribute(key).map { context.localized($0, objectID: element.id, property: key) }
    }

    // MARK: Typed reading for UIKit's classes

    /// The object id, for diagnostics and `.strings` lookups.
    package var objectID: String? { element.id }

    /// Attribute `name` as YES/NO (nil when absent; a diagnostic when malformed).
    @MainActor package func bool(_ name: String) -> Bool? {
        record(name)
        var d: [IBDiagnostic] = []
        defer { context.report(d) }
        return element.bool(name, diagnostics: &d)
    }

    /// Attribute `name` as a number (nil when absent; a diagnostic when malformed).
    @MainActor package func double(_ name: String) -> Double? {
        record(name)
        var d: [IBDiagnostic] = []
        defer { context.report(d) }
        return element.double(name, diagnostics: &d)
    }

    /// Attribute `name` as a CGFloat.
    @MainActor package func cgFloat(_ name: String) -> CGFloat? { double(name).map { CGFloat($0) } }

    /// Attribute `name` as an integer.
    @MainActor package func int(_ name: String) -> Int? {
        record(name)
        var d: [IBDiagnostic] = []
        defer { context.report(d) }
        return element.int(name, diagnostics: &d)
    }

    /// A string property (`text="…"` or `<string key="text">`), localised by the document's
    /// `.strings` file (`"ID.text"`).
    @MainActor package func string(_ name: String) -> String? {
        record(name)
        guard let value = element.string(name) else { return nil }
        return context.localized(value, objectID: element.id, property: name)
    }

    /// The keyed child `<color key="…">` as a UIColor (nil when absent, `<nil>` or unreadable).
    @MainActor package func color(_ key: String) -> UIColor? {
        record(key)
        guard let child = element.child(key: key), child.isNamed("color") else { return nil }
        var d: [IBDiagnostic] = []
        defer { context.report(d) }
        return IBColor(child, diagnostics: &d).flatMap { _UIIBValues.color($0, context, objectID: element.id) }
    }

    /// The font of `<fontDescription key="fontDescription">` (or another key).
    @MainActor package func font(_ key: String = "fontDescription") -> UIFont? {
        record(key)
        var d: [IBDiagnostic] = []
        defer { context.report(d) }
        return element.value(IBFont.self, key: key, diagnostics: &d).map(_UIIBValues.font)
    }

    /// The image named by attribute `name`.
    @MainActor package func image(_ name: String) -> UIImage? {
        record(name)
        return element.attribute(name).flatMap { _UIIBValues.image(named: $0, context, objectID: element.id) }
    }

    /// A keyed `<rect>`.
    @MainActor package func rect(_ key: String) -> CGRect? {
        record(key)
        var d: [IBDiagnostic] = []
        defer { context.report(d) }
        return element.value(IBRect.self, key: key, diagnostics: &d).map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }

    /// A keyed `<size>`.
    @MainActor package func size(_ key: String) -> CGSize? {
        record(key)
        var d: [IBDiagnostic] = []
        defer { context.report(d) }
        return element.value(IBSize.self, key: key, diagnostics: &d).map { CGSize(width: $0.width, height: $0.height) }
    }

    /// Keyed edge insets (`<edgeInsets>`, `<inset>` or `<directionalEdgeInsets>`).
    @MainActor package func insets(_ key: String) -> IBEdgeInsets? {
        record(key)
        var d: [IBDiagnostic] = []
        defer { context.report(d) }
        return element.value(IBEdgeInsets.self, key: key, diagnostics: &d)
    }

    /// Attribute `name` looked up in `table` by IB's case name (a diagnostic for an unknown one).
    @MainActor package func enumeration<T>(_ name: String, _ table: [String: T]) -> T? {
        record(name)
        guard let text = element.attribute(name) else { return nil }
        return _UIIBValues.enumeration(text, table, name, context, objectID: element.id)
    }

    /// The object made from the keyed child element (`<view key="contentView">`).
    @MainActor package func object(key: String) -> AnyObject? {
        record(key)
        guard let child = element.child(key: key), !child.isNamed("nil") else { return nil }
        return context.object(for: child)
    }

    /// Reports a problem with this element (logged with the document's name and the object id).
    @MainActor package func report(_ message: String) {
        context.report(message, objectID: element.id, line: element.line)
    }
}
