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

/// The inline style, used as a user would: tapping days (found by their spoken dates), the < >
/// buttons, days outside the bounds, arrow keys, and how de_DE, ja_JP and Arabic look.
@MainActor @Suite(.serialized) struct DatePickerCalendarTests {
    typealias S = DatePickerSupport

    func calendar(_ p: UIDatePicker) -> _UICalendarView { p._styleView as! _UICalendarView }

    /// The visible texts of the weekday row.
    func weekdays(_ p: UIDatePicker) -> [String] { calendar(p).weekdayLabels.map { $0.text ?? "" } }

    @Test func tappingADaySelectsItOnceKeepingTheTime() throws {
        let p = S.picker(.dateAndTime, .inline, date: S.date(2007, 11, 15, 9, 30))
        let counter = S.Counter(p)
        let host = S.host(p)
        #expect(calendar(p).titleLabel.text == "November 2007")
        let day = try #require(host.view(withAccessibilityLabel: "Tuesday, November 20"))
        #expect(day.accessibilityTraits.contains(.button))
        #expect(!day.accessibilityTraits.contains(.selected))
        host.tap(day)
        #expect(counter.count == 1)
        #expect(p.date == S.date(2007, 11, 20, 9, 30))
        #expect(counter.dates == [S.date(2007, 11, 20, 9, 30)])
        #expect(day.accessibilityTraits.contains(.selected))
        #expect(host.view(withAccessibilityLabel: "Thursday, November 15")?.accessibilityTraits.contains(.selected) == false)
        // The time row shows the time.
        #expect(calendar(p).timeButton?.title == "9:30\u{202F}AM")
        // Tapping the chosen day again sends nothing.
        host.tap(day)
        #expect(counter.count == 1)
    }

