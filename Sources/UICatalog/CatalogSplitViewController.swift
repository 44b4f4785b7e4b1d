//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The window's root, as in Apple's UIKitCatalog sample: a double-column split view whose
/// primary column is the list of pages and whose secondary column shows the chosen page. In a
/// horizontally regular window (600 pt and wider) the list sits beside the page in landscape
/// and slides over it in portrait (`.automatic`, iOS's iPad behaviour); in a narrower window the
/// split collapses into one navigation stack, the list first and a chosen page pushed on it.
/// Keys 1…9 open a page from anywhere; beside the list, ↑ and ↓ step through the pages.
final class CatalogSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    /// The list of pages (the primary column's root).
    let list = CatalogRootViewController()

    /// The pages keys 1…9 open.
    static let keyPages: [UIKeyboardHIDUsage: CatalogPage] = [
        .keyboard1: .buttons, .keyboard2: .sliders, .keyboard3: .pickerView, .keyboard4: .datePicker, .keyboard5: .textFields,
        .keyboard6: .alertController, .keyboard7: .scroll, .keyboard8: .table, .keyboard9: .collection,
    ]

    init() {
        super.init(style: .doubleColumn)
        setViewController(list, for: .primary)
        setViewController(CatalogWelcomeViewController(), for: .secondary)
        preferredDisplayMode = .automatic
        delegate = self
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The primary column's navigation controller (in a collapsed split, the only stack).
    var primaryNavigation: UINavigationController? { list.navigationController }
    /// The secondary column's navigation controller (nil while collapsed).
    var secondaryNavigation: UINavigationController? {
        isCollapsed ? nil : viewControllers.dropFirst().first as? UINavigationController
    }

    /// The page's controller on screen: the one pushed above the list (collapsed) or the
    /// secondary column's root (expanded); nil while none is chosen.
    var shownController: UIViewController? {
        isCollapsed ? primaryNavigation?.viewControllers.dropFirst().first : secondaryPage
    }

    /// The secondary column's root unless it is the welcome text (read while collapsing too,
    /// before the column's pages move onto the list's stack).
    private var secondaryPage: UIViewController? {
        let root = (viewControllers.dropFirst().first as? UINavigationController)?.viewControllers.first
        return root is CatalogWelcomeViewController ? nil : root
    }

    /// The page on screen (nil when none is chosen).
    var page: CatalogPage? { CatalogPage.of(shownController) }

    /// Shows page `p`: beside the list (expanded; the list's row stays selected) or pushed on
    /// the list (collapsed, after going back to it). Nothing happens if `p` is shown already, on top.
    func show(_ p: CatalogPage, animated: Bool) {
        // (Shown, but under a page it pushed: shown again, on top.)
        let onTop = shownController.map { $0.navigationController?.topViewController === $0 } ?? false
        guard page != p || !onTop else { return }
        let c = p.makeController()
        if isCollapsed {
            guard let nav = primaryNavigation else { return }
            nav.popToRootViewController(animated: false)
            nav.pushViewController(c, animated: animated)
        } else {
            showDetailViewController(c, sender: self)
            list.select(p)
        }
    }

    // MARK: Delegate

    /// Collapsing with no page chosen shows the list, not the welcome text.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        secondaryPage == nil ? .primary : proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { list.splitChanged() }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) { list.splitChanged() }

    // MARK: Keys

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let code = press.key?.keyCode, press.key?.modifierFlags.isEmpty == true else { continue }
            if let p = Self.keyPages[code] { return show(p, animated: true) }
            // Beside the list, ↑ and ↓ go through the pages in the list's order (as a sidebar
            // does with a keyboard), when nothing on the page took them.
            if !isCollapsed, code == .keyboardUpArrow || code == .keyboardDownArrow {
                let order = CatalogPage.sections.flatMap(\.pages)
                let i = page.flatMap { order.firstIndex(of: $0) } ?? -1
                let next = code == .keyboardDownArrow ? min(i + 1, order.count - 1) : max(i - 1, 0)
                return show(order[next], animated: false)
            }
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The secondary column before a page is chosen: what the catalog is, and how to use it.
final class CatalogWelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "UIKit for Linux"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        let body = UILabel()
        body.text = "Choose a page in the list: one per control, in the order of Apple's UIKitCatalog, then the containers. Keys 1–9 open a page from anywhere; ↑ and ↓ step through the list."
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        body.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let m = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: m.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: m.trailingAnchor, constant: -24),
        ])
    }
}
