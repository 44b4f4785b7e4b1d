//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A focusable view that records the keys delivered to it as `pressesBegan`.
@MainActor final class ShortcutKeyView: UIView {
    var keys: [String] = []
    var commands: [UIKeyCommand]?
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { keys.append(p.key?.charactersIgnoringModifiers ?? "") }
        super.pressesBegan(presses, with: event)
    }
}

/// A view controller offering key commands, with validation that can disable them.
@MainActor final class ShortcutController: UIViewController {
    var commands: [UIKeyCommand]?
    var disable: Set<String> = []
    var validated: [String] = []
    override var keyCommands: [UIKeyCommand]? { commands }
    override func validate(_ command: UICommand) {
        validated.append(command.action.name)
        if disable.contains(command.action.name) { command.attributes.insert(.disabled) }
    }
}

@MainActor @Suite struct KeyCommandTests {
    /// A controller whose view holds a focused key view; `ran` records the actions that ran and
    /// on which responder.
    @MainActor final class Scene {
        let controller = ShortcutController()
        let field = ShortcutKeyView(frame: CGRect(x: 20, y: 20, width: 100, height: 30))
        let host: UIKitTestHost
        var ran: [String] = []
        init() {
            controller.view.addSubview(field)
            host = UIKitTestHost(viewController: controller, size: CGSize(width: 300, height: 400))
            _ = field.becomeFirstResponder()
        }
        func handle(_ action: Selector, on responder: UIResponder, as name: String) {
            responder.registerAction(action) { [unowned self] sender, _ in
                self.ran.append(name + ((sender as? UIKeyCommand).map { " from \($0.input ?? "")" } ?? ""))
            }
        }
    }

    @Test func commandOnTheChainRunsAndThePressIsNotDelivered() {
        let s = Scene(); defer { s.host.invalidate() }
        s.controller.commands = [UIKeyCommand(title: "Save", action: "save:", input: "s", modifierFlags: .command,
                                              discoverabilityTitle: "Save Document")]
        s.handle("save:", on: s.controller, as: "controller")
        s.host.pressKey(.keyboardS, modifiers: .command)
        #expect(s.ran == ["controller from s"])
        #expect(s.field.keys.isEmpty)
        // Without ⌘ the key is typed as usual.
        s.host.pressKey(.keyboardS)
        #expect(s.ran.count == 1)
        #expect(s.field.keys == ["s"])
    }

    @Test func nilKeyCommandsDeliverEveryPress() {
        let s = Scene(); defer { s.host.invalidate() }
        s.host.pressKey(.keyboardS, modifiers: .command)
        s.host.pressKey(.keyboardEscape)
        #expect(s.field.keys == ["s", "\u{1B}"])
    }

