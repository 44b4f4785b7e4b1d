//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Changing a list's geometry: heights (measured or estimated), rows and sections inserted,
// deleted and moved. Row changes cost O(log n); changes to the list of sections O(sections).
// Every update returns false and changes nothing when its input is out of range.

extension ListGeometry {
    // MARK: - Heights

    @discardableResult
    package mutating func setRowHeight(_ height: Double, isEstimated: Bool, section s: Int, row: Int) -> Bool {
        guard let i = flatRowIndex(section: s, row: row) else { return false }
        rows.setHeight(height, isEstimated: isEstimated, at: i)
        refreshRowsHeight(section: s, rowDelta: 0)
        settlePrefixes()
        return true
    }

    /// Gives a range of a section's rows one height (say, back to the estimate): O(log n).
    @discardableResult
    package mutating func setRowHeights(_ height: Double, isEstimated: Bool, section s: Int, rows range: Range<Int>) -> Bool {
        guard sections.indices.contains(s), range.lowerBound >= 0,
              range.upperBound <= sections[s].rowCount else { return false }
        let start = prefixRowCount(s)
        rows.setHeight(height, isEstimated: isEstimated, in: start + range.lowerBound..<start + range.upperBound)
        refreshRowsHeight(section: s, rowDelta: 0)
        settlePrefixes()
        return true
    }

    @discardableResult
    package mutating func setHeaderHeight(_ height: Double, isEstimated: Bool, section s: Int) -> Bool {
        setSectionPart(\.headerHeight, \.headerIsEstimated, height, isEstimated, s)
    }

    @discardableResult
    package mutating func setFooterHeight(_ height: Double, isEstimated: Bool, section s: Int) -> Bool {
        setSectionPart(\.footerHeight, \.footerIsEstimated, height, isEstimated, s)
    }

    /// A section header's or footer's height: the section's extent changes by the difference.
    private mutating func setSectionPart(_ height: WritableKeyPath<Section, Double>, _ estimated: WritableKeyPath<Section, Bool>,
                                         _ value: Double, _ isEstimated: Bool, _ s: Int) -> Bool {
        guard sections.indices.contains(s) else { return false }
        let h = RowHeightRuns.sanitized(value)
        let delta = h - sections[s][keyPath: height]
        sections[s][keyPath: height] = h
        sections[s][keyPath: estimated] = isEstimated
        adjustPrefixes(section: s, rows: 0, extent: delta)
        settlePrefixes()
        return true
    }

    @discardableResult
    package mutating func setTopPadding(_ padding: Double, section s: Int) -> Bool {
        guard sections.indices.contains(s) else { return false }
        let p = RowHeightRuns.sanitized(padding)
        let delta = p - sections[s].topPadding
        sections[s].topPadding = p
        adjustPrefixes(section: s, rows: 0, extent: delta)
        settlePrefixes()
        return true
    }

    package mutating func setTableHeaderHeight(_ height: Double) {
        tableHeaderHeight = RowHeightRuns.sanitized(height)
    }

    package mutating func setTableFooterHeight(_ height: Double) {
        tableFooterHeight = RowHeightRuns.sanitized(height)
    }

    /// Space between sections (grouped styles): O(sections).
    package mutating func setInterSectionSpacing(_ spacing: Double) {
        interSectionSpacing = RowHeightRuns.sanitized(spacing)
        rebuildPrefixes()
    }

    // MARK: - Rows

    /// Inserts `count` rows of one height before row `row` of section `s` (`row` may be the
    /// section's row count, to append).
    @discardableResult
    package mutating func insertRows(count: Int, at row: Int, section s: Int, height: Double, isEstimated: Bool) -> Bool {
        guard sections.indices.contains(s), count >= 0, row >= 0, row <= sections[s].rowCount else { return false }
        guard count > 0 else { return true }
        rows.insert(count: count, height: height, isEstimated: isEstimated, at: prefixRowCount(s) + row)
        sections[s].rowCount += count
        refreshRowsHeight(section: s, rowDelta: count)
        settlePrefixes()
        return true
    }

    @discardableResult
    package mutating func deleteRows(section s: Int, range: Range<Int>) -> Bool {
        guard sections.indices.contains(s), range.lowerBound >= 0, range.upperBound <= sections[s].rowCount else { return false }
        guard !range.isEmpty else { return true }
        let start = prefixRowCount(s)
        rows.remove(start + range.lowerBound..<start + range.upperBound)
        sections[s].rowCount -= range.count
        refreshRowsHeight(section: s, rowDelta: -range.count)
        settlePrefixes()
        return true
    }

