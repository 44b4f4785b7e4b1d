//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// `UICollectionViewFlowLayout` in a real collection view: iOS's frames (UIKIT_BEHAVIOR §11.1).
@MainActor @Suite struct FlowLayoutTests {
    @Test func defaultsMatchIOS() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(UICollectionView.ScrollDirection.vertical.rawValue == 0 && UICollectionView.ScrollDirection.horizontal.rawValue == 1)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(UICollectionViewFlowLayout.SectionInsetReference.fromSafeArea.rawValue == 1)
        #expect(UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins.rawValue == 2)
        #expect(UICollectionViewFlowLayout.automaticSize == CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let context = UICollectionViewFlowLayoutInvalidationContext()
        #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
        #expect(ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass) == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
    }

    @Test func defaultCellsFillJustifiedLinesAndTheLastLineStartsLeft() throws {
        let source = FlowSource([12])
        let h = FlowHarness(source: source)
        defer { h.finish() }
        for (i, x) in [0, 67.5, 135, 202.5, 270].enumerated() {
            #expect(h.cellFrame(i) == CGRect(x: x, y: 0, width: 50, height: 50))
            #expect(h.cellFrame(i + 5) == CGRect(x: x, y: 60, width: 50, height: 50))
        }
        #expect(h.cellFrame(10) == CGRect(x: 0, y: 120, width: 50, height: 50))
        #expect(h.cellFrame(11) == CGRect(x: 60, y: 120, width: 50, height: 50))
        #expect(h.collectionView.contentSize == CGSize(width: 320, height: 170))
        #expect(h.layout.collectionViewContentSize == CGSize(width: 320, height: 170))
    }

    @Test func aLoneItemIsCentredUnlessItEndsTheSection() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 40)
        let h = FlowHarness(layout: layout, source: FlowSource([3, 1]))
        defer { h.finish() }
        #expect(h.cellFrame(0) == CGRect(x: 60, y: 0, width: 200, height: 40))
        #expect(h.cellFrame(1) == CGRect(x: 60, y: 50, width: 200, height: 40))
        #expect(h.cellFrame(2) == CGRect(x: 0, y: 100, width: 200, height: 40))
        #expect(h.cellFrame(0, section: 1) == CGRect(x: 0, y: 140, width: 200, height: 40))
    }

    @Test func sectionInsetsHeadersAndFootersSurroundTheItems() throws {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        layout.headerReferenceSize = CGSize(width: 999, height: 30)   // only the height counts
        layout.footerReferenceSize = CGSize(width: 1, height: 20)
        let h = FlowHarness(layout: layout, source: FlowSource([7, 7]))
        defer { h.finish() }
        #expect(h.cellFrame(0) == CGRect(x: 10, y: 35, width: 50, height: 50))
        #expect(h.cellFrame(4) == CGRect(x: 260, y: 35, width: 50, height: 50))
        #expect(h.cellFrame(6) == CGRect(x: 70, y: 95, width: 50, height: 50))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 180, width: 320, height: 30))
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 160, width: 320, height: 20))
        #expect(h.cellFrame(0, section: 1)?.minY == 215)
        #expect(h.collectionView.contentSize.height == 360)
        let shown = try #require(h.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                     at: IndexPath(item: 0, section: 0)))
        #expect(shown.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    @Test func horizontalScrollingFillsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = CGSize(width: 40, height: 999)   // only the width counts
        let h = FlowHarness(layout: layout, source: FlowSource([9]), size: CGSize(width: 320, height: 170))
        defer { h.finish() }
        // 170 tall: three 50-pt items per column with (170 - 150) / 2 = 10 between them.
        #expect(h.frame(0) == CGRect(x: 40, y: 0, width: 50, height: 50))
        #expect(h.frame(1) == CGRect(x: 40, y: 60, width: 50, height: 50))
        #expect(h.frame(2) == CGRect(x: 40, y: 120, width: 50, height: 50))
        #expect(h.frame(3) == CGRect(x: 100, y: 0, width: 50, height: 50))
        #expect(h.frame(8) == CGRect(x: 160, y: 120, width: 50, height: 50))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 40, height: 170))
        #expect(h.collectionView.contentSize == CGSize(width: 210, height: 170))
    }

    @Test func theDelegateSizesEachItem() {
        let source = SizedFlowSource([5, 2]) { ip in
            ip.section == 0 ? [CGSize(width: 100, height: 50), CGSize(width: 100, height: 80), CGSize(width: 100, height: 30),
                               CGSize(width: 300, height: 40), CGSize(width: 50, height: 50)][ip.item]
                : CGSize(width: 20, height: 20)
        }
        let h = FlowHarness(source: source)
        defer { h.finish() }
        #expect(h.cellFrame(0) == CGRect(x: 0, y: 15, width: 100, height: 50))
        #expect(h.cellFrame(1) == CGRect(x: 110, y: 0, width: 100, height: 80))
        #expect(h.cellFrame(2) == CGRect(x: 220, y: 25, width: 100, height: 30))
        #expect(h.cellFrame(3) == CGRect(x: 10, y: 90, width: 300, height: 40))
        #expect(h.cellFrame(4) == CGRect(x: 0, y: 140, width: 50, height: 50))
        #expect(h.cellFrame(1, section: 1) == CGRect(x: 30, y: 190, width: 20, height: 20))
        #expect(h.collectionView.contentSize.height == 210)
    }

    @Test func anUnimplementedSizeMethodKeepsTheArithmeticPath() {
        let h = FlowHarness(source: FlowSource([1000]))
        defer { h.finish() }
        #expect(h.layout._geometry.sections[0].uniformSize != nil)
        #expect(h.layout._geometry.sections[0].frames.isEmpty)
        let sized = FlowHarness(source: SizedFlowSource([10]) { _ in CGSize(width: 50, height: 50) })
        defer { sized.finish() }
        #expect(sized.layout._geometry.sections[0].uniformSize == nil)
    }

    @Test func scrollingShowsLaterItems() throws {
        let h = FlowHarness(source: FlowSource([200]))
        defer { h.finish() }
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 60, section: 0)) == nil)
        h.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        h.host.advanceFrames(1)
        // Line 10 (items 50...54) starts at y = 600.
        #expect(h.cellFrame(50) == CGRect(x: 0, y: 600, width: 50, height: 50))
        #expect(h.cellFrame(60) == CGRect(x: 0, y: 720, width: 50, height: 50))
        let visible = h.collectionView.indexPathsForVisibleItems.map(\.item)
        #expect(visible.min() == 50 && !visible.contains(0))
        h.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.5)
        h.host.advance(by: 2)
        #expect(h.collectionView.contentOffset.y > 850)
        #expect(h.collectionView.indexPathsForVisibleItems.map(\.item).contains { $0 >= 100 })
    }

    @Test func pinnedHeadersFollowTheVisibleTop() throws {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionHeadersPinToVisibleBounds = true
        let h = FlowHarness(layout: layout, source: FlowSource([10, 30]), size: CGSize(width: 320, height: 200))
        defer { h.finish() }
        let bounds = h.collectionView.bounds
        #expect(layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: 0, dy: 10)))
        h.collectionView.contentOffset = CGPoint(x: 0, y: 70)
        h.host.advanceFrames(1)
        func header(_ s: Int) -> CGRect? {
            h.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s))?.frame
        }
        #expect(header(0) == CGRect(x: 0, y: 70, width: 320, height: 40))
        // Section 0's items end at 150: the header is pushed up.
        h.collectionView.contentOffset = CGPoint(x: 0, y: 130)
        h.host.advanceFrames(1)
        #expect(header(0) == CGRect(x: 0, y: 110, width: 320, height: 40))
        h.collectionView.contentOffset = CGPoint(x: 0, y: 250)
        h.host.advanceFrames(1)
        #expect(header(1) == CGRect(x: 0, y: 250, width: 320, height: 40))
        #expect(h.cellFrame(0, section: 1)?.minY == 210)
    }

    @Test func withoutPinningOnlyAWidthChangeInvalidates() {
        let h = FlowHarness(source: FlowSource([10]))
        defer { h.finish() }
        let b = h.collectionView.bounds
        #expect(!h.layout.shouldInvalidateLayout(forBoundsChange: b.offsetBy(dx: 0, dy: 100)))
        #expect(!h.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: b.width, height: 900)))
        #expect(h.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: b.height)))
        h.collectionView.frame.size.width = 380
        h.host.advanceFrames(1)
        // 380 wide: six per line, (380 - 300) / 5 = 16 apart.
        #expect(h.cellFrame(5) == CGRect(x: 330, y: 0, width: 50, height: 50))
    }

    @Test func layoutAttributesInARectAreThoseOnScreen() {
        let h = FlowHarness(source: FlowSource([100]))
        defer { h.finish() }
        let items = h.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 115, width: 320, height: 30)) ?? []
        #expect(items.map(\.indexPath.item).sorted() == Array(10..<15))
        #expect(items.allSatisfy { $0.representedElementCategory == .cell })
        let left = h.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 60, height: 50)) ?? []
        #expect(left.map(\.indexPath.item) == [0])
        #expect(h.layout.layoutAttributesForItem(at: IndexPath(item: 100, section: 0)) == nil)
        #expect(h.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func sectionInsetsCanBeMeasuredFromTheLayoutMargins() {
        let layout = UICollectionViewFlowLayout()
        let h = FlowHarness(layout: layout, source: FlowSource([8]))
        defer { h.finish() }
        h.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        #expect(h.frame(0)?.minX == 0)
        layout.sectionInsetReference = .fromLayoutMargins
        h.host.advanceFrames(1)
        // 280 pt between the margins: four items per line, (280 - 200) / 3 apart.
        #expect(h.cellFrame(0)?.minX == 20)
        #expect(abs((h.cellFrame(3)?.maxX ?? 0) - 300) < 0.001)
        #expect(h.cellFrame(4) == CGRect(x: 20, y: 60, width: 50, height: 50))
    }

    @Test func pinnedFootersInAHorizontalLayoutFollowTheVisibleRightEdge() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.footerReferenceSize = CGSize(width: 30, height: 0)
        layout.sectionFootersPinToVisibleBounds = true
        let h = FlowHarness(layout: layout, source: FlowSource([30]), size: CGSize(width: 320, height: 110))
        defer { h.finish() }
        // Two items per column, 15 columns: the footer's own place is x = 15 × 60 - 10 = 890.
        func footer() -> CGRect? {
            h.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
        }
        #expect(footer() == CGRect(x: 290, y: 0, width: 30, height: 110))
        h.collectionView.contentOffset = CGPoint(x: 200, y: 0)
        h.host.advanceFrames(1)
        #expect(footer() == CGRect(x: 490, y: 0, width: 30, height: 110))
        #expect(h.collectionView.contentSize == CGSize(width: 920, height: 110))
    }
}
