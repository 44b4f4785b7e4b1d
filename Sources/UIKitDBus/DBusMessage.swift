//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A D-Bus message (method call, reply, error, signal): its header fields and body, to and from wire bytes.

/// One D-Bus message.
public struct DBusMessage: Sendable, CustomStringConvertible {
    /// The message type (the header's second byte).
    public enum Kind: UInt8, Sendable {
        case methodCall = 1, methodReturn = 2, error = 3, signal = 4
    }

    /// Method call, reply, error or signal.
    public var kind: Kind
    /// Header flags (1: no reply expected, 2: no auto start).
    public var flags: UInt8 = 0
    /// The sender's serial number for this message (set by the connection when sent).
    public var serial: UInt32 = 0
    /// The object path (calls and signals).
    public var path: String?
    /// The interface (signals; optional for calls).
    public var interface: String?
    /// The method or signal name.
    public var member: String?
    /// The error's name (errors).
    public var errorName: String?
    /// The serial of the call this answers (replies and errors).
    public var replySerial: UInt32?
    /// The bus name the message goes to.
    public var destination: String?
    /// The unique name of the sender (filled in by the bus).
    public var sender: String?
    /// The body's values.
    public var body: [DBusValue] = []

    /// A message of `kind` with no fields set.
    public init(kind: Kind) { self.kind = kind }

    /// A method call.
    public static func methodCall(destination: String?, path: String, interface: String?, member: String, body: [DBusValue] = []) -> DBusMessage {
        var m = DBusMessage(kind: .methodCall)
        m.destination = destination; m.path = path; m.interface = interface; m.member = member; m.body = body
        return m
    }

    /// A signal.
    public static func signal(path: String, interface: String, member: String, body: [DBusValue] = []) -> DBusMessage {
        var m = DBusMessage(kind: .signal)
        m.path = path; m.interface = interface; m.member = member; m.body = body
        return m
    }

    /// The reply to this call carrying `body`.
    public func reply(_ body: [DBusValue] = []) -> DBusMessage {
        var m = DBusMessage(kind: .methodReturn)
        m.replySerial = serial; m.destination = sender; m.body = body
        return m
    }

    /// The error answering this call.
    public func errorReply(name: String, message: String) -> DBusMessage {
        var m = DBusMessage(kind: .error)
        m.replySerial = serial; m.destination = sender; m.errorName = name; m.body = [.string(message)]
        return m
    }

    /// Whether the sender wants no reply.
    public var noReplyExpected: Bool { flags & 1 != 0 }

    /// The body's signature.
    public var signature: String { body.map(\.signature).joined() }

    /// The message as wire bytes (little-endian).
    public func encoded() -> [UInt8] {
        var bodyEncoder = DBusEncoder()
        for v in body { bodyEncoder.write(v) }
        var fields: [DBusValue] = []
        func field(_ code: UInt8, _ v: DBusValue?) { if let v { fields.append(.structure([.byte(code), .variant(v)])) } }
        field(1, path.map(DBusValue.objectPath))
        field(2, interface.map(DBusValue.string))
        field(3, member.map(DBusValue.string))
        field(4, errorName.map(DBusValue.string))
        field(5, replySerial.map(DBusValue.uint32))
        field(6, destination.map(DBusValue.string))
        field(7, sender.map(DBusValue.string))
        if !body.isEmpty { field(8, .signature(signature)) }
        var e = DBusEncoder()
        e.write(.byte(UInt8(ascii: "l")))
        e.write(.byte(kind.rawValue))
        e.write(.byte(flags))
        e.write(.byte(1))
        e.write(.uint32(UInt32(bodyEncoder.bytes.count)))
        e.write(.uint32(serial))
        e.write(.array(element: "(yv)", fields))
        e.align(8)
        return e.bytes + bodyEncoder.bytes
    }

    /// The length of the whole message whose first 16 bytes are at the start of `bytes`, or nil
    /// when fewer than 16 bytes are there. Throws for a header no message can have.
    public static func messageLength(_ bytes: ArraySlice<UInt8>) throws -> Int? {
        guard bytes.count >= 16 else { return nil }
        let b = Array(bytes.prefix(16))
        guard b[0] == UInt8(ascii: "l") || b[0] == UInt8(ascii: "B") else { throw DBusWireError("bad endianness byte \(b[0])") }
        var d = DBusDecoder(bytes: b, offset: 4, bigEndian: b[0] == UInt8(ascii: "B"))
        guard let bodyLength = try d.read(type: "u").intValue, let _ = try d.read(type: "u").intValue,
              let fieldsLength = try d.read(type: "u").intValue else { return nil }
        guard bodyLength < 134_217_728, fieldsLength < 67_108_864 else { throw DBusWireError("message too long") }
        let header = (16 + fieldsLength + 7) / 8 * 8
        return header + bodyLength
    }

    /// Reads one complete message from `bytes` (exactly its length, see `messageLength`).
    public static func decode(_ bytes: [UInt8]) throws -> DBusMessage {
        guard bytes.count >= 16 else { throw DBusWireError("message shorter than its header") }
        let bigEndian = bytes[0] == UInt8(ascii: "B")
        guard let kind = Kind(rawValue: bytes[1]) else { throw DBusWireError("unknown message type \(bytes[1])") }
        var d = DBusDecoder(bytes: bytes, offset: 4, bigEndian: bigEndian)
        var m = DBusMessage(kind: kind)
        m.flags = bytes[2]
        let bodyLength = try d.read(type: "u").intValue ?? 0
        m.serial = UInt32(try d.read(type: "u").intValue ?? 0)
        var signature = ""
        for f in try d.read(type: "a(yv)").elements ?? [] {
            guard let parts = f.elements, parts.count == 2, let code = parts[0].intValue else { continue }
            let v = parts[1].unwrapped
            switch code {
            case 1: m.path = v.stringValue
            case 2: m.interface = v.stringValue
            case 3: m.member = v.stringValue
            case 4: m.errorName = v.stringValue
            case 5: m.replySerial = v.intValue.map { UInt32(truncatingIfNeeded: $0) }
            case 6: m.destination = v.stringValue
            case 7: m.sender = v.stringValue
            case 8: signature = v.stringValue ?? ""
            default: break
            }
        }
        try d.align(8)
        guard d.offset + bodyLength == bytes.count else { throw DBusWireError("body length mismatch") }
        if !signature.isEmpty {
            // The body's offsets count from its own start (alignment restarts there).
            var bodyDecoder = DBusDecoder(bytes: Array(bytes[d.offset...]), offset: 0, bigEndian: bigEndian)
            m.body = try bodyDecoder.read(signature: signature)
        }
        return m
    }

    /// A one-line summary for logs.
    public var description: String {
        let what = [interface, member].compactMap { $0 }.joined(separator: ".")
        return "\(kind) #\(serial) \(path ?? "") \(what) \(errorName ?? "") \(body)"
    }
}
