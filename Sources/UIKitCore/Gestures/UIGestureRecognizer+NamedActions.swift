//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIGestureRecognizer: method-reference actions with a selector name, so that
// `removeTarget(_:action:)` with that name removes them (uikit-port's form of iOS's
// `removeTarget(self, action: #selector(m))`).
extension UIGestureRecognizer {
    /// Creates a recognizer calling `action` (an instance method of `target`'s class taking the
    /// recognizer) on `target`, held weakly, registered under `name`: `removeTarget(target,
    /// action: name)` removes it, as `#selector(m)` did on iOS.
    public convenience init<T: AnyObject, G: UIGestureRecognizer>(target: T, action: @escaping @MainActor (T) -> (G) -> Void,
                                                                  named name: Selector) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action, named: name)
    }

    /// Creates a recognizer calling a parameterless instance method of `target`, registered under
    /// `name` (see `init(target:action:named:)`).
    public convenience init<T: AnyObject>(target: T, action: @escaping @MainActor (T) -> () -> Void, named name: Selector) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action, named: name)
    }

    /// Adds an instance method of `target` (held weakly) taking the recognizer as an action named
    /// `name`; the same target and name are added once, as a selector pair is on iOS.
    public final func addTarget<T: AnyObject, G: UIGestureRecognizer>(_ target: T, action: @escaping @MainActor (T) -> (G) -> Void,
                                                                      named name: Selector) {
        _addNamed(target, name) { target in { g in
            guard let typed = g as? G else {
                return UIKitLog.warning("action \(name) expects \(G.self), sent by \(type(of: g))", category: "UIGestureRecognizer")
            }
            action(target)(typed)
        } }
    }

    /// Adds a parameterless instance method of `target` (held weakly) as an action named `name`.
    public final func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> () -> Void, named name: Selector) {
        _addNamed(target, name) { target in { _ in action(target)() } }
    }

    private func _addNamed<T: AnyObject>(_ target: T, _ name: Selector, _ call: @escaping @MainActor (T) -> (UIGestureRecognizer) -> Void) {
        if _actions.contains(where: { $0.target === target && $0.selector == name }) { return }
        _actions.append(_TargetAction(target: target, hasTarget: true, selector: name, call: { [weak target] g in
            guard let target else { return }
            call(target)(g)
        }))
    }
}
