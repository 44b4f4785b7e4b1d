//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Text Fields page, as Apple's UIKitCatalog shows it: a default field, the other border
/// styles, a tinted one, secure entry, fields for specific keyboards and return keys (email
/// with an icon, number, web address), a custom field (background image, an icon on the left, a
/// show/hide button on the right) and the four clear-button modes. A line at the bottom echoes
/// what was typed (`.editingChanged`) and where Return was pressed (`textFieldShouldReturn`;
/// a field whose return key is Next moves on). Tab moves between the fields.
final class TextFieldsViewController: CatalogCasesViewController, UITextFieldDelegate {
    let defaultField = UITextField()
    let tintedField = UITextField()
    let passwordField = UITextField()
    let emailField = UITextField()
    let numberField = UITextField()
    let urlField = UITextField()
    let customField = UITextField()
    let revealButton = UIButton(type: .system)
    let echo = UILabel.catalogStatus("text.echo", text: "Click a field and type; Tab moves to the next one.")
    /// Every field on the page, top to bottom.
    private(set) var fields: [UITextField] = []

    override func makeCases() -> [CatalogCase] {
        setUp(defaultField, "Name", "text.name")
        let styles: [UITextField] = [(UITextField.BorderStyle.line, "Line border", "text.line"), (.bezel, "Bezel border", "text.bezel"),
                                     (.none, "No border", "text.none")].map { style, placeholder, id in
            let f = UITextField()
            setUp(f, placeholder, id, border: style)
            return f
        }
        setUp(tintedField, "Tinted", "text.tinted")
        tintedField.tintColor = .systemPurple
        tintedField.textColor = .systemGreen
        setUp(passwordField, "Password", "text.password")
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password

        setUp(emailField, "Email", "text.email")
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.leftView = Self.icon("envelope")
        emailField.leftViewMode = .always
        setUp(numberField, "Phone number", "text.number")
        numberField.keyboardType = .phonePad
        numberField.returnKeyType = .next
        setUp(urlField, "Web address", "text.url")
        urlField.keyboardType = .URL
        urlField.returnKeyType = .go

        setUp(customField, "Secret code", "text.custom", border: .none)
        customField.background = ControlImages.buttonBackground(UIColor.systemPurple.withAlphaComponent(0.15), UIColor.systemPurple.withAlphaComponent(0.3))
        customField.isSecureTextEntry = true
        customField.leftView = Self.icon("lock")
        customField.leftViewMode = .always
        revealButton.setTitle("Show", for: .normal)
        revealButton.tintColor = .systemPurple
        revealButton.accessibilityIdentifier = "text.custom.reveal"
        revealButton.frame = CGRect(x: 0, y: 0, width: 56, height: 30)
        revealButton.addTarget(self, action: TextFieldsViewController.toggleReveal, for: .touchUpInside)
        customField.rightView = revealButton
        customField.rightViewMode = .always
        customField.heightAnchor.constraint(equalToConstant: 36).isActive = true

        let modes: [(UITextField.ViewMode, String)] = [(.never, "never"), (.whileEditing, "whileEditing"), (.unlessEditing, "unlessEditing"), (.always, "always")]
        let clearFields = modes.map { mode, name in
            let f = UITextField()
            setUp(f, name, "text.clear.\(name)")
            f.text = "Clear button: \(name)"
            f.clearButtonMode = mode
            return f
        }
        return [
            CatalogCase("Default", defaultField, fills: true),
            CatalogCase("Border Styles", UIStackView.catalogColumn(styles), fills: true),
            CatalogCase("Tinted", tintedField, footer: "tintColor = purple (the caret), textColor = green.", fills: true),
            CatalogCase("Secure", passwordField, fills: true),
            CatalogCase("Specific Keyboards", UIStackView.catalogColumn([emailField, numberField, urlField]),
                        footer: "keyboardType .emailAddress, .phonePad and .URL; return keys Next, Next and Go (a desktop types on its own keyboard).",
                        fills: true),
            CatalogCase("Custom", customField, footer: "A background image, a left view and a right view that shows or hides the text.", fills: true),
            CatalogCase("Clear Button Modes", UIStackView.catalogColumn(clearFields), fills: true),
            CatalogCase("Echo", echo, fills: true),
        ]
    }

    private func setUp(_ f: UITextField, _ placeholder: String, _ id: String, border: UITextField.BorderStyle = .roundedRect) {
        f.placeholder = placeholder
        f.borderStyle = border
        f.accessibilityIdentifier = id
        f.delegate = self
        f.addTarget(self, action: TextFieldsViewController.textChanged, for: .editingChanged)
        fields.append(f)
    }

    private static func icon(_ symbol: String) -> UIImageView {
        let icon = UIImageView(image: UIImage(systemName: symbol))
        icon.tintColor = .secondaryLabel
        icon.contentMode = .center
        icon.frame = CGRect(x: 0, y: 0, width: 32, height: 24)
        return icon
    }

    /// A field's text changed: the echo shows it (a secure field, only its length).
    func textChanged(_ f: UITextField) {
        echo.text = "\(f.placeholder ?? "Field"): \(f.isSecureTextEntry ? "\((f.text ?? "").count) characters" : f.text ?? "")"
    }

    /// The custom field's right view: shows the text, or hides it again.
    func toggleReveal() {
        customField.isSecureTextEntry.toggle()
        revealButton.setTitle(customField.isSecureTextEntry ? "Show" : "Hide", for: .normal)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        echo.text = "Return in \(textField.placeholder ?? "a field")"
        if textField.returnKeyType == .next, let i = fields.firstIndex(of: textField), i + 1 < fields.count {
            fields[i + 1].becomeFirstResponder()
        }
        return true
    }
}
