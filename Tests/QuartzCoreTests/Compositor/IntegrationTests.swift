//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

/// How UIView uses the layer: a delegate that returns NSNull outside animation blocks and a
/// `CABasicAnimation` without values inside them.
final class ViewLikeDelegate: CALayerDelegate {
    var animating = false
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard animating else { return NSNull() }
        let a = CABasicAnimation()
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }
}

@MainActor @Suite(.serialized) struct IntegrationTests {
    init() { CAMediaClock.shared._useManualTimeOutsideHosts(startingAt: 9000) }

    @Test func delegateActionsAnimateFromOldToNew() {
        manualClock(9000)
        let d = ViewLikeDelegate()
        let l = CALayer(); l.delegate = d
        l.position = CGPoint(x: 0, y: 0)
        CATransaction.flush()
        l.position = CGPoint(x: 10, y: 0)
        #expect(l.animationKeys() == nil)
        d.animating = true
        l.position = CGPoint(x: 110, y: 0)
        #expect(l.animationKeys() == ["position"])
        CAMediaClock.shared.advance(by: 0.25)
        #expect(approx(l.presentation()!.position.x, 35, 1e-6))
        // Retargeting mid-flight starts from what is on screen.
        l.position = CGPoint(x: 35, y: 100)
        #expect(approx(l.presentation()!.position.x, 35, 1e-6))
        CAMediaClock.shared.advance(by: 0.5)
        #expect(approx(l.presentation()!.position.y, 50, 1e-6))
        d.animating = false
        l.removeAllAnimations()
    }

    @Test func delayedAnimationsScheduleFrames() {
        manualClock(9000)
        // Retire animations other tests left running (the registry is global).
        CAMediaClock.shared.advance(by: 1000)
        CATransaction.flush()
        for layer in Array(_CALayerEngine.animatedLayers.values) { layer.removeAllAnimations() }
        let l = CALayer()
        let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = Float(0); a.toValue = Float(1); a.duration = 1
        a.beginTime = CACurrentMediaTime() + 2
        l.add(a, forKey: "later")
        // (The animations' part of `CARenderer.nextFrameTime`: another test's display link,
        // running in this process, would make the whole answer "now".)
        let next = _CALayerEngine.nextAnimationTime(now: CACurrentMediaTime())
        #expect(next != nil && abs(next! - (CACurrentMediaTime() + 2)) < 1e-9)
        if !CADisplayLink._hasActiveLinks { #expect(CARenderer.nextFrameTime == next) }
        CAMediaClock.shared.advance(by: 2.5)
        #expect(CARenderer.isAnimating)
        #expect(CARenderer.nextFrameTime == CACurrentMediaTime())
        CAMediaClock.shared.advance(by: 1)
        CATransaction.flush()
        #expect(l.animationKeys() == nil)
    }

    @Test func maskLayerCutsContent() {
        manualClock(9000)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let red = box(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(1, 0, 0))
        let m = box(CGRect(x: 0, y: 0, width: 50, height: 100), .black)
        red.mask = m
        root.addSublayer(red)
        let r = makeRenderer(root, width: 100, height: 100)
        let img = r.target.makeImage()
        #expect(px(img, 25, 50) == (255, 0, 0))
        #expect(px(img, 75, 50) == (255, 255, 255))
        // Changing the mask damages its owner.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        m.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.commit()
        frame(r)
        #expect(px(r.target.makeImage(), 75, 50) == (255, 0, 0))
    }

    @Test func updateRectsResizeAndForeignPixels() {
        manualClock(9000)
        let root = box(CGRect(x: 0, y: 0, width: 64, height: 64), rgb(0, 1, 0))
        var memory = [UInt32](repeating: 0, count: 64 * 64)
        memory.withUnsafeMutableBytes { raw in
            let target = CARenderTarget(pixels: raw.baseAddress!, width: 64, height: 64, stride: 256, scale: 1)!
            let r = CARenderer(layer: root, target: target)
            frame(r)
            r.addUpdateRect(CGRect(x: 1, y: 2, width: 3, height: 4))
            r.beginFrame(atTime: CACurrentMediaTime())
            #expect(r.updateBounds() == CGRect(x: 1, y: 2, width: 3, height: 4))
            r.render()
            #expect(r.damagedPixelRects == [CGRect(x: 1, y: 2, width: 3, height: 4)])
            r.endFrame()
            r.layer = nil
        }
        #expect(memory[10 * 64 + 10] & 0x00ff_ffff == 0x00_ff00)    // XRGB green
        let t = CARenderTarget(width: 10, height: 10)!
        let r2 = CARenderer(layer: root, target: t)
        frame(r2)
        t.resize(width: 20, height: 20)
        frame(r2)
        #expect(r2.damagedPixelRects == [CGRect(x: 0, y: 0, width: 20, height: 20)])
        UIKitLog.clearRecentMessages()
        #expect(CARenderTarget(width: 0, height: 10) == nil)
        #expect(UIKitLog.didLog("invalid size"))
        r2.layer = nil
    }

    @Test func removingAndAddingLayersDamagesBothPlaces() {
        manualClock(9000)
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let a = box(CGRect(x: 10, y: 10, width: 10, height: 10), rgb(0, 0, 0))
        root.addSublayer(a)
        let r = makeRenderer(root, width: 100, height: 100)
        a.removeFromSuperlayer()
        frame(r)
        #expect(r.damagedPixelRects == [CGRect(x: 10, y: 10, width: 10, height: 10)])
        #expect(px(r.target.makeImage(), 15, 15) == (255, 255, 255))
        CATransaction.begin(); CATransaction.setDisableActions(true)
        a.position = CGPoint(x: 75, y: 75)
        root.addSublayer(a)
        CATransaction.commit()
        frame(r)
        #expect(r.damagedPixelRects == [CGRect(x: 70, y: 70, width: 10, height: 10)])
        #expect(px(r.target.makeImage(), 75, 75) == (0, 0, 0))
    }
}
