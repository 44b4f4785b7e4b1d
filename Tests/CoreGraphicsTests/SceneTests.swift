//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import CoreGraphics

/// Renders a scene exercising most of the API and writes it to /tmp for eyeballing; asserts a
/// few landmarks so it also guards against regressions.
@Suite struct SceneTests {
    @Test func renderScene() throws {
        let c = topLeft(400, 300, scale: 2)
        c.setFillColor(gray: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 400, height: 300))

        // Vertical gradient: red at the top to blue at the bottom.
        let g = CGGradient(colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)], locations: nil)!
        c.saveGState()
        c.clip(to: CGRect(x: 10, y: 10, width: 100, height: 100))
        c.drawLinearGradient(g, start: CGPoint(x: 0, y: 10), end: CGPoint(x: 0, y: 110), options: [])
        c.restoreGState()

        // Radial gradient in a circle.
        c.saveGState()
        c.addEllipse(in: CGRect(x: 130, y: 10, width: 100, height: 100))
        c.clip()
        let rg = CGGradient(colors: [.white, CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)], locations: [0, 1])!
        c.drawRadialGradient(rg, startCenter: CGPoint(x: 165, y: 45), startRadius: 0, endCenter: CGPoint(x: 180, y: 60), endRadius: 50, options: [.drawsAfterEndLocation])
        c.restoreGState()

        // Rounded rect with a blurred shadow, stroked.
        c.saveGState()
        c.setShadow(offset: CGSize(width: 4, height: 6), blur: 8, color: CGColor(gray: 0, alpha: 0.6))
        c.setFillColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        c.addPath(CGPath(roundedRect: CGRect(x: 250, y: 15, width: 130, height: 80), cornerWidth: 16, cornerHeight: 16, transform: nil))
        c.fillPath()
        c.restoreGState()
        c.setStrokeColor(red: 0.4, green: 0.2, blue: 0, alpha: 1)
        c.setLineWidth(2)
        c.addPath(CGPath(roundedRect: CGRect(x: 250, y: 15, width: 130, height: 80), cornerWidth: 16, cornerHeight: 16, transform: nil))
        c.strokePath()

        // A pie wedge: clockwise: true from 0 to -π/2 in Quartz terms decreases the angle → up on screen.
        c.setFillColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        c.move(to: CGPoint(x: 60, y: 180))
        c.addArc(center: CGPoint(x: 60, y: 180), radius: 45, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
        c.closePath()
        c.fillPath()

        // Dashed star, even-odd fill.
        let star = CGMutablePath()
        for i in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: 180 + 45 * cos(a), y: 180 + 45 * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        c.addPath(star)
        c.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        c.setLineDash(phase: 0, lengths: [6, 3])
        c.setStrokeColor(gray: 0, alpha: 1)
        c.drawPath(using: .eoFillStroke)
        c.setLineDash(phase: 0, lengths: [])

        // Multiply blend over half of the star.
        c.saveGState()
        c.setBlendMode(.multiply)
        c.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        c.fill(CGRect(x: 180, y: 130, width: 50, height: 100))
        c.restoreGState()

        // Text: wrapped, truncated, coloured runs.
        let attrs = TextAttributes(font: TextFont(size: 13), color: .black)
        let text = "Wrapped text in a 140-point column, truncated with an ellipsis after three lines of text."
        let t = TextLayout.make(text: text, attributes: attrs, width: 140, maxLines: 3, lineBreakMode: .truncateTail)
        c.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 0.4)
        c.setLineWidth(1)
        c.stroke(CGRect(x: 250, y: 120, width: 140, height: t.size.height))
        t.draw(in: c, rect: CGRect(x: 250, y: 120, width: 140, height: 100))
        let runs = TextLayout.make(text: "Bold red, underlined, struck", runs: [
            TextRun(range: 0..<8, attributes: TextAttributes(font: TextFont(size: 15, weight: 0.4), color: CGColor(red: 0.8, green: 0, blue: 0, alpha: 1))),
            TextRun(range: 10..<20, attributes: TextAttributes(font: TextFont(size: 15), underline: true)),
            TextRun(range: 22..<28, attributes: TextAttributes(font: TextFont(size: 15, italic: true), strikethrough: true, backgroundColor: CGColor(red: 1, green: 1, blue: 0, alpha: 1))),
        ], width: nil)
        runs.draw(in: c, rect: CGRect(x: 10, y: 250, width: 380, height: 30))
        c.saveGState()
        c.setShadow(offset: CGSize(width: 1, height: 2), blur: 2)
        TextLayout.make(text: "Centred mono, shadowed", attributes: TextAttributes(font: TextFont(size: 14, monospaced: true)), width: nil, alignment: .center)
            .draw(in: c, rect: CGRect(x: 0, y: 272, width: 400, height: 20))
        c.restoreGState()

        let img = c.makeImage()!
        try img.pngData()!.write(to: URL(fileURLWithPath: "/tmp/cg-scene.png"))
        // Gradient orientation: red at the top, blue at the bottom of the square.
        #expect(img.px(120, 22).r > 230 && img.px(120, 22).b < 30)
        #expect(img.px(120, 216).b > 230 && img.px(120, 216).r < 30)
        // Wedge is above the centre (screen up), not below.
        #expect(img.px(140, 300) == RGBA(128, 0, 128, 255))
        #expect(img.px(140, 400) == RGBA(255, 255, 255, 255))
        // Shadow below/right of the rounded rect.
        let sh = img.px(766, 120)
        #expect(sh.r < 200 && sh.r == sh.b)
        // Truncated text fits its column.
        #expect(t.size.width <= 140 && t.lineCount == 3)
    }
}
