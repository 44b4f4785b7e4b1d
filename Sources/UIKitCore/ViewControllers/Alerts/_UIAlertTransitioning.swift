//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The transitioning delegate every `UIAlertController` installs on itself.
///
/// It supplies the alert's own animators for its presentation and dismissal (nothing for other
/// controllers, nor for an action sheet shown as a popover, which fades).
@MainActor final class _UIAlertTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let alert = presented as? UIAlertController, !alert._isInPopover else { return nil }
        return _UIAlertAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let alert = dismissed as? UIAlertController, !alert._isInPopover else { return nil }
        return _UIAlertAnimator(isPresenting: false)
    }
}

/// Animates an alert in and out. Presenting: the dimming fades in while an alert's card fades
/// in and shrinks from `startScale`, or an action sheet's cards slide up from below the screen.
/// Dismissing: an alert fades out; a sheet's dimming fades while its cards slide down.
@MainActor final class _UIAlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// ⚠ Durations and the starting scale are measured from screen recordings, not documented.
    static let alertPresentDuration: TimeInterval = 0.3
    static let sheetPresentDuration: TimeInterval = 0.35
    static let alertDismissDuration: TimeInterval = 0.2
    static let sheetDismissDuration: TimeInterval = 0.3
    static let startScale: CGFloat = 1.2

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    private func isSheet(_ ctx: (any UIViewControllerContextTransitioning)?) -> Bool {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        return (ctx?.viewController(forKey: key) as? UIAlertController)?.preferredStyle == .actionSheet
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch (isPresenting, isSheet(transitionContext)) {
        case (true, false): return Self.alertPresentDuration
        case (true, true): return Self.sheetPresentDuration
        case (false, false): return Self.alertDismissDuration
        case (false, true): return Self.sheetDismissDuration
        }
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = ctx.viewController(forKey: key) as? UIAlertController,
              let view = ctx.view(forKey: isPresenting ? .to : .from) ?? alert.view,
              let alertView = view as? _UIAlertControllerView else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let sheet = alert.preferredStyle == .actionSheet
        let duration = ctx.isAnimated ? transitionDuration(using: ctx) : 0
        if isPresenting {
            let container = ctx.containerView
            let final = ctx.finalFrame(for: alert)
            view.frame = final.isEmpty ? container.bounds : final
            if view.superview !== container { container.addSubview(view) }
            view.alpha = 1
            view.layoutIfNeeded()
            alertView.dimmingView.alpha = 0
            if sheet {
                alertView.contentView.transform = CGAffineTransform(translationX: 0, y: Self.offscreenOffset(alertView))
            } else {
                alertView.contentView.alpha = 0
                alertView.contentView.transform = CGAffineTransform(scaleX: Self.startScale, y: Self.startScale)
            }
            Self.run(duration, options: .curveEaseOut, {
                alertView.dimmingView.alpha = 1
                alertView.contentView.alpha = 1
                alertView.contentView.transform = .identity
            }) { ctx.completeTransition(!ctx.transitionWasCancelled) }
        } else {
            Self.run(duration, options: sheet ? .curveEaseIn : .curveEaseInOut, {
                if sheet {
                    alertView.dimmingView.alpha = 0
                    alertView.contentView.transform = CGAffineTransform(translationX: 0, y: Self.offscreenOffset(alertView))
                } else {
                    view.alpha = 0
                }
            }) {
                let cancelled = ctx.transitionWasCancelled
                if !cancelled { view.removeFromSuperview() }
                // Ready to be presented again.
                view.alpha = 1
                alertView.dimmingView.alpha = 1
                alertView.contentView.transform = .identity
                ctx.completeTransition(!cancelled)
            }
        }
    }

    /// How far down the sheet's cards start (and end): just below the screen's bottom edge.
    private static func offscreenOffset(_ v: _UIAlertControllerView) -> CGFloat {
        v.bounds.height - v.contentView.frame.minY
    }

    /// Runs `changes` animated over `duration` (at once when 0), then `done`.
    private static func run(_ duration: TimeInterval, options: UIView.AnimationOptions,
                            _ changes: @escaping () -> Void, done: @escaping () -> Void) {
        guard duration > 0 else {
            changes()
            return done()
        }
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: changes) { _ in done() }
    }
}
