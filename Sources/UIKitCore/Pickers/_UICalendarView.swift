//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The inline style of UIDatePicker (and the calendar the compact style presents): a month-year
// header with < > buttons (the title opens month and year wheels in place of the grid), the
// weekday symbols from the calendar's first weekday, the day grid, and a time row in
// `.dateAndTime` mode. Arrow keys move the chosen day.

/// A month calendar showing and changing a date picker's date.
@MainActor final class _UICalendarView: UIView, _UIDatePickerDisplay {
    /// The picker whose date the calendar shows (it, or the popover showing the calendar, keeps it).
    unowned let owner: UIDatePicker
    /// True: a "Time" row with the time button under the grid.
    let showsTime: Bool
    /// The first day of the month shown.
    private(set) var visibleMonth = Date.distantPast
    /// The picker's date when the calendar last showed it (the month follows a new date).
    private var shownDate: Date?
    private var format: _UIDatePickerFormat

    let titleLabel = UILabel()
    /// The title as a button: it shows or hides the month and year wheels.
    let titleButton = UIControl()
    /// The chevron after the title (turned down while the wheels are shown).
    let titleChevron = _UICalendarArrowButton(frame: .zero)
    /// The month and year wheels shown in place of the grid (nil while the grid is shown).
    private(set) var monthWheels: UIPickerView?
    private var monthWheelsSource: _UIDatePickerWheels?
    let previousButton = _UICalendarArrowButton(frame: .zero)
    let nextButton = _UICalendarArrowButton(frame: .zero)
    private(set) var weekdayLabels: [UILabel] = []
    /// The day views, one per day of the longest month (those past the month's end are hidden).
    private(set) var dayViews: [_UICalendarDayView] = []
    private let separator = UIView()
    private let timeLabel = UILabel()
    /// The time button of the time row (nil without one).
    private(set) var timeButton: _UIDatePickerPill?
    /// Where the first day of the month sits in the grid (0 = the first column).
    private var leadingBlanks = 0

    // ⚠ Metrics close to iOS 14–17's inline picker (not measured).
    static let inset: CGFloat = 8
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 22
    static let rowHeight: CGFloat = 42
    static let timeRowHeight: CGFloat = 50

    /// The calendar's natural size (six rows of days, and the time row if shown).
    static func preferredSize(showsTime: Bool) -> CGSize {
        CGSize(width: 320, height: headerHeight + weekdayHeight + 6 * rowHeight + inset + (showsTime ? timeRowHeight : 0))
    }

