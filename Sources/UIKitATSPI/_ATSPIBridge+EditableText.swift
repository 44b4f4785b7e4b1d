//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The EditableText interface: a screen reader (or another assistive technology: a dictation or
// switch-access tool) typing, deleting, cutting, copying and pasting in a text field or an
// editable text view itself. Each edit is a user's: the field becomes first responder (its
// delegate may refuse, as for a tap), then the range is replaced through `UITextInput`, so the
// delegate is asked (`shouldChangeCharactersIn`), `.editingChanged` and `textDidChange` follow,
// and clients hear text-changed as for typing. Offsets are characters (Unicode scalars), as in
// the Text interface. A secure field's text is never copied or cut (as GTK's hidden entries).

import Foundation
import UIKitCore
import UIKitDBus

extension _ATSPIBridge {
    nonisolated static let editableTextInterface = "org.a11y.atspi.EditableText"

    /// Whether `object` takes edits: an enabled text field, an editable text view.
    static func isEditableText(_ object: AnyObject) -> Bool {
        if let field = object as? UITextField { return field.isEnabled }
        if let view = object as? UITextView { return view.isEditable }
        return false
    }

    /// EditableText calls on `object` (nil reply: not editable or unknown method).
    func editableText(_ m: DBusMessage, _ member: String, _ object: AnyObject) -> DBusMessage? {
        guard Self.isEditableText(object), let input = object as? (UIView & UITextInput) else { return nil }
        let text = Self.plainText(of: input)
        let n = text.unicodeScalars.count
        func int(_ i: Int) -> Int { m.body.indices.contains(i) ? (m.body[i].intValue ?? 0) : 0 }
        func string(_ i: Int) -> String {
            if m.body.indices.contains(i), case .string(let s) = m.body[i] { return s }
            return ""
        }
        /// (start, end) clamped to the text; an end of -1 is the end.
        func span(_ start: Int, _ end: Int) -> (Int, Int) {
            let s = max(0, min(start, n))
            return (s, end < 0 ? n : max(s, min(end, n)))
        }
        let secure = (input as? UITextField)?.isSecureTextEntry == true
        switch member {
        case "SetTextContents":
            return m.reply([.boolean(edit(input, 0, n, with: string(0)))])
        case "InsertText":
            // (position, text, length in characters: -1 or more than there are is all of it)
            let typed = string(1), length = int(2)
            let scalars = typed.unicodeScalars
            var part = String.UnicodeScalarView()
            part.append(contentsOf: length < 0 ? Array(scalars) : Array(scalars.prefix(length)))
            let at = span(int(0), int(0)).0
            return m.reply([.boolean(edit(input, at, at, with: String(part)))])
        case "DeleteText":
            let (s, e) = span(int(0), int(1))
            return m.reply([.boolean(edit(input, s, e, with: ""))])
        case "CopyText":
            let (s, e) = span(int(0), int(1))
            if !secure, e > s { UIPasteboard.general.string = Self.slice(text, s, e) }
            return m.reply()
        case "CutText":
            let (s, e) = span(int(0), int(1))
            guard !secure, e > s else { return m.reply([.boolean(false)]) }
            let cut = Self.slice(text, s, e)
            guard edit(input, s, e, with: "") else { return m.reply([.boolean(false)]) }
            UIPasteboard.general.string = cut
            return m.reply([.boolean(true)])
        case "PasteText":
            guard let pasted = UIPasteboard.general.string, !pasted.isEmpty else { return m.reply([.boolean(false)]) }
            let at = span(int(0), int(0)).0
            return m.reply([.boolean(edit(input, at, at, with: pasted))])
        default: return nil
        }
    }

    /// The characters of a field or view as typed (a secure field's too, not its bullets).
    private static func plainText(of input: UIView & UITextInput) -> String {
        (input as? UITextField)?.text ?? (input as? UITextView)?.text ?? ""
    }

    /// Replaces characters `start..<end` with `new` as a user's edit; whether the text changed
    /// as asked (false when the input would not become first responder or its delegate refused).
    private func edit(_ input: UIView & UITextInput, _ start: Int, _ end: Int, with new: String) -> Bool {
        let before = Self.plainText(of: input)
        guard input.isFirstResponder || input.becomeFirstResponder() else { return false }
        guard let a = Self.position(in: input, atCharacter: start, of: before),
              let b = Self.position(in: input, atCharacter: end, of: before),
              let range = input.textRange(from: a, to: b) else { return false }
        input.replace(range, withText: new)
        let after = Self.plainText(of: input)
        return after != before || Self.slice(before, start, end) == new
    }
}
