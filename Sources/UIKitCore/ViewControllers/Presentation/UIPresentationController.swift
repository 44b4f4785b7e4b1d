//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Manages the views and chrome of a presented controller (dimming, the sheet's frame) and
/// adapts the style to the environment.
///
/// UIKit makes one for every presentation (the system styles use private subclasses); a
/// `.custom` presentation gets the one its `transitioningDelegate` returns from
/// `presentationController(forPresented:presenting:source:)`. Subclass it to place the presented
/// view (`frameOfPresentedViewInContainerView`) and add chrome in
/// `presentationTransitionWillBegin()`.
@preconcurrency @MainActor open class UIPresentationController: NSObject {
    /// The controller being presented.
    public var presentedViewController: UIViewController {
        if let vc = _presentedStrong ?? _presentedWeak { return vc }
        // Only reachable when a caller kept the presentation controller past its controller.
        UIKitLog.warning("UIPresentationController: its presented view controller was released", category: "UIPresentationController")
        return UIViewController()
    }
    /// The controller that presents.
    public internal(set) weak var presentingViewController: UIViewController!
    /// The presented controller is held strongly only while it is presented (then the two keep
    /// each other, as on iOS); otherwise weakly, so a controller whose `presentationController`
    /// was read but that was never presented is freed.
    var _presentedStrong: UIViewController?
    weak var _presentedWeak: UIViewController?

    /// Receives the adaptation and the user-dismissal (swipe-down) messages.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The view the presentation happens in (nil before the presentation starts and after the
    /// dismissal ends).
    public internal(set) var containerView: UIView?

    /// The style the presented controller asked for, resolved (`.automatic` is `.pageSheet`).
    public internal(set) var presentationStyle: UIModalPresentationStyle

    /// Creates a presentation controller for presenting `presentedViewController` from
    /// `presentingViewController` (nil when not known yet). Its `presentationStyle` is the presented
    /// controller's `modalPresentationStyle` (`.automatic` resolved to `.pageSheet`).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self._presentedWeak = presentedViewController
        self.presentingViewController = presentingViewController
        let s = presentedViewController.modalPresentationStyle
        self.presentationStyle = s == .automatic ? .pageSheet : s
        super.init()
    }

    // MARK: Geometry and views

    /// The view animated into the container: the presented controller's view (the system sheet
    /// wraps it in a rounded view and returns that).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view rests in the container (the whole container by default).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen (true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation ends (false by
    /// default; the full-screen and current-context styles return true). The presenter gets
    /// disappearance callbacks exactly when this is true.
    open var shouldRemovePresentersView: Bool { false }

    /// The style this controller uses in the current environment (`adaptivePresentationStyle(for:)`
    /// with the container's traits). On Linux: the presentation style; the delegate's answer is
    /// not reflected (the system sheet asks it only for its own look in a narrow window).
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style this controller uses in the environment `traitCollection`. On Linux: returns
    /// `presentationStyle`; the delegate's adaptive style is not consulted here.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        presentationStyle
    }

    /// Whether the presented content is elevated (`userInterfaceLevel == .elevated` below it): a
    /// sheet's, a popover's or an alert's ("the system assigns the elevated level to alerts and
    /// popovers"), not a full-screen or custom presentation's.
    var _elevatesPresentedContent: Bool { presentedViewController is UIAlertController }

    /// The traits of the container (the presenting window's).
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController?.traitCollection ?? UIScreen.main.traitCollection
    }

    // MARK: Transition hooks (override; the base versions do nothing)

    /// Called before the presentation's animation starts, with the container in place: add
    /// chrome (a dimming view) here, animating it with `UIView.animate` when the transition is.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended (`completed` false when it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended (`completed` false when the user cancelled a swipe).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called when the container is about to lay out (before the presented view is placed).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Internals (UIViewController+Presentation)

    /// True while a presentation or dismissal transition runs (the container then leaves the
    /// presented view where the animator put it).
    var _inTransition = false
    /// Whether the transition in progress is animated (chrome animates with it).
    var _transitionAnimated = false
    /// The presenter's view (or its presentation's container) taken out of the window for a
    /// full-screen style, with where it was.
    var _removedPresenterView: (view: UIView, superview: UIView, index: Int)?
    /// Whether a touch at `point` (container coordinates) that hits no presented view goes
    /// through the container to the views below (a popover's passthrough views, a sheet resting
    /// undimmed). False by default.
    func _containerPassesTouch(at point: CGPoint) -> Bool { false }
}
