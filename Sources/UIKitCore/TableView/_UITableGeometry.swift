//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitListGeometry

/// The table's vertical geometry in CGFloat terms, over `UIKitListGeometry.ListGeometry`: table
/// header, then per section top padding, header, rows and footer, then table footer. Every query
/// costs O(log n); memory follows runs of equal row heights, not rows.
struct _UITableGeometry {
    struct SectionSpec {
        var rowCount: Int
        var rowHeight: CGFloat
        var rowsEstimated: Bool
        var header: CGFloat
        var headerEstimated: Bool
        var footer: CGFloat
        var footerEstimated: Bool
        var topPadding: CGFloat

        var list: ListGeometry.SectionSpec {
            ListGeometry.SectionSpec(rowCount: rowCount, rowHeight: Double(rowHeight), rowHeightIsEstimated: rowsEstimated,
                                     headerHeight: Double(header), headerIsEstimated: headerEstimated,
                                     footerHeight: Double(footer), footerIsEstimated: footerEstimated,
                                     topPadding: Double(topPadding))
        }
    }

    enum Kind: Equatable { case header, row, footer }

    struct Item: Equatable {
        var kind: Kind
        var section: Int
        var row: Int
        var y: CGFloat
        var height: CGFloat
    }

    private(set) var list = ListGeometry()

    var tableHeaderHeight: CGFloat {
        get { CGFloat(list.tableHeaderHeight) }
        set { list.setTableHeaderHeight(Double(newValue)) }
    }
    var tableFooterHeight: CGFloat {
        get { CGFloat(list.tableFooterHeight) }
        set { list.setTableFooterHeight(Double(newValue)) }
    }

    mutating func reload(_ specs: [SectionSpec]) { list.reload(sections: specs.map(\.list)) }

    var numberOfSections: Int { list.numberOfSections }
    func numberOfRows(inSection s: Int) -> Int { list.numberOfRows(inSection: s) }
    func isValid(_ s: Int, _ r: Int) -> Bool { s >= 0 && s < list.numberOfSections && r >= 0 && r < list.numberOfRows(inSection: s) }
    var contentHeight: CGFloat { CGFloat(list.contentHeight) }

    func sectionY(_ s: Int) -> CGFloat { CGFloat(list.sectionY(section: s)?.y ?? 0) }
    func sectionHeight(_ s: Int) -> CGFloat { CGFloat(list.sectionY(section: s)?.height ?? 0) }
    func headerY(_ s: Int) -> CGFloat { CGFloat(list.headerY(section: s)?.y ?? 0) }
    func headerHeight(_ s: Int) -> CGFloat { CGFloat(list.headerY(section: s)?.height ?? 0) }
    func footerY(_ s: Int) -> CGFloat { CGFloat(list.footerY(section: s)?.y ?? 0) }
    func footerHeight(_ s: Int) -> CGFloat { CGFloat(list.footerY(section: s)?.height ?? 0) }
    func rowY(_ s: Int, _ r: Int) -> CGFloat { CGFloat(list.rowFrameY(section: s, row: r)?.y ?? 0) }
    func rowHeight(_ s: Int, _ r: Int) -> CGFloat { CGFloat(list.rowFrameY(section: s, row: r)?.height ?? 0) }
    func isRowEstimated(_ s: Int, _ r: Int) -> Bool { list.isRowHeightEstimated(section: s, row: r) ?? false }
    func isHeaderEstimated(_ s: Int) -> Bool { list.isHeaderHeightEstimated(section: s) ?? false }
    func isFooterEstimated(_ s: Int) -> Bool { list.isFooterHeightEstimated(section: s) ?? false }

    mutating func setRowHeight(_ h: CGFloat, estimated: Bool, _ s: Int, _ r: Int) {
        list.setRowHeight(Double(h), isEstimated: estimated, section: s, row: r)
    }
    mutating func setHeaderHeight(_ h: CGFloat, estimated: Bool, _ s: Int) {
        list.setHeaderHeight(Double(h), isEstimated: estimated, section: s)
    }
    mutating func setFooterHeight(_ h: CGFloat, estimated: Bool, _ s: Int) {
        list.setFooterHeight(Double(h), isEstimated: estimated, section: s)
    }

    /// The section whose span contains `y` (nil in the table header or footer).
    func section(atY y: CGFloat) -> Int? { list.section(atY: Double(y)) }

    /// The row whose span contains `y`, nil in a header, footer or padding.
    func row(atY y: CGFloat) -> (section: Int, row: Int)? { list.row(atY: Double(y)) }

    /// Headers, rows and footers that overlap [y0, y1), in order.
    func items(from y0: CGFloat, to y1: CGFloat) -> [Item] {
        list.visibleItems(from: Double(y0), to: Double(y1)).compactMap {
            switch $0.kind {
            case .header: Item(kind: .header, section: $0.section, row: 0, y: CGFloat($0.y), height: CGFloat($0.height))
            case .row: Item(kind: .row, section: $0.section, row: $0.row, y: CGFloat($0.y), height: CGFloat($0.height))
            case .footer: Item(kind: .footer, section: $0.section, row: 0, y: CGFloat($0.y), height: CGFloat($0.height))
            case .tableHeader, .tableFooter: nil
            }
        }
    }

    // MARK: Updates

    mutating func insertRows(_ count: Int, at r: Int, section s: Int, height: CGFloat, estimated: Bool) {
        list.insertRows(count: count, at: r, section: s, height: Double(height), isEstimated: estimated)
    }
    mutating func deleteRow(_ r: Int, section s: Int) { list.deleteRows(section: s, range: r..<(r + 1)) }
    mutating func insertSection(at s: Int, _ spec: SectionSpec) { list.insertSection(at: s, spec: spec.list) }
    mutating func deleteSection(_ s: Int) { list.deleteSection(at: s) }
}
