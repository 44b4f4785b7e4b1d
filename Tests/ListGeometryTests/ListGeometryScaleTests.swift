//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitListGeometry

/// A million rows: memory follows runs of equal heights, not rows, and stays proportional to the
/// number of measurements; the tree stays shallow (every operation a short walk).
@Suite struct ListGeometryScaleTests {
    @Test func aMillionRowsOfOneEstimateCostWhatTwoThousandCost() {
        var small = ListGeometry()
        small.reload(sections: [.init(rowCount: 2_000, rowHeight: 44, rowHeightIsEstimated: true)])
        var large = ListGeometry()
        large.reload(sections: [.init(rowCount: 1_000_000, rowHeight: 44, rowHeightIsEstimated: true)])
        #expect(large.rows.runCount == 1)
        #expect(large.rows.nodeCapacity == small.rows.nodeCapacity)
        #expect(large.contentHeight == 44_000_000)
        #expect(large.row(atY: 22_000_001)?.row == 500_000)
        #expect(large.rowFrameY(section: 0, row: 999_999)?.y == 44.0 * 999_999)
        #expect(large.visibleItems(from: 1_000_000, to: 1_000_880).count == 21)
    }

    @Test func tenThousandMeasurementsOfAMillionRows() {
        let rowCount = 1_000_000
        var geometry = ListGeometry()
        geometry.reload(sections: [.init(rowCount: rowCount, rowHeight: 44, rowHeightIsEstimated: true)])
        var rng = SeededRandom(seed: 42)
        var measured: [Int: Double] = [:]
        for step in 0..<10_000 {
            let row = rng.int(0...rowCount - 1)
            let height = rng.pick([30, 44, 60, 88.5, 120])
            do { let done = geometry.setRowHeight(height, isEstimated: false, section: 0, row: row); #expect(done) }
            measured[row] = height
            if step % 97 == 0 {
                // A row found by its y is the row whose frame holds that y.
                let probe = rng.int(0...rowCount - 1)
                let frame = geometry.rowFrameY(section: 0, row: probe)!
                #expect(geometry.row(atY: frame.y + frame.height / 2)?.row == probe)
            }
        }
        // Each measurement adds at most two runs (and node slots).
        #expect(geometry.rows.runCount <= 2 * measured.count + 1)
        #expect(geometry.rows.nodeCapacity <= 2 * 10_000 + 1)
        #expect(geometry.rows.depth() <= 64)
        let measuredSum = measured.values.reduce(0, +)
        #expect(geometry.rows.estimatedCount == rowCount - measured.count)
        #expect(geometry.rows.measuredHeightSum == measuredSum)
        #expect(geometry.contentHeight == 44 * Double(rowCount - measured.count) + measuredSum)
        #expect(geometry.checkInvariants() == nil)

        // A screenful in the middle: consecutive rows, edge to edge, covering the window.
        let top = geometry.contentHeight / 2
        let visible = geometry.visibleItems(from: top, to: top + 900)
        #expect(!visible.isEmpty && visible.allSatisfy { $0.kind == .row })
        for (a, b) in zip(visible, visible.dropFirst()) {
            #expect(b.row == a.row + 1 && b.y == a.maxY)
        }
        #expect(visible.first!.y <= top && visible.last!.maxY >= top + 900)
        for item in visible {
            #expect(item.height == (measured[item.row] ?? 44))
            #expect(item.isEstimated == (measured[item.row] == nil))
        }

        // Reloading drops everything at once: back to one run, storage released.
        geometry.reload(sections: [.init(rowCount: rowCount, rowHeight: 44, rowHeightIsEstimated: true)])
        #expect(geometry.rows.runCount == 1)
        #expect(geometry.rows.nodeCapacity == 1)
    }

    @Test func manySectionsFindTheirRowsAndYs() {
        // 10,000 sections of 100 rows, headers and footers, with measurements spread over them.
        let spec = ListGeometry.SectionSpec(rowCount: 100, rowHeight: 44, rowHeightIsEstimated: true,
                                            headerHeight: 28, headerIsEstimated: true,
                                            footerHeight: 10, topPadding: 22)
        var geometry = ListGeometry()
        geometry.setTableHeaderHeight(200)
        geometry.reload(sections: Array(repeating: spec, count: 10_000))
        #expect(geometry.rows.runCount == 1)
        #expect(geometry.contentHeight == 200 + 10_000 * (22 + 28 + 4_400 + 10))
        var rng = SeededRandom(seed: 7)
        for _ in 0..<5_000 {
            let s = rng.int(0...9_999)
            if rng.bool() {
                geometry.setRowHeight(rng.pick([20, 50, 64.25]), isEstimated: false, section: s, row: rng.int(0...99))
            } else {
                geometry.setHeaderHeight(rng.pick([0, 30, 40.5]), isEstimated: false, section: s)
            }
        }
        #expect(geometry.checkInvariants() == nil)
        for _ in 0..<200 {
            let s = rng.int(0...9_999), r = rng.int(0...99)
            let frame = geometry.rowFrameY(section: s, row: r)!
            let hit = geometry.row(atY: frame.y + frame.height / 2)
            #expect(hit?.section == s && hit?.row == r)
            let header = geometry.headerY(section: s)!
            #expect(geometry.section(atY: header.y) == s)
        }
    }
}

/// Heights that aren't exact in binary (thirds, as from text measurement): cached sums are
/// adjusted by differences, and must not drift from the heights they sum.
@Suite struct ListGeometryRoundingTests {
    @Test func inexactHeightsDoNotDrift() {
        var geometry = ListGeometry()
        var model = NaiveList()
        let spec = ListGeometry.SectionSpec(rowCount: 20, rowHeight: 43.5, rowHeightIsEstimated: true,
                                            headerHeight: 28, footerHeight: 10)
        geometry.reload(sections: Array(repeating: spec, count: 12))
        model.sections = Array(repeating: NaiveSection(topPadding: 0, header: .init(height: 28, isEstimated: false),
                                                       footer: .init(height: 10, isEstimated: false),
                                                       rows: Array(repeating: .init(height: 43.5, isEstimated: true), count: 20)),
                               count: 12)
        var rng = SeededRandom(seed: 99)
        for _ in 0..<20_000 {
            let s = rng.int(0...11)
            let h = Double(rng.int(300...2_000)) / 3
            if rng.int(0...3) == 0 {
                geometry.setHeaderHeight(h / 7, isEstimated: false, section: s)
                model.sections[s].header.height = h / 7
            } else {
                let r = rng.int(0...19)
                geometry.setRowHeight(h, isEstimated: false, section: s, row: r)
                model.sections[s].rows[r].height = h
            }
        }
        #expect(geometry.checkInvariants() == nil)
        #expect(geometry.rows.depth() <= 40)
        #expect(abs(geometry.contentHeight - model.contentHeight) < 1e-6)
        for s in 0..<12 {
            #expect(abs(geometry.sectionY(section: s)!.y - model.sectionTop(s)) < 1e-6)
            for item in model.allItems where item.kind == .row && item.section == s {
                let frame = geometry.rowFrameY(section: s, row: item.row)!
                #expect(abs(frame.y - item.y) < 1e-6 && frame.height == item.height)
                #expect(geometry.row(atY: frame.y + frame.height / 2)?.row == item.row)
            }
        }
    }
}
