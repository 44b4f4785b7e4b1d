//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit
import UIKitTesting

/// Draws a stripe whose place moves with `step`: with `clearsContextBeforeDrawing` false the
/// stripes of earlier draws stay.
@MainActor private final class StripeView: UIView {
    var step = 0
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: CGFloat(step) * 20, y: 0, width: 10, height: bounds.height))
    }
}

@MainActor private final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

/// Where UIKit behaviour needs the layer underneath: redrawing without clearing, layout after a
/// resize made through the layer, repaints after a layer-effect property changes on screen.
@MainActor @Suite struct UIViewBackingLayerTests {
    private func isRed(_ image: CGImage, _ x: CGFloat) -> Bool {
        ControlTestSupport.pixel(image, CGPoint(x: x, y: 10), is: 0xFF0000, tol: 8)
    }

    @Test(arguments: [true, false])
    func clearsContextBeforeDrawing(_ clears: Bool) {
        let root = ControlTestSupport.root(CGSize(width: 100, height: 20))
        let v = StripeView(frame: root.bounds)
        v.isOpaque = false
        v.clearsContextBeforeDrawing = clears
        root.addSubview(v)
        let host = UIKitTestHost(view: root)
        #expect(isRed(host.render(), 5))
        v.step = 2
        v.setNeedsDisplay()
        let after = host.render()
        #expect(isRed(after, 45))
        // The first stripe stays only when the context was not cleared.
        #expect(isRed(after, 5) == !clears)
        #expect(v.clearsContextBeforeDrawing == clears)
    }

    @Test func resizingAViewThroughItsLayerLaysOutTheSuperview() {
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        let before = parent.layouts
        child.layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
        parent.layoutIfNeeded()
        #expect(parent.layouts == before + 1)
        child.layer.position = CGPoint(x: 100, y: 100)   // a move alone
        parent.layoutIfNeeded()
        #expect(parent.layouts == before + 1)
        // Plain layers (no view) keep Core Animation's rule: only the resized layer lays out.
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        a.layoutIfNeeded()
        b.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.needsLayout())
        #expect(b.needsLayout())
    }

    @Test func layerEffectChangesRepaintWhatIsOnScreen() {
        let root = ControlTestSupport.root(CGSize(width: 40, height: 40))
        let host = UIKitTestHost(view: root)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.layer.contents = image.cgImage
        root.addSubview(v)
        host.headless.mirrorsPresents = true
        host.advanceFrames(1)
        // Linear filtering blends red into blue near the middle; nearest keeps a hard edge.
        let blended = ControlTestSupport.pixel(host.headless.presentedImage()!, CGPoint(x: 19, y: 10))
        #expect(blended.b > 20 && blended.r > 20)
        v.layer.magnificationFilter = .nearest
        #expect(v.layer.magnificationFilter == .nearest)
        host.advanceFrames(1)
        let sharp = ControlTestSupport.pixel(host.headless.presentedImage()!, CGPoint(x: 19, y: 10))
        #expect(sharp.r > 240 && sharp.b < 10)
    }
}
