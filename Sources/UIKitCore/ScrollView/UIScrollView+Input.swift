//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Mouse-wheel and keyboard scrolling of a scroll view, with smooth scrolling towards a target.

/// Wheel and keyboard scrolling state of a scroll view: the smooth scroll running towards an
/// accumulated target (nil at rest).
struct _ScrollInputState {
    var smooth: _SmoothScroll?
    /// When the last wheel event reached this scroll view (paging: bursts turn one page).
    var lastWheelTime: TimeInterval = -.infinity
    /// Repeats the scroll of a key held down (nil when none is).
    var keyRepeat: _TimerBox?

    /// Where the pointer was last seen scrolling (the key fallback scrolls what is under it).
    @MainActor static var lastPointer: (window: Weak<UIWindow>, location: CGPoint)?
    struct Weak<T: AnyObject> { weak var object: T? }
}

/// A wheel or key scroll easing towards `target`; each new click or key press moves the target
/// on and restarts the ease from where the content is.
@MainActor final class _SmoothScroll {
    var from: CGPoint
    var target: CGPoint
    var start: TimeInterval
    var duration: TimeInterval
    /// The offset the last frame set: anything else means someone else moved the content.
    var lastSet: CGPoint
    var link: CADisplayLink?
    init(from: CGPoint, target: CGPoint, start: TimeInterval, duration: TimeInterval) {
        self.from = from; self.target = target; self.start = start; self.duration = duration; lastSet = from
    }
    isolated deinit { link?.invalidate() }
}

/// Holds a repeating timer's token (its closure needs it to cancel itself).
@MainActor final class _TimerBox {
    var token: _ClockTimers.Token?
    func cancel() { token?.cancel(); token = nil }
}

// Desktop input: the mouse wheel and trackpad scroll, and keys (arrows, Page Up/Down, Home/End,
// Space) for a focused scroll view.
//
// - A wheel click (a one-shot `.scroll` event) scrolls the innermost scroll view under the
//   pointer that can still move that way (the others pass it up the responder chain), easing
//   over `_wheelDuration` towards a target that further clicks move on; clamped to the resting
//   range (a wheel never bounces). Shift turns a vertical wheel horizontal.
// - A trackpad two-finger scroll (`.began`/`.moved`/`.ended`) is a drag: the scroll view's pan
//   accepts continuous scrolls (`allowedScrollTypesMask = .continuous`, set in `_commonInit`),
//   so it rubber-bands, flings and sends the dragging messages exactly as a finger does.
// - Keys: see `_handleKeyPresses` and `UIWindow._scrollForUnhandledKeys`.
extension UIScrollView {
    /// How long a wheel click's scroll eases (⚠ tuned by eye; browsers use 0.1–0.15 s).
    static let _wheelDuration: TimeInterval = 0.12
    /// A held arrow, page or space key scrolls again after this delay, then at this interval
    /// (the platform's auto-repeat is not delivered; ⚠ typical desktop repeat timings).
    static let _keyRepeatDelay: TimeInterval = 0.4
    static let _keyRepeatInterval: TimeInterval = 0.05
    /// Wheel events closer together than this are one burst (paging turns one page for it).
    static let _wheelBurstGap: TimeInterval = 0.15
    /// How long a key's scroll eases (⚠ tuned by eye).
    static let _keyDuration: TimeInterval = 0.2
    /// An arrow key scrolls this far (⚠ as one wheel notch from the SDL backend).
    static let _arrowStep: CGFloat = 40
    /// Page Up/Down keep this much of the old page visible (at most an eighth of it).
    static let _pageOverlap: CGFloat = 40

    // MARK: Wheel

