//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting
@testable import QuartzCore

/// A layer with iOS's custom animatable property, in the key-value form that replaces
/// `@NSManaged var angle: CGFloat`: it draws a red bar `angle` points wide.
final class BarLayer: CALayer {
    var angle: CGFloat {
        get { value(forKey: "angle") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "angle") }
    }
    /// A stored property: copied to presentation layers by `init(layer:)`.
    var barColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor

    override init() { super.init() }
    override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? BarLayer { barColor = l.barColor }
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "angle" || super.needsDisplay(forKey: key)
    }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(barColor)
        ctx.fill(CGRect(x: 0, y: 0, width: angle, height: bounds.height))
    }
}

/// `BarLayer` whose `angle` changes animate implicitly (iOS: `defaultAction(forKey:)`), with a
/// default value of 10.
final class ImplicitBarLayer: CALayer {
    var angle: CGFloat {
        get { value(forKey: "angle") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "angle") }
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "angle" || super.needsDisplay(forKey: key) }
    override class func defaultValue(forKey key: String) -> Any? { key == "angle" ? CGFloat(10) : super.defaultValue(forKey: key) }
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard event == "angle" else { return super.defaultAction(forKey: event) }
        let a = CABasicAnimation(keyPath: event)
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: angle, height: bounds.height))
    }
}

/// A view whose layer is a `BarLayer` (`layerClass`).
final class BarView: UIView {
    override class var layerClass: AnyClass { BarLayer.self }
}

