//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Image View page, as Apple's UIKitCatalog shows it: an image view cycling through
/// `animationImages` (six frames drawn at launch; a button stops and starts it), one picture in
/// the content modes a segmented control picks (scale to fill, aspect fit, aspect fill, centre),
/// and one template image drawn in three tint colours.
final class ImageViewPageViewController: CatalogCasesViewController {
    let animatedView = UIImageView()
    let animateButton = UIButton(type: .system)
    let modesView = UIImageView()
    let modesControl = UISegmentedControl(items: ImageViewPageViewController.modes.map(\.0))
    /// The tinted copies of one template image.
    private(set) var tintedViews: [UIImageView] = []

    /// The content modes the segmented control offers.
    static let modes: [(String, UIView.ContentMode)] = [("Fill", .scaleToFill), ("Fit", .scaleAspectFit), ("Aspect Fill", .scaleAspectFill), ("Center", .center)]
    /// The tints of the template image.
    static let tints: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
    /// The animation's frame colours (one full cycle in `animationDuration`).
    static let frameColors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]

    override func makeCases() -> [CatalogCase] {
        animatedView.animationImages = Self.frameColors.indices.map(Self.frame)
        animatedView.image = animatedView.animationImages?.first
        animatedView.animationDuration = 1.2
        animatedView.accessibilityIdentifier = "imageview.animated"
        animatedView.startAnimating()
        animateButton.setTitle("Stop", for: .normal)
        animateButton.accessibilityIdentifier = "imageview.animate"
        animateButton.addTarget(self, action: ImageViewPageViewController.toggleAnimation, for: .touchUpInside)
        let animated = UIStackView.catalogColumn([animatedView, animateButton], spacing: 8, alignment: .center)

        modesView.image = Self.landscape()
        modesView.contentMode = .scaleAspectFit
        modesView.clipsToBounds = true
        modesView.backgroundColor = .tertiarySystemFill
        modesView.accessibilityIdentifier = "imageview.modes"
        NSLayoutConstraint.activate([modesView.widthAnchor.constraint(equalToConstant: 150), modesView.heightAnchor.constraint(equalToConstant: 150)])
        modesControl.selectedSegmentIndex = 1
        modesControl.accessibilityIdentifier = "imageview.contentMode"
        modesControl.addTarget(self, action: ImageViewPageViewController.modeChanged, for: .valueChanged)
        let modes = UIStackView.catalogColumn([modesControl, modesView], spacing: 12, alignment: .center)

        let template = Self.heart()
        tintedViews = Self.tints.enumerated().map { i, tint in
            let v = UIImageView(image: template)
            v.tintColor = tint
            v.accessibilityIdentifier = "imageview.tinted.\(i)"
            return v
        }
        let tinted = UIStackView(arrangedSubviews: tintedViews)
        tinted.spacing = 24
        return [
            CatalogCase("Animated", animated, footer: "animationImages: six frames, 1.2 s a cycle, on the media clock."),
            CatalogCase("Content Modes", modes, footer: "A 160 × 90 picture in a 150 × 150 view (its background grey)."),
            CatalogCase("Tinted Template", tinted, footer: "One image rendered .alwaysTemplate, in each view's tintColor."),
        ]
    }

    /// The button under the animation: stops it, or starts it again.
    func toggleAnimation() {
        if animatedView.isAnimating { animatedView.stopAnimating() } else { animatedView.startAnimating() }
        animateButton.setTitle(animatedView.isAnimating ? "Stop" : "Start", for: .normal)
    }

    /// A segment picked: the picture takes that content mode.
    func modeChanged(_ sender: UISegmentedControl) {
        guard Self.modes.indices.contains(sender.selectedSegmentIndex) else { return }
        modesView.contentMode = Self.modes[sender.selectedSegmentIndex].1
    }

    /// Frame `i` of the animation: a ring of six dots, dot `i` large and in its colour.
    static func frame(_ i: Int) -> UIImage {
        let size: CGFloat = 96
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { _ in
            frameColors[i].withAlphaComponent(0.18).setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: size, height: size), cornerRadius: 20).fill()
            for k in frameColors.indices {
                let a = CGFloat(k) / CGFloat(frameColors.count) * 2 * .pi - .pi / 2
                let r: CGFloat = k == i ? 13 : 6
                let c = CGPoint(x: size / 2 + cos(a) * 30, y: size / 2 + sin(a) * 30)
                (k == i ? frameColors[k] : UIColor.systemGray).setFill()
                UIBezierPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)).fill()
            }
        }
    }

    /// A 160 × 90 landscape: sky, a sun and hills.
    static func landscape() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 160, height: 90)).image { _ in
            UIColor.systemTeal.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 160, height: 90))
            UIColor.systemYellow.setFill(); UIBezierPath(ovalIn: CGRect(x: 112, y: 12, width: 28, height: 28)).fill()
            UIColor.systemGreen.setFill(); UIBezierPath(ovalIn: CGRect(x: -40, y: 50, width: 140, height: 90)).fill()
            UIColor.systemBrown.setFill(); UIBezierPath(ovalIn: CGRect(x: 70, y: 60, width: 130, height: 80)).fill()
        }
    }

    /// The Drawing page's heart glyph, `side` points square, as a template image (drawn in the
    /// view's tint).
    static func heart(side: CGFloat = 44) -> UIImage {
        let glyph = ImagesDemo.makeGlyph()
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { ctx in
            ctx.cgContext.scaleBy(x: side / glyph.size.width, y: side / glyph.size.height)
            glyph.draw(at: .zero)
        }.withRenderingMode(.alwaysTemplate)
    }
}