    /// A wheel or trackpad scroll under the pointer; false passes it to the next responder.
    func _handleScrollWheel(_ event: UIEvent) -> Bool {
        if let w = event._window {
            _ScrollInputState.lastPointer = (_ScrollInputState.Weak(object: w), event._locationInWindow)
        }
        // Trackpad scrolls are the pan's (it took them if it could): pass the rest on.
        guard event._isOneShot, isScrollEnabled, window != nil else { return false }
        let flags = event.modifierFlags.union(UIScrollView._heldModifierFlags)
        if flags.contains(.control) {
            // ctrl+wheel zooms a zoomable scroll view about the pointer (up: in), 10% a notch.
            guard pinchGestureRecognizer != nil else { return false }
            let dy = event._scrollDelta.y
            guard dy != 0 else { return false }
            let p = convert(event._locationInWindow, from: nil)
            _zoomByWheel(factor: pow(1.1, -dy / 40), at: p)
            return true
        }
        var d = event._scrollDelta
        if flags.contains(.shift), d.x == 0 { d = CGPoint(x: d.y, y: 0) }
        guard d != .zero else { return false }
        // A finger on the content owns it: the click is used up, without moving anything.
        if _drag != nil { return true }
        if isPagingEnabled {
            // A click turns one page; a burst of them (a fast spin, or the stream of small deltas
            // a trackpad sends through SDL) turns only one, as does a click while one turns.
            let b = bounds.size
            d = CGPoint(x: d.x == 0 ? 0 : (d.x > 0 ? b.width : -b.width),
                        y: d.y == 0 ? 0 : (d.y > 0 ? b.height : -b.height))
            guard _canMoveSmoothly(by: d) else { return false }
            let now = CACurrentMediaTime(), previous = _input.lastWheelTime
            _input.lastWheelTime = now
            if _input.smooth != nil || now - previous < UIScrollView._wheelBurstGap { return true }
        }
        return _scrollSmoothly(by: d, duration: UIScrollView._wheelDuration)
    }

