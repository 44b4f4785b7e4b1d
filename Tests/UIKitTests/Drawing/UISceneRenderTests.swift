//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor final class StarView: UIView {
    override func draw(_ rect: CGRect) {
        let p = UIBezierPath()
        let c = CGPoint(x: bounds.midX, y: bounds.midY), r = min(bounds.width, bounds.height) / 2 - 4
        for i in 0..<10 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let rr = i % 2 == 0 ? r : r * 0.45
            let pt = CGPoint(x: c.x + cos(a) * rr, y: c.y + sin(a) * rr)
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.close()
        UIColor.systemYellow.setFill(); p.fill()
        UIColor.systemOrange.setStroke(); p.lineWidth = 2; p.stroke()
        let arc = UIBezierPath(arcCenter: CGPoint(x: 12, y: 12), radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
        UIColor.systemBlue.setStroke(); arc.lineWidth = 3; arc.stroke()
    }
}

@MainActor @Suite struct UISceneRenderTests {
    /// Renders a small scene to /tmp/uikit-scene.png (for a human to look at) and checks a few pixels.
    @Test func renderScene() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        root.backgroundColor = .systemGroupedBackground

        let card = UIView(frame: CGRect(x: 16, y: 16, width: 288, height: 96))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.separator.cgColor
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        root.addSubview(card)

        let title = UILabel(frame: CGRect(x: 16, y: 12, width: 256, height: 30))
        title.text = "UIKit for Linux"
        title.font = .preferredFont(forTextStyle: .title2)
        card.addSubview(title)
        let subtitle = UILabel(frame: CGRect(x: 16, y: 44, width: 256, height: 40))
        subtitle.text = "A label that is long enough to wrap onto a second line and then truncate"
        subtitle.numberOfLines = 2
        subtitle.font = .preferredFont(forTextStyle: .footnote)
        subtitle.textColor = .secondaryLabel
        card.addSubview(subtitle)

        // An image: red top half, blue bottom half → must appear upright.
        let f = UIGraphicsImageRendererFormat(); f.scale = 2
        let img = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: f).image { ctx in
            UIColor.systemRed.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            UIColor.systemBlue.setFill(); ctx.fill(CGRect(x: 0, y: 20, width: 40, height: 20))
        }
        let iv = UIImageView(image: img)
        iv.frame = CGRect(x: 24, y: 136, width: 80, height: 80)
        iv.contentMode = .scaleAspectFit
        iv.layer.cornerRadius = 40
        iv.clipsToBounds = true
        root.addSubview(iv)

        let star = StarView(frame: CGRect(x: 128, y: 128, width: 96, height: 96))
        star.backgroundColor = .clear
        star.isOpaque = false
        root.addSubview(star)

        let rotated = UILabel(frame: CGRect(x: 220, y: 160, width: 90, height: 24))
        rotated.text = "rotated"
        rotated.textAlignment = .center
        rotated.backgroundColor = .systemTeal
        rotated.transform = CGAffineTransform(rotationAngle: -.pi / 8)
        root.addSubview(rotated)

        root.layoutIfNeeded()
        CATransaction.flush()
        let rf = UIGraphicsImageRendererFormat(); rf.scale = 2
        let out = UIGraphicsImageRenderer(size: root.bounds.size, format: rf).image { ctx in
            root.layer.render(in: ctx.cgContext)
        }
        try out.pngData()?.write(to: URL(fileURLWithPath: "/tmp/uikit-scene.png"))
        let cg = try #require(out.cgImage)
        // Image upright: red above blue (in pixels at scale 2).
        let top = cg.pixel(x: 64 * 2, y: 150 * 2)!, bottom = cg.pixel(x: 64 * 2, y: 200 * 2)!
        #expect(top.r > 200 && top.b < 100)
        #expect(bottom.b > 200 && bottom.r < 100)
        // Rounded corner of the card shows the background, not white.
        let corner = cg.pixel(x: 17 * 2, y: 17 * 2)!
        #expect(!(corner.r == 255 && corner.g == 255 && corner.b == 255))
        // Star centre is yellow.
        let s = cg.pixel(x: 176 * 2, y: 176 * 2)!
        #expect(s.r > 200 && s.g > 150 && s.b < 100)
        // Title text drew dark pixels.
        var dark = 0
        for x in stride(from: 32 * 2, to: 200 * 2, by: 2) { for y in stride(from: 30 * 2, to: 56 * 2, by: 2) { if let p = cg.pixel(x: x, y: y), p.r < 80 { dark += 1 } } }
        #expect(dark > 20)
    }
}
