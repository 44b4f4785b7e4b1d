//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitATSPI
import UIKitDBus
import UIKitCore

/// The AT-SPI registry's part in key handling, on a thread of its own (the bridge waits on the
/// main thread for its answers): it embeds the app, lists one keystroke listener (a screen
/// reader), records the keys it is sent and consumes Insert (a screen reader's modifier key).
/// Before answering a key it asks the app a question of its own, as a screen reader may.
final class FakeRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [DBusValue] = []
    private var stopped = false
    private var questionAnswered = false
    private let ready = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    let address: String
    /// The listener the registry reports, as GetKeystrokeListeners and the signals carry it.
    /// (Made each time: a global built on the registry's thread is reported as a leak by
    /// LeakSanitizer in the release stage.)
    static var listener: DBusValue {
        .structure([.string(":1.99"), .objectPath("/org/a11y/atspi/listeners/0"), .uint32(0), .uint32(0),
                    .array(element: "(iisi)", []), .uint32(3), .structure([.boolean(true), .boolean(true), .boolean(false)])])
    }

    init(address: String) { self.address = address }

    var keys: [DBusValue] { lock.withLock { received } }
    var askedTheAppWhileWaiting: Bool { lock.withLock { questionAnswered } }

    func start() {
        Thread { self.run() }.start()
        ready.wait()
    }

    func stop() {
        lock.withLock { stopped = true }
        done.wait()
    }

    private var deregister = false
    /// Tells the app that the screen reader's listener went away.
    func dropListener() { lock.withLock { deregister = true } }

    private func run() {
        defer { done.signal() }
        guard let c = try? DBusConnection(address: address) else { ready.signal(); return }
        _ = try? c.call(.methodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                                    member: "RequestName", body: [.string(ATSPI.registryName), .uint32(4)]))
        ready.signal()
        while !lock.withLock({ stopped }) {
            if lock.withLock({ deregister }) {
                lock.withLock { deregister = false }
                c.send(.signal(path: _ATSPIBridge.deviceEventControllerPath, interface: _ATSPIBridge.deviceEventListener,
                               member: "KeystrokeListenerDeregistered", body: [Self.listener]))
            }
            _ = c.waitReadable(timeout: 0.02)
            for m in c.receive() where m.kind == .methodCall {
                switch m.member {
                case "Embed":
                    c.send(m.reply([.structure([.string(c.uniqueName), .objectPath(ATSPI.rootPath)])]))
                case "GetKeystrokeListeners":
                    c.send(m.reply([.array(element: "(souua(iisi)u(bbb))", [Self.listener])]))
                case "NotifyListenersSync":
                    guard m.signature == "(uinnisb)", case .structure(let fields)? = m.body.first else {
                        c.send(m.errorReply(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "signature \(m.signature)"))
                        continue
                    }
                    if let app = m.sender, let role = try? c.call(.methodCall(destination: app, path: ATSPI.rootPath,
                                                                              interface: ATSPI.accessible, member: "GetRoleName")),
                       role.body.first?.stringValue == "application" {
                        lock.withLock { questionAnswered = true }
                    }
                    lock.withLock { received.append(m.body[0]) }
                    let isInsert: Bool = { if case .int32(let sym) = fields[1] { return sym == 0xff63 }; return false }()
                    c.send(m.reply([.boolean(isInsert)]))
                default:
                    if !m.noReplyExpected { c.send(m.errorReply(name: "org.freedesktop.DBus.Error.UnknownMethod", message: m.member ?? "")) }
                }
            }
        }
        c.close()
    }
}

