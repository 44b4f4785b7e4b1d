//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

// TextKit's text: an attributed string that tells its layout managers (and its delegate) about
// every change. Its characters and attributes live in an editing buffer and attribute runs of
// its own, or, for a text view's storage, in the view's (nothing is copied per key).

/// The text of TextKit: a mutable attributed string that records each change (`edited(_:range:changeInLength:)`),
/// processes it once per change or once per `beginEditing()`/`endEditing()` batch
/// (`processEditing()`: the delegate's will and did, the notifications, then the layout
/// managers), and tells its layout managers to lay the text out again.
///
/// A text view's `textStorage` is its text: editing the storage in code changes what the view
/// shows, and typing changes the storage (its delegate hears each key). A storage of your own
/// (`NSTextStorage(attributedString:)`) lays out standalone with an `NSLayoutManager`.
///
/// Subclasses may keep their own text, as on iOS: override `string`,
/// `attributes(at:effectiveRange:)`, `replaceCharacters(in:with:)` and `setAttributes(_:range:)`,
/// calling `edited(_:range:changeInLength:)` from the last two; every other method goes through
/// those four. On Linux, `NSAttributedString(attributedString:)` and `append(_:)` of another
/// string read a storage's characters but not its attributes (see the porting table): copy it
/// with `copy()`, `mutableCopy()` or `attributedSubstring(from:)`.
open class NSTextStorage: NSMutableAttributedString {
    /// The kinds of change `edited(_:range:changeInLength:)` records (Apple's raw values).
    public struct EditActions: OptionSet, Hashable, Sendable {
        /// The option bits of the set.
        public let rawValue: UInt
        /// A set with the given option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// Posted inside `processEditing()` before attributes are fixed (the object is the storage).
    nonisolated public static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    /// Posted inside `processEditing()` after attributes are fixed (the object is the storage).
    nonisolated public static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    // MARK: Storage

    /// The characters (a standalone storage's; a text view's are in its engine).
    var _ownBuffer = TextEditingBuffer()
    /// The attributes beside them.
    var _ownRuns = _UITextAttributeRuns(length: 0, attributes: [:])
    /// The text view whose text this is: its engine and attribute runs are the storage.
    weak var _textView: UITextView?
    var _layoutManagers: [NSLayoutManager] = []
    var _editingDepth = 0
    var _processing = false
    var _pendingMask: EditActions = []
    var _pendingRange = NSRange(location: NSNotFound, length: 0)
    var _pendingDelta = 0

    // MARK: Init

    /// An empty storage.
    public convenience init() { self.init(string: "") }

    /// A storage holding `str` with no attributes.
    public override init(string str: String) {
        super.init(string: str)
        _setOwnContents(str, runs: _UITextAttributeRuns(length: str.utf16.count, attributes: [:]))
    }

