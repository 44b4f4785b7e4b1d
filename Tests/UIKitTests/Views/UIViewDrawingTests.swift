//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor final class CountingDrawView: UIView {
    var draws = 0
    var sawContext = false
    override func draw(_ rect: CGRect) {
        draws += 1
        sawContext = UIGraphicsGetCurrentContext() != nil
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

@MainActor final class SuperCallingDrawView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        draws += 1
        UIColor.green.setFill()
        UIRectFill(bounds)
    }
}

@MainActor final class PlainSubclassView: UIView {}

/// Overrides `draw(_:)` without calling super and paints only once `on` is set.
@MainActor final class LateDrawingView: UIView {
    var on = false
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        guard on else { return }
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

/// Calls super, then paints only once `on` is set.
@MainActor final class LateSuperCallingView: UIView {
    var on = false
    var draws = 0
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        draws += 1
        guard on else { return }
        UIColor.blue.setFill()
        UIRectFill(bounds)
    }
}

/// A subclass of a subclass that draws: it inherits the override.
@MainActor final class InheritedDrawView: UIView {}

@MainActor @Suite(.serialized) struct UIViewDrawingTests {
    @Test func plainViewsNeverDisplay() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.backgroundColor = .red
        CATransaction.flush()
        #expect(v.layer._displayCount == 0)
        v.frame.size = CGSize(width: 60, height: 60)
        CATransaction.flush()
        #expect(v.layer._displayCount == 0)
    }

    @Test func drawingViewDrawsOnceAndOnlyWhenNeeded() {
        let v = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        CATransaction.flush()
        #expect(v.draws == 1)
        #expect(v.sawContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
        CATransaction.flush()
        #expect(v.draws == 1)
        v.setNeedsDisplay(); v.setNeedsDisplay()
        CATransaction.flush()
        #expect(v.draws == 2)
        #expect(v.layer._displayCount == 2)
        // Moving or resizing does not redraw unless contentMode is .redraw.
        v.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        CATransaction.flush()
        #expect(v.draws == 2)
        v.contentMode = .redraw
        v.frame.size = CGSize(width: 40, height: 40)
        CATransaction.flush()
        #expect(v.draws == 3)
    }

    @Test func overrideCallingSuperStillDraws() {
        let v = SuperCallingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        #expect(v.draws == 1)
        let v2 = SuperCallingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        #expect(v2.draws == 1)
        #expect(v2.layer._delegateDraws)
    }

    @Test func plainSubclassIsLearntAsNonDrawing() {
        let a = PlainSubclassView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        _ = a
        let b = PlainSubclassView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        #expect(b.layer._displayCount == 0)
        #expect(!b.layer._delegateDraws)
    }

    // Draw-override detection learns from what the first draw does (the base `draw(_:)` reached
    // or not, ink or not), not from call depths, so these hold in release builds too.

    @Test func overrideNotCallingSuperIsDetectedEvenWhenItDrawsNothingAtFirst() {
        let a = LateDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        #expect(a.draws == 1)
        #expect(UIView._drawKindByClass[ObjectIdentifier(LateDrawingView.self)] == .draws)
        let b = LateDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.on = true
        CATransaction.flush()
        #expect(b.draws == 1)
        #expect(b.layer._delegateDraws)
        #expect(b.layer._displayCount == 1)
        let px = render(b).pixel(x: 5, y: 5)
        #expect(px?.r == 255 && px?.a == 255)
    }

    @Test func overrideCallingSuperThatDrawsNothingAtFirstStillDrawsWhenAsked() {
        let a = LateSuperCallingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        #expect(a.draws == 1)
        #expect(UIView._drawKindByClass[ObjectIdentifier(LateSuperCallingView.self)] == .probing)
        // The next view reads the probe's answer: no ink, so no display at creation.
        let b = LateSuperCallingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIView._drawKindByClass[ObjectIdentifier(LateSuperCallingView.self)] == .inherits)
        CATransaction.flush()
        #expect(b.draws == 0)
        // Asked to redraw in a drawing state, it draws and keeps what it drew.
        b.on = true
        b.setNeedsDisplay()
        CATransaction.flush()
        #expect(b.draws == 1)
        #expect(b.layer.drawsContent())
        let px = render(b).pixel(x: 5, y: 5)
        #expect(px?.b == 255 && px?.a == 255)
        _ = a
    }

    @Test func overrideCallingSuperThatDrawsMakesLaterViewsDrawAtCreation() {
        let a = SuperCallingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        let b = SuperCallingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIView._drawKindByClass[ObjectIdentifier(SuperCallingDrawView.self)] == .draws)
        CATransaction.flush()
        #expect(b.draws == 1)
        #expect(b.layer._delegateDraws)
        _ = a
    }

    @Test func plainSubclassDoesNotDisplayButSetNeedsDisplayIsHarmless() {
        let a = InheritedDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        let b = InheritedDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.backgroundColor = .green
        CATransaction.flush()
        #expect(b.layer._displayCount == 0)
        b.setNeedsDisplay()
        CATransaction.flush()
        #expect(!b.layer.drawsContent())
        let px = render(b).pixel(x: 5, y: 5)
        #expect(px?.g == 255 && px?.r == 0)
        _ = a
    }

    private func render(_ v: UIView) -> CGImage {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        return UIGraphicsImageRenderer(size: v.bounds.size, format: f).image { ctx in v.layer.render(in: ctx.cgContext) }.cgImage!
    }

    @Test func renderedViewShowsDrawnContentAndBackground() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .blue
        let d = CountingDrawView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        root.addSubview(d)
        CATransaction.flush()
        let img = UIGraphicsImageRenderer(size: root.bounds.size, format: { let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f }()).image { ctx in
            root.layer.render(in: ctx.cgContext)
        }
        let cg = img.cgImage!
        let left = cg.pixel(x: 5, y: 10)!, right = cg.pixel(x: 30, y: 10)!
        #expect(left.b == 255 && left.r == 0)
        #expect(right.r == 255 && right.b == 0)
    }
}

@MainActor @Suite struct UIViewSnapshotTests {
    @Test func snapshotViewShowsTheRendering() {
        let v = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
        v.backgroundColor = .green
        let snap = v.snapshotView(afterScreenUpdates: true) as? UIImageView
        #expect(snap?.frame == v.frame)
        let px = snap?.image?.cgImage?.pixel(x: 2, y: 2)
        #expect(px?.g == 255 && px?.r == 0)
        #expect(UIView().snapshotView(afterScreenUpdates: false) == nil)
    }
}
