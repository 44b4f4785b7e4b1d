//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The Table interface of a table view and the TableCell interface of its rows: a screen reader
// says "row 3 of 120" from them (Orca looks for a table-implementing ancestor of the cell it
// reads). A table view is one column; its rows are counted across sections, in order. Only the
// rows on screen exist as objects (the cells), so GetAccessibleAt answers null for the others.
// Selecting a row (or a collection view's item) is heard, and moves the focus along the list.

import Foundation
import UIKitCore
import UIKitDBus

extension _ATSPIBridge {
    nonisolated static let tableInterface = "org.a11y.atspi.Table"
    nonisolated static let tableCellInterface = "org.a11y.atspi.TableCell"

    /// The table view's rows in all sections.
    static func rowCount(of table: UITableView) -> Int {
        (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    }

    /// The flat row number of `ip` (sections one after another).
    static func flatRow(_ ip: IndexPath, in table: UITableView) -> Int {
        (0..<min(ip.section, table.numberOfSections)).reduce(0) { $0 + table.numberOfRows(inSection: $1) } + ip.row
    }

    /// The index path of flat row `row`, nil when out of range.
    static func indexPath(flatRow row: Int, in table: UITableView) -> IndexPath? {
        guard row >= 0 else { return nil }
        var left = row
        for s in 0..<table.numberOfSections {
            let n = table.numberOfRows(inSection: s)
            if left < n { return IndexPath(row: left, section: s) }
            left -= n
        }
        return nil
    }

    /// The cell's table, index path and flat row, when `object` is a cell shown by a table view.
    static func tablePosition(of object: AnyObject) -> (table: UITableView, indexPath: IndexPath, row: Int)? {
        guard let cell = object as? UITableViewCell, let table = _ATSPIElement.enclosing(UITableView.self, of: cell),
              let ip = table.indexPath(for: cell) else { return nil }
        return (table, ip, flatRow(ip, in: table))
    }

    /// A table view selected a row, or a collection view an item: selection-changed on the list
    /// and state-changed:selected on the cell; when the focus was on one of the list's cells, it
    /// follows the selection (as a desktop list's focus does), so a screen reader reads the row
    /// or item selected by the keys.
    func listSelectionChanged(_ list: UIScrollView) {
        let cell: UIView?
        if let table = list as? UITableView {
            cell = table.indexPathsForSelectedRows?.last.flatMap { table.cellForRow(at: $0) }
        } else if let collection = list as? UICollectionView {
            cell = collection.indexPathsForSelectedItems?.last.flatMap { collection.cellForItem(at: $0) }
        } else {
            cell = nil
        }
        guard let cell else { return }
        let focusWasInList = (focusedObject as? UIView).map { _ATSPIElement.enclosingList(of: $0) === list } ?? false
        if hasPath(list) { emit("SelectionChanged", from: list) }
        if hasPath(cell) || focusWasInList { emit("StateChanged", from: cell, detail: "selected", 1) }
        if focusWasInList && focusedObject !== cell {
            grabbedFocus = cell
            focusMoved(to: cell)
        }
    }

    /// Table interface calls on a table view.
    func table(_ m: DBusMessage, _ member: String, _ table: UITableView) -> DBusMessage? {
        let args = m.body.map { $0.intValue ?? 0 }
        func arg(_ i: Int) -> Int { args.indices.contains(i) ? args[i] : -1 }
        func cell(row: Int, column: Int) -> UITableViewCell? {
            guard column == 0, let ip = Self.indexPath(flatRow: row, in: table) else { return nil }
            return table.cellForRow(at: ip)
        }
        func isSelected(_ ip: IndexPath?) -> Bool { ip.map { (table.indexPathsForSelectedRows ?? []).contains($0) } ?? false }
        let kids = children(of: table)
        switch member {
        case "GetAccessibleAt": return m.reply([cell(row: arg(0), column: arg(1)).map(reference) ?? nullReference])
        case "GetIndexAt":
            let c = cell(row: arg(0), column: arg(1))
            return m.reply([.int32(Int32(c.flatMap { c in kids.firstIndex { $0 === c } } ?? -1))])
        case "GetRowAtIndex", "GetColumnAtIndex":
            let i = arg(0)
            guard kids.indices.contains(i), let p = Self.tablePosition(of: kids[i]) else { return m.reply([.int32(-1)]) }
            return m.reply([.int32(member == "GetRowAtIndex" ? Int32(p.row) : 0)])
        case "GetRowExtentAt", "GetColumnExtentAt": return m.reply([.int32(cell(row: arg(0), column: arg(1)) == nil ? 0 : 1)])
        case "GetRowDescription", "GetColumnDescription": return m.reply([.string("")])
        case "GetRowHeader", "GetColumnHeader": return m.reply([nullReference])
        case "GetSelectedRows":
            let rows = (table.indexPathsForSelectedRows ?? []).map { DBusValue.int32(Int32(Self.flatRow($0, in: table))) }
            return m.reply([.array(element: "i", rows)])
        case "GetSelectedColumns": return m.reply([.array(element: "i", [])])
        case "IsRowSelected":
            return m.reply([.boolean(isSelected(Self.indexPath(flatRow: arg(0), in: table)))])
        case "IsSelected":
            return m.reply([.boolean(arg(1) == 0 && isSelected(Self.indexPath(flatRow: arg(0), in: table)))])
        case "IsColumnSelected": return m.reply([.boolean(false)])
        case "GetRowColumnExtentsAtIndex":
            let i = arg(0)
            guard kids.indices.contains(i), let p = Self.tablePosition(of: kids[i]) else {
                return m.reply([.boolean(false), .int32(-1), .int32(-1), .int32(0), .int32(0), .boolean(false)])
            }
            return m.reply([.boolean(true), .int32(Int32(p.row)), .int32(0), .int32(1), .int32(1), .boolean(isSelected(p.indexPath))])
        default: return nil
        }
    }

    /// Table properties of a table view.
    func tableProperty(_ name: String, of table: UITableView) -> DBusValue? {
        switch name {
        case "NRows": return .int32(Int32(Self.rowCount(of: table)))
        case "NColumns": return .int32(1)
        case "NSelectedRows": return .int32(Int32(table.indexPathsForSelectedRows?.count ?? 0))
        case "NSelectedColumns": return .int32(0)
        case "Caption", "Summary": return nullReference
        default: return nil
        }
    }

    /// TableCell calls on a table view's cell.
    func tableCell(_ m: DBusMessage, _ member: String, _ object: AnyObject) -> DBusMessage? {
        guard let p = Self.tablePosition(of: object) else { return nil }
        switch member {
        case "GetRowColumnSpan": return m.reply([.int32(Int32(p.row)), .int32(0), .int32(1), .int32(1)])
        case "GetRowHeaderCells", "GetColumnHeaderCells": return m.reply([.array(element: "(so)", [])])
        default: return nil
        }
    }

    /// TableCell properties of a table view's cell.
    func tableCellProperty(_ name: String, of object: AnyObject) -> DBusValue? {
        guard let p = Self.tablePosition(of: object) else { return nil }
        switch name {
        case "Position": return .structure([.int32(Int32(p.row)), .int32(0)])
        case "RowSpan", "ColumnSpan": return .int32(1)
        case "Table": return reference(p.table)
        default: return nil
        }
    }
}
