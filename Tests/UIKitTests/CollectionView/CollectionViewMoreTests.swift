//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A one-column list layout with a header per section and a decoration behind each section,
/// written as an app would (attributes precomputed in `prepare`).
@MainActor final class HeaderListLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 40
    var headerHeight: CGFloat = 30
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override init() {
        super.init()
        register(UICollectionReusableView.self, forDecorationViewOfKind: "band")
    }
    required init?(coder: NSCoder) { nil }

    override func prepare() {
        cache = []
        guard let cv = collectionView else { return }
        let w = cv.bounds.width
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let top = y
            let h = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: s))
            h.frame = CGRect(x: 0, y: y, width: w, height: headerHeight)
            cache.append(h)
            y += headerHeight
            for i in 0..<cv.numberOfItems(inSection: s) {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                a.frame = CGRect(x: 0, y: y, width: w, height: rowHeight)
                a.zIndex = 1
                cache.append(a)
                y += rowHeight
            }
            let band = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "band", with: IndexPath(item: 0, section: s))
            band.frame = CGRect(x: 0, y: top, width: w, height: y - top)
            band.zIndex = -1
            cache.append(band)
        }
        height = y
    }
    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cache.filter { $0.frame.intersects(rect) } }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }
}

@MainActor final class SectionsSource: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    var sections: [[String]]
    var moves: [(IndexPath, IndexPath)] = []
    var prefetched: [IndexPath] = []
    var cellRequests = 0
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { sections[s].count }
    func collectionView(_ c: UICollectionView, cellForItemAt p: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = c.dequeueReusableCell(withReuseIdentifier: "cell", for: p)
        cell.accessibilityLabel = sections[p.section][p.item]
        return cell
    }
    func collectionView(_ c: UICollectionView, viewForSupplementaryElementOfKind kind: String, at p: IndexPath) -> UICollectionReusableView {
        let v = c.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: p)
        v.accessibilityLabel = "Header \(p.section)"
        return v
    }
    func collectionView(_ c: UICollectionView, canMoveItemAt p: IndexPath) -> Bool { true }
    func collectionView(_ c: UICollectionView, moveItemAt from: IndexPath, to: IndexPath) {
        moves.append((from, to))
        let x = sections[from.section].remove(at: from.item)
        sections[to.section].insert(x, at: to.item)
    }
    func collectionView(_ c: UICollectionView, prefetchItemsAt paths: [IndexPath]) { prefetched += paths }
    var cancelled: [IndexPath] = []
    func collectionView(_ c: UICollectionView, cancelPrefetchingForItemsAt paths: [IndexPath]) { cancelled += paths }
}

