//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import QuartzCore

// How a property animator drives its animations.
//
// The animation blocks run inside a view animation context (see UIView+AnimationBlocks) whose
// action, instead of animating, records each change: layer, key, the value shown before and
// the new model value. Each recorded change gets one held animation on its layer (speed 0,
// kept after its end) whose value the animator sets every frame from its own timeline, from a
// display link. So the model values are the new ones at once, the presentation shows the
// animator's progress, and everything (curve, scrubbing, reversing, delays, springs) is the
// animator's arithmetic:
//
//   timeline u (0…1, `fractionComplete`) → each change's own progress w (its delay factor
//   cuts the start of the timeline) → the value progress v = segment(w), where a segment is
//   the curve (cubic or spring) or, while scrubbed linearly, w itself → the shown value
//   start + (end − start)·v.
//
// When the timing changes mid-way (resume after a linear scrub, reverse after one, a new
// curve from `continueAnimation`), each change gets a new segment that starts at the value
// shown, so nothing jumps.

/// A timing curve as a function of normalised time (0…1) to value progress (may overshoot).
@MainActor enum _UIAnimatorCurve {
    case cubic(CAMediaTimingFunction)
    /// A spring over `length` seconds.
    case spring(CASpringAnimation, length: Double)

    func value(_ x: Double) -> Double {
        let t = min(1, max(0, x))
        switch self {
        case let .cubic(f): return f._solve(t)
        case let .spring(s, length): return t >= 1 ? 1 : 1 + s._displacement(at: t * length)
        }
    }

    /// The curve of `provider` for an animator of `duration`, and the timeline's length.
    static func make(_ provider: (any UITimingCurveProvider)?, duration: TimeInterval) -> (_UIAnimatorCurve, Double) {
        if let spring = provider?.springTimingParameters {
            let (s, length) = spring._spring(duration: duration)
            return (.spring(s, length: length), length)
        }
        if let cubic = provider?.cubicTimingParameters { return (.cubic(cubic._timingFunction), duration) }
        return (.cubic(CAMediaTimingFunction(name: .linear)), duration)
    }
}

/// How one change's value progress follows its time progress w.
@MainActor enum _UIAnimatorSegment {
    /// `curve` from (w0, v0) to (1, 1): forwards.
    case toEnd(_UIAnimatorCurve, w0: Double, v0: Double)
    /// `curve` from (0, 0) to (w0, v0): backwards.
    case toStart(_UIAnimatorCurve, w0: Double, v0: Double)
    /// Scrubbing: v = w.
    case linear

    func value(_ w: Double) -> Double {
        switch self {
        case .linear: return w
        case let .toEnd(c, w0, v0):
            guard w0 < 1 else { return 1 }
            return v0 + (1 - v0) * c.value((w - w0) / (1 - w0))
        case let .toStart(c, w0, v0):
            guard w0 > 0 else { return 0 }
            return v0 * c.value(w / w0)
        }
    }
    /// Whether moving from `w` in a direction stays inside this segment.
    func covers(from w: Double, reversed: Bool) -> Bool {
        switch self {
        case .linear: return false
        // The whole curve (as first made) plays either way.
        case let .toEnd(_, w0, v0) where w0 == 0 && v0 == 0: return true
        case let .toStart(_, w0, v0) where w0 == 1 && v0 == 1: return true
        case let .toEnd(_, w0, _): return !reversed && w >= w0 - 1e-9
        case let .toStart(_, w0, _): return reversed && w <= w0 + 1e-9
        }
    }
}

/// One change of a layer's key made by one of the animator's blocks: from the model value
/// before it to the one after, over its window of the timeline.
@MainActor final class _UIAnimatorComponent {
    let from: Any
    var to: Any
    /// Where on the timeline this change starts (its delay factor applied).
    let windowStart: Double
    var segment: _UIAnimatorSegment

