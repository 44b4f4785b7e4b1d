//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Switches page, as Apple's UIKitCatalog shows it: a default switch (and one that starts
/// off), a tinted one, a checkbox (`preferredStyle = .checkbox`: Mac Catalyst draws a checkbox,
/// iOS and this port the sliding switch) and a disabled one. Each shows On or Off beside it,
/// updated by target-action on `.valueChanged`.
final class SwitchesViewController: CatalogCasesViewController {
    let defaultSwitch = UISwitch()
    let offSwitch = UISwitch()
    let tintedSwitch = UISwitch()
    let checkboxSwitch = UISwitch()
    let disabledSwitch = UISwitch()
    /// The value label beside each switch, in the order of `switches`.
    private(set) var valueLabels: [UILabel] = []
    /// How many `.valueChanged` events the switches sent.
    private(set) var changes = 0

    var switches: [UISwitch] { [defaultSwitch, offSwitch, tintedSwitch, checkboxSwitch, disabledSwitch] }

    override func makeCases() -> [CatalogCase] {
        defaultSwitch.isOn = true
        offSwitch.isOn = false
        tintedSwitch.isOn = true
        tintedSwitch.onTintColor = .systemPurple
        tintedSwitch.thumbTintColor = .systemYellow
        tintedSwitch.tintColor = .systemPurple   // the outline when off
        checkboxSwitch.preferredStyle = .checkbox
        checkboxSwitch.title = "Remember me"
        checkboxSwitch.isOn = true
        disabledSwitch.isOn = true
        disabledSwitch.isEnabled = false
        valueLabels = switches.map { _ in UILabel() }
        let ids = ["switch.on", "switch.off", "switch.tinted", "switch.checkbox", "switch.disabled"]
        for (s, id) in zip(switches, ids) {
            s.accessibilityIdentifier = id
            s.addTarget(self, action: SwitchesViewController.switchChanged, for: .valueChanged)
            show(s)
        }
        return [
            CatalogCase("Default", Self.withValue(defaultSwitch, valueLabels[0])),
            CatalogCase("Default, Off", Self.withValue(offSwitch, valueLabels[1])),
            CatalogCase("Tinted", Self.withValue(tintedSwitch, valueLabels[2]),
                        footer: "onTintColor purple, thumbTintColor yellow, tintColor purple (the outline when off)."),
            CatalogCase("Checkbox", Self.withValue(checkboxSwitch, valueLabels[3]),
                        footer: "preferredStyle = .checkbox draws a checkbox on Mac Catalyst only; iOS, and this port, draw the sliding switch (style is .sliding)."),
            CatalogCase("Disabled", Self.withValue(disabledSwitch, valueLabels[4]), footer: "isEnabled = false: taps do nothing."),
        ]
    }

    /// A switch flipped: its label follows.
    func switchChanged(_ sender: UISwitch) {
        changes += 1
        show(sender)
    }

    private func show(_ s: UISwitch) {
        guard let i = switches.firstIndex(of: s) else { return }
        valueLabels[i].text = s.isOn ? "On" : "Off"
    }
}