    /// The modifier keys held now (scroll events carry none of their own).
    static var _heldModifierFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        for code in _EventDispatcher.shared.livePresses.keys {
            switch UIKeyboardHIDUsage(rawValue: code) {
            case .keyboardLeftShift?, .keyboardRightShift?: flags.insert(.shift)
            case .keyboardLeftControl?, .keyboardRightControl?: flags.insert(.control)
            case .keyboardLeftAlt?, .keyboardRightAlt?: flags.insert(.alternate)
            case .keyboardLeftGUI?, .keyboardRightGUI?: flags.insert(.command)
            default: break
            }
        }
        return flags
    }

    // MARK: Smooth scrolling (wheel and keys)

    /// Where smooth scrolling continues from: the running target, else the offset.
    var _smoothBase: CGPoint { _input.smooth?.target ?? contentOffset }

    /// The resting offset `delta` away from the base, with paging snapping to pages.
    func _smoothTarget(by delta: CGPoint) -> CGPoint {
        let base = _smoothBase
        var p = _clampedOffset(CGPoint(x: base.x + delta.x, y: base.y + delta.y))
        if isPagingEnabled {
            let b = bounds.size
            func snap(_ v: CGFloat, _ size: CGFloat, _ d: CGFloat) -> CGFloat {
                guard size > 0, d != 0 else { return v }
                return ((v / size).rounded(d > 0 ? .down : .up)) * size
            }
            p = _clampedOffset(CGPoint(x: snap(p.x, b.width, delta.x), y: snap(p.y, b.height, delta.y)))
        }
        return p
    }

    /// Whether scrolling by `delta` would move the content (it is not at that edge).
    func _canMoveSmoothly(by delta: CGPoint) -> Bool {
        let base = _smoothBase, t = _smoothTarget(by: delta), eps = _pixel / 2
        return (delta.x != 0 && abs(t.x - base.x) >= eps) || (delta.y != 0 && abs(t.y - base.y) >= eps)
    }

    /// Eases the content `delta` further (clamped); false when it cannot move that way.
    @discardableResult
    func _scrollSmoothly(by delta: CGPoint, duration: TimeInterval) -> Bool {
        guard _canMoveSmoothly(by: delta) else { return false }
        // (The other axis comes back into range if it was out, e.g. mid-bounce.)
        _scrollSmoothly(to: _smoothTarget(by: delta), duration: duration)
        return true
    }

    /// Eases the content to `target` from where it is now.
    func _scrollSmoothly(to target: CGPoint, duration: TimeInterval) {
        // A fling, bounce or offset animation stops where it is; the ease starts from there.
        _stopMotion(finished: false)
        let now = CACurrentMediaTime(), o = contentOffset
        if let s = _input.smooth {
            s.from = o; s.target = target; s.start = now; s.duration = duration; s.lastSet = o
            return
        }
        let s = _SmoothScroll(from: o, target: target, start: now, duration: duration)
        _input.smooth = s
        s.link = _frameLink(for: s, current: { $0._input.smooth }) { sv, s in sv._stepSmoothScroll(s) }
    }

    func _stepSmoothScroll(_ s: _SmoothScroll) {
        // A drag, a fling, an animation or code that set the offset took over: stop quietly.
        guard window != nil, _drag == nil, _motion == nil, contentOffset == s.lastSet else {
            return _endSmoothScroll()
        }
        let f = s.duration > 0 ? (CACurrentMediaTime() - s.start) / s.duration : 1
        if f >= 1 {
            _setContentOffset(s.target)
            return _endSmoothScroll()
        }
        // Ease out (cubic): quick to respond, gentle to land.
        let e = CGFloat(1 - pow(1 - max(0, f), 3))
        let p = _pixelRounded(CGPoint(x: s.from.x + (s.target.x - s.from.x) * e,
                                      y: s.from.y + (s.target.y - s.from.y) * e))
        _setContentOffset(p)
        s.lastSet = contentOffset
    }

    func _endSmoothScroll() {
        guard let s = _input.smooth else { return }
        s.link?.invalidate()
        s.link = nil
        _input.smooth = nil
        _indicatorsScrollingEnded()
    }

    // MARK: Keys

    /// Key presses (arrows, Page Up/Down, Space, shift+Space, Home/End) scroll the content,
    /// eased and clamped, when `allowsKeyboardScrolling` and `isScrollEnabled`; false passes them
    /// on (a key that cannot move this scroll view, e.g. at its edge, goes to the enclosing one).
    func _handleKeyPresses(_ presses: Set<UIPress>) -> Bool {
        for press in presses {
            guard let key = press.key, let action = _KeyScroll(key), !_UITextInputRouter.willType(press) else { continue }
            return _beginKeyScroll(press, action)
        }
        return false
    }

    /// Scrolls for `press` and, while its key stays down, again and again (arrows, pages and
    /// space; Home/End once). False when this scroll view cannot move that way.
    func _beginKeyScroll(_ press: UIPress, _ action: _KeyScroll) -> Bool {
        guard _performKeyScroll(action) else { return false }
        _input.keyRepeat?.cancel()
        _input.keyRepeat = nil
        guard case let code? = press.key?.keyCode.rawValue, action.repeats else { return true }
        let box = _TimerBox()
        _input.keyRepeat = box
        box.token = _ClockTimers.shared.schedule(after: UIScrollView._keyRepeatDelay,
                                                 repeating: UIScrollView._keyRepeatInterval) { [weak self, weak press] in
            // (The box is held here so that the timer can end itself after the view went.)
            guard let self, let press, self._input.keyRepeat === box,
                  _EventDispatcher.shared.livePresses[code] === press, self._performKeyScroll(action) else {
                box.cancel()
                if let self, self._input.keyRepeat === box { self._input.keyRepeat = nil }
                return
            }
        }
        return true
    }

    /// Scrolls for `action`; false when scrolling is off or the content cannot move that way.
    func _performKeyScroll(_ action: _KeyScroll) -> Bool {
        guard allowsKeyboardScrolling, isScrollEnabled, window != nil, _drag == nil else { return false }
        let mn = _minOffset, mx = _maxOffset, base = _smoothBase
        let (scrollsX, scrollsY) = _contentScrolls
        // Page and Home/End keys go vertically, or horizontally in a view that scrolls only so.
        let vertical = action.vertical ?? (scrollsY || !scrollsX)
        let visible = bounds.inset(by: _adjustedInset).size
        let extent = max(0, vertical ? visible.height : visible.width)
        let amount: CGFloat
        switch action.kind {
        case .step(let sign):
            amount = sign * (isPagingEnabled ? (vertical ? bounds.height : bounds.width) : UIScrollView._arrowStep)
        case .page(let sign):
            let page = isPagingEnabled ? (vertical ? bounds.height : bounds.width)
                : max(1, extent - min(UIScrollView._pageOverlap, extent / 8))
            amount = sign * page
        case .edge(let end):
            amount = vertical ? (end ? mx.y : mn.y) - base.y : (end ? mx.x : mn.x) - base.x
            guard amount != 0 else { return false }
        }
        let d = vertical ? CGPoint(x: 0, y: amount) : CGPoint(x: amount, y: 0)
        return _scrollSmoothly(by: d, duration: UIScrollView._keyDuration)
    }
}

