//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Buttons page, as Apple's UIKitCatalog shows it: the system button types (text, detail
/// disclosure, info, contact add, close) and a custom one with a background image, wired by
/// target-action method references; the `UIButton.Configuration` styles (plain, gray, tinted,
/// filled, bordered…), corner styles and sizes, image and title, attributed title, a symbol, a
/// toggle (`changesSelectionAsPrimaryAction`) and a disabled button, wired by `UIAction`; and the
/// three feedback generators (Linux has no haptic engine: requests are counted and shown). The
/// first row shows the last button tapped.
final class ButtonsViewController: CatalogCasesViewController {
    let lastTappedLabel = UILabel()
    let feedbackLabel = UILabel()
    private(set) var tapCount = 0
    private(set) var feedbackCount = 0
    let impact = UIImpactFeedbackGenerator(style: .medium)
    let selection = UISelectionFeedbackGenerator()
    let notification = UINotificationFeedbackGenerator()

    override func makeCases() -> [CatalogCase] {
        lastTappedLabel.text = "Last tapped: —"
        lastTappedLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        lastTappedLabel.numberOfLines = 2
        lastTappedLabel.accessibilityIdentifier = "lastTapped"

        // Button types, wired with target-action method references.
        func typed(_ type: UIButton.ButtonType, _ title: String?, id: String, label: String? = nil) -> UIButton {
            let b = UIButton(type: type)
            if let title { b.setTitle(title, for: .normal) }
            if let label { b.accessibilityLabel = label }
            b.accessibilityIdentifier = id
            b.addTarget(self, action: ButtonsViewController.buttonTapped, for: .touchUpInside)
            return b
        }
        let custom = typed(.custom, "Custom", id: "button.custom")
        custom.setBackgroundImage(ControlImages.buttonBackground(.systemTeal, .systemBlue), for: .normal)
        custom.setBackgroundImage(ControlImages.buttonBackground(.systemBlue, .systemIndigo), for: .highlighted)
        custom.setTitleColor(.white, for: .normal)
        custom.setTitleColor(UIColor(white: 1, alpha: 0.7), for: .highlighted)
        custom.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        custom.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
        let selected = UIButton(type: .system)
        selected.setTitle("Not selected", for: .normal)
        selected.setTitle("Selected", for: .selected)
        selected.isSelected = true
        selected.accessibilityIdentifier = "button.selected"
        selected.addTarget(self, action: ButtonsViewController.toggleSelected, for: .touchUpInside)

        // Configuration styles and options, wired with UIAction.
        func configured(_ c: UIButton.Configuration, _ title: String?, id: String) -> UIButton {
            var c = c
            if let title { c.title = title }
            let b = UIButton(configuration: c, primaryAction: UIAction { [unowned self] action in
                guard let b = action.sender as? UIButton else { return }
                let name = b.configuration?.title ?? b.accessibilityLabel ?? id
                show(b.changesSelectionAsPrimaryAction ? "\(name) (\(b.isSelected ? "on" : "off"))" : name, via: "UIAction")
            })
            b.accessibilityIdentifier = id
            return b
        }
        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled()),
            ("Bordered", .bordered()), ("Bordered Tinted", .borderedTinted()), ("Bordered Prominent", .borderedProminent()),
        ]
        let styleCases = styles.map { name, c in
            let id = "button." + name.prefix(1).lowercased() + name.dropFirst().replacingOccurrences(of: " ", with: "")
            return CatalogCase(name, configured(c, name, id: id))
        }
        var capsule = UIButton.Configuration.tinted()
        capsule.cornerStyle = .capsule
        capsule.buttonSize = .large
        var small = UIButton.Configuration.borderedProminent()
        small.buttonSize = .small
        small.baseBackgroundColor = .systemGreen
        var imageAndTitle = UIButton.Configuration.filled()
        imageAndTitle.subtitle = "image, title and subtitle"
        imageAndTitle.image = ControlImages.star()
        imageAndTitle.imagePadding = 8
        var symbol = UIButton.Configuration.plain()
        symbol.image = UIImage(systemName: "heart.fill")
        let symbolButton = configured(symbol, nil, id: "button.symbol")
        symbolButton.accessibilityLabel = "Heart"
        let toggle = configured(.gray(), "Toggle", id: "button.toggle")
        toggle.changesSelectionAsPrimaryAction = true
        let disabled = configured(.filled(), "Disabled", id: "button.disabled")
        disabled.isEnabled = false

        let attributed = UIButton(type: .system)
        let text = NSMutableAttributedString(string: "Attributed ", attributes: [.foregroundColor: UIColor.systemPurple, .font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "Title", attributes: [
            .foregroundColor: UIColor.systemOrange, .font: UIFont.boldSystemFont(ofSize: 17), .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
        attributed.setAttributedTitle(text, for: .normal)
        attributed.accessibilityIdentifier = "button.attributed"
        attributed.addTarget(self, action: ButtonsViewController.buttonTapped, for: .touchUpInside)

        // Feedback generators: a request each (counted; Linux has no haptic engine).
        func feedback(_ title: String, _ id: String, _ play: @escaping @MainActor (ButtonsViewController) -> Void) -> UIButton {
            var c = UIButton.Configuration.tinted()
            c.title = title
            c.buttonSize = .small
            let b = UIButton(configuration: c, primaryAction: UIAction { [unowned self] _ in
                play(self)
                feedbackCount += 1
                feedbackLabel.text = "\(title): \(feedbackCount) request\(feedbackCount == 1 ? "" : "s") (no haptic engine on Linux)"
            })
            b.accessibilityIdentifier = id
            return b
        }
        let feedbackButtons = UIStackView(arrangedSubviews: [
            feedback("Impact", "feedback.impact") { $0.impact.impactOccurred() },
            feedback("Selection", "feedback.selection") { $0.selection.selectionChanged() },
            feedback("Success", "feedback.success") { $0.notification.notificationOccurred(.success) },
            feedback("Error", "feedback.error") { $0.notification.notificationOccurred(.error) },
        ])
        feedbackButtons.spacing = 8
        feedbackButtons.distribution = .fillEqually
        feedbackLabel.text = "Tap a button to ask for feedback."
        feedbackLabel.font = .systemFont(ofSize: 13)
        feedbackLabel.textColor = .secondaryLabel
        feedbackLabel.numberOfLines = 2
        feedbackLabel.accessibilityIdentifier = "feedback.status"
        let feedbackColumn = UIStackView(arrangedSubviews: [feedbackButtons, feedbackLabel])
        feedbackColumn.axis = .vertical
        feedbackColumn.spacing = 8

        return [
            CatalogCase("Last Tapped", lastTappedLabel, fills: true),
            CatalogCase("System (Text)", typed(.system, "Button", id: "button.system")),
            CatalogCase("System (Detail Disclosure)", typed(.detailDisclosure, nil, id: "button.detailDisclosure", label: "Detail Disclosure")),
            CatalogCase("System (Info)", typed(.infoLight, nil, id: "button.infoLight", label: "Info")),
            CatalogCase("System (Contact Add)", typed(.contactAdd, nil, id: "button.contactAdd", label: "Contact Add")),
            CatalogCase("Close", typed(.close, nil, id: "button.close", label: "Close")),
            CatalogCase("Custom (Background Image)", custom),
        ] + styleCases + [
            CatalogCase("Corner Style", configured(capsule, "Capsule, Large", id: "button.capsule"), footer: "cornerStyle .capsule, buttonSize .large."),
            CatalogCase("Small", configured(small, "Small", id: "button.small"), footer: "buttonSize .small, baseBackgroundColor green."),
            CatalogCase("Image and Title", configured(imageAndTitle, "Favourite", id: "button.favourite")),
            CatalogCase("Attributed Title", attributed),
            CatalogCase("Symbol", symbolButton),
            CatalogCase("Toggle", toggle, footer: "changesSelectionAsPrimaryAction: a tap toggles isSelected."),
            CatalogCase("Selected (Target-Action)", selected, footer: "A title per state; the action toggles isSelected."),
            CatalogCase("Disabled", disabled, footer: "isEnabled = false: taps do nothing."),
            CatalogCase("Haptic Feedback", feedbackColumn,
                        footer: "UIImpactFeedbackGenerator, UISelectionFeedbackGenerator, UINotificationFeedbackGenerator.", fills: true),
        ]
    }

    // MARK: Actions

    /// Target-action: `addTarget(self, action: ButtonsViewController.buttonTapped, for: .touchUpInside)`.
    func buttonTapped(_ sender: UIButton) {
        show(sender.currentTitle ?? sender.currentAttributedTitle?.string ?? sender.accessibilityLabel ?? "button", via: "target-action")
    }

    /// Target-action: toggles the button's selection (its title follows the state).
    func toggleSelected(_ sender: UIButton) {
        sender.isSelected.toggle()
        show(sender.currentTitle ?? "Selected", via: "target-action")
    }

    private func show(_ title: String, via api: String) {
        tapCount += 1
        lastTappedLabel.text = "Last tapped: \(title) (\(api), tap #\(tapCount))"
    }
}
