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
