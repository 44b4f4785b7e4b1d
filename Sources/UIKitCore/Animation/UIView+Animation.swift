//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// How block-based view animations work: the actions a view's layer gets inside an `animate` block.
//
// Block-based view animations, the iOS way: while an `animate` block runs, changes to a view's
// layer look up an action through `CALayerDelegate.action(for:forKey:)`, and the view answers
// with a `CABasicAnimation` (or `CASpringAnimation`) carrying the block's duration, delay and
// curve, from the value shown on screen to the new model value. Outside animation blocks the
// view answers `NSNull()`: changes to a view's own layer are never implicitly animated.

/// One `animate` call's parameters.
@MainActor final class _UIViewAnimationContext {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let spring: (damping: CGFloat, velocity: CGFloat)?
    let tracker: _UIViewAnimationTracker
    /// Set while a keyframe's block runs: changes are recorded, not animated.
    var keyframeRecording: _UIViewKeyframeRecording?
    /// Set while a property animator's block runs: the animator records the changes.
    weak var propertyAnimator: UIViewPropertyAnimator?
    /// Where the animator's block starts on its timeline (0…1).
    var animatorWindowStart = 0.0

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         spring: (damping: CGFloat, velocity: CGFloat)?, tracker: _UIViewAnimationTracker) {
        self.duration = duration; self.delay = delay; self.options = options; self.spring = spring; self.tracker = tracker
    }
}

/// Counts the animations one block created and calls its completion exactly once, when they have
/// all stopped (finished = false if any was interrupted).
@MainActor final class _UIViewAnimationTracker: CAAnimationDelegate {
    var pending = 0
    var allFinished = true
    var committed = false
    var fired = false
    var completion: ((Bool) -> Void)?
    /// Views whose interaction this block's animations block (weak: a repeating animation must
    /// not keep its view alive).
    var blockedViews: [_WeakView] = []

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        fireIfDone()
    }

    func fireIfDone() {
        guard committed, pending <= 0, !fired else { return }
        fired = true
        for v in blockedViews { v.view?._interactionBlockingAnimations -= 1 }
        blockedViews = []
        let c = completion
        completion = nil
        c?(allFinished)
    }
}


/// Carries a non-Sendable completion to the main queue (it is only ever called on the main actor).
final class _CompletionBox: @unchecked Sendable {
    let body: (Bool) -> Void
    init(_ body: @escaping (Bool) -> Void) { self.body = body }
    @MainActor func call(_ finished: Bool) { body(finished) }
}

/// The animation a view returns for a change inside an animation block: when run it pins
/// `toValue` to the new model value, so a later change to the same property (which interrupts
/// it) still sees where this one was heading.
@MainActor final class _UIViewBasicAnimation: CABasicAnimation {
    required init() { super.init() }
    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        super.run(forKey: event, object: anObject, arguments: dict)
        _pinToValue(event, anObject)
    }
}

@MainActor final class _UIViewSpringAnimation: CASpringAnimation {
    required init() { super.init() }
    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        super.run(forKey: event, object: anObject, arguments: dict)
        _pinToValue(event, anObject)
    }
}

@MainActor private func _pinToValue(_ event: String, _ object: Any) {
    guard let layer = object as? CALayer, let live = layer.animation(forKey: event) as? CABasicAnimation,
          live.toValue == nil, live.byValue == nil, let target = layer.value(forKeyPath: live.keyPath ?? event) else { return }
    live.toValue = target
}

@MainActor struct _WeakView { weak var view: UIView? }

// MARK: - Keyframe animations

extension UIView {
    /// Options of `animateKeyframes` (Apple's raw values).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: UInt
        /// A set with the given option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    static var _keyframeStack: [[(start: Double, duration: Double, block: () -> Void)]] = []

