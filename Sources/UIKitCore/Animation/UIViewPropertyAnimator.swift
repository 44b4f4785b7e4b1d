//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import QuartzCore

/// Animates view changes with an animation you can pause, scrub, reverse, stop and carry on.
///
/// The animation blocks run when the animator starts (or is paused, or its `fractionComplete`
/// is set, which also start it), inside a view animation context as `UIView.animate` does:
/// the model values take their new values at once, and the animator shows the transition on
/// the layers' presentation, frame by frame, from its own timeline. A running animator keeps
/// itself alive until it ends; releasing a paused or stopped one is an error (logged), as on
/// iOS.
///
/// Differences from iOS: the animated values follow the timeline through the animator's curve
/// (cubic or spring); `continueAnimation` blends from the value shown to the new curve instead
/// of iOS's velocity-matching; `isManualHitTestingEnabled` is stored only (hit-testing uses
/// model values).
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {

    // MARK: Configuration

    /// The timing the animator was made with.
    open var timingParameters: (any UITimingCurveProvider)? { _timingParameters }
    /// The duration of the main animations (seconds).
    open var duration: TimeInterval { _duration }
    /// The delay given to `startAnimation(afterDelay:)` (or `runningPropertyAnimator`).
    open var delay: TimeInterval { _delay }

    /// Whether the animated views take touches while the animation is active (default true).
    /// Can't be changed while the animator is active.
    open var isUserInteractionEnabled: Bool {
        get { _userInteraction }
        set {
            guard _state != .active else {
                return UIKitLog.error("UIViewPropertyAnimator: isUserInteractionEnabled can't be changed while the animator is active", category: "UIViewPropertyAnimator")
            }
            _userInteraction = newValue
        }
    }
    /// Stored for source compatibility: hit-testing always uses the views' model values here.
    open var isManualHitTestingEnabled = false
    /// Whether the animation can be paused, scrubbed, reversed and stopped (default true).
    /// Can't be changed while the animator is active.
    open var isInterruptible: Bool {
        get { _interruptible }
        set {
            guard _state != .active else {
                return UIKitLog.error("It is not allowed to set the interruptible property of an active animator", category: "UIViewPropertyAnimator")
            }
            _interruptible = newValue
        }
    }
    /// Whether a paused animator shows `fractionComplete` along a straight line (default true)
    /// rather than along its timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at its end instead of finishing (then it
    /// can be reversed; no completion runs until it finishes).
    open var pausesOnCompletion = false

    // MARK: Stored state

    let _timingParameters: any UITimingCurveProvider
    let _duration: TimeInterval
    var _delay: TimeInterval = 0
    var _userInteraction = true
    var _interruptible = true
    var _state: UIViewAnimatingState = .inactive
    var _running = false
    var _reversed = false
    /// Position on the timeline (0…1) at media time `_anchor` (while running).
    var _u = 0.0
    var _anchor: CFTimeInterval = 0
    /// Timeline fraction per second.
    var _rate = 1.0
    /// The length of the timeline (seconds): the duration, or a spring's settling time.
    var _length = 0.0
    var _curve: _UIAnimatorCurve
    /// The value set to `fractionComplete` while paused (reported until the animator runs again).
    var _scrubbedFraction: CGFloat?
    var _blocks: [(body: () -> Void, delayFactor: CGFloat)] = []
    var _completions: [(UIViewAnimatingPosition) -> Void] = []
    var _items: [_UIAnimatorItem] = []
    /// The changes of a stopped animator, for `finishAnimation(at:)`.
    var _stoppedItems: [_UIAnimatorItem] = []
    var _blockedViews: [_WeakView] = []
    var _link: CADisplayLink?

    // MARK: Init

    /// An animator with any timing (a `UICubicTimingParameters`, a `UISpringTimingParameters`,
    /// or a provider of your own). Add animations with `addAnimations(_:)`.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        var d = duration
        if !d.isFinite || d < 0 {
            UIKitLog.warning("UIViewPropertyAnimator: invalid duration \(duration) treated as 0", category: "UIViewPropertyAnimator")
            d = 0
        }
        _duration = d
        _timingParameters = parameters
        let (curve, length) = _UIAnimatorCurve.make(parameters, duration: d)
        _curve = curve
        _length = length
        super.init()
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { _blocks.append((animations, 0)) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { _blocks.append((animations, 0)) }
    }

    /// An animator with a spring that settles within `duration` (`ratio` 1: no overshoot).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { _blocks.append((animations, 0)) }
    }

    /// Makes an animator and starts it (after `delay`). The curve comes from `options`; the
    /// options of transitions, repetition and direction are ignored, as on iOS.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let a = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options._curve))
        a._blocks.append((animations, 0))
        if let completion { a._completions.append(completion) }
        a.startAnimation(afterDelay: delay.isFinite ? max(0, delay) : 0)
        return a
    }

    isolated deinit {
        if _state == .stopped || (_state == .active && !_running) {
            UIKitLog.error("It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released.", category: "UIViewPropertyAnimator")
            _removeAnimations()
        }
    }

    // MARK: Animations and completions

    /// Adds animations that run with the others. Added while inactive they last the whole
    /// duration; added while active they run over what is left of it.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining duration and end
    /// with the others.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard _state != .stopped else {
            return UIKitLog.error("UIViewPropertyAnimator.addAnimations: the animator is stopped; animations can't be added", category: "UIViewPropertyAnimator")
        }
        var factor = delayFactor
        if !factor.isFinite || factor < 0 || factor > 1 {
            UIKitLog.warning("UIViewPropertyAnimator.addAnimations(_:delayFactor:): delay factor \(delayFactor) clamped to 0…1", category: "UIViewPropertyAnimator")
            factor = factor.isFinite ? min(1, max(0, factor)) : 0
        }
        if _state == .inactive { _blocks.append((animation, factor)) } else { _runBlock(animation, delayFactor: factor) }
    }

    /// Adds a block that runs once when the animation finishes, with where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        _completions.append(completion)
    }

    // MARK: UIViewAnimating

    /// Where the animator is in its life: inactive, active or stopped.
    open var state: UIViewAnimatingState { _state }

    /// True while the animation runs (active and not paused).
    open var isRunning: Bool { _state == .active && _running }

    /// Runs the animation backwards, from where it is, to its start (it then ends at `.start`,
    /// the views' properties back to their old values).
    open var isReversed: Bool {
        get { _reversed }
        set { _setReversed(newValue) }
    }

    /// How far the animation is (0…1). Setting it pauses-scrubs: allowed while paused (or
    /// inactive, which starts the animator paused).
    open var fractionComplete: CGFloat {
        get { _scrubbedFraction ?? CGFloat(_timeline(at: CACurrentMediaTime())) }
        set { _setFractionComplete(newValue) }
    }

    /// Starts the animation, or resumes it when paused. On Linux: starting a stopped animator logs an
    /// error and does nothing (iOS raises an exception).
    open func startAnimation() { _start(afterDelay: 0, delayed: false) }

    /// Starts an inactive animator's animation after `delay` seconds. On Linux: misuse (a stopped
    /// animator, or a paused one with a delay) logs an error and does nothing.
    open func startAnimation(afterDelay delay: TimeInterval) { _start(afterDelay: delay, delayed: true) }

    /// Pauses a running animation; on an inactive animator, activates it paused at its start.
    /// On Linux: pausing a stopped or non-interruptible animator logs an error and does nothing.
    open func pauseAnimation() { _pause() }

    /// Ends the animations where they are: the views keep the values shown. `true` returns the
    /// animator to inactive at once (no completion runs); `false` leaves it stopped until
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) { _stop(withoutFinishing: withoutFinishing) }

    /// After `stopAnimation(false)`: puts the views at `finalPosition` (`.current` leaves them)
    /// and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { _finish(at: finalPosition) }

    /// Runs a paused animation on with new timing (nil keeps the current one) over
    /// `durationFactor` × `duration` (0 keeps the duration).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        _continue(parameters, durationFactor: durationFactor)
    }
}
