//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

/// A scrollable, multi-line, editable and selectable text view.
///
/// The text lives in an editing engine (`UIKitTextEditing`) with a paragraph index; each
/// paragraph is laid out by Pango when it first shows and drawn by a small view of its own, so
/// scrolling moves already-drawn paragraphs, typing redraws one paragraph, and a 100,000-line
/// text opens and edits as fast as a short one. The first glyph sits at
/// (`textContainerInset.left + lineFragmentPadding`, `textContainerInset.top`): (5, 8) by default.
/// With `isScrollEnabled == false` the view sizes itself to its text under Auto Layout.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInput {
    // MARK: Storage

    /// The text and selection (always: a text view's text is its engine's).
    var _engine = TextEditingEngine()
    /// The text's attributes, as runs beside the engine's text.
    var _runs = _UITextAttributeRuns(length: 0, attributes: [:])
    var _font: UIFont = UIFont.systemFont(ofSize: 12)
    var _fontWasSet = false
    var _textColor: UIColor?
    var _textAlignment: NSTextAlignment = .natural
    /// Attributes set for typing since the selection last moved (nil: the character's before the caret).
    var _typingAttributesOverride: [NSAttributedString.Key: Any]?
    var _isEditing = false
    var _layout: _UITextViewLayout!
    let _textContainer: NSTextContainer
    /// The paragraph views on screen, by paragraph index.
    var _fragments: [Int: _UITextParagraphView] = [:]
    var _fragmentPool: [_UITextParagraphView] = []
    /// What the paragraph views were last placed for (`_layoutText` skips an unchanged walk).
    var _lastLayoutWalk: _LayoutWalk?
    /// The grabbers at the ends of a range selection.
    lazy var _selectionHandles = _UITextSelectionHandles(host: self)
    /// The caret while editing (its own view: a blink repaints nothing else).
    let _caret = UIView()
    var _blink: _ClockTimers.Token?
    var _markedTextStyle: [NSAttributedString.Key: Any]?
    var _tokenizer: UITextInputStringTokenizer?
    var _forcingEnd = false
    /// The width the layout wraps at was last set for (the bounds' width).
    var _laidOutWidth: CGFloat = -1
    /// Set when a layout pass placed the caret (so `_updateCaret` needn't place it again).
    var _caretPlacedByLayout = false
    /// Links found by `dataDetectorTypes` (ranges and URLs) while not editable.
    var _detectedLinks: [(range: Range<Int>, url: URL)] = []
    /// The text as a text storage, made when first asked for (its text is the engine's).
    /// (Unchecked isolation: `deinit` hands the storage the text; only the main actor sets it.)
    nonisolated(unsafe) var _textStorageObject: NSTextStorage?
    /// The layout manager answering for this view's layout, made when first asked for.
    var _layoutManagerObject: NSLayoutManager?

    // MARK: Init

    /// An empty, editable text view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// An empty text view laying out in `textContainer` (a new one when nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        _textContainer = textContainer ?? NSTextContainer(size: .zero)
        super.init(frame: frame)
        _commonTextViewInit(tracksWidth: textContainer == nil)
    }

    /// A text view with TextKit 2 (`true`) or TextKit 1 (iOS 16). Text views here are TextKit 1
    /// views either way: `textLayoutManager` is nil and `layoutManager` answers (see the
    /// porting table).
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
    }

    /// Makes a text view from an Interface Builder archive (defaults; the keys are read once
    /// storyboards load).
    public required init?(coder: NSCoder) {
        _textContainer = NSTextContainer(size: .zero)
        super.init(coder: coder)
        _commonTextViewInit(tracksWidth: true)
        _decodeInterfaceBuilderTextView(coder)
    }

    deinit {
        // A text storage kept after its view goes keeps the view's text (copied on write: O(1)).
        if let s = _textStorageObject {
            s._ownBuffer = _engine.buffer
            s._ownRuns = _runs
        }
    }

    private func _commonTextViewInit(tracksWidth: Bool) {
        _textContainer.widthTracksTextView = tracksWidth
        _textContainer._owner = self
        _layout = _UITextViewLayout(view: self)
        _runs = _UITextAttributeRuns(length: 0, attributes: _baseAttributes)
        backgroundColor = .systemBackground
        alwaysBounceVertical = false
        showsHorizontalScrollIndicator = false
        _caret.isUserInteractionEnabled = false
        _caret.isAccessibilityElement = false
        _caret.accessibilityIdentifier = "_caret"
        _layout.reset()
        setNeedsLayout()
        let press = UILongPressGestureRecognizer(target: self, action: UITextView._longPressed)
        press.name = "_UITextViewEditMenu"
        addGestureRecognizer(press)
    }

    // MARK: Text

    /// The text (plain). Setting it styles the whole text with `font`, `textColor` and
    /// `textAlignment`, moves the caret to the end, and tells no delegate.
    open var text: String! {
        get { _engine.text }
        set {
            let s = newValue ?? ""
            _setText(s, runs: _UITextAttributeRuns(length: s.utf16.count, attributes: _baseAttributes))
        }
    }

    /// The text with its attributes; ranges without a font or colour use the view's.
    open var attributedText: NSAttributedString! {
        get { _runs.attributedString(_engine.text) }
        set {
            let s = newValue ?? NSAttributedString(string: "")
            _setText(s.string, runs: _UITextAttributeRuns(s, fallback: _baseAttributes))
        }
    }

    /// The font (12-pt system until set); setting it restyles the whole text.
    open var font: UIFont? {
        get { _font }
        set {
            _font = newValue ?? UIFont.systemFont(ofSize: 12)
            _fontWasSet = newValue != nil
            _runs.setAttribute(.font, _font)
            _styleDidChange()
        }
    }

    /// The text colour (nil: the label colour); setting it recolours the whole text.
    open var textColor: UIColor? {
        get { _textColor }
        set {
            _textColor = newValue
            _runs.setAttribute(.foregroundColor, newValue)
            _styleDidChange()
        }
    }

    /// The alignment of the text (`.natural`).
    open var textAlignment: NSTextAlignment {
        get { _textAlignment }
        set {
            _textAlignment = newValue
            _styleDidChange()
        }
    }

    /// The selection (a caret is an empty range), in UTF-16 units.
    open var selectedRange: NSRange {
        get { _engine.selectedRange }
        set {
            guard _engine.buffer.validRange(newValue) != nil else {
                UIKitLog.warning("UITextView.selectedRange: \(newValue) is outside the text (length \(_engine.buffer.utf16Count)); ignored", category: "Text")
                return
            }
            _setSelection(TextSelection(range: _engine.buffer.clamped(newValue)), notify: false)
        }
    }

    /// The attributes new typing gets: those of the character before the caret, until set.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { _typingAttributesOverride ?? _runs.typingAttributes(at: _engine.selection.range.lowerBound) }
        set { _typingAttributesOverride = newValue }
    }

    /// The attributes links show with (the tint colour, no underline, until set).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:] { didSet { _redrawFragments() } }

    /// The kinds of data shown as tappable links while the view is not editable (none).
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { _detectLinks() } }

    /// Whether the user may edit (true). Code can still set the text when false.
    open var isEditable = true {
        didSet {
            guard isEditable != oldValue else { return }
            if !isEditable, _isEditing { _ = resignFirstResponder() }
            _detectLinks()
        }
    }

    /// Whether the user may select text and tap links (true).
    open var isSelectable = true

    /// Whether the user may change attributes (false; stored).
    open var allowsEditingTextAttributes = false

    /// Whether inserting text replaces the whole text (false).
    open var clearsOnInsertion = false

    /// The space between the view's edges and its text container ((8, 0, 8, 0)).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { _containerDidChange() } }
    }

    /// The container the text is laid out in (its `lineFragmentPadding` is 5).
    open var textContainer: NSTextContainer { _textContainer }

    /// The view's text as TextKit's storage: editing it in code (`replaceCharacters`,
    /// `addAttribute`, `setAttributedString`…) changes what the view shows and its `text` and
    /// `attributedText`; typing changes it, and its delegate hears each change before
    /// `textViewDidChange`. (Made when first asked for; it reads the view's own text, so a view
    /// whose storage is never asked for costs nothing more per key.)
    open var textStorage: NSTextStorage { _makeTextStorage() }

    /// The layout manager answering for the view's layout (container coordinates: add
    /// `textContainerInset` for the view's): `boundingRect(forGlyphRange:in:)` of a range is
    /// where the view draws it.
    open var layoutManager: NSLayoutManager { _makeLayoutManager() }

    /// TextKit 2's layout manager: nil, text views here are TextKit 1 views (as on iOS once
    /// `layoutManager` has been used); see the porting table.
    open var textLayoutManager: NSTextLayoutManager? { nil }

    /// Whether the font follows the content size category (false).
    open var adjustsFontForContentSizeCategory = false

    /// Whether text is scaled as on the Mac for Mac Catalyst (false; stored).
    open var usesStandardTextScaling = false

    /// Whether the find panel is available (false; stored).
    open var isFindInteractionEnabled = false

    /// The view's delegate (a `UITextViewDelegate`; typed as the scroll view's delegate because
    /// Swift cannot narrow an overridden property's type).
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { _textDelegate = delegate as? UITextViewDelegate }
    }
    weak var _textDelegate: UITextViewDelegate?

    /// The view shown instead of a keyboard while editing (stored).
    open var inputView: UIView?
    /// The view shown above the keyboard while editing (stored).
    open var inputAccessoryView: UIView?

    /// Scrolls so the text in `range` shows.
    open func scrollRangeToVisible(_ range: NSRange) {
        let r = _engine.buffer.clamped(range)
        layoutIfNeeded()
        let rects = _layout.selectionRects(for: r)
        var target = rects.first ?? _layout.caretRect(at: r.lowerBound)
        for q in rects.dropFirst() { target = target.union(q) }
        scrollRectToVisible(_contentRect(fromContainer: target).insetBy(dx: 0, dy: -textContainerInset.top), animated: false)
    }

    /// Scrolling on: the view scrolls its text; off: it sizes itself to the text (its intrinsic
    /// height), the growing text view of chat screens.
    open override var isScrollEnabled: Bool {
        get { super.isScrollEnabled }
        set {
            super.isScrollEnabled = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // MARK: Editing state

    /// Text views become first responder (to edit, or to select while not editable).
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing (an editable view): asks `textViewShouldBeginEditing` (false: returns
    /// false), takes first responder, then `textViewDidBeginEditing` and
    /// `textDidBeginEditingNotification`.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, let d = _textDelegate, !d.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder(), isFirstResponder else { return false }
        if isEditable { _beginEditing() }
        return true
    }

    /// Ends editing: asks `textViewShouldEndEditing` (false keeps editing; a forced end doesn't
    /// ask), resigns, then `textViewDidEndEditing` and `textDidEndEditingNotification`.
    @discardableResult open override func resignFirstResponder() -> Bool {
        guard _isEditing else { return super.resignFirstResponder() }
        if !_forcingEnd, let d = _textDelegate, !d.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        _endEditing()
        return true
    }

    /// Whether the view has any text (`UIKeyInput`).
    open var hasText: Bool { _engine.buffer.utf16Count > 0 }

    /// Inserts `text` at the selection, as typing does ("\n" starts a new paragraph).
    open func insertText(_ text: String) { _insertText(text) }

    /// Deletes the selection or the character before the caret, as Backspace does.
    open func deleteBackward() { _perform(.deleteBackward) }

    // MARK: Edit menu and standard edit actions (bodies in +EditMenu)

    /// Cut, Copy, Paste, Select, Select All and Delete as the text and selection allow.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if let a = _UIStandardEditAction(action) { return _canPerform(a) }
        return super.canPerformAction(action, withSender: sender)
    }
    override package func _responds(to action: Selector) -> Bool {
        if let a = _UIStandardEditAction(action) { return _canPerform(a) }
        return super._responds(to: action)
    }
    /// Removes the selection to the pasteboard (a user change: the delegate is asked).
    open override func cut(_ sender: Any?) { _cut() }
    /// Copies the selection to the pasteboard.
    open override func copy(_ sender: Any?) { _copy() }
    /// Puts the pasteboard's text in place of the selection.
    open override func paste(_ sender: Any?) { _paste() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { _selectWord() }
    /// Selects the whole text.
    open override func selectAll(_ sender: Any?) { _selectAll() }
    /// Deletes the selection.
    open override func delete(_ sender: Any?) { _deleteSelection() }

    // MARK: Text input traits (stored; a desktop has no on-screen keyboard to apply them)

    /// How typed text is capitalised (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on (`.default`).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on (`.default`).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Smart quotes (`.default`).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Smart dashes (`.default`).
    open var smartDashesType: UITextSmartDashesType = .default
    /// Smart insert and delete (`.default`).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Inline predictions (`.default`).
    open var inlinePredictionType: UITextInlinePredictionType = .default
    /// The keyboard asked for (`.default`).
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance (`.default`).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's title (`.default`).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether Return is disabled while the view is empty (false; stored).
    open var enablesReturnKeyAutomatically = false
    /// Whether the view hides its characters (false; stored: a text view always shows them).
    open var isSecureTextEntry = false
    /// What the text means, for autofill (nil).
    open var textContentType: UITextContentType!
    /// Password rules for autofill (nil).
    open var passwordRules: UITextInputPasswordRules?

    // MARK: UITextInput (the rest in +TextInput)

    /// The text input system's delegate, told about changes made in code.
    open weak var inputDelegate: (any UITextInputDelegate)?

    /// The caret's rectangle at `position`, in the view's (content) coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { _caretRect(for: position) }
    /// The rectangles covering `range`, in the view's (content) coordinates.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { _selectionRects(for: range) }
    /// The text position nearest `point` (content coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { _UIOffsetTextPosition(_offset(at: point)) }

    // MARK: UIView overrides (bodies in +Layout and +Editing)

    /// Lays out the paragraphs on screen (measuring those shown for the first time) and the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutText()
    }

    /// The text's height (and, before the view has a width, its width) while scrolling is off;
    /// no intrinsic size while it scrolls.
    open override var intrinsicContentSize: CGSize { _intrinsicContentSize }

    /// The size the text needs at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _sizeThatFits(size) }

    /// Taps: place the caret (beginning editing), select a word (two) or paragraph (three),
    /// extend with Shift, or open a link while not editable.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let t = touches.first { _tapped(t, event: event) }
    }

    /// Editing keys (arrows, Home/End, Page Up/Down, Backspace, Return, Tab and the shortcuts);
    /// others go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for p in presses where !_handlePress(p) { rest.insert(p) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Leaving the window ends editing without asking the delegate.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, _isEditing { _forceEndEditing() }
    }

    /// Colours follow the trait collection (dark mode): the paragraphs redraw.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _redrawFragments()
    }

    /// The caret takes the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _caret.backgroundColor = tintColor
        _redrawFragments()
    }
}
