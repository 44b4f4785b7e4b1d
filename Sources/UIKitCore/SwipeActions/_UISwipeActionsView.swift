//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The strip of buttons revealed behind a swiped table row: one button per contextual action,
/// the first nearest the edge the swipe starts from (the rightmost for trailing actions in a
/// left-to-right layout).
///
/// The table view owns the gesture and slides the row; it places this view on the revealed
/// side (its outer edge on the row's edge, the row's height) and calls
/// `layout(forRevealedWidth:)` as the row moves. The view resizes itself to the revealed width
/// keeping its outer edge fixed and lays the buttons out:
///
/// - each button's preferred width is its title (white, 15 pt) or image plus 15 pt padding on
///   each side, at least 74 pt; `preferredWidth` is their sum (the open, resting width);
/// - a revealed width other than the preferred one scales every button in proportion;
/// - past `fullSwipeThreshold` — the larger of 60 % of the row's width (`containerWidth`) and
///   the preferred width plus 40 pt — with `performsFirstActionWithFullSwipe`, the first action
///   takes the whole width, its title moves to the inner side, and `isFullSwipeArmed` is true:
///   lifting the finger then should perform it.
///
/// Buttons carry their action's title as accessibility label, so tests (and VoiceOver) find them.
/// Tapping one calls `actionTriggered` (set by the table view) or, when nil, performs the action.
package final class _UISwipeActionsView: UIView {
    /// Which edge of the row the actions belong to (resolved against the layout direction).
    package enum Edge: Sendable { case leading, trailing }

    package static let minimumButtonWidth: CGFloat = 74
    package static let buttonPadding: CGFloat = 15
    package static let titleFontSize: CGFloat = 15
    /// Full swipe: at least this fraction of the row's width ...
    package static let fullSwipeFraction: CGFloat = 0.6
    /// ... and at least this far past the preferred width.
    package static let fullSwipeMargin: CGFloat = 40

    package let configuration: UISwipeActionsConfiguration
    package let edge: Edge
    /// The row's width (the full-swipe threshold is a fraction of it).
    package var containerWidth: CGFloat
    /// One button per action, in the configuration's order.
    package private(set) var buttons: [_UISwipeActionButton] = []
    /// The width last passed to `layout(forRevealedWidth:)`.
    package private(set) var revealedWidth: CGFloat = 0
    /// True while the revealed width is past the full-swipe threshold (and the configuration
    /// allows full swipes): the first action covers the strip.
    package private(set) var isFullSwipeArmed = false
    /// Called when the user taps a button, with the action and the button; nil: `perform` it.
    package var actionTriggered: ((UIContextualAction, UIView) -> Void)?

    package init(configuration: UISwipeActionsConfiguration, edge: Edge, containerWidth: CGFloat = 0) {
        self.configuration = configuration
        self.edge = edge
        self.containerWidth = containerWidth
        super.init(frame: .zero)
        clipsToBounds = true
        buttons = configuration.actions.map { action in
            let b = _UISwipeActionButton(action: action)
            b.addAction(UIAction { [weak self, weak b] _ in
                guard let self, let b else { return }
                self._tapped(b)
            }, for: .touchUpInside)
            return b
        }
        for b in buttons { addSubview(b) }
    }

    required init?(coder: NSCoder) { nil }

    /// The resting width: the sum of the buttons' preferred widths.
    package var preferredWidth: CGFloat { buttons.reduce(0) { $0 + $1.preferredWidth } }

    /// The revealed width past which a full swipe is armed (infinite when full swipes are off or
    /// there is no action).
    package var fullSwipeThreshold: CGFloat {
        guard configuration.performsFirstActionWithFullSwipe, !buttons.isEmpty else { return .infinity }
        return max(containerWidth * Self.fullSwipeFraction, preferredWidth + Self.fullSwipeMargin)
    }

    /// True when the buttons sit on the right (trailing in left-to-right, leading in right-to-left).
    var _isOnRight: Bool { (edge == .trailing) == (effectiveUserInterfaceLayoutDirection == .leftToRight) }

    /// Resizes the strip to `width` (keeping its outer edge) and lays out the buttons for it.
    package func layout(forRevealedWidth width: CGFloat) {
        let w = width.isFinite ? max(0, width) : 0
        revealedWidth = w
        isFullSwipeArmed = w > fullSwipeThreshold
        var f = frame
        if _isOnRight { f.origin.x = f.maxX - w }
        f.size.width = w
        frame = f
        _layoutButtons()
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        _layoutButtons()
    }

    func _layoutButtons() {
        let w = bounds.width, h = bounds.height
        let onRight = _isOnRight
        if isFullSwipeArmed, let first = buttons.first {
            first.frame = CGRect(x: 0, y: 0, width: w, height: h)
            first.isHidden = false
            first.contentPlacement = onRight ? .left : .right
            first.layoutIfNeeded()
            for b in buttons.dropFirst() {
                b.frame = CGRect(x: onRight ? 0 : w, y: 0, width: 0, height: h)
                b.isHidden = true
            }
            return
        }
        let preferred = preferredWidth
        let scale = preferred > 0 ? w / preferred : 0
        // From the outer edge inwards.
        var outer: CGFloat = onRight ? w : 0
        for b in buttons {
            let bw = b.preferredWidth * scale
            b.frame = CGRect(x: onRight ? outer - bw : outer, y: 0, width: bw, height: h)
            b.isHidden = bw <= 0
            b.contentPlacement = .center
            b.layoutIfNeeded()
            outer += onRight ? -bw : bw
        }
    }

    /// The action whose button is under `point` (in this view's coordinates), or nil.
    package func action(at point: CGPoint) -> UIContextualAction? {
        for b in buttons where !b.isHidden && b.frame.width > 0 {
            let f = b.frame
            if point.x >= f.minX && point.x < f.maxX && point.y >= f.minY && point.y < f.maxY { return b.action }
        }
        return nil
    }

    /// The button showing `action`.
    package func button(for action: UIContextualAction) -> _UISwipeActionButton? {
        buttons.first { $0.action === action }
    }

    /// Runs the action's handler with `sourceView` (usually its button) and `completion`. The
    /// handler must call the completion; one that never does leaves the row open, and that
    /// can't be detected here.
    package func perform(_ action: UIContextualAction, sourceView: UIView, completion: @escaping (Bool) -> Void) {
        action.handler(action, sourceView, completion)
    }

    private func _tapped(_ button: _UISwipeActionButton) {
        if let actionTriggered {
            actionTriggered(button.action, button)
        } else {
            perform(button.action, sourceView: button) { _ in }
        }
    }
}
