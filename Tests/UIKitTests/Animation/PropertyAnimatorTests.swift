//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore
import UIKitTesting

/// UIViewPropertyAnimator driven through a test host: the model jumps, the presentation follows
/// the animator's timeline (running, paused, scrubbed, reversed, stopped), completions run once.
@MainActor @Suite(.serialized) struct PropertyAnimatorTests {

    /// A 200×100 root with a 20×20 red box centred at (50, 50).
    func scene() -> (UIKitTestHost, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        box.backgroundColor = .red
        root.addSubview(box)
        return (UIKitTestHost(view: root), box)
    }

    func shownX(_ box: UIView) -> CGFloat { box.layer.presentation()!.position.x }

    func isRed(_ host: UIKitTestHost, _ p: CGPoint) -> Bool {
        guard let px = host.render().pixel(x: Int(p.x), y: Int(p.y)) else { return false }
        return px.r > 200 && px.g < 60 && px.b < 60
    }

    @Test func runsAlongItsCurveAndCompletesOnceAtTheEnd() {
        let (host, box) = scene()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        animator.addCompletion { ends.append($0) }
        #expect(animator.state == .inactive)
        #expect(box.center.x == 50)   // blocks wait for the start
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.center.x == 150)  // the model jumps
        host.advance(by: 0.5)
        #expect(abs(shownX(box) - 100) < 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 0.01)
        #expect(isRed(host, CGPoint(x: 100, y: 50)) && !isRed(host, CGPoint(x: 50, y: 50)))
        host.advance(by: 0.55)
        #expect(ends == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(box.layer.animationKeys() == nil)
        #expect(shownX(box) == 150)
        host.advance(by: 0.5)
        #expect(ends == [.end])
    }

    @Test func pausedAnimatorScrubsLinearlyAndCarriesOn() {
        let (host, box) = scene()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.center.x = 150; box.alpha = 0 }
        animator.addCompletion { ends.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(box.alpha == 0)
        host.advance(by: 0.2)
        #expect(shownX(box) == 50)                       // paused at the start
        animator.fractionComplete = 0.25
        host.advanceFrames(1)
        #expect(abs(shownX(box) - 75) < 0.5)             // linear, not the ease-in curve
        #expect(abs(box.layer.presentation()!.opacity - 0.75) < 0.01)
        #expect(animator.fractionComplete == 0.25)
        animator.startAnimation()
        host.advanceFrames(1)
        #expect(shownX(box) >= 75 && shownX(box) < 80)  // from where it was shown, no jump
        host.advance(by: 1)
        #expect(ends == [.end])
        #expect(box.center.x == 150 && box.alpha == 0)
    }

    @Test func scrubbingAlongTheCurveWhenNotLinear() {
        let (host, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.center.x = 150 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5                  // starts the animator, paused
        #expect(animator.state == .active && !animator.isRunning)
        host.advanceFrames(1)
        let expected = 50 + 100 * CGFloat(CAMediaTimingFunction(name: .easeIn)._solve(0.5))
        #expect(abs(shownX(box) - expected) < 0.5)
        animator.stopAnimation(true)
    }

    @Test func reversingRunsBackFromWhereItIsAndRestoresTheModel() {
        let (host, box) = scene()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            box.center.x = 150
            box.backgroundColor = .blue
        }, completion: { ends.append($0) })
        host.advance(by: 0.6)
        #expect(abs(shownX(box) - 110) < 0.5)
        animator.isReversed = true
        #expect(animator.isReversed)
        host.advance(by: 0.3)
        #expect(abs(shownX(box) - 80) < 0.5)
        #expect(ends.isEmpty)
        host.advance(by: 0.35)
        #expect(ends == [.start])
        #expect(box.center.x == 50)                      // the model is back at the start
        #expect(box.layer.backgroundColor.map { $0.red > 0.99 && $0.blue < 0.01 } == true)
        #expect(isRed(host, CGPoint(x: 50, y: 50)))
    }

    @Test func stopKeepsWhatIsShownAndFinishRunsTheCompletions() {
        let (host, box) = scene()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        host.advance(by: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(abs(box.center.x - 80) < 0.5)            // the model is what was shown
        #expect(box.layer.animationKeys() == nil)
        host.advance(by: 1)
        #expect(ends.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(ends == [.end])
        #expect(box.center.x == 150)
        #expect(animator.state == .inactive)

        var other: [UIViewAnimatingPosition] = []
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 50 }
        second.addCompletion { other.append($0) }
        second.startAnimation()
        host.advance(by: 0.5)
        second.stopAnimation(true)                       // straight to inactive, no completion
        #expect(second.state == .inactive)
        #expect(abs(box.center.x - 100) < 0.5)
        host.advance(by: 1)
        #expect(other.isEmpty)
    }

    @Test func illegalCallsAreLoggedAndIgnored() {
        let (host, box) = scene()
        UIKitLog.clearRecentMessages()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        animator.finishAnimation(at: .end)
        #expect(UIKitLog.didLog("finishAnimation(at:) should only be called on a stopped animator"))
        #expect(animator.state == .inactive)
        animator.startAnimation()
        animator.fractionComplete = 0.9                  // only while paused
        #expect(UIKitLog.didLog("only be set while the animator is paused"))
        animator.isInterruptible = false
        #expect(UIKitLog.didLog("interruptible property of an active animator"))
        #expect(animator.isInterruptible)
        animator.startAnimation(afterDelay: -1)
        animator.stopAnimation(false)
        animator.stopAnimation(false)
        #expect(UIKitLog.didLog("already stopped"))
        animator.startAnimation()
        #expect(UIKitLog.didLog("a stopped animator can't be started"))
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)
        host.advance(by: 0.1)
    }

    @Test func delayFactorStartsABlockLaterAndEndsItWithTheOthers() {
        let (host, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        animator.addAnimations({ box.center.y = 90 }, delayFactor: 0.5)
        animator.startAnimation()
        host.advance(by: 0.4)
        #expect(box.layer.presentation()!.position.y == 50)
        host.advance(by: 0.35)
        #expect(abs(box.layer.presentation()!.position.y - 70) < 0.5)
        host.advance(by: 0.3)
        #expect(animator.state == .inactive)
        #expect(box.center == CGPoint(x: 150, y: 90))
    }

    @Test func animationsAddedWhileRunningUseTheRemainingTime() {
        let (host, box) = scene()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.addAnimations { box.alpha = 0 }
        host.advance(by: 0.25)
        #expect(abs(box.layer.presentation()!.opacity - 0.5) < 0.02)
        host.advance(by: 0.3)
        #expect(ends == [.end])
    }

    @Test func pausesOnCompletionKeepsItActiveToReverse() {
        let (host, box) = scene()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { box.center.x = 150 }
        animator.pausesOnCompletion = true
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        host.advance(by: 0.6)
        #expect(ends.isEmpty)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(shownX(box) == 150)
        animator.isReversed = true
        animator.startAnimation()
        host.advance(by: 0.6)
        #expect(shownX(box) == 50)
        #expect(ends.isEmpty)                            // it pauses at the start too
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(ends == [.start])
        #expect(box.center.x == 50)
    }

    @Test func continueAnimationSetsTheRemainingDuration() {
        let (host, box) = scene()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        animator.addCompletion { ends.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.5)
        #expect(animator.isRunning)
        host.advance(by: 0.125)                          // half of what is left, at twice the speed
        #expect(abs(shownX(box) - 125) < 0.5)
        host.advance(by: 0.15)
        #expect(ends == [.end])
    }

    @Test func delayedRunningAnimatorShowsTheStartUntilItBegins() {
        let (host, box) = scene()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.5, options: .curveLinear,
                                                                        animations: { box.center.x = 150 }, completion: { ends.append($0) })
        #expect(animator.delay == 0.5)
        #expect(box.center.x == 150)
        host.advance(by: 0.4)
        #expect(shownX(box) == 50)
        host.advance(by: 0.35)
        #expect(abs(shownX(box) - 100) < 0.5)
        host.advance(by: 0.3)
        #expect(ends == [.end])
    }

    @Test func springWithLowDampingOvershoots() {
        let (host, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { box.center.x = 150 }
        animator.startAnimation()
        var farthest: CGFloat = 0
        for _ in 0..<60 {
            host.advanceFrames(1)
            farthest = max(farthest, shownX(box))
        }
        #expect(farthest > 160)
        host.advance(by: 0.1)
        #expect(animator.state == .inactive)
        #expect(shownX(box) == 150)
    }

    @Test func releasingAPausedAnimatorIsAnErrorAndLetsTheViewGo() {
        let (host, box) = scene()
        UIKitLog.clearRecentMessages()
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
        }
        #expect(UIKitLog.didLog("It is an error to release a paused or stopped property animator"))
        host.advanceFrames(1)
        #expect(shownX(box) == 150)
    }

    @Test func runningAnimatorNeedsNoOwner() {
        let (host, box) = scene()
        var ends: [UIViewAnimatingPosition] = []
        UIViewPropertyAnimator(duration: 0.3, curve: .linear) { box.alpha = 0.5 }.startAnimation()
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, animations: { box.center.x = 70 },
                                                       completion: { ends.append($0) })
        host.advance(by: 0.15)
        #expect(abs(box.layer.presentation()!.opacity - 0.75) < 0.02)
        #expect(host.runUntilIdle(timeout: 1))
        #expect(ends == [.end])
        #expect(box.layer.presentation()!.opacity == 0.5)
    }

    @Test func interactionSettingIsFixedWhileActive() {
        let (host, box) = scene()
        UIKitLog.clearRecentMessages()
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { box.alpha = 0.9 }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        animator.isUserInteractionEnabled = true
        #expect(UIKitLog.didLog("isUserInteractionEnabled can't be changed while the animator is active"))
        #expect(!animator.isUserInteractionEnabled)
        host.advance(by: 0.3)
        #expect(animator.state == .inactive)
        animator.isUserInteractionEnabled = true
        #expect(animator.isUserInteractionEnabled)
    }

    @Test func twoBlocksChangingOneKeyAddUp() {
        let (host, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0.5 }
        animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        host.advance(by: 0.5)
        #expect(abs(box.layer.presentation()!.opacity - 0.75) < 0.02)
        host.advance(by: 0.25)
        // 1 → 0.5 over the whole second (0.625 now), plus 0.5 → 0 from halfway (half of it: −0.25).
        #expect(abs(box.layer.presentation()!.opacity - 0.375) < 0.02)
        host.advance(by: 0.3)
        #expect(box.alpha == 0 && box.layer.presentation()!.opacity == 0)
    }

    @Test func animatesAutoLayoutChangesLaidOutInTheBlock() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20)])
        let host = UIKitTestHost(view: root)
        #expect(box.frame.minX == 0)
        leading.constant = 100
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        animator.startAnimation()
        #expect(box.frame.minX == 100)
        host.advance(by: 0.5)
        #expect(abs(box.layer.presentation()!.frame.minX - 50) < 0.5)
        host.advance(by: 0.6)
        #expect(animator.state == .inactive && box.layer.presentation()!.frame.minX == 100)
    }

    @Test func timingParametersDescribeTheirCurves() {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))
        #expect(cubic.timingCurveType == .cubic && cubic.cubicTimingParameters === cubic && cubic.springTimingParameters == nil)
        #expect(UICubicTimingParameters(animationCurve: .easeOut).timingCurveType == .builtin)
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(spring.timingCurveType == .spring && spring.initialVelocity.dx == 2)
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring)
        #expect(animator.duration == 0.4 && animator.timingParameters === spring)
        #expect(UIViewAnimatingPosition.current.rawValue == 2 && UIViewAnimatingState.stopped.rawValue == 2)
        #expect(UITimingCurveType.composed.rawValue == 3)
    }
}
