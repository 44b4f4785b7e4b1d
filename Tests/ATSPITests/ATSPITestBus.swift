//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A private dbus-daemon standing in for the accessibility bus, a client that calls the bridge as an assistive technology would, and views served to it.

import Foundation
import Testing
@testable import UIKitATSPI
import UIKitDBus
import UIKit
import UIKitTesting

/// A dbus-daemon of its own in a unique temporary directory (stopped on `stop()`).
final class PrivateBus {
    /// The daemon's process (started with posix_spawn and reaped by `stop()`: Foundation's
    /// `Process` keeps itself alive until it sees its child end, which a `waitpid` of our own
    /// hides from it, and LeakSanitizer reports that).
    private(set) var pid: pid_t = 0
    let directory: URL
    let address: String

    /// Where dbus-daemon is, or nil (the tests are then skipped with a message).
    static let daemonPath: String? = ["/usr/bin/dbus-daemon", "/bin/dbus-daemon"].first { FileManager.default.isExecutableFile(atPath: $0) }

    struct SpawnError: Error { let code: Int32 }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-atspi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let socket = directory.appendingPathComponent("bus").path
        address = "unix:path=\(socket)"
        let path = PrivateBus.daemonPath ?? "/usr/bin/dbus-daemon"
        let args = [path, "--session", "--nofork", "--nopidfile", "--address=\(address)"]
        var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var child: pid_t = 0
        let code = posix_spawn(&child, path, &actions, nil, &argv, environ)
        guard code == 0 else { throw SpawnError(code: code) }
        pid = child
        for _ in 0..<300 where !FileManager.default.fileExists(atPath: socket) { usleep(10_000) }
    }

    func stop() {
        if pid > 0 {
            kill(pid, SIGKILL)   // (SIGTERM may be blocked: the child inherits the test runner's signal mask)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            pid = 0
        }
        try? FileManager.default.removeItem(at: directory)
    }
}

/// An assistive technology's side: calls into the bridge, pumping the bridge's `service()`
/// while it waits (both live on the main thread in the tests).
@MainActor final class ATClient {
    let connection: DBusConnection
    let bridge: _ATSPIBridge
    /// The bus's address (for more clients).
    let address: String
    var signals: [DBusMessage] = []

    init(bus: PrivateBus, bridge: _ATSPIBridge) throws {
        connection = try DBusConnection(address: bus.address)
        self.bridge = bridge
        address = bus.address
        _ = try connection.call(.methodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                                            member: "AddMatch", body: [.string("type='signal',interface='org.a11y.atspi.Event.Object'")]))
        _ = try connection.call(.methodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                                            member: "AddMatch", body: [.string("type='signal',interface='org.a11y.atspi.Event.Window'")]))
    }

    struct CallError: Error { let name: String }

    /// Calls `member` on the bridge's object at `path` and returns the reply's body.
    func call(_ path: String, _ interface: String, _ member: String, _ body: [DBusValue] = []) throws -> [DBusValue] {
        let serial = connection.send(.methodCall(destination: bridge.connection.uniqueName, path: path, interface: interface, member: member, body: body))
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            bridge.service()
            for m in connection.receive() {
                if m.kind == .signal { signals.append(m); continue }
                guard m.replySerial == serial else { continue }
                if m.kind == .error { throw CallError(name: m.errorName ?? "") }
                return m.body
            }
            usleep(500)
        }
        throw CallError(name: "timeout")
    }

    /// Collects signals for a moment (the bridge sent them already; the bus forwards them), or,
    /// with `done`, until the collected signals satisfy it (at most 5 s: a loaded CI machine's
    /// bus daemon can take longer than a moment).
    func drainSignals(until done: (([DBusMessage]) -> Bool)? = nil) -> [DBusMessage] {
        let deadline = Date().addingTimeInterval(done == nil ? 0.3 : 5)
        while Date() < deadline {
            bridge.service()
            signals += connection.receive().filter { $0.kind == .signal }
            if let done, done(signals) { break }
            usleep(1000)
        }
        defer { signals.removeAll() }
        return signals
    }

    func property(_ path: String, _ interface: String, _ name: String) throws -> DBusValue {
        try call(path, ATSPI.properties, "Get", [.string(interface), .string(name)]).first?.unwrapped ?? .int32(0)
    }

    func name(_ path: String) throws -> String { try property(path, ATSPI.accessible, "Name").stringValue ?? "" }
    func role(_ path: String) throws -> String { try call(path, ATSPI.accessible, "GetRoleName").first?.stringValue ?? "" }
    func children(_ path: String) throws -> [String] {
        (try call(path, ATSPI.accessible, "GetChildren").first?.elements ?? []).compactMap { $0.elements?[1].stringValue }
    }
    func states(_ path: String) throws -> ATSPIStateSet {
        let words = (try call(path, ATSPI.accessible, "GetState").first?.elements ?? []).compactMap(\.intValue)
        var set = ATSPIStateSet()
        for s in ATSPIState.allCases {
            let bit = Int(s.rawValue)
            if words.count == 2, (bit < 32 ? words[0] >> bit : words[1] >> (bit - 32)) & 1 == 1 { set.insert(s) }
        }
        return set
    }

    /// The paths of all objects under `path`, depth first, with their names and role names.
    func walk(_ path: String = ATSPI.rootPath) throws -> [(path: String, name: String, role: String)] {
        var out: [(String, String, String)] = [(path, try name(path), try role(path))]
        for c in try children(path) { out += try walk(c) }
        return out
    }
}

/// Views on a 400×300 host, served by a bridge on a private accessibility bus, with a client that
/// has walked them.
@MainActor final class ServedViews {
    let bus: PrivateBus
    let host: UIKitTestHost
    let bridge: _ATSPIBridge
    let client: ATClient
    let all: [(path: String, name: String, role: String)]

    init(_ views: [UIView]) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        for v in views { root.addSubview(v) }
        bus = try PrivateBus()
        host = UIKitTestHost(view: root, size: CGSize(width: 400, height: 300))
        do {
            bridge = try _ATSPIBridge(address: bus.address)
            client = try ATClient(bus: bus, bridge: bridge)
            all = try client.walk()
        } catch {
            host.invalidate()
            bus.stop()
            throw error
        }
    }

    /// The path of the element named `name`.
    func path(_ name: String) -> String { all.first { $0.name == name }?.path ?? ATSPI.nullPath }

    /// Stops the bridge, the host and the bus.
    func stop() {
        bridge.stop()
        host.invalidate()
        bus.stop()
    }
}
