//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit

typealias TestSnapshot = NSDiffableDataSourceSnapshot<String, Int>

/// The snapshot as an app builds one: contents and lookups after each edit, iOS's diagnostics
/// for bad input (the snapshot unchanged), and lookups that stay fast at 100,000 items.
@MainActor @Suite(.serialized) struct DiffableSnapshotTests {
    /// Sections and their items, read only through the public API.
    func contents(_ s: TestSnapshot) -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: s.sectionIdentifiers.map { ($0, s.itemIdentifiers(inSection: $0)) })
    }

    /// Every lookup agrees with the ordered contents.
    func expectConsistent(_ s: TestSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
        var global = 0
        #expect(s.numberOfSections == s.sectionIdentifiers.count, sourceLocation: sourceLocation)
        for (si, section) in s.sectionIdentifiers.enumerated() {
            #expect(s.indexOfSection(section) == si, sourceLocation: sourceLocation)
            let items = s.itemIdentifiers(inSection: section)
            #expect(s.numberOfItems(inSection: section) == items.count, sourceLocation: sourceLocation)
            for item in items {
                #expect(s.indexOfItem(item) == global, sourceLocation: sourceLocation)
                #expect(s.sectionIdentifier(containingItem: item) == section, sourceLocation: sourceLocation)
                global += 1
            }
        }
        #expect(s.numberOfItems == global && s.itemIdentifiers.count == global, sourceLocation: sourceLocation)
    }

    func sample() -> TestSnapshot {
        var s = TestSnapshot()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5])  // nil: the last section
        return s
    }

    // MARK: Reading and editing

    @Test func emptySnapshot() {
        let s = TestSnapshot()
        #expect(s.numberOfItems == 0 && s.numberOfSections == 0)
        #expect(s.sectionIdentifiers.isEmpty && s.itemIdentifiers.isEmpty)
        #expect(s.indexOfItem(1) == nil && s.indexOfSection("a") == nil && s.sectionIdentifier(containingItem: 1) == nil)
        #expect(s.reloadedItemIdentifiers.isEmpty && s.reconfiguredItemIdentifiers.isEmpty && s.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func appendingFillsSectionsInOrderAndNilMeansTheLastSection() {
        let s = sample()
        #expect(s.sectionIdentifiers == ["a", "b"])
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(s.numberOfItems == 5 && s.numberOfItems(inSection: "a") == 3)
        #expect(s.indexOfItem(4) == 3 && s.indexOfSection("b") == 1)
        #expect(s.sectionIdentifier(containingItem: 5) == "b")
        expectConsistent(s)
    }

    @Test func insertingAndMovingItemsRelativeToOthers() {
        var s = sample()
        s.insertItems([10, 11], beforeItem: 2)
        #expect(s.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3])
        s.insertItems([12], afterItem: 5)
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5, 12])
        s.moveItem(1, afterItem: 3)
        #expect(s.itemIdentifiers(inSection: "a") == [10, 11, 2, 3, 1])
        // Across sections.
        s.moveItem(10, beforeItem: 4)
        #expect(s.itemIdentifiers(inSection: "a") == [11, 2, 3, 1])
        #expect(s.itemIdentifiers(inSection: "b") == [10, 4, 5, 12])
        #expect(s.indexOfItem(10) == 4 && s.sectionIdentifier(containingItem: 10) == "b")
        expectConsistent(s)
    }

    @Test func deletingItemsAndEverything() {
        var s = sample()
        s.reloadItems([2, 4])
        s.reconfigureItems([3])
        s.deleteItems([2, 3, 5])
        #expect(s.itemIdentifiers == [1, 4])
        #expect(s.reloadedItemIdentifiers == [4], "a deleted item is no longer marked")
        #expect(s.reconfiguredItemIdentifiers.isEmpty)
        expectConsistent(s)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0, "deleteAllItems removes the sections too")
        #expect(s.reloadedItemIdentifiers.isEmpty)
    }

    @Test func sectionsInsertMoveDeleteCarryTheirItems() {
        var s = sample()
        s.insertSections(["x"], beforeSection: "a")
        s.insertSections(["y", "z"], afterSection: "a")
        #expect(s.sectionIdentifiers == ["x", "a", "y", "z", "b"])
        s.appendItems([7], toSection: "y")
        s.moveSection("a", afterSection: "b")
        #expect(s.sectionIdentifiers == ["x", "y", "z", "b", "a"])
        #expect(s.itemIdentifiers == [7, 4, 5, 1, 2, 3])
        s.moveSection("b", beforeSection: "x")
        #expect(s.sectionIdentifiers == ["b", "x", "y", "z", "a"])
        expectConsistent(s)
        s.reloadSections(["y", "a"])
        s.reloadItems([1])
        s.deleteSections(["a", "x"])
        #expect(s.sectionIdentifiers == ["b", "y", "z"] && s.itemIdentifiers == [4, 5, 7])
        #expect(s.reloadedSectionIdentifiers == ["y"] && s.reloadedItemIdentifiers.isEmpty)
        #expect(s.indexOfItem(1) == nil && s.sectionIdentifier(containingItem: 2) == nil)
        expectConsistent(s)
    }

    @Test func reloadAndReconfigureMarksKeepTheirOrderOnce() {
        var s = sample()
        s.reloadItems([3, 1])
        s.reloadItems([1, 2])
        s.reconfigureItems([5, 4, 5])
        s.reloadSections(["b"])
        #expect(s.reloadedItemIdentifiers == [3, 1, 2])
        #expect(s.reconfiguredItemIdentifiers == [5, 4])
        #expect(s.reloadedSectionIdentifiers == ["b"])
        s.moveItem(3, beforeItem: 4)
        #expect(s.reloadedItemIdentifiers == [3, 1, 2], "a moved item stays marked")
        // A data source keeps the applied snapshot without its one-shot marks.
        s._clearMarks()
        #expect(s.reloadedItemIdentifiers.isEmpty && s.reconfiguredItemIdentifiers.isEmpty && s.reloadedSectionIdentifiers.isEmpty)
        #expect(s.itemIdentifiers(inSection: "b") == [3, 4, 5] && s.numberOfItems == 5, "the contents stay")
    }

    @Test func snapshotsAreValues() {
        let a = sample()
        var b = a
        b.deleteItems([1])
        b.appendSections(["c"])
        #expect(a.itemIdentifiers == [1, 2, 3, 4, 5] && a.numberOfSections == 2)
        #expect(b.itemIdentifiers == [2, 3, 4, 5] && b.numberOfSections == 3)
    }

    // MARK: Bad input: logged with iOS's message, nothing changes

    @Test func duplicateIdentifiersAreRefusedWithIOSMessage() {
        var s = sample()
        UIKitLog.clearRecentMessages()
        s.appendItems([8, 9, 8], toSection: "a")
        #expect(UIKitLog.didLog("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    8\n)}"))
        s.insertItems([6, 6], afterItem: 1)
        s.appendSections(["c", "c"])
        s.appendSections(["a"])
        #expect(UIKitLog.didLog("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {("))
        #expect(contents(s) == contents(sample()) && s.sectionIdentifiers == ["a", "b"])
        expectConsistent(s)
    }

    @Test func appendingAnExistingItemMovesItWithIOSWarning() {
        var s = sample()
        UIKitLog.clearRecentMessages()
        s.appendItems([1, 9], toSection: "b")
        #expect(UIKitLog.didLog("Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot."))
        #expect(s.itemIdentifiers(inSection: "a") == [2, 3] && s.itemIdentifiers(inSection: "b") == [4, 5, 1, 9])
        expectConsistent(s)
    }

    @Test func itemsWithoutASectionAndUnknownIdentifiersAreIgnored() {
        var empty = TestSnapshot()
        UIKitLog.clearRecentMessages()
        empty.appendItems([1])
        #expect(UIKitLog.didLog("There are currently no sections in the data source. Please add a section first."))
        #expect(empty.numberOfItems == 0)

        var s = sample()
        UIKitLog.clearRecentMessages()
        s.appendItems([9], toSection: "nope")
        #expect(UIKitLog.didLog("section identifier nope is not in the snapshot"))
        s.insertItems([9], beforeItem: 42)
        s.insertItems([9], afterItem: 42)
        s.moveItem(1, beforeItem: 42)
        s.moveItem(42, afterItem: 1)
        s.deleteItems([1, 42])
        s.reloadItems([42])
        s.reconfigureItems([42])
        #expect(UIKitLog.didLog("item identifier 42 is not in the snapshot"))
        s.insertSections(["c"], beforeSection: "nope")
        s.insertSections(["c"], afterSection: "nope")
        s.moveSection("a", beforeSection: "nope")
        s.moveSection("nope", afterSection: "a")
        s.deleteSections(["a", "nope"])
        s.reloadSections(["nope"])
        #expect(s.itemIdentifiers(inSection: "nope").isEmpty && s.numberOfItems(inSection: "nope") == 0)
        #expect(contents(s) == contents(sample()) && s.sectionIdentifiers == ["a", "b"])
        #expect(s.reloadedItemIdentifiers.isEmpty && s.reloadedSectionIdentifiers.isEmpty)
        expectConsistent(s)
    }

    @Test func movingRelativeToItselfIsRefused() {
        var s = sample()
        UIKitLog.clearRecentMessages()
        s.moveItem(2, beforeItem: 2)
        #expect(UIKitLog.didLog("Invalid update: destination for item move is the same as the source"))
        s.moveItem(2, afterItem: 2)
        s.insertItems([2, 9], afterItem: 2)
        UIKitLog.clearRecentMessages()
        s.moveSection("a", afterSection: "a")
        #expect(UIKitLog.didLog("Invalid update: destination for section move is the same as the source"))
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
        expectConsistent(s)
    }

    // MARK: Against a plain model

    /// Random edits (valid and invalid) applied to the snapshot and to a list of sections; the
    /// two agree after each, and every lookup agrees with the contents.
    @Test func randomEditsMatchAPlainModel() {
        var rng = FuzzRNG(seed: 15)
        for _ in 0..<40 {
            var s = TestSnapshot()
            var model: [(String, [Int])] = []
            func has(_ i: Int) -> Bool { model.contains { $0.1.contains(i) } }
            func place(_ i: Int) -> (Int, Int)? {
                for (si, sec) in model.enumerated() { if let r = sec.1.firstIndex(of: i) { return (si, r) } }
                return nil
            }
            func removeItem(_ i: Int) { if let p = place(i) { model[p.0].1.remove(at: p.1) } }
            for _ in 0..<60 {
                let names = ["a", "b", "c", "d", "e"]
                let sec = names.randomElement(using: &rng)!
                let item = Int.random(in: 0..<25, using: &rng)
                let other = Int.random(in: 0..<25, using: &rng)
                let batch = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0..<25, using: &rng) }
                let secIndex = model.firstIndex { $0.0 == sec }
                switch Int.random(in: 0..<9, using: &rng) {
                case 0:
                    s.appendSections([sec])
                    if secIndex == nil { model.append((sec, [])) }
                case 1:
                    s.appendItems(batch, toSection: sec)
                    if let si = secIndex, Set(batch).count == batch.count {
                        batch.forEach(removeItem)
                        model[si].1 += batch
                    }
                case 2:
                    s.insertItems(batch, beforeItem: other)
                    if has(other), Set(batch).count == batch.count, !batch.contains(other) {
                        batch.forEach(removeItem)
                        let (si, r) = place(other)!
                        model[si].1.insert(contentsOf: batch, at: r)
                    }
                case 3:
                    s.deleteItems(batch)
                    if batch.allSatisfy(has) { batch.forEach(removeItem) }
                case 4:
                    s.moveItem(item, afterItem: other)
                    if has(item), has(other), item != other {
                        removeItem(item)
                        let (si, r) = place(other)!
                        model[si].1.insert(item, at: r + 1)
                    }
                case 5:
                    s.deleteSections([sec])
                    if let si = secIndex { model.remove(at: si) }
                case 6:
                    let to = names.randomElement(using: &rng)!
                    s.moveSection(sec, beforeSection: to)
                    if let si = secIndex, let _ = model.firstIndex(where: { $0.0 == to }), sec != to {
                        let m = model.remove(at: si)
                        model.insert(m, at: model.firstIndex { $0.0 == to }!)
                    }
                case 7:
                    let to = names.randomElement(using: &rng)!
                    s.insertSections([sec], afterSection: to)
                    if secIndex == nil, let ti = model.firstIndex(where: { $0.0 == to }) { model.insert((sec, []), at: ti + 1) }
                default:
                    s.moveItem(item, beforeItem: other)
                    if has(item), has(other), item != other {
                        removeItem(item)
                        let (si, r) = place(other)!
                        model[si].1.insert(item, at: r)
                    }
                }
                #expect(s.sectionIdentifiers == model.map { $0.0 })
                #expect(s.itemIdentifiers == model.flatMap { $0.1 })
            }
            expectConsistent(s)
        }
    }

    // MARK: Scale

    @Test func aHundredThousandItemsStayFast() {
        let start = ContinuousClock.now
        var s = TestSnapshot()
        s.appendSections((0..<10).map { "s\($0)" })
        for k in 0..<10 { s.appendItems(Array(k * 10_000..<(k + 1) * 10_000), toSection: "s\(k)") }
        // One item at a time, as apps often do.
        s.appendSections(["tail"])
        for i in 100_000..<110_000 { s.appendItems([i]) }
        var sum = 0
        for i in stride(from: 0, to: 110_000, by: 1) { sum &+= s.indexOfItem(i)! }
        #expect(sum == (0..<110_000).reduce(0, +))
        #expect(s.sectionIdentifier(containingItem: 55_555) == "s5")
        s.deleteItems(Array(stride(from: 0, to: 100_000, by: 2)))
        s.moveItem(99_999, beforeItem: 1)
        s.insertItems([-1], afterItem: 1)
        s.moveSection("s9", beforeSection: "s0")
        #expect(s.numberOfItems == 60_001)
        // s9 (4,999 odd items left) now comes first, then s0: 99_999, 1, -1, 3, ...
        #expect(s.indexOfItem(99_999) == 4_999 && s.indexOfItem(1) == 5_000 && s.indexOfItem(-1) == 5_001)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }
}

