//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Alert Controller page, as Apple's UIKitCatalog shows it: buttons presenting alerts (a
/// simple one, OK/Cancel, three buttons, text entry, secure text entry whose OK turns on only
/// once five characters are typed) and action sheets (OK/Cancel, one with a destructive item;
/// a popover from the button in a wide window). A status label says which action was chosen.
final class AlertControllerViewController: CatalogCasesViewController {
    /// What the last alert's chosen action was.
    let statusLabel = UILabel.catalogStatus("alert.status", text: "Nothing chosen yet")
    /// The presenting buttons, by identifier.
    private(set) var buttons: [String: UIButton] = [:]
    /// The secure-entry alert's OK (enabled once the text is long enough).
    private(set) weak var secureOK: UIAlertAction?
    /// How many characters the secure-entry alert needs before OK is enabled.
    static let minimumPasswordLength = 5

    override func makeCases() -> [CatalogCase] {
        let alerts = UIStackView.catalogColumn([
            button("Simple", "alert.simple", AlertControllerViewController.showSimple),
            button("OK / Cancel", "alert.okCancel", AlertControllerViewController.showOKCancel),
            button("Three Buttons", "alert.other", AlertControllerViewController.showOther),
            button("Text Entry", "alert.textEntry", AlertControllerViewController.showTextEntry),
            button("Secure Text Entry", "alert.secure", AlertControllerViewController.showSecureEntry),
        ], spacing: 4, alignment: .leading)
        let sheets = UIStackView.catalogColumn([
            button("Confirm / Cancel", "alert.actionSheet", AlertControllerViewController.showActionSheet),
            button("Destructive", "alert.destructive", AlertControllerViewController.showDestructive),
        ], spacing: 4, alignment: .leading)
        return [
            CatalogCase("Alert Style", alerts, fills: true),
            CatalogCase("Action Sheet Style", sheets, footer: "In a wide window an action sheet is a popover from its button.", fills: true),
            CatalogCase("Chosen Action", statusLabel, fills: true),
        ]
    }

    private func button(_ title: String, _ id: String, _ show: @escaping @MainActor (AlertControllerViewController) -> () -> Void) -> UIButton {
        let b = UIButton(type: .system)
        b.setTitle(title, for: .normal)
        b.accessibilityIdentifier = id
        b.addTarget(self, action: show, for: .touchUpInside)
        buttons[id] = b
        return b
    }

    /// An action whose handler writes "`alert`: `title`" in the status label.
    private func action(_ title: String, _ style: UIAlertAction.Style = .default, in alert: String) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { [weak self] _ in self?.statusLabel.text = "\(alert): \(title)" }
    }

    func showSimple() {
        let alert = UIAlertController(title: "A Short Title", message: "A message should be a short, complete sentence.", preferredStyle: .alert)
        alert.addAction(action("OK", .cancel, in: "Simple"))
        present(alert, animated: true)
    }

    func showOKCancel() {
        let alert = UIAlertController(title: "A Short Title", message: "A message should be a short, complete sentence.", preferredStyle: .alert)
        alert.addAction(action("Cancel", .cancel, in: "OK / Cancel"))
        alert.addAction(action("OK", in: "OK / Cancel"))
        present(alert, animated: true)
    }

    func showOther() {
        let alert = UIAlertController(title: "A Short Title", message: "A message should be a short, complete sentence.", preferredStyle: .alert)
        alert.addAction(action("Choice One", in: "Three Buttons"))
        alert.addAction(action("Choice Two", in: "Three Buttons"))
        alert.addAction(action("Cancel", .cancel, in: "Three Buttons"))
        present(alert, animated: true)
    }

    func showTextEntry() {
        let alert = UIAlertController(title: "A Short Title", message: "Type a few words.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Your words"; $0.accessibilityIdentifier = "alert.field" }
        alert.addAction(action("Cancel", .cancel, in: "Text Entry"))
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self, weak alert] _ in
            self?.statusLabel.text = "Text Entry: OK, \"\(alert?.textFields?.first?.text ?? "")\""
        })
        present(alert, animated: true)
    }

    func showSecureEntry() {
        let alert = UIAlertController(title: "A Short Title",
                                      message: "Type a password of at least \(Self.minimumPasswordLength) characters.", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { [weak self, weak alert] _ in
            self?.statusLabel.text = "Secure Text Entry: OK, \(alert?.textFields?.first?.text?.count ?? 0) characters"
        }
        ok.isEnabled = false
        alert.addTextField { [weak ok] field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
            field.accessibilityIdentifier = "alert.password"
            // OK only once the text is long enough (as Apple's sample does, on each change).
            field.addAction(UIAction { [weak ok, weak field] _ in
                ok?.isEnabled = (field?.text?.count ?? 0) >= Self.minimumPasswordLength
            }, for: .editingChanged)
        }
        alert.addAction(action("Cancel", .cancel, in: "Secure Text Entry"))
        alert.addAction(ok)
        secureOK = ok
        present(alert, animated: true)
    }

    func showActionSheet() {
        let sheet = UIAlertController(title: "A Short Title", message: "A message should be a short, complete sentence.", preferredStyle: .actionSheet)
        sheet.addAction(action("OK", in: "Action Sheet"))
        sheet.addAction(action("Cancel", .cancel, in: "Action Sheet"))
        presentSheet(sheet, from: "alert.actionSheet")
    }

    func showDestructive() {
        let sheet = UIAlertController(title: nil, message: "Delete the draft? This cannot be undone.", preferredStyle: .actionSheet)
        sheet.addAction(action("Delete Draft", .destructive, in: "Destructive"))
        sheet.addAction(action("Save Draft", in: "Destructive"))
        sheet.addAction(action("Cancel", .cancel, in: "Destructive"))
        presentSheet(sheet, from: "alert.destructive")
    }

    /// Presents `sheet`, a popover from the button `id` when the window is wide.
    private func presentSheet(_ sheet: UIAlertController, from id: String) {
        if let popover = sheet.popoverPresentationController, let b = buttons[id] {
            popover.sourceView = b
            popover.sourceRect = b.bounds
        }
        present(sheet, animated: true)
    }
}

extension UIStackView {
    /// A vertical stack of `views` for a catalog case, `spacing` apart, placed by `alignment`.
    static func catalogColumn(_ views: [UIView], spacing: CGFloat = 10, alignment: Alignment = .fill) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = alignment
        stack.spacing = spacing
        return stack
    }
}

extension UILabel {
    /// A status line for a catalog page (secondary colour, up to three lines) identified `id`.
    static func catalogStatus(_ id: String, text: String) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = .systemFont(ofSize: 15)
        l.textColor = .secondaryLabel
        l.numberOfLines = 3
        l.accessibilityIdentifier = id
        return l
    }
}
