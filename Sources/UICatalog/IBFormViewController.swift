//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Interface Builder page: a form whose every view comes from `InterfaceBuilder.storyboard`
/// (a text field, a slider, a switch, a segmented control, a stepper, buttons of several types
/// with per-state titles and colours, a configuration-based button, a `BadgeView` from
/// `BadgeView.xib`), wired by outlets and actions as an iOS developer wires them in Xcode; its
/// Show Summary button's show segue pushes the summary scene, whose Done button unwinds here.
final class IBFormViewController: UIViewController {
    // @IBOutlet weak var …: set by the storyboard through `setValue(_:forKey:)` below.
    var nameField: UITextField!
    var volumeSlider: UISlider!
    var notificationsSwitch: UISwitch!
    var notificationsLabel: UILabel!
    var sizeControl: UISegmentedControl!
    var copiesStepper: UIStepper!
    var copiesLabel: UILabel!
    var favouriteButton: UIButton!
    var sendButton: UIButton!
    var badgeView: BadgeView!
    var statusLabel: UILabel!
    /// Items added with the ⊕ button (Send is enabled once there is one).
    private(set) var added = 0

    /// The page from the storyboard (nil, logged by UIKit, when the document is missing).
    static func instantiate() -> UIViewController {
        UIStoryboard(name: "InterfaceBuilder", bundle: .module).instantiateInitialViewController() ?? UIViewController()
    }

    /// What the form holds, as the summary shows it.
    var summary: String {
        let name = nameField.text.flatMap { $0.isEmpty ? nil : $0 } ?? "no name"
        let size = sizeControl.titleForSegment(at: sizeControl.selectedSegmentIndex) ?? "?"
        let copies = Int(copiesStepper.value)
        return "\(name): \(size.lowercased()), \(copies) cop\(copies == 1 ? "y" : "ies"), volume \(Int(volumeSlider.value.rounded())), "
            + "notifications \(notificationsSwitch.isOn ? "on" : "off")\(favouriteButton.isSelected ? ", a favourite" : ""), "
            + "\(badgeView.stars) star\(badgeView.stars == 1 ? "" : "s")"
    }

    private func show(_ status: String) { statusLabel.text = status }

    // @IBAction func …(_ sender:): connected in the storyboard, found through `_actionHandler(for:)`.
    func nameChanged(_ sender: UITextField) { show("Name: \(sender.text ?? "")") }
    func volumeChanged(_ sender: UISlider) { show("Volume \(Int(sender.value.rounded())) of \(Int(sender.maximumValue))") }
    func notificationsChanged(_ sender: UISwitch) {
        notificationsLabel.text = sender.isOn ? "On" : "Off"
        show("Notifications \(sender.isOn ? "on" : "off")")
    }
    func sizeChanged(_ sender: UISegmentedControl) { show("Size: \(sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "")") }
    func copiesChanged(_ sender: UIStepper) {
        let n = Int(sender.value)
        copiesLabel.text = "\(n) cop\(n == 1 ? "y" : "ies")"
        show("Copies: \(n)")
    }
    func favouriteTapped(_ sender: UIButton) {
        sender.isSelected.toggle()
        show(sender.isSelected ? "A favourite" : "Not a favourite")
    }
    func addTapped(_ sender: UIButton) {
        added += 1
        sendButton.isEnabled = true
        show("Added \(added) item\(added == 1 ? "" : "s")")
    }
    func sendTapped(_ sender: UIButton) { show("Sent \(added) item\(added == 1 ? "" : "s")") }
    /// The unwind action the summary's Done button's exit segue names.
    func unwindToForm(_ segue: UIStoryboardSegue) { show("Back from the summary") }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showSummary", let summary = segue.destination as? IBSummaryViewController {
            summary.summary = self.summary
        }
    }

    // uikit-port: storyboards and nibs set these outlets by key; without the Objective-C runtime, this override names them.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameField": self.nameField = value as? UITextField
        case "volumeSlider": self.volumeSlider = value as? UISlider
        case "notificationsSwitch": self.notificationsSwitch = value as? UISwitch
        case "notificationsLabel": self.notificationsLabel = value as? UILabel
        case "sizeControl": self.sizeControl = value as? UISegmentedControl
        case "copiesStepper": self.copiesStepper = value as? UIStepper
        case "copiesLabel": self.copiesLabel = value as? UILabel
        case "favouriteButton": self.favouriteButton = value as? UIButton
        case "sendButton": self.sendButton = value as? UIButton
        case "badgeView": self.badgeView = value as? BadgeView
        case "statusLabel": self.statusLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }

    // uikit-port: storyboards and nibs send these actions by selector name; without the Objective-C runtime, this override finds the methods.
    override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        switch action.name {
        case "nameChanged:": return { [unowned self] sender, _ in if let sender = sender as? UITextField { self.nameChanged(sender) } }
        case "volumeChanged:": return { [unowned self] sender, _ in if let sender = sender as? UISlider { self.volumeChanged(sender) } }
        case "notificationsChanged:": return { [unowned self] sender, _ in if let sender = sender as? UISwitch { self.notificationsChanged(sender) } }
        case "sizeChanged:": return { [unowned self] sender, _ in if let sender = sender as? UISegmentedControl { self.sizeChanged(sender) } }
        case "copiesChanged:": return { [unowned self] sender, _ in if let sender = sender as? UIStepper { self.copiesChanged(sender) } }
        case "favouriteTapped:": return { [unowned self] sender, _ in if let sender = sender as? UIButton { self.favouriteTapped(sender) } }
        case "addTapped:": return { [unowned self] sender, _ in if let sender = sender as? UIButton { self.addTapped(sender) } }
        case "sendTapped:": return { [unowned self] sender, _ in if let sender = sender as? UIButton { self.sendTapped(sender) } }
        case "unwindToForm:": return { [unowned self] sender, _ in if let sender = sender as? UIStoryboardSegue { self.unwindToForm(sender) } }
        default: return super._actionHandler(for: action)
        }
    }
}
