//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIButton: the geometry behind contentRect/titleRect/imageRect, sizeThatFits and layoutSubviews.
// (The overridable entry points stay in UIButton.swift, as extension members cannot be
// overridden.)
extension UIButton {
    /// The size that fits a classic (unconfigured) button: image and title side by side (or
    /// the title with its padding, or 30×34 when empty) plus `contentEdgeInsets`, at least the
    /// background image's size.
    func _classicSize() -> CGSize {
        let isz = _imageSize
        let tsz = _titleSize
        var s: CGSize
        if isz == .zero && tsz == .zero {
            s = CGSize(width: 30, height: 34)
        } else if isz == .zero {
            s = CGSize(width: tsz.width, height: tsz.height + 2 * UIButton._titleOnlyPadding)
        } else {
            s = CGSize(width: isz.width + tsz.width, height: max(isz.height, tsz.height))
        }
        let ci = contentEdgeInsets
        s.width += ci.left + ci.right
        s.height += ci.top + ci.bottom
        if let bg = currentBackgroundImage {
            s.width = max(s.width, bg.size.width)
            s.height = max(s.height, bg.size.height)
        }
        return CGSize(width: max(0, s.width), height: max(0, s.height))
    }

    /// The space above and below a title shown without an image (a title-only button is the
    /// label's height plus twice this).
    static let _titleOnlyPadding: CGFloat = 6

    /// Non-finite insets are refused (warning), keeping the old ones.
    func _checkedInsets(_ new: UIEdgeInsets, _ old: UIEdgeInsets, _ name: String) -> UIEdgeInsets {
        guard new._isFinite else {
            UIKitLog.warning("UIButton.\(name): non-finite insets \(new) ignored", category: "UIButton")
            return old
        }
        return new
    }

    /// Rounds to the pixel grid of the button's screen.
    private func _pixelRound(_ v: CGFloat) -> CGFloat {
        let s = _glyphScale
        return (v * s).rounded() / s
    }

    private func _pixelCeil(_ v: CGFloat) -> CGFloat {
        let s = _glyphScale
        return (v * s - 0.001).rounded(.up) / s
    }

    /// The natural size of the title (zero without one).
    var _titleSize: CGSize {
        guard let l = _titleLabel, !l.isHidden || _hasTitleContent else { return .zero }
        guard _hasTitleContent else { return .zero }
        let s = l.intrinsicContentSize
        return CGSize(width: _pixelCeil(max(0, s.width)), height: _pixelCeil(max(0, s.height)))
    }

    private var _hasTitleContent: Bool {
        if let c = _configuration { return !((c._titleText ?? title(for: state)) ?? "").isEmpty }
        if let a = currentAttributedTitle { return a.length > 0 }
        return !(title(for: state) ?? "").isEmpty
    }

    /// The size of the image shown now (zero without one).
    var _imageSize: CGSize {
        if let c = _configuration, c.showsActivityIndicator { return _UIButtonGlyph.activityIndicatorSize }
        return _configuredImage?.size ?? .zero
    }

    /// Legacy layout: image and title side by side as one group.
    func _contentLayout(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let isz = _imageSize
        var tsz = _titleSize
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let h = effectiveContentHorizontalAlignment
        let v = contentVerticalAlignment
        // The title gets what the image leaves.
        tsz.width = min(tsz.width, max(0, content.width - isz.width))
        if h == .fill { tsz.width = max(0, content.width - isz.width) }
        let total = isz.width + tsz.width
        let x0: CGFloat
        switch h {
        case .left, .fill: x0 = content.minX
        case .right: x0 = content.maxX - total
        default: x0 = _pixelRound(content.minX + (content.width - total) / 2)
        }
        // The padding sizing adds above and below a title alone is not kept here: with top or
        // bottom alignment the title sits at the content rect's edge, as on iOS.
        func y(_ height: CGFloat) -> (CGFloat, CGFloat) {
            switch v {
            case .top: return (content.minY, height)
            case .bottom: return (content.maxY - height, height)
            case .fill: return (content.minY, content.height)
            default: return (_pixelRound(content.minY + (content.height - height) / 2), height)
            }
        }
        let (iy, ih) = y(isz.height)
        let (ty, th) = y(min(tsz.height, content.height > 0 ? max(content.height, tsz.height) : tsz.height))
        let imageX = rtl ? x0 + tsz.width : x0
        let titleX = rtl ? x0 : x0 + isz.width
        let image = isz == .zero ? CGRect(x: imageX, y: iy, width: 0, height: 0) : CGRect(x: imageX, y: iy, width: isz.width, height: ih)
        let title = tsz == .zero ? CGRect(x: titleX, y: ty, width: 0, height: 0) : CGRect(x: titleX, y: ty, width: tsz.width, height: th)
        return (image, title)
    }

    // MARK: Configured layout

