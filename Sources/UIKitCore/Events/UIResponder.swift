//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIResponder, the base of the responder chain, and its class-level action registry.

/// Class-level action handlers (`UIResponder.registerAction(_:for:handler:)`).
@MainActor enum _ActionRegistry {
    struct Entry {
        let cls: AnyClass
        let matches: (AnyObject) -> Bool
        let isSubclass: (AnyClass) -> Bool
        let perform: (AnyObject, Any?, UIEvent?) -> Void
    }
    @exclusivity(unchecked) static var table: [Selector: [Entry]] = [:]

    /// The handler of the most derived registered class `object` is an instance of.
    static func entry(for action: Selector, on object: AnyObject) -> Entry? {
        guard let entries = table[action] else { return nil }
        var best: Entry?
        for e in entries where e.matches(object) {
            if let b = best, !b.isSubclass(e.cls) { continue }
            best = e
        }
        return best
    }
}

// MARK: - UIResponder

/// An object that can respond to events: the base of views, view controllers, windows and the
/// application.
///
/// Touch, press, motion and scroll messages go to the hit-test view (touches) or the first
/// responder (presses) and, by default, up the responder chain (`next`).
@preconcurrency @MainActor open class UIResponder: NSObject, _ActionTarget, UIResponderStandardEditActions {
    public override init() { super.init() }

    // MARK: Interface Builder

    /// Called on every object loaded from a nib or storyboard once all the document's objects
    /// are decoded and their outlets and actions connected. Overrides call super.
    open func awakeFromNib() {}

    // MARK: Key-value coding (what Interface Builder's outlets and runtime attributes use)

    /// Sets the property named `key` to `value`: Interface Builder sets outlets, outlet
    /// collections, `@IBInspectable` properties and user-defined runtime attributes this way.
    ///
    /// Linux note: there is no Objective-C runtime to find a property by name, so a class says
    /// which keys it takes by overriding this method (`switch key { case "titleLabel": … default:
    /// super.setValue(value, forKey: key) }`); `uikit-port` writes that override for every
    /// `@IBOutlet` and `@IBInspectable` property. UIKit's classes take their own inspectable
    /// properties. A key nobody takes goes to `setValue(_:forUndefinedKey:)`.
    open func setValue(_ value: Any?, forKey key: String) {
        if _setInterfaceBuilderValue(value, forKey: key) { return }
        setValue(value, forUndefinedKey: key)
    }

