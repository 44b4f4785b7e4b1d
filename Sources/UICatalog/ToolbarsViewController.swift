//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Toolbars page, as Apple's UIKitCatalog shows it: a default toolbar (system items spread
/// by flexible spaces), a tinted one (its items in the toolbar's `tintColor`), and a custom one
/// (a `UIToolbarAppearance` with a gradient background, white titles, image items and fixed
/// spaces). Every item's action writes which toolbar and item were tapped in a status label.
final class ToolbarsViewController: CatalogCasesViewController {
    let defaultToolbar = UIToolbar()
    let tintedToolbar = UIToolbar()
    let customToolbar = UIToolbar()
    let statusLabel = UILabel.catalogStatus("toolbar.status", text: "Tap an item in a toolbar.")

    override func makeCases() -> [CatalogCase] {
        defaultToolbar.accessibilityIdentifier = "toolbar.default"
        defaultToolbar.items = [
            item(.trash, "Trash", in: "Default"), .flexibleSpace(),
            item(title: "Action", in: "Default"), .flexibleSpace(),
            item(.add, "Add", in: "Default"),
        ]

        tintedToolbar.accessibilityIdentifier = "toolbar.tinted"
        tintedToolbar.tintColor = .systemGreen
        tintedToolbar.items = [
            item(.refresh, "Refresh", in: "Tinted"), .flexibleSpace(),
            item(.action, "Share", in: "Tinted"), .flexibleSpace(),
            item(.bookmarks, "Bookmarks", in: "Tinted"),
        ]

        customToolbar.accessibilityIdentifier = "toolbar.custom"
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundImage = Self.gradient()
        appearance.shadowColor = .clear
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        customToolbar.standardAppearance = appearance
        customToolbar.tintColor = .white
        customToolbar.items = [
            item(image: ImageViewPageViewController.heart(side: 24), "Like", in: "Custom"), .fixedSpace(20),
            item(image: Self.star(), "Star", in: "Custom"), .flexibleSpace(),
            item(title: "Custom", in: "Custom"),
        ]

        for t in [defaultToolbar, tintedToolbar, customToolbar] {
            t.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        return [
            CatalogCase("Default", defaultToolbar, fills: true),
            CatalogCase("Tinted", tintedToolbar, footer: "tintColor = .systemGreen colours the items.", fills: true),
            CatalogCase("Custom", customToolbar,
                        footer: "A UIToolbarAppearance with a background image; a fixed space of 20 points after the heart.", fills: true),
            CatalogCase("Last Tapped", statusLabel, fills: true),
        ]
    }

    /// What an item's action shows in the status label.
    private func tapped(_ name: String, in toolbar: String) -> UIAction {
        UIAction { [weak self] _ in self?.statusLabel.text = "\(toolbar) toolbar: \(name)" }
    }

    private func identified(_ item: UIBarButtonItem, _ name: String, _ toolbar: String) -> UIBarButtonItem {
        item.accessibilityIdentifier = "toolbar.\(toolbar.lowercased()).\(name.lowercased())"
        if item.accessibilityLabel == nil { item.accessibilityLabel = name }
        return item
    }

    private func item(_ system: UIBarButtonItem.SystemItem, _ name: String, in toolbar: String) -> UIBarButtonItem {
        identified(UIBarButtonItem(systemItem: system, primaryAction: tapped(name, in: toolbar)), name, toolbar)
    }

    private func item(title: String, in toolbar: String) -> UIBarButtonItem {
        identified(UIBarButtonItem(title: title, primaryAction: tapped(title, in: toolbar)), title, toolbar)
    }

    private func item(image: UIImage, _ name: String, in toolbar: String) -> UIBarButtonItem {
        identified(UIBarButtonItem(image: image, primaryAction: tapped(name, in: toolbar)), name, toolbar)
    }

    /// The custom toolbar's background: indigo to pink, left to right.
    static func gradient() -> UIImage {
        let size = CGSize(width: 64, height: 44)
        return UIGraphicsImageRenderer(size: size).image { ctx in
            let colors = [UIColor.systemIndigo.cgColor, UIColor.systemPink.cgColor]
            if let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
                ctx.cgContext.drawLinearGradient(g, start: .zero, end: CGPoint(x: size.width, y: 0), options: [])
            }
        }
    }

    /// A five-pointed star, 24 points, as a template image.
    static func star() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            UIColor.black.setFill()
            let p = UIBezierPath()
            for i in 0..<10 {
                let a = CGFloat(i) * .pi / 5 - .pi / 2, r: CGFloat = i % 2 == 0 ? 12 : 5
                let pt = CGPoint(x: 12 + cos(a) * r, y: 12.5 + sin(a) * r)
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.close()
            p.fill()
        }.withRenderingMode(.alwaysTemplate)
    }
}
