//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The machinery behind `RawInput`: raw input becomes touches, presses and events delivered as on iOS.
///
/// `RawInput` is the package's one entry point for raw input, used by the platform backends and
/// the test driver. Raw input with explicit timestamps becomes `UITouch`/`UIEvent`/`UIPress`
/// objects delivered through `UIApplication.sendEvent(_:)` → `UIWindow.sendEvent(_:)` exactly
/// as on iOS.
///
/// - Touches: `sendTouches(_:in:)` delivers a batch now as one `UIEvent` (inputs for different
///   fingers in one batch change together; several moves of one finger are coalesced, the latest
///   delivered and the others in `coalescedTouches(for:)`). `enqueueTouches(_:in:)` queues input
///   and `flush()` (once per frame, by the platform loop) delivers the queue.
/// - Keys: `sendKey(_:phase:timestamp:in:)` → `UIPress`/`UIPressesEvent` to the window's first
///   responder (else the window), up the responder chain.
/// - Scroll wheel / two-finger trackpad scroll: `sendScroll(delta:at:in:phase:timestamp:)` → a
///   `.scroll` event for the recognizers under the pointer that accept it
///   (`UIGestureRecognizer._acceptsEvent`), else `UIResponder._scrollWheel(_:)` of the view under
///   the pointer, up the chain.
/// - Trackpad pinch/rotate: `sendTransform(scale:rotation:at:in:phase:timestamp:)` → a
///   `.transform` event for the recognizers under the pointer that accept it.
///
/// Invalid input (a window that is gone or hidden, moves/ends of touches that never began, a
/// second began for a live id, non-finite locations) is logged with `UIKitLog` and dropped or
/// repaired; it never crashes.
@MainActor final class _EventDispatcher {
    static let shared = _EventDispatcher()

    /// Taps closer together than this (seconds from the previous tap's end to the next touch's
    /// start) count as one multi-tap (`UITouch.tapCount`). iOS's value is not documented (≈0.35 s).
    static let multiTapInterval: TimeInterval = 0.35
    /// …and no farther apart than this (points, window coordinates; iOS's ≈45 pt).
    static let multiTapDistance: CGFloat = 45

    /// The application's touches event (one, reused for every touch change, as on iOS).
    let touchesEvent = UIEvent(_type: .touches)
    /// The application's presses event.
    let pressesEvent = UIPressesEvent()

    var live: [Int: UITouch] = [:]
    var touchOrder = 0
    struct LastTap { var location: CGPoint; var time: TimeInterval; var count: Int; weak var window: UIWindow? }
    var lastTap: LastTap?
    var livePresses: [Int: UIPress] = [:]
    /// Keys down whose press ran a key command: their later phases are not delivered.
    var commandKeys: Set<Int> = []
    /// The last key (not a modifier) that went down and is still down: committed text arriving
    /// meanwhile came from it (`sendText`).
    var lastKeyDown: Int?
    var scrollEvents: [ObjectIdentifier: UIEvent] = [:]
    var transformEvents: [ObjectIdentifier: UIEvent] = [:]
    var sequenceCounter = 0

    enum Queued {
        case touch(RawInput.Touch)
        case key(UIKey, UIPress.Phase, TimeInterval?)
        case scroll(CGPoint, CGPoint, UITouch.Phase, TimeInterval?)
        case transform(CGFloat, CGFloat, CGPoint, UITouch.Phase, TimeInterval?)
        case hover(CGPoint?, TimeInterval?)
        case text(String)
        case composition(String, NSRange)
        case keyRepeat(UIKey)
    }
    struct QueuedInput { weak var window: UIWindow?; let hadWindow: Bool; let input: Queued }
    var queue: [QueuedInput] = []

    init() {}

    /// Touches currently down (began and not ended/cancelled).
    var activeTouchCount: Int { live.count }
    /// True when queued input awaits `flush()`.
    var hasPendingInput: Bool { !queue.isEmpty }

    // MARK: Queue

