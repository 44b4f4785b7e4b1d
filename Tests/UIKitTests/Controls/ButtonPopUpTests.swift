//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// A pop-up button (`changesSelectionAsPrimaryAction` with a menu shown as the primary action):
/// it shows the selected item's title, a tap opens the menu, and the chosen item becomes the
/// selection (its check mark, the button's title) and runs with the button as its sender.
@MainActor @Suite(.serialized) struct ButtonPopUpTests {
    /// The menu row labelled `label` (not the button, which may show the same title).
    func row(_ host: UIKitTestHost, _ label: String, besides button: UIButton) throws -> UIView {
        try #require(host.views { $0.accessibilityLabel == label && $0 !== button && !$0.isDescendant(of: button) }.first,
                     "no menu row \(label)")
    }

    @Test func aPopUpButtonShowsAndMovesItsSelection() throws {
        var log: [String] = []
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .white
        let button = UIButton(configuration: .gray())
        button.frame = CGRect(x: 20, y: 40, width: 140, height: 44)
        let handler: UIActionHandler = { a in log.append("\(a.title) from \((a.sender as? UIButton) === button ? "button" : "?")") }
        button.menu = UIMenu(children: [
            UIAction(title: "Small", handler: handler), UIAction(title: "Medium", handler: handler),
            UIMenu(options: .displayInline, children: [UIAction(title: "Large", handler: handler)]),
        ])
        button.showsMenuAsPrimaryAction = true
        #expect(button.configuration?.title == nil)          // not yet a pop-up button
        button.changesSelectionAsPrimaryAction = true
        // None was on: the first item is selected and shown.
        #expect(button.configuration?.title == "Small")
        #expect(button.menu?.selectedElements.map(\.title) == ["Small"])
        root.addSubview(button)
        let host = UIKitTestHost(view: root)

        host.tap(button)
        host.advanceFrames(1)
        #expect(!button.isSelected)                            // a pop-up button does not toggle
        host.tap(try row(host, "Large", besides: button))      // in the inline section
        host.advanceFrames(1)
        #expect(log == ["Large from button"])
        #expect(button.configuration?.title == "Large")
        let actions = UIButton._actions(in: try #require(button.menu))
        #expect(actions.map(\.state) == [.off, .off, .on])

        // The menu shows the check mark on the selection.
        host.tap(button)
        host.advanceFrames(1)
        let large = try #require(try row(host, "Large", besides: button) as? UIButton)
        #expect(large.currentTitle == "✓ Large")
        host.tap(try row(host, "Medium", besides: button))
        host.advanceFrames(1)
        #expect(button.configuration?.title == "Medium" && log.last == "Medium from button")

        // The menu's panel is light, and dark in dark mode (its titles are `.label`).
        let light = _UIContextMenuView.panelColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = _UIContextMenuView.panelColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        var (l, d): (CGFloat, CGFloat) = (0, 0)
        _ = light.getWhite(&l, alpha: nil)
        _ = dark.getWhite(&d, alpha: nil)
        #expect(l > 0.9 && d < 0.25)
    }

    @Test func aButtonWithoutConfigurationShowsTheSelectedTitleAndAnOnItemIsKept() throws {
        let button = UIButton(type: .system)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }, UIAction(title: "Two", state: .on) { _ in }])
        #expect(button.currentTitle == "Two")
        // Without a menu shown as the primary action the button toggles, as before.
        let toggle = UIButton(type: .system)
        toggle.setTitle("Toggle", for: .normal)
        toggle.changesSelectionAsPrimaryAction = true
        toggle.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(toggle)
        let host = UIKitTestHost(view: root)
        host.tap(toggle)
        #expect(toggle.isSelected && toggle.currentTitle == "Toggle")
    }
}