@MainActor @Suite(.serialized) struct ATSPIKeyTests {
    /// Keys go to the screen reader before the app, described as X11 describes them; the one it
    /// consumes is reported consumed; once its listener is gone keys are not sent at all.
    @Test func keysGoToTheScreenReaderWhileItListens() throws {
        guard PrivateBus.daemonPath != nil else {
            print("ATSPIKeyTests: skipped: dbus-daemon is not installed (apt-get install dbus)")
            return
        }
        let bus = try PrivateBus()
        defer { bus.stop() }
        let registry = FakeRegistry(address: bus.address)
        registry.start()
        defer { registry.stop() }
        let bridge = try _ATSPIBridge(address: bus.address)
        defer { bridge.stop() }
        #expect(bridge.desktop != nil)
        #expect(bridge.keystrokeListeners == 1)

        let a = _ATSPIKeyEvent(pressed: true, keysym: 0x61, keycode: 38, modifiers: 0, timestamp: 1000, string: "a", isText: true)
        #expect(!bridge.forwardKey(a))
        let insert = _ATSPIKeyEvent(pressed: true, keysym: 0xff63, keycode: 118, modifiers: 4, timestamp: 1010, string: "Insert", isText: false)
        #expect(bridge.forwardKey(insert))
        #expect(registry.askedTheAppWhileWaiting)
        #expect(registry.keys == [
            .structure([.uint32(0), .int32(0x61), .int16(38), .int16(0), .int32(1000), .string("a"), .boolean(true)]),
            .structure([.uint32(0), .int32(0xff63), .int16(118), .int16(4), .int32(1010), .string("Insert"), .boolean(false)]),
        ])

        // The screen reader quits: its listener goes, and keys stay in the app.
        registry.dropListener()
        let deadline = Date().addingTimeInterval(5)
        while bridge.keystrokeListeners > 0 && Date() < deadline { bridge.service(); usleep(5_000) }
        #expect(bridge.keystrokeListeners == 0)
        let sent = bridge.keysForwarded
        #expect(!bridge.forwardKey(insert))
        #expect(bridge.keysForwarded == sent)
    }

    /// With no registry on the bus (no desktop), nothing is sent and nothing waits.
    @Test func withoutARegistryKeysAreNotSent() throws {
        guard PrivateBus.daemonPath != nil else { return }
        let bus = try PrivateBus()
        defer { bus.stop() }
        let bridge = try _ATSPIBridge(address: bus.address)
        defer { bridge.stop() }
        let started = Date()
        #expect(!bridge.forwardKey(_ATSPIKeyEvent(pressed: true, keysym: 0x61, keycode: 0, modifiers: 0, timestamp: 0, string: "a", isText: true)))
        #expect(bridge.keysForwarded == 0)
        #expect(Date().timeIntervalSince(started) < 0.5)
    }
}

/// A call's reply and what the other side sends right after it often arrive in one read: the
/// connection keeps the rest of that read for `receive()` (a screen reader's first question to a
/// starting app was lost this way, and the screen reader waited for its answer until the app quit).
@Suite(.serialized) struct DBusCallKeepsWhatFollowsTests {
    @Test func messagesAfterTheReplyInTheSameReadAreKept() throws {
        guard PrivateBus.daemonPath != nil else { return }
        let bus = try PrivateBus()
        defer { bus.stop() }
        let client = try DBusConnection(address: bus.address)
        defer { client.close() }
        let clientName = client.uniqueName
        let address = bus.address
        let ready = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let responderName = UnsafeMutablePointer<String>.allocate(capacity: 1)
        responderName.initialize(to: "")
        defer { responderName.deinitialize(count: 1); responderName.deallocate() }
        let box = UnsafeSendable(responderName)
        Thread {
            defer { done.signal() }
            guard let c = try? DBusConnection(address: address) else { ready.signal(); return }
            box.pointer.pointee = c.uniqueName
            ready.signal()
            var answered = 0
            let end = Date().addingTimeInterval(10)
            while answered < 20 && Date() < end {
                _ = c.waitReadable(timeout: 0.05)
                for m in c.receive() where m.kind == .methodCall {
                    // The reply, then at once a call of its own to the caller.
                    var question = DBusMessage.methodCall(destination: clientName, path: "/q", interface: "test.Q", member: "Question",
                                                          body: [.int32(Int32(answered))])
                    question.flags = 1   // (no reply expected)
                    c.send(m.reply([.int32(Int32(answered))]))
                    c.send(question)
                    answered += 1
                }
            }
            c.close()
        }.start()
        ready.wait()
        var questions: [Int32] = []
        for i in 0..<20 {
            let reply = try client.call(.methodCall(destination: box.pointer.pointee, path: "/", interface: "test.Echo", member: "Echo"))
            #expect(reply.body == [.int32(Int32(i))])
        }
        let end = Date().addingTimeInterval(5)
        while questions.count < 20 && Date() < end {
            for m in client.receive() where m.member == "Question" { if case .int32(let n)? = m.body.first { questions.append(n) } }
            if questions.count < 20 { _ = client.waitReadable(timeout: 0.05) }
        }
        #expect(questions == Array(0..<20))
        done.wait()
    }
}

/// A pointer handed to the responder thread (written before `ready`, read after).
struct UnsafeSendable<T>: @unchecked Sendable { let pointer: UnsafeMutablePointer<T>; init(_ p: UnsafeMutablePointer<T>) { pointer = p } }
