//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The animator of a custom view-controller transition: it animates the transition's views.
///
/// One animator serves a push, pop, presentation, dismissal or tab switch.
///
/// `animationEnded(_:)` is optional (a default implementation does nothing), as `@objc optional` is on iOS.
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the transition's animations, in seconds (UIKit also uses it for animations
    /// that run alongside, such as the navigation bar's).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the transition's animations in the context's container view; must end by calling
    /// the context's `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended (`completeTransition` ran).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
