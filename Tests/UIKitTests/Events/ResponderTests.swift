//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
@testable import UIKitCore

@MainActor final class RespFirstView: UIView {
    var allowBecome = true
    var allowResign = true
    var resignCalls = 0
    override var canBecomeFirstResponder: Bool { allowBecome }
    override var canResignFirstResponder: Bool { allowResign }
    override func resignFirstResponder() -> Bool { resignCalls += 1; return super.resignFirstResponder() }
    var pressLog: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog.append("began \(presses.first?.key?.characters ?? "")")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog.append("ended \(presses.first?.key?.characters ?? "")")
    }
}

@MainActor final class RespWindow: UIWindow {
    var pressLog: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog.append("began \(presses.first?.key?.keyCode.rawValue ?? -1) \(event?.modifierFlags.rawValue ?? 0)")
    }
}

@MainActor final class RespAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor final class RespActionView: UIView {}
@MainActor final class RespActionSubview: UIView {}

@MainActor @Suite(.serialized) struct ResponderTests {
    @Test func nextChainFollowsTheReference() {
        let detached = UIView()
        #expect(detached.next == nil)
        #expect(UIResponder().next == nil)

        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let vc = UIViewController()
        w.rootViewController = vc
        let sub = UIView()
        vc.view.addSubview(sub)
        #expect(sub.next === vc.view)
        #expect(vc.view.next === vc)
        #expect(vc.next === w)
        #expect(w.next === UIApplication.shared)

        // A child controller's next is the superview of its view, not the parent.
        let child = UIViewController()
        let holder = UIView()
        vc.view.addSubview(holder)
        holder.addSubview(child.view)
        #expect(child.next === holder)
        #expect(child.view.next === child)

        // A presented controller's next is the presenting controller.
        let presented = UIViewController()
        presented._presentingForResponderChain = vc
        #expect(presented.next === vc)
    }

    @Test func applicationNextIsAResponderDelegate() {
        let app = UIApplication.shared
        let old = app.delegate
        defer { app.delegate = old }
        let d = RespAppDelegate()
        app.delegate = d
        #expect(app.next === d)
    }

    @Test func touchesForwardUpTheChainByDefault() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(plain)
        evTap(w, 20, 20)
        #expect(root.began.count == 1)
        #expect(root.ended.count == 1)
        #expect(root.began.first?.first?.view === plain)
    }

    @Test func firstResponderRules() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let a = RespFirstView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = RespFirstView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Not in a window: refused.
        #expect(!a.becomeFirstResponder())
        root.addSubview(a)
        root.addSubview(b)
        #expect(!UIView().becomeFirstResponder())  // canBecomeFirstResponder is false by default
        #expect(a.becomeFirstResponder())
        #expect(a.isFirstResponder)
        #expect(w._firstResponder === a)
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder && b.isFirstResponder)
        #expect(a.resignCalls == 1)
        // A first responder that refuses to resign keeps the status.
        b.allowResign = false
        #expect(!a.becomeFirstResponder())
        #expect(b.isFirstResponder)
        b.allowResign = true
        #expect(b.resignFirstResponder())
        #expect(!b.isFirstResponder && w._firstResponder == nil)
        // Leaving the window resigns.
        #expect(a.becomeFirstResponder())
        a.removeFromSuperview()
        #expect(!a.isFirstResponder)
        #expect(w._firstResponder == nil)
        #expect(a.resignCalls >= 2)
    }

    @Test func targetForActionAndSendActionSearchOrder() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        let field = RespFirstView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let button = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        root.addSubview(field)
        root.addSubview(button)
        var log: [String] = []
        root.registerAction("save:") { sender, _ in log.append("root save from \((sender as AnyObject) === button)") }
        field.registerAction("copy:") { _, _ in log.append("field copy") }

        #expect(field.target(forAction: "save:", withSender: nil) as AnyObject === root)
        #expect(field.target(forAction: "copy:", withSender: nil) as AnyObject === field)
        #expect(field.target(forAction: "nothing:", withSender: nil) == nil)
        #expect(field.canPerformAction("copy:", withSender: nil))
        #expect(!root.canPerformAction("copy:", withSender: nil))

        // No first responder: the search starts at the sender.
        #expect(UIApplication.shared.sendAction("save:", to: nil, from: button, for: nil))
        #expect(!UIApplication.shared.sendAction("copy:", to: nil, from: button, for: nil))
        // With a first responder, it starts there.
        #expect(field.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction("copy:", to: nil, from: button, for: nil))
        // Explicit target: only that target.
        #expect(UIApplication.shared.sendAction("save:", to: root, from: button, for: nil))
        #expect(!UIApplication.shared.sendAction("save:", to: field, from: button, for: nil))
        #expect(log == ["root save from true", "field copy", "root save from true"])
        _ = field.resignFirstResponder()
    }

    @Test func classLevelActionsPreferTheMostDerivedClass() {
        var log: [String] = []
        UIResponder.registerAction("evPaste:", for: RespActionView.self) { _, _, _ in log.append("view") }
        UIResponder.registerAction("evPaste:", for: UIView.self) { _, _, _ in log.append("any view") }
        let v = RespActionView()
        let other = UIView()
        #expect(UIApplication.shared.sendAction("evPaste:", to: v, from: nil, for: nil))
        #expect(UIApplication.shared.sendAction("evPaste:", to: other, from: nil, for: nil))
        #expect(!UIViewController().canPerformAction("evPaste:", withSender: nil))
        #expect(log == ["view", "any view"])
        #expect(Selector("a:") == "a:")
        #expect(NSStringFromSelector(NSSelectorFromString("x:")) == "x:")
    }

    @Test func keyPressesGoToTheFirstResponderThenUpTheChain() {
        RawInput.resetLeftovers()
        let w = RespWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.isHidden = false
        defer { evClose(w) }
        let field = RespFirstView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(field)
        let d = RawInput.self
        // No first responder: the window gets it.
        d.sendKey(UIKey(keyCode: .keyboardA, characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift), phase: .began, in: w)
        d.sendKey(UIKey(keyCode: .keyboardA, characters: "A"), phase: .ended, in: w)
        #expect(w.pressLog == ["began 4 \(UIKeyModifierFlags.shift.rawValue)"])
        #expect(field.becomeFirstResponder())
        d.sendKey(UIKey(keyCode: .keyboardB, characters: "b"), phase: .began, in: w)
        d.sendKey(UIKey(keyCode: .keyboardB, characters: "b"), phase: .began, in: w)  // auto-repeat: ignored
        d.sendKey(UIKey(keyCode: .keyboardB, characters: "b"), phase: .ended, in: w)
        #expect(field.pressLog == ["began b", "ended b"])
        // A plain view in between forwards to its superview (the chain).
        let child = UIView()
        field.allowBecome = false
        let inner = RespInnerResponder(frame: .zero)
        field.addSubview(child)
        child.addSubview(inner)
        #expect(inner.becomeFirstResponder())
        d.sendKey(UIKey(keyCode: .keyboardC, characters: "c"), phase: .began, in: w)
        #expect(field.pressLog.last == "began c")
        // Ended for a key never pressed: logged, ignored.
        UIKitLog.clearRecentMessages()
        d.sendKey(UIKey(keyCode: .keyboardZ, characters: "z"), phase: .ended, in: w)
        #expect(UIKitLog.didLog("not down"))
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 0x28)
    }
}

