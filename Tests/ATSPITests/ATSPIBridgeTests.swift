//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitATSPI
import UIKitDBus
import UIKit
import UIKitTesting
import UIKitCore

/// A screen of controls as an app would build it, walked over D-Bus.
@MainActor final class ATSPIScene: NSObject, UITableViewDataSource, UITableViewDelegate {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let title = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    let button = UIButton(type: .system)
    let status = UILabel(frame: CGRect(x: 10, y: 90, width: 200, height: 30))
    let toggle = UISwitch(frame: CGRect(x: 10, y: 130, width: 51, height: 31))
    let slider = UISlider(frame: CGRect(x: 10, y: 170, width: 200, height: 30))
    let hiddenButton = UIButton(type: .system)
    let table = UITableView(frame: CGRect(x: 0, y: 300, width: 400, height: 300), style: .plain)
    var presses = 0
    var valueChanges = 0
    var flagged = false
    var chosenRows: [Int] = []
    let rows = ["Apples", "Pears", "Plums"]

    override init() {
        super.init()
        title.text = "Settings"
        title.accessibilityTraits = .header
        button.setTitle("Press me", for: .normal)
        button.frame = CGRect(x: 10, y: 50, width: 120, height: 30)
        button.accessibilityHint = "Counts presses"
        button.addAction(UIAction { [unowned self] _ in presses += 1; status.text = "Pressed \(presses)" }, for: .primaryActionTriggered)
        button.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Flag") { [unowned self] _ in flagged = true; return true }]
        status.text = "Not pressed"
        toggle.accessibilityLabel = "Wi-Fi"
        slider.accessibilityLabel = "Volume"
        slider.value = 0.5
        slider.addAction(UIAction { [unowned self] _ in valueChanges += 1 }, for: .valueChanged)
        hiddenButton.setTitle("Secret", for: .normal)
        hiddenButton.frame = CGRect(x: 10, y: 210, width: 100, height: 30)
        hiddenButton.isHidden = true
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        for v in [title, button, status, toggle, slider, hiddenButton, table] as [UIView] { root.addSubview(v) }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { chosenRows.append(indexPath.row) }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

/// A view whose `accessibilityElements` are new objects on every call (as some containers make them).
@MainActor final class _OnTheFlyStrip: UIView {
    var activated: [Int] = []
    final class Segment: UIAccessibilityElement {
        var index = 0
        weak var strip: _OnTheFlyStrip?
        override func accessibilityActivate() -> Bool { strip?.activated.append(index); return true }
    }
    override var accessibilityElements: [Any]? {
        get {
            (1...2).map { i in
                let e = Segment(accessibilityContainer: self)
                e.index = i; e.strip = self
                e.accessibilityLabel = "Segment \(i)"
                e.accessibilityTraits = .button
                e.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(i - 1) * 75, y: 0, width: 75, height: 30)
                return e
            }
        }
        set {}
    }
}

@MainActor @Suite(.serialized) struct ATSPIBridgeTests {
    /// Runs `body` with a private bus, a bridge on it, a test host showing the scene and a client.
    func withBridge(_ body: (ATSPIScene, UIKitTestHost, _ATSPIBridge, ATClient) throws -> Void) throws {
        guard PrivateBus.daemonPath != nil else {
            print("ATSPIBridgeTests: skipped: dbus-daemon is not installed (apt-get install dbus)")
            return
        }
        let bus = try PrivateBus()
        defer { bus.stop() }
        let scene = ATSPIScene()
        let host = UIKitTestHost(view: scene.root, size: CGSize(width: 400, height: 600))
        defer { host.invalidate() }
        let bridge = try _ATSPIBridge(address: bus.address)
        defer { bridge.stop() }
        #expect(bridge.desktop == nil)   // no registry on a private bus: served to direct callers
        let client = try ATClient(bus: bus, bridge: bridge)
        try body(scene, host, bridge, client)
    }

    /// The test host's window among the application's children.
    func windowPath(_ client: ATClient, _ scene: ATSPIScene) throws -> String {
        for w in try client.children(ATSPI.rootPath) where try client.children(w).count > 3 { return w }
        Issue.record("no window with the scene's elements")
        return ""
    }

    func child(named name: String, in parent: String, _ client: ATClient) throws -> String {
        for c in try client.children(parent) where try client.name(c) == name { return c }
        Issue.record("no child named \(name)")
        return ATSPI.nullPath
    }

