//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A view controller's style override (applied to its view and everything below it, child
// controllers included) and its trait-change registrations.

extension UIViewController: UITraitChangeObservable {
    /// The appearance this controller's view hierarchy uses (`.unspecified`: inherit it).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _traitState?.overrideStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            let view = viewIfLoaded
            let old = view?._traitValues
            let state = _traitStateForRegistration
            UIView._noteOverride(from: state.overrideStyle, to: newValue)
            state.overrideStyle = newValue
            if let view, let old { view._traitInputsChanged(old: old) }
        }
    }

    /// Calls `handler` with the controller and its previous traits after any of `traits` changed (iOS 17).
    @discardableResult
    public func registerForTraitChanges<T: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (T, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        _traitStateForRegistration.register(.handler(traits, handler))
    }
    /// Sends `action` to `target` (sender: the controller) after any of `traits` changed (iOS 17).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        _traitStateForRegistration.register(.action(traits, target: target, action))
    }
    /// Sends `action` to the controller itself after any of `traits` changed (iOS 17).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        _traitStateForRegistration.register(.action(traits, target: nil, action))
    }
    /// Removes a registration made on this controller.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitState?.unregister(registration)
    }

    private var _traitStateForRegistration: _UITraitState {
        if let s = _traitState { return s }
        let s = _UITraitState()
        _traitState = s
        return s
    }

    /// The traits before the view loads: the main screen's, with this controller's style override.
    var _traitCollectionWithoutView: UITraitCollection {
        var v = UIView._rootTraitValues(for: nil)
        if let s = _traitState?.overrideStyle, s != .unspecified { v.userInterfaceStyle = s }
        return UITraitCollection(v)
    }
}
