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

/// Looks of the inline calendar in light and dark mode (__Snapshots__/DatePickerSnapshotTests):
/// en_US with a minimum date (earlier days dimmed), today tinted and the chosen day in a tinted
/// circle; de_DE with the time row; and the compact buttons.
@MainActor @Suite(.serialized) struct DatePickerSnapshotTests {
    typealias S = DatePickerSupport

    /// Two inline calendars and a compact picker, with "today" fixed to 20 November 2007.
    func scene() -> (UIKitTestHost, UIDatePicker) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 680, height: 440))
        root.backgroundColor = .systemBackground
        let us = S.picker(.date, .inline, date: S.date(2007, 11, 15, 9, 30), frame: CGRect(x: 10, y: 10, width: 320, height: 326))
        us.minimumDate = S.date(2007, 11, 8)
        root.addSubview(us)
        let de = S.picker(.dateAndTime, .inline, locale: "de_DE", date: S.date(2007, 11, 20, 18, 5), frame: CGRect(x: 350, y: 10, width: 320, height: 376))
        root.addSubview(de)
        let compact = S.picker(.dateAndTime, .compact, date: S.date(2007, 11, 15, 9, 30), frame: CGRect(x: 10, y: 396, width: 320, height: 34))
        root.addSubview(compact)
        return (UIKitTestHost(view: root, scale: 1), us)
    }

    @Test func inlineCalendarLightAndDark() throws {
        let saved = UIDatePicker._now
        UIDatePicker._now = { S.date(2007, 11, 20, 12, 0) }
        defer { UIDatePicker._now = saved }
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (host, us) = scene()
            host.setUserInterfaceStyle(style)
            _ = host.runUntilIdle(timeout: 1)
            let image = host.render()
            let calendar = try #require(us._styleView as? _UICalendarView)
            // The chosen day's circle (off its number) is tinted blue; a plain day's
            // surroundings are the background.
            let chosen = host.frame(of: calendar.dayViews[14])
            let ring = ControlTestSupport.pixel(image, CGPoint(x: chosen.midX - 15, y: chosen.midY))
            #expect(ring.b > ring.r + 15, "\(style): \(ring)")
            let plain = host.frame(of: calendar.dayViews[16])
            let background = ControlTestSupport.pixel(image, CGPoint(x: plain.midX - 15, y: plain.midY))
            #expect(style == .dark ? background.r < 20 && background.b < 20 : background.r > 240 && background.b > 240, "\(style): \(background)")
            // Today (the 20th) is drawn in the tint colour: some bluish pixels in its cell.
            let today = host.frame(of: calendar.dayViews[19])
            var blue = 0
            for x in stride(from: today.minX + 10, to: today.maxX - 10, by: 1) {
                for y in stride(from: today.minY + 10, to: today.maxY - 10, by: 1) {
                    let p = ControlTestSupport.pixel(image, CGPoint(x: x, y: y))
                    if p.b > p.r + 60 { blue += 1 }
                }
            }
            #expect(blue > 10, "\(style): \(blue) tinted pixels in today's number")
            assertSnapshot(of: image, named: "inline-calendar-\(style == .dark ? "dark" : "light")", tolerance: .text)
        }
    }
}
