//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A forward-filled `CAAnimationGroup` (`fillMode = .forwards`, `isRemovedOnCompletion = false`)
/// holds its children's end values after it ends, although the children have no fill mode of
/// their own, as on iOS; children without a duration run for the group's duration.
@MainActor @Suite(.serialized) struct AnimationGroupFillTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor

    /// A 20×20 red layer at x 0…20 in a white 100×40 view, hosted.
    static func scene() -> (UIKitTestHost, CALayer) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.backgroundColor = .white
        let box = CALayer()
        box.frame = CGRect(x: 0, y: 10, width: 20, height: 20)
        box.backgroundColor = red
        root.layer.addSublayer(box)
        return (UIKitTestHost(view: root), box)
    }

    static func pixel(_ host: UIKitTestHost, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        guard let p = host.render().pixel(x: x, y: y) else { return (-1, -1, -1) }
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    static func group(_ children: [CAAnimation], duration: CFTimeInterval) -> CAAnimationGroup {
        let g = CAAnimationGroup()
        g.animations = children
        g.duration = duration
        g.fillMode = .forwards
        g.isRemovedOnCompletion = false
        return g
    }

    @Test func forwardFilledGroupHoldsItsChildrenAtTheirEndValues() {
        let (host, box) = Self.scene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 70
        move.duration = 0.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.5
        fade.duration = 0.5
        box.add(Self.group([move, fade], duration: 0.5), forKey: "slide")
        host.advance(by: 1)
        #expect(box.animation(forKey: "slide") != nil)
        let p = box.presentation()
        #expect(abs((p?.position.x ?? 0) - 70) < 1e-6)
        #expect(abs((p?.opacity ?? 0) - 0.5) < 1e-4)
        // Pixels: half-transparent red where the box ended, white where the model puts it.
        let held = Self.pixel(host, 70, 20)
        #expect(held.r > 240 && abs(held.g - 128) < 8 && abs(held.b - 128) < 8)
        let model = Self.pixel(host, 10, 20)
        #expect(model.r > 240 && model.g > 240 && model.b > 240)
    }

    @Test func childrenWithoutADurationRunForTheGroupsDuration() {
        let (host, box) = Self.scene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 90
        box.add(Self.group([move], duration: 1), forKey: "slide")
        host.advance(by: 0.5)
        #expect(abs((box.presentation()?.position.x ?? 0) - 50) < 1e-6)
        host.advance(by: 1)
        #expect(abs((box.presentation()?.position.x ?? 0) - 90) < 1e-6)
    }

    @Test func aChildEndingBeforeTheGroupIsHeldOnlyWithItsOwnFill() {
        let (host, box) = Self.scene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 70
        move.duration = 0.25
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.5
        fade.duration = 0.25
        fade.fillMode = .forwards
        box.add(Self.group([move, fade], duration: 0.5), forKey: "slide")
        host.advance(by: 1)
        let p = box.presentation()
        #expect(abs((p?.position.x ?? 0) - 10) < 1e-6)      // the model value: the move was not filled
        #expect(abs((p?.opacity ?? 0) - 0.5) < 1e-4)        // the fade was
    }
}
