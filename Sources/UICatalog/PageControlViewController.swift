//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Page Control page, as Apple's UIKitCatalog shows it: a default page control (white dots,
/// made for dark backgrounds) on a coloured "pager" that a swipe or a tap on the dots moves
/// through five pages, a tinted one of eight pages, and one with custom indicator images (a
/// heart for the first page, stars for the rest). A tap on the leading or trailing half of a
/// page control goes one page back or forward, a drag along its dots scrubs through the pages
/// (`.valueChanged`, by target-action).
final class PageControlViewController: CatalogCasesViewController, UIGestureRecognizerDelegate {
    let pageControl = UIPageControl()
    let tintedPageControl = UIPageControl()
    let customPageControl = UIPageControl()
    /// The coloured page the default page control shows (swipe it to change pages).
    let pager = UILabel()
    /// The value label beside the tinted and the custom page control.
    let tintedLabel = UILabel(), customLabel = UILabel()
    static let colours: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple]

    override func makeCases() -> [CatalogCase] {
        pageControl.numberOfPages = Self.colours.count
        pageControl.accessibilityIdentifier = "pagecontrol"
        pageControl.addTarget(self, action: PageControlViewController.pageChanged, for: .valueChanged)

        tintedPageControl.numberOfPages = 8
        tintedPageControl.currentPage = 2
        tintedPageControl.pageIndicatorTintColor = UIColor.systemTeal.withAlphaComponent(0.3)
        tintedPageControl.currentPageIndicatorTintColor = .systemTeal
        tintedPageControl.accessibilityIdentifier = "pagecontrol.tinted"
        tintedPageControl.addTarget(self, action: PageControlViewController.pageChanged, for: .valueChanged)

        customPageControl.numberOfPages = 5
        // Small symbols (9 points), so each stays in its dot's place.
        let small = UIImage.SymbolConfiguration(pointSize: 9)
        customPageControl.preferredIndicatorImage = UIImage(systemName: "star.fill", withConfiguration: small)
        customPageControl.setIndicatorImage(UIImage(systemName: "heart.fill", withConfiguration: small), forPage: 0)
        customPageControl.pageIndicatorTintColor = .systemGray3
        customPageControl.currentPageIndicatorTintColor = .systemPink
        customPageControl.accessibilityIdentifier = "pagecontrol.custom"
        customPageControl.addTarget(self, action: PageControlViewController.pageChanged, for: .valueChanged)

        // The pager: a coloured page with the default page control on its bottom edge.
        pager.textAlignment = .center
        pager.font = .systemFont(ofSize: 17, weight: .semibold)
        pager.textColor = .white
        pager.numberOfLines = 2
        pager.layer.cornerRadius = 10
        pager.clipsToBounds = true
        pager.isUserInteractionEnabled = true
        pager.accessibilityIdentifier = "pager"
        for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            swipe.delegate = self   // (recognized beside the table's pan, which would begin first)
            swipe.addAction { [unowned self] _ in
                let next = pageControl.currentPage + (direction == .left ? 1 : -1)
                pageControl.currentPage = max(0, min(pageControl.numberOfPages - 1, next))
                pageChanged(pageControl)
            }
            pager.addGestureRecognizer(swipe)
        }
        let stage = UIView()
        for v in [pager, pageControl] {
            v.translatesAutoresizingMaskIntoConstraints = false
            stage.addSubview(v)
        }
        NSLayoutConstraint.activate([
            pager.topAnchor.constraint(equalTo: stage.topAnchor),
            pager.leadingAnchor.constraint(equalTo: stage.leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: stage.trailingAnchor),
            pager.bottomAnchor.constraint(equalTo: stage.bottomAnchor),
            pager.heightAnchor.constraint(equalToConstant: 150),
            pageControl.centerXAnchor.constraint(equalTo: pager.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: pager.bottomAnchor),
        ])
        for c in [pageControl, tintedPageControl, customPageControl] { pageChanged(c) }
        return [
            CatalogCase("Default", stage, footer: "Swipe the page, tap the dots' left or right half, or drag along them.", fills: true),
            CatalogCase("Tinted", Self.withValue(tintedPageControl, tintedLabel, labelWidth: 56),
                        footer: "pageIndicatorTintColor and currentPageIndicatorTintColor. Drag along the dots to scrub."),
            CatalogCase("Custom Indicators", Self.withValue(customPageControl, customLabel, labelWidth: 56),
                        footer: "preferredIndicatorImage (a star) and setIndicatorImage(_:forPage:) (a heart for page 1)."),
        ]
    }

    /// The pager's swipes recognize beside the table's pan (a sideways swipe does not scroll it).
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }

    /// A page control changed page (a tap, or the pager's swipe): what shows it follows.
    func pageChanged(_ sender: UIPageControl) {
        let text = "\(sender.currentPage + 1) of \(sender.numberOfPages)"
        switch sender {
        case pageControl:
            pager.backgroundColor = Self.colours[max(0, min(Self.colours.count - 1, sender.currentPage))]
            pager.text = "Page \(text)"
        case tintedPageControl: tintedLabel.text = text
        default: customLabel.text = text
        }
    }
}
