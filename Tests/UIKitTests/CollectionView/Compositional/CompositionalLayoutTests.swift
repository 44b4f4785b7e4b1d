//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A cell that asks for a fixed height when self-sizing.
@MainActor final class CompositionalTallCell: UICollectionViewCell {
    static var preferredHeight: CGFloat = 80
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        a.size.height = Self.preferredHeight
        return a
    }
}

/// A section background.
@MainActor final class CompositionalBackgroundView: UICollectionReusableView {}

/// Sections of numbered items with headers, for compositional layouts.
@MainActor final class CompositionalSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        cell.accessibilityLabel = "Item \(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
        v.accessibilityLabel = "\(kind) \(indexPath.section)"
        return v
    }
}

/// Counts the collection view's own scrolling.
@MainActor final class ScrollCounter: NSObject, UICollectionViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@MainActor @Suite struct CompositionalLayoutTests {
    func make(_ layout: UICollectionViewLayout, counts: [Int], cell: AnyClass = UICollectionViewCell.self,
              size: CGSize = CGSize(width: 320, height: 480)) -> (UICollectionView, CompositionalSource, UIKitTestHost) {
        let cv = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(cell, forCellWithReuseIdentifier: "c")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
        let source = CompositionalSource(counts)
        cv.dataSource = source
        let host = UIKitTestHost(view: cv, size: size)
        return (cv, source, host)
    }

