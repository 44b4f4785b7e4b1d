//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// Reading and changing a text storage: the four primitives over the built-in storage (or the
// text view's), everything else through the primitives so a subclass's own storage works, bad
// ranges logged and refused, and Foundation's own string kept in step with the characters.

extension NSTextStorage {
    // MARK: Ranges

    /// `range` as offsets when it lies inside the text; otherwise logs (as iOS raises) and nil.
    func _validRange(_ range: NSRange, _ caller: String) -> Range<Int>? {
        let n = length
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              range.location <= n, range.length <= n - range.location else {
            UIKitLog.error("NSTextStorage.\(caller): range \(range) is outside the text (length \(n)); ignored", category: "TextKit")
            return nil
        }
        return range.location..<(range.location + range.length)
    }

    // MARK: Reading

    func _builtInAttributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        let (buffer, runs) = _contents
        guard location >= 0, location < buffer.utf16Count else {
            UIKitLog.error("NSTextStorage.attributes(at:): index \(location) is outside the text (length \(buffer.utf16Count))", category: "TextKit")
            range?.pointee = NSRange(location: max(0, min(location, buffer.utf16Count)), length: 0)
            return [:]
        }
        let run = runs.run(at: location)
        range?.pointee = NSRange(location: run.range.lowerBound, length: run.range.count)
        return run.attributes
    }

    func _attributes(at location: Int, longestEffectiveRange range: NSRangePointer?, in limit: NSRange) -> [NSAttributedString.Key: Any] {
        var r = NSRange(location: 0, length: 0)
        let attrs = attributes(at: location, effectiveRange: &r)
        guard let range else { return attrs }
        let lo = max(0, limit.location), hi = min(length, NSMaxRange(limit))
        var start = max(r.location, lo), end = min(NSMaxRange(r), hi)
        while start > lo {
            var p = NSRange(location: 0, length: 0)
            guard _UITextAttributeRuns.same(attributes(at: start - 1, effectiveRange: &p), attrs), p.length > 0 else { break }
            start = max(lo, p.location)
        }
        while end < hi {
            var p = NSRange(location: 0, length: 0)
            guard _UITextAttributeRuns.same(attributes(at: end, effectiveRange: &p), attrs), p.length > 0 else { break }
            end = min(hi, NSMaxRange(p))
        }
        range.pointee = NSRange(location: start, length: max(0, end - start))
        return attrs
    }

    func _attribute(_ name: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?, limit: NSRange?) -> Any? {
        var r = NSRange(location: 0, length: 0)
        let value = attributes(at: location, effectiveRange: &r)[name]
        guard let range else { return value }
        guard let limit else { range.pointee = r; return value }
        func same(_ at: Int, _ p: inout NSRange) -> Bool {
            let other = attributes(at: at, effectiveRange: &p)[name]
            switch (value, other) {
            case (nil, nil): return true
            case let (a?, b?): return _UITextAttributeRuns.same([name: a], [name: b])
            default: return false
            }
        }
        let lo = max(0, limit.location), hi = min(length, NSMaxRange(limit))
        var start = max(r.location, lo), end = min(NSMaxRange(r), hi)
        var p = NSRange(location: 0, length: 0)
        while start > lo, same(start - 1, &p), p.length > 0 { start = max(lo, p.location) }
        while end < hi, same(end, &p), p.length > 0 { end = min(hi, NSMaxRange(p)) }
        range.pointee = NSRange(location: start, length: max(0, end - start))
        return value
    }

    /// The runs of `range` as read through `attributes(at:effectiveRange:)` (a subclass's too).
    func _runs(in range: Range<Int>) -> _UITextAttributeRuns {
        var runs: [(length: Int, attributes: [NSAttributedString.Key: Any])] = []
        var i = range.lowerBound
        while i < range.upperBound {
            var r = NSRange(location: 0, length: 0)
            let a = attributes(at: i, effectiveRange: &r)
            let end = min(range.upperBound, max(i + 1, NSMaxRange(r)))
            runs.append((end - i, a))
            i = end
        }
        return _UITextAttributeRuns(runs: runs)
    }

    func _attributedSubstring(_ range: NSRange) -> NSAttributedString {
        let n = length
        let lo = max(0, min(range.location == NSNotFound ? n : range.location, n))
        let hi = max(lo, min(n, lo + max(0, range.length)))
        if lo != range.location || hi - lo != range.length {
            UIKitLog.error("NSTextStorage.attributedSubstring(from:): range \(range) is outside the text (length \(n)); clamped", category: "TextKit")
        }
        let text = (string as NSString).substring(with: NSRange(location: lo, length: hi - lo))
        return _runs(in: lo..<hi).attributedString(text)
    }

    func _isEqual(to other: NSAttributedString) -> Bool {
        guard other.length == length, other.string == string else { return false }
        var i = 0
        while i < length {
            var a = NSRange(location: 0, length: 0), b = NSRange(location: 0, length: 0)
            let x = attributes(at: i, effectiveRange: &a), y = other.attributes(at: i, effectiveRange: &b)
            var mine = x, theirs = y
            mine[_UITextAttributeRuns.runBoundaryKey] = nil
            theirs[_UITextAttributeRuns.runBoundaryKey] = nil
            guard _UITextAttributeRuns.same(mine, theirs) else { return false }
            i = max(i + 1, min(NSMaxRange(a), NSMaxRange(b)))
        }
        return true
    }

    // MARK: Changing

    func _builtInReplace(_ range: NSRange, with str: String) {
        guard let r = _validRange(range, "replaceCharacters(in:with:)") else { return }
        let change: TextReplacement?
        if let tv = _textView {
            change = MainActor.assumeIsolated { tv._storageReplace(r, with: str) }
        } else {
            let attrs = r.isEmpty ? _ownRuns.typingAttributes(at: r.lowerBound) : _ownRuns.attributes(at: r.lowerBound)
            change = _ownBuffer.replace(range: r, with: str)
            if let change { _ownRuns.replace(change.replacedRange, length: change.insertedRange.count, attributes: attrs) }
        }
        guard let change else { return }
        _didReplace(change, mask: .editedCharacters)
    }

    /// Keeps Foundation's own copy of the characters in step (what `NSAttributedString(attributedString:)`
    /// reads) and records the change.
    func _didReplace(_ change: TextReplacement, mask: EditActions) {
        _mirror(change.replacedRange, with: _contents.buffer.substring(in: change.insertedRange) ?? "")
        edited(mask, range: NSRange(location: change.replacedRange.lowerBound, length: change.replacedRange.count),
               changeInLength: change.delta)
    }

    /// The text view replaced its whole text: Foundation's copy follows, and the change is recorded.
    func _textViewDidReset(oldLength: Int) {
        _mirror(0..<Int.max, with: _contents.buffer.string)
        let n = _contents.buffer.utf16Count
        edited([.editedCharacters, .editedAttributes], range: NSRange(location: 0, length: oldLength), changeInLength: n - oldLength)
    }

    /// Foundation's copy of the characters gets the same change (clamped: it never traps).
    func _mirror(_ range: Range<Int>, with text: String) {
        let n = super.length
        let lo = min(range.lowerBound, n), hi = max(lo, min(range.upperBound, n))
        super.replaceCharacters(in: NSRange(location: lo, length: hi - lo), with: text)
    }

    func _builtInSetAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        guard let r = _validRange(range, "setAttributes(_:range:)") else { return }
        _changeBuiltInAttributes(r) { $0 = attrs ?? [:] }
    }

    func _changeBuiltInAttributes(_ r: Range<Int>, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        if let tv = _textView {
            nonisolated(unsafe) let change = change
            MainActor.assumeIsolated { tv._storageModifyAttributes(r, change) }
        } else {
            _ownRuns.modify(r, change)
        }
        edited(.editedAttributes, range: NSRange(location: r.lowerBound, length: r.count), changeInLength: 0)
    }

    /// Changes each run's attributes over `range`: directly in the built-in storage, else run by
    /// run through `setAttributes(_:range:)` (a subclass's storage), as one batch.
    func _modifyAttributes(in range: NSRange, caller: String, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        guard let r = _validRange(range, "\(caller)(_:range:)"), !r.isEmpty else { return }
        if type(of: self) == NSTextStorage.self { return _changeBuiltInAttributes(r, change) }
        beginEditing()
        var i = r.lowerBound
        while i < r.upperBound {
            var e = NSRange(location: 0, length: 0)
            var a = attributes(at: i, effectiveRange: &e)
            let end = min(r.upperBound, max(i + 1, NSMaxRange(e)))
            change(&a)
            setAttributes(a, range: NSRange(location: i, length: end - i))
            i = end
        }
        endEditing()
    }

    func _replace(_ range: NSRange, with attrString: NSAttributedString) {
        guard _validRange(range, "replaceCharacters(in:with:)") != nil else { return }
        let inserted = attrString.length
        let runs = _UITextAttributeRuns(attrString, fallback: [:])
        beginEditing()
        replaceCharacters(in: range, with: attrString.string)
        var at = range.location
        for run in runs.runs where run.length > 0 {
            setAttributes(run.attributes, range: NSRange(location: at, length: min(run.length, inserted - (at - range.location))))
            at += run.length
        }
        endEditing()
    }
}
