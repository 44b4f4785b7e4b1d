//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// A search field's tokens on screen: the chips' layout (from the leading edge of the place a
// field without tokens gives its text, the text after the last chip), their drawing, hit testing,
// and the token API's bodies (positions, ranges, turning text into a token).

extension UISearchTextField {
    // MARK: Metrics (⚠ guessed from iOS 13–17 screenshots; Apple documents none of them)

    /// The token text's size against the field's font: 15 pt beside 17-pt text.
    static let _tokenFontScale: CGFloat = 15.0 / 17.0
    /// The chip's corner radius: a rounded rectangle, not a capsule.
    static let _tokenCornerRadius: CGFloat = 5
    /// Space inside a chip before its icon and after its text.
    static let _tokenPadding: CGFloat = 6
    /// Space between a chip's icon and its text.
    static let _tokenIconGap: CGFloat = 4
    /// Space between chips, and between the last chip and the text.
    static let _tokenSpacing: CGFloat = 4
    /// The least width the text keeps when the chips don't fit (the chips are clipped).
    static let _minimumTextWidthBesideTokens: CGFloat = 40
    /// A chip's fill when `tokenBackgroundColor` is nil: the tint colour at this opacity.
    static let _tokenFillAlpha: CGFloat = 0.15

    /// One chip: its frame, where its icon and text go (field coordinates).
    struct _TokenChip {
        var frame: CGRect
        var iconFrame: CGRect?
        var textOrigin: CGPoint
    }

    /// The font of the chips' text.
    var _tokenFont: UIFont { _font.withSize((_font.pointSize * Self._tokenFontScale).rounded()) }

