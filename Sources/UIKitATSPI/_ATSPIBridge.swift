//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The AT-SPI bridge: finds the accessibility bus, registers the app with the registry, serves its objects by path and sends events.

import Foundation
import UIKitCore
import UIKitDBus

/// Exports the app's accessibility tree to AT-SPI2 (screen readers such as Orca) over the
/// accessibility bus, talking D-Bus directly (UIKitDBus).
///
/// - Start: `startIfAvailable()` (the main loop calls it) finds the bus (`AT_SPI_BUS_ADDRESS`,
///   else `org.a11y.Bus.GetAddress` on the session bus), connects and embeds the app's root
///   object with the registry. No bus: one log line, no bridge, the app runs as before.
/// - Serving: `service()` (each main loop turn; the loop also polls `fd`) answers the calls
///   that have arrived. Objects are made on request: a path is handed out the first time an
///   object is named in a reply and maps back to the object weakly; children lists are
///   computed when asked and reused only within one `service()` pass. With no assistive
///   technology asking, the bridge does nothing per frame.
/// - Events: focus changes (first responder, an AT's GrabFocus) and the posted notifications
///   (`.screenChanged`, `.layoutChanged`, `.announcement`) become Event.Object signals; a scene
///   that becomes active or inactive (its window gains or loses the desktop's focus) becomes
///   Event.Window Activate/Deactivate of its window, which is where a screen reader starts.
@MainActor package final class _ATSPIBridge: _UIAccessibilityObserving {
    /// The running bridge, if any.
    package private(set) static var shared: _ATSPIBridge?

    /// The accessibility bus connection.
    package let connection: DBusConnection
    /// The registry's desktop, once embedded (nil on a bus without a registry).
    package private(set) var desktop: DBusValue?
    /// The application id the registry assigned (Application.Id).
    var applicationId: Int32 = 0
    /// The element an assistive technology moved the focus to (GrabFocus), when it is not the first responder.
    weak var grabbedFocus: AnyObject?

    private final class WeakBox { weak var object: AnyObject?; init(_ o: AnyObject) { object = o } }
    private var objects: [Int: WeakBox] = [:]
    private var ids: [ObjectIdentifier: Int] = [:]
    private var nextId = 1
    /// Children lists computed during the current `service()` pass, by path.
    var childrenCache: [String: [AnyObject]] = [:]
    /// The last children list handed out for each path, held strongly: elements that a container
    /// makes when asked (`accessibilityElements` built on the fly) stay alive, and their paths
    /// valid, until that container's children are asked for again.
    private var handedOut: [String: [AnyObject]] = [:]
    /// A `UIAccessibilityElement`'s place: its container and its position among the container's
    /// elements in a children list.
    private struct Slot: Hashable { let container: ObjectIdentifier; let index: Int }
    /// The path id last given to the element in each slot.
    private var slots: [Slot: Int] = [:]
    /// Method calls answered so far (diagnostics and tests).
    package internal(set) var callsServed = 0
    /// Children lists computed so far (walks of a window or container; diagnostics and tests).
    package private(set) var walks = 0
    /// Scene activation observers (window activate/deactivate events).
    var windowObservers: [NSObjectProtocol] = []
    /// The window last announced active (Event.Window Activate), until it is deactivated.
    weak var activeWindow: UIWindow?
    /// Keystroke listeners registered with the registry (screen readers): keys are forwarded
    /// only while there is one (`forwardKey`).
    package internal(set) var keystrokeListeners = 0
    /// Keys sent to the registry so far (diagnostics and tests).
    package internal(set) var keysForwarded = 0
    /// Whether a key's trouble (no answer, refused) was logged already.
    var keyTroubleLogged = false
    /// The text of each text object a client has a path for, as last reported (text-changed
    /// events say what changed since).
    var lastTexts: [ObjectIdentifier: String] = [:]

    /// A bridge on the bus at `address`; embeds with the registry when there is one.
    package init(address: String) throws {
        connection = try DBusConnection(address: address)
        embed()
        watchKeystrokeListeners()
        UIAccessibility._observer = self
        observeWindowActivation()
        observeTextChanges()
    }

    /// Disconnects (idempotent); the app keeps running without the bridge.
    package func stop() {
        connection.close()
        for o in windowObservers { NotificationCenter.default.removeObserver(o) }
        windowObservers = []
        if _ATSPIBridge.shared === self { _ATSPIBridge.shared = nil }
        if UIAccessibility._observer === self { UIAccessibility._observer = nil }
    }

    /// The socket to poll for readability (-1 when disconnected).
    package var fd: Int32 { connection.fd }

    // MARK: Starting

    /// Starts the shared bridge unless one runs, `UIKIT_ACCESSIBILITY=0` or `NO_AT_BRIDGE=1`
    /// (the switch GTK and Qt honour too) is set, or no accessibility bus can be found (logged once).
    @discardableResult
    package static func startIfAvailable(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> _ATSPIBridge? {
        if let shared { return shared }
        if environment("UIKIT_ACCESSIBILITY") == "0" || environment("NO_AT_BRIDGE") == "1" { return nil }
        guard let address = findBusAddress(environment) else { return nil }
        do {
            let bridge = try _ATSPIBridge(address: address)
            shared = bridge
            UIKitLog.notice("accessibility: serving the AT-SPI tree on the accessibility bus as \(bridge.connection.uniqueName)", category: "Accessibility")
        } catch {
            UIKitLog.notice("accessibility: no screen reader support (can't use the accessibility bus: \(error))", category: "Accessibility")
        }
        return shared
    }

    /// `AT_SPI_BUS_ADDRESS`, else the session bus's answer to org.a11y.Bus.GetAddress.
    static func findBusAddress(_ environment: (String) -> String?) -> String? {
        if let a = environment("AT_SPI_BUS_ADDRESS"), !a.isEmpty { return a }
        guard let session = environment("DBUS_SESSION_BUS_ADDRESS"), !session.isEmpty else {
            UIKitLog.notice("accessibility: no screen reader support (no session bus: DBUS_SESSION_BUS_ADDRESS is unset)", category: "Accessibility")
            return nil
        }
        do {
            let bus = try DBusConnection(address: session)
            defer { bus.close() }
            let reply = try bus.call(.methodCall(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress"))
            return reply.body.first?.stringValue
        } catch {
            UIKitLog.notice("accessibility: no screen reader support (no accessibility bus on the session bus: \(error))", category: "Accessibility")
            return nil
        }
    }

    /// Socket.Embed: the registry adds the app to the desktop's children.
    private func embed() {
        let me = DBusValue.structure([.string(connection.uniqueName), .objectPath(ATSPI.rootPath)])
        do {
            let reply = try connection.call(.methodCall(destination: ATSPI.registryName, path: ATSPI.rootPath,
                                                        interface: "org.a11y.atspi.Socket", member: "Embed", body: [me]))
            desktop = reply.body.first
        } catch {
            UIKitLog.notice("accessibility: no AT-SPI registry on the bus (\(error)); objects are served to direct callers only", category: "Accessibility")
        }
    }

    // MARK: Serving

    /// Answers every call that has arrived (non-blocking). A lost bus stops the bridge with a log line.
    package func service() {
        guard connection.isConnected else { return lostBus() }
        connection.flush()
        let messages = connection.receive()
        if !messages.isEmpty {
            childrenCache.removeAll(keepingCapacity: true)
            for m in messages {
                if m.kind == .signal && m.interface == Self.deviceEventListener { keystrokeListenersChanged(m); continue }
                guard m.kind == .methodCall else { continue }
                callsServed += 1
                if let reply = answer(m), !m.noReplyExpected { connection.send(reply) }
            }
        }
        if !connection.isConnected { lostBus() }
    }

    private func lostBus() {
        UIKitLog.notice("accessibility: the accessibility bus closed; screen readers can no longer reach this app", category: "Accessibility")
        stop()
    }

    // MARK: Objects and paths

    /// The object at `path`: `.some(nil)` for the application, nil for an unknown or dead path.
    func object(at path: String) -> AnyObject?? {
        if path == ATSPI.rootPath { return .some(nil) }
        guard path.hasPrefix(ATSPI.objectPathPrefix), let id = Int(path.dropFirst(ATSPI.objectPathPrefix.count)),
              let o = objects[id]?.object else { return nil }
        return .some(o)
    }

    /// The path of `object` (nil: the application), made on first use.
    func path(of object: AnyObject?) -> String {
        guard let object else { return ATSPI.rootPath }
        let oid = ObjectIdentifier(object)
        if let id = ids[oid], objects[id]?.object === object { return ATSPI.objectPathPrefix + String(id) }
        if objects.count >= 256 && objects.count.nonzeroBitCount == 1 { prune() }
        let id = nextId
        nextId += 1
        objects[id] = WeakBox(object)
        ids[oid] = id
        if let t = Self.textContent(of: object) { lastTexts[oid] = t.text }
        return ATSPI.objectPathPrefix + String(id)
    }

    /// Elements that a container makes anew each time it is asked (`accessibilityElements` as a
    /// computed property) keep their paths: a new element in the place (container, position)
    /// of the one a client was given takes over its path, so a client walking the tree never
    /// holds a path that died between two of its calls.
    private func bindSlots(_ list: [AnyObject]) {
        var positions: [ObjectIdentifier: Int] = [:]
        for o in list {
            guard let e = o as? UIAccessibilityElement, let container = e.accessibilityContainer else { continue }
            let cid = ObjectIdentifier(container)
            let slot = Slot(container: cid, index: positions[cid, default: 0])
            positions[cid] = slot.index + 1
            let oid = ObjectIdentifier(e)
            if let id = ids[oid], objects[id]?.object === e { slots[slot] = id; continue }
            if let id = slots[slot] {
                let previous = objects[id]?.object as? UIAccessibilityElement
                if previous == nil || previous?.accessibilityContainer === container {
                    objects[id] = WeakBox(e)
                    ids[oid] = id
                    continue
                }
            }
            _ = path(of: e)
            slots[slot] = ids[oid]
        }
        if slots.count > 8192 { slots.removeAll() }
    }

    private func prune() {
        for (id, box) in objects where box.object == nil { objects[id] = nil }
        ids = ids.filter { objects[$0.value] != nil }
        lastTexts = lastTexts.filter { ids[$0.key] != nil }
    }

    /// Whether a client was given a path for `object` (events are sent only for those).
    func hasPath(_ object: AnyObject) -> Bool {
        guard let id = ids[ObjectIdentifier(object)] else { return false }
        return objects[id]?.object === object
    }

    /// An object reference `(so)`.
    func reference(_ object: AnyObject?) -> DBusValue {
        .structure([.string(connection.uniqueName), .objectPath(path(of: object))])
    }

    /// The null reference.
    var nullReference: DBusValue { .structure([.string(""), .objectPath(ATSPI.nullPath)]) }

    /// Children of `object`, computed once per service pass.
    func children(of object: AnyObject?) -> [AnyObject] {
        let key = path(of: object)
        if let c = childrenCache[key] { return c }
        let c = _ATSPIElement.children(of: object)
        walks += 1
        bindSlots(c)
        childrenCache[key] = c
        if handedOut.count >= 4096 { handedOut.removeAll() }
        handedOut[key] = c
        return c
    }

    /// The element with the focus: an AT's grab, else the key window's first responder.
    var focusedObject: AnyObject? {
        if let g = grabbedFocus { return g }
        guard let w = UIApplication.shared.keyWindow else { return nil }
        return UIAccessibility._firstResponder(in: w)
    }

    // MARK: Events

    /// Emits an Event.Object (or `interface`'s) signal from `object`.
    func emit(_ member: String, from object: AnyObject?, detail: String = "", _ d1: Int32 = 0, _ d2: Int32 = 0, data: DBusValue = .int32(0),
              interface: String = ATSPI.eventObject) {
        guard connection.isConnected else { return }
        connection.send(.signal(path: path(of: object), interface: interface, member: member,
                                body: [.string(detail), .int32(d1), .int32(d2), .variant(data), .dictionary(key: "s", value: "v", [])]))
    }

    /// The focus moved to `object`: state-changed:focused on it.
    func focusMoved(to object: AnyObject?) {
        guard let object else { return }
        emit("StateChanged", from: object, detail: "focused", 1)
    }

    /// Focus changes and notifications as AT-SPI events (see the type's documentation).
    package func accessibilityEvent(_ event: _UIAccessibilityEvent) {
        childrenCache.removeAll()
        switch event {
        case .firstResponderChanged:
            grabbedFocus = nil
            focusMoved(to: focusedObject)
        case .valueChanged(let control):
            // Only for a control a client has seen (no path is made for it otherwise).
            guard let id = ids[ObjectIdentifier(control)], objects[id]?.object === control else { return }
            if let sw = control as? UISwitch {
                emit("StateChanged", from: control, detail: "checked", sw.isOn ? 1 : 0)
            } else if let r = _ATSPIElement.range(of: control) {
                emit("PropertyChange", from: control, detail: "accessible-value", data: .double(r.current))
            }
        case .enabledChanged(let control):
            // (Only for a control a client has seen; both states follow isEnabled.)
            guard hasPath(control) else { return }
            emit("StateChanged", from: control, detail: "enabled", control.isEnabled ? 1 : 0)
            emit("StateChanged", from: control, detail: "sensitive", control.isEnabled ? 1 : 0)
        case .nameChanged(let view):
            guard hasPath(view) else { return }
            emit("PropertyChange", from: view, detail: "accessible-name", data: .string(_ATSPIElement.name(of: view)))
        case .selectionChanged(let view):
            if let list = view as? UIScrollView, _ATSPIElement.isList(list) {
                listSelectionChanged(list)
            } else {
                caretMoved(view)
            }
        case .notification(let n, let argument):
            let window = UIApplication.shared.keyWindow ?? _ATSPIElement.windows().first
            if n == .announcement {
                let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
                emit("Announcement", from: window, data: .string(text))
            } else if n == .screenChanged || n == .layoutChanged || n == .pageScrolled {
                guard let window else { return }
                let kids = _ATSPIElement.children(of: window)
                emit("ChildrenChanged", from: window, detail: "add", 0, 0, data: kids.first.map(reference) ?? nullReference)
                if n != .pageScrolled, let target = (argument as AnyObject?) ?? (n == .screenChanged ? kids.first : nil),
                   target is UIView || target is UIAccessibilityElement {
                    grabbedFocus = target
                    focusMoved(to: target)
                }
            }
        }
    }
}