/// An outline section snapshot as a sidebar or expandable list uses it.
@MainActor @Suite(.serialized) struct DiffableSectionSnapshotTests {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    /// Fruit (apple, pear (conference)), Veg (leek), Misc.
    func sample() -> Outline {
        var s = Outline()
        s.append(["Fruit", "Veg"])
        s.append(["apple", "pear"], to: "Fruit")
        s.append(["conference"], to: "pear")
        s.append(["leek"], to: "Veg")
        s.append(["Misc"])
        return s
    }

    @Test func itemsAreDepthFirstAndOnlyExpandedChildrenAreVisible() {
        var s = sample()
        #expect(s.items == ["Fruit", "apple", "pear", "conference", "Veg", "leek", "Misc"])
        #expect(s.rootItems == ["Fruit", "Veg", "Misc"])
        #expect(s.visibleItems == ["Fruit", "Veg", "Misc"], "everything starts collapsed")
        s.expand(["Fruit"])
        #expect(s.visibleItems == ["Fruit", "apple", "pear", "Veg", "Misc"])
        #expect(s.isExpanded("Fruit") && !s.isExpanded("pear"))
        #expect(s.isVisible("pear") && !s.isVisible("conference") && !s.isVisible("leek"))
        s.expand(["pear"])
        #expect(s.visibleItems.contains("conference"))
        s.collapse(["Fruit"])
        #expect(s.visibleItems == ["Fruit", "Veg", "Misc"] && s.isExpanded("pear"), "collapsing keeps inner expansion")
        #expect(s.level(of: "conference") == 2 && s.level(of: "Misc") == 0 && s.level(of: "nope") == NSNotFound)
        #expect(s.parent(of: "conference") == "pear" && s.parent(of: "Fruit") == nil)
        #expect(s.index(of: "Veg") == 4 && s.index(of: "nope") == nil)
        #expect(s.contains("leek") && !s.contains("nope"))
    }

