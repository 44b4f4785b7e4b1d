//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
@testable import UIKitCore

/// A view controller above the text view that takes digit keys for itself (as the catalog's
/// navigation controller does) and logs the presses it sees.
@MainActor final class DigitShortcutController: UIViewController {
    var seen: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { seen.append(p.key?.characters ?? "") }
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { seen.append("up(\(p.key?.characters ?? ""))") }
        super.pressesEnded(presses, with: event)
    }
}

/// A key input view that handles "h" itself (vim-like) without calling super for it.
@MainActor final class VimKeyView: KeyInputView {
    var moves = 0
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = presses
        for p in presses where p.key?.charactersIgnoringModifiers == "h" { moves += 1; rest.remove(p) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
}

/// A key input view with key commands: ⌘S, plain "q" (without and with priority).
@MainActor final class CommandKeyView: KeyInputView {
    var saves = 0
    var quits = 0
    var priorityX = 0
    override var keyCommands: [UIKeyCommand]? {
        let q = UIKeyCommand(input: "q", modifierFlags: [], action: "quit:")
        let x = UIKeyCommand(input: "x", modifierFlags: [], action: "pickX:")
        x.wantsPriorityOverSystemBehavior = true
        return [UIKeyCommand(input: "s", modifierFlags: .command, action: "save:"), q, x]
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        registerAction("save:") { [unowned self] _, _ in saves += 1 }
        registerAction("quit:") { [unowned self] _, _ in quits += 1 }
        registerAction("pickX:") { [unowned self] _, _ in priorityX += 1 }
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A text-field-like view: Return asks "should return" instead of inserting, Tab moves focus
/// (passed on up the chain), through the router's package hook.
@MainActor final class FieldLikeView: KeyInputView, _UITextInputKeyHandling {
    var returns = 0
    func _textInputDisposition(for key: UIKey, isRepeat: Bool) -> _UITextInputKeyDisposition {
        switch key.keyCode {
        case .keyboardTab: return .passOn
        case .keyboardReturnOrEnter, .keypadEnter:
            if !isRepeat { returns += 1 }
            return .handled
        default: return .default
        }
    }
}

/// A container offering a Tab key command (focus movement) without priority.
@MainActor final class TabCommandView: UIView {
    var tabs = 0
    override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "\t", modifierFlags: [], action: "nextField:")] }
    override init(frame: CGRect) {
        super.init(frame: frame)
        registerAction("nextField:") { [unowned self] _, _ in tabs += 1 }
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// Typing into a custom `UIKeyInput` view through the test host, as a desktop user types.
@MainActor @Suite(.serialized) struct KeyInputTests {
    func scene<V: UIView>(_ make: (CGRect) -> V) -> (UIKitTestHost, V) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let v = make(CGRect(x: 10, y: 10, width: 200, height: 40))
        root.addSubview(v)
        return (UIKitTestHost(view: root), v)
    }

    @Test func typedCharactersAreInsertedOnceEach() {
        let (host, v) = scene { KeyInputView(frame: $0) }
        #expect(v.becomeFirstResponder())
        host.type("Hi 5!")
        #expect(v.text == "Hi 5!")
        #expect(v.log.filter { $0.hasPrefix("insert") } == ["insert(H)", "insert(i)", "insert( )", "insert(5)", "insert(!)"])
    }

    @Test func thePressComesBeforeTheText() {
        let (host, v) = scene { KeyInputView(frame: $0) }
        v.becomeFirstResponder()
        host.type("ab")
        #expect(v.log == ["began(a)", "insert(a)", "began(b)", "insert(b)"])
    }

    @Test func backspaceDeletesBackward() {
        let (host, v) = scene { KeyInputView(frame: $0) }
        v.becomeFirstResponder()
        host.type("abc")
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(v.text == "ab")
        #expect(v.log.last == "delete")
    }

    @Test func returnInsertsANewlineAndTabATab() {
        let (host, v) = scene { KeyInputView(frame: $0) }
        v.becomeFirstResponder()
        host.type("a\nb\tc")
        #expect(v.text == "a\nb\tc")
        host.pressKey(.keypadEnter)
        #expect(v.text.hasSuffix("\n"))
        // Shift-Tab moves focus backward elsewhere: it does not type.
        host.pressKey(.keyboardTab, modifiers: .shift)
        #expect(v.text == "a\nb\tc\n")
    }

    @Test func heldBackspaceRepeatsAsTheDesktopRepeats() {
        let (host, v) = scene { KeyInputView(frame: $0) }
        v.becomeFirstResponder()
        host.type("abcdef")
        host.holdKey(.keyboardDeleteOrBackspace, duration: 0.55)   // repeats at 0.5 and 0.533 s
        #expect(v.text == "abc")
        #expect(v.log.filter { $0 == "delete" }.count == 3)
        // One press for the whole hold.
        #expect(v.log.filter { $0 == "began(\u{8})" }.count == 1)
    }

    @Test func aViewThatIsNotFirstResponderGetsNothing() {
        let (host, v) = scene { KeyInputView(frame: $0) }
        host.type("abc")
        host.pressKey(.keyboardDeleteOrBackspace)
        host.compose(["か"], commit: "仮")
        #expect(v.text.isEmpty)
        #expect(v.log.isEmpty)
        #expect(!host.isTextInputActive)
        v.becomeFirstResponder()
        #expect(host.isTextInputActive)
        v.resignFirstResponder()
        host.type("x")
        #expect(v.text.isEmpty)
        #expect(!host.isTextInputActive)
    }

    @Test func onlyTheFirstResponderGetsTheText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = KeyInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let b = KeyInputView(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
        root.addSubview(a)
        root.addSubview(b)
        let host = UIKitTestHost(view: root)
        a.becomeFirstResponder()
        host.type("1")
        b.becomeFirstResponder()
        host.type("2")
        #expect(a.text == "1")
        #expect(b.text == "2")
    }

    @Test func commandKeyCommandsWinOverTyping() {
        let (host, v) = scene { CommandKeyView(frame: $0) }
        v.becomeFirstResponder()
        host.pressKey(.keyboardS, modifiers: .command)
        #expect(v.saves == 1)
        // The desktop may still send the key's text (⌘ on X11): it does not type.
        RawInput.sendKey(UIKey(keyCode: .keyboardS, characters: "s", charactersIgnoringModifiers: "s", modifierFlags: .command),
                         phase: .began, in: host.window)
        RawInput.sendText("s", in: host.window)
        RawInput.sendKey(UIKey(keyCode: .keyboardS, characters: "s", charactersIgnoringModifiers: "s", modifierFlags: .command),
                         phase: .ended, in: host.window)
        #expect(v.saves == 2)
        #expect(v.text.isEmpty)
    }

    @Test func typingKeysGoToTheTextBeforeCommandsWithoutPriority() {
        let (host, v) = scene { CommandKeyView(frame: $0) }
        v.becomeFirstResponder()
        host.type("q")   // the text input system first (iOS 15): the command does not run
        #expect(v.text == "q")
        #expect(v.quits == 0)
        host.type("x")   // wantsPriorityOverSystemBehavior: the command wins, nothing typed
        #expect(v.priorityX == 1)
        #expect(v.text == "q")
        // With a first responder that takes no text, the plain command runs as before.
        let plain = DriverKeyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.addSubview(plain)
        #expect(plain.becomeFirstResponder())
        host.type("q")
        #expect(v.quits == 1)
        #expect(v.text == "q")
    }

    @Test func aPressHandledWithoutSuperDoesNotType() {
        let (host, v) = scene { VimKeyView(frame: $0) }
        v.becomeFirstResponder()
        host.type("hah")
        #expect(v.moves == 2)
        #expect(v.text == "a")
    }

    @Test func typedKeysGoNoFartherUpTheChain() {
        let vc = DigitShortcutController()
        vc.view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let v = KeyInputView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        vc.view.addSubview(v)
        let host = UIKitTestHost(viewController: vc)
        v.becomeFirstResponder()
        host.type("1")
        host.pressKey(.keyboardEscape)   // not a typing key: goes up the chain
        #expect(v.text == "1")
        #expect(vc.seen == ["\u{1B}", "up(\u{1B})"])
        withExtendedLifetime(host) {}
    }

    @Test func commandChordsAndArrowsDoNotType() {
        let (host, v) = scene { KeyInputView(frame: $0) }
        v.becomeFirstResponder()
        host.pressKey(.keyboardA, modifiers: .control)
        host.pressKey(.keyboardLeftArrow)
        host.pressKey(.keyboardEscape)
        host.pressKey(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(v.text.isEmpty)
        #expect(!v.log.contains { $0.hasPrefix("insert") || $0 == "delete" })
    }

    @Test func charactersWithoutAUSKeyArriveAsCommittedText() {
        let (host, v) = scene { KeyInputView(frame: $0) }
        v.becomeFirstResponder()
        host.type("café 漢")
        #expect(v.text == "café 漢")
        #expect(v.log.filter { $0.hasPrefix("began") }.count == 4)   // c, a, f, space; no key for é or 漢
    }

    @Test func spaceTypesInsteadOfScrolling() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        let v = KeyInputView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        scroll.addSubview(v)
        let host = UIKitTestHost(view: scroll)
        v.becomeFirstResponder()
        host.type("a b")
        host.advance(by: 0.5)
        #expect(v.text == "a b")
        #expect(scroll.contentOffset == .zero)
        host.pressKey(.keyboardPageDown)   // not typing: the scroll view still scrolls
        host.advance(by: 0.5)
        #expect(scroll.contentOffset.y > 0)
    }

    @Test func textWithoutAKeyAndControlCharacters() {
        let (host, v) = scene { KeyInputView(frame: $0) }
        v.becomeFirstResponder()
        RawInput.sendText("x\u{7}y\r\nz", in: host.window)
        #expect(v.text == "xy\nz")
        RawInput.sendText("", in: host.window)
        RawInput.sendText("\u{1B}", in: host.window)
        #expect(v.log.count == 1)
    }

    @Test func traitsOverriddenByTheAppAreRead() {
        let v = PinInputView(frame: .zero)
        let traits: any UITextInputTraits = v
        #expect(traits.keyboardType == .numberPad)
        #expect(traits.isSecureTextEntry)
        #expect(traits.returnKeyType == .default)
        traits.returnKeyType = .done   // not declared: ignored, as an unimplemented optional
        #expect(traits.returnKeyType == .default)
        traits.keyboardType = .emailAddress
        #expect(v.keyboardType == .emailAddress)
        let (host, _) = scene { _ in v }
        v.becomeFirstResponder()
        host.type("12")
        #expect(v.pin == "12")
    }

    @Test func keyRepeatOfAKeyThatDidNotTypeDoesNothing() {
        let (host, v) = scene { VimKeyView(frame: $0) }
        v.becomeFirstResponder()
        host.holdKey(.keyboardH, duration: 0.7)
        host.holdKey(.keyboardLeftArrow, duration: 0.7)
        #expect(v.text.isEmpty)
        #expect(!v.log.contains("delete"))
    }

    @Test func aTextFieldLikeObjectClaimsReturnAndPassesTabOn() {
        let container = TabCommandView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let field = FieldLikeView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        container.addSubview(field)
        let host = UIKitTestHost(view: container)
        field.becomeFirstResponder()
        host.type("ab\n")
        host.holdKey(.keyboardReturnOrEnter, duration: 0.6)
        #expect(field.text == "ab")
        #expect(field.returns == 2)
        host.pressKey(.keyboardTab)   // not typed: the container's Tab command runs
        #expect(field.text == "ab")
        #expect(container.tabs == 1)
        host.pressKey(.keyboardDeleteOrBackspace)   // the default for other editing keys
        #expect(field.text == "a")
    }
}
