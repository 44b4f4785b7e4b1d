//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Finds and runs the key command for a key press along the responder chain
/// (`UIResponder.keyCommands`).
///
/// A key goes down: the chain from the first responder up is searched for the first command
/// matching the key with the modifiers held, then (when Ctrl is held without ⌘, and none
/// matched) with Ctrl read as ⌘. A command runs when a responder from the one offering it up can
/// perform its action and it is not disabled after `validate(_:)`. Commands for keys the system
/// uses itself (arrows, Page Up/Down, Home/End, Space: scroll views scroll with them; and, while
/// the first responder adopts `UIKeyInput`, every key that types) run first only with
/// `wantsPriorityOverSystemBehavior`; the others run only when the press went through the whole
/// chain unused.
@MainActor enum _UIKeyCommands {
    /// Keys the system uses itself (scroll views scroll with them).
    static func isSystemKey(_ key: UIKey) -> Bool { _KeyScroll(key) != nil }

    /// Runs the command for `key` that takes priority over the press's delivery; true when one
    /// ran (the press is then consumed).
    static func runPriorityCommand(for key: UIKey, from responder: UIResponder) -> Bool {
        let system = isSystemKey(key) || _UITextInputRouter.typesText(key, for: responder)
        return run(for: key, from: responder) { !system || $0.wantsPriorityOverSystemBehavior }
    }

    /// A press reached the end of the responder chain unused: a command for a system key that
    /// the system's behaviour held back runs now.
    static func pressesFellThrough(_ presses: Set<UIPress>) {
        for p in presses where p.phase == .began {
            guard let key = p.key, let responder = p.responder else { continue }
            if isSystemKey(key) || _UITextInputRouter.typesText(key, for: responder),
               run(for: key, from: responder, where: { !$0.wantsPriorityOverSystemBehavior }) { return }
            if undoShortcut(key, from: responder) { return }
        }
    }

    /// Ctrl (or ⌘) + Z undoes, with Shift (or Ctrl + Y) redoes, through the responder chain's
    /// undo manager, when nothing along the chain used the key (as the Edit menu's Undo and
    /// Redo of an iPad app with a keyboard). True when it did.
    static func undoShortcut(_ key: UIKey, from responder: UIResponder) -> Bool {
        let flags = key.modifierFlags
        guard flags.contains(.control) || flags.contains(.command), !flags.contains(.alternate) else { return false }
        let c = key.charactersIgnoringModifiers.lowercased()
        guard c == "z" || c == "y", let manager = responder.undoManager else { return false }
        if c == "y" || flags.contains(.shift) {
            guard manager.canRedo else { return false }
            manager.redo()
        } else {
            guard manager.canUndo else { return false }
            manager.undo()
        }
        return true
    }

    /// Searches the chain (exact modifiers first, then Ctrl as ⌘) and runs the first command
    /// accepted by `accept` whose action has a target.
    static func run(for key: UIKey, from responder: UIResponder, where accept: (UIKeyCommand) -> Bool) -> Bool {
        var passes = [key.modifierFlags]
        if key.modifierFlags.contains(.control), !key.modifierFlags.contains(.command) {
            passes.append(key.modifierFlags.subtracting(.control).union(.command))
        }
        for flags in passes {
            var r: UIResponder? = responder
            var steps = 0
            while let cur = r, steps < 10_000 {
                if let commands = cur.keyCommands {
                    for c in commands where c._matches(key, flags: flags) && accept(c) {
                        if perform(c, offeredBy: cur) { return true }
                    }
                }
                r = cur.next
                steps += 1
            }
        }
        return false
    }

    /// Sends `command`'s action to its target (from `responder` up), after `validate(_:)` of a
    /// copy (the copy is the sender, as on iOS); false when no responder performs it or it is
    /// disabled.
    static func perform(_ command: UIKeyCommand, offeredBy responder: UIResponder) -> Bool {
        guard !command.attributes.contains(.disabled),
              let target = responder.target(forAction: command.action, withSender: command) else { return false }
        let sent = command._copy()
        (target as? UIResponder)?.validate(sent)
        guard !sent.attributes.contains(.disabled) else { return false }
        return sent.action._send(to: target as AnyObject, sender: sent, event: nil)
    }
}