    init(from: Any, to: Any, windowStart: Double, segment: _UIAnimatorSegment) {
        self.from = from; self.to = to; self.windowStart = windowStart; self.segment = segment
    }

    func progress(at u: Double) -> Double {
        guard windowStart < 1 else { return u >= 1 ? 1 : 0 }
        return min(1, max(0, (u - windowStart) / (1 - windowStart)))
    }
    /// Value progress (0 = `from`, 1 = `to`; may overshoot).
    func fraction(at u: Double) -> Double { min(3, max(-2, segment.value(progress(at: u)))) }
}

/// A layer key an animator animates: one held animation showing the sum of the key's changes
/// (blocks with different delay factors changing the same key add up, as iOS's additive
/// animations do).
@MainActor final class _UIAnimatorItem {
    weak var layer: CALayer?
    let key: String
    /// The held animation on the layer (the copy the layer keeps).
    var live: CABasicAnimation
    var components: [_UIAnimatorComponent]

    init(layer: CALayer, key: String, live: CABasicAnimation, component: _UIAnimatorComponent) {
        self.layer = layer; self.key = key; self.live = live; components = [component]
    }

    var start: Any { components[0].from }
    var end: Any { components[components.count - 1].to }

    /// The layer, while the held animation is still the one on it under `key`.
    var liveLayer: CALayer? {
        guard let layer, layer.animation(forKey: key) === live else { return nil }
        return layer
    }

    func value(at u: Double) -> Any {
        if components.count == 1 {
            let c = components[0], v = c.fraction(at: u)
            if v == 0 { return c.from }
            if v == 1 { return c.to }
            return _UIAnimatorValue.interpolate(c.from, c.to, v) ?? (v < 0.5 ? c.from : c.to)
        }
        // start + Σ (to − from) · v, component-wise.
        guard var acc = _UIAnimatorValue.numbers(start) else {
            return components.last { $0.fraction(at: u) > 0.5 }?.to ?? start
        }
        for c in components {
            guard let f = _UIAnimatorValue.numbers(c.from), let t = _UIAnimatorValue.numbers(c.to),
                  f.count == acc.count, t.count == acc.count else { continue }
            let v = c.fraction(at: u)
            for k in acc.indices { acc[k] += (t[k] - f[k]) * v }
        }
        return _UIAnimatorValue.make(acc, like: start) ?? end
    }
}

/// The action a property animator's blocks get for a change: it lets the base class add an
/// animation from the value shown to the new model value (held, speed 0), then hands that
/// animation to the animator.
@MainActor final class _UIAnimatorAction: CABasicAnimation {
    weak var animator: UIViewPropertyAnimator?
    weak var view: UIView?
    var windowStart = 0.0
    required init() { super.init() }
    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let animator else { return }
        super.run(forKey: event, object: anObject, arguments: dict)
        guard let live = layer.animation(forKey: event) as? CABasicAnimation else { return }
        if live.toValue == nil { live.toValue = layer.value(forKeyPath: keyPath ?? event) }
        guard let from = live.fromValue, let to = live.toValue else { return layer.removeAnimation(forKey: event) }
        animator._record(layer: layer, key: event, live: live, from: from, to: to, view: view, windowStart: windowStart)
    }
}

extension UIViewPropertyAnimator {

    // MARK: Timeline

    /// The timeline position at media time `now`.
    func _timeline(at now: CFTimeInterval) -> Double {
        guard _state == .active, _running else { return _u }
        let dt = max(0, now - _anchor)
        return min(1, max(0, _u + (_reversed ? -dt : dt) * _rate))
    }

    /// Fixes the timeline position at now (before a change of speed or direction).
    func _rebase() {
        let now = CACurrentMediaTime()
        _u = _timeline(at: now)
        _anchor = max(now, _anchor)
    }