    init(owner: UIDatePicker, showsTime: Bool) {
        self.owner = owner
        self.showsTime = showsTime
        format = owner._format(reusing: nil)
        super.init(frame: CGRect(origin: .zero, size: _UICalendarView.preferredSize(showsTime: showsTime)))
        isOpaque = false
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        titleLabel.accessibilityTraits = .header
        addSubview(titleLabel)
        titleChevron.pointsRight = true
        titleChevron.chevronHalfHeight = 6
        titleChevron.isUserInteractionEnabled = false
        titleChevron.isAccessibilityElement = false
        addSubview(titleChevron)
        titleButton.isAccessibilityElement = true
        titleButton.accessibilityTraits = .button
        titleButton.accessibilityHint = "Shows the month and year wheels"
        titleButton.addAction(UIAction { [unowned self] _ in self.toggleMonthWheels() }, for: .touchUpInside)
        addSubview(titleButton)
        for (button, right) in [(previousButton, false), (nextButton, true)] {
            button.pointsRight = right
            button.accessibilityLabel = right ? "Next Month" : "Previous Month"
            button.addAction(UIAction { [unowned self] _ in self.showMonth(offsetBy: right ? 1 : -1) }, for: .touchUpInside)
            addSubview(button)
        }
        for _ in 0..<7 {
            let l = UILabel()
            l.font = .systemFont(ofSize: 13, weight: .semibold)
            l.textColor = .tertiaryLabel
            l.textAlignment = .center
            l.isAccessibilityElement = false
            weekdayLabels.append(l)
            addSubview(l)
        }
        for _ in 0..<31 {
            let d = _UICalendarDayView(frame: .zero)
            d.addAction(UIAction { [unowned self, unowned d] _ in self.userTapped(d) }, for: .touchUpInside)
            dayViews.append(d)
            addSubview(d)
        }
        if showsTime {
            separator.backgroundColor = .separator
            addSubview(separator)
            timeLabel.text = "Time"
            timeLabel.font = .systemFont(ofSize: 17)
            timeLabel.textColor = .label
            addSubview(timeLabel)
            let pill = _UIDatePickerPill(frame: .zero)
            pill.addAction(UIAction { [unowned self, unowned pill] _ in
                _UIDatePickerPopoverController.present(.time, for: self.owner, from: pill)
            }, for: .touchUpInside)
            timeButton = pill
            addSubview(pill)
        }
        datePickerValueDidChange()
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Showing the picker's value

    /// Reads the picker's format and date again; the month follows a date that changed.
    func datePickerValueDidChange() {
        format = owner._format(reusing: format)
        if shownDate != owner.date {
            shownDate = owner.date
            visibleMonth = firstOfMonth(owner.date)
        }
        if let timeButton {
            timeButton.title = format.formatter(date: .none, time: .short).string(from: owner.date)
            timeButton.accessibilityLabel = timeButton.title
        }
        refreshMonth()
        monthWheelsSource?.showValue(animated: false)
    }

    private func firstOfMonth(_ date: Date) -> Date {
        format.calendar.dateInterval(of: .month, for: date)?.start ?? date
    }

    /// Shows the month `offset` months from the one shown (the < and > buttons).
    func showMonth(offsetBy offset: Int) {
        guard let m = format.calendar.date(byAdding: .month, value: offset, to: visibleMonth) else { return }
        visibleMonth = firstOfMonth(m)
        refreshMonth()
    }

    /// Shows the month and year wheels in place of the grid, or the grid again. The wheels turn
    /// the month shown, not the picker's date (⚠ iOS's behaviour is unsourced): a day is chosen
    /// in the grid.
    func toggleMonthWheels() {
        if let wheels = monthWheels {
            wheels.removeFromSuperview()
            monthWheels = nil
            monthWheelsSource = nil
        } else {
            let source = _UIDatePickerWheels(owner: owner, mode: .yearAndMonth)
            source.readDate = { [unowned self] in self.visibleMonth }
            source.chooseDate = { [unowned self] date in
                self.visibleMonth = self.firstOfMonth(self.owner._clamped(date))
                self.refreshMonth()
            }
            let wheels = UIPickerView(frame: .zero)
            wheels.dataSource = source
            wheels.delegate = source
            monthWheels = wheels
            monthWheelsSource = source
            addSubview(wheels)
            source.attach(wheels)
        }
        let open = monthWheels != nil
        titleLabel.textColor = open ? tintColor : .label
        titleButton.accessibilityTraits = open ? [.button, .selected] : .button
        refreshMonth()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if monthWheels != nil { titleLabel.textColor = tintColor }
    }

    /// True when some of `span` is inside the picker's bounds.
    private func isAllowed(_ span: DateInterval) -> Bool {
        let (lo, hi) = owner._validBounds
        if let lo, span.end <= lo { return false }
        if let hi, span.start > hi { return false }
        return true
    }

    /// Titles, weekday symbols and the day grid of the visible month.
    private func refreshMonth() {
        let cal = format.calendar
        titleLabel.text = format.formatter("yMMMM").string(from: visibleMonth)
        titleButton.accessibilityLabel = titleLabel.text
        let wheels = monthWheels != nil
        let symbols = cal.shortStandaloneWeekdaySymbols
        for (i, label) in weekdayLabels.enumerated() where symbols.count == 7 {
            label.text = symbols[(cal.firstWeekday - 1 + i) % 7].uppercased(with: format.locale)
        }
        let days = cal.range(of: .day, in: .month, for: visibleMonth)?.count ?? 30
        leadingBlanks = (cal.component(.weekday, from: visibleMonth) - cal.firstWeekday + 7) % 7
        let spoken = format.formatter("EEEEMMMMd")
        let today = cal.startOfDay(for: UIDatePicker._now())
        let chosen = cal.startOfDay(for: owner.date)
        for (i, view) in dayViews.enumerated() {
            guard i < days, let day = cal.date(byAdding: .day, value: i, to: visibleMonth) else {
                view.isHidden = true
                continue
            }
            view.isHidden = wheels
            view.day = day
            view.number = format.number(i + 1)
            view.isToday = day == today
            view.isChosen = day == chosen
            view.isEnabled = cal.dateInterval(of: .day, for: day).map(isAllowed) ?? true
            view.accessibilityLabel = spoken.string(from: day)
        }
        for (button, offset) in [(previousButton, -1), (nextButton, 1)] {
            let month = cal.date(byAdding: .month, value: offset, to: visibleMonth)
            button.isEnabled = month.flatMap { cal.dateInterval(of: .month, for: $0) }.map(isAllowed) ?? false
            button.isHidden = wheels
        }
        for l in weekdayLabels { l.isHidden = wheels }
        setNeedsLayout()
    }

    // MARK: Layout

    private var isRTL: Bool { owner.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `r` mirrored across the calendar in right-to-left layouts.
    private func placed(_ r: CGRect) -> CGRect {
        isRTL ? CGRect(x: bounds.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let s = Self.self
        let w = bounds.width, inner = w - 2 * s.inset
        titleLabel.textAlignment = isRTL ? .right : .left
        let titleWidth = min(ceil(titleLabel.intrinsicContentSize.width), max(0, inner - 8 - 88 - 20))
        titleLabel.frame = placed(CGRect(x: s.inset + 8, y: 0, width: titleWidth, height: s.headerHeight))
        titleChevron.bounds = CGRect(x: 0, y: 0, width: 20, height: s.headerHeight)
        let chevron = placed(CGRect(x: s.inset + 12 + titleWidth, y: 0, width: 20, height: s.headerHeight))
        titleChevron.center = CGPoint(x: chevron.midX, y: chevron.midY)
        titleChevron.pointsRight = !isRTL
        titleChevron.transform = monthWheels == nil ? .identity : CGAffineTransform(rotationAngle: isRTL ? -.pi / 2 : .pi / 2)
        titleButton.frame = placed(CGRect(x: s.inset, y: 0, width: 12 + titleWidth + 20, height: s.headerHeight))
        // In right-to-left layouts the buttons swap places and point the other way.
        previousButton.pointsRight = isRTL
        nextButton.pointsRight = !isRTL
        previousButton.frame = placed(CGRect(x: w - s.inset - 88, y: 0, width: 44, height: s.headerHeight))
        nextButton.frame = placed(CGRect(x: w - s.inset - 44, y: 0, width: 44, height: s.headerHeight))
        let column = inner / 7
        for (i, l) in weekdayLabels.enumerated() {
            l.frame = placed(CGRect(x: s.inset + CGFloat(i) * column, y: s.headerHeight, width: column, height: s.weekdayHeight))
        }
        let top = s.headerHeight + s.weekdayHeight
        monthWheels?.frame = CGRect(x: s.inset, y: s.headerHeight, width: inner, height: s.weekdayHeight + 6 * s.rowHeight)
        for (i, d) in dayViews.enumerated() {
            let cell = leadingBlanks + i
            d.frame = placed(CGRect(x: s.inset + CGFloat(cell % 7) * column, y: top + CGFloat(cell / 7) * s.rowHeight,
                                    width: column, height: s.rowHeight))
        }
        guard let timeButton else { return }
        let y = top + 6 * s.rowHeight + s.inset
        separator.frame = CGRect(x: s.inset + 8, y: y, width: max(0, inner - 16), height: 0.5)
        timeLabel.frame = placed(CGRect(x: s.inset + 8, y: y, width: 120, height: s.timeRowHeight))
        timeLabel.textAlignment = isRTL ? .right : .left
        let size = timeButton.intrinsicContentSize
        timeButton.frame = placed(CGRect(x: w - s.inset - 8 - size.width, y: y + (s.timeRowHeight - size.height) / 2,
                                         width: size.width, height: size.height))
    }

    // MARK: The user's choices

    /// A tap on a day: that day, at the picker's time of day (inside the bounds), and the
    /// keyboard's focus for the arrow keys.
    func userTapped(_ view: _UICalendarDayView) {
        choose(day: view.day)
        becomeFirstResponder()
    }

    /// Makes `day` (at the picker's time of day) the picker's date, as the user's choice.
    private func choose(day: Date) {
        let cal = format.calendar
        let t = cal.dateComponents([.hour, .minute, .second, .nanosecond], from: owner.date)
        var c = cal.dateComponents([.era, .year, .month, .day], from: day)
        (c.hour, c.minute, c.second, c.nanosecond) = (t.hour, t.minute, t.second, t.nanosecond)
        owner._userChose(cal.date(from: c) ?? day)
    }

    override var canBecomeFirstResponder: Bool { true }

    /// Arrow keys move the chosen day (a week up and down; left and right mirrored in
    /// right-to-left layouts); a day outside the bounds is not chosen.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for press in presses {
            let step: Int?
            switch press.key?.keyCode {
            case .keyboardLeftArrow?: step = isRTL ? 1 : -1
            case .keyboardRightArrow?: step = isRTL ? -1 : 1
            case .keyboardUpArrow?: step = -7
            case .keyboardDownArrow?: step = 7
            default: step = nil
            }
            guard let step else { rest.insert(press); continue }
            let cal = format.calendar
            guard let target = cal.date(byAdding: .day, value: step, to: cal.startOfDay(for: owner.date)),
                  let span = cal.dateInterval(of: .day, for: target), isAllowed(span) else { continue }
            choose(day: target)
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
}
