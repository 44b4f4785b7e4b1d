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

/// Date pickers from a xib as Xcode 15–16 writes them: mode, style, minute interval, dates,
/// bounds, locale, count-down duration and the `valueChanged` action.
@MainActor @Suite(.serialized) struct DatePickerInterfaceBuilderTests {
    typealias S = DatePickerSupport

    static let document = IBTestBundle.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="Roo-dp-001">
            <rect key="frame" x="0.0" y="0.0" width="390" height="700"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" minuteInterval="5" translatesAutoresizingMaskIntoConstraints="NO" id="Dpk-wh-001">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="216"/>
                    <date key="date" timeIntervalSinceReferenceDate="216806400">
                        <!--2007-11-15 08:00:00 +0000-->
                    </date>
                    <date key="minimumDate" timeIntervalSinceReferenceDate="-978307200">
                        <!--1970-01-01 00:00:00 +0000-->
                    </date>
                    <date key="maximumDate" timeIntervalSinceReferenceDate="1167562800">
                        <!--2037-12-31 11:00:00 +0000-->
                    </date>
                    <locale key="locale" localeIdentifier="de_DE"/>
                </datePicker>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="countDownTimer" countDownDuration="5400" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="Dpk-cd-002">
                    <rect key="frame" x="0.0" y="220" width="390" height="216"/>
                </datePicker>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" style="inline" translatesAutoresizingMaskIntoConstraints="NO" id="Dpk-in-003">
                    <rect key="frame" x="0.0" y="440" width="390" height="250"/>
                    <date key="date" timeIntervalSinceReferenceDate="216806400">
                        <!--2007-11-15 08:00:00 +0000-->
                    </date>
                    <locale key="locale" localeIdentifier="en_US"/>
                </datePicker>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" minuteInterval="7" translatesAutoresizingMaskIntoConstraints="NO" id="Dpk-bd-004">
                    <rect key="frame" x="0.0" y="690" width="200" height="34"/>
                    <date key="date" timeIntervalSinceReferenceDate="not-a-number"/>
                </datePicker>
            </subviews>
        </view>
        """)

    @Test func datePickersDecodeTheirModeStyleDatesAndLocale() throws {
        UIKitLog.clearRecentMessages()
        let bundle = IBTestBundle.make(["Dates.xib": Self.document])
        let objects = UINib(nibName: "Dates", bundle: bundle).instantiate(withOwner: nil, options: nil)
        let root = try #require(objects.compactMap { $0 as? UIView }.first)
        let pickers = root.subviews.compactMap { $0 as? UIDatePicker }
        try #require(pickers.count == 4)
        let wheels = pickers[0], timer = pickers[1], inline = pickers[2], bad = pickers[3]

        #expect(wheels.datePickerMode == .date)
        #expect(wheels.preferredDatePickerStyle == .wheels && wheels.datePickerStyle == .wheels)
        #expect(wheels.minuteInterval == 5)
        #expect(wheels.date == Date(timeIntervalSinceReferenceDate: 216_806_400))
        #expect(wheels.minimumDate == Date(timeIntervalSinceReferenceDate: -978_307_200))
        #expect(wheels.maximumDate == Date(timeIntervalSinceReferenceDate: 1_167_562_800))
        #expect(wheels.locale?.identifier == "de_DE")
        #expect(wheels._pickerView?.numberOfComponents == 3)

        #expect(timer.datePickerMode == .countDownTimer && timer.datePickerStyle == .wheels)
        #expect(timer.countDownDuration == 5400)

        #expect(inline.datePickerMode == .dateAndTime && inline.datePickerStyle == .inline)
        #expect(inline._styleView is _UICalendarView)

        // Bad values: logged, and the picker keeps its defaults.
        #expect(bad.datePickerMode == .time && bad.datePickerStyle == .compact)
        #expect(bad.minuteInterval == 1)
        #expect(UIKitLog.didLog("minuteInterval 7 must be between 1 and 30 and divide 60"))
        #expect(UIKitLog.didLog("no readable timeIntervalSinceReferenceDate"))
    }
}
