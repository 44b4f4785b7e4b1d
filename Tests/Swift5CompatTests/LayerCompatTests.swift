//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit
import Testing
import UIKitTesting

// iOS-style layer code in Swift 5 mode, as apps write it (nothing annotated @MainActor): a layer
// subclass with iOS's three initialisers and a custom animatable property that animates through
// its own action, a view using it as its layer class, and animations built from NSValue boxes.

class ProgressBarLayer: CALayer {
    // On iOS: `@NSManaged var progress: CGFloat`. The one-line change: the key-value form.
    var progress: CGFloat {
        get { return value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    var barColor: UIColor = .red

    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressBarLayer {
            barColor = other.barColor
        }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "progress" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == "progress" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.progress ?? progress
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }
        return super.action(forKey: event)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(barColor.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

class ProgressView: UIView {
    override class var layerClass: AnyClass {
        return ProgressBarLayer.self
    }
    var progressLayer: ProgressBarLayer {
        return layer as! ProgressBarLayer
    }
}

func makeBounce(to point: CGPoint) -> CAAnimationGroup {
    let move = CABasicAnimation(keyPath: "position")
    move.toValue = NSValue(cgPoint: point)
    let pulse = CAKeyframeAnimation(keyPath: "transform")
    pulse.values = [NSValue(caTransform3D: CATransform3DIdentity),
                    NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)),
                    NSValue(caTransform3D: CATransform3DIdentity)]
    let group = CAAnimationGroup()
    group.animations = [move, pulse]
    group.duration = 1
    group.fillMode = .forwards
    group.isRemovedOnCompletion = false
    return group
}

func pixelIsRed(_ host: UIKitTestHost, _ x: Int, _ y: Int) -> Bool {
    guard let p = host.render().pixel(x: x, y: y) else { return false }
    return p.r > 200 && p.g < 60 && p.b < 60
}

// The suite runs on the main actor, as XCTest runs iOS tests on the main thread (Swift Testing
// would otherwise run it beside the other suites).
@MainActor @Suite(.serialized) struct LayerCompatTests {
    @Test func customAnimatablePropertyAnimatesAndRedrawsEveryFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        root.backgroundColor = .white
        let bar = ProgressView(frame: root.bounds)
        root.addSubview(bar)
        let host = UIKitTestHost(view: root)
        #expect(bar.layer is ProgressBarLayer)
        bar.progressLayer.progress = 1
        host.advance(by: 0.5)
        let shown = bar.progressLayer.presentation()
        #expect(abs((shown?.progress ?? 0) - 0.5) < 1e-6)
        #expect(shown?.barColor == .red)
        #expect(pixelIsRed(host, 45, 10) && !pixelIsRed(host, 55, 10))
        host.advance(by: 0.6)
        #expect(pixelIsRed(host, 95, 10))
        // A change animates from what is on screen (the action reads presentation()).
        bar.progressLayer.progress = 0
        host.advance(by: 0.25)
        #expect(abs((bar.progressLayer.presentation()?.progress ?? 0) - 0.75) < 1e-6)
    }

    @Test func nsValueAnimationsAndAHeldGroup() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.red.cgColor
        root.layer.addSublayer(dot)
        let host = UIKitTestHost(view: root)
        dot.add(makeBounce(to: CGPoint(x: 85, y: 45)), forKey: "bounce")
        host.advance(by: 0.5)
        let mid = dot.presentation()
        #expect(abs((mid?.position.x ?? 0) - 45) < 1e-6 && abs((mid?.position.y ?? 0) - 25) < 1e-6)
        #expect(abs((mid?.transform.m11 ?? 0) - 2) < 1e-6)
        host.advance(by: 1)
        #expect(dot.presentation()?.position == CGPoint(x: 85, y: 45))
        #expect(pixelIsRed(host, 85, 45) && !pixelIsRed(host, 5, 5))
        let boxed = NSValue(cgRect: dot.frame)
        #expect(boxed.cgRectValue == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