    /// Called for a key no class takes. Logs iOS's message ("this class is not key value
    /// coding-compliant for the key X.") and changes nothing, where iOS raises an exception.
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        _UIKeyValueCoding.fail(_UIKeyValueCoding.undefinedKeyMessage(self, key))
    }

    /// The value of the property named `key` (see `setValue(_:forKey:)`); a key nobody answers
    /// goes to `value(forUndefinedKey:)`.
    open func value(forKey key: String) -> Any? {
        if let v = _interfaceBuilderValue(forKey: key) { return v }
        return value(forUndefinedKey: key)
    }

    /// Called for a key no class answers: logs iOS's message and returns nil.
    open func value(forUndefinedKey key: String) -> Any? {
        UIKitLog.error("[<\(type(of: self)) \(_UIKeyValueCoding.address(of: self))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).", category: "KeyValueCoding")
        return nil
    }

    /// Sets the property at a dotted path (`"layer.cornerRadius"`): every key but the last is
    /// read with `value(forKey:)`, the last set with `setValue(_:forKey:)`.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        _UIKeyValueCoding.setValue(value, forKeyPath: keyPath, on: self)
    }

    /// The value at a dotted path (`"layer.cornerRadius"`), or nil.
    public func value(forKeyPath keyPath: String) -> Any? {
        _UIKeyValueCoding.value(forKeyPath: keyPath, on: self)
    }

    /// UIKit's own keys (a class's inspectable properties): true when this class took `key`.
    /// Subclasses in UIKit override it for the properties Interface Builder sets by name.
    package func _setInterfaceBuilderValue(_ value: Any?, forKey key: String) -> Bool { false }

    /// UIKit's own keys read by name (nil: not one of this class's).
    package func _interfaceBuilderValue(forKey key: String) -> Any? { nil }

    /// The action method this class implements for `action`, as a closure (nil: none).
    ///
    /// Linux note: the stand-in for an Objective-C method lookup, so that Interface Builder's
    /// actions (`@IBAction func buttonTapped(_ sender: UIButton)`) and nil-targeted actions
    /// reach Swift methods by selector name. `uikit-port` writes the override for every
    /// `@IBAction` method (`switch action.name { case "buttonTapped:": return { [unowned self]
    /// sender, _ in … } default: return super._actionHandler(for: action) }`); by hand,
    /// `registerAction(_:handler:)` does the same. The handler runs on the main actor; its type
    /// carries no `@MainActor` because Swift 6.3 mangles a global-actor closure in an `open`
    /// method's result differently in the defining and the subclassing files (a link error).
    open func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? { nil }

    /// Called by Interface Builder when it renders a designable view. Nothing calls it here;
    /// it exists so that iOS overrides compile.
    open func prepareForInterfaceBuilder() {}

    // MARK: User activities

    /// The activity this responder's content represents (Handoff, state restoration); stored.
    open var userActivity: NSUserActivity?
    /// Updates `activity`'s state from what the responder shows. The base does nothing.
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    /// Restores what the responder shows from `activity` (the objects handed to an app delegate's
    /// `restorationHandler`). The base does nothing.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// The next responder in the chain. The base class has none.
    open var next: UIResponder? { nil }

    /// The application object, set by the platform layer: a window's next responder.
    package static weak var _applicationResponder: UIResponder?

    // MARK: First responder

    /// Whether this responder can become first responder; false by default (subclasses such as
    /// text inputs return true).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder agrees to give up first-responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// True when this responder is the first responder of its window.
    open var isFirstResponder: Bool { _UIFirstResponders.contains(self) }

    /// Makes this responder its window's first responder: fails when `canBecomeFirstResponder`
    /// is false, when it is not in a window (views, view controllers), or when the current first
    /// responder refuses to resign.
    @discardableResult open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        guard let window = _responderWindow else { return false }
        let current = _UIFirstResponders.responder(of: window)
        if current === self { return true }
        if let current {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            _UIFirstResponders.clear(current)
        }
        _UIFirstResponders.set(self, for: window)
        return true
    }

    /// Gives up first-responder status (the base implementation always agrees).
    @discardableResult open func resignFirstResponder() -> Bool {
        _UIFirstResponders.clear(self)
        return true
    }

    /// The window whose first responder this responder may be.
    var _responderWindow: UIWindow? {
        if let v = self as? UIView { return v.window }
        if let vc = self as? UIViewController { return vc.viewIfLoaded?.window }
        return UIWindow._keyWindow
    }

    // MARK: Touches

    /// Tells the responder that touches began in its view (or one it forwards for); the default
    /// passes the message to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Tells the responder that touches moved; the default passes the message to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Tells the responder that touches lifted; the default passes the message to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Tells the responder that the system cancelled touches (a gesture recognizer took them, the
    /// window went away…); the default passes the message to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// Tells the responder that estimated touch properties got their final values. On Linux no
    /// touch has estimated properties, so it is never called; the default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses

    /// Tells the responder that physical buttons (keyboard keys) were pressed; the default passes
    /// the message to `next` (at the end of the chain, a key command the system's own use of the
    /// key held back runs: see `UIKeyCommand.wantsPriorityOverSystemBehavior`).
    ///
    /// In a first responder adopting `UIKeyInput`, the default first takes the presses of keys
    /// that type (they go no farther; Backspace, Return and Tab edit here, see `UIKeyInput`).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var presses = presses
        if presses.contains(where: { $0.responder === self }), self is any UIKeyInput {
            presses = _UITextInputRouter.pressesReachedTextInput(presses, of: self)
            if presses.isEmpty { return }
        }
        if let next { next.pressesBegan(presses, with: event) } else { _UIKeyCommands.pressesFellThrough(presses) }
    }
    /// Tells the responder that a press changed (a key repeat or a changed value); the default
    /// passes the message to `next` (a text object keeps those of the keys it typed).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _UITextInputRouter.untyped(presses, by: self)
        if !rest.isEmpty { next?.pressesChanged(rest, with: event) }
    }
    /// Tells the responder that buttons were released; the default passes the message to `next`
    /// (a text object keeps those of the keys it typed).
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _UITextInputRouter.untyped(presses, by: self)
        if !rest.isEmpty { next?.pressesEnded(rest, with: event) }
    }
    /// Tells the responder that the system cancelled presses; the default passes the message to
    /// `next` (a text object keeps those of the keys it typed).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _UITextInputRouter.untyped(presses, by: self)
        if !rest.isEmpty { next?.pressesCancelled(rest, with: event) }
    }

    // MARK: Key commands

    /// The keyboard shortcuts this responder offers (default nil). When a key goes down, the
    /// chain from the first responder up is searched for a matching enabled command, whose action
    /// is sent to `target(forAction:withSender:)` of the responder that offered it; the press is
    /// then not delivered as `pressesBegan`.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Called on the target of a command before it runs (and before a menu shows it), to update
    /// its title, image, state or attributes (`.disabled` keeps it from running). The default does
    /// nothing.
    open func validate(_ command: UICommand) {}

    // MARK: Motion and remote control

    /// Tells the responder that a motion (a shake) began; the default passes the message to `next`.
    /// On Linux no sensor produces motion; tests and platform code send it through `RawInput`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// Tells the responder that a motion ended; the default passes the message to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// Tells the responder that a motion was cancelled; the default passes the message to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    /// Tells the responder that a remote-control event (play, pause, next track…) arrived; the
    /// default passes the message to `next`. On Linux no input source produces such events.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    // MARK: Scroll wheel (Linux hook)

    /// A scroll-wheel / two-finger trackpad scroll over this responder (`event.type == .scroll`,
    /// `event._scrollDelta`, `event._location(in:)`, `event._phase`). Return true when handled;
    /// the default passes it to `next`. Scroll views override this.
    package func _scrollWheel(_ event: UIEvent) -> Bool { next?._scrollWheel(event) ?? false }

    // MARK: Undo

    /// The undo manager nearest up the responder chain: the default asks `next`, and every
    /// window has one of its own, so a view's is its window's. Override to give a part of the
    /// app (a view controller's document, say) an undo history of its own. Text fields and text
    /// views register their edits with theirs while they edit.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Actions

    /// True when this responder implements `action` (its class or instance registered it).
    /// Override to enable or disable commands depending on state.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        _responds(to: action)
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    /// Removes the selection to the pasteboard (nothing here; text objects implement it).
    open func cut(_ sender: Any?) {}
    /// Copies the selection to the pasteboard (nothing here; text objects implement it).
    open func copy(_ sender: Any?) {}
    /// Pastes in place of the selection (nothing here; text objects implement it).
    open func paste(_ sender: Any?) {}
    /// Selects the word at the caret (nothing here; text objects implement it).
    open func select(_ sender: Any?) {}
    /// Selects everything (nothing here; text objects implement it).
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection (nothing here; text objects implement it).
    open func delete(_ sender: Any?) {}

    /// The responder that handles `action`: this one if `canPerformAction` says so, else the
    /// first along `next` that does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var r: UIResponder? = self
        var guardCount = 0
        while let cur = r, guardCount < 10_000 {
            if cur.canPerformAction(action, withSender: sender) { return cur }
            r = cur.next
            guardCount += 1
        }
        return nil
    }

    final var _instanceActions: [Selector: @MainActor (Any?, UIEvent?) -> Void] = [:]

    /// Declares that this responder handles `action` (Linux's stand-in for an `@objc` action
    /// method): `registerAction("save:") { [unowned self] sender, _ in save(sender) }`.
    /// Registering the same selector again replaces the handler.
    public final func registerAction(_ action: Selector, handler: @escaping @MainActor (_ sender: Any?, _ event: UIEvent?) -> Void) {
        _instanceActions[action] = handler
    }

    /// Removes an action registered with `registerAction(_:handler:)`.
    public func unregisterAction(_ action: Selector) {
        _instanceActions[action] = nil
    }

    /// Declares that every instance of `type` (and its subclasses) handles `action`:
    /// `UIResponder.registerAction("copy:", for: MyView.self) { view, sender, _ in view.copyText() }`.
    /// A subclass registration wins over its superclass's for the same selector.
    public static func registerAction<T: AnyObject>(_ action: Selector, for type: T.Type,
                                                   handler: @escaping @MainActor (_ target: T, _ sender: Any?, _ event: UIEvent?) -> Void) {
        var entries = _ActionRegistry.table[action] ?? []
        entries.removeAll { $0.cls == (T.self as AnyClass) }
        entries.append(.init(cls: T.self, matches: { $0 is T }, isSubclass: { ($0 as Any) is T.Type },
                             perform: { obj, sender, event in if let t = obj as? T { handler(t, sender, event) } }))
        _ActionRegistry.table[action] = entries
    }

    /// True when `action` was registered for this instance or its class. Override to add actions
    /// (call super for the registered ones).
    package func _responds(to action: Selector) -> Bool {
        _instanceActions[action] != nil || _ActionRegistry.entry(for: action, on: self) != nil
            || _actionHandler(for: action) != nil
    }

    /// Runs the handler registered for `action`. Override together with `_responds(to:)`.
    package func _perform(_ action: Selector, sender: Any?, event: UIEvent?) {
        if let h = _instanceActions[action] { return h(sender, event) }
        if let e = _ActionRegistry.entry(for: action, on: self) { return e.perform(self, sender, event) }
        if let h = _actionHandler(for: action) { return h(sender, event) }
        if let standard = _UIStandardEditAction(action) { return standard.send(to: self, sender: sender) }
        UIKitLog.warning("\(type(of: self)) does not handle action \(action)", category: "UIResponder")
    }
}

