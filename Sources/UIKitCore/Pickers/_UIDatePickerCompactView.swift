//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The compact style of UIDatePicker: a rounded gray button with the date (the locale's medium
// style) that presents the month calendar, and one with the time (short style) that presents
// time wheels; the gray button is also the inline calendar's time button.

/// A rounded gray button with a date or time (its text in the tint colour while it presents).
@MainActor final class _UIDatePickerPill: UIControl {
    /// The text shown.
    let titleLabel = UILabel()
    /// The text shown.
    var title: String {
        get { titleLabel.text ?? "" }
        set {
            guard newValue != titleLabel.text else { return }
            titleLabel.text = newValue
            invalidateIntrinsicContentSize()
            superview?.setNeedsLayout()
        }
    }
    /// True while the calendar or wheels it opened are shown: the text is tinted.
    var isPresenting = false { didSet { _updateColors() } }

    // ⚠ Metrics close to iOS 14–17 (not measured).
    static let height: CGFloat = 34
    static let padding: CGFloat = 11

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        clipsToBounds = true
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityTraits = .button
        _updateColors()
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool { didSet { titleLabel.alpha = isHighlighted ? 0.5 : 1 } }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateColors()
    }

    private func _updateColors() {
        titleLabel.textColor = isPresenting ? tintColor : .label
        accessibilityTraits = isPresenting ? [.button, .selected] : .button
    }

    override var intrinsicContentSize: CGSize {
        let text = titleLabel.intrinsicContentSize
        return CGSize(width: ceil(text.width) + 2 * Self.padding, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }
}

/// The compact style: the date button, the time button, or both (by mode), trailing-aligned
/// (leading when the picker's content alignment is leading or left ⚠).
@MainActor final class _UIDatePickerCompactView: UIView, _UIDatePickerDisplay {
    unowned let owner: UIDatePicker
    /// The date button (nil in `.time` mode).
    private(set) var dateButton: _UIDatePickerPill?
    /// The time button (nil in `.date` mode).
    private(set) var timeButton: _UIDatePickerPill?
    static let spacing: CGFloat = 6
    private var format: _UIDatePickerFormat?

    init(owner: UIDatePicker) {
        self.owner = owner
        super.init(frame: .zero)
        isOpaque = false
        if owner.datePickerMode != .time {
            let b = _UIDatePickerPill(frame: .zero)
            b.addAction(UIAction { [unowned self, unowned b] _ in
                _UIDatePickerPopoverController.present(.calendar, for: self.owner, from: b)
            }, for: .touchUpInside)
            dateButton = b
            addSubview(b)
        }
        if owner.datePickerMode != .date {
            let b = _UIDatePickerPill(frame: .zero)
            b.addAction(UIAction { [unowned self, unowned b] _ in
                _UIDatePickerPopoverController.present(.time, for: self.owner, from: b)
            }, for: .touchUpInside)
            timeButton = b
            addSubview(b)
        }
        datePickerValueDidChange()
    }

    required init?(coder: NSCoder) { nil }

    /// The buttons side by side.
    var preferredSize: CGSize {
        let sizes = [dateButton, timeButton].compactMap { $0?.intrinsicContentSize }
        let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, sizes.count - 1)) * Self.spacing
        return CGSize(width: width, height: _UIDatePickerPill.height)
    }

    func datePickerValueDidChange() {
        let format = owner._format(reusing: self.format)
        self.format = format
        let date = owner.date
        if let dateButton {
            dateButton.title = format.formatter(date: .medium, time: .none).string(from: date)
            dateButton.accessibilityLabel = format.formatter("yMMMMEEEEd").string(from: date)
        }
        if let timeButton {
            timeButton.title = format.formatter(date: .none, time: .short).string(from: date)
            timeButton.accessibilityLabel = timeButton.title
        }
        owner.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leading: Bool
        switch owner.contentHorizontalAlignment {
        case .leading: leading = true
        case .left: leading = !rtl
        case .right: leading = rtl
        default: leading = false
        }
        let buttons = [dateButton, timeButton].compactMap { $0 }
        let total = preferredSize.width
        // x from the left edge of the run of buttons, in reading order.
        var x = leading != rtl ? 0 : bounds.width - total
        let ordered = rtl ? buttons.reversed() : buttons
        for b in ordered {
            let s = b.intrinsicContentSize
            b.frame = CGRect(x: x, y: ((bounds.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            x += s.width + Self.spacing
        }
    }
}
