//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIButton: bringing the title, image, background and glow up to date with state and content.
// (The per-state tables live in UIButton.swift, geometry in UIButton+Layout.swift.)
extension UIButton {
    /// Brings the subviews up to date with the state and content.
    func _refresh(sizeChanged: Bool) {
        _applyContent()
        if _backgroundViewIfMade != nil || _needsBackgroundView { _backgroundView.setNeedsDisplay() }
        setNeedsLayout()
        if sizeChanged { invalidateIntrinsicContentSize() }
    }

    private var _rendersImagesAsTemplates: Bool { _isSystemLike || _configuration != nil }

    /// The colour of a template image shown now.
    private var _imageTint: UIColor {
        if _configuration != nil { return _configLook.foreground }
        if state.contains(.disabled) && _isSystemLike { return _systemDisabledImageColor }
        if _isSystemLike && _glyph == nil && state.contains(.selected) { return .white }
        return tintColor
    }

    private var _systemDisabledImageColor: UIColor { UIButton._systemDisabledColor }

    var _configLook: Configuration._Look {
        guard let c = configuration else { return Configuration._Look(foreground: tintColor, background: nil, stroke: nil, contentAlpha: 1) }
        return c._look(tint: tintColor, state: state, role: role, automatic: automaticallyUpdatesConfiguration)
    }

    private func _applyContent() {
        let st = state
        let highlighted = st.contains(.highlighted)
        let disabled = st.contains(.disabled)
        let selected = st.contains(.selected)
        let config = _configurationBox == nil ? nil : configuration

        // Title.
        let attributed = config == nil ? currentAttributedTitle : nil
        let plain: String? = config.map { $0._titleText ?? title(for: st) } ?? title(for: st)
        let hasTitle = (attributed?.length ?? 0) > 0 || !(plain ?? "").isEmpty
        if hasTitle || _titleLabel != nil {
            let label = _titleLabel ?? _makeTitleLabel()
            if let a = attributed {
                if label.attributedText.map({ !$0.isEqual(to: a) }) ?? true { label.attributedText = a }
            } else if label.text != plain {
                label.text = plain
            }
            label.isHidden = !hasTitle
            var color: UIColor
            var alpha: CGFloat = 1
            if let c = config {
                let look = _configLook
                color = look.foreground
                alpha = look.contentAlpha
                if label.lineBreakMode != c.titleLineBreakMode { label.lineBreakMode = c.titleLineBreakMode }
                // Attributed (or transformed): the attributes carry font and colour.
                if c.attributedTitle != nil || c.titleTextAttributesTransformer != nil,
                   let styled = c._styledText(subtitle: false, font: c._titleFont, color: color) {
                    color = _show(styled, in: label, font: c._titleFont, color: color)
                } else if label.font != c._titleFont {
                    label.font = c._titleFont
                }
            } else {
                color = currentTitleColor
                if _isSystemLike && _glyph == nil && selected && !disabled && _titleColors[st.rawValue] == nil { color = .white }
                if _isSystemLike && highlighted && !disabled { alpha = 0.2 }
            }
            if label.textColor != color { label.textColor = color }
            label.alpha = alpha
            // Shadow: a colour set for the state reaches the label (as on iOS); none set, none drawn.
            label.shadowColor = config != nil ? nil : _lookup(_titleShadowColors, st)
            let wantReversed = reversesTitleShadowWhenHighlighted && highlighted
            if wantReversed != _shadowReversed {
                label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
                _shadowReversed = wantReversed
            }
        }

        // Subtitle (configuration only).
        if let c = config, let sub = c._subtitleText, !sub.isEmpty {
            let l = _ensureSubtitleLabel()
            let fg = _configLook.foreground
            if l.lineBreakMode != c.subtitleLineBreakMode { l.lineBreakMode = c.subtitleLineBreakMode }
            if c.attributedSubtitle != nil || c.subtitleTextAttributesTransformer != nil,
               let styled = c._styledText(subtitle: true, font: c._subtitleFont, color: fg) {
                _ = _show(styled, in: l, font: c._subtitleFont, color: fg)
            } else {
                l.text = sub  // (a no-op when the label already shows it as plain text)
                if l.font != c._subtitleFont { l.font = c._subtitleFont }
                if l.textColor != fg { l.textColor = fg }
            }
            l.isHidden = false
            l.alpha = _configLook.contentAlpha
        } else {
            _subtitleLabel?.isHidden = true
        }

        // Image.
        var img: UIImage? = _configuredImage
        if let c = config, c.showsActivityIndicator {
            img = _UIButtonGlyph.activityIndicator(color: _configLook.foreground, scale: _glyphScale)
        }
        if img != nil || _imageView != nil {
            let iv = _imageView ?? imageView!
            var shown = img
            var alpha: CGFloat = 1
            if let i = img {
                let isGlyph = _lookup(_images, st) == nil && (config?.image == nil)
                if isGlyph && _glyph == .close {
                    shown = i
                } else if i._rendersAsTemplate || (i.renderingMode == .automatic && _rendersImagesAsTemplates) {
                    var tint = _imageTint
                    if let c = config, let t = c.imageColorTransformer { tint = t(tint) }
                    shown = i.withTintColor(tint, renderingMode: .alwaysOriginal)
                    if config != nil { alpha = _configLook.contentAlpha }
                    else if _isSystemLike && highlighted && !disabled { alpha = 0.2 }
                } else if config == nil {
                    let explicitForState = _images[st.rawValue] != nil
                    if highlighted && adjustsImageWhenHighlighted && !explicitForState && !_isSystemLike {
                        shown = _variant(i, darken: true)
                    } else if disabled && adjustsImageWhenDisabled && !explicitForState {
                        shown = _variant(i, darken: false)
                    } else if _isSystemLike && highlighted && !disabled {
                        alpha = 0.2
                    }
                }
            }
            if iv.image !== shown { iv.image = shown }
            iv.isHidden = shown == nil
            iv.alpha = alpha
        }

        // Glow.
        if showsTouchWhenHighlighted && highlighted {
            if _glowView == nil {
                let g = _UIButtonGlowView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                g.isUserInteractionEnabled = false
                _glowView = g
            }
            if _glowView!.superview !== self { addSubview(_glowView!) }
            _glowView!.isHidden = false
        } else {
            _glowView?.isHidden = true
        }
    }

