//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import CoreGraphics

/// Text rendering scene written to /tmp/cg-text-scene.png for eyeballing.
@Suite struct TextSceneTests {
    @Test func renderTextScene() throws {
        let c = topLeft(320, 260, scale: 2)
        c.setFillColor(gray: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 320, height: 260))
        let body = TextAttributes(font: TextFont(size: 14))
        let text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."
        var y: CGFloat = 6
        for (mode, name) in [(TextLineBreakMode.truncateHead, "head"), (.truncateMiddle, "middle"), (.truncateTail, "tail"), (.clip, "clip")] {
            let label = TextLayout.make(text: name, attributes: TextAttributes(font: TextFont(size: 11), color: CGColor(gray: 0.5, alpha: 1)), width: nil)
            label.draw(in: c, rect: CGRect(x: 4, y: y + 2, width: 50, height: 20))
            let l = TextLayout.make(text: text, attributes: body, width: 200, maxLines: 1, lineBreakMode: mode)
            c.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 0.3)
            c.stroke(CGRect(x: 60, y: y, width: 200, height: l.size.height))
            l.draw(in: c, rect: CGRect(x: 60, y: y, width: 200, height: l.size.height))
            #expect(l.size.width <= 200)
            y += 24
        }
        for (al, name) in [(TextAlignment.left, "left"), (.center, "center"), (.right, "right"), (.justified, "justified")] {
            let l = TextLayout.make(text: "\(name): " + text, attributes: TextAttributes(font: TextFont(size: 10)), width: 150, maxLines: 2, lineBreakMode: .truncateTail, alignment: al)
            let col = CGFloat(["left", "center", "right", "justified"].firstIndex(of: name)! % 2) * 160
            let row = CGFloat(["left", "center", "right", "justified"].firstIndex(of: name)! / 2) * 34
            c.stroke(CGRect(x: 5 + col, y: y + row, width: 150, height: l.size.height))
            l.draw(in: c, rect: CGRect(x: 5 + col, y: y + row, width: 150, height: 40))
        }
        y += 72
        let weights: [CGFloat] = [-0.8, -0.4, 0, 0.3, 0.4, 0.62]
        var x: CGFloat = 5
        for w in weights {
            let l = TextLayout.make(text: "Wg", attributes: TextAttributes(font: TextFont(size: 20, weight: w)), width: nil)
            l.draw(in: c, rect: CGRect(x: x, y: y, width: 60, height: 30))
            x += l.size.width + 8
        }
        let it = TextLayout.make(text: "Italic serif", attributes: TextAttributes(font: TextFont(family: "DejaVu Serif", size: 18, italic: true)), width: nil)
        it.draw(in: c, rect: CGRect(x: x + 4, y: y, width: 200, height: 30))
        y += 34
        let rtl = TextLayout.make(text: "שלום עולם", attributes: TextAttributes(font: TextFont(size: 16)), width: 310, rightToLeft: true)
        rtl.draw(in: c, rect: CGRect(x: 5, y: y, width: 310, height: 24))
        y += 26
        c.setAlpha(0.4)
        TextLayout.make(text: "40% alpha text ✓ émoji-free ünïcödé", attributes: TextAttributes(font: TextFont(size: 16), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), width: nil)
            .draw(in: c, rect: CGRect(x: 5, y: y, width: 310, height: 24))
        let img = c.makeImage()!
        try img.pngData()!.write(to: URL(fileURLWithPath: "/tmp/cg-text-scene.png"))
    }
}
