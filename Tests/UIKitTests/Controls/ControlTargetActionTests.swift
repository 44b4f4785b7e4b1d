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

/// A control that logs every dispatch through `sendAction(_:to:for:)`.
@MainActor final class InterceptingControl: UIControl {
    /// Each action's name and target, held weakly: the control is among its own targets.
    var intercepted: [(String, AnyObject?)] { _intercepted.map { ($0.0, $0.1?.takeUnretainedValue()) } }
    private var _intercepted: [(String, Unmanaged<AnyObject>?)] = []
    var swallow = false
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        _intercepted.append((action.name, target.map { Unmanaged.passUnretained($0 as AnyObject) }))
        if !swallow { super.sendAction(action, to: target, for: event) }
    }
}

/// Target-action (reference §2.6).
@MainActor @Suite struct ControlTargetActionTests {

    @Test func methodReferenceForms() {
        let c = ControlProbe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let t = ControlTargetObject()
        c.addTarget(t, action: ControlTargetObject.plain, for: .touchUpInside)
        c.addTarget(t, action: ControlTargetObject.withSender, for: .touchUpInside)      // (ControlProbe)
        c.addTarget(t, action: ControlTargetObject.withControl, for: .touchUpInside)     // (UIControl)
        c.addTarget(t, action: ControlTargetObject.withEvent, for: .touchUpInside)       // (ControlProbe, UIEvent?)
        c.addTarget(t, action: ControlTargetObject.withAny, for: .touchUpInside)         // (Any)
        c.sendActions(for: .touchUpInside)
        #expect(t.log == ["plain", "withSender", "withControl", "withEvent", "withAny"])
        #expect(t.senders.allSatisfy { ctlSame($0, c) })
        #expect(t.events.count == 1 && t.events[0] == nil)  // sendActions(for:) has no event
    }

