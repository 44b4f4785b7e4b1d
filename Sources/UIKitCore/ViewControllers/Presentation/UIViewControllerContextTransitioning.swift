//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The context of a custom view-controller transition, and the keys naming its controllers and views.
//
// Custom transitions (navigation pushes and pops, modal presentations, tab switches): an
// animator (`UIViewControllerAnimatedTransitioning`) animates views in a container, told by this
// context what moves where; an interaction controller (`UIViewControllerInteractiveTransitioning`)
// drives it from a gesture. On iOS the optional methods are `@objc optional`; here they have
// default implementations in protocol extensions.

/// Names the two controllers of a transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public let rawValue: String
    /// The `UITransitionContextViewControllerKey` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller visible at its end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Names the two views of a transition.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public let rawValue: String
    /// The `UITransitionContextViewKey` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What an animator is told about a transition, and how it reports the end.
///
/// UIKit makes the context and hands it to the animator's `animateTransition(using:)` (or to the
/// interaction controller's `startInteractiveTransition(_:)`); apps don't adopt this protocol.
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views animate in (the animator adds the to-view to it).
    var containerView: UIView { get }
    /// Whether the transition should animate (false for a non-animated push or presentation).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (set by `cancelInteractiveTransition()`).
    var transitionWasCancelled: Bool { get }
    /// The modal presentation style of a presentation or dismissal; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation transform to apply during a rotation. On Linux there is no device rotation:
    /// always `.identity`.
    var targetTransform: CGAffineTransform { get }
    /// Reports the progress (0...1) of an interactive transition.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the user ended an interactive transition so that it should complete.
    func finishInteractiveTransition()
    /// Reports that the user ended an interactive transition so that it should go back.
    func cancelInteractiveTransition()
    /// Reports that an interactive transition is paused (e.g. to hand over to an interruptible animator).
    func pauseInteractiveTransition()
    /// The animator calls this when its animations end (`didComplete` false when cancelled).
    func completeTransition(_ didComplete: Bool)
    /// The controller at one end of the transition (`.from` or `.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate at one end of the transition; nil when the animator must not touch it
    /// (e.g. the presenting view of a presentation that keeps it in place).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame `vc`'s view has at the start, in the container's coordinates (`.zero` if unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame `vc`'s view should have at the end, in the container's coordinates (`.zero` if
    /// the view is going away or the frame is unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}