    func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
    }

    func rowsWithHeader(pinned: Bool = false) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let s = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                                 elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = pinned
        s.boundarySupplementaryItems = [header]
        return s
    }

    @Test func defaultsAndRawValues() {
        let c = UICollectionViewCompositionalLayoutConfiguration()
        #expect(c.scrollDirection == .vertical && c.interSectionSpacing == 0 && c.contentInsetsReference == .automatic)
        let s = gridSection()
        #expect(s.orthogonalScrollingBehavior == .none && s.supplementariesFollowContentInsets && s.contentInsetsReference == .automatic)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
        #expect(NSRectAlignment.topTrailing.rawValue == 8 && UIContentInsetsReference.readableContent.rawValue == 4)
        let h = rowsWithHeader().boundarySupplementaryItems[0]
        #expect(h.extendsBoundary && !h.pinToVisibleBounds)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated && NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 10).isUniformAcrossSiblings)
        #expect(NSCollectionLayoutSpacing.flexible(3).isFlexibleSpacing && NSCollectionLayoutSpacing.fixed(3).spacing == 3)
    }

    @Test func twoColumnGridInACollectionView() {
        let (cv, source, _) = make(UICollectionViewCompositionalLayout(section: gridSection()), counts: [6])
        defer { withExtendedLifetime(source) {} }
        #expect(cv.contentSize == CGSize(width: 320, height: 320))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 160, y: 110, width: 160, height: 100))
        #expect(cv.visibleCells.count == 6)
    }

    @Test func sectionProviderSeesTheContainerLessContentInsets() {
        var seen: [Int: CGSize] = [:]
        let layout = UICollectionViewCompositionalLayout { index, env in
            seen[index] = env.container.effectiveContentSize
            return self.gridSection()
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = CompositionalSource([2, 2])
        cv.dataSource = source
        let host = UIKitTestHost(view: cv, size: CGSize(width: 320, height: 480))
        defer { withExtendedLifetime((source, host)) {} }
        #expect(seen[0]?.width == 300 && seen[1]?.width == 300)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 150, y: 0, width: 150, height: 100))
    }

    @Test func headersWithInterSectionSpacing() {
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 24
        let layout = UICollectionViewCompositionalLayout(section: rowsWithHeader(), configuration: config)
        let (cv, source, host) = make(layout, counts: [2, 2])
        defer { withExtendedLifetime(source) {} }
        #expect(host.view(withAccessibilityLabel: "header 0")?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(host.view(withAccessibilityLabel: "header 1")?.frame.minY == 168)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 212)
    }

    @Test func pinnedHeaderStaysAtTheTopWhileItsSectionScrolls() {
        let (cv, source, host) = make(UICollectionViewCompositionalLayout(section: rowsWithHeader(pinned: true)), counts: [30])
        defer { withExtendedLifetime(source) {} }
        cv.contentOffset = CGPoint(x: 0, y: 300)
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "header 0")?.frame.minY == 300)
        #expect(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.minY == 344)
    }

    @Test func estimatedHeightsTakeTheCellsPreferredSize() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let (cv, source, host) = make(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [20], cell: CompositionalTallCell.self)
        defer { withExtendedLifetime(source) {} }
        host.advanceFrames(1)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 80)
    }

    @Test func backgroundDecorationBehindTheSection() {
        let s = gridSection()
        s.decorationItems = [.background(elementKind: "bg")]
        let layout = UICollectionViewCompositionalLayout(section: s)
        layout.register(CompositionalBackgroundView.self, forDecorationViewOfKind: "bg")
        let (cv, source, _) = make(layout, counts: [4])
        defer { withExtendedLifetime(source) {} }
        let bg = cv.subviews.compactMap { $0 as? CompositionalBackgroundView }
        #expect(bg.count == 1)
        #expect(bg.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 210))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))!.layer.zPosition > bg.first!.layer.zPosition)
    }

    @Test func orthogonalSectionRunsSidewaysInOneLine() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let s = NSCollectionLayoutSection(group: group)
        s.orthogonalScrollingBehavior = .groupPaging
        var calls: [(Int, CGPoint)] = []
        s.visibleItemsInvalidationHandler = { items, offset, _ in calls.append((items.count, offset)) }
        let layout = UICollectionViewCompositionalLayout(section: s)
        let (cv, source, _) = make(layout, counts: [10, 10])
        defer { withExtendedLifetime(source) {} }
        #expect(cv.contentSize == CGSize(width: 320, height: 200))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 450, y: 0, width: 150, height: 100))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 100, width: 150, height: 100))
        #expect(cv.visibleCells.count == 6)
        #expect(calls.contains { $0.0 == 3 && $0.1 == .zero })
    }

    func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let s = NSCollectionLayoutSection(group: group)
        s.orthogonalScrollingBehavior = behavior
        return UICollectionViewCompositionalLayout(section: s)
    }

    @Test(arguments: [(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, CGFloat(150)), (.paging, 320)])
    func draggingARowScrollsOnlyThatSection(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, expected: CGFloat) {
        let (cv, source, host) = make(carousel(behavior), counts: [10, 10])
        let delegate = ScrollCounter()
        cv.delegate = delegate
        defer { withExtendedLifetime((source, delegate)) {} }
        host.drag(from: CGPoint(x: 260, y: 50), to: CGPoint(x: 200, y: 52), duration: 0.3)
        host.runUntilIdle()
        #expect(cv.contentOffset == .zero)
        #expect(delegate.scrolls == 0)
        // The dragged row moved by one group (or one page); the other row stayed.
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 450 - expected)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 0)
    }

    @Test func nilSectionIsLoggedAndLaidOutEmpty() {
        UIKitLog.clearRecentMessages()
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? nil : self.gridSection() }
        let (cv, source, _) = make(layout, counts: [3, 2])
        defer { withExtendedLifetime(source) {} }
        #expect(UIKitLog.didLog("returned nil for section 0"))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 160, y: 0, width: 160, height: 100))
    }

    @Test func hundredThousandItemsQueryAsFastAsAHundred() {
        func layout(_ n: Int) -> (UICollectionViewCompositionalLayout, CompositionalSource, UIKitTestHost) {
            let l = UICollectionViewCompositionalLayout(section: gridSection())
            let (_, source, host) = make(l, counts: [n])
            return (l, source, host)
        }
        let (small, s1, h1) = layout(100), (big, s2, h2) = layout(100_000)
        defer { withExtendedLifetime((s1, s2, h1, h2)) {} }
        let rect = CGRect(x: 0, y: 1000, width: 320, height: 480)
        let clock = ContinuousClock()
        func time(_ l: UICollectionViewCompositionalLayout) -> Duration {
            clock.measure { for _ in 0..<500 { _ = l.layoutAttributesForElements(in: rect) } }
        }
        _ = time(small)
        let t100 = time(small), t100k = time(big)
        #expect(big.layoutAttributesForElements(in: rect)?.count == small.layoutAttributesForElements(in: rect)?.count)
        #expect(t100k < t100 * 3 + .milliseconds(20))
    }
}
