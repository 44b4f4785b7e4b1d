//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIControl: the target-action registry behind addTarget/addAction/sendActions.
// (The overridable entry points stay in UIControl.swift, as extension members cannot be
// overridden.)
extension UIControl {
    // MARK: Target-action storage

    final class _Entry {
        enum Kind {
            case selector
            case method(@MainActor (AnyObject, UIControl, UIEvent?) -> Void)
            case action(UIAction)
        }
        weak var target: AnyObject?
        let hasTarget: Bool
        let selector: Selector?
        let kind: Kind
        var events: Event
        init(target: AnyObject?, selector: Selector?, kind: Kind, events: Event) {
            self.target = target
            self.hasTarget = target != nil
            self.selector = selector
            self.kind = kind
            self.events = events
        }
        var isAction: Bool { if case .action = kind { return true }; return false }
        var uiAction: UIAction? { if case .action(let a) = kind { return a }; return nil }
        var isDead: Bool { hasTarget && target == nil }
    }


    func _pruneDeadEntries() {
        _entries.removeAll { e in
            if e.isDead || e.events.isEmpty { e.events = []; return true }
            return false
        }
    }

    /// Adds the events not yet registered for the pair (target identity, selector).
    func _add(target: AnyObject?, selector: Selector, kind: _Entry.Kind, events: Event) {
        _pruneDeadEntries()
        var missing = events
        for e in _entries where !e.isAction && e.target === target && e.selector == selector {
            missing.subtract(e.events)
        }
        if missing != events, case .method = kind {
            // Legitimate (the same line ran twice) or two methods from one call site (a helper,
            // a loop): say so, the second case needs `named:`.
            UIKitLog.warning("addTarget: \(target.map { "\(type(of: $0))" } ?? "nil") is already registered with \(selector) for events 0x\(String(events.subtracting(missing).rawValue, radix: 16)); ignored (pass named: to register another method from the same call site)", category: "UIControl")
        }
        guard !missing.isEmpty else { return }
        _entries.append(_Entry(target: target, selector: selector, kind: kind, events: missing))
    }

    /// Registers a parameterless instance method of `target` (held weakly):
    /// `addTarget(self, action: ViewController.refresh, for: .touchUpInside)`.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> () -> Void, for controlEvents: Event,
                                        named name: String? = nil,
                                        file: String = #fileID, line: Int = #line, column: Int = #column) {
        let sel = Selector(name ?? "action@\(file):\(line):\(column)")
        _add(target: target, selector: sel, kind: .method({ obj, _, _ in
            guard let t = obj as? T else { return }
            action(t)()
        }), events: controlEvents)
    }

    /// Registers an instance method of `target` (held weakly) taking the control, typed as the
    /// control's class: `slider.addTarget(self, action: ViewController.sliderChanged, for: .valueChanged)`
    /// with `func sliderChanged(_ sender: UISlider)`.
    public func addTarget<T: AnyObject, Sender: UIControl>(_ target: T, action: @escaping @MainActor (T) -> (Sender) -> Void,
                                                           for controlEvents: Event, named name: String? = nil,
                                                           file: String = #fileID, line: Int = #line, column: Int = #column) {
        let sel = Selector(name ?? "action@\(file):\(line):\(column)")
        _add(target: target, selector: sel, kind: .method({ obj, sender, _ in
            guard let t = obj as? T else { return }
            guard let s = sender as? Sender else {
                return UIKitLog.warning("action \(sel) expects a \(Sender.self) sender, sent by \(type(of: sender))", category: "UIControl")
            }
            action(t)(s)
        }), events: controlEvents)
    }

    /// Registers an instance method of `target` (held weakly) taking the control and the event
    /// (nil for `sendActions(for:)`): `func tapped(_ sender: UIButton, forEvent event: UIEvent?)`.
    public func addTarget<T: AnyObject, Sender: UIControl>(_ target: T, action: @escaping @MainActor (T) -> (Sender, UIEvent?) -> Void,
                                                           for controlEvents: Event, named name: String? = nil,
                                                           file: String = #fileID, line: Int = #line, column: Int = #column) {
        let sel = Selector(name ?? "action@\(file):\(line):\(column)")
        _add(target: target, selector: sel, kind: .method({ obj, sender, event in
            guard let t = obj as? T else { return }
            guard let s = sender as? Sender else {
                return UIKitLog.warning("action \(sel) expects a \(Sender.self) sender, sent by \(type(of: sender))", category: "UIControl")
            }
            action(t)(s, event)
        }), events: controlEvents)
    }

    /// Registers an instance method of `target` taking the control and a non-optional event
    /// (`func tapped(_ sender: UIButton, forEvent event: UIEvent)`, Apple's documented form). For
    /// `sendActions(for:)`, which has no event, it receives an empty `UIEvent` (no touches).
    public func addTarget<T: AnyObject, Sender: UIControl>(_ target: T, action: @escaping @MainActor (T) -> (Sender, UIEvent) -> Void,
                                                           for controlEvents: Event, named name: String? = nil,
                                                           file: String = #fileID, line: Int = #line, column: Int = #column) {
        let sel = Selector(name ?? "action@\(file):\(line):\(column)")
        _add(target: target, selector: sel, kind: .method({ obj, sender, event in
            guard let t = obj as? T else { return }
            guard let s = sender as? Sender else {
                return UIKitLog.warning("action \(sel) expects a \(Sender.self) sender, sent by \(type(of: sender))", category: "UIControl")
            }
            action(t)(s, event ?? UIEvent())
        }), events: controlEvents)
    }

    /// Registers an instance method of `target` taking `Any` (as `@IBAction func f(_ sender: Any)`).
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> (Any) -> Void,
                                        for controlEvents: Event, named name: String? = nil,
                                        file: String = #fileID, line: Int = #line, column: Int = #column) {
        let sel = Selector(name ?? "action@\(file):\(line):\(column)")
        _add(target: target, selector: sel, kind: .method({ obj, sender, _ in
            guard let t = obj as? T else { return }
            action(t)(sender)
        }), events: controlEvents)
    }

    func _removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        for e in _entries {
            if let a = e.uiAction, matches(a) { e.events.subtract(controlEvents) }
        }
        _pruneDeadEntries()
    }
}
