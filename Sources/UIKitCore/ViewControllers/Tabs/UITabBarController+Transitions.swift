//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Custom tab switches: the delegate's animator (and interaction controller) moves the views
// in the transition view under the bar. (The open API is in UITabBarController.swift.)

extension UITabBarController {
    /// Switches from `old` to `new` (already `_selected`) with `animator`: will-callbacks now
    /// (`new` appearing, `old` disappearing, animated), both views in the container; when the
    /// animator completes, `old`'s view leaves and the did-callbacks follow. A cancelled
    /// transition restores `old` (`new` disappears, `old` appears again) and its tab.
    func _runTransition(from old: UIViewController, to new: UIViewController,
                        animator: any UIViewControllerAnimatedTransitioning) {
        let container = _transitionView
        new._beginAppearance(true, animated: true)
        old._beginAppearance(false, animated: true)
        let ctx = _UIViewControllerTransitionContext(containerView: container, animated: true)
        ctx.controllers = [.from: old, .to: new]
        let oldView: UIView = old.view, newView: UIView = new.view
        ctx.views = [.from: oldView, .to: newView]
        ctx.initialFrames[ObjectIdentifier(old)] = oldView.frame
        ctx.finalFrames[ObjectIdentifier(new)] = _contentFrame(for: new)
        newView.frame = _contentFrame(for: new)
        _transition = ctx
        ctx.onComplete = { [weak self, unowned old, unowned new] completed in
            self?._endTransition(from: old, to: new, completed: completed)
            animator.animationEnded(completed)
        }
        if let interaction = delegate?.tabBarController(self, interactionControllerFor: animator) {
            ctx.isInteractive = true
            interaction.startInteractiveTransition(ctx)
        } else {
            animator.animateTransition(using: ctx)
        }
    }

    /// Completed: `old`'s view leaves, then `old.viewDidDisappear`, `new.viewDidAppear`.
    /// Cancelled (the order of a cancelled interactive pop, reference 6.2): `new` disappears
    /// (will, did), then `old` appears again (will, did) and its tab is selected.
    func _endTransition(from old: UIViewController, to new: UIViewController, completed: Bool) {
        _transition = nil
        if completed {
            _removeFromTransitionView(old)
            old._endAppearance(false)
            new._endAppearance(true)
        } else {
            _selected = old
            _tabBar._select(old.tabBarItem)
            new._beginAppearance(false, animated: true)
            _removeFromTransitionView(new)
            new._endAppearance(false)
            old._beginAppearance(true, animated: true)
            old._endAppearance(true)
        }
        if let s = _selected, s.viewIfLoaded?.superview !== _transitionView { _install(s) }
        _updateBarHidden(animated: false)
        _layoutContent()
    }

    func _removeFromTransitionView(_ vc: UIViewController) {
        if let v = vc.viewIfLoaded, v.superview === _transitionView { v.removeFromSuperview() }
    }
}
