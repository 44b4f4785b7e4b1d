//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitListGeometry

/// Empty tables and sections, zero heights, y outside the content, bad indices, sticky headers.
@Suite struct ListGeometryEdgeCaseTests {
    @Test func anEmptyTableHasOnlyItsHeaderAndFooter() {
        var geometry = ListGeometry()
        #expect(geometry.contentHeight == 0)
        #expect(geometry.visibleItems(from: -100, to: 100).isEmpty)
        geometry.setTableHeaderHeight(50)
        geometry.setTableFooterHeight(30)
        #expect(geometry.contentHeight == 80)
        #expect(geometry.visibleItems(from: 0, to: 100).map(\.kind) == [.tableHeader, .tableFooter])
        #expect(geometry.visibleItems(from: 60, to: 100).first?.y == 50)
        #expect(geometry.row(atY: 10) == nil)
        #expect(geometry.section(atY: 10) == nil)
        #expect(geometry.sectionY(section: 0) == nil)
        // Updates naming a section that doesn't exist change nothing.
        do { let done = geometry.setRowHeight(10, isEstimated: false, section: 0, row: 0); #expect(!done) }
        do { let done = geometry.insertRows(count: 1, at: 0, section: 0, height: 44, isEstimated: true); #expect(!done) }
        do { let done = geometry.deleteRows(section: 0, range: 0..<0); #expect(!done) }
        do { let done = geometry.moveSection(from: 0, to: 0); #expect(!done) }
        do { let done = geometry.deleteSection(at: 0); #expect(!done) }
        do { let done = geometry.setHeaderHeight(10, isEstimated: false, section: -1); #expect(!done) }
        #expect(geometry.contentHeight == 80)
    }

    @Test func emptySectionsHaveOnlyHeadersAndFooters() {
        var geometry = ListGeometry()
        geometry.reload(sections: [
            .init(rowCount: 0, rowHeight: 44, headerHeight: 30, footerHeight: 10),
            .init(rowCount: 0, rowHeight: 44),                          // nothing at all
            .init(rowCount: 2, rowHeight: 44, headerHeight: 30),
        ])
        #expect(geometry.contentHeight == 40 + 0 + 118)
        #expect(geometry.sectionY(section: 1)! == (y: 40, height: 0))
        #expect(geometry.section(atY: 40) == 2)                         // the empty section holds no y
        #expect(geometry.row(atY: 35) == nil)                           // a footer
        #expect(geometry.row(atY: 70)! == (section: 2, row: 0))
        let kinds = geometry.visibleItems(from: 0, to: 1_000).map { "\($0.kind)\($0.section)" }
        // Zero-height elements show when strictly inside the range.
        #expect(kinds == ["header0", "footer0", "header1", "footer1", "header2", "row2", "row2", "footer2"])
    }

    @Test func yOutsideTheContentFindsNoRow() {
        var geometry = ListGeometry()
        geometry.setTableHeaderHeight(100)
        geometry.reload(sections: [.init(rowCount: 10, rowHeight: 44, headerHeight: 20)])
        #expect(geometry.row(atY: -1) == nil)
        #expect(geometry.row(atY: 50) == nil)                           // the table header
        #expect(geometry.row(atY: 110) == nil)                          // the section header
        #expect(geometry.row(atY: 120)! == (section: 0, row: 0))
        #expect(geometry.row(atY: 559.5)! == (section: 0, row: 9))
        #expect(geometry.row(atY: 560) == nil)
        #expect(geometry.row(atY: .infinity) == nil && geometry.row(atY: .nan) == nil)
        #expect(geometry.section(atY: -5) == nil && geometry.section(atY: 10_000) == nil)
        #expect(geometry.visibleItems(from: 10_000, to: 20_000).isEmpty)
        #expect(geometry.visibleItems(from: -500, to: -100).isEmpty)
        #expect(geometry.visibleItems(from: 300, to: 200).isEmpty)
    }

    @Test func zeroHeightRowsAreNeverHitButShowInsideTheRange() {
        var geometry = ListGeometry()
        geometry.reload(sections: [.init(rowCount: 3, rowHeight: 0), .init(rowCount: 2, rowHeight: 10)])
        geometry.setRowHeight(0, isEstimated: false, section: 1, row: 0)
        #expect(geometry.contentHeight == 10)
        #expect(geometry.row(atY: 0)! == (section: 1, row: 1))
        #expect(geometry.rowFrameY(section: 0, row: 2)! == (y: 0, height: 0))
        let rows = geometry.visibleItems(from: -1, to: 5).filter { $0.kind == .row }.map { "\($0.section).\($0.row)" }
        #expect(rows == ["0.0", "0.1", "0.2", "1.0", "1.1"])
        #expect(geometry.visibleItems(from: 0, to: 5).filter { $0.kind == .row }.map(\.row) == [1])
    }

    @Test func badHeightsCountAsZero() {
        var geometry = ListGeometry()
        geometry.reload(sections: [.init(rowCount: 2, rowHeight: -10, headerHeight: .nan, footerHeight: .infinity,
                                         topPadding: -3)])
        #expect(geometry.contentHeight == 0)
        geometry.setRowHeight(.nan, isEstimated: false, section: 0, row: 0)
        geometry.setTableHeaderHeight(-1)
        #expect(geometry.contentHeight == 0)
        #expect(geometry.checkInvariants() == nil)
    }

    @Test func topPaddingAndSpacingSitAroundHeaders() {
        var geometry = ListGeometry()
        geometry.setInterSectionSpacing(35)
        geometry.reload(sections: [
            .init(rowCount: 1, rowHeight: 44, headerHeight: 28, topPadding: 22),
            .init(rowCount: 1, rowHeight: 44, headerHeight: 28, topPadding: 22),
        ])
        #expect(geometry.headerY(section: 0)! == (y: 22, height: 28))
        #expect(geometry.rowFrameY(section: 0, row: 0)! == (y: 50, height: 44))
        #expect(geometry.sectionY(section: 0)! == (y: 0, height: 94))
        #expect(geometry.sectionY(section: 1)! == (y: 129, height: 94))  // after 35 of spacing
        #expect(geometry.contentHeight == 223)                           // none after the last
        #expect(geometry.row(atY: 10) == nil)                            // the padding
        #expect(geometry.section(atY: 100) == 0)                         // the spacing belongs to the section above
    }

    @Test func movedRowsAndSectionsKeepTheirHeights() {
        var geometry = ListGeometry()
        geometry.reload(sections: [.init(rowCount: 6, rowHeight: 44), .init(rowCount: 2, rowHeight: 10, headerHeight: 5)])
        geometry.setRowHeight(100, isEstimated: false, section: 0, row: 0)
        do { let done = geometry.moveRow(from: (0, 0), to: (0, 5)); #expect(done) }
        #expect(geometry.rowFrameY(section: 0, row: 5)! == (y: 220, height: 100))
        do { let done = geometry.moveRow(from: (0, 5), to: (1, 0)); #expect(done) }
        #expect(geometry.numberOfRows(inSection: 0) == 5 && geometry.numberOfRows(inSection: 1) == 3)
        #expect(geometry.rowFrameY(section: 1, row: 0)! == (y: 225, height: 100))
        do { let done = geometry.moveRow(from: (0, 0), to: (0, 5)); #expect(!done) }             // past the end once moved
        do { let done = geometry.moveSection(from: 1, to: 0); #expect(done) }
        #expect(geometry.rowFrameY(section: 0, row: 0)! == (y: 5, height: 100))
        #expect(geometry.rowFrameY(section: 1, row: 0)! == (y: 125, height: 44))
        #expect(geometry.checkInvariants() == nil)
    }

    @Test func stickyHeadersPinUntilTheirSectionEnds() {
        var geometry = ListGeometry()
        geometry.reload(sections: Array(repeating: .init(rowCount: 10, rowHeight: 44, headerHeight: 30, footerHeight: 20),
                                        count: 3))
        // Each section: header 0..<30, rows 30..<470, footer 470..<490.
        let top = 600.0                                                   // inside section 1 (490..<980)
        let s = geometry.section(atY: top)!
        #expect(s == 1)
        #expect(geometry.pinnedHeaderY(section: s, visibleTop: top) == 600)
        #expect(geometry.pinnedHeaderY(section: 1, visibleTop: 960) == 950)   // pushed up by the section's end
        #expect(geometry.pinnedHeaderY(section: 1, visibleTop: 100) == 490)   // not yet reached
        #expect(geometry.pinnedFooterY(section: 0, visibleBottom: 300) == 280)
        #expect(geometry.pinnedFooterY(section: 0, visibleBottom: 1_000) == 470)
        #expect(geometry.pinnedFooterY(section: 1, visibleBottom: 500) == 520)  // not above its header's end
        #expect(geometry.pinnedHeaderY(section: 3, visibleTop: 0) == nil)
    }
}
