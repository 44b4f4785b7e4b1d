//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore
import UIKitTesting

/// A view whose layer fades implicitly, iOS style: it answers its layer's action search.
private final class FadingView: UIView {
    override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard event == "opacity" else { return super.action(for: layer, forKey: event) }
        let fade = CABasicAnimation(keyPath: event)
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        return fade
    }
}

/// Places a sublayer in the layer's layout pass and counts the passes.
private final class GaugeView: UIView {
    let bar = CALayer()
    var layerLayouts = 0, subviewLayouts = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.backgroundColor = UIColor.green.cgColor
        layer.addSublayer(bar)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        layerLayouts += 1
        bar.frame = CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        subviewLayouts += 1
    }
}

/// Draws through the layer-delegate method instead of `draw(_:)`.
private final class LayerDrawingView: UIView {
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(layer.bounds)
    }
}

/// Sets its layer's contents itself.
private final class ContentsView: UIView {
    var displays = 0
    override func display(_ layer: CALayer) {
        displays += 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            UIColor.magenta.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        layer.contents = image.cgImage
    }
}

/// A responder view, like a text field.
private final class FieldView: UIView {
    var refuses = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refuses }
}

private final class NibView: UIView {
    var awoke = false, prepared = false
    override func awakeFromNib() { super.awakeFromNib(); awoke = true }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder(); prepared = true }
}

@MainActor @Suite(.serialized) struct UIViewLayerDelegateTests {

    func host(_ views: UIView...) -> UIKitTestHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        for v in views { root.addSubview(v) }
        return UIKitTestHost(view: root)
    }

    func pixel(_ host: UIKitTestHost, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let p = host.render().pixel(x: x, y: y)!
        return (p.r, p.g, p.b)
    }

    @Test func anOverriddenActionAnimatesAChangeOutsideAnimationBlocks() {
        let fading = FadingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let plain = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        let h = host(fading, plain)
        fading.alpha = 0
        plain.alpha = 0
        #expect(fading.alpha == 0)
        #expect(fading.layer.animation(forKey: "opacity") != nil)
        #expect(plain.layer.animationKeys() == nil)       // UIView itself never animates implicitly
        h.advance(by: 0.5)
        #expect(abs(fading.layer.presentation()!.opacity - 0.5) < 0.02)
        h.advance(by: 0.6)
        #expect(fading.layer.animationKeys() == nil)
        // Other keys still go through UIView's answer: no animation outside blocks.
        fading.center = CGPoint(x: 30, y: 30)
        #expect(fading.layer.animationKeys() == nil)
    }

    @Test func layoutSublayersOverrideRunsInTheLayoutPassAndSuperLaysOutSubviews() {
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let h = host(gauge)
        #expect(gauge.layerLayouts >= 1 && gauge.subviewLayouts == gauge.layerLayouts)
        #expect(gauge.bar.frame.width == 50)
        gauge.frame.size.width = 160
        h.advanceFrames(1)
        #expect(gauge.bar.frame.width == 80)
        #expect(gauge.subviewLayouts == gauge.layerLayouts)
        h.advance(by: 0.3)   // (a plain sublayer's frame change animates implicitly, as on iOS)
        let px = pixel(h, 70, 10)
        #expect(px.g > 100 && px.r < 60)
    }

    @Test func drawLayerInContextOverrideDraws() {
        let v = LayerDrawingView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let h = host(v)
        let px = pixel(h, 30, 30)
        #expect(px.b > 200 && px.r < 60 && px.g < 60)
    }

    @Test func displayOverrideSetsTheContents() {
        let v = ContentsView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let h = host(v)
        #expect(v.displays >= 1)
        let px = pixel(h, 30, 30)
        #expect(px.r > 200 && px.b > 200 && px.g < 60)
        let before = v.displays
        v.setNeedsDisplay()
        h.advanceFrames(1)
        #expect(v.displays == before + 1)
    }

    @Test func endEditingResignsTheFirstResponderInsideTheSubtree() {
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        form.addSubview(field)
        let elsewhere = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let h = host(form, elsewhere)
        #expect(field.becomeFirstResponder())
        #expect(elsewhere.endEditing(false) == false)     // not in that subtree
        #expect(field.isFirstResponder)
        #expect(form.endEditing(false))
        #expect(!field.isFirstResponder)

        #expect(field.becomeFirstResponder())
        field.refuses = true
        #expect(form.endEditing(false) == false)
        #expect(field.isFirstResponder)
        #expect(h.window.endEditing(true))                // forced
        #expect(!field.isFirstResponder)
        #expect(form.endEditing(true) == false)           // nothing left to resign
    }

    @Test func interfaceBuilderHooksCanBeOverriddenAndCalled() {
        let v = NibView()
        v.awakeFromNib()
        v.prepareForInterfaceBuilder()
        #expect(v.awoke && v.prepared)
        let vc = UIViewController()
        vc.awakeFromNib()   // a view controller is a responder too
    }
}
