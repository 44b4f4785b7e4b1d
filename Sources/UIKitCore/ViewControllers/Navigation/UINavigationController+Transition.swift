//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The visible push or pop of a navigation controller: callbacks, the standard slide, custom animators.
//
// Appearance callbacks and delegate messages in iOS's order (reference §6.2), the standard
// slide (the new view comes in from the trailing edge over the old one, which moves a third of
// the way under a dimming layer), the bar's cross-fade, custom animators from the delegate, and
// the end or cancellation of an interactive pop.

import QuartzCore

extension UINavigationController {
    /// How long the standard push and pop take. ⚠ Apple documents none; 0.35 s is the commonly
    /// quoted figure (a frame count on iOS 10/11 measured about 0.5 s).
    static let _transitionDuration: TimeInterval = 0.35
    /// How far the covered view moves, as a fraction of the width (iOS's parallax). ⚠
    static let _parallax: CGFloat = 0.3
    /// How dark the covered view gets at the end of a push (black at this alpha). ⚠
    static let _dimming: CGFloat = 0.1
    /// The curve of the standard slide: a fast start that settles (⚠ iOS uses a spring).
    static let _slideCurve = CAMediaTimingFunction(controlPoints: 0.2, 0.7, 0.3, 1)
    /// The curve an interactive transition finishes or cancels with.
    static let _settleCurve = CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1)

    /// Starts the pending transition to the stack's top, if none is running. Called from the
    /// layout pass (and at once when the view is not on screen, or for an interactive pop).
    func _startPendingTransition(interactive: Bool = false) {
        guard _transition == nil, let p = _pending, isViewLoaded else { return }
        _pending = nil
        let items = _stack.map(\.navigationItem)
        let from = _shown
        guard let to = _stack.last else {
            if let from { _hide(from) }
            _shown = nil
            navigationBar.setItems([], animated: false)
            _releaseLeftControllers()
            return
        }
        guard let from, from !== to else {
            if _shown == nil { _showFirst(to) }
            navigationBar.setItems(items, animated: false)
            _toolbarStorage?.setItems(to.toolbarItems, animated: false)
            _releaseLeftControllers()
            _finishDidMove()
            return
        }
        let visible = _sendsAppearanceCallbacks
        let animated = p.animated && visible
        let operation: Operation = p.operation != .none ? p.operation : (_stack.contains(where: { $0 === from }) ? .push : .pop)
        let toView = to.view!
        let t = _NavigationTransition(operation: operation, from: from, to: to, animated: animated, visible: visible)
        _transition = t
        // The coordinator exists before the will-callbacks, which may animate alongside.
        let coordinator = _UITransitionCoordinator(containerView: _contentView, animated: animated, duration: Self._transitionDuration)
        coordinator.controllers = [.from: from, .to: to]
        coordinator.views = [.from: from.viewIfLoaded, .to: toView].compactMapValues { $0 }
        coordinator.initiallyInteractive = interactive
        coordinator.isInteractive = interactive && animated
        coordinator.progress = { [unowned t] in t.progress }
        t.coordinator = coordinator
        for vc in [self, from, to] { vc._transitionCoordinator = coordinator }
        if visible {
            from._beginAppearance(false, animated: animated)
            to._beginAppearance(true, animated: animated)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        toView.frame = _childFrame(for: to)
        to._barSafeAreaInsets = _barInsets(for: to)
        _toolbarStorage?.setItems(to.toolbarItems, animated: animated)

        if animated, let animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
            return _runCustom(t, animator: animator, items: items)
        }
        if operation == .pop, let fv = from.viewIfLoaded, fv.superview === _contentView {
            _contentView.insertSubview(toView, belowSubview: fv)
        } else {
            _contentView.addSubview(toView)
        }
        guard animated else {
            navigationBar.setItems(items, animated: false)
            return _finishTransition(t, completed: true)
        }
        navigationBar._beginTransition(to: items, pop: operation == .pop)
        _contentView.insertSubview(t.dimmingView, belowSubview: operation == .push ? toView : from.view)
        // The two screens slide as pictures: each is rasterized once and composited per frame
        // (their contents still repaint if they change).
        for v in [from.viewIfLoaded, toView].compactMap({ $0 }) { v.layer._transitionRasterScale = v.contentScaleFactor }
        t.apply = { [unowned self, unowned t] p in self._applySlide(t, p) }
        t.apply?(0)
        t.arrive = { [unowned self, unowned t] completed in self._finishTransition(t, completed: completed) }
        t.interactive = interactive
        coordinator.start()
        if !interactive { t.animate(to: 1, duration: Self._transitionDuration, curve: Self._slideCurve) }
    }

    /// Places the two views and the bar at `p` of the standard slide.
    func _applySlide(_ t: _NavigationTransition, _ p: CGFloat) {
        t.progress = p
        let w = _contentView.bounds.width
        let push = t.operation == .push
        let (top, under) = push ? (t.to, t.from) : (t.from, t.to)
        let shown = push ? p : 1 - p
        // Whole device pixels: the screens' cached pictures then composite without resampling.
        let scale = max(1, _contentView.contentScaleFactor)
        func px(_ x: CGFloat) -> CGFloat { (x * scale).rounded() / scale }
        let topX = px(w * (1 - shown))
        if let v = top.viewIfLoaded { v.frame.origin.x = topX }
        if let v = under.viewIfLoaded {
            v.frame.origin.x = px(-w * Self._parallax * shown)
            // Only the part the sliding screen leaves uncovered is composited and dimmed.
            var visible = v.frame
            visible.size.width = max(0, min(visible.width, topX - visible.minX))
            t.dimmingView.frame = visible
            let b = v.bounds
            v.layer._transitionClip = CGRect(x: b.minX, y: b.minY, width: visible.width, height: b.height)
        }
        t.dimmingView.alpha = Self._dimming * shown
        navigationBar._setTransitionProgress(p)
    }

    /// Hands the transition to a delegate's animator (and interaction controller).
    func _runCustom(_ t: _NavigationTransition, animator: any UIViewControllerAnimatedTransitioning, items: [UINavigationItem]) {
        let ctx = _UIViewControllerTransitionContext(containerView: _contentView, animated: true)
        ctx.controllers = [.from: t.from, .to: t.to]
        if let v = t.from.viewIfLoaded { ctx.views[.from] = v }
        if let v = t.to.viewIfLoaded { ctx.views[.to] = v }
        ctx.initialFrames[ObjectIdentifier(t.from)] = _childFrame(for: t.from)
        ctx.finalFrames[ObjectIdentifier(t.to)] = _childFrame(for: t.to)
        ctx.animator = animator
        t.context = ctx
        t.animator = animator
        let bar = navigationBar
        bar._beginTransition(to: items, pop: t.operation == .pop)
        t.apply = { [unowned t] p in t.progress = p; bar._setTransitionProgress(p) }
        let duration = max(0, animator.transitionDuration(using: ctx))
        t.coordinator?.transitionDuration = duration
        ctx.onComplete = { [weak self, weak t] done in
            guard let self, let t else { return }
            t.link?.invalidate()
            self._finishTransition(t, completed: done)
        }
        if let interaction = delegate?.navigationController(self, interactionControllerFor: animator), interaction.wantsInteractiveStart {
            ctx.isInteractive = true
            t.interactive = true
            ctx.onUpdate = { [unowned t] p in t.apply?(p) }
            ctx.onFinish = { [unowned t] in t.animate(to: 1, duration: duration * Double(1 - t.progress), curve: Self._settleCurve) }
            ctx.onCancel = { [unowned t] in t.animate(to: 0, duration: duration * Double(t.progress), curve: Self._settleCurve) }
            t.coordinator?.isInteractive = true
            t.coordinator?.start()
            interaction.startInteractiveTransition(ctx)
        } else {
            t.coordinator?.start()
            t.animate(to: 1, duration: duration, curve: Self._slideCurve)
            animator.animateTransition(using: ctx)
        }
    }

    /// Ends `t`: completed, the new controller stays (§6.2's end order: the old one's
    /// `viewDidDisappear`, the new one's `viewDidAppear`, `didShow`, then `didMove`); not
    /// completed (a cancelled interactive pop), the old one returns with §6.2's cancelled order.
    func _finishTransition(_ t: _NavigationTransition, completed: Bool) {
        guard _transition === t else { return }
        t.link?.invalidate()
        t.link = nil
        t.dimmingView.removeFromSuperview()
        let (from, to) = (t.from, t.to)
        for v in [from.viewIfLoaded, to.viewIfLoaded].compactMap({ $0 }) {
            v.layer._transitionRasterScale = 0
            v.layer._transitionClip = .null
        }
        let barDriven = t.animated
        for vc in [self, from, to] where vc._transitionCoordinator === t.coordinator { vc._transitionCoordinator = nil }
        defer { t.coordinator?.end(cancelled: !completed) }
        if completed {
            if let v = from.viewIfLoaded, v.superview === _contentView { v.removeFromSuperview() }
            if let v = to.viewIfLoaded {
                if v.superview !== _contentView { _contentView.addSubview(v) }
                v.frame = _childFrame(for: to)
            }
            _shown = to
            _transition = nil
            if barDriven { navigationBar._endTransition(completed: true) }
            if t.visible {
                from._endAppearance(false)
                if _appearance == .appeared { to._endAppearance(true) }
            }
            delegate?.navigationController(self, didShow: to, animated: t.animated)
            _releaseLeftControllers()
            _finishDidMove()
        } else {
            // (The will-callbacks go first: a view leaving the window would otherwise start them.)
            if t.visible { to._beginAppearance(false, animated: true) }
            if let v = to.viewIfLoaded, v.superview === _contentView { v.removeFromSuperview() }
            if let v = from.viewIfLoaded { v.frame = _childFrame(for: from) }
            _transition = nil
            if barDriven { navigationBar._endTransition(completed: false) }
            if t.visible {
                to._endAppearance(false)
                from._beginAppearance(true, animated: true)
                from._endAppearance(true)
            }
            if _stack.last === to, !_stack.contains(where: { $0 === from }), from._parent === self {
                _stack.append(from)
                _orderChildrenByStack()
                from._movingFromParent = false
                navigationBar.setItems(_stack.map(\.navigationItem), animated: false)
                _toolbarStorage?.setItems(from.toolbarItems, animated: false)
                (_parent as? UITabBarController)?._navigationStackWillChange(self, animated: false)
            }
            _shown = from
            _releaseLeftControllers()
        }
        t.animator?.animationEnded(completed)
        viewIfLoaded?.setNeedsLayout()
        if _pending != nil, !_isOnScreen { _startPendingTransition() }
    }

    /// Shows the first controller (no slide): will-appear now when the navigation controller
    /// is visible or appearing; did-appear now when it is visible, else with its own.
    func _showFirst(_ to: UIViewController) {
        let v = to.view!
        let visible = _sendsAppearanceCallbacks
        if visible { to._beginAppearance(true, animated: _appearanceAnimated) }
        if visible { delegate?.navigationController(self, willShow: to, animated: false) }
        v.frame = _childFrame(for: to)
        to._barSafeAreaInsets = _barInsets(for: to)
        _contentView.addSubview(v)
        _shown = to
        if visible, _appearance == .appeared { to._endAppearance(true) }
        if visible { delegate?.navigationController(self, didShow: to, animated: false) }
    }

    /// Takes the shown controller's view away (the stack was emptied).
    func _hide(_ vc: UIViewController) {
        let visible = _sendsAppearanceCallbacks
        if visible { vc._beginAppearance(false) }
        if let v = vc.viewIfLoaded, v.superview === _contentView { v.removeFromSuperview() }
        if visible { vc._endAppearance(false) }
    }
}

