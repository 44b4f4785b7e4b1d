//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A connection to a D-Bus message bus over a Unix socket: address parsing, EXTERNAL authentication, Hello, non-blocking send and receive.

import Glibc

/// Why a connection failed.
public struct DBusConnectionError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// A client connection to a message bus (the session bus, the accessibility bus).
///
/// Connecting is blocking (with a timeout); afterwards the socket is non-blocking: `send`
/// queues and writes what the socket takes, `receive()` reads what has arrived, and `fd` is
/// for the caller's `poll()`. A peer that goes away makes `isConnected` false; nothing throws
/// or traps after that (sends are dropped).
public final class DBusConnection {
    /// The socket, -1 once closed.
    public private(set) var fd: Int32 = -1
    /// The unique name the bus gave this connection (":1.42").
    public private(set) var uniqueName = ""
    /// Whether the socket is still open.
    public var isConnected: Bool { fd >= 0 }
    private var nextSerial: UInt32 = 1
    private var input: [UInt8] = []
    private var output: [UInt8] = []
    private var readBuffer = [UInt8](repeating: 0, count: 65536)
    /// Messages read while waiting for a reply in `call`, handed out by the next `receive()`.
    private var queued: [DBusMessage] = []

    /// The bus addresses of `address` ("unix:path=/run/…;unix:abstract=…") that this connection
    /// can use, as socket paths (abstract ones prefixed with "\0"). Percent escapes are decoded.
    public static func socketPaths(in address: String) -> [String] {
        address.split(separator: ";").compactMap { entry -> String? in
            guard entry.hasPrefix("unix:") else { return nil }
            var params: [String: String] = [:]
            for kv in entry.dropFirst(5).split(separator: ",") {
                guard let eq = kv.firstIndex(of: "=") else { continue }
                params[String(kv[..<eq])] = unescape(kv[kv.index(after: eq)...])
            }
            if let p = params["path"] { return p }
            if let a = params["abstract"] { return "\0" + a }
            return nil
        }
    }

    static func unescape(_ s: Substring) -> String {
        var out: [UInt8] = []
        var it = Array(s.utf8)[...]
        while let c = it.popFirst() {
            if c == UInt8(ascii: "%"), it.count >= 2, let v = UInt8(String(decoding: it.prefix(2), as: UTF8.self), radix: 16) {
                out.append(v)
                it = it.dropFirst(2)
            } else {
                out.append(c)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Connects to the bus at `address`, authenticates as this user and says Hello. Waits at
    /// most `timeout` seconds for each answer.
    public init(address: String, timeout: Double = 2) throws {
        let paths = Self.socketPaths(in: address)
        guard !paths.isEmpty else { throw DBusConnectionError("no usable unix socket in bus address \"\(address)\"") }
        var lastError = ""
        for p in paths {
            if let s = Self.connectSocket(p, error: &lastError) { fd = s; break }
        }
        guard fd >= 0 else { throw DBusConnectionError("can't connect to \(address): \(lastError)") }
        do {
            try authenticate(timeout: timeout)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let hello = try call(.methodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                             interface: "org.freedesktop.DBus", member: "Hello"), timeout: timeout)
            uniqueName = hello.body.first?.stringValue ?? ""
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Closes the socket (idempotent).
    public func close() {
        if fd >= 0 { _ = Glibc.close(fd) }
        fd = -1
    }

    private static func connectSocket(_ path: String, error: inout String) -> Int32? {
        let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard s >= 0 else { error = String(cString: strerror(errno)); return nil }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: addr.sun_path)
        guard bytes.count < capacity else { _ = Glibc.close(s); error = "socket path too long"; return nil }
        withUnsafeMutableBytes(of: &addr.sun_path) { buf in for (i, b) in bytes.enumerated() { buf[i] = b } }
        // An abstract address's length is exact (no terminating zero); a path's includes it.
        let length = MemoryLayout<sa_family_t>.size + bytes.count + (path.hasPrefix("\0") ? 0 : 1)
        let r = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(length)) }
        }
        guard r == 0 else { error = String(cString: strerror(errno)); _ = Glibc.close(s); return nil }
        return s
    }

