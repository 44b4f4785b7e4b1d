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

/// Applying a snapshot costs about O(n log n): a table showing 100,000 items takes a shuffle,
/// deletes and inserts across all of them in about ten times what 10,000 items take (a
/// quadratic step would make it a hundred times), and every visible row then shows its item.
@MainActor @Suite(.serialized) struct DiffableScalingTests {
    typealias Snap = NSDiffableDataSourceSnapshot<Int, Int>

    /// A table of `n` items in `sections` sections, loaded and on screen.
    func loadedTable(_ n: Int, sections: Int) -> (UITableView, UITableViewDiffableDataSource<Int, Int>, UIKitTestHost, Snap) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let ds = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tv, ip, item in
            let cell = tv.dequeueReusableCell(withIdentifier: "c", for: ip)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        var snap = Snap()
        snap.appendSections(Array(0..<sections))
        let per = n / sections
        for s in 0..<sections { snap.appendItems(Array(s * per..<(s + 1) * per), toSection: s) }
        ds.apply(snap, animatingDifferences: false)
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        return (table, ds, host, snap)
    }

    /// `old` with its items shuffled (a fraction `moved` swapped anywhere, across sections),
    /// 1% deleted and 1% new ones inserted at random places.
    func churned(_ old: Snap, moved: Double, seed: UInt64) -> Snap {
        var rng = FuzzRNG(seed: seed)
        var items = old.itemIdentifiers
        let n = items.count
        for _ in 0..<Int(Double(n) * moved / 2) { items.swapAt(Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng)) }
        items.removeAll { $0 % 100 == 7 }
        for k in 0..<n / 100 { items.insert(10_000_000 + k, at: Int.random(in: 0...items.count, using: &rng)) }
        var new = Snap()
        new.appendSections(old.sectionIdentifiers)
        let per = items.count / old.numberOfSections
        for (i, s) in old.sectionIdentifiers.enumerated() {
            let end = i == old.numberOfSections - 1 ? items.count : (i + 1) * per
            new.appendItems(Array(items[i * per..<end]), toSection: s)
        }
        return new
    }

    /// The time to apply a churned snapshot to a table of `n` items (best of two), checking
    /// that the table then shows the snapshot.
    func applyTime(_ n: Int, sections: Int, moved: Double) -> Duration {
        var best = Duration.seconds(1_000)
        for seed in 1...2 {
            let (table, ds, host, snap) = loadedTable(n, sections: sections)
            let new = churned(snap, moved: moved, seed: UInt64(seed))
            let start = ContinuousClock.now
            ds.apply(new, animatingDifferences: false)
            best = min(best, ContinuousClock.now - start)
            host.advanceFrames(1)
            let visible = table.indexPathsForVisibleRows ?? []
            #expect(!visible.isEmpty)
            for p in visible {
                #expect(table.cellForRow(at: p)?.textLabel?.text == ds.itemIdentifier(for: p).map { "\($0)" })
            }
            #expect(table.numberOfRows(inSection: 0) == new.numberOfItems(inSection: 0))
            #expect(ds.snapshot().itemIdentifiers == new.itemIdentifiers)
        }
        return best
    }

    func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// Ten times the items must cost well under a hundred times the time (quadratic would).
    func expectNearLinear(_ label: String, small: Duration, large: Duration, limit: Duration) {
        let ratio = seconds(large) / max(seconds(small), 1e-4)
        print("\(label): 10k \(small), 100k \(large), ratio \(ratio)")
        #expect(ratio < 35, "\(label): 10k \(small), 100k \(large)")
        #expect(large < limit)
    }

    @Test func applyingAShuffleGrowsNearLinearly() {
        let small = applyTime(10_000, sections: 1, moved: 0.02)
        let large = applyTime(100_000, sections: 1, moved: 0.02)
        expectNearLinear("diffable apply, 2% moved, 1 section", small: small, large: large, limit: .seconds(30))
    }

    /// Sections of 100 items: 100 sections, then 1,000 (a check per section over every change
    /// made this quadratic: 8 s for 100,000 items in 100 sections in a debug build).
    @Test func applyingAFullShuffleAcrossSectionsGrowsNearLinearly() {
        let small = applyTime(10_000, sections: 100, moved: 1)
        let large = applyTime(100_000, sections: 1_000, moved: 1)
        expectNearLinear("diffable apply, full shuffle, 100 items a section", small: small, large: large, limit: .seconds(60))
    }

    /// The same churn applied to a collection view of `n` items (one section, list layout).
    func collectionApplyTime(_ n: Int, moved: Double) -> Duration {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: DiffableTestListLayout())
        cv.register(DiffableTestCell.self, forCellWithReuseIdentifier: "c")
        let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, ip, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "c", for: ip) as! DiffableTestCell
            cell.text = "\(item)"
            return cell
        }
        var snap = Snap()
        snap.appendSections([0])
        snap.appendItems(Array(0..<n))
        ds.apply(snap, animatingDifferences: false)
        let host = UIKitTestHost(view: cv)
        host.advanceFrames(1)
        let new = churned(snap, moved: moved, seed: 1)
        let start = ContinuousClock.now
        ds.apply(new, animatingDifferences: false)
        let elapsed = ContinuousClock.now - start
        host.advanceFrames(1)
        let shown = cv.indexPathsForVisibleItems.sorted().compactMap { (cv.cellForItem(at: $0) as? DiffableTestCell)?.text }
        #expect(!shown.isEmpty)
        #expect(shown == cv.indexPathsForVisibleItems.sorted().map { "\(ds.itemIdentifier(for: $0)!)" })
        return elapsed
    }

    @Test func applyingToACollectionViewGrowsNearLinearly() {
        let small = collectionApplyTime(10_000, moved: 0.02)
        let large = collectionApplyTime(100_000, moved: 0.02)
        expectNearLinear("diffable collection apply, 2% moved", small: small, large: large, limit: .seconds(60))
    }
}
