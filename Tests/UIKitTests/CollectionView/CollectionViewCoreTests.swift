//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A custom layout as apps write one: a grid of fixed squares, `columns` across, answering for
/// rectangles arithmetically.
@MainActor final class SquareGridLayout: UICollectionViewLayout {
    var side: CGFloat = 50
    var columns = 4
    var prepares = 0
    var queries = 0
    var updates: [UICollectionViewUpdateItem] = []

    override func prepare() { prepares += 1 }

    private var count: Int { collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0 }

    override var collectionViewContentSize: CGSize {
        let rows = (count + columns - 1) / columns
        return CGSize(width: CGFloat(columns) * side, height: CGFloat(rows) * side)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queries += 1
        let n = count
        guard n > 0 else { return [] }
        let firstRow = max(0, Int(floor(rect.minY / side)))
        let lastRow = Int(ceil(rect.maxY / side))
        var out: [UICollectionViewLayoutAttributes] = []
        for row in firstRow..<max(firstRow, lastRow) {
            for col in 0..<columns {
                let i = row * columns + col
                guard i < n else { return out }
                out.append(attributes(i))
            }
        }
        return out
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < count ? attributes(indexPath.item) : nil
    }

    private func attributes(_ i: Int) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
        a.frame = CGRect(x: CGFloat(i % columns) * side, y: CGFloat(i / columns) * side, width: side, height: side)
        return a
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { updates = updateItems }
}

/// A labelled cell.
@MainActor final class NumberCell: UICollectionViewCell {
    let label = UILabel()
    static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        NumberCell.made += 1
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// Numbers as items, logging the delegate calls.
@MainActor final class NumbersSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [Int]
    var log: [String] = []
    init(_ n: Int) { items = Array(0..<n) }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath) as! NumberCell
        cell.label.text = "\(items[indexPath.item])"
        cell.accessibilityLabel = "Item \(items[indexPath.item])"
        return cell
    }
    func collectionView(_ c: UICollectionView, shouldHighlightItemAt p: IndexPath) -> Bool { log.append("shouldHighlight \(p.item)"); return true }
    func collectionView(_ c: UICollectionView, didHighlightItemAt p: IndexPath) { log.append("didHighlight \(p.item)") }
    func collectionView(_ c: UICollectionView, didUnhighlightItemAt p: IndexPath) { log.append("didUnhighlight \(p.item)") }
    func collectionView(_ c: UICollectionView, shouldSelectItemAt p: IndexPath) -> Bool { log.append("shouldSelect \(p.item)"); return true }
    func collectionView(_ c: UICollectionView, didSelectItemAt p: IndexPath) { log.append("didSelect \(p.item)") }
    func collectionView(_ c: UICollectionView, shouldDeselectItemAt p: IndexPath) -> Bool { log.append("shouldDeselect \(p.item)"); return true }
    func collectionView(_ c: UICollectionView, didDeselectItemAt p: IndexPath) { log.append("didDeselect \(p.item)") }
}

@MainActor @Suite struct CollectionViewCoreTests {
    func make(_ n: Int, size: CGSize = CGSize(width: 200, height: 300)) -> (UICollectionView, SquareGridLayout, NumbersSource, UIKitTestHost) {
        let layout = SquareGridLayout()
        let cv = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let source = NumbersSource(n)
        cv.dataSource = source
        cv.delegate = source
        let host = UIKitTestHost(view: cv, size: size)
        return (cv, layout, source, host)
    }