    @Test func firstResponderCommandsWinAndTheActionGoesUpFromTheOfferingResponder() {
        let s = Scene(); defer { s.host.invalidate() }
        s.field.commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: "field:")]
        s.controller.commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: "controller:"),
                                 UIKeyCommand(input: "j", modifierFlags: .command, action: "shared:")]
        s.handle("field:", on: s.field, as: "field")
        s.handle("controller:", on: s.controller, as: "controller")
        // The field handles shared: too, but the controller offered the command: it runs there
        // (its target is searched from the controller up).
        s.handle("shared:", on: s.field, as: "field-shared")
        s.handle("shared:", on: s.controller, as: "controller-shared")
        s.host.pressKey(.keyboardK, modifiers: .command)
        s.host.pressKey(.keyboardJ, modifiers: .command)
        #expect(s.ran == ["field from k", "controller-shared from j"])
        #expect(s.field.keys.isEmpty)
    }

    @Test func aCommandNobodyPerformsLetsThePressThrough() {
        let s = Scene(); defer { s.host.invalidate() }
        s.controller.commands = [UIKeyCommand(input: "p", modifierFlags: .command, action: "print:")]
        s.host.pressKey(.keyboardP, modifiers: .command)
        #expect(s.field.keys == ["p"])
    }

    @Test func disabledOrInvalidatedCommandsDoNotRun() {
        let s = Scene(); defer { s.host.invalidate() }
        let off = UIKeyCommand(input: "d", modifierFlags: .command, action: "off:")
        off.attributes = .disabled
        s.controller.commands = [off, UIKeyCommand(input: "e", modifierFlags: .command, action: "edit:")]
        s.handle("off:", on: s.controller, as: "off")
        s.handle("edit:", on: s.controller, as: "edit")
        s.controller.disable = ["edit:"]
        s.host.pressKey(.keyboardD, modifiers: .command)
        s.host.pressKey(.keyboardE, modifiers: .command)
        #expect(s.ran.isEmpty)
        #expect(s.controller.validated == ["edit:"])
        #expect(s.field.keys == ["d", "e"])
        // Validation changed a copy: the offered command is untouched and runs once allowed.
        #expect(s.controller.commands?[1].attributes == [])
        s.controller.disable = []
        s.host.pressKey(.keyboardE, modifiers: .command)
        #expect(s.ran == ["edit from e"])
    }

    @Test func modifiersMustMatchAndShiftedCharactersMatch() {
        let s = Scene(); defer { s.host.invalidate() }
        s.controller.commands = [
            UIKeyCommand(input: "a", modifierFlags: [.command, .shift], action: "all:"),
            UIKeyCommand(input: "?", modifierFlags: .command, action: "help:"),
            UIKeyCommand(input: "1", modifierFlags: .alternate, action: "one:"),
        ]
        for a in ["all:", "help:", "one:"] { s.handle(Selector(a), on: s.controller, as: a) }
        s.host.pressKey(.keyboardA, modifiers: .command)                  // no shift: not ⌘⇧A
        s.host.pressKey(.keyboardA, modifiers: [.command, .shift])
        s.host.pressKey(.keyboardSlash, modifiers: [.command, .shift])    // ⌘? is typed ⌘⇧/
        s.host.pressKey(.keyboardSlash, modifiers: .command)              // ⌘/ is not ⌘?
        s.host.pressKey(.keyboard1, modifiers: [.alternate, .alphaShift]) // Caps Lock does not count
        #expect(s.ran == ["all: from a", "help: from ?", "one: from 1"])
        #expect(s.field.keys == ["a", "/"])
    }

    @Test func controlRunsCommandShortcutsUnlessAControlCommandExists() {
        let s = Scene(); defer { s.host.invalidate() }
        s.controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "save:"),
                                 UIKeyCommand(input: "c", modifierFlags: .command, action: "copyIt:"),
                                 UIKeyCommand(input: "c", modifierFlags: .control, action: "interrupt:")]
        for a in ["save:", "copyIt:", "interrupt:"] { s.handle(Selector(a), on: s.controller, as: a) }
        s.host.pressKey(.keyboardS, modifiers: .control)
        s.host.pressKey(.keyboardC, modifiers: .control)
        s.host.pressKey(.keyboardC, modifiers: .command)
        #expect(s.ran == ["save: from s", "interrupt: from c", "copyIt: from c"])
    }

    @Test func namedInputsMatchTheirKeys() {
        let s = Scene(); defer { s.host.invalidate() }
        s.controller.commands = [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "close:"),
                                 UIKeyCommand(input: UIKeyCommand.f5, modifierFlags: [], action: "reload:"),
                                 UIKeyCommand(input: "\r", modifierFlags: .command, action: "send:")]
        for a in ["close:", "reload:", "send:"] { s.handle(Selector(a), on: s.controller, as: a) }
        s.host.pressKey(.keyboardEscape)
        s.host.pressKey(.keyboardF5)
        s.host.pressKey(.keyboardF6)
        s.host.pressKey(.keyboardReturnOrEnter, modifiers: .command)
        #expect(s.ran == ["close: from UIKeyInputEscape", "reload: from UIKeyInputF5", "send: from \r"])
        #expect(s.field.keys == [""])   // F6: no command, delivered
        #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow" && UIKeyCommand.inputDelete == "UIKeyInputDelete")
    }

    /// A scroll view that can scroll holding the focused view; the controller offers ↓.
    @Test func systemKeyScrollingWinsUnlessTheCommandWantsPriority() {
        let controller = ShortcutController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        let field = ShortcutKeyView(frame: CGRect(x: 20, y: 20, width: 100, height: 30))
        scroll.addSubview(field)
        controller.view.addSubview(scroll)
        let host = UIKitTestHost(viewController: controller, size: CGSize(width: 300, height: 400))
        defer { host.invalidate() }
        _ = field.becomeFirstResponder()
        var downs = 0
        controller.registerAction("next:") { _, _ in downs += 1 }
        let down = UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: "next:")
        controller.commands = [down]
        host.pressKey(.keyboardDownArrow)
        host.advance(by: 0.5)
        #expect(downs == 0)
        #expect(scroll.contentOffset.y > 0)
        let y = scroll.contentOffset.y
        down.wantsPriorityOverSystemBehavior = true
        host.pressKey(.keyboardDownArrow)
        host.advance(by: 0.5)
        #expect(downs == 1)
        #expect(scroll.contentOffset.y == y)
        // Without priority, but nothing to scroll: the command runs after all.
        down.wantsPriorityOverSystemBehavior = false
        scroll.contentSize = CGSize(width: 300, height: 400)
        scroll.contentOffset = .zero
        host.pressKey(.keyboardDownArrow)
        #expect(downs == 2)
    }

    @Test func initialisersKeepApplesDefaults() {
        let c = UIKeyCommand(input: "n", modifierFlags: .command, action: "new:", discoverabilityTitle: "New")
        #expect(c.title == "" && c.discoverabilityTitle == "New" && c.input == "n" && c.modifierFlags == .command)
        #expect(c.wantsPriorityOverSystemBehavior == false)
        #expect(c.allowsAutomaticLocalization && c.allowsAutomaticMirroring)
        #expect(c.attributes == [] && c.state == .off && c.propertyList == nil && c.alternates.isEmpty)
        let alt = UICommandAlternate(title: "Save All", action: "saveAll:", modifierFlags: .alternate)
        let full = UIKeyCommand(title: "Save", action: "save:", input: "s", modifierFlags: .command,
                                propertyList: "doc", alternates: [alt], state: .on)
        #expect(full.title == "Save" && full.propertyList as? String == "doc" && full.alternates.first === alt && full.state == .on)
        let command = UICommand(title: "Bold", action: "bold:")
        #expect(command.action == "bold:" && command.discoverabilityTitle == nil)
        #expect(UIResponder().keyCommands == nil)
    }
}
