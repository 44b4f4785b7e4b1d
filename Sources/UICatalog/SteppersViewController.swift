//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Steppers page, as Apple's UIKitCatalog shows it: a default stepper (0…10), a tinted one
/// stepping by 0.25, one with custom background, divider and +/− images, and one that wraps
/// (1…5, past 5 back to 1). Each shows its value beside it, updated by target-action on
/// `.valueChanged`; holding a half repeats (autorepeat).
final class SteppersViewController: CatalogCasesViewController {
    let defaultStepper = UIStepper()
    let tintedStepper = UIStepper()
    let customStepper = UIStepper()
    let wrappingStepper = UIStepper()
    /// The value label beside each stepper, in the order of `steppers`.
    private(set) var valueLabels: [UILabel] = []

    var steppers: [UIStepper] { [defaultStepper, tintedStepper, customStepper, wrappingStepper] }

    override func makeCases() -> [CatalogCase] {
        defaultStepper.minimumValue = 0; defaultStepper.maximumValue = 10; defaultStepper.value = 3
        defaultStepper.accessibilityIdentifier = "stepper"

        tintedStepper.minimumValue = 0; tintedStepper.maximumValue = 2; tintedStepper.stepValue = 0.25; tintedStepper.value = 1
        // (Since iOS 13 the standard − and + ignore tintColor: template images take it.)
        tintedStepper.tintColor = .systemPurple
        tintedStepper.setIncrementImage(Self.symbol("plus"), for: .normal)
        tintedStepper.setDecrementImage(Self.symbol("minus"), for: .normal)
        tintedStepper.setBackgroundImage(Self.background(UIColor.systemPurple.withAlphaComponent(0.15)), for: .normal)
        tintedStepper.setBackgroundImage(Self.background(UIColor.systemPurple.withAlphaComponent(0.3)), for: .highlighted)
        tintedStepper.setBackgroundImage(Self.background(UIColor.systemPurple.withAlphaComponent(0.06)), for: .disabled)
        tintedStepper.accessibilityIdentifier = "stepper.fine"

        customStepper.minimumValue = 0; customStepper.maximumValue = 100; customStepper.stepValue = 10; customStepper.value = 50
        customStepper.setBackgroundImage(Self.background(.systemTeal), for: .normal)
        customStepper.setBackgroundImage(Self.background(.systemBlue), for: .highlighted)
        customStepper.setBackgroundImage(Self.background(.systemGray3), for: .disabled)
        customStepper.setDividerImage(Self.background(.white, width: 1), forLeftSegmentState: .normal, rightSegmentState: .normal)
        customStepper.setIncrementImage(Self.symbol("arrow.up"), for: .normal)
        customStepper.setDecrementImage(Self.symbol("arrow.down"), for: .normal)
        customStepper.tintColor = .white
        customStepper.accessibilityIdentifier = "stepper.custom"

        wrappingStepper.minimumValue = 1; wrappingStepper.maximumValue = 5; wrappingStepper.value = 5
        wrappingStepper.wraps = true
        wrappingStepper.accessibilityIdentifier = "stepper.wraps"

        valueLabels = steppers.map { _ in UILabel() }
        for s in steppers {
            s.addTarget(self, action: SteppersViewController.stepperChanged, for: .valueChanged)
            show(s)
        }
        return [
            CatalogCase("Default", Self.withValue(defaultStepper, valueLabels[0]), footer: "0 to 10. Hold + or − to repeat."),
            CatalogCase("Tinted", Self.withValue(tintedStepper, valueLabels[1]), footer: "tintColor purple on template − and + images and a purple background; steps of 0.25, 0 to 2."),
            CatalogCase("Custom", Self.withValue(customStepper, valueLabels[2]),
                        footer: "Background, divider, increment and decrement images; steps of 10."),
            CatalogCase("Wrapping", Self.withValue(wrappingStepper, valueLabels[3]), footer: "wraps = true: past 5 comes 1, below 1 comes 5."),
        ]
    }

    /// A stepper stepped: its label follows.
    func stepperChanged(_ sender: UIStepper) { show(sender) }

    private func show(_ s: UIStepper) {
        guard let i = steppers.firstIndex(of: s) else { return }
        valueLabels[i].text = s.stepValue < 1 ? String(format: "%.2f", s.value) : "\(Int(s.value))"
    }

    /// The symbol `name` as a template image (drawn in the stepper's tint colour).
    static func symbol(_ name: String) -> UIImage? { UIImage(systemName: name)?.withRenderingMode(.alwaysTemplate) }

    /// A rounded fill in `color` (`width` wide), stretchable in the middle.
    static func background(_ color: UIColor, width: CGFloat = 16) -> UIImage {
        let size = CGSize(width: width, height: 32)
        return UIGraphicsImageRenderer(size: size).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: min(8, width / 2)).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: min(7, width / 2), bottom: 8, right: min(7, width / 2)))
    }
}
