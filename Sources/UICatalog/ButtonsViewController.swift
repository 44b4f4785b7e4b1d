//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The buttons page: every `UIButton.ButtonType`, a disabled and a selected button (wired with
/// target-action method references), the `UIButton.Configuration` styles (wired with `UIAction`),
/// and a label showing the last tapped button.
final class ButtonsViewController: CatalogPageViewController {
    let lastTappedLabel = UILabel()
    let apiLabel = UILabel()
    private(set) var tapCount = 0
    private var typeCells: [ButtonCell] = []
    private var styleCells: [ButtonCell] = []
    private var extraCells: [ButtonCell] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPage(title: "Buttons", subtitle: "UIButton types and UIButton.Configuration styles — tap any button (mouse or touch)")

        // Button types, wired with target-action method references.
        func typed(_ type: UIButton.ButtonType, _ title: String?, _ caption: String, id: String,
                   action: @escaping @MainActor (ButtonsViewController) -> (UIButton) -> Void = ButtonsViewController.buttonTapped) -> ButtonCell {
            let b = UIButton(type: type)
            if let title { b.setTitle(title, for: .normal) }
            b.accessibilityIdentifier = id
            if title == nil { b.accessibilityLabel = caption }
            b.addTarget(self, action: action, for: .touchUpInside)
            return ButtonCell(b, caption: caption)
        }
        let system = typed(.system, "System", ".system", id: "button.system")
        let custom = typed(.custom, "Custom", ".custom, image bg", id: "button.custom")
        if let b = custom.button as? UIButton {
            b.setBackgroundImage(ControlImages.buttonBackground(.systemTeal, .systemBlue), for: .normal)
            b.setBackgroundImage(ControlImages.buttonBackground(.systemBlue, .systemIndigo), for: .highlighted)
            b.setTitleColor(.white, for: .normal)
            b.setTitleColor(UIColor(white: 1, alpha: 0.7), for: .highlighted)
            b.titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            b.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
        }
        let disclosure = typed(.detailDisclosure, nil, ".detailDisclosure", id: "button.detailDisclosure")
        let info = typed(.infoLight, nil, ".infoLight", id: "button.infoLight")
        let add = typed(.contactAdd, nil, ".contactAdd", id: "button.contactAdd")
        let close = typed(.close, nil, ".close", id: "button.close")
        let disabled = typed(.system, "Disabled", "isEnabled = false", id: "button.disabled")
        disabled.button.isEnabled = false
        let selected = typed(.system, "Selected", "isSelected (toggles)", id: "button.selected",
                             action: ButtonsViewController.toggleSelected)
        if let b = selected.button as? UIButton {
            b.setTitle("Not selected", for: .normal)
            b.setTitle("Selected", for: .selected)
            b.isSelected = true
        }
        typeCells = [system, custom, disclosure, info, add, close, disabled, selected]

        // Configuration styles, wired with UIAction.
        func styled(_ name: String, _ config: UIButton.Configuration) -> ButtonCell {
            var c = config
            c.title = name.prefix(1).uppercased() + name.dropFirst()
            let b = UIButton(configuration: c, primaryAction: UIAction { [unowned self] action in
                let title = (action.sender as? UIButton)?.configuration?.title ?? name
                show(title, via: "UIAction")
            })
            b.accessibilityIdentifier = "button.\(name)"
            return ButtonCell(b, caption: ".\(name)()")
        }
        styleCells = [
            styled("plain", .plain()), styled("tinted", .tinted()), styled("gray", .gray()), styled("filled", .filled()),
            styled("bordered", .bordered()), styled("borderedTinted", .borderedTinted()),
            styled("borderedProminent", .borderedProminent()),
        ]

        // A few configuration options.
        var withImage = UIButton.Configuration.filled()
        withImage.title = "Favourite"
        withImage.subtitle = "image + subtitle"
        withImage.image = ControlImages.star()
        withImage.imagePadding = 8
        var capsule = UIButton.Configuration.tinted()
        capsule.title = "Capsule, large"
        capsule.cornerStyle = .capsule
        capsule.buttonSize = .large
        var small = UIButton.Configuration.borderedProminent()
        small.title = "Small"
        small.buttonSize = .small
        small.baseBackgroundColor = .systemGreen
        var toggle = UIButton.Configuration.gray()
        toggle.title = "Toggle"
        func extra(_ c: UIButton.Configuration, _ caption: String, id: String) -> ButtonCell {
            let b = UIButton(configuration: c)
            b.accessibilityIdentifier = id
            b.addAction(UIAction { [unowned self] action in
                guard let b = action.sender as? UIButton else { return }
                let t = b.configuration?.title ?? "?"
                show(b.changesSelectionAsPrimaryAction ? "\(t) (\(b.isSelected ? "selected" : "not selected"))" : t, via: "addAction(UIAction)")
            }, for: .primaryActionTriggered)
            return ButtonCell(b, caption: caption)
        }
        let toggleCell = extra(toggle, "toggles (changesSelection…)", id: "button.toggle")
        (toggleCell.button as? UIButton)?.changesSelectionAsPrimaryAction = true
        extraCells = [
            extra(withImage, "image, subtitle", id: "button.favourite"),
            extra(capsule, ".capsule, .large", id: "button.capsule"),
            extra(small, ".small, baseBackgroundColor", id: "button.small"),
            toggleCell,
        ]

