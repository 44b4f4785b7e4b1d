//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
@testable import UIKitCore

/// Input-method compositions (marked text) and the text input system's state, through the
/// test host as a desktop user composes.
@MainActor @Suite(.serialized) struct CompositionTests {
    func scene() -> (UIKitTestHost, TextInputView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let v = TextInputView(frame: CGRect(x: 20, y: 30, width: 200, height: 20))
        root.addSubview(v)
        return (UIKitTestHost(view: root), v)
    }

    @Test func markedTextThenTheCommitReplacesIt() {
        let (host, v) = scene()
        v.becomeFirstResponder()
        host.type("a")
        host.compose(["k", "か", "かな"], commit: "仮名")
        #expect(v.storage == "a仮名")
        #expect(v.marked == nil)
        #expect(v.selection == NSRange(location: 3, length: 0))
        #expect(v.log == ["insert(a)", "mark(k,1,0)", "mark(か,1,0)", "mark(かな,2,0)", "mark(仮名,2,0)", "unmark"])
    }

    @Test func markedTextIsVisibleWhileComposing() {
        let (host, v) = scene()
        v.becomeFirstResponder()
        RawInput.sendComposition("にほ", selectedRange: NSRange(location: 1, length: 1), in: host.window)
        #expect(v.storage == "にほ")
        #expect(v.marked == NSRange(location: 0, length: 2))
        #expect(v.selection == NSRange(location: 1, length: 1))
        #expect(_UITextInputRouter.isComposing)
        RawInput.sendText("日本", in: host.window)
        #expect(v.storage == "日本")
        #expect(!_UITextInputRouter.isComposing)
    }

    @Test func anAbandonedCompositionLeavesNoText() {
        let (host, v) = scene()
        v.becomeFirstResponder()
        host.type("ab")
        host.compose(["x", "xy"], commit: nil)
        #expect(v.storage == "ab")
        #expect(v.marked == nil)
        #expect(v.log.suffix(2) == ["mark(,0,0)", "unmark"])
        // An empty composition with none in progress does nothing.
        RawInput.sendComposition("", selectedRange: NSRange(location: 0, length: 0), in: host.window)
        #expect(v.log.last == "unmark")
        #expect(v.log.count == 6)
    }

    @Test func aKeyInputOnlyViewSeesOnlyTheCommit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let v = KeyInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        v.becomeFirstResponder()
        host.compose(["か", "かな"], commit: "仮名")
        #expect(v.text == "仮名")
        #expect(v.log == ["insert(仮名)"])
    }

    @Test func compositionSelectionIsClamped() {
        let (host, v) = scene()
        v.becomeFirstResponder()
        UIKitLog.clearRecentMessages()
        RawInput.sendComposition("ab", selectedRange: NSRange(location: 5, length: 1), in: host.window)
        #expect(v.log.last == "mark(ab,2,0)")
        #expect(UIKitLog.didLog("composition selection"))
        RawInput.sendComposition("abc", selectedRange: NSRange(location: 1, length: 9), in: host.window)
        #expect(v.log.last == "mark(abc,1,2)")
    }

    @Test func changingTheFirstResponderCommitsTheComposition() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = TextInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let b = TextInputView(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        let host = UIKitTestHost(view: root)
        a.becomeFirstResponder()
        RawInput.sendComposition("かな", selectedRange: NSRange(location: 2, length: 0), in: host.window)
        b.becomeFirstResponder()
        #expect(a.log.last == "unmark")
        #expect(a.storage == "かな")
        #expect(!_UITextInputRouter.isComposing)
        RawInput.sendText("x", in: host.window)
        #expect(b.storage == "x")
        #expect(a.storage == "かな")
    }

    @Test func theSystemIsTheInputDelegateWhileActive() {
        let (host, v) = scene()
        #expect(v.inputDelegate == nil)
        v.becomeFirstResponder()
        #expect(v.inputDelegate != nil)
        v.resignFirstResponder()
        #expect(v.inputDelegate == nil)
        withExtendedLifetime(host) {}
    }

    @Test func aChangeInCodeAbandonsTheComposition() {
        let (host, v) = scene()
        let platform = RecordingTextInputPlatform()
        let saved = _UITextInputRouter.platform
        _UITextInputRouter.platform = platform
        defer { _UITextInputRouter.platform = saved }
        v.becomeFirstResponder()
        RawInput.sendComposition("か", selectedRange: NSRange(location: 1, length: 0), in: host.window)
        #expect(platform.resets == 0)   // the router's own change is no change underneath
        v.setTextInCode("hello")
        #expect(platform.resets == 1)
        #expect(!_UITextInputRouter.isComposing)
        RawInput.sendText("!", in: host.window)
        #expect(v.storage == "hello!")
        #expect(!v.log.contains("mark(!,1,0)"))
    }

    @Test func thePlatformHearsWhenTextInputStartsStopsAndMoves() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = TextInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let b = KeyInputView(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
        let plain = DriverKeyView(frame: CGRect(x: 0, y: 80, width: 10, height: 10))
        [a, b, plain].forEach { root.addSubview($0) }
        let host = UIKitTestHost(view: root)
        let platform = RecordingTextInputPlatform()
        let saved = _UITextInputRouter.platform
        _UITextInputRouter.platform = platform
        defer { _UITextInputRouter.platform = saved }
        a.becomeFirstResponder()
        #expect(platform.changes >= 1)
        #expect(_UITextInputRouter.isActive)
        let before = platform.changes
        b.becomeFirstResponder()
        #expect(platform.changes > before)
        #expect(_UITextInputRouter.isActive)
        plain.becomeFirstResponder()
        #expect(!_UITextInputRouter.isActive)
        a.becomeFirstResponder()
        a.removeFromSuperview()   // leaving the window resigns
        #expect(!_UITextInputRouter.isActive)
        withExtendedLifetime(host) {}
    }

    @Test func theCandidateWindowSitsAtTheCaret() throws {
        let (host, v) = scene()
        v.becomeFirstResponder()
        host.type("abc")
        let (w, rect) = try #require(_UITextInputRouter.inputRect())
        #expect(w === host.window)
        // The caret after 3 units: x 30 in the view at (20, 30).
        #expect(rect == CGRect(x: 50, y: 30, width: 2, height: 20))
        v.resignFirstResponder()
        #expect(_UITextInputRouter.inputRect() == nil)
    }

    @Test func aKeyInputViewPlacesTheCandidateWindowOverItself() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let v = KeyInputView(frame: CGRect(x: 40, y: 50, width: 100, height: 30))
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        v.becomeFirstResponder()
        let (_, rect) = try #require(_UITextInputRouter.inputRect())
        #expect(rect == CGRect(x: 40, y: 50, width: 100, height: 30))
        withExtendedLifetime(host) {}
    }

    @Test func backspaceAndReturnReachATextInputView() {
        let (host, v) = scene()
        v.becomeFirstResponder()
        host.type("ab\ncd")
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(v.storage == "ab\nc")
    }

    @Test func noKeyboardNotificationsArePosted() {
        var posted: [Notification.Name] = []
        let names: [Notification.Name] = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { n in
                let name = n.name
                MainActor.assumeIsolated { posted.append(name) }
            }
        }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        let (host, v) = scene()
        v.becomeFirstResponder()
        host.type("ab\n")
        host.compose(["か"], commit: "火")
        host.pressKey(.keyboardDeleteOrBackspace)
        v.resignFirstResponder()
        host.advance(by: 0.5)
        #expect(v.storage == "ab\n")
        #expect(posted.isEmpty)
    }
}
