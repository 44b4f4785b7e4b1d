//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// What a compact date picker's buttons present: the month calendar or the time wheels, in a
// popover pointing at the button (a sheet in a compact-width window), through the ordinary
// presentation machinery (UIPopoverPresentationController).

/// The controller a compact date picker (or the inline calendar's time button) presents.
@MainActor final class _UIDatePickerPopoverController: UIViewController, _UIDatePickerDisplay {
    /// What it shows.
    enum Content { case calendar, time }

    /// The date picker it edits, held strongly: the calendar and wheels inside read it (unowned),
    /// and a popover still on screen can outlive the picker's own view (the picker holds this
    /// controller only weakly, as a display).
    let owner: UIDatePicker
    let content: Content
    /// The button that presented it (its text is tinted meanwhile).
    weak var sourceButton: _UIDatePickerPill?
    /// The calendar shown (`.calendar`).
    private(set) var calendarView: _UICalendarView?
    /// The time wheels' data source (`.time`; the picker view holds it weakly).
    private(set) var wheels: _UIDatePickerWheels?

    init(owner: UIDatePicker, content: Content) {
        self.owner = owner
        self.content = content
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        preferredContentSize = content == .calendar
            ? _UICalendarView.preferredSize(showsTime: false)
            : CGSize(width: 320, height: 216)
    }

    required init?(coder: NSCoder) { nil }

    /// Presents `content` for `owner` from `button`, from the nearest view controller; logged and
    /// ignored without one.
    static func present(_ content: Content, for owner: UIDatePicker, from button: _UIDatePickerPill) {
        guard let presenter = owner._presentingController() else {
            return UIKitLog.warning("UIDatePicker: no view controller to present the \(content == .calendar ? "calendar" : "time picker") from; the picker is not in a view controller's view", category: "UIDatePicker")
        }
        let controller = _UIDatePickerPopoverController(owner: owner, content: content)
        controller.sourceButton = button
        if let popover = controller.popoverPresentationController {
            popover.sourceView = button
            popover.sourceRect = button.bounds
            popover.permittedArrowDirections = [.up, .down]
            // In a compact-width window: a half-height sheet with a grabber (the calendar fits).
            let sheet = popover.adaptiveSheetPresentationController
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        button.isPresenting = true
        presenter.present(controller, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let shown: UIView
        switch content {
        case .calendar:
            let calendar = _UICalendarView(owner: owner, showsTime: false)
            calendarView = calendar
            shown = calendar
        case .time:
            let picker = UIPickerView(frame: CGRect(origin: .zero, size: preferredContentSize))
            let w = _UIDatePickerWheels(owner: owner, mode: .time)
            wheels = w
            picker.dataSource = w
            picker.delegate = w
            w.attach(picker)
            shown = picker
        }
        view.addSubview(shown)
        owner._addDisplay(self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let shown = calendarView ?? wheels?.picker else { return }
        // The natural size, centred at the top (a sheet is wider and taller than a popover).
        let size = preferredContentSize
        let b = view.bounds
        let width = min(b.width, max(size.width, min(b.width, 400)))
        let top = view.safeAreaInsets.top + (b.height > size.height + 20 ? 16 : 0) // under a sheet's grabber
        shown.frame = CGRect(x: ((b.width - width) / 2).rounded(), y: top, width: width, height: size.height)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        sourceButton?.isPresenting = false
    }

    func datePickerValueDidChange() {
        calendarView?.datePickerValueDidChange()
        wheels?.showValue(animated: true)
    }
}
