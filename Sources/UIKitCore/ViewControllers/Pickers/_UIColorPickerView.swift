//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The colour picker's view, as iOS lays it out: the title with the close (xmark) button, the
// Grid | Spectrum | Sliders segmented control over the page it picks, the opacity slider with its
// percentage (when the picker supports alpha), and the current colour with the saved colours.
// No eyedropper: Linux cannot read other windows' pixels in general.

/// The view of a `UIColorPickerViewController`.
@MainActor final class _UIColorPickerView: UIView {
    weak var controller: UIColorPickerViewController?

    let titleLabel = UILabel()
    let closeButton = _UIColorPickerCloseButton()
    let modeControl = UISegmentedControl(items: ["Grid", "Spectrum", "Sliders"])
    let grid = _UIColorPickerGridView()
    let spectrum = _UIColorPickerSpectrumView()
    let slidersPage = _UIColorPickerSlidersView()
    private let opacityCaption = _UIColorPickerView.caption("OPACITY")
    let opacitySlider = _UIColorPickerSlider()
    let opacityLabel = UILabel()
    private let separator = UIView()
    let swatchRow = _UIColorPickerSwatchRow()

    static let margin: CGFloat = 16, headerHeight: CGFloat = 52, segmentHeight: CGFloat = 32
    static let opacityBlockHeight: CGFloat = 68, swatchRowHeight: CGFloat = 52

    /// A small uppercase caption ("RED", "OPACITY") in the secondary label colour.
    static func caption(_ text: String) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = .systemFont(ofSize: 13, weight: .semibold)
        l.textColor = .secondaryLabel
        return l
    }

    /// What VoiceOver says of a colour: its hex value, with its opacity when translucent.
    static func spokenValue(of color: UIColor?) -> String? {
        guard let color else { return nil }
        let c = _UIPickerRGBA(color)
        return c.a < 1 ? "#\(c.hex), \(Int((c.a * 100).rounded()))% opacity" : "#\(c.hex)"
    }

    /// The height the view needs at `width`.
    static func preferredHeight(width: CGFloat, supportsAlpha: Bool) -> CGFloat {
        let page = ((width - 2 * margin) / 12 * 10).rounded()
        return headerHeight + 4 + segmentHeight + 16 + page + 18 + (supportsAlpha ? opacityBlockHeight : 0) + 16 + swatchRowHeight + margin
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .label
        addSubview(titleLabel)
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.controller?._close() }, for: .touchUpInside)
        addSubview(closeButton)
        modeControl.selectedSegmentIndex = 0
        modeControl.addAction(UIAction { [weak self] _ in self?.showPage() }, for: .valueChanged)
        addSubview(modeControl)
        grid.onPick = { [weak self] c, continuously in self?.controller?._userPicked(c, continuously: continuously) }
        spectrum.onPick = { [weak self] c, continuously in self?.controller?._userPicked(c, continuously: continuously) }
        slidersPage.onPick = { [weak self] c, continuously in self?.controller?._userPicked(c, continuously: continuously) }
        for page in [grid, spectrum, slidersPage] as [UIView] { addSubview(page) }
        addSubview(opacityCaption)
        opacitySlider.showsCheckerboard = true
        opacitySlider.accessibilityLabel = "Opacity"
        opacitySlider.onChange = { [weak self] a, continuously in self?.controller?._userChangedOpacity(a, continuously: continuously) }
        addSubview(opacitySlider)
        opacityLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        opacityLabel.textAlignment = .right
        opacityLabel.textColor = .label
        addSubview(opacityLabel)
        separator.backgroundColor = .separator
        addSubview(separator)
        swatchRow.onPickSaved = { [weak self] c in self?.controller?._userPickedSaved(c) }
        swatchRow.onSave = { [weak self] in self?.controller?._saveCurrentColor() }
        addSubview(swatchRow)
        showPage()
    }

    required init?(coder: NSCoder) { fatalError("_UIColorPickerView is made in code") }

    /// Shows the page the segmented control picks.
    func showPage() {
        grid.isHidden = modeControl.selectedSegmentIndex != 0
        spectrum.isHidden = modeControl.selectedSegmentIndex != 1
        slidersPage.isHidden = modeControl.selectedSegmentIndex != 2
    }

    /// Hides the opacity block (a picker that does not support alpha).
    var showsOpacity = true {
        didSet {
            opacityCaption.isHidden = !showsOpacity
            opacitySlider.isHidden = !showsOpacity
            opacityLabel.isHidden = !showsOpacity
            setNeedsLayout()
        }
    }

    /// Shows or hides the close button (hidden in a popover, as on iOS).
    var showsCloseButton = true { didSet { closeButton.isHidden = !showsCloseButton } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = Self.margin, w = bounds.width
        titleLabel.frame = CGRect(x: m + 40, y: 0, width: max(w - 2 * m - 80, 0), height: Self.headerHeight)
        closeButton.frame = CGRect(x: w - m - 30, y: (Self.headerHeight - 30) / 2, width: 30, height: 30)
        var y = Self.headerHeight + 4
        modeControl.frame = CGRect(x: m, y: y, width: w - 2 * m, height: Self.segmentHeight)
        y += Self.segmentHeight + 16
        let pageHeight = ((w - 2 * m) / 12 * 10).rounded()
        for page in [grid, spectrum, slidersPage] as [UIView] { page.frame = CGRect(x: m, y: y, width: w - 2 * m, height: pageHeight) }
        y += pageHeight + 18
        if showsOpacity {
            opacityCaption.frame = CGRect(x: m, y: y, width: w - 2 * m, height: 16)
            opacitySlider.frame = CGRect(x: m, y: y + 22, width: w - 2 * m - 64, height: 30)
            opacityLabel.frame = CGRect(x: w - m - 54, y: y + 22, width: 54, height: 30)
            y += Self.opacityBlockHeight
        }
        separator.frame = CGRect(x: m, y: y, width: w - 2 * m, height: 1 / max(traitCollection.displayScale, 1))
        y += 16
        swatchRow.frame = CGRect(x: m, y: y, width: w - 2 * m, height: Self.swatchRowHeight)
    }

    /// Shows `color` everywhere: the ring in the grid, the loupe, the sliders and hex field,
    /// the opacity and the current swatch.
    func show(_ color: _UIPickerRGBA) {
        grid.show(color)
        spectrum.show(color)
        slidersPage.show(color)
        var lo = color, hi = color
        lo.a = 0; hi.a = 1
        opacitySlider.trackColors = [lo, hi]
        opacitySlider.value = color.a
        let percent = "\(Int((color.a * 100).rounded()))%"
        if opacityLabel.text != percent { opacityLabel.text = percent }
        swatchRow.show(color)
    }
}

/// The picker's close button: an xmark in a grey circle, drawn with dynamic colours (so that it
/// repaints in the other appearance).
@MainActor final class _UIColorPickerCloseButton: _UIColorPickerControl {
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    override func _controlStateDidChange() {
        super._controlStateDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        (isHighlighted ? UIColor.systemFill : UIColor.tertiarySystemFill).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let d = side * 0.17
        let x = UIBezierPath()
        x.move(to: CGPoint(x: circle.midX - d, y: circle.midY - d)); x.addLine(to: CGPoint(x: circle.midX + d, y: circle.midY + d))
        x.move(to: CGPoint(x: circle.midX + d, y: circle.midY - d)); x.addLine(to: CGPoint(x: circle.midX - d, y: circle.midY + d))
        x.lineWidth = 2.2
        x.lineCapStyle = .round
        UIColor.secondaryLabel.setStroke()
        x.stroke()
    }
}