    /// Moves a row, keeping its height and flag. As in `UITableView.moveRow(at:to:)`, `to` is
    /// the row's place once moved (counted without it when both are in one section).
    @discardableResult
    package mutating func moveRow(from: (section: Int, row: Int), to: (section: Int, row: Int)) -> Bool {
        guard let i = flatRowIndex(section: from.section, row: from.row),
              sections.indices.contains(to.section), to.row >= 0 else { return false }
        let sameSection = from.section == to.section
        let destinationCount = sections[to.section].rowCount - (sameSection ? 1 : 0)
        guard to.row <= destinationCount else { return false }
        // The destination's flat index in the sequence without the moved row.
        var destination = prefixRowCount(to.section) + to.row
        if to.section > from.section { destination -= 1 }
        rows.move(i..<i + 1, to: destination)
        if !sameSection {
            // Both counts first: each section's first row depends on the other's count.
            sections[from.section].rowCount -= 1
            sections[to.section].rowCount += 1
            adjustPrefixes(section: from.section, rows: -1, extent: 0)
            adjustPrefixes(section: to.section, rows: 1, extent: 0)
            refreshRowsHeight(section: to.section, rowDelta: 0)
        }
        refreshRowsHeight(section: from.section, rowDelta: 0)
        settlePrefixes()
        return true
    }

    // MARK: - Sections

    @discardableResult
    package mutating func insertSection(at s: Int, spec: SectionSpec) -> Bool {
        guard s >= 0, s <= sections.count else { return false }
        let count = Swift.max(spec.rowCount, 0)
        let start = prefixRowCount(s)
        rows.insert(count: count, height: spec.rowHeight, isEstimated: spec.rowHeightIsEstimated, at: start)
        sections.insert(Section(rowCount: count, topPadding: RowHeightRuns.sanitized(spec.topPadding),
                                headerHeight: RowHeightRuns.sanitized(spec.headerHeight),
                                headerIsEstimated: spec.headerIsEstimated,
                                footerHeight: RowHeightRuns.sanitized(spec.footerHeight),
                                footerIsEstimated: spec.footerIsEstimated,
                                rowsHeight: rows.heightSum(of: start..<start + count) ?? 0), at: s)
        rebuildPrefixes()
        return true
    }

    @discardableResult
    package mutating func deleteSection(at s: Int) -> Bool {
        guard sections.indices.contains(s) else { return false }
        let start = prefixRowCount(s)
        rows.remove(start..<start + sections[s].rowCount)
        sections.remove(at: s)
        rebuildPrefixes()
        return true
    }

    /// Moves a section with its rows' heights. `to` is its index once moved.
    @discardableResult
    package mutating func moveSection(from: Int, to: Int) -> Bool {
        guard sections.indices.contains(from), sections.indices.contains(to) else { return false }
        guard from != to else { return true }
        let count = sections[from].rowCount
        let start = prefixRowCount(from)
        // Rows before the destination once the section is out of the way.
        let destination = to < from ? prefixRowCount(to) : prefixRowCount(to + 1) - count
        rows.move(start..<start + count, to: destination)
        let moved = sections.remove(at: from)
        sections.insert(moved, at: to)
        rebuildPrefixes()
        return true
    }

    // MARK: - Helpers

    /// Re-reads section `s`'s row heights from the row tree (its `rowCount` already updated) and
    /// passes the change on to the section prefixes.
    mutating func refreshRowsHeight(section s: Int, rowDelta: Int) {
        let start = prefixRowCount(s)
        let height = rows.heightSum(of: start..<start + sections[s].rowCount) ?? 0
        let delta = height - sections[s].rowsHeight
        sections[s].rowsHeight = height
        adjustPrefixes(section: s, rows: rowDelta, extent: delta)
    }

    /// Checks the cached sums against fresh ones: nil when sound, else the first fault. For tests.
    package func checkInvariants() -> String? {
        if let fault = rows.checkInvariants() { return "rows: \(fault)" }
        var rowTotal = 0
        var extentTotal = 0.0
        for s in sections.indices {
            if prefixRowCount(s) != rowTotal { return "section \(s)'s first row is \(prefixRowCount(s)), not \(rowTotal)" }
            if abs(prefixExtent(s) - extentTotal) > 1e-6 * Swift.max(1, extentTotal) {
                return "section \(s)'s top is \(prefixExtent(s)), not \(extentTotal)"
            }
            let fresh = rows.heightSum(of: rowTotal..<rowTotal + sections[s].rowCount) ?? -1
            if abs(fresh - sections[s].rowsHeight) > 1e-6 * Swift.max(1, fresh) {
                return "section \(s)'s rows height is \(sections[s].rowsHeight), not \(fresh)"
            }
            rowTotal += sections[s].rowCount
            extentTotal += extent(s)
        }
        if rowTotal != rows.count { return "\(rows.count) rows stored for \(rowTotal) in sections" }
        return nil
    }
}
