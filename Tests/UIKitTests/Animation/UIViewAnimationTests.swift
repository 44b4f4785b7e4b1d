//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite(.serialized) struct UIViewAnimationTests {

    @Test func noImplicitAnimationOutsideBlocks() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.alpha = 0.5
        v.center = CGPoint(x: 50, y: 50)
        #expect(v.layer.animationKeys() == nil || v.layer.animationKeys()!.isEmpty)
    }

    @Test func animatesFromPresentationToModelWithEaseInOut() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) { v.alpha = 0 }
        #expect(v.alpha == 0)
        let anim = v.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(anim != nil)
        #expect(anim?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        CAMediaClock.shared.advance(by: 0.5)
        let mid = v.layer.presentation()!.opacity
        #expect(abs(mid - 0.5) < 0.01)
        CAMediaClock.shared.advance(by: 0.25)
        let later = v.layer.presentation()!.opacity
        #expect(later < 0.2 && later > 0)
    }

    @Test func completionCalledOnceWhenFinished() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {
            v.center = CGPoint(x: 100, y: 100)
            v.alpha = 0.5
        }, completion: { calls.append($0) })
        CAMediaClock.shared.advance(by: 0.1)
        CATransaction.flush()
        #expect(calls.isEmpty)
        CAMediaClock.shared.advance(by: 0.3)
        CATransaction.flush()
        CATransaction.flush()
        #expect(calls == [true])
    }

    @Test func interruptionGivesFinishedFalse() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, animations: { v.center = CGPoint(x: 100, y: 0) }, completion: { first.append($0) })
        CAMediaClock.shared.advance(by: 0.5)
        let before = v.layer.presentation()!.position.x
        UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState], animations: { v.center = CGPoint(x: 0, y: 0) }, completion: { second.append($0) })
        CATransaction.flush()
        #expect(first == [false])
        // Starts from what was on screen.
        let now = v.layer.presentation()!.position.x
        #expect(abs(now - before) < 1)
        CAMediaClock.shared.advance(by: 1.1)
        CATransaction.flush()
        #expect(second == [true])
        #expect(first == [false])
    }

    @Test func zeroDurationAppliesAtOnce() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls: [Bool] = []
        UIView.animate(withDuration: 0, animations: { v.alpha = 0.2 }, completion: { calls.append($0) })
        #expect(abs(v.alpha - 0.2) < 1e-6)
        #expect(v.layer.animation(forKey: "opacity") == nil)
        #expect(calls.isEmpty)  // next turn
        for _ in 0..<20 where calls.isEmpty { await Task.yield(); try? await Task.sleep(nanoseconds: 1_000_000) }
        #expect(calls == [true])
    }

    @Test func blockThatAnimatesNothingCompletesNextTurn() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { calls.append($0) })
        #expect(calls.isEmpty)
        for _ in 0..<20 where calls.isEmpty { await Task.yield(); try? await Task.sleep(nanoseconds: 1_000_000) }
        #expect(calls == [true])
    }

    @Test func performWithoutAnimationAndDisabled() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { v.alpha = 0.3 }
        }
        #expect(v.layer.animation(forKey: "opacity") == nil)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1) { v.alpha = 0.6 }
        #expect(v.layer.animation(forKey: "opacity") == nil)
        UIView.setAnimationsEnabled(true)
    }

    @Test func delayAndCurveOptions() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { v.alpha = 0 })
        let a = v.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(a?.timingFunction == CAMediaTimingFunction(name: .linear))
        CAMediaClock.shared.advance(by: 0.25)
        #expect(abs(v.layer.presentation()!.opacity - 1) < 0.01)
        CAMediaClock.shared.advance(by: 0.75)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 0.01)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 2)
    }

    @Test func springAnimationSettlesAtTarget() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: { v.center = CGPoint(x: 105, y: 5) }, completion: { done.append($0) })
        #expect(v.layer.animation(forKey: "position") is CASpringAnimation)
        CAMediaClock.shared.advance(by: 0.6)
        CATransaction.flush()
        #expect(done == [true])
        #expect(abs(v.layer.presentation()!.position.x - 105) < 0.5)
    }

    @Test func interactionBlockedDuringAnimationUnlessAllowed() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) { v.alpha = 0.5 }
        #expect(v._isAnimatingWithoutUserInteraction)
        CAMediaClock.shared.advance(by: 2)
        CATransaction.flush()
        #expect(!v._isAnimatingWithoutUserInteraction)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { v.alpha = 1 })
        #expect(!v._isAnimatingWithoutUserInteraction)
    }
}

@MainActor @Suite(.serialized) struct UIViewFrameAnimationTests {

    @Test func frameAnimatesPositionAndBounds() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.frame = CGRect(x: 100, y: 0, width: 30, height: 10)
            v.backgroundColor = .red
        })
        #expect(v.frame == CGRect(x: 100, y: 0, width: 30, height: 10))
        #expect(v.layer.animation(forKey: "position") != nil)
        #expect(v.layer.animation(forKey: "bounds") != nil)
        #expect(v.layer.animation(forKey: "backgroundColor") != nil)
        CAMediaClock.shared.advance(by: 0.5)
        let p = v.layer.presentation()!
        #expect(abs(p.bounds.width - 20) < 0.01)
        #expect(abs(p.position.x - 60) < 0.01)  // centre 5 → 115
    }
}

@MainActor @Suite(.serialized) struct UIViewAnimationCreationTests {
    @Test func viewsCreatedInsideBlocksDoNotAnimateTheirInitialFrame() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        var made: UIView?
        UIView.animate(withDuration: 1) {
            made = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        }
        #expect(made?.layer.animation(forKey: "position") == nil)
        #expect(made?.layer.animation(forKey: "bounds") == nil)
    }
}

@MainActor @Suite(.serialized) struct UIViewKeyframeTests {
    @Test func keyframesAnimateInTheirSlices() {
        CAMediaClock.shared._useManualTimeOutsideHosts()
        defer { CAMediaClock.shared._useRealTimeOutsideHosts() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 1 }
        }, completion: { done.append($0) })
        #expect(v.alpha == 1)
        #expect(v.layer.animation(forKey: "opacity") is CAKeyframeAnimation)
        CAMediaClock.shared.advance(by: 0.25)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 0.02)
        CAMediaClock.shared.advance(by: 0.25)
        #expect(v.layer.presentation()!.opacity < 0.02)
        CAMediaClock.shared.advance(by: 0.25)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 0.02)
        CAMediaClock.shared.advance(by: 0.3)
        CATransaction.flush()
        #expect(done == [true])
        #expect(v.layer.animation(forKey: "_UIKit.keyframeRecording.opacity") == nil)
    }
}
