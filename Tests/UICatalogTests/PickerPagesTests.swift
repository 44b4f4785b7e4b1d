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

/// UICatalog's Pickers pages used as a user would: the colour wheels keyed under the resting
/// pointer and flicked (the swatch's pixels follow), the views wheel tapped and keyed; a day tapped in the calendar, the time
/// wheels dragged and the compact button opened (the date pickers follow one another); the
/// colour wells presenting the picker and the app's own picker colouring the swatch; an image
/// picked (and cancelled) through the test host's file chooser.
@MainActor @Suite(.serialized) struct PickerPagesTests {
    typealias T = CatalogTestSupport

    /// Scrolls `page`'s table so the row holding `view` is in the middle, as a user scrolls to it.
    func reveal(_ view: UIView, in page: CatalogCasesViewController, _ host: UIKitTestHost) throws {
        let row = try #require(page.indexPath(of: view), "no case shows \(view)")
        page.tableView.scrollToRow(at: row, at: .middle, animated: false)
        host.advance(by: 0.2)
    }

    /// The visible label showing `text` inside `container` nearest its centre line (a wheel's
    /// row in the band).
    func label(_ host: UIKitTestHost, _ text: String, in container: UIView) throws -> UILabel {
        let found = host.views { v in
            guard let l = v as? UILabel, l.text == text, !l.isHidden, l.alpha > 0.5 else { return false }
            return l.isDescendant(of: container)
        }
        let mid = host.frame(of: container).midY
        return try #require(found.min { abs(host.frame(of: $0).midY - mid) < abs(host.frame(of: $1).midY - mid) } as? UILabel,
                            "no row \(text) on screen")
    }

    /// The pixel on screen at `p` (points), 8-bit.
    func pixel(_ host: UIKitTestHost, _ p: CGPoint) -> [Int] {
        let image = host.render()
        let scale = CGFloat(image.width) / host.window.bounds.width
        let px = image.pixel(x: Int(p.x * scale), y: Int(p.y * scale)) ?? (0, 0, 0, 0)
        return [Int(px.r), Int(px.g), Int(px.b)]
    }

    func close(_ a: [Int], _ b: [Int], tolerance: Int = 3) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // MARK: Picker View

    @Test func theColourWheelsMixTheSwatchAndTheViewsWheelAnswersTapsAndKeys() throws {
        let (host, page) = try T.open(.pickerView, as: PickerViewPageViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Color Picker", "Views for Rows"])

        // With the pointer resting on the green wheel, the down arrow turns it (no click first).
        let green = try label(host, "40%", in: page.colorPicker)
        host.hover(green)
        host.pressKey(.keyboardDownArrow)
        host.runUntilIdle()
        #expect(page.colorPicker.selectedRow(inComponent: 1) == 9)
        #expect(page.swatch.accessibilityValue == "Red 100%, Green 45%, Blue 80%")

        // The red wheel starts on 100%; a flick down turns it back, it decelerates and settles
        // on a row, and the swatch (its pixels) follows.
        #expect(page.colorPicker.selectedRow(inComponent: 0) == 20)
        let red = try label(host, "100%", in: page.colorPicker)
        let start = host.center(of: red)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 96), duration: 0.5)
        host.runUntilIdle()
        let row = page.colorPicker.selectedRow(inComponent: 0)
        let steps = PickerViewPageViewController.steps
        #expect(row < 18)
        #expect(page.swatch.accessibilityValue == "Red \(steps[row])%, Green 45%, Blue 80%")
        #expect(try label(host, "\(steps[row])%", in: page.colorPicker).alpha > 0.9)
        let mixed = [steps[row], 45, 80].map { Int((CGFloat($0) / 100 * 255).rounded()) }
        #expect(close(pixel(host, host.center(of: page.swatch)), mixed), "the swatch shows \(mixed)")

        // The weather wheel: rows are views (symbol and name); a tap on the row below the band
        // turns it there, then the down arrow goes one further.
        try reveal(page.viewsPicker, in: page, host)
        #expect(page.weatherLabel.text == "Forecast: Cloudy")
        let band = host.frame(of: page.viewsPicker)
        host.tap(at: CGPoint(x: band.midX, y: band.midY + 44))
        host.runUntilIdle()
        #expect(page.viewsPicker.selectedRow(inComponent: 0) == 3)
        #expect(page.weatherLabel.text == "Forecast: Rain")
        host.pressKey(.keyboardDownArrow)
        host.runUntilIdle()
        #expect(page.weatherLabel.text == "Forecast: Thunderstorm")
        let shown = try #require(page.viewsPicker.view(forRow: 4, forComponent: 0) as? PickerViewPageViewController.RowView)
        #expect(shown.name.text == "Thunderstorm" && shown.icon.image != nil)
        // Keys the wheel doesn't take still reach the catalog's own up its responder chain
        // (4: the Date Picker page).
        host.pressKey(.keyboard4)
        host.advance(by: 1)
        let root = try #require(host.window.rootViewController as? CatalogSplitViewController)
        #expect(root.shownController is DatePickerPageViewController)
    }

    // MARK: Date Picker

    /// 3 December 2026, 9:30 in the current calendar.
    static let fixedNow: Date = Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 3, hour: 9, minute: 30))!

    @Test func theDatePickersFollowTheCalendarTheWheelsAndTheCompactButtons() throws {
        DatePickerPageViewController.now = { Self.fixedNow }
        defer { DatePickerPageViewController.now = { Date() } }
        let (host, page) = try T.open(.datePicker, as: DatePickerPageViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Selected Date", "Inline", "Wheels (Time)", "Compact", "Date and Time", "Count-Down Timer"])
        let cal = Calendar.current
        for p in page.datePickers {
            p.locale = Locale(identifier: "en_US")
            #expect(p.date == Self.fixedNow)
        }
        #expect(page.dateLabel.text == DatePickerPageViewController.dateFormatter.string(from: Self.fixedNow))

        // A day tapped in the calendar: every date picker and the label follow, the time kept.
        try reveal(page.inlineDatePicker, in: page, host)
        host.tap(try #require(host.view(withAccessibilityLabel: "Thursday, December 17")))
        host.advance(by: 0.5)
        #expect(page.dateEvents == 1)
        #expect(cal.component(.day, from: page.timePicker.date) == 17)
        #expect(cal.component(.hour, from: page.compactDatePicker.date) == 9)
        #expect(cal.component(.minute, from: page.compactDatePicker.date) == 30)
        #expect(cal.component(.day, from: page.dateAndTimePicker.date) == 17)
        #expect(page.dateLabel.text?.contains("17") == true)
        // A day before the minimum date (today) can't be chosen.
        host.tap(try #require(host.view(withAccessibilityLabel: "Tuesday, December 1")))
        host.advance(by: 0.5)
        #expect(cal.component(.day, from: page.inlineDatePicker.date) == 17 && page.dateEvents == 1)

        // The minutes wheel dragged up one row: 9:35, sent by the time picker itself.
        try reveal(page.timePicker, in: page, host)
        let minutes = try label(host, "30", in: page.timePicker)
        let m = host.center(of: minutes)
        host.drag(from: m, to: CGPoint(x: m.x, y: m.y - 32), duration: 0.8)
        host.advance(by: 2)
        #expect(cal.component(.minute, from: page.timePicker.date) == 35)
        #expect(cal.component(.minute, from: page.inlineDatePicker.date) == 35)
        #expect(cal.component(.day, from: page.timePicker.date) == 17)
        #expect(page.dateLabel.text?.contains("9:35") == true)

        // The compact picker's buttons show the date the others chose; its date button presents
        // a calendar.
        try reveal(page.compactDatePicker, in: page, host)
        let button = try #require(host.view(withAccessibilityLabel: "Thursday, December 17, 2026"))
        #expect(button.isDescendant(of: page.compactDatePicker))
        host.tap(button)
        _ = host.runUntilIdle(timeout: 2)
        let presented = host.views { $0.accessibilityLabel == "Friday, December 18" && !$0.isDescendant(of: page.inlineDatePicker) }
        #expect(!presented.isEmpty, "the compact button presented no calendar")
    }

    @Test func theCountDownTimerShowsItsDuration() throws {
        let (host, page) = try T.open(.datePicker, as: DatePickerPageViewController.self)
        defer { host.invalidate() }
        #expect(page.countDownPicker.countDownDuration == 90 * 60)
        #expect(page.countDownLabel.text == "Timer: 1 h 30 min")
        try reveal(page.countDownPicker, in: page, host)
        // The minutes wheel: a tap on the row below the band ("31 min").
        let row = try label(host, "31 min", in: page.countDownPicker)
        host.tap(row)
        host.runUntilIdle()
        #expect(page.countDownLabel.text == "Timer: 1 h 31 min")
        #expect(page.countDownPicker.countDownDuration == 91 * 60)
        #expect(page.dateEvents == 0)
    }

    // MARK: Color Picker

    @Test func theWellsPresentThePickerAndTheAppsPickerColoursTheSwatch() throws {
        let (host, page) = try T.open(.colorPicker, as: ColorPickerPageViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Color Well", "Without Opacity", "Color Picker"])
        #expect(page.colorLabel.text == ColorPickerPageViewController.hex(.systemTeal))

        // The well presents the colour picker with the well's title and opacity.
        host.tap(page.colorWell)
        host.advance(by: 1)
        var picker = try #require(page.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Swatch Colour" && picker.supportsAlpha)
        // A grid colour picked there reaches the well and its label.
        host.tap(try #require(host.view(withAccessibilityLabel: "Orange")))
        host.advance(by: 0.3)
        #expect(page.colorLabel.text == "#FF6A00")
        picker.dismiss(animated: false)
        host.advance(by: 0.5)

        // The opaque well's picker has no opacity.
        host.tap(page.opaqueWell)
        host.advance(by: 1)
        picker = try #require(page.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Opaque Colour" && !picker.supportsAlpha)
        #expect(host.view(withAccessibilityLabel: "OPACITY") == nil)
        picker.dismiss(animated: false)
        host.advance(by: 0.5)

        // The app's own picker: its delegate colours the swatch (pixels too).
        host.tap(page.pickerButton)
        host.advance(by: 1)
        picker = try #require(page.presentedViewController as? UIColorPickerViewController)
        #expect(picker.delegate === page && !picker.supportsAlpha)
        host.tap(try #require(host.view(withAccessibilityLabel: "Orange")))
        host.advance(by: 0.3)
        #expect(page.swatchLabel.text == "#FF6A00")
        #expect(page.delegateCalls.last == false)
        picker.dismiss(animated: false)
        host.advance(by: 0.5)
        #expect(close(pixel(host, host.center(of: page.swatch)), [255, 0x6A, 0]))
    }

    // MARK: Image Picker

    @Test func aPickedImageShowsAndACancelSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-pickers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: format).pngData { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 40))
        }
        let file = folder.appendingPathComponent("red.png")
        try png.write(to: file)

        let (host, page) = try T.open(.imagePicker, as: ImagePickerPageViewController.self)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Photo Library", "Editing Allowed", "Camera", "Chosen Picture"])
        #expect(page.resultLabel.text == "No picture yet.")
        // No camera: its button is off and a tap presents nothing.
        #expect(!page.cameraButton.isEnabled)
        host.tap(page.cameraButton)
        host.advance(by: 0.5)
        #expect(page.presentedViewController == nil)

        // The desktop's chooser answers with the file: the picture shows, the picker goes away.
        host.fileChooserAnswer = .choose([file])
        host.tap(page.libraryButton)
        host.runUntilIdle()
        #expect(host.fileChooserRequestCount == 1)
        #expect(page.presentedViewController == nil)
        #expect(page.resultLabel.text == "red.png: 60 × 40")
        try reveal(page.imageView, in: page, host)
        #expect(close(pixel(host, host.center(of: page.imageView)), [255, 0, 0], tolerance: 8))

        // With editing allowed the edited picture arrives; a cancel is reported.
        host.tap(page.editingButton)
        host.runUntilIdle()
        #expect(page.resultLabel.text == "red.png: 60 × 40, edited")
        host.fileChooserAnswer = .cancel
        host.tap(page.libraryButton)
        host.runUntilIdle()
        #expect(page.resultLabel.text == "Cancelled.")
        #expect(page.presentedViewController == nil)
    }
}
