//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// UIAction on controls (iOS 14/15 API).
@MainActor @Suite struct ControlActionTests {

    @Test func actionDefaults() {
        let a = UIAction(title: "Copy") { _ in }
        let b = UIAction(title: "Copy") { _ in }
        #expect(a.title == "Copy" && a.subtitle == nil && a.image == nil)
        #expect(a.identifier != b.identifier)  // a fresh UUID each
        #expect(UUID(uuidString: a.identifier.rawValue) != nil)
        #expect(a.attributes == [] && a.state == .off && a.discoverabilityTitle == nil)
        #expect(a.sender == nil)
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1 && UIMenuElement.Attributes.destructive.rawValue == 2
                && UIMenuElement.Attributes.hidden.rawValue == 4)
        #expect(UIMenuElement.State.on.rawValue == 1 && UIMenuElement.State.mixed.rawValue == 2)
        let c = UIAction(title: "X", image: nil, identifier: "com.example.x", discoverabilityTitle: "d",
                         attributes: .destructive, state: .on) { _ in }
        #expect(c.identifier == UIAction.Identifier("com.example.x") && c.state == .on && c.attributes == .destructive)
    }

    @Test func senderIsTheControlDuringTheHandler() {
        let control = UIControl(frame: .zero)
        weak var seen: AnyObject?   // weak: the control holds the action that holds this variable
        let a = UIAction { action in seen = action.sender as AnyObject? }
        control.addAction(a, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(ctlSame(seen, control))
        #expect(a.sender == nil)
    }

    @Test func uniquedByIdentifierPerEvent() {
        let c = UIControl(frame: .zero)
        var log: [String] = []
        c.addAction(UIAction(identifier: "same") { _ in log.append("old") }, for: [.touchUpInside, .valueChanged])
        c.addAction(UIAction(identifier: "same") { _ in log.append("new") }, for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        c.sendActions(for: .valueChanged)  // the old one stays for the other event
        #expect(log == ["new", "old"])
        // the same action on two events: once per dispatch
        let both = UIAction { _ in log.append("both") }
        c.addAction(both, for: .touchDown)
        c.addAction(both, for: .touchDownRepeat)
        c.sendActions(for: [.touchDown, .touchDownRepeat])
        #expect(log == ["new", "old", "both"])
    }

    @Test func removeActionAndRemoveByIdentifier() {
        let c = UIControl(frame: .zero)
        var log: [String] = []
        let a = UIAction(identifier: "a") { _ in log.append("a") }
        let b = UIAction(identifier: "b") { _ in log.append("b") }
        c.addAction(a, for: [.touchUpInside, .valueChanged])
        c.addAction(b, for: .touchUpInside)
        c.removeAction(a, for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        c.sendActions(for: .valueChanged)
        #expect(log == ["b", "a"])
        c.removeAction(identifiedBy: "a", for: .allEvents)
        c.removeAction(identifiedBy: "b", for: .touchUpInside)
        c.sendActions(for: .allEvents)
        #expect(log == ["b", "a"])
        #expect(c.allControlEvents.isEmpty)
    }

    @Test func primaryActionInitializer() {
        var count = 0
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40), primaryAction: UIAction { _ in count += 1 })
        #expect(control.allControlEvents == .primaryActionTriggered)
        #expect(control.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        control.sendActions(for: .primaryActionTriggered)
        control.sendActions(for: .touchUpInside)
        #expect(count == 1)
        #expect(UIControl(frame: .zero, primaryAction: nil).allControlEvents.isEmpty)
    }

    @Test func enumerateEventHandlersInRegistrationOrder() {
        let c = UIControl(frame: .zero)
        let r = ControlResponder(); r.handle("x:")
        let a = UIAction(identifier: "a") { _ in }
        c.addTarget(r, action: "x:", for: .touchUpInside)
        c.addAction(a, for: .valueChanged)
        c.addTarget(nil, action: "y:", for: .touchDown)
        var seen: [String] = []
        c.enumerateEventHandlers { action, target, selector, events, _ in
            if let action { seen.append("action \(action.identifier.rawValue) \(events.rawValue)") }
            else { seen.append("target \(target.map { $0 as AnyObject === r } ?? false) \(selector?.name ?? "-") \(events.rawValue)") }
        }
        #expect(seen == ["target true x: 64", "action a 4096", "target false y: 1"])
        var count = 0
        c.enumerateEventHandlers { _, _, _, _, stop in count += 1; stop.pointee = true }
        #expect(count == 1)
    }

    @Test func overridingSendActionUIActionIntercepts() {
        final class C: UIControl {
            var seen: [String] = []
            override func sendAction(_ action: UIAction) { seen.append(action.identifier.rawValue) }
        }
        let c = C(frame: .zero)
        var ran = false
        c.addAction(UIAction(identifier: "i") { _ in ran = true }, for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(c.seen == ["i"] && !ran)
    }
}
