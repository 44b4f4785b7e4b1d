//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

@MainActor @Suite(.serialized) struct AnimationTests {
    init() { CAMediaClock.shared._useManualTimeOutsideHosts(startingAt: 1000) }

    @Test func timingFunctions() {
        manualClock(1000)
        let lin = CAMediaTimingFunction(name: .linear)
        #expect(lin._solve(0.3) == 0.3)
        let eio = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(eio._solve(0.5) - 0.5) < 1e-6)
        #expect(eio._solve(0.25) < 0.25 && eio._solve(0.75) > 0.75)
        // Against a brute-force inversion of the curve.
        for f in [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .default),
                  CAMediaTimingFunction(controlPoints: 0.9, 0.1, 0.1, 0.9)] {
            for i in 1..<20 {
                let x = Double(i) / 20
                var best = (err: 1.0, y: 0.0)
                for k in 0...100_000 {
                    let s = Double(k) / 100_000
                    let bx = 3 * (1 - s) * (1 - s) * s * Double(f.c1x) + 3 * (1 - s) * s * s * Double(f.c2x) + s * s * s
                    if abs(bx - x) < best.err {
                        best = (abs(bx - x), 3 * (1 - s) * (1 - s) * s * Double(f.c1y) + 3 * (1 - s) * s * s * Double(f.c2y) + s * s * s)
                    }
                }
                #expect(abs(f._solve(x) - best.y) < 1e-4)
            }
        }
        var pts = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &pts)
        #expect(pts == [0.42, 0])
    }

    @Test func basicAnimationValuesOverTime() {
        manualClock(1000)
        let l = CALayer()
        l.position = CGPoint(x: 100, y: 0)    // the model value (no implicit action: standalone but we remove it)
        l.removeAllAnimations()
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = CGFloat(0); a.toValue = CGFloat(100); a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let rec = StopRecorder(); a.delegate = rec
        l.add(a, forKey: "move")
        #expect(l.animationKeys() == ["move"])
        #expect(l.presentation()!.position.x == 0)
        CAMediaClock.shared.advance(by: 0.5)
        #expect(approx(l.presentation()!.position.x, 50, 1e-4))
        CAMediaClock.shared.advance(by: 0.25)
        let expected = 100 * CAMediaTimingFunction(name: .easeInEaseOut)._solve(0.75)
        #expect(approx(l.presentation()!.position.x, CGFloat(expected), 1e-4))
        #expect(l.position.x == 100)            // the model is unchanged
        CATransaction.flush()
        #expect(rec.starts == 1 && rec.stops.isEmpty)
        CAMediaClock.shared.advance(by: 0.3)
        CATransaction.flush()
        #expect(rec.stops == [true])
        #expect(l.animation(forKey: "move") == nil)
        #expect(l.presentation()!.position.x == 100)
        CATransaction.flush()
        #expect(rec.stops == [true])             // exactly once
        #expect(l.presentation()!.model() === l)
    }

    @Test func replacingAndRemovingReportsUnfinished() {
        manualClock(1000)
        let l = CALayer()
        let rec = StopRecorder()
        let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = Float(0); a.toValue = Float(1); a.duration = 1; a.delegate = rec
        l.add(a, forKey: "fade")
        l.add(a, forKey: "fade")       // replaces
        #expect(rec.stops == [false])
        l.removeAnimation(forKey: "fade")
        #expect(rec.stops == [false, false])
        l.add(a, forKey: "x"); l.add(a, forKey: "y")
        l.removeAllAnimations()
        #expect(rec.stops == [false, false, false, false])
        #expect(l.animationKeys() == nil)
    }

    @Test func fillModeRepeatAutoreverse() {
        manualClock(1000)
        let l = CALayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = Float(0); a.toValue = Float(1); a.duration = 1
        a.autoreverses = true; a.repeatCount = 2
        a.isRemovedOnCompletion = false; a.fillMode = .forwards
        l.add(a, forKey: "pulse")
        CAMediaClock.shared.advance(by: 0.5)
        #expect(approx(CGFloat(l.presentation()!.opacity), 0.5, 1e-4))
        CAMediaClock.shared.advance(by: 1.0)      // t = 1.5: reversing
        #expect(approx(CGFloat(l.presentation()!.opacity), 0.5, 1e-4))
        CAMediaClock.shared.advance(by: 0.75)     // t = 2.25: second cycle
        #expect(approx(CGFloat(l.presentation()!.opacity), 0.25, 1e-4))
        CAMediaClock.shared.advance(by: 10)
        CATransaction.flush()
        #expect(l.animation(forKey: "pulse") != nil)   // kept
        #expect(approx(CGFloat(l.presentation()!.opacity), 0, 1e-4))  // ends reversed
        // Delayed start with backwards fill.
        let b = CABasicAnimation(keyPath: "position.y")
        b.fromValue = CGFloat(10); b.toValue = CGFloat(20); b.duration = 1
        b.beginTime = CACurrentMediaTime() + 1; b.fillMode = .backwards
        l.add(b, forKey: "later")
        #expect(l.presentation()!.position.y == 10)
        b.fillMode = .removed
        l.add(b, forKey: "later")
        #expect(l.presentation()!.position.y == 0)
        l.removeAllAnimations()
    }

    @Test func valueTypes() {
        manualClock(1000)
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.removeAllAnimations()          // the implicit bounds animation
        let c = CABasicAnimation(keyPath: "backgroundColor")
        c.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1); c.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1); c.duration = 1
        let b = CABasicAnimation(keyPath: "bounds")
        b.toValue = CGRect(x: 0, y: 0, width: 30, height: 50); b.duration = 1   // from = current
        let t = CABasicAnimation(keyPath: "transform")
        t.fromValue = CATransform3DIdentity; t.toValue = CATransform3DMakeScale(3, 3, 1); t.duration = 1
        let r = CABasicAnimation(keyPath: "transform.rotation.z")
        r.fromValue = 0.0; r.byValue = Double.pi; r.duration = 2
        l.add(c, forKey: "c"); l.add(b, forKey: "b"); l.add(t, forKey: "t")
        CAMediaClock.shared.advance(by: 0.5)
        let p = l.presentation()!
        #expect(approx(p.backgroundColor!.red, 0.5) && approx(p.backgroundColor!.blue, 0.5))
        #expect(p.bounds.size == CGSize(width: 20, height: 30))
        #expect(approx(p.transform.m11, 2) && approx(p.transform.m22, 2))
        l.removeAllAnimations()
        l.add(r, forKey: "r")
        CAMediaClock.shared.advance(by: 0.5)      // a quarter: π/4
        let q = l.presentation()!
        #expect(approx(q.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 4, 1e-6))
        l.removeAllAnimations()
    }

    @Test func keyframesAndGroups() {
        manualClock(1000)
        let l = CALayer()
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [CGFloat(0), CGFloat(100), CGFloat(50)]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 1
        let g = CAAnimationGroup()
        let o = CABasicAnimation(keyPath: "opacity"); o.fromValue = Float(1); o.toValue = Float(0); o.duration = 2
        g.animations = [k, o]
        g.duration = 2
        l.add(g, forKey: "g")
        CAMediaClock.shared.advance(by: 0.125)
        #expect(approx(l.presentation()!.position.x, 50, 1e-6))
        CAMediaClock.shared.advance(by: 0.5)   // t=0.625: between 100 and 50 halfway
        #expect(approx(l.presentation()!.position.x, 75, 1e-6))
        #expect(approx(CGFloat(l.presentation()!.opacity), 1 - 0.3125, 1e-5))
        l.removeAllAnimations()
    }

    /// CASpringAnimation computes through UIKitPhysics' SpringSimulation; these are the values its
    /// own formulas gave before (under-, critically and over-damped), bit for bit.
    @Test(arguments: [(1.0, 100.0, 10.0, 0.0, 1.271, 0.12435476740841166),
                      (1, 100, 20, 0, 0.924, -0.19914827347145578),
                      (1, 100, 50, 5, 3.279, -0.500668677836013),
                      (2, 300, 7, -3, 3.949, 0.6306694580658704)])
    func springMatchesItsClosedForm(m: Double, k: Double, c: Double, v: Double, settle: Double, at03: Double) {
        let s = CASpringAnimation()
        s.mass = m; s.stiffness = k; s.damping = c; s.initialVelocity = v
        #expect(abs(s.settlingDuration - settle) < 1e-9)
        #expect(s._displacement(at: 0.3) == at03)
        #expect(s._displacement(at: 0) == -1)
        // Changing a constant recomputes.
        s.stiffness = k * 4
        #expect(abs(s.settlingDuration - settle) > 1e-3)
        #expect(s._displacement(at: 0.3) != at03)
    }

    @Test func uikitDurationSpring() {
        // UIView.animate(withDuration: 0.5, …usingSpringWithDamping: 0.5, …): ω₀ = 6.9/(ζ·d).
        let s = CASpringAnimation(dampingRatio: 0.5, duration: 0.5)
        let w0 = 6.9 / (0.5 * 0.5)
        #expect(s.mass == 1 && s.stiffness == w0 * w0 && s.damping == 2 * 0.5 * w0)
        let c = CASpringAnimation(dampingRatio: 1, duration: 2)
        #expect(c.stiffness == (9.0 / 2) * (9.0 / 2) && c.damping == 9)
        #expect(s.settlingDuration < 0.55 && c.settlingDuration < 2.2)
        // Over-damped: the slow decay is fast enough to be done within the duration too.
        #expect(CASpringAnimation(dampingRatio: 4, duration: 0.5).settlingDuration < 0.55)
    }

    @Test func springWithBadConstantsRestsAtItsTarget() {
        let s = CASpringAnimation()
        s.stiffness = .nan
        #expect(s._displacement(at: 0.1) == 0)
        #expect(s.settlingDuration < 0.01)
        s.stiffness = 100; s.damping = -10
        // Negative damping counts as none: bounded, never growing.
        #expect((0..<300).allSatisfy { abs(s._displacement(at: Double($0) / 100)) <= 1 + 1e-9 })
        #expect(s.perceptualDuration > 0 && s.bounce == 1)
    }

    @Test func springSettles() {
        manualClock(1000)
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = CGFloat(0); s.toValue = CGFloat(100)
        #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
        let settle = s.settlingDuration
        #expect(settle > 0.5 && settle < 3)
        s.duration = settle
        let l = CALayer(); l.position = CGPoint(x: 100, y: 0); l.removeAllAnimations()
        l.add(s, forKey: "spring")
        // Underdamped (ζ = 0.5): overshoots.
        var maxX: CGFloat = 0
        for _ in 0..<100 {
            CAMediaClock.shared.advance(by: settle / 100)
            maxX = max(maxX, l.presentation()?.position.x ?? 0)
        }
        #expect(maxX > 110)
        CAMediaClock.shared.advance(by: -0.0 + 0.0)
        // Closed form at a time vs. a fine numerical integration.
        var x = -1.0, v = 0.0
        let dt = 1e-5
        for _ in 0..<Int(0.3 / dt) { let a = -100 * x - 10 * v; v += a * dt; x += v * dt }
        #expect(abs(s._displacement(at: 0.3) - x) < 1e-3)
        #expect(abs(s._displacement(at: settle)) < 1.5e-3)
        let p = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(p.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(p.bounce) < 1e-9)
        #expect(p.duration == p.settlingDuration)
        l.removeAllAnimations()
    }

    @Test func implicitAnimationsForStandaloneLayers() {
        manualClock(1000)
        let l = CALayer()
        l.position = CGPoint(x: 1, y: 1)       // a new layer's setup does not animate
        #expect(l.animationKeys() == nil)
        CATransaction.flush()
        l.opacity = 0.5
        let a = l.animation(forKey: "opacity") as? CABasicAnimation
        #expect(a != nil)
        #expect(a?.duration == 0.25)
        #expect(a?.fromValue as? Float == 1)
        CAMediaClock.shared.advance(by: 0.125)
        let mid = l.presentation()!.opacity
        #expect(mid < 1 && mid > 0.5)
        // Disabled by the transaction.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.position = CGPoint(x: 3, y: 3)
        CATransaction.commit()
        #expect(l.animation(forKey: "position") == nil)
        // A delegate returning NSNull stops the search: no animation.
        let d = TestDelegate()
        let v = CALayer(); v.delegate = d
        v.position = CGPoint(x: 10, y: 10)
        #expect(v.animationKeys() == nil)
        #expect(v.action(forKey: "position") == nil)
        d.refuseActions = false
        CATransaction.flush()
        #expect(v.action(forKey: "position") is CABasicAnimation)
        // The actions dictionary.
        v.actions = ["position": NSNull()]
        #expect(v.action(forKey: "position") == nil)
        #expect(v.action(forKey: "notAProperty") == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        l.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        CATransaction.commit()
        #expect(l.animation(forKey: "bounds")?.duration == 2)
        l.removeAllAnimations()
    }

    @Test func transactionCompletionBlock() {
        manualClock(1000)
        var calls = 0
        let l = CALayer()
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setCompletionBlock { calls += 1 }
        l.opacity = 0       // implicit 0.25 s
        let long = CABasicAnimation(keyPath: "position.x"); long.fromValue = 0.0; long.toValue = 1.0; long.duration = 1
        l.add(long, forKey: "long")
        CATransaction.commit()
        #expect(calls == 0)
        CAMediaClock.shared.advance(by: 0.5)
        CATransaction.flush()
        #expect(calls == 0)
        CAMediaClock.shared.advance(by: 0.6)
        CATransaction.flush()
        #expect(calls == 1)
        CATransaction.flush()
        #expect(calls == 1)
        // No animations: called at commit.
        CATransaction.begin()
        CATransaction.setCompletionBlock { calls += 10 }
        CATransaction.commit()
        #expect(calls == 11)
        // Removal counts as stopping.
        CATransaction.begin()
        CATransaction.setCompletionBlock { calls += 100 }
        l.add(long, forKey: "again")
        CATransaction.commit()
        l.removeAnimation(forKey: "again")
        #expect(calls == 111)
    }

    @Test func displayLinksFireWithTimestamps() {
        manualClock(1000)
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { l in stamps.append(l.timestamp) }
        #expect(!CADisplayLink._hasActiveLinks || true)
        link.add(to: .main, forMode: .common)
        #expect(CADisplayLink._hasActiveLinks)
        CADisplayLink._fireAll(timestamp: 10, duration: 1.0 / 60)
        #expect(stamps == [10])
        #expect(abs(link.targetTimestamp - (10 + 1.0 / 60)) < 1e-9)
        link.isPaused = true
        CADisplayLink._fireAll(timestamp: 11, duration: 1.0 / 60)
        #expect(stamps == [10])
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        CADisplayLink._fireAll(timestamp: 12, duration: 1.0 / 60)
        CADisplayLink._fireAll(timestamp: 12 + 1.0 / 60, duration: 1.0 / 60)
        CADisplayLink._fireAll(timestamp: 12 + 2.0 / 60, duration: 1.0 / 60)
        #expect(stamps.count == 3)     // 10, 12, 12+2/60
        link.invalidate()
        CADisplayLink._fireAll(timestamp: 13, duration: 1.0 / 60)
        #expect(stamps.count == 3)
        #expect(!CADisplayLink.links.contains { $0 === link })
    }

    @Test func clockModes() {
        manualClock(1000)
        let c = CAMediaClock()
        #expect(c.mode == .real)
        let t0 = c.now
        #expect(c.now >= t0)
        c.useManualTime(startingAt: 5)
        c.advance(by: 1.5)
        #expect(c.now == 6.5)
        UIKitLog.clearRecentMessages()
        c.advance(by: -1)
        #expect(c.now == 6.5 && UIKitLog.didLog("invalid interval"))
        c.set(10)
        #expect(c.now == 10)
        c.useRealTime()
        #expect(c.mode == .real)
    }

    @Test func frameRequests() {
        manualClock(1000)
        var requests = 0
        let previous = CARenderer.needsFrameHandler
        CARenderer.needsFrameHandler = { requests += 1; previous?() }
        defer { CARenderer.needsFrameHandler = previous }
        let root = box(CGRect(x: 0, y: 0, width: 50, height: 50), .white)
        let r = makeRenderer(root, width: 50, height: 50)
        requests = 0
        root.backgroundColor = .black
        root.opacity = 0.9
        #expect(requests == 1)     // at most once until the frame is rendered
        frame(r)
        let free = CALayer()
        free.setNeedsLayout()
        #expect(requests == 2)
        frame(r)
        #expect(!CARenderer.isAnimating || CADisplayLink._hasActiveLinks || _CALayerEngine.hasRunningAnimations)
    }

    /// Animation state is transient: once a layer's animations end, it and its ancestors give
    /// back the side storage the animation made them allocate (each row of a list whose controls
    /// were tapped kept ~0.5 KB per layer for good before). Storage holding a real value stays.
    @Test func finishedAnimationsLeaveNoSideStorage() {
        manualClock(1000)
        let root = CALayer(), row = CALayer(), knob = CALayer()
        root.addSublayer(row); row.addSublayer(knob)
        CATransaction.flush()
        #expect(root._x == nil && row._x == nil && knob._x == nil)
        let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = Float(0); a.toValue = Float(1); a.duration = 0.25
        knob.add(a, forKey: "fade")
        #expect(root._x != nil && row._x != nil && knob._x != nil)
        CAMediaClock.shared.advance(by: 0.5)
        CATransaction.flush()
        #expect(knob.animationKeys() == nil)
        #expect(root._x == nil && row._x == nil && knob._x == nil)
        // An implicit action's animation, removed: the same. A shadow keeps the knob's extras.
        knob.opacity = 0.5
        #expect(knob.animationKeys() != nil)
        knob.removeAllAnimations()
        #expect(root._x == nil && row._x == nil && knob._x == nil)
        knob.shadowOpacity = 0.3
        knob.add(a, forKey: "fade")
        CAMediaClock.shared.advance(by: 0.5)
        CATransaction.flush()
        #expect(root._x == nil && row._x == nil && knob._x != nil)
        #expect(knob.shadowOpacity == 0.3 && knob.opacity == 0.5 && knob.animationKeys() == nil)
    }

    /// A shadowed layer whose size animates adds none of its in-between shapes to the shared
    /// shadow masks: they filled the table, which is emptied when full, and each layer drawn
    /// after that made and kept its own copy of a mask other layers held. At rest, layers of one
    /// shape share one mask.
    @Test func animatedShadowShapesAreNotShared() {
        manualClock(1000)
        _CAPainter.sharedShadowMasks.removeAll()
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.backgroundColor = white
        func knob(_ x: CGFloat) -> CALayer {
            let k = CALayer()
            k.frame = CGRect(x: x, y: 20, width: 27, height: 27)
            k.cornerRadius = 13.5; k.backgroundColor = white; k.shadowOpacity = 0.2; k.shadowRadius = 4
            root.addSublayer(k)
            return k
        }
        let a = knob(10), b = knob(60)
        let r = makeRenderer(root, width: 200, height: 100)
        #expect(_CAPainter.sharedShadowMasks.count == 1)
        #expect(a._shadowCache != nil && a._shadowCache === b._shadowCache)
        let stretch = CABasicAnimation(keyPath: "bounds.size.width")
        stretch.fromValue = CGFloat(35); stretch.toValue = CGFloat(27); stretch.duration = 1
        a.add(stretch, forKey: "stretch")
        for _ in 0..<10 { CAMediaClock.shared.advance(by: 0.05); frame(r) }
        #expect(_CAPainter.sharedShadowMasks.count == 1)
        #expect(a._shadowCache?.isPrivate == true)
        // The in-between shape's mask goes with the animation (not kept until the next paint,
        // which may be long after: a row scrolled away).
        CAMediaClock.shared.advance(by: 1)
        CATransaction.flush()
        #expect(a.animationKeys() == nil && a._shadowCache == nil)
        frame(r)
        #expect(a._shadowCache === b._shadowCache && _CAPainter.sharedShadowMasks.count == 1)
    }
}
