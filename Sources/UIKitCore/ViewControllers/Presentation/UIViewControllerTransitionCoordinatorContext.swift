//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// What a running view-controller transition is doing: its animation, interactivity, progress.
///
/// It is what the blocks given to a ``UIViewControllerTransitionCoordinator`` receive.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The modal presentation style of a presentation or dismissal; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively (e.g. an edge-swipe pop).
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animations can be interrupted. On Linux: always false.
    var isInterruptible: Bool { get }
    /// Whether a gesture drives the transition right now (false once the finger lifts).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop abandoned part-way).
    var isCancelled: Bool { get }
    /// The transition's duration, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has progressed (0...1).
    var percentComplete: CGFloat { get }
    /// The speed at which the animations complete after the interaction ends. On Linux: always 1.
    var completionVelocity: CGFloat { get }
    /// The timing curve of the animations after the interaction ends. On Linux: always `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
    /// The view the transition's views animate in.
    var containerView: UIView { get }
    /// The rotation transform of a rotation. On Linux there is no device rotation: always `.identity`.
    var targetTransform: CGAffineTransform { get }
    /// The controller at one end of the transition (`.from` or `.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view at one end of the transition, or nil when it is not part of the animation.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}
