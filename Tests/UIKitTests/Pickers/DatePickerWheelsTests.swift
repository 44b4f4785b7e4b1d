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

/// The wheels style through UIPickerView's API (the wheels' drawing and touches are the picker
/// view's): the columns and titles the data source gives in each locale, the rows `date =` turns
/// to, and the user's choice as the picker reports it (`didSelectRow`): one `.valueChanged`,
/// bounds that spring the wheel back, gray rows outside them.
@MainActor @Suite(.serialized) struct DatePickerWheelsTests {
    typealias S = DatePickerSupport

    @Test func dateWheelsFollowTheLocalesOrder() {
        let us = S.picker(.date, .wheels)
        #expect(S.selectedTitles(us) == ["November", "15", "2007"])
        let de = S.picker(.date, .wheels, locale: "de_DE")
        #expect(S.selectedTitles(de) == ["15", "November", "2007"])
        let ja = S.picker(.date, .wheels, locale: "ja_JP")
        #expect(S.selectedTitles(ja) == ["2007年", "11月", "15日"])
        #expect(S.titles(us, 0).count == 12 && S.titles(us, 0).first == "January")
        #expect(S.titles(de, 1)[2] == "März")
    }

    @Test func yearAndMonthShowsMonthThenYear() {
        let p = S.picker(.yearAndMonth, .automatic)
        #expect(p.datePickerStyle == .wheels)
        #expect(S.selectedTitles(p) == ["November", "2007"])
    }

    @Test func twelveHourClockInTheUSAndTwentyFourInBritain() {
        let us = S.picker(.dateAndTime, .wheels, date: S.date(2007, 11, 13, 15, 45))
        #expect(S.selectedTitles(us) == ["Tue, Nov 13", "3", "45", "PM"])
        #expect(S.titles(us, 1) == (1...12).map(String.init))
        #expect(S.titles(us, 3) == ["AM", "PM"])
        let gb = S.picker(.dateAndTime, .wheels, locale: "en_GB", date: S.date(2007, 11, 13, 15, 45))
        #expect(gb._pickerView?.numberOfComponents == 3)
        #expect(S.selectedTitles(gb) == ["Tue 13 Nov", "15", "45"])
        #expect(S.titles(gb, 1).first == "00" && S.titles(gb, 1).last == "23")
        let time = S.picker(.time, .wheels, locale: "en_GB", date: S.date(2007, 11, 13, 6, 5))
        #expect(S.selectedTitles(time) == ["06", "05"])
    }

    @Test func minuteIntervalFifteenGivesFourRows() {
        let p = S.picker(.time, .wheels)
        p.minuteInterval = 15
        #expect(S.titles(p, 1) == ["00", "15", "30", "45"])
        p.date = S.date(2007, 11, 15, 9, 45)
        #expect(S.selectedTitles(p) == ["9", "45", "AM"])
        let counter = S.Counter(p)
        S.userSelects(p, row: 1, component: 1)
        #expect(S.parts(p.date).minute == 15)
        #expect(counter.count == 1)
    }

    @Test func userChoiceSendsOneValueChangedKeepingTheOtherParts() {
        let p = S.picker(.date, .wheels, date: S.date(2007, 11, 15, 9, 30))
        let counter = S.Counter(p)
        S.userSelects(p, row: 2, component: 0) // March
        #expect(counter.count == 1)
        #expect(p.date == S.date(2007, 3, 15, 9, 30))
        S.userSelects(p, row: 2009, component: 2) // 2010
        #expect(counter.count == 2)
        #expect(p.date == S.date(2010, 3, 15, 9, 30))
        // The same row again changes nothing and sends nothing.
        S.userSelects(p, row: 2009, component: 2)
        #expect(counter.count == 2)
        // Setting the date in code turns the wheels and sends nothing.
        p.date = S.date(2001, 7, 4)
        #expect(S.selectedTitles(p) == ["July", "4", "2001"])
        #expect(counter.count == 2)
    }

