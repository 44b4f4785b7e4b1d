//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Sections with titles, built-in cells and self-sizing text.
@MainActor final class TitledSource: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var counts: [Int]
    var texts: [IndexPath: String] = [:]
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain")
            ?? UITableViewCell(style: .default, reuseIdentifier: "plain")
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = texts[indexPath] ?? "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
}

/// A table controller written as for iOS, overriding the protocol methods.
@MainActor final class FruitController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var selected: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(fruits[indexPath.row])
        let detail = UIViewController()
        detail.title = fruits[indexPath.row]
        navigationController?.pushViewController(detail, animated: false)
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
}

@MainActor @Suite struct TableViewDataSourceTests {
    @Test func plainHeadersFloatAndArePushedByTheNextSection() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.rowHeight = 44
        let source = TitledSource([10, 10])
        table.dataSource = source
        table.delegate = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        let header0 = table.headerView(forSection: 0)
        #expect(header0 != nil)
        #expect(header0?.frame.minY == 0)
        let h = table.rectForHeader(inSection: 0).height
        #expect(h > 0)
        table.contentOffset = CGPoint(x: 0, y: 200)
        host.advanceFrames(1)
        #expect(table.headerView(forSection: 0)?.frame.minY == 200)
        #expect(host.view(withAccessibilityLabel: "Section 0") != nil || table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
        // Section 1's header pushes section 0's up as it arrives.
        let s1 = table.rectForHeader(inSection: 1).minY
        table.contentOffset = CGPoint(x: 0, y: s1 - h / 2)
        host.advanceFrames(1)
        #expect(abs(table.headerView(forSection: 0)!.frame.maxY - s1) < 0.5)
        #expect(table.headerView(forSection: 1)?.frame.minY == s1)
    }

    @Test func groupedHeadersScrollWithTheRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
        table.rowHeight = 44
        let source = TitledSource([10, 10])
        table.dataSource = source
        table.delegate = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        let y0 = table.rectForHeader(inSection: 0).minY
        table.contentOffset = CGPoint(x: 0, y: 20)
        host.advanceFrames(1)
        #expect(table.headerView(forSection: 0)?.frame.minY == y0)
        #expect(table.backgroundColor == .systemGroupedBackground)
    }

    @Test func aBuiltInCellWithWrappingTextGrowsItsRow() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let source = TitledSource([3])
        source.texts[IndexPath(row: 1, section: 0)] = String(repeating: "A long line of text that wraps. ", count: 8)
        table.dataSource = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(abs(short - 44) < 1)
        #expect(long > 80)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
        let label = table.cellForRow(at: IndexPath(row: 1, section: 0))!.textLabel!
        #expect(label.frame.height > 60)
    }

    @Test func prefetchingOffersTheRowsAheadAndCancelsWhenScrollingBack() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        let source = TitledSource([1000])
        table.dataSource = source
        table.prefetchDataSource = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        table.contentOffset = CGPoint(x: 0, y: 88)
        host.advanceFrames(1)
        #expect(source.prefetched.contains(IndexPath(row: 13, section: 0)))
        #expect(!source.prefetched.contains { $0.row < 10 })
        table.contentOffset = CGPoint(x: 0, y: 44)
        host.advanceFrames(1)
        #expect(!source.cancelled.isEmpty)
    }

    @Test func aTableControllerDrillsDownAndClearsSelectionOnReturn() {
        let list = FruitController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        let host = UIKitTestHost(viewController: nav)
        host.advanceFrames(2)
        let banana = host.view(withAccessibilityLabel: "Banana")
        #expect(banana != nil)
        host.tap(banana!)
        host.advance(by: 1)
        #expect(list.selected == ["Banana"])
        #expect(nav.topViewController?.title == "Banana")
        #expect(list.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 50)
        nav.popViewController(animated: false)
        host.advance(by: 1)
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test func badInputIsSurvived() {
        @MainActor final class Negative: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { -2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { -5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let source = Negative()
        table.dataSource = source
        UIKitLog.clearRecentMessages()
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        #expect(table.numberOfSections == 0)
        #expect(UIKitLog.didLog("numberOfSections(in:) returned -2"))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        table.scrollToRow(at: IndexPath(row: 3, section: 4), at: .top, animated: false)
        #expect(table.contentOffset == .zero)
        table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func diffableDataSourceAppliesSnapshotsAsBatchUpdates() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        var made = 0
        let ds = UITableViewDiffableDataSource<Int, String>(tableView: table) { tv, ip, item in
            made += 1
            let cell = tv.dequeueReusableCell(withIdentifier: "c", for: ip)
            cell.textLabel?.text = item
            return cell
        }
        var snap = NSDiffableDataSourceSnapshot<Int, String>()
        snap.appendSections([0])
        snap.appendItems(["a", "b", "c", "d"])
        ds.apply(snap, animatingDifferences: false)
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        #expect(table.numberOfRows(inSection: 0) == 4)
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        made = 0
        snap.deleteItems(["a"])
        snap.appendItems(["e"])
        ds.apply(snap)
        host.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "e")
        #expect(made == 1)
        #expect(ds.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "e")
        #expect(ds.indexPath(for: "c") == IndexPath(row: 1, section: 0))
        withExtendedLifetime(ds) {}
    }

    @Test func reloadDataReturnsCellsToRowsInReversedOrderAndMakesNoNewOnes() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132))
        table.rowHeight = 44
        let source = TitledSource([10])
        table.dataSource = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        let before = table.visibleCells
        table.reloadData()
        host.advanceFrames(1)
        let after = table.visibleCells
        #expect(after.count == 3)
        #expect(after.map(ObjectIdentifier.init) == before.reversed().map(ObjectIdentifier.init))
    }
}

