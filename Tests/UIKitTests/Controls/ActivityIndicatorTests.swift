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

/// UIActivityIndicatorView: styles and sizes, showing and hiding, the stepped turn on the media
/// clock (only while animating in a window), colour, priorities and accessibility.
@MainActor @Suite(.serialized) struct ActivityIndicatorTests {
    typealias S = ControlTestSupport

    /// A white root with `spinner` at (20, 20).
    func host(_ spinner: UIActivityIndicatorView) -> UIKitTestHost {
        let root = S.root(CGSize(width: 80, height: 80))
        spinner.frame.origin = CGPoint(x: 20, y: 20)
        root.addSubview(spinner)
        return UIKitTestHost(view: root, scale: 2)
    }

    /// How many pixels of `a` and `b` differ (any channel by more than 8).
    func differingPixels(_ a: CGImage, _ b: CGImage) -> Int {
        var n = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y) else { continue }
                if abs(Int(p.r) - Int(q.r)) > 8 || abs(Int(p.g) - Int(q.g)) > 8 || abs(Int(p.b) - Int(q.b)) > 8 { n += 1 }
            }
        }
        return n
    }

    @Test func stylesHaveApplesRawValuesAndSizes() {
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
        #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(UIActivityIndicatorView.Style(rawValue: 0) != nil && UIActivityIndicatorView.Style(rawValue: 2) != nil)
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(large.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 37, height: 37))
        let plain = UIActivityIndicatorView()
        #expect(plain.style == .medium && plain.frame.size == .zero)
        plain.style = .large
        #expect(plain.intrinsicContentSize.width == 37)
        // The deprecated styles: whiteLarge is large, white and gray medium.
        #expect(UIActivityIndicatorView(style: UIActivityIndicatorView.Style(rawValue: 0)!).intrinsicContentSize.width == 37)
        #expect(UIActivityIndicatorView(style: UIActivityIndicatorView.Style(rawValue: 2)!).intrinsicContentSize.width == 20)
    }

    @Test func hiddenUntilStartedAndWhenStopped() {
        let s = UIActivityIndicatorView(style: .medium)
        #expect(s.hidesWhenStopped && !s.isAnimating && s.isHidden)
        s.startAnimating()
        #expect(s.isAnimating && !s.isHidden)
        s.stopAnimating()
        #expect(!s.isAnimating && s.isHidden)
        s.hidesWhenStopped = false
        #expect(!s.isHidden)
        s.startAnimating(); s.stopAnimating()
        #expect(!s.isHidden)
        s.hidesWhenStopped = true
        #expect(s.isHidden)
    }

    @Test func turnsOneSpokeAtATimeAFullTurnASecond() {
        let s = UIActivityIndicatorView(style: .large)
        let h = host(s)
        s.startAnimating()
        h.advanceFrames(1)
        let start = h.render()
        h.advance(by: 0.05)
        #expect(differingPixels(start, h.render()) == 0, "stepped: no movement between steps")
        h.advance(by: 0.1)
        let second = h.render()
        #expect(differingPixels(start, second) > 50, "one step on after 1/8 s")
        h.advance(by: 1 - 0.15)
        #expect(differingPixels(start, h.render()) == 0, "a full turn after 1 s")
        s.stopAnimating()
        #expect(h.runUntilIdle(timeout: 1))
    }

    @Test func runsNoTimerWhenStoppedOrOutOfAWindow() {
        let s = UIActivityIndicatorView(style: .medium)
        let h = host(s)
        #expect(h.runUntilIdle(timeout: 1), "a stopped spinner costs nothing")
        s.startAnimating()
        #expect(!h.runUntilIdle(timeout: 0.5), "animating: a step timer runs")
        s.removeFromSuperview()
        #expect(h.runUntilIdle(timeout: 1), "out of the window: no timer")
        #expect(s.isAnimating)
        h.rootView.addSubview(s)
        #expect(!h.runUntilIdle(timeout: 0.5))
        s.stopAnimating()
        #expect(h.runUntilIdle(timeout: 1))
    }

    @Test func drawsSpokesInItsColour() {
        let s = UIActivityIndicatorView(style: .large)
        s.hidesWhenStopped = false
        let h = host(s)
        func reddest(_ img: CGImage) -> Int {
            var best = 0
            for y in 40..<114 { for x in 40..<114 {
                if let p = img.pixel(x: x, y: y) { best = max(best, Int(p.r) - Int(p.g)) }
            } }
            return best
        }
        func darkest(_ img: CGImage) -> Int {
            var d = 255
            for y in 40..<114 { for x in 40..<114 { if let p = img.pixel(x: x, y: y) { d = min(d, Int(p.g)) } } }
            return d
        }
        #expect(s.color == UIColor.secondaryLabel)
        #expect(darkest(h.render()) < 180, "grey spokes are drawn when stopped and not hidden")
        #expect(reddest(h.render()) < 10)
        s.color = .systemRed
        h.advanceFrames(1)
        #expect(reddest(h.render()) > 150)
        s.color = nil
        #expect(s.color == UIColor.secondaryLabel)
        h.advanceFrames(1)
        #expect(reddest(h.render()) < 10)
        #expect(UIActivityIndicatorView(style: UIActivityIndicatorView.Style(rawValue: 1)!).color == UIColor.white)
    }

    @Test func centresTheSpinnerInALargerView() {
        let s = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        s.hidesWhenStopped = false
        let root = S.root(CGSize(width: 60, height: 60))
        root.addSubview(s)
        let h = UIKitTestHost(view: root)
        let img = h.render()
        // Spokes around (30, 30), none near the corner.
        #expect(S.pixel(img, CGPoint(x: 2, y: 2), is: 0xFFFFFF))
        #expect(!S.pixel(img, CGPoint(x: 30, y: 22), is: 0xFFFFFF, tol: 20))
    }

    @Test func huggingAccessibilityAndLayout() {
        let s = UIActivityIndicatorView(style: .medium)
        #expect(s.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(s.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(s.isAccessibilityElement)
        #expect(s.accessibilityLabel == "Progress halted")
        s.startAnimating()
        #expect(s.accessibilityLabel == "In progress")
        // Auto Layout sizes it from its intrinsic size.
        let root = S.root(CGSize(width: 100, height: 100))
        let l = UIActivityIndicatorView(style: .large)
        l.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(l)
        NSLayoutConstraint.activate([l.centerXAnchor.constraint(equalTo: root.centerXAnchor), l.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        let h = UIKitTestHost(view: root)
        let f = h.frame(of: l)
        #expect(f.size == CGSize(width: 37, height: 37))
        #expect(abs(f.midX - 50) <= 0.5 && abs(f.midY - 50) <= 0.5)
    }
}
