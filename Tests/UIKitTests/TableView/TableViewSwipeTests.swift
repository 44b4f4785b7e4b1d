//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A list of titled rows that deletes, inserts and moves its model as an iOS app would, and
/// records what the table tells it.
@MainActor final class EditableList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var log: [String] = []
    var canEdit: (IndexPath) -> Bool = { _ in true }
    var canMove: (IndexPath) -> Bool = { _ in false }
    var style: UITableViewCell.EditingStyle = .delete
    var deleteTitle: String?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var redirect: ((IndexPath, IndexPath) -> IndexPath)?

    init(_ count: Int) { items = (0..<count).map { "Item \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit(indexPath) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove(indexPath) }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle ?? "Delete"
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            log.append("commit delete \(indexPath.row)")
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            log.append("commit insert \(indexPath.row)")
            items.insert("New", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .automatic)
        case .none: break
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row)→\(destinationIndexPath.row)")
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        redirect?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBegin \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEnd \(indexPath.map { String($0.row) } ?? "nil")")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }

    /// The titles the table shows, top to bottom.
    func shownTitles(_ table: UITableView) -> [String] {
        table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
    }
}

@MainActor enum SwipeSupport {
    /// A 320×440 table of `count` 44-pt rows.
    static func hosted(_ count: Int = 20, configure: (EditableList) -> Void = { _ in }) -> (UIKitTestHost, UITableView, EditableList) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let list = EditableList(count)
        configure(list)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = list
        table.delegate = list
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        return (host, table, list)
    }

    /// The centre y of row `row` (table not scrolled).
    static func y(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

    static func cell(_ table: UITableView, _ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

    /// The colour of the pixel at `p` (window points).
    static func pixel(_ host: UIKitTestHost, _ p: CGPoint) -> (r: Int, g: Int, b: Int) {
        guard let px = host.render().pixel(x: Int(p.x), y: Int(p.y)) else { return (0, 0, 0) }
        return (Int(px.r), Int(px.g), Int(px.b))
    }
}

@MainActor @Suite struct TableViewSwipeTests {
    typealias S = SwipeSupport

    @Test func defaultSwipeRevealsDeleteAndTappingItDeletesTheRow() {
        let (host, table, list) = S.hosted()
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        let cell = S.cell(table, 1)
        #expect(list.log == ["willBegin 1"])
        #expect((cell?.frame.minX ?? 0) < -60)                       // slid left, open
        #expect(cell?.configurationState.isSwiped == true)
        #expect(table.contentOffset.y == 0)                           // the pan did not scroll
        guard let delete = host.view(withAccessibilityLabel: "Delete") else {
            Issue.record("no Delete button")
            return
        }
        #expect(host.frame(of: delete).maxX == 320)                   // at the trailing edge
        host.tap(delete)
        host.advance(by: 0.5)
        #expect(list.log == ["willBegin 1", "commit delete 1", "didEnd nil"])
        #expect(table.numberOfRows(inSection: 0) == 19 && list.items.count == 19)
        #expect(list.shownTitles(table).prefix(3) == ["Item 0", "Item 2", "Item 3"])
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 && !$0.configurationState.isSwiped })
    }

    @Test func fullSwipePerformsTheFirstAction() {
        let (host, table, list) = S.hosted()
        host.drag(from: CGPoint(x: 310, y: S.y(2)), to: CGPoint(x: 30, y: S.y(2)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(list.log.contains("commit delete 2"))
        #expect(list.items.count == 19 && table.numberOfRows(inSection: 0) == 19)
        #expect(!list.items.contains("Item 2"))
        #expect(list.shownTitles(table).prefix(3) == ["Item 0", "Item 1", "Item 3"])
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
    }

    @Test func fullSwipeIsOffWhenTheConfigurationSaysSo() {
        var ran = 0
        let (host, table, list) = S.hosted { l in
            l.trailing = { _ in
                let c = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Archive") { _, _, done in ran += 1; done(true) }])
                c.performsFirstActionWithFullSwipe = false
                return c
            }
        }
        host.drag(from: CGPoint(x: 310, y: S.y(2)), to: CGPoint(x: 30, y: S.y(2)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(ran == 0)
        #expect(list.items.count == 20)
        #expect(host.view(withAccessibilityLabel: "Archive") != nil)          // left open instead
        #expect((S.cell(table, 2)?.frame.minX ?? 0) < 0)
    }

    @Test func shortSwipeClosesAgain() {
        let (host, table, list) = S.hosted()
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 275, y: S.y(1)), duration: 1.0)
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect(S.cell(table, 1)?.configurationState.isSwiped == false)
        #expect(list.log == ["willBegin 1", "didEnd 1"])
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
    }

    @Test func tappingElsewhereClosesTheRowWithoutSelecting() {
        let (host, table, list) = S.hosted()
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect((S.cell(table, 1)?.frame.minX ?? 0) < 0)
        host.tap(at: CGPoint(x: 160, y: S.y(5)))
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!list.log.contains("select 5"))
        #expect(list.log == ["willBegin 1", "didEnd 1"])
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        host.tap(at: CGPoint(x: 160, y: S.y(5)))                             // now a tap selects again
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    }

    @Test func verticalDragScrollsAndNeverSwipes() {
        let (host, table, list) = S.hosted(40)
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 230, y: 150), duration: 0.4)
        host.advance(by: 2)
        #expect(table.contentOffset.y > 100)
        #expect(list.log.isEmpty)
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    @Test func scrollingClosesAnOpenRow() {
        let (host, table, list) = S.hosted(40)
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        host.drag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 250), duration: 0.4)
        host.advance(by: 2)
        #expect(table.contentOffset.y > 50)
        #expect(list.log == ["willBegin 1", "didEnd 1"])
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 && !$0.configurationState.isSwiped })
    }

    @Test func onlyOneRowIsOpenAtATime() {
        let (host, table, list) = S.hosted()
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        host.drag(from: CGPoint(x: 300, y: S.y(3)), to: CGPoint(x: 200, y: S.y(3)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect((S.cell(table, 3)?.frame.minX ?? 0) < 0)
        #expect(host.views { $0 is _UISwipeActionButton }.count == 1)
        #expect(list.log == ["willBegin 1", "didEnd 1", "willBegin 3"])
    }

    @Test func rowsThatCannotBeEditedDoNotSwipe() {
        let (host, table, list) = S.hosted { l in l.canEdit = { $0.row != 1 } }
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 150, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect(!list.log.contains("willBegin 1"))
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
    }

    @Test func emptyConfigurationMeansNoActions() {
        let (host, table, list) = S.hosted { l in l.trailing = { _ in UISwipeActionsConfiguration(actions: []) } }
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 150, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect(!list.log.contains("willBegin 1"))
    }

    @Test func noSwipeInEditingMode() {
        let (host, table, list) = S.hosted()
        table.isEditing = true
        host.advanceFrames(1)
        let before = S.cell(table, 1)?.frame.minX
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 150, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == before)
        #expect(list.log.isEmpty)
    }

    @Test func leadingActionsRevealFromTheLeftAndCloseAfterTheirHandler() {
        var got: [String] = []
        let (host, table, list) = S.hosted { l in
            l.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
            l.leading = { _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { action, source, done in
                    got.append("\(action.title ?? "") \(source is UIControl)")
                    done(true)
                }])
            }
        }
        // Swiping left reveals nothing: leading actions only.
        host.drag(from: CGPoint(x: 300, y: S.y(2)), to: CGPoint(x: 150, y: S.y(2)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(S.cell(table, 2)?.frame.minX == 0 && !list.log.contains("willBegin 2"))
        list.log = []
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        host.drag(from: CGPoint(x: 20, y: S.y(2)), to: CGPoint(x: 130, y: S.y(2)), duration: 0.4)
        host.advance(by: 0.5)
        #expect((S.cell(table, 2)?.frame.minX ?? 0) > 60)
        guard let flag = host.view(withAccessibilityLabel: "Flag") else {
            Issue.record("no Flag button")
            return
        }
        #expect(host.frame(of: flag).minX == 0)
        host.tap(flag)
        host.advance(by: 0.5)
        #expect(got == ["Flag true"])
        #expect(S.cell(table, 2)?.frame.minX == 0)                   // a normal action closes the row
        #expect(list.items.count == 20)
        #expect(list.log == ["willBegin 2", "didEnd 2"])
    }

    @Test func destructiveActionThatDeclinesClosesTheRow() {
        let (host, table, list) = S.hosted { l in
            l.trailing = { _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(false) }])
            }
        }
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        guard let remove = host.view(withAccessibilityLabel: "Remove") else {
            Issue.record("no Remove button")
            return
        }
        host.tap(remove)
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect(list.items.count == 20 && table.numberOfRows(inSection: 0) == 20)
        #expect(host.view(withAccessibilityLabel: "Remove") == nil)
    }

    @Test func customActionsKeepTheirOrderAndColours() {
        let (host, table, list) = S.hosted { l in
            l.trailing = { _ in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(false) }
                let more = UIContextualAction(style: .normal, title: "More") { _, _, done in done(false) }
                more.backgroundColor = .systemBlue
                return UISwipeActionsConfiguration(actions: [delete, more])
            }
        }
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 120, y: S.y(1)), duration: 0.6)
        host.advance(by: 0.5)
        guard let delete = host.view(withAccessibilityLabel: "Delete"), let more = host.view(withAccessibilityLabel: "More") else {
            Issue.record("no buttons: \(String(describing: S.cell(table, 1)?.frame)) \(host.views { $0 is _UISwipeActionButton }.map { $0.frame })")
            return
        }
        let d = host.frame(of: delete), m = host.frame(of: more)
        #expect(d.maxX == 320 && abs(m.maxX - d.minX) < 0.5)           // the first action is nearest the edge
        #expect(abs((S.cell(table, 1)?.frame.maxX ?? 0) - m.minX) < 0.5)   // the row ends where the buttons start
        let red = S.pixel(host, CGPoint(x: d.midX, y: d.minY + 4))
        let blue = S.pixel(host, CGPoint(x: m.midX, y: m.minY + 4))
        #expect(red.r > 200 && red.g < 90 && red.b < 90)
        #expect(blue.b > 200 && blue.r < 60)
        let white = S.pixel(host, CGPoint(x: 300, y: S.y(4)))             // other rows stay as they were
        if let dir = ProcessInfo.processInfo.environment["SWIPE_SNAPSHOT_DIR"] {
            try? host.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("swipe-actions.png"))
        }
        #expect(white.r > 240 && white.g > 240 && white.b > 240)
        #expect(list.items.count == 20)
    }

    @Test func aShortFlickOpensTheRow() {
        let (host, table, list) = S.hosted()
        // 30 pt in 30 ms: less than half the button, but fast.
        host.fling(from: CGPoint(x: 300, y: S.y(1)), velocity: CGPoint(x: -1000, y: 0), duration: 0.03)
        host.advance(by: 0.5)
        #expect(list.log == ["willBegin 1"])
        #expect((S.cell(table, 1)?.frame.minX ?? 0) < -60)
        #expect(host.view(withAccessibilityLabel: "Delete") != nil)
    }

    @Test func anUnansweredHandlerLeavesTheRowOpenUntilATapElsewhere() {
        var completions: [(Bool) -> Void] = []
        let (host, table, list) = S.hosted { l in
            l.trailing = { _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Later") { _, _, done in completions.append(done) }])
            }
        }
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        guard let later = host.view(withAccessibilityLabel: "Later") else {
            Issue.record("no Later button")
            return
        }
        host.tap(later)
        host.advance(by: 0.5)
        #expect(completions.count == 1)
        #expect((S.cell(table, 1)?.frame.minX ?? 0) < 0)             // still open
        host.tap(at: CGPoint(x: 160, y: S.y(6)))
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        completions.first?(true)                                      // a late answer changes nothing
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect(list.log == ["willBegin 1", "didEnd 1"])
    }

    @Test func configurationUpdatesSeeTheSwipedState() {
        var states: [Bool] = []
        let (host, table, list) = S.hosted()
        let cell = S.cell(table, 1)!
        cell.configurationUpdateHandler = { _, state in states.append(state.isSwiped) }
        host.advanceFrames(1)
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(states.last == true)
        host.tap(at: CGPoint(x: 160, y: S.y(6)))
        host.advance(by: 0.5)
        #expect(states.last == false)
        #expect(list.log == ["willBegin 1", "didEnd 1"])
    }

    @Test func aTableViewControllerSubclassGivesTheActions() {
        final class Controller: UITableViewController {
            var items = ["A", "B", "C"]
            var archived: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Archive") { [unowned self] _, _, done in
                    archived.append(items[indexPath.row])
                    done(true)
                }])
            }
        }
        let vc = Controller(style: .plain)
        let host = UIKitTestHost(viewController: vc, size: CGSize(width: 320, height: 480))
        host.advanceFrames(2)
        let y = vc.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).midY + vc.tableView.frame.minY - vc.tableView.contentOffset.y
        host.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), duration: 0.4)
        host.advance(by: 0.5)
        guard let archive = host.view(withAccessibilityLabel: "Archive") else {
            Issue.record("no Archive button")
            return
        }
        host.tap(archive)
        host.advance(by: 0.5)
        #expect(vc.archived == ["B"])
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
    }

    @Test func rightToLeftTrailingActionsAreOnTheLeft() {
        let (host, table, list) = S.hosted()
        table.semanticContentAttribute = .forceRightToLeft
        host.advanceFrames(1)
        // Swiping towards the trailing edge (left) reveals nothing: leading has no actions.
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        list.log = []
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        host.drag(from: CGPoint(x: 20, y: S.y(1)), to: CGPoint(x: 120, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect((S.cell(table, 1)?.frame.minX ?? 0) > 60)
        guard let delete = host.view(withAccessibilityLabel: "Delete") else {
            Issue.record("no Delete button")
            return
        }
        #expect(host.frame(of: delete).minX == 0)
        host.tap(delete)
        host.advance(by: 0.5)
        #expect(list.log == ["willBegin 1", "commit delete 1", "didEnd nil"])
        #expect(table.numberOfRows(inSection: 0) == 19)
    }

    @Test func draggingAnOpenRowBackClosesIt() {
        let (host, table, list) = S.hosted()
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect((S.cell(table, 1)?.frame.minX ?? 0) < -60)
        host.drag(from: CGPoint(x: 150, y: S.y(1)), to: CGPoint(x: 290, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(list.log == ["willBegin 1", "didEnd 1"])
    }

    @Test func reloadingForgetsTheOpenRow() {
        let (host, table, list) = S.hosted()
        host.drag(from: CGPoint(x: 300, y: S.y(1)), to: CGPoint(x: 200, y: S.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        table.reloadData()
        host.advance(by: 0.5)
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 && !$0.configurationState.isSwiped })
        #expect(list.log.first == "willBegin 1" && list.log.count == 2)
    }
}
