//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Fades the presented view in and out over `duration`, recording what its context says.
@MainActor final class PresentationFadeAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let log: PresentationLog
    var duration: TimeInterval = 0.2
    var context: (any UIViewControllerContextTransitioning)?
    init(presenting: Bool, log: PresentationLog) { self.presenting = presenting; self.log = log }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        context = ctx
        log.lines.append("animate(\(presenting ? "present" : "dismiss"))")
        if presenting {
            guard let to = ctx.viewController(forKey: .to), let v = ctx.view(forKey: .to) else { return }
            v.frame = ctx.finalFrame(for: to)
            v.alpha = 0
            ctx.containerView.addSubview(v)
            UIView.animate(withDuration: duration, animations: { v.alpha = 1 }) { _ in ctx.completeTransition(true) }
        } else {
            guard let v = ctx.view(forKey: .from) else { return }
            UIView.animate(withDuration: duration, animations: { v.alpha = 0 }) { _ in ctx.completeTransition(true) }
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { log.lines.append("animationEnded(\(transitionCompleted))") }
}

/// Puts the presented view in the bottom half of the container over a chrome view.
@MainActor final class PresentationHalfController: UIPresentationController {
    let chrome = UIView()
    var log: PresentationLog?
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: b.midY, width: b.width, height: b.height / 2)
    }
    override func presentationTransitionWillBegin() {
        log?.lines.append("pc.presentationTransitionWillBegin")
        chrome.frame = containerView?.bounds ?? .zero
        chrome.accessibilityLabel = "chrome"
        containerView?.addSubview(chrome)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.lines.append("pc.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log?.lines.append("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.lines.append("pc.dismissalTransitionDidEnd(\(completed))")
        if completed { chrome.removeFromSuperview() }
    }
}

/// Hands out the objects above; optionally an interaction controller that just keeps the context.
@MainActor final class PresentationTestDelegate: UIViewControllerTransitioningDelegate {
    let log: PresentationLog
    var usesPresentationController = false
    var interactive: PresentationStoringInteractor?
    var interactiveDismissal: PresentationStoringInteractor?
    init(_ log: PresentationLog) { self.log = log }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        PresentationFadeAnimator(presenting: true, log: log)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        PresentationFadeAnimator(presenting: false, log: log)
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactive
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactiveDismissal
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        guard usesPresentationController else { return nil }
        let pc = PresentationHalfController(presentedViewController: presented, presenting: presenting)
        pc.log = log
        return pc
    }
}

@MainActor final class PresentationStoringInteractor: UIViewControllerInteractiveTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) { context = transitionContext }
}

@MainActor @Suite struct PresentationCustomTests {
    @Test func aCustomAnimatorRunsForEveryStyle() throws {
        for style in [UIModalPresentationStyle.overFullScreen, .fullScreen, .pageSheet, .custom] {
            let log = PresentationLog()
            let (host, a) = presentationHost(log)
            let delegate = PresentationTestDelegate(log)
            let m = PresentationLoggingController("M", log)
            m.modalPresentationStyle = style
            m.transitioningDelegate = delegate
            a.present(m, animated: true) { log.lines.append("completion") }
            #expect(log.lines.contains("animate(present)"), "\(style)")
            let shown = m.presentationController?.presentedView
            #expect((shown?.layer.presentation()?.opacity ?? 1) < 0.01, "\(style)")
            host.advance(by: 0.1)
            #expect(abs((shown?.layer.presentation()?.opacity ?? 0) - 0.5) < 0.1, "\(style)")
            #expect(!log.lines.contains("completion"))
            host.advance(by: 0.15)
            #expect(log.lines.contains("animationEnded(true)") && log.lines.contains("M.didAppear(true) presented"), "\(style)")
            #expect(log.lines.last == "completion", "\(style)")
            #expect(m.view.window === host.window)
            log.lines = []
            a.dismiss(animated: true) { log.lines.append("completion") }
            #expect(log.lines.contains("animate(dismiss)"))
            host.advance(by: 0.25)
            #expect(log.lines.last == "completion" && a.presentedViewController == nil, "\(style)")
            host.invalidate()
        }
    }

