//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The coordinator of one transition. Its owner (a container) fills in the facts, calls
/// `start()` when the animation begins, `interactionEnded()` when a finger lifts, and `end()`.
package final class _UITransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    package var isAnimated: Bool
    package var presentationStyle: UIModalPresentationStyle = .none
    package var initiallyInteractive = false
    package var isInterruptible: Bool { false }
    package var isInteractive = false
    package var isCancelled = false
    package var transitionDuration: TimeInterval
    /// Reads the transition's progress.
    package var progress: () -> CGFloat = { 0 }
    package var percentComplete: CGFloat { progress() }
    package var completionVelocity: CGFloat { 1 }
    package var completionCurve: UIView.AnimationCurve { .easeInOut }
    package let containerView: UIView
    package var targetTransform: CGAffineTransform { .identity }
    package var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    package var views: [UITransitionContextViewKey: UIView] = [:]

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started: CFTimeInterval?
    private var ended = false

    package init(containerView: UIView, animated: Bool, duration: TimeInterval) {
        self.containerView = containerView
        isAnimated = animated
        transitionDuration = duration
        super.init()
    }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    package func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    @discardableResult
    package func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let s = started {
            // Joined late: animate over what is left.
            let left = max(0, transitionDuration - (CACurrentMediaTime() - s))
            _run([animation], duration: left)
        } else {
            alongside.append(animation)
        }
        return true
    }

    @discardableResult
    package func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The transition's animation begins: runs the alongside animations registered so far.
    package func start() {
        guard started == nil else { return }
        started = CACurrentMediaTime()
        let blocks = alongside
        alongside = []
        _run(blocks, duration: isAnimated ? transitionDuration : 0)
    }

    package func interactionEnded(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        for h in interactionHandlers { h(self) }
    }

    /// The transition ended: runs the completions once.
    package func end(cancelled: Bool) {
        guard !ended else { return }
        if started == nil { start() }
        ended = true
        isCancelled = cancelled
        let c = completions
        completions = []
        for h in c { h(self) }
    }

    private func _run(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void], duration: TimeInterval) {
        guard !blocks.isEmpty else { return }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: { for b in blocks { b(self) } }, completion: nil)
        } else {
            UIView.performWithoutAnimation { for b in blocks { b(self) } }
        }
    }
}
