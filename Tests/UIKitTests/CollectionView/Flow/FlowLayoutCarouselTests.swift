//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A carousel written as iOS apps write it: a horizontal flow layout whose items grow near the
/// centre and whose scrolling stops with an item centred. Unchanged iOS code.
final class CarouselFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: collectionView.bounds.height)
        minimumLineSpacing = 20
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect)?
                .map({ $0.copy() as! UICollectionViewLayoutAttributes }) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        for attribute in attributes {
            let distance = abs(attribute.center.x - centerX)
            let scale = max(0.8, 1 - distance / collectionView.bounds.width * 0.4)
            attribute.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let targetRect = CGRect(x: proposedContentOffset.x, y: 0,
                                width: collectionView.bounds.width, height: collectionView.bounds.height)
        guard let attributes = super.layoutAttributesForElements(in: targetRect) else { return proposedContentOffset }
        let centerX = proposedContentOffset.x + collectionView.bounds.width / 2
        var offsetAdjustment = CGFloat.greatestFiniteMagnitude
        for attribute in attributes where attribute.representedElementCategory == .cell {
            if abs(attribute.center.x - centerX) < abs(offsetAdjustment) {
                offsetAdjustment = attribute.center.x - centerX
            }
        }
        return CGPoint(x: proposedContentOffset.x + offsetAdjustment, y: proposedContentOffset.y)
    }
}

@MainActor @Suite struct FlowLayoutCarouselTests {
    /// 320 × 200: items 200 wide, 20 apart, the first centred; item k is centred at offset 220 k.
    private func carousel() -> FlowHarness {
        let h = FlowHarness(layout: CarouselFlowLayout(), source: FlowSource([20]), size: CGSize(width: 320, height: 200))
        h.collectionView.decelerationRate = .fast
        return h
    }

    @Test func itemsLineUpWithTheFirstCentred() {
        let h = carousel()
        defer { h.finish() }
        #expect(h.frame(0) == CGRect(x: 60, y: 0, width: 200, height: 200))
        #expect(h.frame(3) == CGRect(x: 720, y: 0, width: 200, height: 200))
        #expect(h.collectionView.contentSize == CGSize(width: 60 + 20 * 200 + 19 * 20 + 60, height: 200))
        // (The core applies the attributes' transform to the cell's layer.)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.transform3D.m11 == 1)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.transform3D.m11 == 0.8)
        h.collectionView.contentOffset.x = 110   // halfway: both items at 110 pt from the centre
        h.host.advanceFrames(1)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.transform3D.m11 == 1 - 110 / 320 * 0.4)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.transform3D.m11 == 1 - 110 / 320 * 0.4)
    }

    @Test func theNearestItemIsChosenAsTheTarget() {
        let h = carousel()
        defer { h.finish() }
        #expect(h.layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: .zero) == CGPoint(x: 220, y: 0))
        #expect(h.layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 340, y: 0), withScrollingVelocity: .zero) == CGPoint(x: 440, y: 0))
    }

    @Test func aFlingStopsOnAnItem() {
        let h = carousel()
        defer { h.finish() }
        h.host.drag(from: CGPoint(x: 280, y: 100), to: CGPoint(x: 60, y: 100), duration: 0.15)
        h.host.advance(by: 3)
        let x = h.collectionView.contentOffset.x
        #expect(x > 0)
        #expect(abs(x / 220 - (x / 220).rounded()) < 0.001, "offset \(x) is not on an item")
    }
}
