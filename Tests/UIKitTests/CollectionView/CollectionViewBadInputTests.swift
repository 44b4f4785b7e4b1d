//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting
@testable import UIKitCore

/// A grid layout gone wrong: besides its squares it returns attributes for an item that does not
/// exist, one with a NaN frame and one with a negative size.
@MainActor final class BrokenGridLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 1000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = (0..<8).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = CGRect(x: CGFloat(i % 4) * 50, y: CGFloat(i / 4) * 50, width: 50, height: 50)
            return a
        }
        let ghost = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 999, section: 0))
        ghost.frame = CGRect(x: 0, y: 100, width: 50, height: 50)
        let nan = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 8, section: 0))
        nan.frame = CGRect(x: CGFloat.nan, y: 100, width: 50, height: 50)
        let negative = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 9, section: 0))
        negative.frame = CGRect(x: 50, y: 100, width: 50, height: 50)
        negative.size = CGSize(width: -20, height: 50)
        out += [ghost, nan, negative]
        return out
    }
}

/// A data source whose count can change behind the collection view's back; cells for items it no
/// longer has say so instead of crashing.
@MainActor final class ShrinkingSource: NSObject, UICollectionViewDataSource {
    var count: Int
    init(_ n: Int) { count = n }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath) as! NumberCell
        cell.accessibilityLabel = indexPath.item < count ? "Item \(indexPath.item)" : "Stale \(indexPath.item)"
        return cell
    }
}

@MainActor @Suite struct CollectionViewBadInputTests {
    @Test func attributesForMissingItemsOrWithBadFramesAreLoggedAndSkipped() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: BrokenGridLayout())
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let source = ShrinkingSource(10)
        defer { withExtendedLifetime(source) {} }
        cv.dataSource = source
        let host = UIKitTestHost(view: cv, size: CGSize(width: 200, height: 300))
        host.advanceFrames(1)
        #expect(UIKitLog.didLog("the layout gave attributes for an item that does not exist"))
        #expect(UIKitLog.didLog("the layout gave invalid attributes"))
        let shown = Set(cv.indexPathsForVisibleItems.map(\.item))
        #expect(shown.isSuperset(of: 0..<8), "the good squares show")
        #expect(!shown.contains(999) && !shown.contains(8), "the missing item and the NaN frame are skipped")
        if let odd = cv.cellForItem(at: IndexPath(item: 9, section: 0)) {
            #expect(odd.frame.width >= 0 && odd.frame.minX.isFinite, "a negative size never reaches a view")
        }
        #expect(host.view(withAccessibilityLabel: "Item 7") != nil)
        host.tap(at: CGPoint(x: 75, y: 25))
        #expect(cv.visibleCells.count == shown.count, "the view keeps working")
    }

    @Test func countsChangingWithoutAnUpdateWaitForTheNextReload() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: SquareGridLayout())
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        let source = ShrinkingSource(100)
        defer { withExtendedLifetime(source) {} }
        cv.dataSource = source
        let host = UIKitTestHost(view: cv, size: CGSize(width: 200, height: 300))
        host.advanceFrames(1)
        source.count = 3
        cv.contentOffset = CGPoint(x: 0, y: 200)
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Stale 30") != nil, "cells for the counts it read")
        cv.contentOffset = .zero
        // As on iOS, the collection view keeps the counts it read until it is told.
        #expect(cv.numberOfItems(inSection: 0) == 100)
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        host.advanceFrames(1)
        #expect(UIKitLog.didLog("Invalid update"), "an update that doesn't add up is iOS's message")
        #expect(cv.numberOfItems(inSection: 0) == 3, "then the view reloads from the data source")
        host.runUntilIdle()
        #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2])
        #expect(host.view(withAccessibilityLabel: "Item 2") != nil)
        let stale = host.views { v in !v.isHidden && (v.accessibilityLabel ?? "").hasPrefix("Stale") }
        #expect(stale.isEmpty)
    }
}