    /// SASL EXTERNAL with this process's uid (a blocking exchange of text lines).
    private func authenticate(timeout: Double) throws {
        let uid = String(getuid())
        let digits = Array("0123456789abcdef".utf8)
        let hex = String(decoding: uid.utf8.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
        try writeAll([0] + Array("AUTH EXTERNAL \(hex)\r\n".utf8))
        let line = try readLine(timeout: timeout)
        guard line.hasPrefix("OK ") else { throw DBusConnectionError("the bus refused authentication: \(line)") }
        try writeAll(Array("BEGIN\r\n".utf8))
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw DBusConnectionError("write failed: \(String(cString: strerror(errno)))") }
            sent += n
        }
    }

    private func readLine(timeout: Double) throws -> String {
        var line: [UInt8] = []
        while !(line.count >= 2 && line.suffix(2) == [13, 10]) {
            guard waitReadable(timeout: timeout) else { throw DBusConnectionError("the bus did not answer") }
            var c: UInt8 = 0
            let n = recv(fd, &c, 1, 0)
            guard n == 1 else { throw DBusConnectionError("the bus closed the connection") }
            line.append(c)
            guard line.count < 4096 else { throw DBusConnectionError("authentication line too long") }
        }
        return String(decoding: line.dropLast(2), as: UTF8.self)
    }

    /// Waits at most `timeout` seconds for the socket to have input; true when it has (then
    /// `receive()` reads it).
    public func waitReadable(timeout: Double) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, Int32(timeout * 1000)) > 0
    }

    // MARK: Messages

    /// Sends `message` (its serial assigned here); returns the serial. Writes what the socket
    /// takes now and keeps the rest for `flush()`.
    @discardableResult
    public func send(_ message: DBusMessage) -> UInt32 {
        guard isConnected else { return 0 }
        var m = message
        m.serial = nextSerial
        nextSerial = nextSerial == UInt32.max ? 1 : nextSerial + 1
        output += m.encoded()
        flush()
        return m.serial
    }

    /// Writes queued output without blocking. True when everything was written.
    @discardableResult
    public func flush() -> Bool {
        while isConnected && !output.isEmpty {
            let n = output.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            if n > 0 { output.removeFirst(n); continue }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return false }
            close()
        }
        return output.isEmpty
    }

    /// Whether output is waiting for the socket to drain (poll for POLLOUT then).
    public var hasPendingOutput: Bool { !output.isEmpty }

    /// Every complete message that has arrived, without blocking. A closed peer or a stream
    /// that is not D-Bus closes the connection.
    public func receive() -> [DBusMessage] {
        var out = queued
        queued.removeAll()
        guard isConnected else { return out }
        // Nothing waiting (the usual case, once per main loop turn): one poll, no allocation.
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 0) > 0 else { return out }
        while true {
            let n = readBuffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n > 0 { input.append(contentsOf: readBuffer[0..<n]); continue }
            if n < 0 && errno == EINTR { continue }
            if n == 0 || !(errno == EAGAIN || errno == EWOULDBLOCK) { close() }
            break
        }
        do {
            while let length = try DBusMessage.messageLength(input[...]), input.count >= length {
                out.append(try DBusMessage.decode(Array(input[0..<length])))
                input.removeFirst(length)
            }
        } catch {
            close()
        }
        return out
    }

    /// Sends a method call and waits (at most `timeout` seconds) for its reply; messages that
    /// arrive meanwhile go to `serving` (true: it dealt with the message, as a peer's call it
    /// answered while the caller waits) and otherwise are kept for `receive()`. Throws for an
    /// error reply or no reply.
    public func call(_ message: DBusMessage, timeout: Double = 2, serving: (DBusMessage) -> Bool = { _ in false }) throws -> DBusMessage {
        let serial = send(message)
        guard isConnected else { throw DBusConnectionError("not connected") }
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let deadline = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 + timeout
        var held: [DBusMessage] = []
        defer { queued = held + queued }
        while isConnected {
            let saved = queued
            queued.removeAll()
            // (The whole read is gone through: what came after the reply is served or kept too.)
            var reply: DBusMessage?
            for m in saved + receiveSocketOnly() {
                if m.replySerial == serial && (m.kind == .methodReturn || m.kind == .error) {
                    reply = m
                } else if !serving(m) {
                    held.append(m)
                }
            }
            if let reply {
                if reply.kind == .error {
                    throw DBusConnectionError("\(reply.errorName ?? "error"): \(reply.body.first?.stringValue ?? "")")
                }
                return reply
            }
            clock_gettime(CLOCK_MONOTONIC, &clock)
            let left = deadline - (Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9)
            guard left > 0 else { break }
            flush()
            _ = waitReadable(timeout: left)
        }
        throw DBusConnectionError(isConnected ? "no reply to \(message.member ?? "call") within \(timeout) s" : "the bus closed the connection")
    }

    private func receiveSocketOnly() -> [DBusMessage] {
        let keep = queued
        queued.removeAll()
        let got = receive()
        queued = keep
        return got
    }
}
