//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Presentation page: a sheet (a navigation controller with a Done button; swipe it down),
/// a medium/large sheet with a grabber, a popover from a button, a full-screen tab bar
/// interface, an alert and an action sheet. The label tells what happened.
final class PresentationViewController: UIViewController, UISheetPresentationControllerDelegate,
                                        UIPopoverPresentationControllerDelegate {
    private let status = UILabel()
    private var buttons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self,
                                                            action: PresentationViewController.showActionSheetFromBar)
        func add(_ title: String, _ id: String, _ action: @escaping @MainActor (PresentationViewController) -> () -> Void) {
            var config = UIButton.Configuration.filled()
            config.title = title
            let b = UIButton(configuration: config)
            b.accessibilityIdentifier = id
            b.addTarget(self, action: action, for: .touchUpInside)
            b.heightAnchor.constraint(equalToConstant: 46).isActive = true
            buttons.append(b)
        }
        add("Show a sheet", "present.sheet", PresentationViewController.showSheet)
        add("Show a medium sheet", "present.mediumSheet", PresentationViewController.showMediumSheet)
        add("Show a popover", "present.popover", PresentationViewController.showPopover)
        add("Show tabs full screen", "present.tabs", PresentationViewController.showTabs)
        add("Show an alert", "present.alert", PresentationViewController.showAlert)
        add("Show an action sheet", "present.actionSheet", PresentationViewController.showActionSheet)
        status.text = "Nothing presented yet"
        status.font = UIFont.systemFont(ofSize: 15)
        status.textColor = .secondaryLabel
        status.textAlignment = .center
        status.accessibilityIdentifier = "present.status"

        // A column of buttons, 320 points wide at most, centred below the navigation bar; the
        // status line under it spans the margins.
        let column = UIStackView(arrangedSubviews: buttons + [status])
        column.axis = .vertical
        column.spacing = 16
        column.setCustomSpacing(26, after: buttons.last!)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 40, leading: 20, bottom: 20, trailing: 20)
        let margins = view.layoutMarginsGuide
        let fullWidth = column.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fullWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: margins.topAnchor),
            column.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            column.widthAnchor.constraint(lessThanOrEqualToConstant: 320),
            column.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            fullWidth,
        ])
    }

    func showSheet() {
        let content = UIViewController()
        content.title = "Sheet"
        content.view.backgroundColor = .secondarySystemGroupedBackground
        let note = UILabel()
        note.text = "Swipe down, or tap Done"
        note.font = UIFont.systemFont(ofSize: 17)
        note.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor, constant: 24),
            note.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
            note.trailingAnchor.constraint(lessThanOrEqualTo: content.view.layoutMarginsGuide.trailingAnchor),
        ])
        let nav = UINavigationController(rootViewController: content)
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                                    action: PresentationViewController.doneWithSheet)
        nav.presentationController?.delegate = self
        present(nav, animated: true)
        status.text = "A sheet is up"
    }

    func doneWithSheet() {
        dismiss(animated: true)
        status.text = "The sheet was closed with Done"
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        status.text = presentationController is UIPopoverPresentationController ? "The popover was tapped away" : "The sheet was swiped away"
    }

    /// A sheet resting at half height (drag its grabber up to large; the page stays usable at
    /// medium).
    func showMediumSheet() {
        let content = UIViewController()
        content.view.backgroundColor = .secondarySystemGroupedBackground
        let note = UILabel()
        note.text = "Drag the grabber up, or down to close"
        note.font = UIFont.systemFont(ofSize: 17)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: content.view.topAnchor, constant: 32),
            note.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
            note.trailingAnchor.constraint(lessThanOrEqualTo: content.view.layoutMarginsGuide.trailingAnchor),
        ])
        if let sheet = content.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
        present(content, animated: true)
        status.text = "A medium sheet is up"
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        let large = sheetPresentationController.selectedDetentIdentifier == .large
        status.text = large ? "The sheet was dragged to large" : "The sheet was dragged to medium"
    }

    /// A small list in a popover pointing at its button (a sheet in a narrow window).
    func showPopover() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.preferredContentSize = CGSize(width: 280, height: 160)
        let note = UILabel()
        note.text = "A popover. Tap outside to close it."
        note.numberOfLines = 0
        note.font = UIFont.systemFont(ofSize: 17)
        note.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: content.view.topAnchor, constant: 24),
            note.leadingAnchor.constraint(equalTo: content.view.leadingAnchor, constant: 20),
            note.trailingAnchor.constraint(equalTo: content.view.trailingAnchor, constant: -20),
        ])
        content.modalPresentationStyle = .popover
        if let popover = content.popoverPresentationController {
            popover.sourceItem = buttons.first { $0.accessibilityIdentifier == "present.popover" }
            popover.delegate = self
            popover.adaptiveSheetPresentationController.detents = [.medium()]
            popover.adaptiveSheetPresentationController.prefersGrabberVisible = true
        }
        present(content, animated: true)
        status.text = "A popover is up"
    }

    func showTabs() {
        let tabs = UITabBarController()
        let items: [(String, UITabBarItem.SystemItem, UIColor)] = [
            ("Favorites", .favorites, .systemYellow), ("Recents", .recents, .systemTeal), ("Contacts", .contacts, .systemGreen),
        ]
        tabs.viewControllers = items.enumerated().map { i, item in
            let c = UIViewController()
            c.title = item.0
            c.view.backgroundColor = item.2.withAlphaComponent(0.25)
            c.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self,
                                                                 action: PresentationViewController.closeTabs)
            let nav = UINavigationController(rootViewController: c)
            nav.tabBarItem = UITabBarItem(tabBarSystemItem: item.1, tag: i)
            return nav
        }
        tabs.viewControllers?[1].tabBarItem.badgeValue = "3"
        tabs.modalPresentationStyle = .fullScreen
        present(tabs, animated: true)
        status.text = "Tabs are up"
    }

    func closeTabs() {
        dismiss(animated: true)
        status.text = "The tabs were closed"
    }

    func showAlert() {
        let alert = UIAlertController(title: "Delete this photo?", message: "It will be gone from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [unowned self] _ in status.text = "Alert: cancelled" })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in status.text = "Alert: deleted" })
        present(alert, animated: true)
    }

    /// An action sheet: in a wide window a popover from its button (or the bar's action item),
    /// where tapping outside picks Cancel.
    func showActionSheet() {
        presentActionSheet { $0.sourceItem = self.buttons.first { $0.accessibilityIdentifier == "present.actionSheet" } }
    }

    func showActionSheetFromBar() {
        presentActionSheet { $0.barButtonItem = self.navigationItem.rightBarButtonItem }
    }

    private func presentActionSheet(source: (UIPopoverPresentationController) -> Void) {
        let sheet = UIAlertController(title: nil, message: "Share or delete this photo", preferredStyle: .actionSheet)
        for (title, style) in [("Share", UIAlertAction.Style.default), ("Duplicate", .default), ("Delete", .destructive), ("Cancel", .cancel)] {
            sheet.addAction(UIAlertAction(title: title, style: style) { [unowned self] _ in status.text = "Action sheet: \(title)" })
        }
        if let popover = sheet.popoverPresentationController { source(popover) }
        present(sheet, animated: true)
    }
}
