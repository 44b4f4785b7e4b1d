//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit

/// A custom text entry view as iOS apps write one: first responder, keeps a string, logs the
/// calls and presses it gets (presses are passed to super, as Apple recommends).
@MainActor class KeyInputView: UIView, UIKeyInput {
    var text = ""
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text; log.append("insert(\(text))") }
    func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        log.append("delete")
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { log.append("began(\(p.key?.characters ?? ""))") }
        super.pressesBegan(presses, with: event)
    }
}

/// A key input view that declares two traits the way apps do (stored properties in the class
/// that adopts the protocol).
@MainActor final class PinInputView: UIView, UIKeyInput {
    var pin = ""
    var keyboardType: UIKeyboardType = .numberPad
    var isSecureTextEntry = true
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !pin.isEmpty }
    func insertText(_ text: String) { pin += text }
    func deleteBackward() { if !pin.isEmpty { pin.removeLast() } }
}

/// A position in `TextInputView`: an offset in UTF-16 units.
final class OffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset; super.init() }
    override func isEqual(_ object: Any?) -> Bool { (object as? OffsetPosition)?.offset == offset }
}

/// A range in `TextInputView`.
final class OffsetRange: UITextRange {
    let from: Int, to: Int
    init(_ from: Int, _ to: Int) { self.from = min(from, to); self.to = max(from, to); super.init() }
    override var start: UITextPosition { OffsetPosition(from) }
    override var end: UITextPosition { OffsetPosition(to) }
    override var isEmpty: Bool { from == to }
    var nsRange: NSRange { NSRange(location: from, length: to - from) }
}

/// A minimal `UITextInput` view over an `NSString`-like storage (UTF-16 offsets), logging the
/// text input system's calls; geometry: 10 points per unit on one line, 20 points tall.
@MainActor final class TextInputView: UIView, UITextInput {
    var storage = ""
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?
    var log: [String] = []
    weak var inputDelegate: (any UITextInputDelegate)?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !storage.isEmpty }
    var length: Int { storage.utf16.count }

    private func replaceUnits(_ r: NSRange, with s: String) {
        let ns = NSMutableString(string: storage)
        ns.replaceCharacters(in: r, with: s)
        storage = ns as String
    }

    func insertText(_ text: String) {
        log.append("insert(\(text))")
        let r = marked ?? selection
        replaceUnits(r, with: text)
        marked = nil
        selection = NSRange(location: r.location + text.utf16.count, length: 0)
    }
    func deleteBackward() {
        log.append("delete")
        var r = selection
        if r.length == 0 {
            guard r.location > 0 else { return }
            r = NSRange(location: r.location - 1, length: 1)
        }
        replaceUnits(r, with: "")
        selection = NSRange(location: r.location, length: 0)
    }

    func text(in range: UITextRange) -> String? {
        guard let r = range as? OffsetRange, r.to <= length else { return nil }
        return (storage as NSString).substring(with: r.nsRange)
    }
    func replace(_ range: UITextRange, withText text: String) {
        guard let r = range as? OffsetRange else { return }
        replaceUnits(r.nsRange, with: text)
        selection = NSRange(location: r.from + text.utf16.count, length: 0)
    }
    var selectedTextRange: UITextRange? {
        get { OffsetRange(selection.location, selection.location + selection.length) }
        set { if let r = newValue as? OffsetRange { selection = r.nsRange } }
    }
    var markedTextRange: UITextRange? { marked.map { OffsetRange($0.location, $0.location + $0.length) } }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let m = markedText ?? ""
        log.append("mark(\(m),\(selectedRange.location),\(selectedRange.length))")
        let r = marked ?? selection
        replaceUnits(r, with: m)
        marked = NSRange(location: r.location, length: m.utf16.count)
        selection = NSRange(location: r.location + selectedRange.location, length: selectedRange.length)
    }
    func unmarkText() {
        log.append("unmark")
        marked = nil
    }
    var beginningOfDocument: UITextPosition { OffsetPosition(0) }
    var endOfDocument: UITextPosition { OffsetPosition(length) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = fromPosition as? OffsetPosition, let b = toPosition as? OffsetPosition else { return nil }
        return OffsetRange(a.offset, b.offset)
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = position as? OffsetPosition, p.offset + offset >= 0, p.offset + offset <= length else { return nil }
        return OffsetPosition(p.offset + offset)
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        self.position(from: position, offset: direction == .left ? -offset : offset)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = (position as? OffsetPosition)?.offset ?? 0, b = (other as? OffsetPosition)?.offset ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        ((toPosition as? OffsetPosition)?.offset ?? 0) - ((from as? OffsetPosition)?.offset ?? 0)
    }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let p = position as? OffsetPosition else { return nil }
        return direction == .left ? OffsetRange(max(0, p.offset - 1), p.offset) : OffsetRange(p.offset, min(length, p.offset + 1))
    }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect {
        guard let r = range as? OffsetRange else { return .null }
        return CGRect(x: CGFloat(r.from) * 10, y: 0, width: CGFloat(r.to - r.from) * 10, height: 20)
    }
    func caretRect(for position: UITextPosition) -> CGRect {
        CGRect(x: CGFloat((position as? OffsetPosition)?.offset ?? 0) * 10, y: 0, width: 2, height: 20)
    }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { OffsetPosition(max(0, min(length, Int(point.x / 10)))) }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { closestPosition(to: point) }
    func characterRange(at point: CGPoint) -> UITextRange? {
        let o = max(0, min(length - 1, Int(point.x / 10)))
        return length == 0 ? nil : OffsetRange(o, o + 1)
    }

    /// Sets the text as code does (not through the text input system), telling the delegate.
    func setTextInCode(_ s: String) {
        inputDelegate?.textWillChange(self)
        storage = s
        marked = nil
        selection = NSRange(location: length, length: 0)
        inputDelegate?.textDidChange(self)
    }
}

/// Records `_UITextInputPlatform` calls (stands in for the SDL backend's input method).
@MainActor final class RecordingTextInputPlatform: _UITextInputPlatform {
    var changes = 0
    var resets = 0
    func textInputDidChange() { changes += 1 }
    func textInputDidResetComposition() { resets += 1 }
}
