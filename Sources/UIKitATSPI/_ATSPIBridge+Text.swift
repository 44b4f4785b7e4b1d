//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The Text interface: what a screen reader reads of a label, text field or text view by
// character, word, line or all of it, and where the caret is (Orca reads an entry's text and
// follows its caret through this interface, not through the name). Offsets are in characters
// (Unicode scalars), as AT-SPI counts them; UIKit's are UTF-16. A secure field reads as bullets.
// Edits of a text field or view a client has seen become text-changed and text-caret-moved events.

import Foundation
import UIKitCore
import UIKitDBus

extension _ATSPIBridge {
    nonisolated static let textInterface = "org.a11y.atspi.Text"

    /// The text `object` shows and its caret (a character offset; -1 without one), or nil when
    /// it has no text (not a label, text field or text view).
    static func textContent(of object: AnyObject) -> (text: String, caret: Int)? {
        if let field = object as? UITextField {
            let text = field.text ?? ""
            return (field.isSecureTextEntry ? String(repeating: "•", count: text.unicodeScalars.count) : text, caret(of: field, in: text))
        }
        if let view = object as? UITextView {
            let text = view.text ?? ""
            return (text, view.isEditable || view.isSelectable ? caret(of: view, in: text) : -1)
        }
        if let label = object as? UILabel { return (label.text ?? label.attributedText?.string ?? "", -1) }
        return nil
    }

    /// The caret's character offset in `text` (the selection's start), or -1 when not editing.
    private static func caret(of input: UIView & UITextInput, in text: String) -> Int {
        guard input.isFirstResponder, let range = input.selectedTextRange else { return -1 }
        let utf16 = max(0, input.offset(from: input.beginningOfDocument, to: range.start))
        return characterOffset(utf16: utf16, in: text)
    }

    /// The position `offset` characters (clamped at 0) into `input`, whose text is `text`.
    static func position(in input: UIView & UITextInput, atCharacter offset: Int, of text: String) -> UITextPosition? {
        input.position(from: input.beginningOfDocument, offset: slice(text, 0, max(0, offset)).utf16.count)
    }

    /// The character offset of a UTF-16 offset in `text`.
    static func characterOffset(utf16: Int, in text: String) -> Int {
        let u = text.utf16
        let end = u.index(u.startIndex, offsetBy: min(utf16, u.count))
        return text.unicodeScalars[..<(end.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.endIndex)].count
    }