    /// New segments for every change, starting at the value shown and going with `curve`
    /// in the current direction.
    func _resegment(with curve: _UIAnimatorCurve, always: Bool) {
        for c in _items.flatMap({ $0.components }) {
            let w = c.progress(at: _u)
            guard always || !c.segment.covers(from: w, reversed: _reversed) else { continue }
            let v = c.segment.value(w)
            c.segment = _reversed ? .toStart(curve, w0: w, v0: v) : .toEnd(curve, w0: w, v0: v)
        }
    }

    // MARK: Blocks and changes

    /// Runs the pending blocks: the animator becomes active (paused at the start, or at the
    /// end when reversed before starting).
    func _activate() {
        _state = .active
        _running = false
        _u = _reversed ? 1 : 0
        _rate = _length > 0 ? 1 / _length : .infinity
        let blocks = _blocks
        _blocks = []
        for b in blocks { _runBlock(b.body, delayFactor: b.delayFactor) }
    }

    /// Runs `block` in an animation context whose changes this animator records.
    func _runBlock(_ block: () -> Void, delayFactor: CGFloat) {
        guard UIView._animationsEnabled else { return UIView.performWithoutAnimation(block) }
        let u = _state == .active ? _timeline(at: CACurrentMediaTime()) : 0
        let ctx = _UIViewAnimationContext(duration: _length * (1 - u), delay: 0, options: [], spring: nil, tracker: _UIViewAnimationTracker())
        ctx.propertyAnimator = self
        ctx.animatorWindowStart = u + Double(delayFactor) * (1 - u)
        UIView._animationStack.append(ctx)
        CATransaction.begin()
        block()
        CATransaction.commit()
        UIView._animationStack.removeLast()
        _show()
    }

    /// The action for a change made in one of this animator's blocks.
    func _action(forKey event: String, view: UIView?, windowStart: Double) -> any CAAction {
        let a = _UIAnimatorAction()
        a.keyPath = event
        a.animator = self
        a.view = view
        a.windowStart = windowStart
        a.duration = 1
        a.speed = 0
        a.fillMode = .both
        a.isRemovedOnCompletion = false
        return a
    }

    func _record(layer: CALayer, key: String, live: CABasicAnimation, from: Any, to: Any, view: UIView?, windowStart: Double) {
        let seg: _UIAnimatorSegment = _reversed ? .toStart(_curve, w0: 1, v0: 1) : .toEnd(_curve, w0: 0, v0: 0)
        if let item = _items.first(where: { $0.layer === layer && $0.key == key }) {
            item.live = live
            if let last = item.components.last, abs(last.windowStart - windowStart) < 1e-9 {
                last.to = to
            } else {
                // Another block (another window): a change from the model value before it.
                item.components.append(_UIAnimatorComponent(from: item.end, to: to, windowStart: windowStart, segment: seg))
            }
        } else {
            let c = _UIAnimatorComponent(from: from, to: to, windowStart: windowStart, segment: seg)
            _items.append(_UIAnimatorItem(layer: layer, key: key, live: live, component: c))
        }
        if !_userInteraction, let view, !_blockedViews.contains(where: { $0.view === view }) {
            view._interactionBlockingAnimations += 1
            _blockedViews.append(_WeakView(view: view))
        }
        _hold(live, at: _items.first(where: { $0.live === live })?.value(at: _u) ?? from)
    }

    /// Makes `live` show `value` (both ends equal, held at its end).
    func _hold(_ live: CABasicAnimation, at value: Any) {
        live.fromValue = value
        live.toValue = value
        live._scrub(to: 1)
    }

    /// Shows the timeline's current position on every layer.
    func _show() {
        let u = _timeline(at: CACurrentMediaTime())
        for item in _items where item.liveLayer != nil { _hold(item.live, at: item.value(at: u)) }
    }

    // MARK: Running

    func _startLink() {
        guard _link == nil else { return }
        // The link holds the animator while it runs (a running animator needs no owner).
        let link = CADisplayLink { [self] _ in self._tick() }
        link.add(to: .main, forMode: .common)
        _link = link
    }

