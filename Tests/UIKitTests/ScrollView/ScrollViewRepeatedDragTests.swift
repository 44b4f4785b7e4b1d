//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

@MainActor @Suite struct ScrollViewRepeatedDragTests {
    /// Drag after drag, each touch-down catching the previous fling, as a user reading a long
    /// list does: every drag scrolls.
    @Test func eachDragCatchesTheGlideAndScrolls() {
        let h = ScrollHarness(content: CGSize(width: 300, height: 200_000)); defer { h.finish() }
        for d in 0..<15 {
            var p = CGPoint(x: 150, y: 380)
            let f = h.host.touchDown(at: p)
            p.y -= 12
            h.host.move(f, to: p)
            let start = h.scroll.contentOffset.y
            for _ in 0..<8 {
                h.host.advance(by: 1.0 / 60)
                p.y -= 40
                h.host.move(f, to: p)
            }
            #expect(h.scroll.isDragging, "drag \(d)")
            #expect(h.scroll.contentOffset.y - start >= 300, "drag \(d): \(h.scroll.contentOffset.y - start)")
            h.host.lift(f, at: p)
            if d % 2 == 0 { h.host.advance(by: 1.0 / 60) }   // odd drags: the next finger lands at once
        }
    }
}
