//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One action's row in an alert or action sheet: a control showing the action's title.
///
/// Its title label takes the action's colour (tint, red for destructive, grey when disabled) and
/// weight (bold when emphasised), and a darker background while a finger is on it. A touch up
/// inside asks the alert to perform the action; a disabled action's row is a disabled control,
/// so it takes no touches.
final class _UIAlertActionView: UIControl {
    let action: UIAlertAction
    let label = UILabel()
    /// Bold: the preferred action (else the cancel action).
    var isEmphasized = false { didSet { if oldValue != isEmphasized { _restyle() } } }
    private let fontSize: CGFloat

    init(action: UIAlertAction, fontSize: CGFloat) {
        self.action = action
        self.fontSize = fontSize
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(label)
        accessibilityLabel = action.title
        accessibilityTraits = .button
        isEnabled = action.isEnabled
        _restyle()
    }

    required init?(coder: NSCoder) { return nil }

    /// The font the title is drawn in.
    var titleFont: UIFont {
        isEmphasized ? UIFont.systemFont(ofSize: fontSize, weight: .semibold) : UIFont.systemFont(ofSize: fontSize)
    }

    /// The width the title needs on one line.
    var titleWidth: CGFloat {
        label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The inset is capped at half the width: a row narrower than both insets (the cancel
        // row an action sheet's popover leaves at .zero) gets an empty title rect, not the null
        // rect (infinite origin) `insetBy` gives for a negative width.
        let inset = min(_UIAlertMetrics.actionTitleInset, max(0, bounds.width / 2))
        label.frame = bounds.insetBy(dx: inset, dy: 0)
    }

    override func _controlStateDidChange() { _restyle() }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        _restyle()
    }

    private func _restyle() {
        label.font = titleFont
        if !isEnabled {
            label.textColor = _UIAlertMetrics.disabledTitleColor
        } else if action.style == .destructive {
            label.textColor = .systemRed
        } else {
            label.textColor = tintColor
        }
        backgroundColor = isHighlighted ? _UIAlertMetrics.highlightColor : nil
    }
}