    @Test func dayPastTheMonthsEndIsGrayAndSpringsBack() {
        let p = S.picker(.date, .wheels, date: S.date(2007, 2, 10))
        let pv = try! #require(p._pickerView)
        let delegate = try! #require(pv.delegate)
        #expect(delegate.pickerView(pv, attributedTitleForRow: 27, forComponent: 1) == nil) // the 28th
        let gray = delegate.pickerView(pv, attributedTitleForRow: 30, forComponent: 1) // the 31st
        #expect(gray?.string == "31")
        let counter = S.Counter(p)
        S.userSelects(p, row: 30, component: 1)
        #expect(p.date == S.date(2007, 2, 28))
        #expect(pv.selectedRow(inComponent: 1) == 27)
        #expect(counter.count == 1)
    }

    @Test func rowsOutsideTheBoundsAreGrayAndTheWheelSpringsBack() {
        let p = S.picker(.date, .wheels, date: S.date(2007, 11, 15))
        p.minimumDate = S.date(2007, 11, 10)
        p.maximumDate = S.date(2008, 2, 20)
        let pv = try! #require(p._pickerView)
        let delegate = try! #require(pv.delegate)
        func gray(_ row: Int, _ component: Int) -> Bool { delegate.pickerView(pv, attributedTitleForRow: row, forComponent: component) != nil }
        #expect(gray(8, 1))      // Nov 9
        #expect(!gray(9, 1))     // Nov 10
        #expect(gray(2005, 2))   // 2006
        #expect(!gray(2007, 2))  // 2008
        #expect(gray(2008, 2))   // 2009
        #expect(gray(9, 0))      // October 2007
        let counter = S.Counter(p)
        S.userSelects(p, row: 4, component: 1) // Nov 5: before the minimum
        #expect(p.date == S.date(2007, 11, 10))
        #expect(S.selectedTitles(p) == ["November", "10", "2007"])
        #expect(counter.count == 1)
        S.userSelects(p, row: 2009, component: 2) // Nov 10 2010: after the maximum
        #expect(p.date == S.date(2008, 2, 20))
        #expect(S.selectedTitles(p) == ["February", "20", "2008"])
        #expect(counter.count == 2)
    }

    @Test func countDownRowsAndBounds() {
        let p = S.picker(.countDownTimer, .automatic)
        #expect(p.datePickerStyle == .wheels)
        #expect(S.titles(p, 0).count == 24 && S.titles(p, 0)[1] == "1 hour" && S.titles(p, 0)[2] == "2 hours")
        #expect(S.titles(p, 1).count == 60 && S.titles(p, 1)[59] == "59 min")
        p.countDownDuration = 1 * 3600 + 53 * 60
        #expect(S.selectedTitles(p) == ["1 hour", "53 min"])
        let counter = S.Counter(p)
        S.userSelects(p, row: 3, component: 0)
        #expect(p.countDownDuration == 3 * 3600 + 53 * 60)
        #expect(counter.count == 1)
        // 0:00 springs back to one minute interval.
        S.userSelects(p, row: 0, component: 0)
        S.userSelects(p, row: 0, component: 1)
        #expect(p.countDownDuration == 60)
        #expect(S.selectedTitles(p) == ["0 hours", "1 min"])
        p.minuteInterval = 5
        #expect(S.titles(p, 1).count == 12 && S.titles(p, 1)[11] == "55 min")
        // Dates and bounds are ignored in count-down mode.
        p.minimumDate = S.date(2030, 1, 1)
        #expect(p._validBounds.minimum == nil)
    }

