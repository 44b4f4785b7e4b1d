//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Where a text field's parts go: the border, the text, the placeholder, the overlay views, and
// the field's natural size. Subclasses override these, as on iOS, to move the parts.

extension UITextField {
    /// The inset of the text from the border on each side, by style (⚠ from iOS screenshots).
    var _styleTextInsets: UIEdgeInsets {
        switch _borderStyle {
        case .none: return .zero
        case .line: return UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        case .bezel: return UIEdgeInsets(top: 4, left: 5, bottom: 4, right: 5)
        case .roundedRect: return UIEdgeInsets(top: 6, left: 7, bottom: 6, right: 7)
        }
    }

    /// Extra height over the font's (rounded-up) line height, by style: 34 pt for the 17-pt
    /// body font in a rounded field (its line is 20 pt here), 30 for line and bezel, the line
    /// height alone without a border.
    var _extraHeight: CGFloat {
        switch _borderStyle {
        case .none: return 0
        case .line, .bezel: return 10
        case .roundedRect: return 14
        }
    }

    /// Whether overlays that depend on editing show now.
    var _showsClearButton: Bool {
        clearButtonMode._shows(editing: _isEditing) && !_attributedText.string.isEmpty
    }
    var _showsLeftView: Bool { leftView != nil && leftViewMode._shows(editing: _isEditing) }
    var _showsRightView: Bool { rightView != nil && rightViewMode._shows(editing: _isEditing) }

    /// The size an overlay view asks for: its frame's size, else what it fits in.
    func _overlaySize(_ v: UIView, in bounds: CGRect) -> CGSize {
        if v.frame.size.width > 0 || v.frame.size.height > 0 { return v.frame.size }
        let fit = v.sizeThatFits(bounds.size)
        return CGSize(width: min(fit.width, bounds.width), height: min(fit.height, bounds.height))
    }

    private var _isRTL: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The rectangle the border is drawn in: the bounds.
    func _borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in: inside the border's insets, between the left view (or
    /// the leading edge) and the right view or clear button.
    func _textRect(forBounds bounds: CGRect) -> CGRect {
        let insets = _textInsets
        var minX = bounds.minX + insets.left
        var maxX = bounds.maxX - insets.right
        if _showsLeftView { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if _showsRightView { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if _showsClearButton {
            let c = clearButtonRect(forBounds: bounds)
            if _isRTL { minX = max(minX, c.maxX) } else { maxX = min(maxX, c.minX) }
        }
        let h = max(0, bounds.height - insets.top - insets.bottom)
        return CGRect(x: minX, y: bounds.minY + insets.top, width: max(0, maxX - minX), height: h)
    }

    /// The rectangle the placeholder is drawn in: the text's.
    func _placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle editable text is shown in while editing: the text's.
    func _editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 × 19 pt, centred vertically at the trailing edge.
    func _clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self._clearButtonSide
        let margin: CGFloat = _borderStyle == .none ? 0 : 6
        var trailing = bounds.maxX - margin
        if !_isRTL, _showsRightView { trailing = min(trailing, rightViewRect(forBounds: bounds).minX) }
        var x = trailing - side
        if _isRTL {
            var leading = bounds.minX + margin
            if _showsLeftView { leading = max(leading, leftViewRect(forBounds: bounds).maxX) }
            x = leading
        }
        return CGRect(x: x, y: bounds.minY + ((bounds.height - side) / 2).rounded(), width: side, height: side)
    }

    /// The left view's rectangle: its size at the left edge, centred vertically.
    func _leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = leftView else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let s = _overlaySize(v, in: bounds)
        return CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - s.height) / 2).rounded(), width: s.width, height: s.height)
    }

    /// The right view's rectangle: its size at the right edge, centred vertically.
    func _rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = rightView else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let s = _overlaySize(v, in: bounds)
        return CGRect(x: bounds.maxX - s.width, y: bounds.minY + ((bounds.height - s.height) / 2).rounded(), width: s.width, height: s.height)
    }

    // MARK: Size

    /// The text's (or placeholder's) width plus the insets and overlays; the font's line height
    /// plus the border's (34 pt for a rounded field with the 17-pt body font).
    var _intrinsicContentSize: CGSize {
        let insets = _textInsets
        let shown = _displayString(forPlaceholder: _attributedText.string.isEmpty)
        let textWidth = shown.map { ceil(_measure($0).width) } ?? 0
        var w = textWidth + insets.left + insets.right
        let probe = CGRect(x: 0, y: 0, width: 10_000, height: 10_000)
        if _showsLeftView { w += leftViewRect(forBounds: probe).width }
        if _showsRightView { w += rightViewRect(forBounds: probe).width }
        if clearButtonMode != .never { w += Self._clearButtonSide + (_borderStyle == .none ? 0 : 6) }
        var h = ceil(_font.lineHeight) + _extraHeight
        if _showsLeftView { h = max(h, leftViewRect(forBounds: probe).height) }
        if _showsRightView { h = max(h, rightViewRect(forBounds: probe).height) }
        return CGSize(width: w, height: h)
    }


    // MARK: Overlay layout

    /// Puts the left and right views and the clear button where their rects say, when their
    /// modes show them.
    func _layoutOverlays() {
        _placeOverlay(leftView, shows: _showsLeftView) { leftViewRect(forBounds: bounds) }
        _placeOverlay(rightView, shows: _showsRightView) { rightViewRect(forBounds: bounds) }
        if _showsClearButton {
            let b = _clearButton ?? {
                let b = _UITextFieldClearButton(frame: .zero)
                b.field = self
                _clearButton = b
                return b
            }()
            _placeOverlay(b, shows: true) { clearButtonRect(forBounds: bounds) }
        } else if let b = _clearButton, b.superview === self {
            b.removeFromSuperview()
        }
    }

    private func _placeOverlay(_ v: UIView?, shows: Bool, _ rect: () -> CGRect) {
        guard let v else { return }
        if shows {
            if v.superview !== self { addSubview(v) }
            let r = rect()
            if v.frame != r { v.frame = r }
        } else if v.superview === self {
            v.removeFromSuperview()
        }
    }
}
