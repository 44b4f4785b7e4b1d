//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// Text fields' and text views' edits on the undo manager of their responder chain: the editing
// engine groups the edits (typing coalesces); each new engine group is one operation in the
// undo manager, named as iOS names it ("Typing", "Paste", "Cut"). Undoing it reverts the engine
// group and registers the redo, so Ctrl+Z, the app's own `undoManager.undo()` and the app's own
// operations interleave in one history.

/// A text object whose engine keeps the text's undo groups.
@MainActor protocol _UITextUndoing: UIResponder {
    /// Reverts (or repeats, when `redo`) the engine's last group and shows the change; false
    /// when there was nothing to revert (or the object no longer edits).
    func _replayTextUndo(redo: Bool) -> Bool
}

@MainActor enum _UITextUndo {
    /// The manager each editing object registered with, so its operations can be removed even
    /// after it left the window.
    private static var managers: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var manager: UndoManager? }

    /// After a user edit was applied: a new engine group becomes one undo operation.
    static func didApply(_ result: TextEditResult, kind: TextEditKind, by object: some _UITextUndoing) {
        guard result.startedUndoGroup, let manager = object.undoManager else { return }
        managers[ObjectIdentifier(object)] = Weak(manager: manager)
        register(object, redo: false, name: name(of: kind), in: manager)
    }

    private static func register<T: _UITextUndoing>(_ object: T, redo: Bool, name: String, in manager: UndoManager) {
        manager.registerUndo(withTarget: object) { [weak manager] o in
            guard o._replayTextUndo(redo: redo), let manager else { return }
            register(o, redo: !redo, name: name, in: manager)
        }
        manager.setActionName(name)
    }

    /// A user change the engine doesn't keep (a search field's tokens): one undo operation,
    /// `revert`, on the object's undo manager (in the event's group, with the text's edits of
    /// the same event), forgotten with the object's text operations. What `revert` registers
    /// becomes the redo.
    static func registerChange<T: _UITextUndoing>(by object: T, name: String, revert: @escaping @MainActor (T) -> Void) {
        guard let manager = object.undoManager else { return }
        managers[ObjectIdentifier(object)] = Weak(manager: manager)
        manager.registerUndo(withTarget: object, handler: revert)
        manager.setActionName(name)
    }

    /// Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y: the responder chain's undo manager undoes or redoes (the
    /// text's groups and the app's operations alike); without one, the engine directly.
    static func shortcut(redo: Bool, for object: some _UITextUndoing) {
        guard let manager = object.undoManager else {
            _ = object._replayTextUndo(redo: redo)
            return
        }
        if redo {
            if manager.canRedo { manager.redo() }
        } else if manager.canUndo {
            manager.undo()
        }
    }

    /// The text was replaced in code or editing ended: the object's operations go (its engine
    /// forgot its groups).
    static func forget(_ object: some _UITextUndoing) {
        let key = ObjectIdentifier(object)
        guard let entry = managers.removeValue(forKey: key) else { return }
        entry.manager?.removeAllActions(withTarget: object)
    }

    /// iOS's action names for the kinds of edit.
    static func name(of kind: TextEditKind) -> String {
        switch kind {
        case .typing, .deletion, .wordDeletion, .lineDeletion: return "Typing"
        case .paste: return "Paste"
        case .cut: return "Cut"
        case .replacement: return "Replace"
        }
    }
}
