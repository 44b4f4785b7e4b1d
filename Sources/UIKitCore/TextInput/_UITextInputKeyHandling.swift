//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a text object does with an editing key typed into it.
package enum _UITextInputKeyDisposition: Sendable {
    /// The text input system's default: Backspace → `deleteBackward()`, Return and keypad
    /// Enter → `insertText("\n")`, Tab → `insertText("\t")`.
    case `default`
    /// The object handled the key itself (a text field's Return asks `textFieldShouldReturn`):
    /// the press is consumed and nothing is inserted.
    case handled
    /// The key does not type in this object: its press goes on up the responder chain (a text
    /// field passing Tab on for focus movement), and key commands for it may run.
    case passOn
}

/// A text object that gives editing keys (Backspace, Return, keypad Enter, Tab) a meaning of its
/// own. `_UITextInputRouter` asks it when such a key's press reaches the object's
/// `UIResponder.pressesBegan`, and again for each desktop key repeat (`isRepeat`).
@MainActor package protocol _UITextInputKeyHandling: AnyObject {
    /// What to do with the editing `key` (see `_UITextInputKeyDisposition`).
    func _textInputDisposition(for key: UIKey, isRepeat: Bool) -> _UITextInputKeyDisposition
}
