//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The context of one transition (a navigation push or pop, a presentation or dismissal),
/// handed to the animator. The container that starts the transition fills it in and learns
/// the end through `onComplete`; an interaction controller reports progress through the
/// `update/finish/cancel/pause` calls, which reach whoever drives the interaction (`onUpdate`…).
package final class _UIViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    package let containerView: UIView
    package var isAnimated: Bool
    package var isInteractive = false
    package var transitionWasCancelled = false
    package var presentationStyle: UIModalPresentationStyle = .none
    package var targetTransform: CGAffineTransform = .identity
    package var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    package var views: [UITransitionContextViewKey: UIView] = [:]
    package var initialFrames: [ObjectIdentifier: CGRect] = [:]
    package var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// The transition's animator (a percent-driven interaction controller runs it).
    package var animator: (any UIViewControllerAnimatedTransitioning)?
    /// Runs once, with the animator's `didComplete`.
    package var onComplete: ((Bool) -> Void)?
    package var onUpdate: ((CGFloat) -> Void)?
    package var onFinish: (() -> Void)?
    package var onCancel: (() -> Void)?
    package var onPause: (() -> Void)?
    /// The latest progress an interaction controller reported.
    package private(set) var percentComplete: CGFloat = 0
    package private(set) var isCompleted = false

    package init(containerView: UIView, animated: Bool) {
        self.containerView = containerView
        self.isAnimated = animated
        super.init()
    }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(1, max(0, percentComplete))
        onUpdate?(self.percentComplete)
    }
    package func finishInteractiveTransition() {
        transitionWasCancelled = false
        onFinish?()
    }
    package func cancelInteractiveTransition() {
        transitionWasCancelled = true
        onCancel?()
    }
    package func pauseInteractiveTransition() { onPause?() }

    package func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            return UIKitLog.warning("completeTransition(_:) called twice; the second call is ignored", category: "UIViewControllerTransitioning")
        }
        isCompleted = true
        let done = onComplete
        onComplete = nil
        done?(didComplete)
    }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    package func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    package func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    package func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }
}
