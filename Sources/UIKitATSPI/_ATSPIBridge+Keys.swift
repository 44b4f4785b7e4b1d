//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Keys for screen readers: every key pressed or released in the app's windows goes to the
// registry's device event controller first (as toolkits' AT-SPI bridges send them), so that a
// screen reader sees what is typed (Orca's key echo, its commands such as Insert+H); a key the
// screen reader consumes (one of its commands) does not reach the app. Only while a keystroke
// listener is registered: with no screen reader running, no key costs a bus round trip.

import Foundation
import UIKitCore
import UIKitDBus

/// A key as AT-SPI's DeviceEvent carries it (X11 terms: keysym, keycode, modifier mask).
package struct _ATSPIKeyEvent: Equatable {
    /// Pressed (true) or released.
    package var pressed: Bool
    /// The X keysym (`0xff0d` Return, `0x61` a, `0x41` A).
    package var keysym: Int32
    /// The X keycode of the key (0 when unknown).
    package var keycode: Int32
    /// The X modifier mask: Shift 1, Lock 2, Control 4, Mod1 (Alt) 8, Mod2 (Num Lock) 16, Mod4 (Super) 64.
    package var modifiers: UInt32
    /// Milliseconds (the input event's time).
    package var timestamp: UInt32
    /// The typed text for a printable key, else the keysym's name ("Return", "Insert").
    package var string: String
    /// Whether `string` is typed text.
    package var isText: Bool

    /// A key event with these values.
    package init(pressed: Bool, keysym: Int32, keycode: Int32, modifiers: UInt32, timestamp: UInt32, string: String, isText: Bool) {
        self.pressed = pressed; self.keysym = keysym; self.keycode = keycode; self.modifiers = modifiers
        self.timestamp = timestamp; self.string = string; self.isText = isText
    }

    /// The DeviceEvent struct `(uinnisb)`, as toolkits' bridges send it.
    var dbusValue: DBusValue {
        .structure([.uint32(pressed ? 0 : 1), .int32(keysym), .int16(Int16(truncatingIfNeeded: keycode)),
                    .int16(Int16(truncatingIfNeeded: modifiers)), .int32(Int32(bitPattern: timestamp)),
                    .string(string), .boolean(isText)])
    }
}

extension _ATSPIBridge {
    /// The registry's device event controller.
    nonisolated static let deviceEventControllerPath = "/org/a11y/atspi/registry/deviceeventcontroller"
    nonisolated static let deviceEventController = "org.a11y.atspi.DeviceEventController"
    nonisolated static let deviceEventListener = "org.a11y.atspi.DeviceEventListener"
    /// How long a key waits for the screen reader's answer before going to the app anyway.
    static let keyTimeout = 1.0

    /// Asks the registry for its keystroke listeners and to be told when they change.
    func watchKeystrokeListeners() {
        guard desktop != nil else { return }
        _ = try? connection.call(.methodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                             interface: "org.freedesktop.DBus", member: "AddMatch",
                                             body: [.string("type='signal',interface='\(Self.deviceEventListener)',sender='\(ATSPI.registryName)'")]))
        do {
            let reply = try connection.call(.methodCall(destination: ATSPI.registryName, path: Self.deviceEventControllerPath,
                                                        interface: Self.deviceEventController, member: "GetKeystrokeListeners"))
            if case .array(_, let listeners)? = reply.body.first { keystrokeListeners = listeners.count }
        } catch {
            UIKitLog.notice("accessibility: the registry did not list its keystroke listeners (\(error)); keys go to it once one registers",
                            category: "Accessibility")
        }
    }

    /// A DeviceEventListener signal from the registry: a keystroke listener came or went.
    func keystrokeListenersChanged(_ m: DBusMessage) {
        switch m.member {
        case "KeystrokeListenerRegistered": keystrokeListeners += 1
        case "KeystrokeListenerDeregistered": keystrokeListeners = max(0, keystrokeListeners - 1)
        default: break
        }
    }

    /// Sends a key to the screen reader (the registry's NotifyListenersSync) and answers whether
    /// it consumed it. False at once when no keystroke listener is registered; false after
    /// `keyTimeout` when the registry does not answer (logged once). Calls that arrive while
    /// waiting are answered (a screen reader may ask about the focus before it answers).
    package func forwardKey(_ key: _ATSPIKeyEvent) -> Bool {
        guard keystrokeListeners > 0, connection.isConnected, desktop != nil else { return false }
        keysForwarded += 1
        do {
            let reply = try connection.call(.methodCall(destination: ATSPI.registryName, path: Self.deviceEventControllerPath,
                                                        interface: Self.deviceEventController, member: "NotifyListenersSync",
                                                        body: [key.dbusValue]),
                                            timeout: Self.keyTimeout) { m in
                guard m.kind == .methodCall else { return false }
                callsServed += 1
                if let reply = answer(m), !m.noReplyExpected { connection.send(reply) }
                return true
            }
            return reply.body.first?.boolValue ?? false
        } catch {
            logKeyTrouble("a key got no answer from the registry (\(error)); keys go to the app")
            return false
        }
    }

    private func logKeyTrouble(_ text: String) {
        guard !keyTroubleLogged else { return }
        keyTroubleLogged = true
        UIKitLog.notice("accessibility: \(text)", category: "Accessibility")
    }
}
