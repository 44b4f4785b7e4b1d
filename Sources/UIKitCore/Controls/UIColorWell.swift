//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A control that displays a colour picker (iOS 14): a round well, a ring of the hue wheel's
/// colours around a swatch of `selectedColor` (an empty centre while it is nil).
///
/// A tap (or Return or Space on a focused well) presents a `UIColorPickerViewController` from
/// the well's view controller, configured with `title`, `supportsAlpha` and `selectedColor`: a
/// popover pointing at the well, a sheet in a compact-width window. Each colour the user picks
/// becomes `selectedColor` and sends `.valueChanged` (also during a drag through the spectrum);
/// setting `selectedColor` in code sends nothing.
///
/// Its intrinsic size is 28 × 28 points (⚠). On Linux a colour outside sRGB is clamped for
/// display (and logged), and there is no eyedropper.
@preconcurrency @MainActor open class UIColorWell: UIControl {
    /// The intrinsic size (⚠ close to iOS's well, not measured).
    package static let _size = CGSize(width: 28, height: 28)

    /// The title of the colour picker, saying what the colour is for ("Stroke Color").
    open var title: String? {
        didSet { _picker?.title = title }
    }

    /// Whether the user may pick translucent colours (true by default ⚠): false hides the
    /// picker's opacity slider, so that only opaque colours can be picked.
    open var supportsAlpha: Bool = true {
        didSet { _picker?.supportsAlpha = supportsAlpha }
    }

    /// iOS 26: whether the picker offers its eyedropper (true by default). On Linux there is
    /// no eyedropper, so this changes nothing.
    open var supportsEyedropper: Bool = true

    /// iOS 26: the highest linear exposure of a colour the well returns (1, standard range, by
    /// default; values below 1 are ignored). On Linux colours are standard range: no effect.
    open var maximumLinearExposure: CGFloat = 1 {
        didSet { if !(maximumLinearExposure >= 1) { maximumLinearExposure = 1 } }
    }

    private var _selectedColor: UIColor?
    /// The colour in the well: nil until set or picked. The user's picks update it and send
    /// `.valueChanged`; setting it in code sends nothing. A colour outside sRGB (or with NaN
    /// components) is logged and clamped for display.
    open var selectedColor: UIColor? {
        get { _selectedColor }
        set {
            _UIColorPickerPalette.checkRange(newValue, in: "UIColorWell")
            _selectedColor = newValue
            setNeedsDisplay()
            if let newValue, let picker = _picker { picker.selectedColor = newValue }
        }
    }

    /// The picker presented by the well, while it is up.
    private(set) weak var _picker: UIColorPickerViewController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _colorWellInit()
    }

    /// A well from a storyboard or xib (`<colorWell>`): title, alpha support and colour.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _colorWellInit()
        _decodeInterfaceBuilderColorWell(coder)
    }

    private func _colorWellInit() {
        isOpaque = false
        contentMode = .redraw
        if bounds.size == .zero { bounds.size = UIColorWell._size }
    }

    open override var intrinsicContentSize: CGSize { UIColorWell._size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIColorWell._size }

    // MARK: Drawing

    /// The ring's hues, counter-clockwise from the top as on iOS's well (⚠).
    static let _ringSegments = 72

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, ringWidth = max(2, (side * 3 / 28).rounded()), gap = max(1.5, side * 2 / 28)
        // The ring: wedges of the hue wheel, clipped to an annulus.
        ctx.saveGState()
        let annulus = UIBezierPath(ovalIn: CGRect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))
        let hole = outer - ringWidth
        annulus.append(UIBezierPath(ovalIn: CGRect(x: center.x - hole, y: center.y - hole, width: 2 * hole, height: 2 * hole)))
        annulus.usesEvenOddFillRule = true
        annulus.addClip()
        let n = UIColorWell._ringSegments
        for i in 0..<n {
            let a0 = -CGFloat.pi / 2 - CGFloat(i) / CGFloat(n) * 2 * .pi
            let a1 = a0 - 2 * .pi / CGFloat(n) - 0.02
            let wedge = UIBezierPath()
            wedge.move(to: center)
            wedge.addArc(withCenter: center, radius: outer + 1, startAngle: a0, endAngle: a1, clockwise: false)
            wedge.close()
            let c = _UIColorPickerPalette.hsbColor(h: CGFloat(i) / CGFloat(n), s: 1, v: 1)
            UIColor(red: c.r, green: c.g, blue: c.b, alpha: isEnabled ? 1 : 0.4).setFill()
            wedge.fill()
        }
        ctx.restoreGState()
        // The swatch.
        guard let color = _selectedColor else { return }
        let r = hole - gap
        guard r > 0 else { return }
        let swatch = UIBezierPath(ovalIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
        let shown = _UIPickerRGBA(color, traits: traitCollection)
        ctx.saveGState()
        swatch.addClip()
        if shown.a < 1 { _UIColorPickerSlider.drawCheckerboard(in: swatch.bounds, square: max(2, r / 2)) }
        color.resolvedColor(with: traitCollection).setFill()
        swatch.fill()
        ctx.restoreGState()
        if isHighlighted {
            UIColor(white: 0, alpha: 0.2).setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer)).fill()
        }
    }

    override func _controlStateDidChange() {
        super._controlStateDidChange()
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if _selectedColor?._isDynamic == true { setNeedsDisplay() }
    }

    // MARK: Presenting the picker

    /// A tap (released inside) presents the picker.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { _presentPicker() }
    }

    /// The controller the picker is presented from: the well's view controller (or the one it
    /// presents, when it presents something).
    private var _presenter: UIViewController? {
        var vc = _enclosingViewController ?? window?.rootViewController
        while let presented = vc?.presentedViewController, !presented.isBeingDismissed { vc = presented }
        return vc
    }

    /// Presents a picker configured like the well (a popover on the well; a sheet when compact).
    func _presentPicker() {
        guard isEnabled else { return }
        if let shown = _picker, shown.presentingViewController != nil, !shown.isBeingDismissed { return }
        guard let presenter = _presenter else {
            return UIKitLog.warning("UIColorWell: the well is not in a view controller's view; no picker is presented", category: "UIColorWell")
        }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        picker.supportsEyedropper = supportsEyedropper
        picker.maximumLinearExposure = maximumLinearExposure
        if let c = _selectedColor { picker.selectedColor = c }
        picker._selectionHandler = { [weak self] color, _ in self?._userPicked(color) }
        picker.modalPresentationStyle = .popover
        if let popover = picker.popoverPresentationController {
            popover.sourceView = self
            popover.sourceRect = bounds
        }
        _picker = picker
        presenter.present(picker, animated: true)
    }

    private func _userPicked(_ color: UIColor) {
        _selectedColor = color
        setNeedsDisplay()
        _sendActions(for: .valueChanged, with: nil)
    }

    // MARK: Keyboard

    override var _acceptsKeyboardFocus: Bool { true }

    /// Return, Enter or Space on a focused well presents the picker.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            switch press.key?.keyCode {
            case .keyboardReturnOrEnter?, .keypadEnter?, .keyboardSpacebar?: _presentPicker()
            default: unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: Accessibility

    /// A button named "Color well" (⚠) whose value is the colour's hex value.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .button }
    override var _defaultAccessibilityLabel: String? { "Color well" }
    override var _defaultAccessibilityValue: String? { _UIColorPickerView.spokenValue(of: _selectedColor) }

    /// VoiceOver's double-tap presents the picker.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        _presentPicker()
        return true
    }
}