    func _stopLink() {
        _link?.invalidate()
        _link = nil
    }

    func _tick() {
        guard _state == .active, _running else { return _stopLink() }
        let u = _timeline(at: CACurrentMediaTime())
        _show()
        let atEnd = _reversed ? u <= 1e-9 : u >= 1 - 1e-9
        guard atEnd else { return }
        _u = _reversed ? 0 : 1
        _running = false
        _stopLink()
        if pausesOnCompletion { return }
        _complete(at: _reversed ? .start : .end, setModel: _reversed)
    }

    /// Ends the animation at `position`: the held animations go, the model takes the values
    /// of `position` when `setModel`, and the completions run once.
    func _complete(at position: UIViewAnimatingPosition, setModel: Bool) {
        let items = _items
        _removeAnimations()
        if setModel { _setModel(items, to: position) }
        _state = .inactive
        _running = false
        _reversed = false
        _u = 0
        _scrubbedFraction = nil
        let completions = _completions
        _completions = []
        for c in completions { c(position) }
    }

    /// Removes the held animations (those still on their layers) and unblocks the views.
    func _removeAnimations() {
        _stopLink()
        for item in _items { if let l = item.liveLayer { l.removeAnimation(forKey: item.key) } }
        _items = []
        for v in _blockedViews { v.view?._interactionBlockingAnimations -= 1 }
        _blockedViews = []
    }