    /// The type's title colour when none is set: tint for system types (gray when disabled),
    /// white for custom buttons.
    func _defaultTitleColor(for state: State) -> UIColor {
        if _isSystemLike || buttonType == .close {
            if state.contains(.disabled) { return UIButton._systemDisabledColor }
            return tintColor
        }
        return .white
    }

    /// The gray of disabled system titles and images.
    static var _systemDisabledColor: UIColor { .tertiaryLabel }

    /// Shows a configured title or subtitle in `label` and returns the colour it is drawn in.
    /// Plain values go to the label's properties; only a background or kern (no `UILabel`
    /// property) needs an attributed string, built then, since each one built on a refresh is
    /// leaked by Linux Foundation. `font` and `color` are the configuration's defaults.
    func _show(_ styled: _StyledText, in label: UILabel, font: UIFont, color: UIColor) -> UIColor {
        guard styled.needsAttributedString else {
            label.text = styled.text  // (a no-op when the label already shows it as plain text)
            if label.font != styled.font { label.font = styled.font }
            if label.textColor != styled.color { label.textColor = styled.color }
            return styled.color
        }
        if label.font != font { label.font = font }
        if label.textColor != color { label.textColor = color }
        let a = styled.attributedString()
        if label.attributedText.map({ !$0.isEqual(to: a) }) ?? true { label.attributedText = a }
        return color
    }

    /// The darkened/faded variant of an image (the last few are kept).
    func _variant(_ image: UIImage, darken: Bool) -> UIImage {
        if let hit = _variantCache.first(where: { $0.source === image && $0.darken == darken }) { return hit.result }
        let r = darken ? image._button_darkened : image._button_faded
        _variantCache.append((image, darken, r))
        if _variantCache.count > 4 { _variantCache.removeFirst() }
        return r
    }

    /// Pixels per point for glyph images and pixel rounding: the layer's scale, which follows the
    /// window's screen (asked several times per layout; finding the window walks up the tree).
    var _glyphScale: CGFloat { layer.contentsScale }

    func _glyphImage(for state: State) -> UIImage? {
        guard let g = _glyph else { return nil }
        return g.image(state: state, scale: _glyphScale)
    }
}

extension UIButton {
    /// `currentImage`, a symbol image drawn with `currentPreferredSymbolConfiguration` on top.
    var _configuredImage: UIImage? {
        guard let i = currentImage, i.isSymbolImage, let pc = currentPreferredSymbolConfiguration else { return currentImage }
        return i.applyingSymbolConfiguration(pc) ?? i
    }
}

// UIButton: its title and subtitle labels, made on first use.
extension UIButton {
    /// Makes the title label (hidden until there is a title), above the image view or background.
    func _makeTitleLabel() -> UILabel {
        let l = UILabel(frame: .zero)
        l.font = UIButton._defaultTitleFont
        l.lineBreakMode = .byTruncatingMiddle
        l.shadowOffset = .zero
        l.isHidden = true
        _titleLabel = l
        if let below = _imageView ?? _backgroundViewIfMade { insertSubview(l, aboveSubview: below) } else { insertSubview(l, at: 0) }
        return l
    }
    static let _defaultTitleFont = UIFont.systemFont(ofSize: 15)

    /// The configuration's subtitle label, made on first use above the title.
    func _ensureSubtitleLabel() -> UILabel {
        if let l = _subtitleLabel { return l }
        let l = UILabel(frame: .zero)
        l.lineBreakMode = .byTruncatingTail
        l.isHidden = true
        _subtitleLabel = l
        insertSubview(l, aboveSubview: titleLabel!)
        return l
    }
}

extension UIButton: _UIDynamicColorUpdating {
    /// The interface style changed: template images, titles and backgrounds tinted with dynamic
    /// colours were resolved for the old style, so they are brought up to date.
    func _updateDynamicColors() { _refresh(sizeChanged: false) }
}
