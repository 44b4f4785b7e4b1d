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

/// Shared set-up of the date picker suites: fixed dates in UTC, a picker with a locale, and a
/// counter of `.valueChanged`.
@MainActor enum DatePickerSupport {
    static let utc = TimeZone(identifier: "UTC")!

    /// A whole-minute date in UTC.
    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    /// The UTC components of `date`.
    static func parts(_ date: Date) -> DateComponents {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    /// A picker in `mode` and `style` showing `date` in UTC, in a gregorian calendar of `locale`.
    static func picker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, locale: String = "en_US",
                       date: Date = DatePickerSupport.date(2007, 11, 15, 9, 30), frame: CGRect = CGRect(x: 10, y: 10, width: 340, height: 400)) -> UIDatePicker {
        let p = UIDatePicker(frame: frame)
        p.calendar = Calendar(identifier: .gregorian)
        p.locale = Locale(identifier: locale)
        p.timeZone = utc
        p.datePickerMode = mode
        p.preferredDatePickerStyle = style
        p.date = date
        return p
    }

    /// Counts the picker's `.valueChanged` actions.
    @MainActor final class Counter {
        var count = 0
        var dates: [Date] = []
        init(_ picker: UIDatePicker) {
            picker.addAction(UIAction { [unowned self, unowned picker] _ in
                self.count += 1
                self.dates.append(picker.date)
            }, for: .valueChanged)
        }
    }

    /// A root view (system background) holding `picker`, hosted at `size`.
    static func host(_ picker: UIDatePicker, size: CGSize = CGSize(width: 360, height: 420)) -> UIKitTestHost {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .systemBackground
        root.addSubview(picker)
        return UIKitTestHost(view: root, size: size)
    }

    /// The titles of every row of `component` of the picker's wheels.
    static func titles(_ picker: UIDatePicker, _ component: Int) -> [String] {
        guard let pv = picker._pickerView, let ds = pv.dataSource, let d = pv.delegate else { return [] }
        let n = ds.pickerView(pv, numberOfRowsInComponent: component)
        return (0..<n).map { d.pickerView(pv, titleForRow: $0, forComponent: component) ?? "" }
    }

    /// The title of the selected row of each wheel.
    static func selectedTitles(_ picker: UIDatePicker) -> [String] {
        guard let pv = picker._pickerView, let d = pv.delegate else { return [] }
        return (0..<pv.numberOfComponents).map { d.pickerView(pv, titleForRow: pv.selectedRow(inComponent: $0), forComponent: $0) ?? "?" }
    }

    /// What the picker view does when the user settles `component` on `row`: the wheel is on the
    /// row, then the delegate hears of it.
    static func userSelects(_ picker: UIDatePicker, row: Int, component: Int) {
        guard let pv = picker._pickerView else { return }
        pv.selectRow(row, inComponent: component, animated: false)
        pv.delegate?.pickerView(pv, didSelectRow: row, inComponent: component)
    }
}

/// UIDatePicker's API: Apple's raw values and defaults, the concrete styles, setters that send
/// no action, and bad input logged and survived.
@MainActor @Suite(.serialized) struct DatePickerTests {
    typealias S = DatePickerSupport

    @Test func rawValuesAndDefaultsAreApples() {
        #expect([UIDatePicker.Mode.time, .date, .dateAndTime, .countDownTimer, .yearAndMonth].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIDatePickerStyle.automatic, .wheels, .compact, .inline].map(\.rawValue) == [0, 1, 2, 3])
        let before = Date()
        let p = UIDatePicker()
        #expect(p.datePickerMode == .dateAndTime)
        #expect(p.preferredDatePickerStyle == .automatic)
        #expect(p.datePickerStyle == .compact)
        #expect(abs(p.date.timeIntervalSince(before)) < 5)
        #expect(p.minimumDate == nil && p.maximumDate == nil)
        #expect(p.minuteInterval == 1 && p.roundsToMinuteInterval)
        #expect(p.countDownDuration == 0)
        #expect(p.timeZone == nil)
        #expect(p.locale == Locale.current)
    }

    @Test func automaticStyleIsCompactForDatesAndWheelsForTimersAndMonths() {
        let p = UIDatePicker()
        for (mode, style) in [(UIDatePicker.Mode.time, UIDatePickerStyle.compact), (.date, .compact), (.dateAndTime, .compact),
                              (.countDownTimer, .wheels), (.yearAndMonth, .wheels)] {
            p.datePickerMode = mode
            #expect(p.datePickerStyle == style, "\(mode)")
        }
        p.datePickerMode = .date
        p.preferredDatePickerStyle = .inline
        #expect(p.datePickerStyle == .inline)
        #expect(p._styleView is _UICalendarView)
        p.preferredDatePickerStyle = .wheels
        #expect(p._pickerView != nil)
        p.preferredDatePickerStyle = .compact
        #expect(p._styleView is _UIDatePickerCompactView)
    }

    @Test func inlineCountDownTimerIsLoggedAndShowsWheels() {
        UIKitLog.clearRecentMessages()
        let p = UIDatePicker()
        p.datePickerMode = .countDownTimer
        p.preferredDatePickerStyle = .inline
        #expect(UIKitLog.didLog("UIDatePickerStyleInline is not supported in UIDatePickerModeCountDownTimer"))
        #expect(p.datePickerStyle == .wheels)
        #expect(p._pickerView != nil)
    }

