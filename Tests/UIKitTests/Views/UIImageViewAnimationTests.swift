//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore
import UIKitTesting

/// `UIImageView` frame animation on the media clock, driven by the test host's clock.
@MainActor @Suite(.serialized) struct UIImageViewAnimationTests {
    func solid(_ c: UIColor) -> UIImage {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: f).image { ctx in
            c.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    /// The colour shown at the centre of the image view: "r", "g", "b", "w" (white) or "-" (nothing).
    func shown(_ iv: UIImageView) -> String {
        CATransaction.flush()
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let img = UIGraphicsImageRenderer(size: iv.bounds.size, format: f).image { ctx in iv.layer.render(in: ctx.cgContext) }
        guard let p = img.cgImage?.pixel(x: 2, y: 2), p.a > 0 else { return "-" }
        if p.r == 255 && p.g == 255 && p.b == 255 { return "w" }
        return p.r == 255 ? "r" : p.g > 0 ? "g" : p.b == 255 ? "b" : "?"
    }

    func setUp() -> (UIKitTestHost, UIImageView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let h = UIKitTestHost(view: root)
        let iv = UIImageView(image: solid(.white))
        iv.animationImages = [solid(.red), solid(.green), solid(.blue)]
        root.addSubview(iv)
        return (h, iv)
    }

    @Test func defaultsDoNothingUntilStarted() {
        let iv = UIImageView()
        #expect(!iv.isAnimating && iv.animationDuration == 0 && iv.animationRepeatCount == 0)
        iv.startAnimating()   // no images: nothing to animate
        #expect(!iv.isAnimating)
    }

    @Test func cyclesAtAThirtiethOfASecondPerImageByDefaultForever() {
        let (h, iv) = setUp(); defer { h.invalidate() }
        #expect(shown(iv) == "w")
        iv.startAnimating()
        #expect(iv.isAnimating)
        var seen = [shown(iv)]
        for _ in 0..<6 { h.advance(by: 1.0 / 30); seen.append(shown(iv)) }
        #expect(seen == ["r", "g", "b", "r", "g", "b", "r"])
        #expect(iv.isAnimating)
        iv.stopAnimating()
        #expect(!iv.isAnimating)
        #expect(shown(iv) == "w")
    }

    @Test func durationAndRepeatCountEndTheAnimation() {
        let (h, iv) = setUp(); defer { h.invalidate() }
        iv.animationDuration = 0.3      // 0.1 s per image
        iv.animationRepeatCount = 2
        iv.startAnimating()
        h.advance(by: 0.15)
        #expect(shown(iv) == "g")
        h.advance(by: 0.1)
        #expect(shown(iv) == "b")
        h.advance(by: 0.1)
        #expect(shown(iv) == "r")        // second cycle
        #expect(iv.isAnimating)
        h.advance(by: 0.3)               // 0.65 s: both cycles are over
        #expect(!iv.isAnimating)
        #expect(shown(iv) == "w")
    }

    @Test func highlightedImagesAreUsedWhileHighlighted() {
        let (h, iv) = setUp(); defer { h.invalidate() }
        iv.highlightedAnimationImages = [solid(.blue)]
        iv.isHighlighted = true
        iv.startAnimating()
        #expect(shown(iv) == "b")
        h.advance(by: 1.0 / 30)
        #expect(shown(iv) == "b")
        iv.animationImages = nil
        #expect(iv.isAnimating)          // the highlighted frames still run
        iv.highlightedAnimationImages = nil
        #expect(!iv.isAnimating)
    }
}
