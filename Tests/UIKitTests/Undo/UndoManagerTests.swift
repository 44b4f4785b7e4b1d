//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A model whose changes are undoable, as an app writes one.
@MainActor final class UndoableCounter {
    var value = 0
    var log: [String] = []
    let manager: UndoManager
    init(_ manager: UndoManager) { self.manager = manager }

    func set(_ newValue: Int) {
        let old = value
        value = newValue
        log.append("set \(newValue)")
        manager.registerUndo(withTarget: self) { $0.set(old) }
        manager.setActionName("Count")
    }
}

/// Records the undo manager's notifications in order.
@MainActor final class UndoNotificationLog {
    var names: [String] = []
    var tokens: [NSObjectProtocol] = []
    init(_ manager: UndoManager) {
        let all: [(Notification.Name, String)] = [
            (.NSUndoManagerCheckpoint, "checkpoint"), (.NSUndoManagerWillUndoChange, "willUndo"),
            (.NSUndoManagerDidUndoChange, "didUndo"), (.NSUndoManagerWillRedoChange, "willRedo"),
            (.NSUndoManagerDidRedoChange, "didRedo"), (.NSUndoManagerDidOpenUndoGroup, "open"),
            (.NSUndoManagerWillCloseUndoGroup, "willClose"), (.NSUndoManagerDidCloseUndoGroup, "didClose")]
        for (name, tag) in all {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.names.append(tag) }
            })
        }
    }
    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
}

@MainActor @Suite struct UndoManagerTests {
    @Test func undoAndRedoRevertAndRepeatAChange() {
        let m = UndoManager()
        let c = UndoableCounter(m)
        #expect(!m.canUndo && !m.canRedo && m.groupsByEvent && m.levelsOfUndo == 0)
        m.beginUndoGrouping()
        c.set(5)
        m.endUndoGrouping()
        #expect(m.canUndo && m.undoActionName == "Count" && m.undoMenuItemTitle == "Undo Count")
        m.undo()
        #expect(c.value == 0)
        #expect(m.canRedo && !m.canUndo && m.redoMenuItemTitle == "Redo Count", "the undo registered the redo, with the name")
        m.redo()
        #expect(c.value == 5 && m.canUndo && !m.canRedo)
        #expect(m.undoMenuTitle(forUndoActionName: "") == "Undo")
    }

    @Test func aGroupUndoesItsOperationsLastFirst() {
        let m = UndoManager()
        var order: [Int] = []
        let target = NSObject()
        m.beginUndoGrouping()
        for i in 1...3 { m.registerUndo(withTarget: target) { _ in order.append(i) } }
        m.endUndoGrouping()
        m.undo()
        #expect(order == [3, 2, 1])
        #expect(!m.canUndo)
    }

    @Test func groupsNestAndUndoAsOne() {
        let m = UndoManager()
        let c = UndoableCounter(m)
        m.beginUndoGrouping()
        c.set(1)
        m.beginUndoGrouping()
        c.set(2)
        #expect(m.groupingLevel == 2)
        m.endUndoGrouping()
        c.set(3)
        m.endUndoGrouping()
        #expect(m.groupingLevel == 0 && m.undoCount == 1)
        m.undo()
        #expect(c.value == 0)
    }

    @Test func aNewChangeClearsTheRedoStack() {
        let m = UndoManager()
        let c = UndoableCounter(m)
        for v in [1, 2] { m.beginUndoGrouping(); c.set(v); m.endUndoGrouping() }
        m.undo()
        #expect(m.canRedo)
        m.beginUndoGrouping(); c.set(7); m.endUndoGrouping()
        #expect(!m.canRedo && m.undoCount == 2)
        m.undo()
        #expect(c.value == 1)
    }

    @Test func levelsOfUndoDropsTheOldestGroups() {
        let m = UndoManager()
        let c = UndoableCounter(m)
        m.levelsOfUndo = 2
        for v in 1...4 { m.beginUndoGrouping(); c.set(v); m.endUndoGrouping() }
        #expect(m.undoCount == 2)
        m.undo(); m.undo()
        #expect(c.value == 2 && !m.canUndo)
    }

