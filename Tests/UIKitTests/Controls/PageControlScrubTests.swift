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

/// UIPageControl's scrubbing (`allowsContinuousInteraction`, iOS 14): a drag along the dots moves
/// the current page to the dot under the finger, sending `.valueChanged` at each page; without it
/// a drag is a tap on release. Inside a vertical scroll view the sideways drag is the control's.
@MainActor @Suite(.serialized) struct PageControlScrubTests {
    /// A 200×37 page control of 5 pages at (20, 20) in a 240×80 root: dots at x 88, 104, 120, 136, 152.
    func scene(in container: UIView? = nil) -> (UIView, UIPageControl, ControlEventRecorder) {
        let root = container ?? UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
        root.backgroundColor = .darkGray
        let p = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 37))
        p.numberOfPages = 5
        root.addSubview(p)
        let rec = ControlEventRecorder()
        rec.watch(p)
        return (root, p, rec)
    }

    @Test func draggingAlongTheDotsScrubsThroughThePages() {
        let (root, p, rec) = scene()
        let host = UIKitTestHost(view: root)
        let finger = host.touchDown(at: CGPoint(x: 88, y: 38))
        host.advanceFrames(1)
        host.move(finger, to: CGPoint(x: 106, y: 38))     // past the threshold, nearest dot 2
        host.advanceFrames(1)
        #expect(p.currentPage == 1 && rec.count("valueChanged") == 1)
        host.move(finger, to: CGPoint(x: 150, y: 40))
        host.advanceFrames(1)
        #expect(p.currentPage == 4 && rec.count("valueChanged") == 2)
        host.move(finger, to: CGPoint(x: 121, y: 40))     // back to the middle dot
        host.advanceFrames(1)
        host.lift(finger, at: CGPoint(x: 121, y: 40))     // lifting moves no further
        host.advanceFrames(1)
        #expect(p.currentPage == 2 && rec.count("valueChanged") == 3)
    }

    @Test func withoutContinuousInteractionADragIsATapOnRelease() {
        let (root, p, rec) = scene()
        p.allowsContinuousInteraction = false
        let host = UIKitTestHost(view: root)
        host.drag(from: CGPoint(x: 88, y: 38), to: CGPoint(x: 152, y: 38))
        host.advanceFrames(1)
        #expect(p.currentPage == 1 && rec.count("valueChanged") == 1)   // the trailing half: one page
    }

    @Test func aSidewaysDragInAScrollViewScrubsAndDoesNotScroll() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
        scroll.contentSize = CGSize(width: 240, height: 400)
        let (_, p, rec) = scene(in: scroll)
        let host = UIKitTestHost(view: scroll)
        host.drag(from: CGPoint(x: 88, y: 38), to: CGPoint(x: 152, y: 44))
        host.advance(by: 0.3)
        #expect(p.currentPage == 4 && rec.count("valueChanged") >= 1)
        #expect(scroll.contentOffset == .zero)
        // A vertical drag from the dots scrolls the list.
        host.drag(from: CGPoint(x: 120, y: 60), to: CGPoint(x: 120, y: 10))
        host.advance(by: 0.5)
        #expect(scroll.contentOffset.y > 20)
    }
}
