//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The gesture recognizer machinery: which recognizers are in play, state transitions and their
/// arbitration (delegates, failure requirements, exclusion, prevention), action messages, view
/// touch cancellation and the touches held back by `delaysTouchesBegan`/`delaysTouchesEnded`.
///
/// Work triggered by a transition (cancelling the view's touches, releasing held touches, action
/// messages) is queued and run once the recognizer callback that caused it returns (or at once
/// when the transition happens outside event delivery, e.g. from a timer); resets of finished
/// recognizers happen after the whole event was delivered.
@MainActor final class _GestureEnvironment {
    static let shared = _GestureEnvironment()

    /// Recognizers in play (received touches/events since their last reset), in order.
    var active: [UIGestureRecognizer] = []
    /// > 0 while an event is being delivered.
    var dispatchDepth = 0
    /// > 0 while queued work runs or a callback is in progress.
    var callbackDepth = 0
    var queue: [@MainActor () -> Void] = []
    /// The event used for view messages caused by recognizers (the app's touches event).
    var touchesEvent: UIEvent { _EventDispatcher.shared.touchesEvent }

    func activate(_ r: UIGestureRecognizer) {
        guard !r._isActive else { return }
        r._isActive = true
        active.append(r)
    }

    static func isTerminal(_ s: UIGestureRecognizer.State) -> Bool { s == .ended || s == .cancelled || s == .failed }
    static func isRecognizing(_ s: UIGestureRecognizer.State) -> Bool { s == .began || s == .changed || s == .ended }