    @Test func theTreeHasVoiceOversElementsWithRolesNamesAndStates() throws {
        try withBridge { scene, host, bridge, client in
            #expect(try client.role(ATSPI.rootPath) == "application")
            let window = try windowPath(client, scene)
            #expect(try client.role(window) == "frame")
            let kids = try client.children(window)
            let names = try kids.map { try client.name($0) }
            let roles = try kids.map { try client.role($0) }
            // Reading order, the hidden button left out, the table a container.
            #expect(names == ["Settings", "Press me", "Not pressed", "Wi-Fi", "Volume", ""])
            #expect(roles == ["heading", "push button", "label", "toggle button", "slider", "table"])
            #expect(try client.property(kids[1], ATSPI.accessible, "Description").stringValue == "Counts presses")
            #expect(try client.property(kids[1], ATSPI.accessible, "Parent").elements?[1].stringValue == window)
            #expect(try client.call(kids[1], ATSPI.accessible, "GetIndexInParent").first?.intValue == 1)
            #expect(try client.property(kids[1], ATSPI.accessible, "ChildCount").intValue == 0)
            let buttonStates = try client.states(kids[1])
            #expect(buttonStates.contains(.enabled) && buttonStates.contains(.sensitive) && buttonStates.contains(.focusable))
            #expect(buttonStates.contains(.visible) && buttonStates.contains(.showing) && !buttonStates.contains(.checked))
            let interfaces = try client.call(kids[4], ATSPI.accessible, "GetInterfaces").first?.elements?.compactMap(\.stringValue) ?? []
            #expect(interfaces.contains(ATSPI.value) && interfaces.contains(ATSPI.action) && interfaces.contains(ATSPI.component))
            // Screen coordinates.
            let extents = try client.call(kids[1], ATSPI.component, "GetExtents", [.uint32(0)]).first?.elements?.compactMap(\.intValue)
            #expect(extents == [10, 50, 120, 30])
            // Disabled: not enabled, not sensitive.
            scene.button.isEnabled = false
            let disabled = try client.states(kids[1])
            #expect(!disabled.contains(.enabled) && !disabled.contains(.sensitive))
            // The table's cells are its children.
            let cells = try client.children(kids[5])
            #expect(try cells.map { try client.name($0) } == scene.rows)
            #expect(try cells.map { try client.role($0) } == ["table cell", "table cell", "table cell"])
            #expect(try client.states(cells[0]).contains(.selectable))
            #expect(try client.property(cells[1], ATSPI.accessible, "Parent").elements?[1].stringValue == kids[5])
            #expect(bridge.callsServed > 0)
        }
    }

    /// The application object answers what libatspi asks a new application first.
    @Test func theApplicationAnswersItsStartupQuestions() throws {
        try withBridge { _, _, _, client in
            let address = try client.call(ATSPI.rootPath, ATSPI.application, "GetApplicationBusAddress")
            #expect(address == [.string("")])
            let locale = try client.call(ATSPI.rootPath, ATSPI.application, "GetLocale", [.uint32(0)])
            #expect(locale.count == 1)
        }
    }

    @Test func doActionPressesTheButtonAndRunsCustomActions() throws {
        try withBridge { scene, host, bridge, client in
            let window = try windowPath(client, scene)
            let button = try child(named: "Press me", in: window, client)
            #expect(try client.property(button, ATSPI.action, "NActions").intValue == 2)
            #expect(try client.call(button, ATSPI.action, "GetName", [.int32(0)]).first?.stringValue == "click")
            #expect(try client.call(button, ATSPI.action, "GetName", [.int32(1)]).first?.stringValue == "Flag")
            #expect(try client.call(button, ATSPI.action, "DoAction", [.int32(0)]).first?.boolValue == true)
            #expect(scene.presses == 1)
            // The label that shows the count reads the new text.
            #expect(try client.children(window).map { try client.name($0) }.contains("Pressed 1"))
            #expect(try client.call(button, ATSPI.action, "DoAction", [.int32(1)]).first?.boolValue == true)
            #expect(scene.flagged)
            #expect(try client.call(button, ATSPI.action, "DoAction", [.int32(7)]).first?.boolValue == false)
            // A disabled button is not pressed.
            scene.button.isEnabled = false
            #expect(try client.call(button, ATSPI.action, "DoAction", [.int32(0)]).first?.boolValue == false)
            #expect(scene.presses == 1)
        }
    }

