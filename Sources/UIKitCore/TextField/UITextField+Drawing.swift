//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Drawing a text field: the border of its style (or the background image), then the text or the
// placeholder, one line, vertically centred, truncated at the tail.

extension UITextField {
    /// Draws the border (or background image), then the text or, while the field is empty, the
    /// placeholder.
    func _drawField() {
        _drawBackground(in: borderRect(forBounds: bounds))
        // While editing, the editor's canvas (a view above this one) draws the text.
        if _isEditing, _editor != nil { return }
        if _attributedText.string.isEmpty {
            // The placeholder hides while a search field has tokens.
            if _placeholder != nil, _tokenCount == 0 { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: textRect(forBounds: bounds))
        }
    }

    /// What the editing canvas draws: the placeholder while the field is empty, else the text
    /// with the selection and marked text.
    func _drawEditingContent() {
        if _attributedText.string.isEmpty {
            if _placeholder != nil, _tokenCount == 0 { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else if let e = _editor {
            e.draw(in: editingRect(forBounds: bounds))
        }
    }

    /// Draws the text (bullets for a secure field) in `rect`: one line, vertically centred,
    /// aligned by `textAlignment`, truncated at the tail, shrunk to fit when
    /// `adjustsFontSizeToFitWidth` (down to `minimumFontSize`).
    func _drawText(in rect: CGRect) {
        guard let s = _displayString(forPlaceholder: false) else { return }
        _draw(s, in: rect, shrinks: adjustsFontSizeToFitWidth)
    }

    /// Draws the placeholder in `rect` in the placeholder colour (unless its attributes say otherwise).
    func _drawPlaceholder(in rect: CGRect) {
        guard let s = _displayString(forPlaceholder: true) else { return }
        _draw(s, in: rect, shrinks: false)
    }

    /// What shows: the text (bullets when secure) or the placeholder. Ranges without a font or
    /// colour take the field's (the placeholder colour for the placeholder) when drawn: the
    /// drawer's defaults, not merged into the string (Linux Foundation traps on adjacent runs
    /// holding different UIKit objects).
    func _displayString(forPlaceholder: Bool) -> NSAttributedString? {
        if forPlaceholder {
            guard let p = _placeholder, !p.string.isEmpty else { return nil }
            return p
        }
        guard !_attributedText.string.isEmpty else { return nil }
        if isSecureTextEntry {
            let bullets = String(repeating: Self._secureBullet, count: _attributedText.string.count)
            return NSAttributedString(string: bullets, attributes: _textAttributes)
        }
        return _attributedText
    }

    /// Gives the drawer `s` with the field's font and the text's (or placeholder's) colour as defaults.
    func _prepareDrawer(_ s: NSAttributedString) {
        let d = _drawer
        d.numberOfLines = 1
        d.font = _editingFont
        d.textColor = s === _placeholder ? UIColor.placeholderText : (_textColor ?? .label)
        d.attributedText = s
    }

    /// The font the text shows in: the field's, shrunk while editing to fit
    /// (`adjustsFontSizeToFitWidth`, down to `minimumFontSize`).
    var _editingFont: UIFont {
        _editingFontScale == 1 ? _font : _font.withSize(_font.pointSize * _editingFontScale)
    }

    /// The size of `s` on one line.
    func _measure(_ s: NSAttributedString) -> CGSize {
        _prepareDrawer(s)
        return _drawer.intrinsicContentSize
    }

    private func _draw(_ s: NSAttributedString, in rect: CGRect, shrinks: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let d = _drawer
        d.numberOfLines = 1
        d.lineBreakMode = .byTruncatingTail
        d.textAlignment = _textAlignment
        d.semanticContentAttribute = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        d.isEnabled = true
        d.adjustsFontSizeToFitWidth = shrinks
        d.minimumScaleFactor = shrinks && _font.pointSize > 0 ? min(1, minimumFontSize / _font.pointSize) : 0
        _prepareDrawer(s)
        d.drawText(in: rect)
    }

    /// The border of the style, or the background image stretched over `rect`.
    func _drawBorder(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let hairline = 1 / max(1, traitCollection.displayScale)
        switch _borderStyle {
        case .roundedRect:
            let r = rect.insetBy(dx: hairline / 2, dy: hairline / 2)
            let path = UIBezierPath(roundedRect: r, cornerRadius: Self._cornerRadius)
            Self._roundedFillColor.resolvedColor(with: traitCollection).setFill()
            path.fill()
            Self._roundedBorderColor.resolvedColor(with: traitCollection).setStroke()
            path.lineWidth = hairline
            path.stroke()
            return
        case .none, .line, .bezel:
            if let image = (isEnabled ? nil : disabledBackground) ?? background {
                image.draw(in: rect)
                return
            }
        }
        switch _borderStyle {
        case .line:
            ctx.saveGState()
            UIColor.label.resolvedColor(with: traitCollection).setStroke()
            ctx.setLineWidth(1)
            ctx.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
            ctx.restoreGState()
        case .bezel:
            // A dark top and left edge over a lighter bottom and right one: a sunken box.
            ctx.saveGState()
            ctx.setLineWidth(1)
            UIColor(white: 0.55, alpha: 1).setStroke()
            ctx.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
            UIColor(white: 0.3, alpha: 1).setStroke()
            ctx.move(to: CGPoint(x: rect.minX + 0.5, y: rect.maxY - 1))
            ctx.addLine(to: CGPoint(x: rect.minX + 0.5, y: rect.minY + 0.5))
            ctx.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 0.5))
            ctx.strokePath()
            ctx.restoreGState()
        default: break
        }
    }
}

/// The clear button: a grey disc with a white ×; a tap asks the delegate's `textFieldShouldClear`
/// and empties the field.
@MainActor final class _UITextFieldClearButton: UIControl {
    weak var field: UITextField?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        accessibilityLabel = "Clear text"
        addTarget(self, action: _UITextFieldClearButton._tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    func _tapped(_ sender: UIControl) { field?._clearButtonTapped() }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let disc = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let grey = isHighlighted ? UIColor.secondaryLabel : UIColor.tertiaryLabel
        grey.resolvedColor(with: traitCollection).setFill()
        ctx.fillEllipse(in: disc)
        let arm = side * 0.18
        ctx.setLineWidth(side * 0.09)
        ctx.setLineCap(.round)
        UIColor.systemBackground.resolvedColor(with: traitCollection).setStroke()
        ctx.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        ctx.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        ctx.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        ctx.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        ctx.strokePath()
    }

    override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
}

extension UITextField {
    /// The clear button was tapped: `textFieldShouldClear` (false ignores the tap), then the
    /// field empties and tells about the change as a user edit does.
    func _clearButtonTapped() {
        if let d = delegate, !d.textFieldShouldClear(self) { return }
        guard !_attributedText.string.isEmpty else { return }
        _attributedText = NSAttributedString(string: "", attributes: _textAttributes)
        _textDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
