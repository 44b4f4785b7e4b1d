//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import QuartzCore

/// An interaction controller that drives a transition's animator from a gesture, by percentage.
///
/// The animator's animations are started, held, and set to `percentComplete` on each
/// `update(_:)`; `finish()` lets them run to the end and `cancel()` runs them back to the start.
/// Works with animators that animate with UIView or Core Animation animations (not with ones
/// that move views frame by frame themselves).
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator's duration (0 before the transition starts).
    open private(set) var duration: CGFloat = 0
    /// How far the transition is (0…1), as last set by `update(_:)`.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the animations finish or cancel after the gesture ends (1: their own speed).
    open var completionSpeed: CGFloat = 1
    /// The timing curve of the animations after the gesture ends (`.easeInOut` by default).
    /// On Linux: stored only; the held animations resume with their own timing.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactively (true by default).
    open var wantsInteractiveStart = true

    private weak var context: _UIViewControllerTransitionContext?
    private var animations: [CAAnimation] = []
    private var started: CFTimeInterval = 0
    private var reverse: CADisplayLink?

    public override init() { super.init() }

    /// Starts the transition: runs the animator's `animateTransition(using:)` and holds its animations
    /// at `percentComplete`. On Linux: works only with contexts UIKit made (others log an error).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? _UIViewControllerTransitionContext, let animator = ctx.animator else {
            return UIKitLog.error("UIPercentDrivenInteractiveTransition: the transition has no animator to drive", category: "UIViewControllerTransitioning")
        }
        context = ctx
        duration = CGFloat(max(0, animator.transitionDuration(using: ctx)))
        started = CACurrentMediaTime()
        animator.animateTransition(using: ctx)
        animations = ctx.containerView.layer._subtreeAnimations(startedSince: started)
        _hold(at: percentComplete)
    }

    /// Sets the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(1, max(0, percentComplete))
        _hold(at: self.percentComplete)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Pauses the transition (tells the context). On Linux: the animations are already held between
    /// `update(_:)` calls; this only passes the pause on to the context.
    open func pause() { context?.pauseInteractiveTransition() }

    /// Lets the animations run to their end (at `completionSpeed`).
    open func finish() {
        let speed = Float(completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1)
        for a in animations { a._resume(speed: speed) }
        animations = []
        context?.finishInteractiveTransition()
    }

    /// Runs the animations back to their start, then ends them (the animator's completion sees
    /// `transitionWasCancelled`).
    open func cancel() {
        context?.cancelInteractiveTransition()
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        let from = percentComplete, span = TimeInterval(duration * from / speed), t0 = CACurrentMediaTime()
        let end = { [weak self] in
            guard let self else { return }
            self.reverse?.invalidate()
            self.reverse = nil
            for a in self.animations { a._finishAtNextFrame() }
            self.animations = []
        }
        guard span > 0 else { _hold(at: 0); return end() }
        let link = CADisplayLink { [weak self] _ in
            guard let self else { return }
            let f = min(1, (CACurrentMediaTime() - t0) / span)
            self.percentComplete = from * CGFloat(1 - f)
            self._hold(at: self.percentComplete)
            if f >= 1 { end() }
        }
        link.add(to: .main, forMode: .common)
        reverse = link
    }

    private func _hold(at p: CGFloat) {
        let t = Double(p * duration)
        for a in animations { a._scrub(to: max(0, t - (a._addedAt - started))) }
    }
}
