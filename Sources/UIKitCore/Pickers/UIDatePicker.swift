//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIDatePicker, a control for entering a date, a time, both, or a count-down duration, shown as
// wheels, an inline month calendar or compact buttons (`UIDatePickerStyle`); its value, bounds,
// steps and Foundation settings, and the user's changes that send `.valueChanged`.

/// How a date picker looks (iOS 13.4; `.inline` iOS 14). Apple's raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks a concrete style: compact for the date and time modes (as on iPhone ⚠),
    /// wheels for the count-down timer and year-and-month modes.
    case automatic = 0
    /// Spinning wheels (a `UIPickerView`), one per date or time part.
    case wheels = 1
    /// A gray button with the date (and one with the time) that presents a calendar or time wheels.
    case compact = 2
    /// A month calendar shown in place, with a time row in `.dateAndTime` mode.
    case inline = 3
}

/// A control for entering a date, a time, both, or a count-down duration.
///
/// `.valueChanged` is sent only when the user changes the value (a wheel settling on a row, a
/// day tapped in the calendar, an arrow key moving the day); `date =`, `setDate(_:animated:)`,
/// `countDownDuration =` and mode or style changes send nothing.
///
/// Month and weekday names, the first weekday, the order of the wheels, the 12/24-hour clock and
/// the button texts come from Foundation (`locale`, `calendar`, `timeZone`). Bad values (a
/// minimum date after the maximum, a `minuteInterval` that does not divide 60, a NaN or negative
/// `countDownDuration`, a style the mode can't show) are logged and survived, where iOS raises
/// or ignores them.
@preconcurrency @MainActor open class UIDatePicker: UIControl {
    /// What the date picker lets the user enter. Apple's raw values.
    public enum Mode: Int, Sendable {
        /// Hour, minute and, in 12-hour locales, AM/PM ("6 | 53 | PM").
        case time = 0
        /// Month, day and year in the locale's order ("November | 15 | 2007").
        case date = 1
        /// Weekday, month and day as one wheel, then the time ("Wed Nov 15 | 6 | 53 | PM").
        case dateAndTime = 2
        /// Hours and minutes of a duration ("1 | 53"); wheels only.
        case countDownTimer = 3
        /// Month and year (iOS 17.4); wheels only.
        case yearAndMonth = 4
    }

    // MARK: Stored state

    @exclusivity(unchecked) private var _mode: Mode = .dateAndTime
    @exclusivity(unchecked) private var _preferredStyle: UIDatePickerStyle = .automatic
    @exclusivity(unchecked) private var _date: Date
    @exclusivity(unchecked) private var _minimumDate: Date?
    @exclusivity(unchecked) private var _maximumDate: Date?
    @exclusivity(unchecked) private var _minuteInterval = 1
    @exclusivity(unchecked) private var _countDownDuration: TimeInterval = 0
    @exclusivity(unchecked) private var _locale: Locale?
    @exclusivity(unchecked) private var _calendar: Calendar?
    @exclusivity(unchecked) private var _timeZone: TimeZone?
    /// The view of the current style (a picker view, a calendar or the compact buttons).
    @exclusivity(unchecked) var _styleView: UIView?
    /// The wheels' data source and delegate (the picker view holds it weakly).
    @exclusivity(unchecked) var _wheels: _UIDatePickerWheels?
    /// Views showing this picker's value elsewhere (a presented calendar or time wheels).
    @exclusivity(unchecked) private var _displays: [_UIDatePickerWeakDisplay] = []

    /// What "now" is for the calendar's today mark and the default date (tests set a fixed day).
    package static var _now: () -> Date = { Date() }
    /// The longest count-down duration: 23 hours 59 minutes.
    package static let _maximumCountDownDuration: TimeInterval = 86_340

    // MARK: Mode and style

    /// What the picker lets the user enter. Default `.dateAndTime`. Changing it sends no action.
    open var datePickerMode: Mode {
        get { _mode }
        set {
            guard newValue != _mode else { return }
            _mode = newValue
            _checkStyleCombination()
            _rebuildStyleView()
        }
    }

