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

@MainActor @Suite struct ListLayoutTests {
    @Test func accessoryFactoriesUseApplesDefaults() {
        #expect(UICellAccessory.delete().displayedState == .whenEditing)
        #expect(UICellAccessory.insert().displayedState == .whenEditing)
        #expect(UICellAccessory.reorder().displayedState == .whenEditing)
        #expect(UICellAccessory.multiselect().displayedState == .whenEditing)
        #expect(UICellAccessory.disclosureIndicator().displayedState == .always)
        #expect(UICellAccessory.outlineDisclosure().displayedState == .always)
        #expect(UICellAccessory.checkmark(options: .init(isHidden: true)).isHidden)
        #expect(UICellAccessory.label(text: "x", options: .init(reservedLayoutWidth: .custom(30))).reservedLayoutWidth == .custom(30))
        #expect(UICellAccessory.DisplayedState.whenNotEditing.rawValue == 2)
        #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
        #expect(UICellAccessory.OutlineDisclosureOptions.Style.cell.rawValue == 2)
        let v = UIView()
        let custom = UICellAccessory.customView(configuration: .init(customView: v, placement: .trailing(displayed: .whenEditing)))
        #expect(custom.displayedState == .whenEditing)
        var c = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
        #expect(c.appearance.rawValue == 4 && c.showsSeparators && c.headerMode == .none && c.footerMode == .none)
        c.headerMode = .firstItemInSection
        #expect(c.headerMode.rawValue == 2)
    }

    func layout(rows: Int, headers: Bool = false) -> (_UICollectionListLayout, UICollectionView, ListRowsSource, UIKitTestHost) {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        if headers { config.headerMode = .supplementary }
        let l = _UICollectionListLayout(configuration: config)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: l)
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        cv.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
        let s = ListRowsSource([rows])
        cv.dataSource = s
        let host = UIKitTestHost(view: cv, size: CGSize(width: 320, height: 480))
        return (l, cv, s, host)
    }

    @Test func aHundredThousandRowsQueryAsFastAsAHundred() {
        let (small, _, s1, _) = layout(rows: 100)
        let (big, bigView, s2, _) = layout(rows: 100_000)
        defer { withExtendedLifetime((s1, s2)) {} }
        #expect(bigView.contentSize.height > 100_000 * 43)
        func cost(_ l: _UICollectionListLayout, at y: CGFloat) -> (Double, Int) {
            let rect = CGRect(x: 0, y: y, width: 320, height: 480)
            var n = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<300 { n = l.layoutAttributesForElements(in: rect)?.count ?? 0 }
            return (Double(DispatchTime.now().uptimeNanoseconds - start), n)
        }
        _ = cost(small, at: 1000); _ = cost(big, at: 2_000_000)   // warm up
        var smallBest = Double.infinity, bigBest = Double.infinity
        var counts: (Int, Int) = (0, 0)
        for _ in 0..<5 {
            let a = cost(small, at: 1000), b = cost(big, at: 2_000_000)
            smallBest = min(smallBest, a.0); bigBest = min(bigBest, b.0)
            counts = (a.1, b.1)
        }
        #expect(counts.0 == counts.1 && counts.0 >= 11)
        #expect(bigBest < smallBest * 3)
        // Rows are where the heights say: row 50,000 starts after 50,000 estimated rows.
        let a = big.layoutAttributesForItem(at: IndexPath(item: 50_000, section: 0))
        #expect(abs((a?.frame.minY ?? 0) - 50_000 * 44) < 0.001, "\(String(describing: a?.frame.minY.description))")
        #expect(big.layoutAttributesForElements(in: CGRect(x: 0, y: 50_000 * 44 + 1, width: 320, height: 1))?.first?.indexPath.item == 50_000)
    }

    @Test func measuredHeightsMoveTheRowsBelow() {
        let (l, _, s, _) = layout(rows: 1000)
        defer { withExtendedLifetime(s) {} }
        let original = l.layoutAttributesForItem(at: IndexPath(item: 900, section: 0))!
        let preferred = original.copy() as! UICollectionViewLayoutAttributes
        preferred.size.height = 100
        #expect(l.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        #expect(!l.shouldInvalidateLayout(forPreferredLayoutAttributes: original, withOriginalAttributes: original))
        let next = l.layoutAttributesForItem(at: IndexPath(item: 901, section: 0))!
        #expect(next.frame.minY == original.frame.minY + 100)
        #expect(l.layoutAttributesForItem(at: IndexPath(item: 900, section: 0))!.frame.height == 100)
    }

    @Test func supplementaryHeadersComeBeforeTheRows() {
        let (l, cv, s, _) = layout(rows: 5, headers: true)
        defer { withExtendedLifetime(s) {} }
        _ = cv
        let h = l.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let r = l.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        #expect(h != nil && h!.frame.minY == 0 && r.frame.minY == h!.frame.maxY)
        #expect(l.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(l.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 10))?.first?.representedElementKind == UICollectionView.elementKindSectionHeader)
    }
}
