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

/// UIPageControl: pages and clamping, halves, hidesForSinglePage, sizes, colours, accessibility.
@MainActor @Suite(.serialized) struct PageControlTests {
    typealias S = ControlTestSupport

    /// A 200×37 page control of 5 pages at (20, 20) on a dark 240×80 root (its middle is x 120).
    func scene(_ configure: (UIPageControl) -> Void = { _ in }) -> (UIView, UIPageControl, ControlEventRecorder) {
        let root = S.root(CGSize(width: 240, height: 80))
        root.backgroundColor = .darkGray
        let p = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 37))
        p.numberOfPages = 5
        configure(p)
        root.addSubview(p)
        let rec = ControlEventRecorder()
        rec.watch(p)
        return (root, p, rec)
    }

    @Test func pagesClampAndSizes() {
        let p = UIPageControl()
        #expect(p.numberOfPages == 0 && p.currentPage == 0 && !p.hidesForSinglePage)
        p.numberOfPages = 5
        p.currentPage = 7
        #expect(p.currentPage == 4)
        p.currentPage = -2
        #expect(p.currentPage == 0)
        p.currentPage = 3
        p.numberOfPages = 2
        #expect(p.currentPage == 1)
        UIKitLog.clearRecentMessages()
        p.numberOfPages = -1
        #expect(p.numberOfPages == 2 && UIKitLog.didLog("negative"))
        #expect(p.size(forNumberOfPages: 3) == CGSize(width: 39, height: 37))
        #expect(p.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
        #expect(p.size(forNumberOfPages: 0).width == 0)
        #expect(p.intrinsicContentSize == CGSize(width: 23, height: 37))
        p.backgroundStyle = .prominent
        #expect(p.backgroundStyle == .prominent)
    }

    @Test func tappingTheHalvesMovesOnePage() {
        let (root, p, rec) = scene { $0.currentPage = 2 }
        let host = UIKitTestHost(view: root)
        host.tap(at: CGPoint(x: 200, y: 38))
        #expect(p.currentPage == 3 && rec.count("valueChanged") == 1)
        host.tap(at: CGPoint(x: 40, y: 38))
        host.tap(at: CGPoint(x: 119, y: 38))
        #expect(p.currentPage == 1 && rec.count("valueChanged") == 3)
        p.currentPage = 4                                 // programmatic: nothing sent
        host.tap(at: CGPoint(x: 200, y: 38))              // at the last page: no change, no event
        #expect(p.currentPage == 4 && rec.count("valueChanged") == 3)
        // RTL: the left half is forward.
        p.semanticContentAttribute = .forceRightToLeft
        p.currentPage = 1
        host.tap(at: CGPoint(x: 40, y: 38))
        #expect(p.currentPage == 2)
    }

    @Test func hidesForSinglePage() {
        let (root, p, rec) = scene { $0.numberOfPages = 1; $0.hidesForSinglePage = true }
        let host = UIKitTestHost(view: root)
        #expect(S.pixel(host.render(), CGPoint(x: 120, y: 38), is: 0x555555))   // no dot drawn
        host.tap(at: CGPoint(x: 200, y: 38))
        #expect(rec.events.isEmpty)
        #expect(host.window.hitTest(CGPoint(x: 120, y: 38), with: nil) !== p)
        p.hidesForSinglePage = false
        #expect(S.pixel(host.render(), CGPoint(x: 120, y: 38), is: 0xFFFFFF))   // the single (current) dot
    }

    @Test func dotColoursAndPositions() {
        let (root, p, _) = scene { $0.currentPage = 1 }
        let host = UIKitTestHost(view: root)
        // 5 dots: 71 pt wide, centred at 120 → dot i centre x = 88 + 16 i (window).
        var img = host.render()
        #expect(S.pixel(img, CGPoint(x: 104, y: 38.5), is: 0xFFFFFF))            // current: white
        let other = S.pixel(img, CGPoint(x: 88, y: 38.5))
        #expect(other.r > 0x60 && other.r < 0xA0)                                 // white at 30 % over dark gray
        p.pageIndicatorTintColor = .systemRed
        p.currentPageIndicatorTintColor = .systemGreen
        img = host.render()
        #expect(S.pixel(img, CGPoint(x: 88, y: 38.5), is: 0xFF3B30))
        #expect(S.pixel(img, CGPoint(x: 104, y: 38.5), is: 0x34C759))
        #expect(S.pixel(img, CGPoint(x: 96, y: 38.5), is: 0x555555))            // 9-pt gap
    }

    @Test func defersCurrentPageDisplay() {
        let (root, p, _) = scene { $0.defersCurrentPageDisplay = true; $0.currentPageIndicatorTintColor = .systemGreen }
        let host = UIKitTestHost(view: root)
        host.tap(at: CGPoint(x: 200, y: 38))
        #expect(p.currentPage == 1)
        #expect(S.pixel(host.render(), CGPoint(x: 88, y: 38.5), is: 0x34C759))   // still shows page 0
        p.updateCurrentPageDisplay()
        #expect(S.pixel(host.render(), CGPoint(x: 104, y: 38.5), is: 0x34C759))
    }

    @Test func accessibility() {
        let (_, p, rec) = scene { $0.currentPage = 0 }
        #expect(p.isAccessibilityElement && p.accessibilityTraits.contains(.adjustable))
        #expect(p.accessibilityValue == "page 1 of 5")
        p.accessibilityIncrement()
        #expect(p.currentPage == 1 && p.accessibilityValue == "page 2 of 5" && rec.count("valueChanged") == 1)
        p.accessibilityDecrement()
        p.accessibilityDecrement()
        #expect(p.currentPage == 0 && rec.count("valueChanged") == 2)
    }

    @Test func ancestorTapRecognizerDoesNotTakeTheTap() {
        let (root, p, _) = scene()
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        root.addGestureRecognizer(tap)
        let host = UIKitTestHost(view: root)
        host.tap(at: CGPoint(x: 200, y: 38))
        #expect(taps == 0 && p.currentPage == 1)
        host.tap(at: CGPoint(x: 120, y: 70))
        #expect(taps == 1)
    }
}