@MainActor @Suite(.serialized) struct CustomAnimatablePropertyTests {
    /// A white 100×20 view holding `layer` over its whole bounds, hosted.
    static func host(_ layer: CALayer) -> UIKitTestHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        root.backgroundColor = .white
        layer.frame = root.bounds
        root.layer.addSublayer(layer)
        return UIKitTestHost(view: root)
    }
    /// Whether the pixel at x (mid-height) is the bar's colour rather than the white background.
    static func isBar(_ host: UIKitTestHost, _ x: Int) -> Bool {
        guard let p = host.render().pixel(x: x, y: 10) else { return false }
        return p.g < 60 && (p.r > 200 || p.b > 200)
    }
    static func linear(_ key: String, from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: key)
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    @Test func arbitraryKeysAreStoredAndRead() {
        let l = CALayer()
        #expect(l.value(forKey: "angle") == nil)
        l.setValue(CGFloat(3), forKey: "angle")
        #expect(l.value(forKey: "angle") as? CGFloat == 3)
        l.setValue("x", forKey: "label")
        #expect(l.value(forKey: "label") as? String == "x")
        l.setValue(nil, forKey: "label")
        #expect(l.value(forKey: "label") == nil)
        #expect(!UIKitLog.didLog("unknown key path angle"))
        // The class's default value until one is set.
        let i = ImplicitBarLayer()
        #expect(i.angle == 10)
        i.angle = 4
        #expect(i.angle == 4)
    }

    @Test func anAnimatedCustomPropertyRedrawsEveryFrameFromThePresentationLayer() {
        let bar = BarLayer()
        let host = Self.host(bar)
        #expect(!Self.isBar(host, 2))
        bar.angle = 100   // the model's final value (no implicit animation for a custom key)
        bar.add(Self.linear("angle", from: CGFloat(0), to: CGFloat(100)), forKey: "grow")
        host.advance(by: 0.5)
        #expect(abs((bar.presentation()?.angle ?? 0) - 50) < 1e-6)
        #expect(Self.isBar(host, 45) && !Self.isBar(host, 55))
        let draws = bar._displayCount
        host.advanceFrames(3)
        #expect(bar._displayCount == draws + 3)            // one redraw per frame
        host.advance(by: 0.3)                               // t = 0.85
        #expect(Self.isBar(host, 80) && !Self.isBar(host, 90))
        host.advance(by: 0.5)                               // ended: the model value
        #expect(bar.animation(forKey: "grow") == nil)
        #expect(Self.isBar(host, 95))
        let after = bar._displayCount
        host.advanceFrames(3)
        #expect(bar._displayCount == after)                 // no redraws once it ended
        #expect(host.runUntilIdle())
    }

    @Test func theModelValueRedrawsWhenTheClassAsksForIt() {
        let bar = BarLayer()
        let host = Self.host(bar)
        bar.angle = 30
        host.advanceFrames(1)
        #expect(Self.isBar(host, 25) && !Self.isBar(host, 35))
        bar.setValue(CGFloat(70), forKeyPath: "angle")
        host.advanceFrames(1)
        #expect(Self.isBar(host, 65) && !Self.isBar(host, 75))
    }

    @Test func presentationLayersAreMadeByTheSubclassesInitLayer() {
        let bar = BarLayer()
        let host = Self.host(bar)
        bar.barColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        bar.angle = 100
        bar.add(Self.linear("angle", from: 0, to: 100), forKey: "grow")
        host.advance(by: 0.25)
        let p = bar.presentation()
        #expect(p != nil && p !== bar)
        #expect(p?.barColor.blue == 1)                      // copied by init(layer:)
        #expect(p?.model() === bar)
        #expect(abs((p?.angle ?? 0) - 25) < 1e-6)           // Int values, read back as CGFloat
        guard let px = host.render().pixel(x: 20, y: 10) else { Issue.record("no pixel"); return }
        #expect(px.b > 200 && px.r < 60)                   // drawn in the copied colour
    }

    @Test func numbersOfAnyKindAndNSValuesInterpolate() {
        let bar = BarLayer()
        let host = Self.host(bar)
        bar.angle = 100
        bar.add(Self.linear("angle", from: NSNumber(value: 20), to: 60.0), forKey: "grow")
        host.advance(by: 0.5)
        #expect(abs((bar.presentation()?.angle ?? 0) - 40) < 1e-6)
        bar.removeAllAnimations()
        bar.setValue(NSValue(cgPoint: CGPoint(x: 0, y: 0)), forKey: "tip")
        bar.add(Self.linear("tip", from: NSValue(cgPoint: .zero), to: NSValue(cgPoint: CGPoint(x: 10, y: 20))), forKey: "tip")
        host.advance(by: 0.5)
        let tip = bar.presentation()?.value(forKey: "tip") as? CGPoint
        #expect(abs((tip?.x ?? 0) - 5) < 1e-6 && abs((tip?.y ?? 0) - 10) < 1e-6)
    }

    @Test func defaultActionForACustomKeyAnimatesItsChanges() {
        let bar = ImplicitBarLayer()
        let host = Self.host(bar)
        bar.setNeedsDisplay()      // a layer draws once asked to, as on iOS
        host.advanceFrames(1)
        #expect(Self.isBar(host, 5) && !Self.isBar(host, 15))   // the default value, 10
        bar.angle = 90
        #expect(bar.animation(forKey: "angle") != nil)
        host.advance(by: 0.5)
        #expect(abs((bar.presentation()?.angle ?? 0) - 50) < 1e-6)
        #expect(Self.isBar(host, 45) && !Self.isBar(host, 55))
        host.advance(by: 0.6)
        #expect(Self.isBar(host, 85))
        // `actions` and a transaction with actions disabled, as for built-in keys.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        bar.angle = 20
        CATransaction.commit()
        #expect(bar.animation(forKey: "angle") == nil)
        bar.actions = ["angle": NSNull()]
        bar.angle = 40
        #expect(bar.animation(forKey: "angle") == nil)
    }

    @Test func aLayerClassWithIOSInitialisersBacksAView() {
        let v = BarView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(v.layer is BarLayer)
        let coded = BarLayer(coder: NSCoder())
        #expect(coded != nil && coded?.angle == 0 && coded?.bounds == .zero)
    }
}
