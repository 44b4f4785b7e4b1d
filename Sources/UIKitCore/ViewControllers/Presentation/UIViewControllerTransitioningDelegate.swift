//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Supplies the animators and controllers of a controller's custom presentation and dismissal.
///
/// Every method is optional (a default implementation returns nil: the system's behaviour), as
/// `@objc optional` is on iOS. A controller's delegate is its `transitioningDelegate` (held weakly).
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented` (nil: the system animation for its presentation style).
    /// `presenting` is the controller that presents it; `source` is the one `present` was called on.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that dismisses `dismissed` (nil: the system animation).
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the presentation's animator `animator` (nil: not interactive).
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal's animator `animator` (nil: not interactive).
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller that manages the presentation of `presented`; asked only when
    /// its `modalPresentationStyle` is `.custom` (nil: a system one).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Returns nil.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Returns nil.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Returns nil.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Returns nil.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Returns nil.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
