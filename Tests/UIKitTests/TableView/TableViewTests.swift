//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A cell subclass written as for iOS: it overrides `init(style:reuseIdentifier:)`.
@MainActor final class TitleCell: UITableViewCell {
    static var made = 0
    let title = UILabel()
    var reused = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        TitleCell.made += 1
        contentView.addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
}

/// A data source and delegate that records what the table asks, in order.
@MainActor final class RecordingTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var log: [String] = []
    var heights: [IndexPath: CGFloat] = [:]
    var logHeights = false
    init(_ rows: [Int]) { self.rows = rows }
    func numberOfSections(in tableView: UITableView) -> Int { log.append("sections"); return rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("rows(\(section))")
        return rows[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cell(\(indexPath.section),\(indexPath.row))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! TitleCell
        cell.title.text = "Row \(indexPath.row)"
        cell.accessibilityLabel = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if logHeights { log.append("height(\(indexPath.section),\(indexPath.row))") }
        return heights[indexPath] ?? (tableView.rowHeight > 0 ? tableView.rowHeight : 44)
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay(\(indexPath.section),\(indexPath.row))")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEnd(\(indexPath.section),\(indexPath.row))")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect(\(indexPath.row))"); return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect(\(indexPath.row))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect(\(indexPath.row))"); return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect(\(indexPath.row))") }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight(\(indexPath.row))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight(\(indexPath.row))") }
}

