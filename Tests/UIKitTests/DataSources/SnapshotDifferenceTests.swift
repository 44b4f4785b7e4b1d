//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit

/// The difference between two snapshots as a table view batch update: a simulated batch on the
/// old rows yields exactly the new rows (the counts check a table view makes passes), moves are
/// minimal, and large lists diff quickly.
@MainActor @Suite(.serialized) struct SnapshotDifferenceTests {
    typealias Snap = NSDiffableDataSourceSnapshot<Int, Int>

    func snap(_ sections: [(Int, [Int])]) -> Snap {
        var s = Snap()
        for (id, items) in sections {
            s.appendSections([id])
            s.appendItems(items, toSection: id)
        }
        return s
    }

    func diff(_ a: Snap, _ b: Snap) -> _SnapshotDifference { _SnapshotDifference._difference(from: a, to: b) }

    /// Plays `d` on `old` as a table view would (deletes at indexes before, inserts at indexes
    /// after, moves from before to after, unmentioned rows keep their order and fill the rest)
    /// and returns the sections and rows it ends with, or a description of the first rule it
    /// breaks (a table view would raise).
    func simulate(_ d: _SnapshotDifference, on old: Snap, newData new: Snap) -> Result<[(Int, [Int])], SimulationError> {
        func fail(_ s: String) -> Result<[(Int, [Int])], SimulationError> { .failure(SimulationError(message: s)) }
        let oldSections = old.sectionIdentifiers
        let newSectionCount = new.numberOfSections
        // Sections.
        let deleted = Set(d.deletedSections), movedFrom = Set(d.movedSections.map { $0.from })
        let reloaded = Set(d.reloadedSections)
        guard deleted.count == d.deletedSections.count, movedFrom.count == d.movedSections.count,
              deleted.isDisjoint(with: movedFrom), reloaded.isDisjoint(with: deleted), reloaded.isDisjoint(with: movedFrom),
              (deleted.union(movedFrom).union(reloaded)).allSatisfy({ oldSections.indices.contains($0) })
        else { return fail("bad section deletes/moves/reloads") }
        let unmoved = oldSections.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }
        guard unmoved.count + d.insertedSections.count + d.movedSections.count == newSectionCount else {
            return fail("invalid number of sections")
        }
        enum Source { case inserted, old(Int) }
        var slots = [Source?](repeating: nil, count: newSectionCount)
        for j in d.insertedSections {
            guard slots.indices.contains(j), slots[j] == nil else { return fail("bad section insert \(j)") }
            slots[j] = .inserted
        }
        for m in d.movedSections {
            guard slots.indices.contains(m.to), slots[m.to] == nil else { return fail("bad section move to \(m.to)") }
            slots[m.to] = .old(m.from)
        }
        var rest = unmoved.makeIterator()
        for j in slots.indices where slots[j] == nil { slots[j] = .old(rest.next()!) }
        // Sections whose items the batch doesn't mention: deleted, reloaded (old), inserted, reloaded (new).
        var newOfOld: [Int: Int] = [:]
        for (j, s) in slots.enumerated() { if case .old(let i)? = s { newOfOld[i] = j } }
        let carriedNew = Set(d.insertedSections).union(reloaded.map { newOfOld[$0]! })
        let carriedOld = deleted.union(reloaded)
        let deletedRows = Dictionary(grouping: d.deletedItems, by: \.section)
        let insertedRows = Dictionary(grouping: d.insertedItems, by: \.section)
        let movesOut = Dictionary(grouping: d.movedItems, by: { $0.from.section })
        let movesIn = Dictionary(grouping: d.movedItems, by: { $0.to.section })
        for p in d.deletedItems + d.movedItems.map { $0.from } + d.reloadedItems where carriedOld.contains(p.section) || !oldSections.indices.contains(p.section) {
            return fail("item change \(p) in a deleted or reloaded section")
        }
        for p in d.insertedItems + d.movedItems.map { $0.to } + d.reconfiguredItems where carriedNew.contains(p.section) || p.section >= newSectionCount {
            return fail("item change \(p) in an inserted or reloaded section")
        }

