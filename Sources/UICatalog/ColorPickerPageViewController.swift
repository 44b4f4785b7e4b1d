//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Color Picker page, as Apple's UIKitCatalog shows it: a colour well (with a title, so the
/// picker it presents is titled, and opacity), a well without opacity, and a button presenting
/// `UIColorPickerViewController` itself, whose delegate colours a swatch as the user picks
/// (continuously during a drag). Each shows its colour as `#RRGGBB` beside it.
final class ColorPickerPageViewController: CatalogCasesViewController, UIColorPickerViewControllerDelegate {
    let colorWell = UIColorWell()
    let colorLabel = UILabel()
    let opaqueWell = UIColorWell()
    let opaqueLabel = UILabel()
    let pickerButton = UIButton(configuration: .tinted())
    let swatch = UIView()
    let swatchLabel = UILabel()
    /// The delegate's calls so far: (continuously) per call.
    private(set) var delegateCalls: [Bool] = []
    /// How many times the presented picker said it finished.
    private(set) var finishCount = 0

    override func makeCases() -> [CatalogCase] {
        colorWell.title = "Swatch Colour"
        colorWell.supportsAlpha = true
        colorWell.selectedColor = .systemTeal
        colorWell.accessibilityIdentifier = "colorwell"
        colorLabel.accessibilityIdentifier = "colorwell.value"
        opaqueWell.title = "Opaque Colour"
        opaqueWell.supportsAlpha = false
        opaqueWell.selectedColor = .systemOrange
        opaqueWell.accessibilityIdentifier = "colorwell.opaque"
        opaqueLabel.accessibilityIdentifier = "colorwell.opaque.value"
        for w in [colorWell, opaqueWell] {
            w.addTarget(self, action: ColorPickerPageViewController.wellChanged, for: .valueChanged)
            wellChanged(w)
        }

        pickerButton.configuration?.title = "Color Picker…"
        pickerButton.accessibilityIdentifier = "colorpicker.show"
        pickerButton.addAction(UIAction { [unowned self] _ in showColorPicker() }, for: .touchUpInside)
        swatch.backgroundColor = .systemPink
        swatch.accessibilityIdentifier = "colorpicker.swatch"
        Self.makeSwatch(swatch, side: 44, radius: 8)
        swatchLabel.accessibilityIdentifier = "colorpicker.value"
        showSwatch(.systemPink)

        return [
            CatalogCase("Color Well", Self.row([colorWell, Self.caption("Swatch Colour")], colorLabel),
                        footer: "A tap presents the colour picker titled \"Swatch Colour\", with opacity (supportsAlpha).", fills: true),
            CatalogCase("Without Opacity", Self.row([opaqueWell, Self.caption("Opaque Colour")], opaqueLabel),
                        footer: "supportsAlpha = false: the picker hides its opacity slider.", fills: true),
            CatalogCase("Color Picker", Self.row([pickerButton, swatch], swatchLabel),
                        footer: "UIColorPickerViewController presented by the app; its delegate colours the swatch as you pick.", fills: true),
        ]
    }

    /// `views` at their own sizes from the leading edge, then `value` at the trailing edge.
    static func row(_ views: [UIView], _ value: UILabel) -> UIView {
        let leading = UIStackView(arrangedSubviews: views)
        leading.spacing = 12
        leading.alignment = .center
        let row = withValue(leading, value, labelWidth: 84)
        // The leading views keep their sizes; the space between takes the rest.
        let space = UIView()
        space.setContentHuggingPriority(UILayoutPriority(1), for: .horizontal)
        leading.addArrangedSubview(space)
        return row
    }

    /// A caption beside a well (the title the picker it presents shows).
    static func caption(_ text: String) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = .systemFont(ofSize: 17)
        l.textColor = .label
        return l
    }

    /// A well's colour changed by the user: its label follows.
    func wellChanged(_ sender: UIColorWell) {
        (sender === opaqueWell ? opaqueLabel : colorLabel).text = Self.hex(sender.selectedColor)
    }

    /// Presents the colour picker on the swatch's colour.
    func showColorPicker() {
        let picker = UIColorPickerViewController()
        picker.title = "Swatch"
        picker.supportsAlpha = false
        picker.selectedColor = swatch.backgroundColor ?? .white
        picker.delegate = self
        present(picker, animated: true)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        delegateCalls.append(continuously)
        showSwatch(color)
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        finishCount += 1
    }

    private func showSwatch(_ color: UIColor) {
        swatch.backgroundColor = color
        swatchLabel.text = Self.hex(color)
    }

    /// `#RRGGBB` of a colour in sRGB ("none" for nil).
    static func hex(_ color: UIColor?) -> String {
        guard let color else { return "none" }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        let v = [r, g, b].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return String(format: "#%02X%02X%02X", v[0], v[1], v[2])
    }
}