@MainActor @Suite struct TableViewTests {
    func hosted(_ rows: [Int], height: CGFloat = 440, configure: (UITableView) -> Void = { _ in }) -> (UIKitTestHost, UITableView, RecordingTable) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        let source = RecordingTable(rows)
        table.register(TitleCell.self, forCellReuseIdentifier: "c")
        configure(table)
        table.dataSource = source
        table.delegate = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        return (host, table, source)
    }

    @Test func defaultsAndRawValuesAreApples() {
        let t = UITableView(frame: .zero)
        #expect(t.style == .plain)
        #expect(UITableView.automaticDimension == -1)
        #expect(t.rowHeight == -1 && t.estimatedRowHeight == -1 && t.sectionHeaderHeight == -1)
        #expect(t.separatorStyle == .singleLine && t.allowsSelection && !t.allowsMultipleSelection)
        #expect(UITableView.RowAnimation.automatic.rawValue == 100 && UITableView.RowAnimation.middle.rawValue == 6)
        #expect(UITableView.ScrollPosition.bottom.rawValue == 3 && UITableView.Style.insetGrouped.rawValue == 2)
        #expect(UITableViewCell.AccessoryType.detailButton.rawValue == 4 && UITableViewCell.CellStyle.subtitle.rawValue == 3)
        let p = IndexPath(row: 3, section: 2)
        #expect(p.row == 3 && p.section == 2 && p.item == 3)
    }

    @Test func onlyVisibleRowsAreAskedForAndExist() {
        let (_, table, source) = hosted([100_000])
        #expect(table.visibleCells.count == 10)
        #expect(source.log.filter { $0.hasPrefix("cell(") }.count == 10)
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
        #expect(table.contentSize.height == CGFloat(100_000 * 44))
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
    }

    @Test func firstDisplayOrderIsCountsThenCellHeightWillDisplayPerRow() {
        let (_, _, source) = hosted([3])
        let cells = source.log.drop { !$0.hasPrefix("cell(") }
        #expect(Array(cells.prefix(3)) == ["cell(0,0)", "willDisplay(0,0)", "cell(0,1)"])
        #expect(source.log.prefix(2) == ["sections", "rows(0)"])
    }

    @Test func scrollingAHundredThousandRowsReusesAFewCells() {
        TitleCell.made = 0
        let (host, table, source) = hosted([100_000])
        for i in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(i) * 300)
            host.advanceFrames(1)
        }
        #expect(TitleCell.made <= 12)
        #expect(table.visibleCells.count <= 11)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count <= 12)
        #expect(!source.log.contains("sections") || source.log.filter { $0 == "sections" }.count <= 2)
        let first = table.indexPathsForVisibleRows!.first!
        #expect(first.row == Int(60_000 / 44))
    }

    @Test func rowsLeavingEndDisplayAndCellsAreReusedLastInFirstOut() {
        let (host, table, source) = hosted([100])
        source.log.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 44)
        host.advanceFrames(1)
        #expect(source.log == ["didEnd(0,0)", "cell(0,10)", "willDisplay(0,10)"])
        let cell = table.cellForRow(at: IndexPath(row: 10, section: 0)) as! TitleCell
        #expect(cell.reused == 1)
        #expect(cell.frame == CGRect(x: 0, y: 440, width: 320, height: 44))
    }

    @Test func geometryQueries() {
        let (_, table, source) = hosted([5, 3]) { $0.rowHeight = 50 }
        _ = source
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 100)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 260)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
        UIKitLog.clearRecentMessages()
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
        #expect(UIKitLog.didLog("out of range"))
    }

    @Test func dequeueOfAnUnregisteredIdentifierLogsIOSMessageAndGivesAPlainCell() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        UIKitLog.clearRecentMessages()
        #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
        let cell = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        #expect(UIKitLog.didLog("unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
        #expect(cell.frame.size == CGSize(width: 320, height: 44))
        table.register(TitleCell.self, forCellReuseIdentifier: "t")
        #expect(table.dequeueReusableCell(withIdentifier: "t") is TitleCell)
    }

    @Test func tapSelectsWithIOSOrderAndADragNeverSelects() {
        let (host, table, source) = hosted([20])
        source.log.removeAll()
        host.tap(at: CGPoint(x: 100, y: 66))
        host.advanceFrames(2)
        #expect(source.log == ["didHighlight(1)", "didUnhighlight(1)", "willSelect(1)", "didSelect(1)"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        source.log.removeAll()
        host.tap(at: CGPoint(x: 100, y: 150))
        host.advanceFrames(2)
        #expect(source.log == ["didHighlight(3)", "didUnhighlight(3)", "willSelect(3)", "willDeselect(1)", "didDeselect(1)", "didSelect(3)"])
        source.log.removeAll()
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        #expect(!source.log.contains { $0.hasPrefix("didSelect") })
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func selectRowInCodeCallsNoDelegate() {
        let (host, table, source) = hosted([20])
        source.log.removeAll()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        host.advanceFrames(1)
        #expect(source.log.isEmpty)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func batchUpdatesMoveRowsAndInconsistentOnesAreLoggedAndResynced() {
        let (host, table, source) = hosted([10])
        source.rows = [9]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        host.advanceFrames(1)
        #expect(table.numberOfRows(inSection: 0) == 9)
        #expect(table.visibleCells.count == 9)
        UIKitLog.clearRecentMessages()
        source.rows = [9]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(UIKitLog.didLog("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (9) must be equal to the number of rows contained in that section before the update (9), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"))
        host.advanceFrames(1)
        #expect(table.numberOfRows(inSection: 0) == 9)
        source.rows = [11]
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 5, section: 0)], with: .automatic)
        })
        host.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == 11)
        #expect(table.visibleCells.count == 10)
    }

    @Test func scrollToRowPositions() {
        let (host, table, source) = hosted([100])
        defer { withExtendedLifetime(source) {} }
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        host.advanceFrames(1)
        #expect(table.contentOffset.y == CGFloat(50 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) != nil)
        table.scrollToRow(at: IndexPath(row: 52, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(50 * 44))
        table.scrollToRow(at: IndexPath(row: 70, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(71 * 44 - 440))
    }

    @Test func estimatedRowsBecomeRealWithoutMovingWhatIsOnScreen() {
        let (host, table, source) = hosted([1000]) { $0.estimatedRowHeight = 44 }
        for r in 0..<1000 { source.heights[IndexPath(row: r, section: 0)] = 60 }
        table.reloadData()
        host.advanceFrames(1)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 180)
        table.contentOffset = CGPoint(x: 0, y: 20_000)
        host.advanceFrames(1)
        let first = table.indexPathsForVisibleRows!.first!
        let y = table.rectForRow(at: first).minY - table.contentOffset.y
        table.contentOffset.y -= 200
        host.advanceFrames(1)
        #expect(abs(table.rectForRow(at: first).minY - table.contentOffset.y - (y + 200)) < 0.5)
    }
}