/// One push or pop being shown: the two controllers, the standard slide's dimming view, and a
/// clock-driven animation of `progress` (the standard slide's, or the bar's beside a custom
/// animator), which an interactive pop drives by hand until the finger lifts.
@MainActor final class _NavigationTransition {
    let operation: UINavigationController.Operation
    let from: UIViewController
    let to: UIViewController
    /// Whether the transition animates (the bar then runs a driven transition too).
    let animated: Bool
    /// Whether appearance callbacks were started (the navigation controller was visible).
    let visible: Bool
    /// Whether a finger (or an interaction controller) drives `progress`.
    var interactive = false
    var progress: CGFloat = 0
    let dimmingView: UIView = {
        let v = UIView()
        v.backgroundColor = .black
        v.isUserInteractionEnabled = false
        return v
    }()
    /// Shows `progress`.
    var apply: ((CGFloat) -> Void)?
    /// Called when a clock animation reaches 1 (true) or 0 (false); nil for custom animators,
    /// whose `completeTransition` ends the transition.
    var arrive: ((Bool) -> Void)?
    var context: _UIViewControllerTransitionContext?
    var coordinator: _UITransitionCoordinator?
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var link: CADisplayLink?

    init(operation: UINavigationController.Operation, from: UIViewController, to: UIViewController, animated: Bool, visible: Bool) {
        self.operation = operation
        self.from = from
        self.to = to
        self.animated = animated
        self.visible = visible
    }

    /// Animates `progress` from where it is to `target` over `duration` on the media clock.
    func animate(to target: CGFloat, duration: TimeInterval, curve: CAMediaTimingFunction) {
        link?.invalidate()
        let start = CACurrentMediaTime(), from = progress
        let step: @MainActor (CADisplayLink?) -> Void = { [weak self] link in
            guard let self else { link?.invalidate(); return }
            let f = duration > 0 ? min(1, (CACurrentMediaTime() - start) / duration) : 1
            let p = from + (target - from) * CGFloat(curve._solve(f))
            self.apply?(f >= 1 ? target : p)
            if f >= 1 {
                link?.invalidate()
                self.link = nil
                self.arrive?(target >= 1)
            }
        }
        if duration <= 0 { return step(nil) }
        let l = CADisplayLink { link in step(link) }
        l.add(to: .main, forMode: .common)
        link = l
    }
}
