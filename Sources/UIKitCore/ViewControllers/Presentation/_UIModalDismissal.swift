//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// One dismissal: of the controller `presenter` presents and everything presented above it
/// (`chain`, bottom first). It sends the will-callbacks when made (the top controller first,
/// then the presenter when its view comes back), then either runs the top controller's
/// dismissal animator (`runTransition()`) or is driven by a sheet's swipe, and ends with
/// `finish(_:)`: on completion the containers go, the presenter gets `viewDidAppear`, the
/// dismissed controllers `viewDidDisappear`, then the completion runs; on cancellation
/// (an interactive dismissal given up) everything goes back.
@MainActor final class _UIModalDismissal {
    let presenter: UIViewController
    let chain: [UIViewController]
    let animated: Bool
    /// Whether the presenter's view comes back (it left for a full-screen style).
    let reveals: Bool
    var completion: (() -> Void)?
    /// Called after a completed dismissal, before `completion` (the sheet's delegate message).
    var didFinish: (() -> Void)?
    private var finished = false

    var top: UIViewController { chain[chain.count - 1] }
    private var presentationControllers: [UIPresentationController] { chain.compactMap { $0._modal?.presentationController } }

    init?(presenter: UIViewController, chain: [UIViewController], animated: Bool) {
        guard let bottom = chain.first?._modal?.presentationController else { return nil }
        self.presenter = presenter
        self.chain = chain
        self.animated = animated
        reveals = bottom.shouldRemovePresentersView
        for vc in chain { vc._modal?.beingDismissed = true }
        for vc in chain.reversed() { vc._beginAppearance(false, animated: animated) }
        // Only the top one animates: the presentations between vanish at once.
        for vc in chain.dropLast() { vc._modal?.presentationController?.containerView?.isHidden = true }
        if reveals {
            UIViewController._restorePresenterView(for: bottom)
            presenter._beginAppearance(true, animated: animated)
        }
        for pc in presentationControllers.reversed() {
            pc._inTransition = true
            pc._transitionAnimated = animated && pc === top._modal?.presentationController
            pc.dismissalTransitionWillBegin()
        }
    }

    /// Runs the top controller's dismissal animator (its transitioning delegate's, else the
    /// system one), or ends at once when not animated.
    func runTransition() {
        let top = self.top
        guard animated, let pc = top._modal?.presentationController, let container = pc.containerView else {
            return finish(true)
        }
        let ctx = _UIViewControllerTransitionContext(containerView: container, animated: true)
        ctx.presentationStyle = pc.presentationStyle
        ctx.controllers = [.from: top, .to: presenter]
        if let v = pc.presentedView {
            ctx.views[.from] = v
            ctx.initialFrames[ObjectIdentifier(top)] = v.frame
        }
        if reveals, let v = presenter.viewIfLoaded { ctx.views[.to] = v }
        if let pv = presenter.viewIfLoaded {
            let f = pv.convert(pv.bounds, to: container)
            ctx.initialFrames[ObjectIdentifier(presenter)] = f
            ctx.finalFrames[ObjectIdentifier(presenter)] = f
        }
        let custom = top.transitioningDelegate?.animationController(forDismissed: top)
        let animator = custom ?? _UIModalSystemAnimator(presenting: false, style: top._transitionStyle(presenter))
        ctx.animator = animator
        ctx.onComplete = { [self, weak ctx] completed in
            ctx?.animator = nil                                // an animator keeping the context
            animator.animationEnded(completed)
            finish(completed)
        }
        if let custom, let interactor = top.transitioningDelegate?.interactionControllerForDismissal(using: custom) {
            ctx.isInteractive = true
            interactor.startInteractiveTransition(ctx)
        } else {
            animator.animateTransition(using: ctx)
        }
    }

    /// Ends the dismissal (`completed` false: it was cancelled and everything goes back).
    func finish(_ completed: Bool) {
        guard !finished else { return }
        finished = true
        let pcs = presentationControllers
        for pc in pcs { pc._inTransition = false }
        if completed {
            for pc in pcs.reversed() { pc.dismissalTransitionDidEnd(true) }
            UIViewController._unlinkPresentation(presenter: presenter, chain: chain)
            if reveals { presenter._endAppearance(true) }                     // A.viewDidAppear
            for vc in chain.reversed() {
                vc._endAppearance(false)                                     // M.viewDidDisappear
                vc._modal?.beingDismissed = false
            }
            didFinish?()
            completion?()
        } else {
            // As a cancelled interactive pop (reference 6.2): the revealed presenter disappears
            // again first, then the controllers that stay appear again.
            for vc in chain { vc._modal?.beingDismissed = false }
            for pc in pcs.reversed() { pc.dismissalTransitionDidEnd(false) }
            for vc in chain.dropLast() { vc._modal?.presentationController?.containerView?.isHidden = false }
            if reveals, let bottom = pcs.first {
                presenter._beginAppearance(false, animated: true)
                UIViewController._removePresenterView(of: presenter, for: bottom)
                presenter._endAppearance(false)
            }
            for vc in chain.reversed() { vc._beginAppearance(true, animated: true) }
            for vc in chain.reversed() { vc._endAppearance(true) }
        }
        completion = nil
        didFinish = nil
    }
}
