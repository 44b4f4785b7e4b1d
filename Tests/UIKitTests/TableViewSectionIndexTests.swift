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
}
