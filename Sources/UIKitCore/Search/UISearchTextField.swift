//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitTextEditing

/// The text field of a search bar (iOS 13): a grey capsule with a magnifying glass, "Search"
/// until the user types, a clear button while editing, and tokens before the text.
///
/// Tokens show as chips after the magnifying glass, in order; the text, its caret and its
/// selection follow the last chip (`textRect(forBounds:)` starts after it), and the placeholder
/// hides while there are tokens. Each token holds one text position before the text:
/// `beginningOfDocument` is before the first token and `textualRange` starts after the last.
/// While editing, Backspace at the start of the text selects the last token (drawn filled with
/// the tint colour) and a second Backspace deletes it (Undo puts it back); Left moves onto the
/// tokens, a tap or long press on a chip selects it, and typing replaces a selected token. Chips
/// that don't fit are clipped: the text keeps at least 40 points (⚠ iOS scrolls the tokens instead).
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    /// The capsule's corner radius (⚠ iOS 13+ look).
    static let _capsuleRadius: CGFloat = 10
    /// The capsule's fill.
    static let _fillColor = UIColor.tertiarySystemFill

    /// A search field with the magnifying glass and "Search".
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _commonSearchFieldInit()
    }

    /// Makes a search field from an Interface Builder archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _commonSearchFieldInit()
    }

    private func _commonSearchFieldInit() {
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
        font = UIFont.systemFont(ofSize: 17)
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 22)
        leftView = glass
        leftViewMode = .always
        attributedPlaceholder = NSAttributedString(string: "Search")
    }

    // MARK: Tokens (bodies in +Tokens and +TokenEditing)

    /// The tokens before the text, in order. Setting them in code redraws the field and moves
    /// the text after the new chips; like setting `text`, it sends no `.editingChanged` and no
    /// notification, so a search controller's updater is not called (⚠ iOS does not document
    /// it either way).
    open var tokens: [UISearchToken] = [] { didSet { _tokensDidChange() } }

    /// The chips' fill (nil, the default: the tint colour's light fill). A selected token is
    /// filled with the tint colour whatever this says.
    open var tokenBackgroundColor: UIColor! { didSet { setNeedsDisplay() } }
    /// Whether the user may delete tokens: Backspace or Delete on a selected token, typing or
    /// pasting over it, Cut (true). Code may always remove them.
    open var allowsDeletingTokens = true
    /// Whether the user may copy or drag tokens (true). On iOS copying a token needs the
    /// delegate's `searchTextField(_:itemProviderForCopying:)`; Linux has no `NSItemProvider`,
    /// so Copy takes the selection's text only.
    open var allowsCopyingTokens = true
    /// Suggestions to offer under the field (iOS 16; nil): stored; no suggestion menu shows.
    open var searchSuggestions: [any UISearchSuggestion]?

    /// Inserts a token at `tokenIndex` of `tokens` (out-of-range indexes are logged and ignored).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        guard tokenIndex >= 0, tokenIndex <= tokens.count else {
            UIKitLog.error("UISearchTextField: token index \(tokenIndex) beyond bounds [0 .. \(tokens.count)]", category: "UISearchTextField")
            return
        }
        tokens.insert(token, at: tokenIndex)
    }

    /// Removes the token at `tokenIndex` (out-of-range indexes are logged and ignored).
    open func removeToken(at tokenIndex: Int) {
        guard _checkTokenIndex(tokenIndex) else { return }
        tokens.remove(at: tokenIndex)
    }

    /// The text position of the token at `tokenIndex`: tokens hold one position each, before
    /// the text. An out-of-range index is logged and answered with the start of the text.
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition {
        guard _checkTokenIndex(tokenIndex) else { return textualRange.start }
        return _UIOffsetTextPosition(tokenIndex - tokens.count)
    }

    /// The tokens whose positions lie in `textRange` (which may also cover text): the tokens of
    /// the user's selection for `selectedTextRange`.
    open func tokens(in textRange: UITextRange) -> [UISearchToken] { _tokens(in: textRange) }

    /// The range of the text after the tokens (the tokens excluded).
    open var textualRange: UITextRange { _UIOffsetTextRange(0..<_length) }

    /// Turns text into a token: removes the text in `textRange` (tokens inside it stay),
    /// inserts `token` at `tokenIndex` of `tokens` and, while editing, selects it. Marked text
    /// is committed first. A change in code: no `.editingChanged`, and the text's undo history
    /// is cleared (⚠ iOS makes it one undo group). A bad index is logged and nothing changes.
    open func replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        _replaceTextualPortion(of: textRange, with: token, at: tokenIndex)
    }

    // MARK: Look

    override func _drawBackground(in rect: CGRect) {
        let path = UIBezierPath(roundedRect: rect, cornerRadius: Self._capsuleRadius)
        Self._fillColor.resolvedColor(with: traitCollection).setFill()
        path.fill()
        if !tokens.isEmpty { _drawTokens() }
    }

    override var _textInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6) }

    /// The magnifying glass sits 0 pt from the capsule's leading edge, in a 28-pt slot.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let r = super.leftViewRect(forBounds: bounds)
        return CGRect(x: bounds.minX + 2, y: r.minY, width: r.width, height: r.height)
    }

    /// The text's rectangle: a text field's, starting after the token chips (the chips keep
    /// the place a field without tokens gives its text).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let area = super.textRect(forBounds: bounds)
        return tokens.isEmpty ? area : _textRect(afterTokensIn: area)
    }

    /// A text field's natural size, wider by the chips.
    open override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return tokens.isEmpty ? size : CGSize(width: size.width + _tokensWidth, height: size.height)
    }

    /// The natural size (ignoring `size`), wider by the chips.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Where the chips go: the text's rectangle of a field without tokens.
    func _tokenArea(forBounds bounds: CGRect) -> CGRect { super.textRect(forBounds: bounds) }

    // MARK: Editing with tokens

    /// A touch while editing: a touch on a chip selects its token; elsewhere as a text field.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let tracks = super.beginTracking(touch, with: event)
        if !tokens.isEmpty, isEditing { _selectToken(at: touch.location(in: self)) }
        return tracks
    }

    /// A tap that begins editing on a chip selects its token.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let wasEditing = isEditing
        super.endTracking(touch, with: event)
        if !tokens.isEmpty, !wasEditing, isEditing, let touch { _selectToken(at: touch.location(in: self)) }
    }

    /// Selects the tokens and the whole text.
    open override func selectAll(_ sender: Any?) {
        super.selectAll(sender)
        if let e = _editor, !tokens.isEmpty { e.selectTokens(0..<tokens.count, text: 0..<e.engine.buffer.utf16Count) }
    }

    /// Removes the selection: selected tokens (when `allowsDeletingTokens`) with any text;
    /// the text goes to the pasteboard.
    open override func cut(_ sender: Any?) {
        guard let e = _editor, e.selectedTokens != nil else { return super.cut(sender) }
        if !e.engine.selection.isCaret, !isSecureTextEntry {
            UIPasteboard.general.string = e.engine.buffer.substring(in: e.engine.selection.range)
        }
        e.perform(.cut)
    }

    /// Deletes the selection: selected tokens (when `allowsDeletingTokens`) with any text.
    open override func delete(_ sender: Any?) {
        guard let e = _editor, e.selectedTokens != nil else { return super.delete(sender) }
        e.perform(.deleteBackward)
    }

    /// A text field's edit actions, with Select All while the tokens aren't all selected and
    /// Cut and Delete for selected tokens.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if let a = _UIStandardEditAction(action), let answer = _canPerformWithTokens(a) { return answer }
        return super.canPerformAction(action, withSender: sender)
    }
    override package func _responds(to action: Selector) -> Bool {
        if let a = _UIStandardEditAction(action), let answer = _canPerformWithTokens(a) { return answer }
        return super._responds(to: action)
    }

    // MARK: Hooks of UITextField

    override var _tokenCount: Int { tokens.count }
    override func _performOverTokens(_ command: TextCommand) -> Bool? { _performCommandOverTokens(command) }
    override func _moveOverTokens(_ direction: TextMoveDirection, by granularity: TextGranularity, extending: Bool) -> Bool {
        _moveCaretOverTokens(direction, by: granularity, extending: extending)
    }
    override func _tokenFrames() -> [CGRect] { _visibleTokenFrames() }
}