        var result: [(Int, [Int])] = []
        for (j, source) in slots.enumerated() {
            let id = new.sectionIdentifiers[j]
            guard case .old(let i)? = source, !reloaded.contains(i) else {
                result.append((id, new.itemIdentifiers(inSection: id)))  // the data source's rows
                continue
            }
            guard oldSections[i] == id else { return fail("section \(j) is \(oldSections[i]), expected \(id)") }
            let oldItems = old.itemIdentifiers(inSection: oldSections[i])
            let gone = (deletedRows[i] ?? []).map(\.row) + (movesOut[i] ?? []).map { $0.from.row }
            guard Set(gone).count == gone.count, gone.allSatisfy({ oldItems.indices.contains($0) }) else {
                return fail("bad deletes or moves out of old section \(i)")
            }
            let goneSet = Set(gone)
            let kept = oldItems.indices.filter { !goneSet.contains($0) }.map { oldItems[$0] }
            let ins = insertedRows[j] ?? [], mIn = movesIn[j] ?? []
            let count = kept.count + ins.count + mIn.count
            guard count == new.numberOfItems(inSection: id) else {
                return fail("invalid number of items in section \(j): \(count), expected \(new.numberOfItems(inSection: id))")
            }
            var rows = [Int?](repeating: nil, count: count)
            for p in ins {
                guard rows.indices.contains(p.row), rows[p.row] == nil else { return fail("bad insert \(p)") }
                rows[p.row] = new.itemIdentifiers(inSection: id)[p.row]
            }
            for m in mIn {
                guard rows.indices.contains(m.to.row), rows[m.to.row] == nil else { return fail("bad move to \(m.to)") }
                let source = old.itemIdentifiers(inSection: oldSections[m.from.section])
                guard source.indices.contains(m.from.row) else { return fail("bad move from \(m.from)") }
                rows[m.to.row] = source[m.from.row]
            }
            var k = kept.makeIterator()
            result.append((id, rows.map { $0 ?? k.next()! }))
        }
        // Reloads name unmoved surviving items (before); reconfigures name items after.
        let reloadMarks = Set(new.reloadedItemIdentifiers), reconfigureMarks = Set(new.reconfiguredItemIdentifiers)
        for p in d.reloadedItems {
            let rows = old.itemIdentifiers(inSection: oldSections[p.section])
            guard rows.indices.contains(p.row) else { return fail("bad reload \(p)") }
            let item = rows[p.row]
            let gone = (deletedRows[p.section] ?? []).contains(p) || (movesOut[p.section] ?? []).contains { $0.from == p }
            guard reloadMarks.contains(item), !gone else { return fail("bad reload \(p)") }
        }
        for p in d.reconfiguredItems {
            let rows = new.itemIdentifiers(inSection: new.sectionIdentifiers[p.section])
            guard rows.indices.contains(p.row), reconfigureMarks.contains(rows[p.row]) else {
                return fail("bad reconfigure \(p)")
            }
        }
        return .success(result)
    }

    struct SimulationError: Error { let message: String }

    /// The batch turns `a` into `b`.
    func expectApplies(_ a: Snap, _ b: Snap, sourceLocation: SourceLocation = #_sourceLocation) {
        let d = diff(a, b)
        switch simulate(d, on: a, newData: b) {
        case .failure(let e):
            Issue.record("\(e.message)\n old: \(a.sectionIdentifiers.map { ($0, a.itemIdentifiers(inSection: $0)) })\n new: \(b.sectionIdentifiers.map { ($0, b.itemIdentifiers(inSection: $0)) })", sourceLocation: sourceLocation)
        case .success(let r):
            #expect(r.map { $0.0 } == b.sectionIdentifiers, sourceLocation: sourceLocation)
            #expect(r.flatMap { $0.1 } == b.itemIdentifiers, sourceLocation: sourceLocation)
        }
    }

    // MARK: Cases

    @Test func identicalSnapshotsNeedNoUpdate() {
        let a = snap([(0, [1, 2, 3]), (1, [4])])
        #expect(diff(a, a).isEmpty)
        #expect(diff(Snap(), Snap()).isEmpty)
    }

    @Test func insertsAndDeletesUseAfterAndBeforeIndexes() {
        let a = snap([(0, [1, 2, 3, 4])])
        let b = snap([(0, [0, 2, 4, 5])])
        let d = diff(a, b)
        #expect(d.deletedItems == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        #expect(d.insertedItems == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
        #expect(d.movedItems.isEmpty && d.deletedSections.isEmpty && d.insertedSections.isEmpty)
        expectApplies(a, b)
    }

    @Test func onlyItemsOutOfOrderMove() {
        // 5 jumps to the front: one move, not four.
        let a = snap([(0, [1, 2, 3, 4, 5])])
        let b = snap([(0, [5, 1, 2, 3, 4])])
        let d = diff(a, b)
        #expect(d.movedItems.count == 1)
        #expect(d.movedItems.first.map { [$0.from, $0.to] } == [IndexPath(row: 4, section: 0), IndexPath(row: 0, section: 0)])
        #expect(d.insertedItems.isEmpty && d.deletedItems.isEmpty)
        expectApplies(a, b)
    }

    @Test func itemsMoveBetweenSectionsAndSectionsMove() {
        let a = snap([(0, [1, 2]), (1, [3, 4]), (2, [5])])
        let b = snap([(2, [5, 2]), (0, [1]), (1, [3, 4])])
        let d = diff(a, b)
        #expect(d.movedSections.count == 1 && d.movedSections.first.map { [$0.from, $0.to] } == [2, 0])
        #expect(d.movedItems.count == 1)
        #expect(d.movedItems.first.map { [$0.from, $0.to] } == [IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 0)])
        expectApplies(a, b)
    }

    @Test func itemsOfDeletedAndInsertedSectionsAreNotListed() {
        let a = snap([(0, [1, 2]), (1, [3, 4])])
        let b = snap([(1, [3, 4]), (2, [5, 6, 2])])
        let d = diff(a, b)
        #expect(d.deletedSections == [0] && d.insertedSections == [1])
        #expect(d.deletedItems.isEmpty && d.insertedItems.isEmpty && d.movedItems.isEmpty)
        expectApplies(a, b)
    }

    @Test func reloadsAreBeforeReconfiguresAfterAndReloadedMovesBecomeDeleteInsert() {
        let a = snap([(0, [1, 2, 3, 4, 5])])
        var b = snap([(0, [0, 3, 1, 2, 4, 5])])
        b.reloadItems([2, 3])
        b.reconfigureItems([1, 4])
        let d = diff(a, b)
        // 2 stays in order: reloaded at its old row. 3 is out of order: delete + insert, no move.
        #expect(d.reloadedItems == [IndexPath(row: 1, section: 0)])
        #expect(d.reconfiguredItems == [IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 0)])
        #expect(d.movedItems.isEmpty)
        #expect(d.deletedItems == [IndexPath(row: 2, section: 0)])
        #expect(d.insertedItems == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        expectApplies(a, b)
    }

    @Test func reloadedSectionsCarryTheirItems() {
        let a = snap([(0, [1, 2]), (1, [3])])
        var b = snap([(0, [2, 1, 9]), (1, [3, 4])])
        b.reloadSections([0])
        let d = diff(a, b)
        #expect(d.reloadedSections == [0])
        #expect(d.insertedItems == [IndexPath(row: 1, section: 1)] && d.movedItems.isEmpty && d.deletedItems.isEmpty)
        expectApplies(a, b)
    }

    // MARK: Properties

    func randomSnap(_ rng: inout FuzzRNG, marks: Bool) -> Snap {
        var s = Snap()
        let sections = Array(0..<8).shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng))
        s.appendSections(Array(sections))
        guard !sections.isEmpty else { return s }
        for item in Array(0..<30).shuffled(using: &rng).prefix(Int.random(in: 0...30, using: &rng)) {
            s.appendItems([item], toSection: sections.randomElement(using: &rng)!)
        }
        if marks {
            s.reloadItems(s.itemIdentifiers.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
            s.reconfigureItems(s.itemIdentifiers.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
            s.reloadSections(s.sectionIdentifiers.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
        }
        return s
    }

    @Test func randomSnapshotsDiffIntoValidBatches() {
        var rng = FuzzRNG(seed: 6)
        for _ in 0..<1500 {
            let a = randomSnap(&rng, marks: false)
            let b = randomSnap(&rng, marks: Bool.random(using: &rng))
            expectApplies(a, b)
        }
    }

    /// Small edits of one snapshot (the usual case) diff into valid batches too.
    @Test func randomEditsDiffIntoValidBatches() {
        var rng = FuzzRNG(seed: 7)
        for _ in 0..<600 {
            let a = randomSnap(&rng, marks: false)
            var b = a
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let items = b.itemIdentifiers
                guard let x = items.randomElement(using: &rng), let y = items.randomElement(using: &rng), x != y else { continue }
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: b.moveItem(x, beforeItem: y)
                case 1: b.deleteItems([x])
                case 2: b.insertItems([100 + Int.random(in: 0..<50, using: &rng)], afterItem: y)
                default:
                    if let s = b.sectionIdentifiers.randomElement(using: &rng), let t = b.sectionIdentifiers.randomElement(using: &rng), s != t {
                        b.moveSection(s, afterSection: t)
                    }
                }
            }
            expectApplies(a, b)
        }
    }

    /// Item moves are as few as possible: items changing section, plus, per section, the items
    /// not in a longest run of items keeping their old order.
    @Test func movesAreMinimal() {
        func lisLength(_ a: [Int]) -> Int {  // O(n²) reference
            var best = [Int](repeating: 1, count: a.count)
            for i in a.indices { for j in 0..<i where a[j] < a[i] { best[i] = max(best[i], best[j] + 1) } }
            return best.max() ?? 0
        }
        var rng = FuzzRNG(seed: 8)
        for _ in 0..<500 {
            let a = randomSnap(&rng, marks: false), b = randomSnap(&rng, marks: false)
            let d = diff(a, b)
            var expected = 0
            for s in b.sectionIdentifiers where a.indexOfSection(s) != nil {
                var stayers: [Int] = []
                for item in b.itemIdentifiers(inSection: s) {
                    guard let from = a.sectionIdentifier(containingItem: item) else { continue }
                    if from == s {
                        stayers.append(a.itemIdentifiers(inSection: s).firstIndex(of: item)!)
                    } else if b.indexOfSection(from) != nil {
                        expected += 1  // changes section: must move
                    }
                }
                expected += stayers.count - lisLength(stayers)
            }
            #expect(d.movedItems.count == expected)
        }
    }

    @Test func aHundredThousandItemsDiffQuickly() {
        var rng = FuzzRNG(seed: 9)
        var a = Snap(), b = Snap()
        a.appendSections([0, 1])
        a.appendItems(Array(0..<50_000), toSection: 0)
        a.appendItems(Array(50_000..<100_000), toSection: 1)
        b.appendSections([1, 0])
        var items = Array(0..<100_000)
        // Move 1% of the items around, delete 1%, add 1%.
        for _ in 0..<1_000 { items.swapAt(Int.random(in: 0..<100_000, using: &rng), Int.random(in: 0..<100_000, using: &rng)) }
        items.removeLast(1_000)
        items += Array(200_000..<201_000)
        b.appendItems(Array(items[..<60_000]), toSection: 1)
        b.appendItems(Array(items[60_000...]), toSection: 0)
        let start = ContinuousClock.now
        let d = diff(a, b)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(10), "took \(elapsed)")
        #expect(d.movedSections.count == 1 && d.insertedItems.count >= 1_000)
        expectApplies(a, b)
    }
}