    /// Queues touch input for `window`, delivered by the next `flush()`.
    func enqueueTouches(_ inputs: [RawInput.Touch], in window: UIWindow) {
        for i in inputs { queue.append(QueuedInput(window: window, hadWindow: true, input: .touch(i))) }
    }
    /// Queues a key press (nil window: the key window at delivery).
    func enqueueKey(_ key: UIKey, phase: UIPress.Phase, timestamp: TimeInterval? = nil, in window: UIWindow? = nil) {
        queue.append(QueuedInput(window: window, hadWindow: window != nil, input: .key(key, phase, timestamp)))
    }
    func enqueueScroll(delta: CGPoint, at location: CGPoint, in window: UIWindow, phase: UITouch.Phase = .moved, timestamp: TimeInterval? = nil) {
        queue.append(QueuedInput(window: window, hadWindow: true, input: .scroll(delta, location, phase, timestamp)))
    }
    func enqueueTransform(scale: CGFloat, rotation: CGFloat, at location: CGPoint, in window: UIWindow, phase: UITouch.Phase, timestamp: TimeInterval? = nil) {
        queue.append(QueuedInput(window: window, hadWindow: true, input: .transform(scale, rotation, location, phase, timestamp)))
    }

    func enqueueHover(at location: CGPoint?, in window: UIWindow, timestamp: TimeInterval? = nil) {
        queue.append(QueuedInput(window: window, hadWindow: true, input: .hover(location, timestamp)))
    }

    /// Delivers the queued input in order: consecutive touch input for one window forms batches
    /// (moves coalesced per finger), so 10,000 queued moves cost one delivery.
    func flush() {
        guard !queue.isEmpty else { return }
        let items = queue
        queue.removeAll()
        var i = 0
        while i < items.count {
            let item = items[i]
            guard let window = item.window ?? (item.hadWindow ? nil : UIWindow._keyWindow) else {
                if item.hadWindow { UIKitLog.warning("_EventDispatcher: input for a window that is gone; dropped", category: "Events") }
                i += 1
                continue
            }
            switch item.input {
            case .touch:
                var batch: [RawInput.Touch] = []
                while i < items.count, case .touch(let t) = items[i].input, items[i].window === window {
                    batch.append(t); i += 1
                }
                sendTouches(batch, in: window)
                continue
            case .key(let key, let phase, let ts): sendKey(key, phase: phase, timestamp: ts, in: window)
            case .scroll(let d, let p, let ph, let ts): sendScroll(delta: d, at: p, in: window, phase: ph, timestamp: ts)
            case .transform(let s, let r, let p, let ph, let ts): sendTransform(scale: s, rotation: r, at: p, in: window, phase: ph, timestamp: ts)
            case .hover(let p, let ts):
                // Consecutive hovers in one window: only the last is delivered.
                if i + 1 < items.count, case .hover = items[i + 1].input, items[i + 1].window === window { break }
                sendHover(at: p, in: window, timestamp: ts)
            case .text(let text): sendText(text, in: window)
            case .composition(let text, let range): sendComposition(text, selectedRange: range, in: window)
            case .keyRepeat(let key): sendKeyRepeat(key, in: window)
            }
            i += 1
        }
    }

    // MARK: Touches

    struct Entry {
        let touch: UITouch
        var phase: UITouch.Phase
        var location: CGPoint
        var timestamp: TimeInterval
        var samples: [(CGPoint, TimeInterval)] = []
        var type: UITouch.TouchType
        var force: CGFloat
        var majorRadius: CGFloat
    }

    func now() -> TimeInterval { CACurrentMediaTime() }

