//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Simple text entry: a responder that adopts it and returns true from
/// `canBecomeFirstResponder` receives what the user types while it is first responder.
///
/// ```swift
/// final class PinView: UIView, UIKeyInput {
///     var pin = ""
///     override var canBecomeFirstResponder: Bool { true }
///     var hasText: Bool { !pin.isEmpty }
///     func insertText(_ text: String) { pin += text }
///     func deleteBackward() { if !pin.isEmpty { pin.removeLast() } }
/// }
/// ```
///
/// On Linux the text comes from the hardware keyboard and the desktop's input method:
/// - each typed character is one `insertText` call, and a committed input-method composition
///   one call with its whole text;
/// - Return and keypad Enter insert "\n", Tab inserts "\t", Backspace calls `deleteBackward()`;
///   held keys repeat as the desktop repeats them.
///
/// Each key's press goes through the responder chain first (`pressesBegan`, from the text
/// object up). The key types when its press reaches `UIResponder`'s own `pressesBegan` of the
/// text object: an override there that handles the press without calling `super` keeps the key
/// from typing, and the press goes no farther up the chain (a text object consumes the keys
/// that type). A key command matching the key wins over typing. Keys held with ⌘ or ⌃ never
/// type. See `UITextInput` for input-method compositions (marked text).
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
    /// Whether the text object holds any text.
    var hasText: Bool { get }
    /// Inserts `text` (a typed character, "\n" for Return, a committed composition) at the
    /// insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}
