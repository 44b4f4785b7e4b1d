//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor @Suite struct UIViewHitTestTests {
    @Test func returnsDeepestAndFrontMost() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(back); root.addSubview(front); front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
    }

    @Test func halfOpenBounds() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(!v.point(inside: CGPoint(x: 100, y: 100), with: nil))
        #expect(v.hitTest(CGPoint(x: 100, y: 50), with: nil) == nil)
    }

    @Test func boundsOriginMatters() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.bounds.origin = CGPoint(x: 10000, y: 10000)
        #expect(!v.point(inside: CGPoint(x: 50, y: 50), with: nil))
        #expect(v.point(inside: CGPoint(x: 10050, y: 10050), with: nil))
    }

    @Test func skipsHiddenDisabledAndTransparent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let c = UIView(frame: root.bounds)
        root.addSubview(c)
        c.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        c.isHidden = false
        c.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        c.isUserInteractionEnabled = true
        c.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        c.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === c)
    }

    @Test func subviewOutsideBoundsIsNotHitEvenWithoutClipping() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let out = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
        root.addSubview(out)
        root.clipsToBounds = false
        #expect(root.hitTest(CGPoint(x: 160, y: 10), with: nil) == nil)
    }

    @Test func selfTransformScale() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(parent.frame.size == CGSize(width: 100, height: 100))
        #expect(parent.bounds.size == CGSize(width: 200, height: 200))
        #expect(parent.hitTest(CGPoint(x: 199, y: 199), with: nil) === parent)
    }

    @Test func hitTestThroughChildTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let c = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(c)
        c.transform = CGAffineTransform(scaleX: 2, y: 2)  // covers 50...250
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === c)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === root)
    }
}
