//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Sizes and colours of alerts and action sheets (iOS 13+ light appearance; ⚠ marks values
/// measured from screenshots rather than documented).
enum _UIAlertMetrics {
    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 13
    static let alertActionHeight: CGFloat = 44
    static let alertActionFontSize: CGFloat = 17
    static let alertTitleFontSize: CGFloat = 17
    static let messageFontSize: CGFloat = 13
    /// Header padding (alert): above the title, below the message, and on the sides.
    static let alertHeaderVertical: CGFloat = 20
    static let headerHorizontal: CGFloat = 16
    /// Between title and message.
    static let headerGap: CGFloat = 4
    /// ⚠ Action-sheet rows are taller than an alert's, with larger text.
    static let sheetActionHeight: CGFloat = 57
    static let sheetActionFontSize: CGFloat = 20
    static let sheetHeaderFontSize: CGFloat = 13
    static let sheetHeaderVertical: CGFloat = 14
    /// Around the sheet's cards and between the actions and the cancel block.
    static let sheetMargin: CGFloat = 8
    /// ⚠ The least space kept above and below an alert, and above a sheet, when its content is
    /// too tall for the screen (the content then scrolls).
    static let overflowMargin: CGFloat = 20
    /// ⚠ An action sheet is never wider than this (landscape phones).
    static let sheetMaxWidth: CGFloat = 400
    /// ⚠ An action sheet's popover width (iPad).
    static let popoverWidth: CGFloat = 304
    /// Space the title label keeps from the row's edges.
    static let actionTitleInset: CGFloat = 8
    /// ⚠ How dark the screen behind an alert gets (black at this alpha).
    static let dimmingAlpha: CGFloat = 0.2
    /// ⚠ The cards stand in for iOS's blurred material with a light, nearly opaque grey.
    static let cardColor = UIColor._system("_alertCardColor", UIColor(white: 0.97, alpha: 0.97), UIColor(_rgb: 0x2C2C2E, alpha: 0.97))
    static let cancelCardColor = UIColor._system("_alertCancelCardColor", .white, UIColor(_rgb: 0x2C2C2E))
    static let highlightColor = UIColor._system("_alertHighlightColor", UIColor(white: 0, alpha: 0.1), UIColor(white: 1, alpha: 0.1))
    static let separatorColor = UIColor.separator
    static let disabledTitleColor = UIColor.tertiaryLabel
    static let sheetHeaderColor = UIColor(white: 0.56, alpha: 1)
}

