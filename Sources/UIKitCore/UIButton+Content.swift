import Foundation

// UIButton: bringing the title, image, background and glow up to date with the state and
// content (the per-state tables live in UIButton.swift, geometry in UIButton+Layout.swift).
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
            } else if label.text != plain || plain == nil && label.attributedText != nil {
                label.text = plain
            }
            label.isHidden = !hasTitle
            var color: UIColor
            var alpha: CGFloat = 1
            if let c = config {
                let look = _configLook
                color = look.foreground
                alpha = look.contentAlpha
                if label.font != c._titleFont { label.font = c._titleFont }
                if label.lineBreakMode != c.titleLineBreakMode { label.lineBreakMode = c.titleLineBreakMode }
                if label.textColor != color { label.textColor = color }
                if let styled = c._styledText(subtitle: false, font: c._titleFont, color: color),
                   c.attributedTitle != nil || c.titleTextAttributesTransformer != nil {
                    // Attributed (or transformed): the attributes carry font and colour.
                    if label.attributedText.map({ !$0.isEqual(to: styled) }) ?? true { label.attributedText = styled }
                    label.alpha = alpha
                    color = label.textColor
                }
            } else {
                color = currentTitleColor
                if _isSystemLike && _glyph == nil && selected && !disabled && _titleColors[st.rawValue] == nil { color = .white }
                if _isSystemLike && highlighted && !disabled { alpha = 0.2 }
            }
            if label.textColor != color { label.textColor = color }
            label.alpha = alpha
            // Shadow: a colour set for the state reaches the label (as on iOS); the unset default
            // (50 % black) only once the label has an offset, so plain titles stay unshadowed.
            if config != nil {
                label.shadowColor = nil
            } else if let set = _lookup(_titleShadowColors, st) {
                label.shadowColor = set
            } else {
                label.shadowColor = label.shadowOffset == .zero ? nil : currentTitleShadowColor
            }
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
            if l.font != c._subtitleFont { l.font = c._subtitleFont }
            if l.lineBreakMode != c.subtitleLineBreakMode { l.lineBreakMode = c.subtitleLineBreakMode }
            if l.textColor != fg { l.textColor = fg }
            if c.attributedSubtitle != nil || c.subtitleTextAttributesTransformer != nil,
               let styled = c._styledText(subtitle: true, font: c._subtitleFont, color: fg) {
                if l.attributedText.map({ !$0.isEqual(to: styled) }) ?? true { l.attributedText = styled }
            } else if l.text != sub || l.attributedText.map({ $0.string != sub }) ?? false {
                l.text = sub
            }
            l.isHidden = false
            l.alpha = _configLook.contentAlpha
        } else {
            _subtitleLabel?.isHidden = true
        }

        // Image.
        var img: UIImage? = currentImage
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
                } else if i.renderingMode == .alwaysTemplate || (i.renderingMode == .automatic && _rendersImagesAsTemplates) {
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
