//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Visual Effect page, as Apple's UIKitCatalog shows it: a `UIVisualEffectView` blurring
/// coloured stripes behind it (a segmented control picks the blur style; drag the blur to see
/// it follow what is behind it), and a blur holding vibrancy effect views whose labels take
/// their colour from what shows through (`UIVibrancyEffect`, label and secondary label styles).
final class VisualEffectViewController: CatalogCasesViewController {
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let blurLabel = UILabel()
    let styleControl = UISegmentedControl(items: VisualEffectViewController.blurStyles.map(\.0))
    let vibrancyBlur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    /// The styles the segmented control offers.
    static let blurStyles: [(String, UIBlurEffect.Style)] = [
        ("Material", .systemMaterial), ("Thin", .systemUltraThinMaterial), ("Light", .light), ("Dark", .dark),
    ]
    /// The stripes' colours, left to right, repeated.
    static let stripeColors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]

    override func makeCases() -> [CatalogCase] {
        let stage = Self.stripes()
        blurView.frame = CGRect(x: 30, y: 25, width: 180, height: 70)
        blurView.layer.cornerRadius = 12
        blurView.clipsToBounds = true
        blurView.accessibilityIdentifier = "blur"
        blurLabel.frame = blurView.bounds
        blurLabel.text = "Drag me"
        blurLabel.textAlignment = .center
        blurLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        blurView.contentView.addSubview(blurLabel)
        stage.addSubview(blurView)
        let drag = UIPanGestureRecognizer()
        drag.addAction { [weak self, weak stage] g in
            guard let self, let stage, let g = g as? UIPanGestureRecognizer else { return }
            let t = g.translation(in: stage)
            blurView.center = CGPoint(x: blurView.center.x + t.x, y: blurView.center.y + t.y)
            g.setTranslation(.zero, in: stage)
        }
        blurView.addGestureRecognizer(drag)
        styleControl.selectedSegmentIndex = 0
        styleControl.accessibilityIdentifier = "blur.style"
        styleControl.addTarget(self, action: VisualEffectViewController.styleChanged, for: .valueChanged)
        let blurs = UIStackView.catalogColumn([styleControl, stage])

        let vibrancyStage = Self.stripes()
        vibrancyBlur.accessibilityIdentifier = "blur.vibrancy"
        vibrancyBlur.frame = vibrancyStage.bounds.insetBy(dx: 0, dy: 30)
        vibrancyBlur.autoresizingMask = [.flexibleWidth]
        vibrancyStage.addSubview(vibrancyBlur)
        var y: CGFloat = 10
        for (text, style) in [("Vibrant label", UIVibrancyEffectStyle.label), ("Secondary label", .secondaryLabel)] {
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial), style: style))
            vibrancy.frame = CGRect(x: 0, y: y, width: vibrancyBlur.bounds.width, height: 40)
            vibrancy.autoresizingMask = [.flexibleWidth]
            let label = UILabel(frame: vibrancy.bounds)
            label.autoresizingMask = [.flexibleWidth]
            label.text = text
            label.textAlignment = .center
            label.font = .systemFont(ofSize: style == .label ? 22 : 17, weight: style == .label ? .bold : .regular)
            vibrancy.contentView.addSubview(label)
            vibrancyBlur.contentView.addSubview(vibrancy)
            y += 40
        }
        return [
            CatalogCase("Blur Styles", blurs, footer: "Drag the blur over the stripes; pick its style above.", fills: true),
            CatalogCase("Vibrancy", vibrancyStage, footer: "UIVibrancyEffect: the labels tinted by the blur's content.", fills: true),
        ]
    }

    /// A style picked: the blur takes it (the label turns white over the dark one).
    func styleChanged(_ sender: UISegmentedControl) {
        guard Self.blurStyles.indices.contains(sender.selectedSegmentIndex) else { return }
        let style = Self.blurStyles[sender.selectedSegmentIndex].1
        blurView.effect = UIBlurEffect(style: style)
        blurLabel.textColor = style == .dark ? .white : .label
    }

    /// A 150-point-tall stage of vertical coloured stripes, clipped to rounded corners.
    static func stripes() -> UIView {
        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
        stage.clipsToBounds = true
        stage.layer.cornerRadius = 8
        stage.heightAnchor.constraint(equalToConstant: 150).isActive = true
        for i in 0..<30 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 36, y: 0, width: 18, height: 150))
            stripe.backgroundColor = stripeColors[i % stripeColors.count]
            stage.addSubview(stripe)
        }
        return stage
    }
}