    @Test func nonOptionalEventForm() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        let t = ControlTargetObject()
        c.addTarget(t, action: ControlTargetObject.withNonOptionalEvent(_:forEvent:), for: .touchUpInside)
        h.tap(c)
        c.sendActions(for: .touchUpInside)  // no event: an empty one is passed
        #expect(t.log == ["nonOptional 1", "nonOptional 0"])
    }

    @Test func methodReferenceGetsTheTouchEvent() {
        let (h, _, c) = makeControlHost(); defer { h.invalidate() }
        let t = ControlTargetObject()
        c.addTarget(t, action: ControlTargetObject.withEvent, for: .touchUpInside)
        h.tap(c)
        #expect(t.log == ["withEvent"])
        #expect(t.events.first??.type == .touches)
    }

    @Test func wrongSenderTypeIsLoggedNotCrashing() {
        let c = UIControl(frame: .zero)
        let t = ControlTargetObject()
        c.addTarget(t, action: ControlTargetObject.withSender, for: .valueChanged)  // expects ControlProbe
        c.sendActions(for: .valueChanged)
        #expect(t.log.isEmpty)
        #expect(UIKitLog.didLog("expects a ControlProbe sender"))
    }

    @Test func selectorTargetAndEventNilFromSendActions() {
        let c = UIControl(frame: .zero)
        let r = ControlResponder()
        r.handle("changed:")
        c.addTarget(r, action: "changed:", for: .valueChanged)
        c.sendActions(for: .valueChanged)
        #expect(r.log == ["changed:"])
        #expect(ctlSame(r.senders[0], c))
        #expect(r.events[0] == nil)
    }

    @Test func sendActionsWorksWhileDisabled() {
        let c = UIControl(frame: .zero)
        let t = ControlTargetObject()
        c.addTarget(t, action: ControlTargetObject.plain, for: .valueChanged)
        c.isEnabled = false
        c.sendActions(for: .valueChanged)
        #expect(t.log == ["plain"])
    }

    @Test func targetsAreWeakAndDeallocatedOnesAreSkippedSilently() {
        let c = UIControl(frame: .zero)
        var t: ControlTargetObject? = ControlTargetObject()
        weak let weakT = t
        c.addTarget(t!, action: ControlTargetObject.plain, for: .touchUpInside)
        var r: ControlResponder? = ControlResponder()
        r!.handle("x:")
        c.addTarget(r, action: "x:", for: .touchUpInside)
        #expect(c.allTargets.count == 2)
        t = nil
        r = nil
        #expect(weakT == nil)
        c.sendActions(for: .touchUpInside)  // nothing to call, nothing logged
        #expect(!UIKitLog.didLog("does not handle action x:"))
        #expect(c.allTargets.isEmpty)
        #expect(c.allControlEvents.isEmpty)
    }

    @Test func duplicateRegistrationIsOneInvocation() {
        let c = UIControl(frame: .zero)
        let r = ControlResponder()
        r.handle("a:")
        c.addTarget(r, action: "a:", for: .touchUpInside)
        c.addTarget(r, action: "a:", for: .touchUpInside)
        c.addTarget(r, action: "a:", for: [.touchUpInside, .touchDown])
        c.sendActions(for: .touchUpInside)
        #expect(r.log == ["a:"])
        // one invocation even when the dispatch covers several registered events
        c.sendActions(for: [.touchUpInside, .touchDown])
        #expect(r.log == ["a:", "a:"])
        // method references: the same call site (a loop, a configure() run twice) registers once
        let t = ControlTargetObject()
        UIKitLog.clearRecentMessages()
        for _ in 0..<3 { c.addTarget(t, action: ControlTargetObject.plain, for: .valueChanged) }
        c.sendActions(for: .valueChanged)
        #expect(t.log == ["plain"])
        #expect(UIKitLog.didLog("is already registered with action@"))
        // distinct names from one call site register separately
        for (i, m) in [ControlTargetObject.plain, ControlTargetObject.plain2].enumerated() {
            c.addTarget(t, action: m, for: .editingChanged, named: "m\(i)")
        }
        c.sendActions(for: .editingChanged)
        #expect(t.log == ["plain", "plain", "plain2"])
    }

    @Test func invocationInRegistrationOrder() {
        let c = UIControl(frame: .zero)
        var log: [String] = []
        let r = ControlResponder()
        r.registerAction("sel:") { _, _ in log.append("selector") }
        let t = ControlTargetObject()
        c.addAction(UIAction { _ in log.append("action1") }, for: .touchUpInside)
        c.addTarget(r, action: "sel:", for: .touchUpInside)
        c.addTarget(t, action: ControlTargetObject.plain, for: .touchUpInside)
        c.addAction(UIAction { _ in log.append("action2") }, for: .touchUpInside)
        c.addAction(UIAction { _ in log.append("typed-done \(t.log)") }, for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(log == ["action1", "selector", "action2", "typed-done [\"plain\"]"])
    }

    @Test func removeTargetVariants() {
        let c = UIControl(frame: .zero)
        let a = ControlResponder(); a.handle("x:", "y:")
        let b = ControlResponder(); b.handle("x:")
        c.addTarget(a, action: "x:", for: [.touchDown, .touchUpInside])
        c.addTarget(a, action: "y:", for: .touchUpInside)
        c.addTarget(b, action: "x:", for: .touchUpInside)
        c.addTarget(nil, action: "x:", for: .touchUpInside)
        // one event of one pair
        c.removeTarget(a, action: "x:", for: .touchDown)
        #expect(c.actions(forTarget: a, forControlEvent: .touchDown) == nil)
        #expect(c.actions(forTarget: a, forControlEvent: .touchUpInside) == ["x:", "y:"])
        // nil action: every action of the target
        c.removeTarget(a, action: nil, for: .touchUpInside)
        #expect(c.actions(forTarget: a, forControlEvent: .allEvents) == nil)
        #expect(c.actions(forTarget: b, forControlEvent: .touchUpInside) == ["x:"])
        // nil target: that action for every target, nil-targeted ones included
        c.addTarget(a, action: "y:", for: .valueChanged)
        c.removeTarget(nil, action: "x:", for: .allEvents)
        #expect(c.actions(forTarget: b, forControlEvent: .allEvents) == nil)
        #expect(c.allTargets == [AnyHashable(a)])
        // nil, nil, allEvents: everything
        c.addTarget(b, action: "x:", for: .touchUpInside)
        c.removeTarget(nil, action: nil, for: .allEvents)
        #expect(c.allTargets.isEmpty && c.allControlEvents.isEmpty)
    }

    @Test func removeTargetAppliesToMethodReferencesAndLeavesUIActions() {
        let c = UIControl(frame: .zero)
        let t = ControlTargetObject()
        var actions = 0
        c.addTarget(t, action: ControlTargetObject.plain, for: .touchUpInside)
        c.addAction(UIAction { _ in actions += 1 }, for: .touchUpInside)
        c.removeTarget(t, action: nil, for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(t.log.isEmpty && actions == 1)
        c.addTarget(t, action: ControlTargetObject.plain, for: .touchUpInside, named: "refresh")
        #expect(c.actions(forTarget: t, forControlEvent: .touchUpInside) == ["refresh"])
        c.removeTarget(t, action: "refresh", for: .touchUpInside)
        c.removeTarget(nil, action: nil, for: .allEvents)
        c.sendActions(for: .touchUpInside)
        #expect(t.log.isEmpty && actions == 2)
    }

    @Test func removalDuringDispatch() {
        let c = UIControl(frame: .zero)
        var log: [String] = []
        let first = ControlResponder()
        let second = ControlResponder()
        let third = ControlResponder()
        first.registerAction("a:") { [unowned c] _, _ in
            log.append("first")
            c.removeTarget(second, action: nil, for: .allEvents)
            c.addTarget(third, action: "a:", for: .touchUpInside)  // added during dispatch: next time
        }
        second.registerAction("a:") { _, _ in log.append("second") }
        third.registerAction("a:") { _, _ in log.append("third") }
        c.addTarget(first, action: "a:", for: .touchUpInside)
        c.addTarget(second, action: "a:", for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(log == ["first"])
        c.sendActions(for: .touchUpInside)
        #expect(log == ["first", "first", "third"])
    }

    @Test func allTargetsHasNSNullForResponderChainActions() {
        let c = UIControl(frame: .zero)
        let r = ControlResponder(); r.handle("x:")
        c.addTarget(nil, action: "save:", for: .touchUpInside)
        c.addTarget(r, action: "x:", for: .valueChanged)
        #expect(c.allTargets.count == 2)
        // NSNull() instances are distinct objects on Linux (a singleton on Apple platforms): look
        // for the type.
        #expect(c.allTargets.contains { $0.base is NSNull })
        #expect(c.allTargets.contains(AnyHashable(r)))
        #expect(c.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test func actionsForTarget() {
        let c = UIControl(frame: .zero)
        let r = ControlResponder(); r.handle("x:", "y:")
        #expect(c.actions(forTarget: r, forControlEvent: .touchUpInside) == nil)
        c.addTarget(r, action: "x:", for: .touchUpInside)
        c.addTarget(r, action: "y:", for: [.touchUpInside, .touchDown])
        c.addTarget(nil, action: "z:", for: .touchUpInside)
        #expect(c.actions(forTarget: r, forControlEvent: .touchUpInside) == ["x:", "y:"])
        #expect(c.actions(forTarget: r, forControlEvent: .touchDown) == ["y:"])
        #expect(c.actions(forTarget: r, forControlEvent: .valueChanged) == nil)
        #expect(c.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)  // always nil for nil
        let t = ControlTargetObject()
        c.addTarget(t, action: ControlTargetObject.plain, for: .valueChanged)
        #expect(c.actions(forTarget: t, forControlEvent: .valueChanged)?.first?.hasPrefix("action@") == true)
    }

    @Test func overridingSendActionInterceptsEveryDispatch() {
        let (h, root, _) = makeControlHost(); defer { h.invalidate() }
        let c = InterceptingControl(frame: CGRect(x: 10, y: 300, width: 80, height: 40))
        root.addSubview(c)
        let r = ControlResponder(); r.handle("x:")
        let t = ControlTargetObject()
        c.addTarget(r, action: "x:", for: .touchUpInside)
        c.addTarget(t, action: ControlTargetObject.plain, for: .touchUpInside, named: "plain")
        c.addTarget(nil, action: "chain:", for: .touchDown)
        h.tap(c)
        #expect(c.intercepted.map(\.0) == ["chain:", "x:", "plain"])
        #expect(c.intercepted[0].1 == nil && ctlSame(c.intercepted[1].1, r) && ctlSame(c.intercepted[2].1, t))
        #expect(r.log == ["x:"] && t.log == ["plain"])
        c.swallow = true
        h.tap(at: CGPoint(x: 200, y: 380))
        h.tap(c)
        #expect(r.log == ["x:"] && t.log == ["plain"])  // the override decided not to send
    }

    @Test func nilTargetGoesToFirstResponderThenSenderChain() {
        let (h, root, _) = makeControlHost(); defer { h.invalidate() }
        let container = ControlResponder(frame: CGRect(x: 0, y: 200, width: 400, height: 200))
        root.addSubview(container)
        let c = UIControl(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        container.addSubview(c)
        container.handle("save:")
        c.addTarget(nil, action: "save:", for: .touchUpInside)
        // no first responder: from the control up its chain
        c.sendActions(for: .touchUpInside)
        #expect(container.log == ["save:"])
        #expect(ctlSame(container.senders[0], c))
        // a first responder elsewhere that handles it wins
        let editor = ControlResponder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        editor.focusable = true
        editor.handle("save:")
        root.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        h.tap(c)
        #expect(editor.log == ["save:"])
        #expect(container.log == ["save:"])
        _ = editor.resignFirstResponder()
    }

    @Test func unimplementedActionIsLoggedAtDispatch() {
        let c = UIControl(frame: .zero)
        let r = ControlResponder()
        c.addTarget(r, action: "missingAction:", for: .touchUpInside)
        c.sendActions(for: .touchUpInside)
        #expect(UIKitLog.didLog("missingAction:"))
    }
}
