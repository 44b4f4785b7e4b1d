//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CoreGraphics
import Foundation

/// Full text entry: a text object that reports positions, ranges, geometry and a selection, and
/// keeps provisional "marked" text while an input method composes (Japanese, Chinese, Korean,
/// accented letters through dead keys).
///
/// While the desktop's input method composes, the text input system calls
/// `setMarkedText(_:selectedRange:)` with each new composition (the marked text replaces the
/// previous one, or the selection when there is none). When the user commits, it calls
/// `setMarkedText(_:selectedRange:)` with the committed text (caret at its end) and then
/// `unmarkText()`, so the committed text stands where the composition was; when the composition
/// is abandoned, `setMarkedText("", …)` and `unmarkText()`. Typed characters without a
/// composition arrive as `insertText(_:)` (see `UIKeyInput`). The caret rectangle
/// (`caretRect(for: selectedTextRange.end)`) places the input method's candidate window.
///
/// Positions and offsets are the text object's own: the system only passes back positions the
/// object gave it. `UITextInputStringTokenizer` assumes offsets count UTF-16 units (as
/// `UITextField` and `UITextView` do).
///
/// The optional members of iOS's Objective-C protocol are requirements with default
/// implementations here (Swift has no `optional` outside `@objc`): see the extension. Dictation,
/// text placeholders and the edit-menu callbacks are not part of this protocol on Linux.
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    // MARK: Replacing and returning text

    /// The text in `range` (nil for a range the object can't read).
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced with `text` (optional on iOS; default true).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // MARK: Marked and selected text

    /// The selection (an empty range is the caret), or nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The range of the marked text, nil when there is none.
    var markedTextRange: UITextRange? { get }
    /// Attributes for drawing marked text.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or, without marked text, the selection) with `markedText`,
    /// marks it, and selects `selectedRange` within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Ends the marked text: it becomes ordinary text and `markedTextRange` becomes nil.
    func unmarkText()
    /// Which end of the selection is active (optional on iOS; default `.forward`).
    var selectionAffinity: UITextStorageDirection { get set }

    // MARK: Ranges and positions

    /// The first position of the document.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character of the document.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions, nil when they are not valid.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` units from `position`, nil when it falls outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout `direction` (left, right, up a
    /// line, down a line), nil when it falls outside the document.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How `position` compares with `other` in the document.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of units from `from` to `toPosition` (negative backward).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The position within `range` at `offset` characters from its start (optional on iOS;
    /// default: `position(from: range.start, offset:)` if it lies in `range`).
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// The offset of `position` from the start of `range` (optional on iOS; default:
    /// `offset(from: range.start, to: position)`).
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int

    // MARK: The system's helpers

    /// The text input system's delegate, set by the system while the object is first responder
    /// (declare it `weak`).
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The object's tokenizer (usually a `UITextInputStringTokenizer` of the object).
    var tokenizer: any UITextInputTokenizer { get }

    // MARK: Layout and writing direction

    /// The position in `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range of the character next to `position` in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The base writing direction at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the base writing direction of `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // MARK: Geometry and hit-testing

    /// The first rectangle enclosing `range` (its first line), in `textInputView`'s coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`, in `textInputView`'s coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The highlight rectangles of `range`.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at `point`.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// The view whose coordinates the geometry is in (optional on iOS; default: the object
    /// itself when it is a view, the view of a view controller, else a detached view).
    var textInputView: UIView { get }
    /// The caret's transform at `position` (optional on iOS 17; default identity).
    func caretTransform(for position: UITextPosition) -> CGAffineTransform

    // MARK: Styled and alternative text (optional on iOS)

    /// Text attributes at `position` (default nil).
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    /// Inserts `text` with `alternatives` the user may pick (iOS 16; default `insertText(text)`).
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    /// Marks styled text (iOS 13; default `setMarkedText(markedText?.string, selectedRange:)`).
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// The styled text in `range` (default: `text(in:)` without attributes).
    func attributedText(in range: UITextRange) -> NSAttributedString
    /// Inserts styled text (default `insertText(string.string)`).
    func insertAttributedText(_ string: NSAttributedString)
    /// Whether the text can be edited (iOS 18; default true).
    var isEditable: Bool { get }

    // MARK: Floating cursor (optional on iOS)

    /// A floating cursor appeared at `point` (iPhone's trackpad mode; never on Linux).
    func beginFloatingCursor(at point: CGPoint)
    /// The floating cursor moved to `point`.
    func updateFloatingCursor(at point: CGPoint)
    /// The floating cursor ended.
    func endFloatingCursor()
}

extension UITextInput {
    /// True: every change is allowed.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }

    /// `.forward`; setting it does nothing unless the type declares it.
    public var selectionAffinity: UITextStorageDirection { get { .forward } set {} }

    /// `position(from: range.start, offset: offset)` when it lies within `range`, else nil.
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        guard let p = position(from: range.start, offset: offset),
              compare(p, to: range.start) != .orderedAscending,
              compare(p, to: range.end) != .orderedDescending else { return nil }
        return p
    }

    /// `offset(from: range.start, to: position)`.
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }

    /// The object itself when it is a view, the view of a view controller, else a detached view
    /// (declare it to give another).
    public var textInputView: UIView {
        if let v = self as? UIView { return v }
        if let v = (self as? UIViewController)?.viewIfLoaded { return v }
        return UIView()
    }

    /// The identity transform.
    public func caretTransform(for position: UITextPosition) -> CGAffineTransform { .identity }

    /// Nil: no attributes.
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? {
        nil
    }

    /// Inserts `text`, ignoring the alternatives.
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {
        insertText(text)
    }

    /// Marks the string of `markedText`, without its attributes.
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }

    /// The text in `range`, without attributes ("" for a range the object can't read).
    public func attributedText(in range: UITextRange) -> NSAttributedString {
        NSAttributedString(string: text(in: range) ?? "")
    }

    /// Inserts the string of `string`, without its attributes.
    public func insertAttributedText(_ string: NSAttributedString) {
        insertText(string.string)
    }

    /// True.
    public var isEditable: Bool { true }

    /// Does nothing.
    public func beginFloatingCursor(at point: CGPoint) {}
    /// Does nothing.
    public func updateFloatingCursor(at point: CGPoint) {}
    /// Does nothing.
    public func endFloatingCursor() {}
}