/// What a key asks a scroll view to do.
struct _KeyScroll {
    enum Kind {
        /// An arrow: a small step (−1 up/left, +1 down/right).
        case step(CGFloat)
        /// A page (Page Up/Down, Space, shift+Space).
        case page(CGFloat)
        /// Home (false) or End (true).
        case edge(Bool)
    }
    let kind: Kind
    /// Whether holding the key scrolls on (all but Home/End).
    var repeats: Bool { if case .edge = kind { false } else { true } }
    /// The axis (true: vertical); nil lets the scroll view choose (vertical if it can).
    let vertical: Bool?

    /// The action of `key`, nil for keys that do not scroll (or carry ⌘/⌥, which are shortcuts;
    /// ctrl is allowed only with Home/End).
    @MainActor init?(_ key: UIKey) {
        let m = key.modifierFlags
        if m.contains(.command) || m.contains(.alternate) { return nil }
        let ctrl = m.contains(.control)
        switch key.keyCode {
        case .keyboardUpArrow where !ctrl: (kind, vertical) = (.step(-1), true)
        case .keyboardDownArrow where !ctrl: (kind, vertical) = (.step(1), true)
        case .keyboardLeftArrow where !ctrl: (kind, vertical) = (.step(-1), false)
        case .keyboardRightArrow where !ctrl: (kind, vertical) = (.step(1), false)
        case .keyboardPageUp where !ctrl: (kind, vertical) = (.page(-1), nil)
        case .keyboardPageDown where !ctrl: (kind, vertical) = (.page(1), nil)
        case .keyboardSpacebar where !ctrl: (kind, vertical) = (.page(m.contains(.shift) ? -1 : 1), nil)
        case .keyboardHome: (kind, vertical) = (.edge(false), nil)
        case .keyboardEnd: (kind, vertical) = (.edge(true), nil)
        default: return nil
        }
    }
}

// MARK: - Keys no responder took

extension UIWindow {
    /// Scrolling keys that reached the window unhandled (no first responder, or one outside
    /// any scroll view) go first to a view under the resting pointer that takes them there (a
    /// picker wheel turns), then scroll, on a desktop, what the user is looking at: the innermost
    /// scroll view under the pointer that can move that way, else the largest outermost scroll
    /// view of the window that can. A first responder inside a scroll view already offered them to it
    /// and its ancestors (they could not move): nothing else scrolls.
    func _scrollForUnhandledKeys(_ presses: Set<UIPress>) -> Bool {
        guard let press = presses.first(where: { $0.key.flatMap(_KeyScroll.init) != nil }),
              let key = press.key, let action = _KeyScroll(key) else { return false }
        var r = press.responder
        while let cur = r, cur !== self {
            if cur is UIScrollView { return false }
            r = cur.next
        }
        /// Whether a scroll view under `point`, innermost first, takes the key by `takes`.
        func scrollViewUnder(_ point: CGPoint?, takes: (UIScrollView) -> Bool) -> Bool {
            var v = point.flatMap { hitTest($0, with: nil) }
            while let cur = v {
                if let sv = cur as? UIScrollView, takes(sv) { return true }
                v = cur.superview
            }
            return false
        }
        // What takes keys under the resting pointer (a picker wheel) first; then what the last
        // wheel scroll moved.
        if scrollViewUnder(_EventDispatcher.shared.hoverLocation(in: self), takes: { $0._takeKeyUnderRestingPointer(press, action) }) { return true }
        let last = _ScrollInputState.lastPointer.flatMap { $0.window.object === self ? $0.location : nil }
        if scrollViewUnder(last, takes: { $0._beginKeyScroll(press, action) }) { return true }
        // The outermost visible scroll views (not descending into them), largest first.
        var found: [UIScrollView] = []
        var level: [UIView] = [self]
        while !level.isEmpty {
            var next: [UIView] = []
            for v in level where !v.isHidden && v.alpha > 0.01 {
                if let sv = v as? UIScrollView { found.append(sv) } else { next.append(contentsOf: v.subviews) }
            }
            level = next
        }
        found.sort { $0.bounds.width * $0.bounds.height > $1.bounds.width * $1.bounds.height }
        return found.contains { $0._beginKeyScroll(press, action) }
    }
}
