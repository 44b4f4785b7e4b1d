//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Activity Indicators page, as Apple's UIKitCatalog shows it: a medium and a large
/// indicator, both again tinted, and one that stays shown when stopped (`hidesWhenStopped =
/// false`); a switch at the top starts and stops them all (the others hide when stopped).
final class ActivityIndicatorsViewController: CatalogCasesViewController {
    let mediumSpinner = UIActivityIndicatorView(style: .medium)
    let largeSpinner = UIActivityIndicatorView(style: .large)
    let mediumTintedSpinner = UIActivityIndicatorView(style: .medium)
    let colouredSpinner = UIActivityIndicatorView(style: .large)
    let shownSpinner = UIActivityIndicatorView(style: .medium)
    let spinSwitch = UISwitch()
    /// "Animating" or "Stopped", beside the switch.
    let stateLabel = UILabel()

    var spinners: [UIActivityIndicatorView] { [mediumSpinner, largeSpinner, mediumTintedSpinner, colouredSpinner, shownSpinner] }

    override func makeCases() -> [CatalogCase] {
        mediumTintedSpinner.color = .systemPurple
        colouredSpinner.color = .systemPurple
        shownSpinner.hidesWhenStopped = false
        for (s, id) in zip(spinners, ["spinner.medium", "spinner.large", "spinner.mediumTinted", "spinner.coloured", "spinner.shown"]) {
            s.accessibilityIdentifier = id
        }
        spinSwitch.isOn = true
        spinSwitch.accessibilityIdentifier = "spinners.switch"
        spinSwitch.addTarget(self, action: ActivityIndicatorsViewController.spinChanged, for: .valueChanged)
        stateLabel.accessibilityIdentifier = "spinners.state"
        spinChanged(spinSwitch)
        return [
            CatalogCase("Animating", Self.withValue(spinSwitch, stateLabel, labelWidth: 90),
                        footer: "Stopped, an indicator hides (hidesWhenStopped) unless told to stay."),
            CatalogCase("Medium", mediumSpinner),
            CatalogCase("Large", largeSpinner),
            CatalogCase("Medium Tinted", mediumTintedSpinner),
            CatalogCase("Large Tinted", colouredSpinner),
            CatalogCase("Shown When Stopped", shownSpinner, footer: "hidesWhenStopped = false: a still indicator stays on screen."),
        ]
    }

    /// The switch flipped: every indicator starts or stops.
    func spinChanged(_ sender: UISwitch) {
        for s in spinners {
            if sender.isOn { s.startAnimating() } else { s.stopAnimating() }
        }
        stateLabel.text = sender.isOn ? "Animating" : "Stopped"
    }
}
