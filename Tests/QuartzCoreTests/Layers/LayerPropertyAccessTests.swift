//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

@_silgen_name("malloc_usable_size") private func mallocUsableSize(_ p: UnsafeMutableRawPointer) -> Int

/// iOS behaviours of `CALayer` found missing by running another UIKit's iOS-verified tests:
/// frame under a transform, `NSObject` identity, key-value access; plus the setter pattern's
/// old values and the once-per-process warning for an unsupported property.
@MainActor @Suite struct LayerPropertyAccessTests {
    @Test func settingFrameUnderScaleSetsBoundsByInverseScale() {
        let l = CALayer()
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 4))
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        #expect(l.bounds.size == CGSize(width: 50, height: 20))
        #expect(l.position == CGPoint(x: 60, y: 60))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 100, height: 80))
    }

    @Test func settingFrameUnderScaleWithCornerAnchorKeepsTheFrame() {
        let l = CALayer()
        l.anchorPoint = .zero
        l.setAffineTransform(CGAffineTransform(scaleX: -2, y: 0.5))   // a mirror too
        l.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(l.bounds.size == CGSize(width: 30, height: 60))
        #expect(l.frame == CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test func settingFrameUnderRotationKeepsBoundsSizeAndCentresIt() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        l.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        #expect(l.bounds.size == CGSize(width: 40, height: 20))
        #expect(l.position == CGPoint(x: 125, y: 125))
    }

    @Test func identityTransformFrameIsUnchanged() {
        let l = CALayer()
        l.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 7, height: 8))
        #expect(l.position == CGPoint(x: 8.5, y: 10))
    }

    @Test func layersAreNSObjectsWithIdentityEquality() {
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        b.frame = a.frame
        #expect(a == a && a != b)
        #expect((a as NSObject).isEqual(a) && !a.isEqual(b))
        let set: Set<CALayer> = [a, b, a]
        #expect(set.count == 2 && set.contains(b))
        var names: [CALayer: String] = [:]
        names[a] = "a"; names[b] = "b"
        #expect(names[a] == "a" && names[b] == "b")
        #expect(a.description == "<CALayer>")
        // init(layer:) still copies the model.
        a.opacity = 0.5
        let c = CALayer(layer: a)
        #expect(c.opacity == 0.5 && c.frame == a.frame && c != a)
    }

    @Test func valueForKeyReadsAnimatableProperties() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        l.position = CGPoint(x: 4, y: 5)
        l.opacity = 0.25
        l.isHidden = true
        l.cornerRadius = 3
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(l.value(forKey: "position") as? CGPoint == CGPoint(x: 4, y: 5))
        #expect(l.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(l.value(forKey: "opacity") as? Float == 0.25)
        #expect(l.value(forKey: "hidden") as? Bool == true)
        #expect(l.value(forKey: "cornerRadius") as? CGFloat == 3)
        #expect((l.value(forKey: "backgroundColor") as? CGColor)?.red == 1)
        #expect(l.value(forKeyPath: "transform.scale") as? CGFloat == 2)
        #expect(l.value(forKeyPath: "bounds.size.width") as? CGFloat == 30)
        #expect(l.value(forKey: "noSuchKey") == nil)
    }

    @Test func setValueForKeyGoesThroughTheSetters() {
        let l = CALayer()
        l.setValue(CGPoint(x: 7, y: 8), forKey: "position")
        l.setValue(NSValue(rect: CGRect(x: 0, y: 0, width: 11, height: 12)), forKey: "bounds")
        l.setValue(NSNumber(value: 0.5), forKey: "opacity")
        l.setValue(NSNumber(value: true), forKey: "masksToBounds")
        l.setValue(NSValue(size: CGSize(width: 1, height: 2)), forKey: "shadowOffset")
        l.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        l.setValue(NSNumber(value: 40), forKeyPath: "position.x")
        #expect(l.position == CGPoint(x: 40, y: 8))
        #expect(l.bounds.size == CGSize(width: 11, height: 12))
        #expect(l.opacity == 0.5 && l.masksToBounds)
        #expect(l.shadowOffset == CGSize(width: 1, height: 2))
        #expect(abs(l.affineTransform().b - 1) < 1e-9)
        // Bad values are ignored, as the setters ignore them.
        l.setValue(CGFloat.nan, forKey: "cornerRadius")
        #expect(l.cornerRadius == 0)
    }

    /// An action that records the old value the layer hands to implicit actions.
    @MainActor final class Recorder: CAAction {
        var olds: [String: Any] = [:]
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            olds[event] = (anObject as? CALayer)?._actionOldValue
        }
    }

    @Test func implicitActionsGetTheOldValue() {
        let l = CALayer()
        let rec = Recorder()
        l.actions = ["cornerRadius": rec, "shadowOffset": rec, "contentsRect": rec]
        CATransaction.flush()   // (a new layer's setup does not animate)
        l.cornerRadius = 4
        l.shadowOffset = CGSize(width: 2, height: 2)
        l.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        #expect(rec.olds["cornerRadius"] as? CGFloat == 0)
        #expect(rec.olds["shadowOffset"] as? CGSize == CGSize(width: 0, height: -3))
        #expect(rec.olds["contentsRect"] as? CGRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        CATransaction.flush()
    }

    @Test func unchangedValuesNoteNoChange() {
        let l = CALayer()
        let rec = Recorder()
        l.actions = ["opacity": rec]
        CATransaction.flush()
        l.opacity = 1
        #expect(rec.olds.isEmpty)
        l.opacity = 2          // clamped to 1: still unchanged
        #expect(rec.olds.isEmpty)
        l.opacity = 0.5
        #expect(rec.olds["opacity"] as? Float == 1)
        CATransaction.flush()
    }

    @Test func maskedCornersChangeIsSeenByTheRenderer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        l.cornerRadius = 15
        root.addSublayer(l)
        let r = makeRenderer(root, width: 40, height: 40)
        #expect(px(r.target.makeImage(), 1, 1) == (255, 255, 255))     // rounded off
        l.maskedCorners = [.layerMaxXMaxYCorner]
        frame(r)
        #expect(px(r.target.makeImage(), 1, 1) == (0, 0, 255))           // square again
        #expect(l.maskedCorners == [.layerMaxXMaxYCorner])
    }

    @Test func drawsAsynchronouslyWarnsOnce() {
        let l = CALayer()
        l.drawsAsynchronously = true
        #expect(l.drawsAsynchronously)
        #expect(UIKitLog.didLog("drawsAsynchronously is not supported"))
        #expect(CALayer._warnedUnsupported.contains("drawsAsynchronously"))
        let before = UIKitLog.recentMessages.filter { $0.contains("drawsAsynchronously") }.count
        CALayer().drawsAsynchronously = true
        let after = UIKitLog.recentMessages.filter { $0.contains("drawsAsynchronously") }.count
        #expect(after <= before)
    }

    /// Being an `NSObject` costs no heap: on Linux it is a Swift class with no stored fields.
    @Test func aPlainLayerStaysWithinItsHeapBudget() {
        // The smallest of several: malloc may hand one object a free chunk a little larger than
        // asked for (it does not split off remainders under 32 bytes), more so while other tests
        // run in parallel.
        let layers = (0..<16).map { _ in CALayer() }
        let bytes = layers.map { mallocUsableSize(Unmanaged.passUnretained($0).toOpaque()) }.min() ?? 0
        #expect(bytes <= 280)
        #expect(layers[0]._x == nil)
    }
}