    /// The table view is a one-column table a screen reader can say "row 2 of 3" from: rows
    /// counted across sections, each shown cell at its row, the selection.
    @Test func theTableViewIsATableAndItsCellsKnowTheirRows() throws {
        try withBridge { scene, host, bridge, client in
            let window = try windowPath(client, scene)
            let table = try client.children(window).last!
            let table_ = "org.a11y.atspi.Table", cell_ = "org.a11y.atspi.TableCell"
            #expect(try client.call(table, ATSPI.accessible, "GetInterfaces").first?.description.contains(table_) == true)
            #expect(try client.property(table, table_, "NRows") == .int32(3))
            #expect(try client.property(table, table_, "NColumns") == .int32(1))
            let pears = try client.children(table)[1]
            #expect(try client.name(pears) == "Pears")
            guard case .structure(let at)? = try client.call(table, table_, "GetAccessibleAt", [.int32(1), .int32(0)]).first else {
                Issue.record("no reference"); return
            }
            #expect(at.last == .objectPath(pears))
            #expect(try client.call(table, table_, "GetRowAtIndex", [.int32(1)]) == [.int32(1)])
            #expect(try client.property(pears, cell_, "Position") == .structure([.int32(1), .int32(0)]))
            #expect(try client.property(pears, cell_, "Table").description.contains(table))
            #expect(try client.call(table, table_, "GetAccessibleAt", [.int32(3), .int32(0)]).first == .structure([.string(""), .objectPath(ATSPI.nullPath)]))
            // A row selected by the app while the focus is on a row: the focus follows it.
            let plums = try client.children(table)[2]
            #expect(try client.call(pears, ATSPI.component, "GrabFocus") == [.boolean(true)])
            _ = client.drainSignals()
            scene.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            let heard = client.drainSignals { $0.contains { $0.member == "StateChanged" && $0.path == plums && $0.body.first == .string("focused") } }
            #expect(heard.contains { $0.member == "SelectionChanged" && $0.path == table })
            #expect(heard.contains { $0.member == "StateChanged" && $0.path == plums && $0.body.prefix(2) == [.string("selected"), .int32(1)] })
            #expect(heard.contains { $0.member == "StateChanged" && $0.path == plums && $0.body.prefix(2) == [.string("focused"), .int32(1)] })
            #expect(try client.call(table, table_, "GetSelectedRows") == [.array(element: "i", [.int32(2)])])
            #expect(try client.call(table, table_, "IsRowSelected", [.int32(2)]) == [.boolean(true)])
            #expect(try client.call(table, table_, "IsRowSelected", [.int32(1)]) == [.boolean(false)])
        }
    }

    @Test func clickingACellSelectsItsRowAndATapFallbackReachesOtherElements() throws {
        try withBridge { scene, host, bridge, client in
            let window = try windowPath(client, scene)
            let table = try client.children(window).last!
            let pears = try client.children(table)[1]
            #expect(try client.call(pears, ATSPI.action, "GetName", [.int32(0)]).first?.stringValue == "click")
            #expect(try client.call(pears, ATSPI.action, "DoAction", [.int32(0)]).first?.boolValue == true)
            #expect(scene.chosenRows == [1])
            #expect(try client.states(pears).contains(.selected))
            // An element that declines accessibilityActivate() is tapped at its activation point.
            let tapped = UIView(frame: CGRect(x: 220, y: 200, width: 100, height: 40))
            tapped.isAccessibilityElement = true
            tapped.accessibilityLabel = "Tap target"
            tapped.accessibilityTraits = .button
            var taps = 0
            let recognizer = UITapGestureRecognizer()
            recognizer.addAction { _ in taps += 1 }
            tapped.addGestureRecognizer(recognizer)
            scene.root.addSubview(tapped)
            let target = try child(named: "Tap target", in: window, client)
            #expect(try client.call(target, ATSPI.action, "DoAction", [.int32(0)]).first?.boolValue == true)
            host.advance(by: 0.1)   // the tap is delivered with the next input pass
            #expect(taps == 1)
        }
    }

    @Test func theSwitchIsACheckableToggleButton() throws {
        try withBridge { scene, host, bridge, client in
            let toggle = try child(named: "Wi-Fi", in: try windowPath(client, scene), client)
            #expect(try client.states(toggle).contains(.checkable) && !client.states(toggle).contains(.checked))
            #expect(try client.call(toggle, ATSPI.action, "DoAction", [.int32(0)]).first?.boolValue == true)
            #expect(scene.toggle.isOn)
            #expect(try client.states(toggle).contains(.checked))
        }
    }

