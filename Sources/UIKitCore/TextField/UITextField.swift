//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

/// A one-line editable text control: its text (or placeholder) inside a border, with optional
/// left and right views and a clear button.
///
/// The field draws itself (`draw(_:)`: the border, then `drawText(in: textRect(forBounds:))` or
/// `drawPlaceholder(in: placeholderRect(forBounds:))`), so subclasses that override the rect and
/// draw methods, as iOS code does, keep working. Overlay views are laid out at
/// `leftViewRect(forBounds:)`, `rightViewRect(forBounds:)` and `clearButtonRect(forBounds:)`
/// according to their modes.
@preconcurrency @MainActor open class UITextField: UIControl, UITextInput {
    // MARK: Metrics (⚠ iOS 13+ look, from screenshots and Interface Builder's defaults)

    /// The rounded border's corner radius.
    static let _cornerRadius: CGFloat = 5
    /// The clear button's side.
    package static let _clearButtonSide: CGFloat = 19
    /// The rounded border's hairline colour.
    static let _roundedBorderColor = UIColor._system("_textFieldBorderColor", UIColor(_rgb: 0xCCCCCC), UIColor(_rgb: 0x48484A))
    /// The rounded style's fill.
    static let _roundedFillColor = UIColor._system("_textFieldFillColor", UIColor(_rgb: 0xFFFFFF), UIColor(_rgb: 0x1C1C1E))
    /// The bullet a secure field shows for each character.
    package static let _secureBullet: Character = "\u{2022}"

    // MARK: Storage

    var _attributedText = NSAttributedString(string: "")
    var _placeholder: NSAttributedString?
    var _font: UIFont = UIFont.preferredFont(forTextStyle: .body)
    var _textColor: UIColor? = .label
    var _textAlignment: NSTextAlignment = .natural
    var _borderStyle: BorderStyle = .none
    var _isEditing = false
    /// While editing with `adjustsFontSizeToFitWidth`: the factor the font is shrunk by so the
    /// text fits (1: the font as set).
    var _editingFontScale: CGFloat = 1
    /// A private label that lays out and draws the text and placeholder (never in the hierarchy).
    let _drawer = UILabel()
    var _clearButton: _UITextFieldClearButton?

    // MARK: Init

