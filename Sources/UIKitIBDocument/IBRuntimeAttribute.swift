//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// User-defined runtime attributes (IB's Identity inspector), typed by their `type`.

/// A user-defined runtime attribute: a value the loader sets by key-value coding on the object
/// before `awakeFromNib` (dotted key paths traverse: `layer.cornerRadius`).
///
/// ```xml
/// <userDefinedRuntimeAttributes>
///     <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
///         <integer key="value" value="12"/>
///     </userDefinedRuntimeAttribute>
///     <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
///     <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
///         <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
///     </userDefinedRuntimeAttribute>
/// </userDefinedRuntimeAttributes>
/// ```
///
/// A value is read from the `value` attribute or from the child whose key is `value`
/// (`<integer>`, `<real>`, `<string>`, `<boolean>`, `<point>`, `<size>`, `<rect>`, `<range>`,
/// `<color>`, `<imageReference>`). The `range` and `localizedString` forms are not in the
/// census of real documents; they are read as `<range key="value" location= length=>` (or a
/// `{location, length}` value) and as a string.
public struct IBRuntimeAttribute: Equatable, Sendable, IBValueReadable {
    /// A typed value.
    public enum Value: Equatable, Sendable {
        /// `type="string"`.
        case string(String)
        /// `type="number"` (integers and reals alike).
        case number(Double)
        /// `type="boolean"`.
        case boolean(Bool)
        /// `type="point"`.
        case point(IBPoint)
        /// `type="size"`.
        case size(IBSize)
        /// `type="rect"`.
        case rect(IBRect)
        /// `type="range"`.
        case range(location: Int, length: Int)
        /// `type="color"`.
        case color(IBColor)
        /// `type="image"`: an image name.
        case image(String)
        /// `type="localizedString"`: a string to look up in the app's strings tables.
        case localizedString(String)
        /// `type="nil"`: the key path is set to nil.
        case `nil`
    }

    /// The key path set (`layer.cornerRadius`).
    public var keyPath: String
    /// The value.
    public var value: Value
    /// The line of the element.
    public var line: Int

    /// An attribute setting `keyPath` to `value`.
    public init(keyPath: String, value: Value, line: Int) {
        self.keyPath = keyPath
        self.value = value
        self.line = line
    }

    /// Reads a `<userDefinedRuntimeAttribute>`; nil with a diagnostic when the type is unknown
    /// or the value is missing or malformed.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        IBRead.reportUnknownAttributes(element, known: ["type", "keyPath", "value"], &diagnostics)
        guard let keyPath = element.attribute("keyPath") else {
            IBRead.report(element, "<userDefinedRuntimeAttribute> has no keyPath", &diagnostics)
            return nil
        }
        guard let type = element.attribute("type") else {
            IBRead.report(element, "runtime attribute \(keyPath) has no type", &diagnostics)
            return nil
        }
        let child = element.child(key: "value")
        let attribute = element.attribute("value")
        func missing() -> Value? {
            IBRead.report(element, "runtime attribute \(keyPath) of type \(type) has no value", &diagnostics)
            return nil
        }
        func text() -> String? {
            attribute ?? child.map { $0.attribute("value") ?? $0.text }
        }
        let value: Value?
        switch type {
        case "string":
            value = text().map(Value.string) ?? missing()
        case "localizedString":
            value = text().map(Value.localizedString) ?? missing()
        case "number":
            if let raw = text() {
                if let number = IBRead.parseNumber(raw) {
                    value = .number(number)
                } else {
                    IBRead.report(element, "runtime attribute \(keyPath): \"\(raw)\" is not a number", &diagnostics)
                    value = nil
                }
            } else {
                value = missing()
            }
        case "boolean":
            switch text() {
            case "YES"?: value = .boolean(true)
            case "NO"?: value = .boolean(false)
            case nil: value = missing()
            case let other?:
                IBRead.report(element, "runtime attribute \(keyPath): \"\(other)\" is not YES or NO", &diagnostics)
                value = nil
            }
        case "point":
            value = child.flatMap { IBPoint($0, diagnostics: &diagnostics) }.map(Value.point) ?? (child == nil ? missing() : nil)
        case "size":
            value = child.flatMap { IBSize($0, diagnostics: &diagnostics) }.map(Value.size) ?? (child == nil ? missing() : nil)
        case "rect":
            value = child.flatMap { IBRect($0, diagnostics: &diagnostics) }.map(Value.rect) ?? (child == nil ? missing() : nil)
        case "color":
            value = child.flatMap { IBColor($0, diagnostics: &diagnostics) }.map(Value.color) ?? (child == nil ? missing() : nil)
        case "range":
            value = IBRuntimeAttribute.range(child: child, attribute: attribute) ?? {
                IBRead.report(element, "runtime attribute \(keyPath) has no readable range", &diagnostics)
                return nil
            }()
        case "image":
            if let name = attribute ?? child.flatMap({ $0.attribute("image") ?? $0.attribute("name") }) {
                value = .image(name)
            } else {
                value = missing()
            }
        case "nil":
            value = .nil
        default:
            IBRead.report(element, "unknown runtime attribute type \(type) for \(keyPath)", &diagnostics)
            value = nil
        }
        guard let value else { return nil }
        self.init(keyPath: keyPath, value: value, line: element.line)
    }

    private static func range(child: IBElement?, attribute: String?) -> Value? {
        if let child, let location = child.attribute("location").flatMap({ Int($0) }),
           let length = child.attribute("length").flatMap({ Int($0) }) {
            return .range(location: location, length: length)
        }
        guard let attribute else { return nil }
        let parts = attribute.split { "{}, ".contains($0) }
        guard parts.count == 2, let location = Int(parts[0]), let length = Int(parts[1]) else { return nil }
        return .range(location: location, length: length)
    }
}

extension IBElement {
    /// This element's user-defined runtime attributes in order; ones that cannot be read are
    /// skipped with a diagnostic.
    public func userDefinedRuntimeAttributes(diagnostics: inout [IBDiagnostic]) -> [IBRuntimeAttribute] {
        guard let list = child(named: "userDefinedRuntimeAttributes") else { return [] }
        return list.children(named: "userDefinedRuntimeAttribute").compactMap { IBRuntimeAttribute($0, diagnostics: &diagnostics) }
    }
}