/// A first responder that does not handle presses (forwards them).
@MainActor final class RespInnerResponder: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor final class RespAppearanceVC: UIViewController {
    var log: [String] = []
    var motions: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    override var canBecomeFirstResponder: Bool { true }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("began \(motion.rawValue)") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("ended \(motion.rawValue)") }
}

@MainActor @Suite(.serialized) struct ResponderViewControllerTests {
    @Test func appearanceOrderAndControllerAsFirstResponder() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let vc = RespAppearanceVC()
        w.rootViewController = vc
        let previousKey = UIApplication.shared.keyWindow
        w.makeKeyAndVisible()
        #expect(vc.log == ["willAppear", "didAppear"])
        #expect(!vc.isBeingPresented && !vc.isMovingToParent && !vc.isBeingDismissed && !vc.isMovingFromParent)
        // A controller can be the first responder; motion goes to it.
        #expect(vc.becomeFirstResponder())
        #expect(vc.isFirstResponder)
        RawInput.sendMotion(.motionShake, phase: .began)
        RawInput.sendMotion(.motionShake, phase: .ended)
        #expect(vc.motions == ["began 1", "ended 1"])
        #expect(vc.resignFirstResponder())
        w.isHidden = true
        #expect(vc.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        previousKey?.makeKey()
    }

    @Test func modifierFlagsAndButtonsReachTheEvent() {
        let (w, root) = evWindow()
        defer { evClose(w) }
        RawInput.send([RawInput.Touch(id: 3, phase: .began, location: CGPoint(x: 5, y: 5), type: .indirectPointer)],
                                            in: w, modifierFlags: .command, buttonMask: .secondary)
        #expect(root.events.last?.modifierFlags == .command)
        #expect(root.events.last?.buttonMask == .secondary)
        #expect(root.began.last?.first?.type == .indirectPointer)
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
        RawInput.send([RawInput.Touch(id: 3, phase: .ended, location: CGPoint(x: 5, y: 5))], in: w)
    }
}

@MainActor final class RespPlainTarget {
    var hits = 0
}

@MainActor @Suite(.serialized) struct ResponderPlainTargetTests {
    @Test func plainObjectsCanBeTargetsThroughClassRegistration() {
        UIResponder.registerAction("respHit:", for: RespPlainTarget.self) { t, _, _ in t.hits += 1 }
        let t = RespPlainTarget()
        #expect(UIApplication.shared.sendAction("respHit:", to: t, from: nil, for: nil))
        #expect(Selector("respHit:")._isHandled(by: t))
        #expect(!Selector("other:")._isHandled(by: t))
        #expect(!UIApplication.shared.sendAction("other:", to: t, from: nil, for: nil))
        #expect(t.hits == 1)
    }
}
