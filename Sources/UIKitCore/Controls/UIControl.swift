//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The base class of controls (buttons, sliders, switches…): state, touch tracking and
/// target-action.
///
/// ## Tracking (one touch at a time)
/// - **Down** (enabled control): `isTouchInside = true`, `isTracking = beginTracking(_:with:)`.
///   When tracking starts, `isHighlighted = true` and `.touchDown` is sent (with
///   `.touchDownRepeat` when `touch.tapCount > 1`). When `beginTracking` returns false the control
///   ignores the rest of that touch: no highlight, no events (⚠ a choice: iOS sources disagree).
/// - **Move**: `isTouchInside` is recomputed against the bounds grown by `_trackingSlop`
///   (70 pt each side, as iOS), `isHighlighted = isTouchInside`, then `continueTracking(_:with:)`
///   runs. Returning false stops tracking (highlight cleared, no further events for the touch,
///   no `endTracking`). Otherwise one dispatch is made with `.touchDragInside` or
///   `.touchDragOutside`, plus `.touchDragEnter`/`.touchDragExit` on the move that crosses the
///   (grown) edge; a target registered for several of these events is called once per move.
/// - **Up**: `isTouchInside` is recomputed, `endTracking(_:with:)` runs, `isHighlighted` and
///   `isTracking` become false, then `.touchUpInside` (followed by `.primaryActionTriggered`
///   for controls whose `_sendsPrimaryActionOnTouchUpInside` is true, e.g. `UIButton`) or
///   `.touchUpOutside` is sent.
/// - **Cancel** (a recognizer or the system takes the touch): `cancelTracking(with:)`,
///   highlight and tracking cleared, `.touchCancel` sent; no touch-up event.
///
/// ## Enabled state
/// `isEnabled = false` adds `.disabled` to `state` and leaves `isUserInteractionEnabled` alone:
/// the control is still hit-tested, but its touches are passed up the responder chain; it sends
/// no actions, never highlights and never tracks. Disabling a control during a touch ends the
/// tracking at once: `cancelTracking(with: nil)` runs and the highlight clears, but no event is
/// sent (a disabled control sends nothing); the rest of that touch is ignored.
/// `sendActions(for:)` still works while disabled (as on iOS).
///
/// ## Gesture recognizers
/// A control's default action beats an ancestor's recognizers (iOS 6+): an enabled control
/// refuses, in `gestureRecognizerShouldBegin(_:)`, an ancestor's single-finger single-tap
/// recognizer whose touch is on the control. A recognizer attached to the control itself always
/// may begin. Subclasses refine this with `_defaultActionPrevents(_:)` (sliders and switches
/// also keep pans/swipes on their thumb).
///
/// ## Target-action (Linux has no `#selector`)
/// ```swift
/// slider.addTarget(self, action: ViewController.sliderChanged, for: .valueChanged) // func sliderChanged(_ sender: UISlider)
/// button.addTarget(self, action: ViewController.tapped, for: .touchUpInside)       // func tapped()
/// button.addTarget(self, action: ViewController.tapped(_:forEvent:), for: .touchUpInside) // (UIButton, UIEvent) or (UIButton, UIEvent?)
/// button.addTarget(self, action: ViewController.anySender, for: .touchUpInside)    // func anySender(_ sender: Any)
/// button.addTarget(nil, action: "save:", for: .touchUpInside)   // Selector: the responder chain
/// button.addAction(UIAction { _ in … }, for: .touchUpInside)
/// ```
/// Targets are held weakly (a deallocated target is skipped silently). Actions run in the order
/// they were registered; registering the same (target, action) for an event twice calls it once.
/// Method references can't be compared in Swift, so a method-reference registration is
/// identified by its call site (file, line, column) or by `named:` when given: running the same
/// `addTarget` line again for the same target and event does not add a second call (a warning
/// is logged); two different method references registered from one line (a loop, a helper
/// function wrapping `addTarget`) for the same target and event need distinct `named:` values.
/// Its `Selector` (what `sendAction(_:to:for:)`, `actions(forTarget:forControlEvent:)` and
/// `removeTarget(_:action:for:)` see) is `named` or `"action@File.swift:line:column"`.
///
/// Every dispatch of a target-action pair goes through `sendAction(_:to:for:)` (override it to
/// observe or redirect) and, for `Selector` actions, on to `UIApplication.sendAction(_:to:from:for:)`:
/// a nil target searches the first responder (else the control) and up the responder chain; a
/// target that does not handle the selector is logged, not a crash. `UIAction`s go through
/// `sendAction(_ action: UIAction)`.
@preconcurrency @MainActor open class UIControl: UIView {