    @Test func outOfRangeRowsAndComponentsAreSurvived() throws {
        let p = S.picker(.date, .wheels)
        let pv = try #require(p._pickerView)
        let source = try #require(pv.dataSource), delegate = try #require(pv.delegate)
        #expect(source.pickerView(pv, numberOfRowsInComponent: 7) == 0)
        #expect(source.pickerView(pv, numberOfRowsInComponent: -1) == 0)
        #expect(delegate.pickerView(pv, titleForRow: -1, forComponent: 0) == nil)
        #expect(delegate.pickerView(pv, titleForRow: 12, forComponent: 0) == nil)
        #expect(delegate.pickerView(pv, titleForRow: 0, forComponent: 9) == nil)
        #expect(delegate.pickerView(pv, attributedTitleForRow: 5, forComponent: -3) == nil)
        #expect(delegate.pickerView(pv, widthForComponent: 4) == 0)
        let counter = S.Counter(p)
        delegate.pickerView(pv, didSelectRow: 3, inComponent: 5)
        delegate.pickerView(pv, didSelectRow: 3, inComponent: -1)
        #expect(counter.count == 0)
        #expect(p.date == S.date(2007, 11, 15, 9, 30))
    }

    @Test func theCurrentDayIsCalledTodayOnTheDayWheel() throws {
        let saved = UIDatePicker._now
        UIDatePicker._now = { S.date(2007, 11, 13, 12, 0) }
        defer { UIDatePicker._now = saved }
        let p = S.picker(.dateAndTime, .wheels, date: S.date(2007, 11, 13, 15, 45))
        #expect(S.selectedTitles(p) == ["Today", "3", "45", "PM"])
        let pv = try #require(p._pickerView)
        let row = pv.selectedRow(inComponent: 0)
        let titles = S.titles(p, 0)
        #expect(titles[row - 1] == "Mon, Nov 12" && titles[row + 1] == "Wed, Nov 14")
        #expect(titles.filter { $0 == "Today" }.count == 1)
        // On screen: the band's day row reads Today.
        let host = S.host(p)
        _ = host.runUntilIdle(timeout: 1)
        let band = host.frame(of: pv)
        let today = host.views { ($0 as? UILabel)?.text == "Today" && $0.isDescendant(of: pv) && !$0.isHidden }
        #expect(today.contains { abs(host.frame(of: $0).midY - band.midY) < 8 }, "no Today in the band")
        // The next day by the user: the date moves, the row says its date.
        S.userSelects(p, row: row + 1, component: 0)
        #expect(p.date == S.date(2007, 11, 14, 15, 45))
        #expect(S.selectedTitles(p).first == "Wed, Nov 14")
        // Other locales' wheels (and only the current day) too; the date mode has no Today.
        let gb = S.picker(.dateAndTime, .wheels, locale: "en_GB", date: S.date(2007, 11, 13, 15, 45))
        #expect(S.selectedTitles(gb).first == "Today")
        let date = S.picker(.date, .wheels, date: S.date(2007, 11, 13))
        #expect(S.selectedTitles(date) == ["November", "13", "2007"])
        host.invalidate()
    }

    @Test func dateAndTimeDayWheelMovesTheDayAndKeepsTheTime() {
        let p = S.picker(.dateAndTime, .wheels, date: S.date(2007, 11, 13, 15, 45))
        let pv = try! #require(p._pickerView)
        let today = pv.selectedRow(inComponent: 0)
        let counter = S.Counter(p)
        S.userSelects(p, row: today + 2, component: 0)
        #expect(p.date == S.date(2007, 11, 15, 15, 45))
        #expect(S.selectedTitles(p) == ["Thu, Nov 15", "3", "45", "PM"])
        S.userSelects(p, row: 0, component: 3) // AM
        #expect(p.date == S.date(2007, 11, 15, 3, 45))
        S.userSelects(p, row: 11, component: 1) // 12 AM
        #expect(p.date == S.date(2007, 11, 15, 0, 45))
        #expect(counter.count == 3)
        // A date far away rebases the day wheel.
        p.date = S.date(2090, 1, 1, 8, 0)
        #expect(S.selectedTitles(p) == ["Sun, Jan 1", "8", "00", "AM"])
    }
}
