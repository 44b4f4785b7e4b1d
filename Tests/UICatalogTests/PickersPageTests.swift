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

/// UICatalog's Pickers page used as a user would: a wheel of the colour picker turned by a drag,
/// a day tapped in the inline calendar, the time wheels dragged (the date pickers follow one
/// another through `.valueChanged`), and the colour well opening the colour picker.
@MainActor @Suite(.serialized) struct PickersPageTests {
    func open() throws -> (UIKitTestHost, PickersViewController) {
        // (the old combined page, until the picker pages replace it)
        CatalogAppDelegate.initialPage = .pickerView
        defer { CatalogAppDelegate.initialPage = nil }
        let host = UIKitTestHost(appDelegate: CatalogAppDelegate(), infoDictionary: nil, size: CGSize(width: 700, height: 1500))
        host.advance(by: 0.3)
        let root = try #require(host.window.rootViewController as? CatalogSplitViewController)
        let page = PickersViewController()
        page.title = "Pickers"
        try #require(root.secondaryNavigation).setViewControllers([page], animated: false)
        host.advance(by: 0.3)
        return (host, page)
    }

    /// The visible label showing `text` inside `container` (a wheel's row).
    func label(_ host: UIKitTestHost, _ text: String, in container: UIView) throws -> UILabel {
        let found = host.views { v in
            guard let l = v as? UILabel, l.text == text, !l.isHidden, l.alpha > 0.5 else { return false }
            return l.isDescendant(of: container)
        }
        // The row in the band: the one nearest the wheel's centre line.
        let mid = host.frame(of: container).midY
        return try #require(found.min { abs(host.frame(of: $0).midY - mid) < abs(host.frame(of: $1).midY - mid) } as? UILabel,
                            "no row \(text) on screen")
    }

    @Test func wheelsCalendarAndWellAnswerTheUser() throws {
        let (host, page) = try open()
        defer { host.invalidate() }

        // The red wheel starts on 100%.
        #expect(page.colorPicker.selectedRow(inComponent: 0) == 20)
        let red = try label(host, "100%", in: page.colorPicker)
        let start = host.center(of: red)
        // A flick down: the wheel decelerates, settles on a row and the swatch follows it.
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 96), duration: 0.5)
        host.runUntilIdle()
        let row = page.colorPicker.selectedRow(inComponent: 0)
        #expect(row < 18)
        #expect(page.swatch.accessibilityValue?.hasPrefix("Red \(PickersViewController.steps[row])%,") == true)
        #expect(try label(host, "\(PickersViewController.steps[row])%", in: page.colorPicker).alpha > 0.9)

        // A day tapped in the calendar: every date picker and the label follow, the time kept.
        page.inlineDatePicker.locale = Locale(identifier: "en_US")
        host.advance(by: 0.1)
        let day = try #require(host.view(withAccessibilityLabel: "Thursday, December 17"))
        host.tap(day)
        host.advance(by: 0.5)
        let cal = Calendar.current
        #expect(cal.component(.day, from: page.timePicker.date) == 17)
        #expect(cal.component(.hour, from: page.compactDatePicker.date) == 9)
        #expect(cal.component(.minute, from: page.compactDatePicker.date) == 30)
        #expect(page.dateLabel.text?.contains("17") == true)

        // The minutes wheel dragged up one row: 9:35, sent by the time picker itself.
        let minutes = try label(host, "30", in: page.timePicker)
        let m = host.center(of: minutes)
        host.drag(from: m, to: CGPoint(x: m.x, y: m.y - 32), duration: 0.8)
        host.advance(by: 2)
        #expect(cal.component(.minute, from: page.timePicker.date) == 35)
        #expect(cal.component(.minute, from: page.inlineDatePicker.date) == 35)
        #expect(cal.component(.day, from: page.timePicker.date) == 17)

        // The colour well presents the colour picker with the well's title.
        host.tap(page.colorWell)
        host.advance(by: 1)
        let picker = try #require(page.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Swatch Colour")
    }
}