    @Test func settingTheSliderValueMovesItAndSendsValueChanged() throws {
        try withBridge { scene, host, bridge, client in
            let slider = try child(named: "Volume", in: try windowPath(client, scene), client)
            #expect(try client.property(slider, ATSPI.value, "CurrentValue").doubleValue == 0.5)
            #expect(try client.property(slider, ATSPI.value, "MinimumValue").doubleValue == 0)
            #expect(try client.property(slider, ATSPI.value, "MaximumValue").doubleValue == 1)
            #expect(try client.property(slider, ATSPI.value, "Text").stringValue == "50%")
            _ = try client.call(slider, ATSPI.properties, "Set", [.string(ATSPI.value), .string("CurrentValue"), .variant(.double(0.8))])
            #expect(abs(scene.slider.value - 0.8) < 0.0001 && scene.valueChanges == 1)
            // Out of range: clamped, as a drag would.
            _ = try client.call(slider, ATSPI.properties, "Set", [.string(ATSPI.value), .string("CurrentValue"), .variant(.double(7))])
            #expect(scene.slider.value == 1)
            // The increment action: VoiceOver's swipe up (10 % of the range).
            _ = try client.call(slider, ATSPI.properties, "Set", [.string(ATSPI.value), .string("CurrentValue"), .variant(.double(0.2))])
            let names = try (0..<2).map { try client.call(slider, ATSPI.action, "GetName", [.int32(Int32($0))]).first?.stringValue }
            #expect(names == ["increment", "decrement"])
            _ = try client.call(slider, ATSPI.action, "DoAction", [.int32(0)])
            #expect(abs(scene.slider.value - 0.3) < 0.0001)
        }
    }

    @Test func aModalViewHidesItsSiblingsAndHiddenElementsAreLeftOut() throws {
        try withBridge { scene, host, bridge, client in
            let window = try windowPath(client, scene)
            scene.status.accessibilityElementsHidden = true   // a label is an element: hiding its children changes nothing
            scene.title.isHidden = true
            scene.toggle.alpha = 0
            #expect(try client.children(window).map { try client.name($0) } == ["Press me", "Not pressed", "Volume", ""])
            let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
            let ok = UIButton(type: .system)
            ok.setTitle("OK", for: .normal)
            ok.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
            sheet.addSubview(ok)
            sheet.accessibilityViewIsModal = true
            scene.root.addSubview(sheet)
            #expect(try client.children(window).map { try client.name($0) } == ["OK"])
            sheet.removeFromSuperview()
            #expect(try client.children(window).count == 4)
        }
    }

    @Test func containersWithAccessibilityElementsListThem() throws {
        try withBridge { scene, host, bridge, client in
            let chart = UIView(frame: CGRect(x: 220, y: 10, width: 100, height: 100))
            let march = UIAccessibilityElement(accessibilityContainer: chart)
            march.accessibilityLabel = "March"
            march.accessibilityValue = "42"
            march.accessibilityTraits = .link
            march.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 30, height: 40)
            chart.accessibilityElements = [march]
            scene.root.addSubview(chart)
            let element = try child(named: "March", in: try windowPath(client, scene), client)
            #expect(try client.role(element) == "link")
            let extents = try client.call(element, ATSPI.component, "GetExtents", [.uint32(0)]).first?.elements?.compactMap(\.intValue)
            #expect(extents == [230, 30, 30, 40])
            #expect(try client.property(element, ATSPI.accessible, "Parent").elements?[1].stringValue == (try windowPath(client, scene)))
        }
    }