    /// `text`'s characters from `start` to `end` (character offsets; clamped; end -1: the end).
    static func slice(_ text: String, _ start: Int, _ end: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let s = max(0, min(start, scalars.count)), e = end < 0 ? scalars.count : max(s, min(end, scalars.count))
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[s..<e])
        return String(out)
    }

    /// The unit of `text` around `offset`: `granularity` 0 character, 1 word, 2 sentence,
    /// 3 line, 4 paragraph (Text.GetStringAtOffset's numbers). (text, start, end).
    static func unit(of text: String, at offset: Int, granularity: UInt32) -> (String, Int, Int) {
        let scalars = Array(text.unicodeScalars)
        let n = scalars.count
        guard offset >= 0, offset <= n, n > 0 else { return ("", 0, 0) }
        func isBreak(_ i: Int) -> Bool {
            switch granularity {
            case 1: return !scalars[i].properties.isAlphabetic && !("0"..."9").contains(Character(scalars[i]))
            case 2: return scalars[i] == "." || scalars[i] == "!" || scalars[i] == "?" || scalars[i] == "\n"
            case 3, 4: return scalars[i] == "\n"
            default: return true
            }
        }
        if granularity == 0 { return offset < n ? (slice(text, offset, offset + 1), offset, offset + 1) : ("", n, n) }
        // A unit starts after the previous one's break and ends after its own break: a word
        // keeps the spaces and punctuation after it (AT-SPI's word-start boundaries), a line
        // its newline.
        var start = min(offset, n - 1)
        while start > 0 && !isBreak(start - 1) { start -= 1 }
        var end = min(offset, n)
        while end < n && !isBreak(end) { end += 1 }
        if granularity == 1 || granularity == 2 {
            while end < n && (isBreak(end) || scalars[end] == " ") { end += 1 }
        } else if end < n {
            end += 1
        }
        return (slice(text, start, end), start, end)
    }

    /// Text interface calls on `object` (nil reply: not a text object or unknown method).
    func text(_ m: DBusMessage, _ member: String, _ object: AnyObject) -> DBusMessage? {
        guard let (text, caret) = Self.textContent(of: object) else { return nil }
        let n = text.unicodeScalars.count
        let args = m.body.map { $0.intValue ?? 0 }
        func arg(_ i: Int) -> Int { args.indices.contains(i) ? args[i] : 0 }
        func unitReply(_ u: (String, Int, Int)) -> DBusMessage { m.reply([.string(u.0), .int32(Int32(u.1)), .int32(Int32(u.2))]) }
        // Old boundary types (0 char, 1/2 word start/end, 3/4 sentence, 5/6 line) as granularities.
        func granularity(boundary: Int) -> UInt32 { [0, 1, 1, 2, 2, 3, 3][max(0, min(6, boundary))] }
        switch member {
        case "GetText": return m.reply([.string(Self.slice(text, arg(0), arg(1)))])
        case "GetCharacterAtOffset":
            let o = arg(0)
            return m.reply([.int32(o >= 0 && o < n ? Int32(Array(text.unicodeScalars)[o].value) : 0)])
        case "GetStringAtOffset": return unitReply(Self.unit(of: text, at: arg(0), granularity: UInt32(arg(1))))
        case "GetTextAtOffset": return unitReply(Self.unit(of: text, at: arg(0), granularity: granularity(boundary: arg(1))))
        case "GetTextAfterOffset":
            let here = Self.unit(of: text, at: arg(0), granularity: granularity(boundary: arg(1)))
            return unitReply(here.2 < n ? Self.unit(of: text, at: here.2, granularity: granularity(boundary: arg(1))) : ("", n, n))
        case "GetTextBeforeOffset":
            let here = Self.unit(of: text, at: arg(0), granularity: granularity(boundary: arg(1)))
            return unitReply(here.1 > 0 ? Self.unit(of: text, at: here.1 - 1, granularity: granularity(boundary: arg(1))) : ("", 0, 0))
        case "GetCaretOffset": return m.reply([.int32(Int32(caret))])
        case "SetCaretOffset":
            guard let input = object as? (UIView & UITextInput), input.isFirstResponder || input.becomeFirstResponder() else {
                return m.reply([.boolean(false)])
            }
            guard let p = Self.position(in: input, atCharacter: min(arg(0), n), of: text) else { return m.reply([.boolean(false)]) }
            input.selectedTextRange = input.textRange(from: p, to: p)
            return m.reply([.boolean(true)])
        case "GetNSelections": return m.reply([.int32(selection(of: object, in: text) == nil ? 0 : 1)])
        case "GetSelection":
            let s = selection(of: object, in: text) ?? (0, 0)
            return m.reply([.int32(Int32(s.0)), .int32(Int32(s.1))])
        case "GetCharacterExtents", "GetRangeExtents":
            // (The element's frame: per-character geometry is not exported.)
            let f = _ATSPIElement.frame(of: object)
            return m.reply([.int32(Int32(f.minX)), .int32(Int32(f.minY)), .int32(Int32(f.width)), .int32(Int32(f.height))])
        case "GetOffsetAtPoint": return m.reply([.int32(-1)])
        case "GetAttributes", "GetAttributeRun":
            return m.reply([.dictionary(key: "s", value: "s", []), .int32(0), .int32(Int32(n))])
        case "GetDefaultAttributes", "GetDefaultAttributeSet": return m.reply([.dictionary(key: "s", value: "s", [])])
        case "GetAttributeValue": return m.reply([.string("")])
        default: return nil
        }
    }

    /// The selected characters (start, end) of an editing text object, nil when nothing is selected.
    private func selection(of object: AnyObject, in text: String) -> (Int, Int)? {
        guard let input = object as? (UIView & UITextInput), input.isFirstResponder, let r = input.selectedTextRange, !r.isEmpty else { return nil }
        let s = input.offset(from: input.beginningOfDocument, to: r.start), e = input.offset(from: input.beginningOfDocument, to: r.end)
        return (Self.characterOffset(utf16: s, in: text), Self.characterOffset(utf16: e, in: text))
    }

    /// Text interface properties.
    func textProperty(_ name: String, of object: AnyObject) -> DBusValue? {
        guard let (text, caret) = Self.textContent(of: object) else { return nil }
        switch name {
        case "CharacterCount": return .int32(Int32(text.unicodeScalars.count))
        case "CaretOffset": return .int32(Int32(caret))
        default: return nil
        }
    }

    // MARK: Events

    /// Watches text fields and views edited: a client that has seen one hears what changed.
    func observeTextChanges() {
        let center = NotificationCenter.default
        for name in [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification] {
            windowObservers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let view = note.object as? UIView
                MainActor.assumeIsolated { if let view { self?.textChanged(view) } }
            })
        }
    }

    /// text-caret-moved (and text-selection-changed when a range is selected) for a text object
    /// a client has seen whose caret moved without an edit.
    func caretMoved(_ view: UIView) {
        guard hasPath(view), let (text, caret) = Self.textContent(of: view), caret >= 0 else { return }
        emit("TextCaretMoved", from: view, detail: "", Int32(caret))
        if selection(of: view, in: text) != nil { emit("TextSelectionChanged", from: view) }
    }

    /// text-changed:delete and :insert for what changed since the text was last read or
    /// reported (the common prefix and suffix kept), then text-caret-moved.
    func textChanged(_ object: AnyObject) {
        let oid = ObjectIdentifier(object)
        guard hasPath(object), let (text, caret) = Self.textContent(of: object) else { return }
        let old = lastTexts[oid] ?? ""
        lastTexts[oid] = text
        let a = Array(old.unicodeScalars), b = Array(text.unicodeScalars)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let removed = a.count - prefix - suffix, added = b.count - prefix - suffix
        if removed > 0 {
            emit("TextChanged", from: object, detail: "delete", Int32(prefix), Int32(removed), data: .string(Self.slice(old, prefix, prefix + removed)))
        }
        if added > 0 {
            emit("TextChanged", from: object, detail: "insert", Int32(prefix), Int32(added), data: .string(Self.slice(text, prefix, prefix + added)))
        }
        if caret >= 0 { emit("TextCaretMoved", from: object, detail: "", Int32(caret)) }
    }
}
