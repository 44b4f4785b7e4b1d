//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// iOS's `NSValue` geometry boxes (`NSValue(cgPoint:)` … `NSValue(caTransform3D:)`) and their
/// getters, taken by Core Animation wherever it takes a value.
@MainActor @Suite(.serialized) struct NSValueCompatTests {
    /// A 20×20 red layer at (0, 0) in a white 100×100 view, hosted.
    static func scene() -> (UIKitTestHost, CALayer) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let box = CALayer()
        box.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        root.layer.addSublayer(box)
        return (UIKitTestHost(view: root), box)
    }
    static func close(_ a: CGPoint?, _ b: CGPoint) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
    }
    static func isRed(_ host: UIKitTestHost, _ x: Int, _ y: Int) -> Bool {
        guard let p = host.render().pixel(x: x, y: y) else { return false }
        return p.r > 200 && p.g < 60 && p.b < 60
    }

    @Test func boxesReturnWhatTheyHold() {
        let t3 = CATransform3DMakeScale(2, 3, 1)
        let aff = CGAffineTransform(translationX: 4, y: 5)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgAffineTransform: aff).cgAffineTransformValue == aff)
        #expect(NSValue(caTransform3D: t3).caTransform3DValue == t3)
        // The point, size and rect boxes are Foundation's own: its getters read them, and ours
        // read Foundation's.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).pointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        // Equality by content.
        #expect(NSValue(caTransform3D: t3).isEqual(NSValue(caTransform3D: t3)))
        #expect(!NSValue(caTransform3D: t3).isEqual(NSValue(caTransform3D: CATransform3DIdentity)))
        #expect(NSValue(cgAffineTransform: aff) == NSValue(cgAffineTransform: aff))
    }

    @Test func aBoxOfAnotherKindReadsAsZeroWithOneWarning() {
        UIKitLog.clearRecentMessages()
        let point = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(point.cgSizeValue == .zero)
        #expect(UIKitLog.didLog("NSValue.cgSizeValue"))
        #expect(UIKitLog.recentMessages.filter { $0.contains("NSValue.") }.count == 1)
        #expect(point.cgRectValue == .zero)
        let zero3D = NSValue(cgRect: .zero).caTransform3DValue
        #expect(zero3D.m11 == 0 && zero3D.m44 == 0 && zero3D.m41 == 0)
        let zeroAffine = NSValue(caTransform3D: CATransform3DIdentity).cgAffineTransformValue
        #expect(zeroAffine.a == 0 && zeroAffine.d == 0)
        #expect(NSValue(cgAffineTransform: .identity).cgPointValue == .zero)
        #expect(NSNumber(value: 3).cgPointValue == .zero)
    }

    @Test func aBasicAnimationOfNSValuesMovesHalfWayAtHalfTime() {
        let (host, box) = Self.scene()
        let anim = CABasicAnimation(keyPath: "position")
        anim.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
        anim.toValue = NSValue(cgPoint: CGPoint(x: 90, y: 50))
        anim.duration = 1
        box.add(anim, forKey: "move")
        host.advance(by: 0.5)
        #expect(Self.close(box.presentation()?.position, CGPoint(x: 50, y: 30)))
        #expect(Self.isRed(host, 50, 30) && !Self.isRed(host, 10, 10))
        // byValue too, and bounds through a rect box.
        box.removeAllAnimations()
        let by = CABasicAnimation(keyPath: "position")
        by.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
        by.byValue = NSValue(cgPoint: CGPoint(x: 40, y: 0))
        by.duration = 1
        box.add(by, forKey: "by")
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 40, height: 40))
        grow.duration = 1
        box.add(grow, forKey: "grow")
        host.advance(by: 0.5)
        #expect(Self.close(box.presentation()?.position, CGPoint(x: 30, y: 10)))
        #expect(abs((box.presentation()?.bounds.width ?? 0) - 30) < 1e-6 && abs((box.presentation()?.bounds.height ?? 0) - 30) < 1e-6)
    }

    @Test func keyframesOfTransformBoxesInterpolate() {
        let (host, box) = Self.scene()
        box.position = CGPoint(x: 50, y: 50)
        let k = CAKeyframeAnimation(keyPath: "transform")
        k.values = [NSValue(caTransform3D: CATransform3DIdentity),
                    NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)),
                    NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))]
        k.duration = 1
        box.add(k, forKey: "scale")
        host.advance(by: 0.5)
        #expect(abs((box.presentation()?.transform.m11 ?? 0) - 2) < 1e-9)
        // 40×40 around (50, 50): red at 32, white at 28.
        #expect(Self.isRed(host, 32, 50) && !Self.isRed(host, 28, 50))
        host.advance(by: 0.25)
        #expect(abs((box.presentation()?.transform.m11 ?? 0) - 2.5) < 1e-9)
        box.removeAllAnimations()
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = NSValue(cgAffineTransform: .identity)
        a.toValue = NSValue(cgAffineTransform: CGAffineTransform(translationX: 20, y: 0))
        a.duration = 1
        box.add(a, forKey: "slide")
        host.advance(by: 0.5)
        #expect(abs((box.presentation()?.affineTransform().tx ?? 0) - 10) < 1e-6)
    }

    @Test func setValueImplicitActionsAndTransactionsTakeBoxes() {
        let (host, box) = Self.scene()
        box.setValue(NSValue(cgPoint: CGPoint(x: 60, y: 60)), forKey: "position")
        #expect(box.position == CGPoint(x: 60, y: 60))
        box.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "transform")
        #expect(box.transform.m11 == 2)
        box.setValue(NSNumber(value: 0.5), forKey: "opacity")
        #expect(box.opacity == 0.5)
        box.setValue(NSNumber(value: true), forKey: "hidden")
        #expect(box.isHidden)
        box.isHidden = false
        host.advance(by: 1)
        // An implicit animation whose action supplies boxed values.
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
        move.duration = 1
        box.actions = ["position": move]
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: 2.0), forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 2)
        box.position = CGPoint(x: 90, y: 10)
        CATransaction.commit()
        host.advance(by: 0.5)
        #expect(Self.close(box.presentation()?.position, CGPoint(x: 50, y: 10)))
        CATransaction.setValue(NSNumber(value: true), forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        CATransaction.setValue(NSNumber(value: false), forKey: kCATransactionDisableActions)
    }
}