@MainActor @Suite struct CollectionViewMoreTests {
    func make(_ sections: [[String]]) -> (UICollectionView, SectionsSource, UIKitTestHost) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: HeaderListLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = SectionsSource(sections)
        cv.dataSource = source
        cv.prefetchDataSource = source
        return (cv, source, UIKitTestHost(view: cv, size: CGSize(width: 200, height: 300)))
    }

    @Test func headersAndDecorationsArePlacedWithTheirZOrder() {
        let (cv, source, host) = make([["a", "b"], ["c"]])
        defer { withExtendedLifetime(source) {} }
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 110, width: 200, height: 30))
        #expect(host.view(withAccessibilityLabel: "Header 1") != nil)
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 140)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.layer.zPosition == 1)
    }

    @Test func interactiveMovementMovesItemsAsideAndTellsTheDataSourceOnce() {
        let (cv, source, host) = make([["a", "b", "c", "d"]])
        defer { withExtendedLifetime(source) {} }
        let cellA = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 130))   // over "c"
        host.runUntilIdle()
        #expect(source.moves.isEmpty)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cellA)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityLabel == "b")
        cv.endInteractiveMovement()
        host.runUntilIdle()
        #expect(source.moves.count == 1)
        #expect(source.moves.first.map { [$0.0, $0.1] } == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        #expect(source.sections == [["b", "c", "a", "d"]])
        #expect(cellA?.frame.minY == 110)
    }

    @Test func cancellingAMovementPutsTheItemBack() {
        let (cv, source, host) = make([["a", "b", "c"]])
        defer { withExtendedLifetime(source) {} }
        cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 130))
        cv.cancelInteractiveMovement()
        host.runUntilIdle()
        #expect(source.moves.isEmpty)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityLabel == "a")
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30)
    }

    @Test func prefetchingAsksForItemsJustBelowTheScreen() {
        let (cv, source, host) = make([(0..<100).map { "r\($0)" }])
        defer { withExtendedLifetime(source) {} }
        host.advanceFrames(1)
        #expect(!source.prefetched.isEmpty)
        #expect(source.prefetched.allSatisfy { cv.cellForItem(at: $0) == nil })
        #expect(source.prefetched.contains(IndexPath(item: 8, section: 0)))
    }

    @Test func scrollingPrefetchesTheRowsAheadAndCancelsOnlyThoseLeftBehind() {
        let (cv, source, host) = make([(0..<400).map { "r\($0)" }])
        defer { withExtendedLifetime(source) {} }
        host.advanceFrames(1)
        // Scrolled 40 points a frame, as a finger drags: every row that comes on screen was
        // offered for prefetching before, and none is cancelled as it comes in.
        var seen = Set(cv.indexPathsForVisibleItems)
        for _ in 0..<60 {
            let offered = Set(source.prefetched)
            let cancelledBefore = source.cancelled.count
            cv.contentOffset.y += 40
            host.advanceFrames(1)
            let visible = Set(cv.indexPathsForVisibleItems)
            let cameIn = visible.subtracting(seen)
            #expect(cameIn.isSubset(of: offered), "\(cameIn.subtracting(offered).sorted()) came in without a prefetch")
            let cancelledNow = source.cancelled[cancelledBefore...]
            #expect(cancelledNow.allSatisfy { !visible.contains($0) }, "cancelled rows on screen: \(cancelledNow.filter(visible.contains))")
            seen.formUnion(cameIn)
        }
        // Jumped far down: the rows that were ahead and never shown are cancelled.
        let ahead = Set(source.prefetched).subtracting(seen).filter { $0.item > (seen.map(\.item).max() ?? 0) }
        #expect(!ahead.isEmpty)
        cv.contentOffset.y += 5_000
        host.advanceFrames(1)
        #expect(ahead.isSubset(of: Set(source.cancelled)))
    }

    @Test func reconfigureKeepsTheCell() {
        let (cv, source, host) = make([["a", "b"]])
        defer { withExtendedLifetime(source) {} }
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        source.sections[0][1] = "B"
        cv.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        host.advanceFrames(1)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.accessibilityLabel == "B")
    }

    @Test func swappingLayoutsAnimatesToTheNewFrames() {
        let (cv, source, host) = make([["a", "b"]])
        defer { withExtendedLifetime(source) {} }
        let tall = HeaderListLayout()
        tall.rowHeight = 80
        var done = false
        cv.setCollectionViewLayout(tall, animated: true) { done = $0 }
        host.advance(by: 0.15)
        let mid = cv.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.presentation()?.frame.minY ?? 0
        #expect(mid > 70 && mid < 110, "half-way between 70 and 110: \(mid)")
        host.runUntilIdle()
        #expect(done)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 110)
        #expect(tall.collectionView === cv)
    }

    @Test func deletingASectionWithAnimationRemovesItsViews() {
        let (cv, source, host) = make([["a", "b"], ["c"], ["d"]])
        defer { withExtendedLifetime(source) {} }
        source.sections.remove(at: 1)
        cv.deleteSections(IndexSet(integer: 1))
        host.runUntilIdle()
        #expect(cv.numberOfSections == 2)
        #expect(host.view(withAccessibilityLabel: "c") == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.accessibilityLabel == "d")
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 110)
    }
}

/// Numbers with a context menu on even items (the iOS 16 delegate form) and on odd ones (iOS 13's).
@MainActor final class MenuNumbers: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { 20 }
    func collectionView(_ c: UICollectionView, cellForItemAt p: IndexPath) -> UICollectionViewCell {
        c.dequeueReusableCell(withReuseIdentifier: "n", for: p)
    }
    func collectionView(_ c: UICollectionView, didSelectItemAt p: IndexPath) { log.append("didSelect \(p.item)") }
    func collectionView(_ c: UICollectionView, contextMenuConfigurationForItemsAt paths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        guard let p = paths.first, p.item % 2 == 0 else { return nil }
        return menu(p)
    }
    func collectionView(_ c: UICollectionView, contextMenuConfigurationForItemAt p: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        menu(p)
    }
    func menu(_ p: IndexPath) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { [unowned self] _ in self.log.append("share \(p.item)") }])
        }
    }
    func collectionView(_ c: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay")
    }
}

@MainActor @Suite struct CollectionViewContextMenuTests {
    @Test func aLongPressShowsTheItemsMenuWithoutSelecting() throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: SquareGridLayout())
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let source = MenuNumbers()
        cv.dataSource = source
        cv.delegate = source
        let host = UIKitTestHost(view: cv, size: CGSize(width: 200, height: 300))
        defer { withExtendedLifetime(source) {} }
        for item in [2, 5] {
            source.log.removeAll()
            host.longPress(at: CGPoint(x: CGFloat(item % 4) * 50 + 25, y: CGFloat(item / 4) * 50 + 25), duration: 0.8)
            host.advanceFrames(2)
            #expect(source.log.contains("willDisplay"))
            #expect(!source.log.contains { $0.hasPrefix("didSelect") })
            host.tap(try #require(host.view(withAccessibilityLabel: "Share")))
            host.advanceFrames(2)
            #expect(source.log.last == "share \(item)")
        }
        #expect(cv.indexPathsForSelectedItems == nil)
    }
}
