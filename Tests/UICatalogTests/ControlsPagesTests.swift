//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UICatalog

/// UICatalog's control pages (Buttons, Menu Buttons, Page Control, Segmented Controls, Stack
/// Views, Steppers, Switches) opened as `--page` opens them and used as a user would: controls
/// tapped and dragged where they are on screen (their rows scrolled into view first), the labels
/// beside them read, pixels sampled where the look matters.
@MainActor @Suite(.serialized) struct ControlsPagesTests {
    /// The view identified `id` on `page`, its row scrolled into the middle of the table first.
    func reveal<T: UIView>(_ host: UIKitTestHost, _ page: CatalogCasesViewController, _ id: String, as: T.Type = T.self) throws -> T {
        if let c = page.cases.first(where: { CatalogScript.descendant($0.view, id) != nil }), let path = page.indexPath(of: c.view) {
            page.tableView.scrollToRow(at: path, at: .middle, animated: false)
            host.advance(by: 0.05)
        }
        return try CatalogTestSupport.find(host, id, as: T.self)
    }

    /// A tap at the horizontal fraction `fx` of `view`.
    func tap(_ host: UIKitTestHost, _ view: UIView, at fx: CGFloat) {
        let f = host.frame(of: view)
        host.tap(at: CGPoint(x: f.minX + f.width * fx, y: f.midY))
        host.advance(by: 0.3)
    }

    /// The colour at `p` (window points) of the host's rendering.
    func pixel(_ host: UIKitTestHost, _ p: CGPoint) -> (r: Int, g: Int, b: Int) {
        let image = host.render()
        let scale = CGFloat(image.width) / host.window.bounds.width
        guard let px = image.pixel(x: Int(p.x * scale), y: Int(p.y * scale)) else { return (0, 0, 0) }
        return (Int(px.r), Int(px.g), Int(px.b))
    }

