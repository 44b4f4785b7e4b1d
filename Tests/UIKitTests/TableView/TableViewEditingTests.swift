//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Editing mode: the delete control and its confirmation button, the insert control, and
/// reordering rows by their grabbers.
@MainActor @Suite struct TableViewEditingTests {
    typealias S = SwipeSupport

    /// The point on row `row`'s editing control (window coordinates).
    func control(_ host: UIKitTestHost, _ table: UITableView, _ row: Int) -> CGPoint? {
        host.advanceFrames(1)
        guard let c = S.cell(table, row)?._editingControl, c.superview != nil else { return nil }
        return host.center(of: c)
    }

    /// The centre of row `row`'s reorder grabber (window coordinates).
    func grabber(_ host: UIKitTestHost, _ table: UITableView, _ row: Int) -> CGPoint? {
        host.advanceFrames(1)
        guard let g = S.cell(table, row)?._reorderControl, g.superview != nil else { return nil }
        return host.center(of: g)
    }

    @Test func minusShowsTheConfirmationWhoseTapCommitsTheDelete() {
        let (host, table, list) = S.hosted()
        table.setEditing(true, animated: false)
        guard let minus = control(host, table, 2) else {
            Issue.record("no editing control")
            return
        }
        host.tap(at: minus)
        host.advance(by: 0.5)
        #expect(list.log.isEmpty)                                      // no commit yet
        #expect(S.cell(table, 2)?.showingDeleteConfirmation == true)
        guard let delete = host.view(withAccessibilityLabel: "Delete") else {
            Issue.record("no confirmation button")
            return
        }
        #expect(host.frame(of: delete).maxX == 320)
        host.tap(delete)
        host.advance(by: 0.5)
        #expect(list.log == ["commit delete 2"])
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(list.shownTitles(table).prefix(3) == ["Item 0", "Item 1", "Item 3"])
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        #expect(table.isEditing)
    }

    @Test func confirmationUsesTheDelegatesTitle() {
        let (host, table, list) = S.hosted { $0.deleteTitle = "Remove" }
        table.isEditing = true
        guard let minus = control(host, table, 0) else {
            Issue.record("no editing control")
            return
        }
        host.tap(at: minus)
        host.advance(by: 0.5)
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        guard let remove = host.view(withAccessibilityLabel: "Remove") else {
            Issue.record("no Remove button")
            return
        }
        host.tap(remove)
        host.advance(by: 0.5)
        #expect(list.log == ["commit delete 0"])
        #expect(list.items.first == "Item 1")
    }

    @Test func tappingElsewhereHidesTheConfirmation() {
        let (host, table, list) = S.hosted()
        table.isEditing = true
        guard let minus = control(host, table, 1) else {
            Issue.record("no editing control")
            return
        }
        host.tap(at: minus)
        host.advance(by: 0.5)
        #expect(host.view(withAccessibilityLabel: "Delete") != nil)
        host.tap(at: CGPoint(x: 160, y: S.y(6)))
        host.advance(by: 0.5)
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        #expect(S.cell(table, 1)?.showingDeleteConfirmation == false)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect(list.log.isEmpty && list.items.count == 20)
        // Tapping the minus again brings it back.
        host.tap(at: minus)
        host.advance(by: 0.5)
        #expect(host.view(withAccessibilityLabel: "Delete") != nil)
        #expect(list.log.isEmpty)
    }

    @Test func plusCommitsTheInsertAtOnce() {
        let (host, table, list) = S.hosted { $0.style = .insert }
        table.isEditing = true
        guard let plus = control(host, table, 3) else {
            Issue.record("no editing control")
            return
        }
        host.tap(at: plus)
        host.advance(by: 0.5)
        #expect(list.log == ["commit insert 3"])
        #expect(table.numberOfRows(inSection: 0) == 21)
        #expect(list.shownTitles(table)[4] == "New")
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
    }