    /// Sets the model values of `items` to their values at `position`, without animation.
    func _setModel(_ items: [_UIAnimatorItem], to position: UIViewAnimatingPosition, timeline u: Double = 0) {
        UIView.performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for item in items {
                guard let layer = item.layer else { continue }
                let value: Any
                switch position {
                case .end: value = item.end
                case .start: value = item.start
                case .current: value = item.value(at: u)
                }
                _setModelValue(value, forKey: item.key, of: layer)
            }
            CATransaction.commit()
        }
    }

    /// Through the view's own setter when the layer is a view's (so the view's state and
    /// layout follow), else the layer's.
    func _setModelValue(_ value: Any, forKey key: String, of layer: CALayer) {
        if let view = layer.delegate as? UIView, view.layer === layer {
            switch (key, value) {
            case let ("position", p as CGPoint): view.center = p; return
            case let ("bounds", r as CGRect): view.bounds = r; return
            case let ("opacity", o as Float): view.alpha = CGFloat(o); return
            case let ("opacity", o as CGFloat): view.alpha = o; return
            case let ("backgroundColor", c as CGColor): view.backgroundColor = UIColor(cgColor: c); return
            case let ("transform", t as CATransform3D): view.transform3D = t; return
            default: break
            }
        }
        layer.setValue(value, forKeyPath: key)
    }

    // MARK: State changes

    func _start(afterDelay delay: TimeInterval, delayed: Bool) {
        switch _state {
        case .stopped:
            return UIKitLog.error("UIViewPropertyAnimator.startAnimation: a stopped animator can't be started; call finishAnimation(at:)", category: "UIViewPropertyAnimator")
        case .active where _running:
            return
        case .active:
            if delayed && delay > 0 {
                return UIKitLog.error("UIViewPropertyAnimator.startAnimation(afterDelay:): a paused animator can't be started with a delay", category: "UIViewPropertyAnimator")
            }
        case .inactive:
            break
        }
        guard delay.isFinite, delay >= 0 else {
            return UIKitLog.error("UIViewPropertyAnimator.startAnimation(afterDelay:): the delay must be greater than or equal to zero", category: "UIViewPropertyAnimator")
        }
        if _state == .inactive {
            _delay = delay
            _activate()
            // Nothing animated (or animations disabled): it completes on the next turn.
            if !UIView._animationsEnabled || _length <= 0 {
                _state = .active
                let box = _CompletionBox { [self] _ in if self._state == .active { self._complete(at: .end, setModel: false) } }
                DispatchQueue.main.asyncAfter(deadline: .now() + (delay > 0 ? delay : 0)) { MainActor.assumeIsolated { box.call(true) } }
                _running = true
                return
            }
        }
        _rebase()
        if _scrubbedFraction != nil {
            _scrubbedFraction = nil
            _resegment(with: _curve, always: true)
        } else {
            _resegment(with: _curve, always: false)
        }
        _running = true
        _anchor = CACurrentMediaTime() + (delayed ? delay : 0)
        _startLink()
        _show()
    }

    func _pause() {
        guard _interruptible else {
            return UIKitLog.error("UIViewPropertyAnimator.pauseAnimation: an animator that is not interruptible can't be paused", category: "UIViewPropertyAnimator")
        }
        switch _state {
        case .stopped:
            UIKitLog.error("UIViewPropertyAnimator.pauseAnimation: the animator is stopped", category: "UIViewPropertyAnimator")
        case .inactive:
            _activate()
            _show()
        case .active:
            guard _running else { return }
            _rebase()
            _running = false
            _stopLink()
            _show()
        }
    }

    func _setFractionComplete(_ value: CGFloat) {
        guard value.isFinite else {
            return UIKitLog.warning("UIViewPropertyAnimator.fractionComplete: non-finite value ignored", category: "UIViewPropertyAnimator")
        }
        guard _interruptible else {
            return UIKitLog.error("UIViewPropertyAnimator.fractionComplete: an animator that is not interruptible can't be scrubbed", category: "UIViewPropertyAnimator")
        }
        switch _state {
        case .stopped:
            return UIKitLog.error("UIViewPropertyAnimator.fractionComplete: the animator is stopped", category: "UIViewPropertyAnimator")
        case .inactive:
            _activate()
        case .active where _running:
            return UIKitLog.warning("UIViewPropertyAnimator.fractionComplete can only be set while the animator is paused; ignored", category: "UIViewPropertyAnimator")
        case .active:
            break
        }
        let f = min(1, max(0, value))
        _u = Double(f)
        _scrubbedFraction = f
        for c in _items.flatMap({ $0.components }) {
            c.segment = scrubsLinearly ? .linear : .toEnd(_curve, w0: 0, v0: 0)
        }
        _show()
    }

    func _setReversed(_ reversed: Bool) {
        guard reversed != _reversed else { return }
        if _state == .active && !_interruptible {
            return UIKitLog.error("UIViewPropertyAnimator.isReversed: an animator that is not interruptible can't be reversed", category: "UIViewPropertyAnimator")
        }
        guard _state != .stopped else {
            return UIKitLog.error("UIViewPropertyAnimator.isReversed: the animator is stopped", category: "UIViewPropertyAnimator")
        }
        if _state == .active && _running {
            _rebase()
            _reversed = reversed
            _resegment(with: _curve, always: false)
            _show()
        } else {
            _reversed = reversed
        }
    }

    func _stop(withoutFinishing: Bool) {
        guard _interruptible else {
            return UIKitLog.error("UIViewPropertyAnimator.stopAnimation: an animator that is not interruptible can't be stopped", category: "UIViewPropertyAnimator")
        }
        switch _state {
        case .stopped:
            return UIKitLog.error("UIViewPropertyAnimator.stopAnimation: the animator is already stopped", category: "UIViewPropertyAnimator")
        case .inactive:
            return
        case .active:
            break
        }
        _rebase()
        let items = _items.filter { $0.liveLayer != nil }
        let u = _u
        _removeAnimations()
        // The views keep what is shown.
        _setModel(items, to: .current, timeline: u)
        _stoppedItems = items
        _running = false
        _scrubbedFraction = nil
        if withoutFinishing {
            _state = .inactive
            _completions = []
            _stoppedItems = []
            _reversed = false
            _u = 0
        } else {
            _state = .stopped
        }
    }

    func _finish(at position: UIViewAnimatingPosition) {
        guard _state == .stopped else {
            return UIKitLog.error("finishAnimation(at:) should only be called on a stopped animator", category: "UIViewPropertyAnimator")
        }
        let items = _stoppedItems
        _stoppedItems = []
        if position != .current { _setModel(items, to: position) }
        _state = .inactive
        _reversed = false
        _u = 0
        let completions = _completions
        _completions = []
        for c in completions { c(position) }
    }

    func _continue(_ parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard _interruptible else {
            return UIKitLog.error("UIViewPropertyAnimator.continueAnimation: an animator that is not interruptible can't be continued", category: "UIViewPropertyAnimator")
        }
        guard _state == .active else {
            return UIKitLog.error("UIViewPropertyAnimator.continueAnimation: the animator is not active", category: "UIViewPropertyAnimator")
        }
        _rebase()
        var length = _length
        if let parameters {
            let (curve, newLength) = _UIAnimatorCurve.make(parameters, duration: _duration)
            _curve = curve
            if case .spring = curve { length = newLength }
        }
        if durationFactor.isFinite && durationFactor > 0 { length = _duration * Double(durationFactor) }
        else if !durationFactor.isFinite || durationFactor < 0 {
            UIKitLog.warning("UIViewPropertyAnimator.continueAnimation: invalid duration factor \(durationFactor); the duration is kept", category: "UIViewPropertyAnimator")
        }
        _rate = length > 0 ? 1 / length : .infinity
        _scrubbedFraction = nil
        _resegment(with: _curve, always: true)
        _running = true
        _anchor = CACurrentMediaTime()
        _startLink()
        _show()
    }
}