@MainActor @Suite struct TableViewAnimationTests {
    @Test func aDeletedRowSlidesLeftAndABatchMidAnimationLandsConsistently() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        let source = TitledSource([20])
        table.dataSource = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        let doomed = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let below = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        let oldY = below.frame.minY
        source.counts = [19]
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .left)
        // The model jumps; the screen moves: halfway, the row is partly out to the left and the
        // row below partly up.
        #expect(below.frame.minY == oldY - 44)
        host.advance(by: 0.15)
        let doomedX = doomed.layer.presentation()?.frame.minX ?? 0
        let belowY = below.layer.presentation()?.frame.minY ?? 0
        #expect(doomedX < -20 && doomedX > -300)
        #expect(belowY < oldY - 1 && belowY > oldY - 43)
        // A second update arrives mid-animation.
        source.counts = [20]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        host.advance(by: 1)
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(below.frame.minY == oldY)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === below)
        #expect(doomed.isHidden && table.visibleCells.allSatisfy { !$0.isHidden })
        #expect(table.visibleCells.count == 10)
    }
}

/// A data source that misbehaves the ways real ones do.
@MainActor final class SloppySource: NSObject, UITableViewDataSource {
    var count = 30
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // Asked for "row", hands back a cell made under another identifier.
        let cell = tableView.dequeueReusableCell(withIdentifier: "other") ?? UITableViewCell(style: .default, reuseIdentifier: "other")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor @Suite struct TableViewBadInputTests {
    @Test func outOfRangeIndexPathsAreLoggedAndIgnoredEverywhere() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        let source = SloppySource()
        table.dataSource = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        let bad = IndexPath(row: 99, section: 0)
        UIKitLog.clearRecentMessages()
        #expect(table.rectForRow(at: bad) == .zero)
        #expect(table.cellForRow(at: bad) == nil)
        #expect(table.rectForHeader(inSection: 3) == .zero)
        table.scrollToRow(at: bad, at: .middle, animated: false)
        table.selectRow(at: bad, animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 0 && table.indexPathForSelectedRow == nil)
        table.deleteRows(at: [bad], with: .fade)
        #expect(UIKitLog.didLog("attempt to delete row 99 from section 0 which only contains 30 rows before the update"))
        table.moveRow(at: bad, to: IndexPath(row: 0, section: 0))
        #expect(UIKitLog.didLog("attempt to move index path"))
        table.reloadRows(at: [IndexPath(row: 5, section: 7)], with: .none)
        host.advanceFrames(1)
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.visibleCells.count == 10)
    }

    @Test func countsChangedWithoutTellingTheTableAndWrongIdentifiersAreSurvived() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = SloppySource()
        table.dataSource = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        // Cells with the wrong identifier are shown and reused under their own identifier.
        table.contentOffset = CGPoint(x: 0, y: 440)
        host.advanceFrames(1)
        #expect(table.visibleCells.allSatisfy { $0.reuseIdentifier == "other" })
        #expect(table.subviews.filter { $0 is UITableViewCell }.count <= 22)
        // The model shrinks without a word; the next update's count check reports it and the
        // table resyncs instead of crashing.
        source.count = 5
        UIKitLog.clearRecentMessages()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(UIKitLog.didLog("Invalid update: invalid number of rows in section 0"))
        host.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.contentSize.height == CGFloat(5 * 44))
        table.contentOffset = .zero
        host.advanceFrames(1)
        #expect(table.visibleCells.count == 5)
    }
}