    /// The style the app asks for. Default `.automatic`; `datePickerStyle` says what is shown.
    open var preferredDatePickerStyle: UIDatePickerStyle {
        get { _preferredStyle }
        set {
            guard newValue != _preferredStyle else { return }
            _preferredStyle = newValue
            _checkStyleCombination()
            _rebuildStyleView()
        }
    }

    /// The style shown: always concrete, never `.automatic`. Automatic is compact for the date
    /// and time modes (as on iPhone ⚠), wheels for `.countDownTimer` and `.yearAndMonth`, which
    /// show only wheels whatever is preferred.
    open var datePickerStyle: UIDatePickerStyle {
        switch _mode {
        case .countDownTimer, .yearAndMonth: return .wheels
        default: return _preferredStyle == .automatic ? .compact : _preferredStyle
        }
    }

    /// Logs a preferred style the mode can't show (iOS raises for inline count-down timers).
    private func _checkStyleCombination() {
        guard _preferredStyle == .inline || _preferredStyle == .compact else { return }
        switch _mode {
        case .countDownTimer:
            UIKitLog.warning("UIDatePicker: UIDatePickerStyle\(_preferredStyle == .inline ? "Inline" : "Compact") is not supported in UIDatePickerModeCountDownTimer; the wheels style is used", category: "UIDatePicker")
        case .yearAndMonth:
            UIKitLog.warning("UIDatePicker: UIDatePickerModeYearAndMonth is only supported in UIDatePickerStyleWheels; the wheels style is used", category: "UIDatePicker")
        default: break
        }
    }

    // MARK: Date

    /// The date shown. Default: the moment the picker was made. Setting it sends no action; a
    /// date outside valid bounds reads back as the nearer bound (⚠ unsourced), and with
    /// `roundsToMinuteInterval` it is rounded to the minute interval.
    open var date: Date {
        get { _date }
        set { setDate(newValue, animated: false) }
    }

