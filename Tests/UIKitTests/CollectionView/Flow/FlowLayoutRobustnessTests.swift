//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// The flow layout's speed on large sections, self-sizing, and bad input.
@MainActor @Suite(.serialized) struct FlowLayoutRobustnessTests {
    /// The best of three runs of 1,000 queries for one screenful each, spread over the content.
    private func queryTime(_ h: FlowHarness) -> Duration {
        let height = h.layout.collectionViewContentSize.height
        var best = Duration.seconds(1000)
        for _ in 0..<3 {
            let start = ContinuousClock.now
            var found = 0
            for i in 0..<1000 {
                let y = (height - 480) * CGFloat(i) / 999
                found += h.layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 320, height: 480))?.count ?? 0
            }
            best = min(best, ContinuousClock.now - start)
            #expect(found >= 1000 * 40)
        }
        return best
    }

    @Test func aHundredThousandItemsAnswerAsFastAsAThousand() {
        let start = ContinuousClock.now
        let big = FlowHarness(source: FlowSource([100_000]))
        defer { big.finish() }
        let bigQueries = queryTime(big)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(big.layout.collectionViewContentSize.height == CGFloat(20_000 * 60 - 10))
        // The last line is full but left-aligned, with the minimum spacing.
        #expect(big.frame(99_999) == CGRect(x: 240, y: 19_999 * 60, width: 50, height: 50))
        #expect(big.frame(99_994) == CGRect(x: 270, y: 19_998 * 60, width: 50, height: 50))
        let small = FlowHarness(source: FlowSource([1000]))
        defer { small.finish() }
        let smallQueries = queryTime(small)
        #expect(bigQueries < smallQueries * 3 + .milliseconds(20), "100,000 items: \(bigQueries), 1,000 items: \(smallQueries)")
    }

    @Test func aHundredThousandDelegateSizedItemsPrepareInLinearTime() {
        let start = ContinuousClock.now
        let h = FlowHarness(source: SizedFlowSource([100_000]) { ip in CGSize(width: 40 + CGFloat(ip.item % 3) * 10, height: 30) })
        defer { h.finish() }
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(queryTime(h) < .seconds(2))
    }

    @Test func selfSizingCellsKeepTheirReportedSize() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let h = FlowHarness(layout: layout, source: FlowSource([8]), cellClass: FixedSizingCell.self)
        defer { h.finish() }
        // Item 0 measured 100 × 80: 100 + 3 × (10 + 50) = 280 fits, the fifth item doesn't, so
        // four items spread over 320 and the 80-pt line centres the others.
        #expect(h.cellFrame(0) == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(h.cellFrame(1)?.minY == 15)
        #expect(abs((h.cellFrame(3)?.maxX ?? 0) - 320) < 0.001)
        #expect(h.cellFrame(4) == CGRect(x: 0, y: 90, width: 50, height: 50))
        #expect(h.collectionView.contentSize.height == 140)
        let ip = IndexPath(item: 2, section: 0)
        let original = try #require(layout.layoutAttributesForItem(at: ip))
        let preferred = try #require(layout.layoutAttributesForItem(at: ip))
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        preferred.size = CGSize(width: 60, height: 50)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(context.invalidatedItemIndexPaths == [ip])
        #expect((context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics == false)
        layout.invalidateLayout(with: context)
        #expect(h.frame(2)?.size == CGSize(width: 60, height: 50))
        // Without an estimated size, cells are not measured.
        layout.estimatedItemSize = .zero
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    @Test func badMetricsAreLoggedAndTreatedAsZero() {
        UIKitLog.clearRecentMessages()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: CGFloat.nan, height: -5)
        #expect(layout.itemSize == .zero)
        #expect(UIKitLog.didLog("invalid itemSize"))
        layout.minimumLineSpacing = -3
        #expect(layout.minimumLineSpacing == 0)
        layout.minimumInteritemSpacing = .infinity
        #expect(layout.minimumInteritemSpacing == 10)
        layout.sectionInset = UIEdgeInsets(top: .nan, left: 4, bottom: 0, right: 0)
        #expect(layout.sectionInset == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
        layout.itemSize = CGSize(width: 50, height: 50)
        let h = FlowHarness(layout: layout, source: FlowSource([3]))
        defer { h.finish() }
        #expect(h.frame(0) == CGRect(x: 4, y: 0, width: 50, height: 50))
        #expect(h.layout.layoutAttributesForElements(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))?.isEmpty == true)
    }

    @Test func badDelegateSizesAreLoggedAndTreatedAsZero() {
        UIKitLog.clearRecentMessages()
        let h = FlowHarness(source: SizedFlowSource([3]) { ip in
            ip.item == 1 ? CGSize(width: CGFloat.infinity, height: .nan) : CGSize(width: 50, height: 50)
        })
        defer { h.finish() }
        #expect(UIKitLog.didLog("invalid item size"))
        #expect(h.frame(1)?.size == .zero)
        #expect(h.frame(2)?.size == CGSize(width: 50, height: 50))
    }

    @Test func anItemWiderThanTheViewIsReportedOnce() {
        UIKitLog.clearRecentMessages()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 50)
        let h = FlowHarness(layout: layout, source: FlowSource([3]))
        defer { h.finish() }
        let warning = "the item width must be less than the width of the UICollectionView"
        #expect(UIKitLog.recentMessages.filter { $0.contains(warning) }.count == 1)
        layout.invalidateLayout()
        h.host.advanceFrames(1)
        #expect(UIKitLog.recentMessages.filter { $0.contains(warning) }.count == 1)
        #expect(h.frame(1) == CGRect(x: 0, y: 60, width: 400, height: 50))
    }
}