    @Test func onlyVisibleItemsHaveCellsAtTheLayoutsFrames() {
        let (cv, _, source, host) = make(1000)
        defer { withExtendedLifetime(source) {} }
        // 200×300 shows 6 rows of 4.
        #expect(cv.visibleCells.count == 24)
        #expect(Set(cv.indexPathsForVisibleItems.map(\.item)) == Set(0..<24))
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 50, y: 50, width: 50, height: 50))
        #expect(cv.cellForItem(at: IndexPath(item: 30, section: 0)) == nil)
        #expect(cv.contentSize == CGSize(width: 200, height: 250 * 50))
        #expect(host.view(withAccessibilityLabel: "Item 23") != nil)
        #expect(host.view(withAccessibilityLabel: "Item 24") == nil)
    }

    @Test func scrollingReusesCells() {
        let (cv, _, source, host) = make(1000)
        defer { withExtendedLifetime(source) {} }
        let madeBefore = NumberCell.made
        host.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 20), duration: 0.5)
        host.runUntilIdle()
        #expect(cv.contentOffset.y > 200)
        let first = Int(cv.contentOffset.y / 50) * 4
        #expect(host.view(withAccessibilityLabel: "Item \(first + 1)") != nil)
        #expect(cv.visibleCells.count <= 28)
        // Scrolled a whole screen and more: cells came from the queue, not new ones.
        #expect(NumberCell.made - madeBefore <= 8)
    }

    @Test func tapHighlightsThenSelectsInIOSOrder() {
        let (cv, _, source, host) = make(20)
        defer { withExtendedLifetime(source) {} }
        host.tap(at: CGPoint(x: 75, y: 25))
        #expect(source.log == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        source.log = []
        host.tap(at: CGPoint(x: 125, y: 25))   // single selection: the first is deselected
        #expect(source.log.contains("didDeselect 1") && source.log.last == "didSelect 2")
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        cv.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 25, y: 75))
        source.log = []
        host.tap(at: CGPoint(x: 25, y: 75))    // tapping a selected item deselects it
        #expect(source.log.suffix(2) == ["shouldDeselect 4", "didDeselect 4"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func batchUpdatesMoveCellsAndSelection() {
        let (cv, layout, source, host) = make(20)
        cv.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        let cell5 = cv.cellForItem(at: IndexPath(item: 5, section: 0))
        source.items.removeFirst(2)              // delete 0 and 1
        source.items.insert(100, at: 0)          // insert at 0
        var finished = false
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
        #expect(layout.updates.map(\.updateAction) == [.delete, .delete, .insert])
        host.advance(by: 0.15)
        #expect(!finished)
        host.runUntilIdle()
        #expect(finished)
        // Old item 5 is now item 4, still selected, in the same cell, at item 4's frame.
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0)) === cell5)
        #expect(cell5?.frame == CGRect(x: 0, y: 50, width: 50, height: 50))
        #expect(host.view(withAccessibilityLabel: "Item 100") != nil)
        #expect(host.view(withAccessibilityLabel: "Item 0") == nil)
        #expect(cv.visibleCells.count == 19)
    }

    @Test func aMismatchedUpdateIsLoggedAndReloads() {
        let (cv, _, source, host) = make(10)
        defer { withExtendedLifetime(source) {} }
        source.items.append(contentsOf: [10, 11])   // two more, but one insert announced
        cv.insertItems(at: [IndexPath(item: 10, section: 0)])
        host.runUntilIdle()
        #expect(cv.numberOfItems(inSection: 0) == 12)
        #expect(cv.visibleCells.count == 12)
        #expect(host.view(withAccessibilityLabel: "Item 11") != nil)
    }

    @Test func registrationsConfigureCellsBeforeReturningThem() {
        let layout = SquareGridLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<NumberCell, String> { cell, indexPath, item in
            cell.label.text = item
            cell.accessibilityLabel = item
            configured.append(indexPath.item)
        }
        final class Source: NSObject, UICollectionViewDataSource {
            let registration: UICollectionView.CellRegistration<NumberCell, String>
            init(_ r: UICollectionView.CellRegistration<NumberCell, String>) { registration = r }
            func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { 6 }
            func collectionView(_ c: UICollectionView, cellForItemAt p: IndexPath) -> UICollectionViewCell {
                c.dequeueConfiguredReusableCell(using: registration, for: p, item: "Cell \(p.item)")
            }
        }
        let source = Source(registration)
        cv.dataSource = source
        let host = UIKitTestHost(view: cv)
        #expect(Set(configured) == Set(0..<6))
        #expect(host.view(withAccessibilityLabel: "Cell 5") != nil)
    }

    @Test func queriesCostTheSameForAHundredThousandItems() {
        let (small, smallLayout, smallSource, smallHost) = make(100)
        let (big, bigLayout, bigSource, bigHost) = make(100_000)
        defer { withExtendedLifetime((smallSource, bigSource)) {} }
        smallLayout.queries = 0; bigLayout.queries = 0
        for _ in 0..<10 {
            small.contentOffset.y += 5; smallHost.advanceFrames(1)
            big.contentOffset.y += 5; bigHost.advanceFrames(1)
        }
        #expect(bigLayout.queries == smallLayout.queries)
        #expect(big.visibleCells.count == small.visibleCells.count)
        #expect(big.indexPathForItem(at: CGPoint(x: 60, y: 49_990 * 50 / 4)) != nil)
    }

    @Test func outOfRangeCallsAreLoggedAndIgnored() {
        let (cv, _, source, host) = make(5)
        defer { withExtendedLifetime(source) {} }
        cv.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        cv.selectItem(at: IndexPath(item: 99, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(cv.numberOfItems(inSection: 3) == 0)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
        host.runUntilIdle()
        #expect(cv.contentOffset == .zero)
    }

    @Test func scrollToItemPutsItAtThePosition() {
        let (cv, _, source, host) = make(400)
        defer { withExtendedLifetime(source) {} }
        cv.scrollToItem(at: IndexPath(item: 200, section: 0), at: .top, animated: false)
        host.advanceFrames(1)
        #expect(cv.contentOffset.y == 2500)
        #expect(host.view(withAccessibilityLabel: "Item 200") != nil)
        cv.scrollToItem(at: IndexPath(item: 200, section: 0), at: .centeredVertically, animated: false)
        #expect(cv.contentOffset.y == 2375)
    }
}
