//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The wheels style of UIDatePicker: a private data source and delegate that feeds a UIPickerView
// through its public API. Columns in the locale's order, titles from Foundation, rows outside the
// bounds in gray, and the user's selection turned into a date (springing back inside the bounds).

/// One wheel of a date picker.
enum _UIDatePickerColumn: Equatable {
    case month, day, year
    /// Weekday, month and day as one wheel (`.dateAndTime`): "Tue Nov 15", and "Today".
    case monthDay
    case hour, minute, meridiem
    case countDownHours, countDownMinutes
}

/// The data source and delegate of a date picker's wheels (the owner keeps it; the picker view
/// holds it weakly). It reads and writes the owner's value: the time wheels a compact picker
/// presents use one in `.time` mode over the same owner.
@MainActor final class _UIDatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    /// The date picker whose value the wheels show (it or its presented wheels keep this object).
    unowned let owner: UIDatePicker
    /// The mode the wheels show (the owner's, or `.time` for a presented time picker).
    let mode: UIDatePicker.Mode
    /// The wheels, left to right in the locale's order.
    let columns: [_UIDatePickerColumn]
    /// The picker view fed by this object.
    weak var picker: UIPickerView?
    let format: _UIDatePickerFormat
    /// The first day of the `.monthDay` wheel (rebased when the date leaves its range).
    private(set) var dayBase: Date
    private let dayTitles: DateFormatter
    private let yearTitles: DateFormatter
    private let monthDayTitles: DateFormatter

    /// Days either side of the date the `.monthDay` wheel was based on.
    static let daysEitherSide = 5_000
    /// Years 1 to 9999 on the year wheel.
    static let yearRows = 9_999
    /// The `.monthDay` wheel's title for the current day.
    static let todayTitle = "Today"

    init(owner: UIDatePicker, mode: UIDatePicker.Mode) {
        self.owner = owner
        self.mode = mode
        let format = owner._format(reusing: nil)
        self.format = format
        var time: [_UIDatePickerColumn] = [.hour, .minute]
        if format.uses12HourClock { if format.meridiemFirst { time.insert(.meridiem, at: 0) } else { time.append(.meridiem) } }
        switch mode {
        case .time: columns = time
        case .date: columns = format.dateFieldOrder(day: true).map { $0 == "M" ? .month : ($0 == "d" ? .day : .year) }
        case .yearAndMonth: columns = format.dateFieldOrder(day: false).map { $0 == "M" ? .month : .year }
        case .dateAndTime: columns = [.monthDay] + time
        case .countDownTimer: columns = [.countDownHours, .countDownMinutes]
        }
        dayTitles = format.formatter("d")
        yearTitles = format.formatter("y")
        monthDayTitles = format.formatter("EEEMMMd")
        dayBase = Date()
        dayBase = _base(for: owner.date)
    }

    private func _base(for date: Date) -> Date {
        let cal = format.calendar
        let start = cal.startOfDay(for: date)
        return cal.date(byAdding: .day, value: -Self.daysEitherSide, to: start) ?? start
    }

    /// Where the wheels read their date instead of the owner's `date` (the inline calendar's
    /// month wheels read the month shown).
    var readDate: (() -> Date)?
    /// Where the user's date goes instead of the owner (which would send `.valueChanged`).
    var chooseDate: ((Date) -> Void)?
    /// The date the wheels show.
    private var value: Date { readDate?() ?? owner.date }

    /// Starts feeding `picker` and turns it to the owner's value.
    func attach(_ picker: UIPickerView) {
        self.picker = picker
        picker.reloadAllComponents()
        showValue(animated: false)
    }

    // MARK: Value ↔ rows

    private var interval: Int { max(1, owner.minuteInterval) }

    /// The row of each wheel for the owner's value.
    func rows() -> [Int] {
        let cal = format.calendar
        if mode == .countDownTimer {
            let total = Int(owner.countDownDuration)
            return columns.map { $0 == .countDownHours ? total / 3600 : (total % 3600) / 60 / interval }
        }
        let date = value
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = c.hour ?? 0
        return columns.map { column in
            switch column {
            case .month: return (c.month ?? 1) - 1
            case .day: return (c.day ?? 1) - 1
            case .year: return min(max((c.year ?? 1) - 1, 0), Self.yearRows - 1)
            case .monthDay: return cal.dateComponents([.day], from: dayBase, to: cal.startOfDay(for: date)).day ?? 0
            case .hour: return format.uses12HourClock ? (hour % 12 == 0 ? 11 : hour % 12 - 1) : hour
            case .minute: return (c.minute ?? 0) / interval
            case .meridiem: return hour >= 12 ? 1 : 0
            case .countDownHours, .countDownMinutes: return 0
            }
        }
    }

    /// Turns every wheel to the owner's value (animated: the spring back after a bounded choice).
    func showValue(animated: Bool) {
        guard let picker else { return }
        if columns.contains(.monthDay) {
            let row = rows()[0]
            if row < 0 || row > 2 * Self.daysEitherSide {
                dayBase = _base(for: value)
            }
        }
        picker.reloadAllComponents()
        for (i, row) in rows().enumerated() where picker.selectedRow(inComponent: i) != row || !animated {
            picker.selectRow(row, inComponent: i, animated: animated)
        }
    }

    /// The date the wheels show with `component` on `row` and the others where they are (the day
    /// brought inside its month).
    func date(with row: Int, inComponent component: Int) -> Date {
        let cal = format.calendar
        var c = cal.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: value)
        let current = rows()
        var hour12: Int?
        var pm = (c.hour ?? 0) >= 12
        for (i, column) in columns.enumerated() {
            var r = i == component ? row : (picker?.selectedRow(inComponent: i) ?? -1)
            if r < 0 { r = current[i] }
            switch column {
            case .month: c.month = r + 1
            case .day: c.day = r + 1
            case .year: c.year = r + 1
            case .monthDay:
                let day = cal.date(byAdding: .day, value: r, to: dayBase) ?? dayBase
                let d = cal.dateComponents([.era, .year, .month, .day], from: day)
                (c.era, c.year, c.month, c.day) = (d.era, d.year, d.month, d.day)
            case .hour: if format.uses12HourClock { hour12 = (r + 1) % 12 } else { c.hour = r }
            case .minute: c.minute = r * interval
            case .meridiem: pm = r == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if format.uses12HourClock { c.hour = (hour12 ?? ((c.hour ?? 0) % 12)) + (pm ? 12 : 0) }
        if let y = c.year, let m = c.month,
           let first = cal.date(from: DateComponents(era: c.era, year: y, month: m, day: 1)),
           let days = cal.range(of: .day, in: .month, for: first)?.count {
            c.day = min(c.day ?? 1, days)
        }
        return cal.date(from: c) ?? value
    }

    /// True when `row` of `component` leads only to dates outside the bounds (or to a day the
    /// month doesn't have): drawn gray, and the wheel springs back from it.
    func isUnavailable(_ row: Int, inComponent component: Int) -> Bool {
        guard component >= 0, component < columns.count, mode != .countDownTimer else { return false }
        let column = columns[component]
        let cal = format.calendar
        if column == .day {
            let c = cal.dateComponents([.era, .year, .month], from: value)
            if let first = cal.date(from: DateComponents(era: c.era, year: c.year, month: c.month, day: 1)),
               let days = cal.range(of: .day, in: .month, for: first)?.count, row + 1 > days { return true }
        }
        let (lo, hi) = owner._validBounds
        guard lo != nil || hi != nil else { return false }
        let candidate = date(with: row, inComponent: component)
        let unit: Calendar.Component
        switch column {
        case .year: unit = .year
        case .month: unit = .month
        case .day, .monthDay: unit = .day
        case .hour: unit = .hour
        case .minute: unit = .minute
        case .meridiem:
            let start = cal.date(bySettingHour: (cal.component(.hour, from: candidate) / 12) * 12, minute: 0, second: 0, of: candidate) ?? candidate
            return _outside(DateInterval(start: start, duration: 12 * 3600), lo, hi)
        case .countDownHours, .countDownMinutes: return false
        }
        guard let span = cal.dateInterval(of: unit, for: candidate) else { return false }
        return _outside(span, lo, hi)
    }

    private func _outside(_ span: DateInterval, _ lo: Date?, _ hi: Date?) -> Bool {
        if let lo, span.end <= lo { return true }
        if let hi, span.start > hi { return true }
        return false
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard component >= 0, component < columns.count else { return 0 }
        let cal = format.calendar
        switch columns[component] {
        case .month: return cal.maximumRange(of: .month)?.count ?? 12
        case .day: return cal.maximumRange(of: .day)?.count ?? 31
        case .year: return Self.yearRows
        case .monthDay: return 2 * Self.daysEitherSide + 1
        case .hour: return format.uses12HourClock ? 12 : 24
        case .minute, .countDownMinutes: return 60 / interval
        case .meridiem: return 2
        case .countDownHours: return 24
        }
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard component >= 0, component < columns.count, row >= 0 else { return nil }
        let cal = format.calendar
        switch columns[component] {
        case .month:
            let names = cal.standaloneMonthSymbols
            return row < names.count ? names[row] : nil
        case .day:
            return cal.date(from: DateComponents(year: 2001, month: 1, day: row + 1)).map(dayTitles.string(from:))
        case .year:
            return cal.date(from: DateComponents(year: row + 1, month: 6, day: 15)).map(yearTitles.string(from:))
        case .monthDay:
            // The current day is "Today", as on iOS (⚠ in English: Foundation on Linux has no
            // relative date formatting to localise it).
            guard let day = cal.date(byAdding: .day, value: row, to: dayBase) else { return nil }
            return cal.isDate(day, inSameDayAs: UIDatePicker._now()) ? Self.todayTitle : monthDayTitles.string(from: day)
        case .hour:
            return format.uses12HourClock ? format.number(row + 1) : format.number(row, digits: format.twoDigitHours ? 2 : 1)
        case .minute:
            return format.number(row * interval, digits: 2)
        case .meridiem:
            return row == 0 ? cal.amSymbol : cal.pmSymbol
        case .countDownHours:
            return "\(format.number(row)) \(row == 1 ? "hour" : "hours")"
        case .countDownMinutes:
            return "\(format.number(row * interval)) min"
        }
    }

    /// Rows outside the bounds: the title in the tertiary label colour (no font: the picker's).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard isUnavailable(row, inComponent: component),
              let title = self.pickerView(pickerView, titleForRow: row, forComponent: component) else { return nil }
        return NSAttributedString(string: title, attributes: [.foregroundColor: UIColor.tertiaryLabel])
    }

    /// Natural widths of the wheels, narrowed together when the picker is narrower.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        func natural(_ c: _UIDatePickerColumn) -> CGFloat {
            switch c {
            case .month: return 130
            case .day, .hour, .minute: return 50
            case .meridiem: return 56
            case .year: return 76
            case .monthDay: return 140
            case .countDownHours, .countDownMinutes: return 110
            }
        }
        guard component >= 0, component < columns.count else { return 0 }
        let total = columns.reduce(0) { $0 + natural($1) }
        let available = pickerView.bounds.width - 16
        let scale = available > 0 && available < total ? available / total : 1
        return (natural(columns[component]) * scale).rounded(.down)
    }

    /// The user settled a wheel: the value it makes, inside the bounds (the wheels spring back
    /// to it), reaches the owner, which sends `.valueChanged` if it changed.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard component >= 0, component < columns.count else { return }
        if mode == .countDownTimer {
            var r = rows()
            r[component] = row
            for i in r.indices where i != component {
                let s = pickerView.selectedRow(inComponent: i)
                if s >= 0 { r[i] = s }
            }
            var total = TimeInterval(r[0] * 3600 + r[1] * interval * 60)
            if total == 0 { total = TimeInterval(interval * 60) } // ⚠ the wheels don't stop on 0:00
            return owner._userChoseCountDown(total)
        }
        let chosen = date(with: row, inComponent: component)
        guard let chooseDate else { return owner._userChose(chosen) }
        chooseDate(chosen)
        showValue(animated: true)
    }
}
