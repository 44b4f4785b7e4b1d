//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Drawing helpers of UIButton: the background view, the touch glow and the system types' glyphs.
// The background view draws the background image, the configured background or the selected
// system-button background.

/// Draws a button's background (under the image and title).
@MainActor final class _UIButtonBackgroundView: UIView {
    private static let _registered: Void = { UIView._registerDraws(_UIButtonBackgroundView.self, true) }()
    weak var _button: UIButton?

    override init(frame: CGRect) {
        _UIButtonBackgroundView._registered
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        _UIButtonBackgroundView._registered
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        _button?._drawBackground(in: bounds)
    }

    override func _boundsDidChangeSize() { setNeedsDisplay() }
}

/// The white glow of `showsTouchWhenHighlighted`.
@MainActor final class _UIButtonGlowView: UIView {
    private static let _registered: Void = { UIView._registerDraws(_UIButtonGlowView.self, true) }()

    override init(frame: CGRect) {
        _UIButtonGlowView._registered
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        _UIButtonGlowView._registered
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor(white: 1, alpha: 0.9).cgColor, UIColor(white: 1, alpha: 0.5).cgColor, UIColor(white: 1, alpha: 0).cgColor]
        var locations: [CGFloat] = [0, 0.45, 1]
        guard let g = CGGradient(colorsSpace: nil, colors: colors, locations: &locations) else { return }
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        ctx.drawRadialGradient(g, startCenter: c, startRadius: 0, endCenter: c, endRadius: min(bounds.width, bounds.height) / 2, options: [])
    }
}

extension UIButton {
    /// Draws the background for the current state into the current context.
    func _drawBackground(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let st = state
        if let c = configuration {
            let look = _configLook
            let radius = c._cornerRadius(height: rect.height)
            let i = c.background.backgroundInsets
            let r = rect.inset(by: UIEdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing))
            if let bg = look.background {
                bg.setFill()
                UIBezierPath(roundedRect: r, cornerRadius: radius).fill()
            }
            if let stroke = look.stroke, c.background.strokeWidth > 0 {
                let w = c.background.strokeWidth
                let sr = r.insetBy(dx: w / 2 - c.background.strokeOutset, dy: w / 2 - c.background.strokeOutset)
                let p = UIBezierPath(roundedRect: sr, cornerRadius: max(0, radius - w / 2 + c.background.strokeOutset))
                p.lineWidth = w
                stroke.setStroke()
                p.stroke()
            }
            if let img = c.background.image { img.draw(in: r) }
        }
        if configuration == nil, let bg = currentBackgroundImage {
            var shown = bg
            let explicit = _backgroundImageSetExactly(for: st)
            if st.contains(.highlighted) && adjustsImageWhenHighlighted && !explicit && !_isSystemLike {
                shown = _variant(bg, darken: true)
            } else if st.contains(.disabled) && adjustsImageWhenDisabled && !explicit {
                shown = _variant(bg, darken: false)
            }
            shown.draw(in: backgroundRect(forBounds: rect))
        }
        // iOS 7+ system buttons: selected = a tint-coloured rounded rect behind a white title.
        if configuration == nil, _isSystemLike, _glyph == nil, st.contains(.selected), !st.contains(.disabled),
           currentBackgroundImage == nil, _hasVisibleContent {
            let content = _selectionRect(in: rect)
            var color: UIColor = tintColor
            if st.contains(.highlighted) { color = color.withAlphaComponent(0.2) }
            color.setFill()
            UIBezierPath(roundedRect: content, cornerRadius: min(6, content.height / 2)).fill()
        }
    }

    private var _hasVisibleContent: Bool { _titleSize != .zero || _imageSize != .zero }

    /// The selected background: around the content, 4 pt wider on each side, within the bounds.
    private func _selectionRect(in rect: CGRect) -> CGRect {
        let content = contentRect(forBounds: bounds)
        let t = titleRect(forContentRect: content).inset(by: titleEdgeInsets)
        let i = imageRect(forContentRect: content).inset(by: imageEdgeInsets)
        var u: CGRect
        if t.width > 0 && i.width > 0 { u = t.union(i) } else if t.width > 0 { u = t } else { u = i }
        u = u.insetBy(dx: -4, dy: -3)
        u = u.intersection(rect)
        return u.isNull ? rect : u
    }

    func _backgroundImageSetExactly(for state: UIControl.State) -> Bool {
        backgroundImage(for: state) !== backgroundImage(for: .normal) || state == .normal
    }
}

// MARK: - Glyphs of the system button types

enum _UIButtonGlyph: Sendable {
    case info, add, close

    /// The glyph's size in points.
    var size: CGSize {
        switch self {
        case .info, .add: return CGSize(width: 22, height: 22)
        case .close: return CGSize(width: 30, height: 30)
        }
    }

    @MainActor static var _cache: [String: UIImage] = [:]