    @Test func leavingEditingHidesTheConfirmation() {
        let (host, table, list) = S.hosted()
        table.isEditing = true
        guard let minus = control(host, table, 1) else {
            Issue.record("no editing control")
            return
        }
        host.tap(at: minus)
        host.advance(by: 0.5)
        table.setEditing(false, animated: true)
        host.advance(by: 0.5)
        #expect(host.view(withAccessibilityLabel: "Delete") == nil)
        #expect(S.cell(table, 1)?.frame.minX == 0)
        #expect(list.log.isEmpty)
    }

    @Test func animatedEditingSlidesTheContentOver() {
        let (host, table, list) = S.hosted()
        let cell = S.cell(table, 0)!
        let x0 = cell.contentView.frame.minX
        table.setEditing(true, animated: true)
        host.advance(by: 0.1)
        let mid = cell.contentView.layer.presentation()?.frame.minX ?? cell.contentView.frame.minX
        // The minus control slides in from the left edge.
        let control = cell._editingControl?.layer.presentation()?.frame ?? .zero
        #expect(control.minX < 0 && control.maxX > 0 && control.height > 40)
        if let dir = ProcessInfo.processInfo.environment["SWIPE_SNAPSHOT_DIR"] {
            try? host.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("editing-mid.png"))
        }
        host.advance(by: 0.5)
        let x1 = cell.contentView.frame.minX
        #expect(x1 > x0)
        #expect(mid > x0 && mid < x1)
        #expect(list.items.count == 20)
    }

    @Test func grabbersShowOnlyForRowsThatCanMove() {
        let (host, table, list) = S.hosted { $0.canMove = { $0.row != 1 } }
        table.isEditing = true
        let c2 = S.cell(table, 2)!
        #expect(grabber(host, table, 1) == nil)
        #expect(grabber(host, table, 2) != nil)
        table.isEditing = false
        #expect(grabber(host, table, 2) == nil)
        #expect(list.log.isEmpty)
    }

    @Test func draggingAGrabberMovesTheRow() {
        let (host, table, list) = S.hosted { $0.canMove = { _ in true } }
        table.isEditing = true
        guard let g = grabber(host, table, 1) else {
            Issue.record("no grabber")
            return
        }
        let finger = host.touchDown(at: g)
        for i in 1...12 {
            host.move(finger, to: CGPoint(x: g.x, y: g.y + CGFloat(i) * 11))
            host.advanceFrames(1)
        }
        // Lifted: the row follows the finger and rows 2...4 moved up to make room.
        #expect(abs((S.cell(table, 1)?.frame.minY ?? 0) - (44 + 132)) < 1)
        host.advance(by: 0.3)
        #expect(S.cell(table, 2)?.frame.minY == 44)
        #expect(S.cell(table, 4)?.frame.minY == 132)
        #expect(S.cell(table, 1)?.configurationState.isReordering == true)
        // The lifted row casts a shadow on the row under it: darker just below its bottom edge
        // than the same row's background further from it.
        let lifted = S.cell(table, 1)?.frame ?? .zero
        let nearShadow = S.pixel(host, CGPoint(x: 100, y: lifted.maxY + 2))
        let farFromIt = S.pixel(host, CGPoint(x: 100, y: lifted.maxY + 30))
        #expect(nearShadow.r + 6 < farFromIt.r, "shadow \(nearShadow), away \(farFromIt)")
        host.lift(finger, at: CGPoint(x: g.x, y: g.y + 132))
        host.advance(by: 0.5)
        #expect(S.cell(table, 4)?.layer.shadowOpacity == 0)                // landed: no shadow left
        #expect(list.log == ["move 1→4"])
        #expect(list.items.prefix(6) == ["Item 0", "Item 2", "Item 3", "Item 4", "Item 1", "Item 5"])
        #expect(list.shownTitles(table).prefix(6) == ["Item 0", "Item 2", "Item 3", "Item 4", "Item 1", "Item 5"])
        #expect(S.cell(table, 4)?.textLabel?.text == "Item 1")
        #expect(S.cell(table, 4)?.frame.minY == 176)
        #expect(table.contentOffset.y == 0)                                // the drag did not scroll
    }

    @Test func movingUpAndSelectionFollowTheRow() {
        let (host, table, list) = S.hosted { $0.canMove = { _ in true } }
        table.allowsSelectionDuringEditing = true
        table.isEditing = true
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        guard let g = grabber(host, table, 5) else {
            Issue.record("no grabber")
            return
        }
        host.drag(from: g, to: CGPoint(x: g.x, y: g.y - 44 * 4), duration: 0.6)
        host.advance(by: 0.5)
        #expect(list.log == ["move 5→1"])
        #expect(list.shownTitles(table).prefix(3) == ["Item 0", "Item 5", "Item 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func theDelegateRedirectsTheDrop() {
        let (host, table, list) = S.hosted { l in
            l.canMove = { _ in true }
            l.redirect = { _, proposed in IndexPath(row: min(proposed.row, 2), section: 0) }
        }
        table.isEditing = true
        guard let g = grabber(host, table, 0) else {
            Issue.record("no grabber")
            return
        }
        host.drag(from: g, to: CGPoint(x: g.x, y: g.y + 44 * 5), duration: 0.6)
        host.advance(by: 0.5)
        #expect(list.log == ["move 0→2"])
        #expect(list.shownTitles(table).prefix(4) == ["Item 1", "Item 2", "Item 0", "Item 3"])
    }

    @Test func holdingNearTheBottomEdgeScrolls() {
        let (host, table, list) = S.hosted(60) { $0.canMove = { _ in true } }
        table.isEditing = true
        guard let g = grabber(host, table, 1) else {
            Issue.record("no grabber")
            return
        }
        let bottom = CGPoint(x: g.x, y: 430)
        let finger = host.touchDown(at: g)
        for i in 1...10 {
            host.move(finger, to: CGPoint(x: g.x, y: g.y + (bottom.y - g.y) * CGFloat(i) / 10))
            host.advanceFrames(1)
        }
        host.advance(by: 1)
        #expect(table.contentOffset.y > 100)
        host.lift(finger, at: bottom)
        host.advance(by: 0.5)
        #expect(list.log.count == 1)
        let moved = list.items.firstIndex(of: "Item 1") ?? 0
        #expect(moved > 10)
        #expect(list.log.first == "move 1→\(moved)")
        #expect(table.cellForRow(at: IndexPath(row: moved, section: 0))?.textLabel?.text == "Item 1")
    }

    @Test func aRowMovesToAnotherSection() {
        final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
            var sections = [["A0", "A1", "A2"], ["B0", "B1", "B2"]]
            var moves: [String] = []
            func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                cell.textLabel?.text = sections[indexPath.section][indexPath.row]
                return cell
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                moves.append("\(sourceIndexPath.section).\(sourceIndexPath.row)→\(destinationIndexPath.section).\(destinationIndexPath.row)")
                let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
                sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let source = Sections()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = source
        table.delegate = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        table.isEditing = true
        guard let g = grabber(host, table, 1) else {
            Issue.record("no grabber")
            return
        }
        host.drag(from: g, to: CGPoint(x: g.x, y: g.y + 132), duration: 0.6)
        host.advance(by: 0.5)
        #expect(source.moves == ["0.1→1.1"])
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 4)
        let moved = table.cellForRow(at: IndexPath(row: 1, section: 1))
        #expect(moved?.textLabel?.text == "A1")
        #expect(moved?.frame.minY == 132)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "A2")
    }

    @Test func aReloadDuringADragMovesNothing() {
        let (host, table, list) = S.hosted { $0.canMove = { _ in true } }
        table.isEditing = true
        guard let g = grabber(host, table, 1) else {
            Issue.record("no grabber")
            return
        }
        let finger = host.touchDown(at: g)
        for i in 1...6 {
            host.move(finger, to: CGPoint(x: g.x, y: g.y + CGFloat(i) * 15))
            host.advanceFrames(1)
        }
        list.items = ["Only"]
        table.reloadData()
        host.advanceFrames(2)
        host.lift(finger, at: CGPoint(x: g.x, y: g.y + 90))
        host.advance(by: 0.5)
        #expect(list.log.isEmpty)
        #expect(list.shownTitles(table) == ["Only"])
    }
}
