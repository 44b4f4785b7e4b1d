//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore

/// The flow layout's line filling on its own, with iOS's worked numbers (UIKIT_BEHAVIOR §11.1).
@Suite struct FlowLayoutGeometryTests {
    typealias Geometry = _UIFlowLayoutGeometry

    private func layout(_ fill: CGFloat, _ specs: [Geometry.SectionSpec], sizes: [[CGSize]] = []) -> Geometry {
        var g = Geometry()
        g.reload(fillExtent: fill, specs: specs) { s, i in sizes[s][i] }
        return g
    }

    private func xs(_ g: Geometry, _ s: Int = 0) -> [CGFloat] {
        (0..<g.sections[s].itemCount).map { g.itemFrame(section: s, item: $0)!.minX }
    }

    @Test func defaultItemsJustifyFullLinesAndLeftAlignTheLastLine() {
        let g = layout(320, [.init(itemCount: 12, uniformItemSize: CGSize(width: 50, height: 50))])
        #expect(Array(xs(g)[0..<5]) == [0, 67.5, 135, 202.5, 270])
        #expect(Array(xs(g)[5..<10]) == [0, 67.5, 135, 202.5, 270])
        #expect(Array(xs(g)[10..<12]) == [0, 60])
        #expect(g.itemFrame(section: 0, item: 5)!.minY == 60)
        #expect(g.itemFrame(section: 0, item: 11) == CGRect(x: 60, y: 120, width: 50, height: 50))
        #expect(g.stackExtent == 170)
        #expect(g.itemFrame(section: 0, item: 12) == nil)
    }

    @Test func aLoneItemIsCentredExceptOnTheLastLine() {
        let g = layout(320, [.init(itemCount: 3, uniformItemSize: CGSize(width: 200, height: 40))])
        #expect(xs(g) == [60, 60, 0])
        #expect(g.itemFrame(section: 0, item: 2)!.minY == 100)
        let single = layout(320, [.init(itemCount: 1, uniformItemSize: CGSize(width: 200, height: 40))])
        #expect(xs(single) == [0])
    }

    @Test func mixedSizesAreCentredAcrossTheirLine() {
        let sizes = [CGSize(width: 100, height: 50), CGSize(width: 100, height: 80), CGSize(width: 100, height: 30),
                     CGSize(width: 300, height: 40), CGSize(width: 50, height: 50)]
        let g = layout(320, [.init(itemCount: 5, uniformItemSize: nil)], sizes: [sizes])
        #expect(g.itemFrame(section: 0, item: 0) == CGRect(x: 0, y: 15, width: 100, height: 50))
        #expect(g.itemFrame(section: 0, item: 1) == CGRect(x: 110, y: 0, width: 100, height: 80))
        #expect(g.itemFrame(section: 0, item: 2) == CGRect(x: 220, y: 25, width: 100, height: 30))
        #expect(g.itemFrame(section: 0, item: 3) == CGRect(x: 10, y: 90, width: 300, height: 40))
        #expect(g.itemFrame(section: 0, item: 4) == CGRect(x: 0, y: 140, width: 50, height: 50))
        #expect(g.stackExtent == 190)
    }

    @Test func insetsHeadersAndFootersStackUp() {
        var spec = Geometry.SectionSpec(itemCount: 7, uniformItemSize: CGSize(width: 50, height: 50))
        spec.fillStartInset = 10; spec.fillEndInset = 10; spec.stackStartInset = 5; spec.stackEndInset = 15
        spec.headerExtent = 30; spec.footerExtent = 20
        let g = layout(320, [spec, spec])
        #expect(Array(xs(g)[0..<5]) == [10, 72.5, 135, 197.5, 260])
        #expect(xs(g)[5...] == [10, 70])
        #expect(g.headerFrame(section: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(g.itemFrame(section: 0, item: 0)!.minY == 35)
        // 35 + 50 + 10 + 50 = 145, + 15 bottom inset.
        #expect(g.footerFrame(section: 0) == CGRect(x: 0, y: 160, width: 320, height: 20))
        #expect(g.headerFrame(section: 1).minY == 180)
        #expect(g.itemFrame(section: 1, item: 0)!.minY == 215)
        #expect(g.stackExtent == 360)
    }

    @Test func theArithmeticPathMatchesTheLineByLinePath() {
        for width in [30.0, 50, 95, 120, 155, 320] as [CGFloat] {
            for count in [0, 1, 2, 5, 6, 11, 23] {
                var spec = Geometry.SectionSpec(itemCount: count, uniformItemSize: CGSize(width: width, height: 44))
                spec.fillStartInset = 7; spec.interitemSpacing = 3; spec.lineSpacing = 9; spec.stackStartInset = 4
                let fast = layout(320, [spec])
                spec.uniformItemSize = nil
                let slow = layout(320, [spec], sizes: [Array(repeating: CGSize(width: width, height: 44), count: count)])
                #expect(fast.stackExtent == slow.stackExtent, "width \(width), \(count) items")
                for i in 0..<count {
                    #expect(fast.itemFrame(section: 0, item: i) == slow.itemFrame(section: 0, item: i), "width \(width), item \(i)")
                }
            }
        }
    }

    @Test func queriesVisitOnlyTheLinesInRange() {
        let g = layout(320, [.init(itemCount: 100_000, uniformItemSize: CGSize(width: 50, height: 50))])
        var seen: [Int] = []
        // Lines are 60 apart: line 1000 spans 60000...60050.
        g.forEachItem(section: 0, stackFrom: 60_020, to: 60_070) { item, _ in seen.append(item) }
        #expect(seen == Array(5000..<5010))
        #expect(g.sections(overlapping: 60_020, 60_070) == 0..<1)
        #expect(g.stackExtent == CGFloat(20_000 * 60 - 10))
    }

    @Test func pinnedHeadersStayOnTopUntilTheirSectionEnds() {
        var spec = Geometry.SectionSpec(itemCount: 10, uniformItemSize: CGSize(width: 50, height: 50))
        spec.headerExtent = 40; spec.footerExtent = 20
        let g = layout(320, [spec, spec])
        // Section 0: header 0...40, items 40...150, footer 150...170.
        #expect(g.pinnedHeaderFrame(section: 0, visibleStart: 0).minY == 0)
        #expect(g.pinnedHeaderFrame(section: 0, visibleStart: 70).minY == 70)
        #expect(g.pinnedHeaderFrame(section: 0, visibleStart: 130).minY == 110)
        #expect(g.pinnedHeaderFrame(section: 1, visibleStart: 70).minY == 170)
        #expect(g.pinnedFooterFrame(section: 1, visibleEnd: 300).minY == 280)
        #expect(g.pinnedFooterFrame(section: 1, visibleEnd: 600).minY == 320)
        #expect(g.pinnedFooterFrame(section: 1, visibleEnd: 100).minY == 210)
    }

    @Test func anItemWiderThanTheLineIsFlaggedAndTakesALineAlone() {
        let g = layout(320, [.init(itemCount: 3, uniformItemSize: CGSize(width: 400, height: 50))])
        #expect(g.sawOversizedItem)
        #expect(xs(g) == [0, 0, 0])
        #expect(g.itemFrame(section: 0, item: 2)!.minY == 120)
    }
}
