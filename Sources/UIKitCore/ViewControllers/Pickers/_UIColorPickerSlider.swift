//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The colour picker's sliders (red, green, blue, opacity): a capsule track filled with the
// gradient the slider moves through (over a checkerboard for opacity) and a round thumb ringed
// in white showing the colour under it. Dragging reports continuous values; the release one
// more, not continuous. Also the base class of the picker's controls.

/// The base of the colour picker's controls: drawn in `draw(_:)` (redrawn when resized), made
/// in code only; those that are dragged (`keepsDrags`) keep their drags from the sheet's swipe
/// and other ancestors' recognizers.
@MainActor class _UIColorPickerControl: UIControl {
    /// Whether the control's drags win over ancestors' pan recognizers.
    var keepsDrags: Bool { false }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("\(type(of: self)) is made in code") }

    override func _defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        keepsDrags || super._defaultActionPrevents(gestureRecognizer)
    }
}

/// One of the colour picker's gradient sliders.
@MainActor final class _UIColorPickerSlider: _UIColorPickerControl {
    /// Called with the new value (0...1) and whether the drag is still going on.
    var onChange: ((CGFloat, Bool) -> Void)?
    /// The value, 0...1 (setting it reports nothing).
    var value: CGFloat = 0 { didSet { if value != oldValue { setNeedsDisplay() } } }
    /// The track's gradient from the minimum to the maximum.
    var trackColors: [_UIPickerRGBA] = [] { didSet { if trackColors != oldValue { setNeedsDisplay() } } }
    /// Draws a checkerboard under the track (the opacity slider).
    var showsCheckerboard = false

    override var keepsDrags: Bool { true }

    private var radius: CGFloat { bounds.height / 2 }
    /// The thumb's centre x for `v`.
    func thumbX(for v: CGFloat) -> CGFloat { radius + v * max(bounds.width - 2 * radius, 0) }
    private func value(at x: CGFloat) -> CGFloat {
        let span = bounds.width - 2 * radius
        return span > 0 ? min(max((x - radius) / span, 0), 1) : 0
    }

    /// The track's colour at `v`.
    func trackColor(at v: CGFloat) -> _UIPickerRGBA {
        guard let first = trackColors.first else { return _UIPickerRGBA(r: 0, g: 0, b: 0, a: 1) }
        guard trackColors.count > 1 else { return first }
        let f = v * CGFloat(trackColors.count - 1)
        let i = min(Int(f), trackColors.count - 2), t = f - CGFloat(i)
        let a = trackColors[i], b = trackColors[i + 1]
        return _UIPickerRGBA(r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t, a: a.a + (b.a - a.a) * t)
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let track = UIBezierPath(roundedRect: bounds, cornerRadius: radius)
        ctx.saveGState()
        track.addClip()
        if showsCheckerboard { _UIColorPickerSlider.drawCheckerboard(in: bounds, square: 6) }
        let colors = trackColors.map { $0.color.cgColor }
        if colors.count > 1, let g = CGGradient(colorsSpace: nil, colors: colors, locations: nil) {
            ctx.drawLinearGradient(g, start: CGPoint(x: radius, y: 0), end: CGPoint(x: bounds.width - radius, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        } else if let c = colors.first {
            ctx.setFillColor(c)
            ctx.fill(bounds)
        }
        ctx.restoreGState()
        // The thumb: a white ring around the colour under it.
        let d = bounds.height - 2
        let thumb = CGRect(x: thumbX(for: value) - d / 2, y: bounds.midY - d / 2, width: d, height: d)
        UIColor(white: 0, alpha: 0.25).setFill()
        UIBezierPath(ovalIn: thumb.insetBy(dx: -1, dy: -1)).fill()
        UIColor.white.setFill()
        UIBezierPath(ovalIn: thumb).fill()
        let inner = thumb.insetBy(dx: 3.5, dy: 3.5)
        if showsCheckerboard {
            ctx.saveGState()
            UIBezierPath(ovalIn: inner).addClip()
            _UIColorPickerSlider.drawCheckerboard(in: inner, square: 4)
            ctx.restoreGState()
        }
        trackColor(at: value).color.setFill()
        UIBezierPath(ovalIn: inner).fill()
    }

    /// Grey and white squares (under colours with opacity).
    static func drawCheckerboard(in rect: CGRect, square: CGFloat) {
        UIColor.white.setFill()
        UIRectFill(rect)
        UIColor(white: 0.8, alpha: 1).setFill()
        var y = rect.minY, row = 0
        while y < rect.maxY {
            var x = rect.minX + (row % 2 == 0 ? 0 : square)
            while x < rect.maxX {
                UIRectFill(CGRect(x: x, y: y, width: square, height: square).intersection(rect))
                x += square * 2
            }
            y += square
            row += 1
        }
    }

    // MARK: Touches

    private func track(_ touch: UITouch, continuously: Bool) {
        value = value(at: touch.location(in: self).x)
        onChange?(value, continuously)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        track(touch, continuously: true)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        track(touch, continuously: true)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { track(touch, continuously: false) } else { onChange?(value, false) }
    }

    override func cancelTracking(with event: UIEvent?) { onChange?(value, false) }

    // MARK: Accessibility

    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    override var _defaultAccessibilityValue: String? { "\(Int((value * 100).rounded()))%" }
    /// One step up (1/255, a unit of the 8-bit component).
    override func accessibilityIncrement() { step(1 / 255) }
    /// One step down.
    override func accessibilityDecrement() { step(-1 / 255) }
    private func step(_ d: CGFloat) {
        value = min(max(value + d, 0), 1)
        onChange?(value, false)
    }
}
