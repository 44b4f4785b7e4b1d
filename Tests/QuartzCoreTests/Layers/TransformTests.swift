//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

@MainActor @Suite struct TransformTests {
    @Test func identityAndBasics() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let t = CATransform3DMakeTranslation(10, 20, 0)
        #expect(!CATransform3DIsIdentity(t))
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(translationX: 10, y: 20))
        var p = CATransform3DIdentity; p.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(p))
    }
    @Test func rotationMatchesAffine() {
        let r = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        let a = CATransform3DGetAffineTransform(r), b = CGAffineTransform(rotationAngle: .pi / 3)
        #expect(approx(a.a, b.a) && approx(a.b, b.b) && approx(a.c, b.c) && approx(a.d, b.d))
    }
    @Test func concatOrderAndInvert() {
        // Scale then translate: (1,1) -> (2,2) -> (12,2)
        let t = CATransform3DTranslate(CATransform3DMakeTranslation(10, 0, 0), 0, 0, 0)
        let st = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), t)
        let a = CATransform3DGetAffineTransform(st)
        #expect(CGPoint(x: 1, y: 1).applying(a) == CGPoint(x: 12, y: 2))
        let inv = CATransform3DInvert(st)
        let id = CATransform3DConcat(st, inv)
        #expect(approx(id.m11, 1) && approx(id.m41, 0) && approx(id.m22, 1))
        // Singular: returned unchanged
        let z = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(z) == z)
        #expect(CATransform3DEqualToTransform(CATransform3DMakeAffineTransform(a), st))
    }
    @Test func scaleAndRotateHelpers() {
        let t = CATransform3DRotate(CATransform3DScale(CATransform3DIdentity, 2, 3, 1), .pi / 2, 0, 0, 1)
        let a = CATransform3DGetAffineTransform(t)
        // rotate first, then scale (Apple: CATransform3DRotate(t, …) = rotation · t)
        let p = CGPoint(x: 1, y: 0).applying(a)
        #expect(approx(p.x, 0) && approx(p.y, 3))
    }
}
