//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Auto Layout page: a settings form written as an iOS developer writes one today, with
/// anchors and stack views and not a single frame. It reflows when the window is resized, wraps
/// its paragraph at the width it gets, and mirrors when "Right to left" is on.
final class LayoutViewController: UIViewController {
    private let scroll = UIScrollView()
    private let stack = UIStackView()
    private let copiesLabel = UILabel()
    private let volumeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.alwaysBounceVertical = true
        scroll.accessibilityIdentifier = "layout.scroll"
        view.addSubview(scroll)

        stack.axis = .vertical
        stack.spacing = 20
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)

        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])

        stack.addArrangedSubview(header())
        stack.addArrangedSubview(profileCard())
        stack.setCustomSpacing(28, after: stack.arrangedSubviews.last!)
        stack.addArrangedSubview(formCard())
        stack.addArrangedSubview(loginCard())
        stack.addArrangedSubview(buttons())
    }

    // MARK: Sections

    private func header() -> UIView {
        let title = UILabel()
        title.text = "Auto Layout"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        let body = UILabel()
        body.text = "Everything on this page is placed by constraints: anchors pin the scroll view and its content, stack views line up the rows, labels wrap at the width they are given. Resize the window, or turn on right to left below."
        body.font = .systemFont(ofSize: 15)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        body.accessibilityIdentifier = "layout.body"
        let column = UIStackView(arrangedSubviews: [title, body])
        column.axis = .vertical
        column.spacing = 6
        return column
    }

    private func profileCard() -> UIView {
        let avatar = UIView()
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 28
        let initials = UILabel()
        initials.text = "JA"
        initials.font = .systemFont(ofSize: 20, weight: .semibold)
        initials.textColor = .white
        initials.translatesAutoresizingMaskIntoConstraints = false
        avatar.addSubview(initials)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 56),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            initials.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
            initials.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
        let name = UILabel()
        name.text = "Jordan Appleseed"
        name.font = .systemFont(ofSize: 17, weight: .semibold)
        let mail = UILabel()
        mail.text = "jordan@example.com"
        mail.font = .systemFont(ofSize: 14)
        mail.textColor = .secondaryLabel
        let names = UIStackView(arrangedSubviews: [name, mail])
        names.axis = .vertical
        names.spacing = 2
        let chevron = UILabel()
        chevron.text = "›"
        chevron.font = .systemFont(ofSize: 24)
        chevron.textColor = .tertiaryLabel
        chevron.setContentHuggingPriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [avatar, names, chevron])
        row.spacing = 14
        row.alignment = .center
        return card(row)
    }

    private func formCard() -> UIView {
        let notifications = UISwitch()
        notifications.isOn = true
        notifications.accessibilityIdentifier = "layout.notifications"
        let rtl = UISwitch()
        rtl.accessibilityIdentifier = "layout.rtl"
        rtl.addAction(UIAction { [unowned self] _ in setRightToLeft(rtl.isOn) }, for: .valueChanged)

        let slider = UISlider()
        slider.value = 0.6
        slider.accessibilityIdentifier = "layout.volume"
        volumeLabel.text = "60 %"
        volumeLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        volumeLabel.textColor = .secondaryLabel
        slider.addAction(UIAction { [unowned self] a in
            volumeLabel.text = "\(Int(((a.sender as? UISlider)?.value ?? 0) * 100)) %"
        }, for: .valueChanged)

        let quality = UISegmentedControl(items: ["Low", "Medium", "High"])
        quality.selectedSegmentIndex = 1

        let stepper = UIStepper()
        stepper.value = 1
        stepper.minimumValue = 1
        copiesLabel.text = "1 copy"
        copiesLabel.font = .systemFont(ofSize: 15)
        copiesLabel.textColor = .secondaryLabel
        stepper.addAction(UIAction { [unowned self] a in
            let n = Int((a.sender as? UIStepper)?.value ?? 1)
            copiesLabel.text = n == 1 ? "1 copy" : "\(n) copies"
        }, for: .valueChanged)

        let rows = UIStackView(arrangedSubviews: [
            formRow("Notifications", [notifications]),
            separator(),
            formRow("Volume", [slider, volumeLabel], stretchLast: false),
            separator(),
            formRow("Quality", [quality]),
            separator(),
            formRow("Copies", [copiesLabel, stepper]),
            separator(),
            formRow("Right to left", [rtl]),
        ])
        rows.axis = .vertical
        rows.spacing = 10
        return card(rows)
    }

    /// A login form: name and password fields stretched by a stack view, Return moving from the
    /// name to the password and signing in from there; Sign In is enabled once both have text.
    let loginName = UITextField()
    let loginPassword = UITextField()
    let signIn = UIButton(type: .system)

    private func loginCard() -> UIView {
        loginName.placeholder = "Name"
        loginName.textContentType = .username
        loginName.autocapitalizationType = .none
        loginName.returnKeyType = .next
        loginName.accessibilityIdentifier = "layout.login.name"
        loginPassword.placeholder = "Password"
        loginPassword.textContentType = .password
        loginPassword.isSecureTextEntry = true
        loginPassword.returnKeyType = .go
        loginPassword.accessibilityIdentifier = "layout.login.password"
        signIn.setTitle("Sign In", for: .normal)
        signIn.isEnabled = false
        signIn.accessibilityIdentifier = "layout.login.signin"
        let status = UILabel()
        status.font = .systemFont(ofSize: 13)
        status.textColor = .secondaryLabel
        status.text = "Not signed in"
        for f in [loginName, loginPassword] {
            f.borderStyle = .roundedRect
            f.addAction(UIAction { [unowned self] _ in
                signIn.isEnabled = !(loginName.text ?? "").isEmpty && !(loginPassword.text ?? "").isEmpty
            }, for: .editingChanged)
        }
        loginName.addAction(UIAction { [unowned self] _ in loginPassword.becomeFirstResponder() }, for: .editingDidEndOnExit)
        loginPassword.addAction(UIAction { [unowned self] _ in signIn.sendActions(for: .touchUpInside) }, for: .editingDidEndOnExit)
        signIn.addAction(UIAction { [unowned self] _ in
            guard signIn.isEnabled else { return }
            status.text = "Signed in as \(loginName.text ?? "")"
        }, for: .touchUpInside)
        let title = UILabel()
        title.text = "Sign in"
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        let footer = UIStackView(arrangedSubviews: [status, signIn])
        footer.alignment = .center
        signIn.setContentHuggingPriority(.required, for: .horizontal)
        let rows = UIStackView(arrangedSubviews: [title, loginName, loginPassword, footer])
        rows.axis = .vertical
        rows.spacing = 10
        return card(rows)
    }

    /// A title on the leading side and controls on the trailing side, baseline- or centre-aligned.
    private func formRow(_ title: String, _ controls: [UIView], stretchLast: Bool = true) -> UIView {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 17)
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let trailing = UIStackView(arrangedSubviews: controls)
        trailing.spacing = 12
        trailing.alignment = .center
        let row = UIStackView(arrangedSubviews: [label, trailing])
        row.spacing = 16
        row.alignment = .center
        if controls.contains(where: { $0 is UISlider }) {
            controls[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 120).isActive = true
            volumeLabel.widthAnchor.constraint(equalToConstant: 48).isActive = true
        } else {
            // Controls keep their size at the trailing edge; the label takes the rest.
            trailing.setContentHuggingPriority(.required, for: .horizontal)
            label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        }
        row.heightAnchor.constraint(greaterThanOrEqualToConstant: 36).isActive = true
        return row
    }

    private func separator() -> UIView {
        let line = UIView()
        line.backgroundColor = .separator
        line.heightAnchor.constraint(equalToConstant: 1 / max(1, UIScreen.main.scale)).isActive = true
        return line
    }

    private func buttons() -> UIView {
        func button(_ title: String, filled: Bool, id: String) -> UIButton {
            var config = filled ? UIButton.Configuration.filled() : UIButton.Configuration.gray()
            config.title = title
            config.cornerStyle = .large
            let b = UIButton(configuration: config)
            b.accessibilityIdentifier = id
            b.heightAnchor.constraint(equalToConstant: 48).isActive = true
            return b
        }
        let row = UIStackView(arrangedSubviews: [button("Cancel", filled: false, id: "layout.cancel"), button("Save", filled: true, id: "layout.save")])
        row.distribution = .fillEqually
        row.spacing = 12
        return row
    }

    /// A white rounded card around `content`, inset by its layout margins.
    private func card(_ content: UIView) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
        content.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
        ])
        return card
    }

    /// The page mirrors: leading is the right edge, stack views run right to left.
    private func setRightToLeft(_ on: Bool) {
        view.semanticContentAttribute = on ? .forceRightToLeft : .unspecified
        UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
    }
}
