//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The block-based animation API (`UIView.animate…`) and the layer actions it answers with.
// The animation objects themselves are in UIView+Animation.swift.

extension UIView {

    // MARK: - Animation (see UIView+Animation.swift)

    /// Stack of animation contexts: nil entries are `performWithoutAnimation` scopes.
    static var _animationStack: [_UIViewAnimationContext?] = [] {
        didSet { _syncAnimationBlockOpen() }
    }
    @exclusivity(unchecked) static var _animationsEnabled = true {
        didSet { _syncAnimationBlockOpen() }
    }
    /// Tells QuartzCore whether `action(for:forKey:)` may return an action (see
    /// `CALayer._delegateActionsOnlyInBlocks`).
    static func _syncAnimationBlockOpen() {
        CALayer._delegateAnimationBlockOpen = _animationsEnabled && (_animationStack.last ?? nil) != nil
    }

    /// Keys a view animates inside animation blocks.
    static let _animatableKeys: Set<String> = [
        "position", "bounds", "opacity", "transform", "backgroundColor", "cornerRadius", "borderWidth",
        "borderColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowColor", "anchorPoint",
        "zPosition", "contentsRect", "contentsCenter", "sublayerTransform",
    ]

    /// Whether animation blocks animate; when false, their changes apply at once. Default true.
    public class var areAnimationsEnabled: Bool { _animationsEnabled }

    /// Turns animation blocks on or off for every view (see `areAnimationsEnabled`).
    public class func setAnimationsEnabled(_ enabled: Bool) { _animationsEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with animations disabled (even inside an animation block).
    /// As on iOS, `areAnimationsEnabled` is false while it runs.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = _animationsEnabled
        _animationsEnabled = false
        _animationStack.append(nil)
        defer {
            _animationStack.removeLast()
            _animationsEnabled = wasEnabled
        }
        actionsWithoutAnimation()
    }

    /// The current animation's duration (0 outside an animation block).
    public class var inheritedAnimationDuration: TimeInterval {
        (_animationStack.last ?? nil)?.duration ?? 0
    }

    /// Animates the view changes made in `animations` over `duration` seconds, after `delay` seconds,
    /// with `options`; `completion` gets whether the animations ran to their end. A duration of 0 (or
    /// animations disabled) applies the changes at once and calls `completion` on the next turn of the
    /// main queue.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        _animate(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    /// Animates the view changes made in `animations` over `duration` seconds with the default curve,
    /// then calls `completion` with whether they ran to their end.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        _animate(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: completion)
    }

    /// Animates the view changes made in `animations` over `duration` seconds with the default curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        _animate(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: nil)
    }

    /// A spring animation that settles within `duration`. `dampingRatio` 1 is critically damped
    /// (no overshoot); smaller values oscillate. `velocity` is in units of the total distance per
    /// second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard dampingRatio.isFinite, velocity.isFinite else {
            UIKitLog.warning("UIView.animate(usingSpringWithDamping:): non-finite damping or velocity; animating without a spring", category: "UIView")
            return _animate(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
        }
        _animate(duration: duration, delay: delay, options: options, spring: (max(0.01, dampingRatio), velocity),
                 animations: animations, completion: completion)
    }

    /// Runs `animations` with `duration`; the visual transition effects of `options` (flips, curls,
    /// cross-dissolve) are not drawn: the property changes animate as in `animate`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _animate(duration: duration, delay: 0, options: options, spring: nil, animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (no transition effect is drawn).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let sup = fromView.superview {
            sup.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        _finishSoon(completion, true)
    }

    static func _finishSoon(_ completion: ((Bool) -> Void)?, _ finished: Bool) {
        guard let completion else { return }
        let box = _CompletionBox(completion)
        DispatchQueue.main.async { MainActor.assumeIsolated { box.call(finished) } }
    }

    static func _animate(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                         spring: (damping: CGFloat, velocity: CGFloat)?,
                         animations: () -> Void, completion: ((Bool) -> Void)?) {
        var duration = duration, delay = delay
        if !duration.isFinite { UIKitLog.warning("UIView.animate: non-finite duration treated as 0", category: "UIView"); duration = 0 }
        if !delay.isFinite || delay < 0 { if !delay.isFinite { UIKitLog.warning("UIView.animate: non-finite delay treated as 0", category: "UIView") }; delay = 0 }
        guard duration > 0, _animationsEnabled else {
            // Applied at once; the completion runs on the next turn of the main queue.
            performWithoutAnimation(animations)
            _finishSoon(completion, true)
            return
        }
        let tracker = _UIViewAnimationTracker()
        tracker.completion = completion
        let ctx = _UIViewAnimationContext(duration: duration, delay: delay, options: options, spring: spring, tracker: tracker)
        _animationStack.append(ctx)
        CATransaction.begin()
        animations()
        _endAnimationBlock(tracker)
    }

    /// Closes the block opened with `_animationStack.append` and `CATransaction.begin()`. When
    /// nothing animated, the completion runs on the next turn, finished.
    static func _endAnimationBlock(_ tracker: _UIViewAnimationTracker) {
        CATransaction.commit()
        _animationStack.removeLast()
        tracker.committed = true
        if tracker.pending == 0 {
            tracker.fired = true
            _finishSoon(tracker.completion, true)
        }
    }

    /// Number of running animations started without `.allowUserInteraction` (the event system
    /// skips such views).
    package var _isAnimatingWithoutUserInteraction: Bool { _interactionBlockingAnimations > 0 }

    // MARK: CALayerDelegate action

    func _actionBase(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer else { return nil }
        return UIView._animationBlockAction(forKey: event, view: self)
    }

    /// The action of a change to `event` made now: inside an animation block, an animation with
    /// the block's timing (its interaction blocking counted on `view`); outside, none.
    static func _animationBlockAction(forKey event: String, view: UIView?) -> (any CAAction)? {
        guard let top = UIView._animationStack.last, let ctx = top, UIView._animationsEnabled,
              UIView._animatableKeys.contains(event) else { return NSNull() }
        if let recording = ctx.keyframeRecording {
            // Inside a keyframe: note the change; the keyframe animation is built afterwards.
            let rec = _UIViewKeyframeRecorder()
            rec.keyPath = event
            rec.recording = recording
            return rec
        }
        if let animator = ctx.propertyAnimator {
            return animator._action(forKey: event, view: view, windowStart: ctx.animatorWindowStart)
        }
        let anim: CABasicAnimation
        if let s = ctx.spring {
            let sp = _UIViewSpringAnimation(dampingRatio: s.damping, duration: ctx.duration)
            sp.initialVelocity = s.velocity
            anim = sp
        } else {
            anim = _UIViewBasicAnimation()
            anim.timingFunction = ctx.options._curve._timingFunction
        }
        anim.keyPath = event
        anim.duration = ctx.duration
        if ctx.delay > 0 {
            anim.beginTime = CACurrentMediaTime() + ctx.delay
            anim.fillMode = .backwards
        }
        // The layer fills in the from value (what is on screen: the presented value when an
        // animation is in flight for this key, else the old model value); the action pins the
        // to value to the new model value when it runs.
        if ctx.options.contains(.repeat) { anim.repeatCount = .greatestFiniteMagnitude }
        if ctx.options.contains(.autoreverse) { anim.autoreverses = true }
        anim.delegate = ctx.tracker
        ctx.tracker.pending += 1
        if let view, !ctx.options.contains(.allowUserInteraction) {
            view._interactionBlockingAnimations += 1
            ctx.tracker.blockedViews.append(_WeakView(view: view))
        }
        return anim
    }
}
