//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A D-Bus value of any type (basic types, arrays, dictionaries, structs, variants) and its signature.

/// One D-Bus value, typed as the wire knows it (the D-Bus specification's type system).
///
/// Arrays and dictionaries carry their element signature, so an empty one still has a type.
public indirect enum DBusValue: Equatable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// A value with its own signature on the wire (`v`).
    case variant(DBusValue)
    /// An array (`a…`) whose elements all have the signature `element`.
    case array(element: String, [DBusValue])
    /// A dictionary (`a{kv}`): key and value signatures and the entries in order.
    case dictionary(key: String, value: String, [(DBusValue, DBusValue)])
    /// A struct (`(…)`).
    case structure([DBusValue])

    /// The value's complete type signature ("s", "a{sv}", "(so)").
    public var signature: String {
        switch self {
        case .byte: return "y"
        case .boolean: return "b"
        case .int16: return "n"
        case .uint16: return "q"
        case .int32: return "i"
        case .uint32: return "u"
        case .int64: return "x"
        case .uint64: return "t"
        case .double: return "d"
        case .string: return "s"
        case .objectPath: return "o"
        case .signature: return "g"
        case .variant: return "v"
        case .array(let element, _): return "a" + element
        case .dictionary(let k, let v, _): return "a{" + k + v + "}"
        case .structure(let fields): return "(" + fields.map(\.signature).joined() + ")"
        }
    }

    /// Equality of values (dictionary entries compared in order).
    public static func == (a: DBusValue, b: DBusValue) -> Bool {
        switch (a, b) {
        case let (.byte(x), .byte(y)): return x == y
        case let (.boolean(x), .boolean(y)): return x == y
        case let (.int16(x), .int16(y)): return x == y
        case let (.uint16(x), .uint16(y)): return x == y
        case let (.int32(x), .int32(y)): return x == y
        case let (.uint32(x), .uint32(y)): return x == y
        case let (.int64(x), .int64(y)): return x == y
        case let (.uint64(x), .uint64(y)): return x == y
        case let (.double(x), .double(y)): return x == y
        case let (.string(x), .string(y)), let (.objectPath(x), .objectPath(y)), let (.signature(x), .signature(y)): return x == y
        case let (.variant(x), .variant(y)): return x == y
        case let (.array(e1, x), .array(e2, y)): return e1 == e2 && x == y
        case let (.dictionary(k1, v1, x), .dictionary(k2, v2, y)):
            return k1 == k2 && v1 == v2 && x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.structure(x), .structure(y)): return x == y
        default: return false
        }
    }

    // MARK: Reading

    /// The string of a `s`, `o` or `g` value.
    public var stringValue: String? {
        switch self {
        case .string(let s), .objectPath(let s), .signature(let s): return s
        case .variant(let v): return v.stringValue
        default: return nil
        }
    }

    /// Any integer value as an `Int`.
    public var intValue: Int? {
        switch self {
        case .byte(let v): return Int(v)
        case .int16(let v): return Int(v)
        case .uint16(let v): return Int(v)
        case .int32(let v): return Int(v)
        case .uint32(let v): return Int(v)
        case .int64(let v): return Int(v)
        case .uint64(let v): return Int(exactly: v)
        case .variant(let v): return v.intValue
        default: return nil
        }
    }

    /// A `d` value, or any integer as a double.
    public var doubleValue: Double? {
        if case .double(let d) = self { return d }
        if case .variant(let v) = self { return v.doubleValue }
        return intValue.map(Double.init)
    }

    /// A `b` value.
    public var boolValue: Bool? {
        if case .boolean(let b) = self { return b }
        if case .variant(let v) = self { return v.boolValue }
        return nil
    }

    /// The elements of an array or the fields of a struct (a dictionary's entries as 2-field structs).
    public var elements: [DBusValue]? {
        switch self {
        case .array(_, let items), .structure(let items): return items
        case .dictionary(_, _, let entries): return entries.map { .structure([$0.0, $0.1]) }
        case .variant(let v): return v.elements
        default: return nil
        }
    }

    /// The value inside a variant (the value itself otherwise).
    public var unwrapped: DBusValue {
        if case .variant(let v) = self { return v.unwrapped }
        return self
    }
}

extension DBusValue: CustomStringConvertible {
    /// A readable form for logs and test failures (`(so) ("a", "/b")`).
    public var description: String {
        switch self {
        case .byte(let v): return "\(v)"
        case .boolean(let v): return "\(v)"
        case .int16(let v): return "\(v)"
        case .uint16(let v): return "\(v)"
        case .int32(let v): return "\(v)"
        case .uint32(let v): return "\(v)"
        case .int64(let v): return "\(v)"
        case .uint64(let v): return "\(v)"
        case .double(let v): return "\(v)"
        case .string(let s), .objectPath(let s), .signature(let s): return "\"\(s)\""
        case .variant(let v): return "<\(v)>"
        case .array(_, let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(_, _, let entries): return "{" + entries.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        case .structure(let fields): return "(" + fields.map(\.description).joined(separator: ", ") + ")"
        }
    }
}

/// Splitting signatures into single complete types.
public enum DBusSignature {
    /// The complete types of `signature` in order ("a{sv}(so)i" → ["a{sv}", "(so)", "i"]); nil
    /// when it is malformed.
    public static func split(_ signature: String) -> [String]? {
        var out: [String] = []
        let chars = Array(signature.utf8)
        var i = 0
        while i < chars.count {
            guard let end = completeTypeEnd(chars, from: i) else { return nil }
            out.append(String(decoding: chars[i..<end], as: UTF8.self))
            i = end
        }
        return out
    }

    /// The index after the single complete type starting at `i`.
    static func completeTypeEnd(_ c: [UInt8], from i: Int, depth: Int = 0) -> Int? {
        guard i < c.count, depth < 64 else { return nil }
        switch c[i] {
        case UInt8(ascii: "a"):
            return completeTypeEnd(c, from: i + 1, depth: depth + 1)
        case UInt8(ascii: "("):
            var j = i + 1
            while j < c.count, c[j] != UInt8(ascii: ")") {
                guard let e = completeTypeEnd(c, from: j, depth: depth + 1) else { return nil }
                j = e
            }
            return j < c.count && j > i + 1 ? j + 1 : nil
        case UInt8(ascii: "{"):
            guard let k = completeTypeEnd(c, from: i + 1, depth: depth + 1),
                  let v = completeTypeEnd(c, from: k, depth: depth + 1), v < c.count, c[v] == UInt8(ascii: "}") else { return nil }
            return v + 1
        default:
            return "ybnqiuxtdsogvh".utf8.contains(c[i]) ? i + 1 : nil
        }
    }
}
