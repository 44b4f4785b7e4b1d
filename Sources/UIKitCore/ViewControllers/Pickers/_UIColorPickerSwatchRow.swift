//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The foot of the colour picker: a large swatch of the current colour (over a checkerboard when
// it is translucent), then the saved colours as round swatches (a tap picks one) and the +
// button that saves the current colour (shared by the app's pickers).

/// A swatch: a colour over a checkerboard, round or in a rounded square.
@MainActor final class _UIColorPickerSwatch: _UIColorPickerControl {
    /// The colour shown.
    var color: UIColor = .white { didSet { setNeedsDisplay() } }
    /// Round (a saved colour) or a rounded square (the current colour).
    var isRound = true

    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .button }
    override var _defaultAccessibilityValue: String? { _UIColorPickerView.spokenValue(of: color) }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let r = bounds.insetBy(dx: 1, dy: 1)
        let shape = isRound ? UIBezierPath(ovalIn: r) : UIBezierPath(roundedRect: r, cornerRadius: 10)
        ctx.saveGState()
        shape.addClip()
        if _UIPickerRGBA(color).a < 1 { _UIColorPickerSlider.drawCheckerboard(in: r, square: isRound ? 5 : 8) }
        color.setFill()
        UIRectFill(r)
        ctx.restoreGState()
        UIColor.separator.setStroke()
        shape.lineWidth = 1
        shape.stroke()
    }
}

/// The current colour, the saved colours and the + button.
@MainActor final class _UIColorPickerSwatchRow: UIView {
    /// Called with a saved colour the user tapped.
    var onPickSaved: ((UIColor) -> Void)?
    /// Called when the user taps + (the row then shows the saved colours again).
    var onSave: (() -> Void)?
    /// The large swatch of the current colour.
    let currentSwatch = _UIColorPickerSwatch()
    /// The + button.
    let addButton = UIButton(type: .system)
    private var savedSwatches: [_UIColorPickerSwatch] = []
    static let savedSize: CGFloat = 30, savedSpacing: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        currentSwatch.isRound = false
        currentSwatch.isUserInteractionEnabled = false
        currentSwatch.accessibilityLabel = "Current color"
        addSubview(currentSwatch)
        addButton.setImage(UIImage(systemName: "plus"), for: .normal)
        addButton.backgroundColor = .tertiarySystemFill
        addButton.layer.cornerRadius = Self.savedSize / 2
        addButton.accessibilityLabel = "Add color"
        addButton.addAction(UIAction { [weak self] _ in self?.onSave?() }, for: .touchUpInside)
        addSubview(addButton)
        reloadSaved()
    }

    required init?(coder: NSCoder) { fatalError("_UIColorPickerSwatchRow is made in code") }

    /// Makes the saved colours' swatches again (after + or another picker saved one).
    func reloadSaved() {
        let saved = _UIColorPickerPalette.savedColors
        while savedSwatches.count < saved.count {
            let s = _UIColorPickerSwatch()
            s.addAction(UIAction { [weak self, weak s] _ in
                guard let s else { return }
                self?.onPickSaved?(s.color)
            }, for: .touchUpInside)
            savedSwatches.append(s)
            addSubview(s)
        }
        while savedSwatches.count > saved.count { savedSwatches.removeLast().removeFromSuperview() }
        for (i, c) in saved.enumerated() {
            savedSwatches[i].color = c
            savedSwatches[i].accessibilityLabel = "Saved color \(i + 1)"
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = bounds.height
        currentSwatch.frame = CGRect(x: 0, y: 0, width: h, height: h)
        let step = Self.savedSize + Self.savedSpacing
        let startX = h + 20, y = (h - Self.savedSize) / 2
        // The newest saved colours that fit before the + button.
        let fit = max(0, Int((bounds.width - startX - Self.savedSize) / step))
        let shown = Swift.min(fit, savedSwatches.count)
        for (i, s) in savedSwatches.enumerated() {
            let slot = i - (savedSwatches.count - shown)
            s.isHidden = slot < 0
            if slot >= 0 { s.frame = CGRect(x: startX + CGFloat(slot) * step, y: y, width: Self.savedSize, height: Self.savedSize) }
        }
        addButton.frame = CGRect(x: startX + CGFloat(shown) * step, y: y, width: Self.savedSize, height: Self.savedSize)
    }

    /// Shows `color` in the large swatch.
    func show(_ color: _UIPickerRGBA) {
        currentSwatch.color = color.color
    }
}
