//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// Five fruit rows that drag (their names as text) and move.
@MainActor final class FruitRows: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
    var log: [String] = []
    var movable = true
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveRowAt \(sourceIndexPath.row)→\(destinationIndexPath.row)")
        fruits.insert(fruits.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.row)")
        return [UIDragItem(itemProvider: NSItemProvider(object: fruits[indexPath.row]))]
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) { log.append("dragSessionWillBegin") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) { log.append("dragSessionDidEnd") }
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: session.localDragSession == nil ? .copy : .move, intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        if coordinator.session.localDragSession == nil {   // text files from the desktop: their lines become rows
            let to = coordinator.destinationIndexPath ?? IndexPath(row: fruits.count, section: 0)
            log.append("performDropWith external→\(to.row)")
            coordinator.session.loadObjects(ofClass: String.self) { texts in
                let names = texts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                self.fruits.insert(contentsOf: names, at: to.row)
                tableView.insertRows(at: names.indices.map { IndexPath(row: to.row + $0, section: 0) }, with: .automatic)
            }
            return
        }
        let to = coordinator.destinationIndexPath ?? IndexPath(row: fruits.count - 1, section: 0)
        log.append("performDropWith \(coordinator.items.first?.sourceIndexPath?.row ?? -1)→\(to.row)")
        guard let item = coordinator.items.first, let from = item.sourceIndexPath else { return }
        fruits.insert(fruits.remove(at: from.row), at: to.row)
        tableView.performBatchUpdates {
            tableView.deleteRows(at: [from], with: .automatic)
            tableView.insertRows(at: [to], with: .automatic)
        }
        coordinator.drop(item.dragItem, toRowAt: to)
    }
}

/// Six numbered tiles that drag and move.
@MainActor final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate {
    var numbers = [1, 2, 3, 4, 5, 6]
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "t", for: indexPath)
        cell.accessibilityLabel = "Tile \(numbers[indexPath.item])"
        cell.contentView.backgroundColor = .systemTeal
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveItemAt \(sourceIndexPath.item)→\(destinationIndexPath.item)")
        numbers.insert(numbers.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        return [UIDragItem(itemProvider: NSItemProvider(object: "\(numbers[indexPath.item])"))]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) { log.append("dragSessionDidEnd") }
}

@MainActor @Suite struct ListDragDropTests {
    func table(_ rows: FruitRows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.rowHeight = 44
        table.dataSource = rows
        table.dragDelegate = rows
        return table
    }

    func shown(_ table: UITableView) -> [String] {
        table.indexPathsForVisibleRows?.sorted().compactMap { table.cellForRow(at: $0)?.textLabel?.text } ?? []
    }

    @Test func aRowDraggedDownMovesThereThroughTheDataSource() {
        let rows = FruitRows()
        let table = table(rows)
        let host = UIKitTestHost(view: table)
        defer { host.invalidate() }
        #expect(table.dragInteractionEnabled && !table.hasActiveDrag)
        // Hold "Banana" (row 1, y 44…88), drag it down to row 3's place.
        let f = host.touchDown(at: CGPoint(x: 160, y: 66))
        host.advance(by: 0.6)
        #expect(rows.log == ["itemsForBeginning 1", "dragSessionWillBegin"] && table.hasActiveDrag)
        for i in 1...8 {
            host.advance(by: 0.02)
            host.move(f, to: CGPoint(x: 160, y: 66 + 11 * CGFloat(i)))
        }
        host.advance(by: 0.3)
        // The gap is open at row 3: "Cherry" and "Date" moved up by one row.
        let cherry = table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(cherry?.frame.minY == 44)
        host.lift(f, at: CGPoint(x: 160, y: 154))
        host.advance(by: 0.5)
        #expect(rows.log == ["itemsForBeginning 1", "dragSessionWillBegin", "moveRowAt 1→3", "dragSessionDidEnd"])
        #expect(rows.fruits == ["Apple", "Cherry", "Date", "Banana", "Elderberry"])
        #expect(shown(table) == rows.fruits)
        #expect(!table.hasActiveDrag)
    }

    @Test func withoutMoveRowAtTheDropDelegatePerformsTheDrop() {
        let rows = FruitRows()
        rows.movable = false
        let table = table(rows)
        table.dropDelegate = rows
        let host = UIKitTestHost(view: table)
        defer { host.invalidate() }
        host.dragAndDrop(from: CGPoint(x: 160, y: 22), to: CGPoint(x: 160, y: 110))
        host.advance(by: 0.5)
        #expect(rows.log == ["itemsForBeginning 0", "dragSessionWillBegin", "performDropWith 0→2", "dragSessionDidEnd"])
        #expect(rows.fruits == ["Banana", "Cherry", "Apple", "Date", "Elderberry"])
        #expect(shown(table) == rows.fruits)
    }

    @Test func aFileFromTheDesktopDroppedOnARowIsInsertedThereByTheDropDelegate() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("table-drop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("fig.txt")
        try Data("Fig\n".utf8).write(to: file)
        let rows = FruitRows()
        let table = table(rows)
        table.dropDelegate = rows
        #expect(table.interactions.contains { $0 is UIDropInteraction })
        let host = UIKitTestHost(view: table)
        defer { host.invalidate() }
        #expect(host.dropFiles([file], at: CGPoint(x: 160, y: 100)))   // over row 2 (88…132)
        #expect(rows.log == ["performDropWith external→2"])
        _ = await host.runUntilIdleDrainingMainQueue()
        #expect(rows.fruits == ["Apple", "Banana", "Fig", "Cherry", "Date", "Elderberry"])
        #expect(shown(table) == rows.fruits)
    }

    @Test func aShortPressDoesNotDragAndARowDroppedInPlaceDoesNotMove() {
        let rows = FruitRows()
        let table = table(rows)
        let host = UIKitTestHost(view: table)
        defer { host.invalidate() }
        host.tap(at: CGPoint(x: 160, y: 66))
        host.advance(by: 0.6)
        #expect(rows.log.isEmpty)
        host.dragAndDrop(from: CGPoint(x: 160, y: 66), to: CGPoint(x: 160, y: 70))
        host.advance(by: 0.5)
        #expect(rows.log == ["itemsForBeginning 1", "dragSessionWillBegin", "dragSessionDidEnd"])
        #expect(shown(table) == ["Apple", "Banana", "Cherry", "Date", "Elderberry"])
    }

    @Test func anItemDraggedAcrossTheGridMovesThroughTheDataSource() throws {
        let tiles = Tiles()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "t")
        grid.dataSource = tiles
        grid.dragDelegate = tiles
        let host = UIKitTestHost(view: grid)
        defer { host.invalidate() }
        // Tile 1 sits at (0,0)…(90,90); drag it to the third tile's place (200…290, 0…90).
        host.dragAndDrop(from: CGPoint(x: 45, y: 45), to: CGPoint(x: 245, y: 45))
        host.advance(by: 0.5)
        #expect(tiles.log == ["itemsForBeginning 0", "moveItemAt 0→2", "dragSessionDidEnd"])
        #expect(tiles.numbers == [2, 3, 1, 4, 5, 6])
        let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        let third = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(first.accessibilityLabel == "Tile 2" && third.accessibilityLabel == "Tile 1")
        let thirdPlace = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.center)
        #expect(abs(third.center.x - thirdPlace.x) < 1 && abs(third.center.y - thirdPlace.y) < 1 && first.frame.minX == 0)
    }
}