    @Test func focusAndNotificationsBecomeEvents() throws {
        try withBridge { scene, host, bridge, client in
            let window = try windowPath(client, scene)
            let field = UITextField(frame: CGRect(x: 220, y: 130, width: 150, height: 30))
            field.accessibilityLabel = "Name"
            scene.root.addSubview(field)
            let fieldPath = try child(named: "Name", in: window, client)
            #expect(try client.role(fieldPath) == "entry")
            _ = client.drainSignals()
            #expect(field.becomeFirstResponder())
            let isFocus: (DBusMessage) -> Bool = { $0.member == "StateChanged" && $0.body.first?.stringValue == "focused" }
            let focus = client.drainSignals(until: { $0.contains(where: isFocus) }).filter(isFocus)
            #expect(focus.map(\.path) == [fieldPath])
            #expect(try client.states(fieldPath).contains(.focused))
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            let announcements = client.drainSignals(until: { $0.contains { $0.member == "Announcement" } }).filter { $0.member == "Announcement" }
            #expect(announcements.first?.body[3].unwrapped == .string("Saved"))
            UIAccessibility.post(notification: .screenChanged, argument: nil)
            let changed = client.drainSignals(until: { s in
                s.contains { $0.member == "ChildrenChanged" } && s.contains { $0.member == "StateChanged" }
            })
            #expect(changed.contains { $0.member == "ChildrenChanged" && $0.path == window && $0.body.first?.stringValue == "add" })
            #expect(changed.contains { $0.member == "StateChanged" && $0.body.first?.stringValue == "focused" })
            // Value changes of controls a client has seen: checked, accessible-value.
            let toggle = try child(named: "Wi-Fi", in: window, client)
            let slider = try child(named: "Volume", in: window, client)
            _ = client.drainSignals()
            scene.toggle.setOn(true, animated: false)
            scene.toggle.sendActions(for: .valueChanged)
            scene.slider.value = 0.25
            scene.slider.sendActions(for: .valueChanged)
            let changes = client.drainSignals(until: { s in
                s.contains { $0.member == "StateChanged" } && s.contains { $0.member == "PropertyChange" }
            })
            #expect(changes.contains { $0.member == "StateChanged" && $0.path == toggle && $0.body.first?.stringValue == "checked" && $0.body[1].intValue == 1 })
            #expect(changes.contains { $0.member == "PropertyChange" && $0.path == slider && $0.body.first?.stringValue == "accessible-value" && $0.body[3].unwrapped == .double(0.25) })
            // GrabFocus on an element that can't be first responder moves the AT's focus there.
            let button = try child(named: "Press me", in: window, client)
            #expect(try client.call(button, ATSPI.component, "GrabFocus").first?.boolValue == true)
            #expect(try client.states(button).contains(.focused))
        }
    }

    @Test func badCallsGetErrorsAndADisconnectingClientLeavesTheAppRunning() throws {
        try withBridge { scene, host, bridge, client in
            #expect(throws: ATClient.CallError.self) { try client.call("/org/a11y/atspi/accessible/99999", ATSPI.accessible, "GetRole") }
            #expect(throws: ATClient.CallError.self) { try client.call(ATSPI.rootPath, ATSPI.accessible, "NoSuchMethod") }
            #expect(throws: ATClient.CallError.self) { try client.property(ATSPI.rootPath, ATSPI.accessible, "NoSuchProperty") }
            // An object that went away: its path is dead.
            let window = try windowPath(client, scene)
            var note: UILabel? = UILabel(frame: CGRect(x: 220, y: 250, width: 100, height: 20))
            note!.text = "Transient"
            scene.root.addSubview(note!)
            let notePath = try child(named: "Transient", in: window, client)
            note!.removeFromSuperview()
            note = nil
            // (The bridge holds the last list it handed out until that list is asked for again.)
            #expect(try !client.children(window).contains(notePath))
            #expect(throws: ATClient.CallError.self) { try client.call(notePath, ATSPI.accessible, "GetRole") }
            // A second client sends a burst of calls and disconnects before reading the replies.
            let before = bridge.callsServed
            let quitter = try DBusConnection(address: client.address)
            for _ in 0..<50 {
                quitter.send(.methodCall(destination: bridge.connection.uniqueName, path: window, interface: ATSPI.accessible, member: "GetChildren"))
            }
            quitter.close()
            let deadline = Date().addingTimeInterval(3)
            while bridge.callsServed < before + 50 && Date() < deadline { bridge.service(); usleep(1000) }
            #expect(bridge.connection.isConnected && bridge.callsServed == before + 50)
            // The first client still gets answers.
            #expect(try client.role(window) == "frame")
        }
    }

