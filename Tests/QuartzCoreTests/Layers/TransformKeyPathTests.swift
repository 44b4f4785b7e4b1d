//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

/// Core Animation's documented transform key paths about the other axes (`transform.rotation.x`,
/// `.y`, `transform.scale.z`, `transform.translation.z`), read, set and animated, as iOS code
/// writes them for card flips.
@MainActor @Suite(.serialized) struct TransformKeyPathTests {
    @Test func rotationAboutYReadsAndWritesAndSquashesTheWidth() {
        let l = CALayer()
        l.setValue(CGFloat.pi / 3, forKeyPath: "transform.rotation.y")
        let t = l.transform
        let expected = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        #expect(approx(t.m11, expected.m11) && approx(t.m13, expected.m13) && approx(t.m31, expected.m31) && approx(t.m33, expected.m33))
        #expect(approx(l.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0, .pi / 3))
        // Drawn flat (no perspective): half as wide.
        #expect(approx(l.affineTransform().a, 0.5))
    }

    @Test func rotationAboutXKeepsTheZRotationAndScale() {
        let l = CALayer()
        l.transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        l.setValue(NSNumber(value: Double.pi / 4), forKeyPath: "transform.rotation.x")
        #expect(approx(l.value(forKeyPath: "transform.rotation.x") as? CGFloat ?? 0, .pi / 4))
        #expect(approx(l.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 6))
        #expect(approx(l.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 2))
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1),
                                                               CATransform3DMakeRotation(.pi / 4, 1, 0, 0)),
                                           CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        let t = l.transform
        #expect(approx(t.m22, expected.m22) && approx(t.m23, expected.m23) && approx(t.m32, expected.m32) && approx(t.m21, expected.m21))
    }

    @Test func scaleAndTranslationAlongZ() {
        let l = CALayer()
        l.setValue(3.0, forKeyPath: "transform.scale.z")
        l.setValue(CGFloat(-40), forKeyPath: "transform.translation.z")
        #expect(l.transform.m33 == 3 && l.transform.m43 == -40)
        #expect(l.value(forKeyPath: "transform.scale.z") as? CGFloat == 3)
        #expect(l.value(forKeyPath: "transform.translation.z") as? CGFloat == -40)
        #expect(l.transform.m11 == 1 && l.transform.m22 == 1)
    }

    @Test func aFlipAnimatesAboutY() {
        manualClock(2000)
        let l = CALayer()
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0.0
        flip.toValue = Double.pi
        flip.duration = 1
        l.add(flip, forKey: "flip")
        CAMediaClock.shared.advance(by: 0.25)
        let p = l.presentation()!
        #expect(approx(p.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0, .pi / 4, 1e-6))
        #expect(approx(p.affineTransform().a, cos(.pi / 4), 1e-6))
        l.removeAllAnimations()
        #expect(l.transform.m11 == 1)
    }
}
