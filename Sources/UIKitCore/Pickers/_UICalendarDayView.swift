//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The small controls of the inline month calendar: a day of the grid (its number, today in the
// tint colour, the chosen day in a tinted circle) and the < > month arrows.

/// One day of the month calendar: a button whose accessibility label speaks the date.
@MainActor final class _UICalendarDayView: UIControl {
    /// The day of the month as the locale writes it.
    var number = "" { didSet { if number != oldValue { setNeedsDisplay() } } }
    /// True for today: the number in the tint colour.
    var isToday = false { didSet { if isToday != oldValue { setNeedsDisplay() } } }
    /// True for the picker's day: a tinted circle (solid when it is also today).
    var isChosen = false { didSet { if isChosen != oldValue { setNeedsDisplay(); _updateTraits() } } }
    /// The day's first moment (in the picker's calendar).
    var day = Date.distantPast

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = true
        _updateTraits()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = true
        _updateTraits()
    }

    override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay(); _updateTraits() } }
    }

    private func _updateTraits() {
        var t: UIAccessibilityTraits = .button
        if isChosen { t.insert(.selected) }
        if !isEnabled { t.insert(.notEnabled) }
        accessibilityTraits = t
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// The font of the day numbers (⚠ 20 pt, semibold for the chosen day, as iOS 14+ draws them).
    static func font(chosen: Bool) -> UIFont { chosen ? .systemFont(ofSize: 20, weight: .semibold) : .systemFont(ofSize: 20) }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let diameter = max(0, min(b.width, b.height) - 2)
        let circle = CGRect(x: b.midX - diameter / 2, y: b.midY - diameter / 2, width: diameter, height: diameter)
        let text: UIColor
        if isChosen {
            (isToday ? tintColor : tintColor.withAlphaComponent(0.15)).setFill()
            UIBezierPath(ovalIn: circle).fill()
            text = isToday ? .white : tintColor
        } else if !isEnabled {
            text = .tertiaryLabel
        } else {
            text = isToday ? tintColor : .label
        }
        let title = NSAttributedString(string: number, attributes: [.font: _UICalendarDayView.font(chosen: isChosen), .foregroundColor: text])
        let size = title.size()
        title.draw(at: CGPoint(x: (b.midX - size.width / 2).rounded(), y: (b.midY - size.height / 2).rounded()))
    }
}

/// The < or > button of the calendar's header: a chevron in the tint colour (gray when disabled).
@MainActor final class _UICalendarArrowButton: UIControl {
    /// True: points to the right (>).
    var pointsRight = false { didSet { if pointsRight != oldValue { setNeedsDisplay() } } }
    /// Half the chevron's height (8 pt for the month buttons, smaller after the title).
    var chevronHalfHeight: CGFloat = 8 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    override var isEnabled: Bool {
        didSet { setNeedsDisplay(); accessibilityTraits = isEnabled ? .button : [.button, .notEnabled] }
    }

    override var isHighlighted: Bool { didSet { setNeedsDisplay() } }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let h = chevronHalfHeight, w = chevronHalfHeight * 0.5625
        let path = UIBezierPath()
        let back = pointsRight ? b.midX - w : b.midX + w, tip = pointsRight ? b.midX + w : b.midX - w
        path.move(to: CGPoint(x: back, y: b.midY - h))
        path.addLine(to: CGPoint(x: tip, y: b.midY))
        path.addLine(to: CGPoint(x: back, y: b.midY + h))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        let color: UIColor = !isEnabled ? .tertiaryLabel : (isHighlighted ? tintColor.withAlphaComponent(0.4) : tintColor)
        color.setStroke()
        path.stroke()
    }
}
