//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The text page: a search bar with scopes and two tokens (Backspace at the start of its text
/// selects, then deletes, the last), text fields of every border style, a secure field
/// and one with a leading icon and a clear button; a line under them echoes what was typed
/// (`.editingChanged`) and which field Return was pressed in (`textFieldShouldReturn`). Tab
/// moves between the fields.
final class TextPageViewController: CatalogPageViewController, UITextFieldDelegate, UISearchBarDelegate, UITextViewDelegate {
    let searchBar = UISearchBar()
    /// A read-only text view whose links and phone numbers are tappable.
    let about = UITextView()
    /// The chat screen's message box: it grows with its text up to five lines, then scrolls.
    let message = UITextView()
    static let messageMaxHeight: CGFloat = 110
    let echo = UILabel()
    private(set) var fields: [UITextField] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPage(title: "Text", subtitle: "UITextField in every border style, secure entry, overlay views, UISearchBar with scopes and tokens, and UITextView: links and a growing message box")
        searchBar.placeholder = "Search fruit"
        searchBar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        searchBar.showsScopeBar = true
        searchBar.delegate = self
        searchBar.searchBarStyle = .minimal
        searchBar.accessibilityIdentifier = "text.search"
        searchBar.searchTextField.tokens = [
            UISearchToken(icon: UIImage(systemName: "heart"), text: "Favourites"),
            UISearchToken(icon: UIImage(systemName: "calendar"), text: "In season"),
        ]

        let specs: [(String, UITextField.BorderStyle, String)] = [
            ("Name (rounded rect)", .roundedRect, "text.name"), ("Line border", .line, "text.line"),
            ("Bezel border", .bezel, "text.bezel"), ("No border", .none, "text.none"),
        ]
        for (placeholder, style, id) in specs {
            let f = UITextField()
            f.placeholder = placeholder
            f.borderStyle = style
            f.accessibilityIdentifier = id
            fields.append(f)
        }
        let password = UITextField()
        password.placeholder = "Password"
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.textContentType = .password
        password.accessibilityIdentifier = "text.password"
        fields.append(password)
        let email = UITextField()
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        email.keyboardType = .emailAddress
        email.clearButtonMode = .whileEditing
        let icon = UIImageView(image: UIImage(systemName: "envelope"))
        icon.tintColor = .secondaryLabel
        icon.contentMode = .center
        icon.frame = CGRect(x: 0, y: 0, width: 32, height: 24)
        email.leftView = icon
        email.leftViewMode = .always
        email.accessibilityIdentifier = "text.email"
        fields.append(email)
        for f in fields {
            f.delegate = self
            f.addAction(UIAction { [unowned self, unowned f] _ in
                echo.text = "\(f.placeholder ?? "Field"): \(f.isSecureTextEntry ? "\((f.text ?? "").count) characters" : f.text ?? "")"
            }, for: .editingChanged)
        }
        echo.text = "Click a field and type; Tab moves to the next one."
        echo.font = UIFont.systemFont(ofSize: 13)
        echo.textColor = .secondaryLabel
        echo.numberOfLines = 2
        echo.accessibilityIdentifier = "text.echo"

        about.text = "UITextView with data detectors: visit https://www.swift.org or call +1 555 010 9999. Links open when the view isn't editable, and the text flows around the picture (an exclusion path)."
        about.font = UIFont.preferredFont(forTextStyle: .callout)
        about.isEditable = false
        about.dataDetectorTypes = [.link, .phoneNumber]
        about.isScrollEnabled = false
        about.backgroundColor = .clear
        about.accessibilityIdentifier = "text.about"
        // A picture in the text's top-left corner: the text flows beside it (an exclusion path
        // in the text container's coordinates) and under it once past.
        let badge = UIImageView(image: UIImage(systemName: "photo.fill"))
        badge.tintColor = .systemTeal
        badge.frame = CGRect(x: about.textContainerInset.left + about.textContainer.lineFragmentPadding,
                             y: about.textContainerInset.top + 2, width: 30, height: 30)
        about.addSubview(badge)
        about.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 38, height: 34))]

        message.font = UIFont.preferredFont(forTextStyle: .body)
        message.isScrollEnabled = false
        message.delegate = self
        message.layer.cornerRadius = 8
        message.layer.borderWidth = 1
        message.layer.borderColor = UIColor.separator.cgColor
        message.accessibilityIdentifier = "text.message"
        message.heightAnchor.constraint(lessThanOrEqualToConstant: Self.messageMaxHeight).isActive = true
        let send = UIButton(configuration: .filled())
        send.configuration?.title = "Send"
        send.setContentHuggingPriority(.required, for: .horizontal)
        send.addAction(UIAction { [unowned self] _ in
            echo.text = "Sent: \(message.text.replacingOccurrences(of: "\n", with: " ⏎ "))"
            message.text = ""
            textViewDidChange(message)
        }, for: .touchUpInside)
        let composer = UIStackView(arrangedSubviews: [message, send])
        composer.spacing = 8
        composer.alignment = .bottom

        let stack = UIStackView(arrangedSubviews: [searchBar] + fields + [about, composer, echo])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        let holder = UIView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: holder.topAnchor),
            stack.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: holder.trailingAnchor),
            stack.widthAnchor.constraint(lessThanOrEqualToConstant: 560),
            { let w = stack.widthAnchor.constraint(equalTo: holder.widthAnchor); w.priority = .defaultHigh; return w }(),
        ])
        pinToCardArea(holder)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        echo.text = "Return in \(textField.placeholder ?? "a field")"
        return true
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        let tokens = searchBar.searchTextField.tokens.count
        echo.text = "Searching \(searchBar.scopeButtonTitles?[searchBar.selectedScopeButtonIndex] ?? "") for \"\(searchText)\""
            + (tokens > 0 ? " with \(tokens) token\(tokens == 1 ? "" : "s")" : "")
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        echo.text = "Scope: \(searchBar.scopeButtonTitles?[selectedScope] ?? "")"
    }

    /// The message box scrolls once it reaches five lines, and grows (or shrinks) until then.
    func textViewDidChange(_ textView: UITextView) {
        guard textView === message else { return }
        let needed = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: 0)).height
        let scrolls = needed > Self.messageMaxHeight
        if scrolls != textView.isScrollEnabled {
            textView.isScrollEnabled = scrolls
            if scrolls { textView.heightAnchor.constraint(equalToConstant: Self.messageMaxHeight).isActive = true }
        }
        if !scrolls { textView.constraints.filter { $0.firstAttribute == .height && $0.relation == .equal }.forEach { $0.isActive = false } }
        echo.text = "Message: \(textView.text.count) characters"
    }
}