    /// A field with no border, empty text and the body font.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _commonTextFieldInit()
    }

    /// Makes a field from an Interface Builder document (text, placeholder, border, font, text
    /// input traits); with another coder, an empty field.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _commonTextFieldInit()
        _decodeInterfaceBuilderTextField(coder)
    }

    private func _commonTextFieldInit() {
        isOpaque = false
        contentMode = .redraw
        contentVerticalAlignment = .center
        let press = UILongPressGestureRecognizer(target: self, action: UITextField._longPressed)
        press.name = "_UITextFieldEditMenu"
        addGestureRecognizer(press)
    }

    // MARK: Text

    /// The text (empty, not nil, when there is none, as on iOS). Setting it replaces
    /// `attributedText` with the plain string in the field's font and colour; it sends no
    /// `.editingChanged` and asks no delegate.
    open var text: String? {
        get { _attributedText.string }
        set {
            _attributedText = NSAttributedString(string: newValue ?? "", attributes: _textAttributes)
            _hasOwnAttributes = false
            _textDidChange()
        }
    }

    /// The text with its attributes; ranges without a font or colour use the field's.
    open var attributedText: NSAttributedString? {
        get { _attributedText }
        set {
            _attributedText = newValue.map { NSAttributedString(attributedString: $0) } ?? NSAttributedString(string: "")
            _hasOwnAttributes = newValue != nil
            _textDidChange()
        }
    }

    /// The grey text shown while the field is empty (nil).
    open var placeholder: String? {
        get { _placeholder?.string }
        set {
            _placeholder = newValue.map { NSAttributedString(string: $0) }
            _appearanceDidChange()
        }
    }

    /// The placeholder with its attributes (nil); unset attributes use the field's font and the
    /// placeholder colour.
    open var attributedPlaceholder: NSAttributedString? {
        get { _placeholder }
        set {
            _placeholder = newValue.map { NSAttributedString(attributedString: $0) }
            _appearanceDidChange()
        }
    }

    /// The font (the body text style of the system font); nil resets it.
    open var font: UIFont? {
        get { _font }
        set {
            _font = newValue ?? UIFont.preferredFont(forTextStyle: .body)
            _restyleText()
        }
    }

    /// The text colour (`.label`).
    open var textColor: UIColor? {
        get { _textColor }
        set {
            _textColor = newValue
            _restyleText()
        }
    }

    /// The text's alignment (`.natural`).
    open var textAlignment: NSTextAlignment {
        get { _textAlignment }
        set { _textAlignment = newValue; _appearanceDidChange() }
    }

    /// The attributes new text gets: the font, colour and alignment.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let p = NSMutableParagraphStyle()
            p.alignment = _textAlignment
            var a: [NSAttributedString.Key: Any] = [.font: _font, .paragraphStyle: p]
            if let _textColor { a[.foregroundColor] = _textColor }
            return a
        }
        set {
            if let f = newValue[.font] as? UIFont { _font = f }
            if let c = newValue[.foregroundColor] as? UIColor { _textColor = c }
            if let p = newValue[.paragraphStyle] as? NSParagraphStyle { _textAlignment = p.alignment }
            _restyleText()
        }
    }

    /// The attributes typed text gets while editing (nil when not editing).
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { _isEditing ? (_typingAttributes ?? defaultTextAttributes) : nil }
        set { if _isEditing { _typingAttributes = newValue } }
    }
    var _typingAttributes: [NSAttributedString.Key: Any]?

    /// Whether the user may change the text's attributes (false).
    open var allowsEditingTextAttributes = false

    // MARK: Look

    /// The border (`.none` in code; Interface Builder writes `.roundedRect`).
    open var borderStyle: BorderStyle {
        get { _borderStyle }
        set {
            guard newValue != _borderStyle else { return }
            _borderStyle = newValue
            _appearanceDidChange()
        }
    }

    /// An image drawn stretched behind the text (ignored with `.roundedRect`).
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The background while the field is disabled (nil: `background`).
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }

    /// Whether the text shrinks to fit the width, down to `minimumFontSize` (false).
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest font size the text shrinks to (0).
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// Whether the field shows bullets instead of its characters (false); `text` keeps them.
    open var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { _appearanceDidChange() } } }

    // MARK: Editing state

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { _isEditing }

    /// Whether beginning to edit empties the field (false); the delegate's `textFieldShouldClear` is asked.
    open var clearsOnBeginEditing = false
    /// Whether inserting text replaces the whole text (false).
    open var clearsOnInsertion = false

    /// The field's delegate.
    open weak var delegate: UITextFieldDelegate?

    /// The view shown instead of a keyboard while editing (stored; desktops use the hardware keyboard).
    open var inputView: UIView?
    /// The view shown above the keyboard while editing (stored; no keyboard shows on a desktop).
    open var inputAccessoryView: UIView?

    // MARK: Overlay views

    /// When the clear button shows (`.never`); it shows only while the field has text.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// A view at the leading edge (nil).
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// When `leftView` shows (`.never`).
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// A view at the trailing edge (nil).
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// When `rightView` shows (`.never`).
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }

    // MARK: Changes

    /// The text's base attributes: the field's font and colour.
    var _textAttributes: [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [.font: _font]
        if let _textColor { a[.foregroundColor] = _textColor }
        return a
    }

    /// Plain text takes the new font or colour.
    func _restyleText() {
        if !_attributedText.string.isEmpty, !_hasOwnAttributes {
            _attributedText = NSAttributedString(string: _attributedText.string, attributes: _textAttributes)
        }
        _appearanceDidChange()
    }

    /// Whether the text carries attributes beyond the field's (set through `attributedText`).
    var _hasOwnAttributes = false

    func _textDidChange() {
        if let e = _editor {
            // A change made in code while editing: the session takes the new text, the caret
            // goes to its end, and the text input system hears of it (ending a composition).
            inputDelegate?.textWillChange(self)
            e.engine.setText(_attributedText.string)
            _UITextUndo.forget(self)
            e.updateCaret()
            inputDelegate?.textDidChange(self)
        }
        _appearanceDidChange()
    }

    func _appearanceDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    // MARK: Geometry and drawing (overridable, as on iOS; bodies in +Rects and +Drawing)

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { _borderRect(forBounds: bounds) }
    /// The rectangle the text is drawn in: inside the border's insets, between the left view (or
    /// the leading edge) and the right view or clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect { _textRect(forBounds: bounds) }
    /// The rectangle the placeholder is drawn in: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { _placeholderRect(forBounds: bounds) }
    /// The rectangle editable text is shown in while editing: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { _editingRect(forBounds: bounds) }
    /// The clear button's rectangle: 19 × 19 pt, centred vertically at the trailing edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { _clearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: its size at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { _leftViewRect(forBounds: bounds) }
    /// The right view's rectangle: its size at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { _rightViewRect(forBounds: bounds) }

    /// The text's (or placeholder's) width plus the insets and overlays; the font's line height
    /// plus the border's (34 pt for a rounded field with the 17-pt body font).
    open override var intrinsicContentSize: CGSize { _intrinsicContentSize }
    /// The natural size (ignoring `size`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _intrinsicContentSize }

    /// Puts the left and right views and the clear button where their rects say, when their
    /// modes show them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutOverlays()
    }

    /// Draws the border (or background image), then the text or, while the field is empty, the
    /// placeholder.
    open override func draw(_ rect: CGRect) { _drawField() }
    /// Marks the field for redrawing: its border and background and, while editing, its text
    /// (drawn by the editing session's own view, so typing repaints only the text).
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        _editor?.canvas.setNeedsDisplay()
    }
    /// Draws the text (bullets for a secure field) in `rect`: one line, vertically centred,
    /// aligned by `textAlignment`, truncated at the tail, shrunk to fit when
    /// `adjustsFontSizeToFitWidth` (down to `minimumFontSize`).
    open func drawText(in rect: CGRect) { _drawText(in: rect) }
    /// Draws the placeholder in `rect` in the placeholder colour (unless its attributes say otherwise).
    open func drawPlaceholder(in rect: CGRect) { _drawPlaceholder(in: rect) }

    // MARK: Editing (bodies in +Editing and _UITextFieldEditor)

    /// The editing session while the field is first responder.
    var _editor: _UITextFieldEditor?
    /// `endEditing(true)` or leaving the window: the delegate isn't asked whether to end.
    var _forcingEnd = false
    /// Where a one-tap drag's selection is anchored.
    var _dragAnchor: Int?
    var _markedTextStyle: [NSAttributedString.Key: Any]?
    var _tokenizer: UITextInputStringTokenizer?

    override var _acceptsKeyboardFocus: Bool { true }

    /// Begins editing: asks `textFieldShouldBeginEditing` (false: the field stays as it is and
    /// this returns false), takes first responder from the current one (which may refuse), then
    /// `textFieldDidBeginEditing`, `textDidBeginEditingNotification` and `.editingDidBegin`.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let d = delegate, !d.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder(), isFirstResponder else { return false }
        _beginEditing()
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing` (false keeps editing and returns false;
    /// a forced end doesn't ask), resigns, then `textFieldDidEndEditing(_:reason:)`,
    /// `textDidEndEditingNotification` and `.editingDidEnd`.
    @discardableResult open override func resignFirstResponder() -> Bool {
        guard _isEditing else { return super.resignFirstResponder() }
        if !_forcingEnd, let d = delegate, !d.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        _endEditing()
        return true
    }

    /// Whether the field has any text (`UIKeyInput`).
    open var hasText: Bool { !_attributedText.string.isEmpty }

    /// Inserts `text` at the selection, as typing does (the delegate is asked; a field never
    /// takes a line break: Return goes to `textFieldShouldReturn`).
    open func insertText(_ text: String) { _insertText(text) }

    /// Deletes the selection or the character before the caret, as Backspace does.
    open func deleteBackward() { _deleteBackward() }

    /// A touch on the field: while editing it moves the caret (two taps select a word, three
    /// everything); otherwise editing begins when the finger lifts.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _ = super.beginTracking(touch, with: event)
        _trackingBegan(touch)
        return true
    }

    /// Dragging while editing selects from where the finger landed.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _ = super.continueTracking(touch, with: event)
        _trackingMoved(touch)
        return true
    }

    /// A tap on a field not being edited begins editing with the caret at the tap.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        _trackingEnded(touch)
    }

    /// Editing keys while editing (arrows, Home/End, Backspace, Return, the shortcuts for
    /// select all, copy, cut, paste, undo and redo); others go up the responder chain.
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

    // MARK: Edit menu and standard edit actions (bodies in +EditMenu)

    /// Cut, Copy, Paste, Select, Select All and Delete as the text and selection allow (no cut
    /// or copy in a secure field).
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
    /// Copies the selection to the pasteboard (not from a secure field).
    open override func copy(_ sender: Any?) { _copy() }
    /// Puts the pasteboard's text (line breaks as spaces) in place of the selection.
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
    /// Whether Return is disabled while the field is empty (false; stored).
    open var enablesReturnKeyAutomatically = false
    /// What the text means, for autofill (nil).
    open var textContentType: UITextContentType!
    /// Password rules for autofill (nil).
    open var passwordRules: UITextInputPasswordRules?

    // MARK: UITextInput (the rest in +TextInput)

    /// The text input system's delegate, told about changes made in code.
    open weak var inputDelegate: (any UITextInputDelegate)?

    /// The caret's rectangle at `position`, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { _caretRect(for: position) }
    /// The rectangles covering `range`, in the field's coordinates.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { _selectionRects(for: range) }
    /// The text position nearest `point` (field coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { _closestPosition(to: point) }

    // MARK: Hooks for subclasses of our own (UISearchTextField)

    /// Draws behind the text: the border of the style (a search field draws its capsule).
    func _drawBackground(in rect: CGRect) { _drawBorder(in: rect) }
    /// The text's inset from the bounds on each side.
    var _textInsets: UIEdgeInsets { _styleTextInsets }

    // MARK: Hooks for tokens (UISearchTextField; a plain field has none)

    /// How many tokens come before the text (0). Token `i` holds the one text position
    /// `i - _tokenCount`: negative, before the text, whose offsets start at 0.
    var _tokenCount: Int { 0 }
    /// A user edit while tokens are selected or with the caret at the start of the text: the
    /// search field's answer (whether anything changed), or nil to edit the text as usual.
    func _performOverTokens(_ command: TextCommand) -> Bool? { nil }
    /// A caret move while tokens are selected or from the start of the text: true when the
    /// search field handled it (false: move in the text as usual).
    func _moveOverTokens(_ direction: TextMoveDirection, by granularity: TextGranularity, extending: Bool) -> Bool { false }
    /// The tokens' chips as they show, in field coordinates (empty: none).
    func _tokenFrames() -> [CGRect] { [] }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }
}