/// Each window's first responder (weak on both sides).
@MainActor enum _UIFirstResponders {
    struct Entry { weak var window: UIWindow?; weak var responder: UIResponder? }
    @exclusivity(unchecked) static var entries: [Entry] = []

    static func prune() { entries.removeAll { $0.window == nil || $0.responder == nil } }

    static func responder(of window: UIWindow) -> UIResponder? {
        entries.first { $0.window === window }?.responder
    }
    static func contains(_ r: UIResponder) -> Bool { entries.contains { $0.responder === r } }
    static func set(_ r: UIResponder, for window: UIWindow) {
        prune()
        entries.removeAll { $0.window === window || $0.responder === r }
        entries.append(Entry(window: window, responder: r))
        _UITextInputRouter.firstResponderMayHaveChanged()
        UIAccessibility._observer?.accessibilityEvent(.firstResponderChanged)
    }
    static func clear(_ r: UIResponder) {
        entries.removeAll { $0.responder === r || $0.responder == nil }
        _UITextInputRouter.firstResponderMayHaveChanged()
        UIAccessibility._observer?.accessibilityEvent(.firstResponderChanged)
    }

    /// After views changed windows: a first responder that left its window resigns.
    static func viewsChangedWindow() {
        guard !entries.isEmpty else { return }
        prune()
        for e in entries {
            guard let r = e.responder, let w = e.window else { continue }
            let now: UIWindow?
            if let v = r as? UIView { now = v.window } else if let vc = r as? UIViewController { now = vc.viewIfLoaded?.window } else { continue }
            if now !== w {
                _ = r.resignFirstResponder()
                clear(r)
            }
        }
    }
}
