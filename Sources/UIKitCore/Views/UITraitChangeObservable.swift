//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Objects whose trait changes can be observed trait by trait (views and view controllers, iOS 17).
@preconcurrency @MainActor public protocol UITraitChangeObservable {
    /// Calls `handler` (with the object and its previous traits) after any of `traits` changed.
    @discardableResult
    func registerForTraitChanges<T: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (T, UITraitCollection) -> Void) -> any UITraitChangeRegistration
    /// Sends `action` to `target` (the sender: this object) after any of `traits` changed.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Sends `action` to this object after any of `traits` changed.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Removes a registration; its handler or action is not called again.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// A registration returned by `registerForTraitChanges`: pass it to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and what it calls.
@MainActor final class _UITraitChangeRegistration: UITraitChangeRegistration {
    let traits: Set<String>
    let call: (UITraitEnvironment, UITraitCollection) -> Void
    init(_ traits: [UITrait], _ call: @escaping (UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { $0.identifier })
        self.call = call
    }

    static func handler<T: UITraitEnvironment>(_ traits: [UITrait], _ h: @escaping (T, UITraitCollection) -> Void) -> _UITraitChangeRegistration {
        _UITraitChangeRegistration(traits) { env, previous in
            if let t = env as? T { h(t, previous) }
        }
    }
    static func action(_ traits: [UITrait], target: Any?, _ action: Selector) -> _UITraitChangeRegistration {
        weak let weakTarget = target as AnyObject?
        let fixed = target == nil
        return _UITraitChangeRegistration(traits) { env, _ in
            guard let t = fixed ? env as AnyObject : weakTarget else { return }
            if !action._send(to: t, sender: env, event: nil) {
                UIKitLog.warning("registerForTraitChanges: \(type(of: t)) does not handle \(action)", category: "UITraitCollection")
            }
        }
    }
}

/// What a view or view controller keeps for traits: its style override and its registrations.
@MainActor final class _UITraitState {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    var registrations: [_UITraitChangeRegistration] = []

    func register(_ r: _UITraitChangeRegistration) -> any UITraitChangeRegistration {
        registrations.append(r)
        return r
    }
    func unregister(_ r: any UITraitChangeRegistration) { registrations.removeAll { $0 === r } }

    /// Calls the registrations watching any trait that changed from `old` to `new`.
    func notify(_ env: UITraitEnvironment, old: _UITraitValues, new: _UITraitValues, previous: UITraitCollection) {
        guard !registrations.isEmpty else { return }
        let changed = new.changedTraits(from: old)
        for r in registrations where !r.traits.isDisjoint(with: changed) { r.call(env, previous) }
    }
}