    @Test func insertingDeletingAndSubSnapshots() {
        var s = sample()
        s.insert(["banana"], after: "apple")
        s.insert(["Top"], before: "Fruit")
        #expect(s.items == ["Top", "Fruit", "apple", "banana", "pear", "conference", "Veg", "leek", "Misc"])
        #expect(s.parent(of: "banana") == "Fruit")
        s.expand(["pear"])
        let sub = s.snapshot(of: "Fruit")
        #expect(sub.rootItems == ["apple", "banana", "pear"] && sub.items == ["apple", "banana", "pear", "conference"])
        #expect(sub.isExpanded("pear") && sub.parent(of: "apple") == nil)
        let withParent = s.snapshot(of: "Fruit", includingParent: true)
        #expect(withParent.rootItems == ["Fruit"] && withParent.level(of: "conference") == 2)
        s.delete(["pear", "Top"])
        #expect(s.items == ["Fruit", "apple", "banana", "Veg", "leek", "Misc"])
        #expect(!s.contains("conference"), "children go with their parent")
        var basket = Outline()
        basket.append(["kiwi"])
        basket.append(["gold"], to: "kiwi")
        s.replace(childrenOf: "Fruit", using: basket)
        #expect(s.items == ["Fruit", "kiwi", "gold", "Veg", "leek", "Misc"] && s.level(of: "gold") == 2)
        s.deleteAll()
        #expect(s.items.isEmpty)
    }

    @Test func duplicatesAndUnknownParentsAreRefusedWithIOSMessage() {
        var s = sample()
        UIKitLog.clearRecentMessages()
        s.append(["apple"], to: "Veg")
        #expect(UIKitLog.didLog("Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    apple\n)}"))
        s.append(["x", "x"])
        s.append(["y"], to: "nope")
        s.insert(["y"], before: "nope")
        #expect(UIKitLog.didLog("item identifier nope is not in the snapshot"))
        #expect(s.items == sample().items)
    }
}