    /// The glyph image for a state at `scale` (info/add are templates that take the tint;
    /// close is drawn in grays, darker while highlighted).
    @MainActor func image(state: UIControl.State, scale: CGFloat) -> UIImage {
        let variant: Int
        switch self {
        case .close: variant = state.contains(.disabled) ? 2 : state.contains(.highlighted) ? 1 : 0
        default: variant = 0
        }
        let key = "\(self)-\(variant)-\(scale)"
        if let img = Self._cache[key] { return img }
        let fmt = UIGraphicsImageRendererFormat()
        fmt.scale = scale
        let s = size
        let img = UIGraphicsImageRenderer(size: s, format: fmt).image { r in
            let ctx = r.cgContext
            switch self {
            case .info:
                UIColor.black.set()
                let ring = UIBezierPath(ovalIn: CGRect(x: 1.25, y: 1.25, width: 19.5, height: 19.5))
                ring.lineWidth = 1.5
                ring.stroke()
                UIBezierPath(ovalIn: CGRect(x: 9.75, y: 5.1, width: 2.5, height: 2.5)).fill()
                let stem = UIBezierPath()
                stem.move(to: CGPoint(x: 9, y: 9.75)); stem.addLine(to: CGPoint(x: 11.1, y: 9.75))
                stem.addLine(to: CGPoint(x: 11.1, y: 15.9))
                stem.lineWidth = 1.7
                stem.lineJoinStyle = .round
                stem.lineCapStyle = .round
                stem.stroke()
                let foot = UIBezierPath()
                foot.move(to: CGPoint(x: 8.9, y: 16.2)); foot.addLine(to: CGPoint(x: 13.3, y: 16.2))
                foot.lineWidth = 1.5
                foot.lineCapStyle = .round
                foot.stroke()
            case .add:
                UIColor.black.set()
                let ring = UIBezierPath(ovalIn: CGRect(x: 1.25, y: 1.25, width: 19.5, height: 19.5))
                ring.lineWidth = 1.5
                ring.stroke()
                let plus = UIBezierPath()
                plus.move(to: CGPoint(x: 11, y: 6.5)); plus.addLine(to: CGPoint(x: 11, y: 15.5))
                plus.move(to: CGPoint(x: 6.5, y: 11)); plus.addLine(to: CGPoint(x: 15.5, y: 11))
                plus.lineWidth = 1.6
                plus.lineCapStyle = .round
                plus.stroke()
            case .close:
                let fill: UIColor = variant == 1 ? UIColor(_rgb: 0x787880, alpha: 0.32)
                    : variant == 2 ? UIColor(_rgb: 0x767680, alpha: 0.08) : UIColor(_rgb: 0x767680, alpha: 0.12)
                fill.setFill()
                UIBezierPath(ovalIn: CGRect(origin: .zero, size: s)).fill()
                let mark: UIColor = variant == 2 ? .tertiaryLabel : .secondaryLabel
                mark.setStroke()
                let x = UIBezierPath()
                x.move(to: CGPoint(x: 11, y: 11)); x.addLine(to: CGPoint(x: 19, y: 19))
                x.move(to: CGPoint(x: 19, y: 11)); x.addLine(to: CGPoint(x: 11, y: 19))
                x.lineWidth = 2.4
                x.lineCapStyle = .round
                x.stroke()
            }
            _ = ctx
        }
        let result = self == .close ? img.withRenderingMode(.alwaysOriginal) : img.withRenderingMode(.alwaysTemplate)
        Self._cache[key] = result
        return result
    }

    static let activityIndicatorSize = CGSize(width: 20, height: 20)

    /// A still activity indicator (12 spokes fading round) in `color`.
    @MainActor static func activityIndicator(color: UIColor, scale: CGFloat) -> UIImage {
        let key = "spinner-\(color)-\(scale)"
        if let img = _cache[key] { return img }
        let fmt = UIGraphicsImageRendererFormat()
        fmt.scale = scale
        let s = activityIndicatorSize
        let img = UIGraphicsImageRenderer(size: s, format: fmt).image { _ in
            let c = CGPoint(x: s.width / 2, y: s.height / 2)
            for i in 0..<12 {
                let a = CGFloat(i) * .pi / 6 - .pi / 2
                let p = UIBezierPath()
                p.move(to: CGPoint(x: c.x + cos(a) * 5, y: c.y + sin(a) * 5))
                p.addLine(to: CGPoint(x: c.x + cos(a) * 9, y: c.y + sin(a) * 9))
                p.lineWidth = 2
                p.lineCapStyle = .round
                color.withAlphaComponent(0.25 + 0.75 * CGFloat(i) / 11).setStroke()
                p.stroke()
            }
        }
        _cache[key] = img
        return img
    }
}

// MARK: - Image variants

extension UIImage {
    /// Drawn darker (a highlighted custom button's image).
    var _button_darkened: UIImage { _button_variant(darken: true) }
    /// Drawn faded (a disabled button's image).
    var _button_faded: UIImage { _button_variant(darken: false) }

    private func _button_variant(darken: Bool) -> UIImage {
        let s = size
        guard s.width > 0, s.height > 0 else { return self }
        let fmt = UIGraphicsImageRendererFormat()
        fmt.scale = scale
        let img = UIGraphicsImageRenderer(size: s, format: fmt).image { r in
            let rect = CGRect(origin: .zero, size: s)
            if darken {
                self.draw(in: rect)
                r.cgContext.setBlendMode(.sourceAtop)
                UIColor(white: 0, alpha: 0.33).setFill()
                r.cgContext.fill(rect)
            } else {
                self.draw(in: rect, blendMode: .normal, alpha: 0.4)
            }
        }
        if _isResizable { return img.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return img
    }
}