    /// Delivers touch input now (see the type's documentation).
    /// `modifierFlags` and `buttonMask` (pointer buttons) are reported by the event and its
    /// recognizers for this delivery.
    func sendTouches(_ inputs: [RawInput.Touch], in window: UIWindow, modifierFlags: UIKeyModifierFlags = [],
                            buttonMask: UIEvent.ButtonMask = []) {
        touchesEvent.modifierFlags = modifierFlags
        touchesEvent.buttonMask = buttonMask
        pruneTouchesOfGoneWindows()
        guard !window.isHidden else {
            UIKitLog.warning("_EventDispatcher: touches for a hidden window; dropped", category: "Events")
            cancelTouches(where: { $0._window === window })
            return
        }
        var batch: [Entry] = []
        var index: [Int: Int] = [:]
        func flushBatch() {
            guard !batch.isEmpty else { return }
            let b = batch
            batch.removeAll(keepingCapacity: true)
            index.removeAll(keepingCapacity: true)
            dispatch(b, in: window)
        }
        for input in inputs {
            guard input.location.x.isFinite, input.location.y.isFinite else {
                UIKitLog.warning("_EventDispatcher: non-finite touch location \(input.location); dropped", category: "Events")
                continue
            }
            var ts = input.timestamp ?? now()
            if !ts.isFinite { ts = now() }
            switch input.phase {
            case .began:
                if index[input.id] != nil { flushBatch() }
                if let old = live[input.id] {
                    UIKitLog.warning("_EventDispatcher: touch \(input.id) began twice; the old touch is cancelled", category: "Events")
                    flushBatch()
                    let t = old._window
                    dispatch([Entry(touch: old, phase: .cancelled, location: old._locationInWindow, timestamp: max(ts, old.timestamp),
                                    type: old.type, force: old.force, majorRadius: old.majorRadius)], in: t ?? window)
                }
                let t = UITouch()
                t._identifier = input.id
                t._window = window
                touchOrder += 1
                t._order = touchOrder
                t._locationInWindow = input.location
                t._previousLocationInWindow = input.location
                t._beganLocationInWindow = input.location
                t.timestamp = ts
                live[input.id] = t
                index[input.id] = batch.count
                batch.append(Entry(touch: t, phase: .began, location: input.location, timestamp: ts, type: input.type,
                                   force: input.force, majorRadius: input.majorRadius))
            case .moved, .stationary:
                guard let t = live[input.id], t._window === window else {
                    UIKitLog.warning("_EventDispatcher: \(input.phase) for touch \(input.id) that is not down in this window; dropped", category: "Events")
                    continue
                }
                if let bi = index[input.id] {
                    if batch[bi].phase == .moved || batch[bi].phase == .stationary {
                        batch[bi].samples.append((batch[bi].location, batch[bi].timestamp))
                        batch[bi].location = input.location
                        batch[bi].timestamp = max(ts, batch[bi].timestamp)
                        if input.phase == .moved { batch[bi].phase = .moved }
                        batch[bi].force = input.force
                        continue
                    }
                    flushBatch()
                }
                index[input.id] = batch.count
                batch.append(Entry(touch: t, phase: input.phase, location: input.location, timestamp: max(ts, t.timestamp),
                                   type: t.type, force: input.force, majorRadius: input.majorRadius))
            case .ended, .cancelled:
                guard let t = live[input.id], t._window === window else {
                    UIKitLog.warning("_EventDispatcher: \(input.phase) for touch \(input.id) that is not down in this window; dropped", category: "Events")
                    continue
                }
                if index[input.id] != nil { flushBatch() }
                index[input.id] = batch.count
                batch.append(Entry(touch: t, phase: input.phase, location: input.location, timestamp: max(ts, t.timestamp),
                                   type: t.type, force: input.force, majorRadius: input.majorRadius))
                // Ended touches leave `live` now so a following began may reuse the id.
                live[input.id] = nil
            default:
                UIKitLog.warning("_EventDispatcher: touch phase \(input.phase) is not supported as input; dropped", category: "Events")
            }
        }
        flushBatch()
    }

    /// Cancels every touch (a system interruption, e.g. the window lost focus).
    func cancelAllTouches() { cancelTouches(where: { _ in true }) }

    func cancelTouches(where predicate: (UITouch) -> Bool) {
        let victims = live.values.filter(predicate).sorted { $0._order < $1._order }
        guard !victims.isEmpty else { return }
        for t in victims { live[t._identifier] = nil }
        var byWindow: [(UIWindow?, [Entry])] = []
        for t in victims {
            let e = Entry(touch: t, phase: .cancelled, location: t._locationInWindow, timestamp: max(now(), t.timestamp),
                          type: t.type, force: t.force, majorRadius: t.majorRadius)
            if let i = byWindow.firstIndex(where: { $0.0 === t._window }) { byWindow[i].1.append(e) } else { byWindow.append((t._window, [e])) }
        }
        for (w, entries) in byWindow { dispatch(entries, in: w) }
    }

    /// Touches whose window was deallocated are cancelled (recognizers and views told).
    func pruneTouchesOfGoneWindows() {
        guard live.values.contains(where: { $0._window == nil }) else { return }
        UIKitLog.warning("_EventDispatcher: touches of a window that is gone are cancelled", category: "Events")
        cancelTouches(where: { $0._window == nil })
    }

