//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// A picker wheel's input besides the scroll view's drag and fling: taps on rows, a finger that
// catches the turning wheel, the wheel's own eased turns, the mouse wheel, keys and steps.

/// An eased turn of a wheel to a row, stepped by a display link on the media clock.
@MainActor final class _UIPickerTurn {
    let from: CGFloat, to: CGFloat, row: Int
    let start: TimeInterval, duration: TimeInterval
    /// A user's turn: the picker hears where it ends.
    let user: Bool
    var link: CADisplayLink?
    init(from: CGFloat, to: CGFloat, row: Int, start: TimeInterval, duration: TimeInterval, user: Bool) {
        self.from = from; self.to = to; self.row = row; self.start = start; self.duration = duration; self.user = user
    }
    isolated deinit { link?.invalidate() }
}

/// Watches a wheel's touches without ever recognizing: a touch that goes down stops the wheel's
/// own turn; a lift that was not a drag taps a row (turning it to the band) or, when the touch
/// caught the wheel moving, lets it settle on the nearest row.
@MainActor final class _UIPickerWheelTouchTracker: UIGestureRecognizer {
    var startPoint: CGPoint = .zero
    var caughtMoving = false
    var moved = false

    var wheel: _UIPickerWheel? { view as? _UIPickerWheel }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let w = wheel, let t = touches.first else { return }
        startPoint = t.location(in: nil)
        moved = false
        w.draggedSinceTouch = false
        caughtMoving = w.turn != nil || w._motion != nil || !w.isAligned
        w._stopTurn()
        w.picker?._focus(w.component)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first else { return }
        let p = t.location(in: nil)
        if hypot(p.x - startPoint.x, p.y - startPoint.y) > 10 { moved = true }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        defer { state = .failed }
        guard let w = wheel, !w.draggedSinceTouch, w._drag == nil, let t = touches.first else { return }
        if caughtMoving || moved { w.settle(user: true) } else { w._tap(at: t.location(in: w)) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        defer { state = .failed }
        guard let w = wheel, !w.draggedSinceTouch, w._drag == nil else { return }
        w.settle(user: true)
    }
}

extension _UIPickerWheel {
    // MARK: Taps

    /// A tap at `p` (wheel coordinates): the row drawn there turns to the band.
    func _tap(at p: CGPoint) {
        guard rows > 0 else { return }
        let r = radius, s = (p.y - contentOffset.y - half) / r
        guard abs(s) <= sin(_UIPickerWheel.maxAngle) + 0.05 else { return settle(user: true) }
        let flat = contentOffset.y + half + r * asin(min(1, max(-1, s)))
        let row = Int(min(CGFloat(rows - 1), max(0, (flat / rowHeight).rounded(.down))))
        if row == currentRow && isAligned { return settle(user: true) }
        _show(row: row, animated: true, user: true)
    }

    // MARK: Turns

    /// Turns the wheel to `target` (the offset of `row`) over `duration`, easing out.
    func _turn(to target: CGFloat, row: Int, duration: TimeInterval, user: Bool) {
        stopQuietly()
        _stopTurn()
        guard window != nil else {
            contentOffset.y = target
            return settle(user: user)
        }
        let t = _UIPickerTurn(from: contentOffset.y, to: target, row: row, start: CACurrentMediaTime(), duration: duration, user: user)
        turn = t
        t.link = _frameLink(for: t, current: { ($0 as? _UIPickerWheel)?.turn }) { sv, t in
            (sv as? _UIPickerWheel)?._stepTurn(t)
        }
    }

    func _stepTurn(_ t: _UIPickerTurn) {
        let f = t.duration > 0 ? (CACurrentMediaTime() - t.start) / t.duration : 1
        if f >= 1 || window == nil {
            _stopTurn()
            contentOffset = CGPoint(x: 0, y: t.to)
            return settle(user: t.user)
        }
        let e = CGFloat(1 - pow(1 - max(0, f), 3))
        contentOffset = CGPoint(x: 0, y: _pixelRounded(t.from + (t.to - t.from) * e))
    }

    func _stopTurn() {
        guard let t = turn else { return }
        t.link?.invalidate()
        t.link = nil
        turn = nil
    }

    // MARK: Steps (keys, the mouse wheel, accessibility)

    /// Moves the selection `n` rows (clamped) as a user's choice: selected and told to the
    /// delegate at once, the wheel turning after it. False when it cannot move that way.
    @discardableResult
    func _step(by n: Int) -> Bool {
        guard let picker, rows > 0 else { return false }
        let base = turn?.row ?? picker._selected(component)
        let target = min(rows - 1, max(0, base + n))
        guard target != base else { return false }
        picker._userSelect(target, component)
        _show(row: target, animated: window != nil, user: false)
        return true
    }

    /// A mouse-wheel click turns this wheel a row a notch (40 pt of delta); a trackpad's
    /// continuous scroll is a drag (the scroll view's pan). At the first or last row the click
    /// goes on to the enclosing views.
    /// (Called by the wheel's `_scrollWheel` override; nil: the scroll view's own handling.)
    func _pickerScrollWheel(_ event: UIEvent) -> Bool? {
        guard event._isOneShot, isScrollEnabled else { return nil }
        let dy = event._scrollDelta.y
        guard dy != 0 else { return next?._scrollWheel(event) ?? false }
        if _drag != nil { return true }
        wheelRemainder += dy / UIScrollView._arrowStep
        if abs(dy) >= UIScrollView._arrowStep / 4, abs(wheelRemainder) < 1 { wheelRemainder = dy > 0 ? 1 : -1 }
        let steps = Int(wheelRemainder)
        wheelRemainder -= CGFloat(steps)
        guard steps != 0 else { return true }
        if _step(by: steps) { return true }
        wheelRemainder = 0
        return next?._scrollWheel(event) ?? false
    }
}

extension UIPickerView {
    /// The committed row of `component` (0 when out of range).
    func _selected(_ component: Int) -> Int {
        component >= 0 && component < _selectedRows.count ? _selectedRows[component] : 0
    }

    /// The user touched or focused `component`'s wheel: it takes the arrow keys, becoming first
    /// responder unless a text field or view (a `UIKeyInput`) is (a controller that holds it
    /// for its key commands still finds them up the wheel's responder chain).
    func _focus(_ component: Int) {
        _focusedComponent = component
        guard component < _wheels.count, let w = window else { return }
        if !(w._firstResponder is any UIKeyInput) { _wheels[component].becomeFirstResponder() }
    }

    /// Up/down: a row; Page Up/Down: five rows; Home/End: the first/last row; left/right: the
    /// neighbouring wheel. For the focused wheel; false for other keys.
    func _handleKeys(_ presses: Set<UIPress>) -> Bool {
        guard !_wheels.isEmpty else { return false }
        for press in presses {
            guard let key = press.key, key.modifierFlags.intersection([.command, .alternate, .control]).isEmpty else { continue }
            let c = min(max(0, _focusedComponent), _wheels.count - 1)
            let w = _wheels[c]
            switch key.keyCode {
            case .keyboardUpArrow: w._step(by: -1); return true
            case .keyboardDownArrow: w._step(by: 1); return true
            case .keyboardPageUp: w._step(by: -5); return true
            case .keyboardPageDown: w._step(by: 5); return true
            case .keyboardHome: w._step(by: -w.rows); return true
            case .keyboardEnd: w._step(by: w.rows); return true
            case .keyboardLeftArrow where c > 0: _focus(c - 1); return true
            case .keyboardRightArrow where c < _wheels.count - 1: _focus(c + 1); return true
            default: continue
            }
        }
        return false
    }
}