    @Test func switchesFlipAndShowTheirState() throws {
        let (host, page) = try CatalogTestSupport.open(.switches, as: SwitchesViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Default", "Default, Off", "Tinted", "Checkbox", "Disabled"])
        #expect(page.valueLabels.map(\.text) == ["On", "Off", "On", "On", "On"])

        host.tap(try reveal(host, page, "switch.off", as: UISwitch.self))
        host.advance(by: 0.4)
        #expect(page.offSwitch.isOn && page.valueLabels[1].text == "On")
        host.tap(try reveal(host, page, "switch.on", as: UISwitch.self))
        host.advance(by: 0.4)
        #expect(!page.defaultSwitch.isOn && page.valueLabels[0].text == "Off")

        // The checkbox asks for .checkbox; iOS draws the sliding switch, and so does this port.
        let checkbox = try reveal(host, page, "switch.checkbox", as: UISwitch.self)
        #expect(checkbox.preferredStyle == .checkbox && checkbox.style == .sliding)
        host.tap(checkbox)
        host.advance(by: 0.4)
        #expect(page.valueLabels[3].text == "Off")

        // The disabled switch ignores the tap.
        host.tap(try reveal(host, page, "switch.disabled", as: UISwitch.self))
        host.advance(by: 0.4)
        #expect(page.disabledSwitch.isOn && page.valueLabels[4].text == "On" && page.changes == 3)

        // The tinted switch is on: its track is purple (systemPurple #AF52DE, ±24 per channel)
        // beside the knob, which sits on the trailing side.
        let tinted = try reveal(host, page, "switch.tinted", as: UISwitch.self)
        let f = host.frame(of: tinted)
        let track = pixel(host, CGPoint(x: f.minX + 9, y: f.midY))
        #expect(abs(track.r - 0xAF) <= 24 && abs(track.g - 0x52) <= 24 && abs(track.b - 0xDE) <= 24, "track \(track)")
        host.tap(tinted)
        host.advance(by: 0.5)
        #expect(page.valueLabels[2].text == "Off")
        let off = pixel(host, CGPoint(x: f.maxX - 9, y: f.midY))   // the off track: no purple fill
        #expect(!(abs(off.r - 0xAF) <= 24 && abs(off.g - 0x52) <= 24), "off track \(off)")
    }

    @Test func steppersStepWrapAndShowTheirValues() throws {
        let (host, page) = try CatalogTestSupport.open(.steppers, as: SteppersViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Default", "Tinted", "Custom", "Wrapping"])
        #expect(page.valueLabels.map(\.text) == ["3", "1.00", "50", "5"])

        let plain = try reveal(host, page, "stepper", as: UIStepper.self)
        tap(host, plain, at: 0.75); tap(host, plain, at: 0.75)
        #expect(page.valueLabels[0].text == "5")
        tap(host, plain, at: 0.25)
        #expect(page.valueLabels[0].text == "4")
        tap(host, try reveal(host, page, "stepper.fine", as: UIStepper.self), at: 0.25)
        #expect(page.valueLabels[1].text == "0.75")
        tap(host, try reveal(host, page, "stepper.custom", as: UIStepper.self), at: 0.75)
        #expect(page.valueLabels[2].text == "60")
        let wraps = try reveal(host, page, "stepper.wraps", as: UIStepper.self)
        tap(host, wraps, at: 0.75)
        #expect(page.valueLabels[3].text == "1")
        tap(host, wraps, at: 0.25)
        #expect(page.valueLabels[3].text == "5")

        // The custom stepper draws its teal background image (systemTeal, ±30 per channel).
        let f = host.frame(of: page.customStepper)
        let bg = pixel(host, CGPoint(x: f.minX + 6, y: f.minY + 6))
        #expect(bg.b > 150 && bg.r < 140, "background \(bg)")
    }

    @Test func segmentsPickShowAndRunTheirActions() throws {
        let (host, page) = try CatalogTestSupport.open(.segmentedControls, as: SegmentedControlsViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Default", "Tinted", "Images", "Momentary", "Actions"])
        #expect(page.valueLabels.map(\.text) == ["Week", "Small", "List", "—", "Red"])

        // A drag from Day to Month: the segment under the finger on release is picked.
        let period = try reveal(host, page, "segmented.period", as: UISegmentedControl.self)
        let p = host.frame(of: period)
        host.drag(from: CGPoint(x: p.minX + p.width / 8, y: p.midY), to: CGPoint(x: p.minX + p.width * 5 / 8, y: p.midY))
        host.advance(by: 0.4)
        #expect(page.valueLabels[0].text == "Month")

        let sizes = try reveal(host, page, "segmented.size", as: UISegmentedControl.self)
        tap(host, sizes, at: 0.5)                            // Medium is disabled
        #expect(page.valueLabels[1].text == "Small")
        tap(host, sizes, at: 5.0 / 6)
        #expect(page.valueLabels[1].text == "Large")
        // The selected segment is tinted blue (systemBlue #007AFF, ±30 per channel).
        let s = host.frame(of: sizes)
        let selected = pixel(host, CGPoint(x: s.minX + s.width * 5 / 6 - 24, y: s.midY - 8))
        #expect(selected.b > 200 && selected.r < 60, "selected segment \(selected)")

        tap(host, try reveal(host, page, "segmented.images", as: UISegmentedControl.self), at: 0.75)
        #expect(page.valueLabels[2].text == "Grid")

        let momentary = try reveal(host, page, "segmented.momentary", as: UISegmentedControl.self)
        tap(host, momentary, at: 0.5)
        #expect(page.valueLabels[3].text == "Redo!" && page.momentaryTaps == 1)
        #expect(momentary.selectedSegmentIndex == UISegmentedControl.noSegment)

        tap(host, try reveal(host, page, "segmented.actions", as: UISegmentedControl.self), at: 5.0 / 6)
        #expect(page.valueLabels[4].text == "Blue" && page.valueLabels[4].textColor == .systemBlue)
    }

    @Test func pageControlsMoveByTapsAndThePagerBySwipes() throws {
        let (host, page) = try CatalogTestSupport.open(.pageControl, as: PageControlViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Default", "Tinted", "Custom Indicators"])
        #expect(page.pager.text == "Page 1 of 5" && page.tintedLabel.text == "3 of 8" && page.customLabel.text == "1 of 5")

        tap(host, try reveal(host, page, "pagecontrol", as: UIPageControl.self), at: 0.9)
        #expect(page.pageControl.currentPage == 1 && page.pager.text == "Page 2 of 5")
        #expect(page.pager.backgroundColor == .systemGreen)

        // A quick swipe left on the pager: the next page; right: back.
        let pager = host.frame(of: page.pager)
        host.drag(from: CGPoint(x: pager.maxX - 40, y: pager.midY - 20), to: CGPoint(x: pager.maxX - 200, y: pager.midY - 20), duration: 0.12)
        host.advance(by: 0.4)
        #expect(page.pager.text == "Page 3 of 5")
        let deletes = host.views(where: { $0.accessibilityLabel == "Delete" || ($0 as? UILabel)?.text == "Delete" })
        #expect(deletes.isEmpty)   // the row shows no swipe action
        host.drag(from: CGPoint(x: pager.minX + 40, y: pager.midY - 20), to: CGPoint(x: pager.minX + 200, y: pager.midY - 20), duration: 0.12)
        host.advance(by: 0.4)
        #expect(page.pager.text == "Page 2 of 5")
        #expect(page.tableView.contentOffset.x == 0)

        let tinted = try reveal(host, page, "pagecontrol.tinted", as: UIPageControl.self)
        tap(host, tinted, at: 0.1)
        #expect(page.tintedLabel.text == "2 of 8")
        // A drag along the dots scrubs to the one under the finger (the last), the table still.
        let t = host.frame(of: tinted), dots = tinted.size(forNumberOfPages: 8).width
        let offset = page.tableView.contentOffset
        host.drag(from: CGPoint(x: t.midX - dots / 2 + 4, y: t.midY), to: CGPoint(x: t.midX + dots / 2 - 2, y: t.midY + 3))
        host.advance(by: 0.3)
        #expect(page.tintedLabel.text == "8 of 8" && page.tableView.contentOffset == offset)
        let custom = try reveal(host, page, "pagecontrol.custom", as: UIPageControl.self)
        tap(host, custom, at: 0.9)
        #expect(page.customLabel.text == "2 of 5")
        // The current indicator (the second star) is pink (systemPink #FF2D55, ±40 per channel).
        let rect = custom.bounds.width > 0 ? host.frame(of: custom) : .zero
        let size = custom.size(forNumberOfPages: 5)
        let star = CGPoint(x: rect.midX - size.width / 2 + 16 + 3.5, y: rect.midY)
        let px = pixel(host, star)
        #expect(px.r > 200 && px.g < 120, "current indicator \(px)")
    }

    @Test func stacksAddRemoveAndRearrangeTheirViews() throws {
        let (host, page) = try CatalogTestSupport.open(.stackViews, as: StackViewsViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Horizontal", "Vertical", "Distribution", "Alignment"])
        #expect(page.horizontalLabel.text == "3 views")

        host.tap(try reveal(host, page, "stack.add.horizontal", as: UIButton.self))
        host.advance(by: 0.1)
        let added = try #require(page.horizontalStack.arrangedSubviews.last)
        let midway = try #require(added.layer.presentation()).frame.width   // on screen, part way
        host.advance(by: 0.5)
        #expect(page.horizontalLabel.text == "4 views")
        #expect(added.frame.width > midway + 10 && added.frame.width > 60)   // it grew in an animation
        let widths = page.horizontalStack.arrangedSubviews.map(\.frame.width)
        #expect(widths.allSatisfy { abs($0 - widths[0]) <= 1 })        // .fillEqually (to the pixel)
        for _ in 0..<5 {
            host.tap(try reveal(host, page, "stack.remove.horizontal", as: UIButton.self))
            host.advance(by: 0.5)
        }
        #expect(page.horizontalLabel.text == "1 views" && page.horizontalStack.arrangedSubviews.count == 1)

        // The vertical stack's row grows with a new row.
        let vertical = try reveal(host, page, "stack.vertical", as: UIStackView.self)
        let before = host.frame(of: vertical).height
        host.tap(try reveal(host, page, "stack.add.vertical", as: UIButton.self))
        host.advance(by: 0.6)
        #expect(page.verticalLabel.text == "4 views")
        #expect(host.frame(of: vertical).height >= before + 30)
        let cell = try #require(page.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(cell.contentView.bounds.height >= host.frame(of: vertical).height + 40)

        // Distribution: Equally makes the three views as wide as one another.
        tap(host, try reveal(host, page, "stack.distribution", as: UISegmentedControl.self), at: 1.5 / 4)
        host.advance(by: 0.4)
        #expect(page.distributionStack.distribution == .fillEqually)
        let equal = page.distributionStack.arrangedSubviews.map(\.frame.width)
        #expect(equal.allSatisfy { abs($0 - equal[0]) <= 1 })
        // Alignment: Bottom puts their bottoms on one line.
        tap(host, try reveal(host, page, "stack.alignment", as: UISegmentedControl.self), at: 2.5 / 4)
        host.advance(by: 0.4)
        let bottoms = page.alignmentStack.arrangedSubviews.map(\.frame.maxY)
        #expect(page.alignmentStack.alignment == .bottom && bottoms.allSatisfy { abs($0 - 64) < 1 })
    }

    @Test func menuButtonsShowTheirMenusAndTheChosenItem() throws {
        let (host, page) = try CatalogTestSupport.open(.menuButtons, as: MenuButtonsViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Pull-Down", "Sections and Submenus", "Pop-Up"])
        #expect(page.chosenLabels.map(\.text) == ["—", "—", "Small"])
        func row(_ label: String) throws -> UIView {
            try #require(host.views { v in v.accessibilityLabel == label && !page.buttons.contains { v.isDescendant(of: $0) } }.first,
                         "no menu row \(label)")
        }

        host.tap(try reveal(host, page, "menubutton.pulldown", as: UIButton.self))
        host.advance(by: 0.2)
        host.tap(try row("Date"))
        host.advance(by: 0.2)
        #expect(page.chosenLabels[0].text == "Date")
        #expect(page.pullDownButton.configuration?.title == "Sort By")   // a pull-down keeps its title

        host.tap(try reveal(host, page, "menubutton.sections", as: UIButton.self))
        host.advance(by: 0.2)
        let delete = try #require(try row("Delete") as? UIButton)
        #expect(delete.currentTitleColor == .systemRed)
        #expect(host.view(withAccessibilityLabel: "Copy") != nil)         // the inline section's items
        host.tap(try row("Share"))
        host.advance(by: 0.2)
        host.tap(try row("Messages"))
        host.advance(by: 0.2)
        #expect(page.chosenLabels[1].text == "Messages")

        let popUp = try reveal(host, page, "menubutton.popup", as: UIButton.self)
        host.tap(popUp)
        host.advance(by: 0.2)
        host.tap(try row("Large"))
        host.advance(by: 0.2)
        #expect(page.chosenLabels[2].text == "Large" && popUp.configuration?.title == "Large")
        #expect(popUp.menu?.selectedElements.map(\.title) == ["Large"])
    }

    @Test func buttonsReportTheLastTapAndFeedbackRequests() throws {
        let (host, page) = try CatalogTestSupport.open(.buttons, as: ButtonsViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.count == 23 && page.cases.first?.title == "Last Tapped" && page.cases.last?.title == "Haptic Feedback")
        #expect(page.cases.map(\.title).contains("Bordered Prominent"))

        host.tap(try reveal(host, page, "button.system", as: UIButton.self))
        #expect(page.lastTappedLabel.text == "Last tapped: Button (target-action, tap #1)")
        host.tap(try reveal(host, page, "button.contactAdd", as: UIButton.self))
        #expect(page.lastTappedLabel.text == "Last tapped: Contact Add (target-action, tap #2)")
        host.tap(try reveal(host, page, "button.borderedTinted", as: UIButton.self))
        #expect(page.lastTappedLabel.text == "Last tapped: Bordered Tinted (UIAction, tap #3)")
        let toggle = try reveal(host, page, "button.toggle", as: UIButton.self)
        host.tap(toggle)
        #expect(toggle.isSelected && page.lastTappedLabel.text == "Last tapped: Toggle (on) (UIAction, tap #4)")
        host.tap(try reveal(host, page, "button.attributed", as: UIButton.self))
        #expect(page.lastTappedLabel.text == "Last tapped: Attributed Title (target-action, tap #5)")
        host.tap(try reveal(host, page, "button.disabled", as: UIButton.self))
        #expect(page.tapCount == 5)                                         // disabled: nothing
        let selected = try reveal(host, page, "button.selected", as: UIButton.self)
        host.tap(selected)
        #expect(!selected.isSelected && selected.currentTitle == "Not selected" && page.tapCount == 6)

        // The filled button is drawn filled with the tint (systemBlue, ±30 per channel).
        let filled = try reveal(host, page, "button.filled", as: UIButton.self)
        let f = host.frame(of: filled)
        let fill = pixel(host, CGPoint(x: f.minX + 4, y: f.midY))
        #expect(fill.b > 200 && fill.r < 60, "filled \(fill)")

        host.tap(try reveal(host, page, "feedback.impact", as: UIButton.self))
        host.tap(try reveal(host, page, "feedback.success", as: UIButton.self))
        #expect(page.feedbackCount == 2)
        #expect(page.feedbackLabel.text == "Success: 2 requests (no haptic engine on Linux)")
        // Back at the top, the label shows the last button (not the feedback ones).
        #expect(try reveal(host, page, "lastTapped", as: UILabel.self).text?.hasPrefix("Last tapped: Not selected") == true)
    }

    /// In a wide window the page sits beside the list; every control page opens with its cases.
    @Test func everyControlsPageOpensWideBesideTheList() throws {
        let pages: [CatalogPage] = [.buttons, .menuButtons, .pageControl, .segmentedControls, .stackViews, .steppers, .switches]
        for p in pages {
            let (host, page) = try CatalogTestSupport.open(p, as: CatalogCasesViewController.self, size: CGSize(width: 1024, height: 768))
            defer { host.invalidate() }
            let root = try #require(host.window.rootViewController as? CatalogSplitViewController)
            #expect(!root.isCollapsed, "\(p)")
            #expect(page.tableView.numberOfSections == page.cases.count && page.cases.count >= 3, "\(p)")
            #expect(host.frame(of: page.tableView).minX > 200, "\(p) is beside the list")
        }
    }
}
