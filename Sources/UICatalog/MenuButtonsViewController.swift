//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Menu Buttons page, as Apple's UIKitCatalog shows it: a pull-down button (`menu` shown as
/// its primary action), one whose menu has an inline section, a submenu and a destructive item,
/// and a pop-up button (`changesSelectionAsPrimaryAction`: it shows the chosen item and keeps it
/// checked). Each shows the item chosen beside it, set by the items' `UIAction` handlers.
final class MenuButtonsViewController: CatalogCasesViewController {
    private(set) var pullDownButton: UIButton!
    private(set) var sectionsButton: UIButton!
    private(set) var popUpButton: UIButton!
    /// The label beside each button, in the order of `buttons`.
    private(set) var chosenLabels: [UILabel] = []

    var buttons: [UIButton] { [pullDownButton, sectionsButton, popUpButton] }

    override func makeCases() -> [CatalogCase] {
        chosenLabels = (0..<3).map { _ in UILabel() }
        /// An item that shows its title in label `i`.
        func item(_ title: String, _ symbol: String? = nil, label i: Int, attributes: UIMenuElement.Attributes = []) -> UIAction {
            UIAction(title: title, image: symbol.flatMap { UIImage(systemName: $0) }, attributes: attributes) { [unowned self] _ in
                chosenLabels[i].text = title
            }
        }
        func button(_ title: String, _ id: String, _ menu: UIMenu) -> UIButton {
            var c = UIButton.Configuration.gray()
            c.title = title
            let b = UIButton(configuration: c)
            b.menu = menu
            b.showsMenuAsPrimaryAction = true
            b.accessibilityIdentifier = id
            return b
        }

        pullDownButton = button("Sort By", "menubutton.pulldown", UIMenu(children: [
            item("Name", label: 0), item("Date", label: 0), item("Size", label: 0),
        ]))
        sectionsButton = button("Edit", "menubutton.sections", UIMenu(children: [
            UIMenu(options: .displayInline, children: [item("Copy", "doc.on.doc", label: 1), item("Rename", "pencil", label: 1)]),
            UIMenu(title: "Share", children: [item("Mail", label: 1), item("Messages", label: 1)]),
            item("Delete", "trash", label: 1, attributes: .destructive),
        ]))
        popUpButton = button("Size", "menubutton.popup", UIMenu(children: [
            item("Small", label: 2), item("Medium", label: 2), item("Large", label: 2),
        ]))
        popUpButton.changesSelectionAsPrimaryAction = true
        chosenLabels[0].text = "—"
        chosenLabels[1].text = "—"
        chosenLabels[2].text = popUpButton.configuration?.title

        func row(_ i: Int) -> UIView { Self.withValue(buttons[i], chosenLabels[i], labelWidth: 96) }
        return [
            CatalogCase("Pull-Down", row(0), footer: "showsMenuAsPrimaryAction: a tap shows the menu."),
            CatalogCase("Sections and Submenus", row(1),
                        footer: "An inline section (.displayInline), a submenu that opens in place, a destructive item."),
            CatalogCase("Pop-Up", row(2),
                        footer: "changesSelectionAsPrimaryAction: the button shows the chosen item, checked in the menu."),
        ]
    }
}
