//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// The editing keys of a desktop keyboard, read once for text fields and text views: arrows
// (Option or Ctrl by word, ⌘ to the line's or text's end), Home/End, Page Up/Down, Backspace and
// Delete with their modifiers, Return, Tab, and the Ctrl (or ⌘) shortcuts. Characters are not
// here: they arrive as text from the input method.

/// What an editing key asks of a text object.
enum _UITextEditingKey {
    /// A caret move (or a selection extension).
    case move(TextMoveDirection, TextGranularity, extending: Bool)
    /// Page Up or Page Down (a text view moves by its visible height).
    case page(down: Bool, extending: Bool)
    /// An edit.
    case command(TextCommand)
    /// Return or Enter.
    case returnKey
    /// Tab or Shift+Tab.
    case tab(backward: Bool)
    /// Ctrl (or ⌘) with a character: select all, copy, cut, paste, undo, redo.
    case shortcut(String, shift: Bool)

    /// The action of `key`, or nil for a key that types (or isn't an editing key). A
    /// `multiline` object moves between lines with Up and Down; a one-line field goes to its ends.
    init?(_ key: UIKey, multiline: Bool) {
        let m = key.modifierFlags
        let shift = m.contains(.shift)
        let word = m.contains(.alternate) || m.contains(.control)
        let command = m.contains(.command)
        switch key.keyCode {
        case .keyboardLeftArrow:
            self = .move(.left, command ? .line : word ? .word : .character, extending: shift)
        case .keyboardRightArrow:
            self = .move(.right, command ? .line : word ? .word : .character, extending: shift)
        case .keyboardUpArrow:
            self = multiline && !command ? .move(word ? .backward : .up, word ? .paragraph : .line, extending: shift)
                : .move(.backward, .document, extending: shift)
        case .keyboardDownArrow:
            self = multiline && !command ? .move(word ? .forward : .down, word ? .paragraph : .line, extending: shift)
                : .move(.forward, .document, extending: shift)
        case .keyboardPageUp:
            self = multiline ? .page(down: false, extending: shift) : .move(.backward, .document, extending: shift)
        case .keyboardPageDown:
            self = multiline ? .page(down: true, extending: shift) : .move(.forward, .document, extending: shift)
        case .keyboardHome:
            self = .move(.backward, m.contains(.control) ? .document : .line, extending: shift)
        case .keyboardEnd:
            self = .move(.forward, m.contains(.control) ? .document : .line, extending: shift)
        case .keyboardDeleteOrBackspace:
            self = .command(command ? .deleteToLineStart : word ? .deleteWordBackward : .deleteBackward)
        case .keyboardDeleteForward:
            self = .command(word ? .deleteWordForward : .deleteForward)
        case .keyboardReturnOrEnter, .keypadEnter:
            self = .returnKey
        case .keyboardTab:
            self = .tab(backward: shift)
        default:
            guard m.contains(.control) || command else { return nil }
            self = .shortcut(key.charactersIgnoringModifiers.lowercased(), shift: shift)
        }
    }
}

extension TextEditingBuffer {
    /// Whether `range` holds a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko and
    /// their presentation forms): where Left and Right must follow the screen, not the text.
    func _containsRightToLeft(in range: Range<Int>) -> Bool {
        guard !range.isEmpty, let units = utf16CodeUnits(in: range) else { return false }
        return units.contains { (0x0590...0x08FF).contains($0) || (0xFB1D...0xFDFF).contains($0) || (0xFE70...0xFEFF).contains($0) }
    }
}
