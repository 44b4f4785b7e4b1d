//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The edit each command would make, computed without changing anything.
//
// Typing, pasting and marked text replace the marked text when there is some, else the
// selection. Deletions take the selection when there is one, else the stretch the command names
// from the caret. Backspace removes one grapheme cluster, as iOS does: an emoji with its skin
// tone or ZWJ family, a flag, a letter with its combining accents, a Hangul syllable, CR LF.

import Foundation

extension TextEditingEngine {
    /// The edit `command` would make, or nil when it would change nothing (Backspace at the start,
    /// Cut with nothing selected, a `replace` range outside the text). `layout` serves the line
    /// commands (Cmd+Backspace); without one each paragraph is one line.
    public func edit(for command: TextCommand, layout: (any TextLineLayout)? = nil) -> TextEdit? {
        switch command {
        case .insertText(let text):
            return insertion(text, kind: .typing)
        case .insertNewline:
            return insertion("\n", kind: .typing)
        case .paste(let text):
            return insertion(text, kind: .paste)
        case .deleteBackward:
            return deletion(kind: .deletion) { head in buffer.characterBoundary(before: head).map { $0..<head } }
        case .deleteForward:
            return deletion(kind: .deletion) { head in buffer.characterBoundary(after: head).map { head..<$0 } }
        case .deleteWordBackward:
            return deletion(kind: .wordDeletion) { buffer.wordStart(before: $0)..<$0 }
        case .deleteWordForward:
            return deletion(kind: .wordDeletion) { $0..<buffer.wordEnd(after: $0) }
        case .deleteToLineStart:
            let line = (layout ?? HardLineLayout(buffer)).lineRange(containing: selection.headPosition)
            return deletion(kind: .lineDeletion) { head in
                line.lowerBound < head ? line.lowerBound..<head : buffer.characterBoundary(before: head).map { $0..<head }
            }
        case .deleteToLineEnd:
            let line = (layout ?? HardLineLayout(buffer)).lineRange(containing: selection.headPosition)
            return deletion(kind: .lineDeletion) { head in
                head < line.upperBound ? head..<line.upperBound : buffer.characterBoundary(after: head).map { head..<$0 }
            }
        case .cut:
            guard !selection.isCaret else { return nil }
            return TextEdit(range: selection.range, replacement: "",
                            selectionAfter: TextSelection(caret: selection.range.lowerBound), kind: .cut)
        case .replace(let nsRange, let text):
            guard let range = buffer.validRange(nsRange) else { return nil }
            return replacement(of: range, with: text)
        case .setMarkedText(let text, let selectedRange):
            return markedTextEdit(text ?? "", selectedRange: selectedRange)
        }
    }

    /// `text` in place of the marked text or the selection, the caret after it.
    func insertion(_ text: String, kind: TextEditKind) -> TextEdit {
        let range = markedRange ?? selection.range
        let units = TextEditingBuffer.units(of: text)
        var edit = TextEdit(range: range, replacement: text, selectionAfter: TextSelection(caret: range.lowerBound + units.count), kind: kind)
        edit.replacementUnits = units
        return edit
    }

    /// The selection deleted, or the stretch `fromCaret` gives for the caret; the marked range
    /// shrinks with a deletion inside it and is committed by one outside it.
    func deletion(kind: TextEditKind, fromCaret: (Int) -> Range<Int>?) -> TextEdit? {
        let range: Range<Int>
        if !selection.isCaret {
            range = selection.range
        } else {
            guard let found = fromCaret(selection.head), !found.isEmpty else { return nil }
            range = found
        }
        var marked: Range<Int>?
        if let current = markedRange, current.lowerBound <= range.lowerBound && range.upperBound <= current.upperBound,
           current.count > range.count {
            marked = current.lowerBound..<(current.upperBound - range.count)
        }
        return TextEdit(range: range, replacement: "", selectionAfter: TextSelection(caret: range.lowerBound),
                        markedRangeAfter: marked, kind: kind)
    }

    /// `range` replaced with `text`; the selection's ends keep their place in the text around it
    /// (an end inside the range moves after the new text).
    func replacement(of range: Range<Int>, with text: String) -> TextEdit {
        let count = text.utf16.count
        func map(_ offset: Int) -> Int {
            if offset <= range.lowerBound { return offset }
            if offset >= range.upperBound { return offset - range.count + count }
            return range.lowerBound + count
        }
        var after = TextSelection(anchor: map(selection.anchor), head: map(selection.head), affinity: selection.affinity)
        if range.isEmpty && selection.isCaret && selection.head == range.lowerBound {
            after = TextSelection(caret: range.lowerBound + count)
        }
        var marked: Range<Int>?
        if let current = markedRange, range.upperBound <= current.lowerBound || range.lowerBound >= current.upperBound {
            let lo = map(current.lowerBound), hi = map(current.upperBound)
            marked = lo < hi ? lo..<hi : nil
        }
        return TextEdit(range: range, replacement: text, selectionAfter: after, markedRangeAfter: marked, kind: .replacement)
    }

    /// `text` as the new marked text (in place of the old, or of the selection), with
    /// `selectedRange` (relative to `text`, clamped into it) selected.
    func markedTextEdit(_ text: String, selectedRange: NSRange) -> TextEdit {
        let range = markedRange ?? selection.range
        let count = text.utf16.count
        let location = selectedRange.location == NSNotFound ? count : min(max(selectedRange.location, 0), count)
        let length = min(max(selectedRange.length, 0), count - location)
        let selected = (range.lowerBound + location)..<(range.lowerBound + location + length)
        return TextEdit(range: range, replacement: text, selectionAfter: TextSelection(range: selected),
                        markedRangeAfter: count > 0 ? range.lowerBound..<(range.lowerBound + count) : nil,
                        kind: .typing)
    }
}
