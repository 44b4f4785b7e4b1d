//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Segmented Controls page, as Apple's UIKitCatalog shows it: a default control of titles, a
/// tinted one (selected segment tint and title attributes; its middle segment disabled), one of
/// images, a momentary one (no segment stays selected) and one made of `UIAction`s (each segment
/// runs its own handler). Each shows what was picked beside it: target-action on `.valueChanged`
/// for the first three, `UIAction` handlers for the others.
final class SegmentedControlsViewController: CatalogCasesViewController {
    let defaultControl = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
    let tintedControl = UISegmentedControl(items: ["Small", "Medium", "Large"])
    let imagesControl = UISegmentedControl(items: ["list.bullet", "square.grid.2x2"].map { UIImage(systemName: $0) ?? UIImage() })
    let momentaryControl = UISegmentedControl(items: ["Undo", "Redo", "Clear"])
    private(set) var actionsControl: UISegmentedControl!
    /// The value label beside each control, in the order of `controls`.
    private(set) var valueLabels: [UILabel] = []
    /// How many times a momentary segment was tapped.
    private(set) var momentaryTaps = 0

    var controls: [UISegmentedControl] { [defaultControl, tintedControl, imagesControl, momentaryControl, actionsControl] }
    static let imageNames = ["List", "Grid"]

    override func makeCases() -> [CatalogCase] {
        defaultControl.selectedSegmentIndex = 1
        defaultControl.accessibilityIdentifier = "segmented.period"

        tintedControl.selectedSegmentIndex = 0
        tintedControl.selectedSegmentTintColor = .systemBlue
        tintedControl.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        tintedControl.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        tintedControl.setEnabled(false, forSegmentAt: 1)
        tintedControl.accessibilityIdentifier = "segmented.size"

        imagesControl.selectedSegmentIndex = 0
        imagesControl.accessibilityIdentifier = "segmented.images"

        momentaryControl.isMomentary = true
        momentaryControl.accessibilityIdentifier = "segmented.momentary"

        valueLabels = (0..<5).map { _ in UILabel() }
        let colours: [(String, UIColor)] = [("Red", .systemRed), ("Green", .systemGreen), ("Blue", .systemBlue)]
        actionsControl = UISegmentedControl(frame: .zero, actions: colours.map { name, colour in
            UIAction(title: name) { [unowned self] _ in
                valueLabels[4].text = name
                valueLabels[4].textColor = colour
            }
        })
        actionsControl.selectedSegmentIndex = 0
        actionsControl.accessibilityIdentifier = "segmented.actions"
        valueLabels[4].text = "Red"

        for c in [defaultControl, tintedControl, imagesControl] {
            c.addTarget(self, action: SegmentedControlsViewController.segmentChanged, for: .valueChanged)
            segmentChanged(c)
        }
        momentaryControl.addAction(UIAction { [unowned self] action in
            guard let c = action.sender as? UISegmentedControl, c.selectedSegmentIndex >= 0 else { return }
            momentaryTaps += 1
            valueLabels[3].text = "\(c.titleForSegment(at: c.selectedSegmentIndex) ?? "?")!"
        }, for: .valueChanged)
        valueLabels[3].text = "—"

        func row(_ i: Int) -> UIView { Self.withValue(controls[i], valueLabels[i], labelWidth: 72) }
        return [
            CatalogCase("Default", row(0), fills: true),
            CatalogCase("Tinted", row(1), footer: "selectedSegmentTintColor, title attributes per state; Medium is disabled.", fills: true),
            CatalogCase("Images", row(2), footer: "Segments made of symbol images.", fills: true),
            CatalogCase("Momentary", row(3), footer: "isMomentary: the segment is selected only while touched.", fills: true),
            CatalogCase("Actions", row(4), footer: "init(frame:actions:): each segment is a UIAction that runs its handler.", fills: true),
        ]
    }

    /// A segment picked (target-action): the label shows its title (or its image's name).
    func segmentChanged(_ sender: UISegmentedControl) {
        guard let i = controls.firstIndex(of: sender) else { return }
        let s = sender.selectedSegmentIndex
        valueLabels[i].text = s < 0 ? "none" : sender.titleForSegment(at: s) ?? (sender === imagesControl ? Self.imageNames[s] : "\(s)")
    }
}
