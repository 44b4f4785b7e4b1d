//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The D-Bus wire format: values marshalled little-endian with their natural alignment, and read back by signature.

/// Why bytes could not be read as D-Bus values.
public struct DBusWireError: Error, CustomStringConvertible, Sendable {
    /// What was wrong.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// Writes values in the little-endian wire format. Offsets (for alignment) count from the
/// start of the message, so a body is written by an encoder that starts at 0.
public struct DBusEncoder {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty encoder.
    public init() {}

    /// Pads with zeros to a multiple of `n`.
    public mutating func align(_ n: Int) {
        while bytes.count % n != 0 { bytes.append(0) }
    }

    private mutating func put<T: FixedWidthInteger>(_ v: T) {
        align(MemoryLayout<T>.size)
        withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Writes `value`.
    public mutating func write(_ value: DBusValue) {
        switch value {
        case .byte(let v): bytes.append(v)
        case .boolean(let v): put(UInt32(v ? 1 : 0))
        case .int16(let v): put(v)
        case .uint16(let v): put(v)
        case .int32(let v): put(v)
        case .uint32(let v): put(v)
        case .int64(let v): put(v)
        case .uint64(let v): put(v)
        case .double(let v): put(v.bitPattern)
        case .string(let s), .objectPath(let s):
            let utf8 = Array(s.utf8)
            put(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
            bytes.append(0)
        case .signature(let s):
            let utf8 = Array(s.utf8)
            bytes.append(UInt8(truncatingIfNeeded: utf8.count))
            bytes.append(contentsOf: utf8)
            bytes.append(0)
        case .variant(let inner):
            write(.signature(inner.signature))
            write(inner)
        case .array(let element, let items):
            writeArray(alignment: Self.alignment(of: element)) { enc in for item in items { enc.write(item) } }
        case .dictionary(_, _, let entries):
            writeArray(alignment: 8) { enc in
                for (k, v) in entries { enc.align(8); enc.write(k); enc.write(v) }
            }
        case .structure(let fields):
            align(8)
            for f in fields { write(f) }
        }
    }

    /// Length, padding to the element alignment (not counted), then the elements.
    private mutating func writeArray(alignment: Int, _ body: (inout DBusEncoder) -> Void) {
        put(UInt32(0))
        let lengthAt = bytes.count - 4
        align(alignment)
        let start = bytes.count
        body(&self)
        let length = UInt32(bytes.count - start)
        withUnsafeBytes(of: length.littleEndian) { for (i, b) in $0.enumerated() { bytes[lengthAt + i] = b } }
    }

    /// The alignment of a type on the wire, from its signature's first character.
    public static func alignment(of signature: String) -> Int {
        switch signature.utf8.first {
        case UInt8(ascii: "y"), UInt8(ascii: "g"), UInt8(ascii: "v"): return 1
        case UInt8(ascii: "n"), UInt8(ascii: "q"): return 2
        case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"), UInt8(ascii: "("), UInt8(ascii: "{"): return 8
        default: return 4
        }
    }
}

/// Reads values from wire bytes by signature; every read is bounds-checked (hostile input
/// gives a `DBusWireError`, never a crash).
public struct DBusDecoder {
    let bytes: [UInt8]
    /// The read position (from the start of `bytes`, which alignment counts from).
    public private(set) var offset: Int
    /// Whether the bytes are big-endian (a message's first byte says).
    let bigEndian: Bool
    private var depth = 0

    /// A decoder over `bytes` starting at `offset`.
    public init(bytes: [UInt8], offset: Int = 0, bigEndian: Bool = false) {
        self.bytes = bytes
        self.offset = offset
        self.bigEndian = bigEndian
    }

    mutating func align(_ n: Int) throws {
        let next = (offset + n - 1) / n * n
        guard next <= bytes.count else { throw DBusWireError("padding runs past the end") }
        offset = next
    }

    private mutating func get<T: FixedWidthInteger>(_: T.Type) throws -> T {
        let size = MemoryLayout<T>.size
        try align(size)
        guard offset + size <= bytes.count else { throw DBusWireError("value runs past the end") }
        var v: T = 0
        for i in 0..<size { v |= T(truncatingIfNeeded: bytes[offset + i]) << (8 * i) }
        offset += size
        return bigEndian ? v.byteSwapped : v
    }

    private mutating func getString(length: Int) throws -> String {
        guard length >= 0, offset + length < bytes.count, bytes[offset + length] == 0 else { throw DBusWireError("string runs past the end") }
        let s = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        offset += length + 1
        return s
    }

    /// Reads the values of `signature` (any number of complete types).
    public mutating func read(signature: String) throws -> [DBusValue] {
        guard let types = DBusSignature.split(signature) else { throw DBusWireError("bad signature \"\(signature)\"") }
        return try types.map { try read(type: $0) }
    }

    /// Reads one value of the single complete type `type`.
    public mutating func read(type: String) throws -> DBusValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw DBusWireError("values nested too deeply") }
        if depth == 1 {
            // The type itself (its inner types are checked with it).
            guard let t = DBusSignature.split(type), t.count == 1 else { throw DBusWireError("bad type \"\(type)\"") }
        }
        guard let first = type.utf8.first else { throw DBusWireError("empty type") }
        switch first {
        case UInt8(ascii: "y"):
            guard offset < bytes.count else { throw DBusWireError("byte past the end") }
            offset += 1
            return .byte(bytes[offset - 1])
        case UInt8(ascii: "b"):
            let v = try get(UInt32.self)
            guard v <= 1 else { throw DBusWireError("boolean \(v)") }
            return .boolean(v == 1)
        case UInt8(ascii: "n"): return .int16(Int16(bitPattern: try get(UInt16.self)))
        case UInt8(ascii: "q"): return .uint16(try get(UInt16.self))
        case UInt8(ascii: "i"): return .int32(Int32(bitPattern: try get(UInt32.self)))
        case UInt8(ascii: "u"): return .uint32(try get(UInt32.self))
        case UInt8(ascii: "x"): return .int64(Int64(bitPattern: try get(UInt64.self)))
        case UInt8(ascii: "t"): return .uint64(try get(UInt64.self))
        case UInt8(ascii: "h"): return .uint32(try get(UInt32.self))
        case UInt8(ascii: "d"): return .double(Double(bitPattern: try get(UInt64.self)))
        case UInt8(ascii: "s"): return .string(try getString(length: Int(try get(UInt32.self))))
        case UInt8(ascii: "o"): return .objectPath(try getString(length: Int(try get(UInt32.self))))
        case UInt8(ascii: "g"): return .signature(try readSignature())
        case UInt8(ascii: "v"):
            let sig = try readSignature()
            guard let types = DBusSignature.split(sig), types.count == 1 else { throw DBusWireError("bad variant signature \"\(sig)\"") }
            return .variant(try read(type: types[0]))
        case UInt8(ascii: "("):
            try align(8)
            let inner = String(type.dropFirst().dropLast())
            return .structure(try read(signature: inner))
        case UInt8(ascii: "a"):
            let element = String(type.dropFirst())
            let length = Int(try get(UInt32.self))
            guard length <= 67_108_864 else { throw DBusWireError("array of \(length) bytes") }
            try align(DBusEncoder.alignment(of: element))
            let end = offset + length
            guard end <= bytes.count else { throw DBusWireError("array runs past the end") }
            if element.hasPrefix("{") {
                let kv = DBusSignature.split(String(element.dropFirst().dropLast())) ?? []
                guard kv.count == 2 else { throw DBusWireError("bad dictionary type \(type)") }
                var entries: [(DBusValue, DBusValue)] = []
                while offset < end {
                    try align(8)
                    entries.append((try read(type: kv[0]), try read(type: kv[1])))
                }
                guard offset == end else { throw DBusWireError("dictionary length mismatch") }
                return .dictionary(key: kv[0], value: kv[1], entries)
            }
            var items: [DBusValue] = []
            while offset < end { items.append(try read(type: element)) }
            guard offset == end else { throw DBusWireError("array length mismatch") }
            return .array(element: element, items)
        default:
            throw DBusWireError("unknown type \(type)")
        }
    }

    private mutating func readSignature() throws -> String {
        guard offset < bytes.count else { throw DBusWireError("signature past the end") }
        let length = Int(bytes[offset])
        offset += 1
        return try getString(length: length)
    }
}