    @Test func previousAndNextButtonsChangeTheMonth() throws {
        let p = S.picker(.date, .inline)
        let counter = S.Counter(p)
        let host = S.host(p)
        host.tap(try #require(host.view(withAccessibilityLabel: "Next Month")))
        #expect(calendar(p).titleLabel.text == "December 2007")
        #expect(host.view(withAccessibilityLabel: "Monday, December 31") != nil)
        host.tap(try #require(host.view(withAccessibilityLabel: "Next Month")))
        #expect(calendar(p).titleLabel.text == "January 2008")
        host.tap(try #require(host.view(withAccessibilityLabel: "Previous Month")))
        host.tap(try #require(host.view(withAccessibilityLabel: "Previous Month")))
        host.tap(try #require(host.view(withAccessibilityLabel: "Previous Month")))
        #expect(calendar(p).titleLabel.text == "October 2007")
        // Changing months is not a change of the date.
        #expect(counter.count == 0)
        #expect(p.date == S.date(2007, 11, 15, 9, 30))
        host.tap(try #require(host.view(withAccessibilityLabel: "Wednesday, October 3")))
        #expect(p.date == S.date(2007, 10, 3, 9, 30))
        #expect(counter.count == 1)
    }

    @Test func theTitleOpensMonthAndYearWheelsThatTurnTheMonthShown() throws {
        let p = S.picker(.date, .inline, date: S.date(2007, 11, 15, 9, 30))
        p.maximumDate = S.date(2008, 6, 30)
        let counter = S.Counter(p)
        let host = S.host(p)
        let cal = calendar(p)
        host.tap(try #require(host.view(withAccessibilityLabel: "November 2007")))
        let wheels = try #require(cal.monthWheels)
        #expect(host.view(withAccessibilityLabel: "Thursday, November 15") == nil)
        #expect(host.view(withAccessibilityLabel: "Next Month") == nil)
        #expect((0..<2).map { wheels.selectedRow(inComponent: $0) } == [10, 2006])
        // Months after the maximum are gray; the user turns the wheels to March 2008.
        #expect(wheels.delegate?.pickerView(wheels, attributedTitleForRow: 7, forComponent: 0) == nil) // Aug 2007
        wheels.selectRow(2007, inComponent: 1, animated: false)
        wheels.delegate?.pickerView(wheels, didSelectRow: 2007, inComponent: 1)
        #expect(wheels.delegate?.pickerView(wheels, attributedTitleForRow: 7, forComponent: 0) != nil) // Aug 2008
        wheels.selectRow(2, inComponent: 0, animated: false)
        wheels.delegate?.pickerView(wheels, didSelectRow: 2, inComponent: 0)
        #expect(cal.titleLabel.text == "March 2008")
        // The month shown changed, not the date.
        #expect(counter.count == 0)
        #expect(p.date == S.date(2007, 11, 15, 9, 30))
        host.tap(try #require(host.view(withAccessibilityLabel: "March 2008")))
        #expect(cal.monthWheels == nil)
        host.tap(try #require(host.view(withAccessibilityLabel: "Monday, March 3")))
        #expect(p.date == S.date(2008, 3, 3, 9, 30))
        #expect(counter.count == 1)
    }

    @Test func daysOutsideTheBoundsCannotBeTapped() throws {
        let p = S.picker(.date, .inline, date: S.date(2007, 11, 15, 9, 30))
        p.minimumDate = S.date(2007, 11, 10)
        p.maximumDate = S.date(2007, 11, 25, 23, 59)
        let counter = S.Counter(p)
        let host = S.host(p)
        let early = try #require(host.view(withAccessibilityLabel: "Friday, November 9") as? UIControl)
        #expect(!early.isEnabled)
        #expect(early.accessibilityTraits.contains(.notEnabled))
        host.tap(early)
        let late = try #require(host.view(withAccessibilityLabel: "Monday, November 26"))
        host.tap(late)
        #expect(counter.count == 0)
        #expect(p.date == S.date(2007, 11, 15, 9, 30))
        // The bounds' own days can be chosen.
        host.tap(try #require(host.view(withAccessibilityLabel: "Saturday, November 10")))
        #expect(p.date == S.date(2007, 11, 10, 9, 30))
        // No month before or after the bounds.
        let previous = try #require(host.view(withAccessibilityLabel: "Previous Month") as? UIControl)
        let next = try #require(host.view(withAccessibilityLabel: "Next Month") as? UIControl)
        #expect(!previous.isEnabled && !next.isEnabled)
    }

    @Test func aDayOnTheMinimumKeepsTheTimeInsideTheBound() throws {
        let p = S.picker(.dateAndTime, .inline, date: S.date(2007, 11, 15, 9, 30))
        p.minimumDate = S.date(2007, 11, 10, 12, 0)
        let host = S.host(p)
        host.tap(try #require(host.view(withAccessibilityLabel: "Saturday, November 10")))
        #expect(p.date == S.date(2007, 11, 10, 12, 0))
    }

    @Test func germanStartsTheWeekOnMondayWithGermanNames() {
        let p = S.picker(.date, .inline, locale: "de_DE")
        let host = S.host(p)
        #expect(calendar(p).titleLabel.text == "November 2007")
        #expect(weekdays(p).first?.hasPrefix("MO") == true)
        #expect(weekdays(p).last?.hasPrefix("SO") == true)
        // 1 November 2007 was a Thursday: the fourth column.
        let first = host.view(withAccessibilityLabel: "Donnerstag, 1. November")
        let monday = host.view(withAccessibilityLabel: "Montag, 5. November")
        #expect(first != nil && monday != nil)
        if let first, let monday {
            #expect(host.frame(of: monday).minX < host.frame(of: first).minX)
            #expect(abs(host.frame(of: monday).minX - host.frame(of: p).minX - _UICalendarView.inset) < 1) // the first column
        }
        p.date = S.date(2007, 3, 1)
        #expect(calendar(p).titleLabel.text == "März 2007")
        let us = S.picker(.date, .inline)
        #expect(weekdays(us).first == "SUN")
    }

    @Test func japaneseAndArabicNames() {
        let ja = S.picker(.date, .inline, locale: "ja_JP")
        #expect(calendar(ja).titleLabel.text == "2007年11月")
        #expect(weekdays(ja).first == "日")
        let ar = S.picker(.date, .inline, locale: "ar")
        ar.semanticContentAttribute = .forceRightToLeft
        let host = S.host(ar)
        #expect(calendar(ar).titleLabel.text?.contains("نوفمبر") == true)
        // Right to left: the first weekday's column is on the right, days run leftwards.
        let cal = calendar(ar)
        let d1 = host.frame(of: cal.dayViews[0]), d2 = host.frame(of: cal.dayViews[1])
        #expect(d2.minX < d1.minX)
        #expect(host.frame(of: cal.weekdayLabels[0]).minX > host.frame(of: cal.weekdayLabels[6]).minX)
        #expect(host.frame(of: cal.titleLabel).midX > host.frame(of: cal.nextButton).midX)
    }

    @Test func arrowKeysMoveTheDay() throws {
        let p = S.picker(.date, .inline, date: S.date(2007, 11, 15, 9, 30))
        p.maximumDate = S.date(2007, 12, 3)
        let counter = S.Counter(p)
        let host = S.host(p)
        host.tap(try #require(host.view(withAccessibilityLabel: "Friday, November 16")))
        #expect(counter.count == 1)
        host.pressKey(.keyboardRightArrow)
        #expect(p.date == S.date(2007, 11, 17, 9, 30))
        host.pressKey(.keyboardDownArrow)
        #expect(p.date == S.date(2007, 11, 24, 9, 30))
        host.pressKey(.keyboardLeftArrow)
        #expect(p.date == S.date(2007, 11, 23, 9, 30))
        host.pressKey(.keyboardUpArrow)
        #expect(p.date == S.date(2007, 11, 16, 9, 30))
        #expect(counter.count == 5)
        host.pressKey(.keyboardDownArrow)
        host.pressKey(.keyboardDownArrow)
        #expect(p.date == S.date(2007, 11, 30, 9, 30))
        // Into the next month: the calendar follows; past the maximum: nothing.
        host.pressKey(.keyboardRightArrow)
        #expect(calendar(p).titleLabel.text == "December 2007")
        host.pressKey(.keyboardDownArrow)
        #expect(p.date == S.date(2007, 12, 1, 9, 30))
        #expect(counter.count == 8)
    }

    @Test func todayIsMarkedInTheTintColour() {
        let saved = UIDatePicker._now
        UIDatePicker._now = { S.date(2007, 11, 20, 12, 0) }
        defer { UIDatePicker._now = saved }
        let p = S.picker(.date, .inline)
        let days = calendar(p).dayViews
        #expect(days[19].isToday && !days[19].isChosen)
        #expect(days[14].isChosen && !days[14].isToday)
        #expect(days.filter { $0.isToday }.count == 1)
    }
}