    /// A storage holding `str` with `attrs` throughout.
    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: str)
        _setOwnContents(str, runs: _UITextAttributeRuns(length: str.utf16.count, attributes: attrs ?? [:]))
    }

    /// A storage holding a copy of `attrStr`'s characters and attributes.
    public override init(attributedString attrStr: NSAttributedString) {
        let s = attrStr.string
        super.init(string: s)
        _setOwnContents(s, runs: _UITextAttributeRuns(attrStr, fallback: [:]))
    }

    /// Makes a storage from an archive (empty: archives of attributed strings are not read).
    public required init?(coder: NSCoder) {
        super.init(string: "")
    }

    private func _setOwnContents(_ s: String, runs: _UITextAttributeRuns) {
        _ownBuffer = TextEditingBuffer(s)
        _ownRuns = runs.length == _ownBuffer.utf16Count ? runs : _UITextAttributeRuns(length: _ownBuffer.utf16Count, attributes: [:])
    }

    /// The characters and attribute runs (the text view's, when this is a view's storage).
    var _contents: (buffer: TextEditingBuffer, runs: _UITextAttributeRuns) {
        guard let tv = _textView else { return (_ownBuffer, _ownRuns) }
        return MainActor.assumeIsolated { (tv._engine.buffer, tv._runs) }
    }

    /// Whether `length` may be read from the built-in storage (a subclass may keep its own
    /// characters behind `string`).
    var _lengthIsBuiltIn: Bool { _textView != nil || type(of: self) == NSTextStorage.self }

    // MARK: Layout managers

    /// The layout managers laying this text out (a storage keeps them).
    open var layoutManagers: [NSLayoutManager] { _layoutManagers }

    /// Adds a layout manager, which lays this text out from now on (its `textStorage` becomes
    /// this storage).
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        _onMain { storage in
            guard !storage._layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
            storage._layoutManagers.append(aLayoutManager)
            aLayoutManager.textStorage = storage
        }
    }

    /// Removes a layout manager (its `textStorage` becomes nil).
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        _onMain { storage in
            guard let i = storage._layoutManagers.firstIndex(where: { $0 === aLayoutManager }) else { return }
            storage._layoutManagers.remove(at: i)
            if aLayoutManager.textStorage === storage { aLayoutManager.textStorage = nil }
        }
    }

    /// Runs `body` with this storage on the main actor, where layout managers and text views
    /// live (a storage with either is used from the main thread).
    func _onMain(_ body: @MainActor (NSTextStorage) -> Void) {
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated { body(storage) }
    }

    // MARK: Pending edits

    /// The kinds of change waiting to be processed (empty outside an edit).
    open var editedMask: EditActions { _pendingMask }

    /// The range changed by the edits waiting to be processed, in the text as it is now
    /// (`NSNotFound` outside an edit).
    open var editedRange: NSRange { _pendingRange }

    /// How much longer (or shorter, negative) the edits waiting to be processed made the text.
    open var changeInLength: Int { _pendingDelta }

    /// The delegate told before and after each edit is processed (weak).
    open weak var delegate: (any NSTextStorageDelegate)?

    /// Whether attributes are fixed only when read (true, as iOS's concrete storage); fixing is
    /// a no-op on Linux, where fonts fall back per character when drawn.
    open var fixesAttributesLazily: Bool { true }

    /// Records a change: `editedRange` is `editedRange` of the text before it (`delta` is how
    /// much longer it got). Outside a `beginEditing()`/`endEditing()` pair the change is
    /// processed at once (`processEditing()`).
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        guard editedRange.location != NSNotFound, editedRange.location >= 0, editedRange.length >= 0 else {
            UIKitLog.error("NSTextStorage.edited: invalid range \(editedRange); ignored", category: "TextKit")
            return
        }
        let after = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if _pendingMask.isEmpty || _pendingRange.location == NSNotFound {
            _pendingRange = after
            _pendingDelta = delta
        } else {
            // The earlier range moves with this change, then joins it.
            var lo = _pendingRange.location, hi = NSMaxRange(_pendingRange)
            let oldEnd = NSMaxRange(editedRange)
            if lo >= oldEnd { lo += delta } else if lo > editedRange.location { lo = editedRange.location }
            if hi >= oldEnd { hi += delta } else if hi > editedRange.location { hi = NSMaxRange(after) }
            lo = min(lo, after.location)
            hi = max(hi, NSMaxRange(after))
            _pendingRange = NSRange(location: lo, length: max(0, hi - lo))
            _pendingDelta += delta
        }
        _pendingMask.formUnion(editedMask)
        if _editingDepth == 0, !_processing { _processPendingEdits() }
    }

    /// Processes the recorded edits: the delegate's `willProcessEditing` and
    /// `willProcessEditingNotification`, attribute fixing (when not lazy), the delegate's
    /// `didProcessEditing` and `didProcessEditingNotification`, then each layout manager
    /// invalidates the edited text. Called by the storage; override to add work, calling super.
    open func processEditing() {
        let mask = _pendingMask, range = _pendingRange, delta = _pendingDelta
        delegate?.textStorage(self, willProcessEditing: mask, range: range, changeInLength: delta)
        NotificationCenter.default.post(name: Self.willProcessEditingNotification, object: self)
        if !fixesAttributesLazily { fixAttributes(in: _pendingRange) }
        delegate?.textStorage(self, didProcessEditing: _pendingMask, range: _pendingRange, changeInLength: _pendingDelta)
        NotificationCenter.default.post(name: Self.didProcessEditingNotification, object: self)
        guard !_layoutManagers.isEmpty || _textView != nil else { return }
        // (The delegate may have changed attributes: the managers hear of the whole edit.)
        let finalMask = _pendingMask, finalRange = _pendingRange, finalDelta = _pendingDelta
        _onMain { storage in
            for lm in storage._layoutManagers {
                lm.processEditing(for: storage, edited: finalMask, range: finalRange, changeInLength: finalDelta, invalidatedRange: finalRange)
            }
        }
    }

    private func _processPendingEdits() {
        guard !_pendingMask.isEmpty else { return }
        _processing = true
        processEditing()
        _processing = false
        _pendingMask = []
        _pendingRange = NSRange(location: NSNotFound, length: 0)
        _pendingDelta = 0
    }

    /// Starts a batch: edits until the matching `endEditing()` are processed once, at its end.
    open override func beginEditing() {
        _editingDepth += 1
    }

    /// Ends a batch; the outermost end processes the batch's edits.
    open override func endEditing() {
        guard _editingDepth > 0 else {
            UIKitLog.error("NSTextStorage.endEditing() without beginEditing(); ignored", category: "TextKit")
            return
        }
        _editingDepth -= 1
        if _editingDepth == 0, !_processing { _processPendingEdits() }
    }

    /// Fixes the attributes in `range` (font fallback, paragraph styles): nothing to do on
    /// Linux, where Pango falls back per character when the text is laid out.
    open func invalidateAttributes(in range: NSRange) {}

    /// Fixes attributes waiting to be fixed in `range` (nothing is ever waiting on Linux).
    open func ensureAttributesAreFixed(in range: NSRange) {}

    /// Fixes the attributes in `range` (a no-op on Linux; see `invalidateAttributes(in:)`).
    open func fixAttributes(in range: NSRange) {}

    // MARK: Reading (bodies in +Contents)

    /// The characters.
    open override var string: String { _contents.buffer.string }

    /// The number of UTF-16 units.
    open override var length: Int { _lengthIsBuiltIn ? _contents.buffer.utf16Count : (string as NSString).length }

    /// The attributes of the character at `location` and the run they cover.
    open override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        _builtInAttributes(at: location, effectiveRange: range)
    }

    /// One attribute of the character at `location` and the run it covers.
    open override func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        _attribute(attrName, at: location, effectiveRange: range, limit: nil)
    }

    /// The attributes at `location` and the longest range within `rangeLimit` that has them all.
    open override func attributes(at location: Int, longestEffectiveRange range: NSRangePointer?, in rangeLimit: NSRange) -> [NSAttributedString.Key: Any] {
        _attributes(at: location, longestEffectiveRange: range, in: rangeLimit)
    }

    /// One attribute at `location` and the longest range within `rangeLimit` with the same value.
    open override func attribute(_ attrName: NSAttributedString.Key, at location: Int, longestEffectiveRange range: NSRangePointer?,
                                 in rangeLimit: NSRange) -> Any? {
        _attribute(attrName, at: location, effectiveRange: range, limit: rangeLimit)
    }

    /// The characters and attributes in `range` (clamped to the text).
    open override func attributedSubstring(from range: NSRange) -> NSAttributedString { _attributedSubstring(range) }

    /// Whether `other` has the same characters and attributes.
    open override func isEqual(to other: NSAttributedString) -> Bool { _isEqual(to: other) }

    /// A copy of the characters and attributes.
    open override func copy(with zone: NSZone? = nil) -> Any { _attributedSubstring(NSRange(location: 0, length: length)) }

    /// A mutable copy of the characters and attributes.
    open override func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableAttributedString(attributedString: _attributedSubstring(NSRange(location: 0, length: length)))
    }

    // MARK: Changing (bodies in +Contents)

    /// Replaces the characters in `range` with `str`, which takes the attributes of the first
    /// character replaced (or of the one before an insertion), and records the change.
    open override func replaceCharacters(in range: NSRange, with str: String) { _builtInReplace(range, with: str) }

    /// Sets the attributes of `range` to exactly `attrs` (nil: none), and records the change.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) { _builtInSetAttributes(attrs, range: range) }

    /// Replaces the characters in `range` with `attrString`'s characters and attributes.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) { _replace(range, with: attrString) }

    /// Adds (or changes) one attribute over `range`.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        _modifyAttributes(in: range, caller: "addAttribute") { $0[name] = value }
    }

    /// Adds (or changes) attributes over `range`, keeping the others.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        _modifyAttributes(in: range, caller: "addAttributes") { $0.merge(attrs) { _, new in new } }
    }

    /// Removes one attribute from `range`.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        _modifyAttributes(in: range, caller: "removeAttribute") { $0[name] = nil }
    }

    /// Deletes the characters in `range`.
    open override func deleteCharacters(in range: NSRange) { replaceCharacters(in: range, with: "") }

    /// The characters as a mutable string: a copy on Linux (edit through
    /// `replaceCharacters(in:with:)`; see the porting table).
    open override var mutableString: NSMutableString { NSMutableString(string: string) }
}