    /// Sizes of the configured content: image, title stack (title + subtitle) and total.
    private func _configuredParts(_ c: Configuration) -> (image: CGSize, title: CGSize, subtitle: CGSize, stack: CGSize, total: CGSize) {
        let isz = _imageSize
        let tsz = _titleSize
        var ssz = CGSize.zero
        if let sub = c._subtitleText, !sub.isEmpty {
            let l = _ensureSubtitleLabel()
            let s = l.intrinsicContentSize
            ssz = CGSize(width: _pixelCeil(s.width), height: _pixelCeil(s.height))
        }
        let hasText = tsz != .zero || ssz != .zero
        let stack = CGSize(width: max(tsz.width, ssz.width),
                           height: tsz.height + ssz.height + (tsz != .zero && ssz != .zero ? c.titlePadding : 0))
        var total: CGSize
        let pad = (isz != .zero && hasText) ? c.imagePadding : 0
        if c.imagePlacement == .top || c.imagePlacement == .bottom {
            total = CGSize(width: max(isz.width, stack.width), height: isz.height + pad + stack.height)
        } else {
            total = CGSize(width: isz.width + pad + stack.width, height: max(isz.height, stack.height))
        }
        return (isz, tsz, ssz, stack, total)
    }

    func _configuredSize(_ c: Configuration) -> CGSize {
        let parts = _configuredParts(c)
        let i = c.contentInsets
        var s = CGSize(width: parts.total.width + i.leading + i.trailing, height: parts.total.height + i.top + i.bottom)
        if parts.total == .zero { s = CGSize(width: max(s.width, 30), height: max(s.height, 34)) }
        return s
    }

    func _layoutConfigured(_ c: Configuration) {
        let content = contentRect(forBounds: bounds)
        let parts = _configuredParts(c)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let total = parts.total
        let h = effectiveContentHorizontalAlignment
        let gx: CGFloat
        switch h {
        case .left: gx = content.minX
        case .right: gx = content.maxX - total.width
        default: gx = _pixelRound(content.minX + (content.width - total.width) / 2)
        }
        let gy: CGFloat
        switch contentVerticalAlignment {
        case .top: gy = content.minY
        case .bottom: gy = content.maxY - total.height
        default: gy = _pixelRound(content.minY + (content.height - total.height) / 2)
        }
        let hasText = parts.stack != .zero
        let pad = (parts.image != .zero && hasText) ? c.imagePadding : 0
        var imageOrigin = CGPoint.zero
        var stackOrigin = CGPoint.zero
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        if vertical {
            let ix = gx + _pixelRound((total.width - parts.image.width) / 2)
            let sx = gx + _pixelRound((total.width - parts.stack.width) / 2)
            if c.imagePlacement == .top {
                imageOrigin = CGPoint(x: ix, y: gy)
                stackOrigin = CGPoint(x: sx, y: gy + parts.image.height + pad)
            } else {
                stackOrigin = CGPoint(x: sx, y: gy)
                imageOrigin = CGPoint(x: ix, y: gy + parts.stack.height + pad)
            }
        } else {
            // Leading/trailing follow the layout direction.
            let imageFirst = (c.imagePlacement == .trailing) == rtl
            let iy = gy + _pixelRound((total.height - parts.image.height) / 2)
            let sy = gy + _pixelRound((total.height - parts.stack.height) / 2)
            if imageFirst {
                imageOrigin = CGPoint(x: gx, y: iy)
                stackOrigin = CGPoint(x: gx + parts.image.width + pad, y: sy)
            } else {
                stackOrigin = CGPoint(x: gx, y: sy)
                imageOrigin = CGPoint(x: gx + parts.stack.width + pad, y: iy)
            }
        }
        // Title alignment inside the stack.
        var align = c.titleAlignment
        if align == .automatic { align = vertical ? .center : .leading }
        func alignedX(_ w: CGFloat) -> CGFloat {
            switch align {
            case .center, .automatic: return stackOrigin.x + _pixelRound((parts.stack.width - w) / 2)
            case .leading: return rtl ? stackOrigin.x + parts.stack.width - w : stackOrigin.x
            case .trailing: return rtl ? stackOrigin.x : stackOrigin.x + parts.stack.width - w
            }
        }
        // Clamp the text to the content width.
        let maxTextW = max(0, content.width - (vertical ? 0 : parts.image.width + pad))
        if let l = _titleLabel {
            let w = min(parts.title.width, maxTextW)
            l.frame = CGRect(x: alignedX(w), y: stackOrigin.y, width: w, height: parts.title.height)
        }
        if let l = _subtitleLabel, !l.isHidden {
            let w = min(parts.subtitle.width, maxTextW)
            let y = stackOrigin.y + parts.title.height + (parts.title != .zero ? c.titlePadding : 0)
            l.frame = CGRect(x: alignedX(w), y: y, width: w, height: parts.subtitle.height)
        }
        _imageView?.frame = CGRect(origin: imageOrigin, size: parts.image)
    }
}