    @Test func disabledRegistrationRecordsNothing() {
        let m = UndoManager()
        let c = UndoableCounter(m)
        m.disableUndoRegistration()
        m.disableUndoRegistration()
        m.beginUndoGrouping(); c.set(1); m.endUndoGrouping()
        m.enableUndoRegistration()
        #expect(!m.isUndoRegistrationEnabled && !m.canUndo)
        m.enableUndoRegistration()
        m.enableUndoRegistration()  // unbalanced: logged, ignored
        #expect(m.isUndoRegistrationEnabled)
    }

    @Test func removingATargetsActionsKeepsTheOthers() {
        let m = UndoManager()
        let a = UndoableCounter(m), b = UndoableCounter(m)
        m.beginUndoGrouping(); a.set(1); m.endUndoGrouping()
        m.beginUndoGrouping(); b.set(2); m.endUndoGrouping()
        m.beginUndoGrouping(); a.set(3); b.set(4); m.endUndoGrouping()
        m.removeAllActions(withTarget: a)
        #expect(m.undoCount == 2, "the group of a alone went")
        m.undo()
        #expect(b.value == 2 && a.value == 3)
        m.removeAllActions()
        #expect(!m.canUndo && !m.canRedo)
    }

    @Test func notificationsComeInFoundationsOrder() {
        let m = UndoManager()
        let c = UndoableCounter(m)
        let log = UndoNotificationLog(m)
        defer { log.stop() }
        m.beginUndoGrouping()
        c.set(1)
        m.endUndoGrouping()
        #expect(log.names == ["open", "checkpoint", "willClose", "didClose"])
        log.names = []
        m.undo()
        #expect(log.names == ["checkpoint", "willUndo", "didUndo"])
    }

    @Test func misuseIsLoggedAndLeavesAConsistentState() {
        let m = UndoManager()
        let c = UndoableCounter(m)
        m.endUndoGrouping()
        #expect(m.groupingLevel == 0)
        m.groupsByEvent = false
        c.set(1)
        #expect(!m.canUndo, "no group open and no grouping by event: the registration is ignored")
        m.beginUndoGrouping(); m.beginUndoGrouping()
        c.set(2)
        m.undo()
        #expect(c.value == 2 && m.groupingLevel == 2, "undo with nested groups open does nothing")
        m.endUndoGrouping(); m.endUndoGrouping()
        m.undo()
        #expect(c.value == 1)
    }

    @Test func aTargetThatIsGoneIsSkipped() {
        let m = UndoManager()
        var ran = false
        do {
            let target = NSObject()
            m.beginUndoGrouping()
            m.registerUndo(withTarget: target) { _ in ran = true }
            m.endUndoGrouping()
        }
        m.undo()
        #expect(!ran)
    }

    @Test func aSelectorCanBeTheOperation() {
        let m = UndoManager()
        let r = UIResponder()
        var got: Any?
        r.registerAction("restore:") { sender, _ in got = sender }
        m.beginUndoGrouping()
        m.registerUndo(withTarget: r, selector: "restore:", object: "old")
        m.endUndoGrouping()
        m.undo()
        #expect(got as? String == "old")
    }

    // MARK: In an app

