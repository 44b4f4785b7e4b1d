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

/// The compact style in a user's view controller: the buttons' texts, the calendar a tap
/// presents (a popover in a regular-width window, a sheet in a compact one), a day tapped there
/// updating the button, and the time button's wheels.
@MainActor @Suite(.serialized) struct DatePickerCompactTests {
    typealias S = DatePickerSupport

    /// A controller whose view holds `picker`, hosted at `size`.
    func host(_ picker: UIDatePicker, size: CGSize) -> UIKitTestHost {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(picker)
        return UIKitTestHost(viewController: controller, size: size)
    }

    func compact(_ p: UIDatePicker) -> _UIDatePickerCompactView { p._styleView as! _UIDatePickerCompactView }

    /// Hosts `p` in a controller at `size`, taps the button labelled `button` and returns what it
    /// presented (after the presentation's animation).
    func open(_ p: UIDatePicker, size: CGSize, tapping button: String) throws -> (UIKitTestHost, _UIDatePickerPopoverController) {
        let host = host(p, size: size)
        host.tap(try #require(host.view(withAccessibilityLabel: button)))
        _ = host.runUntilIdle(timeout: 2)
        return (host, try #require(host.viewController?.presentedViewController as? _UIDatePickerPopoverController))
    }

    @Test func buttonsShowTheDateAndTimeInTheLocalesStyles() {
        let p = S.picker(.dateAndTime, .compact, date: S.date(2007, 11, 15, 18, 5))
        #expect(compact(p).dateButton?.title == "Nov 15, 2007")
        #expect(compact(p).timeButton?.title == "6:05\u{202F}PM")
        #expect(compact(p).dateButton?.accessibilityLabel == "Thursday, November 15, 2007")
        #expect(compact(p).dateButton?.accessibilityTraits.contains(.button) == true)
        let de = S.picker(.dateAndTime, .compact, locale: "de_DE", date: S.date(2007, 11, 15, 18, 5))
        #expect(compact(de).dateButton?.title == "15.11.2007")
        #expect(compact(de).timeButton?.title == "18:05")
        let dateOnly = S.picker(.date, .automatic)
        #expect(compact(dateOnly).timeButton == nil && compact(dateOnly).dateButton != nil)
        let timeOnly = S.picker(.time, .automatic)
        #expect(compact(timeOnly).dateButton == nil && compact(timeOnly).timeButton != nil)
        // The picker's natural size is its buttons'.
        #expect(p.intrinsicContentSize.height == 34)
        #expect(p.intrinsicContentSize.width > dateOnly.intrinsicContentSize.width)
    }

    @Test func rightToLeftPutsTheDateButtonFirstFromTheRight() throws {
        let p = S.picker(.dateAndTime, .compact, locale: "ar", frame: CGRect(x: 20, y: 60, width: 300, height: 40))
        p.semanticContentAttribute = .forceRightToLeft
        let host = S.host(p)
        let date = try #require(compact(p).dateButton), time = try #require(compact(p).timeButton)
        #expect(host.frame(of: date).minX > host.frame(of: time).maxX)
        // Trailing is the left edge in right-to-left layouts.
        #expect(abs(host.frame(of: time).minX - host.frame(of: p).minX) < 1)
        #expect(date.title.contains("نوفمبر") || date.title.contains("١١") || date.title.contains("11"))
    }

    @Test func dateButtonPresentsTheCalendarAndADayTappedUpdatesTheButton() throws {
        let p = S.picker(.date, .compact, date: S.date(2007, 11, 15, 9, 30), frame: CGRect(x: 20, y: 60, width: 300, height: 40))
        let counter = S.Counter(p)
        let host = host(p, size: CGSize(width: 1024, height: 768))
        let button = try #require(host.view(withAccessibilityLabel: "Thursday, November 15, 2007"))
        // Trailing-aligned in the picker's frame.
        #expect(abs(host.frame(of: button).maxX - host.frame(of: p).maxX) < 1)
        host.tap(button)
        _ = host.runUntilIdle(timeout: 2)
        let presented = try #require(host.viewController?.presentedViewController as? _UIDatePickerPopoverController)
        #expect(presented.modalPresentationStyle == .popover)
        #expect(presented.popoverPresentationController?.arrowDirection == .up)
        #expect(compact(p).dateButton?.isPresenting == true)
        let day = try #require(host.view(withAccessibilityLabel: "Tuesday, November 27"))
        host.tap(day)
        #expect(counter.count == 1)
        #expect(p.date == S.date(2007, 11, 27, 9, 30))
        #expect(compact(p).dateButton?.title == "Nov 27, 2007")
        #expect(day.accessibilityTraits.contains(.selected))
        // A tap outside dismisses the popover; the button is no longer tinted.
        host.tap(at: CGPoint(x: 900, y: 700))
        _ = host.runUntilIdle(timeout: 2)
        #expect(host.viewController?.presentedViewController == nil)
        #expect(compact(p).dateButton?.isPresenting == false)
        #expect(counter.count == 1)
    }

    @Test func inACompactWidthWindowTheCalendarIsASheet() throws {
        let p = S.picker(.date, .compact, frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let counter = S.Counter(p)
        let (host, presented) = try open(p, size: CGSize(width: 390, height: 844), tapping: "Thursday, November 15, 2007")
        let calendar = try #require(presented.calendarView)
        // The sheet is as wide as the window; the calendar keeps its width, centred.
        #expect(host.frame(of: presented.view).width == 390)
        #expect(abs(host.frame(of: calendar).midX - 195) < 1)
        host.tap(try #require(host.view(withAccessibilityLabel: "Next Month")))
        host.tap(try #require(host.view(withAccessibilityLabel: "Saturday, December 1")))
        #expect(p.date == S.date(2007, 12, 1, 9, 30))
        #expect(compact(p).dateButton?.title == "Dec 1, 2007")
        #expect(counter.count == 1)
    }

    @Test func timeButtonPresentsTimeWheelsThatChangeTheTime() throws {
        let p = S.picker(.dateAndTime, .compact, date: S.date(2007, 11, 15, 9, 30), frame: CGRect(x: 20, y: 60, width: 300, height: 40))
        let counter = S.Counter(p)
        let (_, presented) = try open(p, size: CGSize(width: 1024, height: 768), tapping: "9:30\u{202F}AM")
        let wheels = try #require(presented.wheels)
        let pv = try #require(wheels.picker)
        #expect(wheels.columns == [.hour, .minute, .meridiem])
        #expect((0..<3).map { pv.selectedRow(inComponent: $0) } == [8, 30, 0])
        pv.selectRow(1, inComponent: 2, animated: false)
        wheels.pickerView(pv, didSelectRow: 1, inComponent: 2)
        #expect(p.date == S.date(2007, 11, 15, 21, 30))
        #expect(compact(p).timeButton?.title == "9:30\u{202F}PM")
        #expect(compact(p).dateButton?.title == "Nov 15, 2007")
        #expect(counter.count == 1)
    }

    @Test func withoutAViewControllerATapIsLoggedAndSurvived() throws {
        UIKitLog.clearRecentMessages()
        let p = S.picker(.date, .compact, frame: CGRect(x: 20, y: 60, width: 300, height: 40))
        let host = S.host(p)
        host.tap(try #require(host.view(withAccessibilityLabel: "Thursday, November 15, 2007")))
        #expect(UIKitLog.didLog("no view controller to present the calendar from"))
        #expect(compact(p).dateButton?.isPresenting == false)
    }
}
