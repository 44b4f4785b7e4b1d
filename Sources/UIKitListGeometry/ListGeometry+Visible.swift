//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// What lies in a vertical range: found in O(log n), then walked in order, so a screenful costs
// O(log n + what is on it) whatever the list's length.

extension ListGeometry {
    /// The table header, headers, rows, footers and table footer that overlap `y0..<y1`, in
    /// order, with their y and height. An element overlaps when `y < y1 && y + height > y0`, so
    /// a zero-height header, row or footer counts when strictly inside the range; a zero-height
    /// table header or footer is taken as absent.
    package func visibleItems(from y0: Double, to y1: Double) -> [Item] {
        var items: [Item] = []
        guard y1 > y0 else { return items }
        func overlaps(_ y: Double, _ h: Double) -> Bool { y < y1 && y + h > y0 }

        if tableHeaderHeight > 0, overlaps(0, tableHeaderHeight) {
            items.append(Item(kind: .tableHeader, section: -1, row: -1, y: 0, height: tableHeaderHeight, isEstimated: false))
        }
        let local = y0 - tableHeaderHeight
        var s = local > 0 ? sectionIndex(atLocalY: local) : 0
        var top = sectionTop(s)
        while s < sections.count, top < y1 {
            let r = sections[s]
            let headerTop = top + r.topPadding
            if overlaps(headerTop, r.headerHeight) {
                items.append(Item(kind: .header, section: s, row: -1, y: headerTop,
                                  height: r.headerHeight, isEstimated: r.headerIsEstimated))
            }
            let rowsTop = headerTop + r.headerHeight
            if r.rowCount > 0, rowsTop < y1, rowsTop + r.rowsHeight > y0 {
                appendRows(section: s, record: r, rowsTop: rowsTop, y0: y0, y1: y1, into: &items)
            }
            let footerTop = rowsTop + r.rowsHeight
            if overlaps(footerTop, r.footerHeight) {
                items.append(Item(kind: .footer, section: s, row: -1, y: footerTop,
                                  height: r.footerHeight, isEstimated: r.footerIsEstimated))
            }
            top += extent(s)
            s += 1
        }
        let footerTop = sectionTop(sections.count)
        if tableFooterHeight > 0, overlaps(footerTop, tableFooterHeight) {
            items.append(Item(kind: .tableFooter, section: -1, row: -1, y: footerTop,
                              height: tableFooterHeight, isEstimated: false))
        }
        return items
    }

    /// The rows of section `s` that overlap `y0..<y1`, given that the section's rows do.
    private func appendRows(section s: Int, record r: Section, rowsTop: Double, y0: Double, y1: Double,
                            into items: inout [Item]) {
        let start = prefixRowCount(s)
        guard let base = rows.offset(of: start) else { return }
        var first = start
        if y0 > rowsTop, let i = rows.index(containing: base + (y0 - rowsTop)) {
            first = Swift.min(Swift.max(i, start), start + r.rowCount - 1)
        }
        let end = start + r.rowCount
        for item in rows.items(from: first) {
            if item.index >= end { break }
            let y = rowsTop + (item.offset - base)
            if y >= y1 { break }
            if y + item.height > y0 {
                items.append(Item(kind: .row, section: s, row: item.index - start, y: y,
                                  height: item.height, isEstimated: item.isEstimated))
            }
        }
    }
}