/// Value arithmetic for the animator (Core Animation's own is internal to QuartzCore): the
/// types view animations carry, as lists of numbers.
enum _UIAnimatorValue {
    static func numbers(_ v: Any) -> [Double]? {
        switch v {
        case let p as CGPoint: return [p.x, p.y].map(Double.init)
        case let s as CGSize: return [s.width, s.height].map(Double.init)
        case let r as CGRect: return [r.origin.x, r.origin.y, r.size.width, r.size.height].map(Double.init)
        case let t as CATransform3D:
            return [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
        case let c as CGColor: return [c.red, c.green, c.blue, c.alpha].map(Double.init)
        case let x as CGFloat: return [Double(x)]
        case let x as Float: return [Double(x)]
        case let x as Double: return [x]
        default: return nil
        }
    }

    static func make(_ n: [Double], like sample: Any) -> Any? {
        func g(_ i: Int) -> CGFloat { CGFloat(n[i]) }
        switch sample {
        case is CGPoint where n.count == 2: return CGPoint(x: g(0), y: g(1))
        case is CGSize where n.count == 2: return CGSize(width: max(0, g(0)), height: max(0, g(1)))
        case is CGRect where n.count == 4: return CGRect(x: g(0), y: g(1), width: max(0, g(2)), height: max(0, g(3)))
        case is CATransform3D where n.count == 16:
            return CATransform3D(m11: g(0), m12: g(1), m13: g(2), m14: g(3), m21: g(4), m22: g(5), m23: g(6), m24: g(7),
                                 m31: g(8), m32: g(9), m33: g(10), m34: g(11), m41: g(12), m42: g(13), m43: g(14), m44: g(15))
        case is CGColor where n.count == 4: return CGColor(red: g(0), green: g(1), blue: g(2), alpha: g(3))
        case is CGFloat where n.count == 1: return g(0)
        case is Float where n.count == 1: return Float(n[0])
        case is Double where n.count == 1: return n[0]
        default: return nil
        }
    }

    /// `from + (to − from)·t`, nil for values that don't interpolate.
    static func interpolate(_ from: Any, _ to: Any, _ t: Double) -> Any? {
        guard let f = numbers(from), let e = numbers(to), f.count == e.count else { return nil }
        return make(zip(f, e).map { $0 + ($1 - $0) * t }, like: from)
    }
}
