//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The view of a `UIListContentConfiguration`: image, text and secondary text laid out in the
/// list style. It sizes itself (its intrinsic height follows its width, as a wrapping label's
/// does), so a row holding it grows with multi-line text.
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    let _imageView = UIImageView()
    let _textLabel = UILabel()
    let _secondaryLabel = UILabel()
    var _config: UIListContentConfiguration
    /// The width the intrinsic height was last measured for.
    var _measuredWidth: CGFloat = -1

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        _config = configuration
        super.init(frame: .zero)
        for v in [_imageView, _textLabel, _secondaryLabel] as [UIView] { addSubview(v) }
        _apply()
    }

    /// Archives are not supported on Linux: builds a view showing the `cell()` configuration.
    public required init?(coder: NSCoder) {
        _config = .cell()
        super.init(coder: coder)
        for v in [_imageView, _textLabel, _secondaryLabel] as [UIView] { addSubview(v) }
        _apply()
    }

    /// The configuration shown; setting one of another type is ignored (logged).
    open var configuration: any UIContentConfiguration {
        get { _config }
        set {
            guard let c = newValue as? UIListContentConfiguration else {
                UIKitLog.error("UIListContentView: the configuration \(type(of: newValue)) is not a UIListContentConfiguration; ignored", category: "UIListContentView")
                return
            }
            _config = c
            _apply()
        }
    }

    /// The list configuration shown (the same as `configuration`, typed).
    open var listContentConfiguration: UIListContentConfiguration { get { _config } set { configuration = newValue } }

    /// True for any `UIListContentConfiguration`.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    func _apply() {
        let c = _config
        func style(_ l: UILabel, _ p: UIListContentConfiguration.TextProperties, _ text: String?, _ attributed: NSAttributedString?) {
            if let attributed, p.transform == .none { l.attributedText = attributed } else { l.text = p._transformed(attributed?.string ?? text) }
            l.font = p.font
            l.textColor = p.resolvedColor()
            l.textAlignment = p._nsAlignment
            l.lineBreakMode = p.lineBreakMode
            l.numberOfLines = p.numberOfLines
            l.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
            l.minimumScaleFactor = p.minimumScaleFactor
            l.allowsDefaultTighteningForTruncation = p.allowsDefaultTighteningForTruncation
            l.isHidden = (l.text ?? "").isEmpty
        }
        style(_textLabel, c.textProperties, c.text, c.attributedText)
        style(_secondaryLabel, c.secondaryTextProperties, c.secondaryText, c.secondaryAttributedText)
        _imageView.image = c.image
        _imageView.isHidden = c.image == nil
        _imageView.tintColor = c.imageProperties.tintColor.map { c.imageProperties.resolvedTintColor(for: $0) }
        _imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        _imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        _imageView.contentMode = .scaleAspectFit
        _measuredWidth = -1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    /// The margins used: the configuration's, raised to the superview's along the preserved axes.
    var _margins: NSDirectionalEdgeInsets {
        var m = _config.directionalLayoutMargins
        if let s = superview {
            let sm = s.directionalLayoutMargins
            if _config.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                m.leading = max(m.leading, sm.leading); m.trailing = max(m.trailing, sm.trailing)
            }
            if _config.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
                m.top = max(m.top, sm.top); m.bottom = max(m.bottom, sm.bottom)
            }
        }
        return m
    }

    /// The frames of the image and the two texts for `width` (leading-to-trailing, left to
    /// right; mirrored by the caller) and the height the content needs.
    func _layout(width: CGFloat) -> (image: CGRect?, text: CGRect?, secondary: CGRect?, height: CGFloat) {
        let c = _config, m = _margins
        let inner = max(0, width - m.leading - m.trailing)
        var x = m.leading
        var imageSize: CGSize = .zero
        var slotWidth: CGFloat = 0
        if let img = c.image {
            imageSize = img.size
            let maxS = c.imageProperties.maximumSize
            var scale: CGFloat = 1
            if maxS.width > 0, imageSize.width > maxS.width { scale = min(scale, maxS.width / imageSize.width) }
            if maxS.height > 0, imageSize.height > maxS.height { scale = min(scale, maxS.height / imageSize.height) }
            imageSize = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
            let reserved = c.imageProperties.reservedLayoutSize
            slotWidth = max(imageSize.width, reserved.width > 0 ? reserved.width : 0)
            x += slotWidth + c.imageToTextPadding
        }
        let textWidth = max(0, m.leading + inner - x)
        func measure(_ l: UILabel, _ w: CGFloat) -> CGSize {
            guard !l.isHidden else { return .zero }
            let s = l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            return CGSize(width: min(w, s.width), height: s.height)
        }
        let hasText = !_textLabel.isHidden, hasSecondary = !_secondaryLabel.isHidden
        var textRect: CGRect?, secondaryRect: CGRect?
        var blockHeight: CGFloat = 0
        if hasText && hasSecondary && c.prefersSideBySideTextAndSecondaryText {
            let t = _textLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
            let s = _secondaryLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
            if t.width + c.textToSecondaryTextHorizontalPadding + s.width <= textWidth {
                blockHeight = max(t.height, s.height)
                textRect = CGRect(x: x, y: 0, width: t.width, height: t.height)
                secondaryRect = CGRect(x: x + textWidth - s.width, y: 0, width: s.width, height: s.height)
            }
        }
        if textRect == nil && secondaryRect == nil {
            let t = measure(_textLabel, textWidth), s = measure(_secondaryLabel, textWidth)
            if hasText { textRect = CGRect(x: x, y: 0, width: textWidth, height: t.height) }
            if hasSecondary {
                let y = hasText ? t.height + c.textToSecondaryTextVerticalPadding : 0
                secondaryRect = CGRect(x: x, y: y, width: textWidth, height: s.height)
                blockHeight = y + s.height
            } else {
                blockHeight = t.height
            }
        }
        let contentHeight = max(blockHeight, c.image == nil ? 0 : max(imageSize.height, c.imageProperties.reservedLayoutSize.height))
        let height = (m.top + contentHeight + m.bottom).rounded(.up)
        return (c.image == nil ? nil : CGRect(x: m.leading + (slotWidth - imageSize.width) / 2, y: 0, width: imageSize.width, height: imageSize.height),
                textRect, secondaryRect, height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let l = _layout(width: b.width)
        let m = _margins
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let inner = CGRect(x: 0, y: m.top, width: b.width, height: max(0, b.height - m.top - m.bottom))
        // The texts form one block, centred vertically; the image is centred on its own.
        let textBottom = max(l.text?.maxY ?? 0, l.secondary?.maxY ?? 0)
        let blockTop = inner.minY + ((inner.height - textBottom) / 2).rounded(.down)
        func place(_ v: UIView, _ r: CGRect?, top: CGFloat) {
            guard var r else { return }
            r.origin.y += top
            if rtl { r.origin.x = b.width - r.maxX }
            v.frame = r
        }
        place(_textLabel, l.text, top: blockTop)
        place(_secondaryLabel, l.secondary, top: blockTop)
        if let i = l.image { place(_imageView, i, top: inner.minY + ((inner.height - i.height) / 2).rounded(.down)) }
        if _measuredWidth != b.width { _measuredWidth = b.width; invalidateIntrinsicContentSize() }
    }

    /// The height the content needs at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width.isFinite && size.width > 0 ? size.width : 320
        return CGSize(width: w, height: _layout(width: w).height)
    }

    /// No intrinsic width; the height needed at the current width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: _layout(width: bounds.width > 0 ? bounds.width : 320).height)
    }

    var _accessibilityText: String? {
        let parts = [_textLabel, _secondaryLabel].compactMap { $0.isHidden ? nil : $0.text }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
