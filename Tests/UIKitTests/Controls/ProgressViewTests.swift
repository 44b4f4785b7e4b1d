//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// UIProgressView: styles and sizes, the pinned progress, the drawn fill and track (colours,
/// right-to-left, animation), an observed Foundation `Progress`, priorities and accessibility.
@MainActor @Suite(.serialized) struct ProgressViewTests {
    typealias S = ControlTestSupport

    /// A white root with `p` 200 pt wide at (20, 20).
    func host(_ p: UIProgressView, height: CGFloat = 4) -> UIKitTestHost {
        let root = S.root(CGSize(width: 240, height: 40))
        p.frame = CGRect(x: 20, y: 20, width: 200, height: height)
        root.addSubview(p)
        return UIKitTestHost(view: root)
    }

    @Test func stylesAndSizes() {
        #expect(UIProgressView.Style.default.rawValue == 0 && UIProgressView.Style.bar.rawValue == 1)
        let p = UIProgressView(progressViewStyle: .default)
        #expect(p.progressViewStyle == .default && p.progress == 0)
        #expect(p.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(p.frame.height == 4)
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.intrinsicContentSize.height == 2.5)
        p.progressViewStyle = .bar
        #expect(p.intrinsicContentSize.height == 2.5)
        #expect(p.progressTintColor == nil && p.trackTintColor == nil && p.progressImage == nil && p.observedProgress == nil)
        #expect(p.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(p.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }

    @Test func progressIsPinnedToZeroThroughOne() {
        let p = UIProgressView()
        p.progress = 1.5
        #expect(p.progress == 1)
        p.setProgress(-2, animated: false)
        #expect(p.progress == 0)
        p.progress = 0.3
        UIKitLog.clearRecentMessages()
        p.progress = .nan
        #expect(p.progress == 0.3)
        #expect(UIKitLog.didLog("UIProgressView.progress: NaN"))
    }

    @Test func drawsTheFillFromTheLeadingEdgeInTheTintColour() {
        let p = UIProgressView(progressViewStyle: .default)
        p.progress = 0.25
        let h = host(p)
        var img = h.render()
        #expect(S.pixel(img, CGPoint(x: 30, y: 22), is: 0x007AFF, tol: 12), "filled: systemBlue (the tint)")
        #expect(!S.pixel(img, CGPoint(x: 150, y: 22), is: 0x007AFF, tol: 60), "the track is not blue")
        #expect(!S.pixel(img, CGPoint(x: 150, y: 22), is: 0xFFFFFF, tol: 4), "the track is drawn (light grey)")
        #expect(S.pixel(img, CGPoint(x: 150, y: 10), is: 0xFFFFFF), "nothing outside the bounds")
        p.semanticContentAttribute = .forceRightToLeft
        h.advanceFrames(1)
        img = h.render()
        #expect(S.pixel(img, CGPoint(x: 210, y: 22), is: 0x007AFF, tol: 12), "right-to-left: filled from the right")
        #expect(!S.pixel(img, CGPoint(x: 30, y: 22), is: 0x007AFF, tol: 60))
    }

    @Test func tintColoursAndImages() {
        let p = UIProgressView()
        p.progress = 0.5
        p.progressTintColor = .systemRed
        p.trackTintColor = .systemGreen
        let h = host(p)
        var img = h.render()
        #expect(S.pixel(img, CGPoint(x: 60, y: 22), is: 0xFF3B30, tol: 12))
        #expect(S.pixel(img, CGPoint(x: 180, y: 22), is: 0x34C759, tol: 12))
        p.progressImage = S.solid(.systemPurple, size: CGSize(width: 4, height: 4))
        p.trackImage = S.solid(.systemOrange, size: CGSize(width: 4, height: 4))
        h.advanceFrames(1)
        img = h.render()
        #expect(S.pixel(img, CGPoint(x: 60, y: 22), is: 0xAF52DE, tol: 12))
        #expect(S.pixel(img, CGPoint(x: 180, y: 22), is: 0xFF9500, tol: 12))
        // The tint follows the view's tintColor while progressTintColor is nil.
        p.progressImage = nil
        p.progressTintColor = nil
        p.tintColor = .systemPink
        h.advanceFrames(1)
        #expect(S.pixel(h.render(), CGPoint(x: 60, y: 22), is: 0xFF2D55, tol: 12))
    }

    @Test func setProgressAnimatedMovesTheFillOverAQuarterSecond() {
        let p = UIProgressView()
        let h = host(p, height: 8)
        p.setProgress(1, animated: true)
        #expect(p.progress == 1, "the value changes at once")
        h.advanceFrames(3)
        #expect(!S.pixel(h.render(), CGPoint(x: 200, y: 24), is: 0x007AFF, tol: 30), "the fill is still on its way")
        h.advance(by: 0.3)
        #expect(S.pixel(h.render(), CGPoint(x: 200, y: 24), is: 0x007AFF, tol: 12))
        #expect(h.runUntilIdle(timeout: 1))
    }

    @Test func followsAnObservedProgressWhileInAWindow() {
        let p = UIProgressView()
        let work = Progress(totalUnitCount: 10)
        work.completedUnitCount = 2
        p.observedProgress = work
        #expect(abs(p.progress - 0.2) < 1e-6, "read at once")
        let h = host(p)
        work.completedUnitCount = 7
        h.advance(by: 0.2)
        #expect(abs(p.progress - 0.7) < 1e-6)
        #expect(S.pixel(h.render(), CGPoint(x: 150, y: 22), is: 0x007AFF, tol: 12))
        p.removeFromSuperview()
        #expect(h.runUntilIdle(timeout: 1), "out of a window: not read")
        h.rootView.addSubview(p)
        #expect(!h.runUntilIdle(timeout: 0.3))
        p.observedProgress = nil
        #expect(h.runUntilIdle(timeout: 1), "nothing observed: no timer")
    }

    @Test func accessibilityValueIsAPercentage() {
        let p = UIProgressView()
        p.progress = 0.42
        #expect(p.isAccessibilityElement)
        #expect(p.accessibilityValue == "42%")
        #expect(p.accessibilityTraits.contains(.updatesFrequently))
    }
}
