//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// `UICollectionViewDiffableDataSource` as an app uses it: the cells on screen show the applied
/// snapshot's items in order, follow moves and deletes (keeping the cells of surviving items),
/// reload and reconfigure on request, and survive bad input with iOS's messages.
@MainActor @Suite(.serialized) struct CollectionDiffableDataSourceTests {
    typealias DataSource = UICollectionViewDiffableDataSource<String, String>
    typealias Snap = NSDiffableDataSourceSnapshot<String, String>

    @MainActor final class Rig {
        let cv: UICollectionView
        let layout = DiffableTestListLayout()
        var ds: DataSource!
        var made: [String] = []
        var host: UIKitTestHost!
        var nilFor: Set<String> = []

        @MainActor init(height: CGFloat = 400) {
            cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: height), collectionViewLayout: layout)
            cv.register(DiffableTestCell.self, forCellWithReuseIdentifier: "c")
            ds = DataSource(collectionView: cv) { [unowned self] cv, ip, item in
                if self.nilFor.contains(item) { return nil }
                self.made.append(item)
                let cell = cv.dequeueReusableCell(withReuseIdentifier: "c", for: ip) as! DiffableTestCell
                cell.text = item
                return cell
            }
        }

        /// Applies \`snapshot\` without animation and puts the collection view on screen.
        @MainActor func show(_ snapshot: Snap) {
            ds.apply(snapshot, animatingDifferences: false)
            host = UIKitTestHost(view: cv)
            host.advanceFrames(1)
        }

        /// The visible cells' items, top to bottom.
        @MainActor var shown: [String] {
            cv.indexPathsForVisibleItems.sorted().compactMap { (cv.cellForItem(at: $0) as? DiffableTestCell)?.text }
        }
    }

    func snap(_ sections: [(String, [String])]) -> Snap {
        var s = Snap()
        for (id, items) in sections {
            s.appendSections([id])
            s.appendItems(items, toSection: id)
        }
        return s
    }

    @Test func itSetsItselfAsTheDataSourceAndShowsTheSnapshotInOrder() {
        let rig = Rig()
        #expect(rig.cv.dataSource === rig.ds)
        rig.show(snap([("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])]))
        #expect(rig.cv.numberOfSections == 2)
        #expect(rig.cv.numberOfItems(inSection: 0) == 3 && rig.cv.numberOfItems(inSection: 1) == 2)
        #expect(rig.shown == ["a1", "a2", "a3", "b1", "b2"])
        #expect(rig.ds.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "b2")
        #expect(rig.ds.itemIdentifier(for: IndexPath(item: 5, section: 1)) == nil)
        #expect(rig.ds.indexPath(for: "a3") == IndexPath(item: 2, section: 0))
        #expect(rig.ds.indexPath(for: "zz") == nil)
        #expect(rig.ds.sectionIdentifier(for: 1) == "B" && rig.ds.sectionIdentifier(for: 2) == nil)
        #expect(rig.ds.index(for: "B") == 1 && rig.ds.index(for: "Q") == nil)
        #expect(rig.ds.snapshot().itemIdentifiers == ["a1", "a2", "a3", "b1", "b2"])
    }

    @Test func movesAndDeletesKeepSurvivingCellsAndCompletionRunsOnceAfterTheAnimation() {
        let rig = Rig()
        var s = snap([("A", ["a", "b", "c", "d", "e"])])
        rig.show(s)
        let cellD = rig.cv.cellForItem(at: IndexPath(item: 3, section: 0))
        rig.made = []
        s.moveItem("d", beforeItem: "a")
        s.deleteItems(["b"])
        s.appendItems(["f"])
        var completions = 0
        rig.ds.apply(s, animatingDifferences: true) { completions += 1 }
        // The data source answers with the new snapshot at once; the screen catches up.
        #expect(rig.ds.snapshot().itemIdentifiers == ["d", "a", "c", "e", "f"])
        #expect(completions == 0)
        rig.host.advance(by: 1)
        rig.host.runUntilIdle()
        #expect(completions == 1)
        #expect(rig.shown == ["d", "a", "c", "e", "f"])
        #expect(rig.cv.cellForItem(at: IndexPath(item: 0, section: 0)) === cellD)
        #expect(rig.made == ["f"])
    }

    @Test func applyingWithoutAnimationStillDiffsAndCompletesOnce() {
        let rig = Rig()
        var s = snap([("A", ["a", "b", "c"]), ("B", ["x"])])
        rig.show(s)
        let cellC = rig.cv.cellForItem(at: IndexPath(item: 2, section: 0))
        rig.made = []
        s.moveSection("B", beforeSection: "A")
        s.moveItem("c", beforeItem: "x")
        var completions = 0
        rig.ds.apply(s, animatingDifferences: false) { completions += 1 }
        rig.host.advanceFrames(2)
        #expect(completions == 1)
        #expect(rig.shown == ["c", "x", "a", "b"])
        #expect(rig.cv.cellForItem(at: IndexPath(item: 0, section: 0)) === cellC)
        #expect(rig.made.isEmpty)
        // The same snapshot again changes nothing and still completes.
        rig.ds.apply(s, animatingDifferences: true) { completions += 1 }
        #expect(completions == 2)
    }

    @Test func reloadMakesANewCellAndReconfigureRunsTheProviderAgain() {
        let rig = Rig()
        var s = snap([("A", ["a", "b", "c"])])
        rig.show(s)
        rig.made = []
        s.reloadItems(["b"])
        s.reconfigureItems(["c"])
        rig.ds.apply(s)
        rig.host.advance(by: 1)
        #expect(rig.made.sorted() == ["b", "c"])
        #expect(rig.shown == ["a", "b", "c"])
        // Marks are one-shot: the data source's snapshot has none.
        #expect(rig.ds.snapshot().reloadedItemIdentifiers.isEmpty && rig.ds.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func applySnapshotUsingReloadDataShowsItWithoutDiffing() {
        let rig = Rig()
        rig.show(snap([("A", ["a", "b"])]))
        var done = 0
        rig.ds.applySnapshotUsingReloadData(snap([("A", ["b", "z"])])) { done += 1 }
        rig.host.advanceFrames(1)
        #expect(done == 1)
        #expect(rig.shown == ["b", "z"])
    }

    @Test func supplementaryViewsComeFromTheProvider() {
        let rig = Rig()
        rig.layout.withHeaders = true
        rig.cv.register(DiffableTestHeader.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
        rig.ds.supplementaryViewProvider = { [unowned rig] cv, kind, ip in
            let h = cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: ip) as! DiffableTestHeader
            h.title = rig.ds.sectionIdentifier(for: ip.section) ?? "?"
            return h
        }
        rig.show(snap([("A", ["a"]), ("B", ["b"])]))
        let titles = rig.cv.subviews.compactMap { ($0 as? DiffableTestHeader).flatMap { $0.isHidden ? nil : $0 } }
            .sorted { $0.frame.minY < $1.frame.minY }.map(\.title)
        #expect(titles == ["A", "B"])
    }

    @Test func aNilCellOrDuplicateIdentifiersAreLoggedAndTheViewStaysConsistent() {
        let rig = Rig()
        rig.nilFor = ["b"]
        var s = snap([("A", ["a", "b", "c"])])
        rig.show(s)
        #expect(UIKitLog.didLog("returned a nil cell for item at index path"))
        #expect(rig.shown == ["a", "c"])
        #expect(rig.cv.indexPathsForVisibleItems.count == 3)
        // Duplicates inside one call: iOS's message, the call is dropped.
        s.appendItems(["d", "d"])
        #expect(UIKitLog.didLog("Fatal: supplied item identifiers are not unique. Duplicate identifiers"))
        // An item already there moves (iOS 15+), with the warning.
        s.appendItems(["a"])
        #expect(UIKitLog.didLog("Diffable data source detected an attempt to insert or append 1 item identifier that already exists"))
        rig.nilFor = []
        // "b" keeps its empty cell until it is reloaded.
        s.reloadItems(["b"])
        rig.ds.apply(s)
        rig.host.advance(by: 1)
        #expect(rig.ds.snapshot().itemIdentifiers == ["b", "c", "a"])
        #expect(rig.shown == ["b", "c", "a"])
        // Unknown identifiers.
        _ = rig.ds.snapshot(for: "nope")
        #expect(UIKitLog.didLog("section identifier nope is not in the snapshot"))
    }

    @Test func reorderingFollowsTheMoveBetweenTheHandlers() {
        let rig = Rig()
        rig.show(snap([("A", ["a", "b", "c"]), ("B", ["x"])]))
        let first = IndexPath(item: 0, section: 0)
        #expect(rig.ds.collectionView(rig.cv, canMoveItemAt: first) == false)
        rig.ds.reorderingHandlers.canReorderItem = { $0 != "b" }
        #expect(rig.ds.collectionView(rig.cv, canMoveItemAt: first))
        #expect(!rig.ds.collectionView(rig.cv, canMoveItemAt: IndexPath(item: 1, section: 0)))
        var log: [String] = []
        var seen: NSDiffableDataSourceTransaction<String, String>?
        rig.ds.reorderingHandlers.willReorder = { [unowned rig] t in
            log.append("will \(rig.ds.snapshot().itemIdentifiers)")
        }
        rig.ds.reorderingHandlers.didReorder = { [unowned rig] t in
            log.append("did \(rig.ds.snapshot().itemIdentifiers)")
            seen = t
        }
        // The collection view reports a finished interactive move: "a" went below "x".
        rig.ds.collectionView(rig.cv, moveItemAt: first, to: IndexPath(item: 1, section: 1))
        #expect(log == ["will [\"a\", \"b\", \"c\", \"x\"]", "did [\"b\", \"c\", \"x\", \"a\"]"])
        let t = try! #require(seen)
        #expect(t.initialSnapshot.itemIdentifiers == ["a", "b", "c", "x"])
        #expect(t.finalSnapshot.itemIdentifiers == ["b", "c", "x", "a"])
        #expect(t.difference.count == 2)
        #expect(t.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
        #expect(t.sectionTransactions[1].finalSnapshot.items == ["x", "a"])
        #expect(t.sectionTransactions[0].initialSnapshot.items == ["a", "b", "c"])
    }
}