    func overlaps(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if !a._sequenceTouches.isDisjoint(with: b._sequenceTouches) { return true }
        if !a._eventSequences.isDisjoint(with: b._eventSequences) { return true }
        for p in a._presses where b._presses.contains(where: { $0 === p }) { return true }
        return false
    }

    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// The recognizers `r` waits for: `require(toFail:)`, plus those in play on the same touches
    /// for which the subclass or delegate methods ask it.
    func failureRequirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var out = r._requiredToFail.compactMap(\.value)
        for o in active where o !== r && !out.contains(where: { $0 === o }) && overlaps(r, o) {
            if r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r)
                || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true
                || o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true {
                out.append(o)
            }
        }
        return out
    }

    // MARK: Transitions

    func requestTransition(_ r: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        let cur = r._state
        if r._pendingState != nil {
            switch new {
            case .changed: break
            case .began, .ended:
                if r._pendingState == .began && new == .ended { r._pendingState = .ended }
            case .failed, .cancelled:
                fail(r)
            case .possible:
                UIKitLog.warning("\(type(of: r)): state can't be set back to .possible (it resets by itself)", category: "UIGestureRecognizer")
            }
            afterChange()
            return
        }
        let legal: Bool
        switch (cur, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): legal = true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): legal = true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): legal = true
        case (.possible, .possible): return
        case (.failed, .failed): return
        default: legal = false
        }
        guard legal else {
            return UIKitLog.warning("\(type(of: r)): illegal state transition \(cur) → \(new) ignored", category: "UIGestureRecognizer")
        }
        guard r.view != nil || new == .failed || new == .cancelled else {
            return UIKitLog.warning("\(type(of: r)): state \(new) set while not attached to a view; ignored", category: "UIGestureRecognizer")
        }
        activate(r)
        switch new {
        case .began:
            attemptRecognition(r, new)
        case .ended where cur == .possible:
            attemptRecognition(r, new)
        case .failed:
            fail(r)
        case .changed:
            r._state = .changed
            enqueue { [weak r] in r.map { self.sendActions($0, expecting: .changed) } }
        case .ended, .cancelled:
            r._state = new
            enqueue { [weak r] in r.map { self.sendActions($0, expecting: new) } }
        default: break
        }
        afterChange()
    }

    func shouldBegin(_ r: UIGestureRecognizer) -> Bool {
        if r.delegate?.gestureRecognizerShouldBegin(r) == false { return false }
        if let v = r.view, !v.gestureRecognizerShouldBegin(r) { return false }
        var asked: [UIView] = []
        for t in r._touches {
            guard let v = t.view, v !== r.view, !asked.contains(where: { $0 === v }) else { continue }
            asked.append(v)
            if !v.gestureRecognizerShouldBegin(r) { return false }
        }
        return true
    }

    func attemptRecognition(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        guard r._isActive, r._state == .possible else { return }
        if !shouldBegin(r) { return fail(r) }
        for o in active where o !== r && Self.isRecognizing(o._state) && overlaps(r, o) && !simultaneous(r, o) {
            if o.canPrevent(r) && r.canBePrevented(by: o) { return fail(r) }
        }
        let reqs = failureRequirements(of: r)
        if reqs.contains(where: { Self.isRecognizing($0._state) && $0._isActive }) { return fail(r) }
        if reqs.contains(where: { $0._isActive && $0._state == .possible && $0.view != nil && $0.isEnabled }) {
            r._pendingState = new
            return
        }
        r._pendingState = nil
        r._state = new
        // Exclusion: the others on the same touches fail.
        for o in active where o !== r && o._state == .possible && overlaps(r, o) && !simultaneous(r, o) {
            if r.canPrevent(o) && o.canBePrevented(by: r) { fail(o) }
        }
        // Those waiting for this one to fail, fail.
        for w in active where w !== r && w._state == .possible && w._pendingState != nil
            && failureRequirements(of: w).contains(where: { $0 === r }) {
            fail(w)
        }
        let cancels = r.cancelsTouchesInView
        enqueue { [weak r] in
            guard let r else { return }
            if cancels { self.cancelViewTouches(of: r) } else { self.releaseHeld(touches: Array(r._sequenceTouches)) }
            self.sendActions(r, expecting: new)
        }
    }

    func fail(_ r: UIGestureRecognizer) {
        guard r._state == .possible else {
            if r._state == .began || r._state == .changed {
                r._state = .cancelled
                enqueue { [weak r] in r.map { self.sendActions($0, expecting: .cancelled) } }
            }
            return
        }
        r._pendingState = nil
        r._state = .failed
        let touches = Array(r._sequenceTouches)
        enqueue { self.releaseHeld(touches: touches) }
        for w in active where w !== r && w._state == .possible && w._pendingState != nil
            && failureRequirements(of: w).contains(where: { $0 === r }) {
            let p = w._pendingState!
            w._pendingState = nil
            attemptRecognition(w, p)
        }
    }

    /// Sends the actions if the recognizer is still in the state that queued them.
    func sendActions(_ r: UIGestureRecognizer, expecting s: UIGestureRecognizer.State) {
        guard r._state == s || (s == .changed && r._state == .changed) else { return }
        r._sendActions()
    }

    func enqueue(_ work: @escaping @MainActor () -> Void) { queue.append(work) }

    /// Runs queued work unless a callback is in progress; resets finished recognizers when no
    /// event is being delivered.
    func afterChange() {
        guard callbackDepth == 0 else { return }
        runQueue()
        if dispatchDepth == 0 { resetFinished() }
    }

    func runQueue() {
        guard callbackDepth == 0 else { return }
        callbackDepth += 1
        var i = 0
        while i < queue.count {
            let w = queue[i]
            i += 1
            w()
            if i > 100_000 { UIKitLog.error("gesture work queue runaway; dropped", category: "UIGestureRecognizer"); break }
        }
        queue.removeAll()
        callbackDepth -= 1
    }

    /// Calls a recognizer (touches/presses/event callback), then runs the work it caused.
    func callback(_ body: () -> Void) {
        callbackDepth += 1
        body()
        callbackDepth -= 1
        afterChange()
    }

    func hasLiveInput(_ r: UIGestureRecognizer) -> Bool {
        if r._touches.contains(where: { $0.phase != .ended && $0.phase != .cancelled }) { return true }
        if !r._liveEventSequences.isEmpty { return true }
        return r._presses.contains { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// Resets recognizers whose gesture is over and whose touches have all ended.
    func resetFinished() {
        guard active.contains(where: { Self.isTerminal($0._state) }) else { return }
        for r in active where Self.isTerminal(r._state) && !hasLiveInput(r) { resetNow(r) }
    }

    func resetNow(_ r: UIGestureRecognizer) {
        active.removeAll { $0 === r }
        r._isActive = false
        r._state = .possible
        r._pendingState = nil
        r._touches.removeAll()
        r._sequenceTouches.removeAll()
        r._ignoredTouches.removeAll()
        r._presses.removeAll()
        r._ignoredPresses.removeAll()
        r._eventSequences.removeAll()
        r._liveEventSequences.removeAll()
        r.reset()
    }

    /// The recognizer was removed from its view or disabled: cancel (action sent when asked and
    /// it was recognizing) or fail it, release what it held, and reset it.
    func abandon(_ r: UIGestureRecognizer, sendCancel: Bool) {
        guard r._isActive || r._state != .possible else { return }
        if r._state == .began || r._state == .changed {
            r._state = .cancelled
            if sendCancel { r._sendActions() }
        } else if r._state == .possible {
            fail(r)
        }
        let touches = Array(r._sequenceTouches)
        resetNow(r)
        enqueue { self.releaseHeld(touches: touches) }
        afterChange()
    }

    func ignore(_ touch: UITouch, by r: UIGestureRecognizer) {
        r._touches.removeAll { $0 === touch }
        r._ignoredTouches.insert(touch)
        enqueue { self.releaseHeld(touches: [touch]) }
        afterChange()
    }

    // MARK: View delivery: held and cancelled touches

    /// True when a recognizer still analysing `t` holds back its `phase` from the view.
    func holds(_ t: UITouch, _ phase: UITouch.Phase) -> Bool {
        for r in t._recognizers where r._isActive && r._state == .possible && r.isEnabled
            && r._sequenceTouches.contains(t) && !r._ignoredTouches.contains(t) {
            if phase == .began ? r.delaysTouchesBegan : (phase == .ended && r.delaysTouchesEnded) { return true }
        }
        return false
    }

    /// Delivers the held phases of `touches` that nothing holds any more.
    func releaseHeld(touches: [UITouch]) {
        var byPhase: [(UITouch, UITouch.Phase)] = []
        for t in touches where !t._heldPhases.isEmpty && !t._viewDone {
            while let p = t._heldPhases.first, !holds(t, p) {
                t._heldPhases.removeFirst()
                byPhase.append((t, p))
            }
        }
        guard !byPhase.isEmpty else { return }
        // Deliver in sequence order, grouping consecutive equal phases.
        var i = 0
        while i < byPhase.count {
            let phase = byPhase[i].1
            var group: [UITouch] = []
            while i < byPhase.count, byPhase[i].1 == phase { group.append(byPhase[i].0); i += 1 }
            deliverToViews(group, phase: phase, event: touchesEvent)
        }
    }

    /// Sends `touchesCancelled` to the views of the recognizer's touches (those that got
    /// `touchesBegan` and not yet ended); held phases are dropped.
    func cancelViewTouches(of r: UIGestureRecognizer) {
        var cancelled: [UITouch] = []
        for t in r._sequenceTouches where !r._ignoredTouches.contains(t) && !t._viewDone {
            t._heldPhases.removeAll()
            if t._beganDelivered && t._deliversToView { cancelled.append(t) } else { t._viewDone = true }
        }
        cancelled.sort { $0._order < $1._order }
        deliverToViews(cancelled, phase: .cancelled, event: touchesEvent)
    }

    /// Calls the views' touches methods, one call per view with its touches of `phase`.
    func deliverToViews(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        guard !touches.isEmpty else { return }
        var groups: [(UIView, [UITouch])] = []
        for t in touches {
            guard let v = t.view, !t._viewDone else { continue }
            switch phase {
            case .began: t._beganDelivered = true
            case .ended, .cancelled: t._viewDone = true
            default: break
            }
            if let i = groups.firstIndex(where: { $0.0 === v }) { groups[i].1.append(t) } else { groups.append((v, [t])) }
        }
        for (v, ts) in groups {
            let set = Set(ts)
            switch phase {
            case .began: v.touchesBegan(set, with: event)
            case .moved, .stationary: v.touchesMoved(set, with: event)
            case .ended: v.touchesEnded(set, with: event)
            case .cancelled: v.touchesCancelled(set, with: event)
            default: break
            }
        }
    }
}
