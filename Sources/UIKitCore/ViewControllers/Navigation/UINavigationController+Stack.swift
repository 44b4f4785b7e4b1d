//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The navigation stack's bookkeeping: refusals with iOS's messages, child containment as the
// stack changes, and scheduling the visible transition. (The open API is in
// UINavigationController.swift; the transition itself in +Transition.)

extension UINavigationController {
    /// Whether `vc` may be on a navigation stack at all (logs iOS's message when not).
    func _isPushable(_ vc: UIViewController) -> Bool {
        if vc === self {
            UIKitLog.error("A navigation controller can't push itself", category: "UINavigationController")
            return false
        }
        if vc is UINavigationController {
            UIKitLog.error("Pushing a navigation controller is not supported", category: "UINavigationController")
            return false
        }
        if vc is UITabBarController {
            UIKitLog.error("Pushing a tab bar controller is not supported", category: "UINavigationController")
            return false
        }
        return true
    }

    /// Whether `vc` may be pushed now (logs iOS's message when not).
    func _canPush(_ vc: UIViewController) -> Bool {
        guard _isPushable(vc) else { return false }
        if _stack.contains(where: { $0 === vc }) {
            UIKitLog.error("Pushing the same view controller instance more than once is not supported (<\(type(of: vc))>)", category: "UINavigationController")
            return false
        }
        return true
    }

    /// Whether the controller's view is on screen, so stack changes are shown by a transition
    /// (with appearance callbacks) at the next layout pass rather than applied at once.
    var _isOnScreen: Bool {
        guard let w = viewIfLoaded?.window else { return false }
        return !w.isHidden
    }

    /// Whether a transition now sends appearance callbacks: the view is on screen and the
    /// controller is visible or becoming visible.
    var _sendsAppearanceCallbacks: Bool {
        _isOnScreen && (_appearance == .appeared || _appearance == .appearing)
    }

    /// Puts `children` in the stack's order, followed by the controllers that left the stack
    /// while their views are still shown.
    func _orderChildrenByStack() {
        children = _stack + children.filter { c in !_stack.contains { $0 === c } }
    }

    /// Installs `new` as the stack: removed controllers get `willMove(toParent: nil)` (and leave
    /// at once unless their view is shown, which leaves when the transition ends), added ones
    /// become children (`willMove(toParent:)`; `didMove` once they are placed), then the
    /// transition to the new top is scheduled.
    func _setStack(_ new: [UIViewController], operation: Operation, animated: Bool) {
        let old = _stack
        let removed = old.filter { o in !new.contains { $0 === o } }
        let added = new.filter { n in !old.contains { $0 === n } }
        for vc in removed { vc.willMove(toParent: nil) }
        _stack = new
        for vc in added { addChild(vc) }
        // `children` follows the stack's order (a popped controller still on screen stays a
        // child, after the stack, until its transition ends).
        _orderChildrenByStack()
        for vc in removed where vc !== _shown && vc !== _transition?.from && vc !== _transition?.to {
            vc.removeFromParent()
        }
        // An added controller's `didMove` waits for the transition that shows it; one that won't
        // be shown (below the top, or any while the view is off screen) gets it now.
        let onScreen = _isOnScreen
        for vc in added where vc !== new.last || !onScreen { vc.didMove(toParent: self) }
        if onScreen, let top = new.last, added.contains(where: { $0 === top }) { _awaitingDidMove.append(top) }
        let early = _awaitingDidMove.filter { vc in vc !== new.last && vc !== _transition?.to }
        _awaitingDidMove.removeAll { vc in early.contains { $0 === vc } }
        for vc in early where vc._parent === self { vc.didMove(toParent: self) }
        (_parent as? UITabBarController)?._navigationStackWillChange(self, animated: animated && _isOnScreen)

        // Several changes before the next layout pass show as one transition: the last call's
        // kind (a call with no transition keeps an earlier one's) and animation flag.
        let op = operation != .none ? operation : (_pending?.operation ?? .none)
        _pending = _Pending(operation: op, animated: animated)
        guard isViewLoaded else { return }
        if _isOnScreen {
            view.setNeedsLayout()
        } else if _transition == nil {
            _startPendingTransition()
        }
    }

    /// Finishes the controllers that left the stack while their views were shown.
    func _releaseLeftControllers() {
        for vc in children where !_stack.contains(where: { $0 === vc }) && vc !== _shown && vc !== _transition?.from && vc !== _transition?.to
            && !(vc is UISearchController) {
            if let v = vc.viewIfLoaded, v.superview === _contentView { v.removeFromSuperview() }
            vc.removeFromParent()
        }
    }

    /// Calls the `didMove(toParent:)` that waited for a transition, once it ended.
    func _finishDidMove() {
        let done = _awaitingDidMove.filter { $0 === _shown || $0 !== _stack.last }
        _awaitingDidMove.removeAll { vc in done.contains { $0 === vc } }
        for vc in done where vc._parent === self { vc.didMove(toParent: self) }
    }
}
