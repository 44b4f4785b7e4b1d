//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Sliders page, as Apple's UIKitCatalog shows it: a default slider, a tinted one, one with
/// custom thumb and track images, one with images at both ends, and a non-continuous one that
/// reports its value only when the finger lifts. Each shows its value beside it, updated by
/// target-action on `.valueChanged`.
final class SlidersViewController: CatalogCasesViewController {
    let defaultSlider = UISlider()
    let tintedSlider = UISlider()
    let customSlider = UISlider()
    let imagesSlider = UISlider()
    let steppedSlider = UISlider()
    /// The value label beside each slider, in the same order.
    private(set) var valueLabels: [UILabel] = []
    /// How many `.valueChanged` events the non-continuous slider sent.
    private(set) var steppedEvents = 0

    var sliders: [UISlider] { [defaultSlider, tintedSlider, customSlider, imagesSlider, steppedSlider] }

    override func makeCases() -> [CatalogCase] {
        defaultSlider.value = 0.5
        defaultSlider.accessibilityIdentifier = "slider.default"

        tintedSlider.minimumValue = 0; tintedSlider.maximumValue = 100; tintedSlider.value = 30
        tintedSlider.minimumTrackTintColor = .systemGreen
        tintedSlider.maximumTrackTintColor = .systemPurple
        tintedSlider.thumbTintColor = .systemBlue
        tintedSlider.accessibilityIdentifier = "slider.tinted"

        customSlider.value = 0.42
        customSlider.setThumbImage(ControlImages.star(), for: .normal)
        customSlider.setMinimumTrackImage(Self.track(.systemOrange), for: .normal)
        customSlider.setMaximumTrackImage(Self.track(.systemGray4), for: .normal)
        customSlider.accessibilityIdentifier = "slider.custom"

        imagesSlider.minimumValue = 0; imagesSlider.maximumValue = 10; imagesSlider.value = 7
        imagesSlider.minimumValueImage = ControlImages.speaker(waves: 0, color: .secondaryLabel)
        imagesSlider.maximumValueImage = ControlImages.speaker(waves: 3, color: .secondaryLabel)
        imagesSlider.accessibilityIdentifier = "slider.images"

        steppedSlider.value = 0.25
        steppedSlider.isContinuous = false
        steppedSlider.accessibilityIdentifier = "slider.noncontinuous"

        valueLabels = sliders.map { _ in UILabel() }
        for s in sliders {
            s.addTarget(self, action: SlidersViewController.sliderChanged, for: .valueChanged)
            show(s)
        }
        return [
            CatalogCase("Default", Self.withValue(defaultSlider, valueLabels[0]), fills: true),
            CatalogCase("Tinted", Self.withValue(tintedSlider, valueLabels[1]), fills: true),
            CatalogCase("Custom", Self.withValue(customSlider, valueLabels[2]), fills: true),
            CatalogCase("Min and Max Images", Self.withValue(imagesSlider, valueLabels[3]), fills: true),
            CatalogCase("Non-Continuous", Self.withValue(steppedSlider, valueLabels[4]),
                        footer: "Sends .valueChanged once, when the finger lifts (isContinuous = false).", fills: true),
        ]
    }

    /// A slider moved: its label follows.
    func sliderChanged(_ sender: UISlider) {
        if sender === steppedSlider { steppedEvents += 1 }
        show(sender)
    }

    private func show(_ s: UISlider) {
        guard let i = sliders.firstIndex(of: s) else { return }
        valueLabels[i].text = s.maximumValue > 1 ? String(format: "%.0f", s.value) : String(format: "%.2f", s.value)
    }

    /// A 4-pt rounded track in `color`, stretchable in the middle.
    static func track(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 9, height: 4)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 9, height: 4), cornerRadius: 2).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
    }
}
