//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A data source of plain rows in sections (the counts given), for the row layout and editing
/// tests below: what a table shows for rows, images, accessories and the editing controls, as on iOS.
@MainActor final class RowLayoutSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [Int]
    var image: UIImage?
    var titles = true
    var configuration = true
    init(_ sections: [Int]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles ? "Section \(section)" : nil }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        if configuration {
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Row \(indexPath.row)"
            content.secondaryText = "Subtitle"
            content.image = image
            cell.contentConfiguration = content
        } else {
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.imageView?.image = image
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@MainActor @Suite struct TableViewRowLayoutAndEditingTests {
    static func square(_ side: CGFloat = 29) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { ctx in
            UIColor.systemBlue.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    func hosted(_ style: UITableView.Style, _ source: RowLayoutSource, width: CGFloat = 1024, height: CGFloat = 600) -> (UIKitTestHost, UITableView) {
        Self.hostTable(source, style: style, width: width, height: height)
    }
    /// A table of "c" cells (plain `UITableViewCell`s) fed and observed by `source`, hosted and
    /// laid out.
    static func hostTable(_ source: UITableViewDataSource & UITableViewDelegate, style: UITableView.Style = .plain,
                          width: CGFloat = 320, height: CGFloat = 480) -> (UIKitTestHost, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = source
        table.delegate = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(2)
        return (host, table)
    }

    /// A table that counts its layout passes.
    final class CountingTable: UITableView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    // With two or more section headers on screen (titled headers, any style), every layout pass
    // of the table marks the table for layout again: the layer engine gives up after 100 rounds
    // and logs "layout did not settle after 100 rounds", at first display and on every scrolled
    // frame, so scrolling UICatalog's Table View page runs about 100 table layouts a frame. One
    // header on screen settles. (Likely: `_layoutHeadersAndFooters` brings each visible header
    // to the front in dictionary order, so with two the order flips every pass and each
    // re-insertion marks the table for layout.) iOS lays a scrolled table out once a frame.
    @Test
    func twoVisibleHeadersLetLayoutSettle() {
        UIKitLog.clearRecentMessages()
        let source = RowLayoutSource([3, 3])
        let table = CountingTable(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = source
        table.delegate = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(2)
        #expect(table.subviews.filter { $0 is UITableViewHeaderFooterView }.count == 2, "both headers show")
        #expect(!UIKitLog.didLog("did not settle"))
        table.layouts = 0
        table.contentOffset.y += 10
        host.advanceFrames(1)
        #expect(table.layouts <= 2, "one scrolled frame, \(table.layouts) layout passes")
    }

    /// Editable rows that record moves and commits (for the editing findings).
    @MainActor final class EditingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = ["A", "B", "C", "D", "E"]
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move(\(sourceIndexPath.row)->\(destinationIndexPath.row))")
            rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit(\(editingStyle.rawValue),\(indexPath.row))")
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    func editingTable(_ source: EditingSource) -> (UIKitTestHost, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = source
        table.delegate = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(2)
        table.setEditing(true, animated: false)
        host.advanceFrames(2)
        return (host, table)
    }

    /// The 1-pixel separator a cell draws at its bottom edge.
    func separator(of cell: UITableViewCell) -> UIView? {
        cell.subviews.first { $0 !== cell.contentView && $0.frame.height <= 1 && $0.frame.maxY >= cell.bounds.height - 1 }
    }

    // The root list and the Table View page are inset grouped: iOS draws each section's rows as a
    // rounded card inset by the table's layout margins (20 pt at this width). Here the rows run
    // from edge to edge (cell frame x = 0, width = 1024) with square corners, so an inset-grouped
    // table looks like a grouped one.
    @Test
    func insetGroupedRowsSitInsideTheMargins() {
        let source = RowLayoutSource([3, 3])
        let (host, table) = hosted(.insetGrouped, source)
        defer { _ = host }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.frame.minX == table.layoutMargins.left && table.layoutMargins.left == 20)
        #expect(cell.frame.maxX == table.bounds.width - table.layoutMargins.right)
    }

    // In a table, a row's separator starts at the table's `separatorInset` (16) whatever the row
    // shows. On iOS (11+) the automatic separator follows the content: it starts where the text
    // starts, after an image (Settings' rows: the line starts under the title, not under the
    // icon), and at the 20-pt margin in a wide table. UICatalog's root list shows lines starting
    // under its icons, 4 pt left of every title.
    @Test
    func separatorStartsWhereTheTextStarts() {
        let source = RowLayoutSource([3])
        source.configuration = false
        source.titles = false
        source.image = Self.square()
        let (host, table) = hosted(.plain, source)
        defer { _ = host }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let text = cell.textLabel!.convert(cell.textLabel!.bounds, to: cell)
        let line = separator(of: cell)
        #expect(line != nil)
        #expect(abs((line?.frame.minX ?? 0) - text.minX) < 1, "text at \(text.minX), separator at \(line?.frame.minX ?? -1)")
    }

    // `UITableViewController.clearsSelectionOnViewWillAppear` deselects with animation when the
    // list comes back from a pushed page: on iOS the grey selection fades out alongside the pop.
    // Here `setSelected(false, animated: true)` ignores `animated`, so the row is white at once
    // (UICatalog: tap a row, tap Back; half way through the pop the row is already plain).
    @Test
    func animatedDeselectionFades() {
        let source = RowLayoutSource([3])
        source.titles = false
        let (host, table) = hosted(.plain, source, width: 390, height: 300)
        let path = IndexPath(row: 1, section: 0)
        host.tap(at: host.center(of: table.cellForRow(at: path)!))
        host.advanceFrames(2)
        let cell = table.cellForRow(at: path)!
        let p = CGPoint(x: 200, y: host.frame(of: cell).midY)
        let selected = ControlTestSupport.pixel(host.render(), p)
        #expect(selected.r < 240, "the selected row is grey")
        table.deselectRow(at: path, animated: true)
        host.advanceFrames(2)
        let fading = ControlTestSupport.pixel(host.render(), p)
        #expect(fading.r < 250, "two frames into the fade the row is still partly grey")
        host.advance(by: 1)
        #expect(ControlTestSupport.pixel(host.render(), p).r > 250, "then white")
    }

    // In editing mode the rows of a data source that implements `moveRowAt` show reorder
    // grabbers, but dragging a grabber scrolls the table: nothing lifts the row, and `moveRowAt`
    // is never called. iOS lifts the row, moves the others out of its way, asks
    // `targetIndexPathForMoveFromRowAt`, and calls `moveRowAt` on the drop.
    @Test
    func draggingTheGrabberMovesTheRow() {
        let source = EditingSource()
        let (host, table) = editingTable(source)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let grabber = cell._reorderControl
        #expect(grabber != nil && grabber?.superview != nil, "the grabber is shown")
        guard let grabber else { return }
        let start = host.center(of: grabber)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 2 * 44 + 4), duration: 0.6)
        host.advance(by: 0.5)
        #expect(source.log == ["move(0->2)"])
        #expect(source.rows == ["B", "C", "A", "D", "E"])
        #expect(table.contentOffset.y == 0, "the drag moved the row, not the table")
    }

    // Tapping the red minus of an editable row commits the delete at once. On iOS the tap
    // turns the minus and reveals a red "Delete" confirmation button
    // (`titleForDeleteConfirmationButtonForRowAt`) at the trailing edge; only tapping that
    // button calls `commit(_:forRowAt:)`.
    @Test
    func deleteControlAsksForConfirmation() {
        let source = EditingSource()
        let (host, table) = editingTable(source)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let f = host.frame(of: cell)
        host.tap(at: CGPoint(x: f.minX + 23, y: f.midY))   // the red minus
        host.advance(by: 0.5)
        #expect(source.log.isEmpty, "no commit before the confirmation")
        #expect(cell.showingDeleteConfirmation)
    }

    /// One default-style row whose `textLabel` wraps a paragraph (`numberOfLines = 0`).
    @MainActor final class ParagraphSource: NSObject, UITableViewDataSource {
        static let text = "A row that sizes itself to its text: numberOfLines = 0 lets the label wrap, and the table measures the cell (rowHeight is automaticDimension) so the whole paragraph fits, at any width the window has. Resize the window and the row grows or shrinks with it."
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "long") ?? UITableViewCell(style: .default, reuseIdentifier: "long")
            cell.textLabel?.text = Self.text
            cell.textLabel?.numberOfLines = 0
            return cell
        }
    }

    // UICatalog's "Self-Sizing Text" row under Xvfb: made narrower (1024 → 560 pt wide), the
    // table re-lays the row's `textLabel` at the new width (3 lines become 5) but keeps the row's
    // old height, so the paragraph runs over the next row. A row of the same text in a new
    // table at 560 pt is tall enough, and a `UIListContentConfiguration` row next to it does grow
    // on the resize. iOS measures self-sizing rows again when the table's width changes.
    @Test
    func wrappedTextLabelRowGrowsWhenTheTableNarrows() {
        let source = ParagraphSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 1024, height: 600), style: .grouped)
        table.dataSource = source
        let host = UIKitTestHost(view: UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 600)))
        host.rootView.addSubview(table)
        host.advanceFrames(2)
        let path = IndexPath(row: 0, section: 0)
        let wide = table.rectForRow(at: path).height
        table.frame.size.width = 560
        host.advanceFrames(3)
        let cell = table.cellForRow(at: path)!
        let label = cell.textLabel!
        let textBottom = label.convert(label.bounds, to: cell).maxY
        #expect(table.rectForRow(at: path).height > wide, "the row grows as the text takes more lines")
        #expect(textBottom <= cell.bounds.height, "text bottom \(textBottom), row height \(cell.bounds.height)")

        let fresh = UITableView(frame: CGRect(x: 0, y: 0, width: 560, height: 600), style: .grouped)
        let freshSource = ParagraphSource()
        fresh.dataSource = freshSource
        host.rootView.addSubview(fresh)
        host.advanceFrames(2)
        #expect(table.rectForRow(at: path).height == fresh.rectForRow(at: path).height, "as tall as in a table made at 560 pt")
    }
}