    @Test func theContextNamesTheControllersViewsAndFrames() throws {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let delegate = PresentationTestDelegate(log)
        let m = UIViewController()
        m.modalPresentationStyle = .overFullScreen
        m.transitioningDelegate = delegate
        var animator: PresentationFadeAnimator?
        final class Capturing: UIViewControllerTransitioningDelegate {
            var onPresent: ((PresentationFadeAnimator) -> Void)?
            let log: PresentationLog
            init(_ log: PresentationLog) { self.log = log }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                let f = PresentationFadeAnimator(presenting: true, log: log)
                onPresent?(f)
                return f
            }
        }
        let capturing = Capturing(log)
        capturing.onPresent = { animator = $0 }
        m.transitioningDelegate = capturing
        a.present(m, animated: true)
        let ctx = try #require(animator?.context)
        #expect(ctx.viewController(forKey: .from) === a && ctx.viewController(forKey: .to) === m)
        #expect(ctx.view(forKey: .to) === m.view && ctx.view(forKey: .from) == nil)
        #expect(ctx.containerView.window === host.window && ctx.containerView.frame == host.window.bounds)
        #expect(ctx.finalFrame(for: m) == host.window.bounds)
        #expect(ctx.isAnimated && !ctx.isInteractive && ctx.presentationStyle == .overFullScreen)
        host.advance(by: 0.3)
        _ = delegate
        // Without a dismissal animator the system one runs.
        m.dismiss(animated: true)
        host.advance(by: 0.6)
        #expect(a.presentedViewController == nil)
        host.invalidate()
    }

    @Test func aCustomPresentationControllerPlacesTheViewAndItsChrome() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let delegate = PresentationTestDelegate(log)
        delegate.usesPresentationController = true
        let m = PresentationLoggingController("M", log)
        m.modalPresentationStyle = .custom
        m.transitioningDelegate = delegate
        a.present(m, animated: false)
        #expect(log.lines == ["M.viewDidLoad", "M.willAppear(false) presented", "pc.presentationTransitionWillBegin",
                              "pc.presentationTransitionDidEnd(true)", "M.didAppear(false) presented"])
        #expect(m.presentationController is PresentationHalfController)
        #expect(m.presentationController?.presentationStyle == .custom)
        #expect(host.frame(of: m.view) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(host.view(withAccessibilityLabel: "chrome") != nil)
        #expect(a.view.window === host.window)
        log.lines = []
        a.dismiss(animated: true)
        host.advance(by: 0.3)
        #expect(log.lines == ["M.willDisappear(true) dismissed", "pc.dismissalTransitionWillBegin", "animate(dismiss)",
                              "animationEnded(true)", "pc.dismissalTransitionDidEnd(true)", "M.didDisappear(true) dismissed"])
        #expect(host.view(withAccessibilityLabel: "chrome") == nil)
        host.invalidate()
    }

    @Test func aCancelledInteractivePresentationPutsEverythingBack() throws {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let delegate = PresentationTestDelegate(log)
        let interactor = PresentationStoringInteractor()
        delegate.interactive = interactor
        let m = PresentationLoggingController("M", log)
        m.modalPresentationStyle = .fullScreen
        m.transitioningDelegate = delegate
        var ran = false
        a.present(m, animated: true) { ran = true }
        let ctx = try #require(interactor.context)
        #expect(ctx.isInteractive && !log.lines.contains("animate(present)"))
        ctx.updateInteractiveTransition(0.3)
        ctx.cancelInteractiveTransition()
        ctx.completeTransition(false)
        #expect(log.lines == ["M.viewDidLoad", "A.willDisappear(true)", "M.willAppear(true) presented",
                              "animationEnded(false)", "M.willDisappear(true)", "M.didDisappear(true)", "A.willAppear(true)", "A.didAppear(true)"])
        #expect(!ran && a.presentedViewController == nil && m.presentingViewController == nil)
        #expect(host.window.subviews == [a.view])
        // It can be presented again.
        delegate.interactive = nil
        a.present(m, animated: false)
        #expect(a.presentedViewController === m)
        host.invalidate()
    }

    @Test func anInteractiveDismissalCanBeCancelledOrFinished() throws {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let delegate = PresentationTestDelegate(log)
        let interactor = PresentationStoringInteractor()
        delegate.interactiveDismissal = interactor
        let m = PresentationLoggingController("M", log)
        m.modalPresentationStyle = .fullScreen
        m.transitioningDelegate = delegate
        a.present(m, animated: false)
        log.lines = []
        var ran = 0
        a.dismiss(animated: true) { ran += 1 }
        let ctx = try #require(interactor.context)
        #expect(ctx.isInteractive && ctx.viewController(forKey: .from) === m && ctx.viewController(forKey: .to) === a)
        #expect(ctx.view(forKey: .to) === a.view && a.view.window === host.window)
        ctx.cancelInteractiveTransition()
        ctx.completeTransition(false)
        #expect(log.lines == ["M.willDisappear(true) dismissed", "A.willAppear(true)", "animationEnded(false)",
                              "A.willDisappear(true)", "A.didDisappear(true)", "M.willAppear(true)", "M.didAppear(true)"])
        #expect(ran == 0 && a.presentedViewController === m && !m.isBeingDismissed && a.view.window == nil)

        log.lines = []
        interactor.context = nil
        a.dismiss(animated: true) { ran += 1 }
        let again = try #require(interactor.context)
        again.finishInteractiveTransition()
        again.completeTransition(true)
        #expect(log.lines == ["M.willDisappear(true) dismissed", "A.willAppear(true)", "animationEnded(true)",
                              "A.didAppear(true)", "M.didDisappear(true) dismissed"])
        #expect(ran == 1 && a.presentedViewController == nil && a.view.window === host.window)
        host.invalidate()
    }

    @Test func currentContextCoversOnlyTheContextController() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let context = PresentationLoggingController("C", log)
        context.definesPresentationContext = true
        a.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        a.view.addSubview(context.view)
        context.didMove(toParent: a)
        let inner = UIViewController()
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        log.lines = []

        let m = PresentationLoggingController("M", log)
        m.modalPresentationStyle = .currentContext
        inner.present(m, animated: false)
        #expect(m.presentingViewController === context && context.presentedViewController === m)
        #expect(inner.presentedViewController === m && a.presentedViewController == nil)
        #expect(host.frame(of: m.view) == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(log.lines == ["M.viewDidLoad", "C.willDisappear(false)", "M.willAppear(false) presented",
                              "M.didAppear(false) presented", "C.didDisappear(false)"])
        #expect(context.view.superview == nil && a.view.window === host.window)
        log.lines = []
        m.dismiss(animated: false)
        #expect(log.lines == ["M.willDisappear(false) dismissed", "C.willAppear(false)", "C.didAppear(false)",
                              "M.didDisappear(false) dismissed"])
        #expect(context.view.superview === a.view)

        // Over current context: the context stays, without callbacks.
        let o = PresentationLoggingController("O", log)
        o.modalPresentationStyle = .overCurrentContext
        log.lines = []
        inner.present(o, animated: true)
        host.advance(by: 0.6)
        #expect(log.lines == ["O.viewDidLoad", "O.willAppear(true) presented", "O.didAppear(true) presented"])
        #expect(host.frame(of: o.view) == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(context.view.superview === a.view)
        o.dismiss(animated: false)

        // Without a context, the root presents.
        context.definesPresentationContext = false
        let r = UIViewController()
        r.modalPresentationStyle = .overCurrentContext
        inner.present(r, animated: false)
        #expect(r.presentingViewController === a)
        #expect(host.frame(of: r.view) == host.window.bounds)
        host.invalidate()
    }

    @Test func thePresentedControllerIsNextInTheResponderChain() {
        let log = PresentationLog()
        let (host, a) = presentationHost(log)
        let m = UIViewController()
        a.present(m, animated: false)
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        m.view.addSubview(button)
        #expect(button.next === m.view && m.view.next === m && m.next === a)
        host.invalidate()
    }
}