    @Test func settersAndModeChangesSendNoValueChanged() {
        let p = S.picker(.dateAndTime, .inline)
        let counter = S.Counter(p)
        let host = S.host(p)
        p.date = S.date(2010, 1, 2, 3, 4)
        p.setDate(S.date(2011, 5, 6, 7, 8), animated: true)
        p.minimumDate = S.date(2000, 1, 1)
        p.maximumDate = S.date(2030, 1, 1)
        p.minuteInterval = 5
        p.datePickerMode = .date
        p.preferredDatePickerStyle = .wheels
        p.datePickerMode = .countDownTimer
        p.countDownDuration = 600
        p.locale = Locale(identifier: "de_DE")
        p.timeZone = TimeZone(identifier: "Europe/Berlin")
        _ = host.runUntilIdle(timeout: 1)
        #expect(counter.count == 0)
        #expect(p.countDownDuration == 600)
    }

    @Test func dateOutsideTheBoundsReadsBackAsTheBound() {
        let p = S.picker(.date, .inline)
        p.minimumDate = S.date(2007, 11, 10)
        p.maximumDate = S.date(2007, 11, 20)
        p.date = S.date(2008, 1, 1)
        #expect(p.date == S.date(2007, 11, 20))
        p.date = S.date(2001, 1, 1)
        #expect(p.date == S.date(2007, 11, 10))
    }

    @Test func minimumAfterMaximumIsLoggedAndBothAreIgnored() {
        UIKitLog.clearRecentMessages()
        let p = S.picker(.date, .inline)
        p.minimumDate = S.date(2007, 12, 1)
        p.maximumDate = S.date(2007, 11, 1)
        #expect(UIKitLog.didLog("minimumDate"))
        #expect(UIKitLog.didLog("both are ignored"))
        #expect(p._validBounds.minimum == nil && p._validBounds.maximum == nil)
        p.date = S.date(1990, 1, 1)
        #expect(p.date == S.date(1990, 1, 1))
        // Every day can be chosen.
        let calendar = try! #require(p._styleView as? _UICalendarView)
        #expect(calendar.dayViews.allSatisfy { $0.isEnabled })
        // Fixed bounds apply again.
        p.maximumDate = S.date(2008, 1, 1)
        #expect(p._validBounds.maximum == S.date(2008, 1, 1))
    }

    @Test func badMinuteIntervalsAreLoggedAndTheDefaultIsUsed() {
        for bad in [7, 0, 61, -5, 45] {
            UIKitLog.clearRecentMessages()
            let p = S.picker(.time, .wheels)
            p.minuteInterval = 15
            p.minuteInterval = bad
            #expect(UIKitLog.didLog("minuteInterval \(bad) must be between 1 and 30 and divide 60"), "\(bad)")
            #expect(p.minuteInterval == 1)
            #expect(S.titles(p, 1).count == 60, "\(bad)")
        }
    }

    @Test func badCountDownDurationsAreLoggedAndIgnored() {
        let p = S.picker(.countDownTimer, .wheels)
        p.countDownDuration = 5400
        for bad in [Double.nan, -60, -.infinity, .infinity] {
            UIKitLog.clearRecentMessages()
            p.countDownDuration = bad
            #expect(UIKitLog.didLog("countDownDuration"), "\(bad)")
            #expect(p.countDownDuration == 5400)
        }
        p.countDownDuration = 200_000
        #expect(p.countDownDuration == 86_340)
        #expect(S.selectedTitles(p) == ["23 hours", "59 min"])
    }

    @Test func nonFiniteDateIsLoggedAndIgnored() {
        UIKitLog.clearRecentMessages()
        let p = S.picker(.date, .compact)
        p.date = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(UIKitLog.didLog("non-finite date"))
        #expect(p.date == S.date(2007, 11, 15, 9, 30))
    }

    @Test func nilLocaleCalendarAndTimeZoneRestoreTheDefaults() {
        let p = S.picker(.date, .compact)
        #expect(p.locale?.identifier == "en_US")
        p.locale = nil
        #expect(p.locale == Locale.current)
        p.timeZone = nil
        #expect(p.timeZone == nil)
        #expect(p._displayCalendar.timeZone == TimeZone.current)
        p.calendar = nil
        #expect(p.calendar == Calendar.current)
        // Still shows its date.
        let compact = try! #require(p._styleView as? _UIDatePickerCompactView)
        #expect(compact.dateButton?.title.isEmpty == false)
    }

    @Test func timeZoneIsHonoured() {
        let p = S.picker(.time, .compact, date: S.date(2007, 11, 15, 22, 30))
        let compact = try! #require(p._styleView as? _UIDatePickerCompactView)
        #expect(compact.timeButton?.title == "10:30\u{202F}PM")
        p.timeZone = TimeZone(identifier: "Asia/Tokyo")
        let tokyo = try! #require(p._styleView as? _UIDatePickerCompactView)
        #expect(tokyo.timeButton?.title == "7:30\u{202F}AM")
    }

    @Test func roundsTheDateToTheMinuteInterval() {
        let p = S.picker(.time, .wheels, date: S.date(2007, 11, 15, 9, 37))
        p.minuteInterval = 15
        #expect(S.parts(p.date).minute == 30)
        p.date = S.date(2007, 11, 15, 9, 53)
        #expect(S.parts(p.date).hour == 10 && S.parts(p.date).minute == 0)
        p.roundsToMinuteInterval = false
        p.date = S.date(2007, 11, 15, 9, 53)
        #expect(S.parts(p.date).minute == 53)
    }
}
