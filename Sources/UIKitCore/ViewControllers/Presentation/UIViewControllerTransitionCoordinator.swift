//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The transition coordinator: lets a controller animate alongside a transition and hear its end.

/// Lets code run animations alongside a view-controller transition and learn of its end (see
/// `UIViewController.transitionCoordinator`).
///
/// On Linux: only navigation pushes and pops have a coordinator; presentations, dismissals and
/// tab switches run without one.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation (as a UIView animation of its duration)
    /// and `completion` when the transition ends. Returns false once the transition has ended.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Like `animate(alongsideTransition:completion:)`, for animations of a view outside the
    /// transition's container. On Linux: `view` is ignored; the same as `animate(alongsideTransition:completion:)`.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// `handler` runs when an interactive transition's finger lifts (it then finishes or cancels).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