    /// Sets the date shown (the wheels turn to it, animated or at once). Sends no action.
    open func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSinceReferenceDate.isFinite else {
            return UIKitLog.warning("UIDatePicker.setDate: a non-finite date is ignored", category: "UIDatePicker")
        }
        _date = _clamped(_rounded(date))
        _refreshDisplays(animated: animated)
    }

    /// The earliest date the user can pick; nil (the default): no limit. Ignored while later than
    /// `maximumDate` (logged) and in `.countDownTimer` mode.
    open var minimumDate: Date? {
        get { _minimumDate }
        set {
            _minimumDate = newValue
            _boundsChanged()
        }
    }

    /// The latest date the user can pick; nil (the default): no limit. Ignored while earlier than
    /// `minimumDate` (logged) and in `.countDownTimer` mode.
    open var maximumDate: Date? {
        get { _maximumDate }
        set {
            _maximumDate = newValue
            _boundsChanged()
        }
    }

    private func _boundsChanged() {
        if let lo = _minimumDate, let hi = _maximumDate, lo > hi {
            UIKitLog.warning("UIDatePicker: minimumDate (\(lo)) is later than maximumDate (\(hi)); both are ignored", category: "UIDatePicker")
        }
        _date = _clamped(_date)
        _refreshDisplays(animated: false)
    }

    /// The bounds in force: none in count-down mode, none while minimum > maximum.
    var _validBounds: (minimum: Date?, maximum: Date?) {
        if _mode == .countDownTimer { return (nil, nil) }
        if let lo = _minimumDate, let hi = _maximumDate, lo > hi { return (nil, nil) }
        return (_minimumDate, _maximumDate)
    }

    /// `date` brought inside the valid bounds.
    func _clamped(_ date: Date) -> Date {
        let (lo, hi) = _validBounds
        if let lo, date < lo { return lo }
        if let hi, date > hi { return hi }
        return date
    }

    // MARK: Minute interval

    /// The step of the minute wheel: 1 (the default) to 30, dividing 60. Another value is logged
    /// and the default is used (the property then reads 1).
    open var minuteInterval: Int {
        get { _minuteInterval }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else {
                UIKitLog.warning("UIDatePicker: minuteInterval \(newValue) must be between 1 and 30 and divide 60; the default (1) is used", category: "UIDatePicker")
                _minuteInterval = 1
                _refreshDisplays(animated: false)
                return
            }
            _minuteInterval = newValue
            _date = _clamped(_rounded(_date))
            _refreshDisplays(animated: false)
        }
    }

    /// Whether the date is rounded to `minuteInterval` (iOS 15; default true ⚠).
    open var roundsToMinuteInterval: Bool = true {
        didSet {
            guard roundsToMinuteInterval && !oldValue else { return }
            _date = _clamped(_rounded(_date))
            _refreshDisplays(animated: false)
        }
    }

    /// `date` rounded to the nearest minute interval when the picker shows minutes.
    func _rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, _minuteInterval > 1, _mode == .time || _mode == .dateAndTime else { return date }
        let cal = _displayCalendar
        let minute = cal.component(.minute, from: date), second = cal.component(.second, from: date)
        let into = Double((minute % _minuteInterval) * 60 + second) + date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 1)
        let step = Double(_minuteInterval * 60)
        let down = date.addingTimeInterval(-into)
        return into * 2 >= step ? down.addingTimeInterval(step) : down
    }

    // MARK: Count-down duration

    /// The duration of `.countDownTimer` mode in seconds: 0 (the default) to 86,340 (23 h 59 min;
    /// longer is clamped). NaN, infinite and negative values are logged and ignored. The picker
    /// does not count down: the app runs the timer. Setting it sends no action.
    open var countDownDuration: TimeInterval {
        get { _countDownDuration }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                return UIKitLog.warning("UIDatePicker: countDownDuration \(newValue) must be between 0 and \(Int(UIDatePicker._maximumCountDownDuration)) seconds; ignored", category: "UIDatePicker")
            }
            _countDownDuration = Swift.min(newValue, UIDatePicker._maximumCountDownDuration)
            _refreshDisplays(animated: false)
        }
    }

    // MARK: Locale, calendar, time zone

    /// The locale of names and formats. Default (and after setting nil): the calendar's locale if
    /// one was set, else the current locale.
    open var locale: Locale? {
        get { _displayLocale }
        set {
            _locale = newValue
            _rebuildStyleView()
        }
    }

    /// The calendar of months, weekdays and the first weekday. Default (and after setting nil):
    /// the current calendar.
    open var calendar: Calendar! {
        get { _calendar ?? Calendar.current }
        set {
            _calendar = newValue
            _rebuildStyleView()
        }
    }

    /// The time zone the date is shown in. Default nil: the calendar's if one was set, else the
    /// current time zone.
    open var timeZone: TimeZone? {
        get { _timeZone }
        set {
            _timeZone = newValue
            _rebuildStyleView()
        }
    }

    /// The locale in use.
    var _displayLocale: Locale { _locale ?? _calendarLocale ?? Locale.current }

    /// The locale of the calendar the app set, if it has one (a calendar made with
    /// `Calendar(identifier:)` has none).
    private var _calendarLocale: Locale? {
        guard let l = _calendar?.locale, !l.identifier.isEmpty else { return nil }
        return l
    }

    /// The calendar in use, with the picker's locale and time zone.
    var _displayCalendar: Calendar {
        var c = _calendar ?? Calendar.current
        if let l = _locale { c.locale = l } else if _calendarLocale == nil { c.locale = Locale.current }
        c.timeZone = _timeZone ?? (_calendar != nil ? c.timeZone : TimeZone.current)
        return c
    }

    /// The format of the picker's calendar and locale: `old` if it still matches, else a new one.
    func _format(reusing old: _UIDatePickerFormat?) -> _UIDatePickerFormat {
        let calendar = _displayCalendar, locale = _displayLocale
        if let old, old.matches(calendar, locale) { return old }
        return _UIDatePickerFormat(calendar: calendar, locale: locale)
    }

    // MARK: Init

    public override init(frame: CGRect) {
        _date = UIDatePicker._now()
        super.init(frame: frame)
        _datePickerInit()
    }

    /// Makes a date picker from an Interface Builder document (its mode, style, dates, bounds,
    /// minute interval, count-down duration and locale).
    public required init?(coder: NSCoder) {
        _date = UIDatePicker._now()
        super.init(coder: coder)
        _datePickerInit()
        _decodeInterfaceBuilderDatePicker(coder)
    }

    private func _datePickerInit() {
        isOpaque = false
        _rebuildStyleView()
    }

    // MARK: Size and layout

    /// The natural size of the current style: 320 × 216 for wheels, the month calendar's size for
    /// inline, the buttons' size for compact.
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels: return CGSize(width: 320, height: 216)
        case .inline: return _UICalendarView.preferredSize(showsTime: _mode == .dateAndTime)
        default: return (_styleView as? _UIDatePickerCompactView)?.preferredSize ?? CGSize(width: 120, height: 34)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _styleView?.frame = bounds
    }

    // MARK: Style views

    /// Replaces the style view after a change of mode, style, locale, calendar or time zone.
    func _rebuildStyleView() {
        _date = _clamped(_rounded(_date))
        _styleView?.removeFromSuperview()
        _styleView = nil
        _wheels = nil
        let view: UIView
        switch datePickerStyle {
        case .wheels:
            let picker = UIPickerView(frame: bounds)
            let wheels = _UIDatePickerWheels(owner: self, mode: _mode)
            _wheels = wheels
            picker.dataSource = wheels
            picker.delegate = wheels
            wheels.attach(picker)
            view = picker
        case .inline:
            view = _UICalendarView(owner: self, showsTime: _mode == .dateAndTime)
        default:
            view = _UIDatePickerCompactView(owner: self)
        }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        _styleView = view
        _refreshDisplays(animated: false)
        invalidateIntrinsicContentSize()
    }

    /// The picker view of the wheels style (nil in the other styles).
    var _pickerView: UIPickerView? { _styleView as? UIPickerView }

    /// Registers a view that shows this picker's value elsewhere (refreshed with the picker's).
    func _addDisplay(_ display: any _UIDatePickerDisplay) {
        _displays.removeAll { $0.display == nil }
        _displays.append(_UIDatePickerWeakDisplay(display: display))
    }

    /// Shows the current value in the style view and every registered display.
    func _refreshDisplays(animated: Bool) {
        _wheels?.showValue(animated: animated)
        (_styleView as? _UIDatePickerDisplay)?.datePickerValueDidChange()
        for d in _displays { d.display?.datePickerValueDidChange() }
    }

    // MARK: The user's changes

    /// The user picked `date` (a calendar day, a wheel, an arrow key): stores it inside the
    /// bounds, shows it, and sends `.valueChanged` once if it changed.
    func _userChose(_ date: Date) {
        let d = _clamped(_rounded(date))
        let changed = d != _date
        _date = d
        _refreshDisplays(animated: true)
        if changed { _sendActions(for: .valueChanged, with: nil) }
    }

    /// The user picked a count-down duration on the wheels.
    func _userChoseCountDown(_ duration: TimeInterval) {
        let d = Swift.min(Swift.max(0, duration), UIDatePicker._maximumCountDownDuration)
        let changed = d != _countDownDuration
        _countDownDuration = d
        _refreshDisplays(animated: true)
        if changed { _sendActions(for: .valueChanged, with: nil) }
    }

    /// The view controller to present the compact style's calendar from: the nearest one up the
    /// responder chain (its topmost presented controller), else the window's root.
    func _presentingController() -> UIViewController? {
        var r: UIResponder? = next
        var found: UIViewController?
        while let x = r {
            if let vc = x as? UIViewController { found = vc; break }
            r = x.next
        }
        guard var vc = found ?? window?.rootViewController else { return nil }
        while let p = vc.presentedViewController, !p.isBeingDismissed { vc = p }
        return vc
    }
}

/// A view that shows a date picker's value and is told when it changes.
@MainActor protocol _UIDatePickerDisplay: AnyObject {
    /// The picker's date, bounds or format changed: show them.
    func datePickerValueDidChange()
}

/// A weak reference to a display (a presented calendar outlives nothing).
@MainActor struct _UIDatePickerWeakDisplay {
    weak var display: (any _UIDatePickerDisplay)?
}