    // MARK: Init

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control from an Interface Builder document (alignment, states); with another coder, zero-sized.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _decodeInterfaceBuilderControl(coder)
    }

    /// Creates a control that runs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// False makes the control ignore touches (passed up the responder chain), send no actions
    /// from touches and show `.disabled`; see the type's documentation for mid-touch changes.
    @exclusivity(unchecked) open var isEnabled: Bool = true {
        didSet {
            guard oldValue != isEnabled else { return }
            if !isEnabled {
                _endTrackingBecauseDisabled()
                if isFirstResponder { resignFirstResponder() }
            }
            _controlStateDidChange()
            UIAccessibility._observer?.accessibilityEvent(.enabledChanged(self))
        }
    }

    /// Whether the control is selected (adds `.selected` to `state`); false by default. A button
    /// with `changesSelectionAsPrimaryAction` toggles it on each tap.
    @exclusivity(unchecked) open var isSelected: Bool = false {
        didSet { if oldValue != isSelected { _controlStateDidChange() } }
    }

    /// Set and cleared automatically while a touch is tracked (follows `isTouchInside`).
    @exclusivity(unchecked) open var isHighlighted: Bool = false {
        didSet { if oldValue != isHighlighted { _controlStateDidChange() } }
    }

    /// The union of `.highlighted`, `.disabled`, `.selected` and `.focused` as they apply.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if _isFocused { s.insert(.focused) }
        return s
    }

    /// Focus (keyboard navigation): true while the control is first responder.
    var _isFocused: Bool { isFirstResponder }

    /// Called (inside UIKitCore) after `isEnabled`, `isSelected` or `isHighlighted` changed.
    /// Subclasses restyle here (and may call super); the base updates nothing visible.
    func _controlStateDidChange() {}

    /// Whether the control shows a context menu on long press / secondary click (iOS 14);
    /// stored only (no menus on Linux yet).
    @exclusivity(unchecked) open var isContextMenuInteractionEnabled: Bool = false

    /// The text a pointer hover shows (iOS 15); stored only on Linux.
    @exclusivity(unchecked) open var toolTip: String?

    // MARK: Content alignment

    /// How content (a button's title and image) is placed horizontally within the bounds;
    /// `.center` by default. Changing it lays the control out again.
    @exclusivity(unchecked) open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout() } }
    }

    /// How content is placed vertically within the bounds; `.center` by default. Changing it lays
    /// the control out again.
    @exclusivity(unchecked) open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout() } }
    }

    /// `contentHorizontalAlignment` with `.leading`/`.trailing` resolved to `.left`/`.right` by
    /// `effectiveUserInterfaceLayoutDirection`.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: Tracking

    /// How far (points) outside its bounds a tracked touch still counts as inside (70, as
    /// iOS's touch slop). Not used for the initial hit test.
    package static let _defaultTrackingSlop: CGFloat = 70

    /// The tracking slop of this control (override to change it).
    package var _trackingSlop: CGFloat { UIControl._defaultTrackingSlop }

    @exclusivity(unchecked) var _isTracking = false
    @exclusivity(unchecked) var _isTouchInside = false
    /// The touch being followed (tracked, or ignored because tracking was refused or ended).
    @exclusivity(unchecked) weak var _trackedTouch: UITouch?
    /// Touches passed up the responder chain because the control was disabled when they began.
    @exclusivity(unchecked) var _forwardedTouches: Set<UITouch> = []

    /// True while a touch is being tracked.
    open var isTracking: Bool { _isTracking }

    /// True while the tracked touch is inside the control's bounds grown by `_trackingSlop`.
    open var isTouchInside: Bool { _isTouchInside }

    /// A touch began in the control. Return whether to track it (default true).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved. Return whether to keep tracking (default true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended (`touch` may be nil).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled (a recognizer or the system took the touch, or the control was
    /// disabled: then `event` is nil).
    open func cancelTracking(with event: UIEvent?) {}

    /// The rectangle (own coordinates) within which a tracked touch counts as inside.
    var _trackingBounds: CGRect { bounds.insetBy(dx: -_trackingSlop, dy: -_trackingSlop) }

    /// Whether the control sends `.primaryActionTriggered` after `.touchUpInside` (UIButton and
    /// other tap controls override to true; false for the base class).
    var _sendsPrimaryActionOnTouchUpInside: Bool { false }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {
            let fresh = touches.filter { $0 !== _trackedTouch }
            _forwardedTouches.formUnion(fresh)
            if !fresh.isEmpty { super.touchesBegan(fresh, with: event) }
            return
        }
        guard _trackedTouch == nil, let touch = touches.min(by: { $0._order < $1._order }) else { return }
        _trackedTouch = touch
        _isTouchInside = true
        _isTracking = beginTracking(touch, with: event)
        guard _isTracking else {
            _isTouchInside = false
            return
        }
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        _sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        _forward(touches, event) { super.touchesMoved($0, with: $1) }
        guard let touch = _trackedTouch, touches.contains(touch), _isTracking, isEnabled else { return }
        let wasInside = _isTouchInside
        _isTouchInside = _trackingBounds.contains(touch.location(in: self))
        isHighlighted = _isTouchInside
        guard continueTracking(touch, with: event) else {
            _isTracking = false
            _isTouchInside = false
            isHighlighted = false
            return
        }
        guard _isTracking, _trackedTouch === touch else { return }  // changed by the override
        var events: Event = _isTouchInside ? .touchDragInside : .touchDragOutside
        if _isTouchInside && !wasInside { events.insert(.touchDragEnter) }
        if !_isTouchInside && wasInside { events.insert(.touchDragExit) }
        _sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _forward(touches, event) { super.touchesEnded($0, with: $1) }
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        _trackedTouch = nil
        guard _isTracking, isEnabled else {
            _isTracking = false
            _isTouchInside = false
            return
        }
        _isTouchInside = _trackingBounds.contains(touch.location(in: self))
        let inside = _isTouchInside
        endTracking(touch, with: event)
        isHighlighted = false
        _isTracking = false
        _isTouchInside = false
        if inside {
            _sendActions(for: .touchUpInside, with: event)
            if _sendsPrimaryActionOnTouchUpInside { _sendActions(for: .primaryActionTriggered, with: event) }
        } else {
            _sendActions(for: .touchUpOutside, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _forward(touches, event) { super.touchesCancelled($0, with: $1) }
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        _trackedTouch = nil
        guard _isTracking else {
            _isTouchInside = false
            return
        }
        cancelTracking(with: event)
        isHighlighted = false
        _isTracking = false
        _isTouchInside = false
        if isEnabled { _sendActions(for: .touchCancel, with: event) }
    }

    /// Passes on the touches that began while the control was disabled.
    private func _forward(_ touches: Set<UITouch>, _ event: UIEvent?, _ pass: (Set<UITouch>, UIEvent?) -> Void) {
        guard !_forwardedTouches.isEmpty else { return }
        let mine = touches.filter { _forwardedTouches.contains($0) }
        guard !mine.isEmpty else { return }
        pass(mine, event)
        for t in mine where t.phase == .ended || t.phase == .cancelled { _forwardedTouches.remove(t) }
    }

    func _endTrackingBecauseDisabled() {
        if _isTracking {
            _isTracking = false
            _isTouchInside = false
            cancelTracking(with: nil)
        }
        isHighlighted = false
    }

    // MARK: Keyboard

    /// Whether the control can become first responder to take keys (arrow keys for sliders,
    /// space for switches…): false for the base class; subclasses that handle keys override it
    /// to true and override `pressesBegan(_:with:)`. A disabled control never becomes first
    /// responder, and resigns when disabled.
    var _acceptsKeyboardFocus: Bool { false }

    open override var canBecomeFirstResponder: Bool { _acceptsKeyboardFocus && isEnabled }

    @discardableResult open override func becomeFirstResponder() -> Bool {
        let was = isFirstResponder
        let ok = super.becomeFirstResponder()
        if isFirstResponder != was { _controlStateDidChange() }
        return ok
    }

    @discardableResult open override func resignFirstResponder() -> Bool {
        let was = isFirstResponder
        let ok = super.resignFirstResponder()
        if isFirstResponder != was { _controlStateDidChange() }
        return ok
    }

    // MARK: Accessibility

    /// Controls are accessibility elements by default.
    override var _defaultIsAccessibilityElement: Bool { true }

    /// Explicit or default traits, plus `.notEnabled` while disabled and `.selected` while
    /// selected (state traits are added even to traits the app set).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var t = super.accessibilityTraits
            if !isEnabled { t.insert(.notEnabled) }
            if isSelected { t.insert(.selected) }
            return t
        }
        set { super.accessibilityTraits = newValue }
    }

    /// VoiceOver's double-tap: an enabled control sends what a tap inside it sends
    /// (`.touchDown`, `.touchUpInside`, then `.primaryActionTriggered` for controls that send
    /// it) with a nil event and returns true; a disabled one returns false. Subclasses whose tap
    /// does more (a switch toggles) override.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        _sendActions(for: .touchDown, with: nil)
        _sendActions(for: .touchUpInside, with: nil)
        if _sendsPrimaryActionOnTouchUpInside { _sendActions(for: .primaryActionTriggered, with: nil) }
        return true
    }

    // MARK: Default action vs. gesture recognizers

    /// Controls keep their default action from an ancestor's recognizers (see the type's
    /// documentation); a recognizer attached to the control itself may always begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view === self { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        if isEnabled, _defaultActionPrevents(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether the control's default action beats `gestureRecognizer` (attached to an ancestor,
    /// its touch on this control). Default: single-finger single-tap recognizers. Sliders and
    /// switches override to add pans/swipes that start on their thumb (call super).
    func _defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// A pan moving (so far) more sideways than up or down, or a left/right swipe: a gesture along
    /// a horizontal control's track (sliders and switches keep those; others pass).
    static func _isAlongTrack(_ gestureRecognizer: UIGestureRecognizer, in view: UIView) -> Bool {
        if let pan = gestureRecognizer as? UIPanGestureRecognizer {
            let t = pan.translation(in: view)
            return abs(t.x) >= abs(t.y)
        }
        if let swipe = gestureRecognizer as? UISwipeGestureRecognizer {
            return !swipe.direction.isDisjoint(with: [.left, .right])
        }
        return false
    }

    @exclusivity(unchecked) var _entries: [_Entry] = []

    // MARK: Target-action API

    /// Registers `action` (a selector the target handles, see `Selector`) for `controlEvents`.
    /// A nil target sends the action up the responder chain at send time (first responder, else
    /// the control). The target is held weakly.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        _add(target: target.map { $0 as AnyObject }, selector: action, kind: .selector, events: controlEvents)
    }

    /// Removes target-action registrations for `controlEvents`: a nil `target` matches every
    /// target (including nil-targeted actions), a nil `action` every action of the target.
    /// `removeTarget(nil, action: nil, for: .allEvents)` removes them all. `UIAction`s are not
    /// affected (use `removeAction`). Safe during dispatch: a removed pair is not called after
    /// its removal, even later in the same dispatch.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let obj = target.map { $0 as AnyObject }
        for e in _entries where !e.isAction {
            if let obj, e.target !== obj { continue }
            if let action, e.selector != action { continue }
            e.events.subtract(controlEvents)
        }
        _pruneDeadEntries()
    }

    /// Every target with a registered action; `NSNull()` stands for nil (responder-chain)
    /// targets (Linux: `NSNull()` makes distinct objects, so test with `$0.base is NSNull`
    /// rather than `contains(NSNull())`). Targets that are not `Hashable` (plain Swift classes)
    /// appear as their `ObjectIdentifier`.
    open var allTargets: Set<AnyHashable> {
        _pruneDeadEntries()
        var out: Set<AnyHashable> = []
        for e in _entries where !e.isAction {
            if let t = e.target {
                out.insert((t as? AnyHashable) ?? AnyHashable(ObjectIdentifier(t)))
            } else {
                out.insert(AnyHashable(NSNull()))
            }
        }
        return out
    }

    /// The union of the events some target-action or `UIAction` is registered for.
    open var allControlEvents: Event {
        _pruneDeadEntries()
        return _entries.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The selector names registered for `target` on `controlEvent`; nil when none, and always
    /// nil for a nil target.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let target else { return nil }
        let obj = target as AnyObject
        _pruneDeadEntries()
        var out: [String] = []
        for e in _entries where !e.isAction && e.target === obj && !e.events.isDisjoint(with: controlEvent) {
            if let s = e.selector?.name, !out.contains(s) { out.append(s) }
        }
        return out.isEmpty ? nil : out
    }

    /// Sends the actions registered for `controlEvents` now, with a nil event (works while the
    /// control is disabled, as on iOS).
    open func sendActions(for controlEvents: Event) {
        _sendActions(for: controlEvents, with: nil)
    }

    /// Dispatches one action message: method-reference registrations of this control are called
    /// directly; selectors go to `UIApplication.shared.sendAction(_:to:from:for:)` with the
    /// control as sender. Override to observe or redirect every target-action dispatch.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target {
            let obj = target as AnyObject
            for e in _entries where e.target === obj && e.selector == action {
                if case .method(let call) = e.kind {
                    call(obj, self, event)
                    return
                }
            }
        }
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Performs a `UIAction` registered with the control (its `sender` is the control during
    /// the call). Override to observe or redirect `UIAction` dispatches.
    open func sendAction(_ action: UIAction) {
        action._perform(sender: self)
    }

    /// Calls every registration whose events intersect `mask`, once each, in registration order.
    /// Iterates a snapshot; a registration removed during the dispatch is skipped.
    func _sendActions(for mask: Event, with event: UIEvent?) {
        if mask.contains(.valueChanged), let bridge = UIAccessibility._observer { bridge.accessibilityEvent(.valueChanged(self)) }
        guard !_entries.isEmpty else { return }
        let snapshot = _entries
        var sentPairs: [(AnyObject?, Selector)] = []
        var sentActions: Set<AnyHashable> = []
        for e in snapshot {
            guard !e.events.isDisjoint(with: mask) else { continue }
            switch e.kind {
            case .action(let a):
                guard sentActions.insert(a._dedupKey).inserted else { continue }
                sendAction(a)
            case .selector, .method:
                guard let sel = e.selector else { continue }
                let target = e.target
                if e.hasTarget && target == nil { continue }  // deallocated: skipped silently
                if sentPairs.contains(where: { $0.0 === target && $0.1 == sel }) { continue }
                sentPairs.append((target, sel))
                sendAction(sel, to: target, for: event)
            }
        }
    }

    // MARK: UIAction

    /// Registers `action` for `controlEvents`. Actions are unique by `identifier`: one with the
    /// identifier of an action already registered for one of these events replaces it there.
    /// The same action may be added for several events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        _removeActions(for: controlEvents) { $0._isSameAction(as: action) }
        _entries.append(_Entry(target: nil, selector: nil, kind: .action(action), events: controlEvents))
    }

    /// Removes `action` (matched by identifier) from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        _removeActions(for: controlEvents) { $0._isSameAction(as: action) }
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        _removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    /// Calls `iterator` for every registration in registration order: `UIAction`s as
    /// (action, nil, nil, events), target-action pairs as (nil, target or nil, selector, events).
    /// Set `stop.pointee = true` to stop.
    open func enumerateEventHandlers(_ iterator: (_ actionHandler: UIAction?, _ target: Any?, _ action: Selector?,
                                                  _ controlEvents: Event, _ stop: UnsafeMutablePointer<Bool>) -> Void) {
        _pruneDeadEntries()
        let stop = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        stop.initialize(to: false)
        defer { stop.deallocate() }
        for e in _entries {
            if let a = e.uiAction {
                iterator(a, nil, nil, e.events, stop)
            } else {
                iterator(nil, e.target, e.selector, e.events, stop)
            }
            if stop.pointee { break }
        }
    }
}
