//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Running a modal presentation: its container, appearance callbacks, animator and end.
//
// The container, the appearance callbacks in iOS's order (reference 12.1), the animator (the
// transitioning delegate's or the system one) and the end. Dismissals are run by
// `_UIModalDismissal`.

extension UIViewController {
    /// Presents this controller (already linked to `presenter` and `pc`).
    func _runPresentation(_ pc: UIPresentationController, presenter: UIViewController, source: UIViewController,
                          animated: Bool, completion: (() -> Void)?) {
        _ = view                                              // viewDidLoad comes first
        let container = Self._installContainer(for: pc, presenter: presenter)
        _modalState.beingPresented = true
        pc._inTransition = true
        pc._transitionAnimated = animated
        let removes = pc.shouldRemovePresentersView
        if removes { presenter._beginAppearance(false, animated: animated) }
        _beginAppearance(true, animated: animated)
        pc.presentationTransitionWillBegin()

        let ctx = _UIViewControllerTransitionContext(containerView: container, animated: animated)
        ctx.presentationStyle = pc.presentationStyle
        ctx.controllers = [.from: presenter, .to: self]
        let presentedView = pc.presentedView
        if let v = presentedView { ctx.views[.to] = v }
        if removes, let v = presenter.viewIfLoaded { ctx.views[.from] = v }
        let final = pc.frameOfPresentedViewInContainerView
        ctx.finalFrames[ObjectIdentifier(self)] = final
        if let pv = presenter.viewIfLoaded {
            let f = pv.convert(pv.bounds, to: container)
            ctx.initialFrames[ObjectIdentifier(presenter)] = f
            ctx.finalFrames[ObjectIdentifier(presenter)] = f
        }
        let custom = animated ? transitioningDelegate?.animationController(forPresented: self, presenting: presenter, source: source) : nil
        let animator = custom ?? (animated ? _UIModalSystemAnimator(presenting: true, style: _transitionStyle(presenter)) : nil)
        ctx.animator = animator
        ctx.onComplete = { [self, weak ctx] completed in
            ctx?.animator = nil                                // an animator keeping the context
            animator?.animationEnded(completed)
            _endPresentation(pc, presenter: presenter, removes: removes, completed: completed, completion: completion)
        }
        if let animator {
            if let custom, let interactor = transitioningDelegate?.interactionControllerForPresentation(using: custom) {
                ctx.isInteractive = true
                interactor.startInteractiveTransition(ctx)
            } else {
                animator.animateTransition(using: ctx)
            }
        } else {
            if let v = presentedView {
                v.frame = final
                container.addSubview(v)
            }
            ctx.completeTransition(true)
        }
    }

    /// The transition style: the context controller's when it provides it for a current-context
    /// presentation, else this controller's.
    func _transitionStyle(_ presenter: UIViewController) -> UIModalTransitionStyle {
        // A popover fades in and out.
        if _modal?.presentationController is UIPopoverPresentationController { return .crossDissolve }
        let s = _modal?.presentationController?.presentationStyle
        if (s == .currentContext || s == .overCurrentContext), presenter.providesPresentationContextTransitionStyle {
            return presenter.modalTransitionStyle
        }
        return modalTransitionStyle
    }

    private func _endPresentation(_ pc: UIPresentationController, presenter: UIViewController, removes: Bool,
                                  completed: Bool, completion: (() -> Void)?) {
        pc._inTransition = false
        if completed {
            if let v = pc.presentedView, v.superview == nil, let c = pc.containerView {
                UIKitLog.warning("The animator of \(UIViewController._modalTag(self))'s presentation did not add the presented view to the container; adding it", category: "UIViewController")
                v.frame = pc.frameOfPresentedViewInContainerView
                c.addSubview(v)
            }
            pc.presentationTransitionDidEnd(true)
            _endAppearance(true)                              // M.viewDidAppear
            _modal?.beingPresented = false
            if removes {
                Self._removePresenterView(of: presenter, for: pc)
                presenter._endAppearance(false)               // A.viewDidDisappear
            }
            completion?()
        } else {
            // A cancelled (interactive) presentation: everything goes back.
            _modal?.beingPresented = false
            _beginAppearance(false, animated: true)
            _endAppearance(false)
            if removes {
                presenter._beginAppearance(true, animated: true)
                presenter._endAppearance(true)
            }
            pc.presentationTransitionDidEnd(false)
            Self._unlinkPresentation(presenter: presenter, chain: [self])
        }
    }

    // MARK: Views

    /// Adds the presentation's container: over the context controller's view for a current-context
    /// style from a child controller, else over the whole window.
    static func _installContainer(for pc: UIPresentationController, presenter: UIViewController) -> UIView {
        let style = pc.presentationStyle
        let c = _UIPresentationContainerView(frame: .zero)
        c.presentation = pc
        c.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if style == .currentContext || style == .overCurrentContext, presenter._parent != nil,
           let pv = presenter.viewIfLoaded, let sup = pv.superview {
            c.frame = pv.frame
            sup.insertSubview(c, aboveSubview: pv)
        } else if let w = presenter.viewIfLoaded?.window {
            c.frame = w.bounds
            w.addSubview(c)
        }
        pc.containerView = c
        return c
    }

    /// The view that shows `presenter` on screen: its presentation's container when it is
    /// itself presented over the window, else its own view.
    static func _screenView(of presenter: UIViewController, for pc: UIPresentationController) -> UIView? {
        let context = pc.presentationStyle == .currentContext || pc.presentationStyle == .overCurrentContext
        if !context, presenter._modal?.presenting != nil, let c = presenter._modal?.presentationController?.containerView {
            return c
        }
        return presenter.viewIfLoaded
    }

    /// Takes the presenter's view out once a full-screen presentation covers it.
    static func _removePresenterView(of presenter: UIViewController, for pc: UIPresentationController) {
        guard let v = _screenView(of: presenter, for: pc), let sup = v.superview,
              let i = sup.subviews.firstIndex(where: { $0 === v }) else { return }
        pc._removedPresenterView = (v, sup, i)
        v.removeFromSuperview()
    }

    /// Puts the presenter's view back where it was (a dismissal starts, or one was cancelled).
    static func _restorePresenterView(for pc: UIPresentationController) {
        guard let r = pc._removedPresenterView else { return }
        pc._removedPresenterView = nil
        guard r.view.superview == nil else { return }
        if let w = r.superview as? UIWindow, w.rootViewController?.viewIfLoaded === r.view {
            r.view.frame = w.bounds
        }
        r.superview.insertSubview(r.view, at: min(r.index, r.superview.subviews.count))
    }

    /// Breaks the links of the presentations of `chain` (bottom first), presented by `presenter`,
    /// and removes their containers.
    static func _unlinkPresentation(presenter: UIViewController, chain: [UIViewController]) {
        presenter._modal?.presented = nil
        for vc in chain {
            vc._modal?.presented = nil
            vc._modal?.presenting = nil
            vc._presentingForResponderChain = nil
            if let pc = vc._modal?.presentationController {
                pc.containerView?.removeFromSuperview()
                pc.containerView = nil
                pc._presentedStrong = nil
                pc._inTransition = false
            }
        }
    }
}
