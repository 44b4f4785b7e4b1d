//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Stack Views page, in the spirit of Apple's UIKitCatalog: a horizontal and a vertical
/// stack whose + and − buttons add and remove arranged subviews with an animation (a new view
/// is added hidden and shown in an animation block; a removed one is hidden in one, then taken
/// out), and two stacks whose distribution and alignment a segmented control picks.
final class StackViewsViewController: CatalogCasesViewController {
    let horizontalStack = UIStackView()
    let verticalStack = UIStackView()
    let distributionStack = UIStackView()
    let alignmentStack = UIStackView()
    let distributionControl = UISegmentedControl(items: ["Fill", "Equally", "Ratio", "Spacing"])
    let alignmentControl = UISegmentedControl(items: ["Top", "Center", "Bottom", "Fill"])
    /// The count shown beside each adding stack's buttons.
    let horizontalLabel = UILabel(), verticalLabel = UILabel()
    static let maximumViews = 6
    static let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing]
    static let alignments: [UIStackView.Alignment] = [.top, .center, .bottom, .fill]
    static let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]

    /// The arranged subviews that are not on their way out.
    func shownViews(_ stack: UIStackView) -> [UIView] { stack.arrangedSubviews.filter { !$0.isHidden } }

    override func makeCases() -> [CatalogCase] {
        horizontalStack.spacing = 8
        horizontalStack.distribution = .fillEqually
        horizontalStack.accessibilityIdentifier = "stack.horizontal"
        horizontalStack.heightAnchor.constraint(equalToConstant: 44).isActive = true
        verticalStack.axis = .vertical
        verticalStack.spacing = 6
        verticalStack.accessibilityIdentifier = "stack.vertical"
        for _ in 0..<3 {
            horizontalStack.addArrangedSubview(Self.tile(horizontalStack.arrangedSubviews.count))
            verticalStack.addArrangedSubview(Self.bar(verticalStack.arrangedSubviews.count))
        }

        for (i, w) in [CGFloat(40), 90, 60].enumerated() {
            let v = Self.tile(i, text: "\(Int(w))")
            let width = v.widthAnchor.constraint(equalToConstant: w)
            width.priority = .defaultLow
            width.isActive = true
            distributionStack.addArrangedSubview(v)
        }
        distributionStack.spacing = 8
        distributionStack.heightAnchor.constraint(equalToConstant: 40).isActive = true
        distributionStack.accessibilityIdentifier = "stack.distributed"
        distributionControl.selectedSegmentIndex = 0
        distributionControl.accessibilityIdentifier = "stack.distribution"
        distributionControl.addTarget(self, action: StackViewsViewController.distributionChanged, for: .valueChanged)

        for (i, h) in [CGFloat(24), 56, 38].enumerated() {
            let v = Self.tile(i + 3, text: "\(Int(h))")
            let height = v.heightAnchor.constraint(equalToConstant: h)
            height.priority = .defaultHigh   // (.fill stretches them)
            height.isActive = true
            alignmentStack.addArrangedSubview(v)
        }
        alignmentStack.spacing = 8
        alignmentStack.distribution = .fillEqually
        alignmentStack.alignment = .top
        alignmentStack.heightAnchor.constraint(equalToConstant: 64).isActive = true
        alignmentStack.accessibilityIdentifier = "stack.aligned"
        alignmentControl.selectedSegmentIndex = 0
        alignmentControl.accessibilityIdentifier = "stack.alignment"
        alignmentControl.addTarget(self, action: StackViewsViewController.alignmentChanged, for: .valueChanged)

        showCounts()
        return [
            CatalogCase("Horizontal", column(buttons("horizontal", horizontalLabel), horizontalStack),
                        footer: "+ adds a view, − removes the last, both animated (isHidden in an animation block).", fills: true),
            CatalogCase("Vertical", column(buttons("vertical", verticalLabel), verticalStack), fills: true),
            CatalogCase("Distribution", column(distributionControl, distributionStack),
                        footer: "Views that would like 40, 90 and 60 points: .fill, .fillEqually, .fillProportionally (Ratio), .equalSpacing.", fills: true),
            CatalogCase("Alignment", column(alignmentControl, alignmentStack),
                        footer: "Views 24, 56 and 38 points high in a 64-point row.", fills: true),
        ]
    }

    /// − and + buttons ("stack.remove.NAME", "stack.add.NAME") and the count label.
    private func buttons(_ name: String, _ label: UILabel) -> UIView {
        func button(_ symbol: String, _ id: String, _ action: @escaping @MainActor (StackViewsViewController) -> Void) -> UIButton {
            var c = UIButton.Configuration.gray()
            c.image = UIImage(systemName: symbol)
            let b = UIButton(configuration: c, primaryAction: UIAction { [unowned self] _ in action(self) })
            b.accessibilityIdentifier = id
            b.accessibilityLabel = symbol == "plus" ? "Add" : "Remove"
            b.setContentHuggingPriority(.required, for: .horizontal)
            return b
        }
        let horizontal = name == "horizontal"
        let remove = button("minus", "stack.remove.\(name)", horizontal ? { $0.removeHorizontal() } : { $0.removeVertical() })
        let add = button("plus", "stack.add.\(name)", horizontal ? { $0.addHorizontal() } : { $0.addVertical() })
        label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        label.textColor = .secondaryLabel
        let row = UIStackView(arrangedSubviews: [label, remove, add])
        row.spacing = 12
        row.alignment = .center
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        return row
    }

    private func column(_ top: UIView, _ bottom: UIView) -> UIView {
        let c = UIStackView(arrangedSubviews: [top, bottom])
        c.axis = .vertical
        c.spacing = 12
        return c
    }

    // MARK: Actions

    func addHorizontal() { add(Self.tile(horizontalStack.arrangedSubviews.count), to: horizontalStack) }
    func addVertical() { add(Self.bar(verticalStack.arrangedSubviews.count), to: verticalStack) }
    func removeHorizontal() { removeLast(from: horizontalStack) }
    func removeVertical() { removeLast(from: verticalStack) }

    /// Adds `v` hidden, then shows it in an animation: the others make room as it grows.
    private func add(_ v: UIView, to stack: UIStackView) {
        guard shownViews(stack).count < Self.maximumViews else { return }
        v.isHidden = true
        stack.addArrangedSubview(v)
        stack.layoutIfNeeded()
        UIView.animate(withDuration: 0.25) {
            v.isHidden = false
            stack.layoutIfNeeded()
        }
        showCounts()
    }

    /// Hides the last shown view in an animation, then removes it.
    private func removeLast(from stack: UIStackView) {
        guard let v = shownViews(stack).last, shownViews(stack).count > 1 else { return }
        UIView.animate(withDuration: 0.25, animations: {
            v.isHidden = true
            stack.layoutIfNeeded()
        }, completion: { _ in v.removeFromSuperview() })
        showCounts()
    }

    /// The counts; the table measures the rows again (the vertical stack's row grows and shrinks).
    private func showCounts() {
        if isViewLoaded, tableView.window != nil {
            tableView.beginUpdates()
            tableView.endUpdates()
        }
        horizontalLabel.text = "\(shownViews(horizontalStack).count) views"
        verticalLabel.text = "\(shownViews(verticalStack).count) views"
    }

    func distributionChanged(_ sender: UISegmentedControl) {
        guard sender.selectedSegmentIndex >= 0 else { return }
        UIView.animate(withDuration: 0.25) { [self] in
            distributionStack.distribution = Self.distributions[sender.selectedSegmentIndex]
            distributionStack.layoutIfNeeded()
        }
    }

    func alignmentChanged(_ sender: UISegmentedControl) {
        guard sender.selectedSegmentIndex >= 0 else { return }
        UIView.animate(withDuration: 0.25) { [self] in
            alignmentStack.alignment = Self.alignments[sender.selectedSegmentIndex]
            alignmentStack.layoutIfNeeded()
        }
    }

    // MARK: Views

    /// A rounded coloured tile numbered `i + 1` (or showing `text`).
    static func tile(_ i: Int, text: String? = nil) -> UIView {
        let v = UILabel()
        v.text = text ?? "\(i + 1)"
        v.textAlignment = .center
        v.textColor = .white
        v.font = .systemFont(ofSize: 15, weight: .semibold)
        v.backgroundColor = colours[i % colours.count]
        v.layer.cornerRadius = 6
        v.clipsToBounds = true
        return v
    }

    /// A 28-point high bar for the vertical stack.
    static func bar(_ i: Int) -> UIView {
        let v = tile(i, text: "Row \(i + 1)")
        let height = v.heightAnchor.constraint(equalToConstant: 28)
        height.priority = .required - 1   // (a hidden arranged view is 0 high)
        height.isActive = true
        return v
    }
}
