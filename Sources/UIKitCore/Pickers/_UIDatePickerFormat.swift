//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// What a date picker reads from Foundation for a locale and calendar: the order of month, day
// and year, the 12/24-hour clock and where AM/PM goes, and formatters for its texts.

/// The date and time conventions of one locale and calendar (with its time zone), read from
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)` and `Calendar`.
struct _UIDatePickerFormat {
    /// The calendar (with the picker's locale and time zone).
    let calendar: Calendar
    /// The locale of names and formats.
    let locale: Locale
    /// True when the locale's clock is 12-hour (its "j" pattern has an AM/PM field).
    let uses12HourClock: Bool
    /// True when AM/PM comes before the hour (zh, ko).
    let meridiemFirst: Bool
    /// True when 24-hour hours have two digits ("HH").
    let twoDigitHours: Bool
    /// Whole numbers in the locale's digits (one and two digits long).
    private let numbers: [NumberFormatter]

    init(calendar: Calendar, locale: Locale) {
        self.calendar = calendar
        self.locale = locale
        let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        let time = _UIDatePickerFormat.fields(of: pattern)
        let hourIndex = time.firstIndex { "hHkK".contains($0) } ?? 0
        let meridiemIndex = time.firstIndex(of: "a")
        uses12HourClock = meridiemIndex != nil
        meridiemFirst = meridiemIndex.map { $0 < hourIndex } ?? false
        twoDigitHours = pattern.contains("HH")
        numbers = (1...2).map { digits in
            let f = NumberFormatter()
            f.locale = locale
            f.minimumIntegerDigits = digits
            f.usesGroupingSeparator = false
            return f
        }
    }

    /// The letters of a date pattern's fields in order, without quoted text and repeats
    /// ("MMMM d, y" → "Mdy").
    static func fields(of pattern: String) -> [Character] {
        var out: [Character] = []
        var quoted = false
        for ch in pattern {
            if ch == "'" { quoted.toggle(); continue }
            guard !quoted, ch.isLetter else { continue }
            let c: Character = ch == "L" ? "M" : (ch == "c" ? "E" : ch)
            if out.last != c { out.append(c) }
        }
        return out
    }

    /// The order of month ("M"), day ("d") and year ("y") in the locale's long date (or of month
    /// and year without `day`).
    func dateFieldOrder(day: Bool) -> [Character] {
        let template = day ? "yMMMMd" : "yMMMM"
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? (day ? "MMMM d y" : "MMMM y")
        let wanted: Set<Character> = day ? ["M", "d", "y"] : ["M", "y"]
        var order = _UIDatePickerFormat.fields(of: pattern).filter { wanted.contains($0) }
        for f in (day ? ["M", "d", "y"] : ["M", "y"]) as [Character] where !order.contains(f) { order.append(f) }
        return order
    }

    /// The formatters made so far, by template or styles (made once per format: a formatter
    /// costs tens of microseconds to make).
    private final class Formatters {
        var byKey: [String: DateFormatter] = [:]
    }
    private let formatters = Formatters()

    /// A formatter for the localised `template` in this calendar, locale and time zone.
    func formatter(_ template: String) -> DateFormatter {
        _formatter(template) { $0.setLocalizedDateFormatFromTemplate(template) }
    }

    /// A formatter with the locale's date and time styles.
    func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        _formatter("\(date.rawValue)|\(time.rawValue)") { f in
            f.dateStyle = date
            f.timeStyle = time
        }
    }

    private func _formatter(_ key: String, _ configure: (DateFormatter) -> Void) -> DateFormatter {
        if let f = formatters.byKey[key] { return f }
        let f = DateFormatter()
        f.calendar = calendar
        f.locale = locale
        f.timeZone = calendar.timeZone
        configure(f)
        formatters.byKey[key] = f
        return f
    }

    /// True when this format was read for `calendar` and `locale` (it can be kept).
    func matches(_ calendar: Calendar, _ locale: Locale) -> Bool {
        calendar == self.calendar && locale == self.locale
    }

    /// A whole number in the locale's digits, at least `digits` long.
    func number(_ n: Int, digits: Int = 1) -> String {
        numbers[digits >= 2 ? 1 : 0].string(from: NSNumber(value: n)) ?? String(n)
    }

    /// True when the locale's language is written right to left.
    var isRightToLeft: Bool { locale.language.characterDirection == .rightToLeft }
}