    /// The chips laid out in `area` (the text's place without tokens), in order from the leading
    /// edge, and where the text starts (its leading edge: left, or right in right-to-left).
    func _tokenChips(in area: CGRect) -> (chips: [_TokenChip], textEdge: CGFloat) {
        let font = _tokenFont
        let attrs: [NSAttributedString.Key: Any] = [.font: font]
        let height = min(area.height, max(ceil(font.lineHeight), ceil(_font.lineHeight) - 2))
        let iconSide = (font.pointSize * 0.9).rounded()
        let y = (area.midY - height / 2).rounded()
        var x = area.minX
        var chips: [_TokenChip] = []
        chips.reserveCapacity(tokens.count)
        for token in tokens {
            let textSize = token._text.size(withAttributes: attrs)
            var width = Self._tokenPadding * 2 + ceil(textSize.width)
            var iconFrame: CGRect?
            if let icon = token._icon, icon.size.width > 0, icon.size.height > 0 {
                let s = min(iconSide / icon.size.width, iconSide / icon.size.height)
                let w = (icon.size.width * s).rounded(), h = (icon.size.height * s).rounded()
                iconFrame = CGRect(x: x + Self._tokenPadding, y: (y + (height - h) / 2).rounded(), width: w, height: h)
                width += w + (token._text.isEmpty ? 0 : Self._tokenIconGap)
            }
            let textX = x + width - Self._tokenPadding - ceil(textSize.width)
            chips.append(_TokenChip(frame: CGRect(x: x, y: y, width: width, height: height), iconFrame: iconFrame,
                                    textOrigin: CGPoint(x: textX, y: y + (height - textSize.height) / 2)))
            x += width + Self._tokenSpacing
        }
        let edge = max(area.minX, min(x, area.maxX - Self._minimumTextWidthBesideTokens))
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return (chips, edge) }
        // Right to left: the same layout mirrored in the area.
        func mirror(_ r: CGRect) -> CGRect { CGRect(x: area.minX + area.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) }
        let mirrored = chips.map { c in
            let textWidth = c.frame.maxX - Self._tokenPadding - c.textOrigin.x
            return _TokenChip(frame: mirror(c.frame), iconFrame: c.iconFrame.map(mirror),
                              textOrigin: CGPoint(x: area.minX + area.maxX - c.textOrigin.x - textWidth, y: c.textOrigin.y))
        }
        return (mirrored, area.minX + area.maxX - edge)
    }

    /// How much wider the chips make the field: their widths and the spaces after them.
    var _tokensWidth: CGFloat {
        let area = CGRect(x: 0, y: 0, width: 100_000, height: ceil(_font.lineHeight))
        return _tokenChips(in: area).chips.last.map { $0.frame.maxX + Self._tokenSpacing } ?? 0
    }

    /// The text's place after the chips in `area`.
    func _textRect(afterTokensIn area: CGRect) -> CGRect {
        let edge = _tokenChips(in: area).textEdge
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            return CGRect(x: area.minX, y: area.minY, width: max(0, edge - area.minX), height: area.height)
        }
        return CGRect(x: edge, y: area.minY, width: max(0, area.maxX - edge), height: area.height)
    }

    /// The part of the field the chips may show in (they are clipped at the text).
    private func _chipClip(_ area: CGRect, textEdge: CGFloat) -> CGRect {
        let gap = Self._tokenSpacing
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            return CGRect(x: textEdge + gap, y: bounds.minY, width: max(0, area.maxX - textEdge - gap), height: bounds.height)
        }
        return CGRect(x: area.minX, y: bounds.minY, width: max(0, textEdge - gap - area.minX), height: bounds.height)
    }

    /// The chips' frames as they show (clipped to their part of the field; a chip wholly hidden
    /// has an empty frame).
    func _visibleTokenFrames() -> [CGRect] {
        guard !tokens.isEmpty else { return [] }
        let area = _tokenArea(forBounds: bounds)
        let layout = _tokenChips(in: area)
        let clip = _chipClip(area, textEdge: layout.textEdge)
        return layout.chips.map { $0.frame.intersection(clip).isNull ? .zero : $0.frame.intersection(clip) }
    }

    /// The token whose chip shows at `point` (field coordinates).
    func _tokenIndex(at point: CGPoint) -> Int? {
        _visibleTokenFrames().firstIndex { !$0.isEmpty && $0.contains(point) }
    }

    // MARK: Drawing

    /// The chips, each a rounded rectangle of `tokenBackgroundColor` (or the tint colour's light
    /// fill) holding its icon in the tint colour and its text; a selected token is filled with
    /// the tint colour, its icon and text white.
    func _drawTokens() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let area = _tokenArea(forBounds: bounds)
        let layout = _tokenChips(in: area)
        let tint = tintColor.resolvedColor(with: traitCollection)
        let fill = (tokenBackgroundColor ?? tint.withAlphaComponent(Self._tokenFillAlpha)).resolvedColor(with: traitCollection)
        let text = UIColor.label.resolvedColor(with: traitCollection)
        let selected = _editor?.selectedTokens
        let font = _tokenFont
        ctx.saveGState()
        ctx.clip(to: _chipClip(area, textEdge: layout.textEdge))
        for (i, chip) in layout.chips.enumerated() {
            let isSelected = selected?.contains(i) ?? false
            (isSelected ? tint : fill).setFill()
            UIBezierPath(roundedRect: chip.frame, cornerRadius: Self._tokenCornerRadius).fill()
            let token = tokens[i]
            if let icon = token._icon, let r = chip.iconFrame {
                icon.withTintColor(isSelected ? .white : tint).draw(in: r)
            }
            token._text.draw(at: chip.textOrigin, withAttributes: [.font: font, .foregroundColor: isSelected ? UIColor.white : text])
        }
        ctx.restoreGState()
    }

    // MARK: The token API

    /// Whether `tokenIndex` names a token; logs when it doesn't.
    func _checkTokenIndex(_ tokenIndex: Int) -> Bool {
        guard tokens.indices.contains(tokenIndex) else {
            UIKitLog.error("UISearchTextField: token index \(tokenIndex) beyond bounds [0 .. \(max(0, tokens.count - 1))]", category: "UISearchTextField")
            return false
        }
        return true
    }

    /// The tokens whose positions (`i - tokens.count` for token `i`) lie in `textRange`.
    func _tokens(in textRange: UITextRange) -> [UISearchToken] {
        guard let r = textRange as? _UIOffsetTextRange else { return [] }
        let n = tokens.count
        let lo = max(0, r.range.lowerBound + n), hi = min(n, r.range.upperBound + n)
        return lo < hi ? Array(tokens[lo..<hi]) : []
    }

    /// `tokens` changed (in code or by the user): the text moves after the chips, a selection
    /// of tokens ends, the field redraws.
    func _tokensDidChange() {
        invalidateIntrinsicContentSize()
        if let e = _editor {
            e.selectedTokens = nil
            e.updateCaret()
        }
        setNeedsDisplay()
    }

    /// `replaceTextualPortion(of:with:at:)`: the text in the range goes (tokens stay), the token
    /// comes in at `tokenIndex` and is selected while editing.
    func _replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        guard tokenIndex >= 0, tokenIndex <= tokens.count else {
            UIKitLog.error("UISearchTextField: token index \(tokenIndex) beyond bounds [0 .. \(tokens.count)]", category: "UISearchTextField")
            return
        }
        guard let r = _range(textRange) else {
            UIKitLog.error("UISearchTextField: replaceTextualPortion(of:with:at:) was given a range of another text object", category: "UISearchTextField")
            return
        }
        if _editor?.engine.markedRange != nil { unmarkText() }
        if !r.isEmpty {
            let s = NSMutableAttributedString(attributedString: _attributedText)
            s.deleteCharacters(in: NSRange(location: r.lowerBound, length: r.count))
            _attributedText = s
            _textDidChange()
        }
        tokens.insert(token, at: tokenIndex)
        _editor?.selectTokens(tokenIndex..<(tokenIndex + 1))
    }
}
