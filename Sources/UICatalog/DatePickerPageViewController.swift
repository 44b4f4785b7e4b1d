//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Date Picker page, as Apple's UIKitCatalog shows it: a label with the chosen date, then
/// a date picker in each style: an inline month calendar, wheels for a time (every 5 minutes),
/// a compact button, date-and-time wheels every 15 minutes, all bounded from today to four
/// weeks ahead; and a count-down timer with its duration in a label. The date pickers follow the
/// one the user changed (by target-action on `.valueChanged`, which only the user's changes send).
final class DatePickerPageViewController: CatalogCasesViewController {
    let dateLabel = UILabel()
    let inlineDatePicker = UIDatePicker()
    let timePicker = UIDatePicker()
    let compactDatePicker = UIDatePicker()
    let dateAndTimePicker = UIDatePicker()
    let countDownPicker = UIDatePicker()
    let countDownLabel = UILabel()
    /// How many `.valueChanged` events the date pickers sent.
    private(set) var dateEvents = 0

    /// What "now" is when the page is made (tests fix it).
    static var now: () -> Date = { Date() }

    /// The date pickers that show one date, kept in step.
    var datePickers: [UIDatePicker] { [inlineDatePicker, timePicker, compactDatePicker, dateAndTimePicker] }

    override func makeCases() -> [CatalogCase] {
        let cal = Calendar.current
        // Now, to the whole 15 minutes below (every picker can show it), and four weeks ahead.
        let now = Self.now()
        var c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: now)
        c.minute = (c.minute ?? 0) / 15 * 15
        let start = cal.date(from: c) ?? now
        let today = cal.startOfDay(for: now)
        let last = cal.date(byAdding: DateComponents(day: 28, minute: -1), to: cal.date(byAdding: .day, value: 1, to: today) ?? today)

        // Style, mode, minute interval and identifier of each (the order of `datePickers`).
        let setups: [(UIDatePickerStyle, UIDatePicker.Mode, Int, String)] = [
            (.inline, .date, 1, "datepicker.inline"), (.wheels, .time, 5, "datepicker.wheels"),
            (.compact, .dateAndTime, 1, "datepicker.compact"), (.wheels, .dateAndTime, 15, "datepicker.dateandtime"),
        ]
        for (p, (style, mode, interval, id)) in zip(datePickers, setups) {
            p.preferredDatePickerStyle = style
            p.datePickerMode = mode
            p.minuteInterval = interval
            p.accessibilityIdentifier = id
        }
        for p in datePickers {
            p.minimumDate = today
            p.maximumDate = last
            p.date = start
            p.addTarget(self, action: DatePickerPageViewController.dateChanged, for: .valueChanged)
        }
        dateLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        dateLabel.textAlignment = .center
        dateLabel.accessibilityIdentifier = "datepicker.value"
        showDate(start)

        countDownPicker.datePickerMode = .countDownTimer
        countDownPicker.countDownDuration = 90 * 60
        countDownPicker.accessibilityIdentifier = "datepicker.countdown"
        countDownPicker.addTarget(self, action: DatePickerPageViewController.countDownChanged, for: .valueChanged)
        countDownLabel.accessibilityIdentifier = "datepicker.countdown.value"
        countDownLabel.textAlignment = .center
        countDownLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        countDownLabel.textColor = .secondaryLabel
        countDownChanged(countDownPicker)
        let countDown = UIStackView(arrangedSubviews: [countDownPicker, countDownLabel])
        countDown.axis = .vertical
        countDown.spacing = 4

        return [
            CatalogCase("Selected Date", dateLabel, footer: "The date pickers below follow the one you change.", fills: true),
            CatalogCase("Inline", inlineDatePicker,
                        footer: "preferredDatePickerStyle = .inline: a month calendar. Days before today and after four weeks ahead (minimumDate, maximumDate) are gray."),
            CatalogCase("Wheels (Time)", timePicker, footer: "datePickerMode = .time, minuteInterval = 5.", fills: true),
            CatalogCase("Compact", compactDatePicker, footer: "The date and the time are buttons that present a calendar and wheels."),
            CatalogCase("Date and Time", dateAndTimePicker,
                        footer: "datePickerMode = .dateAndTime, minuteInterval = 15; the day wheel calls the current day Today.", fills: true),
            CatalogCase("Count-Down Timer", countDown, footer: "countDownDuration, in hours and minutes; the app runs the timer.", fills: true),
        ]
    }

    /// The label's format: medium date, short time (made once, not per change).
    static let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .short
        return f
    }()

    /// A date picker changed by the user: the label and the other date pickers follow it.
    func dateChanged(_ sender: UIDatePicker) {
        dateEvents += 1
        showDate(sender.date)
        for p in datePickers where p !== sender { p.date = sender.date }
    }

    private func showDate(_ date: Date) {
        dateLabel.text = Self.dateFormatter.string(from: date)
    }

    /// The count-down timer changed by the user: its label follows.
    func countDownChanged(_ sender: UIDatePicker) {
        let minutes = Int(sender.countDownDuration) / 60
        countDownLabel.text = "Timer: \(minutes / 60) h \(minutes % 60) min"
    }
}