    /// One delivery: updates the touches, sets up new ones (hit test, recognizers, tap count,
    /// exclusivity) and sends the event.
    func dispatch(_ batch: [Entry], in window: UIWindow?) {
        let env = _GestureEnvironment.shared
        let event = touchesEvent
        var changed: [UITouch] = []
        changed.reserveCapacity(batch.count)
        var maxTime = event._timestamp
        for e in batch {
            let t = e.touch
            t._coalesced = e.samples
            if e.phase == .began {
                t._previousLocationInWindow = e.location
            } else {
                t._previousLocationInWindow = t._locationInWindow
            }
            t._locationInWindow = e.location
            t.timestamp = e.timestamp
            t.phase = e.phase
            t.force = e.force
            t.majorRadius = e.majorRadius
            maxTime = max(maxTime, e.timestamp)
            changed.append(t)
        }
        // Other touches of the event did not change.
        let changedIDs = Set(changed.map(ObjectIdentifier.init))
        for t in event._touches where !changedIDs.contains(ObjectIdentifier(t)) && (t.phase == .began || t.phase == .moved) {
            t.phase = .stationary
            t._coalesced = []
        }
        for e in batch where e.phase == .began {
            beginTouch(e, in: window)
            event._touches.append(e.touch)
        }
        event._timestamp = maxTime
        event._changedTouches = changed

        env.dispatchDepth += 1
        UIApplication.shared.sendEvent(event)
        env.dispatchDepth -= 1

        // Finish: ended touches leave the recognizers and the event; finished recognizers reset.
        var finished = false
        for t in changed where t.phase == .ended || t.phase == .cancelled {
            finished = true
            if t.phase == .ended { recordTap(t) }
            if live[t._identifier] === t { live[t._identifier] = nil }
        }
        if finished {
            for r in env.active { r._touches.removeAll { $0.phase == .ended || $0.phase == .cancelled } }
            event._touches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        }
        event._changedTouches = []
        if env.dispatchDepth == 0 {
            env.afterChange()
            env.resetFinished()
        }
    }

    func beginTouch(_ e: Entry, in window: UIWindow?) {
        let t = e.touch
        t.type = e.type
        t.maximumPossibleForce = e.force > 0 ? max(e.force, 6.666_666_6) : 0
        t.tapCount = 1
        if let last = lastTap, last.window === window, e.timestamp - last.time <= Self.multiTapInterval,
           hypot(e.location.x - last.location.x, e.location.y - last.location.y) <= Self.multiTapDistance {
            t.tapCount = last.count + 1
        }
        guard let window else { return }
        let hit = window.hitTest(e.location, with: touchesEvent)
        t._view = hit
        guard let hit else { t._deliversToView = false; return }
        // isMultipleTouchEnabled / isExclusiveTouch (views only; recognizers still see the touch).
        for other in touchesEvent._touches where other._window === window && other._deliversToView && !other._viewDone
            && other.phase != .ended && other.phase != .cancelled {
            guard let ov = other.view else { continue }
            if ov === hit && !hit.isMultipleTouchEnabled { t._deliversToView = false; break }
            if ov !== hit && (ov.isExclusiveTouch || hit.isExclusiveTouch) { t._deliversToView = false; break }
        }
        // Recognizers of the hit view and its ancestors, innermost first.
        let env = _GestureEnvironment.shared
        var recognizers: [UIGestureRecognizer] = []
        var v: UIView? = hit
        while let cur = v {
            for r in cur._gestureRecognizers where accepts(r, t) { recognizers.append(r) }
            v = cur.superview
        }
        t._recognizers = recognizers
        for r in recognizers {
            r._touches.append(t)
            r._sequenceTouches.insert(t)
            r._lastWindow = window
            env.activate(r)
        }
    }

    func accepts(_ r: UIGestureRecognizer, _ t: UITouch) -> Bool {
        guard r.isEnabled, r.view != nil, !_GestureEnvironment.isTerminal(r._state) else { return false }
        guard r.allowedTouchTypes.contains(where: { $0.intValue == t.type.rawValue }) else { return false }
        if r.requiresExclusiveTouchType, let first = r._touches.first, first.type != t.type { return false }
        guard r.shouldReceive(touchesEvent) else { return false }
        if let d = r.delegate {
            guard d.gestureRecognizer(r, shouldReceive: t), d.gestureRecognizer(r, shouldReceive: touchesEvent) else { return false }
        }
        return true
    }

