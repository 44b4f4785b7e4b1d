//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The base class of gesture recognizers: attached to a view, it sees the touches of that view
/// and its subviews before the views do, moves through `state`, and sends its action messages on
/// each transition (`.began`, `.changed`, `.ended`/`.recognized`, `.cancelled`).
///
/// Targets and actions (Linux has no `#selector`):
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: MyViewController.handleTap)  // (Self) -> (UITapGestureRecognizer) -> Void
/// pan.addTarget(self, action: MyViewController.handlePan)
/// pinch.addAction { recognizer in … }
/// let g = UISwipeGestureRecognizer(target: self, action: "swiped:")  // Selector: the target registers "swiped:"
/// ```
/// Targets are held weakly; actions run in the order they were added.
///
/// Subclassing (`UIGestureRecognizerSubclass`): override `touchesBegan/Moved/Ended/Cancelled`
/// (and `reset()`), and set `state`. Illegal transitions are logged and ignored. Initializers: as on
/// iOS, `init(target:action:)` and `init()` are both designated, so a subclass may call either
/// as `super.init…`; the closure forms are convenience initializers, inherited by subclasses that
/// override both designated initializers or declare none.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// Recognizer states (Apple's raw values).
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        /// A discrete gesture was recognized (same as `.ended`).
        public static var recognized: State { .ended }
    }

    // MARK: Init and target-action

    struct _TargetAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let selector: Selector?
        let call: @MainActor (UIGestureRecognizer) -> Void
    }
    var _actions: [_TargetAction] = []

    /// Creates a recognizer sending `action` to `target` (an `_ActionTarget`, e.g. a responder
    /// that registered the selector). Both may be nil.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target yet (designated, as NSObject's `init()` is on iOS).
    public override init() {
        super.init()
    }

    /// Creates a recognizer calling `action` (an instance method of `target`'s class taking the
    /// recognizer) on `target`, held weakly.
    public convenience init<T: AnyObject, G: UIGestureRecognizer>(target: T, action: @escaping @MainActor (T) -> (G) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Creates a recognizer calling a parameterless instance method of `target`.
    public convenience init<T: AnyObject>(target: T, action: @escaping @MainActor (T) -> () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Adds a target-action pair (the same pair is added once). The target handles `action` when
    /// it is a responder that registered it (`registerAction`), any object whose class registered
    /// it (`UIResponder.registerAction(_:for:handler:)`), or an `_ActionTarget`; it receives the
    /// recognizer as the sender.
    open func addTarget(_ target: Any, action: Selector) {
        let obj = target as AnyObject
        if _actions.contains(where: { $0.target === obj && $0.selector == action }) { return }
        _actions.append(_TargetAction(target: obj, hasTarget: true, selector: action, call: { [weak obj] g in
            guard let obj else { return }
            if !action._send(to: obj, sender: g, event: nil) {
                UIKitLog.warning("\(type(of: obj)) does not handle \(action) sent by \(type(of: g))", category: "UIGestureRecognizer")
            }
        }))
    }

    /// Adds an instance method of `target` (held weakly) as an action.
    public final func addTarget<T: AnyObject, G: UIGestureRecognizer>(_ target: T, action: @escaping @MainActor (T) -> (G) -> Void) {
        _actions.append(_TargetAction(target: target, hasTarget: true, selector: nil, call: { [weak target] g in
            guard let target else { return }
            guard let typed = g as? G else {
                return UIKitLog.warning("action expects \(G.self), sent by \(type(of: g))", category: "UIGestureRecognizer")
            }
            action(target)(typed)
        }))
    }

    /// Adds a parameterless instance method of `target` (held weakly) as an action.
    public final func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> () -> Void) {
        _actions.append(_TargetAction(target: target, hasTarget: true, selector: nil, call: { [weak target] _ in
            guard let target else { return }
            action(target)()
        }))
    }

    /// Adds a closure action (Linux convenience; remove with `removeTarget(nil, action: nil)`).
    public final func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        _actions.append(_TargetAction(target: nil, hasTarget: false, selector: nil, call: handler))
    }

    /// Removes actions: a nil `target` matches every target (and closure actions), a nil `action`
    /// every action of the target (including the method-reference forms).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let obj = target.map { $0 as AnyObject }
        _actions.removeAll { entry in
            if let obj, entry.target !== obj { return false }
            if let action, entry.selector != action { return false }
            return true
        }
    }

    func _sendActions() {
        _actions.removeAll { $0.hasTarget && $0.target == nil }
        for a in _actions { a.call(self) }
    }

    // MARK: State

    var _state: State = .possible

    /// The recognizer's state. Subclasses set it (`UIGestureRecognizerSubclass`): legal moves are
    /// possible → began/recognized/failed, began/changed → changed/ended/cancelled; anything else
    /// is logged and ignored. Setting `.began`/`.recognized` may be refused (delegate, failure
    /// requirements, another recognizer already recognizing), leaving `.failed` or, while waiting
    /// for another recognizer to fail, `.possible`.
    open var state: State {
        get { _state }
        set { _GestureEnvironment.shared.requestTransition(self, to: newValue) }
    }

    /// The object asked whether the recognizer may begin, receive touches or recognize with others (held weakly).
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Disabling a recognizer cancels it if it is recognizing (action sent), fails it otherwise,
    /// and resets it.
    open var isEnabled: Bool = true {
        didSet {
            guard oldValue != isEnabled, !isEnabled else { return }
            _GestureEnvironment.shared.abandon(self, sendCancel: true)
        }
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// Whether the view's touches are cancelled (`touchesCancelled`) when the gesture is recognized (default true).
    open var cancelsTouchesInView: Bool = true
    /// Whether the view gets no `touchesBegan` until the recognizer has failed (default false).
    open var delaysTouchesBegan: Bool = false
    /// Whether the view's `touchesEnded` waits until the recognizer has failed (default true).
    open var delaysTouchesEnded: Bool = true
    /// Whether the recognizer ignores touches of another type than the first one it tracks (default true).
    open var requiresExclusiveTouchType: Bool = true
    /// Touch types (raw values of `UITouch.TouchType`) the recognizer receives; all by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// Press types (raw values of `UIPress.PressType`) the recognizer receives; none by default on
    /// Linux (keyboard keys go to the first responder).
    open var allowedPressTypes: [NSNumber] = []
    /// A name for debugging (shown in `description`).
    open var name: String?
    /// Modifier keys held (from the latest event the recognizer received).
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The mouse or trackpad buttons pressed (from the latest event the recognizer received).
    open internal(set) var buttonMask: UIEvent.ButtonMask = []

    // MARK: Touches

    /// Touches being tracked (touches that ended stay until the end of the event delivery).
    var _touches: [UITouch] = []
    /// Every touch of the current sequence (until reset), for arbitration.
    var _sequenceTouches: Set<UITouch> = []
    var _ignoredTouches: Set<UITouch> = []
    var _presses: [UIPress] = []
    var _ignoredPresses: Set<UIPress> = []
    /// Scroll/transform sequences received (until reset).
    var _eventSequences: Set<Int> = []
    var _liveEventSequences: Set<Int> = []
    /// The last event location (window coordinates) for `location(in:)` without touches.
    var _lastLocation: CGPoint = .zero
    weak var _lastWindow: UIWindow?
    /// Recognizers this one waits for (`require(toFail:)`).
    var _requiredToFail: [_WeakRecognizer] = []
    /// A transition held back until the recognizers this one waits for have failed.
    var _pendingState: State?
    var _isActive = false

    /// Number of touches being tracked.
    open var numberOfTouches: Int { _touches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (window coordinates for nil).
    open func location(in view: UIView?) -> CGPoint {
        var p = _lastLocation
        var window = _lastWindow
        if !_touches.isEmpty {
            var x: CGFloat = 0, y: CGFloat = 0
            for t in _touches { x += t._locationInWindow.x; y += t._locationInWindow.y }
            p = CGPoint(x: x / CGFloat(_touches.count), y: y / CGFloat(_touches.count))
            window = _touches[0]._window
        }
        guard let view, view !== window else { return p }
        return window.map { view.convert(p, from: $0) } ?? view.convert(p, from: nil)
    }

    /// The location of one tracked touch (index in `0..<numberOfTouches`); logged and `.zero`
    /// when out of range.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard _touches.indices.contains(touchIndex) else {
            UIKitLog.error("location(ofTouch:in:): index \(touchIndex) out of range (\(_touches.count) touches)", category: "UIGestureRecognizer")
            return .zero
        }
        return _touches[touchIndex].location(in: view)
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before recognizing; it fails
    /// if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            return UIKitLog.warning("require(toFail:): a recognizer can't wait for itself", category: "UIGestureRecognizer")
        }
        _requiredToFail.removeAll { $0.value == nil }
        if !_requiredToFail.contains(where: { $0.value === otherGestureRecognizer }) {
            _requiredToFail.append(_WeakRecognizer(value: otherGestureRecognizer))
        }
    }

    // MARK: Subclass API (UIGestureRecognizerSubclass)

    /// Subclass hook: fingers touched down in the view (or its subviews). Does nothing by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: tracked fingers moved. Does nothing by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: tracked fingers lifted. Does nothing by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: the system cancelled tracked touches. Does nothing by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: estimated touch properties got their final values.
    /// On Linux: never called (input devices report no estimated properties).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Subclass hook: physical buttons or keys were pressed (only `allowedPressTypes` arrive). Does nothing by default.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Subclass hook: a press changed (for example its force). Does nothing by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Subclass hook: presses were released. Does nothing by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Subclass hook: the system cancelled presses. Does nothing by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called when the recognizer goes back to `.possible` (after its gesture finished and all its
    /// touches ended, or after it was removed/disabled). Reset per-gesture state here.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer (it no longer counts in `numberOfTouches`).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        _GestureEnvironment.shared.ignore(touch, by: self)
    }

    /// Stops delivering `button` to this recognizer for the rest of the press.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        _presses.removeAll { $0 === button }
        _ignoredPresses.insert(button)
    }

    /// Whether recognizing this gesture prevents `preventedGestureRecognizer` (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing prevents this one (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Subclass-wide failure requirement: true makes this recognizer wait for `other` to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Subclass-wide failure requirement: true makes `other` wait for this recognizer to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether the recognizer wants `event` at all (default true).
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    // MARK: Non-touch events (Linux hooks for scroll wheels and trackpad pinch/rotate)

    /// Return true to receive `event` (`.scroll` or `.transform`) when the pointer is over the
    /// recognizer's view. Default false. `UIPinchGestureRecognizer`/`UIRotationGestureRecognizer`
    /// accept `.transform`, scroll-capable pan recognizers `.scroll`.
    package func _acceptsEvent(_ event: UIEvent) -> Bool { false }
    /// A `.scroll`/`.transform` event (see `UIEvent._phase`, `_scrollDelta`, `_transformScale`,
    /// `_transformRotation`, `_location(in:)`). Set `state` as with touches.
    package func _handleEvent(_ event: UIEvent) {}

    open override var description: String {
        let addr = "\(Unmanaged.passUnretained(self).toOpaque())"
        guard _UIMainQueue.isCurrent else { return "<\(type(of: self)): \(addr)>" }
        return MainActor.assumeIsolated {
            "<\(type(of: self)): \(addr); state = \(_state)\(name.map { "; name = \($0)" } ?? ""); view = \(view.map { String(describing: type(of: $0)) } ?? "nil"); touches = \(_touches.count)>"
        }
    }

}

struct _WeakRecognizer { weak var value: UIGestureRecognizer? }

// MARK: - UIView gesture recognizers

extension UIView {
    func _addGestureRecognizer(_ g: UIGestureRecognizer) {
        if g.view === self { return }
        if let old = g.view { old._removeGestureRecognizer(g) }
        _gestureRecognizers.append(g)
        g.view = self
    }

    func _removeGestureRecognizer(_ g: UIGestureRecognizer) {
        guard g.view === self else { return }
        _GestureEnvironment.shared.abandon(g, sendCancel: false)
        _gestureRecognizers.removeAll { $0 === g }
        g.view = nil
    }
}
