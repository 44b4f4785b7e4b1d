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

/// Outlines in a collection view: a section snapshot with children applied to a section shows
/// its visible items; expanding and collapsing (by snapshot or through `_toggleExpansion`, what
/// an outline disclosure calls) inserts and removes the children, honouring the handlers.
@MainActor @Suite(.serialized) struct CollectionOutlineTests {
    typealias DataSource = UICollectionViewDiffableDataSource<Int, String>
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    @MainActor final class Rig {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: DiffableTestListLayout())
        var ds: DataSource!
        var host: UIKitTestHost!

        @MainActor init() {
            cv.register(DiffableTestCell.self, forCellWithReuseIdentifier: "c")
            ds = DataSource(collectionView: cv) { cv, ip, item in
                let cell = cv.dequeueReusableCell(withReuseIdentifier: "c", for: ip) as! DiffableTestCell
                cell.text = item
                return cell
            }
            host = UIKitTestHost(view: cv)
            host.advanceFrames(1)
        }

        @MainActor var shown: [String] {
            cv.indexPathsForVisibleItems.sorted().compactMap { (cv.cellForItem(at: $0) as? DiffableTestCell)?.text }
        }
    }

    /// Fruit (apple, pear) and Veg (kale), collapsed, then "Other".
    func outline() -> Outline {
        var o = Outline()
        o.append(["Fruit", "Veg", "Other"])
        o.append(["apple", "pear"], to: "Fruit")
        o.append(["kale"], to: "Veg")
        return o
    }

    @Test func aSectionSnapshotShowsItsVisibleItemsAndExpandsAndCollapsesByApply() {
        let rig = Rig()
        var o = outline()
        rig.ds.apply(o, to: 0, animatingDifferences: false)
        rig.host.advanceFrames(1)
        #expect(rig.ds.snapshot().sectionIdentifiers == [0])
        #expect(rig.shown == ["Fruit", "Veg", "Other"])
        let other = rig.cv.cellForItem(at: IndexPath(item: 2, section: 0))
        o.expand(["Fruit"])
        var done = 0
        rig.ds.apply(o, to: 0) { done += 1 }
        rig.host.advance(by: 1)
        #expect(done == 1)
        #expect(rig.shown == ["Fruit", "apple", "pear", "Veg", "Other"])
        #expect(rig.cv.cellForItem(at: IndexPath(item: 4, section: 0)) === other)
        #expect(rig.ds.snapshot(for: 0).isExpanded("Fruit"))
        #expect(rig.ds.snapshot(for: 0).items == ["Fruit", "apple", "pear", "Veg", "kale", "Other"])
        o.collapse(["Fruit"])
        rig.ds.apply(o, to: 0)
        rig.host.advance(by: 1)
        #expect(rig.shown == ["Fruit", "Veg", "Other"])
        // A whole snapshot applied over the outline replaces it with a flat list.
        var flat = rig.ds.snapshot()
        flat.deleteItems(["Veg"])
        rig.ds.apply(flat)
        #expect(rig.ds.snapshot(for: 0).items == ["Fruit", "Other"])
    }

    @Test func aSectionSnapshotForANewSectionAppendsIt() {
        let rig = Rig()
        var top = NSDiffableDataSourceSnapshot<Int, String>()
        top.appendSections([0])
        top.appendItems(["z"])
        rig.ds.apply(top, animatingDifferences: false)
        rig.ds.apply(outline(), to: 1, animatingDifferences: false)
        rig.host.advanceFrames(1)
        #expect(rig.ds.snapshot().sectionIdentifiers == [0, 1])
        #expect(rig.shown == ["z", "Fruit", "Veg", "Other"])
    }

    @Test func toggleExpansionHonoursTheHandlers() {
        let rig = Rig()
        rig.ds.apply(outline(), to: 0, animatingDifferences: false)
        rig.host.advanceFrames(1)
        var log: [String] = []
        rig.ds.sectionSnapshotHandlers.shouldExpandItem = { log.append("should expand \($0)"); return $0 != "Veg" }
        rig.ds.sectionSnapshotHandlers.willExpandItem = { log.append("will expand \($0)") }
        rig.ds.sectionSnapshotHandlers.shouldCollapseItem = { log.append("should collapse \($0)"); return true }
        rig.ds.sectionSnapshotHandlers.willCollapseItem = { log.append("will collapse \($0)") }
        #expect(rig.ds._toggleExpansion(of: "Fruit"))
        rig.host.advance(by: 1)
        #expect(rig.shown == ["Fruit", "apple", "pear", "Veg", "Other"])
        #expect(!rig.ds._toggleExpansion(of: "Veg"))
        rig.host.advance(by: 1)
        #expect(rig.shown == ["Fruit", "apple", "pear", "Veg", "Other"])
        #expect(rig.ds._toggleExpansion(of: "Fruit"))
        rig.host.advance(by: 1)
        #expect(rig.shown == ["Fruit", "Veg", "Other"])
        #expect(log == ["should expand Fruit", "will expand Fruit", "should expand Veg", "should collapse Fruit", "will collapse Fruit"])
    }

    @Test func snapshotForExpandingParentItemLoadsChildrenLazily() {
        let rig = Rig()
        rig.ds.apply(outline(), to: 0, animatingDifferences: false)
        rig.host.advanceFrames(1)
        var asked: [String: [String]] = [:]
        rig.ds.sectionSnapshotHandlers.snapshotForExpandingParentItem = { parent, children in
            asked[parent] = children.items
            var c = NSDiffableDataSourceSectionSnapshot<String>()
            c.append(["\(parent)-1", "\(parent)-2", "\(parent)-3"])
            return c
        }
        rig.ds._toggleExpansion(of: "Other")
        rig.host.advance(by: 1)
        #expect(asked == ["Other": []])
        #expect(rig.shown == ["Fruit", "Veg", "Other", "Other-1", "Other-2", "Other-3"])
        #expect(rig.ds.snapshot(for: 0).parent(of: "Other-2") == "Other")
    }
}