    func hostedButton() -> (UIKitTestHost, UIButton, UndoableCounter) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        root.addSubview(button)
        let host = UIKitTestHost(view: root)
        let counter = UndoableCounter(root.undoManager!)
        button.addAction(UIAction { _ in
            counter.set(counter.value + 1)
            counter.set(counter.value + 10)
        }, for: .touchUpInside)
        host.advanceFrames(1)
        return (host, button, counter)
    }

    @Test func everyViewOfAWindowSharesItsUndoManager() {
        let (host, button, _) = hostedButton()
        #expect(button.undoManager != nil)
        #expect(button.undoManager === host.window.undoManager)
        #expect(UIView().undoManager == nil, "a view in no window has none")
    }

    @Test func whatOneTapRegistersIsUndoneAsOneStep() {
        let (host, button, counter) = hostedButton()
        let m = host.window.undoManager!
        host.tap(button)
        host.tap(button)
        #expect(counter.value == 22)
        #expect(m.undoCount == 2, "each tap is a group of its own")
        m.undo()
        #expect(counter.value == 11, "both changes of the second tap went")
        host.pressKey(.keyboardZ, modifiers: .control)
        #expect(counter.value == 0, "Ctrl+Z with no text object focused undoes through the window's manager")
        host.pressKey(.keyboardZ, modifiers: [.control, .shift])
        #expect(counter.value == 11)
    }

    @Test func aViewControllerCanKeepItsOwnHistory() {
        final class DocumentController: UIViewController {
            let own = UndoManager()
            override var undoManager: UndoManager? { own }
        }
        let vc = DocumentController()
        let host = UIKitTestHost(viewController: vc, size: CGSize(width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        vc.view.addSubview(child)
        host.advanceFrames(1)
        #expect(child.undoManager === vc.own)
        #expect(host.window.undoManager !== vc.own)
    }

    // MARK: Text

    func hostedField() -> (UIKitTestHost, UITextField, UITextField) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        let other = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 34))
        root.addSubview(f)
        root.addSubview(other)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return (host, f, other)
    }

    @Test func aTextFieldsEditsAreOnTheWindowsUndoManager() {
        let (host, f, _) = hostedField()
        let m = host.window.undoManager!
        host.tap(f)
        host.type("hello")
        UIPasteboard.general.string = " world"
        host.pressKey(.keyboardV, modifiers: .control)
        #expect(f.text == "hello world")
        #expect(m.undoCount == 2, "the typing is one step, the paste another")
        #expect(m.undoActionName == "Paste")
        m.undo()
        #expect(f.text == "hello")
        #expect(m.undoActionName == "Typing" && m.redoActionName == "Paste")
        host.pressKey(.keyboardZ, modifiers: .control)
        #expect(f.text == "")
        host.pressKey(.keyboardY, modifiers: .control)
        #expect(f.text == "hello")
    }

    @Test func textAndAppChangesShareOneHistory() {
        let (host, f, _) = hostedField()
        let m = host.window.undoManager!
        let counter = UndoableCounter(m)
        counter.set(3)
        host.advanceFrames(1)
        host.tap(f)
        host.type("ab")
        host.pressKey(.keyboardZ, modifiers: .control)
        #expect(f.text == "")
        host.pressKey(.keyboardZ, modifiers: .control)
        #expect(counter.value == 0, "after the text's steps, Ctrl+Z in the field undoes the app's change")
    }

    @Test func endingEditingForgetsTheFieldsSteps() {
        let (host, f, other) = hostedField()
        let m = host.window.undoManager!
        host.tap(f)
        host.type("abc")
        #expect(m.canUndo)
        host.tap(other)
        #expect(!m.canUndo, "the field's steps went with its editing session")
        f.text = "kept"
        host.pressKey(.keyboardZ, modifiers: .control)
        #expect(f.text == "kept")
    }

    @Test func settingTextInCodeForgetsTheSteps() {
        let (host, f, _) = hostedField()
        let m = host.window.undoManager!
        host.tap(f)
        host.type("abc")
        f.text = "new"
        #expect(!m.canUndo)
        host.pressKey(.keyboardZ, modifiers: .control)
        #expect(f.text == "new")
    }

    @Test func aTextViewsEditsAreUndoneThroughItsManager() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let v = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        v.text = "one"
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        host.tap(v)
        host.pressKey(.keyboardEnd, modifiers: .control)
        host.type("\ntwo")
        #expect(v.text == "one\ntwo")
        let m = v.undoManager!
        #expect(m.undoActionName == "Typing")
        m.undo()
        #expect(v.text == "one")
        m.redo()
        #expect(v.text == "one\ntwo")
    }
}