    func recordTap(_ t: UITouch) {
        let moved = hypot(t._locationInWindow.x - t._beganLocationInWindow.x, t._locationInWindow.y - t._beganLocationInWindow.y)
        if moved <= Self.multiTapDistance {
            lastTap = LastTap(location: t._locationInWindow, time: t.timestamp, count: t.tapCount, window: t._window)
        } else {
            lastTap = nil
        }
    }

    /// A window was hidden: its touches are cancelled and its scroll/transform/hover sequences
    /// end (hover recognizers see the pointer leave).
    func _windowWasHidden(_ window: UIWindow) {
        cancelTouches(where: { $0._window === window })
        let key = ObjectIdentifier(window)
        for store in [\_EventDispatcher.scrollEvents, \_EventDispatcher.transformEvents] {
            if let e = self[keyPath: store][key] {
                self[keyPath: store][key] = nil
                for r in e._eventRecognizers { r._liveEventSequences.remove(e._sequence) }
                let env = _GestureEnvironment.shared
                for r in e._eventRecognizers where r._isActive {
                    if r._state == .began || r._state == .changed { r.state = .cancelled } else if r._state == .possible { r.state = .failed }
                }
                env.afterChange()
            }
        }
        if let e = hoverEvents[key] {
            hoverEvents[key] = nil
            let env = _GestureEnvironment.shared
            for r in e._eventRecognizers {
                r._liveEventSequences.remove(UIWindow._hoverLive)
                e._phase = .regionExited
                env.callback { r._handleEvent(e) }
            }
            e._eventRecognizers = []
            env.afterChange()
        }
    }

    // MARK: View removal

    /// Views changed window: touches of views that left their touch's window are cancelled for
    /// the view, and recognizers whose view left the window are cancelled and reset; first
    /// responders that left their window resign.
    static func _viewsChangedWindow() {
        _UIFirstResponders.viewsChangedWindow()
        shared.cancelTouchesOfDetachedViews()
    }

    func cancelTouchesOfDetachedViews() {
        let env = _GestureEnvironment.shared
        guard !touchesEvent._touches.isEmpty || !env.active.isEmpty else { return }
        var cancel: [UITouch] = []
        // Touches already lifted whose end a recognizer still holds back (delaysTouchesEnded)
        // are not in the event any more but their view is still owed an end: cancel them too.
        var candidates = touchesEvent._touches
        for r in env.active {
            for t in r._sequenceTouches where !t._heldPhases.isEmpty && !t._viewDone && !candidates.contains(where: { $0 === t }) {
                candidates.append(t)
            }
        }
        for t in candidates where !t._viewDone {
            guard let v = t.view else { continue }
            if v.window !== t._window {
                t._heldPhases.removeAll()
                if t._beganDelivered && t._deliversToView { cancel.append(t) } else { t._viewDone = true }
            }
        }
        for r in env.active {
            guard let w = r._lastWindow else { continue }
            if r.view?.window !== w { env.abandon(r, sendCancel: true) }
        }
        env.deliverToViews(cancel, phase: .cancelled, event: touchesEvent)
    }

    var hoverEvents: [ObjectIdentifier: UIEvent] = [:]

    // MARK: Tests

    /// Cancels every touch, forgets the last tap, ends scroll/transform sequences, releases key
    /// presses and drops queued input (tests share one process).
    func _reset() {
        _reset(where: { _ in true })
        _GestureEnvironment.shared.queue.removeAll()
    }

    /// What a new test host clears (`RawInput.resetLeftovers()`): the state of windows no longer
    /// shown, and every key, scroll, pinch and hover sequence.
    func _resetLeftovers() { _reset(where: { w in w.map { $0.isHidden } ?? true }) }

    /// Touches, the last tap, queued input and recognizers of the windows `affected` names (nil:
    /// no window), and every sequence.
    private func _reset(where affected: (UIWindow?) -> Bool) {
        cancelTouches(where: { affected($0._window) })
        if let last = lastTap, affected(last.window) { lastTap = nil }
        queue.removeAll { !$0.hadWindow || affected($0.window) }
        scrollEvents.removeAll()
        transformEvents.removeAll()
        hoverEvents.removeAll()
        livePresses.removeAll()
        commandKeys.removeAll()
        lastKeyDown = nil
        _UITextInputRouter.resetComposition()
        _UIPointerDriver.shared.reset()
        pressesEvent._presses.removeAll()
        let env = _GestureEnvironment.shared
        for r in env.active where affected(r.view?.window) { env.abandon(r, sendCancel: false) }
    }
}