/// The view of a `UIAlertController`: fills the screen with the dimming view and holds the
/// alert's card (or the sheet's two cards) in `contentView`, the view the transitions move.
/// Rows are rebuilt when the alert's content changes; frames are computed in `layoutSubviews`.
final class _UIAlertControllerView: UIView {
    weak var controller: UIAlertController?
    let dimmingView = UIView()
    /// Everything that moves in the transitions: the alert's card, or the sheet's cards.
    let contentView = UIView()
    /// The card with the header and the actions (for a sheet, all but the cancel action).
    let mainCard = UIView()
    /// The action sheet's separate cancel block.
    let cancelCard = UIView()
    /// Holds the main card's header and rows; scrolls only when they are taller than the screen.
    let scrollView = _UIAlertScrollView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var rows: [_UIAlertActionView] = []
    private var separators: [UIView] = []
    private var isSheet = false

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        accessibilityViewIsModal = true
        dimmingView.backgroundColor = UIColor(white: 0, alpha: _UIAlertMetrics.dimmingAlpha)
        addSubview(dimmingView)
        addSubview(contentView)
        for (card, color) in [(mainCard, _UIAlertMetrics.cardColor), (cancelCard, _UIAlertMetrics.cancelCardColor)] {
            card.backgroundColor = color
            card.layer.cornerRadius = _UIAlertMetrics.cornerRadius
            card.clipsToBounds = true
            contentView.addSubview(card)
        }
        scrollView.delaysContentTouches = false
        scrollView.contentInsetAdjustmentBehavior = .never
        mainCard.addSubview(scrollView)
        for l in [titleLabel, messageLabel] {
            l.numberOfLines = 0
            l.textAlignment = .center
            scrollView.addSubview(l)
        }
        reload()
    }

    required init?(coder: NSCoder) { return nil }

    /// The action shown in `row`'s place, for tests and the animators.
    func row(for action: UIAlertAction) -> _UIAlertActionView? { rows.first { $0.action === action } }

    /// Rebuilds the header and rows from the controller.
    func reload() {
        guard let c = controller else { return }
        isSheet = c.preferredStyle == .actionSheet
        titleLabel.text = c.title
        messageLabel.text = c.message
        let headerSize = isSheet ? _UIAlertMetrics.sheetHeaderFontSize : _UIAlertMetrics.alertTitleFontSize
        titleLabel.font = UIFont.systemFont(ofSize: headerSize, weight: .semibold)
        messageLabel.font = UIFont.systemFont(ofSize: _UIAlertMetrics.messageFontSize)
        let headerColor: UIColor = isSheet ? _UIAlertMetrics.sheetHeaderColor : .label
        titleLabel.textColor = headerColor
        messageLabel.textColor = headerColor

        for r in rows { r.removeFromSuperview() }
        let fontSize = isSheet ? _UIAlertMetrics.sheetActionFontSize : _UIAlertMetrics.alertActionFontSize
        let emphasized = c._emphasizedAction
        rows = c.actions.map { action in
            let row = _UIAlertActionView(action: action, fontSize: fontSize)
            row.isEmphasized = action === emphasized
            row.addAction(UIAction { [weak c] _ in c?._perform(action) }, for: .touchUpInside)
            return row
        }
        for r in rows { (isSheet && r.action.style == .cancel ? cancelCard : scrollView).addSubview(r) }
        for f in c._textFields where f.superview !== scrollView { scrollView.addSubview(f) }
        setNeedsLayout()
    }

    func actionDidChangeEnabled(_ action: UIAlertAction) {
        row(for: action)?.isEnabled = action.isEnabled
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds
        for s in separators { s.removeFromSuperview() }
        separators.removeAll()
        let popover = isSheet && controller?._isInPopover == true
        dimmingView.isHidden = popover
        mainCard.backgroundColor = popover ? .clear : _UIAlertMetrics.cardColor
        mainCard.layer.cornerRadius = popover ? 0 : _UIAlertMetrics.cornerRadius
        if popover { _layoutPopover() } else if isSheet { _layoutSheet() } else { _layoutAlert() }
    }

    /// An action sheet in a popover: the header and the actions but the cancel one, filling the
    /// popover.
    private func _layoutPopover() {
        let m = _UIAlertMetrics.self
        let w = bounds.width
        cancelCard.isHidden = true
        for r in rows where r.action.style == .cancel { r.frame = .zero }
        var h = _layoutHeader(width: w, vertical: m.sheetHeaderVertical)
        h = _stack(rows.filter { $0.action.style != .cancel }, in: scrollView, from: h, width: w, rowHeight: m.sheetActionHeight)
        mainCard.isHidden = false
        _ = _fitMainCard(width: w, contentHeight: h, available: bounds.height)
        contentView.transform = .identity
        contentView.frame = bounds
    }

    /// The size of an action sheet's popover: the popover width, as tall as the header and the
    /// actions but the cancel one.
    func popoverContentSize() -> CGSize {
        let m = _UIAlertMetrics.self
        let w = m.popoverWidth
        let header = _layoutHeader(width: w, vertical: m.sheetHeaderVertical)
        let count = rows.filter { $0.action.style != .cancel }.count
        return CGSize(width: w, height: max(m.sheetActionHeight, header + CGFloat(count) * m.sheetActionHeight))
    }

    /// The rows in the order they are shown: insertion order with the cancel action last, or,
    /// for two actions side by side, the cancel action first (leading).
    private func _orderedRows(sideBySide: Bool) -> [_UIAlertActionView] {
        let others = rows.filter { $0.action.style != .cancel }
        let cancel = rows.filter { $0.action.style == .cancel }
        return sideBySide ? cancel + others : others + cancel
    }

    private var hairline: CGFloat { 1 / max(1, window?.screen.scale ?? UIScreen.main.scale) }

    private func _separator(in card: UIView, _ frame: CGRect) {
        let s = UIView(frame: frame)
        s.backgroundColor = _UIAlertMetrics.separatorColor
        card.addSubview(s)
        separators.append(s)
    }

    /// Lays out the title and message from `top`, returning the header's height (0 without
    /// title and message).
    private func _layoutHeader(width: CGFloat, vertical: CGFloat) -> CGFloat {
        let textWidth = width - 2 * _UIAlertMetrics.headerHorizontal
        var y = vertical
        var any = false
        for l in [titleLabel, messageLabel] {
            let has = !(l.text ?? "").isEmpty
            l.isHidden = !has
            guard has else { continue }
            if any { y += _UIAlertMetrics.headerGap }
            let h = ceil(l.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
            l.frame = CGRect(x: _UIAlertMetrics.headerHorizontal, y: y, width: textWidth, height: h)
            y += h
            any = true
        }
        return any ? y + vertical : 0
    }

    /// Stacks `rows` in `card` from `y` (a separator above each row that has something above it).
    private func _stack(_ rows: [_UIAlertActionView], in card: UIView, from y: CGFloat, width: CGFloat, rowHeight: CGFloat) -> CGFloat {
        var y = y
        for r in rows {
            r.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
            if y > 0 { _separator(in: card, CGRect(x: 0, y: y, width: width, height: hairline)) }
            y += rowHeight
        }
        return y
    }

    private func _layoutAlert() {
        let m = _UIAlertMetrics.self
        let w = m.alertWidth
        cancelCard.isHidden = true
        var y = _layoutHeader(width: w, vertical: m.alertHeaderVertical)
        if let fields = controller?._textFields, !fields.isEmpty {
            // Text fields under the message: 28 pt each, 16 pt from the sides (⚠ from screenshots).
            y = y > 0 ? y - m.alertHeaderVertical + 16 : 16
            for (i, f) in fields.enumerated() {
                if i > 0 { y += 4 }
                f.frame = CGRect(x: m.headerHorizontal, y: y, width: w - 2 * m.headerHorizontal, height: 28)
                y += 28
            }
            y += 16
        }
        let half = w / 2
        let sideBySide = rows.count == 2 && rows.allSatisfy { $0.titleWidth <= half - 2 * m.actionTitleInset }
        let ordered = _orderedRows(sideBySide: sideBySide)
        if sideBySide {
            // The cancel action leads: on the left, or on the right in right-to-left layouts.
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            ordered[rtl ? 1 : 0].frame = CGRect(x: 0, y: y, width: half, height: m.alertActionHeight)
            ordered[rtl ? 0 : 1].frame = CGRect(x: half, y: y, width: w - half, height: m.alertActionHeight)
            if y > 0 { _separator(in: scrollView, CGRect(x: 0, y: y, width: w, height: hairline)) }
            _separator(in: scrollView, CGRect(x: half, y: y, width: hairline, height: m.alertActionHeight))
            y += m.alertActionHeight
        } else {
            y = _stack(ordered, in: scrollView, from: y, width: w, rowHeight: m.alertActionHeight)
        }
        let safe = bounds.inset(by: safeAreaInsets)
        let h = _fitMainCard(width: w, contentHeight: y, available: safe.height - 2 * m.overflowMargin)
        mainCard.isHidden = false
        contentView.bounds = CGRect(x: 0, y: 0, width: w, height: h)
        contentView.center = CGPoint(x: safe.midX, y: safe.midY)
    }

    private func _layoutSheet() {
        let m = _UIAlertMetrics.self
        let insets = safeAreaInsets
        let w = max(0, min(bounds.width - insets.left - insets.right - 2 * m.sheetMargin, m.sheetMaxWidth))
        let ordered = _orderedRows(sideBySide: false)
        let cancel = ordered.last.flatMap { $0.action.style == .cancel ? $0 : nil }
        let others = cancel == nil ? ordered : Array(ordered.dropLast())
        var mainHeight = _layoutHeader(width: w, vertical: m.sheetHeaderVertical)
        mainHeight = _stack(others, in: scrollView, from: mainHeight, width: w, rowHeight: m.sheetActionHeight)
        let bottom = insets.bottom > 0 ? insets.bottom : m.sheetMargin
        let cancelSpace = cancel == nil ? 0 : m.sheetActionHeight + m.sheetMargin
        mainHeight = _fitMainCard(width: w, contentHeight: mainHeight,
                                  available: bounds.height - insets.top - m.overflowMargin - bottom - cancelSpace)
        mainCard.isHidden = mainHeight == 0
        var total = mainHeight
        cancelCard.isHidden = cancel == nil
        if let cancel {
            if total > 0 { total += m.sheetMargin }
            cancelCard.frame = CGRect(x: 0, y: total, width: w, height: m.sheetActionHeight)
            cancel.frame = cancelCard.bounds
            total += m.sheetActionHeight
        }
        contentView.bounds = CGRect(x: 0, y: 0, width: w, height: total)
        contentView.center = CGPoint(x: insets.left + (bounds.width - insets.left - insets.right) / 2,
                                     y: bounds.height - bottom - total / 2)
    }

    /// Sizes the main card to its content, or to `available` with the content scrolling when it
    /// is taller; returns the card's height.
    private func _fitMainCard(width: CGFloat, contentHeight: CGFloat, available: CGFloat) -> CGFloat {
        let h = min(contentHeight, max(_UIAlertMetrics.alertActionHeight, available))
        mainCard.frame = CGRect(x: 0, y: 0, width: width, height: h)
        scrollView.frame = mainCard.bounds
        scrollView.contentSize = CGSize(width: width, height: contentHeight)
        let scrolls = contentHeight > h + 0.5
        scrollView.isScrollEnabled = scrolls
        if !scrolls { scrollView.contentOffset = .zero }
        return h
    }

    // MARK: Touches

    /// Touches on the dimmed background stop here: the content behind an alert gets none.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// The scroll view of an alert's content: a drag that starts on an action row scrolls (and
/// takes the touch from the row), which a plain scroll view refuses for controls.
final class _UIAlertScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}