    /// Keyframe animation: changes made by `addKeyframe` blocks animate in their slice of the
    /// duration (a `CAKeyframeAnimation` per property, linear between keyframes; paced and cubic
    /// modes are shown linear); changes made directly in `animations` span the whole duration.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var opts = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        opts.insert(.curveLinear)
        guard duration.isFinite, duration > 0, _animationsEnabled else {
            // Applied at once.
            _keyframeStack.append([])
            performWithoutAnimation(animations)
            let frames = _keyframeStack.removeLast()
            performWithoutAnimation { for f in frames { f.block() } }
            _finishSoon(completion, true)
            return
        }
        let tracker = _UIViewAnimationTracker()
        tracker.completion = completion
        let ctx = _UIViewAnimationContext(duration: duration, delay: max(0, delay.isFinite ? delay : 0), options: opts, spring: nil, tracker: tracker)
        _keyframeStack.append([])
        _animationStack.append(ctx)
        CATransaction.begin()
        animations()
        let frames = _keyframeStack.removeLast()
        // Record each keyframe's changes (in order of start time).
        let recording = _UIViewKeyframeRecording()
        ctx.keyframeRecording = recording
        for f in frames.sorted(by: { $0.start < $1.start }) {
            recording.currentStart = min(1, max(0, f.start.isFinite ? f.start : 0))
            recording.currentDuration = min(1 - recording.currentStart, max(0, f.duration.isFinite ? f.duration : 0))
            f.block()
        }
        ctx.keyframeRecording = nil
        let discrete = options.contains(.calculationModeDiscrete) && !options.contains(.calculationModePaced)
        for track in recording.tracks {
            guard let layer = track.layer else { continue }
            let anim = CAKeyframeAnimation(keyPath: track.key)
            var times: [Double] = [0], values: [Any] = [track.initial]
            var last = track.initial
            for seg in track.segments {
                if seg.start > times.last! { times.append(seg.start); values.append(last) }
                times.append(max(times.last!, seg.start + seg.duration)); values.append(seg.value)
                last = seg.value
            }
            if times.last! < 1 { times.append(1); values.append(last) }
            anim.values = values
            anim.keyTimes = times.map { NSNumber(value: $0) }
            anim.calculationMode = discrete ? "discrete" : "linear"
            anim.duration = duration
            if ctx.delay > 0 { anim.beginTime = CACurrentMediaTime() + ctx.delay; anim.fillMode = .backwards }
            if options.contains(.repeat) { anim.repeatCount = .greatestFiniteMagnitude }
            if options.contains(.autoreverse) { anim.autoreverses = true }
            anim.delegate = tracker
            tracker.pending += 1
            layer.add(anim, forKey: track.key)
        }
        _endAnimationBlock(tracker)
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` call: `frameStartTime` and
    /// `frameDuration` are fractions (0…1) of its duration. Outside one, the changes apply at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard !_keyframeStack.isEmpty else {
            UIKitLog.warning("UIView.addKeyframe outside animateKeyframes: changes applied without animation", category: "UIView")
            return performWithoutAnimation(animations)
        }
        _keyframeStack[_keyframeStack.count - 1].append((frameStartTime, frameDuration, animations))
    }
}

/// The changes keyframe blocks made, per layer and key.
@MainActor final class _UIViewKeyframeRecording {
    final class Track {
        weak var layer: CALayer?
        let key: String
        let initial: Any
        var segments: [(start: Double, duration: Double, value: Any)] = []
        init(layer: CALayer, key: String, initial: Any) { self.layer = layer; self.key = key; self.initial = initial }
    }
    var tracks: [Track] = []
    var currentStart = 0.0
    var currentDuration = 0.0

    func record(layer: CALayer, key: String, old: Any, new: Any) {
        let track: Track
        if let t = tracks.first(where: { $0.layer === layer && $0.key == key }) { track = t }
        else { track = Track(layer: layer, key: key, initial: old); tracks.append(track) }
        if let i = track.segments.firstIndex(where: { $0.start == currentStart }) {
            track.segments[i].value = new
        } else {
            track.segments.append((currentStart, currentDuration, new))
        }
    }
}

/// The action a view returns inside a keyframe block: it learns the old value the layer hands to
/// implicit animations (by letting the base class add itself under a private key, then removing
/// it) and records old → new.
@MainActor final class _UIViewKeyframeRecorder: CABasicAnimation {
    var recording: _UIViewKeyframeRecording?
    required init() { super.init() }
    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let recording, let key = keyPath else { return }
        let privateKey = "_UIKit.keyframeRecording.\(key)"
        super.run(forKey: privateKey, object: anObject, arguments: dict)
        let old = (layer.animation(forKey: privateKey) as? CABasicAnimation)?.fromValue
        layer.removeAnimation(forKey: privateKey)
        guard let new = layer.value(forKeyPath: key) else { return }
        recording.record(layer: layer, key: key, old: old ?? new, new: new)
    }
    override func copy() -> Any {
        let c = super.copy()
        (c as? _UIViewKeyframeRecorder)?.recording = recording
        return c
    }
}