    /// The window gaining the desktop's focus is where a screen reader starts (Orca speaks the
    /// window, then what has the focus): Event.Window Activate with the window's name,
    /// state-changed:active, and the focus on the first element when the first responder is
    /// none (a key-handling controller is nothing to read); losing the focus deactivates it.
    @Test func aWindowGainingTheFocusIsActivatedWithItsFirstElementFocused() throws {
        try withBridge { scene, host, bridge, client in
            let window = try windowPath(client, scene)
            _ = client.drainSignals()
            let registry = _UISceneRegistry.shared
            registry.focusChanged(false)
            defer { registry.focusChanged(true) }
            _ = client.drainSignals()
            registry.focusChanged(true)
            let on = client.drainSignals(until: { s in s.contains { $0.member == "Activate" } && s.contains { $0.body.first?.stringValue == "focused" } })
            // (Other tests' windows in this process may be activated too: this one's events.)
            let activate = on.filter { $0.member == "Activate" && $0.interface == ATSPI.eventWindow && $0.path == window }
            #expect(activate.count == 1)
            #expect(activate.first?.body[3].unwrapped == .string(try client.name(window)))
            #expect(on.contains { $0.member == "StateChanged" && $0.path == window && $0.body.first?.stringValue == "active" && $0.body[1].intValue == 1 })
            let first = try client.children(window).first ?? ""
            let underFirst = try client.children(first)
            let focus = on.filter { $0.member == "StateChanged" && $0.body.first?.stringValue == "focused" }
            // The focused object is the window's first element, and says so in its states.
            let mine = focus.compactMap(\.path).filter { $0 == first || underFirst.contains($0) }
            #expect(mine.count == 1, "focused \(focus.map(\.path)), first \(first)")
            if let f = mine.first { #expect(try client.states(f).contains(.focused)) }
            // The same activation again (a scene's and the app's notification) is one event.
            registry.focusChanged(true)
            #expect(!client.drainSignals().contains { $0.member == "Activate" && $0.path == window })
            // Losing the focus deactivates the window announced.
            registry.focusChanged(false)
            let off = client.drainSignals(until: { $0.contains { $0.member == "Deactivate" && $0.path == window } })
            #expect(off.filter { $0.member == "Deactivate" && $0.path == window }.count == 1)
        }
    }

    @Test func elementsMadeOnTheFlyStayValidUntilTheirContainerIsReadAgain() throws {
        try withBridge { scene, host, bridge, client in
            let strip = _OnTheFlyStrip(frame: CGRect(x: 220, y: 50, width: 150, height: 30))
            scene.root.addSubview(strip)
            let window = try windowPath(client, scene)
            let first = try child(named: "Segment 1", in: window, client)
            #expect(try client.role(first) == "push button")
            #expect(try client.call(first, ATSPI.action, "DoAction", [.int32(0)]).first?.boolValue == true)
            #expect(strip.activated == [1])
        }
    }

    @Test func anIdleBridgeWalksNothingAndCostsAPollPerTurn() throws {
        try withBridge { scene, host, bridge, client in
            let (calls, walks) = (bridge.callsServed, bridge.walks)
            let start = Date()
            for _ in 0..<10_000 { bridge.service() }   // 10,000 main loop turns with no AT asking
            let perTurn = Date().timeIntervalSince(start) / 10_000
            print("ATSPIBridgeTests: an idle service() costs \(Int(perTurn * 1e9)) ns")
            #expect(bridge.callsServed == calls && bridge.walks == walks)
            #expect(perTurn < 0.000_5)   // a poll(); 0.5 ms is far above it even on a loaded debug build
            // A UI change with no client asking walks nothing either.
            scene.status.text = "Changed"
            scene.root.addSubview(UILabel())
            for _ in 0..<10 { bridge.service() }
            #expect(bridge.walks == walks)
        }
    }

    @Test func withoutAnAccessibilityBusThereIsNoBridge() {
        // (An environment of the test's own: setenv would race other suites' threads.)
        func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }
        UIKitLog.clearRecentMessages()
        #expect(_ATSPIBridge.startIfAvailable(environment: environment(["AT_SPI_BUS_ADDRESS": "unix:path=/nonexistent/uikit-atspi-bus"])) == nil)
        #expect(_ATSPIBridge.shared == nil)
        // One line says why.
        #expect(UIKitLog.recentMessages.filter { $0.contains("no screen reader support") }.count == 1)
        UIKitLog.clearRecentMessages()
        #expect(_ATSPIBridge.startIfAvailable(environment: environment([:])) == nil)
        #expect(UIKitLog.recentMessages.contains { $0.contains("DBUS_SESSION_BUS_ADDRESS is unset") })
        #expect(_ATSPIBridge.startIfAvailable(environment: environment(["UIKIT_ACCESSIBILITY": "0", "AT_SPI_BUS_ADDRESS": "unix:path=/x"])) == nil)
        #expect(_ATSPIBridge.startIfAvailable(environment: environment(["NO_AT_BRIDGE": "1", "AT_SPI_BUS_ADDRESS": "unix:path=/x"])) == nil)
    }
}