        // The last tapped button.
        let status = UIView()
        lastTappedLabel.text = "Last tapped: —"
        lastTappedLabel.font = UIFont.systemFont(ofSize: 22, weight: .semibold)
        lastTappedLabel.textColor = .label
        lastTappedLabel.accessibilityIdentifier = "lastTapped"
        apiLabel.text = "Types: addTarget(self, action: ButtonsViewController.buttonTapped, for: .touchUpInside) · styles: UIAction"
        apiLabel.font = UIFont.systemFont(ofSize: 12)
        apiLabel.textColor = .secondaryLabel
        let statusColumn = UIStackView(arrangedSubviews: [lastTappedLabel, apiLabel])
        statusColumn.axis = .vertical
        statusColumn.spacing = 8
        pinTop(statusColumn, in: status)

        let types = CellGrid(rows: [typeCells])
        let styles = CellGrid(rows: [Array(styleCells[0..<4]), Array(styleCells[4...]), extraCells], rowHeight: 74)
        let cards = [
            CardView(caption: "BUTTON TYPES · target-action (method references)", content: types),
            CardView(caption: "UIBUTTON.CONFIGURATION · UIAction", content: styles),
            CardView(caption: "LAST TAPPED", content: status),
        ]
        for c in cards { c.content.clipsToBounds = true }
        // Fixed heights for the first and last card; the styles take the rest.
        let column = UIStackView(arrangedSubviews: cards)
        column.axis = .vertical
        column.spacing = Self.gap
        pinToCardArea(column)
        NSLayoutConstraint.activate([
            cards[0].heightAnchor.constraint(equalToConstant: 136),
            cards[2].heightAnchor.constraint(equalToConstant: 104),
        ])
    }

    // MARK: Actions

    /// Target-action: `addTarget(self, action: ButtonsViewController.buttonTapped, for: .touchUpInside)`.
    func buttonTapped(_ sender: UIButton) {
        let name = sender.currentTitle ?? sender.accessibilityLabel ?? "button"
        show(name, via: "target-action")
    }

    func toggleSelected(_ sender: UIButton) {
        sender.isSelected.toggle()
        show(sender.currentTitle ?? "Selected", via: "target-action")
    }

    private func show(_ title: String, via api: String) {
        tapCount += 1
        lastTappedLabel.text = "Last tapped: \(title)  (\(api), tap #\(tapCount))"
    }
}

/// A control centred in the upper part of a cell, with a small caption under it.
final class ButtonCell: UIView {
    let button: UIControl
    let caption = UILabel()

    init(_ button: UIControl, caption: String) {
        self.button = button
        super.init(frame: .zero)
        self.caption.text = caption
        self.caption.font = UIFont.systemFont(ofSize: 11)
        self.caption.textColor = .secondaryLabel
        self.caption.textAlignment = .center
        self.caption.translatesAutoresizingMaskIntoConstraints = false
        button.translatesAutoresizingMaskIntoConstraints = false
        addSubview(button)
        addSubview(self.caption)
        // The upper part: all but the caption's 22 points.
        let slot = UILayoutGuide()
        addLayoutGuide(slot)
        NSLayoutConstraint.activate([
            slot.topAnchor.constraint(equalTo: topAnchor),
            slot.leadingAnchor.constraint(equalTo: leadingAnchor),
            slot.trailingAnchor.constraint(equalTo: trailingAnchor),
            slot.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -22),
            button.centerXAnchor.constraint(equalTo: slot.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: slot.centerYAnchor),
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 24),
            button.heightAnchor.constraint(greaterThanOrEqualToConstant: 24),
            button.widthAnchor.constraint(lessThanOrEqualTo: slot.widthAnchor, constant: -8),
            button.heightAnchor.constraint(lessThanOrEqualTo: slot.heightAnchor),
            self.caption.leadingAnchor.constraint(equalTo: leadingAnchor),
            self.caption.trailingAnchor.constraint(equalTo: trailingAnchor),
            self.caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -3),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// Rows of cells, `rowHeight` high and 12 apart; each row splits the width evenly (stack views
/// pinned to the top: the card clips what does not fit).
final class CellGrid: UIView {
    init(rows: [[UIView]], rowHeight: CGFloat = 80) {
        super.init(frame: .zero)
        let column = gridStack([], columns: 1, rowSpacing: 12)
        for r in rows {
            let row = UIStackView(arrangedSubviews: r)
            row.distribution = .fillEqually
            row.heightAnchor.constraint(equalToConstant: rowHeight).isActive = true
            column.addArrangedSubview(row)
        }
        pinTop(column, in: self)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
