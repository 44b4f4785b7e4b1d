//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The vertical geometry of a sectioned list (UITableView's), every query in O(log n).
//
// The list is the table header, then each section (top padding, header, rows, footer, and between
// sections an optional spacing), then the table footer. Rows of all sections live in ONE
// `RowHeightRuns` (flattened, section after section), so memory follows runs of equal heights, not
// rows. Sections are stored one record each, with two Fenwick trees over them (row counts and
// section extents) that find a section's first row and its y, and the section containing a y, in
// O(log sections). Every query is O(log n) overall.
//
// Each section's rows' height sum is cached in its record and recomputed from the row tree (two
// offsets) whenever its rows change, so it never drifts; the Fenwick tree of extents is adjusted
// by differences and rebuilt from the records every so often, which bounds its rounding drift at
// an amortised O(1) per update. Changes to the list of sections rebuild the Fenwick trees: O(sections).

/// Where every header, row and footer of a sectioned list sits vertically.
///
/// Out-of-range input never traps: queries return nil, updates change nothing and return false
/// (the caller logs). Heights that are negative or not finite count as 0.
package struct ListGeometry: Sendable {
    /// One section, as a data source describes it before anything is measured: all its rows
    /// share one height (usually the estimate), so reloading costs O(sections), not O(rows).
    package struct SectionSpec: Sendable, Equatable {
        package var rowCount: Int
        package var rowHeight: Double
        package var rowHeightIsEstimated: Bool
        package var headerHeight: Double
        package var headerIsEstimated: Bool
        package var footerHeight: Double
        package var footerIsEstimated: Bool
        /// Space above the header (iOS 15's `sectionHeaderTopPadding`).
        package var topPadding: Double

        package init(rowCount: Int, rowHeight: Double, rowHeightIsEstimated: Bool = false,
                     headerHeight: Double = 0, headerIsEstimated: Bool = false,
                     footerHeight: Double = 0, footerIsEstimated: Bool = false,
                     topPadding: Double = 0) {
            self.rowCount = rowCount
            self.rowHeight = rowHeight
            self.rowHeightIsEstimated = rowHeightIsEstimated
            self.headerHeight = headerHeight
            self.headerIsEstimated = headerIsEstimated
            self.footerHeight = footerHeight
            self.footerIsEstimated = footerIsEstimated
            self.topPadding = topPadding
        }
    }

    /// What a laid-out element is.
    package enum ItemKind: Sendable, Equatable {
        case tableHeader, header, row, footer, tableFooter
    }

    /// One element that `visibleItems(from:to:)` found. `section` and `row` are -1 where they
    /// don't apply (the table header and footer have no section; headers and footers no row).
    package struct Item: Sendable, Equatable {
        package var kind: ItemKind
        package var section: Int
        package var row: Int
        package var y: Double
        package var height: Double
        package var isEstimated: Bool
        package var maxY: Double { y + height }
    }

    struct Section: Sendable {
        var rowCount: Int
        var topPadding: Double
        var headerHeight: Double
        var headerIsEstimated: Bool
        var footerHeight: Double
        var footerIsEstimated: Bool
        /// The sum of this section's row heights, recomputed from `rows` on every row change.
        var rowsHeight: Double
    }

    /// Every row's height, all sections flattened in order.
    package internal(set) var rows = RowHeightRuns()
    var sections: [Section] = []
    package internal(set) var tableHeaderHeight = 0.0
    package internal(set) var tableFooterHeight = 0.0
    /// Space between consecutive sections (not before the first or after the last).
    package internal(set) var interSectionSpacing = 0.0

    // Fenwick trees (1-based) over the sections' row counts and extents.
    var prefixRowCounts: [Int] = [0]
    var prefixExtents: [Double] = [0]
    var updatesSinceRebuild = 0

    package init() {}

    // MARK: - Reloading

    /// Replaces everything but the table header, footer and spacing: O(sections · log sections),
    /// whatever the number of rows.
    package mutating func reload(sections specs: [SectionSpec]) {
        rows = RowHeightRuns()
        sections = []
        sections.reserveCapacity(specs.count)
        for spec in specs {
            let count = Swift.max(spec.rowCount, 0)
            let start = rows.count
            rows.insert(count: count, height: spec.rowHeight, isEstimated: spec.rowHeightIsEstimated, at: start)
            sections.append(Section(rowCount: count, topPadding: RowHeightRuns.sanitized(spec.topPadding),
                                    headerHeight: RowHeightRuns.sanitized(spec.headerHeight),
                                    headerIsEstimated: spec.headerIsEstimated,
                                    footerHeight: RowHeightRuns.sanitized(spec.footerHeight),
                                    footerIsEstimated: spec.footerIsEstimated,
                                    rowsHeight: rows.heightSum(of: start..<start + count) ?? 0))
        }
        rebuildPrefixes()
    }

    // MARK: - Counts and spans

    package var numberOfSections: Int { sections.count }

    /// The section's row count; 0 for a section that doesn't exist.
    package func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// The height of everything: table header, sections, table footer.
    package var contentHeight: Double {
        tableHeaderHeight + prefixExtent(sections.count) + tableFooterHeight
    }

    /// The whole section, from its top padding to the end of its footer (the spacing after it excluded).
    package func sectionY(section s: Int) -> (y: Double, height: Double)? {
        guard sections.indices.contains(s) else { return nil }
        let r = sections[s]
        return (sectionTop(s), r.topPadding + r.headerHeight + r.rowsHeight + r.footerHeight)
    }

    package func headerY(section s: Int) -> (y: Double, height: Double)? {
        guard sections.indices.contains(s) else { return nil }
        return (sectionTop(s) + sections[s].topPadding, sections[s].headerHeight)
    }

    /// The span of the section's rows (empty for a section without rows).
    package func rowsY(section s: Int) -> (y: Double, height: Double)? {
        guard sections.indices.contains(s) else { return nil }
        let r = sections[s]
        return (sectionTop(s) + r.topPadding + r.headerHeight, r.rowsHeight)
    }

    package func footerY(section s: Int) -> (y: Double, height: Double)? {
        guard sections.indices.contains(s) else { return nil }
        let r = sections[s]
        return (sectionTop(s) + r.topPadding + r.headerHeight + r.rowsHeight, r.footerHeight)
    }

    package func rowFrameY(section s: Int, row: Int) -> (y: Double, height: Double)? {
        guard sections.indices.contains(s), row >= 0, row < sections[s].rowCount else { return nil }
        let start = prefixRowCount(s)
        guard let base = rows.offset(of: start), let offset = rows.offset(of: start + row),
              let height = rows.height(at: start + row) else { return nil }
        let r = sections[s]
        return (sectionTop(s) + r.topPadding + r.headerHeight + (offset - base), height)
    }

    package func topPadding(section s: Int) -> Double? {
        sections.indices.contains(s) ? sections[s].topPadding : nil
    }

    package func isRowHeightEstimated(section s: Int, row: Int) -> Bool? {
        guard let i = flatRowIndex(section: s, row: row) else { return nil }
        return rows.isEstimated(at: i)
    }

    package func isHeaderHeightEstimated(section s: Int) -> Bool? {
        sections.indices.contains(s) ? sections[s].headerIsEstimated : nil
    }

    package func isFooterHeightEstimated(section s: Int) -> Bool? {
        sections.indices.contains(s) ? sections[s].footerIsEstimated : nil
    }

    /// The row's index in `rows` (all sections' rows flattened).
    package func flatRowIndex(section s: Int, row: Int) -> Int? {
        guard sections.indices.contains(s), row >= 0, row < sections[s].rowCount else { return nil }
        return prefixRowCount(s) + row
    }

    // MARK: - Hit testing

    /// The section whose block (top padding to footer, and the spacing after it) contains `y`;
    /// nil in the table header or footer, or with no sections. For sticky headers: this is the
    /// section whose header is pinned when `y` is the visible top.
    package func section(atY y: Double) -> Int? {
        let local = y - tableHeaderHeight
        guard !sections.isEmpty, local >= 0 else { return nil }
        let s = sectionIndex(atLocalY: local)
        return s < sections.count ? s : nil
    }

    /// The row at `y`; nil in a header, footer, padding or spacing, and outside the sections.
    package func row(atY y: Double) -> (section: Int, row: Int)? {
        guard let s = section(atY: y) else { return nil }
        let r = sections[s]
        let local = y - sectionTop(s) - r.topPadding - r.headerHeight
        guard local >= 0, local < r.rowsHeight else { return nil }
        let start = prefixRowCount(s)
        guard let base = rows.offset(of: start), let i = rows.index(containing: base + local) else { return nil }
        return (s, Swift.min(Swift.max(i - start, 0), r.rowCount - 1))
    }

    /// Where a plain table's sticky header for `section` sits when the visible area starts at
    /// `visibleTop`: pinned to the top while its section is on screen, pushed up by the section's end.
    package func pinnedHeaderY(section s: Int, visibleTop: Double) -> Double? {
        guard let header = headerY(section: s), let span = sectionY(section: s) else { return nil }
        return Swift.max(header.y, Swift.min(visibleTop, span.y + span.height - header.height))
    }

    /// Where a plain table's sticky footer for `section` sits when the visible area ends at
    /// `visibleBottom`: pinned to the bottom, never above the end of its section's header.
    package func pinnedFooterY(section s: Int, visibleBottom: Double) -> Double? {
        guard let footer = footerY(section: s), let header = headerY(section: s) else { return nil }
        return Swift.min(footer.y, Swift.max(visibleBottom - footer.height, header.y + header.height))
    }

    // MARK: - Section prefixes

    /// The y where section `s` starts (`s == numberOfSections` gives where the table footer starts).
    func sectionTop(_ s: Int) -> Double {
        tableHeaderHeight + prefixExtent(s)
    }

    /// Section `s`'s height including the spacing after it (none after the last).
    func extent(_ s: Int) -> Double {
        let r = sections[s]
        let spacing = s < sections.count - 1 ? interSectionSpacing : 0
        return r.topPadding + r.headerHeight + r.rowsHeight + r.footerHeight + spacing
    }

    /// Rows in the sections before `s`.
    func prefixRowCount(_ s: Int) -> Int {
        var i = s, acc = 0
        while i > 0 { acc += prefixRowCounts[i]; i &= i - 1 }
        return acc
    }

    /// Extents of the sections before `s`.
    func prefixExtent(_ s: Int) -> Double {
        var i = s, acc = 0.0
        while i > 0 { acc += prefixExtents[i]; i &= i - 1 }
        return acc
    }

    /// The number of sections that end at or before `y` (measured from the first section's
    /// top): the index of the section containing `y`, skipping empty ones.
    func sectionIndex(atLocalY y: Double) -> Int {
        let n = sections.count
        var step = 1
        while step * 2 <= n { step *= 2 }
        var pos = 0
        var rem = y
        while step > 0 {
            let next = pos + step
            if next <= n, prefixExtents[next] <= rem {
                pos = next
                rem -= prefixExtents[next]
            }
            step >>= 1
        }
        return pos
    }

    mutating func rebuildPrefixes() {
        let n = sections.count
        prefixRowCounts = Array(repeating: 0, count: n + 1)
        prefixExtents = Array(repeating: 0, count: n + 1)
        var i = 1
        while i <= n {
            prefixRowCounts[i] += sections[i - 1].rowCount
            prefixExtents[i] += extent(i - 1)
            let j = i + (i & -i)
            if j <= n {
                prefixRowCounts[j] += prefixRowCounts[i]
                prefixExtents[j] += prefixExtents[i]
            }
            i += 1
        }
        updatesSinceRebuild = 0
    }

    /// Adds to section `s`'s row count and extent.
    mutating func adjustPrefixes(section s: Int, rows dRows: Int, extent dExtent: Double) {
        var i = s + 1
        while i < prefixRowCounts.count {
            prefixRowCounts[i] += dRows
            prefixExtents[i] += dExtent
            i += i & -i
        }
    }

    /// Ends an update that adjusted the prefixes: once the number of such updates passes the
    /// number of sections, rebuilds them from the records, so rounding never piles up.
    mutating func settlePrefixes() {
        updatesSinceRebuild += 1
        if updatesSinceRebuild > Swift.max(64, sections.count) { rebuildPrefixes() }
    }
}
