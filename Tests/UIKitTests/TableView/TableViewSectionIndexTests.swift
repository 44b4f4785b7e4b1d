//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// An alphabetical list with a section index, as contacts-style apps write it.
@MainActor class IndexedSource: NSObject, UITableViewDataSource {
    let letters = ["A", "B", "C", "D", "E", "F", "G", "H"]
    var asked: [(String, Int)] = []
    var titles: [String]?
    override init() { titles = letters }
    func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
        cell.textLabel?.text = "\(letters[indexPath.section]) \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        asked.append((title, index))
        return index
    }
}

@MainActor @Suite struct TableViewSectionIndexTests {
    func make(_ source: IndexedSource) -> (UITableView, UIKitTestHost) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        return (table, host)
    }

    func index(_ table: UITableView) -> UIView? { table.subviews.first { $0 is _UITableViewIndex } }

    @Test func theIndexStripShowsTheTitlesAlongTheTrailingEdgeAndNarrowsTheRows() throws {
        let source = IndexedSource()
        let (table, host) = make(source)
        let strip = try #require(index(table))
        #expect(strip.frame.maxX == 320 && strip.frame.width >= 15 && strip.frame.width < 30)
        #expect(table.subviews.last === strip)
        // The cells' accessories end before the strip.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.maxX <= 320 - strip.frame.width)
        // The titles are drawn: the tint colour shows in the strip, not in a plain table.
        let image = host.render()
        var tinted = 0
        for y in stride(from: 0, to: 480, by: 2) {
            for x in Int(strip.frame.minX)..<320 {
                if let p = image.pixel(x: x, y: y), p.b > 200, p.r < 120 { tinted += 1 }
            }
        }
        #expect(tinted > 20)
        // The strip stays put while the rows scroll.
        table.contentOffset.y = 200
        host.advanceFrames(1)
        #expect(strip.frame.minY == 200)
    }

    @Test func touchingAndDraggingAlongTheIndexScrollsToThoseSections() throws {
        let source = IndexedSource()
        let (table, host) = make(source)
        let strip = try #require(index(table))
        // Titles are centred: 8 × 14 pt around the middle of the 480 pt strip.
        let top = strip.frame.minY + (480 - 8 * 14) / 2
        host.tap(at: CGPoint(x: 312, y: top + 2.5 * 14))   // "C"
        host.advanceFrames(1)
        #expect(source.asked.last! == ("C", 2))
        #expect(table.contentOffset.y == table.rect(forSection: 2).minY)
        #expect(table.indexPathsForVisibleRows?.first?.section == 2)
        // A drag down the strip passes through D and E; the table never scrolls by the drag.
        source.asked.removeAll()
        let y0 = table.contentOffset.y
        let stripTop: CGFloat = (480 - 8 * 14) / 2   // (window coordinates: the strip stays put)
        host.drag(from: CGPoint(x: 312, y: stripTop + 3.5 * 14), to: CGPoint(x: 312, y: stripTop + 4.5 * 14), steps: 4)
        host.advanceFrames(2)
        #expect(source.asked.map(\.0) == ["D", "E"])
        #expect(table.contentOffset.y == table.rect(forSection: 4).minY && table.contentOffset.y != y0)
    }

    @Test func noTitlesTooFewRowsOrAReloadWithoutThemHideTheIndex() {
        let source = IndexedSource()
        source.titles = nil
        let (table, host) = make(source)
        #expect(index(table) == nil)
        source.titles = source.letters
        table.reloadData()
        host.advanceFrames(1)
        #expect(index(table) != nil)
        let narrowed = table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.maxX ?? 0
        table.sectionIndexMinimumDisplayRowCount = 100   // 48 rows: too few
        host.advanceFrames(1)
        #expect(index(table) == nil)
        // The rows get their full width back.
        let widened = table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.maxX ?? 0
        #expect(widened >= narrowed + 15)
    }

    @Test func reloadSectionIndexTitlesShowsAndHidesTheIndexWithoutReloadingRows() {
        let source = IndexedSource()
        source.titles = nil
        let (table, host) = make(source)
        #expect(index(table) == nil)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.titles = source.letters
        table.reloadSectionIndexTitles()
        host.advanceFrames(1)
        #expect(index(table) != nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)   // rows not reloaded
        source.titles = nil
        table.reloadSectionIndexTitles()
        host.advanceFrames(1)
        #expect(index(table) == nil)
    }

    @Test func aBadSectionFromTheDataSourceIsLoggedAndIgnored() throws {
        final class Bad: IndexedSource {
            override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { 99 }
        }
        let source = Bad()
        let (table, host) = make(source)
        let strip = try #require(index(table))
        UIKitLog.clearRecentMessages()
        host.tap(at: CGPoint(x: 312, y: strip.frame.midY))
        host.advanceFrames(1)
        #expect(table.contentOffset.y == 0)
        #expect(UIKitLog.didLog("sectionForSectionIndexTitle"))
    }

    /// An index taller than the table collapses as on iOS: the first and last titles and evenly
    /// spaced ones between, with bullets for the titles left out; a touch on a bullet still
    /// picks one of those, in proportion along the strip.
    @Test func anIndexTooTallForTheTableShowsBulletsForTheTitlesLeftOut() throws {
        @MainActor final class Alphabet: NSObject, UITableViewDataSource {
            let letters = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }
            var asked: [String] = []
            func numberOfSections(in tableView: UITableView) -> Int { 26 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
            func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                asked.append(title)
                return index
            }
        }
        let source = Alphabet()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        let strip = try #require(index(table))
        func shown() -> [String] {
            strip.subviews.compactMap { $0 as? UILabel }.sorted { $0.frame.minY < $1.frame.minY }.map { $0.text ?? "" }
        }
        // 200 pt hold 14 lines of 14 pt: 13 (odd), 7 titles and 6 bullets.
        let lines = shown()
        #expect(lines.count == 13)
        #expect(lines.first == "A" && lines.last == "Z")
        #expect(lines.enumerated().allSatisfy { $0.offset % 2 == 1 ? $0.element == "•" : $0.element != "•" })
        // The middle of the strip is the middle of the alphabet, a title left out ("N").
        host.tap(at: CGPoint(x: 312, y: 100))
        host.advanceFrames(1)
        #expect(source.asked.last == "N")
        #expect(table.contentOffset.y == min(table.rect(forSection: 13).minY, table.contentSize.height - 200))
        // Tall enough again: every title, no bullets.
        table.frame.size.height = 400
        host.advanceFrames(1)
        #expect(shown() == source.letters)
    }
}
