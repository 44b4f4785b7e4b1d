//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// A text view's TextKit objects: its text storage reads the view's engine and attribute runs
// (nothing is copied), edits made to the storage in code change them as `text =` does (no
// delegate, paragraphs re-measured), and the view tells the storage of every change it makes.

extension UITextView {
    // MARK: Making

    func _makeTextStorage() -> NSTextStorage {
        if let s = _textStorageObject { return s }
        let s = NSTextStorage(string: _engine.text)
        s._ownBuffer = TextEditingBuffer()
        s._ownRuns = _UITextAttributeRuns(length: 0, attributes: [:])
        s._textView = self
        _textStorageObject = s
        return s
    }

    func _makeLayoutManager() -> NSLayoutManager {
        if let lm = _layoutManagerObject { return lm }
        let lm = NSLayoutManager()
        lm._textView = self
        _layoutManagerObject = lm
        lm.addTextContainer(_textContainer)
        _makeTextStorage().addLayoutManager(lm)
        return lm
    }

    // MARK: Storage edits made in code

    /// The storage replaced characters: the engine changes (no undo step, no delegate), the new
    /// characters take the attributes of the first replaced one (or of the one before), and the
    /// touched paragraphs are measured and redrawn.
    func _storageReplace(_ range: Range<Int>, with string: String) -> TextReplacement? {
        let attributes = range.isEmpty ? _runs.typingAttributes(at: range.lowerBound) : _runs.attributes(at: range.lowerBound)
        if _isEditing { inputDelegate?.textWillChange(self) }
        let oldCount = _engine.buffer.paragraphCount
        guard let change = _engine.replaceText(in: range, with: string) else { return nil }
        _UITextUndo.forget(self)
        _runs.replace(change.replacedRange, length: change.insertedRange.count, attributes: attributes)
        _textDidChange(change, oldParagraphCount: oldCount)
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        if _isEditing {
            _updateCaret()
            inputDelegate?.textDidChange(self)
        }
        return change
    }

    /// The storage changed attributes over `range`: its paragraphs are measured and redrawn.
    func _storageModifyAttributes(_ range: Range<Int>, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        _runs.modify(range, change)
        if _textContainer.maximumNumberOfLines > 0 {
            _layout.reset()
            _textDidReset()
            return
        }
        let b = _engine.buffer
        let first = b.paragraphIndex(containing: range.lowerBound)
        let last = b.paragraphIndex(containing: max(range.lowerBound, range.upperBound - 1))
        _layout.measure(first..<(last + 1))
        _redrawParagraphs(of: range)
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    // MARK: Telling the storage

    /// The view changed its text (typing, undo): the storage records it and processes it (its
    /// delegate hears of it) before the view's delegate does.
    func _tellStorage(_ changes: [TextReplacement]) {
        guard let s = _textStorageObject else { return }
        if changes.count == 1 {
            s._didReplace(changes[0], mask: [.editedCharacters, .editedAttributes])
        } else {
            s._textViewDidReset(oldLength: _engine.buffer.utf16Count - changes.reduce(0) { $0 + $1.delta })
        }
    }

    /// The whole text was replaced (`text =`, `attributedText =`).
    func _tellStorageTextWasSet(oldLength: Int) {
        _textStorageObject?._textViewDidReset(oldLength: oldLength)
    }

    /// The font or colour of the whole text changed.
    func _tellStorageStyleChanged() {
        guard let s = _textStorageObject else { return }
        s.edited(.editedAttributes, range: NSRange(location: 0, length: _engine.buffer.utf16Count), changeInLength: 0)
    }
}
